/* Rays, segments and lines against planes, spheres, boxes, quads and convex polyhedra (the
 * triangles are in ray_triangle.c). Rays are p + t d with t >= 0, t in units of d (a distance
 * when |d| = 1); segments are a + t (b - a) with t in [0, 1]. Each ray test and its segment
 * twin share one clipper that takes a start, a direction of any length and the largest t, so a
 * ray's verdict does not depend on |d|, and a zero direction (or a = b) is the point p: it hits
 * at t = 0 when p lies in the shape. Ericson, Real-Time Collision Detection, 5.3. */

/* Speed: the public tests take their shapes by value, so the shapes arrive in stack memory the
 * caller has just written. GCC's SLP vectoriser (on at -O2 since GCC 12) merges neighbouring
 * float loads into 8-byte loads that straddle the caller's stores, which defeats store-to-load
 * forwarding and made ray-triangle ~3x slower than cglm's inlined glm_ray_triangle on rays
 * that reach the triangle; with scalar loads it is as fast or faster. Set before any include
 * so the inlined cglm helpers get the same options. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif

#include "isect.h"
#include "canonical.h"
#include "exact.h"
#include "hit.h"
#include "plane_exact.h"
#include "slab_exact.h"
#include "sphere_exact.h"
#include "trace.h"

#include <float.h>
#include <math.h>

/* The clippers a ray test shares with its segment twin (sphere_entry, slab_entry) are inlined
 * into both: called, they take their vec3s arguments packed two floats to a register, which the
 * caller builds by storing floats to the stack and reading them back 8 bytes at a time, a
 * store-forwarding stall per argument (ray-sphere took 3x its floor, bench/floors_ray.c). */
#if defined(__GNUC__)
#define CLIPPER static inline __attribute__((always_inline))
#define RARE static __attribute__((noinline, cold))
#else
#define CLIPPER static inline
#define RARE static
#endif

/* ---- Shared pieces (and ray_hit, segment_hit from hit.h) ---------------------------------- */

/* Cyrus-Beck: clips p + t d, t in [*t_first, *t_last], to the halfspaces dot(n, x) <= d. Along
 * the line, dot(n, p + t d) <= d reads t * denom <= dist with denom = n.d and dist = d - n.p:
 * denom < 0 bounds t from below (the line enters), denom > 0 from above (it leaves), denom = 0
 * keeps all t (dist >= 0) or none. Any non-zero normal length works; a zero normal is the NaN
 * plane (the halfspace 0 <= d would be all of space or nothing), so nothing is inside it.
 * Ericson 5.3.8. */
CLIPPER bool clip_halfspaces(vec3s p, vec3s d, const isect_plane *planes, int count,
                             float *t_first, float *t_last)
{
    float tf = *t_first, tl = *t_last;
    for (int i = 0; i < count; i++) {
        float denom = glms_vec3_dot(planes[i].n, d);
        float dist = planes[i].d - glms_vec3_dot(planes[i].n, p);   /* >= 0: p is inside */
        TRACE(i); TRACE(denom); TRACE(dist);
        if (denom == 0) {                       /* parallel: inside the halfspace or never */
            if (!(dist >= 0)) return TRACE_RETURN(false);     /* also NaN */
            if (!plane_normal_nonzero(&planes[i])) return TRACE_RETURN(false);   /* zero normal: the NaN plane */
            continue;
        }
        float t = dist / denom;
        if (isnan(t)) return TRACE_RETURN(false);
        if (denom < 0) { if (t > tf) tf = t; }  /* entering */
        else           { if (t < tl) tl = t; }  /* leaving */
        TRACE_SPAN(tf, tl);
        if (tf > tl) return TRACE_RETURN(false);
    }
    /* An entry at t = +inf (dist / denom overflowed: a plane all but parallel to the line) lies
     * beyond every float: a miss, not a hit at infinity (found by fuzz/fuzz_rays.c). */
    if (tf == INFINITY) return TRACE_RETURN(false);
    *t_first = tf, *t_last = tl;
    return TRACE_RETURN(true);
}

/* ---- Plane -------------------------------------------------------------------------------- */

/* The ends' sides decided exactly, for the rare segments the float filter leaves in doubt; t
 * from the distances rounded from their exact values (so of the right signs: t lies in [0, 1]).
 * Non-finite input keeps the float formula's verdict. */
