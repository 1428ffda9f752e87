/* CGAL as a peer (built when CMake finds CGAL: ISECT_BENCH_CGAL): its filtered kernel Epick,
 * whose predicates are exact, on isect's own shapes, converted to CGAL's types per call as a
 * user holding isect's shapes would. */
#ifndef ISECT_BENCH_CGAL_PEER_H
#define ISECT_BENCH_CGAL_PEER_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CGAL::do_intersect(Ray_3(p, d), Triangle_3(a, b, c)): p, d and the nine vertex coordinates
 * as floats, in isect_ray's and isect_triangle's layout. */
bool cgal_peer_ray_triangle(const float *ray, const float *triangle);
/* CGAL::do_intersect(Iso_cuboid_3(min, max), Triangle_3(a, b, c)): the box's six floats in
 * isect_aabb's layout (min, then max), the triangle's nine in isect_triangle's. */
bool cgal_peer_aabb_triangle(const float *box, const float *triangle);
/* CGAL::do_intersect(Triangle_3, Triangle_3): each triangle's nine floats in isect_triangle's
 * layout. */
bool cgal_peer_triangle_triangle(const float *t1, const float *t2);
/* The same for a segment (its ends a, b) and a triangle; a ray and a box; a segment and a box; two
 * boxes; a box and a plane (n, d: dot(n, x) = d, isect_plane's layout); a segment and a plane; a
 * sphere (c, r: the ball) and a box; a ray and a sphere. */
bool cgal_peer_segment_triangle(const float *segment, const float *triangle);
bool cgal_peer_ray_aabb(const float *ray, const float *box);
bool cgal_peer_segment_aabb(const float *segment, const float *box);
bool cgal_peer_aabb_aabb(const float *a, const float *b);
bool cgal_peer_aabb_plane(const float *box, const float *plane);
bool cgal_peer_segment_plane(const float *segment, const float *plane);
bool cgal_peer_sphere_aabb(const float *sphere, const float *box);
bool cgal_peer_ray_sphere(const float *ray, const float *sphere);

#ifdef __cplusplus
}
#endif

#endif
