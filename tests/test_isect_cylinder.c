/* Rays and segments against capsules and cylinders (cylinder.c): hand-worked tables, then seeded
 * random cases against double-precision oracles of another formulation:
 * - cylinder: the ray clipped to the slab between the cap planes and to the infinite cylinder,
 *   each as an interval of t in double (the slab by its two planes, the infinite cylinder by
 *   the textbook quadratic |w x (m + t d)|^2 <= r^2 |w|^2), the entry the start of their
 *   intersection within [0, tmax];
 * - capsule: the union of three pieces, that clipped cylinder and the two end balls (each ball
 *   by its own quadratic), the entry the earliest of the pieces' entries.
 * Rounding is bounded by solving each case twice, for the shape grown by a band and shrunk by it
 * (radius +- band, and for the cylinder the slab +- band at both caps): where both are hit the
 * test must hit, with its t between the two entries; where both are missed it must miss; in
 * between (grazing within the band) either answer is right. The band is 64 FLT_EPSILON of the
 * coordinates' magnitude (start, axis ends, radius). Cases built to touch exactly (axis-aligned,
 * dyadic: tangent to the side, along the rim, in a cap's plane, over the end sphere, a segment
 * ending on the surface) must hit at the exact t, and 0.001 apart must miss. */
#include "isect.h"
#include "check.h"
#include "dvec.h"
#include "hit_check.h"
#include "../fuzz/oracles.h"

#include <float.h>
#include <string.h>

#define CASES 1000000
#define BAND (64.0 * FLT_EPSILON)

static double absmax(vec3s v) { return fmax(fabs(v.x), fmax(fabs(v.y), fabs(v.z))); }

/* ---- double-precision oracles --------------------------------------------------------------- */

/* The cylinder grown by g (shrunk for g < 0): radius r + g, caps moved out by g. */
static double o_cylinder(dvec p, dvec d, double tmax, isect_segment axis, double r, double g)
{
    dvec a = dv(axis.a), w = dsub(dv(axis.b), a);
    double L = dlen(w);
    if (!(L > 0)) return INFINITY;   /* a = b: nothing (the documented rule) */
    o_span s = o_span_meet(o_tube(p, d, a, w, r + g), o_slab(p, d, a, w, -g * L, L * L + g * L));
    return o_span_entry(s, tmax);
}

/* The capsule grown by g: radius r + g (the points within g of the capsule). */
static double o_capsule(dvec p, dvec d, double tmax, isect_segment axis, double r, double g)
{
    dvec a = dv(axis.a), b = dv(axis.b), w = dsub(b, a);
    double R = r + g;
    double t = dmin(o_span_entry(o_ball(p, d, a, R), tmax), o_span_entry(o_ball(p, d, b, R), tmax));
    if (ddot(w, w) > 0) t = dmin(t, o_span_entry(o_span_meet(o_tube(p, d, a, w, R), o_slab(p, d, a, w, 0, ddot(w, w))), tmax));
    return t;
}

/* ---- hand-worked tables -------------------------------------------------------------------- */

typedef struct row { const char *what; vec3s p, d; bool hit; float t; } row;

/* Each row as a ray, and as the segment from p to p + 2 d (t halved) when the hit lies within it,
 * or as the segment p .. p + d ending where row says (t = 1 then). */
