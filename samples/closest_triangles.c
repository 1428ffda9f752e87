/* Closest points of a segment and a triangle, and of two triangles. Two convex shapes that do not
 * meet come closest at a pair of boundary features, and there are few of them: a segment and a
 * triangle at one of five, the segment's ends against the triangle (5.1.5) or the segment
 * against the edges ab, bc, ca (5.1.9),
 *     d^2(s, t) = min(|a - T(a)|^2, |b - T(b)|^2, d^2(s, ab), d^2(s, bc), d^2(s, ca)),
 * T(x) the point of t nearest x; two triangles at one of fifteen, the 9 edge pairs and the 6
 * vertices against the other triangle. The one meeting those pairs miss is a piercing, the
 * segment (or an edge) crossing the triangle's plane inside it, so isect tests that first and
 * gives 0 at the piercing point. Of equal pairs the first in that order is kept. Ericson,
 * Real-Time Collision Detection, 5.1.10 and 5.1.11. Yellow: the closest points of the selected
 * shape and each partner, and the feature pair they came from. Red: |c1 - c2| = 0, they meet. */
#include "sample.h"

#include <stdio.h>
#include <string.h>

enum { T, S, U, COUNT };
#define TRI(NAME, AX, AY, AZ, BX, BY, BZ, CX, CY, CZ) \
    {.kind = SHAPE_TRIANGLE, .name = (NAME), .triangle = {{{AX, AY, AZ}}, {{BX, BY, BZ}}, {{CX, CY, CZ}}}}
#define START_T TRI("t", -1.5f, 0, -1, 1.5f, 0, -1, 0, 0, 1.5f) /* flat in y = 0 */
#define START_S SHAPE_SEGMENT_FROM("s", -1.78f, 0.3f, 0.87f, -0.06f, 1.3f, -0.16f) /* over edge ca */
#define START_U TRI("u", 0.5f, -0.8f, 0, 2.2f, 1.2f, -0.4f, 0.8f, 1.5f, 0.6f) /* pierced by t's edge bc */
static const shape start[COUNT] = {START_T, START_S, START_U};
static shape shapes[COUNT];
/* Each preset puts t and the other shape back and sets s (or u) against t. */
#define S_FROM(AX, AY, AZ, BX, BY, BZ) {START_U, START_T, SHAPE_SEGMENT_FROM("s", AX, AY, AZ, BX, BY, BZ)}
#define U_AT(...) {START_S, START_T, TRI("u", __VA_ARGS__)}
static const scene_preset presets[] = {
    {"s's end on the face", S_FROM(-0.5f, 0, -0.25f, -0.9f, 1.5f, 0.4f), true},
    {"s's end 0.001 above the face", S_FROM(-0.5f, 0.001f, -0.25f, -0.9f, 1.5f, 0.4f), false},
    {"s parallel to edge ab: many pairs", S_FROM(-1, 0.5f, -1.5f, 1, 0.5f, -1.5f), false},
    {"s piercing the face", S_FROM(-0.3f, -0.8f, 0.1f, -0.7f, 1, 0.3f), true},
    {"face to face, 0.001 apart", U_AT(-0.6f, 0.001f, -0.7f, 0.9f, 0.001f, -0.7f, 0.1f, 0.001f, 0.6f), false},
    {"edge across edge ab: touching", U_AT(0, -0.5f, -1.5f, 0, 0.5f, -0.5f, 0.8f, 0.6f, -2), true},
    {"coplanar, overlapping", U_AT(0.4f, 0, -0.3f, 2.1f, 0, 0.2f, 0.9f, 0, 1.3f), true},
    {"u collinear: a segment through t", U_AT(-0.5f, -0.75f, 0, 0.5f, 0.75f, 0.25f, -0.25f, -0.375f, 0.0625f), true},
};
/* What each preset's pair comes to: |c1 - c2| and the feature pair named in the HUD. */
static const struct { float dist; const char *what; } preset_result[ARRAY_COUNT(presets)] = {
    {0, "end a of s touches t"}, {0.001f, "end a of s vs t"}, {0.70710678f, "end a of s vs t"}, {0, "s pierces t"},
    {0.001f, "vertex a of u vs t"}, {0, "edge ab of t touches edge ab of u"}, {0, "vertex a of u touches t"},
    {0, "edge ab of u pierces t"},
};

/* The library's closest points, its arguments in its order: the segment first, else t first. */
static float closest(const shape *x, const shape *y, vec3s *c1, vec3s *c2)
{
    if (x->kind == SHAPE_SEGMENT) return isect_closest_segment_triangle(x->segment, y->triangle, c1, c2);
    return isect_closest_triangle_triangle(x->triangle, y->triangle, c1, c2);
}
static bool touch(const shape *x, const shape *y) { return closest(x, y, NULL, NULL) == 0; }
static const scene_pair pairs[] = {{"s", "t", false}, {"t", "u", true}, {"s", "u", false}};
/* Trace mode's run: the library's closest points of the selected pair (the pairs name their
 * shapes in the library's order). */
