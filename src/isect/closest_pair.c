/* Closest points between two segments and between two lines: the building block of the capsule
 * tests (capsule.c). Ericson, Real-Time Collision Detection, 5.1.8 and 5.1.9.
 *
 * Both find the parameters s, t of the closest points p1 + s d1 and p2 + t d2 (d1 = q1 - p1,
 * d2 = q2 - p2) from the two conditions that c1 - c2 is perpendicular to d1 and to d2. Ericson's
 * listings solve them as s = (b f - c e) / (a e - b^2), with a = d1.d1, b = d1.d2, c = d1.r,
 * e = d2.d2, f = d2.r and r = p1 - p2. Here s comes from the same solution written with cross
 * products (Lagrange's identity: a e - b^2 = |n|^2 and b f - c e = (p2 - p1) . (d2 x n)):
 *     n = d1 x d2,   s = ((p2 - p1) . (d2 x n)) / (n . n).
 * For nearly parallel directions a e - b^2 is the difference of two nearly equal products and
 * cancels to rounding noise, so the listing's s lands anywhere on the segment and the distance
 * comes out too large by up to the order of sqrt(FLT_EPSILON) ~ 3e-4 of the segments' size; n is
 * accurate to FLT_EPSILON of |d1| |d2| however small it is, and with it the distance stays within
 * a few FLT_EPSILON of the coordinates' magnitude. (tests/test_isect_capsule.c measures both on
 * nearly parallel pairs: the listing's error reaches several 1e-4 of the magnitude, this one's
 * stays below 1e-6.)
 * Exactly parallel directions (d2 a multiple of d1) give n = 0 exactly: each component of the
 * cross product is then the difference of two equal products, rounded alike.
 *
 * Range: for segments, n . n and (p2 - p1) . (d2 x n) are products of four lengths, so
 * coordinates are assumed below about 1e9 in magnitude; where n . n falls below FLT_MIN (short or
 * nearly parallel segments: |d1| |d2| sin(angle) below about 1e-19), s is computed again from the
 * directions scaled by powers of two to unit size (a rare path), so short segments are segments
 * like any other. A segment whose d.d underflows to 0 (shorter than about 1e-19) is read as a
 * point. Lines always scale their directions (see there). NaN in any input: NaN distance and
 * NaN points. Infinite coordinates give an unspecified but defined result (no trap, no UB). */
#include "isect.h"
#include "canonical.h"
#include "closest_parts.h"
#include "trace.h"
#include "scalar_loads.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* x / y clamped to [0, 1], for y >= 0, with the comparisons made before dividing: x <= 0 gives 0
 * and x >= y gives 1 with no division, so y = 0 needs none. A NaN x gives NaN. */
static inline float ratio01(float x, float y)
{
    return x <= 0.0f ? 0.0f : x >= y ? 1.0f : x / y;
}

/* d scaled by the power of two that brings its largest |component| into [1, 2), and that power's
 * exponent in *k (d = 2^k times the result): an exact scaling, so the direction is unchanged (and
 * exactly parallel directions stay so), while d.d and the cross products of scaled directions can
 * neither underflow nor overflow. Zero, NaN and infinite d come back as they are, with k = 0. */
static COLD vec3s scale_direction_slow(vec3s d, float m, int *k)
{
    *k = 0;
    if (!(m > 0.0f && m <= FLT_MAX)) return d;
    *k = ilogbf(m);
    return (vec3s){{ldexpf(d.x, -*k), ldexpf(d.y, -*k), ldexpf(d.z, -*k)}};
}

/* k is read from the exponent bits of m and d multiplied by 2^-k, a float built from bits: one
 * correctly rounded multiplication, the same float as ldexpf gives (exact but where a component
 * rounds to a denormal), without its two library calls a component (the line query took 5x its
 * floor, bench/floors_closest.c, with them). m denormal, 2^127 or more, infinite or NaN: the
 * library calls above. */
