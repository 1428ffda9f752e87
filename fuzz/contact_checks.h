/* The properties of the contact variants (isect.h, "Contact from separating axes"), checked by
 * one body of code for the random tests (tests/test_isect_contact*.c) and the fuzz target
 * (fuzz/fuzz_contact.c). Each check_contact_* runs the contact variant and its boolean test on a
 * pair and returns the first property it finds broken (CF_OK: none) with a description:
 *   CF_VERDICT    the verdict differs from the boolean test's;
 *   CF_NULL       c = NULL changes the verdict;           CF_UNTOUCHED  false wrote *c;
 *   CF_NORMAL     the normal is not unit (| |n| - 1 | > 1e-5) or not finite;
 *   CF_DEPTH      the depth is negative or NaN;
 *   CF_DIRECTION  the normal points from the second shape toward the first: dot(n, second's
 *                 centre - first's) < -band (for the triangle, the middle of its projection);
 *   CF_PUSH_IN    the second shape moved by n (depth (1 - PUSH_REL) - band) no longer meets the
 *                 first (by the boolean test); PUSH_REL is 1e-6, for the triangle 1e-5 (below);
 *   CF_PUSH_OUT   moved by n (depth (1 + PUSH_REL) + band) it still does;
 *   CF_EXACT      the depth is not the exact one: for spheres and AABBs the penetration depth
 *                 in double; for OBBs and AABB-triangle the documented definition, min over the
 *                 candidate axes L of (the overlap of the shapes' projections onto L, corners
 *                 projected in double) + (the boolean test's slack on L, as isect.h states it),
 *                 each term within DIR_REL D / sin of it, D the pair's reach (|t| and the extents)
 *                 and sin the length of L's unit factors' cross product (1 for a face): the float
 *                 test builds an edge axis from the cosines R_ij, each within a few FLT_EPSILON,
 *                 so its direction is off by about 1e-7 / sin, and the overlap along it by that
 *                 times D; an axis within CONTACT_PARALLEL of zero (parallel edges, a collinear
 *                 triangle's normal) may come out of rounding in any direction, and bounds the
 *                 depth from below only (by the true depth plus its slack);
 *   CF_BELOW      the depth is below the true penetration depth (double SAT over a superset of
 *                 the axes, which is exact for boxes and triangles) by more than the band.
 * band = BAND_REL M + floor, M the largest coordinate magnitude of the pair (extents and radii
 * included) and floor where float products lose their bits (squares of lengths below 1e-19,
 * fourth powers below 1e-9.5: oracles.h's FLOOR2 and FLOOR4). Beyond the range (M above 1e9 for
 * boxes and triangles, 1e18 for spheres, infinite input, a triangle with an axis whose products
 * underflow: cc_underflows, OBBs whose verdict rounding decides: cc_obb_beyond) only the first
 * five are checked.
 * The check also reports, for the statistics, the exact depth and the true depth (c.oracle,
 * c.truth). */
#ifndef ISECT_FUZZ_CONTACT_CHECKS_H
#define ISECT_FUZZ_CONTACT_CHECKS_H

#include <float.h>
#include <stdio.h>
#include <string.h>

#include "oracles.h"

#define CONTACT_BAND_REL 1e-6   /* of M: the rounding of float coordinates, a few ulps */
#define CONTACT_PUSH_REL 1e-6   /* of the depth: the push's own rounding */
/* AABB-triangle: the float overlaps' rounding, within SAT_FILTER |L|_1 M / |L| of the exact ones,
 * grows (or shrinks) with M, the largest coordinate, and a push by depth moves M by up to depth:
 * up to 16 FLT_EPSILON sqrt 3 = 3.3e-6 of the depth (found by fuzz/fuzz_contact.c, when that
 * bound was an allowance added to the depth: a triangle pushed from |x| <= 4 to 6.4). */
#define CONTACT_PUSH_REL_TRI 1e-5
#define CONTACT_DIR_REL 1e-6    /* of the reach over the sine: an axis built in float (above) */
#define CONTACT_PARALLEL 1e-6   /* an axis this near zero may come out of float rounding alone */
#define CONTACT_OBB_SLACK ((double)1e-5f)            /* box_sat.h's OBB_EPS */
#define CONTACT_TRI_TOL (16.0 * FLT_EPSILON)        /* triangle_sat.h's SAT_FILTER */