static bool trace_pair(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    if (!sample_selected_pair(ctx, a, b))
        return false;
    *call = (*a)->kind == SHAPE_SEGMENT ? "isect_closest_segment_triangle" : "isect_closest_triangle_triangle";
    return touch(*a, *b);
}
/* A preset's verdict: the shape it set last against t. */
static bool meets_t(const shape *sh, int selected)
{
    return selected == S ? touch(&sh[S], &sh[T]) : touch(&sh[T], &sh[selected]);
}
static void order(int *i, int *j) /* the library's order of the pair i, j */
{
    if (*j == S || (*j == T && *i == U)) { int k = *i; *i = *j, *j = k; }
}

static vec3s corner(isect_triangle t, int k) { return k == 0 ? t.a : k == 1 ? t.b : t.c; }
static isect_segment edge(isect_triangle t, int k) { return (isect_segment){corner(t, k), corner(t, (k + 1) % 3)}; }
static const char *const edge_name[3] = {"ab", "bc", "ca"};

/* |c1 - c2| for the pair x, y (in the library's order), its points, and which feature pair
 * gave them (what): the first of the library's candidates, in its order, whose points they are;
 * none of them for a piercing, named by the edge (or segment) the common point lies on. ties:
 * the other pairs of points as near (a segment parallel to a face has many). */
static float describe(const shape *x, const shape *y, vec3s *c1, vec3s *c2, char *what, size_t size, int *ties)
{
    float d2 = closest(x, y, c1, c2);
    struct { vec3s c1, c2; char what[64]; } c[15];
    const char *vs = d2 == 0 ? "touches" : "vs"; /* at 0 the pair of points is one point */
    int n = 0;
    isect_triangle ty = y->triangle, tx = x->triangle;
    if (x->kind == SHAPE_SEGMENT) {
        for (int e = 0; e < 2; e++, n++) {
            c[n].c1 = e ? x->segment.b : x->segment.a, c[n].c2 = isect_closest_point_triangle(c[n].c1, ty);
            snprintf(c[n].what, sizeof c[n].what, "end %c of %s %s %s", "ab"[e], x->name, vs, y->name);
        }
        for (int k = 0; k < 3; k++, n++) {
            isect_closest_segment_segment(x->segment, edge(ty, k), &c[n].c1, &c[n].c2);
            snprintf(c[n].what, sizeof c[n].what, "%s %s edge %s of %s", x->name, vs, edge_name[k], y->name);
        }
    } else {
        for (int i = 0; i < 9; i++, n++) {
            isect_closest_segment_segment(edge(tx, i / 3), edge(ty, i % 3), &c[n].c1, &c[n].c2);
            snprintf(c[n].what, sizeof c[n].what, "edge %s of %s %s edge %s of %s", edge_name[i / 3], x->name, vs,
                     edge_name[i % 3], y->name);
        }
        for (int k = 0; k < 6; k++, n++) {
            vec3s v = corner(k < 3 ? tx : ty, k % 3), q = isect_closest_point_triangle(v, k < 3 ? ty : tx);
            c[n].c1 = k < 3 ? v : q, c[n].c2 = k < 3 ? q : v;
            snprintf(c[n].what, sizeof c[n].what, "vertex %c of %s %s %s", "abc"[k % 3], (k < 3 ? x : y)->name, vs,
                     (k < 3 ? y : x)->name);
        }
    }
    int first = -1;
    *ties = 0; /* each other pair of points counted once */
    for (int k = 0; k < n; k++) {
        bool seen = false;
        for (int m = first < 0 ? k : first; m < k; m++)
            seen = seen || (glms_vec3_eqv(c[m].c1, c[k].c1) && glms_vec3_eqv(c[m].c2, c[k].c2));
        if (first < 0 && glms_vec3_eqv(c[k].c1, *c1) && glms_vec3_eqv(c[k].c2, *c2)) first = k;
        else if (first >= 0 && !seen && glms_vec3_distance2(c[k].c1, c[k].c2) == d2) ++*ties;
    }
    if (first >= 0)
        snprintf(what, size, "%s", c[first].what);
    else if (x->kind == SHAPE_SEGMENT)
        snprintf(what, size, "%s pierces %s", x->name, y->name);
    else { /* the edge, of either triangle, that the piercing point lies nearest */
        float least = INFINITY;
        for (int k = 0; k < 6; k++) {
            float d = glms_vec3_distance(*c1, isect_closest_point_segment(*c1, edge(k < 3 ? tx : ty, k % 3)));
            if (d < least)
                least = d, snprintf(what, size, "edge %s of %s pierces %s", edge_name[k % 3], (k < 3 ? x : y)->name,
                                    (k < 3 ? y : x)->name);
        }
    }
    return sqrtf(d2);
}