static inline vec3s scale_direction(vec3s d, int *k)
{
    /* maxss, not calls to fmaxf; a NaN component may give any m (NaN input gives NaN anyway) */
    const float ax = fabsf(d.x), ay = fabsf(d.y), az = fabsf(d.z), mxy = ax > ay ? ax : ay;
    const float m = mxy > az ? mxy : az;
    uint32_t bits;
    memcpy(&bits, &m, sizeof bits);
    const int e = (int)(bits >> 23);                 /* biased exponent; m >= 0 or NaN */
    if (e == 0 || e >= 254) return scale_direction_slow(d, m, k);
    *k = e - 127;
    const uint32_t pbits = (uint32_t)(254 - e) << 23;   /* 2^(127 - e), e in [1, 253] */
    float p;
    memcpy(&p, &pbits, sizeof p);
    return (vec3s){{d.x * p, d.y * p, d.z * p}};
}

/* The segments' s when n . n is not a normal float: short or nearly parallel segments, whose
 * product of four lengths underflowed and would read as parallel (a segment of length 3e-8 and
 * one of 2e-20 at right angles did, and got the distance from s1.a). The same quotient from the
 * directions scaled to unit size, u1 = d1 / 2^k, then s = (that s) / 2^k, clamped to [0, 1];
 * 0 when the scaled directions are parallel (n = 0) or s1 is a point. */
static COLD float segment_parameter_scaled(vec3s d1, vec3s d2, vec3s r)
{
    int k, unused;
    vec3s u1 = scale_direction(d1, &k), u2 = scale_direction(d2, &unused);
    vec3s n = glms_vec3_cross(u1, u2);
    float nn = glms_vec3_dot(n, n);
    if (!(nn > 0.0f)) return 0.0f;
    float s = ldexpf(-glms_vec3_dot(r, glms_vec3_cross(u2, n)) / nn, -k);
    return s <= 0.0f ? 0.0f : s >= 1.0f ? 1.0f : s;
}

/* The point at parameter u of the segment a b, as (1 - u) a + u b: exactly a at u = 0 and
 * exactly b at u = 1 (a + u (b - a) can miss b by an ulp). */
static inline vec3s lerp(vec3s a, vec3s b, float u)
{
    return glms_vec3_add(glms_vec3_scale(a, 1.0f - u), glms_vec3_scale(b, u));
}

/* NaN input: NaN, and NaN points. */
static COLD float nan_pair(vec3s *c1, vec3s *c2)
{
    const vec3s nan = {{NAN, NAN, NAN}};
    if (c1) *c1 = nan;
    if (c2) *c2 = nan;
    return NAN;
}

/* Minimise |(p1 + s d1) - (p2 + t d2)|^2 over s, t in [0, 1]: take the lines' closest pair with s
 * clamped to [0, 1], then the point of s2 nearest to p1 + s d1 (t = (b s + f) / e); when that t
 * falls outside [0, 1] it is clamped and s redone as the point of s1 nearest to that end of s2
 * (s = -c / a for t = 0, (b - c) / a for t = 1, clamped). The distance is convex in (s, t), so
 * this lands on the minimum. Ericson, Real-Time Collision Detection, 5.1.9
 * (ClosestPtSegmentSegment), with s from the cross products above, -(r . (d2 x n)) / (n . n)
 * taken as -(n . (r x d2)) / (n . n) (the two cross products side by side), and exact zero tests
 * in place of the listing's EPSILON.
 * - Parallel segments (n = 0) start from s = 0. Where they overlap along their common direction
 *   and so have many closest pairs, the pair returned is the one whose point on s1 lies nearest
 *   to s1.a (the smallest s), with its closest point on s2.
 * - A point segment (a = b) is that point: c1 = s1.a when s1 is one, c2 = s2.a when s2 is one,
 *   and the other the closest point on the other segment to it.
 * - NaN anywhere: returns NaN and writes (NaN, NaN, NaN) to both points. The arithmetic carries a
 *   NaN of any input into the distance (into t, or where s2 is a point, into s), so the test is
 *   made once, on the result.
 * c1 and c2 are written when c1 and c2 are not NULL; the return value is |c1 - c2|^2. */
