/* AABB vs AABB — an axis-aligned box is the product of three intervals, one per world axis,
 * so two boxes meet exactly when their intervals overlap on all three axes:
 *     a.min_i <= b.max_i  and  b.min_i <= a.max_i   for i = x, y, z.
 * A gap on any single axis is a separating plane; no gap anywhere means a common point.
 * Ericson, Real-Time Collision Detection, 4.2.1. Each box's shadow on the x, y and z axes is
 * drawn on a ruler beside the boxes in the box's colour; the yellow pieces on the lanes of the other boxes
 * are their overlap with, or gap to, the selected box. Click or Tab picks a box, dragging or
 * W/A/S/D/Q/E moves it; ',' and '.' set box B against box A to the edge cases below. */
#include "sample.h"

#include <stdio.h>

#define LANE 0.3f      /* spacing of the interval lanes beside each axis */
#define RULER_GAP 0.3f /* from the boxes to a ruler's first lane */

/* The scene: boxes A, B and C, each named by its variable in copy-as-test; B starts selected. */
enum { A, B, C, BOX_COUNT };
static const char *const letters[BOX_COUNT] = {"A", "B", "C"};
static const char axis_names[3] = {'x', 'y', 'z'};
#define START_A SHAPE_AABB_FROM("a", 0, 0.5f, 0, 2, 1.5f, 2)
static const shape start[BOX_COUNT] = {
    [A] = START_A,
    [B] = SHAPE_AABB_FROM("b", 1.5f, 1, 1.5f, 3, 2.5f, 3),
    [C] = SHAPE_AABB_FROM("c", 3.2f, 1, 0.5f, 4.2f, 2, 2), /* given as (4.2, 1, 0.5), (3.2, 2, 2) */
};
static shape boxes[BOX_COUNT]; /* the scene now: the framework moves them */

/* Edge cases (',' and '.'): each puts box A back where it starts and sets box B, and is also a
 * start-up check. */
#define B_FROM(X0, Y0, Z0, X1, Y1, Z1) SHAPE_AABB_FROM("b", X0, Y0, Z0, X1, Y1, Z1)
static const scene_preset presets[] = {
    {"sharing the face x = 2", {START_A, B_FROM(2, 0.5f, 0, 3, 1.5f, 2)}, true},
    {"0.001 apart along x", {START_A, B_FROM(2.001f, 0.5f, 0, 3, 1.5f, 2)}, false},
    {"touching at a corner", {START_A, B_FROM(2, 1.5f, 2, 3, 2.5f, 3)}, true},
    {"crossing, no corner inside the other", {START_A, B_FROM(-0.5f, 0.75f, 0.5f, 2.5f, 1.25f, 1.5f)}, true},
    {"overlap on x and y, 0.001 gap on z", {START_A, B_FROM(0.5f, 0.5f, 2.001f, 1.5f, 1.5f, 3)}, false},
    {"a point box on the face x = 2", {START_A, B_FROM(2, 1, 1, 2, 1, 1)}, true},
};

/* Every pair of the start scene with its verdict: each a start-up check, the colour (red: it
 * meets another box) and copy-as-test's asserts for the selected box. The presets set A and B, so the test on them is each preset's verdict. */
static const scene_pair pairs[] = {{"a", "b", true}, {"a", "c", false}, {"b", "c", false}};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, B);
    isect_aabb c = isect_aabb_from_corners((vec3s){{4.2f, 1, 0.5f}}, (vec3s){{3.2f, 2, 2}}); /* max x first */
    sample_expect(ctx, glms_vec3_eqv(c.min, start[C].aabb.min) && glms_vec3_eqv(c.max, start[C].aabb.max),
                  "Expected isect_aabb_from_corners to make box C from its corners given max x first");

    /* The unit box and its neighbour sharing the face x = 1 touch; moved 0.001 along x they do not. */
    isect_aabb unit = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    isect_aabb touching = isect_aabb_from_corners((vec3s){{1, 0, 0}}, (vec3s){{2, 1, 1}});
    isect_aabb apart = isect_aabb_from_corners((vec3s){{1.001f, 0, 0}}, (vec3s){{2, 1, 1}});
    sample_expect(ctx, isect_aabb_aabb(unit, touching), "Expected the box sharing a face to intersect the unit box");
    sample_expect(ctx, !isect_aabb_aabb(unit, apart), "Expected the box 0.001 away to not intersect the unit box");

    sample_set_view(ctx, (vec3s){{-1.8f, 1.5f, 4.2f}}, 30.0f, 30.0f, 12.0f); /* right of the SAT strip */
}

/* The rulers hang close beside the boxes in play (around: the box around them), one per world
 * axis, each off an edge of around and out along a diagonal (x above the back, y left of the
 * front, z below the right), so that its lanes, one per box, stay apart from every side the
 * views take and the framing keeps the boxes large. */
static isect_aabb around;

/* Box k's lane on the ruler of world axis i, at coordinate v along it. */
static vec3s lane_point(int axis, int k, float v)
{
    static const vec3s aside[3] = {{{0, 0.7071f, -0.7071f}}, {{-0.7071f, 0, 0.7071f}}, {{0.7071f, -0.7071f, 0}}};
    vec3s p;
    for (int c = 0; c < 3; c++) /* the edge of around the ruler runs beside */
        p.raw[c] = c == axis ? v : aside[axis].raw[c] > 0 ? around.max.raw[c] : around.min.raw[c];
    return glms_vec3_muladds(aside[axis], RULER_GAP + LANE * (float)k, p);
}

/* The "why" for the selected box s against box j: per axis the overlap of their intervals
 * (or the gap between them) in yellow on j's lane, and one HUD line with all three. */
