/* Rays, segments and lines (src/isect/ray*.c) on seeded random cases against independent
 * double-precision oracles of a different formulation: verdicts outside a band around grazing,
 * t and the hit point on every hit, a scale sweep for ray-triangle beside cglm 0.8.8. The
 * hand-worked tables are in test_isect_ray.c. */
#include "check.h"
#include "dvec.h"
#include "hit_check.h"
#include "isect.h"

#include <float.h>
#include <stdbool.h>

static double rng_log(rng *r, float lo, float hi) { return pow(10.0, rng_float(r, lo, hi)); }

/* ---- Double-precision oracles (a different formulation from each float test) -------------- */

/* Sphere: the textbook quadratic a t^2 + 2 b t + c = 0 with a = d.d, in double, restricted to
 * [0, tmax]. margin: how far the decision is from flipping (start vs surface, closest approach
 * vs radius), in lengths. */
static bool oracle_sphere(dvec p, dvec d, dvec c, double r, double tmax, double *t, double *margin)
{
    dvec m = dsub(p, c);
    *t = 0;
    double a = ddot(d, d), b = ddot(m, d), cc = ddot(m, m) - r * r;
    double len = sqrt(a);
    double h = dlen(dsub(m, dscale(d, b / a)));                    /* closest approach */
    double start = dlen(m) - r;
    *margin = fabs(start);
    if (cc <= 0) { *t = 0; return true; }
    if (b >= 0) return false;                                      /* outside, moving away */
    double disc = b * b - a * cc;
    *margin = fmin(*margin, fabs(h - r));
    if (disc < 0) return false;
    *t = (-b - sqrt(disc)) / a;
    *margin = fmin(*margin, fabs(*t - tmax) * len);
    return *t <= tmax;
}

/* Box: Cyrus-Beck against the six face planes x_i <= max_i, -x_i <= -min_i, in double, no
 * reciprocal directions. Parallel faces decide exactly (the same comparison in both), so only
 * the non-parallel interval feeds the margin (t_exit - t_enter, in t units). */
static bool oracle_aabb(dvec p, dvec d, dvec lo, dvec hi, double tmax, double *t, double *margin)
{
    double t0 = 0, t1 = tmax, scale = 0;
    bool inside_parallel = true;
    for (int i = 0; i < 3; i++) {
        for (int side = 0; side < 2; side++) {
            double n = side ? 1.0 : -1.0;
            double off = side ? dget(hi, i) : -dget(lo, i);
            double denom = n * dget(d, i), dist = off - n * dget(p, i);
            if (denom == 0) { if (dist < 0) inside_parallel = false; continue; }
            double tt = dist / denom;
            scale = fmax(scale, fabs(tt));
            if (denom < 0) t0 = fmax(t0, tt); else t1 = fmin(t1, tt);
        }
    }
    *margin = (t1 - t0) / (1 + scale);
    *t = t0;
    return inside_parallel && t0 <= t1;
}

/* Triangle: intersect the plane n.x = n.a (t = n.(a - p) / n.d), then test the point's
 * barycentric coordinates (signed areas against n) in double. margin: the smallest
 * barycentric, relative to its conditioning, and t near 0 or tmax. */
static bool oracle_triangle(dvec p, dvec d, dvec a, dvec b, dvec c, double tmax, double *t, double *bary, double *cosang)
{
    dvec n = dcross(dsub(b, a), dsub(c, a));
    double nn = ddot(n, n), denom = ddot(n, d);
    *cosang = fabs(denom) / sqrt(nn * ddot(d, d));
    if (denom == 0 || nn == 0) { *bary = 0; *t = 0; return false; }
    *t = ddot(n, dsub(a, p)) / denom;
    dvec x = dadd(p, dscale(d, *t));
    double u = ddot(n, dcross(dsub(c, b), dsub(x, b))) / nn;
    double v = ddot(n, dcross(dsub(a, c), dsub(x, c))) / nn;
    double w = 1 - u - v;
    *bary = fmin(u, fmin(v, w));
    return *bary >= 0 && *t >= 0 && *t <= tmax;
}

/* Convex polyhedron: Cyrus-Beck in double, every plane moved out by grow (negative: in).
 * *cf, *cl: |n.d| of the planes that set t_first and t_last (their conditioning; 1 if none). */
static bool oracle_polyhedron(dvec p, dvec d, const isect_plane *pl, int count, double tmax, double grow,
                              double *tf, double *tl, double *cf, double *cl)
{
    double t0 = 0, t1 = tmax;
    bool par_ok = true;
    *cf = *cl = 1;
    for (int i = 0; i < count; i++) {
        dvec n = dv(pl[i].n);
        double denom = ddot(n, d), dist = pl[i].d + grow - ddot(n, p);
        if (denom == 0) { if (dist < 0) par_ok = false; continue; }
        double tt = dist / denom;
        if (denom < 0) { if (tt > t0) t0 = tt, *cf = fabs(denom); }
        else if (tt < t1) t1 = tt, *cl = fabs(denom);
    }
    *tf = t0, *tl = t1;
    return par_ok && t0 <= t1;
}

