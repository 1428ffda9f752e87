/* Sphere vs AABB — find the point q of the box closest to the sphere's centre c by clamping c
 * to the box axis by axis, q_i = min(max(c_i, min_i), max_i); the sphere meets the box when
 * that point is within the radius: |q - c|^2 <= r^2. Per axis, c lies outside the slab by
 * (min_i - c_i) below it or (c_i - max_i) above it: both sides count. A centre below min on an
 * axis is the case cglm 0.8.8's glm_aabb_sphere gets wrong; sphere 0 sits there.
 * Ericson, Real-Time Collision Detection, 5.2.5 (with 5.1.3 for the closest point).
 * Click or Tab picks a sphere or the box, dragging or W/A/S/D/Q/E moves it; ',' and '.' set
 * sphere 0 against the unit box to the edge cases below. */
#include "sample.h"

/* The scene: three spheres and the unit box, each named by its variable in copy-as-test. */
enum { SPHERE_COUNT = 3, BOX = SPHERE_COUNT, COUNT };
#define UNIT_BOX SHAPE_AABB_FROM("box", 0, 0, 0, 1, 1, 1)
static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere0", -0.5f, 0.5f, 0.5f, 0.6f), /* below min.x: the trap */
    SHAPE_SPHERE_AT("sphere1", 2.0f, 0.2f, 0.5f, 0.5f),  /* off the face x = 1 */
    SHAPE_SPHERE_AT("sphere2", 1.6f, 1.6f, -0.6f, 0.9f), /* in the corner's region */
    UNIT_BOX,
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each sphere against the box as the scene starts (a start-up
 * check each, and copy-as-test's asserts for the selected shape). Sphere 2 overlaps the box's
 * slab on every axis, yet misses the corner (1,1,0): its centre is sqrt(3) * 0.6 = 1.04 from
 * it, more than r = 0.9. */
static const scene_pair pairs[] = {{"sphere0", "box", true}, {"sphere1", "box", false}, {"sphere2", "box", false}};

/* Edge cases for sphere 0 against the unit box put back (',' and '.'), each also a start-up
 * check. */
static const scene_preset presets[] = {
    {"touching the face x = 1", {UNIT_BOX, SHAPE_SPHERE_AT("sphere0", 2, 0.5f, 0.5f, 1)}, true},
    {"0.001 off the face x = 1", {UNIT_BOX, SHAPE_SPHERE_AT("sphere0", 2.001f, 0.5f, 0.5f, 1)}, false},
    {"centre below min.x, touching (cglm's trap)",
     {UNIT_BOX, SHAPE_SPHERE_AT("sphere0", -0.5f, 0.5f, 0.5f, 0.5f)}, true},
    {"touching the corner (1,1,1)", /* 0.25^2 + 0.5^2 + 0.5^2 = 0.75^2 */
     {UNIT_BOX, SHAPE_SPHERE_AT("sphere0", 1.25f, 1.5f, 1.5f, 0.75f)}, true},
    {"over every slab, yet off the corner", {UNIT_BOX, SHAPE_SPHERE_AT("sphere0", -0.6f, -0.6f, 1.6f, 0.9f)}, false},
    {"zero radius inside the box", {UNIT_BOX, SHAPE_SPHERE_AT("sphere0", 0.5f, 0.5f, 0.5f, 0)}, true},
};

static void initialize(sample_ctx *ctx)
{
    sample_set_view(ctx, (vec3s){{0.0f, 1.3f, 0.5f}}, 20.0f, 25.0f, 6.5f);
}

/* The "why" for one sphere: the segment from the centre c to the box's closest point q. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = shapes[i].sphere;
    isect_aabb box = shapes[BOX].aabb;
    vec3s q = isect_closest_point_aabb(sp.c, box);
    float dist = glms_vec3_distance(sp.c, q);
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_view_edge_on(ctx, glms_vec3_sub(q, sp.c)); /* the gap c..q seen from its side */
    draw_point(ctx, q, COLOR_NOTE);
    draw_point(ctx, sp.c, COLOR_NOTE);
    draw_label(ctx, sp.c, COLOR_NOTE, "c%d", i);
    draw_label(ctx, q, COLOR_NOTE, "q%d", i);
    sample_text(ctx, "sphere %d: dist = %s, r = %s -> %s", i, HUD_NUM(dist, sp.r), HUD_NUM(sp.r, dist),
                isect_sphere_aabb(sp, box) ? "dist ≤ r: they meet" : "dist > r: apart");
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.3f);
    for (int i = 0; i < SPHERE_COUNT; i++)
        if (sample_in_preset(ctx, i)) /* a preset's ghosts are not explained */
            explain(ctx, i);
    sample_text(ctx, "q = clamp(c, min, max) per axis; dist² ≤ r²");
}

const sample sample_sphere_aabb = {
    .id = "sphere-aabb", .title = "Sphere vs AABB",
    .shows = "the closest point on the box and the line from the centre to it",
    .keywords = "distance closest clamp",
    .description = "Clamp the sphere's centre c to the box axis by axis to get the box's closest "
                   "point q; the sphere meets the box when dist(c, q)² ≤ r². Below min and above "
                   "max both count. Ericson, Real-Time Collision Detection, 5.2.5.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_aabb", pairs),
    .initialize = initialize, .render = render,
};
