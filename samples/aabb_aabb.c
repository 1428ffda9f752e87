/* AABB vs AABB — an axis-aligned box is the product of three intervals, one per world axis,
 * so two boxes meet exactly when their intervals overlap on all three axes:
 *     a.min_i <= b.max_i  and  b.min_i <= a.max_i   for i = x, y, z.
 * A gap on any single axis is a separating plane; no gap anywhere means a common point.
 * Ericson, Real-Time Collision Detection, 4.2.1. Each box's shadow on the x, y and z axes is
 * drawn beside the axis in the box's colour; the yellow pieces on the lanes of the other boxes
 * are their overlap with, or gap to, the selected box. Click or Tab picks a box, dragging or
 * W/A/S/D/Q/E moves it; ',' and '.' set box B against box A to the edge cases below. */
#include "sample.h"

#include <stdio.h>

#define BOX_COUNT 3
#define LANE 0.3f /* spacing of the interval lanes beside each axis */

static const char *const names[BOX_COUNT] = {"A", "B", "C"};
static const char axis_names[3] = {'x', 'y', 'z'};

static struct {
    isect_aabb boxes[BOX_COUNT];
    int selected;
} s;

/* Box A as it starts; the presets (',' and '.') put it back there and set box B, each also a
 * start-up check. */
static const isect_aabb box_a = {{{0, 0.5f, 0}}, {{2, 1.5f, 2}}};
static const struct {
    const char *name;
    isect_aabb b;
    bool meets;
} presets[] = {
    {"sharing the face x = 2", {{{2, 0.5f, 0}}, {{3, 1.5f, 2}}}, true},
    {"0.001 apart along x", {{{2.001f, 0.5f, 0}}, {{3, 1.5f, 2}}}, false},
    {"touching at a corner", {{{2, 1.5f, 2}}, {{3, 2.5f, 3}}}, true},
    {"crossing, no corner inside the other", {{{-0.5f, 0.75f, 0.5f}}, {{2.5f, 1.25f, 1.5f}}}, true},
    {"overlap on x and y, 0.001 gap on z", {{{0.5f, 0.5f, 2.001f}}, {{1.5f, 1.5f, 3}}}, false},
    {"a point box on the face x = 2", {{{2, 1, 1}}, {{2, 1, 1}}}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.boxes[0] = box_a;
    s.boxes[1] = isect_aabb_from_corners((vec3s){{1.5f, 1, 1.5f}}, (vec3s){{3, 2.5f, 3}});
    s.boxes[2] = isect_aabb_from_corners((vec3s){{4.2f, 1, 0.5f}}, (vec3s){{3.2f, 2, 2}}); /* max x first */
    s.selected = 1;

    static const int pairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    static const bool expected[3] = {true, false, false};
    for (int k = 0; k < 3; k++) {
        isect_aabb a = s.boxes[pairs[k][0]], b = s.boxes[pairs[k][1]];
        sample_expect(ctx, isect_aabb_aabb(a, b) == expected[k], "Expected box %s to %s box %s",
                      names[pairs[k][0]], expected[k] ? "intersect" : "not intersect", names[pairs[k][1]]);
    }

    /* The unit box and its neighbour sharing the face x = 1 touch; moved 0.001 along x they do not. */
    isect_aabb unit = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    isect_aabb touching = isect_aabb_from_corners((vec3s){{1, 0, 0}}, (vec3s){{2, 1, 1}});
    isect_aabb apart = isect_aabb_from_corners((vec3s){{1.001f, 0, 0}}, (vec3s){{2, 1, 1}});
    sample_expect(ctx, isect_aabb_aabb(unit, touching), "Expected the box sharing a face to intersect the unit box");
    sample_expect(ctx, !isect_aabb_aabb(unit, apart), "Expected the box 0.001 away to not intersect the unit box");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_aabb_aabb(box_a, presets[i].b) == presets[i].meets,
                      "Expected box B of preset '%s' to %s box A", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{1.0f, 2.0f, 2.6f}}, 30.0f, 30.0f, 11.0f);
}

/* Box k's lane on the ruler of world axis i: the rulers lie beside the scene on the viewer's
 * side, x along the front, z down the right, y standing at the front-left corner. */
static vec3s lane_point(int axis, int k, float v)
{
    static const vec3s along[3] = {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}};
    static const vec3s base[3] = {{{0, 0, 3.4f}}, {{-0.4f, 0, 3.4f}}, {{4.7f, 0, 0}}};
    static const vec3s aside[3] = {{{0, 0, 1}}, {{-1, 0, 0}}, {{1, 0, 0}}};
    vec3s p = glms_vec3_muladds(aside[axis], LANE * (float)k, base[axis]);
    return glms_vec3_muladds(along[axis], v, p);
}

