/* OBB vs plane — an oriented box has centre c, orthonormal axes u0, u1, u2 and half-extents
 * e0, e1, e2. Its shadow on the plane normal n is an interval about n.c of radius
 *     r = e0 abs(u0.n) + e1 abs(u1.n) + e2 abs(u2.n),
 * each half-extent weighted by how far its axis leans toward n. The box meets the plane when
 * the centre's signed distance s = n.c - d is within that radius: abs(s) <= r. Turning the box
 * changes r, so the same centre may meet the plane or not.
 * Ericson, Real-Time Collision Detection, 5.2.3. Click or Tab picks a box, dragging or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it. */
#include "sample.h"

#define BOX_COUNT 3

static struct {
    isect_plane plane;
    vec3s centre[BOX_COUNT], half[BOX_COUNT];
    versors turn[BOX_COUNT];
    int selected;
} s;

/* Edge cases for box 1 (',' and '.'), each also a start-up check. A half turn about x, q =
 * (1, 0, 0, 0), gives the exact axes u1 = -y, u2 = -z: without abs(u_i.n) the radius would come
 * out negative. q = (0, 0, sin 22.5, cos 22.5) stands a cube on an edge (r = 0.707). */
#define FLIP {{1, 0, 0, 0}}
#define EDGE {{0, 0, 0.38268343f, 0.92387953f}}
static const struct {
    const char *name;
    vec3s centre, half;
    versors turn;
    bool meets;
} presets[] = {
    {"face exactly on the plane, half-turned (u1 = -n)", {{0, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, FLIP, true},
    {"face 0.001 above the plane, half-turned", {{0, 0.501f, 0}}, {{1, 0.5f, 0.5f}}, FLIP, false},
    {"face touching from below", {{0, -0.5f, 0}}, {{1, 0.5f, 0.5f}}, FLIP, true},
    {"cube on an edge, centre 0.7 up: r = 0.707", {{0, 0.7f, 0}}, {{0.5f, 0.5f, 0.5f}}, EDGE, true},
    {"the same cube unturned: r = 0.5", {{0, 0.7f, 0}}, {{0.5f, 0.5f, 0.5f}}, {{0, 0, 0, 1}}, false},
    {"flat box (e1 = 0) lying in the plane", {{0, 0, 0}}, {{1, 0, 1}}, {{0, 0, 0, 1}}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static isect_obb box(int i) { return isect_obb_from_quat(s.centre[i], s.half[i], s.turn[i]); }

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);
    s.centre[0] = (vec3s){{-3.5f, 1.6f, 0}}, s.half[0] = (vec3s){{1, 0.5f, 0.5f}};
    s.turn[0] = glms_quatv(glm_rad(30), (vec3s){{0, 0, 1}});
    s.centre[1] = (vec3s){{0.8f, 1.1f, -0.6f}}, s.half[1] = (vec3s){{1.5f, 0.75f, 0.75f}}; /* unturned it would miss */
    s.turn[1] = glms_quatv(glm_rad(45), (vec3s){{0.4f, 0.3f, 1}});
    s.centre[2] = (vec3s){{3.8f, -1.2f, 0}}, s.half[2] = (vec3s){{0.5f, 0.5f, 0.5f}};
    s.turn[2] = glms_quatv(glm_rad(45), (vec3s){{1, 0, 0}});
    s.selected = 1;

    static const bool expected[BOX_COUNT] = {false, true, false};
    for (int i = 0; i < BOX_COUNT; i++)
        sample_expect(ctx, isect_obb_plane(box(i), s.plane) == expected[i],
                      "Expected box %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");
    for (int i = 0; i < PRESET_COUNT; i++) {
        isect_obb b = isect_obb_from_quat(presets[i].centre, presets[i].half, presets[i].turn);
        sample_expect(ctx, isect_obb_plane(b, s.plane) == presets[i].meets, "Expected the box of preset '%s' to %s the plane",
                      presets[i].name, presets[i].meets ? "intersect" : "not intersect");
    }

    /* Turned half a turn about x, u1 = -y: r = e1 abs(u1.n) = 0.5 exactly. A centre 0.5 above the
     * plane touches it (closed shapes); 0.501 above is just apart. */
    versors flip = glms_quat_init(1, 0, 0, 0);
    isect_obb touching = isect_obb_from_quat((vec3s){{0, 0.5f, 4}}, (vec3s){{1, 0.5f, 2}}, flip);
    isect_obb apart = isect_obb_from_quat((vec3s){{0, 0.501f, 4}}, (vec3s){{1, 0.5f, 2}}, flip);
    sample_expect(ctx, isect_obb_plane(touching, s.plane), "Expected the touching box to intersect the plane");
    sample_expect(ctx, !isect_obb_plane(apart, s.plane), "Expected the box 0.001 above to not intersect the plane");

    sample_set_view(ctx, (vec3s){{-1.6f, 1.5f, 0.5f}}, 20.0f, 12.0f, 13.5f);
}

/* The "why" for one box: its axes scaled by the half-extents, the corner that reaches farthest
 * toward the plane, that corner's shadow on the normal through c (the radius r), and the
 * perpendicular s from c down to the plane. */
static void explain(sample_ctx *ctx, isect_obb b)
{
    vec3s n = s.plane.n, corner = b.c;
    float dist = isect_plane_distance(s.plane, b.c), toward = dist >= 0 ? -1.0f : 1.0f, r = 0;
    for (int i = 0; i < 3; i++) {
        float e = b.e.raw[i], lean = glms_vec3_dot(b.u[i], n);
        vec3s tip = glms_vec3_muladds(b.u[i], e, b.c);
        draw_arrow(ctx, b.c, tip, COLOR_NOTE);
        draw_label(ctx, tip, COLOR_NOTE, "u%d", i);
        r += e * fabsf(lean);
        corner = glms_vec3_muladds(b.u[i], lean * toward >= 0 ? e : -e, corner);
    }
    vec3s reach = glms_vec3_muladds(n, toward * r, b.c), foot = glms_vec3_muladds(n, -dist, b.c);
    draw_line(ctx, b.c, reach, COLOR_NOTE);
    draw_line(ctx, corner, reach, COLOR_NOTE);
    draw_point(ctx, reach, COLOR_NOTE);
    draw_label(ctx, reach, COLOR_NOTE, "r");
    draw_line(ctx, b.c, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(b.c, foot, 0.5f), COLOR_NOTE, "s");
    sample_text(ctx, "box %d: s = %.3f, r = %.3f  ->  %s", s.selected, dist, r,
                isect_obb_plane(b, s.plane) ? "-r <= s <= r: they meet" : "abs(s) > r: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < BOX_COUNT; i++) {
        draw_obb(ctx, box(i), isect_obb_plane(box(i), s.plane) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_obb(ctx, i, box(i));
    }
    draw_plane(ctx, s.plane, 8.0f, COLOR_PLANE);
    draw_marker(ctx, s.centre[s.selected], 0.5f);
    explain(ctx, box(s.selected));
}

static void select_box(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    s.centre[s.selected] = glms_vec3_add(s.centre[s.selected], delta);
}

/* The box turns about its centre: compose the turn onto its orientation. */
static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    s.turn[s.selected] = glms_quat_normalize(glms_quat_mul(turn, s.turn[s.selected]));
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_box(ctx, (s.selected + 1) % BOX_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = 1;
    s.centre[1] = presets[i].centre, s.half[1] = presets[i].half, s.turn[1] = presets[i].turn;
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_obb b = box(s.selected);
    sample_code_plane(ctx, "plane", s.plane);
    sample_code_obb(ctx, "box", b);
    sample_code(ctx, "assert(isect_obb_plane(box, plane) == %s);", isect_obb_plane(b, s.plane) ? "true" : "false");
}

const sample sample_obb_plane = {
    .id = "obb-plane",
    .shows = "the box axes and its projected radius along n",
    .title = "OBB vs Plane",
    .description = "A box with axes u_i and half-extents e_i projects onto the plane normal as an "
                   "interval of radius r = sum e_i abs(u_i.n) about its centre. It meets the plane "
                   "when the centre's distance s = n.c - d obeys -r <= s <= r. "
                   "Ericson, Real-Time Collision Detection, 5.2.3.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_box,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
