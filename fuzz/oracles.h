/* Independent oracles in double precision for the fuzz targets: the float inputs are exact in
 * double, and products of two or three of them nearly so, so these answers are the truth to
 * within ~1e-16 of the coordinates, while the library works in float (~1e-7). The targets
 * compare verdicts only where the oracle's margin is far larger than float rounding.
 * Each oracle is the plainest formulation: distances by definition, a box by its 8 corners, a
 * separating-axis test by projecting every vertex on every candidate axis. */
#ifndef ISECT_FUZZ_ORACLES_H
#define ISECT_FUZZ_ORACLES_H

#include <math.h>
#include <stdbool.h>

#include "isect.h"
#include "../tests/dvec.h"   /* dvec and its helpers: the same ones the tests use */

/* The tolerance of a verdict at coordinate magnitude m. REL of m: float rounding is ~1e-7 of
 * the magnitudes, so 1e-4 leaves a factor ~1000. And no less than a floor where the float
 * arithmetic runs out of bits: denormals below FLT_MIN ~1e-38 keep an absolute precision of
 * ~1e-45 (FLOOR1, for tests linear in the coordinates); the library squares distances, and
 * distances below ~1e-19 have squares that are denormal or 0 (FLOOR2); the triangle and polygon
 * tests multiply up to four lengths, whose products underflow below ~1e-9.5 (FLOOR4).
 * Below those scales a verdict may read touching for shapes apart. */
#define REL 1e-4
#define FLOOR1 1e-36
#define FLOOR2 1e-18
#define FLOOR4 1e-8
static inline double tol1(double m) { return REL * m + FLOOR1; }
static inline double tol2(double m) { return REL * m + FLOOR2; }
static inline double tol4(double m) { return REL * m + FLOOR4; }

/* Closest point on segment ab to p, by the definition: the parameter of the projection,
 * clamped to [0, 1]. */
static inline dvec o_closest_segment(dvec p, dvec a, dvec b)
{
    dvec ab = dsub(b, a);
    double len2 = ddot(ab, ab);
    double t = len2 > 0 ? ddot(dsub(p, a), ab) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return dadd(a, dscale(ab, t));
}

/* Distance between the segments a1 b1 and a2 b2: the smallest of the four endpoint-to-segment
 * distances and, when the normal equations of the closest pair (Cramer's rule) put both
 * parameters inside (0, 1), the distance from a1 + s d1 to the second segment. The distance is
 * convex over the square of parameters, so its minimum is on an edge (an endpoint against the
 * other segment) or at that interior point. Every candidate is the distance of a pair of points
 * of the segments, so none is below the true distance (up to rounding); for nearly parallel
 * segments s is off by about DBL_EPSILON / sin^2 of their angle, where the distance grows only
 * as sin, which costs at most ~1e-8 of the lengths. */
static inline double o_dist_segment_segment(dvec a1, dvec b1, dvec a2, dvec b2)
{
    double d = dmin(dmin(ddist(a1, o_closest_segment(a1, a2, b2)), ddist(b1, o_closest_segment(b1, a2, b2))),
                    dmin(ddist(a2, o_closest_segment(a2, a1, b1)), ddist(b2, o_closest_segment(b2, a1, b1))));
    dvec d1 = dsub(b1, a1), d2 = dsub(b2, a2), r = dsub(a1, a2);
    double a = ddot(d1, d1), b = ddot(d1, d2), e = ddot(d2, d2), c = ddot(d1, r), f = ddot(d2, r);
    double det = a * e - b * b;
    if (det > 0) {
        double s = (b * f - c * e) / det, t = (a * f - b * c) / det;
        if (s > 0 && s < 1 && t > 0 && t < 1) {
            dvec x = dadd(a1, dscale(d1, s));
            d = dmin(d, ddist(x, o_closest_segment(x, a2, b2)));
        }
    }
    return d;
}

