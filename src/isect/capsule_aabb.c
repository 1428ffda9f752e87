/* Capsule vs AABB: the capsule meets the box when its axis segment comes within r of it, so the
 * test is the squared distance from the segment to the box against r^2 (closed: <=). Ericson,
 * Real-Time Collision Detection, 4.5.1 (a capsule is its axis swept by a sphere, and every
 * capsule test is the distance between the inner shapes against the radius) with the closest
 * point on an AABB of 5.1.3 (clamp each coordinate to the box).
 *
 * The distance. Along the axis x(t) = a + t (b - a), t in [0, 1], the squared distance to the
 * box f(t) = |x(t) - q(t)|^2, q(t) = x(t) clamped to the box, is convex (the distance to a
 * convex set, along a line) and piecewise quadratic: a piece ends where a coordinate of x(t)
 * crosses a face's plane, at t = (min_k - a_k) / d_k or (max_k - a_k) / d_k (d = b - a), six
 * breakpoints at most. Its slope f'(t) = 2 d . (x(t) - q(t)) is continuous, piecewise linear
 * and non-decreasing. So the minimum is at t = 0 when f'(0) >= 0, at t = 1 when f'(1) <= 0, and
 * otherwise at the root of f', which lies between the last breakpoint where the slope is
 * negative and the first where it is not. Between them the axes on which x(t) lies outside the
 * box are fixed, and so are the bounds q_k it lies beyond: f is the squared distance from the
 * line to that face, edge or corner, and its root is t = -sum c_k d_k / sum d_k^2 with
 * c_k = a_k - q_k over those axes. f is then evaluated there, at a point of the segment, so an
 * error in t can only overstate the distance (by its square, f being flat at its minimum).
 *
 * Why this way: it is exact in exact arithmetic with no iteration and no tolerance (and exact in
 * float where the arithmetic is: a dyadic capsule touching a face, an edge or a corner meets the
 * box), and costs 2 to 10 evaluations of a clamp (a few multiply-adds each) and no square
 * root. The other formulation, the segment against the box grown by r with rounded edges and
 * corners (Ericson 5.5.7's moving sphere vs AABB), needs a segment-capsule test per edge region
 * it enters and up to three at a corner; and a general convex pair test (GJK) iterates to a
 * tolerance.
 *
 * Shapes as everywhere: a negative or NaN radius is an empty capsule, and a box with min > max
 * on an axis, or a NaN bound, is empty: false. r = 0 is the segment itself; a = b is the sphere
 * of radius r about a, with isect_sphere_aabb's verdict. NaN anywhere: false. Infinite box
 * bounds (slabs, halfspaces) work. Squared distances must stay finite: coordinates and radii
 * below about 1e18. */
#include "isect.h"
#include "canonical.h"
#include "trace.h"

#include <math.h>

/* x - q: how far the point x lies outside the box, per axis, 0 where it is within the box's
 * slab. The clamp q is written as the two comparisons maxss and minss perform, as
 * isect_sphere_aabb writes it: a NaN x comes out as min and x - q stays NaN; an infinite bound
 * clamps nothing. The axis points are x(t) = a + t d, exactly a at t = 0 and exactly a_k on an
 * axis where d_k = 0 (the lerp (1 - t) a + t b is neither: 0.85 a + 0.15 a can miss a by an
 * ulp, enough to move a capsule touching a box edge off it); b itself stands for t = 1. */
static inline vec3s excess(vec3s x, isect_aabb b)
{
    vec3s e;
    for (int k = 0; k < 3; k++) {
        float q = x.raw[k] > b.min.raw[k] ? x.raw[k] : b.min.raw[k];
        q = q < b.max.raw[k] ? q : b.max.raw[k];
        e.raw[k] = x.raw[k] - q;
    }
    return e;
}

/* The squared distance from the segment to the box, as above, and its comparison with r^2. Two
 * shortcuts first, both exact: an end of the axis is within r of the box (isect_sphere_aabb
 * itself, so a = b gives its verdict), or the capsule's bounding box (the segment's,
 * grown by r) misses the box (a rounded lo > max means lo > max). */
