/* Line vs quad — a convex quad ABCD is two triangles, ABC and DAC, split by the diagonal AC.
 * One triple product picks the half: v = [pq pa pc] says on which side of AC the line passes
 * (v >= 0: B's side, test ABC; else D's side, test DAC). Only that triangle's two remaining
 * edges are then checked with the line-vs-triangle signs (5.3.4), so a quad costs hardly more
 * than a triangle. pq is first turned to face the quad's front, which makes the test two-sided.
 * Ericson, Real-Time Collision Detection, 5.3.5. Click or Tab picks a line or the quad; drag or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it (a line about the middle of pq, the quad
 * about its centroid); ',' and '.' set the edge cases below. */
#include "ray_draw.h"

#define ITEMS 3      /* lines 0-2 */
#define QUAD ITEMS   /* the target, after them: A, B, C, D in order, convex and planar */
#define SHAPE_QUAD_OF(...) {.kind = SHAPE_QUAD, .name = "quad", .polygon = {{__VA_ARGS__}, 4}} /* A, B, C, D */

/* The scene as it starts; each name is its variable in copy-as-test. The quad lies in the plane
 * z = x / 4, facing the camera. */
static const shape start[ITEMS + 1] = {
    SHAPE_LINE_THROUGH("line0", 2.16f, 0.48f, 1.9f, 0.96f, 0.88f, -0.1f),   /* through the ABC half */
    SHAPE_LINE_THROUGH("line1", -1.64f, 1.82f, 1.35f, -0.84f, 1.42f, -0.65f), /* through the DAC half */
    SHAPE_LINE_THROUGH("line2", 3.08f, 0.52f, 2.25f, 2.48f, 1.12f, 0.25f),   /* outside edge BC */
    SHAPE_QUAD_OF({{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{1.6f, 2.6f, 0.4f}}, {{-1.6f, 2.2f, -0.4f}}),
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static void explain(sample_ctx *ctx, int i);
static const ray_target target = {.items = ITEMS, .explain = explain, .kind = "quad", .length = 3.0f,
                                  .args = "quad[0], quad[1], quad[2], quad[3]"};
static float triple(vec3s x, vec3s y, vec3s z) { return glms_vec3_dot(x, glms_vec3_cross(y, z)); }

/* Edge cases (',' and '.'), past the document: a line (into line 0) and the square
 * (0,0,0) (2,0,0) (2,2,0) (0,2,0); each also a start-up check. Through AC or an edge a product
 * is exactly 0: still a hit. */
#define SQUARE SHAPE_QUAD_OF({{0, 0, 0}}, {{2, 0, 0}}, {{2, 2, 0}}, {{0, 2, 0}})
static const scene_preset presets[] = {
    {"through the diagonal AC: v = 0", {SQUARE, SHAPE_LINE_THROUGH("line0", 1, 1, 1, 1, 1, -1)}, true},
    {"through edge AB", {SQUARE, SHAPE_LINE_THROUGH("line0", 1, 0, 1, 1, 0, -1)}, true},
    {"0.001 outside edge AB", {SQUARE, SHAPE_LINE_THROUGH("line0", 1, -0.001f, 1, 1, -0.001f, -1)}, false},
    {"through the DAC half, pq from the back",
     {SQUARE, SHAPE_LINE_THROUGH("line0", 0.5f, 1.5f, -1, 0.5f, 1.5f, 1)}, true},
    {"through corner D", {SQUARE, SHAPE_LINE_THROUGH("line0", 0, 2, 1, 0, 2, -1)}, true},
    {"lying in the plane: no single point", {SQUARE, SHAPE_LINE_THROUGH("line0", -1, 1, 0, 3, 1, 0)}, false},
};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, ARRAY_COUNT(presets), NULL, expected);
    sample_set_view(ctx, (vec3s){{-2.4f, 1.3f, -1.4f}}, -30.0f, 20.0f, 12.0f);
}

/* The "why", in isect_line_quad's order: pq against the quad's normal (parallel: miss; turned
 * to face the front), the sign of v that picks the triangle by the diagonal AC, then that
 * triangle's two other edges, each ending the test when the line passes outside it. */