/* Distance from p to the triangle abc: to its plane when p projects inside (all three edge
 * tests, with the normal as the reference), otherwise to the nearest of the three edges. A
 * zero-area triangle is the union of its edges, and so, within 1e-10 of its size, is a sliver
 * or needle with |n| below 1e-10 |longest edge|^2, for which the double inside tests lose
 * their sign. */
static inline double o_dist_triangle(dvec p, dvec a, dvec b, dvec c)
{
    double d = dmin(ddist(p, o_closest_segment(p, a, b)),
                    dmin(ddist(p, o_closest_segment(p, b, c)), ddist(p, o_closest_segment(p, c, a))));
    dvec n = dcross(dsub(b, a), dsub(c, a));
    double nn = ddot(n, n);
    double l = dmax(ddot(dsub(b, a), dsub(b, a)), dmax(ddot(dsub(c, b), dsub(c, b)), ddot(dsub(a, c), dsub(a, c))));
    if (!(nn > 1e-20 * l * l)) return d;
    bool inside = ddot(n, dcross(dsub(b, a), dsub(p, a))) >= 0 &&
                  ddot(n, dcross(dsub(c, b), dsub(p, b))) >= 0 &&
                  ddot(n, dcross(dsub(a, c), dsub(p, c))) >= 0;
    return inside ? dmin(d, fabs(ddot(n, dsub(p, a))) / sqrt(nn)) : d;
}

/* The 8 corners c +- e0 u0 +- e1 u1 +- e2 u2 of an OBB (an AABB is the case u = identity). */
static inline void o_obb_corners(isect_obb b, dvec out[8])
{
    for (int k = 0; k < 8; k++) {
        dvec q = dv(b.c);
        for (int i = 0; i < 3; i++)
            q = dadd(q, dscale(dv(b.u[i]), (k >> i & 1 ? 1.0 : -1.0) * b.e.raw[i]));
        out[k] = q;
    }
}

static inline void o_aabb_corners(isect_aabb b, dvec out[8])
{
    for (int k = 0; k < 8; k++)
        out[k] = (dvec){k & 1 ? b.max.x : b.min.x, k & 2 ? b.max.y : b.min.y, k & 4 ? b.max.z : b.min.z};
}

/* The interval [lo, hi] of the signed distances dot(n, v) - d over a point set. */
static inline void o_plane_span(isect_plane p, const dvec *v, int n, double *lo, double *hi)
{
    *lo = INFINITY, *hi = -INFINITY;
    for (int i = 0; i < n; i++) {
        double s = ddot(dv(p.n), v[i]) - p.d;
        *lo = dmin(*lo, s), *hi = dmax(*hi, s);
    }
}

/* Signed gap between point sets A and B along axis l, unit-normalised: positive when their
 * projections are disjoint (the gap's length), negative when they overlap (minus the overlap).
 * -INFINITY for a zero axis, which separates nothing. */
static inline double o_gap(dvec l, const dvec *A, int na, const dvec *B, int nb)
{
    double len = dlen(l);
    if (!(len > 0)) return -INFINITY;
    double amin = INFINITY, amax = -INFINITY, bmin = INFINITY, bmax = -INFINITY;
    for (int i = 0; i < na; i++) { double s = ddot(l, A[i]); amin = dmin(amin, s), amax = dmax(amax, s); }
    for (int i = 0; i < nb; i++) { double s = ddot(l, B[i]); bmin = dmin(bmin, s), bmax = dmax(bmax, s); }
    return dmax(bmin - amax, amin - bmax) / len;
}

/* A convex polytope for the separating-axis oracle: vertices, face normals, edge directions. */
typedef struct o_poly { dvec v[8]; int nv; dvec face[4]; int nface; dvec edge[3]; int nedge; } o_poly;

static inline o_poly o_poly_obb(isect_obb b)
{
    o_poly p = {.nv = 8, .nface = 3, .nedge = 3};
    o_obb_corners(b, p.v);
    for (int i = 0; i < 3; i++) p.face[i] = p.edge[i] = dv(b.u[i]);
    return p;
}

