/* Point in triangle — both forms of Ericson 5.4.2, side by side. Barycentric (3.4): p's
 * projection onto the plane is a + v (b - a) + w (c - a), with v, w from the dot products of
 * b - a, c - a and p - a; it is inside when v >= 0, w >= 0 and v + w <= 1. Cross products: the
 * normals u, v, w of the triangles p b c, p c a and p a b all point the way n = (b - a) x (c - a)
 * does when p is inside: n.u, n.v, n.w >= 0. Off the plane both judge p's projection (the prism
 * over the triangle); a triangle of zero area contains nothing. Ericson, Real-Time Collision
 * Detection, 3.4 and 5.4.2. Yellow: v along b - a, then w along c - a, to the projection p'. */
#include "sample.h"

/* The scene: a triangle in the plane y = 0 and four points, each named by its variable in
 * copy-as-test; p2, above the plane, starts selected. */
enum { TRI, P0, P1, P2, P3, COUNT };
#define TRIANGLE(NAME, AX, AY, AZ, BX, BY, BZ, CX, CY, CZ) \
    {.kind = SHAPE_TRIANGLE, .name = (NAME), .triangle = {{{AX, AY, AZ}}, {{BX, BY, BZ}}, {{CX, CY, CZ}}}}
#define START_TRI TRIANGLE("tri", 1, 0, 2, 5, 0, 2, 3, 0, -2) /* n = (b - a) x (c - a) = (0, 16, 0) */
static const shape start[COUNT] = {
    [TRI] = START_TRI,
    [P0] = SHAPE_POINT_AT("p0", 3.5f, 0, 0.5f),    /* inside */
    [P1] = SHAPE_POINT_AT("p1", 5.2f, 0, 0.2f),    /* beyond edge bc */
    [P2] = SHAPE_POINT_AT("p2", 2.6f, 1.4f, 0.8f), /* above the plane, over the inside */
    [P3] = SHAPE_POINT_AT("p3", 1.6f, 0, -1.3f),   /* beyond edge ca */
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each point against the triangle as the scene starts (the barycentric call). */
static const scene_pair pairs[] = {{"p0", "tri", true}, {"p1", "tri", false}, {"p2", "tri", true}, {"p3", "tri", false}};

/* Edge cases for p0 with the triangle put back (',' and '.'), each also a start-up check; on an
 * edge or a vertex the small integers make v, w and n.u, n.v, n.w exact. */
static const scene_preset presets[] = {
    {"on edge ab", {START_TRI, SHAPE_POINT_AT("p0", 2.5f, 0, 2)}, true},
    {"0.001 outside edge ab", {START_TRI, SHAPE_POINT_AT("p0", 2.5f, 0, 2.001f)}, false},
    {"on vertex c", {START_TRI, SHAPE_POINT_AT("p0", 3, 0, -2)}, true},
    {"1.5 above the plane, projecting inside", {START_TRI, SHAPE_POINT_AT("p0", 3, 1.5f, 1)}, true},
    {"on the line of bc, beyond c (the book's u-with-v test passes it)", {START_TRI, SHAPE_POINT_AT("p0", 2.5f, 0, -3)}, false},
    {"a collinear triangle: zero area contains nothing",
     {TRIANGLE("tri", 1, 0, 2, 3, 0, 0, 5, 0, -2), SHAPE_POINT_AT("p0", 3, 0, 0)}, false},
};

/* copy-as-test's asserts beyond the pairs: the cross-product form on the selected point, or on
 * every point while the triangle is selected. */
static void copy_test(sample_ctx *ctx)
{
    for (int i = P0; i < COUNT; i++)
        if (sample_selected(ctx) == TRI || sample_selected(ctx) == i)
            sample_code(ctx, "assert(isect_point_in_triangle_cross(%s, tri) == %s);", shapes[i].name,
                        isect_point_in_triangle_cross(shapes[i].point, shapes[TRI].triangle) ? "true" : "false");
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, P2);
    /* The other form gives the same verdicts: the start scene and every preset. */
    for (int k = 0; k < (int)ARRAY_COUNT(pairs); k++)
        sample_expect(ctx, isect_point_in_triangle_cross(start[P0 + k].point, start[TRI].triangle) == pairs[k].expected,
                      "Expected the cross-product form to agree on %s", pairs[k].a);
    for (int k = 0; k < (int)ARRAY_COUNT(presets); k++)
        sample_expect(ctx,
                      isect_point_in_triangle_cross(presets[k].set[1].point, presets[k].set[0].triangle) == presets[k].expected,
                      "Expected the cross-product form to agree on preset '%s'", presets[k].name);
    sample_set_view(ctx, (vec3s){{0.2f, 0.9f, -2.25f}}, -30.0f, 30.0f, 11.25f); /* under and right of the HUD */
}

/* "+0.25 ≥ 0" or "-0.0002 < 0": a value printed so that its difference from 0 shows, and its sign. */
#define SIGNED_VS_0(X) HUD_SIGNED((X), 0), (X) >= 0 ? "≥" : "<"

/* The why for point i, in the library's arithmetic: both forms' numbers with each library
 * verdict; the barycentric path to p' drawn when the point is selected. */
