/* A moving sphere against an AABB (moving_sphere.c, Ericson 5.5.7): exact hand cases (a face,
 * an edge and a corner touched at t = 0, t = 0.5 and t = 1 on dyadic numbers; paths through the
 * grown box's edge and corner regions that miss the rounded edge and corner; a small sphere too
 * fast for its radius through a flat box; empty, NaN and infinite boxes), then MOVING_CASES
 * random cases against the time-of-impact oracle of fuzz/oracles_moving.h (the centre's
 * distance to the box in double, by the clamp, minus r; the motions, the band and the
 * properties are in tests/moving_random.h). */
#include "isect.h"
#include "check.h"
#include "moving_random.h"

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

static void test_aabb_cases(void)
{
    const isect_aabb box = {V(0, 0, 0), V(4, 2, 6)};
    isect_hit h;
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(2, 1, 10), 2}, V(0, 0, -4), box, &h) && h.t == 0.5f &&
          h.point.z == 6, "onto the top face at t = 0.5 (%g)", h.t);
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(2, 1, 10), 2}, V(0, 0, -2), box, &h) && h.t == 1, "at t = 1 (%g)", h.t);
    CHECK(!isect_moving_sphere_aabb((isect_sphere){V(2, 1, 10), 2}, V(0, 0, -1.9375f), box, NULL), "short of it");
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(7, 6, 3), 5}, V(1, 1, 0), box, &h) && h.t == 0 &&
          h.point.x == 4 && h.point.y == 2, "touching the edge (3-4-5) at t = 0");
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(7, 6, -13), 5}, V(0, 0, 32), box, &h) && h.t == 13.0f / 32 &&
          h.point.x == 4 && h.point.y == 2 && h.point.z == 0,
          "along the edge, 5 from it: first touching its end, the corner (%g)", h.t);
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(-4, 5, -4), 5}, V(16, 0, 0), box, &h) && h.t == 0.25f,
          "grazing the edge y = 2, z = 0 (3-4-5), first at its end (%g)", h.t);
    CHECK(!isect_moving_sphere_aabb((isect_sphere){V(-4, 5, -4), 4.9375f}, V(16, 0, 0), box, NULL),
          "through the grown box's edge region, past the rounded edge");
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(6, 5, 12), 7}, V(-4, -12, -12), box, &h) && h.t == 0 &&
          h.point.x == 4 && h.point.y == 2 && h.point.z == 6, "touching the corner (4, 2, 6) (2-3-6-7) at t = 0");
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(10, 11, 24), 7}, V(-8, -12, -24), box, &h) && h.t == 0.5f &&
          h.point.x == 4 && h.point.y == 2 && h.point.z == 6, "onto the corner at t = 0.5 (%g)", h.t);
    CHECK(!isect_moving_sphere_aabb((isect_sphere){V(13, 11, 15), 7}, V(-4.5f, -4.5f, -4.5f), box, NULL),
          "into the grown box's corner region, short of the rounded corner");
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(2, 1, 40), 0.001f}, V(0, 0, -80), (isect_aabb){V(0, 0, 0), V(4, 2, 0)}, &h),
          "too fast for its radius through a flat box");
    CHECK(!isect_moving_sphere_aabb((isect_sphere){V(2, 1, 10), 2}, V(0, 0, -9), (isect_aabb){V(0, 0, 7), V(4, 2, 6)}, NULL),
          "empty box (min > max)");
    CHECK(!isect_moving_sphere_aabb((isect_sphere){V(2, 1, 10), 2}, V(0, 0, -9), (isect_aabb){V(0, 0, 0), V(4, NAN, 6)}, NULL),
          "NaN bound");
    CHECK(isect_moving_sphere_aabb((isect_sphere){V(2, 1, 10), 2}, V(0, 0, -9), (isect_aabb){V(0, 0, -INFINITY), V(4, 2, 6)}, &h) &&
          h.t == 2.0f / 9, "an infinite bound (%g)", h.t);
    isect_moving_sphere_aabb((isect_sphere){V(-9, -9, -9), 1}, V(INFINITY, INFINITY, INFINITY), box, NULL);   /* defined */
}

static void test_aabb_random(void) { moving_random("sphere-aabb", O_AABB, 203); }

int main(void)
{
    RUN(test_aabb_cases);
    RUN(test_aabb_random);
    return check_summary();
}