/* Counts for one random test, printed as one line. */
typedef struct tally { long cases, hits, disagree, band, tbad; double worst_t; } tally;

static void tally_print(const char *name, const char *oracle, tally *k)
{
    printf("%s: %ld cases vs %s, %ld disagreements, %ld in band, %.1f%% hit, %ld t off (worst %.2g of tolerance)\n",
           name, k->cases, oracle, k->disagree, k->band, 100.0 * k->hits / k->cases, k->tbad, k->worst_t);
    CHECK(k->disagree == 0, "%s: %ld disagreements", name, k->disagree);
    CHECK(k->tbad == 0, "%s: %ld hits with t off the oracle", name, k->tbad);
    CHECK(k->hits > k->cases / 4 && k->hits < k->cases * 3 / 4, "%s: %ld hits of %ld, not mixed", name, k->hits, k->cases);
    CHECK(k->band < k->cases / 50, "%s: %ld in band", name, k->band);
}

/* Records one case: band skips, the verdict, and on a hit t within t_tol of the oracle's and the
 * point within p_tol of the oracle's point (worst_t: the largest error as a fraction of t_tol). */
static void tally_case(tally *k, bool in_band, bool got, bool want, isect_hit h, double t, double t_tol,
                       vec3s point_want, double p_tol, const char *name)
{
    k->cases++;
    if (want) k->hits++;
    if (in_band) { k->band++; return; }
    if (got != want) {
        if (k->disagree++ < 5) fprintf(stderr, "%s: disagreement (float %s), oracle t %.9g\n", name, got ? "hit" : "miss", t);
        return;
    }
    if (!got) return;
    double err = fabs(h.t - t) / t_tol, perr = dlen(dsub(dv(h.point), dv(point_want))) / p_tol;
    if (err > k->worst_t) k->worst_t = err;
    if (perr > k->worst_t) k->worst_t = perr;
    if (err > 1 || perr > 1) {
        if (k->tbad++ < 5) fprintf(stderr, "%s: t %.9g vs oracle %.9g (%.3g of t tol, %.3g of point tol)\n", name, h.t, t, err, perr);
    }
}

/* ---- Random: spheres ---------------------------------------------------------------------- */

/* A sphere at a scale from 1e-3 to 1e3 and a unit ray aimed at or near it (one in ten turned
 * away); false when the ray's start and aim coincide (no direction). */
static bool random_sphere_case(rng *g, isect_sphere *s, isect_ray *r)
{
    double S = rng_log(g, -3, 3);
    *s = (isect_sphere){fv(dscale(dv(rng_vec3(g, -5, 5)), S)), (float)(S * rng_float(g, 0.1f, 5))};
    vec3s p = fv(dscale(dv(rng_vec3(g, -10, 10)), S));
    vec3s aim = glms_vec3_add(s->c, glms_vec3_scale(rng_unit(g), s->r * rng_float(g, 0, 2.2f)));
    *r = isect_ray_from(p, glms_vec3_sub(aim, p));
    if (rng_float(g, 0, 1) < 0.1f) r->d = glms_vec3_negate(r->d);
    return !isnan(r->d.x);
}

static void test_random_ray_sphere(void)
{
    rng g = {0x5eed0001};
    tally k = {0};
    for (int i = 0; i < 1000000; i++) {
        isect_sphere s;
        isect_ray r;
        if (!random_sphere_case(&g, &s, &r)) continue;
        double t, margin;
        bool want = oracle_sphere(dv(r.p), dv(r.d), dv(s.c), s.r, INFINITY, &t, &margin);
        double L = dlen(dsub(dv(r.p), dv(s.c))) + s.r;
        isect_hit h = SENTINEL;
        bool got = isect_ray_sphere(r, s, &h);
        tally_case(&k, margin < 1e-5 * L, got, want, h, t, 1e-5 * (L + t),
                   fv(dadd(dv(r.p), dscale(dv(r.d), t))), 1e-5 * (L + t), "ray-sphere");
    }
    tally_print("ray-sphere", "double quadratic", &k);
}

static void test_random_segment_sphere(void)
{
    rng g = {0x5eed0002};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_sphere s = {fv(dscale(dv(rng_vec3(&g, -5, 5)), S)), (float)(S * rng_float(&g, 0.1f, 5))};
        vec3s a = fv(dscale(dv(rng_vec3(&g, -10, 10)), S));
        vec3s aim = glms_vec3_add(s.c, glms_vec3_scale(rng_unit(&g), s.r * rng_float(&g, 0, 1.6f)));
        vec3s b = glms_vec3_add(a, glms_vec3_scale(glms_vec3_sub(aim, a), rng_float(&g, 0, 1.5f)));
        isect_segment seg = {a, b};
        dvec d = dsub(dv(b), dv(a));
        double t, margin;
        bool want = oracle_sphere(dv(a), d, dv(s.c), s.r, 1, &t, &margin);
        double L = dlen(dsub(dv(a), dv(s.c))) + s.r + dlen(d);
        isect_hit h = SENTINEL;
        bool got = isect_segment_sphere(seg, s, &h);
        tally_case(&k, margin < 1e-5 * L, got, want, h, t, 1e-5 * L / fmax(dlen(d), 1e-30),
                   fv(dadd(dv(a), dscale(d, t))), 1e-5 * L, "segment-sphere");
    }
    tally_print("segment-sphere", "double quadratic", &k);
}

