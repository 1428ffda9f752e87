/* The separating-axis helpers of triangle.c, shared with contact_triangle.c: a triangle's edges
 * and normal, the projections' tolerance, and the AABB-triangle test itself, one body for
 * isect_aabb_triangle (and its axis report) and isect_aabb_triangle_contact, which also keeps
 * the axis of least overlap. Private to the library. Each .c file gets its own copy, specialised
 * by the compiler for the NULL out-parameters it passes (gcc's constprop): the boolean test's
 * copy keeps none of the contact's bookkeeping. The rounding and range of these tests: triangle.c's first comment. */
#ifndef ISECT_TRIANGLE_SAT_H
#define ISECT_TRIANGLE_SAT_H

#include "canonical.h"
#include "isect.h"

#include <float.h>
#include <math.h>

typedef struct tri3 { vec3s v[3]; } tri3;

static inline float min2(float a, float b) { return a < b ? a : b; }
static inline float max2(float a, float b) { return a > b ? a : b; }
static inline float min3(float a, float b, float c) { return min2(a, min2(b, c)); }
static inline float max3(float a, float b, float c) { return max2(a, max2(b, c)); }
static inline float med3(float a, float b, float c) { return max2(min2(a, b), min2(max2(a, b), c)); }


/* The edges e0 = b - a, e1 = c - b, e2 = a - c. Another cyclic order permutes them; the
 * reversed order negates them (fl(x - y) = -fl(y - x) exactly). */
static inline tri3 tri_edges(isect_triangle t)
{
    return (tri3){{glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.b), glms_vec3_sub(t.a, t.c)}};
}

/* The normal n = e0 x e1 = e1 x e2 = e2 x e0 (equal in exact arithmetic), taken as the
 * componentwise median of the three float products: the same float vector for every cyclic
 * order, negated for the reversed one. Zero or nearly zero for a degenerate triangle. (A single
 * product from a canonical vertex, the lexicographically least, is as invariant but its
 * selection costs branch mispredictions: measured slower.) */
static inline vec3s tri_normal(const tri3 *e)
{
    vec3s c0 = glms_vec3_cross(e->v[0], e->v[1]);
    vec3s c1 = glms_vec3_cross(e->v[1], e->v[2]);
    vec3s c2 = glms_vec3_cross(e->v[2], e->v[0]);
    return (vec3s){{med3(c0.x, c1.x, c2.x), med3(c0.y, c1.y, c2.y), med3(c0.z, c1.z, c2.z)}};
}

/* A gap along axis l counts only when it exceeds GAP_TOL |l|_1 M, M the largest coordinate
 * magnitude in the test: twice the error bound of a projection (a translation, three products
 * and two sums: about 4 float epsilons of |l|_1 M each) plus a margin for inputs that are
 * themselves rounded, such as coplanar triangles built by float arithmetic. Along a unit axis
 * that is under 3.3e-6 M. Smaller gaps are touching: rounding never separates shapes that
 * touch or overlap, and any axis reported separates in exact arithmetic too. */
#define GAP_TOL (16 * FLT_EPSILON)

static inline float tol_along(vec3s l, float m) { return m * (fabsf(l.x) + fabsf(l.y) + fabsf(l.z)); }
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

/* The contact variant's bookkeeping: the least overlap so far, the index of its axis and the
 * axis itself, pointing the way the triangle moves; and whether the box has an infinite bound. */
typedef struct least_overlap { float depth; int index; vec3s dir; bool unbounded; } least_overlap;

/* Axis l (any length) leaves the overlaps up (the triangle moves +l) and down (it moves -l), in
 * units of l: kept, divided by |l|, when the smaller is the least so far (the lower index on a
 * tie; up on a tie of the two). A zero l separates nothing and measures nothing: skipped; so is
 * an l so short that its projections, about |l| M (m = GAP_TOL M), fall below 1e-30, where the
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
    if (!(s > 0.0f) || (index >= 3 && s * m < 1e-30f * GAP_TOL)) return;
    const bool plus = !(down < up);
    const float o = plus ? up : down;
    /* o / |l| >= o / |l|_1: an axis that cannot win is passed over before the square root */
    if (!(o <= k->depth * ((fabsf(l.x) + fabsf(l.y) + fabsf(l.z)) * 1.0001f))) return;
    const float d = o / (s * glms_vec3_norm(glms_vec3_divs(l, s)));
    if (d < k->depth || (d == k->depth && index < k->index))
        k->depth = d, k->index = index, k->dir = plus ? l : glms_vec3_negate(l);
}

/* Does axis l separate the triangle v (relative to the box centre) from the box of
 * half-extents e? The box projects onto [-r, r] with r = e . |l|. When it does not and least is
 * not NULL, the overlaps r - lo and hi + r of the projections [lo, hi] are kept. */
