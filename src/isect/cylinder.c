/* Rays and segments against the two shapes swept along a segment: the capsule (the points within
 * r of the axis segment: a cylinder closed by two half-spheres) and the cylinder (the points
 * within r of the axis line whose projection falls on the axis segment: closed by flat discs).
 * Both lie inside the infinite cylinder of radius r about the axis line, and both agree with it
 * between the planes of the two end caps, so one test serves both: Ericson, Real-Time Collision
 * Detection, 5.3.7 (IntersectSegmentCylinder), reworked.
 *
 * The ray p + t d enters the infinite cylinder at t_c (0 when p is inside it). Where that entry
 * point projects onto the axis decides:
 * - between the caps (0 <= s <= L, s along the axis): on the shape's side, and t_c is the entry;
 * - before the cap at a (s < 0): the ray can only reach the shape through that end. Between t_c
 *   and any point of the shape past the cap plane it would cross the cap plane inside the
 *   infinite cylinder, which is a point of the shape at the cap: so the entry is the entry into
 *   the end piece, the sphere about a (capsule: isect_ray_sphere) or the disc of the cap
 *   (cylinder: the cap plane's crossing, kept when the ray runs toward the shape and crosses
 *   the plane before it leaves the infinite cylinder, i.e. within r of a). Past b likewise.
 * Ericson's listing needs three corrections here: a start inside the infinite cylinder (its
 * quadratic then has a negative root and the listing reports a miss); its EPSILON for a
 * direction parallel to the axis, replaced by the exact test below; and its cap test, the
 * crossing's distance from the cap's centre against r, which misses a ray entering through the
 * rim whenever rounding puts the entry just past the cap's plane (the crossing then lies on the
 * rim, within rounding of r either way, though the ray runs on deep into the cylinder): the
 * crossing is compared with the ray's exit from the infinite cylinder instead, which lies well
 * beyond it for such a ray.
 *
 * Arithmetic. The axis w = b - a and the direction d are first scaled by powers of two, to w'
 * and d' whose largest |component| lies in [1, 2): an exact scaling, read from the exponent
 * bits, so directions are unchanged and t in units of d' is t in units of d times a power of two
 * (the verdict does not depend on |d|, any finite d != 0, and doubling d halves t exactly), while
 * no product below can underflow or overflow for coordinates in range. (Normalising them
 * instead, with a square root and divisions, made the test about 15% slower on the bench's
 * random cases: 80 ns against 68.) With m = p - a:
 *     s0 = m . w'   the start's coordinate along the axis, s = s0 + t (d' . w') along the ray,
 *                   the caps at s = 0 and s = w . w';
 *     f  = w' x m   the start's offset from the axis line, turned a quarter about it and
 *                   scaled by |w'| (|f| / |w'| is its distance from the line);
 *     e  = w' x d'  the ray's sideways drift per unit of t, scaled alike (|e| = |w'| |d'| sin of
 *                   its angle with the axis);
 * and the point p + t d' lies in the infinite cylinder when |f + t e|^2 <= r^2 |w'|^2: a ray
 * against a circle about the origin, solved in the stable form of the ray-sphere test (ray_sphere.c,
 * sphere_entry): no b^2 - ac cancellation, the entry root as c / q. A ray parallel to the axis
 * has e = 0, b = f.e = 0: outside, it never enters; inside, it runs to a cap. A drift so small
 * that e.e underflows (sin below about 1e-19) is taken as parallel: over any t within the float
 * range of the coordinates it moves the ray sideways by less than their rounding.
 *
 * Common to the four tests:
 * - r < 0 or NaN: empty, meets nothing. r = 0: the axis segment itself, which a ray meets only
 *   where the arithmetic puts a point of the ray exactly on it (a ray along the axis, or one
 *   starting on it); a ray crossing it is missed in general.
 * - NaN anywhere: miss. d = 0 (a = b for a segment): the point p, hitting at t = 0 when p lies
 *   in the shape.
 * - Coordinates and radii are assumed below about 1e18 (squared distances stay finite).
 *   Infinite input gives an unspecified but defined answer. */
/* Scalar loads of the by-value shapes (a fifth of this test's samples sat on two of the merged
 * loads scalar_file.h describes). First, before any include. */
