/* Rays and segments against an AABB (src/isect/ray_box.c): hand-worked tables for the slab test
 * (touching a face, edge and corner, rays lying in a slab's plane, starting inside, pointing away,
 * NaN and infinity). The random cases are in test_isect_ray_random.c. */
#include "check.h"
#include "hit_check.h"
#include "isect.h"

#include <float.h>
#include <math.h>
#include <stdbool.h>

static const float NaN = NAN, INF = INFINITY;

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
        check_hit_case("ray_aabb", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
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
        check_hit_case("segment_aabb", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

int main(void)
{
    RUN(test_ray_aabb_table);
    RUN(test_segment_aabb_table);
    return check_summary();
}