static inline o_poly o_poly_aabb(isect_aabb b)
{
    o_poly p = {.nv = 8, .nface = 3, .nedge = 3};
    o_aabb_corners(b, p.v);
    for (int i = 0; i < 3; i++) p.face[i] = p.edge[i] = (dvec){i == 0, i == 1, i == 2};
    return p;
}

/* A triangle as a flat polytope: its normal, and the three in-plane edge normals n x e (the
 * axes that separate it from shapes lying in its plane). */
static inline o_poly o_poly_triangle(isect_triangle t)
{
    o_poly p = {.nv = 3, .nface = 4, .nedge = 3};
    p.v[0] = dv(t.a), p.v[1] = dv(t.b), p.v[2] = dv(t.c);
    for (int i = 0; i < 3; i++) p.edge[i] = dsub(p.v[(i + 1) % 3], p.v[i]);
    p.face[0] = dcross(p.edge[0], p.edge[1]);
    for (int i = 0; i < 3; i++) p.face[1 + i] = dcross(p.face[0], p.edge[i]);
    return p;
}

/* The largest signed gap over the candidate axes: every face normal of either and every cross
 * product of an edge of A with an edge of B whose sine is at least min_sin (0: all of them). For boxes and non-degenerate triangles the list is
 * complete (Ericson 4.4.1): > 0 exactly when the shapes are disjoint, and then it is a lower
 * bound of their distance; <= 0 when they meet, and then minus the smallest overlap found. For
 * a zero-area triangle the list is not complete, so only a positive answer is proof. */
static inline double o_sat(const o_poly *A, const o_poly *B, double min_sin)
{
    double g = -INFINITY;
    for (int i = 0; i < A->nface; i++) g = dmax(g, o_gap(A->face[i], A->v, A->nv, B->v, B->nv));
    for (int i = 0; i < B->nface; i++) g = dmax(g, o_gap(B->face[i], A->v, A->nv, B->v, B->nv));
    for (int i = 0; i < A->nedge; i++)
        for (int j = 0; j < B->nedge; j++) {
            dvec l = dcross(A->edge[i], B->edge[j]);
            if (dlen(l) >= min_sin * dlen(A->edge[i]) * dlen(B->edge[j]))
                g = dmax(g, o_gap(l, A->v, A->nv, B->v, B->nv));
        }
    return g;
}

/* A triangle that is clearly not a sliver: |n| > 1e-2 |longest edge|^2 (sin of its smallest
 * angle above ~1e-2), so the oracle's axis list is complete and well conditioned. */
static inline bool o_fat(isect_triangle t)
{
    dvec a = dv(t.a), b = dv(t.b), c = dv(t.c);
    double l = dmax(ddot(dsub(b, a), dsub(b, a)), dmax(ddot(dsub(c, b), dsub(c, b)), ddot(dsub(a, c), dsub(a, c))));
    return dlen(dcross(dsub(b, a), dsub(c, a))) > 1e-2 * l;
}

/* Cyrus-Beck in double: clip p + t d, t in [*tf, *tl], to the halfspaces dot(n_i, x) <= d_i + grow
 * (grow > 0 inflates the shape, < 0 deflates it). Returns whether anything is left. */
static inline bool o_clip(dvec p, dvec d, const dvec *n, const double *dd, int count, double grow,
                          double *tf, double *tl)
{
    for (int i = 0; i < count; i++) {
        double denom = ddot(n[i], d), dist = dd[i] + grow - ddot(n[i], p);
        if (denom == 0) {
            if (dist < 0) return false;
            continue;
        }
        double t = dist / denom;
        if (denom < 0) *tf = dmax(*tf, t);
        else *tl = dmin(*tl, t);
        if (*tf > *tl) return false;
    }
    return true;
}

