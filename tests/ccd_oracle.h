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

#endif
