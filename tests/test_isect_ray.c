/* Rays, segments and lines (src/isect/ray.c): hand-worked tables for every function (touching
 * and grazing, just missing, start inside, pointing away, rays in a slab plane, origins on a
 * triangle, edges and vertices, parallel and degenerate input, NaN and infinity), then seeded
 * random cases against independent double-precision oracles of a different formulation. */
#include "check.h"
#include "isect.h"

#include <float.h>
#include <stdbool.h>

/* ---- Helpers ------------------------------------------------------------------------------ */

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

static const isect_hit SENTINEL = {-12345.0f, {{-1, -2, -3}}};

static bool same_hit(isect_hit h)
{
    return h.t == SENTINEL.t && h.point.x == SENTINEL.point.x && h.point.y == SENTINEL.point.y &&
           h.point.z == SENTINEL.point.z;
}

static bool near(float a, float b, float tol)
{
    return fabsf(a - b) <= tol * (1.0f + fabsf(b));
}

static bool near3(vec3s a, vec3s b, float tol)
{
    return near(a.x, b.x, tol) && near(a.y, b.y, tol) && near(a.z, b.z, tol);
}

/* One table row's checks: the verdict, t and the point on a hit, *out untouched on a miss, and
 * the same verdict with out = NULL (passed as `again`). */
static void check_case(const char *fn, const char *what, bool got, bool again, isect_hit h,
                       bool hit, float t, vec3s point)
{
    CHECK(got == hit, "%s %s: got %s", fn, what, got ? "hit" : "miss");
    CHECK(again == got, "%s %s: out = NULL changes the verdict", fn, what);
    if (got && hit) {
        CHECK(near(h.t, t, 1e-5f), "%s %s: t %.9g, want %.9g", fn, what, h.t, t);
        CHECK(near3(h.point, point, 1e-5f), "%s %s: point (%g %g %g), want (%g %g %g)", fn, what,
              h.point.x, h.point.y, h.point.z, point.x, point.y, point.z);
    }
    if (!got)
        CHECK(same_hit(h), "%s %s: a miss wrote *out", fn, what);
}

static const float NaN = NAN, INF = INFINITY;

/* ---- Double-precision vectors for the oracles --------------------------------------------- */

