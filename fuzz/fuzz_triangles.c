/* Fuzz target: the triangle SATs of triangle.c: triangle-triangle and AABB-triangle, with their
 * *_axis forms. Properties:
 * - triangle-triangle is exact (triangle_triangle.c), so symmetric and independent of the
 *   vertex order at every scale; so is AABB-triangle (triangle_sat.h), independent of the
 *   vertex order at every scale;
 * - a NaN anywhere, or an infinite triangle coordinate, gives false (box bounds may be
 *   infinite);
 * - the *_axis forms agree with the booleans and write a unit axis that separates the shapes
 *   up to rounding;
 * - the verdict matches a double separating-axis oracle (every vertex projected on every
 *   candidate axis) where its gap or overlap is far above float rounding; on small dyadic
 *   inputs (exact arithmetic) touching counts as intersecting. */
#include "fuzz.h"
#include "oracles.h"


/* The vertex orders of a triangle: 0-2 the cyclic rotations, 3-5 their reversals. */
static isect_triangle permute(isect_triangle t, int k)
{
    const vec3s v[3] = {t.a, t.b, t.c};
    int i = k % 3;
    return k < 3 ? (isect_triangle){v[i], v[(i + 1) % 3], v[(i + 2) % 3]}
                 : (isect_triangle){v[i], v[(i + 2) % 3], v[(i + 1) % 3]};
}

static double tri_mag(isect_triangle t) { return dmax(absmax3(t.a), dmax(absmax3(t.b), absmax3(t.c))); }

static void check_axis(int index, vec3s axis, const o_poly *A, const o_poly *B, double tol, const char *what)
{
    if (index < 0) return;
    FUZZ_CHECK(fabs(dlen(dv(axis)) - 1) <= 1e-5, "%s: axis %d has length %.9g", what, index, dlen(dv(axis)));
    double g = o_gap(dv(axis), A->v, A->nv, B->v, B->nv);
    FUZZ_CHECK(g >= -tol, "%s: axis %d (%g %g %g) overlaps by %g (tol %g)", what, index, axis.x, axis.y, axis.z, -g, tol);
}

static void check_triangles(isect_triangle a, isect_triangle b, int pa, int pb, bool exact)
{
    bool hit = isect_triangle_triangle(a, b);
    FUZZ_CHECK(hit == isect_triangle_triangle(b, a), "triangle-triangle not symmetric");
    FUZZ_CHECK(hit == isect_triangle_triangle(permute(a, pa), permute(b, pb)),
               "triangle-triangle changes with vertex order %d, %d", pa, pb);
    vec3s axis;
    int index = isect_triangle_triangle_axis(a, b, &axis);
    FUZZ_CHECK(hit == (index == ISECT_AXIS_NONE) && index >= ISECT_AXIS_INVALID && index <= 17,
               "triangle-triangle %d, index %d", hit, index);
    if (!tri_finite(a) || !tri_finite(b)) {
        FUZZ_CHECK(!hit, "non-finite triangle hit a triangle");
        return;
    }
    const double m = dmax(tri_mag(a), tri_mag(b));
    if (!(m < 1e9)) return;    /* the double oracle's range, and the float axis's */
    const double tol = tol4(m);
    o_poly A = o_poly_triangle(a), B = o_poly_triangle(b);
    check_axis(index, axis, &A, &B, tol, "triangle-triangle");
    double g = o_sat(&A, &B, 0);
    if (g > tol) FUZZ_CHECK(!hit, "oracle gap %g (tol %g) but triangle-triangle reports a hit", g, tol);
    if (o_fat(a) && o_fat(b)) {
        if (g < -tol) FUZZ_CHECK(hit, "oracle overlap %g (tol %g) but triangle-triangle misses", -g, tol);
        if (exact && g <= 0) FUZZ_CHECK(hit, "exact inputs touch (gap %g) but triangle-triangle misses", g);
    }
}

static void check_box_triangle(isect_aabb b, isect_triangle t, int pt, bool exact)
{
    bool hit = isect_aabb_triangle(b, t);
    FUZZ_CHECK(hit == isect_aabb_triangle(b, permute(t, pt)), "aabb-triangle changes with vertex order %d", pt);
    vec3s axis;
    int index = isect_aabb_triangle_axis(b, t, &axis);
    FUZZ_CHECK(hit == (index == ISECT_AXIS_NONE) && index >= ISECT_AXIS_INVALID && index <= 12,
               "aabb-triangle %d, index %d", hit, index);
    if (!tri_finite(t) || nan3(b.min) || nan3(b.max)) {
        FUZZ_CHECK(!hit, "non-finite triangle or NaN box hit");
        return;
    }
    if (!finite3(b.min) || !finite3(b.max)) return;
    const double m = dmax(tri_mag(t), dmax(absmax3(b.min), absmax3(b.max)));
    if (!(m < 1e9)) return;
    const double tol = tol4(m);
    o_poly B = o_poly_aabb(b), T = o_poly_triangle(t);
    check_axis(index, axis, &B, &T, tol, "aabb-triangle");
    double g = o_sat(&B, &T, 0);    /* complete for a box against any triangle, segment or point */
    if (g > tol) FUZZ_CHECK(!hit, "oracle gap %g (tol %g) but aabb-triangle reports a hit", g, tol);
    if (g < -tol) FUZZ_CHECK(hit, "oracle overlap %g (tol %g) but aabb-triangle misses", -g, tol);
    if (exact && g <= 0) FUZZ_CHECK(hit, "exact inputs touch (gap %g) but aabb-triangle misses", g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_triangle a = fuzz_triangle(&in), b = fuzz_triangle(&in);
    isect_aabb box = fuzz_aabb(&in);
    uint8_t order = fuzz_byte(&in);
    const bool exact = in.exact;
    check_triangles(a, b, order % 6, order / 6 % 6, exact);
    check_box_triangle(box, a, order % 6, exact);
    return 0;
}
