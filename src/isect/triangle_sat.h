/* The AABB-triangle separating-axis test of triangle.c, shared with contact_triangle.c: exact,
 * by a float filter (its bounds below) and aabb_triangle_exact.c for the axes it cannot decide;
 * one body for isect_aabb_triangle (and its axis report) and isect_aabb_triangle_contact, which
 * also keeps the axis of least overlap. Private to the library. Each caller gets its own copy,
 * specialised by the compiler for the NULL out-parameters it passes: the boolean test's copy
 * keeps none of the contact's bookkeeping. */
#ifndef ISECT_TRIANGLE_SAT_H
#define ISECT_TRIANGLE_SAT_H

#include "aabb_triangle_exact.h"
#include "canonical.h"
#include "exact.h"
#include "isect.h"
#include "trace.h"

#include <float.h>
#include <math.h>

typedef struct tri3 { vec3s v[3]; } tri3;

static inline float min2(float a, float b) { return a < b ? a : b; }
static inline float max2(float a, float b) { return a > b ? a : b; }
static inline float min3(float a, float b, float c) { return min2(a, min2(b, c)); }
static inline float max3(float a, float b, float c) { return max2(a, max2(b, c)); }

/* The edges e0 = b - a, e1 = c - b, e2 = a - c. Another cyclic order permutes them; the
 * reversed order negates them (fl(x - y) = -fl(y - x) exactly). */
static inline tri3 tri_edges(isect_triangle t)
{
    return (tri3){{glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.b), glms_vec3_sub(t.a, t.c)}};
}

static inline float tol_along(vec3s l, float m) { return m * (fabsf(l.x) + fabsf(l.y) + fabsf(l.z)); }

/* ---- The AABB-triangle filter's bounds --------------------------------------------------
 *
 * Along an axis l the test computes, in float, the projections p_i = l . (v_i - c) of the
 * vertices about the box centre c = lo/2 + hi/2 and the box's radius r0 = e . |l|, e = hi/2 - lo/2;
 * the exact test is along the axis L of the exact edges (l = L rounded), about the exact centre
 * C and half-extent H. With eps = 2^-24 and M the largest magnitude among the triangle's
 * coordinates and the box's bounds (|C| + H = max(|lo|, |hi|) <= M, |v - C| <= 2M), the standard
 * model gives: each term l_k v_k collects at most 4 roundings of |l_k| 2M (difference, product,
 * two sums) and one of |l_k| M (the centre's), so |p^ - l . (v - C)| <= 9.01 eps |l|_1 M;
 * |r0^ - H . |l|| <= 4.01 eps |l|_1 M (half-extent, product, two sums); and the axis itself,
 * each |l_k - L_k| <= eps |L_k| for an edge axis u_i x e (a rounded difference), moves the gap
 * by at most 2M |l - L|_1 <= 2.01 eps |l|_1 M.
 * The comparison with r0 + B rounds once more (eps (r0 + B)). So a gap min p - r0 > B, or
 * -r0 - max p > B, proves the exact gap positive, and min p < r0 - B with max p > -(r0 - B)
 * proves both exact gaps negative (the axis does not separate), for any
 *     B >= 16.1 eps |l|_1 M + (underflow),
 * and SAT_FILTER |l|_1 M + SAT_ABS is such a B, computed with at most 5 roundings (1 - 5 eps).
 * Underflow: a product or halving below FLT_MIN is rounded with an absolute error of at most
 * 2^-150; the few of a projection and a radius add at most 2^-146, and the halved centre's
 * 2^-149 per coordinate |l|_1 2^-148: SAT_ABS = 2^-140 covers both whenever 2^-148 |l|_1 is
 * not already below 15 eps |l|_1 M (M >= 2^-128), and whenever it is, |l|_1 <= 6M is tiny too.
 * The normal n = e0 x e1 (each component within ((1 + eps)^4 - 1) 2 D^2 of N's, D the largest
 * edge component <= the triangle's extent, plus 2^-149 for underflow) moves the gap by up to
 * 2M |n - N|_1 <= 48.01 eps D^2 M + 2^-146.4 M: its B adds 2 SAT_FILTER (D^2 + 2^-100) M.
 * Range: with M <= EXACT_F_MAX = 2^40 no product overflows (the largest, n . v, stays below
 * 3 (2 (2M)^2) 2M < 2^126); beyond it, and for NaN, every axis is decided exactly. */
