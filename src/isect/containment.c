/* Point containment: is a point inside a convex polygon, a triangle, a convex polyhedron?
 * Ericson, Real-Time Collision Detection, 5.4.1-5.4.3. Closed sets: a point on the boundary is
 * inside.
 *
 * The polygon and the triangle are flat while the point is 3-D: a point is inside them when its
 * orthogonal projection onto their plane is, that is, when it lies in the infinite prism over
 * the polygon (the line through it along the normal meets the polygon). Every test here is a
 * sign of n . (e x (p - v)) for an edge e from vertex v, or of Ericson's barycentric
 * numerators, and both are unchanged by moving p along n, so a point computed onto the plane
 * (a ray's hit, a projection) is judged the same as the exact one, with no tolerance to pick. A
 * caller who wants "on the polygon" adds the plane distance (isect_plane_distance) with a
 * tolerance of their own. It is also how isect_sphere_polygon asks whether the centre
 * "projects inside".
 * A polygon or triangle of zero area has no plane and no prism: it contains nothing, as the
 * line and ray tests miss a zero-area triangle. One that rounds to a sliver is that sliver.
 *
 * Rounding: a verdict may go either way only for a point whose projection lies within a few
 * FLT_EPSILON of an edge's line, relative to R + h c for the orientation forms (R its distance
 * from the vertices, h its height above the plane, c = count D^2 / area the conditioning of the
 * float normal: it is off in direction by about FLT_EPSILON c, which only the height carries
 * into the plane) and to R (1 + c) for the barycentric form, which never forms a cross product.
 * A sliver with c near 1 / FLT_EPSILON (about 1e-7 thick for its length) has no reliable
 * normal, and no reliable verdict. (Measured in tests/test_isect_containment.c.) */
#include "isect.h"
#include "canonical.h"
#include "trace.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* n . ((b - a) x (p - a)): positive when p lies to the left of the edge a -> b, seen from the
 * side n points to (|n| |b - a| times the signed distance of p's projection from the edge's
 * line). Moving p along n does not change it: (b - a) x n is perpendicular to n. The cross
 * product comes first: for p on the edge's line it is exactly 0 wherever the arithmetic is
 * exact, whatever rounding n carries, so a point on an edge is inside (folded the other way,
 * (b - a) . ((p - a) x n), the rounding of n would give it a sign). */
static inline float orient(vec3s n, vec3s a, vec3s b, vec3s p)
{
    return glms_vec3_dot(n, glms_vec3_cross(glms_vec3_sub(b, a), glms_vec3_sub(p, a)));
}

/* 2^-e for the power of two 2^e <= m < 2^(e+1) of a normal float m in [FLT_MIN, 2^126], from
 * its exponent bits: n times it has its largest |component| in [1, 2), exactly. */
static inline float inverse_pow2(float m)
{
    uint32_t bits;
    memcpy(&bits, &m, sizeof bits);
    bits = (254u - (bits >> 23)) << 23;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* The polygon's normal sum n when its largest |component| m is below FLT_MIN (a polygon about
 * 1e-19 across) or above 2^126: n / m. Zero area (m = 0), an infinite vertex (m infinite) or NaN:
 * NaN, which fails every orientation test. */
static COLD vec3s normal_rescaled(vec3s n, float m)
{
    if (!(m > 0.0f && m <= FLT_MAX)) return (vec3s){{NAN, NAN, NAN}};
    return glms_vec3_divs(n, m);
}

