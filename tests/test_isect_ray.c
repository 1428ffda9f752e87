/* Rays, segments and lines against planes, triangles, quads and polyhedra (src/isect/ray.c,
 * ray_triangle.c): hand-worked tables (touching and grazing, just missing, start inside,
 * pointing away, origins on a triangle, edges and vertices, parallel and degenerate input, NaN
 * and infinity), and non-canonical input to every ray function. Spheres and boxes have their own
 * tables (test_isect_ray_sphere.c, test_isect_ray_box.c), as ray_sphere.c and ray_box.c are their
 * own files; the random cases against double-precision oracles are in test_isect_ray_random.c. */
#include "check.h"
#include "hit_check.h"
#include "isect.h"

#include <float.h>
#include <stdbool.h>
#include <string.h>


static const float NaN = NAN, INF = INFINITY;

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
        check_hit_case("segment_plane", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
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
        {"lying in the plane: the contact nearest p", V(-1, 0.25f, 0), V(1, 0.25f, 0), tri, true, V(0, 0.25f, 0)},
        {"lying in the plane, p inside", V(0.25f, 0.25f, 0), V(1, 0.25f, 0), tri, true, V(0.25f, 0.25f, 0)},
        {"lying in the plane, behind p", V(2, 0.25f, 0), V(3, 0.25f, 0), tri, true, V(0.75f, 0.25f, 0)},
        {"lying in the plane, missing", V(-1, 2, 0), V(1, 2, 0), tri, false, V(0, 0, 0)},
        {"p = q", V(0.25f, 0.25f, 1), V(0.25f, 0.25f, 1), tri, false, V(0, 0, 0)},
        {"collinear triangle: its segment", V(0.5f, 0, -1), V(0.5f, 0, 1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, true, V(0.5f, 0, 0)},
        {"collinear triangle, missed", V(2.5f, 0, -1), V(2.5f, 0, 1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, false, V(0, 0, 0)},
        {"collinear triangle, skew line", V(0.5f, 1, -1), V(0.5f, 1, 1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, false, V(0, 0, 0)},
        {"point triangle", V(1, 2, -1), V(1, 2, 1), {V(1, 2, 0), V(1, 2, 0), V(1, 2, 0)}, true, V(1, 2, 0)},
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
        {"degenerate: collinear, its segment", V(0.5f, 0, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, true, 1, V(0.5f, 0, 0)},
        {"degenerate: collinear, beside it", V(2.5f, 0, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, false, 0, V(0, 0, 0)},
        {"degenerate: collinear, along it", V(-1, 0, 0), V(1, 0, 0), {V(2, 0, 0), V(0, 0, 0), V(1, 0, 0)}, true, 1, V(0, 0, 0)},
        {"degenerate: collinear, start on it", V(1, 1, 1), V(0, -1, -1), {V(0, 0, 0), V(1, 1, 1), V(3, 3, 3)}, true, 0, V(1, 1, 1)},
        {"degenerate: collinear, skew", V(1, 0.5f, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 1, 1), V(3, 3, 3)}, false, 0, V(0, 0, 0)},
        {"degenerate: a point, hit", V(0, 0, 1), V(0, 0, -1), {V(0, 0, 0), V(0, 0, 0), V(0, 0, 0)}, true, 1, V(0, 0, 0)},
        {"degenerate: a point, missed", V(0, 0.5f, 1), V(0, 0, -1), {V(0, 0, 0), V(0, 0, 0), V(0, 0, 0)}, false, 0, V(0, 0, 0)},
        {"degenerate: a point behind", V(0, 0, -1), V(0, 0, -1), {V(0, 0, 0), V(0, 0, 0), V(0, 0, 0)}, false, 0, V(0, 0, 0)},
        {"NaN vertex", V(0.25f, 0.25f, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 0, NaN), V(0, 1, 0)}, false, 0, V(0, 0, 0)},
        {"NaN origin", V(0.25f, NaN, 1), V(0, 0, -1), tri, false, 0, V(0, 0, 0)},
        {"NaN origin, parallel", V(NaN, 0.25f, 0), V(1, 0, 0), tri, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_ray r = isect_ray_from(rows[i].p, rows[i].d);
        isect_hit h = SENTINEL;
        bool got = isect_ray_triangle(r, rows[i].t, &h);
        bool again = isect_ray_triangle(r, rows[i].t, NULL);
        check_hit_case("ray_triangle", rows[i].what, got, again, h, rows[i].hit, rows[i].t_, rows[i].point);
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
        {"in the plane, starting inside", {V(0.25f, 0.25f, 0), V(2, 0.25f, 0)}, tri, true, 0, V(0.25f, 0.25f, 0)},
        {"in the plane, along an edge", {V(-1, 0, 0), V(3, 0, 0)}, tri, true, 0.25f, V(0, 0, 0)},
        {"in the plane, ending on a vertex", {V(-1, 1, 0), V(0, 1, 0)}, tri, true, 1, V(0, 1, 0)},
        {"collinear triangle: crossing its segment", {V(0.5f, 0, 1), V(0.5f, 0, -1)}, {V(0, 0, 0), V(2, 0, 0), V(1, 0, 0)}, true, 0.5f, V(0.5f, 0, 0)},
        {"collinear triangle: passing beside it", {V(0.5f, 0.5f, 1), V(0.5f, 0.5f, -1)}, {V(0, 0, 0), V(2, 0, 0), V(1, 0, 0)}, false, 0, V(0, 0, 0)},
        {"collinear triangle: overlapping along it", {V(-1, 0, 0), V(0.5f, 0, 0)}, {V(0, 0, 0), V(2, 0, 0), V(1, 0, 0)}, true, 2.0f / 3, V(0, 0, 0)},
        {"point triangle, segment through it", {V(1, 1, 1), V(3, 3, 3)}, {V(2, 2, 2), V(2, 2, 2), V(2, 2, 2)}, true, 0.5f, V(2, 2, 2)},
        {"point segment on a collinear triangle", {V(1.5f, 0, 0), V(1.5f, 0, 0)}, {V(0, 0, 0), V(2, 0, 0), V(1, 0, 0)}, true, 0, V(1.5f, 0, 0)},
        {"point segment beside a collinear triangle", {V(2.5f, 0, 0), V(2.5f, 0, 0)}, {V(0, 0, 0), V(2, 0, 0), V(1, 0, 0)}, false, 0, V(0, 0, 0)},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        isect_hit h = SENTINEL;
        bool got = isect_segment_triangle(rows[i].s, rows[i].t, &h);
        bool again = isect_segment_triangle(rows[i].s, rows[i].t, NULL);
        check_hit_case("segment_triangle", rows[i].what, got, again, h, rows[i].hit, rows[i].t_, rows[i].point);
    }
}

/* The verdict is exact, so it cannot depend on the vertex order: issue 20's ray, which the
 * float Moeller-Trumbore hit at t = 0 from 1.13 away in some orders of a collinear triangle and
 * missed in others, misses in all six; a ray in the plane of a thin triangle and one through its
 * edge hit in all six. */
static void test_triangle_vertex_orders(void)
{
    const struct { const char *what; vec3s p, d; isect_triangle t; bool hit; } rows[] = {
        {"collinear, 1.13 away", V(-3, 0.5f, -4), V(0.78526926f, -0.618696988f, 0.0237960387f),
         {V(-1, 4, 0), V(1.5f, 0, -1.5f), V(4, -4, -3)}, false},
        {"in the plane of a sliver", V(-1, 1e-3f, 0), V(1, 0, 0), {V(0, 0, 0), V(1, 0, 0), V(0.5f, 2e-3f, 0)}, true},
        {"through a sliver's long edge", V(0.25f, 0, 1), V(0, 0, -1), {V(0, 0, 0), V(1, 0, 0), V(0.5f, 1e-6f, 0)}, true},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const vec3s v[3] = {rows[i].t.a, rows[i].t.b, rows[i].t.c};
        static const int order[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
        for (int o = 0; o < 6; o++) {
            isect_triangle t = {v[order[o][0]], v[order[o][1]], v[order[o][2]]};
            bool got = isect_ray_triangle((isect_ray){rows[i].p, rows[i].d}, t, NULL);
            CHECK(got == rows[i].hit, "vertex orders, %s: order %d %s", rows[i].what, o, got ? "hits" : "misses");
            isect_segment s = {rows[i].p, glms_vec3_add(rows[i].p, glms_vec3_scale(rows[i].d, 10))};
            CHECK(isect_segment_triangle(s, t, NULL) == rows[i].hit, "vertex orders, %s: segment, order %d", rows[i].what, o);
        }
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
        check_hit_case("ray_polyhedron", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
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
        check_hit_case("segment_polyhedron", rows[i].what, got, again, h, rows[i].hit, rows[i].t, rows[i].point);
    }
}

/* ---- Non-canonical input: any direction length, a zero direction, a zero normal ---------- */

/* One shape of each ray test, for the tables below: the unit sphere, the cube [-1, 1]^3 (as an
 * AABB and as six halfspaces) and a triangle in z = 0 around the origin. */
enum { SPHERE, BOX, TRIANGLE, POLYHEDRON, SHAPES };
static const char *const SHAPE_NAME[SHAPES] = {"sphere", "aabb", "triangle", "polyhedron"};

static bool ray_at(int shape, isect_ray r, isect_hit *h)
{
    const isect_triangle tri = {V(-1, -1, 0), V(1, -1, 0), V(0, 1, 0)};
    switch (shape) {
    case SPHERE: return isect_ray_sphere(r, (isect_sphere){V(0, 0, 0), 1}, h);
    case BOX: return isect_ray_aabb(r, (isect_aabb){V(-1, -1, -1), V(1, 1, 1)}, h);
    case TRIANGLE: return isect_ray_triangle(r, tri, h);
    default: return isect_ray_polyhedron(r, CUBE, 6, h);
    }
}

static bool segment_at(int shape, isect_segment s, isect_hit *h)
{
    const isect_triangle tri = {V(-1, -1, 0), V(1, -1, 0), V(0, 1, 0)};
    switch (shape) {
    case SPHERE: return isect_segment_sphere(s, (isect_sphere){V(0, 0, 0), 1}, h);
    case BOX: return isect_segment_aabb(s, (isect_aabb){V(-1, -1, -1), V(1, 1, 1)}, h);
    case TRIANGLE: return isect_segment_triangle(s, tri, h);
    default: return isect_segment_polyhedron(s, CUBE, 6, h);
    }
}

/* A ray's verdict does not depend on |d|, and its t is in units of d: the hit point is p + t d.
 * Each row is a ray with a unit direction u and where it enters each shape (distance along u,
 * or -1 for a miss); it is tried raw, with d = L u for lengths L from 1e-3 to 1e3, and must hit
 * at t = distance / L. isect_ray_sphere took d.d as 1: p = (0, 0, -10), d = (0, 0, 2) at the
 * unit sphere missed. */
static void test_ray_direction_length(void)
{
    const float r3 = 0.57735027f;   /* 1 / sqrt 3 */
    struct { const char *what; vec3s p, u; float dist[SHAPES]; } rows[] = {
        {"head on along z", V(0, 0, -10), V(0, 0, 1), {9, 9, 10, 9}},
        {"beside all of them", V(1.5f, 0, -10), V(0, 0, 1), {-1, -1, -1, -1}},
        {"pointing away", V(0, 0, -10), V(0, 0, -1), {-1, -1, -1, -1}},
        {"start inside", V(0, 0.5f, 0), V(1, 0, 0), {0, 0, 0, 0}},
        {"diagonal from (-5, -5, -5)", V(-5, -5, -5), V(r3, r3, r3), {7.6602540f, 6.9282032f, 8.6602540f, 6.9282032f}},
    };
    const float lengths[] = {1, 2, 0.5f, 3, 0.1f, 7.25f, 1e-3f, 1e3f};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        for (int k = 0; k < SHAPES; k++)
            for (size_t j = 0; j < sizeof lengths / sizeof lengths[0]; j++) {
                float L = lengths[j], want = rows[i].dist[k];
                isect_ray r = {rows[i].p, glms_vec3_scale(rows[i].u, L)};
                isect_hit h = SENTINEL;
                bool got = ray_at(k, r, &h);
                char what[96];
                snprintf(what, sizeof what, "%s, |d| = %g", rows[i].what, L);
                check_hit_case(SHAPE_NAME[k], what, got, ray_at(k, r, NULL), h, want >= 0, want / L,
                           glms_vec3_add(rows[i].p, glms_vec3_scale(rows[i].u, want)));
            }
    /* The user's case, by hand: b = m.d = -20, c = m.m - 1 = 99, d.d = 4: t = 4.5, at (0, 0, -1). */
    isect_hit h = SENTINEL;
    CHECK(isect_ray_sphere((isect_ray){V(0, 0, -10), V(0, 0, 2)}, (isect_sphere){V(0, 0, 0), 1}, &h) &&
          h.t == 4.5f && glms_vec3_eqv(h.point, V(0, 0, -1)), "ray_sphere |d| = 2: t %g", h.t);
}

/* d = 0: the ray is its start p, as a segment with a = b is its point. Either hits at t = 0,
 * point p, when p lies in the shape (boundary included), and misses otherwise. */
static void test_zero_direction(void)
{
    struct { const char *what; vec3s p; bool in[SHAPES]; } rows[] = {
        {"at the centre", V(0, 0, 0), {true, true, true, true}},
        {"inside, off the triangle", V(0, 0.5f, 0.25f), {true, true, false, true}},
        {"on the sphere and a box face", V(1, 0, 0), {true, true, false, true}},
        {"on a box corner", V(1, 1, 1), {false, true, false, true}},
        {"on the triangle's edge", V(0, -1, 0), {true, true, true, true}},
        {"outside all of them", V(0, 0, 2), {false, false, false, false}},
    };
    const vec3s zeros[] = {V(0, 0, 0), V(-0.0f, 0, -0.0f)};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        for (int k = 0; k < SHAPES; k++)
            for (int z = 0; z < 2; z++) {
                isect_hit h = SENTINEL, hs = SENTINEL;
                bool got = ray_at(k, (isect_ray){rows[i].p, zeros[z]}, &h);
                check_hit_case(SHAPE_NAME[k], rows[i].what, got, ray_at(k, (isect_ray){rows[i].p, zeros[z]}, NULL), h,
                           rows[i].in[k], 0, rows[i].p);
                bool seg = segment_at(k, (isect_segment){rows[i].p, rows[i].p}, &hs);
                check_hit_case(SHAPE_NAME[k], rows[i].what, seg, segment_at(k, (isect_segment){rows[i].p, rows[i].p}, NULL),
                           hs, rows[i].in[k], 0, rows[i].p);
            }
    /* the span of a point inside: it never leaves */
    float tf = -7, tl = -7;
    CHECK(isect_ray_polyhedron_span((isect_ray){V(0, 0, 0), V(0, 0, 0)}, CUBE, 6, &tf, &tl) && tf == 0 && tl == INF,
          "zero direction inside: span [%g, %g]", tf, tl);
    /* the batch kernel reads d = 0 as the scalar does */
    float x0[2] = {-1, 2}, x1[2] = {1, 3}, y0[2] = {-1, -1}, y1[2] = {1, 1}, z0[2] = {-1, -1}, z1[2] = {1, 1};
    uint8_t out[2];
    float t[2];
    isect_ray_aabb_batch((isect_ray){V(0, 0, 0), V(0, 0, 0)}, (isect_aabb_soa){x0, y0, z0, x1, y1, z1}, 2, out, t);
    CHECK(out[0] == 1 && t[0] == 0 && out[1] == 0 && t[1] == INF, "batch, zero direction: %d %g, %d %g", out[0], t[0], out[1], t[1]);
}

/* A zero normal is the NaN plane: nothing meets it, and nothing is inside its halfspace. The
 * segment test read the plane 0 = 0 as holding everywhere (a hit at t = 0), and Cyrus-Beck kept
 * every point of the "halfspace" 0 <= d for d >= 0, so a polyhedron with such a face was the
 * rest of it. */
static void test_zero_normal_plane(void)
{
    const float ds[] = {0, 1, -1};
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        isect_plane zero = {V(0, 0, 0), ds[i]};
        isect_hit h = SENTINEL;
        CHECK(!isect_segment_plane((isect_segment){V(0, 0, -1), V(0, 0, 1)}, zero, &h) && same_hit(h),
              "segment meets a zero normal, d %g", ds[i]);
        CHECK(!isect_segment_plane((isect_segment){V(3, 3, 3), V(3, 3, 3)}, zero, NULL), "point meets a zero normal, d %g", ds[i]);
        isect_plane faces[7];
        memcpy(faces, CUBE, sizeof CUBE);
        faces[6] = zero;
        CHECK(!isect_ray_polyhedron(isect_ray_from(V(-5, 0, 0), V(1, 0, 0)), faces, 7, NULL), "cube + zero face, d %g", ds[i]);
        CHECK(!isect_ray_polyhedron((isect_ray){V(0, 0, 0), V(0, 0, 0)}, faces, 7, NULL), "point in cube + zero face, d %g", ds[i]);
        CHECK(!isect_segment_polyhedron((isect_segment){V(-5, 0, 0), V(5, 0, 0)}, faces, 7, NULL), "segment, cube + zero face, d %g", ds[i]);
        CHECK(!isect_ray_polyhedron(isect_ray_from(V(0, 0, 0), V(0, 1, 0)), &zero, 1, NULL), "zero face alone, d %g", ds[i]);
    }
    /* A normal of another length is the same plane: t stays in [0, 1] for a segment. */
    isect_hit h = SENTINEL;
    CHECK(isect_segment_plane((isect_segment){V(0, 0, -1), V(0, 0, 3)}, (isect_plane){V(0, 0, 4), 2}, &h) &&
          h.t == 0.375f, "segment vs 4z = 2: t %g", h.t);
}

int main(void)
{
    RUN(test_segment_plane_table);
    RUN(test_line_triangle_table);
    RUN(test_line_quad_table);
    RUN(test_ray_triangle_table);
    RUN(test_segment_triangle_table);
    RUN(test_triangle_vertex_orders);
    RUN(test_ray_polyhedron_table);
    RUN(test_segment_polyhedron_table);
    RUN(test_ray_direction_length);
    RUN(test_zero_direction);
    RUN(test_zero_normal_plane);
    return check_summary();
}
