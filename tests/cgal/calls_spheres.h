/* The isect calls the sphere oracle (oracle_spheres.cpp) makes, on plain float arrays: the C++
 * side never includes isect.h (cglm's anonymous structs are not ISO C++). Each returns the
 * verdict. c, r: a sphere's centre and radius; box: min then max; p, d: the ray p + t d; a, b:
 * the segment; tri: a, b, c. */
#ifndef ISECT_CGAL_CALLS_SPHERES_H
#define ISECT_CGAL_CALLS_SPHERES_H

#ifdef __cplusplus
extern "C" {
#endif

int calls_sphere_sphere(const float c1[3], float r1, const float c2[3], float r2);
int calls_sphere_aabb(const float c[3], float r, const float box[6]);
int calls_aabb_aabb(const float box1[6], const float box2[6]);
/* The hits also check their t: in [0, 1] for a segment, >= 0 and finite for a ray (else -1). */
int calls_ray_sphere(const float p[3], const float d[3], const float c[3], float r);
int calls_segment_sphere(const float a[3], const float b[3], const float c[3], float r);
int calls_sphere_triangle(const float c[3], float r, const float tri[9]);

#ifdef __cplusplus
}
#endif

#endif
