/* Closest points on shapes to a point q: the building block of the sphere tests.
 * Every query returns a finite point for finite input (coordinates small enough that their
 * squares stay finite: |x| below about 1e18; the triangle's products of four coordinates are
 * taken in double, whose range holds them), except on the shapes that hold no point, which give
 * (NaN, NaN, NaN): an inverted AABB, an OBB with a negative half-extent, a plane with a zero
 * normal. For non-finite input the point is unspecified but computing it is defined (no traps,
 * no UB). */
#include "isect.h"
#include "canonical.h"
#include "closest_parts.h"
#include "scalar_loads.h"
#include "trace.h"
#include "validate.h"

#include <float.h>
#include <math.h>

/* Clamp p to the box, axis by axis: the box is the product of three intervals, so the closest
 * point is the product of the closest points on each interval.
 * q_i = min(max(p_i, min_i), max_i). Ericson, Real-Time Collision Detection, 5.1.3.
 * p inside the box gives p itself; an empty box (min > max on some axis) has no closest point:
 * NaN. */
vec3s isect_closest_point_aabb(vec3s p, isect_aabb b)
{
    if ((b.min.x > b.max.x) | (b.min.y > b.max.y) | (b.min.z > b.max.z))
        return TRACE_RETURN(((vec3s){{NAN, NAN, NAN}}));
    return TRACE_RETURN(glms_vec3_minv(glms_vec3_maxv(p, b.min), b.max));
}

/* The same clamp in the box's own frame: the coordinates of p - c along the axes u_i are
 * clamped to [-e_i, e_i] and mapped back. q = c + sum clamp(dot(p - c, u_i), -e_i, e_i) u_i.
 * Ericson, Real-Time Collision Detection, 5.1.4. Assumes orthonormal axes; a negative e_i is
 * an empty box, with no closest point: NaN. */
SCALAR_LOADS vec3s isect_closest_point_obb(vec3s p, isect_obb b)
{
    ISECT_REQUIRE(validate_obb_axes(b), "OBB axes orthonormal");
    if ((b.e.x < 0.0f) | (b.e.y < 0.0f) | (b.e.z < 0.0f))
        return TRACE_RETURN(((vec3s){{NAN, NAN, NAN}}));
    vec3s d = glms_vec3_sub(p, b.c);
    vec3s q = b.c;
    for (int i = 0; i < 3; i++) {
        float dist = glms_vec3_dot(d, b.u[i]);   /* coordinate of p along axis i */
        TRACE(i); TRACE_AXIS(b.u[i]); TRACE(dist);
        float e = b.e.raw[i];
        dist = dist > e ? e : dist;
        dist = dist < -e ? -e : dist;
        TRACE(dist);
        q = glms_vec3_muladds(b.u[i], dist, q);
    }
    return TRACE_RETURN(q);
}

/* The plane's rare normals, too short or long for n.n to be a normal float (or zero, or NaN): n and
 * d divided by n's largest |component| first (n.n then in [1, 3]). A zero normal: NaN. */
static COLD vec3s closest_point_plane_scaled(vec3s p, isect_plane pl)
{
    const float m = fmaxf(fabsf(pl.n.x), fmaxf(fabsf(pl.n.y), fabsf(pl.n.z)));
    if (!(m > 0.0f)) return (vec3s){{NAN, NAN, NAN}};  /* zero normal (NaN stays NaN) */
    pl = (isect_plane){glms_vec3_divs(pl.n, m), pl.d / m};
    const float t = (glms_vec3_dot(pl.n, p) - pl.d) / glms_vec3_dot(pl.n, pl.n);
    TRACE(t);
    return glms_vec3_sub(p, glms_vec3_scale(pl.n, t));
}

/* Drop p onto the plane along the normal: q = p - ((dot(n, p) - d) / dot(n, n)) n, which for
 * |n| = 1 is Ericson's q = p - (dot(n, p) - d) n. Ericson, Real-Time Collision Detection, 5.1.1.
 * Dividing by n.n makes the answer the same for every length of n (without it the point moved
 * |n|^2 times its distance: (0, 0, -5) for (0, 0, 1) and the plane 2z = -1). A normal so short
 * or long that n.n is not a normal float (|n| outside about [1e-19, 1e19]) is first divided,
 * with d, by its largest |component| (closest_point_plane_scaled, out of line). A zero normal is
 * the NaN plane: NaN. */
