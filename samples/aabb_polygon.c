/* AABB vs convex polygon — the handout's "AABB against polygon", by separating axes: a convex
 * polygon and a box are apart exactly when their shadows on some axis l are apart. The axes
 * are those of AABB vs triangle with the triangle's three edges made the polygon's n: the box's
 * face normals x, y, z (0-2), the polygon's normal (3), and each box axis crossed with each edge
 * (4 + 3j + k: box axis k x edge j, which runs from v_{j-1} to v_j). On each axis the box covers
 * c.l +- r with r = e.abs(l), the polygon min..max of v_i.l. Ericson, Real-Time Collision
 * Detection, 5.2.9, generalised; the handout's exercise. */
#include "box_shadows.h"

/* The scene: four polygons around the box; polygon 3 starts selected. */
enum { POLY0, POLY1, POLY2, POLY3, BOX, COUNT, POLY_COUNT = 4 };
#define POLYGON(NAME, N, ...) {.kind = SHAPE_POLYGON, .name = (NAME), .polygon = {{__VA_ARGS__}, N}}
#define P(X, Y, Z) {{X, Y, Z}}
static const shape start[COUNT] = {
    /* A hexagon in the plane y = 0.3 x + 0.2, through the box. */
    [POLY0] = POLYGON("poly0", 6, P(2, 0.8f, 0), P(1, 0.5f, -1.7f), P(-1, -0.1f, -1.7f), P(-2, -0.4f, 0),
                      P(-1, -0.1f, 1.7f), P(1, 0.5f, 1.7f)),
    /* Beside the box in the plane x = -2.5: face x separates (axis 0). */
    [POLY1] = POLYGON("poly1", 5, P(-2.5f, -0.6f, -0.8f), P(-2.5f, 0.6f, -1), P(-2.5f, 1.2f, 0.2f), P(-2.5f, 0.3f, 1.1f),
                      P(-2.5f, -0.9f, 0.6f)),
    /* Across the corner (1, 1, 1) in the plane x + y + z = 3.3: within every slab of the box, but
     * its plane passes the corner (axis 3, the normal). */
    [POLY2] = POLYGON("poly2", 5, P(1.8f, 0.5f, 1), P(1.6f, 1.3f, 0.4f), P(0.8f, 1.8f, 0.7f), P(0.4f, 1.3f, 1.6f),
                      P(0.9f, 0.6f, 1.8f)),
    /* Past an edge: its plane cuts the box, yet only box y x edge 0 separates (axis 5). */
    [POLY3] = POLYGON("poly3", 4, P(1.5f, 0, 0), P(3, -2.5f, 2.5f), P(1.85f, -1.65f, 3.65f), P(1, -0.5f, 3)),
    [BOX] = SHAPE_AABB_FROM("box", -1, -1, -1, 1, 1, 1),
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for polygon 0 (',' and '.'), each also a start-up check. */
#define POLY0_AT(N, ...) POLYGON("poly0", N, __VA_ARGS__)
static const scene_preset presets[] = {
    {"vertex on the box corner", {POLY0_AT(4, P(1, 1, 1), P(3, 1, 1), P(3, 3, 2), P(1, 3, 2))}, true},
    {"0.001 past the corner", {POLY0_AT(4, P(1.001f, 1, 1), P(3, 1, 1), P(3, 3, 2), P(1.001f, 3, 2))}, false},
    {"flat on the top face", {POLY0_AT(4, P(-0.5f, 1, -0.5f), P(0.5f, 1, -0.5f), P(0.5f, 1, 0.5f), P(-0.5f, 1, 0.5f))}, true},
    {"0.001 above the top face",
     {POLY0_AT(4, P(-0.5f, 1.001f, -0.5f), P(0.5f, 1.001f, -0.5f), P(0.5f, 1.001f, 0.5f), P(-0.5f, 1.001f, 0.5f))}, false},
    {"in the plane x + y = 2: along the box's edge", {POLY0_AT(4, P(2, 0, -0.5f), P(2, 0, 0.5f), P(0, 2, 0.5f), P(0, 2, -0.5f))}, true},
    {"in the plane x + y = 2.001: just off it",
     {POLY0_AT(4, P(2.001f, 0, -0.5f), P(2.001f, 0, 0.5f), P(0, 2.001f, 0.5f), P(0, 2.001f, -0.5f))}, false},
    {"two vertices: a segment through the box", {POLY0_AT(2, P(-2, 0.5f, 0.5f), P(2, -0.5f, -0.5f))}, true},
};

/* The box against each polygon in the start scene; start_axis is the axis that separates each
 * (-1: none), as the comments above say. */
static const scene_pair pairs[] = {
    {"box", "poly0", true}, {"box", "poly1", false}, {"box", "poly2", false}, {"box", "poly3", false}};
static const int start_axis[POLY_COUNT] = {-1, 0, 3, 5};

/* The separating axis of the box and polygon i now (-1: none), and l along it. */
static int axis_of(int i, vec3s *l)
{
    return isect_aabb_polygon_axis(shapes[BOX].aabb, shapes[i].polygon.v, shapes[i].polygon.count, l);
}

/* copy-as-test's asserts beyond the pairs' verdicts: the separating axis of the box and the
 * selected polygon, or of every polygon while the box is selected. */
static void copy_test(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    for (int i = 0; i < POLY_COUNT; i++)
        if (selected == BOX || i == selected)
            sample_code(ctx, "assert(isect_aabb_polygon_axis(box, %s, %d, NULL) == %d);", shapes[i].name,
                        shapes[i].polygon.count, axis_of(i, NULL));
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, POLY3);
    for (int i = 0; i < POLY_COUNT; i++)
        sample_expect(ctx, axis_of(i, NULL) == start_axis[i], "Expected axis %d between polygon %d and the box", start_axis[i], i);
    sample_set_view(ctx, (vec3s){{-3.4f, 0.2f, 1.4f}}, 30.0f, 22.0f, 16.0f); /* the scene right of the HUD */
}

