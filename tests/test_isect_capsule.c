/* Closest points of two segments and of two lines, and the capsule tests: hand-worked tables,
 * then seeded random cases against double-precision oracles that share no code or formula with
 * closest_pair.c and capsule.c:
 * - segment to segment: two oracles that must agree with each other, (1) a golden-section search
 *   over s of the distance from p1 + s d1 to the second segment (convex in s, since the distance
 *   is convex in (s, t)), and (2) the smallest of the four endpoint-to-segment distances and the
 *   distance at the interior stationary point (the 2x2 normal equations solved by Cramer's rule),
 *   which is where a convex function on the square [0, 1]^2 has its minimum when not on an edge;
 * - point to segment: the distance to the line as |ab x ap| / |ab| when p projects inside, else
 *   to the nearer end;
 * - line to line: |(p2 - p1) . n| / |n| with n = d1 x d2, or the distance of p1 from the second
 *   line when n = 0;
 * - capsule vs plane: the signed distances of the axis ends, in double.
 * The cases mix general pairs with crossing (distance 0), nearly parallel, exactly parallel
 * (dyadic coordinates, so the directions are exact multiples), collinear and point segments, at
 * scales from 1e-2 to 1e2, and radii set to the oracle's distance exactly, 0.1% off, or at
 * random. */
#include "isect.h"
#include "check.h"
#include "dvec.h"

#include <float.h>
#include <math.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define CASES 1000000

/* The rounding band: 16 FLT_EPSILON (~1.9e-6) of the magnitude of the coordinates involved. A
 * distance within the band of the truth counts as right; a verdict is only checked where the
 * distance and the sum of the radii differ by more than the band. */
#define BAND (16.0 * FLT_EPSILON)

/* Within 1e-6 (the points come from (1 - s) a + s b, where s = 0.8 can land an ulp off). */
static bool near3(vec3s a, vec3s b) { return glms_vec3_distance(a, b) <= 1e-6f; }
static bool isnan3(vec3s v) { return isnan(v.x) && isnan(v.y) && isnan(v.z); }
static bool finite3(vec3s v) { return isfinite(v.x) && isfinite(v.y) && isfinite(v.z); }
static double absmax(vec3s v) { return fmax(fabs(v.x), fmax(fabs(v.y), fabs(v.z))); }
static double seg_mag(isect_segment s) { return fmax(absmax(s.a), absmax(s.b)); }

/* ---- double-precision oracles -------------------------------------------------------------- */

/* Squared distance from p to the segment ab: to the nearer end when p projects outside it, else
 * to the line, |ab x ap|^2 / |ab|^2. */
static double o_point_segment2(dvec p, dvec a, dvec b)
{
    dvec ab = dsub(b, a), ap = dsub(p, a);
    double u = ddot(ap, ab), l2 = ddot(ab, ab);
    if (u <= 0 || l2 == 0) return ddot(ap, ap);
    if (u >= l2) return ddot(dsub(p, b), dsub(p, b));
    dvec x = dcross(ab, ap);
    return ddot(x, x) / l2;
}

/* (1) Golden-section search for the s in [0, 1] that minimises the squared distance from
 * a1 + s (b1 - a1) to segment a2 b2, 80 steps (the bracket shrinks to 0.618^80 ~ 2e-17), with
 * both ends of [0, 1] as candidates too. */
static double o_segseg_golden(dvec a1, dvec b1, dvec a2, dvec b2)
{
    const double g = 0.6180339887498949;
    dvec d1 = dsub(b1, a1);
#define F(s) o_point_segment2(dadd(a1, dscale(d1, (s))), a2, b2)
    double lo = 0, hi = 1, x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    double f1 = F(x1), f2 = F(x2);
    for (int k = 0; k < 80; k++) {
        if (f1 <= f2) hi = x2, x2 = x1, f2 = f1, x1 = hi - g * (hi - lo), f1 = F(x1);
        else lo = x1, x1 = x2, f1 = f2, x2 = lo + g * (hi - lo), f2 = F(x2);
    }
    double best = dmin(dmin(f1, f2), dmin(F(0.0), F(1.0)));
#undef F
    return sqrt(best);
}

/* (2) The four endpoint-to-segment distances and, when the normal equations
 * [a -b; -b e] (s, t) = (-c, f) (Cramer's rule) have their solution inside (0, 1)^2, the distance
 * from a1 + s d1 to the second segment. Every candidate is the distance of a pair of points of
 * the segments, so none is below the truth (to rounding). For nearly parallel segments s is off
 * by about DBL_EPSILON / sin^2 of their angle, where the distance grows only as sin: at most
 * ~1e-8 of the length. (The distance between the points at Cramer's s and t, both off, would be
 * off by up to ~5e-6 of it; the distance between the lines, |r . n| / |n|, is wrong where q - p
 * is not exact in double and n loses its digits.) */
static double o_segseg_candidates(dvec a1, dvec b1, dvec a2, dvec b2)
{
    double best = dmin(dmin(o_point_segment2(a1, a2, b2), o_point_segment2(b1, a2, b2)),
                       dmin(o_point_segment2(a2, a1, b1), o_point_segment2(b2, a1, b1)));
    dvec d1 = dsub(b1, a1), d2 = dsub(b2, a2), r = dsub(a1, a2);
    double a = ddot(d1, d1), b = ddot(d1, d2), e = ddot(d2, d2), c = ddot(d1, r), f = ddot(d2, r);
    double det = a * e - b * b;
    if (det > 0) {
        double s = (b * f - c * e) / det, t = (a * f - b * c) / det;
        if (s > 0 && s < 1 && t > 0 && t < 1) best = dmin(best, o_point_segment2(dadd(a1, dscale(d1, s)), a2, b2));
    }
    return sqrt(best);
}

/* The distance between the lines through p1, q1 and p2, q2 (exact to ~DBL_EPSILON / sin of their
 * angle: the cases here have q - p exact in double, so n = d1 x d2 is a difference of exact
 * products, rounded once), and in *far the largest |coordinate|
 * of their closest points (from the normal equations, by Cramer's rule with the determinant
 * a e - b^2 taken as |n|^2, which keeps it positive for lines parallel to within 1e-8: only a
 * magnitude, since the numerators cancel there). */
static double o_line_line(dvec p1, dvec q1, dvec p2, dvec q2, double *far)
{
    dvec d1 = dsub(q1, p1), d2 = dsub(q2, p2), n = dcross(d1, d2), r = dsub(p1, p2);
    double nn = ddot(n, n);
    double a = ddot(d1, d1), b = ddot(d1, d2), e = ddot(d2, d2), c = ddot(d1, r), f = ddot(d2, r);
    double s = 0, t = f / e;
    if (nn > 0) s = (b * f - c * e) / nn, t = (a * f - b * c) / nn;
    dvec x1 = dadd(p1, dscale(d1, s)), x2 = dadd(p2, dscale(d2, t));
    *far = dmax(dmax(fabs(x1.x), dmax(fabs(x1.y), fabs(x1.z))), dmax(fabs(x2.x), dmax(fabs(x2.y), fabs(x2.z))));
    if (nn > 0) return fabs(ddot(dsub(p2, p1), n)) / sqrt(nn);
    return dlen(dcross(d2, dsub(p1, p2))) / dlen(d2);
}