typedef enum contact_fail {
    CF_OK, CF_VERDICT, CF_NULL, CF_UNTOUCHED, CF_NORMAL, CF_DEPTH, CF_DIRECTION, CF_PUSH_IN, CF_PUSH_OUT,
    CF_EXACT, CF_BELOW, CF_KINDS
} contact_fail;

static const char *const contact_fail_name[CF_KINDS] = {
    "ok", "verdict unlike the boolean test's", "c = NULL changes the verdict", "false but *c written",
    "normal not unit", "depth negative or NaN", "normal points backward", "pushed by depth - band: apart",
    "pushed by depth + band: still meeting", "depth unlike the exact one", "depth below the true one",
};

typedef struct contact_check {
    contact_fail fail;
    char why[400];
    bool hit;            /* the verdict */
    bool measured;       /* in range: every property was checked */
    isect_contact c;     /* what the variant wrote */
    double oracle;       /* the exact depth by the documented definition (double) */
    double oracle_lo, oracle_hi;   /* with the float axes' direction error (CF_EXACT above) */
    double truth;        /* the true penetration depth (double), clamped at 0 */
    double band;         /* band (above) */
} contact_check;

/* ---- small helpers ------------------------------------------------------------------------- */

static inline bool cc_finite3(vec3s v) { return isfinite(v.x) && isfinite(v.y) && isfinite(v.z); }
static inline double cc_absmax3(vec3s v) { return dmax(fabs(v.x), dmax(fabs(v.y), fabs(v.z))); }
static inline vec3s cc_moved(vec3s p, vec3s n, double d)
{
    return (vec3s){{p.x + (float)(n.x * d), p.y + (float)(n.y * d), p.z + (float)(n.z * d)}};
}

static inline contact_fail cc_fail(contact_check *r, contact_fail f, const char *fmt, double x, double y)
{
    r->fail = f;
    snprintf(r->why, sizeof r->why, fmt, x, y);
    return f;
}

/* The first five properties (verdict, NULL, untouched, normal, depth). */
#define CC_BEGIN(contact_fn, bool_fn, A, B)                                                   \
    const isect_contact sentinel_ = {{{123.0f, 456.0f, 789.0f}}, -42.0f};                     \
    r->c = sentinel_;                                                                         \
    r->hit = contact_fn(A, B, &r->c);                                                         \
    if (r->hit != bool_fn(A, B)) return cc_fail(r, CF_VERDICT, "contact %g, boolean %g", r->hit, !r->hit); \
    if (contact_fn(A, B, NULL) != r->hit) return cc_fail(r, CF_NULL, "%g %g", r->hit, !r->hit); \
    if (!r->hit) {                                                                            \
        if (memcmp(&r->c, &sentinel_, sizeof sentinel_) != 0)                                 \
            return cc_fail(r, CF_UNTOUCHED, "depth %g, normal.x %g", r->c.depth, r->c.normal.x); \
        return CF_OK;                                                                         \
    }                                                                                         \
    const vec3s n_ = r->c.normal;                                                             \
    const double nlen_ = dlen(dv(n_));                                                        \
    if (!(fabs(nlen_ - 1) <= 1e-5)) return cc_fail(r, CF_NORMAL, "|n| = %.9g (n.x %g)", nlen_, n_.x); \
    if (!(r->c.depth >= 0)) return cc_fail(r, CF_DEPTH, "depth %g %g", r->c.depth, 0)

/* Push: the second shape moved by depth (1 - REL) - band still meets the first, moved by
 * depth (1 + REL) + band it does not. MOVE(d) is the test on the moved pair; IN_RANGE(d)
 * whether the moved pair is within the range (for a triangle, moving can round a short edge to
 * one whose products underflow). */
#define CC_PUSH(MOVE, IN_RANGE, REL)                                                          \
    do {                                                                                      \
        const double d_ = r->c.depth;                                                         \
        const double in_ = dmax(0, d_ * (1 - (REL)) - r->band);                               \
        const double out_ = d_ * (1 + (REL)) + r->band;                                       \
        if (isfinite(d_) && IN_RANGE(in_) && IN_RANGE(out_)) {                                \
            if (!(MOVE(in_))) return cc_fail(r, CF_PUSH_IN, "depth %.9g: moved by %.9g they are apart", d_, in_); \
            if (MOVE(out_)) return cc_fail(r, CF_PUSH_OUT, "depth %.9g: moved by %.9g they still meet", d_, out_); \
        }                                                                                     \
    } while (0)