#define SAT_FILTER (16 * FLT_EPSILON)
#define SAT_ABS 0x1p-140f

/* What an open axis needs: the box, its infinite bounds replaced as in the test, the triangle,
 * and whether the filter's range holds (false: every axis decided exactly). */
typedef struct box_triangle { vec3s lo, hi; isect_triangle t; bool filter; } box_triangle;

static inline float absmax3(vec3s v) { return max3(fabsf(v.x), fabsf(v.y), fabsf(v.z)); }

/* l as a unit vector: scaled by its largest component first, so that tiny (or huge) cross
 * products normalise without underflow (or overflow). */
static inline vec3s unit_axis(vec3s l)
{
    float s = max3(fabsf(l.x), fabsf(l.y), fabsf(l.z));
    l = glms_vec3_divs(l, s);
    return glms_vec3_divs(l, glms_vec3_norm(l));
}

/* The separating axis found, as a unit vector, and its index. */
static int found(int index, vec3s l, vec3s *axis)
{
    if (axis) *axis = unit_axis(l);
    return index;
}

/* A NaN or infinite coordinate defeats the comparisons without separating anything. */
static int not_finite(vec3s *axis)
{
    return nan_axis(axis);
}

/* ---- AABB vs triangle ---------------------------------------------------------------- */

#if defined(__GNUC__)
#define SAT_ALWAYS_INLINE __attribute__((always_inline))
#else
#define SAT_ALWAYS_INLINE
#endif

/* The contact variant's bookkeeping: the least overlap so far, the index of its axis and the
 * axis itself, pointing the way the triangle moves; and whether the box has an infinite bound. */
typedef struct least_overlap { float depth; int index; vec3s dir; bool unbounded; } least_overlap;

/* Axis l (any length) leaves the overlaps up (the triangle moves +l) and down (it moves -l), in
 * units of l: kept, divided by |l|, when the smaller is the least so far (the lower index on a
 * tie; up on a tie of the two). A zero l separates nothing and measures nothing: skipped; so is
 * an l so short that its projections, about |l| M (m = SAT_FILTER M), fall below 1e-30, where the
 * float products underflow and keep few bits (u_x x an edge (0.25, 1.4e-45, 0) is (0, 0, 1.4e-45):
 * its projections rounded to 0 and read as an overlap of 0 along z). On the axes 3-12 the box's
 * projection was taken from its part within the triangle's bounds: a side whose projection uses
 * an infinite bound of the real box (l_k > 0 with max_k = +inf for up...) has infinite overlap
 * instead. */
static COLD void unbounded_sides(vec3s l, const isect_aabb *b, float *up, float *down)
{
    bool up_inf = false, down_inf = false;
    for (int q = 0; q < 3; q++) {
        const bool pinf = b->max.raw[q] == INFINITY, ninf = b->min.raw[q] == -INFINITY;
        up_inf |= (l.raw[q] > 0.0f && pinf) || (l.raw[q] < 0.0f && ninf);
        down_inf |= (l.raw[q] > 0.0f && ninf) || (l.raw[q] < 0.0f && pinf);
    }
    if (up_inf) *up = INFINITY;
    if (down_inf) *down = INFINITY;
}

static inline void keep_least(least_overlap *k, vec3s l, float up, float down, int index, const isect_aabb *b, float m)
{
    if (k->unbounded) unbounded_sides(l, b, &up, &down);
    const float s = absmax3(l);
    if (!(s > 0.0f) || (index >= 3 && s * m < 1e-30f * SAT_FILTER)) return;
    const bool plus = !(down < up);
    const float o = plus ? up : down;
    /* o / |l| >= o / |l|_1: an axis that cannot win is passed over before the square root */
    if (!(o <= k->depth * ((fabsf(l.x) + fabsf(l.y) + fabsf(l.z)) * 1.0001f))) return;
    const float d = o / (s * glms_vec3_norm(glms_vec3_divs(l, s)));
    if (d < k->depth || (d == k->depth && index < k->index))
        k->depth = d, k->index = index, k->dir = plus ? l : glms_vec3_negate(l);
}

/* How an axis separates: not at all; clearly (by more than the filter's bound, so its float
 * projections separate too); or only in exact arithmetic (by a gap within rounding). */
enum { NOT_APART, APART, APART_EXACTLY };