/* Distance of x from the line through p and q. */
static double o_off_line(dvec x, dvec p, dvec q)
{
    dvec d = dsub(q, p);
    return dlen(dcross(d, dsub(x, p))) / dlen(d);
}

/* ---- the listing as printed, for comparison only ------------------------------------------ */

/* Ericson 5.1.9's ClosestPtSegmentSegment in float, with a e - b^2 as the denominator (and
 * EPSILON = 0): what isect's cross-product form replaces. Only its distance is measured. */
static float listing_segseg(isect_segment s1, isect_segment s2)
{
    vec3s d1 = glms_vec3_sub(s1.b, s1.a), d2 = glms_vec3_sub(s2.b, s2.a), r = glms_vec3_sub(s1.a, s2.a);
    float a = glms_vec3_dot(d1, d1), e = glms_vec3_dot(d2, d2), f = glms_vec3_dot(d2, r), s, t;
    if (a <= 0 && e <= 0) return glms_vec3_dot(r, r);
    if (a <= 0) s = 0, t = glm_clamp(f / e, 0, 1);
    else {
        float c = glms_vec3_dot(d1, r);
        if (e <= 0) t = 0, s = glm_clamp(-c / a, 0, 1);
        else {
            float b = glms_vec3_dot(d1, d2), denom = a * e - b * b;
            s = denom != 0 ? glm_clamp((b * f - c * e) / denom, 0, 1) : 0;
            t = (b * s + f) / e;
            if (t < 0) t = 0, s = glm_clamp(-c / a, 0, 1);
            else if (t > 1) t = 1, s = glm_clamp((b - c) / a, 0, 1);
        }
    }
    return glms_vec3_distance2(glms_vec3_muladds(d1, s, s1.a), glms_vec3_muladds(d2, t, s2.a));
}

/* ---- hand-worked tables -------------------------------------------------------------------- */

static isect_segment S(float ax, float ay, float az, float bx, float by, float bz)
{
    return (isect_segment){V(ax, ay, az), V(bx, by, bz)};
}

