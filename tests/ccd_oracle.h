/* libccd's GJK as an independent oracle for convex pairs: each shape is the convex hull of a
 * few points swept by a sphere of radius r (a sphere is one point, a box its 8 corners, a
 * triangle its 3 vertices). libccd shares no code with isect. */
#ifndef ISECT_TEST_CCD_ORACLE_H
#define ISECT_TEST_CCD_ORACLE_H

#include <stdbool.h>
#include "isect.h"

typedef struct ccd_shape {
    vec3s pts[8];
    int count;
    float radius;
} ccd_shape;

ccd_shape ccd_shape_sphere(isect_sphere s);
ccd_shape ccd_shape_aabb(isect_aabb b);
ccd_shape ccd_shape_obb(isect_obb b);
ccd_shape ccd_shape_triangle(isect_triangle t);

/* libccd GJK intersection (iterations capped; a capped run reads as "no intersection", so
 * compare only outside a band around touching). */
bool ccd_oracle_gjk(const ccd_shape *a, const ccd_shape *b);
/* libccd MPR intersection (needs interior centres; misses contacts shallower than 1e-4). */
bool ccd_oracle_mpr(const ccd_shape *a, const ccd_shape *b);
/* libccd's penetration of b into a by GJK + EPA (ccdGJKPenetration), the least translation of b
 * that leaves them touching: *depth along the unit *dir (each written when not NULL). libccd's
 * tolerances are absolute (EPA stops when a step gains less than epa_tolerance), so both shapes
 * are first moved by minus a's first point and divided by scale (their size, > 0), and the depth
 * multiplied back: the tolerance, 1e-6 here, is then relative to scale. False when libccd finds
 * no intersection or fails. */
bool ccd_oracle_penetration(const ccd_shape *a, const ccd_shape *b, double scale, double *depth, vec3s *dir);
/* The same by MPR (ccdMPRPenetration): the boundary of the Minkowski difference met along the
 * line through the shapes' centres, which is the least translation only where that line is the
 * contact normal, as for two spheres (libccd 2.1's EPA fails on two spheres: it returned ~1e-16
 * for centres 0.0026 apart with radii 0.53 and 0.21). */
bool ccd_oracle_penetration_mpr(const ccd_shape *a, const ccd_shape *b, double scale, double *depth, vec3s *dir);

#endif