static bool hits_any(int i)
{
    for (int j = 0; j < BOX_COUNT; j++)
        if (j != i && isect_aabb_aabb(s.boxes[i], s.boxes[j]))
            return true;
    return false;
}

/* The "why" for the selected box a against box j: per axis the overlap of their intervals
 * (or the gap between them) in yellow on j's lane, and one HUD line with all three. */
static void explain(sample_ctx *ctx, int j)
{
    isect_aabb a = s.boxes[s.selected], b = s.boxes[j];
    char line[128];
    int n = snprintf(line, sizeof line, "%s-%s:", names[s.selected], names[j]);
    for (int i = 0; i < 3; i++) {
        float lo = fmaxf(a.min.raw[i], b.min.raw[i]), hi = fminf(a.max.raw[i], b.max.raw[i]);
        bool overlap = lo <= hi; /* a gap runs from hi (one box's max) to lo (the other's min) */
        vec3s p = lane_point(i, j, overlap ? lo : hi), q = lane_point(i, j, overlap ? hi : lo);
        vec3s nudge = glms_vec3_scale(glms_vec3_sub(lane_point(i, 0, 0), lane_point(i, 1, 0)), 0.3f);
        draw_line(ctx, glms_vec3_add(p, nudge), glms_vec3_add(q, nudge), COLOR_NOTE);
        draw_label(ctx, glms_vec3_lerp(p, q, 0.5f), COLOR_NOTE, "%s%.2f", overlap ? "" : "gap ", fabsf(hi - lo));
        n += snprintf(line + n, sizeof line - (size_t)n, "  %c: %s %.2f", axis_names[i],
                      overlap ? "overlap" : "gap", fabsf(hi - lo));
    }
    sample_text(ctx, "%s -> %s", line, isect_aabb_aabb(a, b) ? "all overlap: they meet" : "a gap: separated");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int k = 0; k < BOX_COUNT; k++) {
        isect_aabb b = s.boxes[k];
        vec4s color = hits_any(k) ? COLOR_HIT : COLOR_SHAPE;
        draw_aabb(ctx, b, color);
        sample_pick_aabb(ctx, k, b);
        draw_label(ctx, (vec3s){{b.min.x, b.max.y, b.max.z}}, color, "%s", names[k]);
        for (int i = 0; i < 3; i++) /* the box's shadow on axis i, on its own lane */
            draw_line(ctx, lane_point(i, k, b.min.raw[i]), lane_point(i, k, b.max.raw[i]), color);
        draw_label(ctx, lane_point(0, k, b.min.x - 0.3f), color, "%s", names[k]);
    }
    isect_aabb *box = &s.boxes[s.selected];
    draw_marker(ctx, glms_vec3_scale(glms_vec3_add(box->min, box->max), 0.5f), 0.5f);
    for (int j = 0; j < BOX_COUNT; j++)
        if (j != s.selected)
            explain(ctx, j);
    for (int i = 0; i < 3; i++)
        draw_label(ctx, lane_point(i, BOX_COUNT, i == 1 ? 2.8f : 0.0f), COLOR_NOTE, "%c", axis_names[i]);
}

static void select_box(sample_ctx *ctx, int k)
{
    (void)ctx;
    s.selected = k;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    isect_aabb *box = &s.boxes[s.selected];
    *box = (isect_aabb){glms_vec3_add(box->min, delta), glms_vec3_add(box->max, delta)};
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_box(ctx, (s.selected + 1) % BOX_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.boxes[0] = box_a, s.boxes[1] = presets[i].b;
    s.selected = 1;
    return presets[i].name;
}

/* The selected box against each of the others. */
static void copy_test(sample_ctx *ctx)
{
    static const char *const vars[BOX_COUNT] = {"a", "b", "c"};
    for (int k = 0; k < BOX_COUNT; k++)
        sample_code_aabb(ctx, vars[k], s.boxes[k]);
    for (int j = 0; j < BOX_COUNT; j++)
        if (j != s.selected)
            sample_code(ctx, "assert(isect_aabb_aabb(%s, %s) == %s);", vars[s.selected], vars[j],
                        isect_aabb_aabb(s.boxes[s.selected], s.boxes[j]) ? "true" : "false");
}

const sample sample_aabb_aabb = {
    .id = "aabb-aabb",
    .shows = "the interval overlap (or gap) on each axis",
    .title = "AABB vs AABB",
    .description = "Two boxes meet when their intervals overlap on every world axis: "
                   "a.min <= b.max and b.min <= a.max for x, y and z. A gap on one axis separates "
                   "them. Ericson, Real-Time Collision Detection, 4.2.1.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_box,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
