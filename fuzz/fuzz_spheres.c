/* Fuzz target: the sphere tests of sphere.c: sphere-sphere, sphere-AABB, sphere-OBB,
 * sphere-triangle and sphere-polygon. Properties:
 * - sphere-sphere is symmetric;
 * - NaN anywhere, or a negative radius, gives false;
 * - where the distance from the centre to the other shape (double, by definition) differs from
 *   the radius by far more than float rounding, the verdict matches; on inputs that are small
 *   dyadic numbers (all arithmetic exact), sphere-sphere and sphere-AABB match it exactly, so
 *   touching counts as intersecting;
 * - a polygon of 1, 2, 3 or 4 vertices is the point, segment, triangle or parallelogram. */
#include "fuzz.h"
#include "oracles.h"


/* Verdict against the true distance: must miss when dist > r + tol, must hit when dist < r - tol. */
static void check_dist(bool got, double dist, float r, double tol, const char *what)
{
    if (!(r >= 0) || !isfinite(r) || !(tol < INFINITY) || isnan(dist)) return;
    if (dist > r + tol) FUZZ_CHECK(!got, "%s: distance %.9g > r %.9g (+tol %g) but it reports a hit", what, dist, r, tol);
    if (dist < r - tol) FUZZ_CHECK(got, "%s: distance %.9g < r %.9g (-tol %g) but it reports a miss", what, dist, r, tol);
}

/* Distance from p to the box, per axis: how far p lies outside each slab. */
static double o_dist_aabb(dvec p, isect_aabb b)
{
    double s = 0;
    const double c[3] = {p.x, p.y, p.z};
    for (int i = 0; i < 3; i++) {
        double o = c[i] < b.min.raw[i] ? b.min.raw[i] - c[i] : c[i] > b.max.raw[i] ? c[i] - b.max.raw[i] : 0;
        s += o * o;
    }
    return sqrt(s);
}

/* The same in the OBB's frame: the coordinates along its axes against [-e_i, e_i]. */
static double o_dist_obb(dvec p, isect_obb b)
{
    dvec v = dsub(p, dv(b.c));
    double s = 0;
    for (int i = 0; i < 3; i++) {
        double x = ddot(v, dv(b.u[i])), e = b.e.raw[i];
        double o = x > e ? x - e : x < -e ? -e - x : 0;
        s += o * o;
    }
    return sqrt(s);
}