/* copy-as-test: the squared distance of the selected shape from each partner (0 exactly: == 0). */
static void copy_test(sample_ctx *ctx)
{
    for (int j = 0; j < COUNT; j++) {
        int a = sample_selected(ctx), b = j;
        if (b == a) continue;
        order(&a, &b);
        double d2 = closest(&shapes[a], &shapes[b], NULL, NULL);
        sample_code(ctx, "assert(fabsf(isect_closest_%s(%s, %s, NULL, NULL) - (float)%.9g) <= 1e-6f * (float)%.9g);",
                    a == S ? "segment_triangle" : "triangle_triangle", shapes[a].name, shapes[b].name, d2, d2);
    }
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, S);
    for (int i = 0; i < (int)ARRAY_COUNT(presets); i++) { /* the preset's shape (set last) against t */
        const shape *x = &presets[i].set[2], *t = &presets[i].set[1];
        char what[96];
        vec3s c1, c2;
        int ties;
        float dist = x->kind == SHAPE_SEGMENT ? describe(x, t, &c1, &c2, what, sizeof what, &ties)
                                              : describe(t, x, &c1, &c2, what, sizeof what, &ties);
        sample_expect(ctx, fabsf(dist - preset_result[i].dist) <= 1e-6f && strcmp(what, preset_result[i].what) == 0,
                      "Expected preset '%s' to give %g from %s, not %g from %s", presets[i].name,
                      (double)preset_result[i].dist, preset_result[i].what, (double)dist, what);
    }
    sample_set_view(ctx, (vec3s){{-1.3f, 0.9f, 0.0f}}, 20.0f, 40.0f, 6.5f);
}

/* The unit normal of triangle shape i (zero for a zero-area one). */
static vec3s normal(int i)
{
    isect_triangle t = shapes[i].triangle;
    vec3s n = glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.a));
    return glms_vec3_norm2(n) > 0 ? glms_vec3_normalize(n) : n;
}

/* Two triangles with areas are seen along the bisector of their normals, from above: each at
 * most half the angle between their planes off square-on, so neither is edge-on and the
 * features that come closest (an edge across an edge, a face over a face) show as shapes. */
static void view_triangles(sample_ctx *ctx)
{
    vec3s nt = normal(T), nu = normal(U);
    if (glms_vec3_norm2(nt) == 0 || glms_vec3_norm2(nu) == 0)
        return;
    vec3s bisector = glms_vec3_add(nt, glms_vec3_dot(nt, nu) < 0 ? glms_vec3_negate(nu) : nu);
    draw_view_from(ctx, bisector.y < 0 ? glms_vec3_negate(bisector) : bisector);
}

/* The selected shape against each partner: the pair, the points joined in yellow, the HUD line. */
static void render(sample_ctx *ctx)
{
    if (sample_selected(ctx) == U)
        view_triangles(ctx);
    sample_draw_scene(ctx, 0.4f);
    sample_label_shapes(ctx, 0, COUNT - 1); /* each shape named, for the pairs' labels ("s-u 0.86") */
    for (int j = 0; j < COUNT; j++) {
        int a = sample_selected(ctx), b = j, ties;
        if (b == a) continue;
        order(&a, &b);
        char what[96];
        vec3s c1, c2;
        float dist = describe(&shapes[a], &shapes[b], &c1, &c2, what, sizeof what, &ties);
        draw_line(ctx, c1, c2, COLOR_NOTE);
        draw_point(ctx, c1, COLOR_NOTE), draw_point(ctx, c2, COLOR_NOTE);
        draw_label(ctx, glms_vec3_lerp(c1, c2, 0.5f), COLOR_NOTE, "%s-%s %s", shapes[a].name, shapes[b].name,
                   dist == 0 ? "meet" : HUD_NUM(dist, 0));
        sample_text(ctx, "%s, %s: |c1 - c2| = %s%s %s", shapes[a].name, shapes[b].name, HUD_NUM(dist, 0),
                    dist == 0 ? ":" : " from", what);
        if (ties > 0) /* consider() keeps the first of equal distances */
            sample_text(ctx, "  and %d more pair%s of points as near: the first is kept", ties, ties > 1 ? "s" : "");
    }
    for (int k = T; k < COUNT; k++) /* the degenerate case, named as such */
        if (k != S && glms_vec3_norm2(normal(k)) == 0)
            sample_text(ctx, "%s has zero area (collinear corners): a degenerate triangle, a segment",
                        shapes[k].name);
}

const sample sample_closest_triangles = {
    .id = "closest-triangles", .title = "Closest points of triangles and a segment",
    .shows = "the closest points of each pair and the feature pair (end, edge, vertex, piercing) they came from",
    .keywords = "distance segment triangle feature Voronoi",
    .description = "A segment and a triangle come closest at one of five feature pairs: an end against "
                   "the triangle, or the segment against an edge; two triangles at one of 9 edge pairs or "
                   "6 vertices against the other. A piercing, tested first, gives 0. "
                   "Ericson, Real-Time Collision Detection, 5.1.10 and 5.1.11.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS_BY(presets, meets_t),
    .test = SAMPLE_TEST_BY(touch, pairs), .copy_test = copy_test, .trace = trace_pair,
    .initialize = initialize, .render = render,
};