RARE bool segment_plane_exact(const isect_segment *s, const isect_plane *p, isect_hit *out)
{
    if (!plane_inputs_finite(s->a, s->b, p->n, p->d, 0.0f)) {
        float da = glms_vec3_dot(p->n, s->a) - p->d, db = glms_vec3_dot(p->n, s->b) - p->d;
        const int meet = ((da <= 0) & (db >= 0)) | ((da >= 0) & (db <= 0));
        if (!meet || !normal_nonzero(p->n)) return TRACE_RETURN(false);
        float t = da == 0 ? 0.0f : da / (da - db);
        if (isnan(t)) return TRACE_RETURN(false);
        return TRACE_RETURN(segment_hit(out, *s, t));
    }
    if (!normal_nonzero(p->n)) return TRACE_RETURN(false);
    const double da = isect_plane_side_exact(p->n, p->d, s->a, 0.0f);
    TRACE(da);
    const double db = isect_plane_side_exact(p->n, p->d, s->b, 0.0f);
    TRACE(db);
    if ((da > 0 && db > 0) || (da < 0 && db < 0)) return TRACE_RETURN(false);
    const float t = da == 0 ? 0.0f : (float)(da / (da - db));   /* da != 0: db is 0 or of the other sign */
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, *s, t));
}

/* Segment vs plane: the signed distances of the endpoints, da = n.a - d and db = n.b - d, differ
 * in sign (or one is zero) exactly when the segment meets the plane, at t = da / (da - db).
 * Ericson 5.3.1 (there t = (d - n.a) / n.(b - a); written with the endpoint distances, t lands in
 * [0, 1] by construction). The verdict is exact for the floats given: each sign is decided by
 * the float filter of plane_exact.h (err bounds the rounding of da and db), or exactly where a
 * distance lies within err of 0. t is computed from the float distances, so it is off from the
 * exact crossing by at most err / |da - db| (err about 2^-21 (|n.||a| + |n.||b| + |d|), with
 * |n.||x| the sum of the |n_i x_i|: large only for a segment nearly parallel to the plane) and
 * an ulp or two; t = 0 or 1 exactly where that end lies on the plane. A segment lying
 * in the plane hits at t = 0; a point segment (a = b) hits at t = 0 when it lies on the plane.
 * Any non-zero normal length works; a zero normal is the NaN plane (miss). Infinite coordinates
 * give the float formula's verdict, and miss where they make t NaN. */
bool isect_segment_plane(isect_segment s, isect_plane p, isect_hit *out)
{
    const float ax = p.n.x * s.a.x, ay = p.n.y * s.a.y, az = p.n.z * s.a.z;
    const float bx = p.n.x * s.b.x, by = p.n.y * s.b.y, bz = p.n.z * s.b.z;
    float da = ax + ay + az - p.d;
    TRACE(da);
    float db = bx + by + bz - p.d;
    TRACE(db);
    /* one bound for both (both ends' terms: at least either's) */
    const float err = PLANE_ERR_F * (fabsf(ax) + fabsf(ay) + fabsf(az) + fabsf(bx) + fabsf(by) + fabsf(bz) + fabsf(p.d)) +
                      PLANE_TINY_F;
    TRACE(err);
    const float aa = fabsf(da), ab = fabsf(db);
    if (!((aa < ab ? aa : ab) > err))
        return TRACE_RETURN(segment_plane_exact(&s, &p, out));    /* an end within err of 0, or NaN */
    if ((da > 0) == (db > 0))
        return TRACE_RETURN(false);             /* both on one side (a zero normal: da = db = -d) */
    float t = da / (da - db);                   /* opposite signs: da - db != 0 */
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, s, t));
}

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
 *       is >= 0 or so small that b^2 / D.D <= 2 g5^2 |m|^2 + 2^-194 < C: disc < 0, a miss.
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
    if (!(b < 0)) return dd >= SPHERE_B_MIN ? ENTRY_MISS : ENTRY_DOUBT;   /* not approaching (or NaN) */
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

/* A ray's entry t as a float; an entry beyond FLT_MAX (a direction so short that the sphere lies
 * past every float t) is reported at FLT_MAX, as the exact verdict is a hit. */
