/* isect-bench: nanoseconds per test for every boolean and ray test of isect, and for the peers
 * a user would otherwise pick (cglm 0.8.8, libccd GJK and MPR), in the same process on the same
 * seeded random cases, about half of them intersecting.
 *
 * Regimes: streaming (each test once over arrays far larger than the caches) and hot (the
 * first 32768 cases, over and over; --hot N changes it). The hot set is as large as it is so
 * that the branch predictor cannot learn its outcomes: on the AMD EPYC (Zen 5) this was measured
 * on, cglm's glm_aabb_sphere took 2.4 ns a test over 1024, 4096 and 16384 reused cases (the
 * predictor had memorised them) and 15 ns over 32768 (17-24 ns streaming). 32768 cases are
 * 1.3 MB (sphere-AABB, 40 bytes a case) to 3.8 MB (OBB-OBB, 120 bytes): past the 1 MB L2 but
 * within L3, and isect's branch-free sphere-AABB ran at the same speed over 1024 cases as
 * over 65536, so the set stays cache-speed.
 * Each figure is the median of REPS repetitions. The loops hand the arrays' elements straight
 * to the call (no by-value copies written just before it, which would stall store-to-load
 * forwarding) and add the verdicts into a sink.
 * Disagreements count the cases where a peer's verdict differs from isect's (the reference);
 * for libccd only outside a band around touching (where growing or shrinking the shapes by
 * 1e-3 changes isect's verdict), since libccd has tolerances of its own there.
 * Batch kernels run over 10 million shapes against one; the stream-read row printed before each
 * kernel gives the time a plain read of that kernel's arrays takes (summing the floats), the
 * bound it can approach, measured just before it. */
#define _POSIX_C_SOURCE 200809L
#include "bands.h"
#include "bench.h"
#include "cases.h"
#include "ccd_peer.h"
#include "cgal_peer.h"
#include "floors.h"
#include "isect.h"

#include <cglm/cglm.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { REPS = BENCH_MAX_REPS, PROBE = 4096 };

static size_t cases_n = 4000000;         /* scalar tests: 4M cases (>= 128 MB per test) */
static size_t ccd_n = 1000000;           /* libccd (~300 ns a test): the first 1M of them */
size_t bench_batch_n = 10000000;         /* batch kernels: 10M shapes */
size_t bench_hot = 32768;                /* the hot set: see the comment at the top */
int bench_reps = REPS;
volatile size_t bench_sink;
static volatile float sinkf;

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

double bench_median(double *v, int n)
{
    qsort(v, n, sizeof *v, cmp_double);
    return v[n / 2];
}

/* ---- the loops: one per test and implementation ------------------------------------------ */

typedef size_t (*run_fn)(const void *a, const void *b, size_t n);
typedef void (*verdict_fn)(const void *a, const void *b, size_t n, uint8_t *out);

/* name_run sums the verdicts over n cases (timed); name_verdicts stores them (untimed). h, pt,
 * pt2 and d receive ray hits and points. */
#define IMPL(name, TA, TB, expr)                                                              \
    static size_t name##_run(const void *va, const void *vb, size_t n)                        \
    {                                                                                         \
        const TA *a = va;                                                                     \
        const TB *b = vb;                                                                     \
        isect_hit h = {0};                                                                    \
        vec3s pt = {{0}}, pt2 = {{0}};                                                        \
        float d = 0;                                                                          \
        size_t hits = 0;                                                                      \
        for (size_t i = 0; i < n; i++)                                                        \
            hits += (expr);                                                                   \
        sinkf = h.t + pt.x + pt2.x + d;                                                       \
        return hits;                                                                          \
    }                                                                                         \
    static void name##_verdicts(const void *va, const void *vb, size_t n, uint8_t *out)       \
    {                                                                                         \
        const TA *a = va;                                                                     \
        const TB *b = vb;                                                                     \
        isect_hit h;                                                                          \
        vec3s pt, pt2;                                                                        \
        float d;                                                                              \
        for (size_t i = 0; i < n; i++)                                                        \
            out[i] = (expr);                                                                  \
        (void)h, (void)pt, (void)pt2, (void)d;                                                \
    }

IMPL(i_sphere_sphere, isect_sphere, isect_sphere, isect_sphere_sphere(a[i], b[i]))
IMPL(i_aabb_aabb, isect_aabb, isect_aabb, isect_aabb_aabb(a[i], b[i]))
IMPL(i_obb_obb, isect_obb, isect_obb, isect_obb_obb(a[i], b[i]))
IMPL(i_sphere_plane, isect_sphere, isect_plane, isect_sphere_plane(a[i], b[i]))
IMPL(i_sphere_halfspace, isect_sphere, isect_plane, isect_sphere_halfspace(a[i], b[i]))
IMPL(i_aabb_plane, isect_aabb, isect_plane, isect_aabb_plane(a[i], b[i]))
IMPL(i_obb_plane, isect_obb, isect_plane, isect_obb_plane(a[i], b[i]))
IMPL(i_cone_plane, isect_cone, isect_plane, isect_cone_plane(a[i], b[i]))
IMPL(i_sphere_aabb, isect_sphere, isect_aabb, isect_sphere_aabb(a[i], b[i]))
IMPL(i_sphere_obb, isect_sphere, isect_obb, isect_sphere_obb(a[i], b[i]))
IMPL(i_sphere_triangle, isect_sphere, isect_triangle, isect_sphere_triangle(a[i], b[i]))
IMPL(i_sphere_polygon, isect_sphere, bench_quad, isect_sphere_polygon(a[i], b[i].v, 4))
IMPL(i_aabb_triangle, isect_aabb, isect_triangle, isect_aabb_triangle(a[i], b[i]))
IMPL(i_aabb_hexagon, isect_aabb, bench_hexagon, isect_aabb_polygon(a[i], b[i].v, 6))
IMPL(i_triangle_triangle, isect_triangle, isect_triangle, isect_triangle_triangle(a[i], b[i]))
IMPL(i_aabb_frustum, isect_aabb, bench_planes, isect_aabb_frustum(a[i], b[i].p))
IMPL(i_sphere_frustum, isect_sphere, bench_planes, isect_sphere_frustum(a[i], b[i].p))
IMPL(i_sphere_capsule, isect_sphere, isect_capsule, isect_sphere_capsule(a[i], b[i]))
IMPL(i_capsule_capsule, isect_capsule, isect_capsule, isect_capsule_capsule(a[i], b[i]))
/* The closest points of two capsules' axes, both written, and their squared distance against
 * (ra + rb)^2: capsule-capsule's verdict, with the points a contact would need. */
IMPL(i_segment_segment, isect_capsule, isect_capsule,
     isect_closest_segment_segment(a[i].axis, b[i].axis, &pt, &pt2) <= (a[i].r + b[i].r) * (a[i].r + b[i].r))
/* The closest points between shapes, both points written, against a threshold that makes a
 * verdict: the capsule's axis and the triangle within r (capsule-triangle's question, with the
 * points), two triangles at distance 0 (meeting), a sphere's centre within r of a tetrahedron
 * or of a polyhedron of six planes (a box as halfspaces). */
IMPL(i_capsule_triangle, isect_capsule, isect_triangle, isect_capsule_triangle(a[i], b[i]))
IMPL(i_closest_segment_triangle, isect_capsule, isect_triangle,
     isect_closest_segment_triangle(a[i].axis, b[i], &pt, &pt2) <= a[i].r * a[i].r)
