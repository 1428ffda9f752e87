/* Triangle vs triangle — the separating-axis test: two triangles are apart exactly when their
 * shadows on some axis l are apart. The candidates are the two normals (0, 1), the nine cross
 * products edge a_i x edge b_j (2 + 3i + j), and, for triangles in a common plane, the in-plane
 * normals of the edges (11-13 of triangle a, 14-16 of b). When no axis separates, two
 * triangles in general position cross along the line where their planes meet: each one covers
 * an interval of that line, and the overlap of the two intervals is where they intersect.
 * Ericson, Real-Time Collision Detection, 5.2.1 (separating axes) and 5.2.10.
 * Triangle 0 is tested against each other triangle. Tab picks a triangle, W/A/S/D/Q/E move
 * it, Z/X turn it about its centroid. */
#include "sample.h"

#define TRI_COUNT 4

static const char *const names[TRI_COUNT] = {"tri 0", "tri 1", "tri 2", "tri 3"};

static struct {
    isect_triangle tris[TRI_COUNT];
    int selected;
} s;

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.tris[0] = (isect_triangle){{{-2, 0, -1.5f}}, {{2, 0, -1.5f}}, {{0, 0, 2}}};
    s.tris[1] = (isect_triangle){{{-0.7f, -1, 0.3f}}, {{2.3f, -0.8f, -0.3f}}, {{0.8f, 1.5f, 0}}};     /* pierces it */
    s.tris[2] = (isect_triangle){{{1.5f, -0.5f, 1.5f}}, {{2.5f, 1.5f, -0.5f}}, {{3.5f, 2, 3}}};     /* skew, past edge 1 */
    s.tris[3] = (isect_triangle){{{-2.5f, 0, 0.5f}}, {{-3.5f, 0, 2.5f}}, {{-1.5f, 0, 2.5f}}};    /* same plane, beside it */
    s.selected = 1;

    static const int expected[TRI_COUNT] = {-1, -1, 5, 13};
    for (int i = 1; i < TRI_COUNT; i++) {
        int axis = isect_triangle_triangle_axis(s.tris[0], s.tris[i], NULL);
        sample_expect(ctx, isect_triangle_triangle(s.tris[0], s.tris[i]) == (expected[i] < 0) && axis == expected[i],
                      "Expected triangle %d to %s triangle 0 (axis %d)", i,
                      expected[i] < 0 ? "intersect" : "not intersect", expected[i]);
    }

    /* Past the scene: a coplanar triangle overlapping triangle 0; one whose vertex rests on
     * triangle 0's plane at the origin (touching exactly); the same lifted 0.001 (just apart). */
    isect_triangle coplanar = {{{-1, 0, -1}}, {{3, 0, -1}}, {{1, 0, 2.5f}}};
    isect_triangle touching = {{{0, 0, 0}}, {{1, 1, 0}}, {{0, 1, 1}}};
    isect_triangle apart = {{{0, 0.001f, 0}}, {{1, 1, 0}}, {{0, 1, 1}}};
    sample_expect(ctx, isect_triangle_triangle(s.tris[0], coplanar), "Expected the overlapping coplanar triangle to intersect triangle 0");
    sample_expect(ctx, isect_triangle_triangle(s.tris[0], touching), "Expected the touching triangle to intersect triangle 0");
    sample_expect(ctx, !isect_triangle_triangle(s.tris[0], apart), "Expected the triangle 0.001 above to not intersect triangle 0");

    sample_set_view(ctx, (vec3s){{-2.0f, 1.2f, 0.6f}}, 15.0f, 35.0f, 10.5f);
}

static vec3s centroid(isect_triangle t) { return glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3.0f); }

/* Red when triangle i meets any other triangle of the scene, blue otherwise. */
static vec4s color_of(int i)
{
    for (int j = 0; j < TRI_COUNT; j++)
        if (j != i && isect_triangle_triangle(s.tris[i], s.tris[j]))
            return COLOR_HIT;
    return COLOR_SHAPE;
}

/* Where triangle t crosses the plane (n, p0): the interval lo..hi of its cut along d, and its
 * end points. Each edge whose endpoint distances differ in sign contributes a point. */
static void cut(isect_triangle t, vec3s n, vec3s p0, vec3s d, float *lo, float *hi, vec3s *plo, vec3s *phi)
{
    const vec3s v[3] = {t.a, t.b, t.c};
    *lo = INFINITY, *hi = -INFINITY;
    for (int k = 0; k < 3; k++) {
        vec3s p = v[k], q = v[(k + 1) % 3];
        float dp = glms_vec3_dot(n, glms_vec3_sub(p, p0)), dq = glms_vec3_dot(n, glms_vec3_sub(q, p0));
        if ((dp > 0 && dq > 0) || (dp < 0 && dq < 0) || dp == dq)
            continue;
        vec3s x = glms_vec3_lerp(p, q, dp / (dp - dq));
        float u = glms_vec3_dot(d, x);
        if (u < *lo) *lo = u, *plo = x;
        if (u > *hi) *hi = u, *phi = x;
    }
}

