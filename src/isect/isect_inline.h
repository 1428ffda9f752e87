/* isect_inline.h — the definitions of the library's four inline tests, declared in isect.h
 * and included at its end: users include <isect/isect.h>, never this file alone. */
#ifndef ISECT_INLINE_H
#define ISECT_INLINE_H

#ifndef ISECT_H
#error "include <isect/isect.h>, which includes this file"
#endif

/* Probes of the inline tests for the viewer's trace mode: nothing unless the library's
 * traced build (ISECT_TRACE, never set for users) is compiled, when trace.h records them. */
#ifdef ISECT_TRACE
#include "trace.h"
#else
#define ISECT_PROBE(x) ((void)0)
#define ISECT_PROBE_POINT(p) ((void)0)
#define ISECT_PROBE_RETURN(x) (x)
#endif

/* The three cheapest tests are defined here, inline (C99 6.7.4), as cglm defines its own: each
 * is a few comparisons, less work than the call that passes a 16- or 24-byte shape on the stack
 * (24-byte structs go through memory on x86-64), so inlined they cost about a third. The
 * library still holds their external definitions (sphere.c, box.c): the names and the ABI are
 * unchanged, and a caller that does not inline, or a binding that looks the symbol up, gets
 * the same function. The bodies use no cglm call, since an inline definition with external
 * linkage may not refer to cglm's static functions. Needs C99 inline semantics (not gnu89).
 * isect_aabb_plane is here for the same reason (its external definition in plane.c): its float
 * filter is a few operations more, and its rare exact path a call out of line. */

/* The float filter of the two sphere tests below, with its proof. The tests compare a squared
 * distance S = sum d_i^2 (d_i a difference of two floats) with R = r^2 (r a float, or the sum of
 * two), and compute S' = fl(fl(d_x^2 + d_y^2) + d_z^2), R' = fl(r^2) in float (u = 2^-24). With
 * the standard model fl(x op y) = (x op y)(1 + e), |e| <= u, plus an absolute error of at most
 * 2^-150 where a product is subnormal (a sum or difference with a subnormal result is exact),
 * each term of S collects at most five factors (1 + e) (the difference, squared, the product,
 * two sums) and R at most three (the sum of the radii, squared, the product), all terms >= 0, so
 *     |S' - S| + |R' - R| <= g5 (S + R) + 4 2^-150 <= 5u (1 + 11u) (S' + R') + 4.1 2^-150
 * (g5 = 5u / (1 - 5u)). The filter counts the floats between S' and R' (the difference of their
 * bit patterns, which order non-negative floats): more than ISECT_SPHERE_ULPS = 16 apart, say
 * x > y, makes x - y > 17 ulp(y) > 17u y for a normal y, and 17 2^-149 below 2^-126; either
 * exceeds the bound above (it is at most 10u (1 + 11u) y + 5u (x - y) + 4.1 2^-150), so S - R
 * has the sign of S' - R'. An overflow (S' or R' infinite, one step above FLT_MAX: the exact value
 * is then at least 2^128 (1 - 6u), beyond the other's 16 steps below FLT_MAX) or a NaN (beyond
 * infinity, or negative: far from any square) counts the same way, so the sure verdict S' < R'
 * is false for a NaN or an infinite centre, true for an infinite radius (isect.h's conventions).
 * Within 16 steps, the exact test decides (sphere_exact.c), out of line. */
#define ISECT_SPHERE_ULPS 16u
#define ISECT_FLOAT_BITS(x) (((union { float f; uint32_t u; }){(x)}).u)
#if defined(__GNUC__)
#define ISECT_RARELY(x) __builtin_expect(!!(x), 0)   /* the exact test's call: off the common path */
#define ISECT_COLD __attribute__((cold))
#else
#define ISECT_RARELY(x) (x)
#define ISECT_COLD
#endif

/* The exact tests the two below call when their filter cannot decide (sphere_exact.c): internal
 * to the library, exported only because the tests are inline. They take the floats one by one
 * (in registers): the common path then keeps no copy of the shapes for the call. The box enters
 * as its clamp q of the centre and whether it is empty. */