IMPL(i_closest_triangle_triangle, isect_triangle, isect_triangle, isect_closest_triangle_triangle(a[i], b[i], &pt, &pt2) <= 0)
IMPL(i_closest_point_tetrahedron, isect_sphere, isect_tetrahedron,
     isect_closest_point_tetrahedron(a[i].c, b[i], &pt) <= a[i].r * a[i].r)
IMPL(i_closest_point_polyhedron, isect_sphere, bench_planes,
     isect_closest_point_polyhedron(a[i].c, b[i].p, 6, &pt) <= a[i].r * a[i].r)
IMPL(i_plane_plane, isect_plane, isect_plane, isect_plane_plane(a[i], b[i], &pt, &pt2))
IMPL(i_three_planes, isect_plane, bench_plane2, isect_three_planes(a[i], b[i].p[0], b[i].p[1], &pt))
IMPL(i_segment_plane, isect_segment, isect_plane, isect_segment_plane(a[i], b[i], &h))
IMPL(i_ray_sphere, isect_ray, isect_sphere, isect_ray_sphere(a[i], b[i], &h))
IMPL(i_segment_sphere, isect_segment, isect_sphere, isect_segment_sphere(a[i], b[i], &h))
IMPL(i_ray_aabb, isect_ray, isect_aabb, isect_ray_aabb(a[i], b[i], &h))
IMPL(i_segment_aabb, isect_segment, isect_aabb, isect_segment_aabb(a[i], b[i], &h))
IMPL(i_ray_capsule, isect_ray, isect_capsule, isect_ray_capsule(a[i], b[i], &h))
IMPL(i_segment_capsule, isect_segment, isect_capsule, isect_segment_capsule(a[i], b[i], &h))
IMPL(i_ray_cylinder, isect_ray, isect_cylinder, isect_ray_cylinder(a[i], b[i], &h))
IMPL(i_segment_cylinder, isect_segment, isect_cylinder, isect_segment_cylinder(a[i], b[i], &h))
IMPL(i_line_triangle, isect_segment, isect_triangle, isect_line_triangle(a[i].a, a[i].b, b[i], &pt))
IMPL(i_line_quad, isect_segment, bench_quad,
     isect_line_quad(a[i].a, a[i].b, b[i].v[0], b[i].v[1], b[i].v[2], b[i].v[3], &pt))
IMPL(i_ray_triangle, isect_ray, isect_triangle, isect_ray_triangle(a[i], b[i], &h))
IMPL(i_segment_triangle, isect_segment, isect_triangle, isect_segment_triangle(a[i], b[i], &h))
IMPL(i_ray_polyhedron, isect_ray, bench_planes, isect_ray_polyhedron(a[i], b[i].p, 6, &h))
IMPL(i_segment_polyhedron, isect_segment, bench_planes, isect_segment_polyhedron(a[i], b[i].p, 6, &h))
IMPL(i_point_polygon, vec3s, bench_hexagon, isect_point_in_polygon(a[i], b[i].v, 6))
IMPL(i_point_triangle_bary, vec3s, isect_triangle, isect_point_in_triangle_barycentric(a[i], b[i]))
IMPL(i_point_triangle_cross, vec3s, isect_triangle, isect_point_in_triangle_cross(a[i], b[i]))
IMPL(i_point_polyhedron, vec3s, bench_planes, isect_point_in_polyhedron(a[i], b[i].p, 6))
IMPL(i_capsule_aabb, isect_capsule, isect_aabb, isect_capsule_aabb(a[i], b[i]))
/* The contact variants (normal and depth from separating axes) write into a sink. */
static isect_contact contact_sink;
IMPL(i_sphere_sphere_contact, isect_sphere, isect_sphere, isect_sphere_sphere_contact(a[i], b[i], &contact_sink))
IMPL(i_aabb_aabb_contact, isect_aabb, isect_aabb, isect_aabb_aabb_contact(a[i], b[i], &contact_sink))
IMPL(i_obb_obb_contact, isect_obb, isect_obb, isect_obb_obb_contact(a[i], b[i], &contact_sink))
IMPL(i_aabb_triangle_contact, isect_aabb, isect_triangle, isect_aabb_triangle_contact(a[i], b[i], &contact_sink))
/* Moving shapes: a[i] moves by a[i].v (b[i] by b[i].v where it moves too); h gets the first
 * contact. Halving at eps 1e-4 (14 levels), as the comparison below. */
IMPL(i_moving_sphere_plane, bench_moving_sphere, isect_plane, isect_moving_sphere_plane(a[i].s, a[i].v, b[i], &h))
IMPL(i_moving_sphere_sphere, bench_moving_sphere, bench_moving_sphere,
     isect_moving_sphere_sphere(a[i].s, a[i].v, b[i].s, b[i].v, &h))
IMPL(i_moving_sphere_sphere_halving, bench_moving_sphere, bench_moving_sphere,
     isect_moving_sphere_sphere_halving(a[i].s, a[i].v, b[i].s, b[i].v, 1e-4f, &h))
IMPL(i_moving_sphere_triangle, bench_moving_sphere, isect_triangle, isect_moving_sphere_triangle(a[i].s, a[i].v, b[i], &h))
IMPL(i_moving_sphere_polygon, bench_moving_sphere, bench_quad, isect_moving_sphere_polygon(a[i].s, a[i].v, b[i].v, 4, &h))
IMPL(i_moving_sphere_aabb, bench_moving_sphere, isect_aabb, isect_moving_sphere_aabb(a[i].s, a[i].v, b[i], &h))
IMPL(i_moving_aabb_plane, bench_moving_aabb, isect_plane, isect_moving_aabb_plane(a[i].b, a[i].v, b[i], &h))
IMPL(i_moving_aabb_aabb, bench_moving_aabb, bench_moving_aabb, isect_moving_aabb_aabb(a[i].b, a[i].v, b[i].b, b[i].v, &h))
IMPL(i_moving_obb_obb, bench_moving_obb, bench_moving_obb, isect_moving_obb_obb(a[i].o, a[i].v, b[i].o, b[i].v, &h))
/* The step's static test at 10,001 times t = j / 10000 (the resolution that gives t to 1e-4),
 * stopping at the first that meets: what the closed form and halving replace. */
static bool stepped_sphere_sphere(bench_moving_sphere a, bench_moving_sphere b, isect_hit *h)
{
    for (int j = 0; j <= 10000; j++) {
        const float t = (float)j / 10000.0f;
        const isect_sphere sa = {glms_vec3_add(a.s.c, glms_vec3_scale(a.v, t)), a.s.r};
        const isect_sphere sb = {glms_vec3_add(b.s.c, glms_vec3_scale(b.v, t)), b.s.r};
        if (isect_sphere_sphere(sa, sb))
            return h->t = t, true;
    }
    return false;
}
IMPL(i_moving_sphere_sphere_stepped, bench_moving_sphere, bench_moving_sphere, stepped_sphere_sphere(a[i], b[i], &h))

/* The closest-point queries, each against the threshold that makes a verdict on the cases of
 * the test named in its row: the sphere's centre within r of the box, OBB, plane, triangle, and
 * within rs + rc of the capsule's axis; two capsules' axis lines within ra + rb. */
