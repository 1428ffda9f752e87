/* AABB vs triangle — the separating-axis test (SAT): two convex shapes are apart exactly when
 * their shadows on some axis l are apart. For a box and a triangle 13 axes suffice: the box's
 * face normals x, y, z (0-2), the triangle normal (3), and the nine cross products of a box
 * axis with a triangle edge (4 + 3i + j). On each axis the box covers c.l +- r with
 * r = e.abs(l), the triangle min..max of v_k.l; a gap on any one axis separates them.
 * Ericson, Real-Time Collision Detection, 5.2.9 (Akenine-Moller's test).
 * Click or Tab picks a triangle or the box, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns a triangle; ',' and '.' set triangle 0 to the edge cases below. */
#include "box_shadows.h"

/* The scene: four triangles and the box, each named by its variable in copy-as-test; triangle 3
 * starts selected. */
enum { TRI0, TRI1, TRI2, TRI3, BOX, COUNT, TRI_COUNT = 4 };
#define TRIANGLE(NAME, AX, AY, AZ, BX, BY, BZ, CX, CY, CZ) \
    {.kind = SHAPE_TRIANGLE, .name = (NAME), .triangle = {{{AX, AY, AZ}}, {{BX, BY, BZ}}, {{CX, CY, CZ}}}}
static const shape start[COUNT] = {
    /* Slices through the box with every vertex outside it. */
    [TRI0] = TRIANGLE("tri0", -2, 0.2f, -1.6f, 2, -0.2f, -1.6f, 0, 0, 2.2f),
    /* Beside the box: the x faces separate (axis 0). */
    [TRI1] = TRIANGLE("tri1", -3.5f, -0.5f, 0, -2, 1, 0.5f, -2.5f, -1, 1.5f),
    /* Across a corner: within the box's slabs, but the triangle's plane passes the corner (axis 3). */
    [TRI2] = TRIANGLE("tri2", 1.9f, 0.7f, 0.7f, 0.7f, 1.9f, 0.7f, 0.7f, 0.7f, 1.9f),
    /* Past an edge: its plane cuts the box, yet only box y x edge 2 separates (axis 9). */
    [TRI3] = TRIANGLE("tri3", 1.5f, 0, 0, 3, -2.5f, 2.5f, 1, -0.5f, 3),
    [BOX] = SHAPE_AABB_FROM("box", -1, -1, -1, 1, 1, 1),
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for triangle 0 (',' and '.'), each also a start-up check. */
#define TRI0_AT(...) TRIANGLE("tri0", __VA_ARGS__)
static const scene_preset presets[] = {
    {"vertex on the box corner", {TRI0_AT(1, 1, 1, 3, 1, 1, 1, 3, 2)}, true},
    {"0.001 past the corner", {TRI0_AT(1.001f, 1, 1, 3, 1, 1, 1.001f, 3, 2)}, false},
    {"flat on the top face", {TRI0_AT(-0.5f, 1, -0.5f, 0.5f, 1, -0.5f, 0, 1, 0.5f)}, true},
    {"edge touching a box edge at (1, 1, 0)", {TRI0_AT(2, 0, 0, 0, 2, 0, 2, 2, 0)}, true},
    {"zero-area needle through the box", {TRI0_AT(-2, 0, 0, 2, 0, 0, 0, 0, 0)}, true},
    {"a point 0.001 outside face x = 1", {TRI0_AT(1.001f, 0, 0, 1.001f, 0, 0, 1.001f, 0, 0)}, false},
};

/* The box against each triangle in the start scene; start_axis is the axis that
 * separates each (-1: none), as the comments above say. */
static const scene_pair pairs[] = {
    {"box", "tri0", true}, {"box", "tri1", false}, {"box", "tri2", false}, {"box", "tri3", false}};
static const int start_axis[TRI_COUNT] = {-1, 0, 3, 9};

/* The separating axis of the box and triangle i now (-1: none). */
static int axis_of(int i) { return isect_aabb_triangle_axis(shapes[BOX].aabb, shapes[i].triangle, NULL); }

/* copy-as-test's asserts beyond the pairs' verdicts: the separating axis of the box and the
 * selected triangle, or of every triangle while the box is selected. */
static void copy_test(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    for (int i = 0; i < TRI_COUNT; i++)
        if (selected == BOX || i == selected)
            sample_code(ctx, "assert(isect_aabb_triangle_axis(box, %s, NULL) == %d);", shapes[i].name, axis_of(i));
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, TRI3);
    for (int i = 0; i < TRI_COUNT; i++)
        sample_expect(ctx, axis_of(i) == start_axis[i], "Expected axis %d between triangle %d and the box", start_axis[i], i);

    sample_set_view(ctx, (vec3s){{-3.2f, -0.9f, 0.8f}}, 30.0f, 22.0f, 15.0f);
}

