/* Moving boxes (moving_box.c) against double-precision oracles, 1,000,000 seeded random cases per
 * function: a box against a plane, two AABBs, two OBBs. The oracle is the static question asked
 * in double of the shapes moved along the step (fuzz/oracles_moving_box.h: corner distances to
 * the plane, interval gaps per axis, the separating-axis gap of the 16 corners over 15 axes),
 * searched for its first contact by fuzz/oracles_moving.h's o_time_of_impact (65 samples, then
 * bisection) and judged by its o_judge: a verdict may differ only where the least clearance
 * along the step is within the band of 0, and a reported t must leave the shapes touching (the
 * clearance at t within the band). For OBBs the sampled search costs ~200 separating-axis
 * evaluations, so every case is first compared with the per-axis oracle o_toi_sat (projected
 * corners, in double), and the sampled search runs on every 8th case and on every case whose
 * verdict or t differs from it by more than 1e-9. Cases mix random hits and misses, grazes (built
 * to touch, then nudged by +-1e-6 of their size), starts in contact, v = 0 and motion with zero
 * components. The band: BAND_REL of the magnitude of the coordinates and displacements (float
 * rounding is ~6e-8 of it; OBBs add their slack OBB_EPS = 1e-5 of the extents, more on nearly
 * parallel edges, box_sat.h). Printed: cases, how many in the band, disagreements, max t error
 * (large only for grazes, where t moves by the band over the approach speed; o_judge still asks
 * that the shapes touch at the reported t). Each hit: the shapes do not meet at t / 2 (outside
 * the band; every 4th OBB case), and the point lies in both shapes at t (for OBBs, counted
 * where it lies outside by more than the band: see isect_moving_obb_obb's comment). */
#include "isect.h"
#include "check.h"
#include "../fuzz/oracles_moving_box.h"

#define CASES 1000000
#define BAND_REL 1e-5
#define BAND_REL_OBB 1e-4

typedef struct tally { int cases, in_band, disagree; double max_t_err; } tally;

static void tally_add(tally *s, o_verdict verdict, bool hit, double t, const o_toi *want, const char *what, int i)
{
    s->cases++;
    if (verdict == O_IN_BAND) s->in_band++;
    if (verdict == O_DISAGREE && s->disagree++ < 5)
        fprintf(stderr, "%s case %d: library %d t=%.9g, oracle %d t=%.9g (least clearance %.3g)\n", what, i, hit,
                t, want->hit, want->t, want->min_clear);
    if (verdict == O_AGREE && hit && want->hit) s->max_t_err = fmax(s->max_t_err, fabs(t - want->t));
}

static void tally_print(const tally *s, const char *what)
{
    printf("%s: %d cases, %d in the band, %d disagreements, max t error %.3g\n", what, s->cases, s->in_band,
           s->disagree, s->max_t_err);
    CHECK(s->disagree == 0, "%s: %d disagreements", what, s->disagree);
    CHECK(s->in_band <= s->cases / 100, "%s: %d in the band, over 1%%", what, s->in_band);
}

static float maxabs3(vec3s v) { return fmaxf(fabsf(v.x), fmaxf(fabsf(v.y), fabsf(v.z))); }

/* A displacement of one of six kinds: random, zero, along one or two axes only, short, long. */
static vec3s random_motion(rng *r, int kind)
{
    vec3s v = rng_vec3(r, -12, 12);
    switch (kind) {
    case 1: return (vec3s){{0, 0, 0}};
    case 2: v.raw[rng_next(r) % 3] = 0; return v;
    case 3: v.raw[rng_next(r) % 3] = 0, v.raw[rng_next(r) % 3] = 0; return v;
    case 4: return glms_vec3_scale(v, 0.01f);
    default: return v;
    }
}

static isect_aabb random_aabb(rng *r, float spread)
{
    vec3s h = rng_vec3(r, 0.05f, 3);
    if (rng_next(r) % 8 == 0) h.raw[rng_next(r) % 3] = 0;            /* flat */
    return isect_aabb_from_center(rng_vec3(r, -spread, spread), h);
}

/* ---- AABB vs plane ------------------------------------------------------------------------ */

typedef struct bp_case { isect_aabb b; vec3s v; isect_plane p; } bp_case;

static double bp_clear(const void *u, double t)
{
    const bp_case *c = u;
    return o_aabb_plane_gap(c->b, c->v, c->p, t);
}

