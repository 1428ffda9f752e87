/* Sphere vs OBB — the AABB test in the box's own frame. Write the centre as coordinates along
 * the box's axes, x_i = dot(c - b.c, u_i), clamp each to [-e_i, e_i] and map back: that is the
 * box's closest point q = b.c + sum clamp(x_i, -e_i, e_i) u_i. The sphere meets the box when
 * |q - c|^2 <= r^2. Ericson, Real-Time Collision Detection, 5.2.6 (with 5.1.4).
 * Click or Tab picks a sphere or the box, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns the box; ',' and '.' set sphere 0 and the box to the cases below. */
#include "sample.h"

/* The scene: three spheres and the box, each named by its variable in copy-as-test. */
enum { SPHERE0, SPHERE1, SPHERE2, BOX, COUNT, SPHERE_COUNT = BOX };

/* The box: centre (0, 1, 0), half-extents (1.5, 0.5, 0.75), turned 20 degrees about z and then
 * 30 about y; the axes are isect_obb_from_quat's for that turn, to the last bit. */
#define START_BOX                                                                                          \
    {.kind = SHAPE_OBB, .name = "box",                                                                     \
     .obb = {{{0, 1, 0}},                                                                                  \
             {{{0.813797653f, 0.342020214f, -0.469846308f}}, {{-0.296198189f, 0.939692616f, 0.171010107f}}, \
              {{0.5f, 0, 0.866025448f}}},                                                                  \
             {{1.5f, 0.5f, 0.75f}}}}
/* The same box turned half a turn about y: its axes are exactly -x, y, -z, so touching is exact. */
#define HALF_TURNED_BOX                                                                        \
    {.kind = SHAPE_OBB, .name = "box",                                                         \
     .obb = {{{0, 1, 0}}, {{{-1, 0, 0}}, {{0, 1, 0}}, {{0, 0, -1}}}, {{1.5f, 0.5f, 0.75f}}}}

static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere0", -0.5f, 1.9f, 0.8f, 0.7f),
    SHAPE_SPHERE_AT("sphere1", -1.6f, -0.2f, 1.6f, 0.6f),
    SHAPE_SPHERE_AT("sphere2", 2.6f, 0.8f, -0.8f, 0.6f),
    START_BOX,
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each sphere against the box as the scene starts (a start-up
 * check each, and copy-as-test's asserts for the selected shape). */
static const scene_pair pairs[] = {{"sphere0", "box", true}, {"sphere1", "box", false}, {"sphere2", "box", false}};

/* Edge cases for sphere 0 and the box put back at its start (',' and '.'), each also a
 * start-up check. */
static const scene_preset presets[] = {
    {"touching face -u0 (box half turned)", {HALF_TURNED_BOX, SHAPE_SPHERE_AT("sphere0", 2.5f, 1, 0, 1)}, true},
    {"0.001 off face -u0", {HALF_TURNED_BOX, SHAPE_SPHERE_AT("sphere0", 2.501f, 1, 0, 1)}, false},
    {"touching the edge of faces -u0, u1", /* 0.75^2 + 1^2 = 1.25^2 */
     {HALF_TURNED_BOX, SHAPE_SPHERE_AT("sphere0", 2.25f, 2.5f, 0, 1.25f)}, true},
    {"in the box's world AABB, off the box",
     {START_BOX, SHAPE_SPHERE_AT("sphere0", -1.5f, 1.75f, -1.25f, 0.5f)}, false},
    {"centre inside the box", {START_BOX, SHAPE_SPHERE_AT("sphere0", 0.5f, 1.2f, 0.3f, 0.1f)}, true},
    {"zero radius on face -u0", {HALF_TURNED_BOX, SHAPE_SPHERE_AT("sphere0", 1.5f, 1, 0.25f, 0)}, true},
};

static bool same_box(isect_obb a, isect_obb b)
{
    bool same = glms_vec3_distance(a.c, b.c) <= 1e-6f && glms_vec3_distance(a.e, b.e) <= 1e-6f;
    for (int k = 0; k < 3; k++)
        same = same && glms_vec3_distance(a.u[k], b.u[k]) <= 1e-6f;
    return same;
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SPHERE1);
    isect_obb box = shapes[BOX].obb;

    /* The boxes written out above are the turns they claim to be. */
    versors turn =
        glms_quat_mul(glms_quatv(glm_rad(30), (vec3s){{0, 1, 0}}), glms_quatv(glm_rad(20), (vec3s){{0, 0, 1}}));
    isect_obb flipped = isect_obb_from_quat(box.c, box.e, (versors){{0, 1, 0, 0}});
    sample_expect(ctx, same_box(box, isect_obb_from_quat(box.c, box.e, turn)),
                  "Expected the box to be turned 20 degrees about z, then 30 about y");
    sample_expect(ctx, same_box(((shape)HALF_TURNED_BOX).obb, flipped),
                  "Expected the presets' box to be turned half a turn about y");

    /* The presets touch the half-turned box, whose axes are exact; off the start box's face u0
     * (axes not exact) by r + 0.001 a sphere misses it too. */
    isect_sphere apart = {glms_vec3_muladds(box.u[0], 1.5f + 0.5f + 0.001f, box.c), 0.5f};
    sample_expect(ctx, !isect_sphere_obb(apart, box), "Expected the sphere 0.001 off face u0 to not intersect the box");

    sample_set_view(ctx, (vec3s){{-1.5f, 2.4f, 1.1f}}, 20.0f, 25.0f, 8.5f);
}

