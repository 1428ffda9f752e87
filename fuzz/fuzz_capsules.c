/* Fuzz target: the closest points of two segments and of two lines (closest_pair.c) and the
 * capsule tests (capsule.c): sphere-capsule, capsule-capsule, capsule-plane. Properties:
 * - NaN anywhere: the closest-pair queries return NaN and write NaN points; the capsule tests
 *   are false; so is a negative radius; a line with p = q gives NaN;
 * - isect_capsule_make keeps the ends (bit for bit) and makes r = |r|;
 * - a capsule with a = b gives exactly sphere-sphere's verdict (coordinates below 1e18);
 * - for finite input within closest_pair.c's range (|x| below about 1e9): the closest points are
 *   finite, lie on their segments (lines), the return value is |c1 - c2|^2, and the segments'
 *   distance is the true one (double oracle, by candidates) up to rounding; the lines' distance
 *   is the distance of the points returned, and where the lines are not parallel within 1e-6
 *   (where the double oracle is exact enough) no less than the true one and no more than it plus
 *   rounding at the magnitude of the points involved (nearly parallel lines' closest points are
 *   ill-conditioned);
 * - the capsule verdicts match the true distance where it differs from the radii's sum by far
 *   more than float rounding. */
#include "fuzz.h"
#include "oracles.h"

#define RANGE 1e9

/* Verdict against the true distance: must miss when dist > r + tol, must hit when dist < r - tol. */
static void check_dist(bool got, double dist, double r, double tol, const char *what)
{
    if (!(r >= 0) || !isfinite(r) || !(tol < INFINITY) || isnan(dist)) return;
    if (dist > r + tol) FUZZ_CHECK(!got, "%s: distance %.9g > r %.9g (+tol %g) but it reports a hit", what, dist, r, tol);
    if (dist < r - tol) FUZZ_CHECK(got, "%s: distance %.9g < r %.9g (-tol %g) but it reports a miss", what, dist, r, tol);
}

/* Distance of x from the line through p and q (p != q). */
static double off_line(dvec x, dvec p, dvec q)
{
    dvec d = dsub(q, p);
    return dlen(dcross(d, dsub(x, p))) / dlen(d);
}

