/* Seeded random cases for the benchmark: pairs of shapes, about half of them intersecting. */
#ifndef ISECT_BENCH_CASES_H
#define ISECT_BENCH_CASES_H

#include <stdint.h>
#include "isect.h"

/* The shapes some tests take that isect.h passes as several arguments. */
typedef struct bench_quad { vec3s v[4]; } bench_quad;       /* convex, planar, in order */
typedef struct bench_planes { isect_plane p[6]; } bench_planes; /* a convex cell, outward */
typedef struct bench_plane2 { isect_plane p[2]; } bench_plane2; /* the other two of three planes */
typedef struct bench_hexagon { vec3s v[6]; } bench_hexagon; /* convex, planar, in order */

/* splitmix64 (the tests' generator): a seed makes a run reproducible. */
typedef struct bench_rng { uint64_t s; } bench_rng;
float bench_float(bench_rng *r, float lo, float hi);

/* Writes case i of a test into a[i] and b[i]. k spreads the shapes apart (larger k, fewer
 * intersect); bench_calibrate picks it. */
typedef void (*bench_gen)(bench_rng *r, float k, void *a, void *b, size_t i);

void gen_sphere_sphere(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_aabb_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_obb_obb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_aabb_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_obb_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_cone_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_obb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_quad(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_aabb_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
/* A box spread over [-k, k]^3 against a hexagon about the origin (radius 0.5 to 1.5, random
 * plane, vertices at irregular angles). */
void gen_aabb_hexagon(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_triangle_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_aabb_frustum(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_frustum(bench_rng *r, float k, void *a, void *b, size_t i);
/* Capsules: axis of half-length 0.25 to 1.5 in a random direction about its centre, radius 0.25
 * to 1. */
void gen_sphere_capsule(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_capsule_capsule(bench_rng *r, float k, void *a, void *b, size_t i);
/* A capsule as above spread over [-k, k]^3 against a triangle near the origin (vertices within
 * 1.5 of it); a sphere against a tetrahedron about the origin (vertices at 0.5 to 1.5 from it in
 * the directions of a randomly turned regular tetrahedron); a sphere against a box about the
 * origin given as its six face planes (outward, unit normals). */
void gen_capsule_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_tetrahedron(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_sphere_planes(bench_rng *r, float k, void *a, void *b, size_t i);
/* Planes through points of [-1, 1]^3 with random unit normals; a fraction k / 10 of the pairs
 * parallel (three planes: the third parallel to the first). */
void gen_plane_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_three_planes(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_plane(bench_rng *r, float k, void *a, void *b, size_t i);
/* A ray (a segment) toward [-k, k]^3 against a capsule (a cylinder) about the origin, shaped as
 * the capsules above. */
void gen_ray_capsule(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_capsule(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_ray_cylinder(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_cylinder(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_ray_sphere(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_sphere(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_ray_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_quad(bench_rng *r, float k, void *a, void *b, size_t i);
/* Ray and triangle at a scale drawn log-uniformly from 1e-4 to 1e4. */
void gen_ray_triangle_scaled(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_ray_planes(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_segment_planes(bench_rng *r, float k, void *a, void *b, size_t i);
/* Containment: a point spread over [-k, k]^3 against a hexagon or a triangle about the origin
 * (each in a random plane through it) or a box about the origin as its six face planes; and a
 * capsule as above spread over [-k, k]^3 against a box near the origin. */
void gen_point_hexagon(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_point_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_point_planes(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_capsule_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
/* For the ray batch: boxes strewn along the x axis (x in [-50, 50], y and z in [-k, k]), the
 * ray being the x axis itself, slightly tilted; b is unused. */
void gen_aabb_along_x(bench_rng *r, float k, void *a, void *b, size_t i);

/* Moving shapes (isect.h, "Moving shapes"): a shape and its displacement over the step. The
 * moving shape is spread over [-k, k]^3 with a displacement of length 0 to 4 in a random
 * direction; the other is the static generators' shape about the origin, at rest, or (two
 * moving spheres, boxes) moving by up to 1. */
typedef struct bench_moving_sphere { isect_sphere s; vec3s v; } bench_moving_sphere;
typedef struct bench_moving_aabb { isect_aabb b; vec3s v; } bench_moving_aabb;
typedef struct bench_moving_obb { isect_obb o; vec3s v; } bench_moving_obb;
void gen_moving_sphere_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_sphere_sphere(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_sphere_triangle(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_sphere_quad(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_sphere_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_aabb_plane(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_aabb_aabb(bench_rng *r, float k, void *a, void *b, size_t i);
void gen_moving_obb_obb(bench_rng *r, float k, void *a, void *b, size_t i);

/* The k in [lo, hi] at which about half of `probe` cases intersect (bisection on the
 * verdicts that hit_rate reports for generated cases). */
typedef double (*bench_rate)(bench_gen gen, float k, void *a, void *b, size_t n);
float bench_calibrate(bench_gen gen, bench_rate rate, void *a, void *b, size_t probe, float lo, float hi);

#endif
