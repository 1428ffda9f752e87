/* Triangle vs AABB and triangle vs triangle, both as separating-axis tests (SAT): two convex
 * shapes are disjoint exactly when their projections onto some axis from a short candidate
 * list are disjoint (Ericson, Real-Time Collision Detection, 4.4.1 and 5.2.1).
 *
 * Every candidate axis projects every vertex, so any axis the float arithmetic produces, even
 * a zero or nearly zero cross product from a degenerate triangle, is a valid test: a zero axis
 * projects everything to 0 and never separates. Closed shapes: a gap separates only when it
 * exceeds the rounding error of the projections (GAP_TOL below); touching, and anything within
 * rounding of touching, intersects. Edges, normals and projections are built so that the float
 * result is the same for every vertex order (and, for two triangles, both argument orders): a
 * reversed order only flips signs, which are exact in floating point.
 * Range: a projection onto a cross product of edges is cubic in the coordinates, and onto an
 * in-plane axis n x e quartic, so they must stay below ~1e9 (FLT_MAX^(1/4) ~1.4e9); beyond,
 * projections overflow: triangles far apart can read as intersecting and the verdict can
 * depend on the vertex order. Below ~1e-9 the same products underflow (the thin test and the
 * gaps lose their bits: verdicts within ~1e-8 of touching are open, and can again depend on
 * the vertex order). Found by fuzz/fuzz_triangles.c: a point 1.3e15 from a triangle read as
 * meeting it; a segment touching a triangle at 7e9 read as apart in one vertex order. */
#include "canonical.h"
#include "isect.h"
#include "triangle_sat.h"

#include <float.h>
#include <math.h>

/* ---- AABB vs triangle (the test is aabb_triangle_sat, in triangle_sat.h) ---------------- */

/* The AABB vs triangle SAT, without the axis. */
bool isect_aabb_triangle(isect_aabb b, isect_triangle t)
{
    return aabb_triangle_sat(b, t, NULL, NULL) == ISECT_AXIS_NONE; /* a NaN input is apart along some axis */
}

int isect_aabb_triangle_axis(isect_aabb b, isect_triangle t, vec3s *axis)
{
    const vec3s parts[5] = {b.min, b.max, t.a, t.b, t.c};
    return any_nan(parts, 5) ? nan_axis(axis) : aabb_triangle_sat(b, t, axis, NULL);
}

/* ---- Triangle vs triangle ------------------------------------------------------------ */

/* The scales of a pair: m = GAP_TOL times the largest coordinate magnitude of the six vertices
 * (the tolerance of a projection), and *extent = the largest side of their bounding box (every
 * difference of two vertices is at most that in each coordinate). */
static float magnitude(const isect_triangle *a, const isect_triangle *b, float *extent)
{
    const vec3s lo = glms_vec3_minv(glms_vec3_minv(glms_vec3_minv(a->a, a->b), glms_vec3_minv(a->c, b->a)),
                                    glms_vec3_minv(b->b, b->c));
    const vec3s hi = glms_vec3_maxv(glms_vec3_maxv(glms_vec3_maxv(a->a, a->b), glms_vec3_maxv(a->c, b->a)),
                                    glms_vec3_maxv(b->b, b->c));
    *extent = absmax3(glms_vec3_sub(hi, lo));
    return GAP_TOL * max2(absmax3(lo), absmax3(hi));
}

/* The projections l . v of both triangles' vertices onto an axis l. */
typedef struct shadows { float a[3], b[3]; } shadows;
static inline shadows project(vec3s l, const isect_triangle *a, const isect_triangle *b)
{
    return (shadows){{glms_vec3_dot(l, a->a), glms_vec3_dot(l, a->b), glms_vec3_dot(l, a->c)},
                     {glms_vec3_dot(l, b->a), glms_vec3_dot(l, b->b), glms_vec3_dot(l, b->c)}};
}

/* Do the shadows leave a gap wider than tol, max(a) + tol < min(b) or the reverse? */
static inline bool gap(const shadows *s, float tol)
{
    return max3(s->a[0], s->a[1], s->a[2]) + tol < min3(s->b[0], s->b[1], s->b[2]) ||
           max3(s->b[0], s->b[1], s->b[2]) + tol < min3(s->a[0], s->a[1], s->a[2]);
}

/* Does axis l separate triangles a and b, with the tolerance tol = m |l|_1? */
static inline bool tri_apart(vec3s l, const isect_triangle *a, const isect_triangle *b, float m)
{
    const shadows s = project(l, a, b);
    return gap(&s, tol_along(l, m));
}