static void explain(sample_ctx *ctx, int s, int j)
{
    isect_aabb a = boxes[s].aabb, b = boxes[j].aabb;
    char line[128];
    int n = snprintf(line, sizeof line, "%s-%s:", letters[s], letters[j]);
    vec3s across = GLMS_VEC3_ZERO; /* from s toward j along each axis that touches or has a gap */
    int gaps = 0, gap_axis = 0;
    for (int i = 0; i < 3; i++) {
        float lo = fmaxf(a.min.raw[i], b.min.raw[i]), hi = fminf(a.max.raw[i], b.max.raw[i]);
        bool overlap = lo <= hi; /* a gap runs from hi (one box's max) to lo (the other's min) */
        vec3s p = lane_point(i, j, overlap ? lo : hi), q = lane_point(i, j, overlap ? hi : lo);
        vec3s nudge = glms_vec3_scale(glms_vec3_sub(lane_point(i, 0, 0), lane_point(i, 1, 0)), 0.3f);
        draw_line(ctx, glms_vec3_add(p, nudge), glms_vec3_add(q, nudge), COLOR_NOTE);
        /* hi - lo: the overlap, or the gap (lo - hi) when negative; exactly 0: touching */
        const char *size = HUD_NUM(fabsf(hi - lo), 0);
        /* A zero-length overlap is touching only where the intervals meet end to end; a box flat
         * on this axis (a point box) lying inside the other's interval overlaps it in a point. */
        bool flat = a.min.raw[i] == a.max.raw[i] || b.min.raw[i] == b.max.raw[i];
        bool ends_meet = a.max.raw[i] == b.min.raw[i] || b.max.raw[i] == a.min.raw[i];
        const char *kind = hi == lo ? (flat && !ends_meet ? "overlap (flat)" : "touching") : overlap ? "overlap" : "gap";
        draw_label(ctx, glms_vec3_lerp(p, q, 0.5f), COLOR_NOTE, "%s%s", overlap ? "" : "gap ", size);
        n += snprintf(line + n, sizeof line - (size_t)n, "%s %c %s %s", i ? "," : "", axis_names[i],
                      kind, size);
        if (hi <= lo)
            across.raw[i] = a.min.raw[i] + a.max.raw[i] < b.min.raw[i] + b.max.raw[i] ? 1.0f : -1.0f;
        if (!overlap)
            gaps++, gap_axis = i;
    }
    /* A gap on one axis alone is a separating plane normal to it: seen exactly across, edge-on,
     * the gap shows its whole width between the boxes' faces, and the other two rulers show
     * too (from the front for x, level for y, from the right for z). A face, edge or corner
     * contact (or gaps on several axes) lies along the sum of those axes: the view looks across
     * it, so the two boxes show side by side, not one behind the other. */
    static const vec3s edge_on_eye[3] = {{{0, 0.5f, 0.866f}}, {{0.5f, 0, 0.866f}}, {{0.707f, 0.707f, 0}}};
    if (gaps == 1)
        draw_view_from(ctx, edge_on_eye[gap_axis]);
    else if (glms_vec3_norm2(across) > 0)
        draw_view_across(ctx, across);
    sample_text(ctx, "%s -> %s", line, isect_aabb_aabb(a, b) ? "no gap: meet" : "a gap: apart");
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    int lanes = 0;
    for (int k = 0; k < BOX_COUNT; k++)
        if (sample_in_preset(ctx, k)) {
            around = lanes ? isect_aabb_from_corners(glms_vec3_minv(around.min, boxes[k].aabb.min),
                                                     glms_vec3_maxv(around.max, boxes[k].aabb.max))
                           : boxes[k].aabb;
            lanes = k + 1;
        }
    for (int k = 0; k < BOX_COUNT; k++) {
        if (!sample_in_preset(ctx, k)) /* a preset's ghost box: no name, no shadows on the rulers */
            continue;
        isect_aabb b = boxes[k].aabb;
        vec4s color = sample_verdict_color(ctx, k);
        draw_label(ctx, (vec3s){{b.min.x, b.max.y, b.max.z}}, color, "%s", letters[k]);
        for (int i = 0; i < 3; i++) /* the box's shadow on axis i, on its own lane */
            draw_line(ctx, lane_point(i, k, b.min.raw[i]), lane_point(i, k, b.max.raw[i]), color);
        draw_label(ctx, lane_point(0, k, b.min.x - 0.25f), color, "%s", letters[k]);
    }
    for (int i = 0; i < 3; i++) { /* framing keeps the rulers' outer lanes in view */
        draw_keep_in_view(ctx, lane_point(i, lanes - 1, around.min.raw[i]));
        draw_keep_in_view(ctx, lane_point(i, lanes - 1, around.max.raw[i]));
    }
    sample_each_partner(ctx, explain);
    /* Each ruler's name past its far end. */
    draw_label(ctx, lane_point(0, 0, around.max.x + 0.3f), COLOR_NOTE, "x");
    draw_label(ctx, lane_point(1, 0, around.max.y + 0.25f), COLOR_NOTE, "y");
    draw_label(ctx, lane_point(2, 0, around.max.z + 0.3f), COLOR_NOTE, "z");
    sample_draw_contacts(ctx);
    sample_draw_sat_strip(ctx);
}

const sample sample_aabb_aabb = {
    .id = "aabb-aabb", .title = "AABB vs AABB",
    .shows = "the interval overlap (or gap) on each axis",
    .keywords = "SAT separating axis interval overlap",
    .description = "Two boxes meet when their intervals overlap on every world axis: "
                   "a.min ≤ b.max and b.min ≤ a.max for x, y and z. A gap on one axis separates "
                   "them. Ericson, Real-Time Collision Detection, 4.2.1.",
    .scene = SAMPLE_SCENE(boxes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_aabb_aabb", pairs),
    .initialize = initialize, .render = render,
};
