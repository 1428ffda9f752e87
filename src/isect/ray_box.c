/* Rays and segments against an axis-aligned box, exact: the slab test, its float entry and exit
 * decided by a filter with a proven bound and, where it cannot tell, exactly (slab_exact.h).
 * Ericson, Real-Time Collision Detection, 5.3.3. Rays and segments as in ray.c. */
#include "scalar_file.h"

#include "isect.h"
#include "canonical.h"
#include "hit.h"
#include "ray_clip.h"
#include "slab_exact.h"
#include "trace.h"

#include <float.h>
#include <math.h>

/* ---- Box ---------------------------------------------------------------------------------- */

/* Slab test: intersect the t-intervals in which p + t d lies between min and max on each axis,
 * t = (min - p) / d and (max - p) / d, starting from [0, tmax]; hit when the intersection is
 * non-empty. Ericson 5.3.3. Two traps handled: a direction component of exactly 0 is tested as
 * "inside the slab or never" (min <= p <= max, closed), since the usual reciprocal form turns a
 * start on the slab plane into 0 * inf = NaN; and dividing (not multiplying by 1/d) keeps a
 * tiny d from making 0 * inf either. */
/* One axis of the slab test: the slab [lo, hi] seen from p, crossed along di. A parallel axis
 * (di = 0, rare and so a predictable branch) takes part as the interval [-inf, inf] (no update),
 * its own test being lo <= 0 <= hi (closed). Otherwise the listing's order test, t1 <= t2 (t2 <=
 * t1 going backward), fails on NaN and on an empty box (min > max); it is computed as integer
 * arithmetic, and the entry and exit as min and max (equal to the listing's swap wherever the
 * order test passes, up to the sign of a zero, which no comparison below sees): the direction's
 * sign is a coin toss on random rays, and a branch on it mispredicted half the time. */
CLIPPER void slab_axis(float lo, float hi, float di, float *tmin, float *tmax, int *ok)
{
    const int parallel = di == 0, backward = di < 0;
    const float t1 = lo / di, t2 = hi / di;     /* inf or NaN where parallel: not used */
    const int ordered = ((t1 <= t2) & !backward) | ((t2 <= t1) & backward);
    float near = t1 < t2 ? t1 : t2, far = t1 > t2 ? t1 : t2;
    near = parallel ? -INFINITY : near;
    far = parallel ? INFINITY : far;
    *ok &= parallel ? (lo <= 0) & (hi >= 0) : ordered;
    float entry = *tmin, exit = *tmax;          /* in locals, so that GCC makes maxss, minss */
    entry = near > entry ? near : entry;
    exit = far < exit ? far : exit;
    *tmin = entry, *tmax = exit;
    TRACE(near); TRACE(far); TRACE_SPAN(entry, exit);
}

/* The slab test's float verdict, 1 hit or 0 miss, plus 2 where it is too close to call in
 * float (slab_exact.h's SLAB_ERR); see slab_doubt. */
CLIPPER int slab_entry(vec3s p, vec3s d, isect_aabb b, float tmax, float *t)
{
    /* All three axes, each field read by name (an indexed loop copied the shapes to the stack
     * through 8-byte loads that straddle the caller's stores), with no early exit (random rays
     * mispredicted the listing's per-axis branches: 3x the floor with 1 / d kept,
     * bench/floors_ray.c). The result is the listing's: tmin only grows and tmax only shrinks,
     * so its early "tmin > tmax" exits come to the final test, and the updates are the same
     * comparisons in the same order. */
    float tmin = 0;
    int ok = 1;
    slab_axis(b.min.x - p.x, b.max.x - p.x, d.x, &tmin, &tmax, &ok);
    slab_axis(b.min.y - p.y, b.max.y - p.y, d.y, &tmin, &tmax, &ok);
    slab_axis(b.min.z - p.z, b.max.z - p.z, d.z, &tmin, &tmax, &ok);
    *t = tmin;
    /* !ok: parallel and outside, an empty box, or NaN, each exact (see slab_axis) */
    TRACE(ok);
    return TRACE_RETURN(ok ? (tmin <= tmax) | (!slab_sure(tmin, tmax) << 1) : 0);
}

/* The exact verdict where slab_entry was in doubt (entry 2 or 3): isect_slab_exact decides
 * (the line p + t (q - o)), or, for infinite input, the float verdict stands. Out of line and
 * only called then, so the common path does not build its arguments. */
RARE int slab_doubt(int entry, vec3s p, vec3s q, vec3s o, bool bounded, isect_aabb b)
{
    int exact = isect_slab_exact(p, q, o, bounded, b);
    return TRACE_RETURN(exact < 0 ? entry & 1 : exact);
}

/* Ray vs AABB: entry distance by the slab test (slab_entry); t = 0 when p is in the box.
 * Ericson 5.3.3. A box with min > max on some axis is empty (miss). The verdict is exact: what
 * the float slab test cannot call, isect_slab_exact decides. */
bool isect_ray_aabb(isect_ray r, isect_aabb b, isect_hit *out)
{
    float t;
    int verdict = slab_entry(r.p, r.d, b, INFINITY, &t);
    if (verdict > 1)
        verdict = slab_doubt(verdict, r.p, r.d, (vec3s){{0, 0, 0}}, false, b);
    TRACE(verdict);
    if (!verdict)
        return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, t));
}

/* Segment vs AABB: the slab test on a + t (b - a), t in [0, 1]. Ericson 5.3.3. A point segment
 * hits at t = 0 when it lies in the box. */
bool isect_segment_aabb(isect_segment s, isect_aabb b, isect_hit *out)
{
    float t;
    int verdict = slab_entry(s.a, glms_vec3_sub(s.b, s.a), b, 1.0f, &t);
    if (verdict > 1)
        verdict = slab_doubt(verdict, s.a, s.b, s.a, true, b);
    TRACE(verdict);
    if (!verdict)
        return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, s, fminf(t, 1.0f))); /* an exact hit may enter a rounding past 1 */
}

