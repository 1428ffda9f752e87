/* The exact verdicts of the plane tests (sphere-plane, sphere-halfspace and OBB-plane in plane.c,
 * AABB-plane inline in isect.h with its rare path in plane.c, segment-plane in ray.c,
 * capsule-plane in capsule.c), private to the library. Each
 * verdict is the sign of a signed distance n.x - d (minus a radius, for a sphere or a capsule),
 * or of |s| - r for an OBB, at the floats given, with no normalisation assumed: a float filter
 * with the proven bound below decides the clear cases in the test itself, and the exact
 * evaluation (plane_exact.c) the rest.
 *
 * ---- The filter's bound -------------------------------------------------------------------
 * S = x0 y0 + x1 y1 + x2 y2 - d, of floats, evaluated in float as
 *     p_i = fl(x_i y_i),  S^ = fl(fl(fl(p0 + p1) + p2) - d),
 *     T^  = fl(fl(fl(|p0| + |p1|) + |p2|) + |d|)   (or any sum of more non-negative terms),
 *     err = fl(fl(PLANE_ERR_F T^) + PLANE_TINY_F).
 * With u = 2^-24: a product is x y (1 + e), |e| <= u, or, where its result is subnormal, x y
 * plus at most 2^-150; a sum or difference is (a + b)(1 + e) (a subnormal one is exact). So
 *     |S^ - S| <= (g3 + u / (1 - u)) M + 3 2^-150,   M = |p0| + |p1| + |p2| + |d|,
 * g3 = 3u / (1 - 3u) from the three additions (the rounding of a sum of four terms), the rest
 * from the products. T^ >= M (1 - u)^3 (sums of non-negative terms), PLANE_ERR_F T^ = 2^-21 T^
 * is exact or loses at most 2^-150 to underflow, and the last addition loses at most a factor
 * (1 - u): err >= (1 - u) (2^-21 (1 - u)^3 M + 2^-146 - 2^-150). The test then compares
 * D^ = fl(S^ - off) (off: a radius, or 0) with -err and err. The subtraction keeps the sign of
 * S^ - off, and |S^ - off| >= |D^| / (1 + u); so |D^| > err >= (1 + u)((4u + 32u^2) M + 3 2^-150)
 * (which 8u (1 - u)^4 M + 15 2^-150 (1 - u) clears) proves sign(D^) = sign(S - off). The same
 * holds for |S^| - off (| | is exact and 1-Lipschitz) and for min(S_a^, S_b^) - off with
 * err = max(err_a, err_b). |S^| may stand for |d| in T^: each rounding errs by at most u times
 * its result, so the last one by u |S^|, the two sums before it by u (|p0| + |p1| + |p2|) each,
 * and the bound above holds with M = |p0| + |p1| + |p2| + |S^| (a NaN or infinite d makes S^
 * so too). A fused multiply-add, where the compiler forms one, only removes
 * roundings.
 * Overflow: rounding is monotone and odd, so |fl(a + b)| <= fl(|a| + |b|): a product or partial
 * sum that overflows makes T^, hence err, infinite; D^ > err and D^ < -err are then both false
 * (strict comparisons), as they are for a NaN, and the exact path decides. So do NaN and
 * infinite inputs (other than the radius off, which enters only D^): every one reaches T^ as a
 * NaN or an infinity (0 times infinity is NaN). A finite err thus means nothing overflowed, and
 * an infinite D^ then has the sign of its exact value (a radius of +-infinity, or a sum past
 * FLT_MAX: either way far beyond err).
 *
 * The OBB's radius r = sum e_i |n.u_i| has its own bound, derived at isect_obb_plane. */
#ifndef ISECT_PLANE_EXACT_H
#define ISECT_PLANE_EXACT_H

#include "isect.h"

#include <math.h>

#define PLANE_ERR_F 0x1p-21f    /* 8u */
#define PLANE_TINY_F 0x1p-146f  /* 16 times 2^-150, the underflow of a product */

/* A rare path kept out of line (noinline, cold), so the common path of a test stays small. */
#if defined(__GNUC__)
#define PLANE_RARE __attribute__((noinline, cold))
#else
#define PLANE_RARE
#endif

/* n.x - d - off, its sign exact (0 only when the value is 0) and its magnitude rounded from the
 * exact value (within an ulp or two), for finite inputs. Every product of two floats is exact in
 * double; the five terms are summed exactly as an expansion (plane_exact.c). */
double isect_plane_side_exact(vec3s n, float d, vec3s x, float off);

/* |n.c - d| - sum e_i |n.u_i| for the OBB's stored floats, its sign exact, for finite inputs and
 * e_i >= 0: <= 0 exactly when a corner c +- e0 u0 +- e1 u1 +- e2 u2 lies on each side of the
 * plane dot(n, x) = d (or on it). */
double isect_obb_plane_exact(const isect_obb *b, const isect_plane *p);

/* Whether every component of the three float vectors and the two floats is finite. */
static inline bool plane_inputs_finite(vec3s a, vec3s b, vec3s c, float s, float t)
{
    return isfinite(a.x) && isfinite(a.y) && isfinite(a.z) && isfinite(b.x) && isfinite(b.y) && isfinite(b.z) &&
           isfinite(c.x) && isfinite(c.y) && isfinite(c.z) && isfinite(s) && isfinite(t);
}

#endif