/* The rounding scale of an orientation determinant of the pair: 64 u D^3 (u = FLT_EPSILON / 2,
 * D the extent), plus FLT_MIN for underflow. It exceeds the float error of a determinant
 * det[u v w] of vertex differences, whose components are at most D (Shewchuk, "Adaptive
 * Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997: about 7u
 * times the permanent, itself <= 6 D^3), and of a vertex's distance to a plane along a
 * computed normal (within 8 u D^2 of exact in each component: under 24 u D^3). */
static inline float cube_of(float extent) { return 32 * FLT_EPSILON * extent * extent * extent + FLT_MIN; }

/* Does the plane of triangle t (edges e) separate a and b (t is one of them)? The verdict is
 * the SAT's along the normal n of tri_normal, the median of three cross products; but a single
 * product n1 = e0 x e1 gives the same verdict, for a third of the work, whenever its gap is
 * clear of the tolerance by more than the two can differ (a filter in Shewchuk's manner). Each
 * component of n1 and of n is within 8 u D^2 of the exact normal's, so the gaps along them
 * differ by under 48 u D^3 < cube and the tolerances by under 48 u D^2 m; and the rounding of a
 * gap is under a quarter of its tolerance tol (two projections of 3 u |n|_1 M each, and
 * tol = 32 u |n|_1 M). So a gap above 2 tol + cube + 128 u D^2 m is apart along n too, one below
 * -(cube + 128 u D^2 m) is not, and only in between is n computed. The shadows and tolerance
 * of the normal used are written to *s and *tol (the early accept below uses them). */
static inline bool plane_apart(const tri3 *e, const isect_triangle *a, const isect_triangle *b, float m,
                               float extent, shadows *s, float *tol)
{
    const vec3s n1 = glms_vec3_cross(e->v[0], e->v[1]);
    *s = project(n1, a, b);
    *tol = tol_along(n1, m);
    const float g = max2(min3(s->b[0], s->b[1], s->b[2]) - max3(s->a[0], s->a[1], s->a[2]),
                         min3(s->a[0], s->a[1], s->a[2]) - max3(s->b[0], s->b[1], s->b[2]));
    const float slack = cube_of(extent) + 64 * FLT_EPSILON * extent * extent * m;
    if (g > 2 * *tol + slack) return true;
    if (g < -slack) return false;
    const vec3s n = tri_normal(e);
    *s = project(n, a, b);
    *tol = tol_along(n, m);
    return gap(s, *tol);
}

/* An axis through the closest points p on segment p1q1 and q on segment p2q2 (either may be a
 * point; Ericson 5.1.9 with exact zero tests). It is q - p, made exactly perpendicular to a
 * segment whose interior holds its closest point, d x ((q - p) x d): q - p itself is accurate to
 * the coordinates' rounding, not the gap's, and only the cross products keep a gap far smaller
 * than the coordinates from tilting the axis along the segment. */
static vec3s segment_axis(vec3s p1, vec3s q1, vec3s p2, vec3s q2)
{
    const vec3s d1 = glms_vec3_sub(q1, p1), d2 = glms_vec3_sub(q2, p2), r = glms_vec3_sub(p1, p2);
    const float a = glms_vec3_dot(d1, d1), e = glms_vec3_dot(d2, d2), f = glms_vec3_dot(d2, r);
    float s = 0, t = 0;
    if (a > 0 && e > 0) {
        const float b = glms_vec3_dot(d1, d2), c = glms_vec3_dot(d1, r), denom = a * e - b * b;
        s = denom > 0 ? glm_clamp_zo((b * f - c * e) / denom) : 0;
        t = (b * s + f) / e;
        if (t < 0) t = 0, s = glm_clamp_zo(-c / a);
        else if (t > 1) t = 1, s = glm_clamp_zo((b - c) / a);
    } else if (a > 0) {
        s = glm_clamp_zo(-glms_vec3_dot(d1, r) / a);
    } else if (e > 0) {
        t = glm_clamp_zo(f / e);
    }
    const vec3s w = glms_vec3_sub(glms_vec3_muladds(d2, t, p2), glms_vec3_muladds(d1, s, p1));
    if (s > 0 && s < 1) return glms_vec3_cross(d1, glms_vec3_cross(w, d1));
    if (t > 0 && t < 1) return glms_vec3_cross(d2, glms_vec3_cross(w, d2));
    return w;
}

