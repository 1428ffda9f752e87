/* Fuzz target: point containment (containment.c): point in convex polygon, in triangle (both
 * forms), in convex polyhedron. The polygon is 1 to 3 raw points, or 3 to 16 points of an ellipse
 * c + cos(a) u + sin(a) w at increasing angles (convex and planar but for the rounding of its
 * vertices), with u and w from the input, so they may be parallel, zero or huge; sometimes with
 * every vertex twice. The planes have raw normals of any length (zero, NaN, denormal). Properties:
 * - a NaN anywhere, an infinite point, or (polygon, triangle) an infinite vertex: false; count < 3
 *   or NULL: false; planes: count < 0 or NULL false, count 0 true for a finite point;
 * - polygon, for a polygon the double oracle finds strictly convex: wherever the oracle
 *   (o_polygon_margin: every edge's line in double) is clear of the boundary by more than its
 *   tolerance, the verdict matches, and so does every cyclic order and the other winding;
 * - triangle: both forms match the oracle outside its tolerance (the barycentric one's is wider:
 *   it never forms a cross product), and so does the polygon of the same 3 vertices; coordinates
 *   below 1e9 and twice the area above 1e-16 (products of four lengths);
 * - polyhedron: matches the largest signed plane distance in double outside its tolerance. */
#include "fuzz.h"
#include "oracles.h"

#define MAXV 32

/* The tolerance of an orientation test: REL of the rounding scale the oracle reports (R + h cond,
 * or R (1 + cond) for the barycentric form), and a floor where products of four lengths run out
 * of bits. Infinite (no check) where the scale is, or where the float normal may be off by as
 * much as itself (REL cond >= 1/2: a sliver, whose orientations then have no sign to check). */
static double tol_orient(o_polygon o, bool barycentric)
{
    double s = barycentric ? o.R * (1 + o.cond) : o.R + o.h * o.cond;
    return isfinite(s) && REL * o.cond < 0.5 ? 2 * REL * s + FLOOR4 : INFINITY;
}

/* 1 inside, 0 outside, -1 not clear. */
static int verdict(o_polygon o, double tol)
{
    if (isnan(o.margin) || !(tol < INFINITY)) return -1;
    return o.margin > tol ? 1 : o.margin < -tol ? 0 : -1;
}

static void check_polygon(vec3s p, const vec3s *v, int n)
{
    bool got = isect_point_in_polygon(p, v, n);
    FUZZ_CHECK(!isect_point_in_polygon(p, v, 0) && !isect_point_in_polygon(p, v, -1) && !isect_point_in_polygon(p, NULL, n),
               "count 0, -1 or NULL contains the point");
    bool bad = !finite3(p) || n < 3;
    for (int k = 0; k < n; k++) bad |= !finite3(v[k]);
    if (bad) {
        FUZZ_CHECK(!got, "polygon: NaN, an infinity or count %d < 3 contains the point", n);
        return;
    }
    dvec d[MAXV];
    double m = absmax3(p);
    for (int k = 0; k < n; k++) d[k] = dv(v[k]), m = dmax(m, absmax3(v[k]));
    /* polygon.c's range, the precondition (convexity), and a normal far from denormal */
    if (!(m < 1e18) || !o_polygon_convex(d, n)) return;
    o_polygon o = o_polygon_margin(dv(p), d, n);
    if (!(o.R < 1e18) || !(o.area2 > 1e-30)) return;   /* the float normal is far from denormal */
    int want = verdict(o, tol_orient(o, false));
    if (want < 0) return;
    FUZZ_CHECK(got == want, "polygon of %d: got %d, the oracle's margin %.9g (tol %g)", n, got, o.margin, tol_orient(o, false));
    for (int rev = 0; rev < 2; rev++)
        for (int s = 0; s < n; s++) {
            vec3s w[MAXV];
            for (int k = 0; k < n; k++) w[k] = v[rev ? (s + n - k) % n : (s + k) % n];
            FUZZ_CHECK(isect_point_in_polygon(p, w, n) == got, "polygon: start %d%s changes the verdict", s, rev ? ", reversed" : "");
        }
}