static void run_rows(const char *shape, const row *rows, int n, bool (*ray)(isect_ray, const void *, isect_hit *),
                     bool (*seg)(isect_segment, const void *, isect_hit *), const void *c)
{
    for (int i = 0; i < n; i++) {
        const row *w = &rows[i];
        isect_hit h = SENTINEL;
        bool hit = ray((isect_ray){w->p, w->d}, c, &h);
        CHECK(hit == w->hit, "ray vs %s, %s: %s", shape, w->what, hit ? "hit" : "miss");
        if (hit && w->hit) {
            vec3s want = glms_vec3_muladds(w->d, w->t, w->p);
            CHECK(near(h.t, w->t, 1e-6f) && near3(h.point, want, 1e-6f), "ray vs %s, %s: t %.9g (want %.9g), point (%g %g %g)",
                  shape, w->what, h.t, w->t, h.point.x, h.point.y, h.point.z);
        }
        if (!hit) CHECK(same_hit(h), "ray vs %s, %s: a miss wrote the hit", shape, w->what);
        CHECK(ray((isect_ray){w->p, w->d}, c, NULL) == hit, "ray vs %s, %s: NULL hit", shape, w->what);
        /* the same ray with d scaled by 1e-20 and 1e20: t scales inversely, the verdict stays */
        for (int k = 0; k < 2; k++) {
            float s = k ? 1e20f : 1e-20f;
            isect_hit hs = SENTINEL;
            bool hits = ray((isect_ray){w->p, glms_vec3_scale(w->d, s)}, c, &hs);
            CHECK(hits == hit && (!hit || near(hs.t * s, h.t, 1e-6f)), "ray vs %s, %s: |d| scaled by %g: %d, t %g", shape,
                  w->what, s, hits, hs.t);
        }
        /* as a segment twice as long as d: t halves */
        isect_segment sg = {w->p, glms_vec3_muladds(w->d, 2, w->p)};
        h = SENTINEL;
        bool shit = seg(sg, c, &h);
        bool swant = w->hit && w->t <= 2;
        CHECK(shit == swant, "segment vs %s, %s: %s", shape, w->what, shit ? "hit" : "miss");
        if (shit && swant) CHECK(near(h.t, w->t / 2, 1e-6f), "segment vs %s, %s: t %.9g (want %.9g)", shape, w->what, h.t, w->t / 2);
        /* ending exactly at the entry (the segment touches the shape with its end), and 0.001 short */
        if (w->hit && w->t > 0) {
            vec3s end = glms_vec3_muladds(w->d, w->t, w->p);
            h = SENTINEL;
            CHECK(seg((isect_segment){w->p, end}, c, &h) && near(h.t, 1, 1e-6f), "segment vs %s, %s, ending on it: t %g", shape,
                  w->what, h.t);
            vec3s dir = glms_vec3_normalize(w->d);
            vec3s short_end = glms_vec3_sub(end, glms_vec3_scale(dir, 0.001f));
            if (w->t * glms_vec3_norm(w->d) > 0.002f)
                CHECK(!seg((isect_segment){w->p, short_end}, c, NULL), "segment vs %s, %s, ending 0.001 short", shape, w->what);
        }
    }
}

static bool ray_cyl(isect_ray r, const void *c, isect_hit *h) { return isect_ray_cylinder(r, *(const isect_cylinder *)c, h); }
static bool seg_cyl(isect_segment s, const void *c, isect_hit *h) { return isect_segment_cylinder(s, *(const isect_cylinder *)c, h); }
static bool ray_cap(isect_ray r, const void *c, isect_hit *h) { return isect_ray_capsule(r, *(const isect_capsule *)c, h); }
static bool seg_cap(isect_segment s, const void *c, isect_hit *h) { return isect_segment_capsule(s, *(const isect_capsule *)c, h); }