SCALAR_LOADS float isect_segment_pair(const vec3s *a1, const vec3s *b1, const vec3s *a2, const vec3s *b2,
                                      vec3s *c1, vec3s *c2)
{
    const vec3s d1 = glms_vec3_sub(*b1, *a1), d2 = glms_vec3_sub(*b2, *a2);
    const vec3s r = glms_vec3_sub(*a1, *a2);
    const float a = glms_vec3_dot(d1, d1), e = glms_vec3_dot(d2, d2);
    const float c = glms_vec3_dot(d1, r), f = glms_vec3_dot(d2, r);
    TRACE(a); TRACE(e); TRACE(c); TRACE(f);
    float s, t;
    if (e <= 0.0f) {                                  /* s2 is a point: nearest point of s1 */
        t = 0.0f;
        s = ratio01(-c, a);
    } else {
        const vec3s n = glms_vec3_cross(d1, d2), w = glms_vec3_cross(r, d2);
        const float nn = glms_vec3_dot(n, n);        /* a e - b^2, without the cancellation */
        /* The lines' closest pair, clamped to s1; parallel (or s1 a point): s = 0. */
        s = nn >= FLT_MIN ? ratio01(-glms_vec3_dot(n, w), nn) : segment_parameter_scaled(d1, d2, r);
        TRACE(nn); TRACE(s);
        const float b = glms_vec3_dot(d1, d2);
        t = (b * s + f) / e;                          /* s2's point nearest p1 + s d1 */
        TRACE(b); TRACE(t);
        if (t < 0.0f) {                               /* before s2.a: clamp, redo s */
            t = 0.0f;
            s = ratio01(-c, a);
            TRACE(s);
        } else if (t > 1.0f) {                        /* past s2.b */
            t = 1.0f;
            s = ratio01(b - c, a);
            TRACE(s);
        }
    }
    const vec3s x1 = lerp(*a1, *b1, s), x2 = lerp(*a2, *b2, t);
    const float dist2 = glms_vec3_distance2(x1, x2);
    if (isnan(dist2)) return TRACE_RETURN(nan_pair(c1, c2));
    TRACE_POINT(x1); TRACE_POINT(x2);
    if (c1) *c1 = x1;
    if (c2) *c2 = x2;
    return TRACE_RETURN(dist2);
}

/* The query above for two segments by value (the public form). */
float isect_closest_segment_segment(isect_segment s1, isect_segment s2, vec3s *c1, vec3s *c2)
{
    return TRACE_RETURN(isect_segment_pair(&s1.a, &s1.b, &s2.a, &s2.b, c1, c2));
}

/* The lines' closest pair from the directions scaled by powers of two (the rare path of
 * isect_closest_line_line below, and its whole answer where the quick form cannot vouch for its
 * own): s = ((p2 - p1) . (u2 x n)) / (n . n) with n = u1 x u2, u1 and u2 the directions q - p
 * scaled (s is then in units of u1), then c2 the foot of c1 = p1 + s u1 on the second line,
 * t = u2 . (c1 - p2) / (u2 . u2). Lines so nearly parallel that the squared distance leaves the
 * float range are read as parallel (c1 = p1). */
static COLD float line_line_scaled(vec3s p1, vec3s q1, vec3s p2, vec3s q2, vec3s *c1, vec3s *c2)
{
    int k;   /* the scale, not needed: s is in units of u1 */
    vec3s u1 = scale_direction(glms_vec3_sub(q1, p1), &k), u2 = scale_direction(glms_vec3_sub(q2, p2), &k);
    float e = glms_vec3_dot(u2, u2);
    if (!(glms_vec3_dot(u1, u1) > 0.0f) || !(e > 0.0f)) {    /* p = q, or NaN in either line */
        const vec3s nan = {{NAN, NAN, NAN}};
        if (c1) *c1 = nan;
        if (c2) *c2 = nan;
        return NAN;
    }
    vec3s n = glms_vec3_cross(u1, u2);
    float nn = glms_vec3_dot(n, n);
    float s = nn > 0.0f ? glms_vec3_dot(glms_vec3_sub(p2, p1), glms_vec3_cross(u2, n)) / nn : 0.0f;
    vec3s x1 = glms_vec3_muladds(u1, s, p1);
    float t = glms_vec3_dot(u2, glms_vec3_sub(x1, p2)) / e;
    vec3s x2 = glms_vec3_muladds(u2, t, p2);
    float dist2 = glms_vec3_distance2(x1, x2);
    if (!(dist2 <= FLT_MAX)) {                        /* beyond the float range: as parallel */
        x1 = p1;
        t = glms_vec3_dot(u2, glms_vec3_sub(p1, p2)) / e;
        x2 = glms_vec3_muladds(u2, t, p2);
        dist2 = glms_vec3_distance2(x1, x2);
    }
    if (c1) *c1 = x1;
    if (c2) *c2 = x2;
    return dist2;
}