static void explain(sample_ctx *ctx, int i, int k, vec3s l)
{
    isect_triangle a = s.tris[0], b = s.tris[i];
    vec3s na = glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(a.b, a.a), glms_vec3_sub(a.c, a.a)));
    vec3s nb = glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(b.b, b.a), glms_vec3_sub(b.c, b.a)));
    if (k < 0) {
        vec3s d = glms_vec3_cross(na, nb);
        if (glms_vec3_norm(d) < 1e-4f) {
            sample_text(ctx, "0 and %d: coplanar, no axis separates -> they meet", i);
            return;
        }
        d = glms_vec3_normalize(d);
        float lo_a, hi_a, lo_b, hi_b;
        vec3s a0 = a.a, a1 = a.a, b0 = b.a, b1 = b.a;
        cut(a, nb, b.a, d, &lo_a, &hi_a, &a0, &a1);
        cut(b, na, a.a, d, &lo_b, &hi_b, &b0, &b1);
        vec3s from = lo_a > lo_b ? a0 : b0, to = hi_a < hi_b ? a1 : b1;
        vec3s near = glms_vec3_muladds(d, -1.0f, lo_a < lo_b ? a0 : b0), far = glms_vec3_muladds(d, 1.0f, hi_a > hi_b ? a1 : b1);
        draw_line(ctx, near, from, COLOR_GRID);   /* the line L, in two pieces beside the overlap */
        draw_line(ctx, to, far, COLOR_GRID);
        draw_label(ctx, far, COLOR_SELECT, "L");
        draw_line(ctx, from, to, COLOR_NOTE);
        draw_point(ctx, from, COLOR_NOTE);
        draw_point(ctx, to, COLOR_NOTE);
        draw_label(ctx, glms_vec3_add(glms_vec3_lerp(from, to, 0.5f), (vec3s){{0, -0.4f, 0}}), COLOR_NOTE, "overlap");
        sample_text(ctx, "0 and %d: no axis separates -> they meet", i);
        sample_text(ctx, "on the line L where the planes meet:");
        sample_text(ctx, "tri 0 covers %.2f .. %.2f, tri %d %.2f .. %.2f", lo_a, hi_a, i, lo_b, hi_b);
        sample_text(ctx, "overlap %.2f .. %.2f", fmaxf(lo_a, lo_b), fminf(hi_a, hi_b));
        return;
    }

    sample_text(ctx, "0 and %d: separated on axis %d:", i, k);
    if (k < 2) sample_text(ctx, "   normal of triangle %d", k == 0 ? 0 : i);
    else if (k < 11) sample_text(ctx, "   edge %d of tri 0 x edge %d of tri %d", (k - 2) / 3, (k - 2) % 3, i);
    else if (k < 17) sample_text(ctx, "   in-plane normal of edge %d of tri %d", (k - 11) % 3, k < 14 ? 0 : i);
    else sample_text(ctx, "   between the closest points");

    /* The axis 3 above the pair, with both shadows on it and the gap between. */
    vec3s g = glms_vec3_lerp(centroid(a), centroid(b), 0.5f);
    vec3s up = fabsf(l.y) > 0.9f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    vec3s o = glms_vec3_muladds(glms_vec3_normalize(glms_vec3_muladds(l, -glms_vec3_dot(up, l), up)), 3.0f, g);
    draw_interval shadow[2];
    for (int m = 0; m < 2; m++) {
        isect_triangle t = m == 0 ? a : b;
        float p0 = glms_vec3_dot(l, glms_vec3_sub(t.a, g)), p1 = glms_vec3_dot(l, glms_vec3_sub(t.b, g));
        float p2 = glms_vec3_dot(l, glms_vec3_sub(t.c, g));
        shadow[m] = (draw_interval){fminf(p0, fminf(p1, p2)), fmaxf(p0, fmaxf(p1, p2)), color_of(m == 0 ? 0 : i),
                                    names[m == 0 ? 0 : i]};
    }
    float gap = draw_axis_intervals(ctx, o, l, "l", shadow[0], shadow[1]);
    sample_text(ctx, "tri 0: %.2f .. %.2f   tri %d: %.2f .. %.2f   gap %.3f", shadow[0].lo, shadow[0].hi, i,
                shadow[1].lo, shadow[1].hi, gap);
}

static void render(sample_ctx *ctx)
{
    for (int i = 0; i < TRI_COUNT; i++) {
        draw_triangle(ctx, s.tris[i], color_of(i));
        draw_label(ctx, glms_vec3_lerp(centroid(s.tris[i]), s.tris[i].a, 1.2f), color_of(i), "%d", i);
    }
    draw_marker(ctx, centroid(s.tris[s.selected]), 0.5f);
    int i = s.selected == 0 ? 1 : s.selected;   /* the pair explained: triangle 0 and i */
    vec3s l;
    int k = isect_triangle_triangle_axis(s.tris[0], s.tris[i], &l);
    explain(ctx, i, k, l);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        s.selected = (s.selected + 1) % TRI_COUNT;
    else
        sample_move_triangle(ctx, key, &s.tris[s.selected]);
}

const sample sample_triangle_triangle = {
    .id = "triangle-triangle",
    .shows = "the separating axis, or the overlap segment on the line of the two planes; a coplanar pair",
    .title = "Triangle vs Triangle",
    .description = "Separating axes: two triangles are apart exactly when their shadows on one axis "
                   "are apart: the two normals, edge x edge (9), and in a common plane the edges' "
                   "in-plane normals. Crossing triangles overlap on the line where their planes meet. "
                   "Ericson, Real-Time Collision Detection, 5.2.1 and 5.2.10.",
    .initialize = initialize,
    .render = render,
    .key = key,
};
