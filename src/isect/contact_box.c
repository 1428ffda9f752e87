/* Box against box with contact: the axis of least overlap and its overlap (isect.h's contact
 * section). AABB-AABB has three axes, the world's, and its overlaps are differences of bounds;
 * OBB-OBB runs isect_obb_obb's own separating-axis test (box_sat.h), which keeps the least
 * overlap as it goes. Ericson, Real-Time Collision Detection, 4.2.1 and 4.4.1. */
#include "box_sat.h"
#include "canonical.h"
#include "isect.h"
#include "validate.h"

#include <math.h>

/* On world axis k, b leaves a by moving +k by up = a.max_k - b.min_k or -k by down = b.max_k -
 * a.min_k; the test's verdict (both >= 0 on every axis) comes from isect_aabb_aabb itself.
 * up <= down exactly when a.min_k + a.max_k <= b.min_k + b.max_k (up to the rounding of the two
 * differences): the normal points to b's side of a's centre, +k when the centres coincide. The
 * least over x, y, z (strict <: x first on a tie). A difference inf - inf (both bounds infinite on
 * the same side) is NaN and is passed over. */
bool isect_aabb_aabb_contact(isect_aabb a, isect_aabb b, isect_contact *c)
{
    if (!isect_aabb_aabb(a, b))
        return false;
    if (c) {
        float depth = INFINITY, sign = 1.0f;
        int at = 0;
        for (int k = 0; k < 3; k++) {
            const float up = a.max.raw[k] - b.min.raw[k], down = b.max.raw[k] - a.min.raw[k];
            const bool plus = !(down < up);
            const float d = plus ? up : down;
            if (d < depth)
                depth = d, at = k, sign = plus ? 1.0f : -1.0f;
        }
        c->normal = (vec3s){{at == 0 ? sign : 0.0f, at == 1 ? sign : 0.0f, at == 2 ? sign : 0.0f}};
        c->depth = depth;
    }
    return true;
}

/* obb_sat with a contact to fill: the verdict is isect_obb_obb's, bit for bit. */
bool isect_obb_obb_contact(isect_obb a, isect_obb b, isect_contact *c)
{
    ISECT_REQUIRE(validate_obb_axes(a) && validate_obb_axes(b), "OBB axes orthonormal");
    isect_contact k;
    if (obb_sat(&a, &b, NULL, &k) != ISECT_AXIS_NONE)
        return false;
    if (c)
        *c = k;
    return true;
}
