/* Whether case i lies in the touching band (bands.c): isect's verdict differs between the two
 * shapes grown and shrunk by 1e-3. a and b are the case arrays, of the test's two shape types. */
#ifndef ISECT_BENCH_BANDS_H
#define ISECT_BENCH_BANDS_H

#include <stdbool.h>
#include <stddef.h>

typedef bool (*band_fn)(const void *a, const void *b, size_t i);

bool band_sphere_sphere(const void *a, const void *b, size_t i);
bool band_aabb_aabb(const void *a, const void *b, size_t i);
bool band_obb_obb(const void *a, const void *b, size_t i);
bool band_sphere_obb(const void *a, const void *b, size_t i);
bool band_aabb_triangle(const void *a, const void *b, size_t i);
bool band_aabb_hexagon(const void *a, const void *b, size_t i);
bool band_triangle_triangle(const void *a, const void *b, size_t i);
bool band_sphere_capsule(const void *a, const void *b, size_t i);
bool band_capsule_capsule(const void *a, const void *b, size_t i);
bool band_capsule_triangle(const void *a, const void *b, size_t i);
bool band_closest_triangle_triangle(const void *a, const void *b, size_t i);
bool band_sphere_tetrahedron(const void *a, const void *b, size_t i);
bool band_capsule_aabb(const void *a, const void *b, size_t i);

#endif