/* The "why" for sphere i: its centre in the box's frame, x_i = (c - b.c).u_i, clamped to
 * [-e_i, e_i], which maps back to the closest point q; and the segment c..q. */
static void explain(sample_ctx *ctx, int i, bool selected)
{
    isect_sphere sp = shapes[i].sphere;
    isect_obb box = shapes[BOX].obb;
    vec3s local, clamped, q = isect_closest_point_obb(sp.c, box);
    for (int k = 0; k < 3; k++) {
        local.raw[k] = glms_vec3_dot(glms_vec3_sub(sp.c, box.c), box.u[k]);
        clamped.raw[k] = glm_clamp(local.raw[k], -box.e.raw[k], box.e.raw[k]);
    }
    bool hit = isect_sphere_obb(sp, box);
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, sp.c, COLOR_NOTE, "c%d", i);
    draw_label(ctx, q, COLOR_NOTE, "q%d", i);
    /* Inside every slab, q is c: the round trip through the box's frame only adds rounding. */
    float dist = glms_vec3_eqv(local, clamped) ? 0.0f : glms_vec3_distance(sp.c, q);
    sample_text(ctx, "sphere %d: dist(c, q) = %s %s r = %s -> %s", i, HUD_NUM(dist, sp.r), hit ? "≤" : ">",
                HUD_NUM(sp.r, dist), hit ? "they meet" : "apart");
    if (selected) { /* 3 decimals show a preset's 0.001 (2.501); below 1e-5 is the frame's rounding: 0 */
        for (int k = 0; k < 3; k++) {
            local.raw[k] = fabsf(local.raw[k]) < 1e-5f ? 0.0f : local.raw[k];
            clamped.raw[k] = fabsf(clamped.raw[k]) < 1e-5f ? 0.0f : clamped.raw[k];
        }
        sample_text(ctx, "   frame x = (%.3f, %.3f, %.3f) -> (%.3f, %.3f, %.3f)", local.x, local.y, local.z, clamped.x,
                    clamped.y, clamped.z);
    }
}

static void render(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    isect_obb box = shapes[BOX].obb;
    sample_draw_scene(ctx, 0.3f);
    for (int i = 0; i < 3; i++) /* the box's own axes, along which c is clamped (notes, as c and q) */
        draw_label(ctx, glms_vec3_muladds(box.u[i], box.e.raw[i], box.c), COLOR_NOTE, "u%d", i);
    for (int i = 0; i < SPHERE_COUNT; i++)
        if (sample_in_preset(ctx, i)) /* a preset's ghosts are not explained */
            explain(ctx, i, i == selected);
    sample_text(ctx, "q = b.c + sum clamp(x_i, -e_i, e_i) u_i; dist² ≤ r²");
}

const sample sample_sphere_obb = {
    .id = "sphere-obb", .title = "Sphere vs OBB",
    .shows = "the closest point on the OBB and the line to it",
    .keywords = "distance closest clamp oriented box",
    .description = "Express the sphere's centre in the box's frame, clamp each coordinate to "
                   "[-e_i, e_i] and map back: the box's closest point q. The sphere meets the box "
                   "when dist(c, q)² ≤ r². Ericson, Real-Time Collision Detection, 5.2.6.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_obb", pairs),
    .initialize = initialize, .render = render,
};
