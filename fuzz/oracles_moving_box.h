/* Double-precision oracles for the moving box tests (tests/test_isect_moving_box*.c and
 * fuzz/fuzz_moving_boxes.c). Two kinds, both independent of src/isect/moving_box.c:
 *   the gap at time t: the static question asked in double of the shapes moved by t v, from
 *     their corners (a box by its 8 corners, every axis by projecting every corner), positive
 *     when apart (a lower bound of their distance), <= 0 when they meet. Each is a maximum of
 *     functions linear in t, so convex in t: the times of contact form one interval.
 *   the first contact from the corners' projections per axis: on each candidate axis the
 *     projections move apart or together at a constant rate, so the times they overlap are an
 *     interval computed in double; the first time all overlap (Ericson 5.5.8's reasoning, but
 *     from projected corners rather than from centres and projected radii).
 * The gaps are the clearances for fuzz/oracles_moving.h's dense-sample search (o_time_of_impact),
 * which decides verdicts, t and the band; the per-axis first contact is a second oracle, cheap
 * enough for a million OBB cases where the sampled search (~200 gaps a case) is not. */
#ifndef ISECT_FUZZ_ORACLES_MOVING_BOX_H
#define ISECT_FUZZ_ORACLES_MOVING_BOX_H

#include "oracles_moving.h"

/* Point set p moved by t v. */
static inline void o_move(dvec *p, int n, vec3s v, double t)
{
    for (int i = 0; i < n; i++)
        p[i] = dadd(p[i], dscale(dv(v), t));
}

/* A box against a plane at time t: the corners' signed distances span [lo, hi] (in units of
 * |n|); the gap is the distance of that span from 0. */
static inline double o_aabb_plane_gap(isect_aabb b, vec3s v, isect_plane p, double t)
{
    dvec c[8];
    double lo, hi;
    o_aabb_corners(b, c);
    o_move(c, 8, v, t);
    o_plane_span(p, c, 8, &lo, &hi);
    return dmax(lo, -hi) / dlen(dv(p.n));
}

/* Two AABBs at time t: the largest gap between their intervals over x, y, z. */
static inline double o_aabb_aabb_gap(isect_aabb a, vec3s va, isect_aabb b, vec3s vb, double t)
{
    double g = -INFINITY;
    for (int k = 0; k < 3; k++) {
        const double amin = (double)a.min.raw[k] + t * va.raw[k], amax = (double)a.max.raw[k] + t * va.raw[k];
        const double bmin = (double)b.min.raw[k] + t * vb.raw[k], bmax = (double)b.max.raw[k] + t * vb.raw[k];
        g = dmax(g, dmax(bmin - amax, amin - bmax));
    }
    return g;
}

/* Edge axes shorter than this sine are left out of the OBB oracles: parallel edges, whose axis
 * is covered by the face axes. */
#define O_MIN_SIN 1e-7

/* Two OBBs at time t: o_sat of their corners (15 axes, by projecting all 16 corners). */
static inline double o_obb_obb_gap(isect_obb a, vec3s va, isect_obb b, vec3s vb, double t)
{
    o_poly pa = o_poly_obb(a), pb = o_poly_obb(b);
    o_move(pa.v, 8, va, t), o_move(pb.v, 8, vb, t);
    return o_sat(&pa, &pb, O_MIN_SIN);
}

/* The first time in [0, 1] at which the projections of A (moving by va) and B (by vb) onto
 * axis l overlap, narrowing [*t0, *t1]: false when they never do within it. */
static inline bool o_axis_span(dvec l, const o_poly *A, dvec va, const o_poly *B, dvec vb, double *t0, double *t1)
{
    if (!(dlen(l) > 0)) return true;
    double amin = INFINITY, amax = -INFINITY, bmin = INFINITY, bmax = -INFINITY;
    for (int i = 0; i < A->nv; i++) { double s = ddot(l, A->v[i]); amin = dmin(amin, s), amax = dmax(amax, s); }
    for (int i = 0; i < B->nv; i++) { double s = ddot(l, B->v[i]); bmin = dmin(bmin, s), bmax = dmax(bmax, s); }
    const double w = ddot(l, dsub(va, vb));   /* A's projection moves by w per unit time against B's */
    if (w == 0)
        return amin <= bmax && bmin <= amax;
    const double enter = w > 0 ? (bmin - amax) / w : (bmax - amin) / w;
    const double leave = w > 0 ? (bmax - amin) / w : (bmin - amax) / w;
    *t0 = dmax(*t0, enter), *t1 = dmin(*t1, leave);
    return *t0 <= *t1;
}

/* The first contact time in [0, 1] of two moving polytopes over the full candidate axis list
 * (faces of both, edge cross products with sine >= O_MIN_SIN), or -1 when they do not meet. */
static inline double o_toi_sat(const o_poly *A, vec3s va, const o_poly *B, vec3s vb)
{
    double t0 = 0, t1 = 1;
    const dvec a = dv(va), b = dv(vb);
    for (int i = 0; i < A->nface; i++)
        if (!o_axis_span(A->face[i], A, a, B, b, &t0, &t1)) return -1;
    for (int i = 0; i < B->nface; i++)
        if (!o_axis_span(B->face[i], A, a, B, b, &t0, &t1)) return -1;
    for (int i = 0; i < A->nedge; i++)
        for (int j = 0; j < B->nedge; j++) {
            dvec l = dcross(A->edge[i], B->edge[j]);
            if (dlen(l) >= O_MIN_SIN * dlen(A->edge[i]) * dlen(B->edge[j]) &&
                !o_axis_span(l, A, a, B, b, &t0, &t1))
                return -1;
        }
    return t0;
}

/* The same for a box against a plane: the corners' span [lo, hi] moves by n.v per unit time. */
static inline double o_toi_aabb_plane(isect_aabb b, vec3s v, isect_plane p)
{
    dvec c[8];
    double lo, hi;
    o_aabb_corners(b, c);
    o_plane_span(p, c, 8, &lo, &hi);
    const double nv = ddot(dv(p.n), dv(v));
    if (lo <= 0 && hi >= 0) return 0;
    const double t = lo > 0 ? (nv < 0 ? lo / -nv : 2) : (nv > 0 ? -hi / nv : 2);
    return t <= 1 ? t : -1;
}

#endif