static void test_random_aabb_plane(void)
{
    rng r = {11};
    tally s = {0};
    for (int i = 0; i < CASES; i++) {
        bp_case c;
        c.b = random_aabb(&r, 8);
        c.v = random_motion(&r, (int)(rng_next(&r) % 6));
        const vec3s n = glms_vec3_scale(rng_unit(&r), rng_float(&r, 0.1f, 10));  /* any length */
        c.p = (isect_plane){n, rng_float(&r, -40, 40)};
        if (i % 4 == 0) {     /* a graze: the nearest corner reaches the plane at t*, nudged */
            const float ts = rng_float(&r, 0, 1.25f), nudge = rng_float(&r, -1e-6f, 1e-6f) * 10;
            vec3s corner;
            for (int k = 0; k < 3; k++) corner.raw[k] = n.raw[k] > 0 ? c.b.min.raw[k] : c.b.max.raw[k];
            c.p.d = glms_vec3_dot(n, glms_vec3_add(corner, glms_vec3_scale(c.v, ts))) - nudge * glms_vec3_norm(n);
        }
        const float m = maxabs3(c.b.min) + maxabs3(c.b.max) + maxabs3(c.v) + fabsf(c.p.d) / glms_vec3_norm(n);
        isect_hit h = {-1, {{0}}};
        const bool hit = isect_moving_aabb_plane(c.b, c.v, c.p, &h);
        const o_toi want = o_time_of_impact(bp_clear, &c, 64, 1e-12 * m);
        tally_add(&s, o_judge(bp_clear, &c, &want, hit, h.t, BAND_REL * m), hit, h.t, &want, "aabb-plane", i);
        CHECK(!hit || h.t == 0 || bp_clear(&c, h.t * 0.5) > -BAND_REL * m, "aabb-plane case %d: met before t", i);
        if (hit) {            /* the point: on the plane, in the box at t */
            const isect_aabb bt = {glms_vec3_add(c.b.min, glms_vec3_scale(c.v, h.t)),
                                   glms_vec3_add(c.b.max, glms_vec3_scale(c.v, h.t))};
            const double off = fabs(ddot(dv(n), dv(h.point)) - c.p.d) / dlen(dv(n));
            CHECK(off <= BAND_REL * m && sqrt(o_dist2_point_aabb(dv(h.point), bt)) <= BAND_REL * m,
                  "aabb-plane case %d: point %g from the plane, %g from the box", i, off,
                  sqrt(o_dist2_point_aabb(dv(h.point), bt)));
        }
    }
    tally_print(&s, "isect_moving_aabb_plane");
}

/* ---- AABB vs AABB ------------------------------------------------------------------------- */

typedef struct bb_case { isect_aabb a, b; vec3s va, vb; } bb_case;

static double bb_clear(const void *u, double t)
{
    const bb_case *c = u;
    return o_aabb_aabb_gap(c->a, c->va, c->b, c->vb, t);
}

static void test_random_aabb_aabb(void)
{
    rng r = {12};
    tally s = {0};
    for (int i = 0; i < CASES; i++) {
        bb_case c;
        c.a = random_aabb(&r, 8), c.b = random_aabb(&r, 8);
        c.va = random_motion(&r, (int)(rng_next(&r) % 6));
        c.vb = rng_next(&r) % 2 ? random_motion(&r, (int)(rng_next(&r) % 6)) : (vec3s){{0, 0, 0}};
        if (i % 4 == 0) {     /* a graze: a's corner reaches b's opposite corner at t*, nudged */
            const float ts = rng_float(&r, 0, 1.25f);
            const vec3s target = glms_vec3_add(c.b.min, glms_vec3_scale(glms_vec3_sub(c.vb, c.va), ts));
            const vec3s shift = glms_vec3_sub(target, c.a.max);
            c.a.min = glms_vec3_add(c.a.min, shift), c.a.max = glms_vec3_add(c.a.max, shift);
            c.a.min.raw[i / 4 % 3] -= rng_float(&r, -1e-5f, 1e-5f), c.a.max.raw[i / 4 % 3] -= rng_float(&r, -1e-5f, 1e-5f);
            if (!(c.a.min.raw[i / 4 % 3] <= c.a.max.raw[i / 4 % 3])) c.a.min.raw[i / 4 % 3] = c.a.max.raw[i / 4 % 3];
        }
        const float m = maxabs3(c.a.min) + maxabs3(c.a.max) + maxabs3(c.b.min) + maxabs3(c.b.max) +
                        maxabs3(c.va) + maxabs3(c.vb);
        isect_hit h = {-1, {{0}}};
        const bool hit = isect_moving_aabb_aabb(c.a, c.va, c.b, c.vb, &h);
        const o_toi want = o_time_of_impact(bb_clear, &c, 64, 1e-12 * m);
        tally_add(&s, o_judge(bb_clear, &c, &want, hit, h.t, BAND_REL * m), hit, h.t, &want, "aabb-aabb", i);
        CHECK(!hit || h.t == 0 || bb_clear(&c, h.t * 0.5) > -BAND_REL * m, "aabb-aabb case %d: met before t", i);
        if (hit) {            /* the point: in both boxes at t */
            const vec3s da = glms_vec3_scale(c.va, h.t), db = glms_vec3_scale(c.vb, h.t);
            const isect_aabb at = {glms_vec3_add(c.a.min, da), glms_vec3_add(c.a.max, da)};
            const isect_aabb bt = {glms_vec3_add(c.b.min, db), glms_vec3_add(c.b.max, db)};
            const double ea = sqrt(o_dist2_point_aabb(dv(h.point), at)), eb = sqrt(o_dist2_point_aabb(dv(h.point), bt));
            CHECK(ea <= BAND_REL * m && eb <= BAND_REL * m, "aabb-aabb case %d: point %g, %g outside", i, ea, eb);
        }
    }
    tally_print(&s, "isect_moving_aabb_aabb");
}

