/* Ray vs cylinder — the cylinder is every point within r of the axis line whose projection
 * falls between the caps at a and b. Put the ray p + t d (|d| = 1) against the infinite
 * cylinder first: with u the unit axis, m = p - a, f = u x m (|f| is p's distance from the axis
 * line) and e = u x d (the ray's sideways drift), the point is in it when |f + t e|^2 <= r^2, a
 * quadratic like ray-sphere's with c = f.f - r^2 and b = f.e. Where its entry t_c projects on
 * the axis, s = m.u + t_c (d.u), decides: between the caps (0 <= s <= L) t_c is the hit; before
 * a or past b the ray can only come in through that cap, crossing its plane before it leaves the
 * infinite cylinder. Ericson, Real-Time Collision Detection, 5.3.7, with a start inside and an
 * exact test for a ray parallel to the axis. A segment a..b is the ray from a, up to t <= 1. */
#include "swept_explain.h"

#define ITEMS 5          /* rays 0-3, then segment 4 */
#define CYLINDER ITEMS   /* the target, after them */

static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", -4, 1.2f, 0.5f, 1, 0, -0.1f),     /* through the side */
    SHAPE_RAY_FROM("ray1", 0.3f, 4, 0.2f, 0, -1, 0),         /* down the axis, through the top cap */
    SHAPE_RAY_FROM("ray2", -3, 3.5f, -2, 1, 0.1f, 0.6f),     /* passes above */
    SHAPE_RAY_FROM("ray3", 0, 1, 0, 1, 0.2f, 0),             /* starts inside: t = 0 */
    SHAPE_SEGMENT_FROM("segment4", 3, 2.5f, 2, 1.5f, 2, 0.5f), /* stops short */
    SHAPE_CYLINDER_FROM("cylinder", 0, 0, 0, 0, 2, 0, 1),
};
static shape shapes[ITEMS + 1];

static const ray_target target = {.items = ITEMS, .kind = "cylinder", .length = 4.5f};

/* Edge cases (',' and '.'): the cylinder of radius 1 from (0, 0, 0) to (0, 2, 0) and ray 0,
 * each also a start-up check, with the exact t it hits at (-1: none to check). */
#define UPRIGHT SHAPE_CYLINDER_FROM("cylinder", 0, 0, 0, 0, 2, 0, 1)
static const scene_preset presets[] = {
    {"grazing the side: tangent", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 1, 1, 1, 0, 0)}, true},
    {"0.001 beside the side", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 1, 1.001f, 1, 0, 0)}, false},
    {"down onto the top cap's rim", {UPRIGHT, SHAPE_RAY_FROM("ray0", 1, 4, 0, 0, -1, 0)}, true},
    {"down 0.001 outside the rim", {UPRIGHT, SHAPE_RAY_FROM("ray0", 1.001f, 4, 0, 0, -1, 0)}, false},
    {"along the top cap's plane", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 2, 0, 1, 0, 0)}, true},
    {"0.001 above the top cap", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 2.001f, 0, 1, 0, 0)}, false},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {3, -1, 2, -1, 2, -1};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, true, false, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    sample_set_view(ctx, (vec3s){{-3.6f, 5.0f, 0.5f}}, -25.0f, 25.0f, 13.0f); /* the scene right of and below the HUD */
}

/* A ray along a cap's plane is decided by its height above the cap: seen across the ray and
 * the axis, the plane edge-on. Any other ray is seen down the axis (swept_view_down_axis). */
static void view_along_axis(sample_ctx *ctx, isect_cylinder c, vec3s p, vec3s d)
{
    vec3s u = glms_vec3_sub(c.axis.b, c.axis.a);
    float length = glms_vec3_norm(u);
    if (!(length > 0))
        return;
    u = glms_vec3_scale(u, 1 / length);
    float height = glms_vec3_dot(glms_vec3_sub(p, c.axis.a), u);
    bool on_cap_plane = fabsf(height) <= 0.01f * length || fabsf(height - length) <= 0.01f * length;
    if (fabsf(glms_vec3_dot(d, u)) < 1e-6f && on_cap_plane)
        swept_view_from(ctx, glms_vec3_cross(u, d));
    else
        swept_view_down_axis(ctx, u, d);
}

static void render(sample_ctx *ctx)
{
    isect_cylinder c = shapes[CYLINDER].cylinder;
    int item = ray_draw_scene(ctx);
    swept_explain(ctx, shapes, item, c.axis, c.r, true);
    if (shapes[item].kind == SHAPE_RAY)
        view_along_axis(ctx, c, shapes[item].ray.p, shapes[item].ray.d);
}

const sample sample_ray_cylinder = {
    .id = "ray-cylinder", .title = "Ray vs Cylinder",
    .shows = "the entry into the infinite cylinder and where it projects on the axis",
    .keywords = "raycast 5.3.7 caps",
    .description = "The ray enters the infinite cylinder |u × (x - a)| ≤ r at t_c; if that point projects "
                   "between the caps, it is the hit, else the ray can enter only through that cap. "
                   "Ericson, Real-Time Collision Detection, 5.3.7.",
    .initialize = initialize, .render = render,
};
