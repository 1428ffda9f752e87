/* The isect calls the CGAL oracle makes, on plain float arrays: the C++ side never includes
 * isect.h (cglm's anonymous structs are not ISO C++). Each returns the verdict. */
#ifndef ISECT_CGAL_CALLS_H
#define ISECT_CGAL_CALLS_H

#ifdef __cplusplus
extern "C" {
#endif

/* p, d: the ray p + t d; a, b: the segment or the line through a and b; tri: a, b, c. */
int calls_ray_triangle(const float p[3], const float d[3], const float tri[9]);
int calls_segment_triangle(const float a[3], const float b[3], const float tri[9]);
int calls_line_triangle(const float a[3], const float b[3], const float tri[9]);
/* For the map of the tests not exact yet (oracle.cpp --map); box: min then max. */
int calls_triangle_triangle(const float t1[9], const float t2[9]);
int calls_aabb_triangle(const float box[6], const float tri[9]);
int calls_ray_aabb(const float p[3], const float d[3], const float box[6]);
int calls_segment_aabb(const float a[3], const float b[3], const float box[6]);
int calls_ray_aabb_inverse(const float p[3], const float d[3], const float box[6]);
/* verts: count points x, y, z in a row (count at most CALLS_POLYGON_MAX). */
#define CALLS_POLYGON_MAX 16
int calls_aabb_polygon(const float box[6], const float *verts, int count);

#ifdef __cplusplus
}
#endif

#endif
