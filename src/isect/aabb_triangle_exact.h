/* The exact decision of one separating axis of the AABB-triangle and AABB-polygon
 * tests (aabb_triangle_exact.c), for the axes their float filters (triangle_sat.h, polygon.c) cannot
 * decide. Private to the library. */
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

/* The same for the convex polygon v[0 .. count-1] and axis index as isect_aabb_polygon_axis
 * numbers them (3 its normal, 4 + 3j + k box axis u_k x edge j, from v_{j-1} to v_j), the normal
 * being the exact sum_k (v_k - v_0) x (v_{k+1} - v_0) (Newell's normal, the plane's for a planar
 * polygon); every vertex projected. The same in every vertex order. */
bool isect_aabb_polygon_exact_apart(vec3s lo, vec3s hi, const vec3s *v, int count, int index);

#endif