/* ---- Box, with the reciprocal direction kept ----------------------------------------------- */

/* The engines' form of the ray: 1 / d made once, for a ray cast against many boxes. A component
 * of d that is 0 marks the ray parallel (that axis is tested as the slab test tests it); one that
 * is subnormal, 2^126 or more, infinite or NaN, or a start that is not finite, marks it divide
 * (tested as isect_ray_aabb tests it): float holds no accurate reciprocal of such a d. */
isect_ray_inv isect_ray_inverse(isect_ray r)
{
    isect_ray_inv ri = {r, {{1.0f / r.d.x, 1.0f / r.d.y, 1.0f / r.d.z}}, false, false};
    for (int i = 0; i < 3; i++) {
        float a = fabsf(r.d.raw[i]);
        ri.parallel |= a == 0;
        ri.divide |= (a != 0 && !(a >= FLT_MIN && a < 0x1p126f)) || !(fabsf(r.p.raw[i]) <= FLT_MAX);
    }
    return ri;
}

/* slab_axis with the bound's offset times 1 / d instead of divided by d: one rounding more per
 * t (three, under the four slab_exact.h's SLAB_ERR allows for), the same parallel and order
 * rules. For rays with a zero component. */
CLIPPER void slab_axis_inverse(float lo, float hi, float di, float inv, float *tmin, float *tmax, int *ok)
{
    const int parallel = di == 0, backward = di < 0;
    const float t1 = lo * inv, t2 = hi * inv;   /* NaN or inf where parallel: not used */
    const int ordered = ((t1 <= t2) & !backward) | ((t2 <= t1) & backward);
    float near = t1 < t2 ? t1 : t2, far = t1 > t2 ? t1 : t2;
    near = parallel ? -INFINITY : near;
    far = parallel ? INFINITY : far;
    *ok &= parallel ? (lo <= 0) & (hi >= 0) : ordered;
    float entry = *tmin, exit = *tmax;
    entry = near > entry ? near : entry;
    exit = far < exit ? far : exit;
    *tmin = entry, *tmax = exit;
    TRACE(near); TRACE(far); TRACE_SPAN(entry, exit);
}

/* One axis when d has no zero, NaN or infinite component and p is finite: t1 and t2 are then
 * never NaN (the box's own NaN and min > max are caught apart), and the axis's entry and exit
 * are their minimum and maximum, as minss and maxss, with no branch. */
CLIPPER void slab_axis_finite(float lo, float hi, float inv, float *near, float *far)
{
    const float t1 = lo * inv, t2 = hi * inv;
    *near = t1 < t2 ? t1 : t2, *far = t1 > t2 ? t1 : t2;
    TRACE(*near); TRACE(*far);
}

/* slab_doubt for the inverse form, the ray read through its pointer, so that the common path
 * keeps no copy of it for this rare call. */
RARE int slab_doubt_inverse(int entry, const isect_ray_inv *r, isect_aabb b)
{
    return slab_doubt(entry, r->ray.p, r->ray.d, (vec3s){{0, 0, 0}}, false, b);
}

/* Ray vs AABB with 1 / d kept (isect_ray_inverse): isect_ray_aabb's verdict, exact too, and its
 * t within the same bound, at the cost of multiplications. Williams et al., "An efficient and
 * robust ray-box intersection algorithm" (2005); Ericson 5.3.3. */
bool isect_ray_aabb_inverse(const isect_ray_inv *r, isect_aabb b, isect_hit *out)
{
    if (r->divide) return TRACE_RETURN(isect_ray_aabb(r->ray, b, out));
    const vec3s p = r->ray.p, inv = r->inv;
    float tmin = 0, tmax = INFINITY;
    int ok;
    if (r->parallel) {
        const vec3s d = r->ray.d;
        ok = 1;
        slab_axis_inverse(b.min.x - p.x, b.max.x - p.x, d.x, inv.x, &tmin, &tmax, &ok);
        slab_axis_inverse(b.min.y - p.y, b.max.y - p.y, d.y, inv.y, &tmin, &tmax, &ok);
        slab_axis_inverse(b.min.z - p.z, b.max.z - p.z, d.z, inv.z, &tmin, &tmax, &ok);
    } else {
        /* an empty box, or a NaN in it, fails here (a comparison with NaN is false) */
        ok = (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
        float nx, fx, ny, fy, nz, fz;
        slab_axis_finite(b.min.x - p.x, b.max.x - p.x, inv.x, &nx, &fx);
        slab_axis_finite(b.min.y - p.y, b.max.y - p.y, inv.y, &ny, &fy);
        slab_axis_finite(b.min.z - p.z, b.max.z - p.z, inv.z, &nz, &fz);
        /* the latest entry and the earliest exit; the start, t = 0, last (the same maximum and
         * minimum as the listing's running ones) */
        float entry = nx > ny ? nx : ny, exit = fx < fy ? fx : fy;
        entry = nz > entry ? nz : entry, exit = fz < exit ? fz : exit;
        tmin = entry > tmin ? entry : tmin, tmax = exit;
        TRACE_SPAN(tmin, tmax);
    }
    TRACE(ok);
    int verdict = ok ? (tmin <= tmax) | (!slab_sure(tmin, tmax) << 1) : 0;
    if (verdict > 1)
        verdict = slab_doubt_inverse(verdict, r, b);
    TRACE(verdict);
    if (!verdict)
        return TRACE_RETURN(false);
    TRACE(tmin);
    return TRACE_RETURN(ray_hit(out, p, r->ray.d, tmin));
}
