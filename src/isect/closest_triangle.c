/* Closest points of a segment and a triangle, and of two triangles: the distance queries that
 * capsule vs triangle (capsule.c) and any contact generator for meshes are built on. Ericson,
 * Real-Time Collision Detection, 5.1.10 and 5.1.11.
 *
 * Both reduce to the queries of closest.c and closest_pair.c. Two convex shapes that do not meet
 * come closest at a pair of boundary features, and for a segment and a triangle those pairs are
 * few: an endpoint of the segment against the triangle (5.1.5), or the segment against one of
 * the triangle's three edges (5.1.9). A segment that meets the triangle has distance 0, and there
 * only a piercing - the segment crossing the triangle's plane inside it - can be missed by those
 * five, so it is tested first. Two triangles that do not meet come closest edge to edge (9
 * pairs) or vertex to face (6); when they meet, some edge of one pierces the other or lies in
 * its plane meeting it, which the same 15 queries catch (at distance 0).
 *
 * Common to both:
 * - the returned value is |c1 - c2|^2 for the points written (to c1, c2 when not NULL), computed
 *   from those points, so the two always agree;
 * - a piercing gives exactly 0 and one point for both (on the triangle pierced, within rounding of
 *   the piercing edge or segment); pairs that meet otherwise (in a common plane, touching edge to
 *   edge) come out at 0 to rounding, their points within rounding of each other;
 * - degenerate shapes are the set they span: a segment with a = b is the point a, a triangle
 *   with collinear or coincident vertices the segment or point they span (its edges hold all of
 *   it, and the point-triangle query reads it so);
 * - NaN anywhere: NaN, and NaN points;
 * - coordinates are assumed below about 1e9 in magnitude (the segment-segment query multiplies
 *   four lengths in float; the piercing test and the point-triangle query work in double);
 *   infinite input gives an unspecified but defined result.
 * The distance is right to a few FLT_EPSILON of the largest coordinate (tests/
 * test_isect_closest_triangles.c: worst 2.5e-7 of it over 1,000,000 random pairs of each). */
#include "isect.h"
#include "canonical.h"
#include "closest_parts.h"
#include "scalar_loads.h"
#include "trace.h"

#include <float.h>
#include <math.h>

static inline float absmax(vec3s v) { return fmaxf(fmaxf(fabsf(v.x), fabsf(v.y)), fabsf(v.z)); }

static inline void write_nan(vec3s *c1, vec3s *c2)
{
    const vec3s nan = {{NAN, NAN, NAN}};
    if (c1) *c1 = nan;
    if (c2) *c2 = nan;
}

/* Double vectors for the piercing test: the float inputs widened, so that differences of
 * coordinates are exact and products of two of them nearly so (and nothing underflows: in float
 * the normal of a triangle 1e-20 across is a product of two lengths that rounds to a denormal or
 * 0, and a piercing read from its signs was noise). */