/* ---- Random: boxes ------------------------------------------------------------------------ */

static isect_aabb random_box(rng *g, double S)
{
    vec3s c = fv(dscale(dv(rng_vec3(g, -5, 5)), S));
    vec3s e = fv(dscale(dv(rng_vec3(g, 0.1f, 5)), S));
    return isect_aabb_from_center(c, e);
}

/* A ray at the box: aimed near it, 10 % turned around, 5 % with a zero direction component and
 * half of those started exactly on a face plane of that axis (the slab-plane trap). */
static void random_box_ray(rng *g, double S, isect_aabb b, vec3s *p, vec3s *d)
{
    *p = fv(dscale(dv(rng_vec3(g, -10, 10)), S));
    vec3s c = glms_vec3_scale(glms_vec3_add(b.min, b.max), 0.5f), e = glms_vec3_sub(b.max, c);
    vec3s aim = glms_vec3_add(c, glms_vec3_mul(e, rng_vec3(g, -1.6f, 1.6f)));
    *d = glms_vec3_sub(aim, *p);
    if (rng_float(g, 0, 1) < 0.1f) *d = glms_vec3_negate(*d);
    if (rng_float(g, 0, 1) < 0.05f) {
        int axis = (int)(rng_next(g) % 3);
        d->raw[axis] = 0;
        if (rng_next(g) & 1) p->raw[axis] = (rng_next(g) & 1) ? b.min.raw[axis] : b.max.raw[axis];
    }
}

static void test_random_ray_aabb(void)
{
    rng g = {0x5eed0003};
    tally k = {0};
    long slab = 0;
    for (int i = 0; i < 1000000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_aabb b = random_box(&g, S);
        vec3s p, d;
        random_box_ray(&g, S, b, &p, &d);
        isect_ray r = isect_ray_from(p, d);
        if (isnan(r.d.x)) continue;
        slab += r.d.x == 0 || r.d.y == 0 || r.d.z == 0;
        double t, margin;
        bool want = oracle_aabb(dv(r.p), dv(r.d), dv(b.min), dv(b.max), INFINITY, &t, &margin);
        double L = 20 * S;
        isect_hit h = SENTINEL;
        bool got = isect_ray_aabb(r, b, &h);
        tally_case(&k, fabs(margin) < 1e-5, got, want, h, t, 1e-5 * (L + t),
                   fv(dadd(dv(r.p), dscale(dv(r.d), t))), 1e-5 * (L + t), "ray-aabb");
    }
    tally_print("ray-aabb", "double slab clipping (face planes, no reciprocals)", &k);
    printf("ray-aabb: %ld of those rays have a zero direction component (half start on the face plane)\n", slab);
}

static void test_random_segment_aabb(void)
{
    rng g = {0x5eed0004};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -3, 3);
        isect_aabb b = random_box(&g, S);
        vec3s a, d;
        random_box_ray(&g, S, b, &a, &d);
        vec3s e = glms_vec3_add(a, glms_vec3_scale(d, rng_float(&g, 0, 2.5f)));
        isect_segment s = {a, e};
        dvec dd = dsub(dv(e), dv(a));
        double t, margin;
        bool want = oracle_aabb(dv(a), dd, dv(b.min), dv(b.max), 1, &t, &margin);
        isect_hit h = SENTINEL;
        bool got = isect_segment_aabb(s, b, &h);
        tally_case(&k, fabs(margin) < 1e-5, got, want, h, t, 1e-5,
                   fv(dadd(dv(a), dscale(dd, t))), 1e-5 * (20 * S + dlen(dd)), "segment-aabb");
    }
    tally_print("segment-aabb", "double slab clipping (face planes, no reciprocals)", &k);
}

/* ---- Random: triangles -------------------------------------------------------------------- */

static isect_triangle random_triangle(rng *g, double S)
{
    vec3s c = fv(dscale(dv(rng_vec3(g, -5, 5)), S));
    isect_triangle t;
    t.a = glms_vec3_add(c, fv(dscale(dv(rng_vec3(g, -3, 3)), S)));
    t.b = glms_vec3_add(c, fv(dscale(dv(rng_vec3(g, -3, 3)), S)));
    t.c = glms_vec3_add(c, fv(dscale(dv(rng_vec3(g, -3, 3)), S)));
    return t;
}

/* A uniform point of the triangle (barycentrics u, v, w), in double. */
static dvec random_in_triangle(rng *g, isect_triangle t, double *u, double *v, double *w)
{
    double r1 = sqrt(rng_float(g, 0, 1)), r2 = rng_float(g, 0, 1);
    *u = 1 - r1, *v = r1 * (1 - r2), *w = r1 * r2;
    return dadd(dadd(dscale(dv(t.a), *u), dscale(dv(t.b), *v)), dscale(dv(t.c), *w));
}

/* Conditioning of a ray-triangle decision: how much a relative rounding of the inputs moves the
 * barycentrics: (distance + size) / (smallest altitude x |cos|). */
