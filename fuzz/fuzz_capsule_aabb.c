/* Fuzz target: capsule vs AABB (capsule_aabb.c). The box comes from the constructor (corners in
 * any order) or raw (then possibly empty, min > max), sometimes flat or with infinite bounds; the
 * capsule raw, sometimes with a = b or an axis parallel to a face. Properties:
 * - a negative or NaN radius, an empty box, NaN anywhere: false;
 * - a = b gives exactly isect_sphere_aabb's verdict; the reversed axis gives the same verdict
 *   wherever the oracle is clear;
 * - for finite input below 1e18 (squared distances finite): where the distance from the axis to
 *   the box in double (o_dist_segment_aabb, a golden-section search over the axis parameter) and
 *   the radius differ by more than the tolerance, the verdict matches. */
#include "fuzz.h"
#include "oracles.h"

static bool box_empty(isect_aabb b)
{
    return !(b.min.x <= b.max.x) || !(b.min.y <= b.max.y) || !(b.min.z <= b.max.z);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    uint8_t mode = fuzz_byte(&in);
    isect_aabb b;
    if (mode & 1) {
        b = fuzz_aabb(&in);
    } else {
        vec3s lo = fuzz_vec3(&in);
        b = (isect_aabb){lo, fuzz_vec3(&in)};
    }
    if (mode & 2) b.max.raw[mode / 16 % 3] = b.min.raw[mode / 16 % 3];   /* flat */
    if (mode & 4) b.min.raw[mode / 64 % 3] = -INFINITY;                   /* a slab or halfspace */
    isect_capsule c = {fuzz_segment(&in), fuzz_float(&in)};
    if (mode & 8) c.axis.b = c.axis.a;
    if ((mode & 0x30) == 0x30) c.axis.b.raw[mode / 64 % 3] = c.axis.a.raw[mode / 64 % 3];   /* parallel to a face */

    bool got = isect_capsule_aabb(c, b);
    bool nan = nan3(c.axis.a) || nan3(c.axis.b) || isnan(c.r) || nan3(b.min) || nan3(b.max);
    if (nan || !(c.r >= 0) || box_empty(b)) {
        FUZZ_CHECK(!got, "NaN, a negative radius or an empty box meets (r %g)", c.r);
        return 0;
    }
    /* a = b: the sphere test, bit for bit */
    isect_capsule pt = {{c.axis.a, c.axis.a}, c.r};
    FUZZ_CHECK(isect_capsule_aabb(pt, b) == isect_sphere_aabb((isect_sphere){c.axis.a, c.r}, b), "a = b unlike sphere-aabb");

    if (!finite3(c.axis.a) || !finite3(c.axis.b) || !isfinite(c.r)) return 0;
    double m = dmax(absmax3(c.axis.a), absmax3(c.axis.b)) + c.r;
    for (int k = 0; k < 3; k++) {
        if (isfinite(b.min.raw[k])) m = dmax(m, fabsf(b.min.raw[k]));
        if (isfinite(b.max.raw[k])) m = dmax(m, fabsf(b.max.raw[k]));
    }
    if (!(m < 1e18)) return 0;
    double D = o_dist_segment_aabb(dv(c.axis.a), dv(c.axis.b), b, NULL), tol = tol2(m);
    int want = D < c.r - tol ? 1 : D > c.r + tol ? 0 : -1;
    if (want < 0) return 0;
    FUZZ_CHECK(got == want, "got %d: distance %.9g, r %.9g (tol %g)", got, D, c.r, tol);
    isect_capsule rev = {{c.axis.b, c.axis.a}, c.r};
    FUZZ_CHECK(isect_capsule_aabb(rev, b) == got, "the reversed axis changes the verdict");
    return 0;
}
