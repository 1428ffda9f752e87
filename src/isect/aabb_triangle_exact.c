/* The exact decision of one separating axis of the AABB-triangle test (triangle_sat.h), for the
 * axes its float filter cannot decide: the sign of the gap between the box and the triangle
 * along the axis computed from the exact edges of the float vertices, by exact.h's filtered
 * determinants. Ericson, Real-Time Collision Detection, 5.2.9 (the axes); Shewchuk 1997 (the
 * exact signs).
 *
 * Along an axis L the box [lo, hi] projects onto [L . q_min, L . q_max], q_min the corner with
 * lo_k where L_k > 0 and hi_k where L_k < 0 (either where L_k = 0), q_max the opposite corner;
 * the triangle (polygon) is apart exactly when all its vertices v give L . (v - q_max) > 0, or all give
 * L . (v - q_min) < 0 (closed shapes: touching is not apart). Each L . (v - q) is a polynomial
 * in float differences whose sign exact.h gives exactly:
 *   the normal N = (b - a) x (c - b): L . (v - q) = det[v - q, b - a, c - b], the same for the
 *     three vertices (they lie in the plane), so one triple product per side; the sign of N_k,
 *     which picks the corner, is a 2-D cross product of the edges' other components;
 *   u_i x F, F = q1 - p1 the edge from vertex p1 to q1, i+1 = s and i+2 = t (mod 3): with
 *     L . w = F_s w_t - F_t w_s, a 2-D cross product of float differences; p1 and q1 project
 *     alike, so two vertices decide (p1 and the third, r), and sign(L_t) = sign(F_s),
 *     sign(L_s) = -sign(F_t) are float comparisons. */
#include "aabb_triangle_exact.h"

#include "canonical.h"
#include "exact.h"
#include "exact_int.h"

/* Along the normal (b - a) x (c - b). */
static bool normal_apart(vec3s lo, vec3s hi, const vec3s v[3])
{
    const vec3s a = v[0], b = v[1], c = v[2];
    vec3s q_min, q_max;
    for (int k = 0; k < 3; k++) {
        const int s = (k + 1) % 3, t = (k + 2) % 3;
        /* N_k = (b - a)_s (c - b)_t - (b - a)_t (c - b)_s */
        const double n = cross2_exact_sign(b.raw[s], a.raw[s], b.raw[t], a.raw[t], c.raw[s], b.raw[s], c.raw[t], b.raw[t]);
        q_min.raw[k] = n > 0 ? lo.raw[k] : hi.raw[k];
        q_max.raw[k] = n > 0 ? hi.raw[k] : lo.raw[k];
    }
    /* below all of the box, or above it */
    return triple_exact_sign(a, q_min, b, a, c, b) < 0 || triple_exact_sign(a, q_max, b, a, c, b) > 0;
}

/* Along u_i x (q1 - p1), over the vertices w[0 .. count-1] (p1 and q1 among them or not: they
 * project alike). */
static bool edge_apart(vec3s lo, vec3s hi, int i, vec3s p1, vec3s q1, const vec3s *w, int count)
{
    const int s = (i + 1) % 3, t = (i + 2) % 3;
    /* L_t = F_s, L_s = -F_t: the corner's t coordinate follows F_s, its s coordinate -F_t. */
    const bool t_up = q1.raw[t] < p1.raw[t], s_up = q1.raw[s] > p1.raw[s];
    vec3s q_min = lo, q_max = hi;
    q_min.raw[s] = t_up ? lo.raw[s] : hi.raw[s], q_max.raw[s] = t_up ? hi.raw[s] : lo.raw[s];
    q_min.raw[t] = s_up ? lo.raw[t] : hi.raw[t], q_max.raw[t] = s_up ? hi.raw[t] : lo.raw[t];
    /* L . (w - q) = F_s (w - q)_t - F_t (w - q)_s for each w: below all of the box, or above it */
#define ALONG(w, q) cross2_exact_sign(q1.raw[s], p1.raw[s], q1.raw[t], p1.raw[t], w.raw[s], q.raw[s], w.raw[t], q.raw[t])
    bool below = true, above = true;
    for (int k = 0; k < count && (below || above); k++) {
        below = below && ALONG(w[k], q_min) < 0;
        above = above && ALONG(w[k], q_max) > 0;
    }
#undef ALONG
    return below || above;
}