static void test_segment_table(void)
{
    static const struct { const char *what; isect_segment s1, s2; float d2; float c1[3], c2[3]; } cases[] = {
        {"crossing", {{{-1, 0, 0}}, {{1, 0, 0}}}, {{{0, -1, 0}}, {{0, 1, 0}}}, 0, {0, 0, 0}, {0, 0, 0}},
        {"skew, 1 apart", {{{-1, 0, 0}}, {{1, 0, 0}}}, {{{0, -1, 1}}, {{0, 1, 1}}}, 1, {0, 0, 0}, {0, 0, 1}},
        {"T: s2's end on s1", {{{-1, 0, 0}}, {{1, 0, 0}}}, {{{0.5f, 0, 0}}, {{0.5f, 3, 0}}}, 0, {0.5f, 0, 0}, {0.5f, 0, 0}},
        {"T, 0.25 short", {{{-1, 0, 0}}, {{1, 0, 0}}}, {{{0.5f, 0.25f, 0}}, {{0.5f, 3, 0}}}, 0.0625f, {0.5f, 0, 0}, {0.5f, 0.25f, 0}},
        {"end to end", {{{0, 0, 0}}, {{1, 0, 0}}}, {{{3, 2, 0}}, {{3, 5, 0}}}, 8, {1, 0, 0}, {3, 2, 0}},
        {"ends meet", {{{0, 0, 0}}, {{1, 0, 0}}}, {{{1, 0, 0}}, {{1, 0, 4}}}, 0, {1, 0, 0}, {1, 0, 0}},
        {"s1's lines cross beyond s2", {{{-1, 0, 0}}, {{1, 0, 0}}}, {{{0, 2, 1}}, {{0, 3, 1}}}, 5, {0, 0, 0}, {0, 2, 1}},
        /* parallel, overlapping: many pairs at distance 1; c1 is the one nearest s1.a */
        {"parallel overlap", {{{0, 0, 0}}, {{4, 0, 0}}}, {{{1, 1, 0}}, {{3, 1, 0}}}, 1, {1, 0, 0}, {1, 1, 0}},
        {"parallel overlap, s2 reversed", {{{0, 0, 0}}, {{4, 0, 0}}}, {{{3, 1, 0}}, {{1, 1, 0}}}, 1, {1, 0, 0}, {1, 1, 0}},
        {"parallel overlap, s1 reversed", {{{4, 0, 0}}, {{0, 0, 0}}}, {{{1, 1, 0}}, {{3, 1, 0}}}, 1, {3, 0, 0}, {3, 1, 0}},
        {"parallel, s1 inside s2's span", {{{1, 0, 0}}, {{2, 0, 0}}}, {{{0, 0, 1}}, {{5, 0, 1}}}, 1, {1, 0, 0}, {1, 0, 1}},
        {"parallel, s1 inside, s2 reversed", {{{1, 0, 0}}, {{2, 0, 0}}}, {{{5, 0, 1}}, {{0, 0, 1}}}, 1, {1, 0, 0}, {1, 0, 1}},
        {"parallel, overlap from the middle", {{{0, 0, 0}}, {{4, 0, 0}}}, {{{2, 0, 2}}, {{6, 0, 2}}}, 4, {2, 0, 0}, {2, 0, 2}},
        {"parallel, apart along the line", {{{0, 0, 0}}, {{1, 0, 0}}}, {{{2, 1, 0}}, {{3, 1, 0}}}, 2, {1, 0, 0}, {2, 1, 0}},
        {"parallel, apart, s2 before s1", {{{2, 1, 0}}, {{3, 1, 0}}}, {{{1, 0, 0}}, {{0, 0, 0}}}, 2, {2, 1, 0}, {1, 0, 0}},
        {"collinear, overlapping", {{{0, 0, 0}}, {{2, 0, 0}}}, {{{1, 0, 0}}, {{3, 0, 0}}}, 0, {1, 0, 0}, {1, 0, 0}},
        {"collinear, apart", {{{0, 0, 0}}, {{1, 0, 0}}}, {{{3, 0, 0}}, {{5, 0, 0}}}, 4, {1, 0, 0}, {3, 0, 0}},
        {"same segment", {{{0, 0, 0}}, {{2, 2, 2}}}, {{{0, 0, 0}}, {{2, 2, 2}}}, 0, {0, 0, 0}, {0, 0, 0}},
        /* point segments */
        {"s1 a point on s2", {{{1, 0, 0}}, {{1, 0, 0}}}, {{{0, 0, 0}}, {{4, 0, 0}}}, 0, {1, 0, 0}, {1, 0, 0}},
        {"s1 a point off s2", {{{1, 2, 0}}, {{1, 2, 0}}}, {{{0, 0, 0}}, {{4, 0, 0}}}, 4, {1, 2, 0}, {1, 0, 0}},
        {"s1 a point past s2's end", {{{6, 0, 0}}, {{6, 0, 0}}}, {{{0, 0, 0}}, {{4, 0, 0}}}, 4, {6, 0, 0}, {4, 0, 0}},
        {"s2 a point off s1", {{{0, 0, 0}}, {{4, 0, 0}}}, {{{3, 0, 1}}, {{3, 0, 1}}}, 1, {3, 0, 0}, {3, 0, 1}},
        {"s2 a point before s1", {{{0, 0, 0}}, {{4, 0, 0}}}, {{{-2, 0, 0}}, {{-2, 0, 0}}}, 4, {0, 0, 0}, {-2, 0, 0}},
        {"two points", {{{1, 2, 3}}, {{1, 2, 3}}}, {{{1, 2, 5}}, {{1, 2, 5}}}, 4, {1, 2, 3}, {1, 2, 5}},
        {"two equal points", {{{1, 2, 3}}, {{1, 2, 3}}}, {{{1, 2, 3}}, {{1, 2, 3}}}, 0, {1, 2, 3}, {1, 2, 3}},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s c1, c2;
        float d2 = isect_closest_segment_segment(cases[i].s1, cases[i].s2, &c1, &c2);
        vec3s w1 = V(cases[i].c1[0], cases[i].c1[1], cases[i].c1[2]), w2 = V(cases[i].c2[0], cases[i].c2[1], cases[i].c2[2]);
        CHECK(d2 == cases[i].d2 && near3(c1, w1) && near3(c2, w2),
              "%s: d2 %g (want %g), c1 (%g %g %g), c2 (%g %g %g)", cases[i].what, d2, cases[i].d2, c1.x, c1.y, c1.z,
              c2.x, c2.y, c2.z);
        /* NULL out-parameters: the same distance */
        CHECK(isect_closest_segment_segment(cases[i].s1, cases[i].s2, NULL, NULL) == d2, "%s: NULL points", cases[i].what);
        CHECK(isect_closest_segment_segment(cases[i].s1, cases[i].s2, &c1, NULL) == d2, "%s: NULL c2", cases[i].what);
    }

    /* Nearly parallel segments that cross at (0.5, 0, 0), at angles down to 1e-6: distance 0 to
     * rounding; then lifted 0.001 apart. The listing's a e - b^2 loses these. */
    for (int k = 1; k <= 6; k++) {
        float h = powf(10.0f, (float)-k);
        isect_segment s1 = S(0, 0, 0, 1, 0, 0), s2 = S(0, -0.5f * h, 0, 1, 0.5f * h, 0);
        vec3s c1, c2;
        float d2 = isect_closest_segment_segment(s1, s2, &c1, &c2);
        CHECK(d2 <= 1e-14f, "crossing at angle 1e-%d: d2 %g", k, d2);
        s2.a.z = s2.b.z = 0.001f;
        d2 = isect_closest_segment_segment(s1, s2, &c1, &c2);
        CHECK(fabsf(sqrtf(d2) - 0.001f) <= 1e-7f, "0.001 apart at angle 1e-%d: d %.9g", k, sqrtf(d2));
    }

    /* Found by fuzz/fuzz_capsules.c: a short segment at right angles to a longer one, whose
     * n . n (a product of four lengths) underflowed and read as parallel, which gave the distance
     * from s1.a: s2 (length 2e-20) touches s1 (length 3e-8), and a segment of length 1.5e-21 lies
     * 1e-21 from one of length 5e-4 (4.9e-4 came back). Now right to rounding, 16 FLT_EPSILON of
     * the longer length (s1's parameter cannot express a point 1e-20 short of its end). */
    isect_segment z = {V(-0x1.3d3d3cp-66f, -0x1.3d3d3cp-66f, 0x1p-25f), V(-0x1.3d3d3cp-66f, -0x1.3d3d3cp-66f, -0x1.3d3d3cp-66f)};
    isect_segment y = {V(-0x1.3d3d3cp-66f, -0x1.3d3d3cp-66f, 0), V(-0x1.3d3d3cp-66f, 0x1.fb3d3cp-126f, 0)};
    float tiny = isect_closest_segment_segment(z, y, NULL, NULL), tiny_swapped = isect_closest_segment_segment(y, z, NULL, NULL);
    CHECK(sqrtf(tiny) <= BAND * 3e-8 && sqrtf(tiny_swapped) <= BAND * 3e-8, "short segments at right angles: d %g and %g (want 0)",
          sqrtf(tiny), sqrtf(tiny_swapped));
    isect_segment p = {V(0, 0x1.88cp-131f, -0x1.393938p-70f), V(-0x1.393938p-70f, -0x1.393938p-70f, -0x1.393938p-70f)};
    isect_segment q = {V(0x1.384338p-126f, 0x1p-148f, 0x1.000006p-11f), V(0x1.fffffap-126f, 0, 0x1p-148f)};
    tiny = isect_closest_segment_segment(p, q, NULL, NULL), tiny_swapped = isect_closest_segment_segment(q, p, NULL, NULL);
    CHECK(sqrtf(tiny) <= BAND * 5e-4 && sqrtf(tiny_swapped) <= BAND * 5e-4, "1.5e-21 long vs 5e-4 long: d %g and %g (want ~1e-21)",
          sqrtf(tiny), sqrtf(tiny_swapped));

    /* NaN in any of the twelve coordinates: NaN distance, NaN points. */
    for (int k = 0; k < 12; k++) {
        isect_segment s[2] = {S(0, 0, 0, 1, 0, 0), S(0, 1, 0, 1, 1, 0)};
        vec3s *v = k < 3 ? &s[0].a : k < 6 ? &s[0].b : k < 9 ? &s[1].a : &s[1].b;
        v->raw[k % 3] = NAN;
        vec3s c1 = V(0, 0, 0), c2 = V(0, 0, 0);
        float d2 = isect_closest_segment_segment(s[0], s[1], &c1, &c2);
        CHECK(isnan(d2) && isnan3(c1) && isnan3(c2), "NaN in coordinate %d: d2 %g", k, d2);
        CHECK(isnan(isect_closest_segment_segment(s[0], s[1], NULL, NULL)), "NaN in coordinate %d, NULL points", k);
    }
    /* Infinite coordinates: defined (no trap under UBSan), no promise on the value. */
    volatile float sink = isect_closest_segment_segment(S(INFINITY, 0, 0, 1, 0, 0), S(0, 1, 0, -INFINITY, 1, 0), NULL, NULL);
    (void)sink;
}

