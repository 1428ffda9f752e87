/* Box against box with contact: the axis of least overlap and its overlap (isect.h's contact
 * section). AABB-AABB has three axes, the world's, and its overlaps are differences of bounds;
 * OBB-OBB runs isect_obb_obb's own separating-axis test (box_sat.h), which keeps the least
 * overlap as it goes. Ericson, Real-Time Collision Detection, 4.2.1 and 4.4.1. */
#include "box_sat.h"
#include "canonical.h"
#include "isect.h"
#include "validate.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

static inline float float_of(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

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
        /* per axis the smaller push, down < up ? down : up (minss), and its sign */
        const float ux = a.max.x - b.min.x, dx = b.max.x - a.min.x, uy = a.max.y - b.min.y, dy = b.max.y - a.min.y;
        const float uz = a.max.z - b.min.z, dz = b.max.z - a.min.z;
        const float px = dx < ux ? dx : ux, py = dy < uy ? dy : uy, pz = dz < uz ? dz : uz;
        /* the least, strictly: x unless it is NaN or infinite (then +x at infinite depth, as
         * where no axis has a finite push), y over it only when smaller, z likewise */
        const bool xw = px < INFINITY;
        const float d0 = px < INFINITY ? px : INFINITY;
        const bool yw = py < d0;
        const float d1 = yw ? py : d0;
        const bool zw = pz < d1;
        /* The normal from bits, the signs and the winner as integer selects: as float selects
         * they compiled to branches, as unpredictable as the boxes (1.3 times the floor). */
        const uint32_t one = 0x3f800000u;               /* 1.0f; with bit 31 set, -1.0f */
        const uint32_t sx = one | (uint32_t)(dx < ux) << 31, sy = one | (uint32_t)(dy < uy) << 31;
        const uint32_t sz = one | (uint32_t)(dz < uz) << 31;
        const uint32_t s0 = xw ? sx : one, s1 = yw ? sy : s0, sign = zw ? sz : s1;
        const uint32_t nx = sign & -(uint32_t)!(yw | zw), ny = sign & -(uint32_t)(yw & !zw), nz = sign & -(uint32_t)zw;
        c->normal = (vec3s){{float_of(nx), float_of(ny), float_of(nz)}};
        c->depth = zw ? pz : d1;
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