/* The depth against the exact one (in [oracle_lo, oracle_hi] within the band) and the true one
 * (depth >= truth - band). */
static inline contact_fail cc_depths(contact_check *r)
{
    if (!(r->c.depth >= r->oracle_lo - r->band && r->c.depth <= r->oracle_hi + r->band))
        return cc_fail(r, CF_EXACT, "depth %.9g, exact %.9g", r->c.depth, r->oracle);
    if (!(r->c.depth >= r->truth - r->band))
        return cc_fail(r, CF_BELOW, "depth %.9g, true %.9g", r->c.depth, r->truth);
    return CF_OK;
}

#define ANY(d) true

/* ---- sphere-sphere --------------------------------------------------------------------------- */

static inline bool cc_sphere_moved(isect_sphere a, isect_sphere b, vec3s n, double d)
{
    b.c = cc_moved(b.c, n, d);
    return isect_sphere_sphere(a, b);
}

static inline contact_fail check_contact_sphere_sphere(isect_sphere a, isect_sphere b, contact_check *r)
{
    *r = (contact_check){0};
    CC_BEGIN(isect_sphere_sphere_contact, isect_sphere_sphere, a, b);
    const double M = dmax(cc_absmax3(a.c), cc_absmax3(b.c)) + fabs(a.r) + fabs(b.r);
    if (!cc_finite3(a.c) || !cc_finite3(b.c) || !isfinite(a.r) || !isfinite(b.r) || !(M < 1e18)) return CF_OK;
    r->measured = true;
    r->band = CONTACT_BAND_REL * M + FLOOR2;
    const dvec d = dsub(dv(b.c), dv(a.c));
    if (ddot(dv(n_), d) < -r->band) return cc_fail(r, CF_DIRECTION, "n . (b.c - a.c) = %g (band %g)", ddot(dv(n_), d), r->band);
    r->oracle = r->oracle_lo = r->oracle_hi = r->truth = dmax(0, (double)a.r + b.r - dlen(d));
#define MOVE(x) cc_sphere_moved(a, b, n_, x)
    CC_PUSH(MOVE, ANY, CONTACT_PUSH_REL);
#undef MOVE
    return cc_depths(r);
}

/* ---- AABB-AABB ------------------------------------------------------------------------------- */

static inline bool cc_aabb_moved(isect_aabb a, isect_aabb b, vec3s n, double d)
{
    b.min = cc_moved(b.min, n, d), b.max = cc_moved(b.max, n, d);
    return isect_aabb_aabb(a, b);
}

/* The penetration depth of two boxes: per axis the smaller push, the least over the axes. */
static inline double o_depth_aabb_aabb(isect_aabb a, isect_aabb b)
{
    double d = INFINITY;
    for (int k = 0; k < 3; k++)
        d = dmin(d, dmin((double)a.max.raw[k] - b.min.raw[k], (double)b.max.raw[k] - a.min.raw[k]));
    return d;
}

static inline contact_fail check_contact_aabb_aabb(isect_aabb a, isect_aabb b, contact_check *r)
{
    *r = (contact_check){0};
    CC_BEGIN(isect_aabb_aabb_contact, isect_aabb_aabb, a, b);
    const double M = dmax(dmax(cc_absmax3(a.min), cc_absmax3(a.max)), dmax(cc_absmax3(b.min), cc_absmax3(b.max)));
    if (!(M < 1e30)) return CF_OK;
    r->measured = true;
    r->band = CONTACT_BAND_REL * M + FLOOR1;
    const dvec d = dsub(dadd(dv(b.min), dv(b.max)), dadd(dv(a.min), dv(a.max)));   /* twice the centres' */
    if (ddot(dv(n_), d) < -2 * r->band) return cc_fail(r, CF_DIRECTION, "n . (centre b - centre a) = %g (band %g)", ddot(dv(n_), d) / 2, r->band);
    r->oracle = r->oracle_lo = r->oracle_hi = r->truth = dmax(0, o_depth_aabb_aabb(a, b));
#define MOVE(x) cc_aabb_moved(a, b, n_, x)
    CC_PUSH(MOVE, ANY, CONTACT_PUSH_REL);
#undef MOVE
    return cc_depths(r);
}