/* An AABB as the six halfspaces of its faces, unit outward normals. */
static inline void o_aabb_planes(isect_aabb b, dvec n[6], double d[6])
{
    for (int i = 0; i < 3; i++) {
        n[2 * i] = (dvec){i == 0, i == 1, i == 2}, d[2 * i] = b.max.raw[i];
        n[2 * i + 1] = (dvec){-(i == 0), -(i == 1), -(i == 2)}, d[2 * i + 1] = -b.min.raw[i];
    }
}

/* ---- Containment and capsule vs AABB (containment.c, capsule_aabb.c) ------------------------ */

/* A point against a convex polygon by its projection onto the plane, edge by edge (no search):
 * n = sum (v_i - v_0) x (v_{i+1} - v_0), and for each edge e_i = v_{i+1} - v_i of non-zero length
 * the signed distance of p's projection from its line, n . (e_i x (p - v_i)) / (|n| |e_i|),
 * positive on the inner side. margin is the smallest: >= 0 inside (the in-plane distance to the
 * boundary), < 0 outside; NaN for a zero normal (no plane, no inside) or count < 3. With it, the
 * lengths a float test's rounding scales with: R the largest |p - v_i|, h the height of p above
 * the plane, and cond = count D^2 / |n| (D the largest |v_i - v_0|; infinite for a zero normal),
 * the relative error of a normal summed in float; and |n| itself (area2, twice the area). A float orientation n . (e x (p - v)) errs by
 * a few epsilons of R (its own rounding) plus h cond (the normal's error, which only the
 * height carries out of the plane); a form that never takes a cross product, such as the
 * barycentric one, by a few epsilons of R (1 + cond). */
typedef struct o_polygon { double margin, R, h, cond, area2; /* |n| */ } o_polygon;

static inline o_polygon o_polygon_margin(dvec p, const dvec *v, int count)
{
    dvec n = {0, 0, 0};
    double D = 0;
    o_polygon o = {NAN, 0, 0, INFINITY, 0};
    for (int i = 0; i < count; i++) {
        o.R = dmax(o.R, ddist(p, v[i])), D = dmax(D, ddist(v[i], v[0]));
        if (i >= 1 && i + 1 < count) n = dadd(n, dcross(dsub(v[i], v[0]), dsub(v[i + 1], v[0])));
    }
    double nn = o.area2 = dlen(n);
    if (count < 3 || !(nn > 0)) return o;
    o.cond = count * D * D / nn, o.h = fabs(ddot(n, dsub(p, v[0]))) / nn;
    o.margin = INFINITY;
    for (int i = 0; i < count; i++) {
        dvec e = dsub(v[(i + 1) % count], v[i]);
        double el = dlen(e);
        if (el > 0) o.margin = dmin(o.margin, ddot(n, dcross(e, dsub(p, v[i]))) / (nn * el));
    }
    return o;
}

/* Whether the polygon is strictly convex in exact arithmetic, as the projection onto n sees it:
 * each pair of consecutive edges of non-zero length turns left about n by more than double
 * rounding (n . (e x f) > 1e-12 |n| |e| |f|). Float vertices of a convex polygon (points of a
 * circle, say) can fail it: rounding moves a vertex inward past its neighbours' chord, and the
 * tests' precondition (convexity) no longer holds. */
static inline bool o_polygon_convex(const dvec *v, int count)
{
    dvec n = {0, 0, 0}, e[64];
    int m = 0;
    if (count > 64) return false;
    for (int i = 1; i + 1 < count; i++) n = dadd(n, dcross(dsub(v[i], v[0]), dsub(v[i + 1], v[0])));
    for (int i = 0; i < count; i++) {
        dvec d = dsub(v[(i + 1) % count], v[i]);
        if (dlen(d) > 0) e[m++] = d;
    }
    for (int i = 0; i < m; i++) {
        dvec f = e[(i + 1) % m];
        if (!(ddot(n, dcross(e[i], f)) > 1e-12 * dlen(n) * dlen(e[i]) * dlen(f))) return false;
    }
    return m >= 3;
}

