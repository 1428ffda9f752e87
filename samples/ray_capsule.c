/* Ray vs capsule — the capsule is every point within r of its axis segment a..b: the cylinder
 * between the ends, closed by a half-sphere at each. The ray p + t d (|d| = 1) is tested as for
 * the cylinder (ray-cylinder): its entry t_c into the infinite cylinder of radius r about the
 * axis line, and where that point projects on the axis, s. Between the ends (0 <= s <= L) t_c is
 * the hit; before a or past b the ray can only come in through that end, so the hit is its entry
 * into the sphere of radius r about a or b (ray-sphere). Ericson, Real-Time Collision Detection,
 * 5.3.7, with the end spheres in place of the flat caps. A segment is the ray from a, t <= 1. */
#include "swept_explain.h"

#define ITEMS 5          /* rays 0-3, then segment 4 */
#define CAPSULE ITEMS    /* the target, after them */

static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", -4, 1.2f, 0.5f, 1, 0, -0.1f),       /* through the side */
    SHAPE_RAY_FROM("ray1", 0.3f, 4.5f, 0.2f, 0, -1, 0),        /* down into the top sphere */
    SHAPE_RAY_FROM("ray2", -3, 4, -2, 1, 0.1f, 0.6f),          /* passes above */
    SHAPE_RAY_FROM("ray3", 0, 1, 0, 1, 0.2f, 0),               /* starts inside: t = 0 */
    SHAPE_SEGMENT_FROM("segment4", 3, 2.5f, 2, 1.5f, 2, 0.5f),   /* stops short */
    SHAPE_CAPSULE_FROM("capsule", 0, 0, 0, 0, 2, 0, 1),
};
static shape shapes[ITEMS + 1];

static const ray_target target = {.items = ITEMS, .kind = "capsule", .length = 4.5f};

/* Edge cases (',' and '.'): the capsule of radius 1 about (0, 0, 0)..(0, 2, 0) and ray 0, each
 * also a start-up check, with the exact t it hits at (-1: none to check). */
#define UPRIGHT SHAPE_CAPSULE_FROM("capsule", 0, 0, 0, 0, 2, 0, 1)
static const scene_preset presets[] = {
    {"grazing the side: tangent", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 1, 1, 1, 0, 0)}, true},
    {"0.001 beside the side", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 1, 1.001f, 1, 0, 0)}, false},
    {"down onto the top of the sphere", {UPRIGHT, SHAPE_RAY_FROM("ray0", 0, 4, 0, 0, -1, 0)}, true},
    {"grazing the top of the sphere", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 3, 0, 1, 0, 0)}, true},
    {"0.001 above the sphere", {UPRIGHT, SHAPE_RAY_FROM("ray0", -3, 3.001f, 0, 1, 0, 0)}, false},
    {"a = b: the capsule is a sphere",
     {SHAPE_CAPSULE_FROM("capsule", 0, 1, 0, 0, 1, 0, 1), SHAPE_RAY_FROM("ray0", -3, 1, 0, 1, 0, 0)}, true},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {3, -1, 1, 3, -1, 2};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, true, false, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    sample_set_view(ctx, (vec3s){{-4.4f, 5.6f, 0.5f}}, -25.0f, 25.0f, 13.5f); /* the scene right of and below the HUD */
}

static void render(sample_ctx *ctx)
{
    isect_capsule c = shapes[CAPSULE].capsule;
    swept_explain(ctx, shapes, ray_draw_scene(ctx), c.axis, c.r, false);
}

const sample sample_ray_capsule = {
    .id = "ray-capsule", .title = "Ray vs Capsule",
    .shows = "the entry into the infinite cylinder, then the side or an end's sphere",
    .keywords = "raycast swept sphere 5.3.7",
    .description = "The ray enters the infinite cylinder about the axis at t_c; if that point projects "
                   "between the ends, it is the hit, else the hit is the entry into that end's sphere. "
                   "Ericson, Real-Time Collision Detection, 5.3.7.",
    .initialize = initialize, .render = render,
};