/* Binary search over the fan of triangles v_0 v_k v_{k+1} (Ericson 5.4.1, there in 2-D with the
 * vertices counter-clockwise): the rays v_0 -> v_k turn one way, so the wedge between two of
 * them that holds p is found in log2(count) orientation tests, and p is inside exactly when it
 * lies on the inner side of that wedge's outer edge v_k v_{k+1}.
 * In 3-D, n = sum (v_i - v_0) x (v_{i+1} - v_0) (twice the area, the normal
 * isect_sphere_polygon and isect_aabb_polygon take) fixes both the plane and the winding: the
 * polygon turns counter-clockwise about n whichever order the vertices come in, and
 * orient(n, a, b, p) >= 0 puts p on its inner side of an edge a -> b. n is scaled by the power of
 * two that brings its largest |component| into [1, 2) (exactly, from the exponent bits; divided
 * by that component where it is not a normal float below 2^126), so its products neither
 * overflow nor underflow across the range below.
 * It costs one pass over the vertices (one cross product each); the search then takes
 * log2(count) orientation tests instead of count. Up to 8 vertices the edges are simply tested in
 * turn, orient(n, v_{i-1}, v_i, p) >= 0 for each, stopping at the first that fails: never more
 * tests than the search and its three last ones (a hexagon took 1.7 times the floor's time with
 * the search), and the same verdict for a convex polygon (p inside exactly when it lies on the
 * inner side of every edge), ties included: a point on an edge's line gives exactly 0 there.
 * Closed: p lies in the fan's angle when orient(v_0, v_1, p) >= 0 and orient(v_0, v_{n-1}, p)
 * <= 0 (the first and last edges, so a point on them passes), the search keeps ties (p on a ray)
 * in the upper wedge, and the last test is >= 0. A p within rounding of a fan ray may land in the
 * wedge beside its own, and so, exactly, may a p on the line of several collinear edges beyond
 * them; the edges on either side of the wedge's outer edge are tested too, which covers that
 * wedge's edge as well, so the verdict is that of the right wedge.
 * Repeated vertices are zero-length edges, whose tests pass. count < 3 (a point or a segment),
 * collinear or coincident vertices (n = 0), verts NULL, NaN anywhere or an infinite coordinate:
 * false. Non-convex or non-planar input gives an unspecified (but defined) answer. Coordinates
 * below about 1e18, polygons above about 1e-18 in size. */
bool isect_point_in_polygon(vec3s p, const vec3s *verts, int count)
{
    if (verts == NULL || count < 3 || !finite3(p))
        return TRACE_RETURN(false);
    const vec3s o = verts[0];
    vec3s n = GLMS_VEC3_ZERO;
    for (int i = 1; i + 1 < count; i++)
        n = glms_vec3_add(n, glms_vec3_cross(glms_vec3_sub(verts[i], o), glms_vec3_sub(verts[i + 1], o)));
    /* zero area, or an infinite vertex (its cross products hold an infinity); a NaN may or may not
     * be the largest, but it makes every orientation below NaN, which fails its test */
    const float ax = fabsf(n.x), ay = fabsf(n.y), az = fabsf(n.z), axy = ax > ay ? ax : ay;
    const float m = axy > az ? axy : az;
    n = m >= FLT_MIN && m <= 0x1p126f ? glms_vec3_scale(n, inverse_pow2(m)) : normal_rescaled(n, m);
    TRACE_AXIS(n);
    if (count <= 8) {   /* each edge in turn, to the first that fails: no more tests than the search */
        for (int i = 0, j = count - 1; i < count; j = i++) {
            TRACE(i); TRACE(orient(n, verts[j], verts[i], p));
            if (!(orient(n, verts[j], verts[i], p) >= 0.0f)) return TRACE_RETURN(false);
        }
        return TRACE_RETURN(true);
    }
    TRACE(orient(n, o, verts[1], p)); TRACE(orient(n, o, verts[count - 1], p));
    if (!(orient(n, o, verts[1], p) >= 0.0f) || !(orient(n, o, verts[count - 1], p) <= 0.0f))
        return TRACE_RETURN(false);                           /* outside the fan's angle */
    int lo = 1, hi = count - 1;   /* orient(v_0, v_lo, p) >= 0 >= orient(v_0, v_hi, p) */
    TRACE(lo); TRACE(hi);
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        TRACE(mid); TRACE(orient(n, o, verts[mid], p));
        if (orient(n, o, verts[mid], p) >= 0.0f)
            lo = mid;
        else
            hi = mid;
        TRACE(lo); TRACE(hi);
    }
    const vec3s before = verts[lo - 1], after = verts[hi + 1 < count ? hi + 1 : 0];
    TRACE(orient(n, verts[lo], verts[hi], p));
    return TRACE_RETURN(orient(n, verts[lo], verts[hi], p) >= 0.0f && orient(n, before, verts[lo], p) >= 0.0f &&
           orient(n, verts[hi], after, p) >= 0.0f);
}

/* Ericson 5.4.2 with the barycentric coordinates of 3.4: with v0 = b - a, v1 = c - a,
 * v2 = p - a and the dot products d00 = v0.v0, d01 = v0.v1, d11 = v1.v1, d20 = v2.v0,
 * d21 = v2.v1, p's projection is a + v v0 + w v1 with v = (d11 d20 - d01 d21) / D,
 * w = (d00 d21 - d01 d20) / D, D = d00 d11 - d01^2 (= |v0 x v1|^2), and it is inside when
 * v >= 0, w >= 0 and v + w <= 1. The normal equations of a least-squares fit, so off the plane
 * they give the projection's coordinates. The division is postponed: v D >= 0, w D >= 0,
 * v D + w D <= D, with D > 0. A collinear triangle has D = 0 (one that rounds to D <= 0 too):
 * false. NaN anywhere or an infinite coordinate: false. Products of four lengths: coordinates
 * and distances between about 1e-9 and 1e9 (as triangle.c). */
