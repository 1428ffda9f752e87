/* Fuzz target: rays, segments and lines (ray.c) against plane, sphere, AABB, triangle, quad and
 * convex polyhedron. Properties:
 * - a hit has t in [0, inf) for a ray and [0, 1] for a segment, and its point is p + t d (a
 *   + t (b - a)) up to rounding and lies on or in the shape up to rounding; a miss leaves the
 *   output alone;
 * - a NaN anywhere in the ray or the shape misses;
 * - the polyhedron span has 0 <= t_first <= t_last and agrees with isect_ray_polyhedron;
 * - the verdict matches a double oracle where its margin is far above float rounding:
 *   closest approach for the sphere, Cyrus-Beck on the grown and shrunk shape for the box and
 *   the polyhedron, the plane crossing and its distances from the edges for the triangle and
 *   the quad.
 * Then the same functions on shapes the constructors did not make (raw fields): no crash, no UB. */
#include "fuzz.h"
#include "oracles.h"


static const isect_hit SENTINEL = {-123.0f, {{4, 5, 6}}};

static bool untouched(isect_hit h) { return memcmp(&h, &SENTINEL, sizeof h) == 0; }

/* The hit of a ray (seg = false) or a segment p + t d: t in range, point = p + t d. A ray's t
 * is finite where the coordinates m are in the library's range (sphere.c: below ~1e18; beyond,
 * the distance to the shape need not be a float). */
static void check_hit(isect_hit h, dvec p, dvec d, bool seg, double m, const char *what)
{
    FUZZ_CHECK(h.t >= 0 && (seg ? h.t <= 1 : h.t < INFINITY || !(m < 1e18)), "%s: t = %g", what, h.t);
    dvec want = dadd(p, dscale(d, h.t));
    double scale = dlen(p) + dlen(dscale(d, h.t));
    if (scale < 1e30)
        FUZZ_CHECK(ddist(dv(h.point), want) <= 1e-5 * scale + 1e-30, "%s: point off p + t d by %g (scale %g)",
                   what, ddist(dv(h.point), want), scale);
}

/* Verdict against a margin: a shape clearly missed (margin < -tol) or clearly hit (> tol). */
static void check_margin(bool got, double margin, double tol, const char *what)
{
    if (!(tol < INFINITY) || isnan(margin)) return;
    if (margin < -tol) FUZZ_CHECK(!got, "%s: the oracle misses by %g (tol %g) but it hits", what, -margin, tol);
    if (margin > tol) FUZZ_CHECK(got, "%s: the oracle hits by %g (tol %g) but it misses", what, margin, tol);
}

/* Ray or segment p + t d (t <= tmax) vs sphere: how far inside r its closest approach comes. */
static double o_sphere_margin(dvec p, dvec d, double tmax, isect_sphere s)
{
    double dd = ddot(d, d);
    double t = dd > 0 ? ddot(dsub(dv(s.c), p), d) / dd : 0;
    t = t < 0 ? 0 : t > tmax ? tmax : t;
    return s.r - ddist(dadd(p, dscale(d, t)), dv(s.c));
}

/* The line p + t d through the planar convex polygon v (normal n, either sign): the crossing t
 * and the signed distance of the crossing from the polygon's nearest edge (> 0 inside). False
 * when the line is within ~0.06 degrees of the plane, where the float crossing is
 * ill-conditioned; *cond is 1 / sin of the angle, the error's amplification. */
static bool o_polygon_cross(dvec p, dvec d, const dvec *v, int count, dvec n, double *t, double *margin, double *cond)
{
    double denom = ddot(n, d), s = dlen(n) * dlen(d);
    if (!(fabs(denom) > 1e-3 * s)) return false;
    *cond = s / fabs(denom);
    *t = ddot(n, dsub(v[0], p)) / denom;
    dvec x = dadd(p, dscale(d, *t));
    *margin = INFINITY;
    double orient = ddot(n, dcross(dsub(v[1], v[0]), dsub(v[2], v[0]))) >= 0 ? 1 : -1;
    for (int i = 0; i < count; i++) {
        dvec e = dsub(v[(i + 1) % count], v[i]);
        dvec inward = dscale(dcross(n, e), orient);
        double len = dlen(inward);
        if (!(len > 0)) return false;
        *margin = dmin(*margin, ddot(inward, dsub(x, v[i])) / len);
    }
    return true;
}