#include "scalar_file.h"

#include "isect.h"
#include "canonical.h"
#include "hit.h"
#include "trace.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static inline float max2(float x, float y) { return x > y ? x : y; }   /* maxss, not a call to fmaxf */

/* The shared test is inlined into each of the four public ones, where flat and tmax are
 * constants: called, it took the capsule's end-sphere path along with the cylinder's cap path
 * and kept the values of both in stack memory (1.8 times the floor's time). */
#if defined(__GNUC__)
#define SWEPT static inline __attribute__((always_inline))
#else
#define SWEPT static inline
#endif

/* 2^k as a float, built from its bits, for k in [-126, 127]. */
static inline float pow2(int k)
{
    uint32_t bits = (uint32_t)(k + 127) << 23;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* v = 2^k v' with the largest |component| of v' in [1, 2); v = 0 gives v' = 0, k = 0. */
typedef struct scaled { vec3s v; int k; } scaled;

/* The largest |component| m is zero, denormal, infinite or 2^127 or more: frexpf and ldexpf. An
 * infinite m keeps v (an infinite input's answer is unspecified). */
static COLD scaled scaled_slow(vec3s v, float m)
{
    if (!(m > 0.0f && m <= FLT_MAX)) return (scaled){v, 0};
    int e;
    frexpf(m, &e);                                           /* m = f 2^e, f in [1/2, 1) */
    return (scaled){{{ldexpf(v.x, 1 - e), ldexpf(v.y, 1 - e), ldexpf(v.z, 1 - e)}}, e - 1};
}

/* k from the exponent bits of m, and v times 2^-k, exact. */
static inline scaled scaled_of(vec3s v)
{
    const float m = max2(fabsf(v.x), max2(fabsf(v.y), fabsf(v.z)));
    uint32_t bits;
    memcpy(&bits, &m, sizeof bits);
    const int e = (int)(bits >> 23);                         /* the biased exponent (m >= 0) */
    if (e == 0 || e >= 254) return scaled_slow(v, m);
    return (scaled){glms_vec3_scale(v, pow2(127 - e)), e - 127};
}

/* t 2^k, exact but where it rounds to a denormal or overflows (to infinity: a miss). */
static inline float times_pow2(float t, int k)
{
    return k >= -126 && k <= 127 ? t * pow2(k) : ldexpf(t, k);
}

/* The entry t of p + t d, t in [0, tmax], d (scaled) with its largest |component| in [1, 2) or
 * d = 0, into the capsule (flat = false) or the cylinder (flat = true) of radius r >= 0 about the
 * axis from a to b, w = b - a, its direction scaled to w'. The formulas are at the top of this
 * file. */
SWEPT bool swept_entry(vec3s p, vec3s d, float tmax, vec3s a, vec3s b, vec3s w, float inv, float len, float r,
                        bool flat, float *t)
{
    /* w' = inv w, inv a power of two: each product with w' is the product with w times inv,
     * the same float, so w' is never formed (see swept) */
    const vec3s m = glms_vec3_sub(p, a);
    const float s0 = glms_vec3_dot(m, w) * inv, sd = glms_vec3_dot(d, w) * inv;
    /* A cylinder's start beyond a cap's plane, not moving toward it, is a miss (the entry below
     * would project beyond that cap with the ray moving away): decided before the rest. */
    if (flat && (s0 < 0.0f ? !(sd > 0.0f) : s0 > len && !(sd < 0.0f))) return TRACE_RETURN(false);
    const vec3s f = glms_vec3_scale(glms_vec3_cross(w, m), inv), e = glms_vec3_scale(glms_vec3_cross(w, d), inv);
    const float rr = r * r * (glms_vec3_dot(w, w) * (inv * inv));   /* (r |w'|)^2 */
    const float c = glms_vec3_dot(f, f) - rr;                /* > 0: p outside the infinite cylinder */
    const float bb = glms_vec3_dot(f, e), ee = glms_vec3_dot(e, e);
    TRACE(c); TRACE(bb); TRACE(ee);
    const bool drifts = ee >= FLT_MIN;                       /* else parallel to the axis */
    float tc = 0.0f, sq = 0.0f;
    if (drifts) {
        if (c > 0.0f && !(bb < 0.0f)) return TRACE_RETURN(false);         /* outside, moving away */
        const vec3s h = glms_vec3_sub(f, glms_vec3_scale(e, bb / ee));   /* nearest approach to the axis */
        const float disc = rr - glms_vec3_dot(h, h);
        TRACE(disc);
        if (c > 0.0f && !(disc >= 0.0f)) return TRACE_RETURN(false);      /* passing outside r */
        sq = sqrtf(ee) * sqrtf(max2(disc, 0.0f));           /* sqrt(b^2 - ee c), without the cancellation */
        if (c > 0.0f) {
            tc = c / (-bb + sq);                             /* the nearer root, -b + ... >= -b > 0 */
            TRACE(tc);
        }
    } else if (c > 0.0f) {
        return TRACE_RETURN(false);                                        /* parallel and outside (or NaN) */
    }
    if (!(tc <= tmax)) return TRACE_RETURN(false);                         /* ends before it (the shape lies inside) */
    const float s = s0 + tc * sd;                            /* where the entry projects on the axis */
    TRACE(s); TRACE(len);
    if (s >= 0.0f && s <= len) {                             /* on the side (or p inside) */
        *t = tc;
        return TRACE_RETURN(true);
    }
    const bool at_a = s < 0.0f;                              /* before a, else past b */
    if (!flat) {                                             /* the end sphere */
        isect_hit h;
        if (!isect_ray_sphere((isect_ray){p, d}, (isect_sphere){at_a ? a : b, r}, &h) || !(h.t <= tmax))
            return TRACE_RETURN(false);
        *t = h.t;
        return TRACE_RETURN(true);
    }
    /* The cap's disc: the ray must run toward the shape and cross the cap's plane before it
     * leaves the infinite cylinder, at t_x, the far root (when p is inside and moving away from
     * the axis, b > 0, as -c / (b + sqrt(...)), free of cancellation). That, rather than the
     * crossing's distance from the axis against r, keeps a ray that enters through the rim in
     * the cylinder whichever side of the rim rounding puts its entry. */
    if (at_a ? !(sd > 0.0f) : !(sd < 0.0f)) return TRACE_RETURN(false);
    const float tcap = max2(((at_a ? 0.0f : len) - s0) / sd, tc);
    const float tx = !drifts ? INFINITY : c > 0.0f || bb <= 0.0f ? (-bb + sq) / ee : -c / (bb + sq);
    TRACE(tcap); TRACE(tx);
    if (!(tcap <= tx) || !(tcap <= tmax)) return TRACE_RETURN(false);
    *t = tcap;
    return TRACE_RETURN(true);
}

/* p + t d, t in [0, tmax] (INFINITY for a ray, 1 for a segment), against the capsule or the
 * cylinder about the axis from *a to *b with radius r: the entry t in units of d. The axis is
 * read through pointers (the caller's own by-value argument), not copied.
 * The axis w' = 2^-k w is not formed first: each quantity is taken from w and then multiplied by
 * 2^-k (or its square), which is the same float wherever nothing underflows or overflows, and
 * the power of two, from the exponent bits of w's largest |component|, joins the arithmetic at
 * its end instead of delaying all of it (scaling w first took 1.3 times as long as this). Its
 * products with coordinates below 1e18 stay in range for |w|_max in [2^-40, 2^61]; outside that
 * (or w = 0, NaN or infinite) w' is formed first as before. NaN anywhere: the start's and the
 * direction's coordinates along the axis, m . w' and d' . w', are NaN (a NaN in p, a or b reaches
 * the first, one in d the second, as 0 times NaN is NaN), and so is their sum; a = b: w' = 0, so
 * w . w' = 0 (w . w' >= |w|_max > 0 otherwise, w' having a component in [1, 2)). */
SWEPT bool swept(vec3s p, vec3s d, float tmax, const vec3s *a, const vec3s *b, float r, bool flat, float *t)
{
    vec3s w = glms_vec3_sub(*b, *a);
    const float wm = max2(fabsf(w.x), max2(fabsf(w.y), fabsf(w.z)));
    uint32_t bits;
    memcpy(&bits, &wm, sizeof bits);
    const int we = (int)(bits >> 23);                        /* the biased exponent (wm >= 0) */
    float inv, len;
    if (we >= 127 - 40 && we <= 127 + 61) {
        inv = pow2(127 - we);
        len = glms_vec3_dot(w, w) * inv;                     /* w . w' */
    } else {
        const scaled ws = scaled_of(w);
        inv = 1.0f;
        len = glms_vec3_dot(w, ws.v);
        w = ws.v;
    }
    const scaled ds = scaled_of(d);                          /* d = 2^k d' */
    const float along = (glms_vec3_dot(glms_vec3_sub(p, *a), w) + glms_vec3_dot(ds.v, w)) * inv;
    if (!(r >= 0.0f) || isnan(along)) return TRACE_RETURN(false);
    if (!(len > 0.0f)) return TRACE_RETURN(false);           /* a = b: no axis (see the callers) */
    float tp = 0.0f;   /* in units of d': t = tp 2^-k, and tmax likewise tmax 2^k */
    if (!swept_entry(p, ds.v, times_pow2(tmax, ds.k), *a, *b, w, inv, len, r, flat, &tp)) return TRACE_RETURN(false);
    *t = times_pow2(tp, -ds.k);
    return TRACE_RETURN(true);
}

/* Ray vs capsule: the entry into the points within r of the axis segment, t = 0 when p is
 * inside; t in units of d. The infinite cylinder's entry when it projects between the ends, else
 * the entry into that end's sphere (see the top of this file). Ericson 5.3.7 (the cylinder test
 * with the end caps replaced by the spheres, which his text suggests for capsules). A capsule
 * with a = b is the sphere about a: isect_ray_sphere, exactly. */
bool isect_ray_capsule(isect_ray r, isect_capsule c, isect_hit *out)
{
    if (glms_vec3_eqv(c.axis.a, c.axis.b))
        return TRACE_RETURN(isect_ray_sphere(r, (isect_sphere){c.axis.a, c.r}, out));
    float t = 0.0f;
    if (!swept(r.p, r.d, INFINITY, &c.axis.a, &c.axis.b, c.r, false, &t)) return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, t));
}

