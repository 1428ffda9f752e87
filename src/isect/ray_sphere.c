/* Rays and segments against a sphere, exact: the distance from the centre to the ray against r
 * as exact arithmetic on the floats given decides it (a float filter with a proven bound, and
 * exact integers where it cannot tell). Ericson, Real-Time Collision Detection, 5.3.2. Rays and
 * segments as in ray.c. */
#include "scalar_file.h"

#include "isect.h"
#include "canonical.h"
#include "hit.h"
#include "ray_clip.h"
#include "sphere_exact.h"
#include "trace.h"

#include <math.h>

/* ---- Sphere ------------------------------------------------------------------------------- */

/* The exact question: is the distance from the centre c to the ray p + t D, t >= 0 (segment:
 * t in [0, 1], D = b - a), at most r? With m = p - c, b = m.D and C = |m|^2 - r^2: C <= 0, the
 * start is in the ball (a hit at t = 0); else b >= 0, the start is the nearest point (a miss);
 * else (segment) past the end, b + D.D < 0, the end is the nearest point (its |m + D|^2 - r^2 =
 * C + 2b + D.D decides); else the line's nearest point decides, as the sign of
 * disc = r^2 - |f|^2, f = m - (b / D.D) D (= (b^2 - C D.D) / D.D, degree 4 times D.D).
 *
 * The filter (u = 2^-24; the proof). sphere_entry evaluates these in float, as the test always
 * did: m = fl(p - c) and a segment's D = fl(b - a) are the exact ones times (1 + e), |e| <= u.
 *   C: |m'|^2 and r^2 are sums of squares, compared as isect.h's sphere tests compare theirs (more
 *       than ISECT_SPHERE_ULPS floats apart: the sign of C is that of |m'|^2 - r^2, overflow and
 *       the subnormal range included); that also makes C > 6u |m|^2 when C > 0 (more than
 *       9 2^-149 in the subnormal range).
 *   b: within g5 |m| |D| + 3 2^-150, so when C > 0 and b' >= 0 with D.D >= 2^-100, the exact b
 *       is >= 0 or so small that b^2 / D.D <= 2 g5^2 |m|^2 + 2^-194 < C: disc < 0, a miss. (Not
 *       where a product overflows: b' NaN, from inf - inf, is a doubt, as |m|^2 or D.D is then
 *       past 2^80; b' = +inf with an exact b < 0, all three products past 2^127, is not caught.)
 *   disc, with |m|^2 and D.D in [2^-80, 2^80] (so that every subnormal error is below 2^-50 of
 *       the bound): k = b (1 / D.D) is within 7u |k| + 5u |m| / |D|, so |k' - k| |D| <= 12u |m|,
 *       and each f_i' = fl(m_i' - fl(k' D_i')) gives |f' - f| <= (1 + 12 + 1 + 1 + 1) u |m|; then
 *       ||f'|^2 - |f|^2| <= 32u |m|^2, the dot's rounding 3u |m|^2, r^2's and the subtraction's
 *       2u (r^2 + |m|^2): within 37u X (1 + O(u)), X = |m'|^2 + r^2     -> SPHERE_DISC_ERR X,
 *   (segment) b + D.D within 3u |m|^2 + 9u D.D, and C + 2b + D.D within 15u |m|^2 + 16u D.D +
 *       7u r^2 (with |m| |D| <= (|m|^2 + D.D) / 2)                  -> SPHERE_END_ERR (X + D.D),
 * each constant at least 1.7 times the bound (which covers the rounding of the bound itself). A
 * value beyond its bound has the sign of the exact one; one within it, a NaN, an infinity or a
 * value out of range is a doubt, which sphere_doubt settles exactly. */
#define SPHERE_DISC_ERR 0x1p-18f                /* 64u */
#define SPHERE_END_ERR 0x1p-19f                 /* 32u */
#define SPHERE_B_MIN 0x1p-100f
#define SPHERE_RANGE_MIN 0x1p-80f
#define SPHERE_RANGE_MAX 0x1p80f

enum { ENTRY_MISS, ENTRY_HIT, ENTRY_DOUBT };

/* The entry t of the line p + t D into the ball, for a line that enters it later (C > 0,
 * b < 0): the nearer root of |m + t D|^2 = r^2 in its stable form, t = C / q with
 * q = -b + sqrt(D.D disc) (no cancellation: both terms >= 0), in double. Where the exact
 * verdict is a hit but rounding says otherwise (sphere_doubt), it is clamped: disc' < 0 counts
 * as 0 (a double root), C' <= 0 gives t = 0, and q' <= 0 the line's nearest point.
 * Ericson 5.3.2; Haines et al., Ray Tracing Gems, ch. 7. */
