/* Line vs quad — a convex quad ABCD is two triangles, ABC and DAC, split by the diagonal AC.
 * One triple product picks the half: v = [pq pa pc] says on which side of AC the line passes
 * (v >= 0: B's side, test ABC; else D's side, test DAC). Only that triangle's two remaining
 * edges are then checked with the line-vs-triangle signs (5.3.4), so a quad costs hardly more
 * than a triangle. pq is first turned to face the quad's front, which makes the test two-sided.
 * Ericson, Real-Time Collision Detection, 5.3.5. Click or Tab picks a line or the quad; drag or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it. */
#include "ray_set.h"

static struct {
    vec3s quad[4]; /* A, B, C, D in order, convex and planar */
    ray_set lines; /* lines 0-2: p = start - dir, q = start + dir */
} s;

/* The line's verdict; h->point gets the point where it pierces (a line has no t). */
static bool hit(int i, isect_hit *h)
{
    isect_segment l = ray_set_segment(&s.lines, i);
    return isect_line_quad(l.a, l.b, s.quad[0], s.quad[1], s.quad[2], s.quad[3], h ? &h->point : NULL);
}
static float triple(vec3s x, vec3s y, vec3s z) { return glms_vec3_dot(x, glms_vec3_cross(y, z)); }

/* Edge cases (',' and '.'), past the document, on the square (0,0,0) (2,0,0) (2,2,0) (0,2,0);
 * each also a start-up check. Through AC or an edge a product is exactly 0: still a hit. */
