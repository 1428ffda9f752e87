/* Double-precision oracles for the moving-shape tests (isect.h, "Moving shapes"), shared by the
 * tests and the fuzz targets. The first contact time of a motion is found without any closed
 * form: a clearance in double, f(t) <= 0 exactly when the shapes meet at time t (a distance
 * minus a radius, a separating-axis gap, ...), is sampled over the step and its first sign
 * change bisected. The moving sphere's clearances below are distances from its centre's path to
 * the static shape, by the plain formulations of oracles.h. */
#ifndef ISECT_FUZZ_ORACLES_MOVING_H
#define ISECT_FUZZ_ORACLES_MOVING_H

#include "oracles.h"

/* The shapes meet at time t when clearance(user, t) <= 0. */
typedef double (*o_clearance)(const void *user, double t);

/* What the search found: hit and t, the first time in [0, 1] with clearance <= tiny (to 1e-13);
 * min_clear, the least clearance seen over the step (the margin of a miss, which decides
 * whether a float test may disagree) and t_min, where. */
typedef struct o_toi {
    bool hit;
    double t, min_clear, t_min;
} o_toi;

/* The first t with f(t) <= tiny in (lo, hi], given f(lo) > tiny and f(hi) <= tiny: 50
 * bisections. */
static inline double o_first_root(o_clearance f, const void *user, double lo, double hi, double tiny)
{
    for (int k = 0; k < 50; k++) {
        double mid = 0.5 * (lo + hi);
        if (f(user, mid) <= tiny) hi = mid;
        else lo = mid;
    }
    return hi;
}

/* f at samples + 1 evenly spaced times, the first sign change bisected; and around the least
 * sample a golden-section search (80 steps) for the least clearance, exact when f is unimodal
 * there (a distance to a convex set along a line is convex in t), which also finds a dip below
 * 0 too narrow for the samples (a graze). Any f works; a non-convex one needs more samples.
 * Meeting is f <= tiny, a clearance far below float rounding (1e-12 of the magnitudes, say):
 * a point crossing a plane or a flat triangle touches it only at one instant, where the double
 * clearance, found by the search, is 0 to its own rounding (~1e-16), not exactly. */
static inline o_toi o_time_of_impact(o_clearance f, const void *user, int samples, double tiny)
{
    o_toi r = {false, 0, INFINITY, 0};
    double prev = 0;
    int least = 0;
    for (int i = 0; i <= samples; i++) {
        double t = (double)i / samples, c = f(user, t);
        if (c < r.min_clear || i == 0) r.min_clear = c, r.t_min = t, least = i;
        if (!r.hit && c <= tiny) {
            r.hit = true;
            r.t = i == 0 ? 0 : o_first_root(f, user, prev, t, tiny);
        }
        prev = t;
    }
    const double g = 0.6180339887498949;
    double lo = (double)(least > 0 ? least - 1 : 0) / samples;
    double hi = (double)(least < samples ? least + 1 : samples) / samples;
    double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo), f1 = f(user, x1), f2 = f(user, x2);
    for (int k = 0; k < 80; k++) {
        if (f1 <= f2) hi = x2, x2 = x1, f2 = f1, x1 = hi - g * (hi - lo), f1 = f(user, x1);
        else lo = x1, x1 = x2, f1 = f2, x2 = lo + g * (hi - lo), f2 = f(user, x2);
    }
    if (f1 < r.min_clear) r.min_clear = f1, r.t_min = x1;
    if (!r.hit && r.min_clear <= tiny) {            /* a dip between two samples, all > tiny */
        r.hit = true;
        r.t = o_first_root(f, user, (double)(least > 0 ? least - 1 : 0) / samples, r.t_min, tiny);
    }
    return r;
}

/* The largest |component|: magnitudes that the float rounding, and so the band, scale with. */
static inline double o_absmax3(vec3s v) { return dmax(fabs(v.x), dmax(fabs(v.y), fabs(v.z))); }

/* ---- Distances from a point to the static shapes -------------------------------------------- */

static inline double o_dist_plane(dvec p, isect_plane pl)
{
    return fabs(ddot(dv(pl.n), p) - pl.d) / dlen(dv(pl.n));
}

static inline double o_dist_aabb(dvec p, isect_aabb b)
{
    return sqrt(o_dist2_point_aabb(p, b));
}