static double triangle_cond(isect_triangle t, dvec p, double cosang)
{
    dvec a = dv(t.a), b = dv(t.b), c = dv(t.c);
    double area2 = dlen(dcross(dsub(b, a), dsub(c, a)));
    double emax = fmax(dlen(dsub(b, a)), fmax(dlen(dsub(c, b)), dlen(dsub(a, c))));
    double coord = fmax(dlen(a), dlen(p));
    return (coord + emax) / (area2 / emax) / fmax(cosang, 1e-30);
}

static double tri_emax(isect_triangle t)
{
    dvec a = dv(t.a), b = dv(t.b), c = dv(t.c);
    return fmax(dlen(dsub(b, a)), fmax(dlen(dsub(c, b)), dlen(dsub(a, c))));
}

/* Signed distance of x from the triangle's plane. */
static double plane_dist(isect_triangle t, dvec x)
{
    dvec a = dv(t.a), n = dcross(dsub(dv(t.b), a), dsub(dv(t.c), a));
    return ddot(n, dsub(x, a)) / dlen(n);
}

/* Within this distance of the plane, rounding the inputs can move x to the other side: the
 * plane of a sliver is itself ill-conditioned (cond x |cos| = (|x| + size) / altitude). */
static double plane_band(isect_triangle t, dvec x)
{
    return 1e-5 * triangle_cond(t, x, 1) * tri_emax(t);
}

static void test_random_ray_triangle(void)
{
    rng g = {0x5eed0005};
    tally k = {0};
    for (int i = 0; i < 1000000; i++) {
        double S = rng_log(&g, -4, 4);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dvec x = random_in_triangle(&g, tri, &u, &v, &w);
        dvec cen = dscale(dadd(dadd(dv(tri.a), dv(tri.b)), dv(tri.c)), 1.0 / 3);
        dvec aim = dadd(cen, dscale(dsub(x, cen), rng_float(&g, 0, 2.6f)));   /* about half inside */
        vec3s p = fv(dadd(aim, dscale(dv(rng_unit(&g)), S * rng_float(&g, 0.5f, 20))));
        isect_ray r = isect_ray_from(p, glms_vec3_sub(fv(aim), p));
        if (rng_float(&g, 0, 1) < 0.1f) r.d = glms_vec3_negate(r.d);
        if (isnan(r.d.x)) continue;
        double t, bary, cosang;
        bool want = oracle_triangle(dv(r.p), dv(r.d), dv(tri.a), dv(tri.b), dv(tri.c), INFINITY, &t, &bary, &cosang);
        double cond = triangle_cond(tri, dv(r.p), cosang);
        double L = fmax(dlen(dv(tri.a)), dlen(dv(r.p))) + S;
        bool band = fabs(bary) < 1e-5 * cond || fabs(plane_dist(tri, dv(r.p))) < plane_band(tri, dv(r.p));
        isect_hit h = SENTINEL;
        bool got = isect_ray_triangle(r, tri, &h);
        double tol = 1e-5 * (L + t) + 4e-6 * cond * L;
        tally_case(&k, band, got, want, h, t, tol, fv(dadd(dv(r.p), dscale(dv(r.d), t))), tol, "ray-triangle");
    }
    tally_print("ray-triangle", "double plane hit + barycentric inside test", &k);
}

static void test_random_segment_triangle(void)
{
    rng g = {0x5eed0006};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -4, 4);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dvec x = random_in_triangle(&g, tri, &u, &v, &w);
        dvec cen = dscale(dadd(dadd(dv(tri.a), dv(tri.b)), dv(tri.c)), 1.0 / 3);
        dvec aim = dadd(cen, dscale(dsub(x, cen), rng_float(&g, 0, 1.6f)));
        dvec off = dscale(dv(rng_unit(&g)), S * rng_float(&g, 0.5f, 20));
        vec3s a = fv(dadd(aim, off));
        vec3s b = fv(dsub(aim, dscale(off, rng_float(&g, 0, 1.8f) - 0.3)));
        isect_segment s = {a, b};
        dvec d = dsub(dv(b), dv(a));
        double t, bary, cosang;
        bool want = oracle_triangle(dv(a), d, dv(tri.a), dv(tri.b), dv(tri.c), 1, &t, &bary, &cosang);
        double cond = triangle_cond(tri, dv(a), cosang) + triangle_cond(tri, dv(b), cosang);
        double len = fmax(dlen(d), 1e-30), L = fmax(dlen(dv(tri.a)), fmax(dlen(dv(a)), dlen(dv(b)))) + S;
        bool band = fabs(bary) < 1e-5 * cond || fabs(plane_dist(tri, dv(a))) < plane_band(tri, dv(a)) ||
                    fabs(plane_dist(tri, dv(b))) < plane_band(tri, dv(b));
        isect_hit h = SENTINEL;
        bool got = isect_segment_triangle(s, tri, &h);
        double tol = 1e-5 * L + 4e-6 * cond * L;
        tally_case(&k, band, got, want, h, t, tol / len, fv(dadd(dv(a), dscale(d, t))), tol, "segment-triangle");
    }
    tally_print("segment-triangle", "double plane hit + barycentric inside test", &k);
}