typedef struct dv3 { double x, y, z; } dv3;
static inline dv3 widen(vec3s v) { return (dv3){v.x, v.y, v.z}; }
static inline dv3 dsub(dv3 a, dv3 b) { return (dv3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline double ddot(dv3 a, dv3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline dv3 dcross(dv3 a, dv3 b)
{
    return (dv3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

/* A triangle in double with its normal n = (b - a) x (c - a), and the signed height of a point
 * over its plane, n . (p - a) (times |n|). */
typedef struct dtri { dv3 a, b, c, n; } dtri;

static inline dtri dtri_of(isect_triangle t)
{
    dtri d = {widen(t.a), widen(t.b), widen(t.c), {0, 0, 0}};
    d.n = dcross(dsub(d.b, d.a), dsub(d.c, d.a));
    return d;
}

static inline double height(const dtri *d, vec3s p) { return ddot(d->n, dsub(widen(p), d->a)); }

/* Does the segment p q pierce triangle t (T in double)? Its ends' heights over the plane, hp and
 * hq, must straddle 0 (not both 0: a segment lying in the plane is left to the edge queries), and
 * the crossing point y = p + u (q - p), u = hp / (hp - hq), must project inside the triangle: on
 * the inner side of each edge, n . (e x (y - v)) >= 0 for the edges e = b - a, c - b, a - c from
 * v = a, b, c (Ericson 5.1.5's barycentric signs; moving y along n does not change them). All in
 * double. Then *x is y dropped onto the triangle (isect_closest_point_triangle: its projection
 * onto the plane), which lies on the triangle and within rounding of the segment.
 * When rounding puts y just outside an edge that the segment in truth crosses, the segment comes
 * within rounding of that edge, and the edge query finds the distance 0 to rounding instead.
 * A flat triangle (n = 0, exactly: each component of n is the difference of two products that
 * are exact in double) is never pierced: its edges hold all of it. */
static bool pierce(vec3s p, vec3s q, double hp, double hq, isect_triangle t, const dtri *T, vec3s *x)
{
    bool straddle = (hp <= 0 && hq >= 0) || (hp >= 0 && hq <= 0);
    if (!straddle || hp == hq) return false;           /* one side, or both on the plane (or n = 0) */
    const dv3 dp = widen(p), dq = widen(q);
    double u = hp / (hp - hq);                          /* hp - hq != 0: u in [0, 1] */
    dv3 y = {dp.x + u * (dq.x - dp.x), dp.y + u * (dq.y - dp.y), dp.z + u * (dq.z - dp.z)};
    if (ddot(T->n, dcross(dsub(T->b, T->a), dsub(y, T->a))) < 0 || ddot(T->n, dcross(dsub(T->c, T->b), dsub(y, T->b))) < 0 ||
        ddot(T->n, dcross(dsub(T->a, T->c), dsub(y, T->c))) < 0)
        return false;
    vec3s yf = {{(float)y.x, (float)y.y, (float)y.z}}, xf = isect_closest_point_triangle(yf, t);
    /* y on the triangle moves by rounding only. Coordinates more than 2^29 apart in scale make
     * the differences above inexact even in double, and the signs can lie (a triangle 1e-20
     * across at the origin, with vertices 1.4e-45 apart, read as pierced by a segment from
     * (1, 1, 1) in its plane): then the drop is long, and the five feature pairs decide. */
    float m = fmaxf(fmaxf(fmaxf(fabsf(yf.x), fabsf(yf.y)), fabsf(yf.z)),
                    fmaxf(fmaxf(absmax(t.a), absmax(t.b)), absmax(t.c)));
    if (!(glms_vec3_distance(xf, yf) <= 64 * FLT_EPSILON * m)) return false;
    *x = xf;
    return true;
}

/* The running minimum of the candidate pairs: the first of equal distances is kept. */
typedef struct best_pair { float d2; vec3s c1, c2; } best_pair;

static inline void consider(best_pair *b, vec3s c1, vec3s c2)
{
    float d2 = glms_vec3_distance2(c1, c2);
    TRACE(d2);
    if (d2 < b->d2) b->d2 = d2, b->c1 = c1, b->c2 = c2;
}

static inline float finish(best_pair b, vec3s *c1, vec3s *c2)
{
    if (c1) *c1 = b.c1;
    if (c2) *c2 = b.c2;
    return b.d2;
}

/* The segment s against the five features of t (after the piercing test): its ends against the
 * triangle, then the segment against edges ab, bc and ca. */
SCALAR_LOADS static void segment_features(isect_segment s, isect_triangle t, best_pair *b)
{
    consider(b, s.a, isect_point_triangle(&s.a, &t.a, &t.b, &t.c));
    consider(b, s.b, isect_point_triangle(&s.b, &t.a, &t.b, &t.c));
    const vec3s *v[4] = {&t.a, &t.b, &t.c, &t.a};
    for (int i = 0; i < 3; i++) {
        vec3s x1, x2;
        isect_segment_pair(&s.a, &s.b, v[i], v[i + 1], &x1, &x2);
        consider(b, x1, x2);
    }
}

/* Closest points of segment s and triangle t. Ericson, Real-Time Collision Detection, 5.1.10:
 * a piercing gives 0 at the piercing point (pierce above); otherwise the closest pair is the
 * nearest of five, the ends of s against t (5.1.5, ClosestPtPointTriangle) and s against the
 * edges ab, bc, ca (5.1.9, ClosestPtSegmentSegment):
 *     dist^2 = min(|a - T(a)|^2, |b - T(b)|^2, d^2(s, ab), d^2(s, bc), d^2(s, ca)),
 * T(x) the point of t nearest x. The first of equal candidates in that order is returned (a
 * segment parallel to the face above it has many closest pairs: the one through an end). */
#if defined(__GNUC__)
#define BODY static inline __attribute__((always_inline))
#else
#define BODY static inline
#endif

BODY float segment_triangle(isect_segment s, isect_triangle t, vec3s *cs, vec3s *ct)
{
    vec3s x;
    const dtri T = dtri_of(t);
    const double ha = height(&T, s.a), hb = height(&T, s.b);
    if (isnan(ha + hb)) {   /* NaN anywhere: in t it is in two components of T.n, in s in a height */
        write_nan(cs, ct);
        return TRACE_RETURN(NAN);
    }
    if (pierce(s.a, s.b, ha, hb, t, &T, &x)) {
        TRACE_POINT(x);
        if (cs) *cs = x;
        if (ct) *ct = x;
        return TRACE_RETURN(0.0f);
    }
    best_pair b = {INFINITY, s.a, s.a};
    segment_features(s, t, &b);
    TRACE_POINT(b.c1); TRACE_POINT(b.c2);
    return TRACE_RETURN(finish(b, cs, ct));
}

/* The query above by value (the public form) and by pointer (closest_parts.h: capsule.c's, so
 * that the capsule's axis and the triangle are not copied again), each with the body inlined. */
SCALAR_LOADS float isect_closest_segment_triangle(isect_segment s, isect_triangle t, vec3s *cs, vec3s *ct)
{
    return TRACE_RETURN(segment_triangle(s, t, cs, ct));
}

SCALAR_LOADS float isect_segment_triangle_pair(const isect_segment *s, const isect_triangle *t, vec3s *cs, vec3s *ct)
{
    return TRACE_RETURN(segment_triangle(*s, *t, cs, ct));
}

/* Closest points of triangles t1 and t2. Ericson, Real-Time Collision Detection, 5.1.11: first
 * whether an edge of either pierces the other (6 tests, t1's edges ab, bc, ca against t2, then
 * t2's against t1): if one does, 0 at that point. Otherwise the nearest of the 15 feature pairs,
 * the 6 vertices against the other triangle (5.1.5) and the 9 edge pairs (5.1.9):
 *     dist^2 = min(min_i |v1_i - T2(v1_i)|^2, min_j |v2_j - T1(v2_j)|^2, min_ij d^2(e1_i, e2_j)),
 * the first of equal ones in that order. Triangles that meet in a common plane (or edge to edge)
 * are found there at 0 to rounding. */
SCALAR_LOADS float isect_closest_triangle_triangle(isect_triangle t1, isect_triangle t2, vec3s *c1, vec3s *c2)
{
    const vec3s v1[3] = {t1.a, t1.b, t1.c}, v2[3] = {t2.a, t2.b, t2.c};
    /* The heights of each triangle's vertices over the other's plane, once: an edge can pierce
     * only where its ends' heights straddle 0, and none does when they all lie on one side. */
    const dtri T1 = dtri_of(t1), T2 = dtri_of(t2);
    double h1[3], h2[3];
    for (int i = 0; i < 3; i++) h1[i] = height(&T2, v1[i]), h2[i] = height(&T1, v2[i]);
    /* NaN anywhere: a NaN vertex puts NaN in two components of its triangle's normal, and so in
     * every height over that plane, and in its own heights over the other */
    if (isnan(h1[0] + h1[1] + h1[2] + h2[0] + h2[1] + h2[2])) {
        write_nan(c1, c2);
        return TRACE_RETURN(NAN);
    }
    vec3s x;
    for (int i = 0; i < 6; i++) {
        const vec3s *v = i < 3 ? v1 : v2;
        const double *h = i < 3 ? h1 : h2;
        int k = i % 3, l = (k + 1) % 3;
        TRACE(i);
        if (pierce(v[k], v[l], h[k], h[l], i < 3 ? t2 : t1, i < 3 ? &T2 : &T1, &x)) {
            TRACE_POINT(x);
            if (c1) *c1 = x;
            if (c2) *c2 = x;
            return TRACE_RETURN(0.0f);
        }
    }
    best_pair b = {INFINITY, t1.a, t1.a};
    for (int i = 0; i < 3; i++) consider(&b, v1[i], isect_point_triangle(&v1[i], &t2.a, &t2.b, &t2.c));
    for (int j = 0; j < 3; j++) consider(&b, isect_point_triangle(&v2[j], &t1.a, &t1.b, &t1.c), v2[j]);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            vec3s x1, x2;
            isect_segment_pair(&v1[i], &v1[(i + 1) % 3], &v2[j], &v2[(j + 1) % 3], &x1, &x2);
            consider(&b, x1, x2);
        }
    TRACE_POINT(b.c1); TRACE_POINT(b.c2);
    return TRACE_RETURN(finish(b, c1, c2));
}