/* A convex planar polygon is the union of its fan triangles v_0 v_i v_{i+1} (o_dist_triangle
 * reads one of zero area as its edges); one or two vertices are a point or a segment. */
static inline double o_dist_polygon(dvec p, const vec3s *v, int count)
{
    if (count < 3)
        return ddist(p, o_closest_segment(p, dv(v[0]), dv(v[count - 1])));
    double d = INFINITY;
    for (int i = 1; i + 1 < count; i++)
        d = dmin(d, o_dist_triangle(p, dv(v[0]), dv(v[i]), dv(v[i + 1])));
    return d;
}

/* ---- A sphere moving against a static shape ------------------------------------------------- */

typedef enum o_shape_kind { O_PLANE, O_SPHERE, O_TRIANGLE, O_POLYGON, O_AABB } o_shape_kind;

/* The static shape (one member used, by kind) and the sphere's centre path c + t v, radius r.
 * A moving second sphere is the case O_SPHERE in its frame: v = va - vb. */
typedef struct o_sweep {
    o_shape_kind kind;
    isect_plane plane;
    isect_sphere sphere;
    const vec3s *verts;    /* triangle (3) or polygon (count) */
    int count;
    isect_aabb box;
    dvec c, v;
    double r;
} o_sweep;

/* Distance from the static shape to p. */
static inline double o_sweep_dist(const o_sweep *s, dvec p)
{
    switch (s->kind) {
    case O_PLANE: return o_dist_plane(p, s->plane);
    case O_SPHERE: return dmax(0, ddist(p, dv(s->sphere.c)) - s->sphere.r);
    case O_TRIANGLE:
    case O_POLYGON: return o_dist_polygon(p, s->verts, s->count);
    case O_AABB: return o_dist_aabb(p, s->box);
    }
    return NAN;
}

/* The clearance of the moving sphere at time t: distance from its centre to the shape minus r.
 * For two spheres the distance of the centres minus both radii (not clamped at 0, so that the
 * overlap's depth shows). */
static inline double o_sweep_clearance(const void *user, double t)
{
    const o_sweep *s = user;
    dvec p = dadd(s->c, dscale(s->v, t));
    if (s->kind == O_SPHERE)
        return ddist(p, dv(s->sphere.c)) - s->sphere.r - s->r;
    return o_sweep_dist(s, p) - s->r;
}

/* tiny: 1e-12 of the magnitudes of the centre, the path and the radius. */
static inline o_toi o_sweep_toi(const o_sweep *s)
{
    double m = dmax(dmax(fabs(s->c.x), dmax(fabs(s->c.y), fabs(s->c.z))), s->r) + dlen(s->v) + 1;
    return o_time_of_impact(o_sweep_clearance, s, 64, 1e-12 * m);
}

/* ---- Judging a float answer against the oracle ---------------------------------------------- */

/* How a library answer (hit, t) compares with the oracle's, given the band (an absolute
 * clearance, e.g. 1e-5 of the coordinates' magnitude): O_AGREE; O_IN_BAND, a different verdict
 * where the least clearance along the step is within the band of 0 (a graze, or a start within
 * rounding of touching, where float may read either way); O_DISAGREE otherwise, and also for an
 * agreed hit whose t is wrong: the clearance at the reported t must be within the band of 0
 * (the shapes touch then, to the band; not later than the first contact by more), and where
 * the oracle starts clearly in contact (clearance < -band at t = 0), t must be 0. */
typedef enum o_verdict { O_AGREE, O_IN_BAND, O_DISAGREE } o_verdict;

static inline o_verdict o_judge(o_clearance f, const void *user, const o_toi *want, bool hit, double t,
                                double band)
{
    if (hit != want->hit)
        return fabs(want->min_clear) <= band ? O_IN_BAND : O_DISAGREE;
    if (!hit)
        return O_AGREE;
    if (!(t >= 0 && t <= 1))
        return O_DISAGREE;
    double at = f(user, t);
    if (want->t == 0 && f(user, 0) < -band)
        return t == 0 ? O_AGREE : O_DISAGREE;       /* started in contact, clearly */
    return fabs(at) <= band ? O_AGREE : O_DISAGREE;
}

#endif