/* Rays started on random triangles, the point rounded to float: the rounding leaves it a little
 * in front of the plane, on it or behind it, and the verdict is exact, so the ray hits (at t
 * within rounding of 0) exactly when the rounded start lies on the plane or in front of it
 * along d. The side is taken in double, which decides it wherever the start is more than
 * 1e-12 of the coordinates from the plane (float rounding puts it ~1e-8 away): those closer
 * are counted, not checked. Directions within 1 % of the plane are left out. */
static void test_random_origin_on_triangle(void)
{
    rng g = {0x5eed0007};
    long n = 0, hits = 0, zero = 0, small = 0, wrong = 0, close = 0;
    for (int i = 0; i < 100000; i++) {
        double S = rng_log(&g, -4, 4);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dvec x = random_in_triangle(&g, tri, &u, &v, &w);
        if (fmin(u, fmin(v, w)) < 1e-3) continue;
        dvec nrm = dcross(dsub(dv(tri.b), dv(tri.a)), dsub(dv(tri.c), dv(tri.a)));
        vec3s d = rng_unit(&g);
        double cosang = fabs(ddot(nrm, dv(d))) / dlen(nrm);
        if (cosang < 0.01 || triangle_cond(tri, x, cosang) > 1e3) continue;
        vec3s p = fv(x);
        /* the floats read back through volatile: at -O2, GCC 12 handed plane_dist the unrounded
         * double x instead of dv(p) (seen: 52 significant bits, and verdicts "wrong" at -O2 only) */
        volatile float px = p.x, py = p.y, pz = p.z;
        double dist = plane_dist(tri, (dvec){px, py, pz}), toward = ddot(nrm, dv(d));
        isect_hit h = SENTINEL;
        n++;
        bool got = isect_ray_triangle((isect_ray){p, d}, tri, &h);
        if (got) {
            hits++;
            zero += h.t == 0;
            small += h.t <= plane_band(tri, x) / cosang;   /* the start rounded in front of the plane */
        }
        if (fabs(dist) <= 1e-12 * (dlen(dv(p)) + tri_emax(tri))) { close++; continue; }
        wrong += got != (dist * toward < 0);
    }
    printf("ray-triangle: %ld rays started on the triangle (rounded to float), %.3f%% hit (%.1f%% at t = 0), "
           "%ld within 1e-12 of the plane, %ld verdicts against the side of the rounded start\n", n,
           100.0 * hits / n, 100.0 * zero / n, close, wrong);
    CHECK(wrong == 0 && small == hits, "origin on the triangle: %ld wrong verdicts, %ld of %ld hits near t = 0", wrong,
          small, hits);
    CHECK(hits > n / 3 && hits < 2 * n / 3, "origin on the triangle: %ld hits of %ld, not about half", hits, n);
}

/* Scale sweep: triangles of size 1e-4 .. 1e4 near their own scale from the origin, rays from
 * 1 to 20 sizes away aimed at interior points at least 1e-5 (barycentric) from every edge:
 * all must hit. cglm 0.8.8's glm_ray_triangle, run on the same rays, for comparison. */
static void test_scale_sweep(void)
{
    rng g = {0x5eed0008};
    for (int e = -4; e <= 4; e += 2) {
        double S = pow(10.0, e);
        long n = 0, hits = 0, cglm_hits = 0, tbad = 0;
        while (n < 100000) {
            isect_triangle tri = random_triangle(&g, S);
            double u, v, w;
            dvec x = random_in_triangle(&g, tri, &u, &v, &w);
            if (fmin(u, fmin(v, w)) < 1e-5) continue;
            dvec nrm = dcross(dsub(dv(tri.b), dv(tri.a)), dsub(dv(tri.c), dv(tri.a)));
            vec3s dir = rng_unit(&g);
            double cosang = fabs(ddot(nrm, dv(dir))) / dlen(nrm);
            if (cosang < 0.05) continue;
            dvec p = dadd(x, dscale(dv(dir), S * rng_float(&g, 1, 20)));
            if (triangle_cond(tri, p, cosang) > 1e3) continue;   /* slivers seen edge-on */
            isect_ray r = isect_ray_from(fv(p), fv(dsub(x, p)));
            n++;
            isect_hit h = SENTINEL;
            if (isect_ray_triangle(r, tri, &h)) {
                hits++;
                double want = dlen(dsub(x, dv(r.p)));
                if (fabs(h.t - want) > 1e-4 * want) tbad++;
            }
            float dist;
            if (glm_ray_triangle(r.p.raw, r.d.raw, tri.a.raw, tri.b.raw, tri.c.raw, &dist)) cglm_hits++;
        }
        printf("scale sweep 1e%+d: %ld rays at interior points, %.3f%% hit (cglm glm_ray_triangle %.3f%%)\n",
               e, n, 100.0 * hits / n, 100.0 * cglm_hits / n);
        CHECK(hits == n, "scale 1e%d: %ld of %ld hit", e, hits, n);
        CHECK(tbad == 0, "scale 1e%d: %ld hits with t off", e, tbad);
    }
}

