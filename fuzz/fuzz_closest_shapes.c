/* Fuzz target: the closest points between shapes (closest_triangle.c, closest_solid.c) and
 * capsule vs triangle, against the double-precision oracles of oracles_closest.h (the same ones
 * tests/test_isect_closest_{triangles,solids}.c use). Properties:
 * - NaN anywhere in the input: NaN distance and NaN points (capsule-triangle: false);
 * - for finite input below RANGE (products of four lengths stay finite): a finite distance
 *   d2 >= 0 equal to |c1 - c2|^2 of the points returned, each point on its shape within tol,
 *   and sqrt(d2) within tol of the oracle's distance; tol = 1e-4 of the magnitude plus a floor
 *   (oracles.h's tol4: four lengths multiply, and below ~1e-9.5 their products underflow);
 * - capsule-triangle's verdict is the oracle's wherever the distance and r differ by more than
 *   tol;
 * - point in a polyhedron (the fuzzed planes and a box |x_i| <= B that bounds it): p inside every
 *   halfspace (exactly, in double) gives p and 0; a finite answer lies in the planes within tol
 *   and, where the oracle finds a vertex inside all the planes to 1e-11, its distance lies within
 *   tol between the oracle's distances to the polyhedron grown and shrunk by 1e-8 of the
 *   magnitudes (the two are the plain distance to rounding for a well-shaped polyhedron; but the
 *   library accepts points outside a plane by 1e-9 of them, and where nearly parallel planes bound
 *   a sliver, 1e-8 from parallel, that slack moves its far end a long way: planes
 *   z <= -0.5 - 1e-8 x and z >= 0 meet at x = -5.1e7 give or take 5e6);
 *   NaN only for a polyhedron with no such vertex. (Without one it is empty, or empty but for
 *   rounding: planes y <= 0 and y >= 0.25 with a box of 7.6e8, whose float coordinates are 64
 *   apart, leave a slab 0.25 thick that the library's relative 1e-9 and the oracle's both let
 *   pass, each with its own point of it.) */
#include "fuzz.h"
#include "oracles_closest.h"

#define RANGE 1e9

static double mag(const vec3s *v, int n)
{
    double m = 0;
    for (int i = 0; i < n; i++) m = dmax(m, absmax3(v[i]));
    return m;
}

static bool all_finite(const vec3s *v, int n)
{
    for (int i = 0; i < n; i++)
        if (!finite3(v[i])) return false;
    return true;
}

static bool any_nan(const vec3s *v, int n)
{
    for (int i = 0; i < n; i++)
        if (nan3(v[i])) return true;
    return false;
}

