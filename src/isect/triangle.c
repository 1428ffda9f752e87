/* Triangle vs AABB as a separating-axis test (SAT): two convex shapes are disjoint exactly
 * when their projections onto some axis from a short candidate list are disjoint (Ericson,
 * Real-Time Collision Detection, 4.4.1 and 5.2.1). Triangle vs triangle: triangle_triangle.c.
 *
 * Exact: each axis is decided for the floats given as exact arithmetic would decide it, by a
 * float filter with a proven error bound and, where it cannot tell, exact determinants
 * (triangle_sat.h, aabb_triangle_exact.c), at any scale and in every vertex order. Closed
 * shapes: touching intersects. (The former tolerance, 16 FLT_EPSILON of the largest coordinate,
 * called gaps up to 3.3e-6 of it touching; test_cgal_oracle --check aabb-triangle now finds 0
 * disagreements with CGAL's exact kernel in 1,000,000 cases.) */
#include "canonical.h"
#include "isect.h"
#include "trace.h"
#include "triangle_sat.h"

#include <float.h>
#include <math.h>

/* ---- AABB vs triangle (the test is aabb_triangle_sat, in triangle_sat.h) ---------------- */

/* The AABB vs triangle SAT, without the axis. */
bool isect_aabb_triangle(isect_aabb b, isect_triangle t)
{
    /* a NaN input is apart along some axis */
    return TRACE_RETURN(aabb_triangle_sat(b, t, NULL, NULL) == ISECT_AXIS_NONE);
}

int isect_aabb_triangle_axis(isect_aabb b, isect_triangle t, vec3s *axis)
{
    const vec3s parts[5] = {b.min, b.max, t.a, t.b, t.c};
    return any_nan(parts, 5) ? nan_axis(axis) : aabb_triangle_sat(b, t, axis, NULL);
}
