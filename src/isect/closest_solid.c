/* Closest points on solids to a point: a tetrahedron given by its four vertices and a convex
 * polyhedron given by its faces' planes. Ericson, Real-Time Collision Detection, 5.1.6 and
 * 5.1.7. Both are closed: a point inside (or on the boundary) is its own closest point, at
 * distance 0.
 *
 * The side tests are made in double from the float inputs, as plane_plane.c does: a product of
 * two floats is exact in double, so an orientation (p - a) . ((b - a) x (c - a)) or a cross
 * product of two normals is right to a few double roundings, and the inside / outside decisions
 * hold for slivers and nearly flat solids where float signs would be noise. */
#include "isect.h"
#include "trace.h"
#include "canonical.h"
#include "closest_parts.h"

#include <float.h>
#include <math.h>

/* Double vectors, for the inside of this file only. */
typedef struct dv3 { double x, y, z; } dv3;

static inline dv3 widen(vec3s v) { return (dv3){v.x, v.y, v.z}; }
static inline dv3 dv3_sub(dv3 a, dv3 b) { return (dv3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline dv3 dv3_add(dv3 a, dv3 b) { return (dv3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static inline dv3 dv3_scale(dv3 a, double s) { return (dv3){a.x * s, a.y * s, a.z * s}; }
static inline double dv3_dot(dv3 a, dv3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline dv3 dv3_cross(dv3 a, dv3 b)
{
    return (dv3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static inline vec3s narrow(dv3 a) { return (vec3s){{(float)a.x, (float)a.y, (float)a.z}}; }

static inline float nan_point(vec3s *q)
{
    if (q) *q = (vec3s){{NAN, NAN, NAN}};
    return NAN;
}

/* ---- Tetrahedron ---------------------------------------------------------------------------- */

/* orient(a, b, c, p) below: the orientation of p against the plane through a, b, c, in double,
 * (p - a) . ((b - a) x (c - a)), six times the signed volume of a b c p. */

/* Closest point of tetrahedron abcd to p. Ericson, Real-Time Collision Detection, 5.1.6
 * (ClosestPtPointTetrahedron): p lies outside face abc when it is on the other side of its plane
 * from d, sign(orient(a, b, c, p)) = -sign(orient(a, b, c, d)), and likewise for the faces acd
 * (against b), adb (c) and bdc (a). Inside (outside no face): p itself. Otherwise the closest
 * point lies on a face p is outside of (p - q is a non-negative sum of the outward normals at q,
 * so p is outside one of those faces), and it is the nearest of the closest points on those
 * faces (5.1.5, isect_closest_point_triangle).
 * Departures from the listing: the orientations in double, and a flat tetrahedron - volume
 * |orient(a, b, c, d)| at most 1e-12 L^3, L its longest edge: coplanar, collinear or coincident
 * vertices, or within 1e-12 of its size of that - has no inside and no sides (the listing called
 * every point inside it, its signs all 0; and a sign taken from a thickness below the rounding
 * of the other orientations is noise): its closest point is the nearest over all four faces,
 * which cover the convex hull of four coplanar points (the quadrilateral, triangle, segment or
 * point they span), and which a tetrahedron that thin is within 1e-12 L of. */
float isect_closest_point_tetrahedron(vec3s p, isect_tetrahedron t, vec3s *q)
{
    static const int face[4][4] = {{0, 1, 2, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {1, 3, 2, 0}};
    const vec3s v[4] = {t.a, t.b, t.c, t.d};
    /* The vertices widened once, their six differences (exact in double) and the faces' normals
     * from them: orient(x, y, z, p) is (p - x) . ((y - x) x (z - x)) from those, and the
     * volume shares face abc's normal. */
    const dv3 A = widen(t.a), B = widen(t.b), C = widen(t.c), D = widen(t.d), P = widen(p);
    const dv3 ab = dv3_sub(B, A), ac = dv3_sub(C, A), ad = dv3_sub(D, A);
    const dv3 bc = dv3_sub(C, B), bd = dv3_sub(D, B), cd = dv3_sub(D, C);
    const dv3 n[4] = {dv3_cross(ab, ac), dv3_cross(ac, ad), dv3_cross(ad, ab), dv3_cross(bd, bc)};
    const dv3 from[4] = {dv3_sub(P, A), dv3_sub(P, A), dv3_sub(P, A), dv3_sub(P, B)};
    const double volume = dv3_dot(ad, n[0]);
    /* NaN in a vertex makes the volume NaN (0 times NaN is NaN too) */
    if (isnan(volume) || nan3(p)) return TRACE_RETURN(nan_point(q));
    const dv3 edge[6] = {ab, ac, ad, bc, bd, cd};
    double l2 = 0;
    for (int i = 0; i < 6; i++) {
        const double e2 = dv3_dot(edge[i], edge[i]);
        l2 = e2 > l2 ? e2 : l2;                       /* no NaN here (tested above) */
    }
    bool flat = !(fabs(volume) > 1e-12 * l2 * sqrt(l2));
    TRACE(volume); TRACE(flat);
    float best = INFINITY;
    vec3s bq = p;
    bool outside = false;
    for (int f = 0; f < 4; f++) {
        const vec3s *x = &v[face[f][0]], *y = &v[face[f][1]], *z = &v[face[f][2]];
        TRACE(f);
        if (!flat) {
            /* The opposite vertex's orientation against this face is the volume itself (each
             * face's vertices run so, an even permutation of a b c d), to double rounding, far
             * below the 1e-12 L^3 that makes the solid not flat: its sign is the volume's. */
            double sp = dv3_dot(from[f], n[f]);     /* orient(*x, *y, *z, p) */
            TRACE(sp);
            if (!((sp > 0 && volume < 0) || (sp < 0 && volume > 0))) continue;   /* not outside this face */
        }
        outside = true;
        vec3s c = isect_point_triangle(&p, x, y, z);
        TRACE_POINT(c);
        float d2 = glms_vec3_distance2(p, c);
        TRACE(d2);
        if (d2 < best) best = d2, bq = c;
    }
    if (!outside) {                       /* inside or on the boundary: p itself */
        if (q) *q = p;
        return TRACE_RETURN(0.0f);
    }
    if (q) *q = bq;
    TRACE_POINT(bq);
    return TRACE_RETURN(glms_vec3_distance2(p, bq));
}

/* ---- Convex polyhedron --------------------------------------------------------------------- */

/* Plane i in double: its normal, offset, |n|^2 and p's signed distance times |n|. */
typedef struct dplane { dv3 n; double d, nn, s; } dplane;

static inline dplane plane_at(const isect_plane *planes, int i, dv3 p)
{
    dv3 n = widen(planes[i].n);
    return (dplane){n, planes[i].d, dv3_dot(n, n), dv3_dot(n, p) - planes[i].d};
}

/* Whether x lies in every halfspace n_k . x <= d_k, to 1e-9 of the terms' size
 * |n_k|_1 max(|x|_inf, |p|_inf) + |d_k|: the candidates are computed in double from p and the
 * float planes, so they are right to far less than float rounding of those magnitudes unless
 * their planes are within ~1e-7 of dependent (p counts: the foot of p = (0, 5, 1) on a plane
 * through the origin with normal along p is the origin to ~1e-16 of |p|, not of its own size). */
static bool feasible(dv3 x, double pm, const isect_plane *planes, int count)
{
    double xm = fmax(pm, fmax(fabs(x.x), fmax(fabs(x.y), fabs(x.z))));
    for (int k = 0; k < count; k++) {
        dv3 n = widen(planes[k].n);
        double l1 = fabs(n.x) + fabs(n.y) + fabs(n.z);
        if (!(dv3_dot(n, x) - planes[k].d <= 1e-9 * (l1 * xm + fabs(planes[k].d)))) return false;   /* or NaN */
    }
    return true;
}

/* Whether x lies on planes i, j and k, |n . x - d| within feasible's slack. */
static bool on_planes(dv3 x, double pm, const isect_plane *planes, int i, int j, int k)
{
    double xm = fmax(pm, fmax(fabs(x.x), fmax(fabs(x.y), fabs(x.z))));
    const int f[3] = {i, j, k};
    for (int m = 0; m < 3; m++) {
        dv3 n = widen(planes[f[m]].n);
        double l1 = fabs(n.x) + fabs(n.y) + fabs(n.z);
        if (!(fabs(dv3_dot(n, x) - planes[f[m]].d) <= 1e-9 * (l1 * xm + fabs(planes[f[m]].d)))) return false;
    }
    return true;
}

/* The nearest candidate seen so far that lies in the polyhedron. */
typedef struct candidate { double d2; dv3 x; bool found; } candidate;

static void keep(candidate *c, dv3 p, dv3 x)
{
    dv3 r = dv3_sub(p, x);
    double d2 = dv3_dot(r, r);
    if (!c->found || d2 < c->d2) c->d2 = d2, c->x = x, c->found = true;
}

static float result(vec3s p, dv3 x, vec3s *q)
{
    vec3s f = narrow(x);
    if (q) *q = f;
    return glms_vec3_distance2(p, f);
}

/* Closest point to p of the convex polyhedron dot(n_i, x) <= d_i, i < count (the halfspaces of
 * isect_ray_polyhedron). Ericson, Real-Time Collision Detection, 5.1.7 poses it as the smallest
 * |x - p|^2 over the halfspaces, a quadratic programme; with a handful of planes it is solved here
 * by enumerating its active sets. The closest point q is the projection of p onto the flat where
 * the planes through q meet, and a linearly independent subset of at most three of them spans the
 * same flat with p - q = sum lambda_i n_i, lambda_i >= 0 (the KKT conditions; p - q points out of
 * the polyhedron). So q is one of these projections of p:
 *     a face (1 plane):    x = p - (s_i / n_i.n_i) n_i,                 s_i = n_i . p - d_i;
 *     an edge (2 planes):  the foot of p on their line, x = x0 + u (u . (p - x0)) / (u . u),
 *                          u = n_i x n_j, x0 its point nearest the origin (5.4.4), and l
 *                          from p - x = l_i n_i + l_j n_j by cross products (below);
 *     a vertex (3 planes): x = (d_i (n_j x n_k) + d_j (n_k x n_i) + d_k (n_i x n_j)) / det,
 *                          det = n_i . (n_j x n_k) (5.4.5), and l from p - x the same way;
 * and of those that lie in the polyhedron, the nearest to p. A candidate in the polyhedron with
 * every l >= 0 satisfies the KKT conditions and is the answer at once; the rest are kept as a
 * fallback, the nearest of them returned when rounding leaves every candidate uncertified. Only
 * sets holding a plane p is outside of (s > 0) can give q (|p - q|^2 = sum l_i s_i > 0).
 * - p inside every halfspace (closed): p itself, distance 0; count = 0 is all of space (as in
 *   isect_ray_polyhedron): p.
 * - The polyhedron need not be bounded (a halfspace, a slab, a wedge work: its closest point
 *   exists) but must not be empty: when no candidate lies in it (to the relative 1e-9 of
 *   feasible), NaN (nearly empty ones, within that tolerance, give a point of the sliver left).
 * - A flat polyhedron (two opposite planes at the same place: a polygon) is fine. Where two
 *   nearly parallel planes bound a sliver, its far end is ill-conditioned: the slack of feasible
 *   (1e-9 of the magnitudes) moves it by that over their angle (planes 1e-8 from parallel, p at
 *   16: by about 1), and rounding the planes to float moves it as much.
 * - Normals of any non-zero length; the planes may be redundant, repeated or meet four or more at
 *   a vertex (then several subsets certify the same point).
 * - A zero normal (the NaN plane), NaN anywhere, count < 0, or planes NULL with count > 0: NaN.
 *   Infinite input gives an unspecified but defined result.
 * - Cost: up to count + C(count, 2) + C(count, 3) candidates, each checked against count planes,
 *   all in double: meant for the small cells of collision detection (a box: 6, a frustum: 6, a
 *   k-DOP: up to 13); the answer usually comes at the first certified face or edge.
 * q is written when not NULL; the return value is |p - q|^2 (in float, from the float q). */
float isect_closest_point_polyhedron(vec3s p, const isect_plane *planes, int count, vec3s *q)
{
    if (count < 0 || (count > 0 && !planes) || nan3(p)) return TRACE_RETURN(nan_point(q));
    const dv3 dp = widen(p);
    bool inside = true;
    for (int i = 0; i < count; i++) {
        if (!normal_nonzero(planes[i].n) || nan3(planes[i].n) || isnan(planes[i].d)) return TRACE_RETURN(nan_point(q));
        inside = inside && plane_at(planes, i, dp).s <= 0;
    }
    TRACE(inside);
    if (inside) {
        if (q) *q = p;
        return TRACE_RETURN(0.0f);
    }
    candidate best = {0, {0, 0, 0}, false};
    const double pm = fmax(fabs(dp.x), fmax(fabs(dp.y), fabs(dp.z)));

    /* Faces: the foot of p on a plane it is outside of. If it lies in the polyhedron it is the
     * answer: no point of the polyhedron is nearer than that plane. */
    for (int i = 0; i < count; i++) {
        dplane a = plane_at(planes, i, dp);
        TRACE(i); TRACE(a.s);
        if (!(a.s > 0)) continue;
        dv3 x = dv3_sub(dp, dv3_scale(a.n, a.s / a.nn));
        TRACE_POINT(narrow(x));
        if (feasible(x, pm, planes, count)) return TRACE_RETURN(result(p, x, q));
    }
    /* Edges: the foot of p on the line of two planes, which runs along u = n_a x n_b through
     * x0 = ((d_a n_b - d_b n_a) x u) / (u . u) (5.4.4, as isect_plane_plane): x = x0 + u (u .
     * (p - x0)) / (u . u). Then r = p - x = l_a n_a + l_b n_b with l_a = ((r x n_b) . u) / (u . u)
     * and l_b = ((n_a x r) . u) / (u . u) (cross r with n_b or n_a). Solving the Gram system
     * instead lost everything for planes 1e-8 from parallel: its determinant |u|^2 ~ 1e-16 leaves
     * the rounding of n_a . n_a (one ulp of 16) at 16 in l. */
    for (int i = 0; i < count; i++) {
        dplane a = plane_at(planes, i, dp);
        for (int j = i + 1; j < count; j++) {
            dplane b = plane_at(planes, j, dp);
            if (!(a.s > 0 || b.s > 0)) continue;
            dv3 u = dv3_cross(a.n, b.n);
            double uu = dv3_dot(u, u);
            if (!(uu > 0)) continue;                                /* parallel */
            dv3 x0 = dv3_scale(dv3_cross(dv3_sub(dv3_scale(b.n, a.d), dv3_scale(a.n, b.d)), u), 1.0 / uu);
            dv3 x = dv3_add(x0, dv3_scale(u, dv3_dot(u, dv3_sub(dp, x0)) / uu));
            TRACE(i); TRACE(j); TRACE_POINT(narrow(x));
            if (!feasible(x, pm, planes, count)) continue;
            dv3 r = dv3_sub(dp, x);
            if (dv3_dot(dv3_cross(r, b.n), u) >= 0 && dv3_dot(dv3_cross(a.n, r), u) >= 0) return TRACE_RETURN(result(p, x, q));
            keep(&best, dp, x);
        }
    }
    /* Vertices: where three planes meet. */
    for (int i = 0; i < count; i++) {
        dplane a = plane_at(planes, i, dp);
        for (int j = i + 1; j < count; j++) {
            dplane b = plane_at(planes, j, dp);
            dv3 cab = dv3_cross(a.n, b.n);
            for (int k = j + 1; k < count; k++) {
                dplane c = plane_at(planes, k, dp);
                if (!(a.s > 0 || b.s > 0 || c.s > 0)) continue;
                dv3 cbc = dv3_cross(b.n, c.n), cca = dv3_cross(c.n, a.n);
                /* Dependent normals: det is 0 but for its rounding. Each component of a cross
                 * product of two float normals is the difference of two products exact in
                 * double, rounded once, so det's error is a few DBL_EPSILON of its terms
                 * |n_a| . |n_b x n_c|, not of |n_a| |n_b| |n_c|: three planes a few 1e-8 from
                 * parallel (normals (7.5e-9, 1, 2.7e-9), (2.7e-9, 1, 4.4e-8) and (7e-8, -1,
                 * -3.2e-8)) have det 3.1e-15 from terms of 3.5e-15, below the 1e-14 |n|^3 that
                 * this threshold was, and it is right to ~1e-16 of itself. Their apex was
                 * skipped, and for p = (3, -1, -0.25), whose closest point it is, the three
                 * alone gave NaN (no candidate inside them) and with a box |x_i| <= 5 a vertex
                 * 3.4 farther (fuzz/fuzz_closest_shapes.c; tests/test_isect_closest_solids.c). */
                const double det = dv3_dot(a.n, cbc);
                const double det_err = 8 * DBL_EPSILON * (fabs(a.n.x * cbc.x) + fabs(a.n.y * cbc.y) + fabs(a.n.z * cbc.z));
                if (!(fabs(det) > det_err)) continue;
                dv3 x = dv3_scale(dv3_add(dv3_add(dv3_scale(cbc, a.d), dv3_scale(cca, b.d)), dv3_scale(cab, c.d)),
                                  1.0 / det);
                /* And the vertex must lie on its own three planes (to feasible's slack, both
                 * ways): the numerator sums d times the cross products and can cancel below its
                 * rounding, which a small det then magnifies. Normals (1, 2^-124, 0),
                 * (0, 1, 1) / sqrt(2) and (1, 1, 1) / sqrt(3), d = 2^-128, 1 / sqrt(2) and
                 * 1 / sqrt(3): det = 1.9e-38, exact, but the numerator's y, 1.2e-39 + 0.408 -
                 * 0.408, came out 0, and x = (0, 0, 0) for the vertex (0, 0.0625, 0.9375) was
                 * inside the polyhedron and certified (l = 0), 8.66 from p = (5, 5, 5) where the
                 * answer is 8.13 (fuzz_closest_shapes.c). (An error along the line where the
                 * planes nearly meet moves their terms little: such a vertex still passes.) */
                if (!on_planes(x, pm, planes, i, j, k)) continue;
                TRACE(i); TRACE(j); TRACE(k); TRACE_POINT(narrow(x));
                if (!feasible(x, pm, planes, count)) continue;
                dv3 r = dv3_sub(dp, x);   /* = l_a n_a + l_b n_b + l_c n_c; l_a = r . (n_b x n_c) / det */
                if (dv3_dot(r, cbc) / det >= 0 && dv3_dot(r, cca) / det >= 0 && dv3_dot(r, cab) / det >= 0)
                    return TRACE_RETURN(result(p, x, q));
                keep(&best, dp, x);
            }
        }
    }
    if (!best.found) return TRACE_RETURN(nan_point(q));                           /* empty */
    return TRACE_RETURN(result(p, best.x, q));
}
