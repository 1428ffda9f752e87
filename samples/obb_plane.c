/* OBB vs plane — an oriented box has centre c, orthonormal axes u0, u1, u2 and half-extents
 * e0, e1, e2. Its shadow on the plane normal n is an interval about n.c of radius
 *     r = e0 abs(u0.n) + e1 abs(u1.n) + e2 abs(u2.n),
 * each half-extent weighted by how far its axis leans toward n. The box meets the plane when
 * the centre's signed distance s = n.c - d is within that radius: abs(s) <= r. Turning the box
 * changes r, so the same centre may meet the plane or not.
 * Ericson, Real-Time Collision Detection, 5.2.3. Click or Tab picks a box or the plane, dragging
 * or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it; ',' and '.' set box 1 to the edge cases
 * below. */
#include "sample.h"

/* Axes u0, u1, u2 of the turns used below, as isect_obb_from_quat makes them from the
 * quaternion (checked at start-up). A half turn about x, (1, 0, 0, 0), gives the exact axes
 * u1 = -y, u2 = -z: without abs(u_i.n) the radius would come out negative. 45 degrees about z,
 * (0, 0, sin 22.5, cos 22.5), stands a cube on an edge (r = 0.707). */
#define UNTURNED {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}
#define FLIP {{{1, 0, 0}}, {{0, -1, 0}}, {{0, 0, -1}}}
#define EDGE {{{0.707106709f, 0.707106829f, 0}}, {{-0.707106829f, 0.707106709f, 0}}, {{0, 0, 1}}}
#define X45 {{{1, 0, 0}}, {{0, 0.707106709f, 0.707106829f}}, {{0, -0.707106829f, 0.707106709f}}}
#define Z30 {{{0.866025388f, 0.50000006f, 0}}, {{-0.50000006f, 0.866025388f, 0}}, {{0, 0, 1}}}
/* 45 degrees about (0.4, 0.3, 1) */
#define TILTED {{{0.744597077f, 0.660573423f, -0.096010834f}}, {{-0.604337871f, 0.728194952f, 0.323276639f}}, \
                {{0.283462554f, -0.182687864f, 0.94142133f}}}
#define OBB(NAME, CX, CY, CZ, AXES, EX, EY, EZ) \
    {.kind = SHAPE_OBB, .name = (NAME), .obb = {{{CX, CY, CZ}}, AXES, {{EX, EY, EZ}}}}

/* The scene: three boxes and the plane y = 0, each named by its variable in copy-as-test; box 1
 * starts selected. */
enum { BOX0, BOX1, BOX2, PLANE, COUNT, BOX_COUNT = 3 };
static const shape start[COUNT] = {
    [BOX0] = OBB("box0", -3.5f, 1.6f, 0, Z30, 1, 0.5f, 0.5f),
    [BOX1] = OBB("box1", 0.8f, 1.1f, -0.6f, TILTED, 1.5f, 0.75f, 0.75f), /* unturned it would miss */
    [BOX2] = OBB("box2", 3.8f, -1.2f, 0, X45, 0.5f, 0.5f, 0.5f),
    [PLANE] = {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}, .size = 8.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for box 1 (',' and '.'), each also a start-up check. */
static const scene_preset presets[] = {
    {"face exactly on the plane, half-turned (u1 = -n)", {OBB("box1", 0, 0.5f, 0, FLIP, 1, 0.5f, 0.5f)}, true},
    {"face 0.001 above the plane, half-turned", {OBB("box1", 0, 0.501f, 0, FLIP, 1, 0.5f, 0.5f)}, false},
    {"face touching from below", {OBB("box1", 0, -0.5f, 0, FLIP, 1, 0.5f, 0.5f)}, true},
    {"cube on an edge, centre 0.7 up: r = 0.707", {OBB("box1", 0, 0.7f, 0, EDGE, 0.5f, 0.5f, 0.5f)}, true},
    {"the same cube unturned: r = 0.5", {OBB("box1", 0, 0.7f, 0, UNTURNED, 0.5f, 0.5f, 0.5f)}, false},
    {"flat box (e1 = 0) lying in the plane", {OBB("box1", 0, 0, 0, UNTURNED, 1, 0, 1)}, true},
};

/* Each box against the plane in the start scene: only the tilted box 1 meets it. */
static const scene_pair pairs[] = {{"box0", "plane", false}, {"box1", "plane", true}, {"box2", "plane", false}};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, BOX1);
    isect_plane plane = shapes[PLANE].plane;
    sample_expect(ctx, obb_axes_are(start[BOX0].obb, glms_quatv(glm_rad(30), (vec3s){{0, 0, 1}})) &&
                           obb_axes_are(start[BOX1].obb, glms_quatv(glm_rad(45), (vec3s){{0.4f, 0.3f, 1}})) &&
                           obb_axes_are(start[BOX2].obb, glms_quatv(glm_rad(45), (vec3s){{1, 0, 0}})) &&
                           obb_axes_are(presets[0].set[0].obb, glms_quat_init(1, 0, 0, 0)) &&
                           obb_axes_are(presets[3].set[0].obb, glms_quat_init(0, 0, 0.38268343f, 0.92387953f)),
                  "Expected the boxes' axes to be their turns as isect_obb_from_quat makes them");

    /* Turned half a turn about x, u1 = -y: r = e1 abs(u1.n) = 0.5 exactly. A centre 0.5 above the
     * plane touches it (closed shapes); 0.501 above is just apart. */
    versors flip = glms_quat_init(1, 0, 0, 0);
    isect_obb touching = isect_obb_from_quat((vec3s){{0, 0.5f, 4}}, (vec3s){{1, 0.5f, 2}}, flip);
    isect_obb apart = isect_obb_from_quat((vec3s){{0, 0.501f, 4}}, (vec3s){{1, 0.5f, 2}}, flip);
    sample_expect(ctx, isect_obb_plane(touching, plane), "Expected the touching box to intersect the plane");
    sample_expect(ctx, !isect_obb_plane(apart, plane), "Expected the box 0.001 above to not intersect the plane");

    sample_set_view(ctx, (vec3s){{-1.6f, 1.5f, 0.5f}}, 20.0f, 12.0f, 13.5f);
}