/* The why for triangle i: the separating axis k (or none), and in full, for a separated
 * triangle, the axis l (made unit) as a line beside the box and both shadows on it (the box's c.l +- r and
 * the triangle's min..max), with the gap between them; full unless the box is selected and every
 * triangle is explained. */
static void explain(sample_ctx *ctx, int i)
{
    static const char xyz[] = "xyz";
    bool full = sample_selected(ctx) != BOX;
    isect_aabb box = shapes[BOX].aabb;
    isect_triangle t = shapes[i].triangle;
    vec3s l;
    int k = isect_aabb_triangle_axis(box, t, &l);
    if (glms_vec3_norm2(glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.a))) == 0) {
        sample_text(ctx, "triangle %d is degenerate: zero area (a segment or a point);", i);
        sample_text(ctx, "   its normal (axis 3) is zero and never separates"); /* as every zero axis */
    }
    if (k < 0) {
        sample_text(ctx, "triangle %d: none of the 13 axes separates -> they meet", i);
        isect_contact contact; /* F3: across the axis of least overlap, the contact normal */
        if (full && isect_aabb_triangle_contact(box, t, &contact)) {
            draw_view_edge_on(ctx, contact.normal); /* the contact plane edge-on, n across the view */
            draw_inset_axis(ctx, contact.normal, glms_vec3_lerp(isect_aabb_center(box), t.a, 0.5f),
                            glms_vec3_norm(isect_aabb_extents(box)) + glms_vec3_distance(t.a, t.b) + glms_vec3_distance(t.b, t.c),
                            "box vs tri: least overlap, n");
        }
        return;
    }
    if (k < 3) sample_text(ctx, "triangle %d: axis %d: box face %c separates", i, k, xyz[k]);
    else if (k == 3) sample_text(ctx, "triangle %d: axis 3: triangle normal separates", i);
    else sample_text(ctx, "triangle %d: axis %d: box %c × edge %d separates", i, k, xyz[(k - 4) / 3], (k - 4) % 3);
    if (!full)
        return;

    box_shadows_explain(ctx, box, sample_meets_any(ctx, BOX), l, (const vec3s[]){t.a, t.b, t.c}, 3, "triangle", "tri");
}

/* The framework's drawing for a sample that explains one shape at a time, and the SAT strip. */
static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    sample_explain_each(ctx, explain);
    sample_draw_contacts(ctx);
    sample_draw_sat_strip(ctx);
}

const sample sample_aabb_triangle = {
    .id = "aabb-triangle", .title = "AABB vs Triangle",
    .shows = "the separating axis of the 13 and both intervals along it",
    .keywords = "SAT separating axis",
    .description = "Separating axes: a box and a triangle are apart exactly when their shadows on "
                   "one of 13 axes are apart: the box faces x, y, z, the triangle normal, and box "
                   "axis × triangle edge (9). On axis l the box covers c·l ± e·|l|. "
                   "Ericson, Real-Time Collision Detection, 5.2.9.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_aabb_triangle", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
