/* Double-precision oracles for the closest points between shapes (closest_triangle.c,
 * closest_solid.c), shared by tests/test_isect_closest_{triangles,solids}.c and
 * fuzz/fuzz_closest_shapes.c so that the oracle is written once. Each is a plain formulation
 * in double that shares no code with the library:
 * - segment to triangle: 0 when the segment crosses the plane inside the triangle, else the
 *   smallest of the ends' distances to the triangle and the segment's to the three edges (the
 *   brute force over feature pairs, oracles.h's o_dist_triangle and o_dist_segment_segment);
 *   and a second, by another route: a golden-section search over the segment's parameter of
 *   the distance to the triangle (convex along a line, since the triangle is convex);
 * - triangle to triangle: the smallest of the 6 edge-to-triangle distances above (an edge of one
 *   meets the other whenever the two meet, and a closest pair of two disjoint triangles has a
 *   point on an edge);
 * - point to tetrahedron: 0 when the barycentric coordinates (Cramer's rule on the 3x3 of the
 *   edges from a) are all >= 0, else the smallest distance to its four faces;
 * - point to convex polyhedron (planes): 0 inside every halfspace, else the polyhedron is built
 *   - its vertices, each where three planes meet inside all the others, and each face as the
 *   vertices on its plane - and the distance is the smallest to a face, the convex hull of that
 *   face's vertices, taken as the union of the triangles on every three of them (Caratheodory).
 *   It needs a bounded polyhedron (o_poly_build bounds an open one with a far box, see there). */
#ifndef ISECT_FUZZ_ORACLES_CLOSEST_H
#define ISECT_FUZZ_ORACLES_CLOSEST_H

#include <float.h>

#include "oracles.h"

/* Distance from segment ab to triangle tri[0..2]. */
static inline double o_dist_segment_triangle(dvec a, dvec b, const dvec tri[3])
{
    dvec e0 = dsub(tri[1], tri[0]), e1 = dsub(tri[2], tri[1]), e2 = dsub(tri[0], tri[2]);
    dvec n = dcross(e0, dsub(tri[2], tri[0]));
    double nn = ddot(n, n), l = dmax(ddot(e0, e0), dmax(ddot(e1, e1), ddot(e2, e2)));
    if (nn > 1e-20 * l * l) {   /* not a sliver (o_dist_triangle's rule): can it be pierced? */
        double ha = ddot(n, dsub(a, tri[0])), hb = ddot(n, dsub(b, tri[0]));
        if (((ha <= 0 && hb >= 0) || (ha >= 0 && hb <= 0)) && ha != hb) {
            dvec y = dadd(a, dscale(dsub(b, a), ha / (ha - hb)));
            if (ddot(n, dcross(e0, dsub(y, tri[0]))) >= 0 && ddot(n, dcross(e1, dsub(y, tri[1]))) >= 0 &&
                ddot(n, dcross(e2, dsub(y, tri[2]))) >= 0)
                return 0;
        }
    }
    double d = dmin(o_dist_triangle(a, tri[0], tri[1], tri[2]), o_dist_triangle(b, tri[0], tri[1], tri[2]));
    for (int i = 0; i < 3; i++) d = dmin(d, o_dist_segment_segment(a, b, tri[i], tri[(i + 1) % 3]));
    return d;
}

/* The same distance by a golden-section search for the s in [0, 1] minimising the distance from
 * a + s (b - a) to the triangle (a convex function of s), `steps` steps (the bracket shrinks to
 * 0.618^steps), both ends of [0, 1] candidates too. */
static inline double o_dist_segment_triangle_golden(dvec a, dvec b, const dvec tri[3], int steps)
{
    const double g = 0.6180339887498949;
    dvec d = dsub(b, a);
#define O_F(s) o_dist_triangle(dadd(a, dscale(d, (s))), tri[0], tri[1], tri[2])
    double lo = 0, hi = 1, x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    double f1 = O_F(x1), f2 = O_F(x2);
    for (int k = 0; k < steps; k++) {
        if (f1 <= f2) hi = x2, x2 = x1, f2 = f1, x1 = hi - g * (hi - lo), f1 = O_F(x1);
        else lo = x1, x1 = x2, f1 = f2, x2 = lo + g * (hi - lo), f2 = O_F(x2);
    }
    double best = dmin(dmin(f1, f2), dmin(O_F(0.0), O_F(1.0)));
#undef O_F
    return best;
}

