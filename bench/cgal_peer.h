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

#ifdef __cplusplus
}
#endif

#endif