/* The why for polygon i: the separating axis (or none), and, unless the box is selected and
 * every polygon is explained, the axis l (made unit) beside the box with both shadows on it and
 * the gap between them. */
static void explain(sample_ctx *ctx, int i)
{
    static const char xyz[] = "xyz";
    const shape_polygon *p = &shapes[i].polygon;
    isect_aabb box = shapes[BOX].aabb;
    vec3s l;
    int k = axis_of(i, &l);
    vec3s n = GLMS_VEC3_ZERO; /* the normal as the library takes it: sum (v_k - v_0) x (v_k+1 - v_0) */
    for (int j = 1; j + 1 < p->count; j++)
        n = glms_vec3_add(n, glms_vec3_cross(glms_vec3_sub(p->v[j], p->v[0]), glms_vec3_sub(p->v[j + 1], p->v[0])));
    if (glms_vec3_norm2(n) == 0) { /* the degenerate case, named as such */
        sample_text(ctx, "polygon %d is degenerate: %d vertices in a line, no area;", i, p->count);
        sample_text(ctx, "   its normal (axis 3) is zero and never separates");
    }
    if (k == ISECT_AXIS_NONE) {
        sample_text(ctx, "polygon %d: none of the %d axes separates -> they meet", i, 4 + 3 * p->count);
        if (sample_selected(ctx) != BOX) /* from the front, 22 degrees up, as the separated cases beside */
            draw_view_from(ctx, (vec3s){{0, 0.4f, 1}}); /* them: a touch at a corner or edge shows as one */
        return;
    }
    if (k < 3) sample_text(ctx, "polygon %d: axis %d: box face %c separates", i, k, xyz[k]);
    else if (k == 3) sample_text(ctx, "polygon %d: axis 3: the polygon's normal separates", i);
    else sample_text(ctx, "polygon %d: axis %d: box %c × edge %d (v%d v%d) separates", i, k, xyz[(k - 4) % 3], (k - 4) / 3,
                     ((k - 4) / 3 + p->count - 1) % p->count, (k - 4) / 3);
    if (sample_selected(ctx) == BOX)
        return;
    /* l seen at its length and level, from its side in front (+z), 22 degrees up: its copy then
     * runs across the screen with the gap's label under it, and a separating plane (axis 3) is
     * almost a line past the box. A vertical l, whose copy stands at +x of the box with the gap's
     * label on the box's side, from behind: +x on the left, that label reads away from l. */
    vec3s u = glms_vec3_normalize(l), side = {{u.z, 0, -u.x}};
    if (fabsf(u.y) > 0.9f)
        draw_view_from(ctx, (vec3s){{0.4f, 0.6f, -1}});
    else
        draw_view_from(ctx, glms_vec3_add(side.z < 0 || (side.z == 0 && side.x < 0) ? glms_vec3_negate(side) : side,
                                          (vec3s){{0, 0.4f * glms_vec3_norm(side), 0}}));

    box_shadows_explain(ctx, box, sample_meets_any(ctx, BOX), l, p->v, p->count, "polygon", "poly");
}

const sample sample_aabb_polygon = {
    .id = "aabb-polygon", .title = "AABB vs Polygon",
    .shows = "the separating axis of the 4 + 3n and both shadows along it",
    .keywords = "SAT separating axis convex polygon handout",
    .description = "Separating axes: a box and a convex polygon of n edges are apart exactly when "
                   "their shadows on one of 4 + 3n axes are apart: the box faces x, y, z, the "
                   "polygon's normal, and box axis × polygon edge. On axis l the box covers "
                   "c·l ± e·|l|. Ericson, Real-Time Collision Detection, 5.2.9, generalised.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_aabb_polygon", pairs), .copy_test = copy_test,
    .initialize = initialize, .explain = explain,
};
