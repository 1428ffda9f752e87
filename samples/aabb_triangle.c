/* AABB vs triangle — the separating-axis test (SAT): two convex shapes are apart exactly when
 * their shadows on some axis l are apart. For a box and a triangle 13 axes suffice: the box's
 * face normals x, y, z (0-2), the triangle normal (3), and the nine cross products of a box
 * axis with a triangle edge (4 + 3i + j). On each axis the box covers c.l +- r with
 * r = e.abs(l), the triangle min..max of v_k.l; a gap on any one axis separates them.
 * Ericson, Real-Time Collision Detection, 5.2.9 (Akenine-Moller's test).
 * Click or Tab picks a triangle, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it. */
#include "sample.h"

#define TRI_COUNT 4

static struct {
    isect_aabb box;
    isect_triangle tris[TRI_COUNT];
    int selected;
} s;

/* Edge cases for triangle 0 (',' and '.'), each also a start-up check. */
static const struct {
    const char *name;
    isect_triangle tri;
    bool meets;
} presets[] = {
    {"vertex on the box corner", {{{1, 1, 1}}, {{3, 1, 1}}, {{1, 3, 2}}}, true},
    {"0.001 past the corner", {{{1.001f, 1, 1}}, {{3, 1, 1}}, {{1.001f, 3, 2}}}, false},
    {"flat on the top face", {{{-0.5f, 1, -0.5f}}, {{0.5f, 1, -0.5f}}, {{0, 1, 0.5f}}}, true},
    {"edge touching a box edge at (1, 1, 0)", {{{2, 0, 0}}, {{0, 2, 0}}, {{2, 2, 0}}}, true},
    {"zero-area needle through the box", {{{-2, 0, 0}}, {{2, 0, 0}}, {{0, 0, 0}}}, true},
    {"a point 0.001 outside face x = 1", {{{1.001f, 0, 0}}, {{1.001f, 0, 0}}, {{1.001f, 0, 0}}}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.box = isect_aabb_from_corners((vec3s){{-1, -1, -1}}, (vec3s){{1, 1, 1}});
    /* Slices through the box with every vertex outside it. */
    s.tris[0] = (isect_triangle){{{-2, 0.2f, -1.6f}}, {{2, -0.2f, -1.6f}}, {{0, 0, 2.2f}}};
    /* Beside the box: the x faces separate (axis 0). */
    s.tris[1] = (isect_triangle){{{-3.5f, -0.5f, 0}}, {{-2, 1, 0.5f}}, {{-2.5f, -1, 1.5f}}};
    /* Across a corner: within the box's slabs, but the triangle's plane passes the corner (axis 3). */
    s.tris[2] = (isect_triangle){{{1.9f, 0.7f, 0.7f}}, {{0.7f, 1.9f, 0.7f}}, {{0.7f, 0.7f, 1.9f}}};
    /* Past an edge: its plane cuts the box, yet only box y x edge 2 separates (axis 9). */
    s.tris[3] = (isect_triangle){{{1.5f, 0, 0}}, {{3, -2.5f, 2.5f}}, {{1, -0.5f, 3}}};
    s.selected = 3;

    static const int expected[TRI_COUNT] = {-1, 0, 3, 9};
    for (int i = 0; i < TRI_COUNT; i++) {
        int axis = isect_aabb_triangle_axis(s.box, s.tris[i], NULL);
        sample_expect(ctx, isect_aabb_triangle(s.box, s.tris[i]) == (expected[i] < 0) && axis == expected[i],
                      "Expected triangle %d to %s the box (axis %d)", i,
                      expected[i] < 0 ? "intersect" : "not intersect", expected[i]);
    }

    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_aabb_triangle(s.box, presets[i].tri) == presets[i].meets,
                      "Expected the triangle of preset '%s' to %s the box", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{-2.4f, 0.1f, 0.8f}}, 30.0f, 22.0f, 14.0f);
}

static vec3s centroid(isect_triangle t) { return glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3.0f); }