bool isect_capsule_aabb(isect_capsule c, isect_aabb b)
{
    if (!(c.r >= 0.0f) || !aabb_nonempty(b))
        return TRACE_RETURN(false);                          /* empty capsule or box, NaN */
    const isect_segment s = c.axis;
    if (nan3(s.a) || nan3(s.b))
        return TRACE_RETURN(false);              /* NaN in the axis (an end alone may touch) */
    const vec3s d = glms_vec3_sub(s.b, s.a);
    const float rr = c.r * c.r;
    TRACE(rr);
    const vec3s e0 = excess(s.a, b), e1 = excess(s.b, b);
    TRACE(glms_vec3_dot(e0, e0)); TRACE(glms_vec3_dot(e1, e1));
    if (isect_sphere_aabb((isect_sphere){s.a, c.r}, b) || isect_sphere_aabb((isect_sphere){s.b, c.r}, b))
        return TRACE_RETURN(true);                           /* an end within r (exactly) */
    for (int k = 0; k < 3; k++) {
        const float lo = fminf(s.a.raw[k], s.b.raw[k]) - c.r, hi = fmaxf(s.a.raw[k], s.b.raw[k]) + c.r;
        TRACE(k); TRACE(lo); TRACE(hi);
        if (lo > b.max.raw[k] || hi < b.min.raw[k])
            return TRACE_RETURN(false);                      /* a face's plane separates */
    }

    float tl = 0.0f, th = 1.0f;
    TRACE(glms_vec3_dot(d, e0)); TRACE(glms_vec3_dot(d, e1));
    if (!(glms_vec3_dot(d, e0) < 0.0f) || !(glms_vec3_dot(d, e1) > 0.0f))   /* f' / 2 at 0 and 1 */
        return TRACE_RETURN(false); /* the nearest point is an end (f' >= 0 at 0, or <= 0 at 1), or NaN */
    /* The breakpoints inside (tl, th), each narrowing the bracket of the slope's root. */
    for (int k = 0; k < 3; k++) {
        if (d.raw[k] == 0.0f)
            continue;                                        /* parallel to that axis's faces */
        for (int side = 0; side < 2; side++) {
            const float bound = side ? b.max.raw[k] : b.min.raw[k];
            const float t = (bound - s.a.raw[k]) / d.raw[k];
            TRACE(t);
            if (t > tl && t < th) {
                if (glms_vec3_dot(d, excess(glms_vec3_muladds(d, t, s.a), b)) < 0.0f)
                    tl = t;
                else
                    th = t;
                TRACE(tl); TRACE(th);
            }
        }
    }
    /* No breakpoint lies inside [tl, th]: the axes on which the axis point lies outside the box
     * at its middle stay outside, beyond the same bound q_k, and the slope there is
     * sum over them of d_k (a_k - q_k + t d_k), zero at t = -sum c_k d_k / sum d_k^2 with
     * c_k = a_k - q_k. That root, rather than an interpolation between the rounded breakpoints,
     * is exact whenever the arithmetic is (the dyadic touching cases). With no slope (the
     * outside axes all parallel to their faces) f is constant there: the middle. Clamped to the
     * bracket, so a misjudged piece (a bracket within rounding of a breakpoint) still gives a
     * point of the segment near the minimum. */
    const float tm = 0.5f * (tl + th);
    const vec3s em = excess(glms_vec3_muladds(d, tm, s.a), b);
    float cd = 0.0f, dd = 0.0f;
    for (int k = 0; k < 3; k++)
        if (em.raw[k] != 0.0f) {
            const float ck = s.a.raw[k] - (em.raw[k] > 0.0f ? b.max.raw[k] : b.min.raw[k]);
            cd += ck * d.raw[k], dd += d.raw[k] * d.raw[k];
        }
    float t = dd > 0.0f ? -cd / dd : tm;
    t = t > tl ? t : tl;
    t = t < th ? t : th;
    TRACE(t);
    const vec3s e = excess(glms_vec3_muladds(d, t, s.a), b);
    TRACE(glms_vec3_dot(e, e));
    return TRACE_RETURN(glms_vec3_dot(e, e) <= rr);
}