static float t_to_float(double t)
{
    return t < FLT_MAX ? (float)t : FLT_MAX;
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
    return TRACE_RETURN(ray_hit(out, r.p, r.d, t_to_float(t)));
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

/* ---- Quad (the triangles are in ray_triangle.c) ------------------------------------------ */

/* [x y z] = x . (y x z) */
static float triple(vec3s x, vec3s y, vec3s z)
{
    return glms_vec3_dot(x, glms_vec3_cross(y, z));
}

/* Line vs convex quad abcd: the sign of v = [pq pa pc] says on which side of the diagonal ac the
 * line passes, so only one triangle, abc or dac, needs the two remaining edge tests; the point
 * is the barycentric combination of that triangle. Ericson 5.3.5, made two-sided by turning pq
 * to face the quad's normal n = (c - a) x (d - b). Edges and vertices included. A line parallel
 * to the quad's plane (pq . n = 0, including one lying in it), p = q, or a degenerate quad
 * misses; so does NaN anywhere. Assumes a convex, planar quad. */
bool isect_line_quad(vec3s p, vec3s q, vec3s a, vec3s b, vec3s c, vec3s d, vec3s *point)
{
    vec3s pq = glms_vec3_sub(q, p);
    vec3s n = glms_vec3_cross(glms_vec3_sub(c, a), glms_vec3_sub(d, b));
    float side = glms_vec3_dot(pq, n);
    TRACE(side);
    if (!(side < 0 || side > 0)) return TRACE_RETURN(false);  /* parallel, degenerate, or NaN */
    if (side > 0) pq = glms_vec3_negate(pq);    /* look at the quad's counter-clockwise side */
    vec3s pa = glms_vec3_sub(a, p), pb = glms_vec3_sub(b, p), pc = glms_vec3_sub(c, p);
    vec3s m = glms_vec3_cross(pc, pq);
    float v = glms_vec3_dot(pa, m);             /* [pq pa pc]: side of the diagonal ac */
    TRACE(v);
    vec3s r;
    if (v >= 0) {                               /* triangle abc */
        float u = -glms_vec3_dot(pb, m);        /* [pq pc pb] */
        TRACE(u);
        if (!(u >= 0)) return TRACE_RETURN(false);
        float w = triple(pq, pb, pa);
        TRACE(w);
        if (!(w >= 0)) return TRACE_RETURN(false);
        float sum = u + v + w;                  /* divided, not 1 / sum: see line-triangle */
        r = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u / sum), glms_vec3_scale(b, v / sum)),
                          glms_vec3_scale(c, w / sum));
    } else {                                    /* triangle dac */
        vec3s pd = glms_vec3_sub(d, p);
        float u = glms_vec3_dot(pd, m);         /* [pq pd pc] */
        TRACE(u);
        if (!(u >= 0)) return TRACE_RETURN(false);
        float w = triple(pq, pa, pd);
        TRACE(w);
        if (!(w >= 0)) return TRACE_RETURN(false);
        v = -v;
        float sum = u + v + w;
        r = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u / sum), glms_vec3_scale(d, v / sum)),
                          glms_vec3_scale(c, w / sum));
    }
    TRACE_POINT(r);
    if (nan3(r)) return TRACE_RETURN(false);
    if (point) *point = r;
    return TRACE_RETURN(true);
}

/* ---- Convex polyhedron -------------------------------------------------------------------- */

/* Ray vs convex polyhedron dot(n_i, x) <= d_i: Cyrus-Beck clipping (clip_halfspaces) gives the
 * span [t_first, t_last] inside it, t_first = 0 when p is inside, t_last = +INFINITY when the
 * polyhedron is unbounded along the ray. Ericson 5.3.8. A plane parallel to the ray with p
 * outside it misses. count = 0 is all of space (every non-NaN ray hits, span [0, inf));
 * count < 0 or planes = NULL with count > 0 misses. Either out-pointer may be NULL; a miss
 * leaves both untouched. */
CLIPPER bool ray_span(const isect_ray *r, const isect_plane *planes, int count, float *t_first, float *t_last)
{
    if (count < 0 || (count > 0 && !planes)) return false;
    if (nan3(r->p) || nan3(r->d)) return false;
    *t_first = 0, *t_last = INFINITY;
    return clip_halfspaces(r->p, r->d, planes, count, t_first, t_last);
}

bool isect_ray_polyhedron_span(isect_ray r, const isect_plane *planes, int count,
                               float *t_first, float *t_last)
{
    float tf, tl;
    if (!ray_span(&r, planes, count, &tf, &tl)) return TRACE_RETURN(false);
    if (t_first) *t_first = tf;
    if (t_last) *t_last = tl;
    return TRACE_RETURN(true);
}

/* Ray vs convex polyhedron: the entry t_first of isect_ray_polyhedron_span (the span's own
 * clipping, inlined: called, the span took the ray by value, copied). Ericson 5.3.8. */
bool isect_ray_polyhedron(isect_ray r, const isect_plane *planes, int count, isect_hit *out)
{
    float tf, tl;
    if (!ray_span(&r, planes, count, &tf, &tl)) return TRACE_RETURN(false);
    TRACE(tf);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, tf));
}

/* Segment vs convex polyhedron: Cyrus-Beck on a + t (b - a), t in [0, 1]; the same rules as
 * isect_ray_polyhedron_span (count = 0 is all of space). Ericson 5.3.8. */
bool isect_segment_polyhedron(isect_segment s, const isect_plane *planes, int count, isect_hit *out)
{
    if (count < 0 || (count > 0 && !planes)) return TRACE_RETURN(false);
    if (nan3(s.a) || nan3(s.b)) return TRACE_RETURN(false);
    float tf = 0, tl = 1;
    if (!clip_halfspaces(s.a, glms_vec3_sub(s.b, s.a), planes, count, &tf, &tl)) return TRACE_RETURN(false);
    TRACE(tf);
    return TRACE_RETURN(segment_hit(out, s, tf));
}
