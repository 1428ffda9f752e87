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
#include "exact.h"
#include "scalar_loads.h"
#include "segment_nearest.h"
#include "sphere_exact.h"
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

/* ---- Sphere vs triangle ------------------------------------------------------------------ */

/* The filter's bounds (u = 2^-53; the proof). The test works in double on the float inputs: every
 * vector is a difference of two floats, rounded once (x' = x (1 + e), |e| <= u), and no value
 * computed from them (degree 6 at most) overflows or is rounded below the normal range, as
 * exact.h argues, so fl(x op y) = (x op y)(1 + e) holds for every operation. Let M be the largest
 * |component| of ab', ac', ap' (ab = b - a, ac = c - a, ap = p - a, p the centre) and G = M^2.
 * Every vector the test uses (ab, ac, ap, bp = ap - ab, cp = ap - ac, bc = ac - ab) has exact
 * components below m = 2M / (1 - u), so each dot product of two of them is at most H = 3 m^2 =
 * 12 G / (1 - u)^2 and is computed within g5 H (two roundings of the vectors, the product, two
 * sums); a difference of two such (d4 - d3, d5 - d6) within 12u H. Counting the same way:
 *     d1 .. d6, d4 - d3, d5 - d6              within 12u H          < SPHERE_ERR_2 G,
 *     va, vb, vc (d_i d_j - d_k d_l)          within 24u H^2        < SPHERE_ERR_4 G^2,
 *     a vertex's |x|^2 - R  (R = r^2, exact)  within 6u (H + R)     < SPHERE_ERR_V (G + R),
 *     an edge's (|y|^2 - R)|x|^2 - (x.y)^2    within 40u H (H + R)  < SPHERE_ERR_E G (G + R)
 *       (x.y computed within 12u H: a dot product, or d4 - d3 for bc),
 *     the face's (n.ap)^2 - R |n|^2           within 648u m^6 + 156u R m^4 < SPHERE_ERR_F G^2 (G + R)
 * (n = ab x ac: |n_i| <= 2 m^2, within 8u m^2; n.ap within 48u m^3), each constant at least
 * 1.4 times the bound, which covers the rounding of the bounds themselves. A value beyond its
 * bound has the sign of the exact one. M infinite (infinite input) makes every bound infinite:
 * in doubt. */
#define SPHERE_ERR_2 (256 * EXACT_EPS)
#define SPHERE_ERR_4 (8192 * EXACT_EPS)
#define SPHERE_ERR_V (128 * EXACT_EPS)
#define SPHERE_ERR_E (8192 * EXACT_EPS)
#define SPHERE_ERR_F (65536 * EXACT_EPS)

/* The exact test for the cases the filter leaves in doubt (or non-finite input): out of line.
 * A non-finite vertex meets nothing; an infinite centre meets a finite triangle when r is
 * infinite too (IEEE arithmetic: inf <= inf), and an infinite r with a finite centre always. */
static COLD bool sphere_triangle_doubt(const isect_sphere *s, const isect_triangle *t)
{
    if (!finite3(t->a) || !finite3(t->b) || !finite3(t->c) || nan3(s->c))
        return TRACE_RETURN(false);
    if (!finite3(s->c) || !isfinite(s->r))
        return TRACE_RETURN(s->r == INFINITY);
    return TRACE_RETURN(isect_sphere_triangle_exact(s->c, s->r, *t));
}

/* One of the filter's verdicts: the sign of the deciding value x when the path to it was certain
 * and |x| clears its bound e, else the exact test. */
static inline bool sphere_triangle_verdict(bool doubt, double x, double e, const isect_sphere *s,
                                           const isect_triangle *t)
{
    TRACE(x); TRACE(e); TRACE(doubt);
    if (doubt | !(fabs(x) > e))
        return TRACE_RETURN(sphere_triangle_doubt(s, t));
    return TRACE_RETURN(x < 0);
}