/* ---- OBB vs OBB --------------------------------------------------------------------------- */

typedef struct oo_case { isect_obb a, b; vec3s va, vb; } oo_case;

static double oo_clear(const void *u, double t)
{
    const oo_case *c = u;
    return o_obb_obb_gap(c->a, c->va, c->b, c->vb, t);
}

/* Distance from p to the OBB o, in double (p in o's frame, clamped to the extents). */
static double dist_obb(vec3s p, isect_obb o)
{
    const dvec d = dsub(dv(p), dv(o.c));
    double q = 0;
    for (int i = 0; i < 3; i++) {
        const double x = ddot(d, dv(o.u[i])), e = o.e.raw[i], out = x > e ? x - e : x < -e ? -e - x : 0;
        q += out * out;
    }
    return sqrt(q);
}

static void test_random_obb_obb(void)
{
    rng r = {13};
    tally s = {0};
    int sampled = 0, point_far = 0;
    double point_worst = 0;
    for (int i = 0; i < CASES; i++) {
        oo_case c;
        const versors q = rng_quat(&r);
        c.a = isect_obb_from_quat(rng_vec3(&r, -6, 6), rng_vec3(&r, 0.05f, 3), q);
        c.b = isect_obb_from_quat(rng_vec3(&r, -6, 6), rng_vec3(&r, 0.05f, 3), i % 5 == 0 ? q : rng_quat(&r));
        c.va = random_motion(&r, (int)(rng_next(&r) % 6));
        c.vb = rng_next(&r) % 2 ? random_motion(&r, (int)(rng_next(&r) % 6)) : (vec3s){{0, 0, 0}};
        const float m = maxabs3(c.a.c) + maxabs3(c.b.c) + maxabs3(c.a.e) + maxabs3(c.b.e) + maxabs3(c.va) +
                        maxabs3(c.vb);
        isect_hit h = {-1, {{0}}};
        const bool hit = isect_moving_obb_obb(c.a, c.va, c.b, c.vb, &h);
        const o_poly pa = o_poly_obb(c.a), pb = o_poly_obb(c.b);
        const double ts = o_toi_sat(&pa, c.va, &pb, c.vb);
        if (hit == (ts >= 0) && (!hit || fabs(h.t - ts) <= 1e-9) && i % 8 != 0) {
            s.cases++;        /* agrees with the per-axis oracle to 1e-9: no search needed */
            if (hit) s.max_t_err = fmax(s.max_t_err, fabs(h.t - ts));
        } else {
            const o_toi want = o_time_of_impact(oo_clear, &c, 64, 1e-12 * m);
            sampled++;
            tally_add(&s, o_judge(oo_clear, &c, &want, hit, h.t, BAND_REL_OBB * m), hit, h.t, &want, "obb-obb", i);
        }
        CHECK(!hit || h.t == 0 || i % 4 || oo_clear(&c, h.t * 0.5) > -BAND_REL_OBB * m, "obb-obb case %d: met before t", i);
        if (hit) {            /* the point: in both boxes at t, to the band (counted beyond it) */
            const isect_obb at = {glms_vec3_add(c.a.c, glms_vec3_scale(c.va, h.t)), {c.a.u[0], c.a.u[1], c.a.u[2]}, c.a.e};
            const isect_obb bt = {glms_vec3_add(c.b.c, glms_vec3_scale(c.vb, h.t)), {c.b.u[0], c.b.u[1], c.b.u[2]}, c.b.e};
            const double e = fmax(dist_obb(h.point, at), dist_obb(h.point, bt)) / m;
            point_worst = fmax(point_worst, e);
            point_far += e > BAND_REL_OBB;
        }
    }
    printf("isect_moving_obb_obb: the sampled search ran on %d cases; the point lay outside a box by more "
           "than the band in %d hits (worst %.3g of the magnitude)\n", sampled, point_far, point_worst);
    tally_print(&s, "isect_moving_obb_obb");
}

int main(void)
{
    RUN(test_random_aabb_plane);
    RUN(test_random_aabb_aabb);
    RUN(test_random_obb_obb);
    return check_summary();
}