vec3s isect_closest_point_plane(vec3s p, isect_plane pl)
{
    const float nn = glms_vec3_dot(pl.n, pl.n);
    if (!(nn >= FLT_MIN && nn <= FLT_MAX))               /* rare: rescale (or zero, or NaN) */
        return TRACE_RETURN(closest_point_plane_scaled(p, pl));
    const float t = (glms_vec3_dot(pl.n, p) - pl.d) / nn; /* signed distance over |n| */
    TRACE(t);
    return TRACE_RETURN(glms_vec3_sub(p, glms_vec3_scale(pl.n, t)));
}

/* Project p onto the line ab and clamp the parameter to the segment:
 * t = dot(p - a, ab) / dot(ab, ab) clamped to [0, 1], q = a + t ab. The comparisons are made
 * before dividing, so a zero-length segment (a = b) gives a with no division.
 * Ericson, Real-Time Collision Detection, 5.1.2. */
SCALAR_LOADS vec3s isect_closest_point_segment(vec3s p, isect_segment s)
{
    vec3s ab = glms_vec3_sub(s.b, s.a);
    float t = glms_vec3_dot(glms_vec3_sub(p, s.a), ab);   /* |ab|^2 times the parameter */
    TRACE(t);
    if (t <= 0.0f) return TRACE_RETURN(s.a);              /* behind a (or a = b) */
    float denom = glms_vec3_dot(ab, ab);
    TRACE(denom);
    if (t >= denom) return TRACE_RETURN(s.b);             /* beyond b */
    return TRACE_RETURN(glms_vec3_muladds(ab, t / denom, s.a)); /* 0 < t < denom: denom > 0 */
}

/* The closest of the three edges: exact for a flat (zero-area) triangle, which is the union of
 * its edges: a segment, or a point when all three vertices coincide. */
static vec3s closest_on_edges(vec3s p, isect_triangle t)
{
    vec3s q1 = isect_closest_point_segment(p, (isect_segment){t.a, t.b});
    vec3s q2 = isect_closest_point_segment(p, (isect_segment){t.b, t.c});
    vec3s q3 = isect_closest_point_segment(p, (isect_segment){t.c, t.a});
    float d1 = glms_vec3_distance2(p, q1), d2 = glms_vec3_distance2(p, q2), d3 = glms_vec3_distance2(p, q3);
    vec3s q = q1;
    float d = d1;
    if (d2 < d) q = q2, d = d2;
    if (d3 < d) q = q3;
    return q;
}

/* Double vectors for the triangle query: the float inputs widened, so that differences of
 * coordinates are exact and products of two of them nearly so. */
