/* The isect calls of the plane oracle (oracle_planes.cpp), on plain float arrays: the C++ side
 * never includes isect.h (cglm's anonymous structs are not ISO C++). Each returns the verdict.
 * n, d: the plane dot(n, x) = d. */
#ifndef ISECT_CGAL_CALLS_PLANES_H
#define ISECT_CGAL_CALLS_PLANES_H

#ifdef __cplusplus
extern "C" {
#endif

/* c, r: the sphere. */
int calls_sphere_plane(const float c[3], float r, const float n[3], float d);
int calls_sphere_halfspace(const float c[3], float r, const float n[3], float d);
/* box: min then max. */
int calls_aabb_plane(const float box[6], const float n[3], float d);
/* obb: c, u0, u1, u2, e (15 floats). */
int calls_obb_plane(const float obb[15], const float n[3], float d);
/* a, b: the segment; *t receives the hit's t (unchanged on a miss). */
int calls_segment_plane(const float a[3], const float b[3], const float n[3], float d, float *t);
/* a, b, r: the capsule. */
int calls_capsule_plane(const float a[3], const float b[3], float r, const float n[3], float d);

#ifdef __cplusplus
}
#endif

#endif