/* ---- OBB-OBB --------------------------------------------------------------------------------- */

static inline bool cc_obb_moved(isect_obb a, isect_obb b, vec3s n, double d)
{
    b.c = cc_moved(b.c, n, d);
    return isect_obb_obb(a, b);
}

/* The documented depth into r->oracle (and its interval, oracle_lo and oracle_hi): over the 15
 * axes L (faces of a, of b, a.u_i x b.u_j; the last skipped when parallel, L = 0), the corners'
 * overlap along L plus box_sat.h's slack OBB_EPS times the extents taking part (on a.u_i: b's
 * three; on b.u_j: a's three; on a.u_i x b.u_j: a.e_i1, a.e_i2, b.e_j1, b.e_j2), divided by |L|
 * (the sine of the edges' angle). An edge axis within CONTACT_PARALLEL of zero, parallel but for
 * rounding, is one the float test builds from the cosines' rounding alone: any direction, of
 * length up to |L| + CONTACT_PARALLEL. All it gives is a lower bound: the overlap along any
 * direction is at least the true depth (r->truth, set first), plus its slack. */
static inline void o_depth_obb_documented(isect_obb a, isect_obb b, contact_check *r)
{
    const o_poly A = o_poly_obb(a), B = o_poly_obb(b);
    const double sa = (double)a.e.x + a.e.y + a.e.z, sb = (double)b.e.x + b.e.y + b.e.z;
    const double reach = ddist(dv(a.c), dv(b.c)) + sa + sb;
    r->oracle = r->oracle_lo = r->oracle_hi = INFINITY;
#define TERM(value, sine)                                                                     \
    do {                                                                                      \
        const double v_ = (value), w_ = CONTACT_DIR_REL * reach / (sine);                     \
        r->oracle = dmin(r->oracle, v_), r->oracle_lo = dmin(r->oracle_lo, v_ - w_);          \
        r->oracle_hi = dmin(r->oracle_hi, v_ + w_);                                           \
    } while (0)
    for (int i = 0; i < 3; i++) {
        TERM(-o_gap(A.face[i], A.v, 8, B.v, 8) + CONTACT_OBB_SLACK * sb, 1);
        TERM(-o_gap(B.face[i], A.v, 8, B.v, 8) + CONTACT_OBB_SLACK * sa, 1);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            const dvec L = dcross(A.edge[i], B.edge[j]);
            const double len = dlen(L);
            const double e = (double)a.e.raw[(i + 1) % 3] + a.e.raw[(i + 2) % 3] + b.e.raw[(j + 1) % 3] + b.e.raw[(j + 2) % 3];
            if (len < CONTACT_PARALLEL)
                r->oracle_lo = dmin(r->oracle_lo, r->truth + CONTACT_OBB_SLACK * e / (len + CONTACT_PARALLEL));
            else
                TERM(-o_gap(L, A.v, 8, B.v, 8) + CONTACT_OBB_SLACK * e / len, len);
        }
#undef TERM
    r->oracle = dmax(0, r->oracle), r->oracle_lo = dmax(0, r->oracle_lo), r->oracle_hi = dmax(0, r->oracle_hi);
}

/* Whether an edge axis a.u_i x b.u_j makes the boolean test's verdict rounding's, not geometry's:
 * - so short but not zero that its projections, of size |L| M, come near the denormals (below
 *   1e-29), where the float products keep few bits (the contact skips such axes, below 1e-30; the
 *   boolean test does not: two segment boxes touching end to end, 1e-38 from parallel, moved 1e-6
 *   sideways, were apart by that axis, the contact's face axis carrying a slack of 1e-5);
 * - nearly parallel (sine below 1e-4) with the extents taking part too small for OBB_EPS's slack
 *   to cover the cosines' rounding (under 0.1 of |t| plus all extents): two segments on one line
 *   read apart after a push of 6e-6 along the axis of noise that parallel edges make.
 * Such pairs are beyond the range. */