/* The axis from (0, 0, 0) to (0, 0, 4), radius 1, and each row against it. */
static void test_cylinder_table(void)
{
    static const row rows[] = {
        {"through the side", {{-5, 0, 2}}, {{1, 0, 0}}, true, 4},
        {"through the side, |d| = 2", {{-5, 0, 2}}, {{2, 0, 0}}, true, 2},
        {"tangent to the side", {{-5, 1, 2}}, {{1, 0, 0}}, true, 5},
        {"0.001 off the side", {{-5, 1.001f, 2}}, {{1, 0, 0}}, false, 0},
        {"through the cap at b", {{0.5f, 0, 10}}, {{0, 0, -1}}, true, 6},
        {"through the cap at a", {{0.5f, 0.5f, -3}}, {{0, 0, 0.5f}}, true, 6},
        {"along the rim, parallel to the axis", {{1, 0, 10}}, {{0, 0, -1}}, true, 6},
        {"parallel, 0.001 outside the rim", {{1.001f, 0, 10}}, {{0, 0, -1}}, false, 0},
        {"parallel, moving away from the cap", {{0.5f, 0, 10}}, {{0, 0, 1}}, false, 0},
        {"through the rim at an angle", {{-2, 0, 6}}, {{1, 0, -2}}, true, 1},
        {"in the cap's plane", {{-5, 0, 4}}, {{1, 0, 0}}, true, 4},
        {"0.001 above the cap's plane", {{-5, 0, 4.001f}}, {{1, 0, 0}}, false, 0},
        {"0.001 below the plane of a", {{-5, 0, -0.001f}}, {{1, 0, 0}}, false, 0},
        {"over the cap, where a capsule's sphere is", {{-5, 0, 4.5f}}, {{1, 0, 0}}, false, 0},
        {"start inside", {{0.2f, 0.3f, 1}}, {{0.3f, -1, 7}}, true, 0},
        {"start on the side, leaving", {{1, 0, 2}}, {{1, 0, 0}}, true, 0},
        {"start on the cap, leaving", {{0, 0.5f, 4}}, {{0, 0, 1}}, true, 0},
        {"start on the rim", {{0, -1, 0}}, {{0, -1, -1}}, true, 0},
        {"outside, moving away", {{-5, 0, 2}}, {{-1, 0, 0}}, false, 0},
        {"d = 0 inside", {{0, 0.5f, 3}}, {{0, 0, 0}}, true, 0},
        {"d = 0 outside", {{0, 1.5f, 3}}, {{0, 0, 0}}, false, 0},
        {"d = 0 just past the cap", {{0, 0, 4.001f}}, {{0, 0, 0}}, false, 0},
        {"skew, passing the side", {{-5, -5, 1}}, {{1, 1, 0.25f}}, true, 4.29289341f},
    };
    isect_cylinder c = {{{{0, 0, 0}}, {{0, 0, 4}}}, 1};
    run_rows("cylinder", rows, (int)(sizeof rows / sizeof rows[0]), ray_cyl, seg_cyl, &c);
    /* the axis reversed: the same shape */
    isect_cylinder rev = {{{{0, 0, 4}}, {{0, 0, 0}}}, 1};
    run_rows("cylinder (axis reversed)", rows, (int)(sizeof rows / sizeof rows[0]), ray_cyl, seg_cyl, &rev);

    /* Degenerate cylinders. */
    isect_ray down = {{{0, 0, 10}}, {{0, 0, -1}}};
    isect_hit h = SENTINEL;
    CHECK(!isect_ray_cylinder(down, (isect_cylinder){c.axis, -1}, &h) && same_hit(h), "negative radius");
    CHECK(!isect_ray_cylinder((isect_ray){{{0, 0, 2}}, {{1, 0, 0}}}, (isect_cylinder){c.axis, -0.001f}, NULL), "negative radius, p on the axis");
    CHECK(isect_ray_cylinder(down, (isect_cylinder){c.axis, 0}, &h) && h.t == 6, "r = 0: the segment, along it (t %g)", h.t);
    CHECK(isect_ray_cylinder((isect_ray){{{0, 0, 2}}, {{1, 0, 0}}}, (isect_cylinder){c.axis, 0}, &h) && h.t == 0,
          "r = 0: starting on it");
    CHECK(!isect_ray_cylinder((isect_ray){{{0.001f, 0, 10}}, {{0, 0, -1}}}, (isect_cylinder){c.axis, 0}, NULL), "r = 0: 0.001 beside it");
    CHECK(!isect_ray_cylinder(down, (isect_cylinder){{{{0, 0, 2}}, {{0, 0, 2}}}, 1}, NULL), "a = b: no cylinder");
    CHECK(!isect_ray_cylinder((isect_ray){{{0, 0, 2}}, {{0, 0, 0}}}, (isect_cylinder){{{{0, 0, 2}}, {{0, 0, 2}}}, 1}, NULL),
          "a = b: not even its centre");
    /* A very short cylinder is a thin disc. */
    CHECK(isect_ray_cylinder(down, (isect_cylinder){{{{0, 0, 2}}, {{0, 0, 2 + 0x1p-20f}}}, 1}, &h) && near(h.t, 8 - 0x1p-20f, 1e-7f),
          "a disc 2^-20 thick: t %.9g", h.t);
    CHECK(isect_ray_cylinder((isect_ray){{{-5, 0, 2}}, {{1, 0, 0}}}, (isect_cylinder){{{{0, 0, 2}}, {{0, 0, 2 + 0x1p-20f}}}, 1}, &h) &&
          h.t == 4, "the disc edge on: t %g", h.t);
    /* NaN in any field of the ray or the cylinder: miss, nothing written. */
    for (int k = 0; k < 13; k++) {
        isect_ray r = {{{-5, 0, 2}}, {{1, 0, 0}}};
        isect_cylinder cc = c;
        float *f = k < 3 ? &r.p.raw[k] : k < 6 ? &r.d.raw[k - 3] : k < 9 ? &cc.axis.a.raw[k - 6] : k < 12 ? &cc.axis.b.raw[k - 9] : &cc.r;
        *f = NAN;
        h = SENTINEL;
        CHECK(!isect_ray_cylinder(r, cc, &h) && same_hit(h), "ray-cylinder: NaN in field %d", k);
        CHECK(!isect_segment_cylinder((isect_segment){r.p, glms_vec3_add(r.p, r.d)}, cc, NULL), "segment-cylinder: NaN in field %d", k);
    }
    /* Infinite input: defined, no promise on the answer. */
    volatile bool sink = isect_ray_cylinder((isect_ray){{{INFINITY, 0, 0}}, {{1, 0, 0}}}, c, &h);
    sink = isect_segment_cylinder((isect_segment){{{0, 0, 0}}, {{0, -INFINITY, 1}}}, c, &h);
    sink = isect_ray_cylinder(down, (isect_cylinder){{{{0, 0, 0}}, {{0, 0, INFINITY}}}, INFINITY}, &h);
    (void)sink;
}

