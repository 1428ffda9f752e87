/* Rays and segments against a sphere (src/isect/ray_sphere.c): hand-worked tables (tangent,
 * just missing, starting inside or on the surface, pointing away, zero radius, NaN and infinity)
 * and products past the float range. The random cases are in test_isect_ray_random.c. */
#include "check.h"
#include "hit_check.h"
#include "isect.h"

#include <float.h>
#include <math.h>
#include <stdbool.h>

static const float NaN = NAN, INF = INFINITY;

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
        check_hit_case("ray_sphere", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
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
        check_hit_case("segment_sphere", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

/* b = m.d with products past the float range of opposite signs (-2^162 + 2^130: -inf + inf, a NaN)
 * is a doubt for the exact test, not "not approaching": from (2^62, 2^60, 0) along
 * (-2^100, 2^70, 0) the line passes 2^60 (to 2^-28 of it) from the centre, into a sphere of radius
 * 2^61 at x = 2^61 sqrt(3) / 2: t = 2^-38 (1 - sqrt(3) / 4); past one of radius 2^59. */
static void test_sphere_products_overflowing(void)
{
    const vec3s p = V(0x1p62f, 0x1p60f, 0), d = V(-0x1p100f, 0x1p70f, 0), far = V(0x1p62f - 0x1p100f, 0x1p60f + 0x1p70f, 0);
    const float t = 0x1p-38f * (1 - sqrtf(3) / 4);
    isect_hit h = {0};
    CHECK(isect_ray_sphere((isect_ray){p, d}, (isect_sphere){V(0, 0, 0), 0x1p61f}, &h) && fabsf(h.t - t) <= 1e-5f * t,
          "ray: -inf + inf in m.d, a hit at t = %g (%g)", t, h.t);
    CHECK(isect_segment_sphere((isect_segment){p, far}, (isect_sphere){V(0, 0, 0), 0x1p61f}, &h) &&
          fabsf(h.t - t) <= 1e-5f * t, "segment: -inf + inf in m.d, a hit at t = %g (%g)", t, h.t);
    CHECK(!isect_ray_sphere((isect_ray){p, d}, (isect_sphere){V(0, 0, 0), 0x1p59f}, NULL), "ray: passing 2^60 from a sphere of 2^59");
    CHECK(!isect_segment_sphere((isect_segment){p, far}, (isect_sphere){V(0, 0, 0), 0x1p59f}, NULL),
          "segment: passing 2^60 from a sphere of 2^59");
}

int main(void)
{
    RUN(test_ray_sphere_table);
    RUN(test_segment_sphere_table);
    RUN(test_sphere_products_overflowing);
    return check_summary();
}