/* ---- Random: lines ------------------------------------------------------------------------ */

static void test_random_line_triangle(void)
{
    rng g = {0x5eed0009};
    tally k = {0};
    for (int i = 0; i < 200000; i++) {
        double S = rng_log(&g, -2, 2);
        isect_triangle tri = random_triangle(&g, S);
        double u, v, w;
        dvec x = random_in_triangle(&g, tri, &u, &v, &w);
        dvec cen = dscale(dadd(dadd(dv(tri.a), dv(tri.b)), dv(tri.c)), 1.0 / 3);
        dvec aim = dadd(cen, dscale(dsub(x, cen), rng_float(&g, 0, 3.2f)));
        dvec off = dscale(dv(rng_unit(&g)), S * rng_float(&g, 0.5f, 5));
        vec3s p = fv(dadd(aim, off)), q = fv(dadd(aim, dscale(off, rng_float(&g, -2, 2))));
        dvec d = dsub(dv(q), dv(p));
        double t, bary, cosang;
        oracle_triangle(dv(p), d, dv(tri.a), dv(tri.b), dv(tri.c), INFINITY, &t, &bary, &cosang);
        bool want = bary >= 0 && cosang > 0;
        double cond = triangle_cond(tri, dv(p), cosang) * (1 + dlen(dsub(dv(p), cen)) / fmax(dlen(d), 1e-30));
        bool band = !(fabs(bary) >= 1e-5 * cond);
        vec3s pt = V(0, 0, 0);
        bool got = isect_line_triangle(p, q, tri, &pt);
        isect_hit h = {0, pt};
        double L = fmax(dlen(dv(tri.a)), dlen(dv(p))) + S;
        tally_case(&k, band, got, want, h, 0, 1, fv(dadd(dv(p), dscale(d, t))), 4e-6 * cond * L, "line-triangle");
    }
    tally_print("line-triangle", "double plane hit + barycentric inside test", &k);
}

static void test_random_line_quad(void)
{
    rng g = {0x5eed000a};
    tally k = {0};
    for (int i = 0; i < 200000; i++) {
        /* A convex quad: four increasing angles on an ellipse in a random plane. */
        double S = rng_log(&g, -2, 2);
        dvec c = dscale(dv(rng_vec3(&g, -5, 5)), S);
        dvec e1 = dscale(dv(rng_unit(&g)), S * rng_float(&g, 0.5f, 3));
        dvec e2 = dcross(dv(rng_unit(&g)), e1);
        e2 = dscale(e2, S * rng_float(&g, 0.5f, 3) / fmax(dlen(e2), 1e-30));
        double ang[4] = {rng_float(&g, 0, 1.3f), rng_float(&g, 1.6f, 2.9f), rng_float(&g, 3.2f, 4.5f), rng_float(&g, 4.8f, 6.1f)};
        vec3s vq[4];
        for (int j = 0; j < 4; j++) vq[j] = fv(dadd(c, dadd(dscale(e1, cos(ang[j])), dscale(e2, sin(ang[j])))));
        isect_triangle t1 = {vq[0], vq[1], vq[2]}, t2 = {vq[0], vq[2], vq[3]};
        dvec aim = dadd(c, dadd(dscale(e1, rng_float(&g, -1.2f, 1.2f)), dscale(e2, rng_float(&g, -1.2f, 1.2f))));
        dvec off = dscale(dv(rng_unit(&g)), S * rng_float(&g, 0.5f, 5));
        vec3s p = fv(dadd(aim, off)), q = fv(dadd(aim, dscale(off, rng_float(&g, -2, 2))));
        dvec d = dsub(dv(q), dv(p));
        double ta, tb, ba, bb, ca, cb;
        oracle_triangle(dv(p), d, dv(t1.a), dv(t1.b), dv(t1.c), INFINITY, &ta, &ba, &ca);
        oracle_triangle(dv(p), d, dv(t2.a), dv(t2.b), dv(t2.c), INFINITY, &tb, &bb, &cb);
        bool want = (ba >= 0 && ca > 0) || (bb >= 0 && cb > 0);
        /* Near an edge of either triangle (outer edges and the diagonal, the rounded quad is not
         * exactly planar) is the band. */
        double cond = (triangle_cond(t1, dv(p), ca) + triangle_cond(t2, dv(p), cb)) *
                      (1 + dlen(dsub(dv(p), c)) / fmax(dlen(d), 1e-30));
        bool band = !(fabs(ba) >= 4e-6 * cond && fabs(bb) >= 4e-6 * cond);
        vec3s pt = V(0, 0, 0);
        bool got = isect_line_quad(p, q, vq[0], vq[1], vq[2], vq[3], &pt);
        double t = ba >= 0 ? ta : tb;
        isect_hit h = {0, pt};
        double L = fmax(dlen(c), dlen(dv(p))) + S;
        tally_case(&k, band, got, want, h, 0, 1, fv(dadd(dv(p), dscale(d, t))), 4e-6 * cond * L, "line-quad");
    }
    tally_print("line-quad", "double plane hit + barycentric test of both halves", &k);
}

/* ---- Random: polyhedra -------------------------------------------------------------------- */