/* A point against the convex polyhedron dot(n_i, x) <= d_i: the largest signed distance
 * (n_i . p - d_i) / |n_i| over the planes, <= 0 inside. -INFINITY for count = 0 (all of space),
 * +INFINITY when a normal is zero (the NaN plane: nothing is inside). *scale (when not NULL)
 * gets the largest (|n_i| |p| + |d_i|) / |n_i|, the magnitude a float dot(n, p) <= d rounds at. */
static inline double o_polyhedron_margin(dvec p, const isect_plane *pl, int count, double *scale)
{
    double m = -INFINITY, s = 0;
    for (int i = 0; i < count; i++) {
        dvec n = dv(pl[i].n);
        double len = dlen(n);
        if (!(len > 0)) {
            m = INFINITY;
            continue;
        }
        m = dmax(m, (ddot(n, p) - pl[i].d) / len);
        s = dmax(s, dlen(p) + fabs((double)pl[i].d) / len);
    }
    if (scale) *scale = s;
    return m;
}

/* Squared distance from p to the box: each coordinate clamped to it (infinite bounds clamp
 * nothing). */
static inline double o_dist2_point_aabb(dvec p, isect_aabb b)
{
    double d2 = 0;
    for (int k = 0; k < 3; k++) {
        double x = dget(p, k), q = dclamp(x, b.min.raw[k], b.max.raw[k]);
        d2 += (x - q) * (x - q);
    }
    return d2;
}

/* Distance from the segment ab to the box: the squared distance from a + t (b - a) to the box
 * is convex in t (the distance to a convex set along a line), so a golden-section search over
 * [0, 1], 100 steps (the bracket shrinks to 0.618^100 ~ 1e-21), finds its minimum; the ends
 * t = 0 and 1 are candidates too. *t_best (when not NULL) gets the parameter of the nearest
 * point found. */
static inline double o_dist_segment_aabb(dvec a, dvec b, isect_aabb box, double *t_best)
{
    const double g = 0.6180339887498949;
    dvec d = dsub(b, a);
#define O_F(t) o_dist2_point_aabb(dadd(a, dscale(d, (t))), box)
    double lo = 0, hi = 1, x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    double f1 = O_F(x1), f2 = O_F(x2);
    for (int k = 0; k < 100; k++) {
        if (f1 <= f2) hi = x2, x2 = x1, f2 = f1, x1 = hi - g * (hi - lo), f1 = O_F(x1);
        else lo = x1, x1 = x2, f1 = f2, x2 = lo + g * (hi - lo), f2 = O_F(x2);
    }
    double f0 = o_dist2_point_aabb(a, box), fe = o_dist2_point_aabb(b, box);
    double best = f1, t = x1;
    if (f2 < best) best = f2, t = x2;
    if (f0 <= best) best = f0, t = 0;
    if (fe < best) best = fe, t = 1;
#undef O_F
    if (t_best) *t_best = t;
    return sqrt(best);
}

/* Keeps the part of the closed polygon in[0..n-1] where sign (x_axis - bound) <= 0
 * (Sutherland-Hodgman, one plane); the output holds at most 2 n points. */
static inline int o_clip_polygon(const dvec *in, int n, dvec *out, int axis, double bound, double sign)
{
    int m = 0;
    for (int i = 0; i < n; i++) {
        dvec a = in[i], b = in[(i + 1) % n];
        double da = sign * (dget(a, axis) - bound), db = sign * (dget(b, axis) - bound);
        if (da <= 0) out[m++] = a;
        if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
            /* from the nearer end: from the farther, a crossing next to a tiny coordinate
             * cancels it away (found by fuzz/fuzz_polygons.c: 1e-39 next to 1e-20) */
            dvec x = fabs(da) <= fabs(db) ? dadd(a, dscale(dsub(b, a), da / (da - db)))
                                          : dadd(b, dscale(dsub(a, b), db / (db - da)));
            if (axis == 0) x.x = bound; else if (axis == 1) x.y = bound; else x.z = bound;
            out[m++] = x;
        }
    }
    return m;
}