/* Lexicographic order of points, and a pair put in it: a canonical order for the segment axis. */
static inline bool lex_less(vec3s u, vec3s v)
{
    return u.x < v.x || (u.x == v.x && (u.y < v.y || (u.y == v.y && u.z < v.z)));
}
static inline bool eq_vec(vec3s u, vec3s v) { return u.x == v.x && u.y == v.y && u.z == v.z; }
static inline void order_pair(vec3s *u, vec3s *v)
{
    if (lex_less(*v, *u)) {
        const vec3s t = *u;
        *u = *v, *v = t;
    }
}

/* ---- Early accept: Guigue and Devillers' orientation test, with certain signs only ----------
 * Most intersecting pairs cross properly: each triangle has vertices strictly on both sides of
 * the other's plane. Then both meet the line where the planes cross, each in a segment, and
 * they intersect iff those segments overlap, which two orientation determinants decide once
 * the vertices are put in a canonical order (Guigue and Devillers, "Fast and Robust
 * Triangle-Triangle Overlap Test Using Orientation Predicates", JGT 2003; Ericson 5.2.1 gives
 * Möller's interval form of the same idea). The determinants here are floats, so this only
 * ever answers "certainly intersecting": every sign it uses must exceed its rounding error,
 * cube_of (above) for a determinant. Any doubt (a vertex near a plane, coplanar or degenerate
 * triangles, a huge extent whose cube overflows) leaves the verdict to the full SAT. A certain
 * intersection is one the SAT never separates either (its gaps must beat the rounding), so
 * both paths give the same answer: this one is only faster. */

/* det[u v w] = w . (u x v) for u = p - o, v = q - o, w = r - o. */
static inline float orient(vec3s o, vec3s p, vec3s q, vec3s r)
{
    return glms_vec3_dot(glms_vec3_sub(r, o), glms_vec3_cross(glms_vec3_sub(p, o), glms_vec3_sub(q, o)));
}

/* Signs and the lone vertex of a triangle against a plane, from its vertices' signed
 * distances d (times |n|): .certain when every |d| exceeds bound, .crossing when they are not
 * all on one side, .lone the vertex alone on its side and .negative whether that side is the
 * negative one. Integer arithmetic rather than branches: the signs are random to a predictor. */
typedef struct side { bool certain, crossing, negative; int lone; } side;
static inline side sides(const float d[3], float bound)
{
    const int s0 = d[0] > 0, s1 = d[1] > 0, s2 = d[2] > 0;
    const int x = s0 ^ s1, y = s0 ^ s2;
    const int lone = 2 * (1 - x) + x * (1 - y);
    return (side){(fabsf(d[0]) > bound) & (fabsf(d[1]) > bound) & (fabsf(d[2]) > bound), (x | y) != 0,
                  d[lone] < 0, lone};
}

/* The edge from vertex i to vertex j (i != j) of a triangle: edge i runs from i to i + 1. */
static inline int edge_between(int i, int j) { return (j - i + 3) % 3 == 1 ? i : j; }

/* Returns CERTAIN when the triangles certainly intersect. Otherwise, when the signs were
 * certain but an orientation failed, the pair of edges (3i + j: edge i of a, edge j of b) whose
 * orientation it was: their cross product is the axis most likely to separate (the failed
 * determinant is, up to sign, the two edges' lines' distance along it times its length); else
 * NONE. sa, sb: the shadows on n_a and n_b with their tolerances ta, tb, from the plane tests. */