/* 4 to 16 planes tangent to a sphere (outward normals), so a random convex polyhedron,
 * sometimes unbounded; rays and segments aimed near the sphere. The band: the cases whose
 * verdict changes when every plane moves by 1e-5 of the scene's size, in or out. */
static void test_random_polyhedron(void)
{
    rng g = {0x5eed000b};
    tally k = {0}, ks = {0};
    long span_bad = 0;
    for (int i = 0; i < 300000; i++) {
        double S = rng_log(&g, -3, 3);
        dvec c = dscale(dv(rng_vec3(&g, -3, 3)), S);
        double R = S * rng_float(&g, 0.5f, 3);
        int count = 4 + (int)(rng_next(&g) % 13);
        isect_plane pl[16];
        for (int j = 0; j < count; j++) {
            vec3s n = rng_unit(&g);
            pl[j] = (isect_plane){n, (float)(ddot(dv(n), c) + R)};
        }
        dvec aim = dadd(c, dscale(dv(rng_unit(&g)), R * rng_float(&g, 0, 3)));
        vec3s p = fv(dadd(aim, dscale(dv(rng_unit(&g)), S * rng_float(&g, 0, 20))));
        bool segment = i % 3 == 2;
        vec3s b = fv(dadd(aim, dscale(dsub(aim, dv(p)), rng_float(&g, -1, 1))));
        isect_ray r = isect_ray_from(p, glms_vec3_sub(fv(aim), p));
        if (rng_float(&g, 0, 1) < 0.1f) r.d = glms_vec3_negate(r.d);
        if (isnan(r.d.x)) continue;
        dvec d = segment ? dsub(dv(b), dv(p)) : dv(r.d);
        double tmax = segment ? 1 : INFINITY;
        double L = dlen(dv(p)) + dlen(c) + R, delta = 1e-5 * L;
        double tf, tl, cf, cl, x0, x1, y0, y1;
        bool want = oracle_polyhedron(dv(p), d, pl, count, tmax, 0, &tf, &tl, &cf, &cl);
        bool band = oracle_polyhedron(dv(p), d, pl, count, tmax, delta, &x0, &x1, &y0, &y1) !=
                    oracle_polyhedron(dv(p), d, pl, count, tmax, -delta, &x0, &x1, &y0, &y1);
        /* n.d rounds to float with an error of a few ulps of |n||d| = 1, so t = dist / (n.d)
         * carries a relative error of about 4 eps / |n.d|: large for faces all but parallel to
         * the ray (a clang build's cases met t = 1.1e7 against the oracle's 1.12e7). */
        double t_tol = 1e-5 * (L / cf + (segment ? 0 : tf)) + (segment ? 0 : 4 * FLT_EPSILON * tf / cf);
        isect_hit h = SENTINEL;
        if (segment) {
            bool got = isect_segment_polyhedron((isect_segment){p, b}, pl, count, &h);
            tally_case(&ks, band, got, want, h, tf, t_tol, fv(dadd(dv(p), dscale(d, tf))),
                       1e-5 * (L + L * dlen(d) / cf), "segment-polyhedron");
        } else {
            bool got = isect_ray_polyhedron(r, pl, count, &h);
            tally_case(&k, band, got, want, h, tf, t_tol, fv(dadd(dv(p), dscale(d, tf))), t_tol,
                       "ray-polyhedron");
            float f0, f1;
            if (!band && got && want && isect_ray_polyhedron_span(r, pl, count, &f0, &f1) &&
                !(isinf(tl) ? isinf(f1) : fabs(f1 - tl) <= 1e-5 * (L / cl + tl) + 4 * FLT_EPSILON * tl / cl))
                span_bad++;
        }
    }
    tally_print("ray-polyhedron", "double Cyrus-Beck clipping", &k);
    tally_print("segment-polyhedron", "double Cyrus-Beck clipping", &ks);
    printf("ray-polyhedron: %ld spans with t_last off the oracle\n", span_bad);
    CHECK(span_bad == 0, "ray-polyhedron span: %ld t_last off", span_bad);
}

/* ---- Random: any direction length --------------------------------------------------------- */

/* Ray-sphere with d of any length, 1e-3 to 1e3 and no power of two, against the same double
 * quadratic (which takes a = d.d): t is in units of d. Before the ray test used d.d, it took
 * d.d as 1 and missed or misplaced most of these. */
static void test_random_ray_sphere_any_length(void)
{
    rng g = {0x5eed000c};
    tally k = {0};
    for (int i = 0; i < 300000; i++) {
        isect_sphere s;
        isect_ray r;
        if (!random_sphere_case(&g, &s, &r)) continue;
        r.d = glms_vec3_scale(r.d, (float)rng_log(&g, -3, 3));
        double t, margin, len = dlen(dv(r.d));
        bool want = oracle_sphere(dv(r.p), dv(r.d), dv(s.c), s.r, INFINITY, &t, &margin);
        double L = dlen(dsub(dv(r.p), dv(s.c))) + s.r;
        isect_hit h = SENTINEL;
        bool got = isect_ray_sphere(r, s, &h);
        tally_case(&k, margin < 1e-5 * L, got, want, h, t, 1e-5 * (L + t * len) / len,
                   fv(dadd(dv(r.p), dscale(dv(r.d), t))), 1e-5 * (L + t * len), "ray-sphere, any |d|");
    }
    tally_print("ray-sphere, any |d|", "double quadratic with a = d.d", &k);
}