static inline double entry_root(double b, double dd, double C, double disc)
{
    const double q = -b + sqrt(dd * (disc > 0 ? disc : 0));
    if (!(C > 0)) return 0;
    return q > 0 ? C / q : (b < 0 ? -b / dd : 0);
}

/* p + t d against the sphere, for t in [0, 1] when bounded (a segment, d = b - a), t >= 0
 * otherwise; m = p - c: ENTRY_HIT with *t its entry (0 when p is inside or on the sphere),
 * ENTRY_MISS, or ENTRY_DOUBT where the filter above cannot tell (or the input is not finite).
 * The entry is the root in the stable form of entry_root, in float: the discriminant as
 * r^2 - |f|^2 with f = m - (b/dd) d the centre-to-line vector (no b^2 - c cancellation), and
 * t = c / q with q = -b + sqrt(dd) sqrt(disc) (no -b - sqrt cancellation). Ericson 5.3.2;
 * Haines et al., Ray Tracing Gems, ch. 7. */
CLIPPER int sphere_entry(vec3s m, vec3s d, float r, bool bounded, float *t)
{
    if (!(r >= 0)) return ENTRY_MISS;           /* negative or NaN radius: empty */
    const float b = glms_vec3_dot(m, d), mm = glms_vec3_dot(m, m), rr = r * r;
    TRACE(b);
    /* b times 1 / dd rather than b / dd: the reciprocal depends on d alone, so it is computed
     * while b is, and only a multiplication waits for b (measured: ray and segment vs sphere
     * ~6% faster than with the division) */
    const float dd = glms_vec3_dot(d, d), inv = 1.0f / dd;
    if (ISECT_RARELY(ISECT_FLOAT_BITS(mm) - ISECT_FLOAT_BITS(rr) + ISECT_SPHERE_ULPS <= 2 * ISECT_SPHERE_ULPS))
        return ENTRY_DOUBT;                     /* the start within rounding of the surface */
    const float c = mm - rr;                    /* > 0: the start is outside (its sign is sure) */
    TRACE(c);
    if (mm < rr) {                              /* start inside the sphere */
        if (isnan(b)) return ENTRY_DOUBT;
        *t = 0;
        return ENTRY_HIT;
    }
    /* not approaching; a NaN b goes on, to the range test's doubt (inf - inf of products past
     * the float range: its exact b may be negative, a hit had read as a miss) */
    if (b >= 0) return dd >= SPHERE_B_MIN ? ENTRY_MISS : ENTRY_DOUBT;
    if (!((mm >= SPHERE_RANGE_MIN) & (mm <= SPHERE_RANGE_MAX) & (dd >= SPHERE_RANGE_MIN) & (dd <= SPHERE_RANGE_MAX)))
        return ENTRY_DOUBT;
    const vec3s f = glms_vec3_sub(m, glms_vec3_scale(d, b * inv));
    const float disc = rr - glms_vec3_dot(f, f);        /* (b^2 - dd c) / dd */
    TRACE(disc);
    if (!(fabsf(disc) > SPHERE_DISC_ERR * (mm + rr))) return ENTRY_DOUBT;
    if (disc < 0) return ENTRY_MISS;            /* the line passes outside */
    if (bounded) {                              /* the end: its nearest approach, or the end itself */
        const float x = b + dd, cb = c + (b + x), e = SPHERE_END_ERR * ((mm + rr) + dd);
        TRACE(x); TRACE(cb);
        if (!((x > e) | (cb < -e))) return ((x < -e) & (cb > e)) ? ENTRY_MISS : ENTRY_DOUBT;
    }
    /* sqrt(dd) sqrt(disc), not sqrt(dd disc): the product is a fourth power of the lengths */
    const float tt = c / (-b + sqrtf(dd) * sqrtf(disc));
    TRACE(tt);
    *t = bounded && tt > 1 ? 1 : tt;            /* an exact hit may enter a rounding past 1 */
    return ENTRY_HIT;
}

/* The former float test, kept as the defined answer for infinite input (NaN never gets here):
 * sphere_entry's steps in float, t = c / q. */
static bool float_entry(vec3s m, vec3s d, float r, float tmax, float *t)
{
    float dd = glms_vec3_dot(d, d), b = glms_vec3_dot(m, d), c = glms_vec3_dot(m, m) - r * r;
    if (!(c > 0)) {
        *t = 0;
        return !isnan(b) && !isnan(c);
    }
    if (!(b < 0)) return false;
    vec3s f = glms_vec3_sub(m, glms_vec3_scale(d, b * (1.0f / dd)));
    float disc = r * r - glms_vec3_dot(f, f);
    if (!(disc >= 0)) return false;
    *t = c / (-b + sqrtf(dd) * sqrtf(disc));
    return *t <= tmax && *t < INFINITY;
}