/* The hit and the verdict of ray (tmax inf), segment (tmax 1) or line against a triangle/quad. */
static void check_polygon(bool got, isect_hit h, dvec p, dvec d, double tmax, const dvec *v, int count,
                          dvec n, double m, const char *what)
{
    /* Only shapes clearly not degenerate (|n| above 1e-5 |longest edge|^2, no edge below 1e-5
     * of the longest): this double oracle's tolerance grows without bound for slivers. The
     * triangle tests decide slivers and degenerate triangles exactly (ray_triangle.c); those are
     * checked against CGAL's exact kernel in tests/cgal/. */
    double lmax = 0, lmin = INFINITY;
    for (int i = 0; i < count; i++) {
        double l = ddist(v[(i + 1) % count], v[i]);
        lmax = dmax(lmax, l), lmin = dmin(lmin, l);
    }
    if (!(dlen(n) > 1e-5 * lmax * lmax) || !(lmin > 1e-5 * lmax)) return;
    /* Nor shapes far smaller than the coordinates: the triple products [pq pa pb] of the line
     * tests then cancel to rounding noise (an open finding, a 1e-20 quad hit by a line 1 away). */
    if (!(lmax > 1e-4 * m)) return;
    /* A direction so short that its products with the coordinates (triple products are
     * |d| m^2) fall below FLT_MIN / FLT_EPSILON has lost its bits to underflow. */
    if (!(dlen(d) * m * m > 1e-30)) return;
    double t, margin, cond;
    if (!(m < 1e12) || !o_polygon_cross(p, d, v, count, n, &t, &margin, &cond)) return;
    /* Rounding moves the crossing by ~eps m / sin of the line's angle with the plane (cond) and
     * / sin of the shape's smallest angle (|longest edge|^2 / |n|, a sliver is ill-conditioned). */
    double tol = tol4(m) * cond * (lmax * lmax / dlen(n));
    if (got) {
        double out = o_dist_triangle(dv(h.point), v[0], v[1], v[2]);
        if (count == 4) out = dmin(out, o_dist_triangle(dv(h.point), v[0], v[2], v[3]));
        FUZZ_CHECK(out <= tol, "%s: hit point %g from the shape (tol %g)", what, out, tol);
    }
    /* Along the line (tmax < 0: a line, all t): how far inside [0, tmax] the crossing lies. */
    double along = tmax < 0 ? INFINITY : dmin(t, tmax - t) * dlen(d);
    check_margin(got, dmin(margin, along), tol, what);
}

/* Cyrus-Beck in double on the shape grown and shrunk by tol: clear miss if the grown one is
 * missed, clear hit if the shrunk one is hit, and then t lies between their entries. */
static void check_clip(bool got, isect_hit h, dvec p, dvec d, double tmax, const dvec *n, const double *dd,
                       int count, double tol, const char *what)
{
    if (!(tol < INFINITY)) return;
    /* A face all but parallel to the line (|n.d| < 1e-5 |n| |d|) is crossed far away, where the
     * rounding of d alone moves the crossing by more than any fixed tol; and where n.d rounds to
     * exactly 0 in float the library rightly treats the face as parallel while double sees a
     * crossing at 1e12 (found by fuzz/fuzz_rays.c): not checked either way. */
    /* Rounding a face's offset by tol moves its crossing by tol / sin(angle between the line and
     * the face) (found by fuzz/fuzz_rays.c: a face crossed at t = 1.3e24 from coordinates of
     * 2e20, where one ulp of t is 1e17): the band grows by the worst such conditioning. */
    double cond = 1;
    for (int i = 0; i < count; i++) {
        double sine = fabs(ddot(n[i], d)) / (dlen(n[i]) * dlen(d));
        if (sine < 1e-5) return;
        if (sine > 0) cond = dmax(cond, 1 / sine);
    }
    tol *= cond;
    double tf = 0, tl = tmax, sf = 0, sl = tmax;
    bool grown = o_clip(p, d, n, dd, count, tol, &tf, &tl);
    bool shrunk = o_clip(p, d, n, dd, count, -tol, &sf, &sl);
    if (!grown) FUZZ_CHECK(!got, "%s: misses the shape grown by %g but hits", what, tol);
    /* (An entry beyond FLT_MAX is no float: the library may call it a miss.) */
    if (shrunk && sf <= FLT_MAX) FUZZ_CHECK(got, "%s: hits the shape shrunk by %g but misses (entry %g, exit %g)", what, tol, sf, sl);
    if (got && shrunk) {
        double tol_t = tol / dlen(d);
        FUZZ_CHECK(h.t >= tf - tol_t && h.t <= sf + tol_t, "%s: t %g outside [%g, %g]", what, h.t, tf, sf);
    }
    if (got)
        for (int i = 0; i < count; i++)
            FUZZ_CHECK(ddot(n[i], dv(h.point)) - dd[i] <= 2 * tol, "%s: hit point outside face %d by %g", what, i,
                       ddot(n[i], dv(h.point)) - dd[i]);
}

