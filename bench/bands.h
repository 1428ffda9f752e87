/* Whether case i lies in the touching band (bands.c): isect's verdict differs between the two
 * shapes grown and shrunk by 1e-3. a and b are the case arrays, of the test's two shape types. */
#ifndef ISECT_BENCH_BANDS_H
#define ISECT_BENCH_BANDS_H

#include <stdbool.h>
#include <stddef.h>

typedef bool band_test(const void *a, const void *b, size_t i);
typedef band_test *band_fn;

/* One for each test that has libccd peers. */
band_test band_sphere_sphere, band_aabb_aabb, band_obb_obb, band_sphere_obb, band_aabb_triangle, band_aabb_hexagon,
    band_triangle_triangle, band_sphere_capsule, band_capsule_capsule, band_capsule_triangle,
    band_closest_triangle_triangle, band_sphere_tetrahedron, band_capsule_aabb;

#endif