static void test_line_table(void)
{
    vec3s c1, c2;
    /* Skew perpendicular lines whose closest points lie outside p..q on both. */
    float d2 = isect_closest_line_line(V(2, 0, 0), V(3, 0, 0), V(0, 5, 1), V(0, 6, 1), &c1, &c2);
    CHECK(d2 == 1 && glms_vec3_eqv(c1, V(0, 0, 0)) && glms_vec3_eqv(c2, V(0, 0, 1)),
          "skew: d2 %g, c1 (%g %g %g), c2 (%g %g %g)", d2, c1.x, c1.y, c1.z, c2.x, c2.y, c2.z);
    /* Crossing at (1, 1, 0). */
    d2 = isect_closest_line_line(V(0, 0, 0), V(2, 2, 0), V(0, 2, 0), V(2, 0, 0), &c1, &c2);
    CHECK(d2 == 0 && glms_vec3_eqv(c1, V(1, 1, 0)) && glms_vec3_eqv(c2, V(1, 1, 0)), "crossing: d2 %g", d2);
    /* Parallel: c1 = p1 and its foot on the other line. */
    d2 = isect_closest_line_line(V(5, 0, 0), V(7, 0, 0), V(0, 0, 3), V(-1, 0, 3), &c1, &c2);
    CHECK(d2 == 9 && glms_vec3_eqv(c1, V(5, 0, 0)) && glms_vec3_eqv(c2, V(5, 0, 3)),
          "parallel: d2 %g, c1 (%g %g %g), c2 (%g %g %g)", d2, c1.x, c1.y, c1.z, c2.x, c2.y, c2.z);
    d2 = isect_closest_line_line(V(5, 0, 0), V(7, 0, 0), V(1, 0, 0), V(-1, 0, 0), &c1, &c2);
    CHECK(d2 == 0 && glms_vec3_eqv(c1, V(5, 0, 0)) && glms_vec3_eqv(c2, V(5, 0, 0)), "collinear: d2 %g", d2);
    /* p = q: no line. */
    d2 = isect_closest_line_line(V(1, 1, 1), V(1, 1, 1), V(0, 0, 0), V(1, 0, 0), &c1, &c2);
    CHECK(isnan(d2) && isnan3(c1) && isnan3(c2), "first line p = q: d2 %g", d2);
    d2 = isect_closest_line_line(V(0, 0, 0), V(1, 0, 0), V(2, 2, 2), V(2, 2, 2), &c1, &c2);
    CHECK(isnan(d2) && isnan3(c1) && isnan3(c2), "second line p = q: d2 %g", d2);
    CHECK(isnan(isect_closest_line_line(V(0, 0, 0), V(0, 0, 0), V(0, 0, 0), V(0, 0, 0), NULL, NULL)), "both p = q");
    for (int k = 0; k < 12; k++) {
        vec3s v[4] = {V(0, 0, 0), V(1, 0, 0), V(0, 1, 1), V(0, 2, 1)};
        v[k / 3].raw[k % 3] = NAN;
        c1 = c2 = V(0, 0, 0);
        d2 = isect_closest_line_line(v[0], v[1], v[2], v[3], &c1, &c2);
        CHECK(isnan(d2) && isnan3(c1) && isnan3(c2), "NaN in coordinate %d: d2 %g", k, d2);
    }
    /* Lines through points 1e-30 apart are lines like any other (their directions are scaled),
     * and so are lines through points 1e30 apart. */
    d2 = isect_closest_line_line(V(0, 0, 0), V(1e-30f, 0, 0), V(0, -1e-30f, 1), V(0, 1e-30f, 1), &c1, &c2);
    CHECK(d2 == 1 && glms_vec3_eqv(c1, V(0, 0, 0)) && glms_vec3_eqv(c2, V(0, 0, 1)), "1e-30 apart: d2 %g", d2);
    d2 = isect_closest_line_line(V(2, 0, 0), V(1e30f, 0, 0), V(0, 5, 1), V(0, 1e30f, 1), &c1, &c2);
    CHECK(d2 == 1 && glms_vec3_eqv(c1, V(0, 0, 0)) && glms_vec3_eqv(c2, V(0, 0, 1)),
          "1e30 apart: d2 %g, c1 (%g %g %g), c2 (%g %g %g)", d2, c1.x, c1.y, c1.z, c2.x, c2.y, c2.z);
    /* Found by fuzz/fuzz_capsules.c: a line through points 1e-21 apart, whose d.d and cross
     * products underflowed before the directions were scaled, read as parallel to the other. */
    d2 = isect_closest_line_line(V(0, -0x1.000cp-71f, -0x1.393938p-70f), V(-0x1.393938p-70f, -0x1.393938p-70f, -0x1.393938p-70f),
                                 V(-0x1.392938p-70f, -0x1.797978p-6f, -0x1.797978p-6f), V(-0x1.797978p-6f, -0x1.797978p-6f, -0x1.797978p-6f), &c1, &c2);
    CHECK(fabsf(sqrtf(d2) - 0.0230392143f) <= 1e-8f, "line through points 1e-21 apart: d %.9g (want 0.0230392143)", sqrtf(d2));
    /* Found by fuzz/fuzz_capsules.c: lines parallel to within 4e-23, whose closest points lie
     * near 1e27, where the float coordinates are too coarse for their distance (it overflowed):
     * read as parallel, c1 = p1. */
    d2 = isect_closest_line_line(V(0x1.fffep-120f, 0x1.2a2be6p-85f, 0x1.2a2a2ap-85f), V(0x1.7a4c2ap-11f, 0x1.fep-126f, 0),
                                 V(0x1.2ap+15f, 0x1.8e8e8ep+15f, 0x1.8e8e8ep+15f), V(0x1.8e8e8ep+15f, 0x1.8e8e8ep+15f, 0x1.8e8e8ep+15f), &c1, &c2);
    CHECK(isfinite(d2) && glms_vec3_eqv(c1, V(0x1.fffep-120f, 0x1.2a2be6p-85f, 0x1.2a2a2ap-85f)) && finite3(c2),
          "lines parallel to 4e-23: d2 %g, c1 (%g %g %g)", d2, c1.x, c1.y, c1.z);
    /* Nearly parallel lines (slope 2^-20) crossing far from p1, at x = 1024: distance ~0. */
    d2 = isect_closest_line_line(V(0, 0, 0), V(1, 0, 0), V(0, 0x1p-10f, 0), V(1, 0x1p-10f - 0x1p-20f, 0), &c1, &c2);
    CHECK(fabsf(c1.x - 1024) <= 1e-3f && c1.y == 0 && fabsf(c2.x - 1024) <= 1e-3f && d2 <= 1e-12f,
          "crossing at x = 1024: c1.x %.9g, c2.x %.9g, d2 %g", c1.x, c2.x, d2);
    volatile float sink = isect_closest_line_line(V(INFINITY, 0, 0), V(1, 0, 0), V(0, 1, 0), V(0, 2, NAN), NULL, NULL);
    (void)sink;
}

static isect_capsule C(float ax, float ay, float az, float bx, float by, float bz, float r)
{
    return (isect_capsule){S(ax, ay, az, bx, by, bz), r};
}