static void explain(sample_ctx *ctx, int i)
{
    isect_triangle t = shapes[TRI].triangle;
    vec3s p = shapes[i].point;
    bool in_bary = isect_point_in_triangle_barycentric(p, t), in_cross = isect_point_in_triangle_cross(p, t);
    const char *name = shapes[i].name, *bary = in_bary ? "inside" : "outside", *cross = in_cross ? "inside" : "outside";
    vec3s v0 = glms_vec3_sub(t.b, t.a), v1 = glms_vec3_sub(t.c, t.a), v2 = glms_vec3_sub(p, t.a);
    float d00 = glms_vec3_dot(v0, v0), d01 = glms_vec3_dot(v0, v1), d11 = glms_vec3_dot(v1, v1);
    float d20 = glms_vec3_dot(v2, v0), d21 = glms_vec3_dot(v2, v1), denom = d00 * d11 - d01 * d01;
    float vd = d11 * d20 - d01 * d21, wd = d00 * d21 - d01 * d20; /* v D and w D, undivided as the library keeps them */
    float v = denom > 0 ? vd / denom : 0, w = denom > 0 ? wd / denom : 0;
    vec3s n = glms_vec3_cross(v0, v1), along = glms_vec3_muladds(v0, v, t.a), q = glms_vec3_muladds(v1, w, along); /* q = p' */
    float nu = glms_vec3_dot(n, glms_vec3_cross(glms_vec3_sub(t.c, t.b), glms_vec3_sub(p, t.b)));
    float nv = glms_vec3_dot(n, glms_vec3_cross(glms_vec3_sub(t.a, t.c), glms_vec3_sub(p, t.c)));
    float nw = glms_vec3_dot(n, glms_vec3_cross(v0, v2));
    if (!(denom > 0)) { /* zero area: no plane, no v and w */
        sample_text(ctx, "%s: D = d00 d11 - d01² = %s: zero area -> barycentric %s", name, HUD_NUM(denom, 0), bary);
    } else if (sample_selected(ctx) != i) { /* one line for each point while the triangle is selected */
        draw_line(ctx, p, q, COLOR_NOTE);
        sample_text(ctx, "%s: v = %s, w = %s, v + w = %s -> barycentric %s, cross %s", name, HUD_NUM(v, 0), HUD_NUM(w, 0),
                    HUD_NUM(v + w, 1), bary, cross);
        return;
    } else {
        draw_line(ctx, p, q, COLOR_NOTE);
        draw_line(ctx, t.a, along, COLOR_NOTE);
        draw_line(ctx, along, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        if (glms_vec3_distance(t.a, along) > 0.05f)
            draw_label(ctx, glms_vec3_lerp(t.a, along, 0.5f), COLOR_NOTE, "v");
        if (glms_vec3_distance(along, q) > 0.05f)
            draw_label(ctx, glms_vec3_lerp(along, q, 0.5f), COLOR_NOTE, "w");
        if (glms_vec3_distance(p, q) > 0.05f)
            draw_label(ctx, q, COLOR_NOTE, "p'");
        /* All three with the most decimals any of them needs (to tell it from its bound, or to
         * print it without rounding a tie), so that the sum adds up as printed: not v = 0.38,
         * w = -0.0002, v + w = 0.37, nor v = 0.38, w = 0.25, v + w = 0.62 for 0.375 and 0.625. */
        const float value[3] = {v, w, v + w}, bound_of[3] = {0, 0, 1};
        int most = -1, k_most = 0;
        for (int k = 0; k < 3; k++) {
            int decimals = hud_number_decimals(value[k], bound_of[k]);
            if (decimals > most)
                most = decimals, k_most = k;
        }
        float x = value[k_most], bound = bound_of[k_most];
        sample_text(ctx, "%s, barycentric: v = %s %s 0, w = %s %s 0, v + w = %s %s 1 -> %s", name, HUD_NUM_AS(v, x, bound),
                    v >= 0 ? "≥" : "<", HUD_NUM_AS(w, x, bound), w >= 0 ? "≥" : "<", HUD_NUM_AS(v + w, x, bound),
                    vd + wd <= denom ? "≤" : ">", bary); /* the library's undivided sum */
    }
    if (!(fabsf(n.x) + fabsf(n.y) + fabsf(n.z) > 0))
        sample_text(ctx, "cross: n = (b - a) × (c - a) = 0: no normal -> %s", cross);
    else
        sample_text(ctx, "cross: n·u = %s %s 0, n·v = %s %s 0, n·w = %s %s 0 -> %s", SIGNED_VS_0(nu), SIGNED_VS_0(nv),
                    SIGNED_VS_0(nw), cross);
    if (in_bary != in_cross)
        sample_text(ctx, "the two forms differ: p' lies within rounding of an edge");
}

/* The scene with each point and corner named, then the why of the selected point (or of every
 * point while the triangle is selected). */
static void render(sample_ctx *ctx)
{
    isect_triangle t = shapes[TRI].triangle;
    sample_draw_scene(ctx, 0.4f);
    vec4s tri_color = sample_verdict_color(ctx, TRI);
    draw_label(ctx, t.a, tri_color, "a");
    draw_label(ctx, t.b, tri_color, "b");
    draw_label(ctx, t.c, tri_color, "c");
    sample_label_shapes(ctx, P0, COUNT - 1);
    sample_explain_each(ctx, explain);
}

const sample sample_point_in_triangle = {
    .id = "point-in-triangle", .title = "Point in Triangle",
    .shows = "barycentric v and w drawn to the projection p', with n.u, n.v, n.w",
    .keywords = "containment barycentric cross product inside prism",
    .description = "Barycentric: p's projection is a + v (b - a) + w (c - a); inside when v ≥ 0, "
                   "w ≥ 0, v + w ≤ 1. Cross products: the normals u, v, w of triangles p b c, "
                   "p c a, p a b agree with n: n·u, n·v, n·w ≥ 0. Ericson, Real-Time Collision "
                   "Detection, 3.4, 5.4.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_point_in_triangle_barycentric", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