static void test_capsule_table(void)
{
    static const row rows[] = {
        {"through the side", {{-5, 0, 2}}, {{1, 0, 0}}, true, 4},
        {"tangent to the side", {{-5, 1, 2}}, {{1, 0, 0}}, true, 5},
        {"0.001 off the side", {{-5, 1.001f, 2}}, {{1, 0, 0}}, false, 0},
        {"down the axis into the sphere at b", {{0, 0, 10}}, {{0, 0, -1}}, true, 5},
        {"up the axis into the sphere at a, |d| = 4", {{0, 0, -9}}, {{0, 0, 4}}, true, 2},
        {"into the sphere at b off the axis", {{0.6f, 0, 10}}, {{0, 0, -1}}, true, 5.2f},
        {"along the side line: tangent to the sphere at b", {{1, 0, 10}}, {{0, 0, -1}}, true, 6},
        {"parallel, 0.001 outside", {{1.001f, 0, 10}}, {{0, 0, -1}}, false, 0},
        {"over the sphere at b, touching its top", {{-5, 0, 5}}, {{1, 0, 0}}, true, 5},
        {"0.001 over the top", {{-5, 0, 5.001f}}, {{1, 0, 0}}, false, 0},
        {"touching the sphere at a from below, diagonally", {{-3, 0, -4}}, {{0.6f, 0, 0.8f}}, true, 4},
        {"in the plane of b's cap", {{-5, 0, 4}}, {{1, 0, 0}}, true, 4},
        {"start inside the cylinder part", {{0.2f, 0.3f, 1}}, {{0.3f, -1, 7}}, true, 0},
        {"start inside the sphere at b, past the cap", {{0.1f, 0, 4.5f}}, {{0, 0, 1}}, true, 0},
        {"start on the sphere at a, leaving", {{0, 0, -1}}, {{0, 0, -1}}, true, 0},
        {"outside, moving away", {{0, 0, 6}}, {{0, 0, 1}}, false, 0},
        {"d = 0 inside the sphere at a", {{0.5f, 0, -0.5f}}, {{0, 0, 0}}, true, 0},
        {"d = 0 outside, beside a", {{0.8f, 0, -0.8f}}, {{0, 0, 0}}, false, 0},
    };
    isect_capsule c = {{{{0, 0, 0}}, {{0, 0, 4}}}, 1};
    run_rows("capsule", rows, (int)(sizeof rows / sizeof rows[0]), ray_cap, seg_cap, &c);
    isect_capsule rev = {{{{0, 0, 4}}, {{0, 0, 0}}}, 1};
    run_rows("capsule (axis reversed)", rows, (int)(sizeof rows / sizeof rows[0]), ray_cap, seg_cap, &rev);

    isect_ray down = {{{0, 0, 10}}, {{0, 0, -1}}};
    isect_hit h = SENTINEL, hs = SENTINEL;
    CHECK(!isect_ray_capsule(down, (isect_capsule){c.axis, -1}, &h) && same_hit(h), "negative radius");
    CHECK(!isect_segment_capsule((isect_segment){{{0, 0, 1}}, {{0, 0, 2}}}, (isect_capsule){c.axis, -0.5f}, NULL), "negative radius, inside");
    CHECK(isect_ray_capsule(down, (isect_capsule){c.axis, 0}, &h) && h.t == 6, "r = 0: the segment, along it (t %g)", h.t);
    CHECK(!isect_ray_capsule((isect_ray){{{0.001f, 0, 10}}, {{0, 0, -1}}}, (isect_capsule){c.axis, 0}, NULL), "r = 0: beside it");
    /* a = b: the sphere, exactly as isect_ray_sphere and isect_segment_sphere */
    isect_capsule ball = {{{{0, 0, 2}}, {{0, 0, 2}}}, 1};
    bool hit = isect_ray_capsule(down, ball, &h), want = isect_ray_sphere(down, (isect_sphere){{{0, 0, 2}}, 1}, &hs);
    CHECK(hit && want && h.t == hs.t && h.t == 7, "a = b: the sphere (t %g)", h.t);
    isect_segment sg = {{{-3, 1, 2}}, {{3, 1, 2}}};
    h = hs = SENTINEL;
    hit = isect_segment_capsule(sg, ball, &h), want = isect_segment_sphere(sg, (isect_sphere){{{0, 0, 2}}, 1}, &hs);
    CHECK(hit && want && h.t == hs.t && h.t == 0.5f, "a = b: tangent segment (t %g)", h.t);
    for (int k = 0; k < 13; k++) {
        isect_ray r = {{{-5, 0, 2}}, {{1, 0, 0}}};
        isect_capsule cc = c;
        float *f = k < 3 ? &r.p.raw[k] : k < 6 ? &r.d.raw[k - 3] : k < 9 ? &cc.axis.a.raw[k - 6] : k < 12 ? &cc.axis.b.raw[k - 9] : &cc.r;
        *f = NAN;
        h = SENTINEL;
        CHECK(!isect_ray_capsule(r, cc, &h) && same_hit(h), "ray-capsule: NaN in field %d", k);
        CHECK(!isect_segment_capsule((isect_segment){r.p, glms_vec3_add(r.p, r.d)}, cc, NULL), "segment-capsule: NaN in field %d", k);
    }
    volatile bool sink = isect_ray_capsule((isect_ray){{{INFINITY, 0, 0}}, {{1, 0, 0}}}, c, &h);
    sink = isect_segment_capsule((isect_segment){{{0, 0, 0}}, {{0, -INFINITY, 1}}}, c, &h);
    (void)sink;
}