bool isect_aabb_triangle_exact_apart(vec3s lo, vec3s hi, isect_triangle tri, int index)
{
    if (!finite3(lo) || !finite3(hi) || !finite3(tri.a) || !finite3(tri.b) || !finite3(tri.c))
        return false;    /* the test's own check reports non-finite input */
    const vec3s v[3] = {tri.a, tri.b, tri.c};
    if (index == 3) return normal_apart(lo, hi, v);
    const int i = (index - 4) / 3, j = (index - 4) % 3;
    return edge_apart(lo, hi, i, v[j], v[(j + 1) % 3], v, 3);
}

bool isect_aabb_polygon_exact_apart(vec3s lo, vec3s hi, const vec3s *v, int count, int index)
{
    if (!finite3(lo) || !finite3(hi)) return false;
    for (int k = 0; k < count; k++)
        if (!finite3(v[k])) return false;
    if (index >= 4) {
        const int j = (index - 4) / 3, i = (index - 4) % 3;
        return edge_apart(lo, hi, i, v[j == 0 ? count - 1 : j - 1], v[j], v, count);
    }
    /* Along the exact normal N = sum_k (v_k - v_0) x (v_{k+1} - v_0) (Newell's: the same from
     * every starting vertex, negated by the other winding; zero for collinear or coincident
     * vertices, and then it separates nothing), in exact integers: N . (w - q) is of degree 3. */
    isect_xvec n = {{0}, {0}, {0}};
    for (int k = 1; k + 1 < count; k++) {
        const isect_xvec a = isect_xvec_sub(v[k], v[0]), b = isect_xvec_sub(v[k + 1], v[0]);
        const isect_xvec ab = isect_xvec_cross(&a, &b);
        n.x = isect_xint_add(&n.x, &ab.x), n.y = isect_xint_add(&n.y, &ab.y), n.z = isect_xint_add(&n.z, &ab.z);
    }
    const int sign[3] = {n.x.sign, n.y.sign, n.z.sign};
    vec3s q_min, q_max;
    for (int k = 0; k < 3; k++) {
        q_min.raw[k] = sign[k] > 0 ? lo.raw[k] : hi.raw[k];
        q_max.raw[k] = sign[k] > 0 ? hi.raw[k] : lo.raw[k];
    }
    bool below = true, above = true;
    for (int k = 0; k < count && (below || above); k++) {
        const isect_xvec w_min = isect_xvec_sub(v[k], q_min), w_max = isect_xvec_sub(v[k], q_max);
        below = below && isect_xvec_dot(&n, &w_min).sign < 0;
        above = above && isect_xvec_dot(&n, &w_max).sign > 0;
    }
    return below || above;
}

vec3s isect_aabb_triangle_exact_normal(isect_triangle tri)
{
    const vec3s a = tri.a, b = tri.b, c = tri.c;
    double n[3], big = 0;
    for (int k = 0; k < 3; k++) {
        const int s = (k + 1) % 3, t = (k + 2) % 3;
        n[k] = isect_exact_cross2(b.raw[s], a.raw[s], b.raw[t], a.raw[t], c.raw[s], b.raw[s], c.raw[t], b.raw[t]);
        big = fmax(big, fabs(n[k]));
    }
    if (!(big > 0)) return (vec3s){{NAN, NAN, NAN}};
    for (int k = 0; k < 3; k++) n[k] /= big;
    const double len = sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    return (vec3s){{(float)(n[0] / len), (float)(n[1] / len), (float)(n[2] / len)}};
}