/* The lines through p1, q1 and p2, q2: the unconstrained minimum of the same distance, with
 * d1 = q1 - p1, d2 = q2 - p2, r = p2 - p1, n = d1 x d2:
 *     s = (r . (d2 x n)) / (n . n) = (n . (r x d2)) / (n . n),
 *     t = (d2 . (c1 - p2)) / (d2 . d2) = (b s - d2 . r) / e = (b N - (d2 . r) (n . n)) / (e (n . n))
 * with N = n . (r x d2), b = d1 . d2, e = d2 . d2: s as for the segments (the cross products, not
 * a e - b^2, which cancels for nearly parallel lines), and t the foot on the second line of
 * c1 = p1 + s d1 for the s = N / (n . n) before its rounding, so that both come from the same
 * N and n . n and the two divisions run side by side. c1 - c2 is then perpendicular to the second
 * line to within a few FLT_EPSILON of |c1 - p1| (the rounding of s and of t's numerator), however
 * far out the rounding of N puts the pair. Ericson, Real-Time Collision Detection, 5.1.8.
 * The answer does not depend on |q - p|: where n . n and e (n . n) are at least 2^-100 and
 * every quantity is finite, scaling d1 or d2 by a power of two scales the products alike, exactly, so the
 * directions need no scaling; otherwise (short or long directions, nearly parallel lines, p = q,
 * NaN, the closest points or their distance beyond the float range) line_line_scaled above
 * answers with the directions scaled to unit size first: lines through points 1e-30 apart are
 * lines like any other.
 * - Parallel lines (n = 0): c1 = p1 and c2 its foot on the second line.
 * - p = q on either line: no line, as in the header's line tests; NaN distance and NaN points,
 *   as for NaN input.
 * - Lines so nearly parallel that their closest points, or the squared distance between them,
 *   fall outside the float range (parallel to within about 1e-20 radians, their closest points
 *   beyond about 1e19) are read as parallel, so that finite input gives finite points and a finite distance, for
 *   coordinates below about 1e18 (where the squared distance of p1 from the second line is
 *   finite).
 * The closest points of nearly parallel lines are ill-conditioned: rounding q - p turns a line by
 * up to about FLT_EPSILON, which moves the lines' closest points along them by up to about
 * FLT_EPSILON h / sin^2(angle) (h their distance), so c1 and c2 can land far from the exact ones.
 * The distance is the true one to within a few FLT_EPSILON times the largest coordinate involved:
 * the inputs', the points returned and the exact closest points (tests/test_isect_capsule.c).
 * c1 and c2 are written when not NULL; the return value is |c1 - c2|^2. */
float isect_closest_line_line(vec3s p1, vec3s q1, vec3s p2, vec3s q2, vec3s *c1, vec3s *c2)
{
    const vec3s d1 = glms_vec3_sub(q1, p1), d2 = glms_vec3_sub(q2, p2), r = glms_vec3_sub(p2, p1);
    const vec3s n = glms_vec3_cross(d1, d2), w = glms_vec3_cross(r, d2);
    const float nn = glms_vec3_dot(n, n), N = glms_vec3_dot(n, w);
    const float b = glms_vec3_dot(d1, d2), e = glms_vec3_dot(d2, d2), f = glms_vec3_dot(d2, r);
    const float den = e * nn;
    const float s = N / nn, t = (b * N - f * nn) / den;
    const vec3s x1 = glms_vec3_muladds(d1, s, p1), x2 = glms_vec3_muladds(d2, t, p2);
    const float dist2 = glms_vec3_distance2(x1, x2);
    /* n . n and e (n . n) at least 2^-100 (what underflows in the products is below 2^-49 of
     * them; parallel lines excluded), e (n . n) finite (and so n . n: t and s not silently 0) and
     * the distance finite (an overflow on the way gives infinity or NaN): NaN anywhere fails */
    if (!((nn >= 0x1p-100f) & (den >= 0x1p-100f) & (den <= FLT_MAX) & (dist2 <= FLT_MAX)))
        return line_line_scaled(p1, q1, p2, q2, c1, c2);
    if (c1) *c1 = x1;
    if (c2) *c2 = x2;
    return dist2;
}
