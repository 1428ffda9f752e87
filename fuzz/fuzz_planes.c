/* Fuzz target: the constructors (plane.c) and every test of a shape against a plane: AABB, OBB,
 * cone, sphere and sphere-halfspace. Properties:
 * - constructors give canonical shapes (min <= max, unit normals and directions, orthonormal
 *   OBB axes) for finite input, and NaN shapes exactly where their comments say;
 * - a NaN anywhere in either shape gives false, and so does an empty shape (a cone with a
 *   negative radius or height, a sphere with a negative radius);
 * - where the signed distances of the shape (double, by its corners or its centre) clear the
 *   plane by a margin far above float rounding, the verdict matches. */
#include "fuzz.h"
#include "oracles.h"

/* Margin of the verdict checks, relative to the magnitudes taking part (float rounding is
 * ~1e-7 of them). */

static void check_constructors(vec3s a, vec3s b, vec3s c, float d, versors q)
{
    isect_aabb box = isect_aabb_from_corners(a, b);
    if (nan3(a) || nan3(b)) {
        FUZZ_CHECK(nan3(box.min) && nan3(box.max), "NaN corner must give a NaN box");
    } else {
        for (int i = 0; i < 3; i++)
            FUZZ_CHECK(box.min.raw[i] == fminf(a.raw[i], b.raw[i]) && box.max.raw[i] == fmaxf(a.raw[i], b.raw[i]),
                       "axis %d: corners %g %g gave [%g, %g]", i, a.raw[i], b.raw[i], box.min.raw[i], box.max.raw[i]);
    }

    isect_aabb cb = isect_aabb_from_center(a, b);
    if (finite3(cb.min) && finite3(cb.max))
        for (int i = 0; i < 3; i++)
            FUZZ_CHECK(cb.min.raw[i] <= a.raw[i] && a.raw[i] <= cb.max.raw[i],
                       "centre box axis %d: [%g, %g] misses its centre %g", i, cb.min.raw[i], cb.max.raw[i], a.raw[i]);

    /* Plane from a normal: unit, parallel to n, d scaled alike; NaN for a zero or non-finite n. */
    isect_plane pl = isect_plane_from_normal(b, d);
    double len = dlen(dv(b));
    if (finite3(b) && len > 0) {
        FUZZ_CHECK(fabs(dlen(dv(pl.n)) - 1) <= 1e-6, "|n| = %.9g for n (%g %g %g)", dlen(dv(pl.n)), b.x, b.y, b.z);
        FUZZ_CHECK(dlen(dsub(dv(pl.n), dscale(dv(b), 1 / len))) <= 1e-6, "n not along (%g %g %g)", b.x, b.y, b.z);
        double want = d / len;
        if (fabs(want) < 1e37)
            FUZZ_CHECK(fabs(pl.d - want) <= 1e-6 * fabs(want) + 1e-44, "d %.9g, want %.9g", pl.d, want);
    } else {
        FUZZ_CHECK(nan3(pl.n) && isnan(pl.d), "zero or non-finite normal (%g %g %g) gave a plane", b.x, b.y, b.z);
    }

    /* Plane through three points: unit normal, or NaN; each point on it within rounding when
     * the points are clearly not collinear (sin of the angle at a above 1e-3: the float normal
     * of a sliver is off by eps / sin). */
    isect_plane p3 = isect_plane_from_points(a, b, c);
    if (!nan3(p3.n)) {
        FUZZ_CHECK(fabs(dlen(dv(p3.n)) - 1) <= 1e-6, "|n| = %.9g", dlen(dv(p3.n)));
        double m = dmax(absmax3(a), dmax(absmax3(b), absmax3(c)));
        dvec ab = dsub(dv(b), dv(a)), ac = dsub(dv(c), dv(a));
        /* Edges above ~1e-15: below, the cross product's components are denormal. */
        double sine = dlen(dcross(ab, ac)) / (dlen(ab) * dlen(ac));
        if (isfinite(p3.d) && dlen(ab) * dlen(ac) > 1e-30 && m < 1e18 && sine > 1e-3)
            for (int i = 0; i < 3; i++) {   /* the normal's error grows as 1 / sine */
                vec3s v = i == 0 ? a : i == 1 ? b : c;
                double s = ddot(dv(p3.n), dv(v)) - p3.d;
                FUZZ_CHECK(fabs(s) <= 1e-5 * m / sine, "point %d is %g from its plane (scale %g)", i, s, m);
            }
    }
    if (eq3(a, b) || eq3(b, c) || eq3(a, c))
        FUZZ_CHECK(nan3(p3.n) && isnan(p3.d), "coincident points gave a plane");

    /* Ray: the origin kept, the direction unit, or NaN for a zero or non-finite one. */
    isect_ray r = isect_ray_from(a, b);
    FUZZ_CHECK(memcmp(&r.p, &a, sizeof a) == 0, "ray origin changed");
    if (finite3(b) && len > 0) {
        FUZZ_CHECK(fabs(dlen(dv(r.d)) - 1) <= 1e-6, "|d| = %.9g", dlen(dv(r.d)));
        FUZZ_CHECK(dlen(dsub(dv(r.d), dscale(dv(b), 1 / len))) <= 1e-6, "d not along (%g %g %g)", b.x, b.y, b.z);
    } else {
        FUZZ_CHECK(nan3(r.d), "zero or non-finite direction gave a ray");
    }

    /* OBB: orthonormal axes (a rotation) for a finite q; NaN axes for a NaN q; e = |e|. */
    isect_obb o = isect_obb_from_quat(a, b, q);
    bool qnan = isnan(q.x) || isnan(q.y) || isnan(q.z) || isnan(q.w);
    bool qfinite = isfinite(q.x) && isfinite(q.y) && isfinite(q.z) && isfinite(q.w);
    if (qnan)
        FUZZ_CHECK(nan3(o.u[0]) && nan3(o.u[1]) && nan3(o.u[2]), "NaN quaternion gave axes");
    if (qfinite) {
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                FUZZ_CHECK(fabs(ddot(dv(o.u[i]), dv(o.u[j])) - (i == j)) <= 1e-5,
                           "u%d.u%d = %.9g for q (%g %g %g %g)", i, j, ddot(dv(o.u[i]), dv(o.u[j])), q.x, q.y, q.z, q.w);
        FUZZ_CHECK(ddot(dcross(dv(o.u[0]), dv(o.u[1])), dv(o.u[2])) > 0, "axes are left-handed");
    }
    for (int i = 0; i < 3; i++)
        FUZZ_CHECK(isnan(b.raw[i]) ? isnan(o.e.raw[i]) : o.e.raw[i] == fabsf(b.raw[i]), "e%d = %g", i, o.e.raw[i]);
}