/* The exact verdict where sphere_entry was in doubt (isect_sphere_line_exact), and the entry t
 * in double as sphere_entry computes it, clamped into [0, 1] for a segment. NaN anywhere: a miss;
 * infinite input: float_entry's answer. Out of line and only called then. */
RARE int sphere_doubt(const vec3s *p, const vec3s *da, const vec3s *db, bool bounded, const isect_sphere *s, double *t)
{
    if (!(s->r >= 0) || nan3(*p) || nan3(*da) || nan3(*db) || nan3(s->c))
        return TRACE_RETURN(ENTRY_MISS);
    if (!finite3(*p) || !finite3(*da) || !finite3(*db) || !finite3(s->c) || !isfinite(s->r)) {
        float ft = 0;
        vec3s d = bounded ? glms_vec3_sub(*da, *db) : *da;
        bool hit = float_entry(glms_vec3_sub(*p, s->c), d, s->r, bounded ? 1.0f : INFINITY, &ft);
        *t = ft;
        return TRACE_RETURN(hit ? ENTRY_HIT : ENTRY_MISS);
    }
    enum sphere_contact contact = isect_sphere_line_exact(*p, *da, *db, bounded, s->c, s->r);
    TRACE(contact);
    if (contact == SPHERE_MISS) return TRACE_RETURN(ENTRY_MISS);
    *t = 0;
    if (contact == SPHERE_HIT) {
        const double mx = (double)p->x - s->c.x, my = (double)p->y - s->c.y, mz = (double)p->z - s->c.z;
        const double dx = (double)da->x - db->x, dy = (double)da->y - db->y, dz = (double)da->z - db->z;
        const double rr = (double)s->r * s->r, b = mx * dx + my * dy + mz * dz, dd = dx * dx + dy * dy + dz * dz;
        const double k = b / dd, fx = mx - k * dx, fy = my - k * dy, fz = mz - k * dz;
        const double tt = entry_root(b, dd, mx * mx + my * my + mz * mz - rr, rr - (fx * fx + fy * fy + fz * fz));
        *t = bounded && tt > 1 ? 1 : tt;
    }
    TRACE(*t);
    return TRACE_RETURN(ENTRY_HIT);
}

static const vec3s ORIGIN = {{0, 0, 0}};

/* Ray vs sphere: the exact verdict for the floats given (the distance from the centre to the ray
 * against r: sphere_entry's filter and, in doubt, exact integers), and the entry parameter of
 * p + t d into |x - c| <= r; t = 0 when p is inside or on the sphere. t is computed in float as
 * the filter's arithmetic runs (in double where it was in doubt), within a few float ulps of the
 * exact entry plus up to 2^-9 (|p - c| + r) / |d| for a ray within rounding of tangent (the
 * discriminant's bound, whose square root it is; 2^-20 seen on random hits). d of any length:
 * the verdict does not depend on |d| (d = 0 is the point p). Ericson 5.3.2. A negative radius is
 * an empty sphere (miss); r = 0 is a point. */
bool isect_ray_sphere(isect_ray r, isect_sphere s, isect_hit *out)
{
    float ft = 0;
    double t = 0;
    int verdict = sphere_entry(glms_vec3_sub(r.p, s.c), r.d, s.r, false, &ft);
    if (verdict == ENTRY_DOUBT)
        verdict = sphere_doubt(&r.p, &r.d, &ORIGIN, false, &s, &t);
    else
        t = ft;
    if (verdict == ENTRY_MISS)
        return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, hit_t_to_float(t)));
}

/* Segment vs sphere: the same question on a + t (b - a), t in [0, 1] (d = b - a, never
 * normalised), exact; t as the ray's, in [0, 1]. Ericson 5.3.2. A point segment (a = b) hits at
 * t = 0 when a is in the sphere. */
bool isect_segment_sphere(isect_segment seg, isect_sphere s, isect_hit *out)
{
    float ft = 0;
    double t = 0;
    int verdict = sphere_entry(glms_vec3_sub(seg.a, s.c), glms_vec3_sub(seg.b, seg.a), s.r, true, &ft);
    if (verdict == ENTRY_DOUBT)
        verdict = sphere_doubt(&seg.a, &seg.b, &seg.a, true, &s, &t);
    else
        t = ft;
    if (verdict == ENTRY_MISS)
        return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, seg, (float)t));
}