typedef struct dv { double x, y, z; } dv;
static dv dv_of(vec3s v) { return (dv){v.x, v.y, v.z}; }
static dv dsub(dv a, dv b) { return (dv){a.x - b.x, a.y - b.y, a.z - b.z}; }
static dv dadd(dv a, dv b) { return (dv){a.x + b.x, a.y + b.y, a.z + b.z}; }
static dv dscale(dv a, double s) { return (dv){a.x * s, a.y * s, a.z * s}; }
static double ddot(dv a, dv b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static dv dcross(dv a, dv b)
{
    return (dv){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static double dlen(dv a) { return sqrt(ddot(a, a)); }
static double dget(dv a, int i) { return i == 0 ? a.x : i == 1 ? a.y : a.z; }

static double rng_log(rng *r, float lo, float hi) { return pow(10.0, rng_float(r, lo, hi)); }

/* A float vector of the double one, for scenes built in double then rounded once. */
static vec3s fv(dv a) { return V(a.x, a.y, a.z); }

/* ---- Segment vs plane --------------------------------------------------------------------- */

static void test_segment_plane_table(void)
{
    isect_plane z0 = {V(0, 0, 1), 0};
    struct { const char *what; isect_segment s; isect_plane p; bool hit; float t; vec3s point; } rows[] = {
        {"crossing", {V(0, 0, -1), V(0, 0, 3)}, z0, true, 0.25f, V(0, 0, 0)},
        {"crossing downward", {V(1, 2, 3), V(1, 2, -1)}, z0, true, 0.75f, V(1, 2, 0)},
        {"start on the plane", {V(1, 2, 0), V(4, 4, 5)}, z0, true, 0, V(1, 2, 0)},
        {"end on the plane", {V(4, 4, 5), V(1, 2, 0)}, z0, true, 1, V(1, 2, 0)},
        {"lying in the plane", {V(-1, 0, 0), V(1, 5, 0)}, z0, true, 0, V(-1, 0, 0)},
        {"both above", {V(0, 0, 1), V(3, 0, 2)}, z0, false, 0, V(0, 0, 0)},
        {"both below", {V(0, 0, -1), V(3, 0, -2)}, z0, false, 0, V(0, 0, 0)},
        {"just missing", {V(0, 0, 1), V(0, 0, 1e-7)}, z0, false, 0, V(0, 0, 0)},
        {"parallel above", {V(0, 0, 1), V(5, 5, 1)}, z0, false, 0, V(0, 0, 0)},
        {"point on the plane", {V(3, 3, 0), V(3, 3, 0)}, z0, true, 0, V(3, 3, 0)},
        {"point off the plane", {V(3, 3, 1), V(3, 3, 1)}, z0, false, 0, V(0, 0, 0)},
        {"offset plane z = 2", {V(0, 0, 0), V(0, 0, 4)}, {V(0, 0, 1), 2}, true, 0.5f, V(0, 0, 2)},
        {"tilted plane x + y = 1", {V(0, 0, 0), V(2, 2, 0)}, {V(0.70710678f, 0.70710678f, 0), 0.70710678f}, true, 0.25f, V(0.5, 0.5, 0)},
        {"NaN plane", {V(0, 0, -1), V(0, 0, 1)}, {V(NaN, NaN, NaN), NaN}, false, 0, V(0, 0, 0)},
        {"NaN segment", {V(0, 0, -1), V(0, NaN, 1)}, z0, false, 0, V(0, 0, 0)},
        {"plane at infinity", {V(0, 0, -1), V(0, 0, 1)}, {V(0, 0, 1), INF}, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_hit h = SENTINEL;
        bool got = isect_segment_plane(rows[i].s, rows[i].p, &h);
        bool again = isect_segment_plane(rows[i].s, rows[i].p, NULL);
        check_case("segment_plane", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

/* ---- Sphere ------------------------------------------------------------------------------- */

static void test_ray_sphere_table(void)
{
    isect_sphere unit = {V(0, 0, 0), 1};
    struct { const char *what; vec3s p, d; isect_sphere s; bool hit; float t; vec3s point; } rows[] = {
        {"head on", V(0, 0, -5), V(0, 0, 1), unit, true, 4, V(0, 0, -1)},
        {"tangent (touching)", V(1, 0, -5), V(0, 0, 1), unit, true, 5, V(1, 0, 0)},
        {"just missing", V(1.0001f, 0, -5), V(0, 0, 1), unit, false, 0, V(0, 0, 0)},
        {"start inside", V(0, 0.5f, 0), V(1, 0, 0), unit, true, 0, V(0, 0.5f, 0)},
        {"start at the centre", V(0, 0, 0), V(1, 1, 1), unit, true, 0, V(0, 0, 0)},
        {"start on the surface, pointing away", V(0, 0, 1), V(0, 0, 1), unit, true, 0, V(0, 0, 1)},
        {"start on the surface, tangent", V(1, 0, 0), V(0, 1, 0), unit, true, 0, V(1, 0, 0)},
        {"start on the surface, pointing in", V(0, 0, -1), V(0, 0, 1), unit, true, 0, V(0, 0, -1)},
        {"behind, pointing away", V(0, 0, 5), V(0, 0, 1), unit, false, 0, V(0, 0, 0)},
        {"behind the start", V(0, 0, -5), V(0, 0, -1), unit, false, 0, V(0, 0, 0)},
        {"oblique", V(-5, 0.6f, 0), V(1, 0, 0), unit, true, 4.2f, V(-0.8f, 0.6f, 0)},
        {"radius 0, through it", V(0, 0, -2), V(0, 0, 1), {V(0, 0, 0), 0}, true, 2, V(0, 0, 0)},
        {"radius 0, beside it", V(0, 1e-6f, -2), V(0, 0, 1), {V(0, 0, 0), 0}, false, 0, V(0, 0, 0)},
        {"negative radius", V(0, 0, -2), V(0, 0, 1), {V(0, 0, 0), -1}, false, 0, V(0, 0, 0)},
        {"scale 1e4", V(0, 0, 0), V(1, 0, 0), {V(1e4, 0, 0), 1e3}, true, 9e3f, V(9e3, 0, 0)},
        {"scale 1e-4", V(0, 0, 0), V(0, 0, 1), {V(0, 0, 1e-3f), 1e-4f}, true, 9e-4f, V(0, 0, 9e-4f)},
        {"far away, tangent at 1e4", V(1, 0, -1e4), V(0, 0, 1), unit, true, 1e4f, V(1, 0, 0)},
        {"NaN centre", V(0, 0, -5), V(0, 0, 1), {V(NaN, 0, 0), 1}, false, 0, V(0, 0, 0)},
        {"NaN radius", V(0, 0, -5), V(0, 0, 1), {V(0, 0, 0), NaN}, false, 0, V(0, 0, 0)},
        {"NaN origin", V(NaN, 0, 0), V(0, 0, 1), unit, false, 0, V(0, 0, 0)},
        {"NaN direction, origin inside", V(0, 0, 0), V(NaN, NaN, NaN), unit, false, 0, V(0, 0, 0)},
        {"infinite radius: all of space", V(7, 8, 9), V(0, 0, 1), {V(0, 0, 0), INF}, true, 0, V(7, 8, 9)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_ray r = {rows[i].p, rows[i].d};
        if (!isnan(r.d.x)) r = isect_ray_from(rows[i].p, rows[i].d);
        isect_hit h = SENTINEL;
        bool got = isect_ray_sphere(r, rows[i].s, &h);
        bool again = isect_ray_sphere(r, rows[i].s, NULL);
        check_case("ray_sphere", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
    /* A zero direction makes a NaN ray (isect_ray_from): it misses even from inside. */
    CHECK(!isect_ray_sphere(isect_ray_from(V(0, 0, 0), V(0, 0, 0)), unit, NULL), "NaN ray from a zero direction hit");
    /* Infinite origin: a defined answer, never a NaN t. */
    isect_hit h = SENTINEL;
    if (isect_ray_sphere((isect_ray){V(INF, 0, 0), V(-1, 0, 0)}, unit, &h))
        CHECK(!isnan(h.t), "infinite origin gave a NaN t");
}

static void test_segment_sphere_table(void)
{
    isect_sphere unit = {V(0, 0, 0), 1};
    struct { const char *what; isect_segment s; isect_sphere sp; bool hit; float t; vec3s point; } rows[] = {
        {"through", {V(0, 0, -5), V(0, 0, 5)}, unit, true, 0.4f, V(0, 0, -1)},
        {"ending on the surface", {V(0, 0, -3), V(0, 0, -1)}, unit, true, 1, V(0, 0, -1)},
        {"ending just short", {V(0, 0, -3), V(0, 0, -1.001f)}, unit, false, 0, V(0, 0, 0)},
        {"tangent", {V(1, 0, -2), V(1, 0, 2)}, unit, true, 0.5f, V(1, 0, 0)},
        {"just missing", {V(1.0001f, 0, -2), V(1.0001f, 0, 2)}, unit, false, 0, V(0, 0, 0)},
        {"start inside", {V(0, 0.5f, 0), V(9, 9, 9)}, unit, true, 0, V(0, 0.5f, 0)},
        {"wholly inside", {V(0, 0.5f, 0), V(0, -0.5f, 0)}, unit, true, 0, V(0, 0.5f, 0)},
        {"start on the surface, leaving", {V(0, 0, 1), V(0, 0, 3)}, unit, true, 0, V(0, 0, 1)},
        {"moving away", {V(0, 0, 2), V(0, 0, 3)}, unit, false, 0, V(0, 0, 0)},
        {"point inside", {V(0.5f, 0, 0), V(0.5f, 0, 0)}, unit, true, 0, V(0.5f, 0, 0)},
        {"point on the surface", {V(0, 1, 0), V(0, 1, 0)}, unit, true, 0, V(0, 1, 0)},
        {"point outside", {V(2, 0, 0), V(2, 0, 0)}, unit, false, 0, V(0, 0, 0)},
        {"scale 1e-4", {V(0, 0, 0), V(0, 0, 2e-3f)}, {V(0, 0, 1e-3f), 1e-4f}, true, 0.45f, V(0, 0, 9e-4f)},
        {"NaN end", {V(0, 0, -5), V(NaN, 0, 5)}, unit, false, 0, V(0, 0, 0)},
        {"NaN end, start inside", {V(0, 0, 0), V(NaN, 0, 5)}, unit, false, 0, V(0, 0, 0)},
        {"negative radius", {V(0, 0, -5), V(0, 0, 5)}, {V(0, 0, 0), -1}, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_hit h = SENTINEL;
        bool got = isect_segment_sphere(rows[i].s, rows[i].sp, &h);
        bool again = isect_segment_sphere(rows[i].s, rows[i].sp, NULL);
        check_case("segment_sphere", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

/* ---- Box ---------------------------------------------------------------------------------- */

static void test_ray_aabb_table(void)
{
    isect_aabb cube = {V(-1, -1, -1), V(1, 1, 1)};
    float k = 1.7320508f;   /* sqrt 3 */
    struct { const char *what; vec3s p, d; isect_aabb b; bool hit; float t; vec3s point; bool raw; } rows[] = {
        {"head on", V(-5, 0, 0), V(1, 0, 0), cube, true, 4, V(-1, 0, 0), false},
        {"in the slab plane y = max", V(-5, 1, 0), V(1, 0, 0), cube, true, 4, V(-1, 1, 0), false},
        {"in the slab plane y = min", V(-5, -1, 0.5f), V(1, 0, 0), cube, true, 4, V(-1, -1, 0.5f), false},
        {"in the slab plane x = min, along z", V(-1, 0, -5), V(0, 0, 1), cube, true, 4, V(-1, 0, -1), false},
        {"along an edge", V(-5, 1, 1), V(1, 0, 0), cube, true, 4, V(-1, 1, 1), false},
        {"in a slab plane, outside another", V(-5, 1, 2), V(1, 0, 0), cube, false, 0, V(0, 0, 0), false},
        {"parallel, just outside the slab", V(-5, 1.0001f, 0), V(1, 0, 0), cube, false, 0, V(0, 0, 0), false},
        {"start inside", V(0.5f, 0.5f, 0.5f), V(0, 1, 0), cube, true, 0, V(0.5f, 0.5f, 0.5f), false},
        {"start on a face, pointing away", V(1, 0, 0), V(1, 0, 0), cube, true, 0, V(1, 0, 0), false},
        {"start on a corner, pointing away", V(1, 1, 1), V(1, 1, 1), cube, true, 0, V(1, 1, 1), false},
        {"pointing away", V(5, 0, 0), V(1, 0, 0), cube, false, 0, V(0, 0, 0), false},
        {"diagonal into a corner", V(-2, -2, -2), V(1, 1, 1), cube, true, k, V(-1, -1, -1), false},
        {"grazing an edge", V(-2, 0, 0), V(1, 1, 0), cube, true, 1.4142135f, V(-1, 1, 0), false},
        {"just missing an edge", V(-2, 0.0001f, 0), V(1, 1, 0), cube, false, 0, V(0, 0, 0), false},
        {"denormal dy, on y = max, leaving", V(-5, 1, 0), V(1, 1e-40f, 0), cube, false, 0, V(0, 0, 0), true},
        {"denormal dy, on y = max, entering", V(-5, 1, 0), V(1, -1e-40f, 0), cube, true, 4, V(-1, 1, 0), true},
        {"flat box (min = max in z)", V(0, 0, -5), V(0, 0, 1), {V(-1, -1, 0), V(1, 1, 0)}, true, 5, V(0, 0, 0), false},
        {"point box, through it", V(-3, 2, 2), V(1, 0, 0), {V(2, 2, 2), V(2, 2, 2)}, true, 5, V(2, 2, 2), false},
        {"empty box (min > max)", V(-5, 0, 0), V(1, 0, 0), {V(1, -1, -1), V(-1, 1, 1)}, false, 0, V(0, 0, 0), false},
        {"scale 1e-4", V(0, 0, 0), V(1, 0, 0), {V(1e-4f, -1e-4f, -1e-4f), V(3e-4f, 1e-4f, 1e-4f)}, true, 1e-4f, V(1e-4f, 0, 0), false},
        {"scale 1e4", V(-3e4f, 0, 0), V(1, 0, 0), {V(-1e4, -1e4, -1e4), V(1e4, 1e4, 1e4)}, true, 2e4f, V(-1e4, 0, 0), false},
        {"infinite box", V(5, 6, 7), V(1, 0, 0), {V(-INF, -INF, -INF), V(INF, INF, INF)}, true, 0, V(5, 6, 7), false},
        {"NaN box", V(-5, 0, 0), V(1, 0, 0), {V(-1, NaN, -1), V(1, 1, 1)}, false, 0, V(0, 0, 0), false},
        {"NaN origin in a parallel axis", V(-5, NaN, 0), V(1, 0, 0), cube, false, 0, V(0, 0, 0), false},
        {"NaN direction, origin inside", V(0, 0, 0), V(NaN, NaN, NaN), cube, false, 0, V(0, 0, 0), true},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_ray r = rows[i].raw ? (isect_ray){rows[i].p, rows[i].d} : isect_ray_from(rows[i].p, rows[i].d);
        isect_hit h = SENTINEL;
        bool got = isect_ray_aabb(r, rows[i].b, &h);
        bool again = isect_ray_aabb(r, rows[i].b, NULL);
        check_case("ray_aabb", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

static void test_segment_aabb_table(void)
{
    isect_aabb cube = {V(-1, -1, -1), V(1, 1, 1)};
    struct { const char *what; isect_segment s; isect_aabb b; bool hit; float t; vec3s point; } rows[] = {
        {"through", {V(-5, 0, 0), V(5, 0, 0)}, cube, true, 0.4f, V(-1, 0, 0)},
        {"ending on a face", {V(-5, 0, 0), V(-1, 0, 0)}, cube, true, 1, V(-1, 0, 0)},
        {"stopping short", {V(-5, 0, 0), V(-1.5f, 0, 0)}, cube, false, 0, V(0, 0, 0)},
        {"in the slab plane z = max", {V(-5, 0, 1), V(5, 0, 1)}, cube, true, 0.4f, V(-1, 0, 1)},
        {"parallel outside the slab", {V(-5, 0, 1.5f), V(5, 0, 1.5f)}, cube, false, 0, V(0, 0, 0)},
        {"start inside", {V(0, 0, 0), V(5, 5, 5)}, cube, true, 0, V(0, 0, 0)},
        {"wholly inside", {V(0, 0, 0), V(0.5f, 0.5f, 0.5f)}, cube, true, 0, V(0, 0, 0)},
        {"point inside", {V(0.5f, 0, 0), V(0.5f, 0, 0)}, cube, true, 0, V(0.5f, 0, 0)},
        {"point on a corner", {V(1, 1, 1), V(1, 1, 1)}, cube, true, 0, V(1, 1, 1)},
        {"point outside", {V(2, 0, 0), V(2, 0, 0)}, cube, false, 0, V(0, 0, 0)},
        {"NaN end", {V(-5, 0, 0), V(5, NaN, 0)}, cube, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_hit h = SENTINEL;
        bool got = isect_segment_aabb(rows[i].s, rows[i].b, &h);
        bool again = isect_segment_aabb(rows[i].s, rows[i].b, NULL);
        check_case("segment_aabb", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

/* ---- Lines against triangles and quads ---------------------------------------------------- */

static void test_line_triangle_table(void)
{
    isect_triangle tri = {V(0, 0, 0), V(1, 0, 0), V(0, 1, 0)};
    struct { const char *what; vec3s p, q; isect_triangle t; bool hit; vec3s point; } rows[] = {
        {"through the inside", V(0.25f, 0.25f, -1), V(0.25f, 0.25f, 1), tri, true, V(0.25f, 0.25f, 0)},
        {"the other way (two-sided)", V(0.25f, 0.25f, 1), V(0.25f, 0.25f, -1), tri, true, V(0.25f, 0.25f, 0)},
        {"p and q on one side (a line)", V(0.25f, 0.25f, 1), V(0.25f, 0.25f, 2), tri, true, V(0.25f, 0.25f, 0)},
        {"oblique", V(0, 0, -1), V(0.5f, 0.5f, 1), tri, true, V(0.25f, 0.25f, 0)},
        {"vertex a", V(0, 0, -1), V(0, 0, 1), tri, true, V(0, 0, 0)},
        {"vertex b", V(1, 0, -1), V(1, 0, 1), tri, true, V(1, 0, 0)},
        {"vertex c", V(0, 1, 1), V(0, 1, -1), tri, true, V(0, 1, 0)},
        {"edge ab", V(0.5f, 0, -1), V(0.5f, 0, 1), tri, true, V(0.5f, 0, 0)},
        {"edge bc", V(0.5f, 0.5f, -1), V(0.5f, 0.5f, 1), tri, true, V(0.5f, 0.5f, 0)},
        {"edge ca", V(0, 0.5f, -1), V(0, 0.5f, 1), tri, true, V(0, 0.5f, 0)},
        {"just outside bc", V(0.5f, 0.5001f, -1), V(0.5f, 0.5001f, 1), tri, false, V(0, 0, 0)},
        {"just outside ab", V(0.5f, -0.0001f, -1), V(0.5f, -0.0001f, 1), tri, false, V(0, 0, 0)},
        {"parallel above", V(0, 0, 1), V(1, 1, 1), tri, false, V(0, 0, 0)},
        {"lying in the plane (no single point)", V(-1, 0.25f, 0), V(1, 0.25f, 0), tri, false, V(0, 0, 0)},
        {"p = q", V(0.25f, 0.25f, 1), V(0.25f, 0.25f, 1), tri, false, V(0, 0, 0)},
        {"degenerate triangle", V(0.5f, 0, -1), V(0.5f, 0, 1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, false, V(0, 0, 0)},
        {"tilted z = x + y", V(0.5f, 0.5f, 5), V(0.5f, 0.5f, 4), {V(0, 0, 0), V(2, 0, 2), V(0, 2, 2)}, true, V(0.5f, 0.5f, 1)},
        {"scale 1e-4", V(2.5e-5f, 2.5e-5f, 1), V(2.5e-5f, 2.5e-5f, -1), {V(0, 0, 0), V(1e-4f, 0, 0), V(0, 1e-4f, 0)}, true, V(2.5e-5f, 2.5e-5f, 0)},
        {"NaN vertex", V(0.25f, 0.25f, -1), V(0.25f, 0.25f, 1), {V(0, 0, 0), V(1, NaN, 0), V(0, 1, 0)}, false, V(0, 0, 0)},
        {"NaN line", V(0.25f, NaN, -1), V(0.25f, 0.25f, 1), tri, false, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        vec3s pt = V(-1, -2, -3);
        bool got = isect_line_triangle(rows[i].p, rows[i].q, rows[i].t, &pt);
        bool again = isect_line_triangle(rows[i].p, rows[i].q, rows[i].t, NULL);
        CHECK(got == rows[i].hit, "line_triangle %s: got %s", rows[i].what, got ? "hit" : "miss");
        CHECK(again == got, "line_triangle %s: NULL point changes the verdict", rows[i].what);
        if (got && rows[i].hit)
            CHECK(near3(pt, rows[i].point, 1e-5f), "line_triangle %s: point (%g %g %g)", rows[i].what, pt.x, pt.y, pt.z);
        if (!got)
            CHECK(pt.x == -1 && pt.y == -2 && pt.z == -3, "line_triangle %s: a miss wrote *point", rows[i].what);
    }
}

static void test_line_quad_table(void)
{
    vec3s a = V(0, 0, 0), b = V(2, 0, 0), c = V(2, 2, 0), d = V(0, 2, 0);   /* ccw about +z */
    struct { const char *what; vec3s p, q; bool cw; bool hit; vec3s point; } rows[] = {
        {"triangle abc side, from above", V(1.5f, 0.5f, 1), V(1.5f, 0.5f, -1), false, true, V(1.5f, 0.5f, 0)},
        {"triangle abc side, from below", V(1.5f, 0.5f, -1), V(1.5f, 0.5f, 1), false, true, V(1.5f, 0.5f, 0)},
        {"triangle dac side, from above", V(0.5f, 1.5f, 1), V(0.5f, 1.5f, -1), false, true, V(0.5f, 1.5f, 0)},
        {"triangle dac side, from below", V(0.5f, 1.5f, -1), V(0.5f, 1.5f, 1), false, true, V(0.5f, 1.5f, 0)},
        {"on the diagonal", V(1, 1, -1), V(1, 1, 1), false, true, V(1, 1, 0)},
        {"vertex b", V(2, 0, -1), V(2, 0, 1), false, true, V(2, 0, 0)},
        {"vertex d", V(0, 2, 1), V(0, 2, -1), false, true, V(0, 2, 0)},
        {"edge cd", V(1, 2, 1), V(1, 2, -1), false, true, V(1, 2, 0)},
        {"oblique", V(0, 0, -2), V(1, 1, 2), false, true, V(0.5f, 0.5f, 0)},
        {"just outside bc", V(2.0001f, 1, -1), V(2.0001f, 1, 1), false, false, V(0, 0, 0)},
        {"just outside da", V(-0.0001f, 1, -1), V(-0.0001f, 1, 1), false, false, V(0, 0, 0)},
        {"clockwise order, dac side", V(0.5f, 1.5f, 1), V(0.5f, 1.5f, -1), true, true, V(0.5f, 1.5f, 0)},
        {"clockwise order, abc side", V(1.5f, 0.5f, -1), V(1.5f, 0.5f, 1), true, true, V(1.5f, 0.5f, 0)},
        {"parallel", V(0, 0, 1), V(1, 0, 1), false, false, V(0, 0, 0)},
        {"in the plane", V(-1, 1, 0), V(3, 1, 0), false, false, V(0, 0, 0)},
        {"p = q", V(1, 1, 1), V(1, 1, 1), false, false, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        vec3s pt = V(-1, -2, -3);
        bool got = rows[i].cw ? isect_line_quad(rows[i].p, rows[i].q, a, d, c, b, &pt)
                              : isect_line_quad(rows[i].p, rows[i].q, a, b, c, d, &pt);
        bool again = rows[i].cw ? isect_line_quad(rows[i].p, rows[i].q, a, d, c, b, NULL)
                                : isect_line_quad(rows[i].p, rows[i].q, a, b, c, d, NULL);
        CHECK(got == rows[i].hit, "line_quad %s: got %s", rows[i].what, got ? "hit" : "miss");
        CHECK(again == got, "line_quad %s: NULL point changes the verdict", rows[i].what);
        if (got && rows[i].hit)
            CHECK(near3(pt, rows[i].point, 1e-5f), "line_quad %s: point (%g %g %g)", rows[i].what, pt.x, pt.y, pt.z);
        if (!got)
            CHECK(pt.x == -1 && pt.y == -2 && pt.z == -3, "line_quad %s: a miss wrote *point", rows[i].what);
    }
    /* NaN in the one vertex the hit's triangle (dac) does not use still misses. */
    CHECK(!isect_line_quad(V(0.5f, 1.5f, 1), V(0.5f, 1.5f, -1), a, V(NaN, 0, 0), c, d, NULL), "line_quad: NaN b hit");
    CHECK(!isect_line_quad(V(1.5f, 0.5f, 1), V(1.5f, 0.5f, -1), a, b, c, V(0, NaN, 0), NULL), "line_quad: NaN d hit");
    CHECK(!isect_line_quad(V(1, 1, 1), V(1, 1, -1), a, a, a, a, NULL), "line_quad: degenerate quad hit");
}

/* ---- Triangle ----------------------------------------------------------------------------- */

static void test_ray_triangle_table(void)
{
    isect_triangle tri = {V(0, 0, 0), V(1, 0, 0), V(0, 1, 0)};
    isect_triangle tilt = {V(0, 0, 0), V(2, 0, 2), V(0, 2, 2)};   /* plane z = x + y */
    isect_triangle tiny = {V(0, 0, 0), V(1e-4f, 0, 0), V(0, 1e-4f, 0)};
    isect_triangle huge = {V(0, 0, 0), V(1e4f, 0, 0), V(0, 1e4f, 0)};
    struct { const char *what; vec3s p, d; isect_triangle t; bool hit; float t_; vec3s point; } rows[] = {
        {"from above", V(0.25f, 0.25f, 1), V(0, 0, -1), tri, true, 1, V(0.25f, 0.25f, 0)},
        {"from below (two-sided)", V(0.25f, 0.25f, -1), V(0, 0, 1), tri, true, 1, V(0.25f, 0.25f, 0)},
        {"oblique", V(-0.75f, 0.25f, 1), V(1, 0, -1), tri, true, 1.4142135f, V(0.25f, 0.25f, 0)},
        {"vertex a", V(0, 0, 2), V(0, 0, -1), tri, true, 2, V(0, 0, 0)},
        {"vertex b", V(1, 0, 2), V(0, 0, -1), tri, true, 2, V(1, 0, 0)},
        {"vertex c", V(0, 1, -2), V(0, 0, 1), tri, true, 2, V(0, 1, 0)},
        {"edge ab", V(0.5f, 0, 1), V(0, 0, -1), tri, true, 1, V(0.5f, 0, 0)},
        {"edge bc", V(0.5f, 0.5f, 1), V(0, 0, -1), tri, true, 1, V(0.5f, 0.5f, 0)},
        {"edge ca", V(0, 0.5f, 1), V(0, 0, -1), tri, true, 1, V(0, 0.5f, 0)},
        {"just outside bc", V(0.5f, 0.5001f, 1), V(0, 0, -1), tri, false, 0, V(0, 0, 0)},
        {"just outside ab", V(0.5f, -0.0001f, 1), V(0, 0, -1), tri, false, 0, V(0, 0, 0)},
        {"just outside vertex a", V(-0.0001f, -0.0001f, 1), V(0, 0, -1), tri, false, 0, V(0, 0, 0)},
        {"pointing away", V(0.25f, 0.25f, 1), V(0, 0, 1), tri, false, 0, V(0, 0, 0)},
        {"origin on the triangle, straight up", V(0.25f, 0.25f, 0), V(0, 0, 1), tri, true, 0, V(0.25f, 0.25f, 0)},
        {"origin on the triangle, down", V(0.25f, 0.25f, 0), V(0, 0, -1), tri, true, 0, V(0.25f, 0.25f, 0)},
        {"origin on the triangle, oblique", V(0.25f, 0.25f, 0), V(1, 2, 3), tri, true, 0, V(0.25f, 0.25f, 0)},
        {"origin on an edge", V(0.5f, 0, 0), V(0, 1, 1), tri, true, 0, V(0.5f, 0, 0)},
        {"origin on a vertex", V(1, 0, 0), V(-1, -1, -1), tri, true, 0, V(1, 0, 0)},
        {"origin on the tilted triangle", V(0.5f, 0.5f, 1), V(-3, 1, 2), tilt, true, 0, V(0.5f, 0.5f, 1)},
        {"tilted, from above", V(0.5f, 0.5f, 5), V(0, 0, -1), tilt, true, 4, V(0.5f, 0.5f, 1)},
        {"in the plane, crossing", V(-1, 0.25f, 0), V(1, 0, 0), tri, true, 1, V(0, 0.25f, 0)},
        {"in the plane, from inside", V(0.25f, 0.25f, 0), V(1, 0, 0), tri, true, 0, V(0.25f, 0.25f, 0)},
        {"in the plane, along edge ab", V(-1, 0, 0), V(1, 0, 0), tri, true, 1, V(0, 0, 0)},
        {"in the plane, missing", V(-1, 2, 0), V(1, 0, 0), tri, false, 0, V(0, 0, 0)},
        {"in the plane, pointing away", V(-1, 0.25f, 0), V(-1, 0, 0), tri, false, 0, V(0, 0, 0)},
        {"in the tilted plane, crossing", V(-1, 0.5f, -0.5f), V(1, 0, 1), tilt, true, 1.4142135f, V(0, 0.5f, 0.5f)},
        {"parallel above", V(-1, 0.25f, 1), V(1, 0, 0), tri, false, 0, V(0, 0, 0)},
        {"scale 1e-4", V(2.5e-5f, 2.5e-5f, 1e-4f), V(0, 0, -1), tiny, true, 1e-4f, V(2.5e-5f, 2.5e-5f, 0)},
        {"scale 1e-4, from 1 away", V(2.5e-5f, 2.5e-5f, 1), V(0, 0, -1), tiny, true, 1, V(2.5e-5f, 2.5e-5f, 0)},
        {"scale 1e-4, origin on it", V(2.5e-5f, 2.5e-5f, 0), V(0, 1, 1), tiny, true, 0, V(2.5e-5f, 2.5e-5f, 0)},
        {"scale 1e4", V(2500, 2500, 1e4f), V(0, 0, -1), huge, true, 1e4f, V(2500, 2500, 0)},
        {"degenerate: collinear", V(0.5f, 0, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, false, 0, V(0, 0, 0)},
        {"degenerate: collinear, oblique", V(1, 1, 1), V(0, -1, -1), {V(0, 0, 0), V(1, 1, 1), V(3, 3, 3)}, false, 0, V(0, 0, 0)},
        {"degenerate: a point", V(0, 0, 1), V(0, 0, -1), {V(0, 0, 0), V(0, 0, 0), V(0, 0, 0)}, false, 0, V(0, 0, 0)},
        {"NaN vertex", V(0.25f, 0.25f, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 0, NaN), V(0, 1, 0)}, false, 0, V(0, 0, 0)},
        {"NaN origin", V(0.25f, NaN, 1), V(0, 0, -1), tri, false, 0, V(0, 0, 0)},
        {"NaN origin, parallel", V(NaN, 0.25f, 0), V(1, 0, 0), tri, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_ray r = isect_ray_from(rows[i].p, rows[i].d);
        isect_hit h = SENTINEL;
        bool got = isect_ray_triangle(r, rows[i].t, &h);
        bool again = isect_ray_triangle(r, rows[i].t, NULL);
        check_case("ray_triangle", rows[i].what, got, again, h, rows[i].hit, rows[i].t_, rows[i].point);
    }
    /* cglm 0.8.8's glm_ray_triangle has |det| < 1e-6: the 1e-4 triangle has det = 1e-8. */
    CHECK(isect_ray_triangle(isect_ray_from(V(2e-5f, 3e-5f, 1), V(0, 0, -1)), tiny, NULL), "1e-4 triangle missed");
    CHECK(!isect_ray_triangle(isect_ray_from(V(0, 0, 0), V(0, 0, 0)), tri, NULL), "NaN ray hit");
    isect_hit h = SENTINEL;
    if (isect_ray_triangle((isect_ray){V(0.25f, 0.25f, INF), V(0, 0, -1)}, tri, &h))
        CHECK(!isnan(h.t), "infinite origin gave a NaN t");
    if (isect_ray_triangle((isect_ray){V(0.25f, 0.25f, 1), V(0, 0, -1)}, (isect_triangle){V(0, 0, 0), V(INF, 0, 0), V(0, 1, 0)}, &h))
        CHECK(!isnan(h.t), "infinite vertex gave a NaN t");
}

static void test_segment_triangle_table(void)
{
    isect_triangle tri = {V(0, 0, 0), V(1, 0, 0), V(0, 1, 0)};
    struct { const char *what; isect_segment s; isect_triangle t; bool hit; float t_; vec3s point; } rows[] = {
        {"crossing", {V(0.25f, 0.25f, 1), V(0.25f, 0.25f, -1)}, tri, true, 0.5f, V(0.25f, 0.25f, 0)},
        {"crossing upward", {V(0.25f, 0.25f, -1), V(0.25f, 0.25f, 3)}, tri, true, 0.25f, V(0.25f, 0.25f, 0)},
        {"ending on it", {V(0.25f, 0.25f, 1), V(0.25f, 0.25f, 0)}, tri, true, 1, V(0.25f, 0.25f, 0)},
        {"starting on it", {V(0.25f, 0.25f, 0), V(0.25f, 0.25f, 1)}, tri, true, 0, V(0.25f, 0.25f, 0)},
        {"stopping short", {V(0.25f, 0.25f, 1), V(0.25f, 0.25f, 0.001f)}, tri, false, 0, V(0, 0, 0)},
        {"ending on a vertex", {V(1, 0, 1), V(1, 0, 0)}, tri, true, 1, V(1, 0, 0)},
        {"through an edge", {V(0.5f, 0.5f, 1), V(0.5f, 0.5f, -1)}, tri, true, 0.5f, V(0.5f, 0.5f, 0)},
        {"beside it", {V(0.6f, 0.6f, 1), V(0.6f, 0.6f, -1)}, tri, false, 0, V(0, 0, 0)},
        {"in the plane, crossing", {V(-1, 0.25f, 0), V(1, 0.25f, 0)}, tri, true, 0.5f, V(0, 0.25f, 0)},
        {"in the plane, stopping short", {V(-1, 0.25f, 0), V(-0.5f, 0.25f, 0)}, tri, false, 0, V(0, 0, 0)},
        {"point on it", {V(0.25f, 0.25f, 0), V(0.25f, 0.25f, 0)}, tri, true, 0, V(0.25f, 0.25f, 0)},
        {"point off it", {V(0.25f, 0.25f, 1), V(0.25f, 0.25f, 1)}, tri, false, 0, V(0, 0, 0)},
        {"scale 1e-4", {V(2.5e-5f, 2.5e-5f, 1e-4f), V(2.5e-5f, 2.5e-5f, -1e-4f)}, {V(0, 0, 0), V(1e-4f, 0, 0), V(0, 1e-4f, 0)}, true, 0.5f, V(2.5e-5f, 2.5e-5f, 0)},
        {"NaN end", {V(0.25f, 0.25f, 1), V(0.25f, 0.25f, NaN)}, tri, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_hit h = SENTINEL;
        bool got = isect_segment_triangle(rows[i].s, rows[i].t, &h);
        bool again = isect_segment_triangle(rows[i].s, rows[i].t, NULL);
        check_case("segment_triangle", rows[i].what, got, again, h, rows[i].hit, rows[i].t_, rows[i].point);
    }
}

/* ---- Polyhedron --------------------------------------------------------------------------- */

static const isect_plane CUBE[6] = {
    {{{1, 0, 0}}, 1}, {{{-1, 0, 0}}, 1}, {{{0, 1, 0}}, 1},
    {{{0, -1, 0}}, 1}, {{{0, 0, 1}}, 1}, {{{0, 0, -1}}, 1},
};

static void test_ray_polyhedron_table(void)
{
    isect_plane half[1] = {{V(1, 0, 0), 0}};                       /* x <= 0 */
    isect_plane scaled[6];
    for (int i = 0; i < 6; i++) scaled[i] = (isect_plane){glms_vec3_scale(CUBE[i].n, 2), 2};
    isect_plane nan_plane[2] = {{V(1, 0, 0), 1}, {V(NaN, 0, 0), 1}};
    struct { const char *what; vec3s p, d; const isect_plane *pl; int n; bool hit; float t, t_last; vec3s point; } rows[] = {
        {"head on", V(-5, 0, 0), V(1, 0, 0), CUBE, 6, true, 4, 6, V(-1, 0, 0)},
        {"start inside", V(0, 0, 0), V(1, 0, 0), CUBE, 6, true, 0, 1, V(0, 0, 0)},
        {"start on a face, leaving", V(1, 0, 0), V(1, 0, 0), CUBE, 6, true, 0, 0, V(1, 0, 0)},
        {"pointing away", V(5, 0, 0), V(1, 0, 0), CUBE, 6, false, 0, 0, V(0, 0, 0)},
        {"parallel, start outside a plane", V(-5, 2, 0), V(1, 0, 0), CUBE, 6, false, 0, 0, V(0, 0, 0)},
        {"parallel, in a face plane", V(-5, 1, 0), V(1, 0, 0), CUBE, 6, true, 4, 6, V(-1, 1, 0)},
        {"along an edge", V(-5, 1, 1), V(1, 0, 0), CUBE, 6, true, 4, 6, V(-1, 1, 1)},
        {"just missing an edge", V(-2, 0.0001f, 0), V(1, 1, 0), CUBE, 6, false, 0, 0, V(0, 0, 0)},
        {"grazing an edge", V(-2, 0, 0), V(1, 1, 0), CUBE, 6, true, 1.4142135f, 1.4142135f, V(-1, 1, 0)},
        {"unnormalised normals", V(-5, 0, 0), V(1, 0, 0), scaled, 6, true, 4, 6, V(-1, 0, 0)},
        {"halfspace, inside, unbounded", V(-1, 0, 0), V(-1, 0, 0), half, 1, true, 0, INF, V(-1, 0, 0)},
        {"halfspace, entering, unbounded", V(1, 0, 0), V(-1, 0, 0), half, 1, true, 1, INF, V(0, 0, 0)},
        {"halfspace, leaving", V(-1, 0, 0), V(1, 0, 0), half, 1, true, 0, 1, V(-1, 0, 0)},
        {"count 0: all of space", V(3, 4, 5), V(0, 1, 0), NULL, 0, true, 0, INF, V(3, 4, 5)},
        {"count < 0", V(0, 0, 0), V(0, 1, 0), CUBE, -1, false, 0, 0, V(0, 0, 0)},
        {"NULL planes, count 6", V(0, 0, 0), V(0, 1, 0), NULL, 6, false, 0, 0, V(0, 0, 0)},
        {"NaN plane", V(-5, 0, 0), V(1, 0, 0), nan_plane, 2, false, 0, 0, V(0, 0, 0)},
        {"NaN origin, count 0", V(NaN, 0, 0), V(0, 1, 0), NULL, 0, false, 0, 0, V(0, 0, 0)},
        {"NaN origin", V(NaN, 0, 0), V(0, 1, 0), CUBE, 6, false, 0, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_ray r = isect_ray_from(rows[i].p, rows[i].d);
        isect_hit h = SENTINEL;
        bool got = isect_ray_polyhedron(r, rows[i].pl, rows[i].n, &h);
        bool again = isect_ray_polyhedron(r, rows[i].pl, rows[i].n, NULL);
        check_case("ray_polyhedron", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
        float tf = -7, tl = -7;
        bool span = isect_ray_polyhedron_span(r, rows[i].pl, rows[i].n, &tf, &tl);
        CHECK(span == got, "ray_polyhedron_span %s: verdict differs", rows[i].what);
        if (span && rows[i].hit) {
            CHECK(tf == h.t, "ray_polyhedron_span %s: t_first %g", rows[i].what, tf);
            CHECK(isinf(rows[i].t_last) ? isinf(tl) && tl > 0 : near(tl, rows[i].t_last, 1e-5f),
                  "ray_polyhedron_span %s: t_last %g, want %g", rows[i].what, tl, rows[i].t_last);
        }
        if (!span) CHECK(tf == -7 && tl == -7, "ray_polyhedron_span %s: a miss wrote t", rows[i].what);
    }
    CHECK(isect_ray_polyhedron_span(isect_ray_from(V(0, 0, 0), V(0, 0, 1)), CUBE, 6, NULL, NULL), "span with NULL outs");
    /* A tetrahedron from isect_plane_from_points, counter-clockwise seen from outside. */
    vec3s A = V(0, 0, 0), B = V(1, 0, 0), C = V(0, 1, 0), D = V(0, 0, 1);
    isect_plane tet[4] = {isect_plane_from_points(A, C, B), isect_plane_from_points(A, B, D),
                          isect_plane_from_points(A, D, C), isect_plane_from_points(B, C, D)};
    isect_hit h = SENTINEL;
    CHECK(isect_ray_polyhedron(isect_ray_from(V(0.2f, 0.2f, -1), V(0, 0, 1)), tet, 4, &h) && near(h.t, 1, 1e-5f),
          "tetrahedron: t %g", h.t);
    CHECK(!isect_ray_polyhedron(isect_ray_from(V(0.6f, 0.6f, -1), V(0, 0, 1)), tet, 4, NULL), "tetrahedron: hit outside");
}

static void test_segment_polyhedron_table(void)
{
    struct { const char *what; isect_segment s; int n; bool hit; float t; vec3s point; } rows[] = {
        {"through", {V(-5, 0, 0), V(5, 0, 0)}, 6, true, 0.4f, V(-1, 0, 0)},
        {"ending on a face", {V(-5, 0, 0), V(-1, 0, 0)}, 6, true, 1, V(-1, 0, 0)},
        {"stopping short", {V(-5, 0, 0), V(-2, 0, 0)}, 6, false, 0, V(0, 0, 0)},
        {"start inside", {V(0, 0, 0), V(0, 9, 0)}, 6, true, 0, V(0, 0, 0)},
        {"point inside", {V(0.5f, 0.5f, 0), V(0.5f, 0.5f, 0)}, 6, true, 0, V(0.5f, 0.5f, 0)},
        {"point outside", {V(1.5f, 0.5f, 0), V(1.5f, 0.5f, 0)}, 6, false, 0, V(0, 0, 0)},
        {"in a face plane", {V(-5, 0, -1), V(5, 0, -1)}, 6, true, 0.4f, V(-1, 0, -1)},
        {"count 0", {V(1, 2, 3), V(4, 5, 6)}, 0, true, 0, V(1, 2, 3)},
        {"NaN end", {V(-5, 0, 0), V(NaN, 0, 0)}, 6, false, 0, V(0, 0, 0)},
        {"NaN end, count 0", {V(-5, 0, 0), V(NaN, 0, 0)}, 0, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_hit h = SENTINEL;
        bool got = isect_segment_polyhedron(rows[i].s, CUBE, rows[i].n, &h);
        bool again = isect_segment_polyhedron(rows[i].s, CUBE, rows[i].n, NULL);
        check_case("segment_polyhedron", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

/* ---- Double-precision oracles (a different formulation from each float test) -------------- */

/* Sphere: the textbook quadratic a t^2 + 2 b t + c = 0 with a = d.d, in double, restricted to
 * [0, tmax]. margin: how far the decision is from flipping (start vs surface, closest approach
 * vs radius), in lengths. */
static bool oracle_sphere(dv p, dv d, dv c, double r, double tmax, double *t, double *margin)
{
    dv m = dsub(p, c);
    *t = 0;
    double a = ddot(d, d), b = ddot(m, d), cc = ddot(m, m) - r * r;
    double len = sqrt(a);
    double h = dlen(dsub(m, dscale(d, b / a)));                    /* closest approach */
    double start = dlen(m) - r;
    *margin = fabs(start);
    if (cc <= 0) { *t = 0; return true; }
    if (b >= 0) return false;                                      /* outside, moving away */
    double disc = b * b - a * cc;
    *margin = fmin(*margin, fabs(h - r));
    if (disc < 0) return false;
    *t = (-b - sqrt(disc)) / a;
    *margin = fmin(*margin, fabs(*t - tmax) * len);
    return *t <= tmax;
}

/* Box: Cyrus-Beck against the six face planes x_i <= max_i, -x_i <= -min_i, in double, no
 * reciprocal directions. Parallel faces decide exactly (the same comparison in both), so only
 * the non-parallel interval feeds the margin (t_exit - t_enter, in t units). */
static bool oracle_aabb(dv p, dv d, dv lo, dv hi, double tmax, double *t, double *margin)
{
    double t0 = 0, t1 = tmax, scale = 0;
    bool inside_parallel = true;
    for (int i = 0; i < 3; i++) {
        for (int side = 0; side < 2; side++) {
            double n = side ? 1.0 : -1.0;
            double off = side ? dget(hi, i) : -dget(lo, i);
            double denom = n * dget(d, i), dist = off - n * dget(p, i);
            if (denom == 0) { if (dist < 0) inside_parallel = false; continue; }
            double tt = dist / denom;
            scale = fmax(scale, fabs(tt));
            if (denom < 0) t0 = fmax(t0, tt); else t1 = fmin(t1, tt);
        }
    }
    *margin = (t1 - t0) / (1 + scale);
    *t = t0;
    return inside_parallel && t0 <= t1;
}

/* Triangle: intersect the plane n.x = n.a (t = n.(a - p) / n.d), then test the point's
 * barycentric coordinates (signed areas against n) in double. margin: the smallest
 * barycentric, relative to its conditioning, and t near 0 or tmax. */
static bool oracle_triangle(dv p, dv d, dv a, dv b, dv c, double tmax, double *t, double *bary, double *cosang)
{
    dv n = dcross(dsub(b, a), dsub(c, a));
    double nn = ddot(n, n), denom = ddot(n, d);
    *cosang = fabs(denom) / sqrt(nn * ddot(d, d));
    if (denom == 0 || nn == 0) { *bary = 0; *t = 0; return false; }
    *t = ddot(n, dsub(a, p)) / denom;
    dv x = dadd(p, dscale(d, *t));
    double u = ddot(n, dcross(dsub(c, b), dsub(x, b))) / nn;
    double v = ddot(n, dcross(dsub(a, c), dsub(x, c))) / nn;
    double w = 1 - u - v;
    *bary = fmin(u, fmin(v, w));
    return *bary >= 0 && *t >= 0 && *t <= tmax;
}

/* Convex polyhedron: Cyrus-Beck in double, every plane moved out by grow (negative: in).
 * *cf, *cl: |n.d| of the planes that set t_first and t_last (their conditioning; 1 if none). */
static bool oracle_polyhedron(dv p, dv d, const isect_plane *pl, int count, double tmax, double grow,
                              double *tf, double *tl, double *cf, double *cl)
{
    double t0 = 0, t1 = tmax;
    bool par_ok = true;
    *cf = *cl = 1;
    for (int i = 0; i < count; i++) {
        dv n = dv_of(pl[i].n);
        double denom = ddot(n, d), dist = pl[i].d + grow - ddot(n, p);
        if (denom == 0) { if (dist < 0) par_ok = false; continue; }
        double tt = dist / denom;
        if (denom < 0) { if (tt > t0) t0 = tt, *cf = fabs(denom); }
        else if (tt < t1) t1 = tt, *cl = fabs(denom);
    }
    *tf = t0, *tl = t1;
    return par_ok && t0 <= t1;
}

/* Counts for one random test, printed as one line. */
typedef struct tally { long cases, hits, disagree, band, tbad; double worst_t; } tally;

static void tally_print(const char *name, const char *oracle, tally *k)
{
    printf("%s: %ld cases vs %s, %ld disagreements, %ld in band, %.1f%% hit, %ld t off (worst %.2g of tolerance)\n",
           name, k->cases, oracle, k->disagree, k->band, 100.0 * k->hits / k->cases, k->tbad, k->worst_t);
    CHECK(k->disagree == 0, "%s: %ld disagreements", name, k->disagree);
    CHECK(k->tbad == 0, "%s: %ld hits with t off the oracle", name, k->tbad);
    CHECK(k->hits > k->cases / 4 && k->hits < k->cases * 3 / 4, "%s: %ld hits of %ld, not mixed", name, k->hits, k->cases);
    CHECK(k->band < k->cases / 50, "%s: %ld in band", name, k->band);
}

/* Records one case: band skips, the verdict, and on a hit t within t_tol of the oracle's and the
 * point within p_tol of the oracle's point (worst_t: the largest error as a fraction of t_tol). */
static void tally_case(tally *k, bool in_band, bool got, bool want, isect_hit h, double t, double t_tol,
                       vec3s point_want, double p_tol, const char *name)
{
    k->cases++;
    if (want) k->hits++;
    if (in_band) { k->band++; return; }
    if (got != want) {
        if (k->disagree++ < 5) fprintf(stderr, "%s: disagreement (float %s), oracle t %.9g\n", name, got ? "hit" : "miss", t);
        return;
    }
    if (!got) return;
    double err = fabs(h.t - t) / t_tol, perr = dlen(dsub(dv_of(h.point), dv_of(point_want))) / p_tol;
    if (err > k->worst_t) k->worst_t = err;
    if (perr > k->worst_t) k->worst_t = perr;
    if (err > 1 || perr > 1) {
        if (k->tbad++ < 5) fprintf(stderr, "%s: t %.9g vs oracle %.9g (%.3g of t tol, %.3g of point tol)\n", name, h.t, t, err, perr);
    }
}

/* ---- Random: spheres ---------------------------------------------------------------------- */

static void test_random_ray_sphere(void)
{
    rng g = {0x5eed0001};
    tally k = {0};
    for (int i = 0; i < 1000000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_sphere s = {fv(dscale(dv_of(rng_vec3(&g, -5, 5)), S)), (float)(S * rng_float(&g, 0.1f, 5))};
        vec3s p = fv(dscale(dv_of(rng_vec3(&g, -10, 10)), S));
        vec3s aim = glms_vec3_add(s.c, glms_vec3_scale(rng_unit(&g), s.r * rng_float(&g, 0, 2.2f)));
        isect_ray r = isect_ray_from(p, glms_vec3_sub(aim, p));
        if (rng_float(&g, 0, 1) < 0.1f) r.d = glms_vec3_negate(r.d);
        if (isnan(r.d.x)) continue;
        double t, margin;
        bool want = oracle_sphere(dv_of(r.p), dv_of(r.d), dv_of(s.c), s.r, INFINITY, &t, &margin);
        double L = dlen(dsub(dv_of(r.p), dv_of(s.c))) + s.r;
        isect_hit h = SENTINEL;
        bool got = isect_ray_sphere(r, s, &h);
        tally_case(&k, margin < 1e-5 * L, got, want, h, t, 1e-5 * (L + t),
                   fv(dadd(dv_of(r.p), dscale(dv_of(r.d), t))), 1e-5 * (L + t), "ray-sphere");
    }
    tally_print("ray-sphere", "double quadratic", &k);
}

static void test_random_segment_sphere(void)
{
    rng g = {0x5eed0002};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_sphere s = {fv(dscale(dv_of(rng_vec3(&g, -5, 5)), S)), (float)(S * rng_float(&g, 0.1f, 5))};
        vec3s a = fv(dscale(dv_of(rng_vec3(&g, -10, 10)), S));
        vec3s aim = glms_vec3_add(s.c, glms_vec3_scale(rng_unit(&g), s.r * rng_float(&g, 0, 1.6f)));
        vec3s b = glms_vec3_add(a, glms_vec3_scale(glms_vec3_sub(aim, a), rng_float(&g, 0, 1.5f)));
        isect_segment seg = {a, b};
        dv d = dsub(dv_of(b), dv_of(a));
        double t, margin;
        bool want = oracle_sphere(dv_of(a), d, dv_of(s.c), s.r, 1, &t, &margin);
        double L = dlen(dsub(dv_of(a), dv_of(s.c))) + s.r + dlen(d);
        isect_hit h = SENTINEL;
        bool got = isect_segment_sphere(seg, s, &h);
        tally_case(&k, margin < 1e-5 * L, got, want, h, t, 1e-5 * L / fmax(dlen(d), 1e-30),
                   fv(dadd(dv_of(a), dscale(d, t))), 1e-5 * L, "segment-sphere");
    }
    tally_print("segment-sphere", "double quadratic", &k);
}

/* ---- Random: boxes ------------------------------------------------------------------------ */

static isect_aabb random_box(rng *g, double S)
{
    vec3s c = fv(dscale(dv_of(rng_vec3(g, -5, 5)), S));
    vec3s e = fv(dscale(dv_of(rng_vec3(g, 0.1f, 5)), S));
    return isect_aabb_from_center(c, e);
}

/* A ray at the box: aimed near it, 10 % turned around, 5 % with a zero direction component and
 * half of those started exactly on a face plane of that axis (the slab-plane trap). */
static void random_box_ray(rng *g, double S, isect_aabb b, vec3s *p, vec3s *d)
{
    *p = fv(dscale(dv_of(rng_vec3(g, -10, 10)), S));
    vec3s c = glms_vec3_scale(glms_vec3_add(b.min, b.max), 0.5f), e = glms_vec3_sub(b.max, c);
    vec3s aim = glms_vec3_add(c, glms_vec3_mul(e, rng_vec3(g, -1.6f, 1.6f)));
    *d = glms_vec3_sub(aim, *p);
    if (rng_float(g, 0, 1) < 0.1f) *d = glms_vec3_negate(*d);
    if (rng_float(g, 0, 1) < 0.05f) {
        int axis = (int)(rng_next(g) % 3);
        d->raw[axis] = 0;
        if (rng_next(g) & 1) p->raw[axis] = (rng_next(g) & 1) ? b.min.raw[axis] : b.max.raw[axis];
    }
}

static void test_random_ray_aabb(void)
{
    rng g = {0x5eed0003};
    tally k = {0};
    long slab = 0;
    for (int i = 0; i < 1000000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_aabb b = random_box(&g, S);
        vec3s p, d;
        random_box_ray(&g, S, b, &p, &d);
        isect_ray r = isect_ray_from(p, d);
        if (isnan(r.d.x)) continue;
        slab += r.d.x == 0 || r.d.y == 0 || r.d.z == 0;
        double t, margin;
        bool want = oracle_aabb(dv_of(r.p), dv_of(r.d), dv_of(b.min), dv_of(b.max), INFINITY, &t, &margin);
        double L = 20 * S;
        isect_hit h = SENTINEL;
        bool got = isect_ray_aabb(r, b, &h);
        tally_case(&k, fabs(margin) < 1e-5, got, want, h, t, 1e-5 * (L + t),
                   fv(dadd(dv_of(r.p), dscale(dv_of(r.d), t))), 1e-5 * (L + t), "ray-aabb");
    }
    tally_print("ray-aabb", "double slab clipping (face planes, no reciprocals)", &k);
    printf("ray-aabb: %ld of those rays have a zero direction component (half start on the face plane)\n", slab);
}

static void test_random_segment_aabb(void)
{
    rng g = {0x5eed0004};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_aabb b = random_box(&g, S);
        vec3s a, d;
        random_box_ray(&g, S, b, &a, &d);
        vec3s e = glms_vec3_add(a, glms_vec3_scale(d, rng_float(&g, 0, 2.5f)));
        isect_segment s = {a, e};
        dv dd = dsub(dv_of(e), dv_of(a));
        double t, margin;
        bool want = oracle_aabb(dv_of(a), dd, dv_of(b.min), dv_of(b.max), 1, &t, &margin);
        isect_hit h = SENTINEL;
        bool got = isect_segment_aabb(s, b, &h);
        tally_case(&k, fabs(margin) < 1e-5, got, want, h, t, 1e-5,
                   fv(dadd(dv_of(a), dscale(dd, t))), 1e-5 * (20 * S + dlen(dd)), "segment-aabb");
    }
    tally_print("segment-aabb", "double slab clipping (face planes, no reciprocals)", &k);
}

/* ---- Random: triangles -------------------------------------------------------------------- */

static isect_triangle random_triangle(rng *g, double S)
{
    vec3s c = fv(dscale(dv_of(rng_vec3(g, -5, 5)), S));
    isect_triangle t;
    t.a = glms_vec3_add(c, fv(dscale(dv_of(rng_vec3(g, -3, 3)), S)));
    t.b = glms_vec3_add(c, fv(dscale(dv_of(rng_vec3(g, -3, 3)), S)));
    t.c = glms_vec3_add(c, fv(dscale(dv_of(rng_vec3(g, -3, 3)), S)));
    return t;
}

/* A uniform point of the triangle (barycentrics u, v, w), in double. */
static dv random_in_triangle(rng *g, isect_triangle t, double *u, double *v, double *w)
{
    double r1 = sqrt(rng_float(g, 0, 1)), r2 = rng_float(g, 0, 1);
    *u = 1 - r1, *v = r1 * (1 - r2), *w = r1 * r2;
    return dadd(dadd(dscale(dv_of(t.a), *u), dscale(dv_of(t.b), *v)), dscale(dv_of(t.c), *w));
}

/* Conditioning of a ray-triangle decision: how much a relative rounding of the inputs moves the
 * barycentrics: (distance + size) / (smallest altitude x |cos|). */
static double triangle_cond(isect_triangle t, dv p, double cosang)
{
    dv a = dv_of(t.a), b = dv_of(t.b), c = dv_of(t.c);
    double area2 = dlen(dcross(dsub(b, a), dsub(c, a)));
    double emax = fmax(dlen(dsub(b, a)), fmax(dlen(dsub(c, b)), dlen(dsub(a, c))));
    double coord = fmax(dlen(a), dlen(p));
    return (coord + emax) / (area2 / emax) / fmax(cosang, 1e-30);
}

static double tri_emax(isect_triangle t)
{
    dv a = dv_of(t.a), b = dv_of(t.b), c = dv_of(t.c);
    return fmax(dlen(dsub(b, a)), fmax(dlen(dsub(c, b)), dlen(dsub(a, c))));
}

/* Signed distance of x from the triangle's plane. */
static double plane_dist(isect_triangle t, dv x)
{
    dv a = dv_of(t.a), n = dcross(dsub(dv_of(t.b), a), dsub(dv_of(t.c), a));
    return ddot(n, dsub(x, a)) / dlen(n);
}

/* Within this distance of the plane, rounding the inputs can move x to the other side: the
 * plane of a sliver is itself ill-conditioned (cond x |cos| = (|x| + size) / altitude). */
static double plane_band(isect_triangle t, dv x)
{
    return 1e-5 * triangle_cond(t, x, 1) * tri_emax(t);
}

static void test_random_ray_triangle(void)
{
    rng g = {0x5eed0005};
    tally k = {0};
    for (int i = 0; i < 1000000; i++) {
        double S = rng_log(&g, -4, 4);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dv x = random_in_triangle(&g, tri, &u, &v, &w);
        dv cen = dscale(dadd(dadd(dv_of(tri.a), dv_of(tri.b)), dv_of(tri.c)), 1.0 / 3);
        dv aim = dadd(cen, dscale(dsub(x, cen), rng_float(&g, 0, 2.6f)));   /* about half inside */
        vec3s p = fv(dadd(aim, dscale(dv_of(rng_unit(&g)), S * rng_float(&g, 0.5f, 20))));
        isect_ray r = isect_ray_from(p, glms_vec3_sub(fv(aim), p));
        if (rng_float(&g, 0, 1) < 0.1f) r.d = glms_vec3_negate(r.d);
        if (isnan(r.d.x)) continue;
        double t, bary, cosang;
        bool want = oracle_triangle(dv_of(r.p), dv_of(r.d), dv_of(tri.a), dv_of(tri.b), dv_of(tri.c), INFINITY, &t, &bary, &cosang);
        double cond = triangle_cond(tri, dv_of(r.p), cosang);
        double L = fmax(dlen(dv_of(tri.a)), dlen(dv_of(r.p))) + S;
        bool band = fabs(bary) < 1e-5 * cond || fabs(plane_dist(tri, dv_of(r.p))) < plane_band(tri, dv_of(r.p));
        isect_hit h = SENTINEL;
        bool got = isect_ray_triangle(r, tri, &h);
        double tol = 1e-5 * (L + t) + 4e-6 * cond * L;
        tally_case(&k, band, got, want, h, t, tol, fv(dadd(dv_of(r.p), dscale(dv_of(r.d), t))), tol, "ray-triangle");
    }
    tally_print("ray-triangle", "double plane hit + barycentric inside test", &k);
}

static void test_random_segment_triangle(void)
{
    rng g = {0x5eed0006};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -4, 4);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dv x = random_in_triangle(&g, tri, &u, &v, &w);
        dv cen = dscale(dadd(dadd(dv_of(tri.a), dv_of(tri.b)), dv_of(tri.c)), 1.0 / 3);
        dv aim = dadd(cen, dscale(dsub(x, cen), rng_float(&g, 0, 1.6f)));
        dv off = dscale(dv_of(rng_unit(&g)), S * rng_float(&g, 0.5f, 20));
        vec3s a = fv(dadd(aim, off));
        vec3s b = fv(dsub(aim, dscale(off, rng_float(&g, 0, 1.8f) - 0.3)));
        isect_segment s = {a, b};
        dv d = dsub(dv_of(b), dv_of(a));
        double t, bary, cosang;
        bool want = oracle_triangle(dv_of(a), d, dv_of(tri.a), dv_of(tri.b), dv_of(tri.c), 1, &t, &bary, &cosang);
        double cond = triangle_cond(tri, dv_of(a), cosang) + triangle_cond(tri, dv_of(b), cosang);
        double len = fmax(dlen(d), 1e-30), L = fmax(dlen(dv_of(tri.a)), fmax(dlen(dv_of(a)), dlen(dv_of(b)))) + S;
        bool band = fabs(bary) < 1e-5 * cond || fabs(plane_dist(tri, dv_of(a))) < plane_band(tri, dv_of(a)) ||
                    fabs(plane_dist(tri, dv_of(b))) < plane_band(tri, dv_of(b));
        isect_hit h = SENTINEL;
        bool got = isect_segment_triangle(s, tri, &h);
        double tol = 1e-5 * L + 4e-6 * cond * L;
        tally_case(&k, band, got, want, h, t, tol / len, fv(dadd(dv_of(a), dscale(d, t))), tol, "segment-triangle");
    }
    tally_print("segment-triangle", "double plane hit + barycentric inside test", &k);
}

/* Rays started on random triangles (the point rounded to float, so within rounding of the
 * plane), in random directions not within 1 % of the plane: every one hits at t = 0. */
static void test_random_origin_on_triangle(void)
{
    rng g = {0x5eed0007};
    long n = 0, hits = 0, zero = 0, small = 0;
    for (int i = 0; i < 100000; i++) {
        double S = rng_log(&g, -4, 4);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dv x = random_in_triangle(&g, tri, &u, &v, &w);
        if (fmin(u, fmin(v, w)) < 1e-3) continue;
        dv nrm = dcross(dsub(dv_of(tri.b), dv_of(tri.a)), dsub(dv_of(tri.c), dv_of(tri.a)));
        vec3s d = rng_unit(&g);
        double cosang = fabs(ddot(nrm, dv_of(d))) / dlen(nrm);
        if (cosang < 0.01 || triangle_cond(tri, x, cosang) > 1e3) continue;
        isect_hit h = SENTINEL;
        n++;
        if (isect_ray_triangle((isect_ray){fv(x), d}, tri, &h)) {
            hits++;
            zero += h.t == 0;
            small += h.t <= plane_band(tri, x) / cosang;   /* the start rounded in front of the plane */
        }
    }
    printf("ray-triangle: %ld rays started on the triangle (rounded to float), %.3f%% hit, %.1f%% at t = 0, "
           "the rest within rounding of 0\n", n, 100.0 * hits / n, 100.0 * zero / n);
    CHECK(hits == n && small == n, "origin on the triangle: %ld hits, %ld near t = 0, of %ld", hits, small, n);
}

/* Scale sweep: triangles of size 1e-4 .. 1e4 near their own scale from the origin, rays from
 * 1 to 20 sizes away aimed at interior points at least 1e-5 (barycentric) from every edge:
 * all must hit. cglm 0.8.8's glm_ray_triangle, run on the same rays, for comparison. */
static void test_scale_sweep(void)
{
    rng g = {0x5eed0008};
    for (int e = -4; e <= 4; e += 2) {
        double S = pow(10.0, e);
        long n = 0, hits = 0, cglm_hits = 0, tbad = 0;
        while (n < 100000) {
            isect_triangle tri = random_triangle(&g, S);
            double u, v, w;
            dv x = random_in_triangle(&g, tri, &u, &v, &w);
            if (fmin(u, fmin(v, w)) < 1e-5) continue;
            dv nrm = dcross(dsub(dv_of(tri.b), dv_of(tri.a)), dsub(dv_of(tri.c), dv_of(tri.a)));
            vec3s dir = rng_unit(&g);
            double cosang = fabs(ddot(nrm, dv_of(dir))) / dlen(nrm);
            if (cosang < 0.05) continue;
            dv p = dadd(x, dscale(dv_of(dir), S * rng_float(&g, 1, 20)));
            if (triangle_cond(tri, p, cosang) > 1e3) continue;   /* slivers seen edge-on */
            isect_ray r = isect_ray_from(fv(p), fv(dsub(x, p)));
            n++;
            isect_hit h = SENTINEL;
            if (isect_ray_triangle(r, tri, &h)) {
                hits++;
                double want = dlen(dsub(x, dv_of(r.p)));
                if (fabs(h.t - want) > 1e-4 * want) tbad++;
            }
            float dist;
            if (glm_ray_triangle(r.p.raw, r.d.raw, tri.a.raw, tri.b.raw, tri.c.raw, &dist)) cglm_hits++;
        }
        printf("scale sweep 1e%+d: %ld rays at interior points, %.3f%% hit (cglm glm_ray_triangle %.3f%%)\n",
               e, n, 100.0 * hits / n, 100.0 * cglm_hits / n);
        CHECK(hits == n, "scale 1e%d: %ld of %ld hit", e, hits, n);
        CHECK(tbad == 0, "scale 1e%d: %ld hits with t off", e, tbad);
    }
}

/* ---- Random: lines ------------------------------------------------------------------------ */

static void test_random_line_triangle(void)
{
    rng g = {0x5eed0009};
    tally k = {0};
    for (int i = 0; i < 200000; i++) {
        double S = rng_log(&g, -2, 2);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dv x = random_in_triangle(&g, tri, &u, &v, &w);
        dv cen = dscale(dadd(dadd(dv_of(tri.a), dv_of(tri.b)), dv_of(tri.c)), 1.0 / 3);
        dv aim = dadd(cen, dscale(dsub(x, cen), rng_float(&g, 0, 3.2f)));
        dv off = dscale(dv_of(rng_unit(&g)), S * rng_float(&g, 0.5f, 5));
        vec3s p = fv(dadd(aim, off)), q = fv(dadd(aim, dscale(off, rng_float(&g, -2, 2))));
        dv d = dsub(dv_of(q), dv_of(p));
        double t, bary, cosang;
        oracle_triangle(dv_of(p), d, dv_of(tri.a), dv_of(tri.b), dv_of(tri.c), INFINITY, &t, &bary, &cosang);
        bool want = bary >= 0 && cosang > 0;
        double cond = triangle_cond(tri, dv_of(p), cosang) * (1 + dlen(dsub(dv_of(p), cen)) / fmax(dlen(d), 1e-30));
        bool band = !(fabs(bary) >= 1e-5 * cond);
        vec3s pt = V(0, 0, 0);
        bool got = isect_line_triangle(p, q, tri, &pt);
        isect_hit h = {0, pt};
        double L = fmax(dlen(dv_of(tri.a)), dlen(dv_of(p))) + S;
        tally_case(&k, band, got, want, h, 0, 1, fv(dadd(dv_of(p), dscale(d, t))), 4e-6 * cond * L, "line-triangle");
    }
    tally_print("line-triangle", "double plane hit + barycentric inside test", &k);
}

static void test_random_line_quad(void)
{
    rng g = {0x5eed000a};
    tally k = {0};
    for (int i = 0; i < 200000; i++) {
        /* A convex quad: four increasing angles on an ellipse in a random plane. */
        double S = rng_log(&g, -2, 2);
        dv c = dscale(dv_of(rng_vec3(&g, -5, 5)), S);
        dv e1 = dscale(dv_of(rng_unit(&g)), S * rng_float(&g, 0.5f, 3));
        dv e2 = dcross(dv_of(rng_unit(&g)), e1);
        e2 = dscale(e2, S * rng_float(&g, 0.5f, 3) / fmax(dlen(e2), 1e-30));
        double ang[4] = {rng_float(&g, 0, 1.3f), rng_float(&g, 1.6f, 2.9f), rng_float(&g, 3.2f, 4.5f), rng_float(&g, 4.8f, 6.1f)};
        vec3s vq[4];
        for (int j = 0; j < 4; j++) vq[j] = fv(dadd(c, dadd(dscale(e1, cos(ang[j])), dscale(e2, sin(ang[j])))));
        isect_triangle t1 = {vq[0], vq[1], vq[2]}, t2 = {vq[0], vq[2], vq[3]};
        dv aim = dadd(c, dadd(dscale(e1, rng_float(&g, -1.2f, 1.2f)), dscale(e2, rng_float(&g, -1.2f, 1.2f))));
        dv off = dscale(dv_of(rng_unit(&g)), S * rng_float(&g, 0.5f, 5));
        vec3s p = fv(dadd(aim, off)), q = fv(dadd(aim, dscale(off, rng_float(&g, -2, 2))));
        dv d = dsub(dv_of(q), dv_of(p));
        double ta, tb, ba, bb, ca, cb;
        oracle_triangle(dv_of(p), d, dv_of(t1.a), dv_of(t1.b), dv_of(t1.c), INFINITY, &ta, &ba, &ca);
        oracle_triangle(dv_of(p), d, dv_of(t2.a), dv_of(t2.b), dv_of(t2.c), INFINITY, &tb, &bb, &cb);
        bool want = (ba >= 0 && ca > 0) || (bb >= 0 && cb > 0);
        /* Near an edge of either triangle (outer edges and the diagonal, the rounded quad is not
         * exactly planar) is the band. */
        double cond = (triangle_cond(t1, dv_of(p), ca) + triangle_cond(t2, dv_of(p), cb)) *
                      (1 + dlen(dsub(dv_of(p), c)) / fmax(dlen(d), 1e-30));
        bool band = !(fabs(ba) >= 4e-6 * cond && fabs(bb) >= 4e-6 * cond);
        vec3s pt = V(0, 0, 0);
        bool got = isect_line_quad(p, q, vq[0], vq[1], vq[2], vq[3], &pt);
        double t = ba >= 0 ? ta : tb;
        isect_hit h = {0, pt};
        double L = fmax(dlen(c), dlen(dv_of(p))) + S;
        tally_case(&k, band, got, want, h, 0, 1, fv(dadd(dv_of(p), dscale(d, t))), 4e-6 * cond * L, "line-quad");
    }
    tally_print("line-quad", "double plane hit + barycentric test of both halves", &k);
}

/* ---- Random: polyhedra -------------------------------------------------------------------- */

/* 4 to 16 planes tangent to a sphere (outward normals), so a random convex polyhedron,
 * sometimes unbounded; rays and segments aimed near the sphere. The band: the cases whose
 * verdict changes when every plane moves by 1e-5 of the scene's size, in or out. */
static void test_random_polyhedron(void)
{
    rng g = {0x5eed000b};
    tally k = {0}, ks = {0};
    long span_bad = 0;
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -3, 3);
        dv c = dscale(dv_of(rng_vec3(&g, -3, 3)), S);
        double R = S * rng_float(&g, 0.5f, 3);
        int count = 4 + (int)(rng_next(&g) % 13);
        isect_plane pl[16];
        for (int j = 0; j < count; j++) {
            vec3s n = rng_unit(&g);
            pl[j] = (isect_plane){n, (float)(ddot(dv_of(n), c) + R)};
        }
        dv aim = dadd(c, dscale(dv_of(rng_unit(&g)), R * rng_float(&g, 0, 3)));
        vec3s p = fv(dadd(aim, dscale(dv_of(rng_unit(&g)), S * rng_float(&g, 0, 20))));
        bool segment = i % 3 == 2;
        vec3s b = fv(dadd(aim, dscale(dsub(aim, dv_of(p)), rng_float(&g, -1, 1))));
        isect_ray r = isect_ray_from(p, glms_vec3_sub(fv(aim), p));
        if (rng_float(&g, 0, 1) < 0.1f) r.d = glms_vec3_negate(r.d);
        if (isnan(r.d.x)) continue;
        dv d = segment ? dsub(dv_of(b), dv_of(p)) : dv_of(r.d);
        double tmax = segment ? 1 : INFINITY;
        double L = dlen(dv_of(p)) + dlen(c) + R, delta = 1e-5 * L;
        double tf, tl, cf, cl, x0, x1, y0, y1;
        bool want = oracle_polyhedron(dv_of(p), d, pl, count, tmax, 0, &tf, &tl, &cf, &cl);
        bool band = oracle_polyhedron(dv_of(p), d, pl, count, tmax, delta, &x0, &x1, &y0, &y1) !=
                    oracle_polyhedron(dv_of(p), d, pl, count, tmax, -delta, &x0, &x1, &y0, &y1);
        double t_tol = 1e-5 * (L / cf + (segment ? 0 : tf));
        isect_hit h = SENTINEL;
        if (segment) {
            bool got = isect_segment_polyhedron((isect_segment){p, b}, pl, count, &h);
            tally_case(&ks, band, got, want, h, tf, t_tol, fv(dadd(dv_of(p), dscale(d, tf))),
                       1e-5 * (L + L * dlen(d) / cf), "segment-polyhedron");
        } else {
            bool got = isect_ray_polyhedron(r, pl, count, &h);
            tally_case(&k, band, got, want, h, tf, t_tol, fv(dadd(dv_of(p), dscale(d, tf))), t_tol,
                       "ray-polyhedron");
            float f0, f1;
            if (!band && got && want && isect_ray_polyhedron_span(r, pl, count, &f0, &f1) &&
                !(isinf(tl) ? isinf(f1) : fabs(f1 - tl) <= 1e-5 * (L / cl + tl)))
                span_bad++;
        }
    }
    tally_print("ray-polyhedron", "double Cyrus-Beck clipping", &k);
    tally_print("segment-polyhedron", "double Cyrus-Beck clipping", &ks);
    printf("ray-polyhedron: %ld spans with t_last off the oracle\n", span_bad);
    CHECK(span_bad == 0, "ray-polyhedron span: %ld t_last off", span_bad);
}

int main(void)
{
    RUN(test_segment_plane_table);
    RUN(test_ray_sphere_table);
    RUN(test_segment_sphere_table);
    RUN(test_ray_aabb_table);
    RUN(test_segment_aabb_table);
    RUN(test_line_triangle_table);
    RUN(test_line_quad_table);
    RUN(test_ray_triangle_table);
    RUN(test_segment_triangle_table);
    RUN(test_ray_polyhedron_table);
    RUN(test_segment_polyhedron_table);
    RUN(test_random_ray_sphere);
    RUN(test_random_segment_sphere);
    RUN(test_random_ray_aabb);
    RUN(test_random_segment_aabb);
    RUN(test_random_ray_triangle);
    RUN(test_random_segment_triangle);
    RUN(test_random_origin_on_triangle);
    RUN(test_scale_sweep);
    RUN(test_random_line_triangle);
    RUN(test_random_line_quad);
    RUN(test_random_polyhedron);
    return check_summary();
}