typedef struct dv3 { double x, y, z; } dv3;
static inline dv3 widen(vec3s v) { return (dv3){v.x, v.y, v.z}; }
static inline dv3 dsub(dv3 a, dv3 b) { return (dv3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline double ddot(dv3 a, dv3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline vec3s along(dv3 o, dv3 d, double t)   /* o + t d, rounded to float once */
{
    return vec3_narrowed(o.x + t * d.x, o.y + t * d.y, o.z + t * d.z);
}

/* Find the Voronoi region of the triangle that p lies in - a vertex, an edge or the face - from
 * the six dot products d1..d6 of the edges ab, ac with p - a, p - b, p - c, and return the
 * vertex, the projection onto that edge, or the projection onto the face.
 * Edge regions use the signed areas va, vb, vc (barycentrics times |n|^2, via Lagrange's
 * identity): e.g. edge ab when vc = d1 d4 - d3 d2 <= 0, d1 >= 0, d3 <= 0, q = a + d1/(d1-d3) ab.
 * Ericson, Real-Time Collision Detection, 5.1.5 (ClosestPtPointTriangle).
 * Departures from the listing:
 * - the arithmetic is in double from the float inputs (b - a, p - a exact; the region tests and
 *   the projections right to ~1e-16 of the terms), and the point rounded to float once. In float
 *   a thin triangle lost the face projection and the region tests as FLT_EPSILON |p - a| / sin of
 *   its angle at a (4e-8 on a face of size 0.01 with sin 7e-4: 4e-6 of its size, the faces of a
 *   flat tetrahedron); in double that is ~1e-16 |p - a| / sin. The double range also holds the
 *   products of four coordinates: no test overflows or underflows (a flat triangle's edges are
 *   still float segment queries, |x| below about 1e18);
 * - an edge region needs the edge's squared length, the denominator of its parameter, to be
 *   positive: a zero-length edge (e.g. a = b, where d1 = d3 = vc = 0) has no region of its own
 *   and would otherwise claim every point with 0/0;
 * - in the face region the answer is p projected onto the plane, q = p - n dot(n, p - a) / |n|^2
 *   with n = ab x ac (5.1.1), which keeps its accuracy on thin triangles (the listing's
 *   barycentrics vb / (va + vb + vc) lose it as 1/sin^2 of the angle at a);
 * - when the triangle is flat - collinear or coincident vertices, |n|^2 <= 1e-14 |ab|^2 |ac|^2,
 *   i.e. sin of the angle at a below 1e-7 - the answer is the closest point on its three edges,
 *   which is exact for a segment or a point, and within 1e-7 of its size for a sliver that thin. */
SCALAR_LOADS vec3s isect_point_triangle(const vec3s *pp, const vec3s *ta, const vec3s *tb, const vec3s *tc)
{
    const vec3s p = *pp;
    const isect_triangle t = {*ta, *tb, *tc};
    const dv3 a = widen(t.a), ab = dsub(widen(t.b), a), ac = dsub(widen(t.c), a), dp = widen(p);

    /* Vertex region a: p behind a along both edges leaving a. */
    dv3 ap = dsub(dp, a);
    double d1 = ddot(ab, ap), d2 = ddot(ac, ap);
    TRACE(d1); TRACE(d2);
    if (d1 <= 0 && d2 <= 0) return TRACE_RETURN(vec3_packed(ta->x, ta->y, ta->z));

    /* Vertex region b. */
    dv3 bp = dsub(dp, widen(t.b));
    double d3 = ddot(ab, bp), d4 = ddot(ac, bp);
    TRACE(d3); TRACE(d4);
    if (d3 >= 0 && d4 <= d3) return TRACE_RETURN(vec3_packed(tb->x, tb->y, tb->z));

    /* Edge region ab: outside ab (vc <= 0) and between a and b. d1 - d3 = |ab|^2 > 0. */
    double vc = d1 * d4 - d3 * d2;
    TRACE(vc);
    if (vc <= 0 && d1 >= 0 && d3 <= 0 && d1 > d3) return TRACE_RETURN(along(a, ab, d1 / (d1 - d3)));

    /* Vertex region c. */
    dv3 cp = dsub(dp, widen(t.c));
    double d5 = ddot(ab, cp), d6 = ddot(ac, cp);
    TRACE(d5); TRACE(d6);
    if (d6 >= 0 && d5 <= d6) return TRACE_RETURN(vec3_packed(tc->x, tc->y, tc->z));

    /* Edge region ac. d2 - d6 = |ac|^2 > 0. */
    double vb = d5 * d2 - d1 * d6;
    TRACE(vb);
    if (vb <= 0 && d2 >= 0 && d6 <= 0 && d2 > d6) return TRACE_RETURN(along(a, ac, d2 / (d2 - d6)));

    /* Edge region bc. (d4 - d3) + (d5 - d6) = |bc|^2 > 0. */
    double va = d3 * d6 - d5 * d4, bc_b = d4 - d3, bc_c = d5 - d6;
    TRACE(va);
    if (va <= 0 && bc_b >= 0 && bc_c >= 0 && bc_b + bc_c > 0)
        return TRACE_RETURN(along(widen(t.b), dsub(widen(t.c), widen(t.b)), bc_b / (bc_b + bc_c)));

    /* Face region: project onto the plane - unless the triangle is flat (or not finite). */
    dv3 n = {ab.y * ac.z - ab.z * ac.y, ab.z * ac.x - ab.x * ac.z, ab.x * ac.y - ab.y * ac.x};
    double nn = ddot(n, n);                               /* |n|^2 = |ab|^2 |ac|^2 sin^2 */
    TRACE(nn);
    if (!(nn > 1e-14 * ddot(ab, ab) * ddot(ac, ac)) || !(nn <= DBL_MAX))
        return TRACE_RETURN(closest_on_edges(p, t));
    return TRACE_RETURN(along(dp, n, -ddot(n, ap) / nn));
}

/* The query above for a point and a triangle by value (the public form). */
vec3s isect_closest_point_triangle(vec3s p, isect_triangle t)
{
    return TRACE_RETURN(isect_point_triangle(&p, &t.a, &t.b, &t.c));
}