ISECT_COLD bool isect_internal_sphere_sphere(float ax, float ay, float az, float ar, float bx, float by, float bz,
                                             float br);
ISECT_COLD bool isect_internal_sphere_aabb(float cx, float cy, float cz, float r, float qx, float qy, float qz, bool box);

/* Two spheres meet when their centres are no farther apart than the sum of the radii:
 * |a.c - b.c|^2 <= (a.r + b.r)^2, exactly, with the real sum a.r + b.r (a float filter, then
 * exact integers where it cannot tell). Ericson, Real-Time Collision Detection, 4.3.1. */
inline bool isect_sphere_sphere(isect_sphere a, isect_sphere b)
{
    float dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, dz = a.c.z - b.c.z;
    float d2 = dx * dx + dy * dy + dz * dz;
    ISECT_PROBE(d2);
    float r = a.r + b.r, rr = r * r;
    ISECT_PROBE(rr);
    if (ISECT_RARELY(ISECT_FLOAT_BITS(d2) - ISECT_FLOAT_BITS(rr) + ISECT_SPHERE_ULPS <= 2 * ISECT_SPHERE_ULPS))
        return ISECT_PROBE_RETURN(isect_internal_sphere_sphere(a.c.x, a.c.y, a.c.z, a.r, b.c.x, b.c.y, b.c.z, b.r));   /* within rounding */
    return ISECT_PROBE_RETURN((a.r >= 0.0f) & (b.r >= 0.0f) & (d2 < rr));
}

/* AABB vs AABB: two boxes meet when their intervals overlap on every world axis,
 * a.min <= b.max and b.min <= a.max per axis. Ericson, Real-Time Collision Detection, 4.2.1.
 * Those two alone let an inverted box (min > max: empty) overlap, so the test asks instead that
 * each axis's shared interval [lo, hi] = [max(a.min, b.min), min(a.max, b.max)] is not empty,
 * which holds exactly when both intervals are non-empty and overlap. lo and hi are written as
 * the comparisons maxss and minss perform, which keep the NaN of b.min and of a.max; the NaN of
 * a.min or b.max fails a.min <= b.max. Branch-free, and false for a NaN anywhere. */
inline bool isect_aabb_aabb(isect_aabb a, isect_aabb b)
{
    float lox = a.min.x > b.min.x ? a.min.x : b.min.x, hix = b.max.x < a.max.x ? b.max.x : a.max.x;
    ISECT_PROBE(lox); ISECT_PROBE(hix);
    float loy = a.min.y > b.min.y ? a.min.y : b.min.y, hiy = b.max.y < a.max.y ? b.max.y : a.max.y;
    ISECT_PROBE(loy); ISECT_PROBE(hiy);
    float loz = a.min.z > b.min.z ? a.min.z : b.min.z, hiz = b.max.z < a.max.z ? b.max.z : a.max.z;
    ISECT_PROBE(loz); ISECT_PROBE(hiz);
    return ISECT_PROBE_RETURN((lox <= hix) & (loy <= hiy) & (loz <= hiz) &
           (a.min.x <= b.max.x) & (a.min.y <= b.max.y) & (a.min.z <= b.max.z));
}

/* Clamp the centre to the box (the closest point q, Ericson 5.1.3) and compare the squared
 * distance with r^2: |c - q|^2 <= r^2 with q_i = min(max(c_i, min_i), max_i), exactly (the float
 * filter above, then exact integers where it cannot tell; q is a float, so c - q is a difference
 * of floats). Each clamp is written as the two comparisons SSE's maxss and minss perform (a NaN
 * c_i comes out as min_i, and c - q stays NaN). Below min on an axis counts exactly like above
 * max (cglm 0.8.8's glm_aabb_sphere measures from max there). Ericson, Real-Time Collision
 * Detection, 5.2.5. A box with min > max on an axis (empty), or a NaN in min or max, intersects
 * nothing (the clamp alone would drop a NaN min). Infinite bounds are fine. */
