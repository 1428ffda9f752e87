/* Segment vs plane — the signed distances of the endpoints from the plane, da = n.a - d and
 * db = n.b - d, tell the whole story: when they differ in sign (or one is zero) the segment
 * crosses the plane, at the parameter t = da / (da - db) in [0, 1], the point a + t (b - a).
 * When both have the same sign the segment lies wholly on one side; a segment parallel to the
 * plane has da = db. Ericson, Real-Time Collision Detection, 5.3.1.
 * Click or Tab picks a segment, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it
 * about its midpoint. */
#include "sample.h"

#define SEG_COUNT 4

static struct {
    isect_plane plane;
    isect_segment segs[SEG_COUNT];
    int selected;
} s;

/* Edge cases for segment 0 (',' and '.'), each also a start-up check. */
static const struct {
    const char *name;
    isect_segment seg;
    bool meets;
} presets[] = {
    {"starts on the plane, t = 0", {{{0, 0, 0}}, {{0.5f, 1, 0.5f}}}, true},
    {"starts 0.001 above the plane", {{{0, 0.001f, 0}}, {{0.5f, 1, 0.5f}}}, false},
    {"lying in the plane", {{{-1, 0, 0}}, {{1, 0, 0}}}, true},
    {"parallel, 0.001 above", {{{-1, 0.001f, 0}}, {{1, 0.001f, 0}}}, false},
    {"zero length, on the plane", {{{0.5f, 0, 0.5f}}, {{0.5f, 0, 0.5f}}}, true},
    {"zero length, 0.001 below", {{{0.5f, -0.001f, 0.5f}}, {{0.5f, -0.001f, 0.5f}}}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);
    s.segs[0] = (isect_segment){{{-1.5f, 1, 1}}, {{-0.5f, -1.5f, 0}}};    /* crosses at t = 0.4 */
    s.segs[1] = (isect_segment){{{1.5f, 1.5f, -0.5f}}, {{1, 0, 1}}};     /* ends exactly on it: t = 1 */
    s.segs[2] = (isect_segment){{{-2, 1, -1.5f}}, {{1, 1, -1.5f}}};      /* parallel, above */
    s.segs[3] = (isect_segment){{{2.5f, 0.001f, 0.5f}}, {{3, 1.2f, -0.5f}}}; /* stops 0.001 short */
    s.selected = 0;

    static const bool expected[SEG_COUNT] = {true, true, false, false};
    for (int i = 0; i < SEG_COUNT; i++)
        sample_expect(ctx, isect_segment_plane(s.segs[i], s.plane, NULL) == expected[i],
                      "Expected segment %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");
    isect_hit hit = {0};
    sample_expect(ctx, isect_segment_plane(s.segs[1], s.plane, &hit) && hit.t == 1.0f,
                  "Expected segment 1 to touch the plane exactly at its end, t = 1");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_segment_plane(presets[i].seg, s.plane, NULL) == presets[i].meets,
                      "Expected the segment of preset '%s' to %s the plane", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{-1.6f, 0.2f, 0.2f}}, 25.0f, 25.0f, 9.5f);
}

/* The why for one segment: the perpendiculars da and db from its endpoints to the plane. */
static void explain(sample_ctx *ctx, isect_segment g)
{
    float da = isect_plane_distance(s.plane, g.a), db = isect_plane_distance(s.plane, g.b);
    draw_line(ctx, g.a, isect_closest_point_plane(g.a, s.plane), COLOR_NOTE);
    draw_line(ctx, g.b, isect_closest_point_plane(g.b, s.plane), COLOR_NOTE);
    draw_label(ctx, g.a, COLOR_NOTE, "a");
    draw_label(ctx, g.b, COLOR_NOTE, "b");
    draw_label(ctx, glms_vec3_lerp(g.a, isect_closest_point_plane(g.a, s.plane), 0.5f), COLOR_NOTE, "da");
    draw_label(ctx, glms_vec3_lerp(g.b, isect_closest_point_plane(g.b, s.plane), 0.5f), COLOR_NOTE, "db");
    sample_text(ctx, "segment %d: da = %.3f, db = %.3f", s.selected, da, db);
    if ((da <= 0 && db >= 0) || (da >= 0 && db <= 0))
        sample_text(ctx, "signs differ: t = da / (da - db) = %.3f", da == 0 ? 0.0f : da / (da - db));
    else if (da == db)
        sample_text(ctx, "da = db: parallel, on one side");
    else
        sample_text(ctx, "same sign: both ends on one side, no crossing");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    draw_plane(ctx, s.plane, 5.0f, COLOR_PLANE);
    for (int i = 0; i < SEG_COUNT; i++) {
        isect_hit hit;
        bool meets = isect_segment_plane(s.segs[i], s.plane, &hit);
        draw_segment(ctx, s.segs[i], meets ? COLOR_HIT : COLOR_SHAPE);
        for (float u = 0; u <= 1; u += 0.5f)   /* picked near its ends and middle */
            sample_pick_point(ctx, i, glms_vec3_lerp(s.segs[i].a, s.segs[i].b, u));
        if (meets) {
            draw_point(ctx, hit.point, COLOR_NOTE);
            draw_label(ctx, hit.point, COLOR_NOTE, "t = %.2f", hit.t);
        }
    }
    isect_segment g = s.segs[s.selected];
    draw_marker(ctx, glms_vec3_lerp(g.a, g.b, 0.5f), 0.4f);
    explain(ctx, g);
}

static void select_segment(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    sample_shift_segment(delta, &s.segs[s.selected]);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    sample_turn_segment(turn, &s.segs[s.selected]);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_segment(ctx, (s.selected + 1) % SEG_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    select_segment(ctx, 0);
    s.segs[0] = presets[i].seg;
    return presets[i].name;
}

/* The plane, the selected segment, the verdict and, when it meets, where (t as computed). */
static void copy_test(sample_ctx *ctx)
{
    isect_segment g = s.segs[s.selected];
    isect_hit hit;
    bool meets = isect_segment_plane(g, s.plane, &hit);
    sample_code_plane(ctx, "plane", s.plane);
    sample_code_segment(ctx, "seg", g);
    sample_code(ctx, "isect_hit hit;");
    sample_code(ctx, "assert(isect_segment_plane(seg, plane, &hit) == %s);", meets ? "true" : "false");
    if (meets)
        sample_code(ctx, "assert(fabsf(hit.t - (float)%.9g) < 1e-6f);", hit.t);
}

const sample sample_segment_plane = {
    .id = "segment-plane",
    .shows = "the hit point and t = da / (da - db)",
    .title = "Segment vs Plane",
    .description = "The endpoints' signed distances da = n.a - d and db = n.b - d decide: when they "
                   "differ in sign (or one is zero) the segment crosses the plane at "
                   "t = da / (da - db), the point a + t (b - a). Ericson, Real-Time Collision "
                   "Detection, 5.3.1.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_segment,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