enum { CERTAIN = -1, NONE = 9 };
static int guigue_devillers(const isect_triangle *a, const isect_triangle *b, const shadows *sa, float ta,
                            const shadows *sb, float tb, float cube)
{
    /* A vertex's distance to the other plane (times |n|) as a difference of two shadows:
     * each shadow is within ta / 8 of exact, and n within 8 u D^2 of the exact normal. */
    const float da[3] = {sb->a[0] - sb->b[0], sb->a[1] - sb->b[0], sb->a[2] - sb->b[0]};
    const float db[3] = {sa->b[0] - sa->a[0], sa->b[1] - sa->a[0], sa->b[2] - sa->a[0]};
    const side ka = sides(da, tb + cube), kb = sides(db, ta + cube);
    if (!(ka.certain & kb.certain & ka.crossing & kb.crossing)) return NONE;

    /* Canonical order (p1, q1, r1), (p2, q2, r2): each lone vertex first, the other two in
     * cyclic order, swapped when the other triangle's lone vertex is on the negative side. */
    const vec3s p[3] = {a->a, a->b, a->c}, q[3] = {b->a, b->b, b->c};
    const int fa = kb.negative, fb = ka.negative;
    const int ip = ka.lone, iq = (ip + 1 + fa) % 3, ir = (ip + 2 - fa) % 3;
    const int jp = kb.lone, jq = (jp + 1 + fb) % 3, jr = (jp + 2 - fb) % 3;

    /* The segments on the line overlap iff neither end passes the other: edges p1q1 and p2q2
     * for one end, p1r1 and p2r2 for the other. */
    if (!(orient(p[iq], q[jp], p[ip], q[jq]) < -cube)) return 3 * edge_between(ip, iq) + edge_between(jp, jq);
    if (!(orient(p[ip], q[jp], p[ir], q[jr]) < -cube)) return 3 * edge_between(ip, ir) + edge_between(jp, jr);
    return CERTAIN;
}

/* No axis separates: ISECT_AXIS_NONE, unless a NaN or infinite coordinate defeated the comparisons. */
static int intersecting(isect_triangle a, isect_triangle b, vec3s *axis)
{
    if (!finite3(a.a) || !finite3(a.b) || !finite3(a.c) || !finite3(b.a) || !finite3(b.b) || !finite3(b.c))
        return not_finite(axis);
    return ISECT_AXIS_NONE;
}

/* Index of the longest edge (edge i runs from vertex i to vertex i + 1). */
static inline int longest(const tri3 *e, float *len2)
{
    float l0 = glms_vec3_norm2(e->v[0]), l1 = glms_vec3_norm2(e->v[1]), l2 = glms_vec3_norm2(e->v[2]);
    *len2 = max3(l0, l1, l2);
    return l0 >= l1 && l0 >= l2 ? 0 : l1 >= l2 ? 1 : 2;
}

/* A triangle is thin (a sliver, segment or point) when |n| <= 1e-3 |longest edge|^2: its
 * normal's rounding error, about eps |e|^2, is then 1e-4 of it or more. */
#define THIN2 1e-6f

/* Triangle vs triangle: a separating-axis test over the candidate axes of two flat convex
 * polygons: disjoint iff max(l . a) < min(l . b) (or the reverse) for some candidate l, closed
 * and symmetric by construction (Ericson 4.4.1 and 5.2.1; Eberly, "Intersection of Convex
 * Objects: The Method of Separating Axes", 2008). Chosen over Möller 1997 and Guigue-Devillers
 * 2003 as the definition because one formulation covers the general, coplanar and degenerate
 * cases without a branch per case, and every rejection names a genuinely separating axis.
 * Axes and their indices (edges e0 = b - a, e1 = c - b, e2 = a - c of each triangle; normals
 * n_a, n_b from tri_normal):
 *   0       n_a, the plane of a           1        n_b, the plane of b
 *   2-10    edge a_i x edge b_j at 2 + 3i + j          (complete for non-coplanar triangles)
 *   11-13   m_a x edge a_i,  14-16  m_b x edge b_j      (in-plane edge normals: coplanar pairs)
 *   17      the line between the closest points of the longest edges, when both are thin
 * where m_a = n_a and m_b = n_b, except that a thin triangle borrows the other's normal (a
 * segment lying in b's plane is separated within it by n_b x segment). The projection of a
 * triangle is the interval of l . v over all three vertices, and a gap must exceed GAP_TOL
 * (above), so nearly coplanar triangles that overlap in their plane intersect. The in-plane
 * axes are skipped when both triangles are fat and their planes meet at more than about 18
 * degrees (the 11 axes are complete there and well conditioned). The early outs are the two
 * planes, which reject most disjoint pairs, and Guigue and Devillers' test with certain signs
 * (guigue_devillers, above), which accepts most intersecting pairs without the other 9 to 15
 * axes. The axis written is unit length.
 * Degenerate triangles are the segment or point they are: zero axes never separate, and the
 * list above (with axis 17 for two segments or points) is complete for every combination.
 * A NaN or infinite coordinate anywhere: no intersection (index 0, NaN axis, when no axis fired
 * first). */
