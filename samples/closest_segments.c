/* Closest points of two segments — the points a1 + s d1 and a2 + t d2 (d = b - a) nearest each
 * other. Where the lines through the segments are not parallel their closest points solve two
 * conditions, c1 - c2 perpendicular to d1 and to d2 (Ericson, Real-Time Collision Detection,
 * 5.1.8); isect computes that s from cross products, s = (a2 - a1).(d2 x n) / n.n with
 * n = d1 x d2, which stays accurate for nearly parallel segments. Then 5.1.9 clamps: s to
 * [0, 1], t to the point of segment 2 nearest a1 + s d1, and when t leaves [0, 1] it is clamped
 * and s redone for that end. The HUD follows those branches as isect_closest_segment_segment
 * takes them. Dim: the lines through the segments and their closest points; yellow: the
 * segments' closest points c1, c2. Red: the segments touch (|c1 - c2| = 0). */
#include "sample.h"

enum { S1, S2, S3, COUNT };
#define START_S1 SHAPE_SEGMENT_FROM("s1", -2, 1, 0, 2, 1, 0)
static const shape start[COUNT] = {
    START_S1,
    SHAPE_SEGMENT_FROM("s2", 1, -0.5f, 1.5f, 1, 2.5f, -1.5f), /* crosses s1 at (1, 1, 0) */
    SHAPE_SEGMENT_FROM("s3", -1.5f, -0.5f, 1.5f, 1.5f, -0.2f, 2.5f), /* below, in front */
};
static shape shapes[COUNT];
/* Each preset puts s1 back and sets s2. */
#define S2_FROM(AX, AY, AZ, BX, BY, BZ) SHAPE_SEGMENT_FROM("s2", AX, AY, AZ, BX, BY, BZ)
static const scene_preset presets[] = {
    {"crossing: the lines' points, inside both", {START_S1, S2_FROM(-1, 1, -2, 1, 1, 2)}, true},
    {"crossing 0.001 above", {START_S1, S2_FROM(-1, 1.001f, -2, 1, 1.001f, 2)}, false},
    {"beyond the end of s1: s clamped to 1", {START_S1, S2_FROM(3, 0, -1, 3, 2, 1)}, false},
    {"t clamped to 0, s redone", {START_S1, S2_FROM(0, 1.5f, 0.5f, 0, 3, 2)}, false},
    {"end on s1: touching", {START_S1, S2_FROM(1, 1, 0, 2, 3, 1)}, true},
    {"parallel, overlapping: many pairs", {START_S1, S2_FROM(-1, 1.5f, 0, 3, 1.5f, 0)}, false},
    {"collinear, end to end", {START_S1, S2_FROM(2, 1, 0, 4, 1, 0)}, true},
    {"s2 a point on s1", {START_S1, S2_FROM(0.5f, 1, 0, 0.5f, 1, 0)}, true},
};

static bool touch(const shape *a, const shape *b)
{
    return isect_closest_segment_segment(a->segment, b->segment, NULL, NULL) == 0;
}
static const scene_pair pairs[] = {{"s1", "s2", true}, {"s1", "s3", false}, {"s2", "s3", false}};

/* copy-as-test: the distance between the selected segment and each other one, 0 or not. */
/* Trace mode's run: the library's closest points of the selected pair. */
static bool trace_pair(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    *call = "isect_closest_segment_segment";
    return sample_selected_pair(ctx, a, b) && isect_closest_segment_segment((*a)->segment, (*b)->segment, NULL, NULL) == 0;
}

static void copy_test(sample_ctx *ctx)
{
    int i = sample_selected(ctx);
    for (int j = 0; j < COUNT; j++)
        if (j != i)
            sample_code(ctx, "assert(isect_closest_segment_segment(%s, %s, NULL, NULL) %s 0);", shapes[i].name,
                        shapes[j].name, touch(&shapes[i], &shapes[j]) ? "==" : ">");
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, S2);
    sample_set_view(ctx, (vec3s){{-2.2f, 1.7f, 0.3f}}, 25.0f, 20.0f, 12.0f);
}

