/* A moving sphere against a triangle (moving_sphere.c, Ericson 5.5.6): exact hand cases (the
 * face from either side, an edge and a corner touched at t = 0, 0.5, 0.75 and 1 on dyadic
 * numbers, grazing a corner, parallel to the face, a small sphere too fast for its radius through
 * the thin triangle, a flat triangle, NaN input), then MOVING_CASES random triangles (1 in 16
 * flat) against the time-of-impact oracle of fuzz/oracles_moving.h (the centre's distance to
 * the triangle in double, oracles.h's o_dist_triangle, minus r; the motions, the band and the
 * properties are in tests/moving_random.h). */
#include "isect.h"
#include "check.h"
#include "moving_random.h"

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

static const isect_triangle tri = {{{0, 0, 0}}, {{4, 0, 0}}, {{0, 4, 0}}};   /* in z = 0 */
static void test_triangle_cases(void)
{
    isect_hit h;
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(1, 1, 5), 1}, V(0, 0, -8), tri, &h) && h.t == 0.5f &&
          h.point.x == 1 && h.point.y == 1 && h.point.z == 0, "onto the face at t = 0.5 (%g)", h.t);
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(1, 1, -5), 1}, V(0, 0, 4), tri, &h) && h.t == 1,
          "onto the back of the face at t = 1 (%g)", h.t);
    CHECK(!isect_moving_sphere_triangle((isect_sphere){V(1, 1, -5), 1}, V(0, 0, 3.9375f), tri, NULL), "short of it");
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(1, 1, 1), 1}, V(0, 0, 8), tri, &h) && h.t == 0 && h.point.z == 0,
          "touching the face at t = 0, moving away");
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(2, -8, 0), 2}, V(0, 8, 0), tri, &h) && h.t == 0.75f &&
          h.point.y == 0, "edge-on onto the edge y = 0 at t = 0.75 (%g)", h.t);
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(-8, -3, -4), 5}, V(16, 0, 0), tri, &h) && h.t == 0.5f &&
          h.point.x == 0 && h.point.y == 0 && h.point.z == 0, "grazing the corner a (3-4-5) at t = 0.5 (%g)", h.t);
    CHECK(!isect_moving_sphere_triangle((isect_sphere){V(-8, -3, -4.0625f), 5}, V(16, 0, 0), tri, NULL), "passing it");
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(-8, 1, 1), 1}, V(16, 0, 0), tri, &h) && h.t == 0.5f,
          "parallel to the face at height r: touches first at the edge x = 0 (%g)", h.t);
    CHECK(!isect_moving_sphere_triangle((isect_sphere){V(-8, 1, 1.0625f), 1}, V(16, 0, 0), tri, NULL), "parallel, above");
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(1, 1, 40), 0.001f}, V(0, 0, -80), tri, &h) &&
          fabsf(h.t - 39.999f / 80) < 1e-6f, "too fast for its radius: caught (%g)", h.t);
    CHECK(!isect_sphere_triangle((isect_sphere){V(1, 1, 40), 0.001f}, tri) &&
          !isect_sphere_triangle((isect_sphere){V(1, 1, -40), 0.001f}, tri), "(both ends miss it)");
    const isect_triangle flat = {{{0, 0, 0}}, {{4, 0, 0}}, {{2, 0, 0}}};
    CHECK(isect_moving_sphere_triangle((isect_sphere){V(2, 5, 0), 1}, V(0, -8, 0), flat, &h) && h.t == 0.5f,
          "a flat triangle is its segment (%g)", h.t);
    CHECK(!isect_moving_sphere_triangle((isect_sphere){V(1, 1, 5), -1}, V(0, 0, -8), tri, NULL), "negative radius");
    CHECK(!isect_moving_sphere_triangle((isect_sphere){V(1, 1, 0), 1}, V(0, 0, NAN), tri, NULL), "NaN v, touching");
    CHECK(!isect_moving_sphere_triangle((isect_sphere){V(1, 1, 5), 1}, V(0, 0, -8),
                                        (isect_triangle){{{0, 0, 0}}, {{4, 0, 0}}, {{0, NAN, 0}}}, NULL), "NaN vertex");
    isect_moving_sphere_triangle((isect_sphere){V(1, 1, 5), 1}, V(0, 0, -INFINITY), tri, NULL);   /* defined */
}

static void test_triangle_random(void) { moving_random("sphere-triangle", O_TRIANGLE, 201); }

int main(void)
{
    RUN(test_triangle_cases);
    RUN(test_triangle_random);
    return check_summary();
}