static void test_capsule_table(void)
{
    /* The constructor: |r|, endpoints in order. */
    isect_capsule k = isect_capsule_make(V(1, 2, 3), V(-4, 5, 6), -2);
    CHECK(glms_vec3_eqv(k.axis.a, V(1, 2, 3)) && glms_vec3_eqv(k.axis.b, V(-4, 5, 6)) && k.r == 2, "make: r %g", k.r);
    CHECK(isnan(isect_capsule_make(V(0, 0, 0), V(1, 0, 0), NAN).r), "make: NaN r stays NaN");

    /* Sphere vs capsule around (0,0,0)-(4,0,0), r = 1: touching at the side and at the cap,
     * then 0.001 apart. */
    isect_capsule c = C(0, 0, 0, 4, 0, 0, 1);
    static const struct { const char *what; float c[3], r; bool hit; } spheres[] = {
        {"touching the side", {2, 3, 0}, 2, true},
        {"0.001 off the side", {2, 3.001f, 0}, 2, false},
        {"touching the cap at b", {6, 0, 0}, 1, true},
        {"0.001 off the cap at b", {6.001f, 0, 0}, 1, false},
        {"touching the cap at a, diagonally", {-3, -4, 0}, 4, true},
        {"0.001 off the cap at a", {-3, -4.001f, 0}, 4, false},
        {"inside", {1, 0.5f, 0}, 0.1f, true},
        {"containing it", {2, 0, 0}, 10, true},
        {"a point sphere on the surface", {3, 0, 1}, 0, true},
        {"a point sphere 0.001 out", {3, 0, 1.001f}, 0, false},
        {"negative sphere radius", {2, 0, 0}, -1, false},
    };
    for (unsigned i = 0; i < sizeof spheres / sizeof spheres[0]; i++) {
        isect_sphere s = {V(spheres[i].c[0], spheres[i].c[1], spheres[i].c[2]), spheres[i].r};
        CHECK(isect_sphere_capsule(s, c) == spheres[i].hit, "sphere-capsule, %s", spheres[i].what);
    }
    isect_sphere s0 = {V(2, 0, 0), 1};
    CHECK(!isect_sphere_capsule(s0, C(0, 0, 0, 4, 0, 0, -1)), "negative capsule radius");
    CHECK(!isect_sphere_capsule(s0, C(0, 0, 0, 4, 0, 0, -0.5f)), "negative capsule radius, sum positive");
    CHECK(isect_sphere_capsule((isect_sphere){V(2, 1, 0), 1}, C(0, 0, 0, 4, 0, 0, 0)), "r = 0: the segment, touching");
    CHECK(!isect_sphere_capsule((isect_sphere){V(2, 1.001f, 0), 1}, C(0, 0, 0, 4, 0, 0, 0)), "r = 0, 0.001 off");
    CHECK(isect_sphere_capsule((isect_sphere){V(1, 2, 3), 0}, C(1, 2, 3, 1, 2, 3, 0)), "point on point");
    CHECK(isect_sphere_capsule((isect_sphere){V(3, 2, 3), 1}, C(1, 2, 3, 1, 2, 3, 1)), "a = b: a sphere, touching");
    CHECK(!isect_sphere_capsule((isect_sphere){V(3.001f, 2, 3), 1}, C(1, 2, 3, 1, 2, 3, 1)), "a = b, 0.001 apart");

    /* Capsule vs capsule. */
    static const struct { const char *what; isect_capsule a, b; bool hit; } pairs[] = {
        {"parallel, touching", {{{{0, 0, 0}}, {{4, 0, 0}}}, 1}, {{{{1, 2, 0}}, {{3, 2, 0}}}, 1}, true},
        {"parallel, 0.001 apart", {{{{0, 0, 0}}, {{4, 0, 0}}}, 1}, {{{{1, 2.001f, 0}}, {{3, 2.001f, 0}}}, 1}, false},
        {"crossing skew, touching", {{{{-1, 0, 0}}, {{1, 0, 0}}}, 0.5f}, {{{{0, -1, 2}}, {{0, 1, 2}}}, 1.5f}, true},
        {"crossing skew, 0.001 apart", {{{{-1, 0, 0}}, {{1, 0, 0}}}, 0.5f}, {{{{0, -1, 2.001f}}, {{0, 1, 2.001f}}}, 1.5f}, false},
        {"end caps touching", {{{{0, 0, 0}}, {{1, 0, 0}}}, 1}, {{{{3, 0, 0}}, {{4, 0, 0}}}, 1}, true},
        {"end caps 0.001 apart", {{{{0, 0, 0}}, {{1, 0, 0}}}, 1}, {{{{3.001f, 0, 0}}, {{4, 0, 0}}}, 1}, false},
        {"cap against side", {{{{0, 0, 0}}, {{4, 0, 0}}}, 1}, {{{{2, 3, 0}}, {{2, 5, 0}}}, 2}, true},
        {"cap 0.001 off the side", {{{{0, 0, 0}}, {{4, 0, 0}}}, 1}, {{{{2, 3.001f, 0}}, {{2, 5, 0}}}, 2}, false},
        {"axes crossing", {{{{-1, 0, 0}}, {{1, 0, 0}}}, 0.1f}, {{{{0, -1, 0}}, {{0, 1, 0}}}, 0.1f}, true},
        {"radius 0: crossing segments", {{{{-1, 0, 0}}, {{1, 0, 0}}}, 0}, {{{{0, -1, 0}}, {{0, 1, 0}}}, 0}, true},
        {"radius 0: skew segments", {{{{-1, 0, 0}}, {{1, 0, 0}}}, 0}, {{{{0, -1, 1}}, {{0, 1, 1}}}, 0}, false},
        {"collinear, overlapping", {{{{0, 0, 0}}, {{2, 0, 0}}}, 0}, {{{{1, 0, 0}}, {{3, 0, 0}}}, 0}, true},
        {"one inside the other", {{{{0, 0, 0}}, {{4, 0, 0}}}, 2}, {{{{1, 0.5f, 0}}, {{2, 0.5f, 0}}}, 0.1f}, true},
        {"a = b: spheres touching", {{{{0, 0, 0}}, {{0, 0, 0}}}, 1}, {{{{0, 0, 3}}, {{0, 0, 3}}}, 2}, true},
        {"a = b: spheres 0.001 apart", {{{{0, 0, 0}}, {{0, 0, 0}}}, 1}, {{{{0, 0, 3.001f}}, {{0, 0, 3.001f}}}, 2}, false},
        {"negative radius, overlapping", {{{{0, 0, 0}}, {{4, 0, 0}}}, -1}, {{{{0, 0, 0}}, {{4, 0, 0}}}, 3}, false},
        {"negative radius b", {{{{0, 0, 0}}, {{4, 0, 0}}}, 3}, {{{{0, 0, 0}}, {{4, 0, 0}}}, -0.0001f}, false},
    };
    for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        CHECK(isect_capsule_capsule(pairs[i].a, pairs[i].b) == pairs[i].hit, "capsule-capsule, %s", pairs[i].what);
        CHECK(isect_capsule_capsule(pairs[i].b, pairs[i].a) == pairs[i].hit, "capsule-capsule swapped, %s", pairs[i].what);
    }
    /* r = -0 is the segment (-0 >= 0). */
    CHECK(isect_capsule_capsule(C(-1, 0, 0, 1, 0, 0, -0.0f), C(0, -1, 0, 0, 1, 0, 0)), "r = -0");

    /* NaN in any field of either shape: false. */
    for (int k = 0; k < 7; k++) {
        isect_capsule a = C(0, 0, 0, 4, 0, 0, 1), b = a;
        float *f = k < 3 ? &a.axis.a.raw[k] : k < 6 ? &a.axis.b.raw[k - 3] : &a.r;
        *f = NAN;
        CHECK(!isect_capsule_capsule(a, b) && !isect_capsule_capsule(b, a), "capsule-capsule, NaN in field %d", k);
        CHECK(!isect_sphere_capsule((isect_sphere){V(2, 0, 0), 5}, a), "sphere-capsule, NaN in capsule field %d", k);
        CHECK(!isect_capsule_plane(a, (isect_plane){V(0, 1, 0), 0}), "capsule-plane, NaN in capsule field %d", k);
    }
    for (int k = 0; k < 4; k++) {
        isect_sphere s = {V(2, 0, 0), 5};
        if (k < 3) s.c.raw[k] = NAN; else s.r = NAN;
        CHECK(!isect_sphere_capsule(s, c), "sphere-capsule, NaN in sphere field %d", k);
    }

    /* Capsule vs plane y = 0 (unit normal). */
    isect_plane y0 = {V(0, 1, 0), 0};
    static const struct { const char *what; isect_capsule c; bool hit; } planes[] = {
        {"straddling", {{{{0, -1, 0}}, {{0, 1, 0}}}, 0.5f}, true},
        {"straddling, r = 0", {{{{0, -1, 0}}, {{3, 1, 0}}}, 0}, true},
        {"an end on the plane, r = 0", {{{{0, 0, 0}}, {{0, 5, 0}}}, 0}, true},
        {"above, the near end r away", {{{{0, 2, 0}}, {{1, 5, 0}}}, 2}, true},
        {"above, 0.001 too far", {{{{0, 2.001f, 0}}, {{1, 5, 0}}}, 2}, false},
        {"below, the near end r away", {{{{0, -7, 0}}, {{1, -2, 0}}}, 2}, true},
        {"below, 0.001 too far", {{{{0, -7, 0}}, {{1, -2.001f, 0}}}, 2}, false},
        {"parallel, r away", {{{{-3, 1.5f, 0}}, {{3, 1.5f, 0}}}, 1.5f}, true},
        {"parallel, 0.001 too far", {{{{-3, 1.501f, 0}}, {{3, 1.501f, 0}}}, 1.5f}, false},
        {"a = b, touching", {{{{0, -1, 0}}, {{0, -1, 0}}}, 1}, true},
        {"negative radius, straddling", {{{{0, -1, 0}}, {{0, 1, 0}}}, -0.5f}, false},
        {"a NaN end, the other on the plane", {{{{0, NAN, 0}}, {{0, 0, 0}}}, 1}, false},
        {"the other end NaN", {{{{0, 0, 0}}, {{0, NAN, 0}}}, 1}, false},
        {"a NaN end, the other straddling it", {{{{0, -1, 0}}, {{0, NAN, 0}}}, 1}, false},
    };
    for (unsigned i = 0; i < sizeof planes / sizeof planes[0]; i++)
        CHECK(isect_capsule_plane(planes[i].c, y0) == planes[i].hit, "capsule-plane, %s", planes[i].what);
    isect_capsule straddle = C(0, -1, 0, 0, 1, 0, 1);
    CHECK(!isect_capsule_plane(straddle, (isect_plane){V(0, 0, 0), 0}), "capsule-plane, zero normal");
    CHECK(!isect_capsule_plane(straddle, (isect_plane){V(0, NAN, 0), 0}), "capsule-plane, NaN normal");
    CHECK(!isect_capsule_plane(straddle, (isect_plane){V(0, 1, 0), NAN}), "capsule-plane, NaN d");
}