/* ---- random cases -------------------------------------------------------------------------- */

static float rng_log(rng *r, float lo, float hi) { return powf(10.0f, rng_float(r, lo, hi)); }
/* A multiple of 1/64 in [-lo, lo]. */
static float dyadic(rng *r, float lo) { return floorf(rng_float(r, -lo, lo) * 64.0f) / 64.0f; }

/* A unit vector perpendicular to u. */
static vec3s perpendicular(rng *r, vec3s u)
{
    for (;;) {
        vec3s w = glms_vec3_cross(u, rng_unit(r));
        float l = glms_vec3_norm(w);
        if (l > 0.1f) return glms_vec3_divs(w, l);
    }
}

enum { GENERAL, PARALLEL, NEAR_PARALLEL, INSIDE, EXACT, EXACT_APART, DEGENERATE, LONG_D, RIM, KINDS };
static const char *const kind_name[KINDS] = {"aimed near the shape", "parallel to the axis", "nearly parallel (1e-7 .. 1e-1)",
                                             "starting inside", "touching exactly (dyadic)", "0.001 apart (dyadic)",
                                             "r = 0, a = b, d = 0, r < 0", "|d| from 1e-30 to 1e30",
                                             "into the rim, on through the inside"};

typedef struct rcase {
    vec3s p, d;
    isect_segment axis;
    float r;
    int kind;
    bool exact;          /* the exact answer is known: hit at t_exact (capsule and cylinder alike) */
    float t_exact;
    bool cyl_hits;       /* for EXACT: whether the cylinder is touched too (the sphere top is not) */
    float reach;         /* a length of the scene (the start's distance to the shape): segments run
                          * from p over 0 to 2 reaches */
} rcase;

/* An exactly touching case on an axis-aligned dyadic shape: a ray tangent to the side, along the
 * rim, in a cap's plane, or (capsule only) over the top of an end sphere; apart: moved 0.001 S
 * away from the shape. */