static double mag(const vec3s *v, int n)
{
    double m = 0;
    for (int i = 0; i < n; i++) m = dmax(m, absmax3(v[i]));
    return m;
}

/* Every function on shapes as the fuzzer's raw bytes give them: defined behaviour only. */
static void raw_calls(fuzz_in *in)
{
    isect_ray r = {fuzz_vec3(in), fuzz_vec3(in)};
    isect_segment s = fuzz_segment(in);
    isect_sphere sp = fuzz_sphere(in);
    isect_aabb b = {fuzz_vec3(in), fuzz_vec3(in)};
    isect_triangle t = fuzz_triangle(in);
    isect_plane pl[3];
    for (int i = 0; i < 3; i++) pl[i] = (isect_plane){fuzz_vec3(in), fuzz_float(in)};
    vec3s q = fuzz_vec3(in), pt;
    isect_hit h;
    float tf, tl;
    (void)isect_segment_plane(s, pl[0], &h);
    (void)isect_ray_sphere(r, sp, &h);
    (void)isect_segment_sphere(s, sp, &h);
    (void)isect_ray_aabb(r, b, &h);
    (void)isect_segment_aabb(s, b, &h);
    (void)isect_line_triangle(r.p, r.d, t, &pt);
    (void)isect_line_quad(r.p, r.d, t.a, t.b, t.c, q, &pt);
    (void)isect_ray_triangle(r, t, &h);
    (void)isect_segment_triangle(s, t, &h);
    (void)isect_ray_polyhedron(r, pl, 3, &h);
    (void)isect_ray_polyhedron_span(r, pl, 3, &tf, &tl);
    (void)isect_segment_polyhedron(s, pl, 3, &h);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_ray r = fuzz_ray(&in);
    isect_segment s = fuzz_segment(&in);
    isect_plane pl = fuzz_plane(&in);
    isect_sphere sp = fuzz_sphere(&in);
    isect_aabb box = fuzz_aabb(&in);
    isect_triangle tri = fuzz_triangle(&in);
    vec3s u = fuzz_vec3(&in), v = fuzz_vec3(&in);
    int count = fuzz_byte(&in) % 7;
    isect_plane poly[6];
    for (int i = 0; i < count; i++) poly[i] = fuzz_plane(&in);

    const bool rnan = nan3(r.p) || nan3(r.d), snan = nan3(s.a) || nan3(s.b);
    const bool rfin = finite3(r.p) && finite3(r.d), sfin = finite3(s.a) && finite3(s.b);
    const dvec rp = dv(r.p), rd = dv(r.d), sa = dv(s.a), sd = dsub(dv(s.b), dv(s.a));
    const double rm = absmax3(r.p), sm = dmax(absmax3(s.a), absmax3(s.b));
    isect_hit h;

    /* Segment vs plane: the signed distances of the ends. */
    h = SENTINEL;
    bool got = isect_segment_plane(s, pl, &h);
    if (got) check_hit(h, sa, sd, true, 0, "segment-plane");
    else FUZZ_CHECK(untouched(h), "segment-plane: a miss wrote the hit");
    if (snan || nan3(pl.n) || isnan(pl.d)) FUZZ_CHECK(!got, "segment-plane: NaN hit");
    else if (sfin && isfinite(pl.d) && sm < 1e30) {
        double da = ddot(dv(pl.n), sa) - pl.d, db = ddot(dv(pl.n), dv(s.b)) - pl.d;
        double tol = tol1(sm + fabs(pl.d));
        check_margin(got, dmin(dmax(da, db), -dmin(da, db)), tol, "segment-plane");
        if (got) FUZZ_CHECK(fabs(ddot(dv(pl.n), dv(h.point)) - pl.d) <= tol, "segment-plane: point off the plane");
    }

    /* Ray and segment vs sphere: closest approach against r. */
    const bool spnan = nan3(sp.c) || isnan(sp.r);
    const double spm = absmax3(sp.c) + fabs(sp.r);
    h = SENTINEL;
    got = isect_ray_sphere(r, sp, &h);
    if (got) check_hit(h, rp, rd, false, rm + spm, "ray-sphere");
    else FUZZ_CHECK(untouched(h), "ray-sphere: a miss wrote the hit");
    if (rnan || spnan || !(sp.r >= 0)) FUZZ_CHECK(!got, "ray-sphere: NaN or negative sphere hit");
    else if (rfin && finite3(sp.c) && isfinite(sp.r) && rm + spm < 1e18) {
        double tol = tol2(rm + spm);
        check_margin(got, o_sphere_margin(rp, rd, INFINITY, sp), tol, "ray-sphere");
        if (got) FUZZ_CHECK(ddist(dv(h.point), dv(sp.c)) <= sp.r + tol, "ray-sphere: point outside");
        if (got && h.t > 0) FUZZ_CHECK(ddist(dv(h.point), dv(sp.c)) >= sp.r - tol, "ray-sphere: entry inside");
    }
    h = SENTINEL;
    got = isect_segment_sphere(s, sp, &h);
    if (got) check_hit(h, sa, sd, true, 0, "segment-sphere");
    else FUZZ_CHECK(untouched(h), "segment-sphere: a miss wrote the hit");
    if (snan || spnan || !(sp.r >= 0)) FUZZ_CHECK(!got, "segment-sphere: NaN or negative sphere hit");
    else if (sfin && finite3(sp.c) && isfinite(sp.r) && sm + spm < 1e18) {
        double tol = tol2(sm + spm);
        check_margin(got, o_sphere_margin(sa, sd, 1, sp), tol, "segment-sphere");
        if (got) FUZZ_CHECK(ddist(dv(h.point), dv(sp.c)) <= sp.r + tol, "segment-sphere: point outside");
    }

    /* Ray and segment vs AABB: the box's six faces, clipped in double. */
    dvec bn[6];
    double bd[6];
    o_aabb_planes(box, bn, bd);
    const bool bnan = nan3(box.min) || nan3(box.max), bfin = finite3(box.min) && finite3(box.max);
    const double bm = dmax(absmax3(box.min), absmax3(box.max));
    h = SENTINEL;
    got = isect_ray_aabb(r, box, &h);
    if (got) check_hit(h, rp, rd, false, rm + bm, "ray-aabb");
    else FUZZ_CHECK(untouched(h), "ray-aabb: a miss wrote the hit");
    if (rnan || bnan) FUZZ_CHECK(!got, "ray-aabb: NaN hit");
    else if (rfin && bfin && rm + bm < 1e30) check_clip(got, h, rp, rd, INFINITY, bn, bd, 6, tol1(rm + bm), "ray-aabb");
    h = SENTINEL;
    got = isect_segment_aabb(s, box, &h);
    if (got) check_hit(h, sa, sd, true, 0, "segment-aabb");
    else FUZZ_CHECK(untouched(h), "segment-aabb: a miss wrote the hit");
    if (snan || bnan) FUZZ_CHECK(!got, "segment-aabb: NaN hit");
    else if (sfin && bfin && sm + bm < 1e30) check_clip(got, h, sa, sd, 1, bn, bd, 6, tol1(sm + bm), "segment-aabb");

    /* Ray, segment and line vs triangle; line vs the parallelogram a, a + u, a + u + v, a + v. */
    const dvec tv[3] = {dv(tri.a), dv(tri.b), dv(tri.c)};
    const dvec tn = dcross(dsub(tv[1], tv[0]), dsub(tv[2], tv[0]));
    const double tm = mag((vec3s[]){tri.a, tri.b, tri.c}, 3);
    h = SENTINEL;
    got = isect_ray_triangle(r, tri, &h);
    if (got) check_hit(h, rp, rd, false, rm + tm, "ray-triangle");
    else FUZZ_CHECK(untouched(h), "ray-triangle: a miss wrote the hit");
    if (rnan || tri_nan(tri)) FUZZ_CHECK(!got, "ray-triangle: NaN hit");
    else if (rfin && tri_finite(tri)) check_polygon(got, h, rp, rd, INFINITY, tv, 3, tn, rm + tm, "ray-triangle");
    h = SENTINEL;
    got = isect_segment_triangle(s, tri, &h);
    if (got) check_hit(h, sa, sd, true, 0, "segment-triangle");
    else FUZZ_CHECK(untouched(h), "segment-triangle: a miss wrote the hit");
    if (snan || tri_nan(tri)) FUZZ_CHECK(!got, "segment-triangle: NaN hit");
    else if (sfin && tri_finite(tri)) check_polygon(got, h, sa, sd, 1, tv, 3, tn, sm + tm, "segment-triangle");
    vec3s point = {{7, 8, 9}};
    got = isect_line_triangle(s.a, s.b, tri, &point);
    if (!got) FUZZ_CHECK(point.x == 7 && point.y == 8 && point.z == 9, "line-triangle: a miss wrote the point");
    if (snan || tri_nan(tri)) FUZZ_CHECK(!got, "line-triangle: NaN hit");
    else if (sfin && tri_finite(tri))
        check_polygon(got, (isect_hit){0, point}, sa, sd, -1, tv, 3, tn, sm + tm, "line-triangle");

    const vec3s q[4] = {tri.a, glms_vec3_add(tri.a, u), glms_vec3_add(glms_vec3_add(tri.a, u), v), glms_vec3_add(tri.a, v)};
    point = (vec3s){{7, 8, 9}};
    got = isect_line_quad(s.a, s.b, q[0], q[1], q[2], q[3], &point);
    if (!got) FUZZ_CHECK(point.x == 7 && point.y == 8 && point.z == 9, "line-quad: a miss wrote the point");
    bool qnan = nan3(q[0]) || nan3(q[1]) || nan3(q[2]) || nan3(q[3]);
    if (snan || qnan) FUZZ_CHECK(!got, "line-quad: NaN hit");
    else if (sfin && finite3(q[0]) && finite3(q[1]) && finite3(q[2]) && finite3(q[3])) {
        const dvec qv[4] = {dv(q[0]), dv(q[1]), dv(q[2]), dv(q[3])};
        const dvec qn = dcross(dsub(qv[2], qv[0]), dsub(qv[3], qv[1]));
        check_polygon(got, (isect_hit){0, point}, sa, sd, -1, qv, 4, qn, sm + mag(q, 4), "line-quad");
    }

    /* Ray and segment vs convex polyhedron (count planes; 0 is all of space). */
    dvec pn[6];
    double pd[6], pm = 0;
    bool pnan = false, pfin = true;
    for (int i = 0; i < count; i++) {
        pn[i] = dv(poly[i].n), pd[i] = poly[i].d, pm = dmax(pm, fabs(poly[i].d));
        pnan = pnan || nan3(poly[i].n) || isnan(poly[i].d);
        pfin = pfin && finite3(poly[i].n) && isfinite(poly[i].d);
    }
    float tf = -1, tl = -1;
    bool span = isect_ray_polyhedron_span(r, poly, count, &tf, &tl);
    h = SENTINEL;
    got = isect_ray_polyhedron(r, poly, count, &h);
    FUZZ_CHECK(span == got, "ray-polyhedron %d but its span %d", got, span);
    if (got) {
        check_hit(h, rp, rd, false, rm + pm, "ray-polyhedron");
        FUZZ_CHECK(h.t == tf && tf >= 0 && !(tl < tf), "span [%g, %g], entry %g", tf, tl, h.t);
    } else {
        FUZZ_CHECK(untouched(h) && tf == -1 && tl == -1, "ray-polyhedron: a miss wrote its outputs");
    }
    if (rnan || pnan) FUZZ_CHECK(!got, "ray-polyhedron: NaN hit");
    else if (count == 0) FUZZ_CHECK(got && tf == 0 && tl == INFINITY, "all of space: span [%g, %g]", tf, tl);
    else if (rfin && pfin && rm + pm < 1e30) check_clip(got, h, rp, rd, INFINITY, pn, pd, count, tol1(rm + pm), "ray-polyhedron");
    h = SENTINEL;
    got = isect_segment_polyhedron(s, poly, count, &h);
    if (got) check_hit(h, sa, sd, true, 0, "segment-polyhedron");
    else FUZZ_CHECK(untouched(h), "segment-polyhedron: a miss wrote the hit");
    if (snan || pnan) FUZZ_CHECK(!got, "segment-polyhedron: NaN hit");
    else if (sfin && pfin && sm + pm < 1e30) check_clip(got, h, sa, sd, 1, pn, pd, count, tol1(sm + pm), "segment-polyhedron");
    FUZZ_CHECK(!isect_ray_polyhedron(r, NULL, 1, NULL) && !isect_ray_polyhedron(r, poly, -1, NULL), "bad polyhedron hit");

    raw_calls(&in);
    return 0;
}
