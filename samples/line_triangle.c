/* Line vs triangle — the line through p and q passes on one side or the other of each edge, and
 * the sign of a scalar triple product says which: with pq = q - p and pa, pb, pc from p to the
 * corners, u = [pq pc pb], v = [pq pa pc] and w = [pq pb pa] (each six times the signed volume
 * of a tetrahedron). The line pierces the triangle when all three have the same sign (a zero:
 * through an edge, still a hit); the point is then (u a + v b + w c) / (u + v + w), so u, v, w
 * are unnormalised barycentric coordinates. No t: the line is infinite both ways.
 * Ericson, Real-Time Collision Detection, 5.3.4 (made two-sided).
 * Click or Tab picks a line or the triangle; drag or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns it (a line about the middle of pq); ',' and '.' set the edge cases below. */
#include "ray_draw.h"

#define ITEMS 3      /* lines 0-2 */
#define TRI ITEMS    /* the target, after them */
#define SHAPE_TRI(...) {.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {__VA_ARGS__}} /* a, b, c */

/* The scene as it starts; each name is its variable in copy-as-test. */
static const shape start[ITEMS + 1] = {
    SHAPE_LINE_THROUGH("line0", 1.46f, 1, 1.725f, 0.26f, 1, -0.275f),       /* through the triangle */
    SHAPE_LINE_THROUGH("line1", 1.72f, 2.18f, -1.05f, 2.32f, 2.58f, 0.95f), /* outside edge bc */
    SHAPE_LINE_THROUGH("line2", -1.3f, 1.28f, 1.475f, -0.3f, 0.68f, -0.525f), /* through it, pq the other way */
    SHAPE_TRI({{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{0, 3, 0}}),
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static void explain(sample_ctx *ctx, int i);
static const ray_target target = {.items = ITEMS, .explain = explain, .kind = "triangle", .length = 3.5f};
static float triple(vec3s x, vec3s y, vec3s z) { return glms_vec3_dot(x, glms_vec3_cross(y, z)); }

/* Edge cases (',' and '.'), past the document: a triangle and a line (into line 0), mostly on
 * T = (0,0,0) (2,0,0) (0,2,0); each also a start-up check. Through an edge one product is
 * exactly 0: still a hit. */
#define T SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}})
static const scene_preset presets[] = {
    {"through edge ab: w = 0", {T, SHAPE_LINE_THROUGH("line0", 1, 0, 1, 1, 0, -1)}, true},
    {"0.001 outside edge ab", {T, SHAPE_LINE_THROUGH("line0", 1, -0.001f, 1, 1, -0.001f, -1)}, false},
    {"through corner c", {T, SHAPE_LINE_THROUGH("line0", 0, 2, -1, 0, 2, 1)}, true},
    {"pq from the back", {T, SHAPE_LINE_THROUGH("line0", 0.5f, 0.5f, -1, 0.5f, 0.5f, 1)}, true},
    {"lying in the plane: the 2-D test", {T, SHAPE_LINE_THROUGH("line0", -1, 0.5f, 0, 3, 0.5f, 0)}, true},
    {"zero-area triangle: the segment it spans",
     {SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{1, 0, 0}}), SHAPE_LINE_THROUGH("line0", 1, 0, 1, 1, 0, -1)}, true},
};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, false, true};
    ray_draw_start(ctx, &target, shapes, start, presets, ARRAY_COUNT(presets), NULL, expected);
    sample_set_view(ctx, (vec3s){{-2.3f, 1.5f, -1.4f}}, -30.0f, 20.0f, 11.0f);
}

static void draw_names(sample_ctx *ctx, int i, isect_triangle tri);

/* The "why": the three triple products of line i and their signs, then their sum, in
 * isect_line_triangle's order. */