static void exact_case(rng *r, rcase *k, bool apart, float S)
{
    int ax = (int)(rng_next(r) % 3), bx = (ax + 1) % 3, cx = (ax + 2) % 3;
    vec3s c = V(dyadic(r, 2), dyadic(r, 2), dyadic(r, 2));
    float h = 0.25f + fabsf(dyadic(r, 1)), rad = 0.25f + fabsf(dyadic(r, 1)), sgn = (rng_next(r) & 1) ? 1.0f : -1.0f;
    vec3s a = c, b = c;
    a.raw[ax] -= sgn * h, b.raw[ax] += sgn * h;
    vec3s p = c, d = GLMS_VEC3_ZERO, touch = c;
    float dist = 2 + fabsf(dyadic(r, 2)), off = 0.001f;
    int how = (int)(rng_next(r) % 4);
    k->cyl_hits = true;
    switch (how) {
    case 0:   /* tangent to the side at axial s, across along bx, touching at +rad along cx */
        touch.raw[ax] += dyadic(r, 1) * h, touch.raw[cx] += rad;
        p = touch, p.raw[bx] -= dist, d.raw[bx] = 1;
        if (apart) p.raw[cx] += off;
        break;
    case 1:   /* along the rim, parallel to the axis, from beyond b: touches the rim at b */
        touch = b, touch.raw[bx] += rad;
        p = touch, p.raw[ax] += sgn * dist, d.raw[ax] = -sgn;
        if (apart) p.raw[bx] += off;
        break;
    case 2:   /* in b's cap plane, across through the axis: enters at the rim */
        touch = b, touch.raw[bx] -= rad;
        p = touch, p.raw[bx] -= dist, d.raw[bx] = 1;
        if (apart) p.raw[ax] += sgn * off;
        break;
    default:  /* over the top of the sphere at b (the capsule's; the cylinder is not touched) */
        touch = b, touch.raw[ax] += sgn * rad;
        p = touch, p.raw[bx] -= dist, d.raw[bx] = 1;
        if (apart) p.raw[ax] += sgn * off;
        k->cyl_hits = false;
        break;
    }
    float ds = powf(2.0f, (float)((int)rng_float(r, -4, 5)));   /* |d| a power of two: t stays exact */
    k->p = glms_vec3_scale(p, S), k->d = glms_vec3_scale(d, ds * S);
    k->axis = (isect_segment){glms_vec3_scale(a, S), glms_vec3_scale(b, S)};
    k->r = rad * S;
    k->exact = !apart;
    k->t_exact = dist / ds;
    k->reach = dist * S;
}

static void random_case(rng *r, int i, rcase *k)
{
    static const int kinds[20] = {GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, PARALLEL, PARALLEL, NEAR_PARALLEL,
                                  NEAR_PARALLEL, INSIDE, INSIDE, EXACT, EXACT, EXACT_APART, EXACT_APART, DEGENERATE,
                                  LONG_D, RIM, GENERAL};
    float S = rng_log(r, -2, 2);
    *k = (rcase){.kind = kinds[i % 20]};
    if (k->kind == EXACT || k->kind == EXACT_APART) {
        /* S a power of two keeps the dyadic coordinates exact */
        exact_case(r, k, k->kind == EXACT_APART, powf(2.0f, (float)((int)rng_float(r, -6, 7))));
        return;
    }
    vec3s a = glms_vec3_scale(rng_vec3(r, -1, 1), S), b = glms_vec3_scale(rng_vec3(r, -1, 1), S);
    float rad = S * rng_float(r, 0.05f, 1);
    vec3s w = glms_vec3_sub(b, a), u = glms_vec3_normalize(w), side = perpendicular(r, u);
    /* a point near the shape: on the axis line at s in [-0.3, 1.3] of it, off by up to 1.5 r */
    vec3s aim = glms_vec3_add(glms_vec3_lerp(a, b, rng_float(r, -0.3f, 1.3f)), glms_vec3_scale(side, rad * rng_float(r, 0, 1.5f)));
    vec3s p = glms_vec3_scale(rng_vec3(r, -3, 3), S);
    vec3s d = glms_vec3_sub(aim, p);
    switch (k->kind) {
    case PARALLEL: {   /* d = 2^j (b - a) exactly, from beyond either end or beside */
        p = glms_vec3_add(glms_vec3_lerp(a, b, rng_float(r, -1.5f, 2.5f)), glms_vec3_scale(side, rad * rng_float(r, 0, 1.5f)));
        d = glms_vec3_scale(w, powf(2.0f, (float)((int)rng_float(r, -3, 4))) * ((rng_next(r) & 1) ? 1 : -1));
        break;
    }
    case NEAR_PARALLEL: {
        p = glms_vec3_add(glms_vec3_lerp(a, b, rng_float(r, -1.5f, 2.5f)), glms_vec3_scale(side, rad * rng_float(r, 0, 1.5f)));
        float ang = rng_log(r, -7, -1);
        d = glms_vec3_add(glms_vec3_scale(u, cosf(ang) * ((rng_next(r) & 1) ? 1 : -1)), glms_vec3_scale(perpendicular(r, u), sinf(ang)));
        break;
    }
    case INSIDE:
        p = glms_vec3_add(glms_vec3_lerp(a, b, rng_float(r, 0.02f, 0.98f)), glms_vec3_scale(side, rad * rng_float(r, 0, 0.95f)));
        d = glms_vec3_scale(rng_unit(r), S);
        break;
    case DEGENERATE:
        switch (i / 20 % 4) {
        case 0: rad = 0; break;
        case 1: b = a; break;
        case 2: d = GLMS_VEC3_ZERO, p = glms_vec3_lerp(p, aim, rng_float(r, 0.5f, 1)); break;
        default: rad = -rad; break;
        }
        break;
    case LONG_D:
        d = glms_vec3_scale(d, rng_log(r, -30, 30));
        break;
    case RIM: {   /* at a point of a cap's rim (to rounding), from outside, heading inward and along */
        bool at_b = rng_next(r) & 1;
        aim = glms_vec3_add(at_b ? b : a, glms_vec3_scale(side, rad));
        vec3s in = glms_vec3_add(glms_vec3_scale(side, -rng_float(r, 0.2f, 1)), glms_vec3_scale(u, (at_b ? -1 : 1) * rng_float(r, 0.2f, 1)));
        p = glms_vec3_sub(aim, glms_vec3_scale(in, S * rng_float(r, 0.5f, 3)));
        d = glms_vec3_scale(in, rng_log(r, -3, 3));
        break;
    }
    default:
        d = glms_vec3_scale(d, rng_log(r, -3, 3));
        if (rng_float(r, 0, 1) < 0.1f) d = glms_vec3_negate(d);
        break;
    }
    k->p = p, k->d = d, k->axis = (isect_segment){a, b}, k->r = rad;
    k->reach = glms_vec3_distance(p, aim) + S;
}

