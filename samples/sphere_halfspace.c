/* Sphere vs halfspace — the plane dot(n, x) = d now bounds a solid: the negative halfspace
 * dot(n, x) <= d behind it, the side away from n ("inside"). The sphere reaches that solid when
 * its centre lies no more than r in front of the plane:
 *     dist = n.c - d <= r,
 * with no lower bound: any depth behind the plane counts. So a sphere wholly behind the plane
 * meets the halfspace although it never touches the plane itself (compare sphere-plane, where
 * abs(dist) <= r). Ericson, Real-Time Collision Detection, 5.2.2. Click or Tab picks a sphere or
 * the plane, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns the plane; ',' and '.' set
 * sphere 2 and the plane to the edge cases below. */
#include "sample.h"

/* The scene: three spheres and the plane, each named by its variable in copy-as-test. */
enum { SPHERE0, SPHERE1, SPHERE2, PLANE, COUNT, SPHERE_COUNT = PLANE };
static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere0", -3.0f, 1.8f, 0, 0.8f),   /* in front, apart */
    SHAPE_SPHERE_AT("sphere1", 0.5f, 0.8f, 0.5f, 1.0f), /* straddles the plane */
    SHAPE_SPHERE_AT("sphere2", 3.5f, -1.2f, 0, 0.8f),   /* wholly behind: inside */
    /* n = (-1, 4, 0) / sqrt(17), through the origin */
    {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{-0.242535636f, 0.970142543f, 0}}, 0}, .size = 9.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each sphere against the halfspace as the scene starts (a
 * start-up check each, and copy-as-test's asserts for the selected shape). */
static const scene_pair pairs[] = {
    {"sphere0", "plane", false}, {"sphere1", "plane", true}, {"sphere2", "plane", true}};

/* Edge cases for sphere 2 (',' and '.'), each also a start-up check. They use the halfspace
 * y <= 0, where the distances are exact in float. */
#define FLOOR {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}}
static const scene_preset presets[] = {
    {"resting on the boundary: dist = r", {FLOOR, SHAPE_SPHERE_AT("sphere2", 3, 1, 0, 1)}, true},
    {"0.001 in front", {FLOOR, SHAPE_SPHERE_AT("sphere2", 3, 1.001f, 0, 1)}, false},
    {"deep inside, dist = -2: |dist| > r, yet it meets", {FLOOR, SHAPE_SPHERE_AT("sphere2", 3, -2, 0, 1)}, true},
    {"zero radius on the boundary", {FLOOR, SHAPE_SPHERE_AT("sphere2", 3, 0, 0, 0)}, true},
    {"zero radius 0.001 in front", {FLOOR, SHAPE_SPHERE_AT("sphere2", 3, 0.001f, 0, 0)}, false},
};

/* copy-as-test's asserts beyond the pairs' (the framework writes those, with the halfspace
 * test): the same spheres against the plane itself, where a sphere wholly behind it misses. */
static void copy_test(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    for (int i = 0; i < SPHERE_COUNT; i++)
        if (selected == PLANE || i == selected)
            sample_code(ctx, "assert(isect_sphere_plane(%s, plane) == %s);", shapes[i].name,
                        isect_sphere_plane(shapes[i].sphere, shapes[PLANE].plane) ? "true" : "false");
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SPHERE2); /* the one the presets are about */
    isect_plane plane = shapes[PLANE].plane;
    sample_expect(ctx, glms_vec3_distance(plane.n, isect_plane_from_normal((vec3s){{-1, 4, 0}}, 0).n) <= 1e-6f,
                  "Expected the plane's normal to be (-1, 4, 0) made unit");
    sample_expect(ctx, !isect_sphere_plane(shapes[SPHERE2].sphere, plane),
                  "Expected sphere 2 to not intersect the plane itself (it lies wholly behind it)");
    sample_set_view(ctx, (vec3s){{-1.0f, 1.4f, 0.5f}}, 20.0f, 14.0f, 12.5f);
}

/* Which side counts: short arrows from the plane into the negative halfspace, labelled. */
static void shade_inside(sample_ctx *ctx, isect_plane plane)
{
    vec3s n = plane.n, o = glms_vec3_scale(n, plane.d);
    vec3s u = glms_vec3_normalize(glms_vec3_cross(n, (vec3s){{0, 0, 1}})); /* u, w span the plane */
    vec3s w = glms_vec3_normalize(glms_vec3_cross(u, n));
    for (int i = -2; i <= 2; i++)
        for (int j = -2; j <= 2; j += 2) {
            vec3s p = glms_vec3_muladds(w, 1.5f * (float)j, glms_vec3_muladds(u, 1.5f * (float)i, o));
            draw_arrow(ctx, p, glms_vec3_muladds(n, -0.6f, p), COLOR_PLANE);
        }
    /* Named beside the plane's middle, or, in a preset, behind the point of the plane nearest
     * the selected sphere, so that framing the preset's sphere need not reach across the plane. */
    vec3s at = glms_vec3_muladds(u, -3.0f, o);
    if (sample_preset_on(ctx))
        at = isect_closest_point_plane(shape_centre(&shapes[sample_selected(ctx)]), plane);
    draw_label(ctx, glms_vec3_muladds(n, -0.8f, at), COLOR_NOTE, "inside: n·x ≤ d");
}

/* The "why" for sphere i: the perpendicular from c to the plane (signed length dist) and the
 * verdict dist <= r. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = shapes[i].sphere;
    isect_plane plane = shapes[PLANE].plane;
    float dist = isect_plane_distance(plane, sp.c);
    vec3s foot = isect_closest_point_plane(sp.c, plane);
    draw_line(ctx, sp.c, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(sp.c, foot, 0.4f), COLOR_NOTE, "dist = %s", HUD_SIGNED(dist, sp.r));
    bool meets = isect_sphere_halfspace(sp, plane);
    sample_text(ctx, "sphere %d: dist = %s, r = %s  ->  %s", i, HUD_SIGNED(dist, sp.r), HUD_NUM(sp.r, dist),
                meets ? "dist ≤ r: it reaches the halfspace" : "dist > r: apart");
    if (meets && !isect_sphere_plane(sp, plane))
        sample_text(ctx, "wholly behind: red here, blue in sphere-plane");
}

/* The selected sphere explained, or every sphere while the plane is selected. */
static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    shade_inside(ctx, shapes[PLANE].plane);
    sample_explain_each(ctx, explain);
}

const sample sample_sphere_halfspace = {
    .id = "sphere-halfspace", .title = "Sphere vs Halfspace",
    .shows = "which side counts: a sphere wholly behind the plane is red here, blue in sphere-plane",
    .keywords = "halfspace culling inside",
    .description = "The solid behind the plane, n·x ≤ d, is reached when the centre lies at most "
                   "r in front of it: dist = n·c - d ≤ r. Any depth behind counts, so a sphere "
                   "wholly behind the plane is inside. Ericson, Real-Time Collision Detection, 5.2.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_halfspace", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