static void explain(sample_ctx *ctx, int i)
{
    isect_triangle tri = shapes[TRI].triangle;
    vec3s p = shapes[i].segment.a, q = shapes[i].segment.b, pq = glms_vec3_sub(q, p);
    vec3s pa = glms_vec3_sub(tri.a, p), pb = glms_vec3_sub(tri.b, p), pc = glms_vec3_sub(tri.c, p);
    float u = triple(pq, pc, pb), v = triple(pq, pa, pc), w = triple(pq, pb, pa);
    sample_text(ctx, "line %d: pq = q - p; pa, pb, pc: p to the corners", i);
    sample_text(ctx, "u = [pq pc pb] = %s  (edge bc)", HUD_SIGNED(u, 0));
    sample_text(ctx, "v = [pq pa pc] = %s  (edge ca)", HUD_SIGNED(v, 0));
    sample_text(ctx, "w = [pq pb pa] = %s  (edge ab)", HUD_SIGNED(w, 0));
    /* isect_line_triangle's branches, in its order: the signs, then the sum. */
    bool some_above = u > 0 || v > 0 || w > 0, some_below = u < 0 || v < 0 || w < 0;
    if (some_above && some_below) {
        /* The one of the lesser sign names the edge passed; one of each and a 0 name none. */
        int above = (u > 0) + (v > 0) + (w > 0), below = (u < 0) + (v < 0) + (w < 0);
        const char *edge = above > below ? (u < 0 ? "edge bc" : v < 0 ? "edge ca" : "edge ab")
                         : below > above ? (u > 0 ? "edge bc" : v > 0 ? "edge ca" : "edge ab") : "an edge";
        sample_text(ctx, "1. one > 0 and one < 0: the line passes outside %s -> miss", edge);
        draw_names(ctx, i, tri);
        return;
    }
    if (!some_above && !some_below)
        sample_text(ctx, "1. u = v = w = 0: no sign against another");
    else
        sample_text(ctx, "1. all %s 0: one sign, %s", some_above ? "≥" : "≤", ray_draw_passage(u, v, w));
    float sum = u + v + w;
    isect_hit h;
    if (sum == 0) { /* the sum is -pq.(ab x ac): 0 for a line parallel to the plane, or no plane */
        vec3s n = glms_vec3_cross(glms_vec3_sub(tri.b, tri.a), glms_vec3_sub(tri.c, tri.a));
        bool hit = ray_draw_hit(shapes, i, &h);
        sample_text(ctx, "2. u + v + w = 0: %s -> %s",
                    glms_vec3_norm2(n) == 0                         ? "a zero-area triangle: the segment it spans"
                    : glms_vec3_dot(n, glms_vec3_sub(p, tri.a)) == 0 ? "the line lies in the plane: the 2-D test"
                                                                     : "the line is parallel to the plane",
                    hit ? "hit" : "miss");
        if (hit) draw_label(ctx, h.point, COLOR_NOTE, "hit");
    } else if (ray_draw_hit(shapes, i, &h)) {
        sample_text(ctx, "2. u + v + w = %s: hit at (u a + v b + w c) / (u + v + w)", HUD_SIGNED(sum, 0));
        draw_label(ctx, h.point, COLOR_NOTE, "hit");
    } else { /* a sum that overflowed */
        sample_text(ctx, "2. u + v + w is not finite -> miss");
    }
    draw_names(ctx, i, tri);
}

/* The labels of line i's points and the triangle's corners. */
static void draw_names(sample_ctx *ctx, int i, isect_triangle tri)
{
    vec3s p = shapes[i].segment.a, q = shapes[i].segment.b;
    draw_point(ctx, p, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, p, COLOR_NOTE, "p");
    draw_label(ctx, q, COLOR_NOTE, "q");
    draw_label(ctx, tri.a, COLOR_NOTE, "a");
    draw_label(ctx, tri.b, COLOR_NOTE, "b");
    draw_label(ctx, tri.c, COLOR_NOTE, "c");
}

const sample sample_line_triangle = {
    .id = "line-triangle", .title = "Line vs Triangle",
    .shows = "the infinite line and the signs of the three scalar triple products",
    .keywords = "raycast triple product",
    .description = "The line pq pierces abc when the scalar triple products u = [pq pc pb], "
                   "v = [pq pa pc], w = [pq pb pa] all have one sign: it passes inside each edge. "
                   "The point is (u a + v b + w c) / (u + v + w). "
                   "Ericson, Real-Time Collision Detection, 5.3.4.",
    .initialize = initialize, .render = ray_draw_render,
};
