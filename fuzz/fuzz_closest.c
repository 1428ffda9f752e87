/* Fuzz target: the closest-point queries of closest.c on AABB, OBB, plane, segment and
 * triangle. Properties, for finite input within closest.c's documented range (|x| below about
 * 1e9, where the squares, and for the triangle the fourth powers, stay finite):
 * - the point is finite and lies on or in the shape (up to rounding; the AABB clamp exactly);
 * - it is no farther from p than the nearest vertex or corner of the shape;
 * - it is no farther from p than the true distance (double, by definition) plus rounding;
 * - p inside the AABB comes back unchanged.
 * Non-finite input only has to be computed without a crash or UB. */
#include "fuzz.h"
#include "oracles.h"

#define RANGE 1e9

/* q against the shape: finite, within tol of the shape (on), no farther from p than the
 * nearest vertex (vertex) or the true distance (best). */
static void check_point(vec3s p, vec3s q, double on, double vertex, double best, double tol, const char *what)
{
    FUZZ_CHECK(finite3(q), "%s: point (%g %g %g) for p (%g %g %g)", what, q.x, q.y, q.z, p.x, p.y, p.z);
    double d = ddist(dv(p), dv(q));
    FUZZ_CHECK(on <= tol, "%s: point %g off the shape (tol %g)", what, on, tol);
    FUZZ_CHECK(d <= vertex + tol, "%s: point at %.9g, a vertex at %.9g (tol %g)", what, d, vertex, tol);
    FUZZ_CHECK(d <= best + tol, "%s: point at %.9g, true distance %.9g (tol %g)", what, d, best, tol);
}

static double nearest(dvec p, const dvec *v, int n)
{
    double d = INFINITY;
    for (int i = 0; i < n; i++) d = dmin(d, ddist(p, v[i]));
    return d;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    vec3s p = fuzz_vec3(&in);
    isect_aabb box = fuzz_aabb(&in);
    isect_obb obb = fuzz_obb(&in);
    isect_plane pl = fuzz_plane(&in);
    isect_segment seg = fuzz_segment(&in);
    isect_triangle tri = fuzz_triangle(&in);

    vec3s qa = isect_closest_point_aabb(p, box), qo = isect_closest_point_obb(p, obb);
    vec3s qp = isect_closest_point_plane(p, pl), qs = isect_closest_point_segment(p, seg);
    vec3s qt = isect_closest_point_triangle(p, tri);

    if (!finite3(p) || !(absmax3(p) < RANGE)) return 0;
    const dvec dp = dv(p);
    const double pm = absmax3(p);
    dvec corners[8];

    if (finite3(box.min) && finite3(box.max) && dmax(absmax3(box.min), absmax3(box.max)) < RANGE) {
        o_aabb_corners(box, corners);
        bool inside = true;
        for (int i = 0; i < 3; i++) {
            FUZZ_CHECK(qa.raw[i] >= box.min.raw[i] && qa.raw[i] <= box.max.raw[i], "aabb: axis %d outside", i);
            inside = inside && p.raw[i] >= box.min.raw[i] && p.raw[i] <= box.max.raw[i];
        }
        if (inside) FUZZ_CHECK(eq3(qa, p), "aabb: p inside moved");
        double m = pm + dmax(absmax3(box.min), absmax3(box.max));
        check_point(p, qa, 0, nearest(dp, corners, 8), ddist(dp, dv(qa)), tol1(m), "aabb");
    }

    if (obb_finite(obb) && absmax3(obb.c) + absmax3(obb.e) < RANGE) {
        o_obb_corners(obb, corners);
        double m = pm + absmax3(obb.c) + absmax3(obb.e), tol = tol1(m);
        /* How far q lies outside the slabs |dot(q - c, u_i)| <= e_i, and the true distance. */
        dvec v = dsub(dv(qo), dv(obb.c)), w = dsub(dp, dv(obb.c));
        double out = 0, best = 0;
        for (int i = 0; i < 3; i++) {
            double e = obb.e.raw[i], x = ddot(v, dv(obb.u[i])), y = ddot(w, dv(obb.u[i]));
            out = dmax(out, fabs(x) - e);
            double o = y > e ? y - e : y < -e ? -e - y : 0;
            best += o * o;
        }
        check_point(p, qo, out, nearest(dp, corners, 8), sqrt(best), tol, "obb");
    }

    if (finite3(pl.n) && isfinite(pl.d) && fabs(pl.d) < RANGE) {
        double s = ddot(dv(pl.n), dp) - pl.d, tol = tol1(pm + fabs(pl.d));
        double on = fabs(ddot(dv(pl.n), dv(qp)) - pl.d);
        check_point(p, qp, on, INFINITY, fabs(s), tol, "plane");
    }

    if (finite3(seg.a) && finite3(seg.b) && dmax(absmax3(seg.a), absmax3(seg.b)) < RANGE) {
        dvec a = dv(seg.a), b = dv(seg.b);
        double m = pm + dmax(absmax3(seg.a), absmax3(seg.b));
        double on = ddist(dv(qs), o_closest_segment(dv(qs), a, b));
        check_point(p, qs, on, dmin(ddist(dp, a), ddist(dp, b)), ddist(dp, o_closest_segment(dp, a, b)), tol2(m), "segment");
    }

    if (tri_finite(tri) && dmax(absmax3(tri.a), dmax(absmax3(tri.b), absmax3(tri.c))) < RANGE) {
        const dvec v[3] = {dv(tri.a), dv(tri.b), dv(tri.c)};
        double m = pm + dmax(absmax3(tri.a), dmax(absmax3(tri.b), absmax3(tri.c)));
        double on = o_dist_triangle(dv(qt), v[0], v[1], v[2]);
        check_point(p, qt, on, nearest(dp, v, 3), o_dist_triangle(dp, v[0], v[1], v[2]), tol4(m), "triangle");
    }
    return 0;
}