typedef struct tally {
    long cases, hits, band, bad, tbad, kind_bad[KINDS], kind_cases[KINDS], kind_band[KINDS], exact, exact_bad, same_sphere_bad;
    double worst_t;
} tally;

/* One function on one case: ray (seg = false: p + t d, t >= 0) or segment p .. p + len d. */
static void check_case(tally *y, const rcase *k, bool seg, bool flat, rng *r)
{
    float dn = glms_vec3_norm(k->d), len = seg && dn > 0 ? rng_float(r, 0, 2) * k->reach / dn : 0;
    vec3s end = glms_vec3_muladds(k->d, len, k->p);
    isect_segment s = {k->p, end};
    dvec p = dv(k->p), d = seg ? dsub(dv(end), p) : dv(k->d);
    double tmax = seg ? 1 : INFINITY;
    isect_hit h = SENTINEL;
    bool got;
    if (flat) {
        isect_cylinder c = {k->axis, k->r};
        got = seg ? isect_segment_cylinder(s, c, &h) : isect_ray_cylinder((isect_ray){k->p, k->d}, c, &h);
    } else {
        isect_capsule c = {k->axis, k->r};
        got = seg ? isect_segment_capsule(s, c, &h) : isect_ray_capsule((isect_ray){k->p, k->d}, c, &h);
        if (glms_vec3_eqv(k->axis.a, k->axis.b)) {   /* a = b: exactly the sphere test */
            isect_hit hs = SENTINEL;
            isect_sphere sp = {k->axis.a, k->r};
            bool want = seg ? isect_segment_sphere(s, sp, &hs) : isect_ray_sphere((isect_ray){k->p, k->d}, sp, &hs);
            y->same_sphere_bad += want != got || memcmp(&h, &hs, sizeof h) != 0;
        }
    }
    y->cases++, y->kind_cases[k->kind]++;
    y->hits += got;
    double M = fmax(fmax(absmax(k->p), absmax(k->axis.a)), fmax(absmax(k->axis.b), fabs(k->r)));
    if (seg) M = fmax(M, absmax(end));
    double g = BAND * M, dl = dlen(d);
    double (*oracle)(dvec, dvec, double, isect_segment, double, double) = flat ? o_cylinder : o_capsule;
    double t_grow = oracle(p, d, tmax, k->axis, k->r, g), t_shrink = oracle(p, d, tmax, k->axis, k->r, -g);
    bool bad = false;
    if (!got && !same_hit(h)) bad = true;
    if (k->kind == EXACT && (!flat || k->cyl_hits) && (!seg || len >= k->t_exact)) {
        /* touching exactly: a hit at the exact t (a segment, at t_exact / len) */
        double want = seg ? k->t_exact / len : k->t_exact;
        y->exact++;
        bool ok = got && fabs(h.t - want) <= 4 * FLT_EPSILON * want;
        y->exact_bad += !ok, bad |= !ok;
    } else if (t_grow < INFINITY && t_shrink < INFINITY) {
        if (!got) bad = true;
        else {
            /* between the grown and the shrunk shape's entries, to t's own rounding */
            double slack = 16 * FLT_EPSILON * (t_shrink + (dl > 0 ? M / dl : 0));
            double err = h.t < t_grow ? t_grow - h.t : h.t > t_shrink ? h.t - t_shrink : 0;
            y->worst_t = fmax(y->worst_t, err / slack);
            if (err > slack) y->tbad++, bad = true;
        }
    } else if (t_grow == INFINITY && t_shrink == INFINITY) {
        bad |= got;
    } else {
        y->band++, y->kind_band[k->kind]++;
        if (got && !(h.t >= t_grow - 16 * FLT_EPSILON * (t_grow + (dl > 0 ? M / dl : 0)))) y->tbad++, bad = true;
    }
    if (got) {   /* the point is p + t d */
        dvec want = dadd(p, dscale(d, h.t));
        if (!(ddist(dv(h.point), want) <= 4 * FLT_EPSILON * (dlen(p) + h.t * dl) + 1e-30)) bad = true;
    }
    if (bad) {
        y->bad++;
        if (y->kind_bad[k->kind]++ < 3)
            fprintf(stderr, "%s-%s, %s: got %d t %.9g; grown %.9g, shrunk %.9g; p (%.9g %.9g %.9g) d (%.9g %.9g %.9g) "
                    "axis (%.9g %.9g %.9g)-(%.9g %.9g %.9g) r %.9g len %g\n", seg ? "segment" : "ray", flat ? "cylinder" : "capsule",
                    kind_name[k->kind], got, h.t, t_grow, t_shrink, k->p.x, k->p.y, k->p.z, k->d.x, k->d.y, k->d.z, k->axis.a.x,
                    k->axis.a.y, k->axis.a.z, k->axis.b.x, k->axis.b.y, k->axis.b.z, k->r, len);
    }
}