/* The distance and points of a pair query against the oracle. */
static void check_pair(float d2, vec3s c1, vec3s c2, double on1, double on2, double D, double tol, const char *what)
{
    FUZZ_CHECK(isfinite(d2) && d2 >= 0 && finite3(c1) && finite3(c2), "%s: d2 %g, points (%g %g %g) (%g %g %g)", what, d2,
               c1.x, c1.y, c1.z, c2.x, c2.y, c2.z);
    FUZZ_CHECK(d2 == glms_vec3_distance2(c1, c2), "%s: d2 %.9g but |c1 - c2|^2 %.9g", what, d2, glms_vec3_distance2(c1, c2));
    FUZZ_CHECK(on1 <= tol && on2 <= tol, "%s: points off their shapes by %g and %g (tol %g)", what, on1, on2, tol);
    FUZZ_CHECK(fabs(sqrt(d2) - D) <= tol, "%s: distance %.9g, oracle %.9g (tol %g)", what, sqrt(d2), D, tol);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_segment s = fuzz_segment(&in);
    isect_triangle t1 = fuzz_triangle(&in), t2 = fuzz_triangle(&in);
    float r = fuzz_float(&in);
    vec3s p = fuzz_vec3(&in);
    isect_tetrahedron tet;
    tet.a = fuzz_vec3(&in), tet.b = fuzz_vec3(&in), tet.c = fuzz_vec3(&in), tet.d = fuzz_vec3(&in);
    int nplanes = fuzz_byte(&in) % 9;
    float bound = fabsf(fuzz_float(&in));
    isect_plane planes[8 + 6];
    for (int i = 0; i < nplanes; i++) planes[i] = fuzz_plane(&in);
    for (int i = 0; i < 6; i++) {
        vec3s n = {{0, 0, 0}};
        n.raw[i % 3] = i < 3 ? 1.0f : -1.0f;
        planes[nplanes + i] = (isect_plane){n, bound};
    }
    const int count = nplanes + 6;

    vec3s cs, ct, c1, c2, q, qp;
    float dst = isect_closest_segment_triangle(s, t1, &cs, &ct);
    float dtt = isect_closest_triangle_triangle(t1, t2, &c1, &c2);
    bool hit = isect_capsule_triangle((isect_capsule){s, r}, t1);
    float dtet = isect_closest_point_tetrahedron(p, tet, &q);
    float dpoly = isect_closest_point_polyhedron(p, planes, count, &qp);

    const vec3s vst[5] = {s.a, s.b, t1.a, t1.b, t1.c}, vtt[6] = {t1.a, t1.b, t1.c, t2.a, t2.b, t2.c};
    const vec3s vtet[5] = {p, tet.a, tet.b, tet.c, tet.d};
    if (any_nan(vst, 5)) {
        FUZZ_CHECK(isnan(dst) && nan3(cs) && nan3(ct), "segment-triangle: NaN in, d2 %g out", dst);
        FUZZ_CHECK(!hit, "capsule-triangle: NaN in, hit");
    }
    if (isnan(r)) FUZZ_CHECK(!hit, "capsule-triangle: NaN radius, hit");
    if (any_nan(vtt, 6)) FUZZ_CHECK(isnan(dtt) && nan3(c1) && nan3(c2), "triangle-triangle: NaN in, d2 %g out", dtt);
    if (any_nan(vtet, 5)) FUZZ_CHECK(isnan(dtet) && nan3(q), "tetrahedron: NaN in, d2 %g out", dtet);

    dvec t1d[3] = {dv(t1.a), dv(t1.b), dv(t1.c)}, t2d[3] = {dv(t2.a), dv(t2.b), dv(t2.c)};
    if (all_finite(vst, 5) && mag(vst, 5) < RANGE) {
        double m = mag(vst, 5), tol = tol4(m);
        double D = o_dist_segment_triangle(dv(s.a), dv(s.b), t1d);
        check_pair(dst, cs, ct, ddist(dv(cs), o_closest_segment(dv(cs), dv(s.a), dv(s.b))), o_dist_triangle(dv(ct), t1d[0], t1d[1], t1d[2]),
                   D, tol, "segment-triangle");
        if (isfinite(r) && fabsf(r) < RANGE) {
            double band = tol + 1e-4 * fabsf(r);
            if (r < 0) FUZZ_CHECK(!hit, "capsule-triangle: r %g < 0, hit", r);
            else if (D < r - band) FUZZ_CHECK(hit, "capsule-triangle: distance %.9g, r %.9g, missed", D, r);
            else if (D > r + band) FUZZ_CHECK(!hit, "capsule-triangle: distance %.9g, r %.9g, hit", D, r);
        }
    }
    if (all_finite(vtt, 6) && mag(vtt, 6) < RANGE) {
        double tol = tol4(mag(vtt, 6));
        check_pair(dtt, c1, c2, o_dist_triangle(dv(c1), t1d[0], t1d[1], t1d[2]), o_dist_triangle(dv(c2), t2d[0], t2d[1], t2d[2]),
                   o_dist_triangle_triangle(t1d, t2d), tol, "triangle-triangle");
    }
    if (all_finite(vtet, 5) && mag(vtet, 5) < RANGE) {
        double tol = tol4(mag(vtet, 5));
        dvec v[4] = {dv(tet.a), dv(tet.b), dv(tet.c), dv(tet.d)};
        check_pair(dtet, p, q, 0, o_dist_tetrahedron(dv(q), v), o_dist_tetrahedron(dv(p), v), tol, "tetrahedron");
    }

    /* The polyhedron: p, the box and the fuzzed planes, all finite; a zero normal (the NaN plane,
     * which fuzz_plane makes of a zero or non-finite normal) or NaN gives NaN. */
    bool nan_plane = false, finite_planes = true;
    for (int i = 0; i < nplanes; i++) {
        nan_plane = nan_plane || nan3(planes[i].n) || isnan(planes[i].d);
        finite_planes = finite_planes && finite3(planes[i].n) && isfinite(planes[i].d) && fabsf(planes[i].d) < RANGE;
    }
    if (nan_plane || nan3(p) || isnan(bound)) FUZZ_CHECK(isnan(dpoly) && nan3(qp), "polyhedron: NaN in, d2 %g out", dpoly);
    if (!nan_plane && finite_planes && finite3(p) && absmax3(p) < RANGE && bound < RANGE) {
        static o_poly_built P;
        o_poly_build(&P, planes, count, 0);
        double m = dmax(absmax3(p), bound);
        bool strictly = false;   /* a vertex inside every plane to 1e-11: certainly not empty */
        for (int i = 0; i < P.nverts; i++) m = dmax(m, dmax(fabs(P.v[i].x), dmax(fabs(P.v[i].y), fabs(P.v[i].z))));
        for (int i = 0; i < P.nverts && !strictly; i++) strictly = o_poly_inside(&P, P.v[i], 1e-11);
        double tol = tol2(m);
        bool inside = true;
        for (int k = 0; k < count; k++) inside = inside && ddot(dv(planes[k].n), dv(p)) - planes[k].d <= 0;
        if (inside) FUZZ_CHECK(dpoly == 0 && eq3(qp, p), "polyhedron: p inside, d2 %g, q (%g %g %g)", dpoly, qp.x, qp.y, qp.z);
        if (isnan(dpoly)) {
            FUZZ_CHECK(!strictly, "polyhedron: NaN, but %d vertices, one inside every plane", P.nverts);
        } else {
            FUZZ_CHECK(isfinite(dpoly) && dpoly >= 0 && finite3(qp) && dpoly == glms_vec3_distance2(p, qp),
                       "polyhedron: d2 %g, q (%g %g %g)", dpoly, qp.x, qp.y, qp.z);
            double out = o_poly_outside(planes, count, dv(qp));
            FUZZ_CHECK(out <= tol, "polyhedron: q outside the planes by %g (tol %g)", out, tol);
            if (strictly) {   /* not empty to rounding (see the top) */
                /* No nearer than the closest point of the polyhedron grown by 1e-8 of the
                 * magnitudes (ten times the library's slack), no farther than that of the
                 * polyhedron shrunk by as much (when it is not empty): its points are inside. */
                static o_poly_built G, S;
                o_poly_build_grown(&G, planes, count, 1e-8, m);
                o_poly_build_grown(&S, planes, count, -1e-8, m);
                double D = o_dist_poly(&P, dv(p)), Dg = o_dist_poly(&G, dv(p)), Ds = o_dist_poly(&S, dv(p)), d = sqrt(dpoly);
                FUZZ_CHECK(d >= Dg - tol && (Ds < 0 || d <= Ds + tol),
                           "polyhedron: distance %.9g, oracle %.9g (grown by 1e-8: %.9g, shrunk: %.9g; tol %g)", d, D, Dg, Ds, tol);
            }
        }
    }
    return 0;
}