static bool seg_finite(isect_segment s) { return finite3(s.a) && finite3(s.b); }
static bool seg_nan(isect_segment s) { return nan3(s.a) || nan3(s.b); }
static double seg_mag(isect_segment s) { return dmax(absmax3(s.a), absmax3(s.b)); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_segment s1 = fuzz_segment(&in), s2 = fuzz_segment(&in);
    float ra = fuzz_float(&in), rb = fuzz_float(&in);
    isect_sphere sph = fuzz_sphere(&in);
    isect_plane pl = fuzz_plane(&in);

    /* The constructor. */
    isect_capsule ca = isect_capsule_make(s1.a, s1.b, ra), cb = {s2, rb};
    FUZZ_CHECK(!memcmp(&ca.axis, &s1, sizeof s1) && (isnan(ra) ? isnan(ca.r) : ca.r == fabsf(ra)),
               "capsule_make: r %g from %g", ca.r, ra);
    ca.r = ra;   /* the raw radius from here on, negative ones included */

    /* Segment vs segment. */
    vec3s c1, c2;
    float d2 = isect_closest_segment_segment(s1, s2, &c1, &c2);
    FUZZ_CHECK(isect_closest_segment_segment(s1, s2, NULL, NULL) == d2 || (isnan(d2) &&
               isnan(isect_closest_segment_segment(s1, s2, NULL, NULL))), "segment-segment: NULL points change d2");
    if (seg_nan(s1) || seg_nan(s2))
        FUZZ_CHECK(isnan(d2) && nan3(c1) && nan3(c2), "segment-segment: NaN input gave %g", d2);
    const double m = dmax(seg_mag(s1), seg_mag(s2));
    const bool in_range = seg_finite(s1) && seg_finite(s2) && m < RANGE;
    double D = NAN;
    if (in_range) {
        dvec a1 = dv(s1.a), b1 = dv(s1.b), a2 = dv(s2.a), b2 = dv(s2.b);
        D = o_dist_segment_segment(a1, b1, a2, b2);
        double tol = tol4(m);
        FUZZ_CHECK(finite3(c1) && finite3(c2) && isfinite(d2), "segment-segment: non-finite answer %g", d2);
        FUZZ_CHECK(ddist(dv(c1), o_closest_segment(dv(c1), a1, b1)) <= tol &&
                   ddist(dv(c2), o_closest_segment(dv(c2), a2, b2)) <= tol, "segment-segment: a point off its segment");
        double got = ddist(dv(c1), dv(c2));
        FUZZ_CHECK(fabs(got - sqrt(d2)) <= tol, "segment-segment: returns %.9g, the points are %.9g apart", sqrt(d2), got);
        FUZZ_CHECK(fabs(sqrt(d2) - D) <= tol, "segment-segment: distance %.9g, true %.9g (tol %g)", sqrt(d2), D, tol);
        float swapped = isect_closest_segment_segment(s2, s1, NULL, NULL);
        FUZZ_CHECK(fabs(sqrt(swapped) - sqrt(d2)) <= tol, "segment-segment: %.9g one way, %.9g the other", sqrt(d2), sqrt(swapped));
    }

    /* Line vs line, through the same points. */
    float l2 = isect_closest_line_line(s1.a, s1.b, s2.a, s2.b, &c1, &c2);
    if (seg_nan(s1) || seg_nan(s2) || eq3(s1.a, s1.b) || eq3(s2.a, s2.b))
        FUZZ_CHECK(isnan(l2) && nan3(c1) && nan3(c2), "line-line: NaN or p = q gave %g", l2);
    else if (in_range) {
        dvec p1 = dv(s1.a), q1 = dv(s1.b), p2 = dv(s2.a), q2 = dv(s2.b);
        FUZZ_CHECK(finite3(c1) && finite3(c2) && isfinite(l2), "line-line: non-finite answer %g", l2);
        dvec n = dcross(dsub(q1, p1), dsub(q2, p2));
        double L = ddot(n, n) > 0 ? fabs(ddot(dsub(p2, p1), n)) / dlen(n) : off_line(p1, p2, q2);
        /* The magnitude of the points involved: the inputs, the points returned, and the true
         * closest points, which lie within |p2 - p1| / sin(angle) of p1. */
        double sine = dlen(n) / (ddist(p1, q1) * ddist(p2, q2));
        double out = ddist(p1, p2) == 0 ? 0 : sine > 0 ? ddist(p1, p2) / sine : INFINITY;
        double here = m + dmax(absmax3(c1), absmax3(c2)) + out, tol = tol4(here);
        double near = tol4(m + dmax(absmax3(c1), absmax3(c2)));
        FUZZ_CHECK(off_line(dv(c1), p1, q1) <= near && off_line(dv(c2), p2, q2) <= near, "line-line: a point off its line");
        FUZZ_CHECK(fabs(ddist(dv(c1), dv(c2)) - sqrt(l2)) <= near, "line-line: returns %.9g, the points are %.9g apart",
                   sqrt(l2), ddist(dv(c1), dv(c2)));
        /* The oracle's |(p2 - p1) . n| / |n| holds where n is accurate in double: the sine
         * of the angle above 1e-6 (q - p need not be exact in double, n is a difference of
         * products). */
        if (sine > 1e-6) {
            FUZZ_CHECK(sqrt(l2) >= L - near, "line-line: distance %.9g below the true %.9g (tol %g)", sqrt(l2), L, near);
            FUZZ_CHECK(sqrt(l2) <= L + tol, "line-line: distance %.9g above the true %.9g (tol %g)", sqrt(l2), L, tol);
        }
    }

    /* Capsule vs capsule. */
    bool cc = isect_capsule_capsule(ca, cb);
    if (seg_nan(s1) || seg_nan(s2) || !(ra >= 0) || !(rb >= 0))
        FUZZ_CHECK(!cc, "capsule-capsule: NaN or negative capsule hit");
    else if (in_range && isfinite(ra) && isfinite(rb))
        check_dist(cc, D, (double)ra + rb, tol4(m + ra + rb), "capsule-capsule");
    if (seg_finite(s1) && seg_finite(s2) && isfinite(ra) && isfinite(rb) &&
        dmax(absmax3(s1.a), absmax3(s2.a)) + fabs(ra) + fabs(rb) < 1e18) {   /* a = b: two spheres */
        isect_capsule pa = {{s1.a, s1.a}, ra}, pb = {{s2.a, s2.a}, rb};
        FUZZ_CHECK(isect_capsule_capsule(pa, pb) == isect_sphere_sphere((isect_sphere){s1.a, ra}, (isect_sphere){s2.a, rb}),
                   "capsule-capsule with a = b unlike sphere-sphere");
    }

    /* Sphere vs capsule. */
    bool sc = isect_sphere_capsule(sph, cb);
    if (nan3(sph.c) || isnan(sph.r) || seg_nan(s2) || !(sph.r >= 0) || !(rb >= 0))
        FUZZ_CHECK(!sc, "sphere-capsule: NaN or negative shape hit");
    else if (finite3(sph.c) && seg_finite(s2) && isfinite(sph.r) && isfinite(rb)) {
        double sm = dmax(absmax3(sph.c), seg_mag(s2)) + fabs(sph.r) + fabs(rb);
        if (sm < 1e18) {   /* sphere.c's range: squared distances finite */
            dvec c = dv(sph.c);
            check_dist(sc, ddist(c, o_closest_segment(c, dv(s2.a), dv(s2.b))), (double)sph.r + rb, tol2(sm), "sphere-capsule");
            isect_capsule point = {{s2.a, s2.a}, rb};
            FUZZ_CHECK(isect_sphere_capsule(sph, point) == isect_sphere_sphere(sph, (isect_sphere){s2.a, rb}),
                       "sphere-capsule with a = b unlike sphere-sphere");
        }
    }

    /* Capsule vs plane (unit normal or the NaN plane, from isect_plane_from_normal). */
    bool cp = isect_capsule_plane(cb, pl);
    if (seg_nan(s2) || nan3(pl.n) || isnan(pl.d) || !(rb >= 0))
        FUZZ_CHECK(!cp, "capsule-plane: NaN or negative capsule or NaN plane hit");
    else if (seg_finite(s2) && isfinite(rb) && finite3(pl.n) && isfinite(pl.d)) {
        double pm = seg_mag(s2) + fabs(pl.d) + fabs(rb);
        if (pm < 1e18) {
            double da = ddot(dv(pl.n), dv(s2.a)) - pl.d, db = ddot(dv(pl.n), dv(s2.b)) - pl.d;
            double dist = (da <= 0 && db >= 0) || (da >= 0 && db <= 0) ? 0 : dmin(fabs(da), fabs(db));
            check_dist(cp, dist, rb, tol1(pm), "capsule-plane");
        }
    }
    return 0;
}
