/* Moving AABBs — boxes a and b moving by va and vb over the step; in b's frame a moves by
 * v = va - vb. On each world axis k the two intervals overlap from t_enter = (b.min - a.max) / v_k
 * to t_exit = (b.max - a.min) / v_k (ends swapped for v_k < 0; v_k = 0: always or never). The
 * boxes overlap when all three do: from t_first = the last entry to t_last = the first exit, and
 * they meet in the step when t_first <= t_last and that span reaches into [0, 1]; t_first
 * (or 0) is the time of impact. Ericson, Real-Time Collision Detection, 5.5.8. The time line
 * under the boxes draws each axis's interval over the step [0, 1]. */
#include <stdio.h>

#include "sample.h"

enum { A, B, COUNT };
#define A_AT(X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ) SHAPE_AABB_MOVING("a", X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ)
#define B_AT(X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ) SHAPE_AABB_MOVING("b", X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ)
#define B_STILL B_AT(-1, 0, -1, 1, 2, 1, 0, 0, 0)
static const shape start[COUNT] = {A_AT(-4, 2.5f, -0.5f, -3, 3.5f, 0.5f, 5, -2, 0), B_AT(-1, 0, -1, 1, 2, 1, -1, 0, 0)};
static shape shapes[COUNT];
static const scene_pair pairs[] = {{"a", "b", true}};

static const scene_preset presets[] = {
    {"touching at t = 1 exactly", {B_STILL, A_AT(-4, 0, -0.5f, -3, 1, 0.5f, 2, 0, 0)}, true},
    {"0.001 short of touching at t = 1", {B_STILL, A_AT(-4.001f, 0, -0.5f, -3.001f, 1, 0.5f, 2, 0, 0)}, false},
    {"grazing an edge: x's interval ends as y's begins", {B_STILL, A_AT(-3, 3, -0.5f, -2, 4, 0.5f, 8, -2, 0)}, true},
    {"x's interval ends before y's begins: a miss", {B_STILL, A_AT(-3, 3, -0.5f, -2, 4, 0.5f, 10, -2, 0)}, false},
    {"starting in contact: t = 0", {B_STILL, A_AT(1, 0, 0, 2, 1, 1, 1, 1, 0)}, true},
    {"parallel motion along the top face", {B_STILL, A_AT(-4, 2, -0.5f, -3, 3, 0.5f, 8, 0, 0)}, true},
    {"parallel motion 0.001 above: y never overlaps", {B_STILL, A_AT(-4, 2.001f, -0.5f, -3, 3.001f, 0.5f, 8, 0, 0)}, false},
    {"v = 0, apart", {B_STILL, A_AT(2, 0, 0, 3, 1, 1, 0, 0, 0)}, false},
    {"both moving, head on", {B_AT(1, 0, -1, 3, 2, 1, -4, 0, 0), A_AT(-4, 0, -0.5f, -3, 1, 0.5f, 4, 0, 0)}, true},
    {"too fast for its size: through a thin wall", {B_AT(0, 0, -1, 0.125f, 2, 1, 0, 0, 0), A_AT(-4, 0, -0.5f, -3, 1, 0.5f, 8, 0, 0)}, true},
};
static const float impact_t[] = {1, -1, 0.5f, -1, 0, 0.25f, -1, -1, 0.5f, 0.375f}; /* -1: a miss */

static void initialize(sample_ctx *ctx)
{
    sample_set_view(ctx, (vec3s){{0.5f, 5.4f, 0.0f}}, 0.0f, 15.0f, 17.0f); /* the scene below the HUD */
}

/* The time line's left end (t = 0): a unit right of both boxes, at the start and at the end of
 * the step, level with their top and with their front (largest z), so that the chart stands
 * beside the boxes and never over or behind one of them or their sweeps (which lie between those
 * poses). *width: how wide the poses are in x. */
static vec3s chart_origin(float *width)
{
    vec3s lo = GLMS_VEC3_ZERO_INIT, hi = GLMS_VEC3_ZERO_INIT;
    for (int i = 0; i < COUNT; i++)
        for (int end = 0; end < 2; end++) {
            isect_aabb box = shapes[i].aabb;
            vec3s shift = glms_vec3_scale(shapes[i].motion, (float)end);
            vec3s min = glms_vec3_add(box.min, shift), max = glms_vec3_add(box.max, shift);
            lo = i + end == 0 ? min : glms_vec3_minv(lo, min);
            hi = i + end == 0 ? max : glms_vec3_maxv(hi, max);
        }
    *width = hi.x - lo.x;
    return (vec3s){{hi.x + 1.0f, hi.y, hi.z}};
}