static inline bool box_apart(vec3s l, const tri3 *v, vec3s e, float m, least_overlap *least, int index,
                             const isect_aabb *b)
{
    float p0 = glms_vec3_dot(l, v->v[0]), p1 = glms_vec3_dot(l, v->v[1]), p2 = glms_vec3_dot(l, v->v[2]);
    float r = e.x * fabsf(l.x) + e.y * fabsf(l.y) + e.z * fabsf(l.z) + tol_along(l, m);
    float lo = min3(p0, p1, p2), hi = max3(p0, p1, p2);
    if (lo > r || hi < -r) return true;
    if (least) keep_least(least, l, r - lo, hi + r, index, b, m);
    return false;
}

/* AABB vs triangle: Akenine-Möller's 13-axis SAT (Ericson 5.2.9; Akenine-Möller, "Fast 3D
 * Triangle-Box Overlap Testing", JGT 2001). Axes and their indices:
 *   0-2   box faces x, y, z: the triangle's bounds against the box's, max(v) < min or min(v) > max
 *         (and a box with min > max on that axis, which is empty)
 *   3     the triangle normal n = e0 x e1: |n . (v - c)| > e . |n| for all three vertices
 *   4-12  box axis u_i x edge e_j at 4 + 3i + j (e0 = b - a, e1 = c - b, e2 = a - c):
 *         all of p_k = l . (v_k - c) beyond r = e . |l|
 * The faces are tested first (exact comparisons, cheapest, the most frequent separators), then
 * the normal, then the nine cross products, whose gaps must exceed GAP_TOL (see above). The
 * axis written is unit length. An infinite box bound is replaced by the triangle's bound past
 * the face tests (the box's part within the triangle's bounds is all that can meet it), so
 * slabs, octants and all of space work; an axis 3-12 then separates the triangle from that part.
 * Degenerate triangles are the segment or point they are: their zero or nearly zero normal and
 * cross products are still valid axes (all three vertices are projected), and the remaining
 * axes (box faces, u_i x segment) are the complete set for a box against a segment or point.
 * A NaN anywhere, or an infinite triangle coordinate: no intersection (index 0, NaN axis, when
 * no axis fired first). Box bounds may be infinite.
 * Contact (keep not NULL; its caller starts it at depth INFINITY): each axis that does not
 * separate keeps its overlaps (keep_least): on a face axis those of the intervals, b.max_k -
 * tmin_k and tmax_k - b.min_k, exact but for one rounding; on the others r - lo and hi + r with
 * the test's own r (tolerance included). The least, divided by |l|, is the depth and its axis the
 * normal, pointing from the box toward the triangle. (A pointer to the caller's record, not to a
 * local one: with a local, gcc kept it in memory in the boolean test's copy too, 20% slower.) */
static inline int aabb_triangle_sat(isect_aabb b, isect_triangle t, vec3s *axis, least_overlap *keep)
{
    const vec3s tmin = glms_vec3_minv(glms_vec3_minv(t.a, t.b), t.c);
    const vec3s tmax = glms_vec3_maxv(glms_vec3_maxv(t.a, t.b), t.c);
    for (int k = 0; k < 3; k++)
        if (tmax.raw[k] < b.min.raw[k] || tmin.raw[k] > b.max.raw[k] ||
            b.min.raw[k] > b.max.raw[k]) {
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
    lo = glms_vec3_scale(lo, 0.5f), hi = glms_vec3_scale(hi, 0.5f);
    const vec3s c = glms_vec3_add(lo, hi), e = glms_vec3_sub(hi, lo);
    const tri3 v = {{glms_vec3_sub(t.a, c), glms_vec3_sub(t.b, c), glms_vec3_sub(t.c, c)}};
    const tri3 f = tri_edges(t);
    const float m = GAP_TOL * max3(max2(absmax3(tmin), absmax3(tmax)), 2 * absmax3(lo), 2 * absmax3(hi));

    /* The triangle's plane against the box. */
    const vec3s n = tri_normal(&f);
    if (box_apart(n, &v, e, m, keep, 3, &b)) return found(3, n, axis);

    /* u_x x f = (0, -f.z, f.y), u_y x f = (f.z, 0, -f.x), u_z x f = (-f.y, f.x, 0). */
    for (int j = 0; j < 3; j++) {
        const vec3s g = f.v[j];
        const vec3s l[3] = {{{0, -g.z, g.y}}, {{g.z, 0, -g.x}}, {{-g.y, g.x, 0}}};
        for (int i = 0; i < 3; i++)
            if (box_apart(l[i], &v, e, m, keep, 4 + 3 * i + j, &b)) return found(4 + 3 * i + j, l[i], axis);
    }

    if (!finite3(t.a) || !finite3(t.b) || !finite3(t.c) || nan3(b.min) || nan3(b.max))
        return not_finite(axis);
    return ISECT_AXIS_NONE;
}

#endif
