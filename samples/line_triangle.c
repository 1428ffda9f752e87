/* Line vs triangle — the line through p and q passes on one side or the other of each edge, and
 * the sign of a scalar triple product says which: with pq = q - p and pa, pb, pc from p to the
 * corners, u = [pq pc pb], v = [pq pa pc] and w = [pq pb pa] (each six times the signed volume
 * of a tetrahedron). The line pierces the triangle when all three have the same sign (a zero:
 * through an edge, still a hit); the point is then (u a + v b + w c) / (u + v + w), so u, v, w
 * are unnormalised barycentric coordinates. No t: the line is infinite both ways.
 * Ericson, Real-Time Collision Detection, 5.3.4 (made two-sided).
 * Click or Tab picks a line or the triangle; drag or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns it. */
#include "ray_set.h"

static struct {
    isect_triangle tri;
    ray_set lines; /* lines 0-2: p = start - dir, q = start + dir */
} s;

/* The line's verdict; h->point gets the point where it pierces (a line has no t). */
static bool hit(int i, isect_hit *h)
{
    isect_segment l = ray_set_segment(&s.lines, i);
    return isect_line_triangle(l.a, l.b, s.tri, h ? &h->point : NULL);
}
static float triple(vec3s x, vec3s y, vec3s z) { return glms_vec3_dot(x, glms_vec3_cross(y, z)); }

/* Edge cases (',' and '.'), past the document, on T = (0,0,0) (2,0,0) (0,2,0); each also a
 * start-up check. Through an edge one product is exactly 0: still a hit. */
#define T {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}}
static const struct {
    const char *name;
    float line[6]; /* middle, half of pq */
    isect_triangle tri;
    bool hits;
} presets[] = {
    {"through edge ab: w = 0", {1, 0, 0, 0, 0, -1}, T, true},
    {"0.001 outside edge ab", {1, -0.001f, 0, 0, 0, -1}, T, false},
    {"through corner c", {0, 2, 0, 0, 0, 1}, T, true},
    {"pq from the back", {0.5f, 0.5f, 0, 0, 0, 1}, T, true},
    {"lying in the plane: no single point", {1, 0.5f, 0, 2, 0, 0}, T, false},
    {"zero-area triangle: rejected", {1, 0, 0, 0, 0, -1}, {{{0, 0, 0}}, {{2, 0, 0}}, {{1, 0, 0}}}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void start(void)
{
    s.tri = (isect_triangle){{{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{0, 3, 0}}};
    static const float scene[3][6] = {
        {0.86f, 1, 0.725f, -0.6f, 0, -1},     /* line 0: through the triangle */
        {2.02f, 2.38f, -0.05f, 0.3f, 0.2f, 1},  /* line 1: outside edge bc */
        {-0.8f, 0.98f, 0.475f, 0.5f, -0.3f, -1}, /* line 2: through it, pq pointing the other way */
    };
    ray_set_init(&s.lines, scene, 0, 0, 3);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.tri = presets[i].tri;
    ray_set_place(&s.lines, RAY_KIND_LINE, presets[i].line);
    return presets[i].name;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    for (int i = 0; i < PRESET_COUNT; i++) {
        start();
        preset(ctx, i);
        ray_set_expect_preset(ctx, &s.lines, hit, presets[i].name, presets[i].hits, -1, "triangle");
    }
    start();
    static const bool expected[3] = {true, false, true};
    ray_set_expect(ctx, &s.lines, hit, expected, "triangle");
    sample_set_view(ctx, (vec3s){{-1.7f, 1.0f, -1}}, -30.0f, 20.0f, 11.0f);
}

/* The "why": the three triple products of the selected line and their signs. */
static void explain(sample_ctx *ctx, int i)
{
    isect_segment l = ray_set_segment(&s.lines, i);
    vec3s p = l.a, q = l.b, pq = glms_vec3_sub(q, p);
    vec3s pa = glms_vec3_sub(s.tri.a, p), pb = glms_vec3_sub(s.tri.b, p), pc = glms_vec3_sub(s.tri.c, p);
    float u = triple(pq, pc, pb), v = triple(pq, pa, pc), w = triple(pq, pb, pa);
    sample_text(ctx, "line %d: pq = q - p; pa, pb, pc: p to the corners", i);
    sample_text(ctx, "u = [pq pc pb] = %+.3f  (edge bc)", u);
    sample_text(ctx, "v = [pq pa pc] = %+.3f  (edge ca)", v);
    sample_text(ctx, "w = [pq pb pa] = %+.3f  (edge ab)", w);
    isect_hit h;
    if (hit(i, &h)) {
        sample_text(ctx, "one sign: hit at (u a + v b + w c) / (u + v + w)");
        draw_label(ctx, h.point, COLOR_NOTE, "hit");
    } else
        sample_text(ctx, "signs differ: it passes outside an edge -> miss");
    draw_point(ctx, p, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, p, COLOR_NOTE, "p");
    draw_label(ctx, q, COLOR_NOTE, "q");
    draw_label(ctx, s.tri.a, COLOR_NOTE, "a");
    draw_label(ctx, s.tri.b, COLOR_NOTE, "b");
    draw_label(ctx, s.tri.c, COLOR_NOTE, "c");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = ray_set_draw(ctx, &s.lines, hit, 3.5f);
    draw_triangle(ctx, s.tri, any ? COLOR_HIT : COLOR_SHAPE);
    ray_set_pick(ctx, &s.lines);
    sample_pick_triangle(ctx, RAY_SET_TARGET, s.tri);
    if (s.lines.selected == RAY_SET_TARGET)
        draw_marker(ctx, glms_vec3_divs(glms_vec3_add(glms_vec3_add(s.tri.a, s.tri.b), s.tri.c), 3), 0.5f);
    explain(ctx, s.lines.item);
}

static void select_shape(sample_ctx *ctx, int shape) { (void)ctx, ray_set_select(&s.lines, shape); }
static void key(sample_ctx *ctx, int key) { (void)ctx, ray_set_key(&s.lines, key); }

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (!ray_set_translate(&s.lines, delta))
        sample_shift_triangle(delta, &s.tri);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    if (!ray_set_rotate(&s.lines, turn))
        sample_turn_triangle(turn, &s.tri);
}

static void copy_test(sample_ctx *ctx)
{
    sample_code_triangle(ctx, "tri", s.tri);
    ray_set_code(ctx, &s.lines, hit, "triangle", "tri");
}

const sample sample_line_triangle = {
    .id = "line-triangle",
    .shows = "the infinite line and the signs of the three scalar triple products",
    .title = "Line vs Triangle",
    .description = "The line pq pierces abc when the scalar triple products u = [pq pc pb], "
                   "v = [pq pa pc], w = [pq pb pa] all have one sign: it passes inside each edge. "
                   "The point is (u a + v b + w c) / (u + v + w). "
                   "Ericson, Real-Time Collision Detection, 5.3.4.",
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
