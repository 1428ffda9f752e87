/* Fuzz target: AABB vs convex polygon (polygon.c). The polygon is a point, a segment, a raw
 * triangle, a parallelogram, or 3 to 8 points of an ellipse c + cos(a) u + sin(a) w at angles in
 * order (convex and planar but for the rounding of its vertices), with u and w from the input,
 * so they may be parallel, zero or huge. Properties:
 * - count < 1 or NULL, an empty box, NaN anywhere or an infinite vertex: false;
 * - every starting vertex and both windings give the same verdict (exact, along the same axes);
 * - a triangle gives isect_aabb_triangle's verdict (both are exact, and a triangle is planar);
 * - for finite input below 1e12 (where the double oracle holds its bits): where the box grown
 *   by the tolerance misses the polygon, false; where the box shrunk by it meets the polygon,
 *   true. The oracle
 *   is the polygon clipped to the box plane by plane (Sutherland-Hodgman) in double. */
#include "fuzz.h"
#include "oracles.h"

#define MAXV 8

/* Does the polygon meet the box grown by g on every side (g < 0: shrunk, by at most half its
 * width: a flat box stays flat)? */
static bool o_meets(const vec3s *v, int count, isect_aabb b, double g)
{
    double gk[3];
    for (int axis = 0; axis < 3; axis++)
        gk[axis] = g < 0 ? dmax(g, -0.5 * ((double)b.max.raw[axis] - b.min.raw[axis])) : g;
    return o_polygon_meets_box(v, count, b, gk);
}

/* The verdict in every cyclic order and both windings: all equal? */
static bool same_in_every_order(isect_aabb b, const vec3s *v, int n, bool want)
{
    for (int rev = 0; rev < 2; rev++)
        for (int s = 0; s < n; s++) {
            vec3s w[MAXV];
            for (int k = 0; k < n; k++) w[k] = v[rev ? (s + n - k) % n : (s + k) % n];
            if (isect_aabb_polygon(b, w, n) != want) return false;
        }
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_aabb box = fuzz_aabb(&in);
    uint8_t shape = fuzz_byte(&in);
    vec3s c = fuzz_vec3(&in), u = fuzz_vec3(&in), w = fuzz_vec3(&in);
    vec3s v[MAXV];
    int n;
    switch (shape % 5) {
    case 0: v[0] = c, n = 1; break;
    case 1: v[0] = c, v[1] = u, n = 2; break;
    case 2: v[0] = c, v[1] = u, v[2] = w, n = 3; break;
    case 3: v[0] = c, v[1] = u, v[2] = w, v[3] = glms_vec3_sub(glms_vec3_add(c, w), u), n = 4; break;   /* parallelogram */
    default: {
        n = 3 + shape / 5 % 6;
        float a = 0;
        for (int k = 0; k < n; k++) {   /* increasing angles, less than a turn in all */
            a += (0.1f + fuzz_byte(&in) / 255.0f) * 6.2831853f / (float)(n + 1);
            v[k] = glms_vec3_add(c, glms_vec3_add(glms_vec3_scale(u, cosf(a)), glms_vec3_scale(w, sinf(a))));
        }
        break;
    }
    }
    if (shape & 0x80) box.min.raw[shape % 3] = box.max.raw[shape % 3];   /* sometimes a flat box */

    bool got = isect_aabb_polygon(box, v, n);
    vec3s axis;
    int index = isect_aabb_polygon_axis(box, v, n, &axis);
    FUZZ_CHECK((index == ISECT_AXIS_NONE) == got && index <= 3 + 3 * n, "the separating axis %d disagrees with the verdict", index);
    FUZZ_CHECK(!isect_aabb_polygon(box, v, 0) && !isect_aabb_polygon(box, NULL, n) && !isect_aabb_polygon(box, v, -1),
               "count 0, -1 or NULL meets");
    bool bad = nan3(box.min) || nan3(box.max);
    for (int k = 0; k < n; k++) bad |= !finite3(v[k]);
    for (int k = 0; k < 3; k++) bad |= box.min.raw[k] > box.max.raw[k];
    if (bad) {
        FUZZ_CHECK(!got, "NaN, an infinite vertex or an empty box meets");
        return 0;
    }
    /* exact along the same axes in any order (Newell's normal, the edges), planar or not */
    FUZZ_CHECK(same_in_every_order(box, v, n, got), "the vertex order changes the verdict");
    /* both exact, and a triangle is planar: the same verdict everywhere */
    if (n == 3)
        FUZZ_CHECK(isect_aabb_triangle(box, (isect_triangle){v[0], v[1], v[2]}) == got, "a triangle unlike isect_aabb_triangle");
    bool finite = finite3(box.min) && finite3(box.max);
    double m = dmax(absmax3(box.min), absmax3(box.max));
    for (int k = 0; k < n; k++) m = dmax(m, absmax3(v[k]));
    if (!finite || !(m < 1e12)) return 0;
    /* the double oracle is clear where the box grown by tol misses, and where the box shrunk by
     * tol on every side meets: a box thinner than 2 tol cannot shrink that far (a flat box, whose
     * polygon may pass within rounding of it, is left to the other properties) */
    double tol = tol4(m);
    bool thick = true;
    for (int k = 0; k < 3; k++) thick = thick && (double)box.max.raw[k] - box.min.raw[k] >= 2 * tol;
    bool grown = o_meets(v, n, box, tol), shrunk = thick && o_meets(v, n, box, -tol);
    if (!grown) FUZZ_CHECK(!got, "the box grown by %g misses the polygon, but it meets", tol);
    if (shrunk) FUZZ_CHECK(got, "the box shrunk by %g meets the polygon, but it is apart", tol);
    return 0;
}