/* Segment vs capsule: the same on a + t (b - a), t in [0, 1]; an end inside gives t = 0 (a) or
 * the entry. A capsule with a = b: isect_segment_sphere, exactly. Ericson 5.3.7. */
bool isect_segment_capsule(isect_segment s, isect_capsule c, isect_hit *out)
{
    if (glms_vec3_eqv(c.axis.a, c.axis.b))
        return TRACE_RETURN(isect_segment_sphere(s, (isect_sphere){c.axis.a, c.r}, out));
    float t = 0.0f;
    if (!swept(s.a, glms_vec3_sub(s.b, s.a), 1.0f, &c.axis.a, &c.axis.b, c.r, false, &t)) return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, s, t < 1.0f ? t : 1.0f));
}

/* Ray vs cylinder with flat end caps: the infinite cylinder's entry when it projects between the
 * caps, else the crossing of the cap's plane when it lies within r of the axis (and the ray runs
 * toward the cylinder). t = 0 when p is inside; t in units of d. Ericson 5.3.7
 * (IntersectSegmentCylinder), with a start inside and an exact parallel test (see the top of
 * this file). A cylinder with a = b has no axis to orient its caps: it meets nothing. */
bool isect_ray_cylinder(isect_ray r, isect_cylinder c, isect_hit *out)
{
    float t = 0.0f;
    if (!swept(r.p, r.d, INFINITY, &c.axis.a, &c.axis.b, c.r, true, &t)) return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, t));
}

/* Segment vs cylinder: the same on a + t (b - a), t in [0, 1]. Ericson 5.3.7. */
bool isect_segment_cylinder(isect_segment s, isect_cylinder c, isect_hit *out)
{
    float t = 0.0f;
    if (!swept(s.a, glms_vec3_sub(s.b, s.a), 1.0f, &c.axis.a, &c.axis.b, c.r, true, &t)) return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, s, t < 1.0f ? t : 1.0f));
}