static inline bool cc_obb_beyond(isect_obb a, isect_obb b, double M)
{
    const double all = (double)a.e.x + a.e.y + a.e.z + b.e.x + b.e.y + b.e.z + ddist(dv(a.c), dv(b.c));
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            const dvec L = dcross(dv(a.u[i]), dv(b.u[j]));
            const double s = dmax(fabs(L.x), dmax(fabs(L.y), fabs(L.z)));
            const double e = (double)a.e.raw[(i + 1) % 3] + a.e.raw[(i + 2) % 3] + b.e.raw[(j + 1) % 3] + b.e.raw[(j + 2) % 3];
            if ((s > 0 && s * M < 1e-29) || (dlen(L) < 1e-4 && e < 0.1 * all)) return true;
        }
    return false;
}

static inline contact_fail check_contact_obb_obb(isect_obb a, isect_obb b, contact_check *r)
{
    *r = (contact_check){0};
    CC_BEGIN(isect_obb_obb_contact, isect_obb_obb, a, b);
    const double M = cc_absmax3(a.c) + cc_absmax3(b.c) + cc_absmax3(a.e) + cc_absmax3(b.e);
    bool finite = cc_finite3(a.c) && cc_finite3(b.c) && cc_finite3(a.e) && cc_finite3(b.e);
    for (int i = 0; i < 3; i++) finite = finite && cc_finite3(a.u[i]) && cc_finite3(b.u[i]);
    if (!finite || !(M < 1e9) || cc_obb_beyond(a, b, M)) return CF_OK;
    r->measured = true;
    r->band = CONTACT_BAND_REL * M + FLOOR2;
    const dvec t = dsub(dv(b.c), dv(a.c));
    if (ddot(dv(n_), t) < -r->band) return cc_fail(r, CF_DIRECTION, "n . (b.c - a.c) = %g (band %g)", ddot(dv(n_), t), r->band);
    const o_poly A = o_poly_obb(a), B = o_poly_obb(b);
    r->truth = dmax(0, -o_sat(&A, &B, 0));
    o_depth_obb_documented(a, b, r);
#define MOVE(x) cc_obb_moved(a, b, n_, x)
    CC_PUSH(MOVE, ANY, CONTACT_PUSH_REL);
#undef MOVE
    return cc_depths(r);
}

/* ---- AABB-triangle --------------------------------------------------------------------------- */

static inline isect_triangle cc_triangle_at(isect_triangle t, vec3s n, double d)
{
    return (isect_triangle){cc_moved(t.a, n, d), cc_moved(t.b, n, d), cc_moved(t.c, n, d)};
}

static inline bool cc_triangle_moved(isect_aabb b, isect_triangle t, vec3s n, double d)
{
    return isect_aabb_triangle(b, cc_triangle_at(t, n, d));
}

/* The documented depth into r->oracle (and its interval, oracle_lo and oracle_hi): over the 13
 * axes L (x, y, z; the normal (b - a) x (c - b); u_i x edge j), the overlap of the box's corners
 * and the triangle's vertices along L, within the float projections' rounding, triangle_sat.h's
 * SAT_FILTER |L|_1 M' / |L|, on all but the faces (M' the largest coordinate magnitude; the
 * interval only); zero axes skipped. The edges are the
 * float differences the library takes (u_i x edge is then the library's axis exactly); its
 * normal, a median of three float cross products, is off in direction by about 1e-7 |e|^2 / |n|
 * (|e| the longest edge): that ratio is the normal's "sine" in the interval. A normal within
 * CONTACT_PARALLEL |e|^2 of zero may come out of rounding alone, in any direction: it gives only
 * the lower bound r->truth (set first), as for the OBBs' parallel edges. Other zero axes are
 * exact zeros in float too (u_i x edge), skipped by both. */
