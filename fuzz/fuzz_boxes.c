/* Fuzz target: box against box (box.c): AABB-AABB, OBB-OBB and isect_obb_obb_axis.
 * Properties:
 * - both tests are symmetric (OBB-OBB exactly, as its comment promises);
 * - a NaN anywhere gives false;
 * - AABB-AABB is the interval overlap per axis, exactly;
 * - OBB-OBB matches a double separating-axis oracle over all 15 axes, corners projected, where
 *   the largest gap or the smallest overlap is far above float rounding; on axis-aligned OBBs
 *   built from small dyadic numbers (exact arithmetic), touching counts as intersecting;
 * - isect_obb_obb_axis agrees with isect_obb_obb, leaves *axis alone on -1, and otherwise
 *   writes a unit axis along which b lies beyond a (a real separation, up to rounding). */
#include "fuzz.h"
#include "oracles.h"


/* Axis components all -1, 0 or 1: the quaternion gave an exact signed permutation. */
static bool exact_axes(isect_obb b)
{
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) {
            float x = b.u[i].raw[k];
            if (!(x == 0 || x == 1 || x == -1)) return false;
        }
    return true;
}

/* b beyond a along l: min over b's corners minus max over a's corners (negative: overlap). */
static double directed_gap(vec3s l, const o_poly *A, const o_poly *B)
{
    double amax = -INFINITY, bmin = INFINITY;
    for (int i = 0; i < A->nv; i++) amax = dmax(amax, ddot(dv(l), A->v[i]));
    for (int i = 0; i < B->nv; i++) bmin = dmin(bmin, ddot(dv(l), B->v[i]));
    return bmin - amax;
}

static void check_obb_pair(isect_obb a, isect_obb b, bool exact)
{
    bool hit = isect_obb_obb(a, b);
    FUZZ_CHECK(hit == isect_obb_obb(b, a), "obb-obb not symmetric");
    const vec3s sentinel = {{123, 456, 789}};
    vec3s axis = sentinel;
    int index = isect_obb_obb_axis(a, b, &axis);
    FUZZ_CHECK(hit == (index == ISECT_AXIS_NONE), "obb-obb %d but obb-obb-axis index %d", hit, index);
    FUZZ_CHECK(index >= ISECT_AXIS_INVALID && index <= 14, "axis index %d", index);
    FUZZ_CHECK(index != ISECT_AXIS_NONE || eq3(axis, sentinel), "ISECT_AXIS_NONE but the axis was written");
    FUZZ_CHECK((index == ISECT_AXIS_INVALID) == (obb_nan(a) || obb_nan(b)), "index %d for NaN-ness %d", index,
               obb_nan(a) || obb_nan(b));
    FUZZ_CHECK(isect_obb_obb_axis(a, b, NULL) == index, "index depends on the axis pointer");
    if (obb_nan(a) || obb_nan(b)) {
        FUZZ_CHECK(!hit, "NaN OBB hit");
        return;
    }
    if (!obb_finite(a) || !obb_finite(b)) return;
    const double m = absmax3(a.c) + absmax3(a.e) + absmax3(b.c) + absmax3(b.e);
    if (!(m < 1e30)) return;   /* sums of the corners' coordinates must stay finite in float */
    const double tol = tol1(m);
    o_poly A = o_poly_obb(a), B = o_poly_obb(b);
    if (index >= 0) {
        FUZZ_CHECK(fabs(dlen(dv(axis)) - 1) <= 1e-5, "axis %d has length %.9g", index, dlen(dv(axis)));
        double g = directed_gap(axis, &A, &B);
        FUZZ_CHECK(g >= -tol, "axis %d (%g %g %g) does not separate: b starts %g before a ends (tol %g)",
                   index, axis.x, axis.y, axis.z, -g, tol);
    }
    /* Apart: on a face axis or an edge axis of edges at least 30 degrees apart. box.c adds
     * OBB_EPS = 1e-5 to every |R_ij|, a slack of ~1e-5 of the sizes in units of the unnormalised
     * axis a.u_i x b.u_j: divided by its length, the sine of the angle between the edges, along
     * nearly parallel edges it allows gaps far above 1e-5 of the sizes to read as touching. */
    double g = o_sat(&A, &B, 0.5);
    if (g > tol) FUZZ_CHECK(!hit, "oracle gap %g (tol %g) but obb-obb reports a hit", g, tol);
    g = o_sat(&A, &B, 0);
    if (g < -tol) FUZZ_CHECK(hit, "oracle overlap %g (tol %g) but obb-obb reports a miss", -g, tol);
    if (exact && exact_axes(a) && exact_axes(b) && g <= 0)
        FUZZ_CHECK(hit, "exact inputs, oracle gap %g <= 0 (touching or overlapping) but obb-obb misses", g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_aabb a = fuzz_aabb(&in), b = fuzz_aabb(&in);
    isect_obb oa = fuzz_obb(&in), ob = fuzz_obb(&in);
    const bool exact = in.exact;

    bool hit = isect_aabb_aabb(a, b);
    FUZZ_CHECK(hit == isect_aabb_aabb(b, a), "aabb-aabb not symmetric");
    if (nan3(a.min) || nan3(a.max) || nan3(b.min) || nan3(b.max)) {
        FUZZ_CHECK(!hit, "NaN AABB hit");
    } else {
        bool want = true;
        for (int i = 0; i < 3; i++)
            want = want && (double)a.min.raw[i] <= b.max.raw[i] && (double)b.min.raw[i] <= a.max.raw[i];
        FUZZ_CHECK(hit == want, "aabb-aabb %d, intervals say %d", hit, want);
    }

    check_obb_pair(oa, ob, exact);
    return 0;
}