/* The "why" for box i: its axes scaled by the half-extents, the corner that reaches farthest
 * toward the plane, that corner's shadow on the normal through c (the radius r), and the
 * perpendicular s from c down to the plane. */
static void explain(sample_ctx *ctx, int i)
{
    isect_obb b = shapes[i].obb;
    isect_plane plane = shapes[PLANE].plane;
    vec3s n = plane.n, corner = b.c;
    float dist = isect_plane_distance(plane, b.c), toward = dist >= 0 ? -1.0f : 1.0f, r = 0;
    for (int k = 0; k < 3; k++) {
        float e = b.e.raw[k], lean = glms_vec3_dot(b.u[k], n);
        vec3s tip = glms_vec3_muladds(b.u[k], e, b.c);
        draw_arrow(ctx, b.c, tip, COLOR_NOTE);
        draw_label(ctx, tip, COLOR_NOTE, "u%d", k);
        r += e * fabsf(lean);
        corner = glms_vec3_muladds(b.u[k], lean * toward >= 0 ? e : -e, corner);
    }
    vec3s reach = glms_vec3_muladds(n, toward * r, b.c), foot = glms_vec3_muladds(n, -dist, b.c);
    draw_line(ctx, b.c, reach, COLOR_NOTE);
    draw_line(ctx, corner, reach, COLOR_NOTE);
    draw_point(ctx, reach, COLOR_NOTE);
    draw_label(ctx, reach, COLOR_NOTE, "r");
    draw_line(ctx, b.c, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(b.c, foot, 0.5f), COLOR_NOTE, "s");
    /* F3: the plane edge-on, n up, s and r both upright lengths. */
    draw_inset_normal(ctx, n, glms_vec3_lerp(b.c, foot, 0.5f), 0.5f * fabsf(dist) + glms_vec3_norm(b.e), "n: s vs r");
    sample_text(ctx, "box %d: s = %s, r = %s  ->  %s", i, HUD_SIGNED(dist, copysignf(r, dist)), HUD_NUM(r, fabsf(dist)),
                isect_obb_plane(b, plane) ? "-r ≤ s ≤ r: they meet" : "|s| > r: apart");
}

const sample sample_obb_plane = {
    .id = "obb-plane", .title = "OBB vs Plane",
    .shows = "the box axes and its projected radius along n",
    .keywords = "halfspace projection radius oriented box",
    .description = "A box with axes u_i and half-extents e_i projects onto the plane normal as an "
                   "interval of radius r = sum e_i |u_i·n| about its centre. It meets the plane "
                   "when the centre's distance s = n·c - d obeys -r ≤ s ≤ r. "
                   "Ericson, Real-Time Collision Detection, 5.2.3.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_obb_plane", pairs),
    .initialize = initialize, .explain = explain,
};
