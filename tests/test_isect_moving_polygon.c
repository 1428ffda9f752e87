/* A moving sphere against a convex polygon (moving_sphere.c, Ericson 5.5.6; triangles are in
 * test_isect_moving_triangle.c, AABBs in test_isect_moving_sphere_aabb.c): exact hand cases (the
 * face, an edge and a corner touched at t = 0, 0.5 and 1 on dyadic numbers, grazing a corner, a
 * small sphere too fast for its radius, one and two vertices, NULL and NaN input), then
 * MOVING_CASES random polygons of 1 to 8 vertices against the time-of-impact oracle of
 * fuzz/oracles_moving.h (the centre's distance to the polygon in double, over its fan of
 * triangles by oracles.h's o_dist_triangle, minus r; the motions, the band and the properties
 * are in tests/moving_random.h). */
#include "isect.h"
#include "check.h"
#include "moving_random.h"

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

static const vec3s square[4] = {{{0, 0, 0}}, {{4, 0, 0}}, {{4, 4, 0}}, {{0, 4, 0}}};

static void test_polygon_cases(void)
{
    isect_hit h;
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(3, 3, 5), 1}, V(0, 0, -8), square, 4, &h) && h.t == 0.5f &&
          h.point.x == 3 && h.point.y == 3 && h.point.z == 0, "onto the face at t = 0.5 (%g)", h.t);
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(3, 3, 0.5f), 1}, V(0, 0, 8), square, 4, &h) && h.t == 0 &&
          h.point.x == 3 && h.point.z == 0, "overlapping at t = 0: the centre's foot");
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(9, 2, 0), 1}, V(-4, 0, 0), square, 4, &h) && h.t == 1 &&
          h.point.x == 4 && h.point.y == 2, "edge-on onto the edge x = 4 at t = 1 (%g)", h.t);
    CHECK(!isect_moving_sphere_polygon((isect_sphere){V(9, 2, 0), 1}, V(-3.9375f, 0, 0), square, 4, NULL), "short of it");
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(12, 7, 4), 5}, V(-16, 0, 0), square, 4, &h) && h.t == 0.5f &&
          h.point.x == 4 && h.point.y == 4, "grazing the corner (4, 4, 0) (3-4-5) at t = 0.5 (%g)", h.t);
    CHECK(!isect_moving_sphere_polygon((isect_sphere){V(12, 7, 4.0625f), 5}, V(-16, 0, 0), square, 4, NULL), "passing it");
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(2, 2, 40), 0.001f}, V(0, 0, -80), square, 4, &h),
          "too fast for its radius: caught");
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(0, 0, 5), 1}, V(0, 0, -8), square, 1, &h) && h.t == 0.5f,
          "one vertex is a point (%g)", h.t);
    CHECK(isect_moving_sphere_polygon((isect_sphere){V(2, 0, 5), 1}, V(0, 0, -8), square, 2, &h) && h.t == 0.5f &&
          h.point.x == 2 && h.point.z == 0, "two vertices are a segment (%g)", h.t);
    CHECK(!isect_moving_sphere_polygon((isect_sphere){V(2, 2, 5), 1}, V(0, 0, -8), square, 2, NULL),
          "two vertices: the segment, not the square");
    CHECK(!isect_moving_sphere_polygon((isect_sphere){V(2, 2, 5), 1}, V(0, 0, -8), square, 0, NULL), "no vertices");
    CHECK(!isect_moving_sphere_polygon((isect_sphere){V(2, 2, 5), 1}, V(0, 0, -8), NULL, 4, NULL), "NULL");
    CHECK(!isect_moving_sphere_polygon((isect_sphere){V(2, 2, 5), NAN}, V(0, 0, -8), square, 4, NULL), "NaN radius");
}

static void test_polygon_random(void) { moving_random("sphere-polygon", O_POLYGON, 202); }

int main(void)
{
    RUN(test_polygon_cases);
    RUN(test_polygon_random);
    return check_summary();
}
