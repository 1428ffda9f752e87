/* Moving AABB vs plane — a box moving by v over the step meets the plane as a sphere would with
 * the box's projected radius r = e.abs(n) about its centre c (its shadow on the normal is the
 * interval c.n +- r, and translating the box does not change r): the centre's distances
 * d0 = n.c - d and d1 = n.(c + v) - d, t = 0 when abs(d0) <= r, else the band abs(d) <= r is
 * entered at t = (d0 - r) / (d0 - d1) from the front. Ericson, Real-Time Collision Detection,
 * 5.5.4 (and 5.2.3 for r). ',' and '.' set box 0 and the plane to edge cases. */
#include "moving_plane_explain.h"

enum { BOX0, BOX1, PLANE, COUNT };
static const shape start[COUNT] = {
    SHAPE_AABB_MOVING("box0", -2.6f, 2.0f, 0, -1.4f, 2.8f, 1.0f, 1.5f, -4.0f, 0), /* down through the plane */
    SHAPE_AABB_MOVING("box1", 0.5f, 1.8f, -2.0f, 1.3f, 2.6f, -1.2f, 2.0f, 0.5f, 0), /* along it: n.v = 0 */
    /* n = (-1, 4, 0) / sqrt(17), through the origin */
    {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{-0.242535636f, 0.970142543f, 0}}, 0}, .size = 9.0f},
};
static shape shapes[COUNT];

static const scene_pair pairs[] = {{"box0", "plane", true}, {"box1", "plane", false}};

/* Edge cases for box 0 (half-extents (1, 0.5, 1): r = 0.5 on the floor y = 0), each a start-up
 * check of the verdict and of t (impact_t: -1 for a miss). */
#define FLOOR {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}}
#define BOX0(X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ) SHAPE_AABB_MOVING("box0", X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ)
static const scene_preset presets[] = {
    {"touching at t = 1 exactly: d1 = r", {FLOOR, BOX0(-1, 2, -1, 1, 3, 1, 0, -2, 0)}, true},
    {"0.001 short of touching at t = 1", {FLOOR, BOX0(-1, 2.001f, -1, 1, 3.001f, 1, 0, -2, 0)}, false},
    {"grazing: sliding along at d = r", {FLOOR, BOX0(-2, 0, -1, 0, 1, 1, 3, 0, 0)}, true},
    {"starting in contact: t = 0", {FLOOR, BOX0(-1, -0.5f, -1, 1, 0.5f, 1, 2, 1, 0)}, true},
    {"parallel motion 0.001 above", {FLOOR, BOX0(-2, 0.001f, -1, 0, 1.001f, 1, 3, 0, 0)}, false},
    {"v = 0, apart", {FLOOR, BOX0(-1, 1, -1, 1, 2, 1, 0, 0, 0)}, false},
    {"from behind: d0 < -r", {FLOOR, BOX0(-0.5f, -2.5f, -0.5f, 0.5f, -1.5f, 0.5f, 0, 4, 0)}, true},
    {"a tilted plane: r = e·|n| = 0.7", /* n = (0.6, 0.8, 0): r = 0.5 (0.6 + 0.8), d0 = 2.4, d1 = 0 */
     {{.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0.6f, 0.8f, 0}}, 0}}, BOX0(-0.5f, 2.5f, -0.5f, 0.5f, 3.5f, 0.5f, 0, -3, 0)},
     true},
};
static const float impact_t[] = {1, -1, 0, 0, -1, -1, 0.375f, (2.4f - 0.7f) / 2.4f};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, BOX0);
    sample_set_view(ctx, (vec3s){{0.0f, 3.0f, 0.0f}}, 15.0f, 12.0f, 15.0f); /* the scene below the HUD */
}

/* The "why" for box i: the projected radius r along the normal at its start (yellow), then the
 * distances d0 and d1 and the branch, as for a sphere of radius r. */
static void explain(sample_ctx *ctx, int i)
{
    isect_aabb box = shapes[i].aabb;
    isect_plane plane = shapes[PLANE].plane;
    vec3s c = isect_aabb_center(box), e = isect_aabb_extents(box);
    float r = glms_vec3_dot(e, glms_vec3_abs(plane.n));
    draw_line(ctx, glms_vec3_muladds(plane.n, -r, c), glms_vec3_muladds(plane.n, r, c), COLOR_NOTE);
    draw_label(ctx, glms_vec3_muladds(plane.n, r, c), COLOR_NOTE, "r");
    isect_hit hit = {.t = -1};
    bool meets = isect_moving_aabb_plane(box, shapes[i].motion, plane, &hit);
    moving_plane_explain(ctx, shapes[i].name, c, shapes[i].motion, r, "r = e·|n|", plane, meets, hit.t);
}

const sample sample_moving_aabb_plane = {
    .id = "moving-aabb-plane", .title = "Moving AABB vs Plane",
    .shows = "the projected radius r = e.abs(n), the distances d0 and d1, the pose at the time of impact",
    .keywords = "swept continuous time of impact TOI sweep box",
    .description = "A box moving by v meets the plane as a sphere of its projected radius "
                   "r = e·|n| would: with d0, d1 the centre's distances at the start and end, "
                   "t = 0 when |d0| ≤ r, else t = (d0 - r) / (d0 - d1) from the front. Ericson, "
                   "Real-Time Collision Detection, 5.5.4.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_aabb_plane", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .explain = explain,
};