inline bool isect_sphere_aabb(isect_sphere s, isect_aabb b)
{
    float qx = s.c.x > b.min.x ? s.c.x : b.min.x, qy = s.c.y > b.min.y ? s.c.y : b.min.y;
    float qz = s.c.z > b.min.z ? s.c.z : b.min.z;
    qx = qx < b.max.x ? qx : b.max.x, qy = qy < b.max.y ? qy : b.max.y, qz = qz < b.max.z ? qz : b.max.z;
    float dx = s.c.x - qx, dy = s.c.y - qy, dz = s.c.z - qz;
    ISECT_PROBE(dx); ISECT_PROBE(dy); ISECT_PROBE(dz);
    bool box = (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
    float d2 = dx * dx + dy * dy + dz * dz, rr = s.r * s.r;
    ISECT_PROBE(d2); ISECT_PROBE(rr);
    if (ISECT_RARELY(ISECT_FLOAT_BITS(d2) - ISECT_FLOAT_BITS(rr) + ISECT_SPHERE_ULPS <= 2 * ISECT_SPHERE_ULPS))
        return ISECT_PROBE_RETURN(isect_internal_sphere_aabb(s.c.x, s.c.y, s.c.z, s.r, qx, qy, qz, box));   /* within rounding */
    return ISECT_PROBE_RETURN(box & (s.r >= 0.0f) & (d2 < rr));
}

/* AABB vs plane: project the half-extents e onto the normal, r = e.|n|, and compare with the
 * signed distance s of the centre c from the plane: they meet when |s| <= r. Ericson, Real-Time
 * Collision Detection, 5.2.3. Computed as twice those, s2 = n.(min + max) - 2d and
 * r2 = |n|.(max - min) (halving could round), and exact for the floats given: the verdict is
 * that of the exact |s2| <= r2 (the box's nearest and farthest corners along n span the plane).
 * err bounds the rounding of |s2| - r2 (u = 2^-24): each sum or difference of bounds errs by at
 * most u times its value, each product and sum after by u times its result (a product by 2^-150
 * more where it underflows), so s2 by 4.02u sum |n_i (min_i + max_i)| + u |s2| + 3 2^-150 and
 * r2 by 4.02u r2 + 3 2^-150, both with the terms as computed; err = 2^-21 (those sums + |s2|)
 * + 2^-146 clears them (the derivation of plane_exact.h). A sum that overflows, or an infinite
 * or NaN input, makes err infinite or NaN. Within err of 0, or then, isect_aabb_plane_exact
 * decides. Any non-zero normal length gives the same verdict. False when anything is NaN, the
 * box is empty (min > max on some axis) or the normal zero; an infinite bound gives the float
 * formula's verdict (with c = max/2 + min/2). Inline: a call passes the 24-byte box through
 * memory, which took as long as the arithmetic (bench/, aabb-plane). */
inline bool isect_aabb_plane(isect_aabb b, isect_plane p)
{
    const float cx = b.min.x + b.max.x, cy = b.min.y + b.max.y, cz = b.min.z + b.max.z;   /* 2c */
    const float ex = b.max.x - b.min.x, ey = b.max.y - b.min.y, ez = b.max.z - b.min.z;   /* 2e */
    const float px = p.n.x * cx, py = p.n.y * cy, pz = p.n.z * cz;
    const float s2 = px + py + pz - (p.d + p.d);
    ISECT_PROBE(s2);
    const float r2 = fabsf(p.n.x) * ex + fabsf(p.n.y) * ey + fabsf(p.n.z) * ez;
    ISECT_PROBE(r2);
    const float as = fabsf(s2), err = 0x1p-21f * (fabsf(px) + fabsf(py) + fabsf(pz) + r2 + as) + 0x1p-146f;
    const float gap = as - r2;                           /* > 0: apart */
    ISECT_PROBE(gap); ISECT_PROBE(err);
    if (!(fabsf(gap) > err)) return ISECT_PROBE_RETURN(isect_aabb_plane_exact(b.min, b.max, p.n, p.d));   /* also NaN */
    /* min <= max on every axis: an empty box meets nothing (a zero normal never gets here with
     * gap < 0: r2 = 0) */
    const float exy = ex < ey ? ex : ey, e = exy < ez ? exy : ez;   /* (minss, twice) */
    return ISECT_PROBE_RETURN((gap < 0) & (e >= 0));
}

#endif