/* The why for a separated triangle: the axis l as a line beside the box, and both shadows on it
 * (the box's c.l +- r and the triangle's min..max), with the gap between them. */
static void explain(sample_ctx *ctx, isect_triangle t, int k, vec3s l, vec4s box_color)
{
    static const char xyz[] = "xyz";
    if (k < 0) {
        sample_text(ctx, "triangle %d: none of the 13 axes separates -> they meet", s.selected);
        return;
    }
    if (k < 3) sample_text(ctx, "triangle %d: axis %d: box face %c separates", s.selected, k, xyz[k]);
    else if (k == 3) sample_text(ctx, "triangle %d: axis 3: triangle normal separates", s.selected);
    else sample_text(ctx, "triangle %d: axis %d: box %c x edge %d separates", s.selected, k, xyz[(k - 4) / 3], (k - 4) % 3);

    vec3s c = glms_vec3_scale(glms_vec3_add(s.box.min, s.box.max), 0.5f), e = glms_vec3_sub(s.box.max, c);
    float r = glms_vec3_dot(e, glms_vec3_abs(l));
    float p0 = glms_vec3_dot(l, glms_vec3_sub(t.a, c)), p1 = glms_vec3_dot(l, glms_vec3_sub(t.b, c));
    float p2 = glms_vec3_dot(l, glms_vec3_sub(t.c, c));
    float lo = fminf(p0, fminf(p1, p2)), hi = fmaxf(p0, fmaxf(p1, p2));

    /* The axis runs 3.2 above the box: o = c + 3.2 * (the part of y across l). */
    vec3s up = fabsf(l.y) > 0.9f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    vec3s o = glms_vec3_muladds(glms_vec3_normalize(glms_vec3_muladds(l, -glms_vec3_dot(up, l), up)), 3.2f, c);
    float gap = draw_axis_intervals(ctx, o, l, "l", (draw_interval){-r, r, box_color, "box"},
                                    (draw_interval){lo, hi, COLOR_SHAPE, "tri"});
    sample_text(ctx, "box: %.2f .. %.2f   triangle: %.2f .. %.2f   gap %.3f", -r, r, lo, hi, gap);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = false;
    for (int i = 0; i < TRI_COUNT; i++) {
        bool hit = isect_aabb_triangle(s.box, s.tris[i]);
        any = any || hit;
        draw_triangle(ctx, s.tris[i], hit ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_triangle(ctx, i, s.tris[i]);
    }
    vec4s box_color = any ? COLOR_HIT : COLOR_SHAPE;
    draw_aabb(ctx, s.box, box_color);

    isect_triangle t = s.tris[s.selected];
    draw_marker(ctx, centroid(t), 0.5f);
    vec3s l;
    int k = isect_aabb_triangle_axis(s.box, t, &l);
    explain(ctx, t, k, l, box_color);
}

static void select_triangle(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    sample_shift_triangle(delta, &s.tris[s.selected]);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    sample_turn_triangle(turn, &s.tris[s.selected]);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_triangle(ctx, (s.selected + 1) % TRI_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = 0;
    s.tris[0] = presets[i].tri;
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_triangle t = s.tris[s.selected];
    sample_code_aabb(ctx, "box", s.box);
    sample_code_triangle(ctx, "tri", t);
    sample_code(ctx, "assert(isect_aabb_triangle(box, tri) == %s);", isect_aabb_triangle(s.box, t) ? "true" : "false");
    sample_code(ctx, "assert(isect_aabb_triangle_axis(box, tri, NULL) == %d);", isect_aabb_triangle_axis(s.box, t, NULL));
}

const sample sample_aabb_triangle = {
    .id = "aabb-triangle",
    .shows = "the separating axis of the 13 and both intervals along it",
    .title = "AABB vs Triangle",
    .description = "Separating axes: a box and a triangle are apart exactly when their shadows on "
                   "one of 13 axes are apart: the box faces x, y, z, the triangle normal, and box "
                   "axis x triangle edge (9). On axis l the box covers c.l +- e.abs(l). "
                   "Ericson, Real-Time Collision Detection, 5.2.9.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_triangle,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