static inline void o_depth_aabb_triangle_documented(isect_aabb b, isect_triangle t, double Mc, contact_check *r)
{
    const o_poly A = o_poly_aabb(b), T = o_poly_triangle(t);
    const vec3s fe[3] = {glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.b), glms_vec3_sub(t.a, t.c)};
    dvec L[13];
    for (int k = 0; k < 3; k++) L[k] = (dvec){k == 0, k == 1, k == 2};
    L[3] = dcross(dv(fe[0]), dv(fe[1]));
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) L[4 + 3 * i + j] = dcross(A.face[i], dv(fe[j]));
    const dvec c = dscale(dadd(dv(b.min), dv(b.max)), 0.5);
    double reach = 0.5 * ddist(dv(b.min), dv(b.max)), e2 = 0;
    for (int k = 0; k < 3; k++) reach = dmax(reach, ddist(T.v[k], c) + 0.5 * ddist(dv(b.min), dv(b.max)));
    for (int k = 0; k < 3; k++) e2 = dmax(e2, ddot(dv(fe[k]), dv(fe[k])));
    r->oracle = r->oracle_lo = r->oracle_hi = INFINITY;
    for (int k = 0; k < 13; k++) {
        const double len = dlen(L[k]);
        if (k == 3 && len < CONTACT_PARALLEL * e2) {   /* collinear but for rounding: any direction */
            r->oracle_lo = dmin(r->oracle_lo, r->truth);
            continue;
        }
        if (!(len > 0)) continue;
        const double rounding = k < 3 ? 0 : CONTACT_TRI_TOL * (fabs(L[k].x) + fabs(L[k].y) + fabs(L[k].z)) * Mc / len;
        const double v = -o_gap(L[k], A.v, 8, T.v, 3), w = CONTACT_DIR_REL * reach / (k == 3 ? len / e2 : 1) + rounding;
        r->oracle = dmin(r->oracle, v), r->oracle_lo = dmin(r->oracle_lo, v - w), r->oracle_hi = dmin(r->oracle_hi, v + w);
    }
    r->oracle = dmax(0, r->oracle), r->oracle_lo = dmax(0, r->oracle_lo), r->oracle_hi = dmax(0, r->oracle_hi);
}

/* Whether an axis of the pair (the triangle's normal e0 x e1, or u_i x e_j) is so short but not
 * zero that its projections, of size |l| M, come near the denormals (below 1e-29), where the
 * float test's products keep few bits: an edge of 1e-38 made a normal of 1e-39 whose axis
 * separated the triangle 2e-6 early. The contact skips such axes (below 1e-30); the boolean test
 * does not, so a pair with one is beyond the range. */
static inline bool cc_underflows(isect_triangle t, double M)
{
    const vec3s fe[3] = {glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.b), glms_vec3_sub(t.a, t.c)};
    dvec L[10];
    L[0] = dcross(dv(fe[0]), dv(fe[1]));
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) L[1 + 3 * i + j] = dcross((dvec){i == 0, i == 1, i == 2}, dv(fe[j]));
    for (int k = 0; k < 10; k++) {
        const double s = dmax(fabs(L[k].x), dmax(fabs(L[k].y), fabs(L[k].z)));
        if (s > 0 && s * M < 1e-29) return true;
    }
    return false;
}

static inline contact_fail check_contact_aabb_triangle(isect_aabb b, isect_triangle t, contact_check *r)
{
    *r = (contact_check){0};
    CC_BEGIN(isect_aabb_triangle_contact, isect_aabb_triangle, b, t);
    const double M = dmax(dmax(cc_absmax3(b.min), cc_absmax3(b.max)), dmax(cc_absmax3(t.a), dmax(cc_absmax3(t.b), cc_absmax3(t.c))));
    if (!(M < 1e9) || cc_underflows(t, M)) return CF_OK;
    r->measured = true;
    r->band = CONTACT_BAND_REL * M + FLOOR4;
    /* the middle of the triangle's projection beyond the box's centre */
    const dvec n = dv(n_);
    const double p0 = ddot(n, dv(t.a)), p1 = ddot(n, dv(t.b)), p2 = ddot(n, dv(t.c));
    const double mid = (dmin(p0, dmin(p1, p2)) + dmax(p0, dmax(p1, p2))) / 2, pc = ddot(n, dscale(dadd(dv(b.min), dv(b.max)), 0.5));
    if (mid - pc < -r->band) return cc_fail(r, CF_DIRECTION, "triangle's middle %g behind the box's centre (band %g)", pc - mid, r->band);
    const o_poly A = o_poly_aabb(b), T = o_poly_triangle(t);
    r->truth = dmax(0, -o_sat(&A, &T, 0));
    o_depth_aabb_triangle_documented(b, t, M, r);
#define MOVE(x) cc_triangle_moved(b, t, n_, x)
#define MOVED_IN_RANGE(x) (!cc_underflows(cc_triangle_at(t, n_, x), M))
    CC_PUSH(MOVE, MOVED_IN_RANGE, CONTACT_PUSH_REL_TRI);
#undef MOVED_IN_RANGE
#undef MOVE
    return cc_depths(r);
}

#undef CC_BEGIN
#undef CC_PUSH
#undef ANY

#endif