bool isect_point_in_triangle_barycentric(vec3s p, isect_triangle t)
{
    const vec3s v0 = glms_vec3_sub(t.b, t.a), v1 = glms_vec3_sub(t.c, t.a), v2 = glms_vec3_sub(p, t.a);
    const float d00 = glms_vec3_dot(v0, v0), d01 = glms_vec3_dot(v0, v1), d11 = glms_vec3_dot(v1, v1);
    const float d20 = glms_vec3_dot(v2, v0), d21 = glms_vec3_dot(v2, v1);
    const float denom = d00 * d11 - d01 * d01;
    TRACE(denom);
    const float v = d11 * d20 - d01 * d21, w = d00 * d21 - d01 * d20;
    TRACE(v / denom); TRACE(w / denom); TRACE(1.0f - v / denom - w / denom);
    return TRACE_RETURN(finite3(p) & (denom > 0.0f) & (denom <= FLT_MAX) & (v >= 0.0f) & (w >= 0.0f) &
                        (v + w <= denom));
}

/* Ericson 5.4.2's other form: the normals of the triangles p b c, p c a and p a b,
 * u = (c - b) x (p - b), v = (a - c) x (p - c), w = (b - a) x (p - a), all point the same way
 * when p is inside (each is that sub-triangle's normal, and one flips as p crosses its edge).
 * Ericson translates to p and compares u with v and with w; here each is compared with their
 * sum, the triangle's normal n = (b - a) x (c - a): n.u >= 0, n.v >= 0, n.w >= 0. In the plane
 * the two agree (u, v, w are parallel to n), but the book's passes a point on the line bc
 * beyond the edge (u = 0 there), and n.u does not change as p moves along n, so off the plane
 * this is the prism test. Written from the edges (e x (p - vertex), products of an edge and an
 * offset, rather than (b - p) x (c - p)), which rounds less for a point far away. A collinear
 * triangle has n = 0: false. NaN anywhere or an infinite coordinate: false. Coordinates and
 * distances between about 1e-9 and 1e9 (n . u multiplies four lengths). */
bool isect_point_in_triangle_cross(vec3s p, isect_triangle t)
{
    const vec3s n = glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.a));
    const vec3s u = glms_vec3_cross(glms_vec3_sub(t.c, t.b), glms_vec3_sub(p, t.b));
    const vec3s v = glms_vec3_cross(glms_vec3_sub(t.a, t.c), glms_vec3_sub(p, t.c));
    const vec3s w = glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(p, t.a));
    const float size = fabsf(n.x) + fabsf(n.y) + fabsf(n.z);  /* 0: collinear; NaN, inf: bad input */
    return finite3(p) && size > 0.0f && size <= FLT_MAX && glms_vec3_dot(n, u) >= 0.0f &&
           glms_vec3_dot(n, v) >= 0.0f && glms_vec3_dot(n, w) >= 0.0f;
}

/* Inside every halfspace dot(n_i, x) <= d_i (outward normals, as isect_ray_polyhedron takes
 * them): a convex polyhedron is the intersection of its faces' halfspaces. Ericson 5.4.3. Stops
 * at the first plane p lies in front of. Normals of any non-zero length: the verdict is the sign
 * of dot(n, p) - d. count = 0 is all of space (every finite point); count < 0, or planes NULL
 * with count > 0: false. A zero normal is the NaN plane: contains nothing. A NaN or infinite
 * point, or NaN in a plane: false. |n| |p| below about 1e37 (the dot product must not
 * overflow). */
bool isect_point_in_polyhedron(vec3s p, const isect_plane *planes, int count)
{
    if (count < 0 || (count > 0 && planes == NULL) || !finite3(p))
        return TRACE_RETURN(false);
    for (int i = 0; i < count; i++) {
        TRACE(i); TRACE(glms_vec3_dot(planes[i].n, p) - planes[i].d);
        if (!(glms_vec3_dot(planes[i].n, p) <= planes[i].d) || !plane_normal_nonzero(&planes[i]))
            return TRACE_RETURN(false);
    }
    return TRACE_RETURN(true);
}
