/* Moving sphere vs plane — a sphere whose centre moves from c to c + v over the step. Its signed
 * distance from the plane is linear in time, d(t) = d0 + t (d1 - d0) with d0 = n.c - d and
 * d1 = n.(c + v) - d, so it first touches the plane when |d(t)| = r: from the front
 * t = (d0 - r) / (d0 - d1), from behind t = (d0 + r) / (d0 - d1); at t = 0 when |d0| <= r
 * already. Ericson, Real-Time Collision Detection, 5.5.3. The framework draws the end pose
 * (dim), the sweep, the arrow v with its handle, the pose at the time of impact (red) and the
 * pose at the time on screen (J/K scrub); ',' and '.' set sphere 0 and the plane to edge cases. */
#include "moving_plane_explain.h"

enum { SPHERE0, SPHERE1, PLANE, COUNT };
static const shape start[COUNT] = {
    SHAPE_SPHERE_MOVING("sphere0", -2.0f, 2.6f, 0.5f, 0.6f, 1.5f, -4.0f, 0), /* down through the plane */
    SHAPE_SPHERE_MOVING("sphere1", 0.8f, 2.2f, -1.5f, 0.5f, 2.0f, 0.5f, 0),  /* along it: n.v = 0 */
    /* n = (-1, 4, 0) / sqrt(17), through the origin */
    {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{-0.242535636f, 0.970142543f, 0}}, 0}, .size = 9.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

static const scene_pair pairs[] = {{"sphere0", "plane", true}, {"sphere1", "plane", false}};

/* Edge cases for sphere 0 against the floor y = 0, where the distances are exact in float; each
 * also a start-up check of the verdict, and of t (impact_t: -1 for a miss). */
#define FLOOR {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}}
#define SPHERE0(X, Y, Z, R, VX, VY, VZ) SHAPE_SPHERE_MOVING("sphere0", X, Y, Z, R, VX, VY, VZ)
static const scene_preset presets[] = {
    {"touching at t = 1 exactly: d1 = r", {FLOOR, SPHERE0(0, 3, 0, 1, 0, -2, 0)}, true},
    {"0.001 short of touching at t = 1", {FLOOR, SPHERE0(0, 3.001f, 0, 1, 0, -2, 0)}, false},
    {"grazing: sliding along at d = r", {FLOOR, SPHERE0(-1.5f, 1, 0, 1, 3, 0, 0)}, true},
    {"starting in contact: t = 0", {FLOOR, SPHERE0(0, 0.5f, 0, 1, 2, 1, 0)}, true},
    {"parallel motion 0.001 above", {FLOOR, SPHERE0(-1.5f, 1.001f, 0, 1, 3, 0, 0)}, false},
    {"v = 0, apart", {FLOOR, SPHERE0(0, 2, 0, 1, 0, 0, 0)}, false},
    {"too fast for its radius: through in one step", {FLOOR, SPHERE0(0, 2, 0, 0.25f, 0, -4, 0)}, true},
    {"from behind: d0 < -r", {FLOOR, SPHERE0(0, -2, 0, 1, 0, 4, 0)}, true},
};
static const float impact_t[] = {1, -1, 0, 0, -1, -1, 0.4375f, 0.25f};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SPHERE0);
    sample_set_view(ctx, (vec3s){{0.3f, 3.0f, 0.0f}}, 15.0f, 12.0f, 15.0f); /* the scene below the HUD */
}

/* The "why" for sphere i: its centre's distances d0 and d1 at the start and the end, and the
 * branch the test takes on them. */
static void explain(sample_ctx *ctx, int i)
{
    isect_hit hit = {.t = -1};
    bool meets = isect_moving_sphere_plane(shapes[i].sphere, shapes[i].motion, shapes[PLANE].plane, &hit);
    moving_plane_explain(ctx, shapes[i].name, shapes[i].sphere.c, shapes[i].motion, shapes[i].sphere.r, "r",
                         shapes[PLANE].plane, meets, hit.t);
}

const sample sample_moving_sphere_plane = {
    .id = "moving-sphere-plane", .title = "Moving Sphere vs Plane",
    .shows = "the distances d0 and d1 at the start and end, the pose at the time of impact",
    .keywords = "swept continuous time of impact TOI sweep",
    .description = "A sphere moving by v over the step has signed distance d(t) = d0 + t (d1 - d0) from "
                   "the plane. It first touches when |d(t)| = r: t = (d0 - r) / (d0 - d1) from "
                   "the front, t = 0 when |d0| ≤ r already. Ericson, Real-Time Collision "
                   "Detection, 5.5.3.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_sphere_plane", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .explain = explain,
};
