/* The exact decision of one separating axis of the AABB-triangle test (aabb_triangle_exact.c),
 * for the axes the float filter of triangle_sat.h cannot decide. Private to the library. */
#ifndef ISECT_AABB_TRIANGLE_EXACT_H
#define ISECT_AABB_TRIANGLE_EXACT_H

#include "isect.h"

/* Is the triangle t apart from the box [lo, hi] along axis index (3 its normal (b - a) x (c - b),
 * 4 + 3i + j box axis u_i x edge j, as isect_aabb_triangle_axis numbers them), the axis taken
 * from the exact edges of the float vertices? Exact; touching is not apart. Non-finite input:
 * false. */
bool isect_aabb_triangle_exact_apart(vec3s lo, vec3s hi, isect_triangle t, int index);

/* The unit normal (b - a) x (c - b) from its components' exact values (rounded to a few ulps):
 * for a normal whose float cross product rounds to zero or underflows. NaN where it is zero.
 * Finite input only. */
vec3s isect_aabb_triangle_exact_normal(isect_triangle t);

#endif