/* Does axis l (number index) separate the triangle from the box, in exact arithmetic (above)?
 * The box projects onto [-r0, r0] about its centre, the triangle's vertices onto [lo, hi], and
 * the filter decides when [lo, hi] clears r0 by the bound tol (+ widen, for the normal) either
 * way; aabb_triangle_exact.c decides the rest. When it does not separate and least is not NULL,
 * the overlaps r0 - lo and hi + r0 (at least 0: the exact verdict can meet where the float
 * projections miss) are kept. */
static inline int sat_decide(float lo, float hi, float r0, float tol, float widen, vec3s l, float m,
                             least_overlap *least, int index, const isect_aabb *b, const box_triangle *x)
{
    const float out = r0 + tol + widen, in = r0 - (tol + widen);
    if (x->filter && (lo > out || hi < -out)) return APART;
    if (!(x->filter && lo < in && hi > -in) && isect_aabb_triangle_exact_apart(x->lo, x->hi, x->t, index))
        return APART_EXACTLY;
    if (least) keep_least(least, l, max2(r0 - lo, 0.0f), max2(hi + r0, 0.0f), index, b, m);
    return NOT_APART;
}

/* Along the normal n: the three vertices v (relative to the box centre) projected, and the
 * box's radius e . |n| (e its half-extents). */
static inline int normal_apart(vec3s n, const tri3 *v, vec3s e, float m, float widen, least_overlap *least,
                               const isect_aabb *b, const box_triangle *x)
{
    const float p0 = glms_vec3_dot(n, v->v[0]), p1 = glms_vec3_dot(n, v->v[1]), p2 = glms_vec3_dot(n, v->v[2]);
    TRACE(p0); TRACE(p1); TRACE(p2);
    const float r0 = e.x * fabsf(n.x) + e.y * fabsf(n.y) + e.z * fabsf(n.z);
    TRACE(r0);
    return sat_decide(min3(p0, p1, p2), max3(p0, p1, p2), r0, tol_along(n, m) + SAT_ABS, widen, n, m, least, 3, b, x);
}

/* ---- The nine edge axes, an edge's three at a time --------------------------------------
 * Along u_i x f, f = edge j from vertex j to j + 1, s = i + 1 and t = i + 2 (mod 3): the axis has
 * components f_s at t and -f_t at s (0 at i), so l . w = f_s w_t - f_t w_s and the box's radius
 * is e_s |f_t| + e_t |f_s|. Vertices j and j + 1 project alike in exact arithmetic (l is normal
 * to f), so the test projects j and the third, j + 2 (Akenine-Möller's two projections). For
 * the three box axes i at once, l . w is lane i of f x w, and the radii are lanes of the same
 * shape: four-float vectors (GCC's and clang's vector extensions, the fourth lane unused)
 * compute the three axes with the operations of the one-axis formulas, in the same order, so the
 * filter's bounds above hold lane by lane. */
typedef float sat_f4 __attribute__((vector_size(16)));
typedef int sat_i4 __attribute__((vector_size(16)));

/* Component s = i + 1 and t = i + 2 of v in lane i. */
static inline sat_f4 lanes_s(vec3s v) { return (sat_f4){v.y, v.z, v.x, 0}; }
static inline sat_f4 lanes_t(vec3s v) { return (sat_f4){v.z, v.x, v.y, 0}; }
/* a where m is set, else b; |a|. */
static inline sat_f4 select4(sat_i4 m, sat_f4 a, sat_f4 b) { return (sat_f4)(((sat_i4)a & m) | ((sat_i4)b & ~m)); }
static inline sat_f4 abs4(sat_f4 a) { return (sat_f4)((sat_i4)a & 0x7fffffff); }

/* Box axis u_i x f: u_x x f = (0, -f.z, f.y), u_y x f = (f.z, 0, -f.x), u_z x f = (-f.y, f.x, 0). */
static inline vec3s box_cross(int i, vec3s f)
{
    return i == 0 ? (vec3s){{0, -f.z, f.y}} : i == 1 ? (vec3s){{f.z, 0, -f.x}} : (vec3s){{-f.y, f.x, 0}};
}

/* Edge j's three axes u_i x f, in the order i = 0, 1, 2, each decided as sat_decide decides one
 * (the filter, then aabb_triangle_exact.c where it cannot tell): the index of the first that
 * separates clearly, or (report false: no axis to report) at all; ISECT_AXIS_NONE when none
 * does. The first that separates only exactly is kept in *exactly; the overlaps of those that do
 * not separate, in least. */