/* A vertex region's verdict: |w|^2 - r^2, w = p - the vertex. */
static inline bool vertex_verdict(bool doubt, double wx, double wy, double wz, double R, double GR,
                                  const isect_sphere *s, const isect_triangle *t)
{
    return sphere_triangle_verdict(doubt, wx * wx + wy * wy + wz * wz - R, SPHERE_ERR_V * GR, s, t);
}

/* An edge region's verdict: the squared distance to the edge's line times |e|^2,
 * |w|^2 |e|^2 - (e.w)^2, against r^2 |e|^2, as (|w|^2 - r^2) |e|^2 - (e.w)^2; e the edge, w = p
 * minus the edge's start, d = e.w. */
static inline bool edge_verdict(bool doubt, double ex, double ey, double ez, double wx, double wy, double wz,
                                double d, double R, double G, double GR, const isect_sphere *s,
                                const isect_triangle *t)
{
    const double e2 = ex * ex + ey * ey + ez * ez, w2 = wx * wx + wy * wy + wz * wz;
    return sphere_triangle_verdict(doubt, (w2 - R) * e2 - d * d, SPHERE_ERR_E * G * GR, s, t);
}

/* The distance from the centre p to the triangle against r, exactly: Ericson's closest point by
 * Voronoi regions (5.1.5), its decisions and the distance of the region found compared with r,
 * each in double within the bounds above; a decision or a distance within its bound sends the
 * case to the exact test (isect_sphere_triangle_exact: the same question in exact integers).
 * The regions: vertex a when ab.ap <= 0 and ac.ap <= 0 (its normal cone, right for any triangle,
 * flat ones too), the same for b and c; edge ab when also vc <= 0 (p outside it, which is false
 * for a flat triangle, whose va, vb, vc are 0 and so in doubt), where the squared distance times
 * |ab|^2 is |ap|^2 |ab|^2 - (ab.ap)^2; the face when va, vb, vc > 0, where it times |n|^2 is
 * (n.ap)^2. Ericson, Real-Time Collision Detection, 5.2.7. A flat triangle (collinear or
 * coincident vertices) is the segment or point it spans; a negative or NaN radius, a NaN
 * anywhere or a non-finite vertex: false. */