static void check_triangle(vec3s p, isect_triangle t)
{
    bool bary = isect_point_in_triangle_barycentric(p, t), cross = isect_point_in_triangle_cross(p, t);
    if (!finite3(p) || !tri_finite(t)) {
        FUZZ_CHECK(!bary && !cross, "triangle: NaN or an infinity contains the point (%d %d)", bary, cross);
        return;
    }
    const dvec d[3] = {dv(t.a), dv(t.b), dv(t.c)};
    double m = dmax(absmax3(p), dmax(absmax3(t.a), dmax(absmax3(t.b), absmax3(t.c))));
    o_polygon o = o_polygon_margin(dv(p), d, 3);
    if (!(m < 1e9) || !(o.R < 1e9)) return;
    /* lengths below ~1e-8 make products of four of them denormal: only where the triangle's
     * height times its longest edge (|n|) is above 1e-16 (a sliver 1e-45 thick is 0 thick) */
    if (!(o.area2 > 1e-16)) return;
    int wb = verdict(o, tol_orient(o, true)), wc = verdict(o, tol_orient(o, false));
    if (wb >= 0) FUZZ_CHECK(bary == wb, "barycentric: got %d, the oracle's margin %.9g (tol %g)", bary, o.margin, tol_orient(o, true));
    if (wc >= 0) {
        FUZZ_CHECK(cross == wc, "cross products: got %d, the oracle's margin %.9g (tol %g)", cross, o.margin, tol_orient(o, false));
        FUZZ_CHECK(isect_point_in_polygon(p, &t.a, 3) == wc, "the polygon of the 3 vertices: got %d, margin %.9g", !wc, o.margin);
    }
}

static void check_polyhedron(vec3s p, const isect_plane *pl, int n)
{
    bool got = isect_point_in_polyhedron(p, pl, n);
    FUZZ_CHECK(!isect_point_in_polyhedron(p, pl, -1) && (n == 0 || !isect_point_in_polyhedron(p, NULL, n)), "count < 0 or NULL");
    bool nan = nan3(p);
    for (int k = 0; k < n; k++) nan |= nan3(pl[k].n) || isnan(pl[k].d);
    if (nan || !finite3(p)) {
        FUZZ_CHECK(!got, "polyhedron: NaN or an infinite point is inside");
        return;
    }
    if (n == 0) {
        FUZZ_CHECK(got && isect_point_in_polyhedron(p, NULL, 0), "count 0 (all of space) misses a finite point");
        return;
    }
    double tol = 0, scale;
    for (int k = 0; k < n; k++) {
        double len = dlen(dv(pl[k].n));
        if (!(len > 0)) {
            FUZZ_CHECK(!got, "polyhedron: a zero normal (the NaN plane) contains the point");
            return;
        }
        /* the float dot(n, p) must not overflow; its denormal floor is ~1e-45 in units of |n| */
        if (!(len * (dlen(dv(p)) + 1) < 1e37) || !isfinite(pl[k].d)) return;
        tol = dmax(tol, 1e-44 / len);
    }
    double margin = o_polyhedron_margin(dv(p), pl, n, &scale);
    tol += REL * scale + FLOOR1;
    if (margin < -tol) FUZZ_CHECK(got, "polyhedron: %.9g inside every plane (tol %g) but outside", -margin, tol);
    if (margin > tol) FUZZ_CHECK(!got, "polyhedron: %.9g outside a plane (tol %g) but inside", margin, tol);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    vec3s p = fuzz_vec3(&in);
    uint8_t shape = fuzz_byte(&in);
    vec3s c = fuzz_vec3(&in), u = fuzz_vec3(&in), w = fuzz_vec3(&in);
    vec3s v[MAXV];
    int n;
    if (shape % 4 == 0) {
        n = 1 + shape / 4 % 3;
        v[0] = c, v[1] = u, v[2] = w;
    } else {
        n = 3 + shape / 4 % 14;
        float a = 0;
        for (int k = 0; k < n; k++) {   /* increasing angles, less than a turn in all */
            a += (0.05f + fuzz_byte(&in) / 255.0f) * 6.2831853f / (float)(n + 1);
            v[k] = glms_vec3_add(c, glms_vec3_add(glms_vec3_scale(u, cosf(a)), glms_vec3_scale(w, sinf(a))));
        }
        if (shape & 0x80)   /* every vertex twice */
            for (int k = n - 1; k >= 0; k--) v[2 * k + 1] = v[2 * k] = v[k];
        if (shape & 0x80) n *= 2;
    }
    check_polygon(p, v, n);
    check_triangle(p, (isect_triangle){c, u, w});
    if (shape % 4 != 0) check_triangle(p, (isect_triangle){v[0], v[n / 3], v[2 * n / 3]});

    isect_plane pl[8];
    int np = fuzz_byte(&in) % 9;
    for (int k = 0; k < np; k++) {
        vec3s nn = fuzz_vec3(&in);
        pl[k] = (isect_plane){nn, fuzz_float(&in)};
    }
    check_polyhedron(p, pl, np);
    return 0;
}