static inline SAT_ALWAYS_INLINE int edge_axes(int j, const tri3 *f, const tri3 *v, vec3s e, float m, bool report,
                                              int *exactly, least_overlap *least, const isect_aabb *b,
                                              const box_triangle *x)
{
    const vec3s g = f->v[j], p = v->v[j], q = v->v[(j + 2) % 3];
    const sat_f4 fs = lanes_s(g), ft = lanes_t(g), afs = abs4(fs), aft = abs4(ft);
    const sat_f4 pp = fs * lanes_t(p) - ft * lanes_s(p), pq = fs * lanes_t(q) - ft * lanes_s(q);
    const sat_f4 lo = select4(pp < pq, pp, pq), hi = select4(pp > pq, pp, pq);
    const sat_f4 r0 = lanes_s(e) * aft + lanes_t(e) * afs, tol = m * (afs + aft) + SAT_ABS;
    const sat_f4 out = r0 + tol, in = r0 - tol;
    const sat_i4 clear = (lo > out) | (hi < -out), sure = (lo < in) & (hi > -in);
#ifndef ISECT_TRACE
    /* the common case: none of the three separates, each surely */
    if (!least && x->filter && !(clear[0] | clear[1] | clear[2]) && (sure[0] & sure[1] & sure[2]))
        return ISECT_AXIS_NONE;
#endif
    for (int i = 0; i < 3; i++) {
        const int index = 4 + 3 * i + j;
        TRACE(index); TRACE_AXIS(box_cross(i, g));
        TRACE_NAMED("p_j", pp[i]); TRACE_NAMED("p_j+2", pq[i]); TRACE_NAMED("r", r0[i]);
        if (x->filter && clear[i]) return index;
        if (!(x->filter && sure[i]) && isect_aabb_triangle_exact_apart(x->lo, x->hi, x->t, index)) {
            if (!report) return index;
            if (*exactly == ISECT_AXIS_NONE) *exactly = index;
        } else if (least) {
            keep_least(least, box_cross(i, g), max2(r0[i] - lo[i], 0.0f), max2(hi[i] + r0[i], 0.0f), index, b, m);
        }
    }
    return ISECT_AXIS_NONE;
}

/* The separating normal found, as a unit vector: from the exact normal, as the float product's
 * direction is rounding's where it is small against the edges (a sliver; a tiny triangle, whose
 * products underflow). Only the axis reports ask. */
static int found_normal(const isect_triangle *t, vec3s *axis)
{
    if (axis) *axis = isect_aabb_triangle_exact_normal(*t);
    return 3;
}

/* AABB vs triangle: Akenine-Möller's 13-axis SAT (Ericson 5.2.9; Akenine-Möller, "Fast 3D
 * Triangle-Box Overlap Testing", JGT 2001). Axes and their indices:
 *   0-2   box faces x, y, z: the triangle's bounds against the box's, max(v) < min or min(v) > max
 *         (and a box with min > max on that axis, which is empty)
 *   3     the triangle normal n = e0 x e1: |n . (v - c)| > e . |n| for all three vertices
 *   4-12  box axis u_i x edge e_j at 4 + 3i + j (e0 = b - a, e1 = c - b, e2 = a - c):
 *         all of p_k = l . (v_k - c) beyond r = e . |l|
 * The faces are tested first (exact comparisons, cheapest, the most frequent separators), then
 * the normal, then the nine cross products. Every axis is decided exactly for the floats given,
 * along the axis of the exact edges (the filter above, aabb_triangle_exact.c where it cannot
 * tell), so the verdict is exact, in every vertex order. The axis reported is the first that
 * separates by more than rounding (its float axis separates the float projections too), or where
 * none does, the first that separates exactly; unit length, computed in float. An infinite box
 * bound is replaced by the triangle's bound past the face tests (the box's part within the
 * triangle's bounds is all that can meet it), so slabs, octants and all of space work; an axis
 * 3-12 then separates the triangle from that part.
 * Degenerate triangles are the segment or point they are: their exact normal is zero and
 * separates nothing, and the remaining axes (box faces, u_i x segment) are the complete set for a
 * box against a segment or point.
 * A NaN anywhere, or an infinite triangle coordinate: no intersection (index 0, NaN axis, when
 * no axis fired first). Box bounds may be infinite.
 * Contact (keep not NULL; its caller starts it at depth INFINITY): each axis that does not
 * separate keeps its overlaps (keep_least): on a face axis those of the intervals, b.max_k -
 * tmin_k and tmax_k - b.min_k, exact but for one rounding; on the others r0 - lo and hi + r0
 * as computed in float (never below 0). The least, divided by |l|, is the depth and its axis the
 * normal, pointing from the box toward the triangle. (A pointer to the caller's record, not to a
 * local one: with a local, gcc kept it in memory in the boolean test's copy too, 20% slower.)
 * Inlined into each caller: a call passes both shapes by value through the stack once more. */