/* ---- random cases ---------------------------------------------------------------------------- */

/* A multiple of 1/64 in [-lo, lo]: sums and small multiples stay exact in float. */
static float dyadic(rng *r, float lo) { return floorf(rng_float(r, -lo, lo) * 64.0f) / 64.0f; }
static vec3s dyadic3(rng *r, float lo) { return V(dyadic(r, lo), dyadic(r, lo), dyadic(r, lo)); }

/* A unit vector perpendicular to u. */
static vec3s perpendicular(rng *r, vec3s u)
{
    for (;;) {
        vec3s w = glms_vec3_cross(u, rng_unit(r));
        float l = glms_vec3_norm(w);
        if (l > 0.1f) return glms_vec3_divs(w, l);
    }
}

enum { GENERAL, CROSSING, NEAR_PARALLEL, NEAR_PARALLEL_APART, PARALLEL, COLLINEAR, POINTS, END_ON, SHORT, KINDS };
static const char *const kind_name[KINDS] = {"general", "crossing", "nearly parallel, crossing",
                                             "nearly parallel, apart", "exactly parallel", "collinear",
                                             "point segments", "an end on the other", "one short, both tiny"};

/* Segment pair number i: its kind is i % 10 (general for 0-1), at a scale from 1e-2 to 1e2. */
static int random_pair(rng *r, int i, isect_segment *s1, isect_segment *s2)
{
    static const int kinds[10] = {GENERAL, GENERAL, SHORT, CROSSING, NEAR_PARALLEL, NEAR_PARALLEL_APART,
                                  PARALLEL, COLLINEAR, POINTS, END_ON};
    int kind = kinds[i % 10];
    float scale = powf(10.0f, rng_float(r, -2, 2));
    vec3s x = rng_vec3(r, -1, 1), u = rng_unit(r), w = perpendicular(r, u);
    switch (kind) {
    case CROSSING: case NEAR_PARALLEL: case NEAR_PARALLEL_APART: {
        /* Through x along u and along u turned toward w by an angle from 1e-7 to 1 (crossing:
         * any angle), the second lifted off along u x w by up to 0.1 when apart. */
        float angle = kind == CROSSING ? rng_float(r, 0.05f, 3.1f) : powf(10.0f, rng_float(r, -7, -1));
        vec3s v = glms_vec3_add(glms_vec3_scale(u, cosf(angle)), glms_vec3_scale(w, sinf(angle)));
        vec3s lift = kind == NEAR_PARALLEL_APART ? glms_vec3_scale(glms_vec3_cross(u, w), powf(10.0f, rng_float(r, -4, -1)))
                                                 : GLMS_VEC3_ZERO;
        *s1 = (isect_segment){glms_vec3_muladds(u, -rng_float(r, 0.05f, 1.5f), x), glms_vec3_muladds(u, rng_float(r, 0.05f, 1.5f), x)};
        vec3s y = glms_vec3_add(x, lift);
        *s2 = (isect_segment){glms_vec3_muladds(v, -rng_float(r, 0.05f, 1.5f), y), glms_vec3_muladds(v, rng_float(r, 0.05f, 1.5f), y)};
        break;
    }
    case PARALLEL: case COLLINEAR: {
        /* Dyadic: d2 = k d1 exactly, k in {+-1/4, +-1/2, +-1, +-3/2, +-2}. */
        static const float ks[10] = {0.25f, -0.25f, 0.5f, -0.5f, 1, -1, 1.5f, -1.5f, 2, -2};
        vec3s a = dyadic3(r, 2), d = dyadic3(r, 1);
        vec3s off = kind == PARALLEL ? dyadic3(r, 1) : glms_vec3_scale(d, (float)((int)rng_float(r, -8, 8)) / 4.0f);
        float k = ks[rng_next(r) % 10];
        *s1 = (isect_segment){a, glms_vec3_add(a, d)};
        vec3s b = glms_vec3_add(a, off);
        *s2 = (isect_segment){b, glms_vec3_add(b, glms_vec3_scale(d, k))};
        scale = powf(2.0f, (float)((int)rng_float(r, -6, 7)));   /* keeps them exact */
        break;
    }
    case POINTS:
        *s1 = (isect_segment){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
        *s2 = (isect_segment){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
        if (i % 3 != 1) s1->b = s1->a;
        if (i % 3 != 0) s2->b = s2->a;
        break;
    case END_ON:   /* an end of s2 on s1 (to rounding), s2 going off in any direction */
        *s1 = (isect_segment){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
        x = glms_vec3_lerp(s1->a, s1->b, rng_float(r, 0, 1));
        *s2 = (isect_segment){x, glms_vec3_muladds(rng_unit(r), rng_float(r, 0.1f, 2), x)};
        break;
    case SHORT:   /* one of them 1e-7 to 1e-3 as long as the other, near it or anywhere, the pair
                   * 1e-12 to 1e-4 in size: products of four lengths down to 1e-76 */
        *s1 = (isect_segment){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
        x = i % 3 ? glms_vec3_lerp(s1->a, s1->b, rng_float(r, -0.2f, 1.2f)) : rng_vec3(r, -1, 1);
        *s2 = (isect_segment){x, glms_vec3_muladds(u, powf(10.0f, rng_float(r, -7, -3)), x)};
        if (i % 4 < 2) {
            isect_segment k = *s1;
            *s1 = *s2, *s2 = k;
        }
        scale = powf(10.0f, rng_float(r, -12, -4));
        break;
    default:
        *s1 = (isect_segment){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
        *s2 = (isect_segment){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
        break;
    }
    *s1 = (isect_segment){glms_vec3_scale(s1->a, scale), glms_vec3_scale(s1->b, scale)};
    *s2 = (isect_segment){glms_vec3_scale(s2->a, scale), glms_vec3_scale(s2->b, scale)};
    if (i % 2) {   /* either order of each segment's ends */
        vec3s t = s1->a;
        s1->a = s1->b, s1->b = t;
    }
    if (i % 4 >= 2) {
        vec3s t = s2->a;
        s2->a = s2->b, s2->b = t;
    }
    return kind;
}

/* The sum of two radii set against a distance dist: exactly dist (touching), 0.1% inside or
 * outside it, or at random; split between the two radii at random; now and then one negative. */
static void random_radii(rng *r, int i, double dist, double m, float *ra, float *rb)
{
    double sum;
    switch (i % 5) {
    case 0: sum = dist; break;
    case 1: sum = dist * 1.001 + 1e-4 * m; break;
    case 2: sum = dist * 0.999 - 1e-4 * m; break;
    default: sum = rng_float(r, 0, 1.5f) * m; break;
    }
    if (sum < 0) sum = 0;
    float w = rng_float(r, 0, 1);
    *ra = (float)(sum * w), *rb = (float)(sum - (double)*ra);
    if (*rb < 0) *rb = 0;
    if (i % 97 == 0) *ra = -*ra - 1e-3f;
}

typedef struct tally { long cases, bad, band, hits; double worst; } tally;

/* Checks a verdict against the oracle's distance dist and the radii's sum R (in double): must hit
 * when dist < R - band, must miss when dist > R + band, else it is in the band. */
static void verdict(tally *t, bool got, double dist, double R, bool empty, double band)
{
    t->cases++;
    t->hits += got;
    if (empty) { t->bad += got; return; }
    if (dist < R - band) t->bad += !got;
    else if (dist > R + band) t->bad += got;
    else t->band++;
}

static void test_segment_random(void)
{
    rng r = {0xCA95u};
    long per_kind[KINDS] = {0}, bad_kind[KINDS] = {0};
    long oracle_bad = 0, off = 0, inconsistent = 0, rule_cases = 0, rule_bad = 0;
    double worst = 0, worst_oracle = 0;
    long listing_bad = 0, listing_near = 0;
    double listing_worst = 0, isect_near_worst = 0;
    tally cc = {0};
    for (int i = 0; i < CASES; i++) {
        isect_segment s1, s2;
        int kind = random_pair(&r, i, &s1, &s2);
        dvec a1 = dv(s1.a), b1 = dv(s1.b), a2 = dv(s2.a), b2 = dv(s2.b);
        double m = fmax(seg_mag(s1), seg_mag(s2)), band = BAND * m;
        double dg = o_segseg_golden(a1, b1, a2, b2), dc = o_segseg_candidates(a1, b1, a2, b2);
        double D = dmin(dg, dc);
        if (!(fabs(dg - dc) <= 1e-7 * m)) oracle_bad++;
        worst_oracle = fmax(worst_oracle, fabs(dg - dc) / m);

        vec3s c1, c2;
        float d2 = isect_closest_segment_segment(s1, s2, &c1, &c2);
        double err = fabs(sqrt(d2) - D);
        bool bad = !(err <= band);
        /* the points: on their segments, at the returned distance, and that distance the oracle's */
        if (!(sqrt(o_point_segment2(dv(c1), a1, b1)) <= band && sqrt(o_point_segment2(dv(c2), a2, b2)) <= band)) off++, bad = true;
        if (d2 != glms_vec3_distance2(c1, c2)) inconsistent++, bad = true;
        per_kind[kind]++;
        bad_kind[kind] += bad;
        worst = fmax(worst, err / m);

        /* Exactly parallel and overlapping along the line: c1 is the point nearest s1.a. */
        if (kind == PARALLEL || kind == COLLINEAR) {
            dvec d1 = dsub(b1, a1);
            double l2 = ddot(d1, d1);
            if (l2 > 0) {
                double u0 = ddot(dsub(a2, a1), d1) / l2, u1 = ddot(dsub(b2, a1), d1) / l2;
                double lo = dmax(0, dmin(u0, u1)), hi = dmin(1, dmax(u0, u1));
                if (lo < hi) {
                    double s = ddot(dsub(dv(c1), a1), d1) / l2;
                    rule_cases++;
                    if (fabs(s - lo) * sqrt(l2) > band) rule_bad++;
                }
            }
        }

        /* The listing as printed, on the nearly parallel pairs. */
        if (kind == NEAR_PARALLEL || kind == NEAR_PARALLEL_APART) {
            double le = fabs(sqrt(listing_segseg(s1, s2)) - D);
            listing_near++;
            listing_bad += le > band;
            listing_worst = fmax(listing_worst, le / m);
            isect_near_worst = fmax(isect_near_worst, err / m);
        }

        /* The same pair as two capsules. */
        float ra, rb;
        random_radii(&r, i, D, m, &ra, &rb);
        bool hit = isect_capsule_capsule((isect_capsule){s1, ra}, (isect_capsule){s2, rb});
        verdict(&cc, hit, D, (double)ra + rb, ra < 0 || rb < 0, band + BAND * ((double)ra + fabs(rb)));
    }
    long total_bad = 0;
    printf("closest-segment-segment: %d cases, oracles (golden section, endpoint/stationary candidates) "
           "disagree on %ld (worst %.2g of the magnitude)\n", CASES, oracle_bad, worst_oracle);
    for (int k = 0; k < KINDS; k++) {
        printf("  %-28s %7ld cases, %ld outside the band\n", kind_name[k], per_kind[k], bad_kind[k]);
        total_bad += bad_kind[k];
    }
    printf("  distance error worst %.2g of the magnitude (band %.2g); %ld points off their segment, "
           "%ld returns != |c1 - c2|^2\n", worst, BAND, off, inconsistent);
    printf("  parallel overlap rule (c1 nearest s1.a): %ld cases, %ld broken\n", rule_cases, rule_bad);
    printf("  Ericson's listing (a e - b^2) on the %ld nearly parallel pairs: %ld outside the band, worst %.2g "
           "(isect: worst %.2g)\n", listing_near, listing_bad, listing_worst, isect_near_worst);
    printf("capsule-capsule: %ld cases (%.1f%% hit), %ld within the band of touching, %ld disagreements\n",
           cc.cases, 100.0 * cc.hits / cc.cases, cc.band, cc.bad);
    CHECK(oracle_bad == 0, "the two segment oracles disagree on %ld cases", oracle_bad);
    CHECK(total_bad == 0 && rule_bad == 0, "segment-segment: %ld cases outside the band, %ld parallel rule", total_bad, rule_bad);
    CHECK(cc.bad == 0, "capsule-capsule: %ld disagreements", cc.bad);
}

static void test_line_random(void)
{
    rng r = {0x11E5u};
    long bad = 0, off = 0, parallel = 0, parallel_bad = 0, degenerate = 0, degenerate_bad = 0, moved = 0;
    double worst = 0;
    for (int i = 0; i < CASES; i++) {
        isect_segment s1, s2;
        int kind = random_pair(&r, i, &s1, &s2);
        vec3s c1, c2;
        float d2 = isect_closest_line_line(s1.a, s1.b, s2.a, s2.b, &c1, &c2);
        if (glms_vec3_eqv(s1.a, s1.b) || glms_vec3_eqv(s2.a, s2.b)) {
            degenerate++;
            degenerate_bad += !(isnan(d2) && isnan3(c1) && isnan3(c2));
            continue;
        }
        dvec p1 = dv(s1.a), q1 = dv(s1.b), p2 = dv(s2.a), q2 = dv(s2.b);
        /* The band scales with the closest points' coordinates, the true ones' and the returned
         * ones': nearly parallel lines come closest far out, and where they do, their closest
         * points are ill-conditioned. Rounding q - p in float turns a line by up to about
         * FLT_EPSILON, which moves the closest points along the lines by up to about
         * FLT_EPSILON h / sin^2 (h their distance); the distance at the points returned is
         * right to the rounding of their coordinates. */
        double far, D = o_line_line(p1, q1, p2, q2, &far), err = fabs(sqrt(d2) - D);
        double here = fmax(absmax(c1), absmax(c2));
        double m = fmax(fmax(fmax(seg_mag(s1), seg_mag(s2)), far), here), band = BAND * m;
        bool wrong = !(err <= band) || !finite3(c1) || !finite3(c2);
        if (!(o_off_line(dv(c1), p1, q1) <= band && o_off_line(dv(c2), p2, q2) <= band)) off++, wrong = true;
        bad += wrong;
        moved += here > 2 * fmax(far, fmax(seg_mag(s1), seg_mag(s2)));
        if (isfinite(err)) worst = fmax(worst, err / m);
        if (kind == PARALLEL || kind == COLLINEAR) {   /* c1 = p1 */
            parallel++;
            parallel_bad += !glms_vec3_eqv(c1, s1.a);
        }
    }
    printf("closest-line-line: %d cases vs |(p2 - p1) . n| / |n| in double: %ld outside the band (worst %.2g of "
           "the magnitude), %ld points off their line, %ld pairs of points more than twice as far out as the "
           "true ones; %ld exactly parallel, %ld with c1 != p1; %ld with p = q, %ld not NaN\n",
           CASES, bad, worst, off, moved, parallel, parallel_bad, degenerate, degenerate_bad);
    CHECK(bad == 0 && parallel_bad == 0 && degenerate_bad == 0, "line-line failures");
}

static void test_sphere_capsule_random(void)
{
    rng r = {0x5CA9u};
    tally t = {0};
    long same = 0, same_bad = 0;
    for (int i = 0; i < CASES; i++) {
        float scale = powf(10.0f, rng_float(&r, -2, 2));
        isect_segment axis = {glms_vec3_scale(rng_vec3(&r, -1, 1), scale), glms_vec3_scale(rng_vec3(&r, -1, 1), scale)};
        if (i % 20 == 0) axis.b = axis.a;
        vec3s c = glms_vec3_scale(rng_vec3(&r, -2, 2), scale);
        if (i % 7 == 0)   /* on the axis's line, beyond an end or inside */
            c = glms_vec3_lerp(axis.a, axis.b, rng_float(&r, -0.5f, 1.5f));
        double m = fmax(seg_mag(axis), absmax(c));
        double D = sqrt(o_point_segment2(dv(c), dv(axis.a), dv(axis.b)));
        float rs, rc;
        random_radii(&r, i, D, m, &rs, &rc);
        if (i % 2) { float k = rs; rs = rc, rc = k; }
        bool hit = isect_sphere_capsule((isect_sphere){c, rs}, (isect_capsule){axis, rc});
        verdict(&t, hit, D, (double)rs + rc, rs < 0 || rc < 0, BAND * (m + fabs(rs) + fabs(rc)));
        /* A capsule with a = b is a sphere: the same verdict as isect_sphere_sphere, exactly. */
        if (i % 20 == 0) {
            same++;
            same_bad += hit != isect_sphere_sphere((isect_sphere){c, rs}, (isect_sphere){axis.a, rc});
            isect_capsule pa = {{c, c}, rs};
            same_bad += isect_capsule_capsule(pa, (isect_capsule){axis, rc}) !=
                        isect_sphere_sphere((isect_sphere){c, rs}, (isect_sphere){axis.a, rc});
        }
    }
    printf("sphere-capsule: %ld cases (%.1f%% hit) vs the point-segment distance in double: %ld within the band of "
           "touching, %ld disagreements; %ld capsules with a = b, %ld verdicts unlike sphere-sphere\n",
           t.cases, 100.0 * t.hits / t.cases, t.band, t.bad, same, same_bad);
    CHECK(t.bad == 0 && same_bad == 0, "sphere-capsule: %ld disagreements, %ld unlike sphere-sphere", t.bad, same_bad);
}

static void test_capsule_plane_random(void)
{
    rng r = {0x91A4Cu};
    tally t = {0};
    for (int i = 0; i < CASES; i++) {
        float scale = powf(10.0f, rng_float(&r, -2, 2));
        isect_plane p = {rng_unit(&r), rng_float(&r, -1, 1) * scale};
        isect_segment axis = {glms_vec3_scale(rng_vec3(&r, -2, 2), scale), glms_vec3_scale(rng_vec3(&r, -2, 2), scale)};
        if (i % 20 == 0) axis.b = axis.a;
        if (i % 20 == 1) /* parallel to the plane: both ends at the same height (to rounding) */
            axis.b = glms_vec3_add(axis.a, glms_vec3_scale(perpendicular(&r, p.n), scale));
        double da = ddot(dv(p.n), dv(axis.a)) - p.d, db = ddot(dv(p.n), dv(axis.b)) - p.d;
        /* the distance from the plane to the nearest point of the axis: 0 when the ends straddle */
        double D = da * db <= 0 ? 0 : dmin(fabs(da), fabs(db));
        double m = fmax(seg_mag(axis), fabs(p.d));
        float ra, rb;
        random_radii(&r, i, D, m, &ra, &rb);
        float rr = fabsf(ra) + rb;
        if (i % 97 == 0) rr = -rr - 1e-3f;
        bool hit = isect_capsule_plane((isect_capsule){axis, rr}, p);
        verdict(&t, hit, D, rr, rr < 0, BAND * (m + fabs(rr)));
    }
    printf("capsule-plane: %ld cases (%.1f%% hit) vs the ends' signed distances in double: %ld within the band of "
           "touching, %ld disagreements\n", t.cases, 100.0 * t.hits / t.cases, t.band, t.bad);
    CHECK(t.bad == 0, "capsule-plane: %ld disagreements", t.bad);
}

int main(void)
{
    RUN(test_segment_table);
    RUN(test_line_table);
    RUN(test_capsule_table);
    RUN(test_segment_random);
    RUN(test_line_random);
    RUN(test_sphere_capsule_random);
    RUN(test_capsule_plane_random);
    return check_summary();
}