static int triangle_triangle_sat(isect_triangle a, isect_triangle b, vec3s *axis)
{
    const tri3 ea = tri_edges(a), eb = tri_edges(b);
    float extent;
    const float m = magnitude(&a, &b, &extent);

    /* Each triangle's plane against the other's vertices; sa, sb keep the shadows. */
    shadows sa, sb;
    float ta, tb;
    if (plane_apart(&ea, &a, &b, m, extent, &sa, &ta)) return found(0, tri_normal(&ea), axis);
    if (plane_apart(&eb, &a, &b, m, extent, &sb, &tb)) return found(1, tri_normal(&eb), axis);

    /* Most intersecting pairs end here (certain signs only; see above), and most of the rest
     * are separated by the edge pair the test names, tried first. */
    const int hint = guigue_devillers(&a, &b, &sa, ta, &sb, tb, cube_of(extent));
    if (hint == CERTAIN) return ISECT_AXIS_NONE;
    if (hint != NONE) {
        const int i = hint / 3, j = hint % 3;
        const vec3s l = glms_vec3_cross(ea.v[i], eb.v[j]);
        if (tri_apart(l, &a, &b, m)) return found(2 + hint, l, axis);
    }

    /* Edge against edge: the plane through edge a_i parallel to edge b_j. */
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            const vec3s l = glms_vec3_cross(ea.v[i], eb.v[j]);
            if (tri_apart(l, &a, &b, m)) return found(2 + 3 * i + j, l, axis);
        }

    /* In the common plane: the lines through each edge, perpendicular to the edge. Needed when
     * the planes are parallel or a triangle is thin; tested whenever the planes meet at less
     * than about 18 degrees (sin^2 < 0.1), where the edge x edge gaps shrink with the angle. */
    float la, lb;
    const int ia = longest(&ea, &la), ib = longest(&eb, &lb);
    const vec3s na = tri_normal(&ea), nb = tri_normal(&eb);
    const float na2 = glms_vec3_norm2(na), nb2 = glms_vec3_norm2(nb);
    const bool thin_a = na2 <= THIN2 * la * la, thin_b = nb2 <= THIN2 * lb * lb;
    if (!thin_a && !thin_b && glms_vec3_norm2(glms_vec3_cross(na, nb)) > 0.1f * na2 * nb2)
        return intersecting(a, b, axis);
    const vec3s ma = thin_a && !thin_b ? nb : na, mb = thin_b && !thin_a ? na : nb;
    for (int i = 0; i < 3; i++) {
        const vec3s l = glms_vec3_cross(ma, ea.v[i]);
        if (tri_apart(l, &a, &b, m)) return found(11 + i, l, axis);
    }
    for (int j = 0; j < 3; j++) {
        const vec3s l = glms_vec3_cross(mb, eb.v[j]);
        if (tri_apart(l, &a, &b, m)) return found(14 + j, l, axis);
    }

    /* Two segments or points: the direction between their closest points. The closest-point
     * arithmetic is not symmetric in its operands, so they are put in a canonical order first
     * (each segment's ends, then the two segments): the float axis is then the same for every
     * vertex and argument order (fuzz/fuzz_triangles.c found a pair that differed). */
    if (thin_a && thin_b) {
        const vec3s p[3] = {a.a, a.b, a.c}, q[3] = {b.a, b.b, b.c};
        vec3s s0[2] = {p[ia], p[(ia + 1) % 3]}, s1[2] = {q[ib], q[(ib + 1) % 3]};
        order_pair(&s0[0], &s0[1]);
        order_pair(&s1[0], &s1[1]);
        if (lex_less(s1[0], s0[0]) || (eq_vec(s1[0], s0[0]) && lex_less(s1[1], s0[1]))) {
            const vec3s t0 = s0[0], t1 = s0[1];
            s0[0] = s1[0], s0[1] = s1[1], s1[0] = t0, s1[1] = t1;
        }
        const vec3s l = segment_axis(s0[0], s0[1], s1[0], s1[1]);
        if (tri_apart(l, &a, &b, m)) return found(17, l, axis);
    }
    return intersecting(a, b, axis);
}

/* The triangle vs triangle SAT above, without the axis. */
bool isect_triangle_triangle(isect_triangle a, isect_triangle b)
{
    return triangle_triangle_sat(a, b, NULL) == ISECT_AXIS_NONE; /* a NaN input is apart along some axis */
}

int isect_triangle_triangle_axis(isect_triangle a, isect_triangle b, vec3s *axis)
{
    const vec3s parts[6] = {a.a, a.b, a.c, b.a, b.b, b.c};
    return any_nan(parts, 6) ? nan_axis(axis) : triangle_triangle_sat(a, b, axis);
}