/* Distance between triangles t1[0..2] and t2[0..2]. */
static inline double o_dist_triangle_triangle(const dvec t1[3], const dvec t2[3])
{
    double d = INFINITY;
    for (int i = 0; i < 3; i++) {
        d = dmin(d, o_dist_segment_triangle(t1[i], t1[(i + 1) % 3], t2));
        d = dmin(d, o_dist_segment_triangle(t2[i], t2[(i + 1) % 3], t1));
    }
    return d;
}

static inline double o_det3(dvec u, dvec v, dvec w) { return ddot(u, dcross(v, w)); }

/* Distance from p to the solid tetrahedron v[0..3]. Barycentric coordinates of p, with
 * V = det[b - a, c - a, d - a]: l_b = det[p - a, c - a, d - a] / V, l_c, l_d likewise, l_a the
 * rest; inside when all four are >= 0. A tetrahedron flatter than |V| <= 1e-12 L^3 (L its longest
 * edge) has no inside worth the name (it is within 1e-12 of its size of its faces). */
static inline double o_dist_tetrahedron(dvec p, const dvec v[4])
{
    dvec e1 = dsub(v[1], v[0]), e2 = dsub(v[2], v[0]), e3 = dsub(v[3], v[0]), r = dsub(p, v[0]);
    double V = o_det3(e1, e2, e3), L = 0;
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) L = dmax(L, ddist(v[i], v[j]));
    if (fabs(V) > 1e-12 * L * L * L) {
        double lb = o_det3(r, e2, e3) / V, lc = o_det3(e1, r, e3) / V, ld = o_det3(e1, e2, r) / V;
        if (lb >= 0 && lc >= 0 && ld >= 0 && lb + lc + ld <= 1) return 0;
    }
    static const int f[4][3] = {{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}};
    double d = INFINITY;
    for (int i = 0; i < 4; i++) d = dmin(d, o_dist_triangle(p, v[f[i][0]], v[f[i][1]], v[f[i][2]]));
    return d;
}

/* ---- Convex polyhedron as planes ------------------------------------------------------------ */

#define O_POLY_MAX_PLANES 20
#define O_POLY_MAX_VERTS 1140   /* C(20, 3) */

/* A bounded polyhedron built from planes n_i . x <= d_i: its vertices (deduplicated) and, per
 * plane, which of them lie on it. */
typedef struct o_poly_built {
    int nplanes, nverts;
    dvec n[O_POLY_MAX_PLANES];
    double d[O_POLY_MAX_PLANES];
    dvec v[O_POLY_MAX_VERTS];
    unsigned long on[O_POLY_MAX_VERTS];   /* bit k: plane k is one of the vertex's (it lies on it) */
} o_poly_built;

/* Whether x satisfies plane k to a relative `rel` of its terms (|n|_1 |x|_inf + |d|). */
static inline double o_poly_slack(const o_poly_built *P, int k, dvec x)
{
    dvec n = P->n[k];
    double xm = dmax(fabs(x.x), dmax(fabs(x.y), fabs(x.z)));
    return (fabs(n.x) + fabs(n.y) + fabs(n.z)) * xm + fabs(P->d[k]);
}

static inline bool o_poly_inside(const o_poly_built *P, dvec x, double rel)
{
    for (int k = 0; k < P->nplanes; k++)
        if (ddot(P->n[k], x) - P->d[k] > rel * o_poly_slack(P, k, x)) return false;
    return true;
}

/* The solution y of [N0; N1; N2] y = r in long double, as y = (r_0 (N1 x N2) + r_1 (N2 x N0) +
 * r_2 (N0 x N1)) / det with det = N0 . (N1 x N2) (Cramer's rule by rows, Ericson 5.4.5): each
 * component of a cross product of float normals is a difference of two exact products rounded
 * once, right to its own last bit however small, and so is det to a few ulps of its terms (by
 * columns, planes (0, 1, 3.8e-44), (1, 0, 5e-4) and (1, 3.3e-5, 5e-4), det = 1.2e-48, summed
 * 3.8e-44 with 5e-4 and came out 0). */