SCALAR_LOADS bool isect_sphere_triangle(isect_sphere s, isect_triangle t)
{
    if (!(s.r >= 0.0f))
        return TRACE_RETURN(false);
    const double ax = t.a.x, ay = t.a.y, az = t.a.z, px = s.c.x, py = s.c.y, pz = s.c.z;
    const double abx = t.b.x - ax, aby = t.b.y - ay, abz = t.b.z - az;
    const double acx = t.c.x - ax, acy = t.c.y - ay, acz = t.c.z - az;
    const double apx = px - ax, apy = py - ay, apz = pz - az;
    const double M = exact_max(exact_max(exact_max3(abx, aby, abz), exact_max3(acx, acy, acz)), exact_max3(apx, apy, apz));
    const double G = M * M, R = (double)s.r * s.r, GR = G + R;
    const double e2 = SPHERE_ERR_2 * G, e4 = SPHERE_ERR_4 * G * G;

    /* Vertex region a. */
    const double d1 = abx * apx + aby * apy + abz * apz, d2 = acx * apx + acy * apy + acz * apz;
    TRACE(d1); TRACE(d2);
    bool doubt = (fabs(d1) <= e2) | (fabs(d2) <= e2);
    if (d1 <= 0 && d2 <= 0) {
        TRACE_POINT(t.a);
        return TRACE_RETURN(vertex_verdict(doubt, apx, apy, apz, R, GR, &s, &t));
    }

    /* Vertex region b. */
    const double bpx = px - t.b.x, bpy = py - t.b.y, bpz = pz - t.b.z;
    const double d3 = abx * bpx + aby * bpy + abz * bpz, d4 = acx * bpx + acy * bpy + acz * bpz, d43 = d4 - d3;
    TRACE(d3); TRACE(d4);
    doubt |= (fabs(d3) <= e2) | (fabs(d43) <= e2);
    if (d3 >= 0 && d43 <= 0) {
        TRACE_POINT(t.b);
        return TRACE_RETURN(vertex_verdict(doubt, bpx, bpy, bpz, R, GR, &s, &t));
    }

    /* Edge region ab. */
    const double vc = d1 * d4 - d3 * d2;
    TRACE(vc);
    doubt |= fabs(vc) <= e4;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        TRACE_POINT(glms_vec3_lerp(t.a, t.b, (float)(d1 / (abx * abx + aby * aby + abz * abz))));
        return TRACE_RETURN(edge_verdict(doubt, abx, aby, abz, apx, apy, apz, d1, R, G, GR, &s, &t));
    }

    /* Vertex region c. */
    const double cpx = px - t.c.x, cpy = py - t.c.y, cpz = pz - t.c.z;
    const double d5 = abx * cpx + aby * cpy + abz * cpz, d6 = acx * cpx + acy * cpy + acz * cpz, d56 = d5 - d6;
    TRACE(d5); TRACE(d6);
    doubt |= (fabs(d6) <= e2) | (fabs(d56) <= e2);
    if (d6 >= 0 && d56 <= 0) {
        TRACE_POINT(t.c);
        return TRACE_RETURN(vertex_verdict(doubt, cpx, cpy, cpz, R, GR, &s, &t));
    }

    /* Edge region ac. */
    const double vb = d5 * d2 - d1 * d6;
    TRACE(vb);
    doubt |= fabs(vb) <= e4;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        TRACE_POINT(glms_vec3_lerp(t.a, t.c, (float)(d2 / (acx * acx + acy * acy + acz * acz))));
        return TRACE_RETURN(edge_verdict(doubt, acx, acy, acz, apx, apy, apz, d2, R, G, GR, &s, &t));
    }

    /* Edge region bc: bc.bp = d4 - d3. */
    const double va = d3 * d6 - d5 * d4;
    TRACE(va);
    doubt |= fabs(va) <= e4;
    if (va <= 0 && d43 >= 0 && d56 >= 0) {
        const double cbx = t.c.x - (double)t.b.x, cby = t.c.y - (double)t.b.y, cbz = t.c.z - (double)t.b.z;
        TRACE_POINT(glms_vec3_lerp(t.b, t.c, (float)(d43 / (cbx * cbx + cby * cby + cbz * cbz))));
        return TRACE_RETURN(edge_verdict(doubt, cbx, cby, cbz, bpx, bpy, bpz, d43, R, G, GR, &s, &t));
    }

    /* Face region: the plane's distance, |n.ap| / |n|. */
    const double nx = aby * acz - abz * acy, ny = abz * acx - abx * acz, nz = abx * acy - aby * acx;
    const double h = nx * apx + ny * apy + nz * apz, nn = nx * nx + ny * ny + nz * nz;
    TRACE_POINT(glms_vec3_sub(s.c, glms_vec3_scale((vec3s){{(float)nx, (float)ny, (float)nz}}, (float)(h / nn))));
    return TRACE_RETURN(sphere_triangle_verdict(doubt, h * h - R * nn, SPHERE_ERR_F * G * G * GR, &s, &t));
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
        vec3s q = segment_nearest(s.c, verts[j], verts[i]);   /* isect_closest_point_segment's */
        TRACE_POINT(q); TRACE(glms_vec3_distance2(q, s.c)); TRACE(rr);
        if (glms_vec3_distance2(q, s.c) <= rr)
            return TRACE_RETURN(true);                    /* an edge is within r */
        vec3s edge = glms_vec3_sub(verts[i], verts[j]);
        inside = inside && glms_vec3_dot(n, glms_vec3_cross(edge, glms_vec3_sub(s.c, verts[j]))) >= 0.0f;
        TRACE(inside);
    }
    return TRACE_RETURN(inside);                          /* centre projects inside */
}