/* 0 or 1, the end of the step nearer t. */
static float nearer_bound(float t) { return fabsf(t - 1) < fabsf(t) ? 1.0f : 0.0f; }

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    isect_aabb a = shapes[A].aabb, b = shapes[B].aabb;
    vec3s v = glms_vec3_sub(shapes[A].motion, shapes[B].motion);
    isect_hit hit;
    bool meets = isect_moving_aabb_aabb(a, shapes[A].motion, b, shapes[B].motion, &hit);
    if (meets && isect_aabb_aabb(a, b)) {
        sample_text(ctx, "the boxes overlap at the start (every axis): t = 0");
        return;
    }
    if (!meets && sample_explain_still(ctx, v)) { /* the static test's quantity: an axis they are apart on */
        for (int k = 0; k < 3; k++) {
            float gap = fmaxf(a.min.raw[k] - b.max.raw[k], b.min.raw[k] - a.max.raw[k]);
            if (gap > 0) {
                sample_text(ctx, "  %c: the intervals %s apart", "xyz"[k], HUD_NUM(gap, 0));
                break;
            }
        }
        return;
    }
    static const char axis_name[3] = {'x', 'y', 'z'};
    float first = 0, last = 1; /* t_first, t_last, clamped to the step */
    int entering = -1, leaving = -1, never = -1;
    /* The time line: t = 0 .. 1 along span units of x, right of the boxes, and under it a row
     * an axis. Framing fits the poses and the chart across the window, so a unit shrinks on
     * screen as they widen: the rows stand a fixed share of that width apart, which keeps
     * their names (a line of text each) from touching. */
    const float span = 4;
    float width;
    vec3s line = chart_origin(&width), one = glms_vec3_add(line, (vec3s){{span, 0, 0}});
    const float row_gap = fmaxf(0.6f, 0.06f * (width + 1 + span));
    draw_line(ctx, line, one, COLOR_GHOST);
    draw_keep_in_view(ctx, glms_vec3_add(one, (vec3s){{0.9f, -3 * row_gap - 0.3f, 0}})); /* the rows' names, the last row */
    draw_keep_in_view(ctx, glms_vec3_add(one, (vec3s){{0.3f, 0.4f, 0}}));  /* "1" above the far end */
    /* Above the time line's ends, so that the line does not strike the labels through. */
    draw_label(ctx, glms_vec3_add(line, (vec3s){{0, 0.3f, 0}}), COLOR_AXIS, "t = 0");
    draw_label(ctx, glms_vec3_add(one, (vec3s){{0, 0.3f, 0}}), COLOR_AXIS, "1");
    for (int k = 0; k < 3 && never < 0; k++) {
        float w = v.raw[k], enter = -INFINITY, exit = INFINITY;
        if (w == 0) {
            bool overlap = a.min.raw[k] <= b.max.raw[k] && b.min.raw[k] <= a.max.raw[k];
            never = overlap ? -1 : k;
            if (overlap)
                sample_text(ctx, "%c: v = 0, the intervals overlap throughout", axis_name[k]);
            else
                sample_text(ctx, "%c: v = 0, apart by %s throughout: never", axis_name[k],
                            HUD_NUM(fmaxf(a.min.raw[k] - b.max.raw[k], b.min.raw[k] - a.max.raw[k]), 0));
            if (!overlap) { /* its row named, and left empty: no instant of overlap */
                vec3s row = glms_vec3_add(line, (vec3s){{span + 0.45f, -row_gap * (float)(k + 1), 0}});
                draw_label(ctx, row, COLOR_NOTE, "%c", axis_name[k]);
                break;
            }
        } else {
            float lo = (b.min.raw[k] - a.max.raw[k]) / w, hi = (b.max.raw[k] - a.min.raw[k]) / w;
            enter = w > 0 ? lo : hi, exit = w > 0 ? hi : lo;
            /* Each end told from the step's bound nearer it: a 0.001 miss enters at 1.0005, not "1.00". */
            sample_text(ctx, "%c: overlap for t in [%s, %s]", axis_name[k], HUD_NUM(enter, nearer_bound(enter)),
                        HUD_NUM(exit, nearer_bound(exit)));
        }
        if (enter > first)
            first = enter, entering = k;
        if (exit < last)
            last = exit, leaving = k;
        vec3s row = glms_vec3_add(line, (vec3s){{0, -row_gap * (float)(k + 1), 0}});
        float from = fmaxf(enter, 0), to = fminf(exit, 1);
        if (from < to)
            draw_line(ctx, glms_vec3_add(row, (vec3s){{span * from, 0, 0}}), glms_vec3_add(row, (vec3s){{span * to, 0, 0}}), COLOR_NOTE);
        else if (from == to) /* an interval that only touches the step: one instant */
            draw_point(ctx, glms_vec3_add(row, (vec3s){{span * from, 0, 0}}), COLOR_NOTE);
        /* Each row named right of t = 1, clear of its bar and of the boxes left of the chart (the
         * rows told apart by name, not hue). */
        draw_label(ctx, glms_vec3_add(row, (vec3s){{span + 0.45f, 0, 0}}), COLOR_NOTE, "%c", axis_name[k]);
    }
    if (meets)
        draw_line(ctx, glms_vec3_add(line, (vec3s){{span * hit.t, 0.2f, 0}}), glms_vec3_add(line, (vec3s){{span * hit.t, -3 * row_gap - 0.2f, 0}}), COLOR_HIT);
    /* Where no entry comes after 0 (no exit before 1) the step's own start (end) bounds the span. */
    char in[32] = "the step's start", out[32] = "the step's end";
    if (entering >= 0)
        snprintf(in, sizeof in, "the last entry, %c", axis_name[entering]);
    if (leaving >= 0)
        snprintf(out, sizeof out, "the first exit, %c", axis_name[leaving]);
    if (never >= 0)
        sample_text(ctx, "%c never overlaps: no contact", axis_name[never]);
    else
        sample_text(ctx, "t_first (%s) = %s %s t_last (%s) = %s: %s", in, HUD_NUM(first, last), first <= last ? "≤" : ">",
                    out, HUD_NUM(last, first), meets ? "they meet at t_first" : "never all three in the step");
}

const sample sample_moving_aabbs = {
    .id = "moving-aabbs", .title = "Moving AABBs",
    .shows = "each axis's interval of overlap [t_enter, t_exit] on a time line, the last entry and the first exit",
    .keywords = "swept continuous time of impact TOI sweep box interval",
    .description = "In b's frame a moves by v = va - vb. On each axis the boxes' intervals overlap "
                   "from t_enter to t_exit; the boxes meet from the last entry to the first exit, "
                   "when that span is not empty and reaches into the step [0, 1]. Ericson, Real-Time "
                   "Collision Detection, 5.5.8.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_aabb_aabb", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .render = render,
};