static inline void o_solve3_ld(const dvec N[3], const long double r[3], long double y[3])
{
    long double n[3][3], c[3][3];
    for (int m = 0; m < 3; m++) n[m][0] = N[m].x, n[m][1] = N[m].y, n[m][2] = N[m].z;
    for (int m = 0; m < 3; m++) {
        const long double *u = n[(m + 1) % 3], *v = n[(m + 2) % 3];
        c[m][0] = u[1] * v[2] - u[2] * v[1], c[m][1] = u[2] * v[0] - u[0] * v[2], c[m][2] = u[0] * v[1] - u[1] * v[0];
    }
    const long double det = n[0][0] * c[0][0] + n[0][1] * c[0][1] + n[0][2] * c[0][2];
    for (int k = 0; k < 3; k++) y[k] = (r[0] * c[0][k] + r[1] * c[1][k] + r[2] * c[2][k]) / det;
}

/* The vertices of the planes n[i] . x <= d[i], i < count (plus, when `bound` > 0, the six faces
 * of the box |x_i| <= bound, which closes an unbounded polyhedron far from where it is asked
 * about): every point where three planes with independent normals meet that lies inside all of
 * them, to a relative 1e-9. count + 6 <= O_POLY_MAX_PLANES. */
static inline void o_poly_build_d(o_poly_built *P, const dvec *n, const double *d, int count, double bound)
{
    P->nplanes = 0, P->nverts = 0;
    for (int i = 0; i < count; i++) P->n[P->nplanes] = n[i], P->d[P->nplanes++] = d[i];
    if (bound > 0)
        for (int i = 0; i < 6; i++) {
            dvec u = {0, 0, 0};
            if (i % 3 == 0) u.x = i < 3 ? 1 : -1;
            if (i % 3 == 1) u.y = i < 3 ? 1 : -1;
            if (i % 3 == 2) u.z = i < 3 ? 1 : -1;
            P->n[P->nplanes] = u, P->d[P->nplanes++] = bound;
        }
    for (int i = 0; i < P->nplanes; i++)
        for (int j = i + 1; j < P->nplanes; j++)
            for (int k = j + 1; k < P->nplanes; k++) {
                /* Dependent normals: det 0 but for rounding. A component of the cross product of
                 * two float normals is a difference of two products exact in double, rounded
                 * once, so det is right to a few DBL_EPSILON of its terms |n_i| . |n_j x n_k|
                 * however small it is: three planes 1e-8 from parallel, det ~ 1e-15, meet at a
                 * vertex as real as any (a threshold of 1e-12 |n|^3 dropped such apexes, and the
                 * oracle's distance came out 2.2e8 where it was 827). For the grown planes, whose
                 * d are doubles, the same holds: the normals are the floats. */
                dvec cjk = dcross(P->n[j], P->n[k]);
                double det = ddot(P->n[i], cjk);
                if (!(fabs(det) > 16 * DBL_EPSILON * (fabs(P->n[i].x * cjk.x) + fabs(P->n[i].y * cjk.y) + fabs(P->n[i].z * cjk.z))))
                    continue;
                /* [n_i; n_j; n_k] x = (d_i, d_j, d_k) by rows (o_solve3_ld's formula) in double;
                 * for nearly dependent planes (det below 1e-3 of |n|^3) in long double, and once
                 * more for the residual (one step of refinement): their vertex must lie on its
                 * own planes to far below the 1e-9 of the faces below. */
                dvec xv;
                if (fabs(det) >= 1e-3 * dlen(P->n[i]) * dlen(P->n[j]) * dlen(P->n[k])) {
                    xv = dscale(dadd(dadd(dscale(cjk, P->d[i]), dscale(dcross(P->n[k], P->n[i]), P->d[j])),
                                     dscale(dcross(P->n[i], P->n[j]), P->d[k])),
                                1 / det);
                } else {
                    const dvec N[3] = {P->n[i], P->n[j], P->n[k]};
                    const long double rhs[3] = {P->d[i], P->d[j], P->d[k]};
                    long double x[3] = {0, 0, 0};
                    for (int step = 0; step < 2; step++) {
                        long double r[3], y[3];
                        for (int m = 0; m < 3; m++)
                            r[m] = rhs[m] - ((long double)N[m].x * x[0] + (long double)N[m].y * x[1] + (long double)N[m].z * x[2]);
                        o_solve3_ld(N, r, y);
                        for (int m = 0; m < 3; m++) x[m] += y[m];
                    }
                    xv = (dvec){(double)x[0], (double)x[1], (double)x[2]};
                }
                if (!(isfinite(xv.x) && isfinite(xv.y) && isfinite(xv.z)) || !o_poly_inside(P, xv, 1e-9)) continue;
                /* ... and on its three planes to 1e-12, or it is no vertex of theirs: the sum of
                 * the numerator can cancel below its rounding (normals (1, 2^-124, 0),
                 * (0, 1, 1) / sqrt(2), (1, 1, 1) / sqrt(3), d = 2^-128, 1 / sqrt(2),
                 * 1 / sqrt(3): 1.2e-39 + 0.408 - 0.408 is 0 even in long double), and the
                 * vertex (0, 0.0625, 0.9375) came out as (0, 0, 0). */
                bool on_own = true;
                for (int m = 0; m < 3; m++) {
                    const int f = m == 0 ? i : m == 1 ? j : k;
                    on_own = on_own && fabs(ddot(P->n[f], xv) - P->d[f]) <= 1e-12 * o_poly_slack(P, f, xv);
                }
                if (!on_own) continue;
                int dup = -1;
                for (int m = 0; m < P->nverts && dup < 0; m++)
                    if (ddist(P->v[m], xv) <= 1e-12 * (dlen(xv) + 1e-300)) dup = m;
                const unsigned long bits = 1ul << i | 1ul << j | 1ul << k;
                if (dup >= 0) P->on[dup] |= bits;
                else if (P->nverts < O_POLY_MAX_VERTS) P->on[P->nverts] = bits, P->v[P->nverts++] = xv;
            }
}