static void explain(sample_ctx *ctx, int i)
{
    const vec3s *quad = shapes[QUAD].polygon.v;
    vec3s A = quad[0], B = quad[1], C = quad[2], D = quad[3];
    vec3s p = shapes[i].segment.a, pq = glms_vec3_sub(shapes[i].segment.b, p);
    vec3s n = glms_vec3_cross(glms_vec3_sub(C, A), glms_vec3_sub(D, B));
    static const char *const names[4] = {"A", "B", "C", "D"};
    for (int k = 0; k < 4; k++)
        draw_label(ctx, quad[k], COLOR_NOTE, "%s", names[k]);
    float side = glms_vec3_dot(pq, n);
    if (side == 0) {
        sample_text(ctx, "line %d: 1. pq·n = 0 (n = AC × BD): parallel to the quad, or in its plane -> miss", i);
        return;
    }
    sample_text(ctx, "line %d: 1. pq·n = %s ≠ 0 (n = AC × BD)%s", i, HUD_SIGNED(side, 0),
                side > 0 ? ", so pq -> -pq (two-sided)" : "");
    if (side > 0) pq = glms_vec3_negate(pq);
    vec3s pa = glms_vec3_sub(A, p), pc = glms_vec3_sub(C, p);
    float v = triple(pq, pa, pc);
    bool abc = v >= 0;
    vec3s other = abc ? B : D;
    float u = abc ? triple(pq, pc, glms_vec3_sub(B, p)) : triple(pq, glms_vec3_sub(D, p), pc);
    float w = abc ? triple(pq, glms_vec3_sub(B, p), pa) : triple(pq, pa, glms_vec3_sub(D, p));
    const char *tri = abc ? "ABC" : "DAC";
    draw_line(ctx, A, C, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(glms_vec3_lerp(A, other, 0.5f), C, 0.15f), COLOR_NOTE, "%s used", tri);
    sample_text(ctx, "2. v = [pq pa pc] = %s %s 0: %s -> triangle %s", HUD_SIGNED(v, 0), abc ? "≥" : "<",
                v == 0 ? "on AC" : abc ? "B's side of AC" : "D's side of AC", tri);
    const char *u_edge = abc ? "BC" : "CD", *w_edge = abc ? "AB" : "DA";
    if (!(u >= 0)) {
        sample_text(ctx, "3. u = %s = %s < 0: outside edge %s -> miss", abc ? "[pq pc pb]" : "[pq pd pc]", HUD_SIGNED(u, 0),
                    u_edge);
        return;
    }
    sample_text(ctx, "3. u = %s = %s ≥ 0: %s edge %s", abc ? "[pq pc pb]" : "[pq pd pc]", HUD_SIGNED(u, 0),
                u == 0 ? "on" : "inside", u_edge);
    if (!(w >= 0)) {
        sample_text(ctx, "4. w = %s = %s < 0: outside edge %s -> miss", abc ? "[pq pb pa]" : "[pq pa pd]", HUD_SIGNED(w, 0),
                    w_edge);
        return;
    }
    sample_text(ctx, "4. w = %s = %s ≥ 0: %s edge %s -> hit in %s", abc ? "[pq pb pa]" : "[pq pa pd]",
                HUD_SIGNED(w, 0), w == 0 ? "on" : "inside", w_edge, tri);
    isect_hit h;
    if (ray_draw_hit(shapes, i, &h))
        draw_label(ctx, h.point, COLOR_NOTE, "hit");
}

const sample sample_line_quad = {
    .id = "line-quad", .title = "Line vs Quad",
    .shows = "the diagonal that picks the triangle, and the hit",
    .keywords = "raycast triple product",
    .description = "The diagonal AC splits the quad into ABC and DAC; the sign of v = [pq pa pc] "
                   "says which side of AC the line passes, so only that triangle's two other edges "
                   "are tested. Ericson, Real-Time Collision Detection, 5.3.5.",
    .initialize = initialize, .render = ray_draw_render,
};