#define SQUARE {{{0, 0, 0}}, {{2, 0, 0}}, {{2, 2, 0}}, {{0, 2, 0}}}
static const struct {
    const char *name;
    float line[6]; /* middle, half of pq */
    vec3s quad[4];
    bool hits;
} presets[] = {
    {"through the diagonal AC: v = 0", {1, 1, 0, 0, 0, -1}, SQUARE, true},
    {"through edge AB", {1, 0, 0, 0, 0, -1}, SQUARE, true},
    {"0.001 outside edge AB", {1, -0.001f, 0, 0, 0, -1}, SQUARE, false},
    {"through the DAC half, pq from the back", {0.5f, 1.5f, 0, 0, 0, 1}, SQUARE, true},
    {"through corner D", {0, 2, 0, 0, 0, -1}, SQUARE, true},
    {"lying in the plane: no single point", {1, 1, 0, 2, 0, 0}, SQUARE, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void start(void)
{
    /* In the plane z = x / 4, facing the camera. */
    s.quad[0] = (vec3s){{-2, -0.5f, -0.5f}}, s.quad[1] = (vec3s){{2, 0, 0.5f}};
    s.quad[2] = (vec3s){{1.6f, 2.6f, 0.4f}}, s.quad[3] = (vec3s){{-1.6f, 2.2f, -0.4f}};
    static const float scene[3][6] = {
        {1.56f, 0.68f, 0.9f, -0.6f, 0.2f, -1},   /* line 0: through the ABC half */
        {-1.24f, 1.62f, 0.35f, 0.4f, -0.2f, -1},   /* line 1: through the DAC half */
        {2.78f, 0.82f, 1.25f, -0.3f, 0.3f, -1},     /* line 2: outside edge BC */
    };
    ray_set_init(&s.lines, scene, 0, 0, 3);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    for (int k = 0; k < 4; k++)
        s.quad[k] = presets[i].quad[k];
    ray_set_place(&s.lines, RAY_KIND_LINE, presets[i].line);
    return presets[i].name;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    for (int i = 0; i < PRESET_COUNT; i++) {
        start();
        preset(ctx, i);
        ray_set_expect_preset(ctx, &s.lines, hit, presets[i].name, presets[i].hits, -1, "quad");
    }
    start();
    static const bool expected[3] = {true, true, false};
    ray_set_expect(ctx, &s.lines, hit, expected, "quad");
    sample_set_view(ctx, (vec3s){{-1.7f, 1.0f, -1}}, -30.0f, 20.0f, 12.0f);
}

/* The "why": the diagonal AC, the sign of v that picks the triangle, and that triangle's test. */
static void explain(sample_ctx *ctx, int i)
{
    vec3s A = s.quad[0], B = s.quad[1], C = s.quad[2], D = s.quad[3];
    isect_segment l = ray_set_segment(&s.lines, i);
    vec3s p = l.a, pq = glms_vec3_sub(l.b, p);
    vec3s n = glms_vec3_cross(glms_vec3_sub(C, A), glms_vec3_sub(D, B));
    if (glms_vec3_dot(pq, n) > 0) pq = glms_vec3_negate(pq); /* face the quad's front */
    vec3s pa = glms_vec3_sub(A, p), pc = glms_vec3_sub(C, p);
    float v = triple(pq, pa, pc);
    bool abc = v >= 0;
    vec3s other = abc ? B : D;
    float u = abc ? triple(pq, pc, glms_vec3_sub(B, p)) : triple(pq, glms_vec3_sub(D, p), pc);
    float w = abc ? triple(pq, glms_vec3_sub(B, p), pa) : triple(pq, pa, glms_vec3_sub(D, p));
    sample_text(ctx, "line %d: v = [pq pa pc] = %+.3f", i, v);
    sample_text(ctx, "v %s 0: %s's side of AC -> test triangle %s", abc ? ">=" : "<", abc ? "B" : "D", abc ? "ABC" : "DAC");
    sample_text(ctx, "its other two edges: %+.3f, %+.3f", u, w);
    isect_hit h;
    if (hit(i, &h)) {
        sample_text(ctx, "both >= 0: hit in %s", abc ? "ABC" : "DAC");
        draw_label(ctx, h.point, COLOR_NOTE, "hit");
    } else
        sample_text(ctx, "one < 0: passes outside %s -> miss", abc ? "ABC" : "DAC");
    draw_line(ctx, A, C, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(glms_vec3_lerp(A, other, 0.5f), C, 0.15f), COLOR_NOTE, "%s used", abc ? "ABC" : "DAC");
    static const char *const names[4] = {"A", "B", "C", "D"};
    for (int k = 0; k < 4; k++)
        draw_label(ctx, s.quad[k], COLOR_NOTE, "%s", names[k]);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = ray_set_draw(ctx, &s.lines, hit, 3.0f);
    draw_polygon(ctx, s.quad, 4, any ? COLOR_HIT : COLOR_SHAPE);
    ray_set_pick(ctx, &s.lines);
    sample_pick_triangle(ctx, RAY_SET_TARGET, (isect_triangle){s.quad[0], s.quad[1], s.quad[2]});
    sample_pick_triangle(ctx, RAY_SET_TARGET, (isect_triangle){s.quad[0], s.quad[2], s.quad[3]});
    if (s.lines.selected == RAY_SET_TARGET)
        draw_marker(ctx, glms_vec3_lerp(s.quad[0], s.quad[2], 0.5f), 0.5f);
    explain(ctx, s.lines.item);
}

static void select_shape(sample_ctx *ctx, int shape) { (void)ctx, ray_set_select(&s.lines, shape); }
static void key(sample_ctx *ctx, int key) { (void)ctx, ray_set_key(&s.lines, key); }

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (!ray_set_translate(&s.lines, delta))
        sample_shift_points(delta, s.quad, 4);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    if (!ray_set_rotate(&s.lines, turn))
        sample_turn_points(turn, s.quad, 4);
}

static void copy_test(sample_ctx *ctx)
{
    static const char *const names[4] = {"a", "b", "c", "d"};
    for (int k = 0; k < 4; k++)
        sample_code_vec3(ctx, names[k], s.quad[k]);
    ray_set_code(ctx, &s.lines, hit, "quad", "a, b, c, d");
}

const sample sample_line_quad = {
    .id = "line-quad",
    .shows = "the diagonal that picks the triangle, and the hit",
    .title = "Line vs Quad",
    .description = "The diagonal AC splits the quad into ABC and DAC; the sign of v = [pq pa pc] "
                   "says which side of AC the line passes, so only that triangle's two other edges "
                   "are tested. Ericson, Real-Time Collision Detection, 5.3.5.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_shape,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