static float clamp01(float x) { return fminf(fmaxf(x, 0), 1); }

/* Where a clamp moved the closest points off the lines' (c1..c2 = w not along n = d1 x d2),
 * both segments and w lie across the eye when it looks along n with w's part taken out: each
 * segment is seen at its length and the clamped end with it. From above, as the start view.
 * Crossing segments (w along n) are the framework's: seen across w. */
static void view_clamped(sample_ctx *ctx, vec3s d1, vec3s d2, vec3s w)
{
    vec3s n = glms_vec3_cross(d1, d2);
    if (!(glms_vec3_norm2(n) > 0))
        return;
    n = glms_vec3_normalize(n);
    if (glms_vec3_norm2(w) > 0) {
        w = glms_vec3_normalize(w);
        n = glms_vec3_muladds(w, -glms_vec3_dot(n, w), n);
    }
    if (glms_vec3_norm2(n) < 0.25f) /* w within 60 degrees of n: the gap is the lines' own */
        return;
    draw_view_from(ctx, n.y < 0 ? glms_vec3_negate(n) : n);
}

/* The branches of isect_closest_segment_segment, in its order, for shape i against shape j. */
static void explain(sample_ctx *ctx, int i, int j)
{
    isect_segment g1 = shapes[i].segment, g2 = shapes[j].segment;
    sample_text(ctx, "%s against %s:", shapes[i].name, shapes[j].name);
    vec3s d1 = glms_vec3_sub(g1.b, g1.a), d2 = glms_vec3_sub(g2.b, g2.a), r = glms_vec3_sub(g1.a, g2.a);
    float a = glms_vec3_dot(d1, d1), e = glms_vec3_dot(d2, d2), b = glms_vec3_dot(d1, d2);
    float c = glms_vec3_dot(d1, r), f = glms_vec3_dot(d2, r), s, t;
    if (e == 0) {
        s = a > 0 ? clamp01(-c / a) : 0, t = 0;
        sample_text(ctx, "%s is a point: t = 0, s = clamp(-c / a) = %s", shapes[j].name, HUD_NUM(s, 0));
    } else {
        vec3s n = glms_vec3_cross(d1, d2);
        float nn = glms_vec3_dot(n, n);
        if (nn == 0) {
            s = 0;
            sample_text(ctx, "n = d1 × d2 = 0: parallel%s%s, start from s = 0", a == 0 ? ", or a point: " : "",
                        a == 0 ? shapes[i].name : "");
        } else {
            float line_s = -glms_vec3_dot(r, glms_vec3_cross(d2, n)) / nn;
            s = clamp01(line_s);
            vec3s p1 = glms_vec3_muladds(d1, line_s, g1.a);
            vec3s p2 = glms_vec3_muladds(d2, glms_vec3_dot(d2, glms_vec3_sub(p1, g2.a)) / e, g2.a);
            draw_line(ctx, p1, p2, COLOR_GRID);
            sample_text(ctx, "lines: s = (a2 - a1)·(d2 × n) / n·n = %s%s", HUD_NUM(line_s, s),
                        s == line_s ? ", in [0, 1]" : s == 0 ? " < 0: clamped to 0" : " > 1: clamped to 1");
        }
        t = (b * s + f) / e;
        if (t < 0)
            s = a > 0 ? clamp01(-c / a) : 0, sample_text(ctx, "t = (b s + f) / e = %s < 0: t = 0, s = clamp(-c / a) = %s", HUD_NUM(t, 0), HUD_NUM(s, 0)), t = 0;
        else if (t > 1)
            s = a > 0 ? clamp01((b - c) / a) : 0, sample_text(ctx, "t = (b s + f) / e = %s > 1: t = 1, s = clamp((b - c) / a) = %s", HUD_NUM(t, 1), HUD_NUM(s, 0)), t = 1;
        else
            sample_text(ctx, "t = (b s + f) / e = %s, in [0, 1]", HUD_NUM(t, t < 0.5f ? 0 : 1));
    }
    vec3s c1, c2;
    float dist = sqrtf(isect_closest_segment_segment(g1, g2, &c1, &c2));
    view_clamped(ctx, d1, d2, glms_vec3_sub(c2, c1));
    draw_line(ctx, c1, c2, COLOR_NOTE);
    draw_point(ctx, c1, COLOR_NOTE);
    draw_point(ctx, c2, COLOR_NOTE);
    if (dist == 0) /* s and t are on the HUD's lines: a short label keeps off the segments crossing here */
        draw_label(ctx, c1, COLOR_NOTE, "c1 = c2");
    else { /* above and below their points, so that close points keep apart labels */
        draw_label(ctx, glms_vec3_add(c1, (vec3s){{0, c1.y >= c2.y ? 0.25f : -0.25f, 0}}), COLOR_NOTE, "c1 (s = %s)", HUD_NUM(s, 0));
        draw_label(ctx, glms_vec3_add(c2, (vec3s){{0, c1.y >= c2.y ? -0.25f : 0.25f, 0}}), COLOR_NOTE, "c2 (t = %s)", HUD_NUM(t, 0));
    }
    sample_text(ctx, "|c1 - c2| = %s%s", HUD_NUM(dist, 0), dist == 0 ? ": they touch" : "");
}

