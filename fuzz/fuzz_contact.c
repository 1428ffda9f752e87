/* Fuzz target: the contact variants (contact_sphere.c, contact_box.c, contact_triangle.c), by the
 * checks the random tests run (fuzz/contact_checks.h): for sphere-sphere, AABB-AABB, OBB-OBB and
 * AABB-triangle,
 * - the verdict is the boolean test's, c = NULL does not change it, and false leaves *c alone
 *   (NaN anywhere, empty shapes and every other input);
 * - within range (see contact_checks.h): a unit normal pointing from the first shape toward the
 *   second, a depth >= 0, the second shape moved by depth (1 - 1e-6) - band still meeting the
 *   first and by depth (1 + 1e-6) + band not, and the depth equal to the documented one (double)
 *   and never below the true penetration depth (double separating axes);
 * - sphere-sphere and AABB-AABB give the same depth both ways round, exactly; on inputs that
 *   are small dyadic numbers (exact arithmetic) touching boxes, and touching spheres whose
 *   centres differ along one axis, give depth 0. */
#include "fuzz.h"
#include "contact_checks.h"

static void check(contact_fail f, const contact_check *r, const char *what)
{
    FUZZ_CHECK(f == CF_OK, "%s: %s: %s", what, contact_fail_name[f], r->why);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    const isect_sphere sa = fuzz_sphere(&in), sb = fuzz_sphere(&in);
    const isect_aabb a = fuzz_aabb(&in), b = fuzz_aabb(&in);
    const isect_obb oa = fuzz_obb(&in), ob = fuzz_obb(&in);
    const isect_triangle t = fuzz_triangle(&in);
    const bool exact = in.exact;
    contact_check r;
    isect_contact s;

    check(check_contact_sphere_sphere(sa, sb, &r), &r, "sphere-sphere");
    if (r.hit && r.measured) {
        FUZZ_CHECK(isect_sphere_sphere_contact(sb, sa, &s) && s.depth == r.c.depth, "sphere-sphere: depth %.9g, swapped %.9g",
                   r.c.depth, s.depth);
        const float d2 = glms_vec3_distance2(sa.c, sb.c), rr = (sa.r + sb.r) * (sa.r + sb.r);
        const int same = (sa.c.x == sb.c.x) + (sa.c.y == sb.c.y) + (sa.c.z == sb.c.z);
        if (exact && d2 == rr && same == 2)   /* centres on a line along an axis: |d| is exact */
            FUZZ_CHECK(r.c.depth == 0, "sphere-sphere: touching (exact, along an axis) at depth %.9g", r.c.depth);
    }
    check(check_contact_aabb_aabb(a, b, &r), &r, "aabb-aabb");
    if (r.hit && r.measured) {
        FUZZ_CHECK(isect_aabb_aabb_contact(b, a, &s) && s.depth == r.c.depth, "aabb-aabb: depth %.9g, swapped %.9g", r.c.depth,
                   s.depth);
        if (exact && r.oracle == 0) FUZZ_CHECK(r.c.depth == 0, "aabb-aabb: touching (exact) at depth %.9g", r.c.depth);
    }
    check(check_contact_obb_obb(oa, ob, &r), &r, "obb-obb");
    check(check_contact_aabb_triangle(a, t, &r), &r, "aabb-triangle");
    return 0;
}