static void report(const char *name, const char *oracle, const tally *y)
{
    printf("%s: %ld cases vs %s (%.1f%% hit): %ld within the band of grazing, %ld disagreements, %ld hits with t "
           "outside the band (worst %.2g of the slack); %ld exact touches, %ld wrong\n", name, y->cases, oracle,
           100.0 * y->hits / y->cases, y->band, y->bad, y->tbad, y->worst_t, y->exact, y->exact_bad);
    for (int k = 0; k < KINDS; k++)
        printf("  %-32s %7ld cases, %ld in the band, %ld disagreements\n", kind_name[k], y->kind_cases[k], y->kind_band[k],
               y->kind_bad[k]);
    CHECK(y->bad == 0, "%s: %ld disagreements", name, y->bad);
    CHECK(y->same_sphere_bad == 0, "%s: %ld cases with a = b unlike the sphere test", name, y->same_sphere_bad);
    CHECK(y->band * 50 < y->cases, "%s: %ld in the band", name, y->band);
    CHECK(y->hits * 5 > y->cases && y->hits * 5 < 4 * y->cases, "%s: outcomes not mixed", name);
}

static void random_test(const char *name, const char *oracle, bool seg, bool flat, uint64_t seed)
{
    rng r = {seed}, r2 = {seed ^ 0x5E6u};
    tally y = {0};
    for (int i = 0; i < CASES; i++) {
        rcase k;
        random_case(&r, i, &k);
        check_case(&y, &k, seg, flat, &r2);
    }
    report(name, oracle, &y);
}

static void test_ray_cylinder_random(void)
{
    random_test("ray-cylinder", "slab and infinite cylinder clipped in double", false, true, 0xC71u);
}
static void test_segment_cylinder_random(void)
{
    random_test("segment-cylinder", "slab and infinite cylinder clipped in double", true, true, 0xC72u);
}
static void test_ray_capsule_random(void)
{
    random_test("ray-capsule", "clipped cylinder and two balls in double", false, false, 0xCA1u);
}
static void test_segment_capsule_random(void)
{
    random_test("segment-capsule", "clipped cylinder and two balls in double", true, false, 0xCA2u);
}

int main(void)
{
    RUN(test_cylinder_table);
    RUN(test_capsule_table);
    RUN(test_ray_cylinder_random);
    RUN(test_segment_cylinder_random);
    RUN(test_ray_capsule_random);
    RUN(test_segment_capsule_random);
    return check_summary();
}