/* The same for the library's planes. */
static inline void o_poly_build(o_poly_built *P, const isect_plane *planes, int count, double bound)
{
    dvec n[O_POLY_MAX_PLANES];
    double d[O_POLY_MAX_PLANES];
    for (int i = 0; i < count; i++) n[i] = dv(planes[i].n), d[i] = planes[i].d;
    o_poly_build_d(P, n, d, count, bound);
}

/* The library's planes each moved out by grow (|n|_1 M + |d|): the polyhedron inflated by a
 * relative tolerance at magnitude M, or shrunk for grow < 0 (bounded planes only: no box is
 * added). */
static inline void o_poly_build_grown(o_poly_built *P, const isect_plane *planes, int count, double grow, double M)
{
    dvec n[O_POLY_MAX_PLANES];
    double d[O_POLY_MAX_PLANES];
    for (int i = 0; i < count; i++) {
        n[i] = dv(planes[i].n);
        d[i] = planes[i].d + grow * ((fabs(n[i].x) + fabs(n[i].y) + fabs(n[i].z)) * M + fabs(planes[i].d));
    }
    o_poly_build_d(P, n, d, count, 0);
}

/* Distance from p to the built polyhedron: 0 inside, else the nearest face. A face is the
 * convex hull of the vertices on its plane (those it made, and any within a relative 1e-9 of
 * it), the union of the triangles on any three of them; two vertices make a segment, one a
 * point. -1 when there is no vertex (an empty polyhedron). */
static inline double o_dist_poly(const o_poly_built *P, dvec p)
{
    if (P->nverts == 0) return -1;
    bool inside = true;
    for (int k = 0; k < P->nplanes; k++) inside = inside && ddot(P->n[k], p) - P->d[k] <= 0;
    if (inside) return 0;
    double best = INFINITY;
    int on[O_POLY_MAX_VERTS];
    for (int k = 0; k < P->nplanes; k++) {
        int m = 0;
        for (int i = 0; i < P->nverts; i++)
            if ((P->on[i] >> k & 1) || fabs(ddot(P->n[k], P->v[i]) - P->d[k]) <= 1e-9 * o_poly_slack(P, k, P->v[i])) on[m++] = i;
        if (m == 1) best = dmin(best, ddist(p, P->v[on[0]]));
        if (m == 2) best = dmin(best, ddist(p, o_closest_segment(p, P->v[on[0]], P->v[on[1]])));
        for (int a = 0; a < m; a++)
            for (int b = a + 1; b < m; b++)
                for (int c = b + 1; c < m; c++)
                    best = dmin(best, o_dist_triangle(p, P->v[on[a]], P->v[on[b]], P->v[on[c]]));
    }
    return best;
}

/* How far x lies outside the planes (the largest (n . x - d) / |n|, <= 0 inside). */
static inline double o_poly_outside(const isect_plane *planes, int count, dvec x)
{
    double worst = -INFINITY;
    for (int k = 0; k < count; k++) worst = dmax(worst, (ddot(dv(planes[k].n), x) - planes[k].d) / dlen(dv(planes[k].n)));
    return worst;
}

#endif