/* A ray's verdict does not depend on |d|: on random rays at spheres, boxes, triangles and
 * polyhedra, d scaled by 2^j (j in -20 .. 20, so every product scales exactly) must give the
 * same verdict, t divided by exactly 2^j and the same hit point, bit for bit. */
static void test_random_direction_scale(void)
{
    rng g = {0x5eed000d};
    long cases = 0, hits = 0, differ = 0;
    for (int i = 0; i < 400000; i++) {
        double S = rng_log(&g, -3, 3);
        int kind = i % 4;
        isect_sphere sp = {{{0}}, 0};
        isect_aabb box = {{{0}}, {{0}}};
        isect_triangle tri = {{{0}}, {{0}}, {{0}}};
        isect_plane pl[8];
        vec3s p, d;
        if (kind == 0) {
            sp = (isect_sphere){fv(dscale(dv(rng_vec3(&g, -5, 5)), S)), (float)(S * rng_float(&g, 0.1f, 5))};
            p = fv(dscale(dv(rng_vec3(&g, -10, 10)), S));
            d = glms_vec3_sub(glms_vec3_add(sp.c, glms_vec3_scale(rng_unit(&g), sp.r * rng_float(&g, 0, 2.2f))), p);
        } else if (kind == 1) {
            box = random_box(&g, S);
            random_box_ray(&g, S, box, &p, &d);
        } else if (kind == 2) {
            tri = random_triangle(&g, S);
            double u, v, w;
            dvec x = random_in_triangle(&g, tri, &u, &v, &w);
            p = fv(dadd(x, dscale(dv(rng_unit(&g)), S * rng_float(&g, 0.5f, 20))));
            d = glms_vec3_sub(fv(dadd(x, dscale(dv(rng_vec3(&g, -1, 1)), S))), p);
        } else {
            dvec c = dscale(dv(rng_vec3(&g, -3, 3)), S);
            double R = S * rng_float(&g, 0.5f, 3);
            for (int j = 0; j < 8; j++) {
                vec3s n = rng_unit(&g);
                pl[j] = (isect_plane){n, (float)(ddot(dv(n), c) + R)};
            }
            p = fv(dadd(c, dscale(dv(rng_unit(&g)), R * rng_float(&g, 0, 6))));
            d = glms_vec3_sub(fv(dadd(c, dscale(dv(rng_unit(&g)), R * rng_float(&g, 0, 2)))), p);
        }
        isect_ray r = isect_ray_from(p, d);
        if (isnan(r.d.x)) continue;
        int j = (int)(rng_next(&g) % 41) - 20;
        isect_ray q = {r.p, {{ldexpf(r.d.x, j), ldexpf(r.d.y, j), ldexpf(r.d.z, j)}}};
        isect_hit h1 = SENTINEL, h2 = SENTINEL;
        bool g1, g2;
        switch (kind) {
        case 0: g1 = isect_ray_sphere(r, sp, &h1), g2 = isect_ray_sphere(q, sp, &h2); break;
        case 1: g1 = isect_ray_aabb(r, box, &h1), g2 = isect_ray_aabb(q, box, &h2); break;
        case 2: g1 = isect_ray_triangle(r, tri, &h1), g2 = isect_ray_triangle(q, tri, &h2); break;
        default: g1 = isect_ray_polyhedron(r, pl, 8, &h1), g2 = isect_ray_polyhedron(q, pl, 8, &h2); break;
        }
        cases++, hits += g1;
        bool same = g1 == g2 && (!g1 || (h2.t == ldexpf(h1.t, -j) && glms_vec3_eqv(h1.point, h2.point)));
        if (!same && differ++ < 5)
            fprintf(stderr, "direction scale 2^%d, kind %d: %d t %.9g, %d t %.9g\n", j, kind, g1, h1.t, g2, h2.t);
    }
    printf("direction scale: %ld rays (spheres, boxes, triangles, polyhedra), %.1f%% hit, %ld changed "
           "by scaling d by 2^-20 .. 2^20\n", cases, 100.0 * hits / cases, differ);
    CHECK(differ == 0, "%ld rays changed with |d|", differ);
    CHECK(hits > cases / 5 && hits < cases * 4 / 5, "%ld hits of %ld: not mixed", hits, cases);
}

int main(void)
{
    RUN(test_random_ray_sphere);
    RUN(test_random_ray_sphere_any_length);
    RUN(test_random_direction_scale);
    RUN(test_random_segment_sphere);
    RUN(test_random_ray_aabb);
    RUN(test_random_segment_aabb);
    RUN(test_random_ray_triangle);
    RUN(test_random_segment_triangle);
    RUN(test_random_origin_on_triangle);
    RUN(test_scale_sweep);
    RUN(test_random_line_triangle);
    RUN(test_random_line_quad);
    RUN(test_random_polyhedron);
    return check_summary();
}