#define O_POLYGON_MAXV 16
/* Does the polygon v[0..count-1] (count <= O_POLYGON_MAXV) meet the box [lo - g, hi + g], grown
 * (shrunk where g < 0, empty where that inverts it) by g_k along axis k? The polygon clipped to
 * the box's six planes in double: whatever is left meets it. */
static inline bool o_polygon_meets_box(const vec3s *v, int count, isect_aabb b, const double g[3])
{
    dvec buf[2][64 * O_POLYGON_MAXV]; /* each clip at most doubles a (degenerate) loop */
    int n = count;
    for (int k = 0; k < count; k++) buf[0][k] = dv(v[k]);
    for (int axis = 0, cur = 0; axis < 3; axis++) {
        double lo = (double)b.min.raw[axis] - g[axis], hi = (double)b.max.raw[axis] + g[axis];
        if (lo > hi) return false;
        n = o_clip_polygon(buf[cur], n, buf[1 - cur], axis, hi, 1), cur = 1 - cur;
        n = o_clip_polygon(buf[cur], n, buf[1 - cur], axis, lo, -1), cur = 1 - cur;
        if (n == 0) return false;
    }
    return n > 0;
}

/* ---- Where a ray p + t d (in double) is inside a shape: an interval of t -------------------- */

/* An interval of t (empty when t0 > t1). */
typedef struct o_span { double t0, t1; } o_span;
static const o_span O_NONE = {INFINITY, -INFINITY}, O_ALL = {-INFINITY, INFINITY};
static inline o_span o_span_meet(o_span a, o_span b) { return (o_span){dmax(a.t0, b.t0), dmin(a.t1, b.t1)}; }

/* Where A t^2 + 2 B t + C <= 0 (A >= 0): between the roots, everywhere or nowhere when A = 0. */
static inline o_span o_quadratic(double A, double B, double C)
{
    if (A == 0) return B == 0 ? (C <= 0 ? O_ALL : O_NONE) : B > 0 ? (o_span){-INFINITY, -C / (2 * B)} : (o_span){-C / (2 * B), INFINITY};
    double disc = B * B - A * C;
    if (disc < 0) return O_NONE;
    double sq = sqrt(disc);
    return (o_span){(-B - sq) / A, (-B + sq) / A};
}

/* The ball |x - c| <= r. */
static inline o_span o_ball(dvec p, dvec d, dvec c, double r)
{
    if (r < 0) return O_NONE;
    dvec m = dsub(p, c);
    return o_quadratic(ddot(d, d), ddot(m, d), ddot(m, m) - r * r);
}

/* The infinite cylinder of radius r about the line a + s w. */
static inline o_span o_tube(dvec p, dvec d, dvec a, dvec w, double r)
{
    if (r < 0) return O_NONE;
    dvec wm = dcross(w, dsub(p, a)), wd = dcross(w, d);
    return o_quadratic(ddot(wd, wd), ddot(wm, wd), ddot(wm, wm) - r * r * ddot(w, w));
}

/* The slab lo <= (x - a) . w <= hi. */
static inline o_span o_slab(dvec p, dvec d, dvec a, dvec w, double lo, double hi)
{
    if (lo > hi) return O_NONE;
    double s0 = ddot(dsub(p, a), w), sd = ddot(d, w);
    if (sd == 0) return s0 >= lo && s0 <= hi ? O_ALL : O_NONE;
    double t1 = (lo - s0) / sd, t2 = (hi - s0) / sd;
    return sd > 0 ? (o_span){t1, t2} : (o_span){t2, t1};
}

/* The entry of a span into [0, tmax]: max(0, t0), or INFINITY when they do not meet. */
static inline double o_span_entry(o_span s, double tmax)
{
    double t = dmax(0, s.t0);
    return s.t0 <= s.t1 && t <= s.t1 && t <= tmax ? t : INFINITY;
}

#endif