/* The verdict for a shape whose signed distances from the plane span [lo, hi]: apart when the
 * span clears 0 by more than tol, meeting when it straddles 0 by more than tol, else either.
 * Checked where sums of a few coordinates stay floats (tol = 1e-4 of them below 1e33). */
static void check_span(bool got, double lo, double hi, double tol, const char *what)
{
    if (!(tol < 1e33)) return;
    if (lo > tol || hi < -tol)
        FUZZ_CHECK(!got, "%s: distances [%g, %g] clear the plane (tol %g) but it reports a hit", what, lo, hi, tol);
    if (lo < -tol && hi > tol)
        FUZZ_CHECK(got, "%s: distances [%g, %g] straddle the plane (tol %g) but it reports a miss", what, lo, hi, tol);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    vec3s a = fuzz_vec3(&in), b = fuzz_vec3(&in), c = fuzz_vec3(&in);
    float d = fuzz_float(&in), eps = fuzz_float(&in);
    versors q = fuzz_quat(&in);
    check_constructors(a, b, c, d, q);

    isect_plane pl = fuzz_plane(&in);
    isect_aabb box = fuzz_aabb(&in);
    isect_obb obb = fuzz_obb(&in);
    isect_sphere s = fuzz_sphere(&in);
    isect_cone cone = {fuzz_vec3(&in), {{0}}, fuzz_float(&in), fuzz_float(&in)};
    cone.axis = isect_ray_from(cone.tip, fuzz_vec3(&in)).d;

    /* Distance and classification agree (a negative eps counts as |eps|). */
    float dist = isect_plane_distance(pl, a), e = fabsf(eps);
    isect_side side = isect_plane_classify(pl, a, eps);
    FUZZ_CHECK(side == (dist > e ? ISECT_FRONT : dist < -e ? ISECT_BACK : ISECT_ON),
               "classify %d for distance %g, eps %g", side, dist, eps);

    bool hit_box = isect_aabb_plane(box, pl), hit_obb = isect_obb_plane(obb, pl);
    bool hit_cone = isect_cone_plane(cone, pl), hit_sphere = isect_sphere_plane(s, pl);
    bool hit_half = isect_sphere_halfspace(s, pl);
    bool pnan = nan3(pl.n) || isnan(pl.d);
    if (pnan || nan3(box.min) || nan3(box.max)) FUZZ_CHECK(!hit_box, "NaN box or plane hit");
    if (pnan || obb_nan(obb)) FUZZ_CHECK(!hit_obb, "NaN OBB or plane hit");
    if (pnan || nan3(cone.tip) || nan3(cone.axis) || isnan(cone.height) || isnan(cone.radius))
        FUZZ_CHECK(!hit_cone, "NaN cone or plane hit");
    if (pnan || nan3(s.c) || isnan(s.r)) FUZZ_CHECK(!hit_sphere && !hit_half, "NaN sphere or plane hit");
    if (!(s.r >= 0)) FUZZ_CHECK(!hit_sphere && !hit_half, "negative radius %g hit", s.r);
    if (cone.radius < 0 || cone.height < 0)
        FUZZ_CHECK(!hit_cone, "empty cone (radius %g, height %g) hit", cone.radius, cone.height);
    if (pnan) return 0;

    double pd = fabs(pl.d);
    dvec v[8];
    double lo, hi;
    if (finite3(box.min) && finite3(box.max)) {
        o_aabb_corners(box, v);
        o_plane_span(pl, v, 8, &lo, &hi);
        check_span(hit_box, lo, hi, tol1(dmax(absmax3(box.min), absmax3(box.max)) + pd), "aabb-plane");
    }
    if (obb_finite(obb)) {
        o_obb_corners(obb, v);
        o_plane_span(pl, v, 8, &lo, &hi);
        double m = absmax3(obb.c) + absmax3(obb.e);
        check_span(hit_obb, lo, hi, tol1(m + pd), "obb-plane");
    }
    if (finite3(s.c) && isfinite(s.r) && s.r >= 0) {
        double sc = ddot(dv(pl.n), dv(s.c)) - pl.d;
        double tol = tol1(absmax3(s.c) + s.r + pd);
        check_span(hit_sphere, sc - s.r, sc + s.r, tol, "sphere-plane");
        check_span(hit_half, sc - s.r, INFINITY, tol, "sphere-halfspace");
    }
    /* The cone's extremes: the tip, and the rim points B -+ r w with w the unit vector across
     * the axis that leans most toward n, whose distances differ from B's by r |n x v|. */
    if (finite3(cone.tip) && finite3(cone.axis) && isfinite(cone.height) && isfinite(cone.radius) &&
        cone.height >= 0 && cone.radius >= 0) {
        dvec n = dv(pl.n), ax = dv(cone.axis);
        dvec base = dadd(dv(cone.tip), dscale(ax, cone.height));
        double st = ddot(n, dv(cone.tip)) - pl.d, sb = ddot(n, base) - pl.d;
        double k = cone.radius * dlen(dcross(n, ax));
        lo = dmin(st, sb - k), hi = dmax(st, sb + k);
        double m = absmax3(cone.tip) + cone.height + cone.radius;
        check_span(hit_cone, lo, hi, tol1(m + pd), "cone-plane");
    }
    return 0;
}