static inline SAT_ALWAYS_INLINE int aabb_triangle_sat(isect_aabb b, isect_triangle t, vec3s *axis, least_overlap *keep)
{
    const vec3s tmin = glms_vec3_minv(glms_vec3_minv(t.a, t.b), t.c);
    const vec3s tmax = glms_vec3_maxv(glms_vec3_maxv(t.a, t.b), t.c);
    TRACE(tmin); TRACE(tmax);
    for (int k = 0; k < 3; k++)
        if (tmax.raw[k] < b.min.raw[k] || tmin.raw[k] > b.max.raw[k] ||
            b.min.raw[k] > b.max.raw[k]) {
            TRACE(k);
            if (axis) *axis = (vec3s){{k == 0, k == 1, k == 2}};
            return k;
        }
    if (keep)
        for (int k = 0; k < 3; k++) {
            const vec3s l = {{k == 0, k == 1, k == 2}};
            keep_least(keep, l, b.max.raw[k] - tmin.raw[k], tmax.raw[k] - b.min.raw[k], k, &b, 0.0f);
        }

    /* Centre c and half-extents e of the box, an infinite bound replaced by the triangle's
     * (halved first, so that +-FLT_MAX bounds do not overflow). */
    vec3s lo = b.min, hi = b.max;
    for (int k = 0; k < 3; k++) {
        if (isinf(lo.raw[k])) lo.raw[k] = tmin.raw[k];
        if (isinf(hi.raw[k])) hi.raw[k] = tmax.raw[k];
    }
    const float big = max3(max2(absmax3(tmin), absmax3(tmax)), absmax3(lo), absmax3(hi));
    const box_triangle x = {lo, hi, t, big <= EXACT_F_MAX};
    const float m = SAT_FILTER * big;
    lo = glms_vec3_scale(lo, 0.5f), hi = glms_vec3_scale(hi, 0.5f);
    const vec3s c = glms_vec3_add(lo, hi), e = glms_vec3_sub(hi, lo);
    const tri3 v = {{glms_vec3_sub(t.a, c), glms_vec3_sub(t.b, c), glms_vec3_sub(t.c, c)}};
    const tri3 f = tri_edges(t);

    /* The triangle's plane against the box; the normal's own rounding widens its bound. One
     * float product e0 x e1 will do (the verdict is exact whichever is taken). */
    const vec3s n = glms_vec3_cross(f.v[0], f.v[1]);
    TRACE_AXIS(n);
    const float extent = absmax3(glms_vec3_sub(tmax, tmin));
    /* An axis that separates only exactly, by a gap within rounding, settles the verdict; but the
     * axis report goes on to the first that separates clearly, whose float axis then separates
     * the float projections too, and names the first exact one only when none does. */
    int exactly = ISECT_AXIS_NONE;
    const int normal = normal_apart(n, &v, e, m, 2 * m * (extent * extent + 0x1p-100f), keep, &b, &x);
    TRACE(normal);
    if (normal == APART || (normal && !axis)) return found_normal(&t, axis);
    if (normal) exactly = 3;

    /* The box axes crossed with the edges, edge by edge. */
    for (int j = 0; j < 3; j++) {
        const int apart = edge_axes(j, &f, &v, e, m, axis != NULL, &exactly, keep, &b, &x);
        TRACE(apart);
        if (apart != ISECT_AXIS_NONE) return found(apart, box_cross((apart - 4) / 3, f.v[(apart - 4) % 3]), axis);
    }

    if (!finite3(t.a) || !finite3(t.b) || !finite3(t.c) || nan3(b.min) || nan3(b.max))
        return not_finite(axis);
    if (exactly == 3) return found_normal(&t, axis);
    if (exactly != ISECT_AXIS_NONE) return found(exactly, box_cross((exactly - 4) / 3, f.v[(exactly - 4) % 3]), axis);
    return ISECT_AXIS_NONE;
}

#endif