/* The selected segment and the nearest other one in full, the rest in one line each; each
 * segment named at its middle. A preset's ghost (s3) is neither named nor explained. */
static void render(sample_ctx *ctx)
{
    int i = sample_selected(ctx), nearest = -1;
    for (int k = 0; k < COUNT; k++) { /* the lines through the segments, one length past each end */
        isect_segment g = shapes[k].segment;
        vec3s d = glms_vec3_sub(g.b, g.a);
        draw_line(ctx, glms_vec3_sub(g.a, d), g.a, COLOR_GRID); /* not under the segment: either line */
        draw_line(ctx, g.b, glms_vec3_add(g.b, d), COLOR_GRID); /* could win where they coincide */
    }
    sample_draw_scene(ctx, 0.4f);
    for (int k = 0; k < COUNT; k++)
        if (sample_in_preset(ctx, k))
            draw_label(ctx, glms_vec3_lerp(shapes[k].segment.a, shapes[k].segment.b, 0.5f), sample_verdict_color(ctx, k),
                       "%s", shapes[k].name);
    float least = INFINITY, dist2[COUNT];
    for (int j = 0; j < COUNT; j++)
        if (j != i && sample_in_preset(ctx, j) && (dist2[j] = isect_closest_segment_segment(shapes[i].segment, shapes[j].segment, NULL, NULL)) < least)
            least = dist2[j], nearest = j;
    /* In the scene's order (s1 before s2), so that s and t, and the presets' names, keep one
     * meaning whichever of the two is selected. */
    explain(ctx, i < nearest ? i : nearest, i < nearest ? nearest : i);
    for (int j = 0; j < COUNT; j++)
        if (j != i && j != nearest && sample_in_preset(ctx, j))
            sample_text(ctx, "%s against %s: |c1 - c2| = %s", shapes[i].name, shapes[j].name, HUD_NUM(sqrtf(dist2[j]), 0));
}

const sample sample_closest_segments = {
    .id = "closest-segments", .title = "Closest points of two segments",
    .shows = "the lines' closest points, the clamping of s and t",
    .keywords = "distance capsule",
    .description = "The closest points of the lines through two segments, then s clamped to [0, 1], t "
                   "to the point of s2 nearest s1(s), and s redone when t is clamped. "
                   "Ericson, Real-Time Collision Detection, 5.1.8 and 5.1.9.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST_BY(touch, pairs), .copy_test = copy_test, .trace = trace_pair,
    .initialize = initialize, .render = render,
};
