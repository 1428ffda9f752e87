/* Box against box: AABB–AABB by interval overlap, OBB–OBB by the separating-axis test (its
 * body, shared with contact_box.c, is in box_sat.h). */
#include "box_sat.h"
#include "canonical.h"
#include "isect.h"
#include "trace.h"
#include "validate.h"

#include <math.h>

/* isect_aabb_aabb is defined inline in isect.h; this is its external definition (C99 6.7.4). */
extern inline bool isect_aabb_aabb(isect_aabb a, isect_aabb b);

bool isect_obb_obb(isect_obb a, isect_obb b)
{
    ISECT_REQUIRE(validate_obb_axes(a) && validate_obb_axes(b), "OBB axes orthonormal");
    return TRACE_RETURN(obb_sat(&a, &b, NULL, NULL) == ISECT_AXIS_NONE);
}

/* The same test as isect_obb_obb (one shared body), reporting the first separating axis in the
 * order faces of a (0-2), faces of b (3-5), edges a.u_i x b.u_j (6 + 3i + j), and that axis,
 * unit length and pointing from a toward b, in *axis (when not NULL; untouched on
 * ISECT_AXIS_NONE). */
int isect_obb_obb_axis(isect_obb a, isect_obb b, vec3s *axis)
{
    ISECT_REQUIRE(validate_obb_axes(a) && validate_obb_axes(b), "OBB axes orthonormal");
    const vec3s parts[10] = {a.c, a.u[0], a.u[1], a.u[2], a.e, b.c, b.u[0], b.u[1], b.u[2], b.e};
    if (any_nan(parts, 10))
        return nan_axis(axis);
    return obb_sat(&a, &b, axis, NULL);
}
