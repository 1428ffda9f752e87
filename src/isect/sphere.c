/* Sphere tests: each compares a squared distance from the centre with r^2 (no square roots).
 *
 * Common to every test here:
 * - a negative or NaN radius intersects nothing; a zero radius is the point c;
 * - NaN anywhere in either shape gives false;
 * - an infinite radius with a finite centre meets every finite shape; an infinite centre with a
 *   finite radius meets none (IEEE arithmetic; infinite coordinates in the other shape give an
 *   unspecified but defined answer, except for triangles and polygons: see there).
 * Coordinates are assumed small enough that squared distances stay finite (|x| below ~1e18;
 * for the polygon's plane test, ~1e9). */
#include "isect.h"
#include "canonical.h"
#include "trace.h"
#include "validate.h"

#include <float.h>
#include <math.h>

/* x clamped to [lo, hi], written as the two comparisons SSE's maxss and minss perform, so it
 * compiles without branches. A NaN x comes out as lo (the caller's c - q stays NaN); a NaN lo
 * comes out as hi, a NaN hi as itself. */
static inline float clamp(float x, float lo, float hi)
{
    float q = x > lo ? x : lo;
    return q < hi ? q : hi;
}


/* isect_sphere_sphere and isect_sphere_aabb are defined inline in isect.h; these are their
 * external definitions (C99 6.7.4), the symbols a caller that does not inline links to. */
extern inline bool isect_sphere_sphere(isect_sphere a, isect_sphere b);
extern inline bool isect_sphere_aabb(isect_sphere s, isect_aabb b);

/* The same clamp in the box's frame: the coordinate x_i of c - b.c along axis u_i is clamped to
 * [-e_i, e_i], and sum (x_i - clamp(x_i))^2 <= r^2.
 * Ericson, Real-Time Collision Detection, 5.2.6 (with 5.1.4.1 SqDistPointOBB), branch-free.
 * A NaN in c, the axes or e propagates into the sum (both bounds are NaN for a NaN e_i).
 * Assumes orthonormal axes; a negative e_i is an empty box. */
bool isect_sphere_obb(isect_sphere s, isect_obb b)
{
    ISECT_REQUIRE(validate_obb_axes(b), "OBB axes orthonormal");
    vec3s v = glms_vec3_sub(s.c, b.c);
    float d2 = 0.0f;
    for (int i = 0; i < 3; i++) {
        float x = glms_vec3_dot(v, b.u[i]);                /* coordinate along axis i */
        TRACE(x);
        float d = x - clamp(x, -b.e.raw[i], b.e.raw[i]);   /* how far outside the slab */
        TRACE(d);
        d2 += d * d;
    }
    TRACE(d2); TRACE(s.r * s.r);
    return TRACE_RETURN(obb_nonempty(b) & (s.r >= 0.0f) & (d2 <= s.r * s.r));
}

/* The closest point q of the triangle to the centre decides: |q - c|^2 <= r^2.
 * Ericson, Real-Time Collision Detection, 5.2.7. A flat triangle (collinear or coincident
 * vertices) is the segment or point it spans (see isect_closest_point_triangle); a triangle
 * with a non-finite coordinate intersects nothing. */
bool isect_sphere_triangle(isect_sphere s, isect_triangle t)
{
    if (!(s.r >= 0.0f) || !finite3(t.a) || !finite3(t.b) || !finite3(t.c))
        return TRACE_RETURN(false);
    vec3s q = isect_closest_point_triangle(s.c, t);
    TRACE_POINT(q);
    TRACE(glms_vec3_distance2(q, s.c)); TRACE(s.r * s.r);
    return TRACE_RETURN(glms_vec3_distance2(q, s.c) <= s.r * s.r);
}

/* Convex planar polygon v_0 .. v_{count-1}, in order, either winding. First the plane test:
 * with n = sum (v_i - v_0) x (v_{i+1} - v_0) (|n| = twice the area, pointing so the polygon
 * winds counter-clockwise about it), reject when dot(n, c - v_0)^2 > r^2 |n|^2. Then the
 * closest point: the sphere meets the polygon when it meets an edge (closest point on the
 * segment within r), or else when the centre projects inside, i.e. on the inner side of every
 * edge: dot(n, (v_i - v_j) x (c - v_j)) >= 0.
 * Ericson, Real-Time Collision Detection, 5.2.8 (edges by 5.1.2 instead of ray tests).
 * Degenerate input: count < 1 or verts NULL gives false; count 1 is the point v_0 and count 2
 * the segment v_0 v_1; a flat polygon (all vertices on a line or coincident, taken as
 * |n|^2 <= FLT_EPSILON S^2 with S = sum |v_i - v_0|^2) is the union of its edges, which is
 * the segment or point it spans. A non-finite vertex intersects nothing. Non-convex or
 * non-planar input gives an unspecified (but defined) answer. */
bool isect_sphere_polygon(isect_sphere s, const vec3s *verts, int count)
{
    if (verts == NULL || count < 1 || !(s.r >= 0.0f))
        return TRACE_RETURN(false);

    vec3s o = verts[0], n = GLMS_VEC3_ZERO;
    float size = 0.0f;                                    /* S = sum |v_i - v_0|^2 */
    for (int i = 1; i < count; i++) {
        vec3s e = glms_vec3_sub(verts[i], o);
        size += glms_vec3_dot(e, e);
        if (i + 1 < count)
            n = glms_vec3_add(n, glms_vec3_cross(e, glms_vec3_sub(verts[i + 1], o)));
    }
    if (!finite3(o) || !isfinite(size))
        return TRACE_RETURN(false);

    /* n and S divided by n's largest |component| m: for a polygon of size ~1e-10, |n|^2 ~ S^2
     * are denormal or 0, the plane test read 0 > 0 and let through a centre 6e-4 off the plane
     * (found by fuzz/fuzz_spheres.c). */
    float m = fmaxf(fabsf(n.x), fmaxf(fabsf(n.y), fabsf(n.z)));
    if (m > 0.0f && m <= FLT_MAX)
        n = glms_vec3_divs(n, m), size /= m;
    float rr = s.r * s.r;
    float nn = glms_vec3_dot(n, n);
    bool flat = !(m > 0.0f) || !(nn > FLT_EPSILON * size * size);
    TRACE_AXIS(n); TRACE(flat);
    if (!flat) {
        float dist = glms_vec3_dot(n, glms_vec3_sub(s.c, o));   /* |n| times the distance */
        TRACE(dist / sqrtf(nn));
        if (dist * dist > rr * nn)
            return TRACE_RETURN(false);                   /* the plane alone separates */
    }

    bool inside = !flat;
    for (int i = 0, j = count - 1; i < count; j = i++) {
        vec3s q = isect_closest_point_segment(s.c, (isect_segment){verts[j], verts[i]});
        TRACE_POINT(q); TRACE(glms_vec3_distance2(q, s.c)); TRACE(rr);
        if (glms_vec3_distance2(q, s.c) <= rr)
            return TRACE_RETURN(true);                    /* an edge is within r */
        vec3s edge = glms_vec3_sub(verts[i], verts[j]);
        inside = inside && glms_vec3_dot(n, glms_vec3_cross(edge, glms_vec3_sub(s.c, verts[j]))) >= 0.0f;
        TRACE(inside);
    }
    return TRACE_RETURN(inside);                          /* centre projects inside */
}
