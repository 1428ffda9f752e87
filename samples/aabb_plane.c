/* AABB vs plane — project the box's half-extents e onto the plane normal: the box's shadow on
 * the normal is an interval of radius r = e·|n| about its centre c. The box meets the plane when
 * the centre's signed distance s = n·c − d is no more than that: |s| <= r.
 * Ericson, Real-Time Collision Detection, 5.2.3. The scene is the source document's
 * AABBPlaneIntersection sample; click or Tab picks a box or the plane, dragging or W/A/S/D/Q/E
 * moves it, Ctrl-drag or Z/X turns the plane; ',' and '.' set box 2 to the edge cases below. */
#include "sample.h"

/* The scene: four boxes and the plane, each named by its variable in copy-as-test; box 2
 * starts selected. */
enum { BOX0, BOX1, BOX2, BOX3, PLANE, COUNT, BOX_COUNT = 4 };
static const shape start[COUNT] = {
    [BOX0] = SHAPE_AABB_FROM("box0", -2, -2, -2, -1, -1, -1),
    [BOX1] = SHAPE_AABB_FROM("box1", 2, 1, 2, 4, 3, 4),
    [BOX2] = SHAPE_AABB_FROM("box2", 0, -1, 0, 1, 0, 1),   /* the document gives (1, 0, 1), (0, -1, 0) */
    [BOX3] = SHAPE_AABB_FROM("box3", -5, -5, -5, 5, 5, 5), /* the document gives (5, 5, 5), (-5, -5, -5) */
    /* n = (0, 1, 0.5) / sqrt(1.25), through the origin */
    [PLANE] = {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 0.89442718f, 0.44721359f}}, 0}, .size = 5.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for box 2 (',' and '.'), each also a start-up check. */
#define BOX2_FROM(X0, Y0, Z0, X1, Y1, Z1) SHAPE_AABB_FROM("box2", X0, Y0, Z0, X1, Y1, Z1)
static const scene_preset presets[] = {
    {"corner exactly on the plane", {BOX2_FROM(0, 0, 0, 1, 1, 1)}, true},
    {"0.001 above the plane", {BOX2_FROM(0, 0.001f, 0, 1, 1.001f, 1)}, false},
    {"given max corner first", {BOX2_FROM(0, -1, 0, 1, 0, 1)}, true},       /* from (1, 0, 1), (0, -1, 0) */
    {"a point box on the plane", {BOX2_FROM(0, 0, 0, 0, 0, 0)}, true},
    {"a point box 0.001 above", {BOX2_FROM(0, 0.001f, 0, 0, 0.001f, 0)}, false},
    {"straddling, centre on the plane", {BOX2_FROM(-1, -1, -2, 1, 1, 2)}, true}, /* from (-1, -1, 2), (1, 1, -2) */
};

/* Each box against the plane in the start scene (the document's verdicts). */
static const scene_pair pairs[] = {
    {"box0", "plane", false}, {"box1", "plane", false}, {"box2", "plane", true}, {"box3", "plane", true}};

static bool same_box(isect_aabb a, isect_aabb b)
{
    return glms_vec3_eqv(a.min, b.min) && glms_vec3_eqv(a.max, b.max);
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, BOX2);
    sample_expect(ctx, glms_vec3_distance(shapes[PLANE].plane.n, isect_plane_from_normal((vec3s){{0, 1, 0.5f}}, 0).n) <= 1e-6f,
                  "Expected the plane's normal to be (0, 1, 0.5) made unit");
    /* The corners as the document and the presets give them, in any order: the library's
     * constructor sorts them into the boxes above. */
    sample_expect(ctx, same_box(isect_aabb_from_corners((vec3s){{1, 0, 1}}, (vec3s){{0, -1, 0}}), start[BOX2].aabb) &&
                           same_box(isect_aabb_from_corners((vec3s){{5, 5, 5}}, (vec3s){{-5, -5, -5}}), start[BOX3].aabb) &&
                           same_box(isect_aabb_from_corners((vec3s){{-1, -1, 2}}, (vec3s){{1, 1, -2}}), presets[5].set[0].aabb),
                  "Expected isect_aabb_from_corners to make boxes 2 and 3 and the straddling box from corners in any order");
    sample_set_view(ctx, (vec3s){{-2.0f, 0.6f, 0.0f}}, 35.0f, 22.0f, 15.5f);
}

/* The "why" for box i: its centre, the interval [c - r n, c + r n] it covers along the normal
 * (yellow), the corner that reaches farthest along n, and the perpendicular s down to the plane. */
static void explain(sample_ctx *ctx, int i)
{
    isect_aabb box = shapes[i].aabb;
    isect_plane plane = shapes[PLANE].plane;
    vec3s c = isect_aabb_center(box), e = isect_aabb_extents(box);
    float r = glms_vec3_dot(e, glms_vec3_abs(plane.n));
    float dist = isect_plane_distance(plane, c);
    vec3s n = plane.n;
    vec3s corner = {{c.x + (n.x >= 0 ? e.x : -e.x), c.y + (n.y >= 0 ? e.y : -e.y), c.z + (n.z >= 0 ? e.z : -e.z)}};
    vec3s foot = glms_vec3_muladds(n, -dist, c);

    draw_line(ctx, glms_vec3_muladds(n, -r, c), glms_vec3_muladds(n, r, c), COLOR_NOTE);
    draw_line(ctx, c, corner, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, c, COLOR_NOTE, "c");
    draw_label(ctx, glms_vec3_muladds(n, r, c), COLOR_NOTE, "r");
    draw_label(ctx, foot, COLOR_NOTE, "s");
    /* F3: the plane edge-on, n up, s and r both upright lengths. */
    draw_inset_normal(ctx, n, glms_vec3_lerp(c, foot, 0.5f), 0.5f * fabsf(dist) + glms_vec3_norm(e), "n: s vs r");
    /* s is compared with r on its own side of the plane: +r or -r. */
    sample_text(ctx, "box %d: s = %s, r = %s  ->  %s", i, HUD_SIGNED(dist, copysignf(r, dist)), HUD_NUM(r, fabsf(dist)),
                fabsf(dist) <= r ? "-r ≤ s ≤ r: they meet" : "|s| > r: apart");
}

const sample sample_aabb_plane = {
    .id = "aabb-plane", .title = "AABB vs Plane",
    .shows = "for the selected box: centre c, its projection radius r along the normal, the distance s",
    .keywords = "halfspace projection radius",
    .description = "A box meets a plane when the distance s = n·c - d of its centre from the plane "
                   "is at most the radius r = e·|n| of the box projected onto the normal: "
                   "-r ≤ s ≤ r. Ericson, Real-Time Collision Detection, 5.2.3.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_aabb_plane", pairs),
    .initialize = initialize, .explain = explain,
};
