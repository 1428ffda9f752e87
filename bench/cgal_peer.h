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

#ifdef __cplusplus
}
#endif

#endif