IMPL(i_closest_point_aabb, isect_sphere, isect_aabb,
     glms_vec3_distance2(isect_closest_point_aabb(a[i].c, b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(i_closest_point_obb, isect_sphere, isect_obb,
     glms_vec3_distance2(isect_closest_point_obb(a[i].c, b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(i_closest_point_plane, isect_sphere, isect_plane,
     glms_vec3_distance2(isect_closest_point_plane(a[i].c, b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(i_closest_point_segment, isect_sphere, isect_capsule,
     glms_vec3_distance2(isect_closest_point_segment(a[i].c, b[i].axis), a[i].c) <= (a[i].r + b[i].r) * (a[i].r + b[i].r))
IMPL(i_closest_point_triangle, isect_sphere, isect_triangle,
     glms_vec3_distance2(isect_closest_point_triangle(a[i].c, b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(i_closest_line_line, isect_capsule, isect_capsule,
     isect_closest_line_line(a[i].axis.a, a[i].axis.b, b[i].axis.a, b[i].axis.b, &pt, &pt2) <=
         (a[i].r + b[i].r) * (a[i].r + b[i].r))

/* The floors (floors.h): the book's listings, shapes by pointer, on the same expressions. */
IMPL(f_sphere_sphere, isect_sphere, isect_sphere, floor_sphere_sphere(&a[i], &b[i]))
IMPL(f_aabb_aabb, isect_aabb, isect_aabb, floor_aabb_aabb(&a[i], &b[i]))
IMPL(f_obb_obb, isect_obb, isect_obb, floor_obb_obb(&a[i], &b[i]))
IMPL(f_sphere_plane, isect_sphere, isect_plane, floor_sphere_plane(&a[i], &b[i]))
IMPL(f_sphere_halfspace, isect_sphere, isect_plane, floor_sphere_halfspace(&a[i], &b[i]))
IMPL(f_aabb_plane, isect_aabb, isect_plane, floor_aabb_plane(&a[i], &b[i]))
IMPL(f_obb_plane, isect_obb, isect_plane, floor_obb_plane(&a[i], &b[i]))
IMPL(f_cone_plane, isect_cone, isect_plane, floor_cone_plane(&a[i], &b[i]))
IMPL(f_sphere_aabb, isect_sphere, isect_aabb, floor_sphere_aabb(&a[i], &b[i]))
IMPL(f_sphere_obb, isect_sphere, isect_obb, floor_sphere_obb(&a[i], &b[i]))
IMPL(f_sphere_triangle, isect_sphere, isect_triangle, floor_sphere_triangle(&a[i], &b[i]))
IMPL(f_sphere_polygon, isect_sphere, bench_quad, floor_sphere_polygon(&a[i], b[i].v, 4))
IMPL(f_aabb_triangle, isect_aabb, isect_triangle, floor_aabb_triangle(&a[i], &b[i]))
IMPL(f_aabb_hexagon, isect_aabb, bench_hexagon, floor_aabb_polygon(&a[i], b[i].v, 6))
IMPL(f_triangle_triangle, isect_triangle, isect_triangle, floor_triangle_triangle(&a[i], &b[i]))
IMPL(f_aabb_frustum, isect_aabb, bench_planes, floor_aabb_frustum(&a[i], b[i].p))
IMPL(f_sphere_frustum, isect_sphere, bench_planes, floor_sphere_frustum(&a[i], b[i].p))
IMPL(f_sphere_capsule, isect_sphere, isect_capsule, floor_sphere_capsule(&a[i], &b[i]))
IMPL(f_capsule_capsule, isect_capsule, isect_capsule, floor_capsule_capsule(&a[i], &b[i]))
IMPL(f_segment_segment, isect_capsule, isect_capsule,
     floor_closest_segment_segment(&a[i].axis.a, &a[i].axis.b, &b[i].axis.a, &b[i].axis.b, &pt, &pt2) <=
         (a[i].r + b[i].r) * (a[i].r + b[i].r))
IMPL(f_capsule_triangle, isect_capsule, isect_triangle, floor_capsule_triangle(&a[i], &b[i]))
IMPL(f_closest_segment_triangle, isect_capsule, isect_triangle,
     floor_closest_segment_triangle(&a[i].axis, &b[i], &pt, &pt2) <= a[i].r * a[i].r)
IMPL(f_closest_triangle_triangle, isect_triangle, isect_triangle, floor_closest_triangle_triangle(&a[i], &b[i], &pt, &pt2) <= 0)
IMPL(f_closest_point_tetrahedron, isect_sphere, isect_tetrahedron,
     floor_closest_point_tetrahedron(&a[i].c, &b[i], &pt) <= a[i].r * a[i].r)
IMPL(f_closest_point_polyhedron, isect_sphere, bench_planes,
     floor_closest_point_polyhedron(&a[i].c, b[i].p, 6, &pt) <= a[i].r * a[i].r)
IMPL(f_closest_point_aabb, isect_sphere, isect_aabb,
     glms_vec3_distance2(floor_closest_point_aabb(&a[i].c, &b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(f_closest_point_obb, isect_sphere, isect_obb,
     glms_vec3_distance2(floor_closest_point_obb(&a[i].c, &b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(f_closest_point_plane, isect_sphere, isect_plane,
     glms_vec3_distance2(floor_closest_point_plane(&a[i].c, &b[i]), a[i].c) <= a[i].r * a[i].r)
IMPL(f_closest_point_segment, isect_sphere, isect_capsule,
     glms_vec3_distance2(floor_closest_point_segment(&a[i].c, &b[i].axis), a[i].c) <= (a[i].r + b[i].r) * (a[i].r + b[i].r))
IMPL(f_closest_point_triangle, isect_sphere, isect_triangle,
     glms_vec3_distance2(floor_closest_point_triangle(&a[i].c, &b[i].a, &b[i].b, &b[i].c), a[i].c) <= a[i].r * a[i].r)
IMPL(f_closest_line_line, isect_capsule, isect_capsule,
     floor_closest_line_line(&a[i].axis.a, &a[i].axis.b, &b[i].axis.a, &b[i].axis.b, &pt, &pt2) <=
         (a[i].r + b[i].r) * (a[i].r + b[i].r))
IMPL(f_plane_plane, isect_plane, isect_plane, floor_plane_plane(&a[i], &b[i], &pt, &pt2))
IMPL(f_three_planes, isect_plane, bench_plane2, floor_three_planes(&a[i], &b[i].p[0], &b[i].p[1], &pt))
IMPL(f_segment_plane, isect_segment, isect_plane, floor_segment_plane(&a[i], &b[i], &h))
IMPL(f_ray_sphere, isect_ray, isect_sphere, floor_ray_sphere(&a[i], &b[i], &h))
IMPL(f_segment_sphere, isect_segment, isect_sphere, floor_segment_sphere(&a[i], &b[i], &h))
IMPL(f_ray_aabb, isect_ray, isect_aabb, floor_ray_aabb(&a[i], &b[i], &h))
/* The engines' form: 1 / d computed once per ray before the loop (rays_inverse below), outside
 * the timed calls, as an engine keeps it with the ray. */
static vec3s *ray_inverse;
IMPL(f_ray_aabb_inverse, isect_ray, isect_aabb, floor_ray_aabb_inverse(&a[i], &ray_inverse[i], &b[i], &h))
/* An array of n items of size bytes where *have are held; grown (its contents dropped) when short. */
static void *grow(void *array, size_t *have, size_t n, size_t size)
{
    if (n <= *have) return array;
    free(array);
    if (!(array = malloc(n * size))) { fprintf(stderr, "isect-bench: out of memory\n"); exit(1); }
    *have = n;
    return array;
}
static void rays_inverse(const void *va, size_t n)
{
    const isect_ray *a = va;
    static size_t have;
    ray_inverse = grow(ray_inverse, &have, n, sizeof *ray_inverse);
    for (size_t i = 0; i < n; i++) ray_inverse[i] = (vec3s){{1.0f / a[i].d.x, 1.0f / a[i].d.y, 1.0f / a[i].d.z}};
}
/* isect's own form of it: isect_ray_inverse made once per ray, outside the timed calls too. */
static isect_ray_inv *ray_inv;
IMPL(i_ray_aabb_inverse, isect_ray, isect_aabb, ((void)a, isect_ray_aabb_inverse(&ray_inv[i], b[i], &h)))
static void rays_inv(const void *va, size_t n)
{
    const isect_ray *a = va;
    static size_t have;
    ray_inv = grow(ray_inv, &have, n, sizeof *ray_inv);
    for (size_t i = 0; i < n; i++) ray_inv[i] = isect_ray_inverse(a[i]);
}
IMPL(f_segment_aabb, isect_segment, isect_aabb, floor_segment_aabb(&a[i], &b[i], &h))
IMPL(f_ray_capsule, isect_ray, isect_capsule, floor_ray_capsule(&a[i], &b[i], &h))
IMPL(f_segment_capsule, isect_segment, isect_capsule, floor_segment_capsule(&a[i], &b[i], &h))
IMPL(f_ray_cylinder, isect_ray, isect_cylinder, floor_ray_cylinder(&a[i], &b[i], &h))
IMPL(f_segment_cylinder, isect_segment, isect_cylinder, floor_segment_cylinder(&a[i], &b[i], &h))
IMPL(f_line_triangle, isect_segment, isect_triangle, floor_line_triangle(&a[i].a, &a[i].b, &b[i], &pt))
IMPL(f_line_quad, isect_segment, bench_quad, floor_line_quad(&a[i].a, &a[i].b, b[i].v, &pt))
IMPL(f_ray_triangle, isect_ray, isect_triangle, floor_ray_triangle(&a[i], &b[i], &h))
IMPL(f_segment_triangle, isect_segment, isect_triangle, floor_segment_triangle(&a[i], &b[i], &h))
IMPL(f_ray_polyhedron, isect_ray, bench_planes, floor_ray_polyhedron(&a[i], b[i].p, 6, &h))
IMPL(f_segment_polyhedron, isect_segment, bench_planes, floor_segment_polyhedron(&a[i], b[i].p, 6, &h))
IMPL(f_point_polygon, vec3s, bench_hexagon, floor_point_polygon(&a[i], b[i].v, 6))
IMPL(f_point_triangle_bary, vec3s, isect_triangle, floor_point_triangle_barycentric(&a[i], &b[i]))
IMPL(f_point_triangle_cross, vec3s, isect_triangle, floor_point_triangle_cross(&a[i], &b[i]))
IMPL(f_point_polyhedron, vec3s, bench_planes, floor_point_polyhedron(&a[i], b[i].p, 6))
IMPL(f_capsule_aabb, isect_capsule, isect_aabb, floor_capsule_aabb(&a[i], &b[i]))
IMPL(f_sphere_sphere_contact, isect_sphere, isect_sphere, floor_sphere_sphere_contact(&a[i], &b[i], &contact_sink))
IMPL(f_aabb_aabb_contact, isect_aabb, isect_aabb, floor_aabb_aabb_contact(&a[i], &b[i], &contact_sink))
IMPL(f_obb_obb_contact, isect_obb, isect_obb, floor_obb_obb_contact(&a[i], &b[i], &contact_sink))
IMPL(f_aabb_triangle_contact, isect_aabb, isect_triangle, floor_aabb_triangle_contact(&a[i], &b[i], &contact_sink))
IMPL(f_moving_sphere_plane, bench_moving_sphere, isect_plane, floor_moving_sphere_plane(&a[i].s, &a[i].v, &b[i], &h))
IMPL(f_moving_sphere_sphere, bench_moving_sphere, bench_moving_sphere,
     floor_moving_sphere_sphere(&a[i].s, &a[i].v, &b[i].s, &b[i].v, &h))
IMPL(f_moving_sphere_sphere_halving, bench_moving_sphere, bench_moving_sphere,
     floor_moving_sphere_sphere_halving(&a[i].s, &a[i].v, &b[i].s, &b[i].v, 1e-4f, &h))
IMPL(f_moving_sphere_triangle, bench_moving_sphere, isect_triangle, floor_moving_sphere_triangle(&a[i].s, &a[i].v, &b[i], &h))
IMPL(f_moving_sphere_polygon, bench_moving_sphere, bench_quad, floor_moving_sphere_polygon(&a[i].s, &a[i].v, b[i].v, 4, &h))
IMPL(f_moving_sphere_aabb, bench_moving_sphere, isect_aabb, floor_moving_sphere_aabb(&a[i].s, &a[i].v, &b[i], &h))
IMPL(f_moving_aabb_plane, bench_moving_aabb, isect_plane, floor_moving_aabb_plane(&a[i].b, &a[i].v, &b[i], &h))
IMPL(f_moving_aabb_aabb, bench_moving_aabb, bench_moving_aabb, floor_moving_aabb_aabb(&a[i].b, &a[i].v, &b[i].b, &b[i].v, &h))
IMPL(f_moving_obb_obb, bench_moving_obb, bench_moving_obb, floor_moving_obb_obb(&a[i].o, &a[i].v, &b[i].o, &b[i].v, &h))

/* cglm 0.8.8: the shapes' memory layouts are cglm's (a vec3[2] box, a vec4 sphere). */
IMPL(c_sphere_sphere, isect_sphere, isect_sphere, glm_sphere_sphere((float *)a[i].c.raw, (float *)b[i].c.raw))
IMPL(c_aabb_aabb, isect_aabb, isect_aabb, glm_aabb_aabb((vec3 *)&a[i], (vec3 *)&b[i]))
IMPL(c_sphere_aabb, isect_sphere, isect_aabb, glm_aabb_sphere((vec3 *)&b[i], (float *)a[i].c.raw))
IMPL(c_ray_triangle, isect_ray, isect_triangle,
     glm_ray_triangle((float *)a[i].p.raw, (float *)a[i].d.raw, (float *)b[i].a.raw, (float *)b[i].b.raw,
                      (float *)b[i].c.raw, &d))
/* CGAL's Epick (cgal_peer.h), where CMake found CGAL: the impl G(p) adds its row. */
#ifdef ISECT_BENCH_CGAL
IMPL(g_ray_triangle, isect_ray, isect_triangle, cgal_peer_ray_triangle(a[i].p.raw, b[i].a.raw))
IMPL(g_aabb_triangle, isect_aabb, isect_triangle, cgal_peer_aabb_triangle(a[i].min.raw, b[i].a.raw))
IMPL(g_triangle_triangle, isect_triangle, isect_triangle, cgal_peer_triangle_triangle(a[i].a.raw, b[i].a.raw))
IMPL(g_segment_triangle, isect_segment, isect_triangle, cgal_peer_segment_triangle(a[i].a.raw, b[i].a.raw))
IMPL(g_ray_aabb, isect_ray, isect_aabb, cgal_peer_ray_aabb(a[i].p.raw, b[i].min.raw))
IMPL(g_segment_aabb, isect_segment, isect_aabb, cgal_peer_segment_aabb(a[i].a.raw, b[i].min.raw))
IMPL(g_aabb_aabb, isect_aabb, isect_aabb, cgal_peer_aabb_aabb(a[i].min.raw, b[i].min.raw))
IMPL(g_aabb_plane, isect_aabb, isect_plane, cgal_peer_aabb_plane(a[i].min.raw, b[i].n.raw))
IMPL(g_segment_plane, isect_segment, isect_plane, cgal_peer_segment_plane(a[i].a.raw, b[i].n.raw))
IMPL(g_sphere_aabb, isect_sphere, isect_aabb, cgal_peer_sphere_aabb(a[i].c.raw, b[i].min.raw))
IMPL(g_ray_sphere, isect_ray, isect_sphere, cgal_peer_ray_sphere(a[i].p.raw, b[i].c.raw))
#define G(p) , {"cgal-epick", g_##p##_run, g_##p##_verdicts, NULL}
#else
#define G(p)
#endif

/* libccd */
#define CCD_IMPL(name, TA, KA, TB, KB)                                                        \
    IMPL(gjk_##name, TA, TB, ccd_peer_intersect(CCD_PEER_GJK, KA, &a[i], KB, &b[i]))           \
    IMPL(mpr_##name, TA, TB, ccd_peer_intersect(CCD_PEER_MPR, KA, &a[i], KB, &b[i]))
CCD_IMPL(obb_obb, isect_obb, CCD_PEER_OBB, isect_obb, CCD_PEER_OBB)
CCD_IMPL(sphere_obb, isect_sphere, CCD_PEER_SPHERE, isect_obb, CCD_PEER_OBB)
CCD_IMPL(aabb_triangle, isect_aabb, CCD_PEER_AABB, isect_triangle, CCD_PEER_TRIANGLE)
CCD_IMPL(triangle_triangle, isect_triangle, CCD_PEER_TRIANGLE, isect_triangle, CCD_PEER_TRIANGLE)
CCD_IMPL(aabb_hexagon, isect_aabb, CCD_PEER_AABB, bench_hexagon, CCD_PEER_HEXAGON)
CCD_IMPL(sphere_capsule, isect_sphere, CCD_PEER_SPHERE, isect_capsule, CCD_PEER_CAPSULE)
CCD_IMPL(capsule_capsule, isect_capsule, CCD_PEER_CAPSULE, isect_capsule, CCD_PEER_CAPSULE)
/* libccd's penetration (GJK + EPA, MPR), the peer of the contact variants. */
static double ccd_depth_sink;
#define CCD_CONTACT_IMPL(name, TA, KA, TB, KB)                                                \
    IMPL(gjk_##name##_contact, TA, TB, ccd_peer_penetration(CCD_PEER_GJK, KA, &a[i], KB, &b[i], &ccd_depth_sink)) \
    IMPL(mpr_##name##_contact, TA, TB, ccd_peer_penetration(CCD_PEER_MPR, KA, &a[i], KB, &b[i], &ccd_depth_sink))
CCD_CONTACT_IMPL(sphere_sphere, isect_sphere, CCD_PEER_SPHERE, isect_sphere, CCD_PEER_SPHERE)
CCD_CONTACT_IMPL(aabb_aabb, isect_aabb, CCD_PEER_AABB, isect_aabb, CCD_PEER_AABB)
CCD_CONTACT_IMPL(obb_obb, isect_obb, CCD_PEER_OBB, isect_obb, CCD_PEER_OBB)
CCD_CONTACT_IMPL(aabb_triangle, isect_aabb, CCD_PEER_AABB, isect_triangle, CCD_PEER_TRIANGLE)
CCD_IMPL(capsule_triangle, isect_capsule, CCD_PEER_CAPSULE, isect_triangle, CCD_PEER_TRIANGLE)
CCD_IMPL(sphere_tetrahedron, isect_sphere, CCD_PEER_SPHERE, isect_tetrahedron, CCD_PEER_TETRAHEDRON)
CCD_IMPL(capsule_aabb, isect_capsule, CCD_PEER_CAPSULE, isect_aabb, CCD_PEER_AABB)

/* ---- the table of tests ------------------------------------------------------------------- */

typedef struct impl {
    const char *name;       /* isect, floor, floor-inv, cglm, cgal-epick, libccd-gjk, libccd-mpr */
    run_fn run;
    verdict_fn verdicts;
    void (*prepare)(const void *a, size_t n);   /* what the loops need beside the cases, or NULL */
} impl;

typedef struct test {
    const char *id;
    size_t size_a, size_b;
    bench_gen gen;
    float k_lo, k_hi;       /* the range bench_calibrate searches */
    impl impls[5];          /* isect, its floor, the peers */
    band_fn band;           /* libccd peers: the touching band */
} test;

#define I(p) {"isect", i_##p##_run, i_##p##_verdicts, NULL}
/* The floor (floors.h), and the ray-AABB floor with 1 / d kept beside each ray. */
#define F(p) {"floor", f_##p##_run, f_##p##_verdicts, NULL}
#define F_INV(p) {"floor-inv", f_##p##_run, f_##p##_verdicts, rays_inverse}
#define I_INV(p) {"isect-inv", i_##p##_run, i_##p##_verdicts, rays_inv}
#define C(p) {"cglm", c_##p##_run, c_##p##_verdicts, NULL}
#define CCD(p) {"libccd-gjk", gjk_##p##_run, gjk_##p##_verdicts, NULL}, {"libccd-mpr", mpr_##p##_run, mpr_##p##_verdicts, NULL}
/* libccd's penetration: GJK + EPA (ccdGJKPenetration) and MPR (ccdMPRPenetration). */
#define CCD_PEN(p) {"libccd-epa", gjk_##p##_contact_run, gjk_##p##_contact_verdicts, NULL}, \
                   {"libccd-mpr", mpr_##p##_contact_run, mpr_##p##_contact_verdicts, NULL}
#define S(t) sizeof(t)

static const test tests[] = {
    {"sphere-sphere", S(isect_sphere), S(isect_sphere), gen_sphere_sphere, 0, 10, {I(sphere_sphere), F(sphere_sphere), C(sphere_sphere)}, 0},
    {"aabb-aabb", S(isect_aabb), S(isect_aabb), gen_aabb_aabb, 0, 10, {I(aabb_aabb), F(aabb_aabb), C(aabb_aabb) G(aabb_aabb)}, 0},
    {"obb-obb", S(isect_obb), S(isect_obb), gen_obb_obb, 0, 10, {I(obb_obb), F(obb_obb), CCD(obb_obb)}, band_obb_obb},
    {"sphere-plane", S(isect_sphere), S(isect_plane), gen_sphere_plane, 0, 10, {I(sphere_plane), F(sphere_plane)}, 0},
    {"sphere-halfspace", S(isect_sphere), S(isect_plane), gen_sphere_plane, 0, 10, {I(sphere_halfspace), F(sphere_halfspace)}, 0},
    {"aabb-plane", S(isect_aabb), S(isect_plane), gen_aabb_plane, 0, 10, {I(aabb_plane), F(aabb_plane) G(aabb_plane)}, 0},
    {"obb-plane", S(isect_obb), S(isect_plane), gen_obb_plane, 0, 10, {I(obb_plane), F(obb_plane)}, 0},
    {"cone-plane", S(isect_cone), S(isect_plane), gen_cone_plane, 0, 10, {I(cone_plane), F(cone_plane)}, 0},
    {"sphere-aabb", S(isect_sphere), S(isect_aabb), gen_sphere_aabb, 0, 10, {I(sphere_aabb), F(sphere_aabb), C(sphere_aabb) G(sphere_aabb)}, 0},
    {"sphere-obb", S(isect_sphere), S(isect_obb), gen_sphere_obb, 0, 10, {I(sphere_obb), F(sphere_obb), CCD(sphere_obb)}, band_sphere_obb},
    {"sphere-triangle", S(isect_sphere), S(isect_triangle), gen_sphere_triangle, 0, 10, {I(sphere_triangle), F(sphere_triangle)}, 0},
    {"sphere-polygon", S(isect_sphere), S(bench_quad), gen_sphere_quad, 0, 10, {I(sphere_polygon), F(sphere_polygon)}, 0},
    {"aabb-triangle", S(isect_aabb), S(isect_triangle), gen_aabb_triangle, 0, 10, {I(aabb_triangle), F(aabb_triangle), CCD(aabb_triangle) G(aabb_triangle)},
     band_aabb_triangle},
    {"aabb-polygon", S(isect_aabb), S(bench_hexagon), gen_aabb_hexagon, 0, 10, {I(aabb_hexagon), F(aabb_hexagon), CCD(aabb_hexagon)},
     band_aabb_hexagon},
    {"triangle-triangle", S(isect_triangle), S(isect_triangle), gen_triangle_triangle, 0, 10,
     {I(triangle_triangle), F(triangle_triangle), CCD(triangle_triangle) G(triangle_triangle)}, band_triangle_triangle},
    {"contact-sphere", S(isect_sphere), S(isect_sphere), gen_sphere_sphere, 0, 10,
     {I(sphere_sphere_contact), F(sphere_sphere_contact), CCD_PEN(sphere_sphere)}, band_sphere_sphere},
    {"contact-aabb", S(isect_aabb), S(isect_aabb), gen_aabb_aabb, 0, 10, {I(aabb_aabb_contact), F(aabb_aabb_contact), CCD_PEN(aabb_aabb)},
     band_aabb_aabb},
    {"contact-obb", S(isect_obb), S(isect_obb), gen_obb_obb, 0, 10, {I(obb_obb_contact), F(obb_obb_contact), CCD_PEN(obb_obb)}, band_obb_obb},
    {"contact-aabb-tri", S(isect_aabb), S(isect_triangle), gen_aabb_triangle, 0, 10,
     {I(aabb_triangle_contact), F(aabb_triangle_contact), CCD_PEN(aabb_triangle)}, band_aabb_triangle},
    {"sphere-capsule", S(isect_sphere), S(isect_capsule), gen_sphere_capsule, 0, 10,
     {I(sphere_capsule), F(sphere_capsule), CCD(sphere_capsule)}, band_sphere_capsule},
    {"capsule-capsule", S(isect_capsule), S(isect_capsule), gen_capsule_capsule, 0, 10,
     {I(capsule_capsule), F(capsule_capsule), CCD(capsule_capsule)}, band_capsule_capsule},
    {"segment-segment", S(isect_capsule), S(isect_capsule), gen_capsule_capsule, 0, 10, {I(segment_segment), F(segment_segment)}, 0},
    {"capsule-triangle", S(isect_capsule), S(isect_triangle), gen_capsule_triangle, 0, 10,
     {I(capsule_triangle), F(capsule_triangle), CCD(capsule_triangle)}, band_capsule_triangle},
    {"closest-seg-tri", S(isect_capsule), S(isect_triangle), gen_capsule_triangle, 0, 10,
     {I(closest_segment_triangle), F(closest_segment_triangle), CCD(capsule_triangle)}, band_capsule_triangle},
    {"closest-tri-tri", S(isect_triangle), S(isect_triangle), gen_triangle_triangle, 0, 10,
     {I(closest_triangle_triangle), F(closest_triangle_triangle), CCD(triangle_triangle)}, band_closest_triangle_triangle},
    {"closest-point-tet", S(isect_sphere), S(isect_tetrahedron), gen_sphere_tetrahedron, 0, 10,
     {I(closest_point_tetrahedron), F(closest_point_tetrahedron), CCD(sphere_tetrahedron)}, band_sphere_tetrahedron},
    {"closest-point-poly", S(isect_sphere), S(bench_planes), gen_sphere_planes, 0, 10, {I(closest_point_polyhedron), F(closest_point_polyhedron)}, 0},
    {"closest-point-aabb", S(isect_sphere), S(isect_aabb), gen_sphere_aabb, 0, 10,
     {I(closest_point_aabb), F(closest_point_aabb)}, 0},
    {"closest-point-obb", S(isect_sphere), S(isect_obb), gen_sphere_obb, 0, 10, {I(closest_point_obb), F(closest_point_obb)}, 0},
    {"closest-point-plane", S(isect_sphere), S(isect_plane), gen_sphere_plane, 0, 10,
     {I(closest_point_plane), F(closest_point_plane)}, 0},
    {"closest-point-seg", S(isect_sphere), S(isect_capsule), gen_sphere_capsule, 0, 10,
     {I(closest_point_segment), F(closest_point_segment)}, 0},
    {"closest-point-tri", S(isect_sphere), S(isect_triangle), gen_sphere_triangle, 0, 10,
     {I(closest_point_triangle), F(closest_point_triangle)}, 0},
    {"closest-line-line", S(isect_capsule), S(isect_capsule), gen_capsule_capsule, 0, 10,
     {I(closest_line_line), F(closest_line_line)}, 0},
    {"aabb-frustum", S(isect_aabb), S(bench_planes), gen_aabb_frustum, 0, 40, {I(aabb_frustum), F(aabb_frustum)}, 0},
    {"sphere-frustum", S(isect_sphere), S(bench_planes), gen_sphere_frustum, 0, 40, {I(sphere_frustum), F(sphere_frustum)}, 0},
    {"segment-plane", S(isect_segment), S(isect_plane), gen_segment_plane, 0, 10, {I(segment_plane), F(segment_plane) G(segment_plane)}, 0},
    {"ray-sphere", S(isect_ray), S(isect_sphere), gen_ray_sphere, 0, 10, {I(ray_sphere), F(ray_sphere) G(ray_sphere)}, 0},
    {"segment-sphere", S(isect_segment), S(isect_sphere), gen_segment_sphere, 0, 10, {I(segment_sphere), F(segment_sphere)}, 0},
    {"ray-aabb", S(isect_ray), S(isect_aabb), gen_ray_aabb, 0, 10, {I(ray_aabb), F(ray_aabb) G(ray_aabb), I_INV(ray_aabb_inverse), F_INV(ray_aabb_inverse)}, 0},
    {"segment-aabb", S(isect_segment), S(isect_aabb), gen_segment_aabb, 0, 10, {I(segment_aabb), F(segment_aabb) G(segment_aabb)}, 0},
    {"ray-capsule", S(isect_ray), S(isect_capsule), gen_ray_capsule, 0, 10, {I(ray_capsule), F(ray_capsule)}, 0},
    {"segment-capsule", S(isect_segment), S(isect_capsule), gen_segment_capsule, 0, 10, {I(segment_capsule), F(segment_capsule)}, 0},
    {"ray-cylinder", S(isect_ray), S(isect_cylinder), gen_ray_cylinder, 0, 10, {I(ray_cylinder), F(ray_cylinder)}, 0},
    {"segment-cylinder", S(isect_segment), S(isect_cylinder), gen_segment_cylinder, 0, 10, {I(segment_cylinder), F(segment_cylinder)}, 0},
    {"line-triangle", S(isect_segment), S(isect_triangle), gen_segment_triangle, 0, 10, {I(line_triangle), F(line_triangle)}, 0},
    {"line-quad", S(isect_segment), S(bench_quad), gen_segment_quad, 0, 10, {I(line_quad), F(line_quad)}, 0},
    {"ray-triangle", S(isect_ray), S(isect_triangle), gen_ray_triangle_scaled, 0, 10, {I(ray_triangle), F(ray_triangle), C(ray_triangle) G(ray_triangle)}, 0},
    {"segment-triangle", S(isect_segment), S(isect_triangle), gen_segment_triangle, 0, 10, {I(segment_triangle), F(segment_triangle) G(segment_triangle)}, 0},
    {"ray-polyhedron", S(isect_ray), S(bench_planes), gen_ray_planes, 0, 10, {I(ray_polyhedron), F(ray_polyhedron)}, 0},
    {"segment-polyhedron", S(isect_segment), S(bench_planes), gen_segment_planes, 0, 10, {I(segment_polyhedron), F(segment_polyhedron)}, 0},
    {"point-polygon", S(vec3s), S(bench_hexagon), gen_point_hexagon, 0, 10, {I(point_polygon), F(point_polygon)}, 0},
    {"point-triangle-bary", S(vec3s), S(isect_triangle), gen_point_triangle, 0, 10, {I(point_triangle_bary), F(point_triangle_bary)}, 0},
    {"point-triangle-cross", S(vec3s), S(isect_triangle), gen_point_triangle, 0, 10, {I(point_triangle_cross), F(point_triangle_cross)}, 0},
    {"point-polyhedron", S(vec3s), S(bench_planes), gen_point_planes, 0, 10, {I(point_polyhedron), F(point_polyhedron)}, 0},
    {"capsule-aabb", S(isect_capsule), S(isect_aabb), gen_capsule_aabb, 0, 10, {I(capsule_aabb), F(capsule_aabb), CCD(capsule_aabb)},
     band_capsule_aabb},
    {"plane-plane", S(isect_plane), S(isect_plane), gen_plane_plane, 0, 10, {I(plane_plane), F(plane_plane)}, 0},
    {"three-planes", S(isect_plane), S(bench_plane2), gen_three_planes, 0, 10, {I(three_planes), F(three_planes)}, 0},
    {"moving-sphere-plane", S(bench_moving_sphere), S(isect_plane), gen_moving_sphere_plane, 0, 20,
     {I(moving_sphere_plane), F(moving_sphere_plane)}, 0},
    {"moving-sphere-sphere", S(bench_moving_sphere), S(bench_moving_sphere), gen_moving_sphere_sphere, 0, 20,
     {I(moving_sphere_sphere), F(moving_sphere_sphere)}, 0},
    {"moving-sphere-sphere-halving", S(bench_moving_sphere), S(bench_moving_sphere), gen_moving_sphere_sphere, 0, 20,
     {I(moving_sphere_sphere_halving), F(moving_sphere_sphere_halving)}, 0},
    {"moving-sphere-tri", S(bench_moving_sphere), S(isect_triangle), gen_moving_sphere_triangle, 0, 20,
     {I(moving_sphere_triangle), F(moving_sphere_triangle)}, 0},
    {"moving-sphere-polygon", S(bench_moving_sphere), S(bench_quad), gen_moving_sphere_quad, 0, 20,
     {I(moving_sphere_polygon), F(moving_sphere_polygon)}, 0},
    {"moving-sphere-aabb", S(bench_moving_sphere), S(isect_aabb), gen_moving_sphere_aabb, 0, 20, {I(moving_sphere_aabb), F(moving_sphere_aabb)}, 0},
    {"moving-aabb-plane", S(bench_moving_aabb), S(isect_plane), gen_moving_aabb_plane, 0, 20, {I(moving_aabb_plane), F(moving_aabb_plane)}, 0},
    {"moving-aabb-aabb", S(bench_moving_aabb), S(bench_moving_aabb), gen_moving_aabb_aabb, 0, 20, {I(moving_aabb_aabb), F(moving_aabb_aabb)}, 0},
    {"moving-obb-obb", S(bench_moving_obb), S(bench_moving_obb), gen_moving_obb_obb, 0, 20, {I(moving_obb_obb), F(moving_obb_obb)}, 0},
};

/* ---- measuring ---------------------------------------------------------------------------- */

static bool csv;
static bool floors_only;    /* --floors */

void bench_print_row(const bench_row *r)
{
    if (csv) {
        printf("%s,%s,%s,%.3f,%zu,%zu\n", r->test, r->impl, r->regime, r->ns, r->cases, r->disagreements);
        return;
    }
    char note[48] = "";
    if (r->note)
        snprintf(note, sizeof note, "%s", r->note);
    else if (r->is_batch && r->ref_ns > 0)
        snprintf(note, sizeof note, "%5.0f%% of bound", 100.0 * r->ref_ns / r->ns);
    else if (r->ref_ns > 0)
        snprintf(note, sizeof note, "isect %5.1fx faster", r->ns / r->ref_ns);
    printf("%-20s %-11s %-10s %9.2f %10zu %6.1f%% %9zu  %s\n", r->test, r->impl, r->regime, r->ns, r->cases,
           100.0 * r->hit_rate, r->disagreements, note);
    fflush(stdout);
}

/* Median ns per test of `reps` runs; the hot regime runs the first bench_hot of the n cases
 * n / bench_hot times. */
static double time_run(run_fn run, const void *a, const void *b, size_t n, bool hot)
{
    double t[REPS];
    size_t len = hot ? bench_hot_len(n) : n, rounds = n / len;
    for (int r = 0; r < bench_reps; r++) {
        double t0 = bench_now();
        size_t hits = 0;
        for (size_t k = 0; k < rounds; k++)
            hits += run(a, b, len);
        t[r] = (bench_now() - t0) * 1e9 / (double)(rounds * len);
        bench_sink += hits;
    }
    return bench_median(t, bench_reps);
}

static double hit_rate(const test *t, const void *a, const void *b, size_t n, uint8_t *v)
{
    t->impls[0].verdicts(a, b, n, v);
    size_t hits = 0;
    for (size_t i = 0; i < n; i++) hits += v[i];
    return n ? (double)hits / (double)n : 0;
}

/* Generates n cases from a fixed seed. */
static void generate(const test *t, float k, void *a, void *b, size_t n)
{
    bench_rng r = {0x15EC7u};
    for (size_t i = 0; i < n; i++) t->gen(&r, k, a, b, i);
}

static const test *calibrating;
static uint8_t *probe_verdicts;
static double probe_rate(bench_gen gen, float k, void *a, void *b, size_t n)
{
    (void)gen;
    generate(calibrating, k, a, b, n);
    return hit_rate(calibrating, a, b, n, probe_verdicts);
}

/* Each test's isect and floor times (streaming, hot) and their verdicts' disagreements, for the
 * table of ratios printed at the end. */
typedef struct floor_row {
    const char *test, *impl;
    double isect_ns[2], floor_ns[2];
    size_t disagreements, outside_band;    /* outside_band: where the test has a band, else all */
    bool banded;
} floor_row;
static floor_row floor_rows[128];
static size_t floor_count;

static void bench_test(const test *t)
{
    size_t n = cases_n;
    void *a = malloc(t->size_a * n), *b = malloc(t->size_b * n);
    uint8_t *ref = malloc(n), *v = malloc(n);
    if (!a || !b || !ref || !v) { fprintf(stderr, "isect-bench: out of memory\n"); exit(1); }
    calibrating = t, probe_verdicts = v;
    float k = bench_calibrate(t->gen, probe_rate, a, b, PROBE, t->k_lo, t->k_hi);
    generate(t, k, a, b, n);
    double rate = hit_rate(t, a, b, n, ref);

    double isect_ns[2] = {0, 0};
    for (int m = 0; m < (int)(sizeof t->impls / sizeof t->impls[0]) && t->impls[m].name; m++) {
        const impl *im = &t->impls[m];
        bool ccd = strncmp(im->name, "libccd", 6) == 0, floor = strncmp(im->name, "floor", 5) == 0;
        bool own = strncmp(im->name, "isect", 5) == 0;     /* isect, or a form of it (isect-inv) */
        if (floors_only && !own && !floor) continue;
        size_t used = ccd && ccd_n < n ? ccd_n : n;
        if (im->prepare) im->prepare(a, used);
        im->verdicts(a, b, used, v);
        floor_row *fr = floor && floor_count < sizeof floor_rows / sizeof floor_rows[0] ? &floor_rows[floor_count++] : NULL;
        if (fr) {
            *fr = (floor_row){t->id, im->name, {isect_ns[0], isect_ns[1]}, {0, 0}, 0, 0, t->band != NULL};
            for (size_t i = 0; i < used; i++)
                if (v[i] != ref[i]) fr->disagreements++, fr->outside_band += !t->band || !t->band(a, b, i);
        }
        for (int hot = 0; hot < 2; hot++) {
            size_t cases = hot ? bench_hot_len(used) : used, dis = 0, hits = 0;
            for (size_t i = 0; i < cases; i++) {
                hits += ref[i];
                if (v[i] != ref[i] && !(ccd && t->band(a, b, i))) dis++;
            }
            double ns = time_run(im->run, a, b, used, hot);
            if (own) isect_ns[hot] = ns;          /* a floor after a form is measured against that form */
            char note[48];
            if (fr) fr->floor_ns[hot] = ns, snprintf(note, sizeof note, "isect/floor %5.2f", isect_ns[hot] / ns);
            bench_row r = {t->id, im->name, hot ? "hot" : "streaming", ns, cases, dis,
                     cases ? (double)hits / cases : 0, own ? 0 : isect_ns[hot], false, fr ? note : NULL};
            bench_print_row(&r);
        }
    }
    (void)rate;
    free(a), free(b), free(ref), free(v);
}

/* The ratios: isect's ns over its floor's, streaming and hot, and where their verdicts differ
 * (of all the cases; "outside" counts those outside the test's touching band where it has one). */
static void print_floor_table(void)
{
    if (csv || floor_count == 0) return;
    printf("\nisect against its floor (floors.h: Ericson's listing, shapes by pointer), same cases:\n"
           "%-20s %-9s %9s %9s %6s %9s %9s %6s %9s %8s\n", "test", "floor", "isect ns", "floor ns", "ratio",
           "isect ns", "floor ns", "ratio", "disagree", "outside");
    printf("%-20s %-9s %-26s %-26s\n", "", "", "  streaming", "  hot");
    for (size_t i = 0; i < floor_count; i++) {
        const floor_row *f = &floor_rows[i];
        char outside[16] = "-";
        if (f->banded) snprintf(outside, sizeof outside, "%zu", f->outside_band);
        printf("%-20s %-9s %9.2f %9.2f %6.2f %9.2f %9.2f %6.2f %9zu %8s\n", f->test, f->impl, f->isect_ns[0],
               f->floor_ns[0], f->isect_ns[0] / f->floor_ns[0], f->isect_ns[1], f->floor_ns[1],
               f->isect_ns[1] / f->floor_ns[1], f->disagreements, outside);
    }
}

/* Moving sphere-sphere three ways on the same cases (the row moving-sphere-sphere's, about half
 * meeting): the closed form (5.5.5), interval halving at eps 1e-4 (5.5.1) and the static test
 * stepped at 10,001 times (t to 1e-4, stopping at the first hit); ns per query and the ratio to
 * the closed form. The stepped loop runs on 20,000 cases (a miss costs 10,001 static tests).
 * disagree: verdicts unlike the closed form's (halving may keep a graze within eps |v| / 2,
 * stepping may step over a contact shorter than 1e-4). */
static void bench_moving_comparison(const char *only)
{
    const char *id = "moving-sphere-sphere-vs";
    const test *t = NULL;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++)
        if (strcmp(tests[i].id, "moving-sphere-sphere") == 0) t = &tests[i];
    if (!t || (only && !strstr(id, only)))
        return;
    const size_t n = cases_n, n_step = n < 20000 ? n : 20000;
    void *a = malloc(t->size_a * n), *b = malloc(t->size_b * n);
    uint8_t *ref = malloc(n), *v = malloc(n);
    if (!a || !b || !ref || !v) { fprintf(stderr, "isect-bench: out of memory\n"); exit(1); }
    calibrating = t, probe_verdicts = v;
    generate(t, bench_calibrate(t->gen, probe_rate, a, b, PROBE, t->k_lo, t->k_hi), a, b, n);
    const struct { const char *name; run_fn run; verdict_fn verdicts; size_t cases; } ways[3] = {
        {"closed", i_moving_sphere_sphere_run, i_moving_sphere_sphere_verdicts, n},
        {"halving", i_moving_sphere_sphere_halving_run, i_moving_sphere_sphere_halving_verdicts, n},
        {"stepped", i_moving_sphere_sphere_stepped_run, i_moving_sphere_sphere_stepped_verdicts, n_step},
    };
    ways[0].verdicts(a, b, n, ref);
    double closed_ns = 0;
    for (int w = 0; w < 3; w++) {
        size_t dis = 0, hits = 0;
        ways[w].verdicts(a, b, ways[w].cases, v);
        for (size_t i = 0; i < ways[w].cases; i++) hits += v[i], dis += v[i] != ref[i];
        const double ns = time_run(ways[w].run, a, b, ways[w].cases, false);
        if (w == 0) closed_ns = ns;
        char note[48];
        snprintf(note, sizeof note, "%.1fx the closed form", ns / closed_ns);
        bench_row r = {id, ways[w].name, "streaming", ns, ways[w].cases, dis, (double)hits / (double)ways[w].cases,
                       0, false, note};
        bench_print_row(&r);
    }
    free(a), free(b), free(ref), free(v);
}

static void usage(FILE *f)
{
    fprintf(f, "usage: isect-bench [--csv] [--quick] [--only ID] [--hot N] [--floors] [--cases N]\n"
               "  --csv      print test,impl,regime,ns_per_test,cases,disagreements\n"
               "  --quick    10,000 cases, one repetition: checks that it runs, not how fast\n"
               "  --only ID  run only the tests whose id contains ID\n"
               "  --hot N    N cases in the hot set (default 32768)\n"
               "  --floors   isect and its floor only: no peers, batch kernels or moving comparison\n"
               "  --cases N  N cases per test (default 4,000,000; libccd the first 1,000,000 of them)\n");
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {
        {"csv", no_argument, 0, 'c'}, {"quick", no_argument, 0, 'q'}, {"only", required_argument, 0, 'o'},
        {"hot", required_argument, 0, 'H'}, {"floors", no_argument, 0, 'f'}, {"cases", required_argument, 0, 'n'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0}};
    const char *only = NULL;
    for (int c; (c = getopt_long(argc, argv, "cqo:h", opts, NULL)) != -1;) {
        if (c == 'c') csv = true;
        else if (c == 'q') cases_n = ccd_n = bench_batch_n = 10000, bench_reps = 1;
        else if (c == 'f') floors_only = true;
        else if (c == 'n' && (cases_n = strtoul(optarg, NULL, 10)) > 0) ccd_n = ccd_n < cases_n ? ccd_n : cases_n;
        else if (c == 'o') only = optarg;
        else if (c == 'H' && (bench_hot = strtoul(optarg, NULL, 10)) > 0) continue;
        else if (c == 'h') { usage(stdout); return 0; }
        else { usage(stderr); return 2; }
    }
    if (optind < argc) { usage(stderr); return 2; }

    if (csv)
        printf("test,impl,regime,ns_per_test,cases,disagreements\n");
    else
        printf("%-20s %-11s %-10s %9s %10s %7s %9s\n", "test", "impl", "regime", "ns/test", "cases", "hits",
               "disagree");
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++)
        if (!only || strstr(tests[i].id, only))
            bench_test(&tests[i]);
    if (!floors_only) {
        bench_moving_comparison(only);
        bench_batches(only);
    }
    print_floor_table();
    return 0;
}