static double mag4(const vec3s *q)
{
    return dmax(dmax(absmax3(q[0]), absmax3(q[1])), dmax(absmax3(q[2]), absmax3(q[3])));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_sphere s = fuzz_sphere(&in), s2 = fuzz_sphere(&in);
    isect_aabb box = fuzz_aabb(&in);
    isect_obb obb = fuzz_obb(&in);
    isect_triangle t = fuzz_triangle(&in);
    vec3s u = fuzz_vec3(&in), v = fuzz_vec3(&in);
    vec3s poly[8];
    int count = fuzz_byte(&in) % 9;
    for (int i = 0; i < count; i++) poly[i] = fuzz_vec3(&in);
    const bool exact = in.exact;

    const bool snan = nan3(s.c) || isnan(s.r), sbad = snan || !(s.r >= 0);
    const dvec c = dv(s.c);
    const double sm = absmax3(s.c) + fabs(s.r);
    /* sphere.c's range: squared distances finite, so verdicts are checked below ~1e18. */
    const bool range = sm < 1e18;

    /* Sphere vs sphere: both ways, against |c1 - c2| and r1 + r2. */
    bool ss = isect_sphere_sphere(s, s2);
    FUZZ_CHECK(ss == isect_sphere_sphere(s2, s), "sphere-sphere not symmetric");
    if (sbad || nan3(s2.c) || !(s2.r >= 0)) FUZZ_CHECK(!ss, "NaN or negative sphere hit a sphere");
    else if (exact) {
        dvec d = dsub(c, dv(s2.c));
        double rr = (double)s.r + s2.r;
        FUZZ_CHECK(ss == (ddot(d, d) <= rr * rr), "exact inputs: |d|^2 %g vs (r1 + r2)^2 %g", ddot(d, d), rr * rr);
    } else if (range && finite3(s2.c) && absmax3(s2.c) + fabs(s2.r) < 1e18)
        check_dist(ss, ddist(c, dv(s2.c)), s.r + s2.r, tol2(sm + absmax3(s2.c) + fabs(s2.r)), "sphere-sphere");

    /* Sphere vs AABB. */
    bool sa = isect_sphere_aabb(s, box);
    if (sbad || nan3(box.min) || nan3(box.max)) FUZZ_CHECK(!sa, "NaN or negative sphere or NaN box hit");
    else if (exact) {
        double dd = o_dist_aabb(c, box);
        FUZZ_CHECK(sa == (dd * dd <= (double)s.r * s.r), "exact inputs: distance %g vs r %g", dd, s.r);
    } else if (range && finite3(box.min) && finite3(box.max) && dmax(absmax3(box.min), absmax3(box.max)) < 1e18)
        check_dist(sa, o_dist_aabb(c, box), s.r, tol2(sm + dmax(absmax3(box.min), absmax3(box.max))), "sphere-aabb");

    /* Sphere vs OBB. */
    bool so = isect_sphere_obb(s, obb);
    if (sbad || obb_nan(obb)) FUZZ_CHECK(!so, "NaN or negative sphere or NaN OBB hit");
    else if (range && obb_finite(obb) && absmax3(obb.c) + absmax3(obb.e) < 1e18)
        check_dist(so, o_dist_obb(c, obb), s.r, tol2(sm + absmax3(obb.c) + absmax3(obb.e)), "sphere-obb");

    /* Sphere vs triangle, and the same triangle as a polygon of three vertices. */
    const double tm = dmax(absmax3(t.a), dmax(absmax3(t.b), absmax3(t.c)));
    bool st = isect_sphere_triangle(s, t);
    bool sp3 = isect_sphere_polygon(s, (vec3s[]){t.a, t.b, t.c}, 3);
    if (sbad || !tri_finite(t)) FUZZ_CHECK(!st && !sp3, "NaN or negative sphere or non-finite triangle hit");
    else if (range && tm < 1e9) {
        double dist = o_dist_triangle(c, dv(t.a), dv(t.b), dv(t.c));
        check_dist(st, dist, s.r, tol4(sm + tm), "sphere-triangle");
        check_dist(sp3, dist, s.r, tol4(sm + tm), "sphere-polygon(3)");
    }

    /* Polygons of one and two vertices: the point t.a and the segment t.a t.b. */
    bool sp1 = isect_sphere_polygon(s, &t.a, 1), sp2 = isect_sphere_polygon(s, &t.a, 2);
    FUZZ_CHECK(!isect_sphere_polygon(s, &t.a, 0) && !isect_sphere_polygon(s, NULL, 3), "empty polygon hit");
    if (sbad || !finite3(t.a)) FUZZ_CHECK(!sp1, "non-finite point polygon or NaN sphere hit");
    if (sbad || !finite3(t.a) || !finite3(t.b)) FUZZ_CHECK(!sp2, "non-finite segment polygon or NaN sphere hit");
    else if (range && finite3(t.a) && finite3(t.b) && tm < 1e9) {
        check_dist(sp1, ddist(c, dv(t.a)), s.r, tol4(sm + tm), "sphere-polygon(1)");
        check_dist(sp2, ddist(c, o_closest_segment(c, dv(t.a), dv(t.b))), s.r, tol4(sm + tm), "sphere-polygon(2)");
    }

    /* A parallelogram t.a, t.a + u, t.a + u + v, t.a + v: convex and (up to rounding) planar. */
    vec3s quad[4] = {t.a, glms_vec3_add(t.a, u), glms_vec3_add(glms_vec3_add(t.a, u), v), glms_vec3_add(t.a, v)};
    bool sq = isect_sphere_polygon(s, quad, 4);
    bool qfinite = finite3(quad[0]) && finite3(quad[1]) && finite3(quad[2]) && finite3(quad[3]);
    if (sbad || !qfinite) FUZZ_CHECK(!sq, "non-finite quad or NaN sphere hit");
    else if (range && mag4(quad) < 1e9) {
        dvec q[4] = {dv(quad[0]), dv(quad[1]), dv(quad[2]), dv(quad[3])};
        double dist = dmin(o_dist_triangle(c, q[0], q[1], q[2]), o_dist_triangle(c, q[0], q[2], q[3]));
        check_dist(sq, dist, s.r, tol4(sm + mag4(quad)), "sphere-polygon(4)");
    }

    /* Any polygon the fuzzer makes: defined, and false with a NaN. */
    bool sp = isect_sphere_polygon(s, poly, count);
    bool pnan = false;
    for (int i = 0; i < count; i++) pnan = pnan || !finite3(poly[i]);
    if (sbad || pnan || count == 0) FUZZ_CHECK(!sp, "non-finite or empty polygon hit");
    return 0;
}
