/* Segment vs plane — the signed distances of the endpoints from the plane, da = n.a - d and
 * db = n.b - d, tell the whole story: when they differ in sign (or one is zero) the segment
 * crosses the plane, at the parameter t = da / (da - db) in [0, 1], the point a + t (b - a).
 * When both have the same sign the segment lies wholly on one side; a segment parallel to the
 * plane has da = db. Ericson, Real-Time Collision Detection, 5.3.1.
 * Click or Tab picks a segment or the plane, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or
 * Z/X turns it (a segment about its midpoint); ',' and '.' set segment 0 to the edge cases below. */
#include "sample.h"

/* The scene: four segments and the plane y = 0, each named by its variable in copy-as-test. */
enum { SEG_COUNT = 4, PLANE = SEG_COUNT, COUNT };
#define SEGMENT(NAME, AX, AY, AZ, BX, BY, BZ) \
    {.kind = SHAPE_SEGMENT, .name = (NAME), .segment = {{{AX, AY, AZ}}, {{BX, BY, BZ}}}}
static const shape start[COUNT] = {
    SEGMENT("seg0", -1.5f, 1, 1, -0.5f, -1.5f, 0),        /* crosses at t = 0.4 */
    SEGMENT("seg1", 1.5f, 1.5f, -0.5f, 1, 0, 1),          /* ends exactly on it: t = 1 */
    SEGMENT("seg2", -2, 1, -1.5f, 1, 1, -1.5f),           /* parallel, above */
    SEGMENT("seg3", 2.5f, 0.001f, 0.5f, 3, 1.2f, -0.5f),  /* stops 0.001 short */
    {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}, .size = 5.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for segment 0 (',' and '.'), each also a start-up check. */
static const scene_preset presets[] = {
    {"starts on the plane, t = 0", {SEGMENT("seg0", 0, 0, 0, 0.5f, 1, 0.5f)}, true},
    {"starts 0.001 above the plane", {SEGMENT("seg0", 0, 0.001f, 0, 0.5f, 1, 0.5f)}, false},
    {"lying in the plane", {SEGMENT("seg0", -1, 0, 0, 1, 0, 0)}, true},
    {"parallel, 0.001 above", {SEGMENT("seg0", -1, 0.001f, 0, 1, 0.001f, 0)}, false},
    {"zero length, on the plane", {SEGMENT("seg0", 0.5f, 0, 0.5f, 0.5f, 0, 0.5f)}, true},
    {"zero length, 0.001 below", {SEGMENT("seg0", 0.5f, -0.001f, 0.5f, 0.5f, -0.001f, 0.5f)}, false},
};

/* Each segment against the plane as the scene starts. */
static const scene_pair pairs[] = {
    {"seg0", "plane", true}, {"seg1", "plane", true}, {"seg2", "plane", false}, {"seg3", "plane", false}};

/* copy-as-test's asserts beyond the verdicts: where each segment that meets the plane does (t as
 * computed), for the selected segment, or every segment while the plane is selected. */
static void copy_test(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    for (int i = 0; i < SEG_COUNT; i++) {
        isect_hit hit;
        if ((i == selected || selected == PLANE) && isect_segment_plane(shapes[i].segment, shapes[PLANE].plane, &hit)) {
            sample_code(ctx, "isect_hit hit%d;", i);
            sample_code(ctx, "assert(isect_segment_plane(%s, plane, &hit%d) && fabsf(hit%d.t - (float)%.9g) < 1e-6f);",
                        shapes[i].name, i, i, hit.t);
        }
    }
}

static void initialize(sample_ctx *ctx)
{
    isect_hit hit = {0};
    sample_expect(ctx, isect_segment_plane(shapes[1].segment, shapes[PLANE].plane, &hit) && hit.t == 1.0f,
                  "Expected segment 1 to touch the plane exactly at its end, t = 1");

    sample_set_view(ctx, (vec3s){{-1.6f, 0.2f, 0.2f}}, 25.0f, 25.0f, 9.5f);
}

/* A segment is seen across its length, 35 degrees above the plane (the least framing allows a
 * plane): its ends' heights da and db stand beside each other and a parallel one (da = db) lies
 * level across the view, the wide way of the window's free part, with room kept past its ends
 * for their labels. A segment along the normal, or a point, keeps framing's own view. */
static void view_across(sample_ctx *ctx, isect_segment g, isect_plane plane)
{
    const vec3s start_eye = {{0.38f, 0.42f, 0.82f}}; /* the start view's side */
    vec3s across = glms_vec3_cross(plane.n, glms_vec3_sub(g.b, g.a));
    if (!(glms_vec3_norm2(across) > 0))
        return;
    draw_view_from_side(ctx, across, draw_toward(plane.n, start_eye), 35.0f, start_eye);
    vec3s beyond = glms_vec3_scale(glms_vec3_sub(g.b, g.a), 0.15f); /* the ends' labels beside them */
    draw_keep_in_view(ctx, glms_vec3_sub(g.a, beyond));
    draw_keep_in_view(ctx, glms_vec3_add(g.b, beyond));
}

/* The why for segment i: the perpendiculars da and db from its endpoints to the plane. */
static void explain(sample_ctx *ctx, int i)
{
    isect_segment g = shapes[i].segment;
    isect_plane plane = shapes[PLANE].plane;
    float da = isect_plane_distance(plane, g.a), db = isect_plane_distance(plane, g.b);
    draw_line(ctx, g.a, isect_closest_point_plane(g.a, plane), COLOR_NOTE);
    draw_line(ctx, g.b, isect_closest_point_plane(g.b, plane), COLOR_NOTE);
    bool point = glms_vec3_eqv(g.a, g.b); /* one label for both ends; none on a perpendicular of 0 */
    draw_label(ctx, g.a, COLOR_NOTE, point ? "a = b" : "a");
    if (!point)
        draw_label(ctx, g.b, COLOR_NOTE, "b");
    if (da != 0)
        draw_label(ctx, glms_vec3_lerp(g.a, isect_closest_point_plane(g.a, plane), 0.5f), COLOR_NOTE, point ? "da = db" : "da");
    if (db != 0 && !point)
        draw_label(ctx, glms_vec3_lerp(g.b, isect_closest_point_plane(g.b, plane), 0.5f), COLOR_NOTE, "db");
    sample_text(ctx, "segment %d: da = %s, db = %s", i, HUD_SIGNED(da, db), HUD_SIGNED(db, da));
    view_across(ctx, g, plane);
    /* isect_segment_plane's branches, in its order: one side, then t (no division when da = 0). */
    if (!((da <= 0 && db >= 0) || (da >= 0 && db <= 0))) {
        sample_text(ctx, "1. both %s 0: wholly on one side -> miss%s", da > 0 ? ">" : "<",
                    point ? " (a = b: a point)" : da == db ? " (da = db: parallel)" : "");
        return;
    }
    if (da == 0 && db == 0)
        sample_text(ctx, "1. da = db = 0: %s", glms_vec3_eqv(g.a, g.b) ? "a = b, a point on the plane"
                                                                      : "the whole segment lies in the plane");
    else if (da == 0 || db == 0)
        sample_text(ctx, "1. %s = 0: an end lies on the plane", da == 0 ? "da" : "db");
    else
        sample_text(ctx, "1. signs differ: the ends lie on opposite sides");
    if (da == 0)
        sample_text(ctx, "2. da = 0: hit at a, t = 0 (no division)");
    else
        sample_text(ctx, "2. t = da / (da - db) = %s -> hit", HUD_NUM(da / (da - db), 0));
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.4f);
    for (int i = 0; i < SEG_COUNT; i++) {
        isect_hit hit;
        if (sample_in_preset(ctx, i) && isect_segment_plane(shapes[i].segment, shapes[PLANE].plane, &hit)) {
            draw_point(ctx, hit.point, COLOR_NOTE);
            draw_label(ctx, hit.point, COLOR_NOTE, "t = %s", HUD_NUM(hit.t, 0));
        }
    }
    sample_explain_each(ctx, explain);
}

const sample sample_segment_plane = {
    .id = "segment-plane", .title = "Segment vs Plane",
    .shows = "the hit point and t = da / (da - db)",
    .keywords = "halfspace clipping parameter",
    .description = "The endpoints' signed distances da = n·a - d and db = n·b - d decide: when they "
                   "differ in sign (or one is zero) the segment crosses the plane at "
                   "t = da / (da - db), the point a + t (b - a). Ericson, Real-Time Collision "
                   "Detection, 5.3.1.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_segment_plane", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
