/* Capsule vs AABB (capsule_aabb.c): hand-worked tables (touching a face, an edge and a corner
 * exactly, and 0.001 apart; degenerate capsules and boxes; NaN), then 1,000,000 seeded random
 * cases against the double-precision oracle of fuzz/oracles.h, o_dist_segment_aabb: the
 * distance from the axis point a + t (b - a) to the box (each coordinate clamped) minimised over
 * t by a golden-section search (it is convex in t), the ends t = 0 and 1 as candidates too. It
 * shares nothing with the library's slope bracketing but the clamp. A verdict is checked where
 * the oracle's distance D and the radius differ by more than the band, BAND FLT_EPSILON of the
 * magnitude M of the coordinates and the radius; within it either verdict is right (the cases
 * there are counted and must stay under 1% of those not built to touch or nearly). libccd's GJK
 * (the capsule as its two ends swept by r, tests/ccd_oracle.c) is a second oracle, outside a
 * wider band (1e-4 M + 1e-3: its tolerances are absolute) where its own tolerances decide. Cases built to touch exactly (dyadic: an end or
 * a parallel axis at distance r from a face, a 3-4-5 offset from an edge, a 2-3-6-7 offset from
 * a corner, the nearest point at t = 0.5) must meet, and the same 0.001 further apart must not.
 * Every case: the reversed axis gives the same verdict outside the band, and a capsule with
 * a = b gives isect_sphere_aabb's verdict exactly. */
#include "isect.h"
#include "check.h"
#include "dvec.h"
#include "ccd_oracle.h"
#include "../fuzz/oracles.h"

#include <float.h>
#include <string.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define CASES 1000000
#ifndef BAND
#define BAND (16.0 * FLT_EPSILON)
#endif

static float rng_log(rng *r, float lo, float hi) { return powf(10.0f, rng_float(r, lo, hi)); }
static int rng_int(rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }
static float dyadic(rng *r, float lo) { return floorf(rng_float(r, -lo, lo) * 8.0f) / 8.0f; }

static isect_capsule C(float ax, float ay, float az, float bx, float by, float bz, float r)
{
    return (isect_capsule){{V(ax, ay, az), V(bx, by, bz)}, r};
}

static isect_capsule reversed(isect_capsule c) { return (isect_capsule){{c.axis.b, c.axis.a}, c.r}; }

/* ---- hand-worked tables -------------------------------------------------------------------- */

static void test_table(void)
{
    const isect_aabb box = {V(0, 0, 0), V(4, 2, 6)};
    static const struct { const char *what; isect_capsule c; bool hit; } cases[] = {
        /* faces */
        {"an end touching the top face", {{{{2, 1, 8}}, {{2, 1, 12}}}, 2}, true},
        {"an end 0.001 above it", {{{{2, 1, 8}}, {{2, 1, 12}}}, 1.999f}, false},
        {"parallel to the top face, touching it", {{{{-1, 1, 7}}, {{5, 1, 7}}}, 1}, true},
        {"parallel to the top face, 0.001 above", {{{{-1, 1, 7.001f}}, {{5, 1, 7.001f}}}, 1}, false},
        {"parallel to a side face, its middle beside it", {{{{2, -3, -5}}, {{2, -3, 11}}}, 3}, true},
        {"that 0.001 off", {{{{2, -3.001f, -5}}, {{2, -3.001f, 11}}}, 3}, false},
        {"crossing above the top face, slanted, touching at its middle", {{{{-2, 1, 8}}, {{6, 1, 8}}}, 2}, true},
        /* an edge: the edge x = 4, y = 2 along z; the nearest point (7, 6) is 3-4-5 from it */
        {"across the edge, touching it (nearest at t = 0.5)", {{{{3, 9, 3}}, {{11, 3, 3}}}, 5}, true},
        {"across the edge, 0.001 apart", {{{{3, 9, 3}}, {{11, 3, 3}}}, 4.999f}, false},
        {"along the edge, touching it", {{{{7, 6, 1}}, {{7, 6, 5}}}, 5}, true},
        {"along the edge, 0.001 apart", {{{{7, 6, 1}}, {{7, 6, 5}}}, 4.999f}, false},
        {"along the edge line, past the box's end, 2-3-6 from its corner", {{{{6, 5, 12}}, {{6, 5, 20}}}, 7}, true},
        /* a corner: (4, 2, 6), offset (2, 3, 6) of length 7; the axis runs along (3, -2, 0) */
        {"past the corner, touching it (nearest at t = 0.5)", {{{{3, 7, 12}}, {{9, 3, 12}}}, 7}, true},
        {"past the corner, 0.001 apart", {{{{3, 7, 12}}, {{9, 3, 12}}}, 6.999f}, false},
        {"an end touching the corner", {{{{6, 5, 12}}, {{26, 35, 52}}}, 7}, true},
        {"an end 0.001 from the corner", {{{{6, 5, 12}}, {{26, 35, 52}}}, 6.999f}, false},
        /* through, inside, around */
        {"through the box", {{{{-5, -5, -5}}, {{10, 10, 10}}}, 0.5f}, true},
        {"wholly inside", {{{{1, 1, 1}}, {{3, 1, 5}}}, 0.25f}, true},
        {"the box inside the capsule", {{{{2, 1, 3}}, {{2, 1, 3}}}, 100}, true},
        {"r = 0 through a corner exactly", {{{{2, 0, 4}}, {{6, 4, 8}}}, 0}, true},
        {"r = 0 ending on a face", {{{{2, 1, 6}}, {{2, 1, 9}}}, 0}, true},
        {"r = 0 ending 0.001 above a face", {{{{2, 1, 6.001f}}, {{2, 1, 9}}}, 0}, false},
        {"a = b, a sphere touching a face", {{{{2, 1, 9}}, {{2, 1, 9}}}, 3}, true},
        {"a = b, 0.001 apart", {{{{2, 1, 9.001f}}, {{2, 1, 9.001f}}}, 3}, false},
        {"long, far away", {{{{-100, 50, 3}}, {{100, 50, 3}}}, 10}, false},
        {"negative radius", {{{{2, 1, 3}}, {{2, 1, 4}}}, -1}, false},
        {"NaN radius", {{{{2, 1, 3}}, {{2, 1, 4}}}, NAN}, false},
        {"infinite radius", {{{{200, 100, 300}}, {{200, 100, 400}}}, INFINITY}, true},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const isect_capsule c = cases[i].c;
        bool hit = isect_capsule_aabb(c, box);
        CHECK(hit == cases[i].hit, "capsule-aabb, %s: %s", cases[i].what, hit ? "meet" : "apart");
        CHECK(isect_capsule_aabb(reversed(c), box) == hit, "capsule-aabb, %s: the reversed axis differs", cases[i].what);
        CHECK(isect_capsule_aabb(c, isect_aabb_from_corners(box.max, box.min)) == hit, "capsule-aabb, %s: from_corners",
              cases[i].what);
    }

    /* Boxes: flat, a point, empty, NaN, slabs. */
    const isect_capsule c = C(-1, 1, 2, 5, 1, 2, 1);
    CHECK(isect_capsule_aabb(c, (isect_aabb){V(0, 0, 3), V(4, 2, 3)}), "a flat box touching from above");
    CHECK(!isect_capsule_aabb(c, (isect_aabb){V(0, 0, 3.001f), V(4, 2, 3.001f)}), "a flat box 0.001 above");
    CHECK(isect_capsule_aabb(c, (isect_aabb){V(2, 1, 1), V(2, 1, 1)}), "a point box on the surface");
    CHECK(!isect_capsule_aabb(c, (isect_aabb){V(2, 1, 0.999f), V(2, 1, 0.999f)}), "a point box 0.001 outside");
    CHECK(!isect_capsule_aabb(c, (isect_aabb){V(0, 0, 6), V(4, 2, 0)}), "an empty box (min.z > max.z)");
    for (int k = 0; k < 6; k++) {
        isect_aabb b = box;
        (k < 3 ? &b.min : &b.max)->raw[k % 3] = NAN;
        CHECK(!isect_capsule_aabb(c, b), "NaN in box field %d", k);
    }
    for (int k = 0; k < 6; k++) {
        isect_capsule d = c;
        (k < 3 ? &d.axis.a : &d.axis.b)->raw[k % 3] = NAN;
        CHECK(!isect_capsule_aabb(d, box), "NaN in axis coordinate %d", k);
    }
    const isect_aabb slab = {V(-INFINITY, -INFINITY, 3), V(INFINITY, INFINITY, 5)};
    CHECK(isect_capsule_aabb(C(1e6f, -1e6f, 0, 1e6f, -1e6f, 1, 2), slab), "a slab, touched from below");
    CHECK(!isect_capsule_aabb(C(1e6f, -1e6f, 0, 1e6f, -1e6f, 1, 1.999f), slab), "a slab, 0.001 below");
    CHECK(isect_capsule_aabb(C(0, 0, 0, 1, 1, 1, 0), (isect_aabb){V(-INFINITY, -INFINITY, -INFINITY), V(INFINITY, INFINITY, INFINITY)}),
          "all of space");
    CHECK(!isect_capsule_aabb(C(-8, 1, 2, -3, 1, 2, 2.999f), (isect_aabb){V(0, -INFINITY, -INFINITY), V(INFINITY, INFINITY, INFINITY)}),
          "a halfspace x >= 0, 0.001 apart");
    /* Scales: the same touching corner case at 1e-12 and at 1e12 (powers of two apart, so the
     * scaled values are exact). */
    for (int e = -40; e <= 40; e += 20) {
        float s = ldexpf(1, e);
        isect_aabb b = {glms_vec3_scale(box.min, s), glms_vec3_scale(box.max, s)};
        isect_capsule k = {{glms_vec3_scale(V(3, 7, 12), s), glms_vec3_scale(V(9, 3, 12), s)}, 7 * s};
        CHECK(isect_capsule_aabb(k, b), "corner touch at scale 2^%d", e);
        k.r = 6.999f * s;
        CHECK(!isect_capsule_aabb(k, b), "corner 0.001 apart at scale 2^%d", e);
    }
}

/* ---- random cases -------------------------------------------------------------------------- */

enum { GENERAL, R_EXACT, R_NEAR, THIN, FACE, EDGE, CORNER, FACE_APART, EDGE_APART, CORNER_APART, POINT, FLAT, SLAB, KINDS };
static const char *const kind_name[KINDS] = {
    "general, random radius", "radius = the oracle's distance", "radius 0.1% off the distance",
    "long (10-100 S), past an edge, r 1% off", "exact: touching a face",
    "exact: touching an edge", "exact: touching a corner", "0.001 from a face", "0.001 from an edge", "0.001 from a corner",
    "a = b (a sphere)", "a flat box", "a slab (infinite bounds)"};

typedef struct ccase { isect_capsule c; isect_aabb b; int kind; int must; } ccase;

/* A dyadic box and a capsule touching (or, apart, 0.001 S from) its face, edge or corner, in a
 * random orientation of the axes and signs: distances 1-1, 3-4-5 and 2-3-6-7 times a dyadic s. */
static void exact_case(rng *r, int kind, ccase *k)
{
    const float s = ldexpf(1, rng_int(r, 9) - 4);
    vec3s lo = glms_vec3_scale(V(dyadic(r, 64), dyadic(r, 64), dyadic(r, 64)), s);
    vec3s hi = glms_vec3_add(lo, glms_vec3_scale(V(1 + rng_int(r, 32), 1 + rng_int(r, 32), 1 + rng_int(r, 32)), s * 0.25f));
    k->b = (isect_aabb){lo, hi};
    int perm = rng_int(r, 3);
    int ax[3] = {perm, (perm + 1) % 3, (perm + 2) % 3};
    vec3s sg = V((rng_next(r) & 1) ? 1 : -1, (rng_next(r) & 1) ? 1 : -1, (rng_next(r) & 1) ? 1 : -1);
    /* the box's point q on the face/edge/corner (its bound on the first 1, 2 or 3 axes of ax,
     * dyadic in between elsewhere), the offset o from it, the axis direction d (perpendicular to
     * o, or for a face and an edge also along the feature), the radius */
    vec3s q, o = V(0, 0, 0), d = V(0, 0, 0);
    int feats = kind == FACE || kind == FACE_APART ? 1 : kind == EDGE || kind == EDGE_APART ? 2 : 3;
    for (int a = 0; a < 3; a++) q.raw[a] = lo.raw[a] + 0.125f * (float)rng_int(r, 9) * (hi.raw[a] - lo.raw[a]);
    for (int j = 0; j < feats; j++) q.raw[ax[j]] = sg.raw[ax[j]] > 0 ? hi.raw[ax[j]] : lo.raw[ax[j]];
    float m = s * (float)(1 + rng_int(r, 4)), rad;
    int along = rng_int(r, 3);
    if (feats == 1) {
        o.raw[ax[0]] = sg.raw[ax[0]] * m, rad = m;
        d.raw[ax[along == 0 ? 1 : along]] = s * (float)(1 + rng_int(r, 8));   /* parallel to the face */
        if (rng_next(r) & 1) d.raw[ax[0]] = sg.raw[ax[0]] * s * (float)rng_int(r, 8);   /* or slanted away */
    } else if (feats == 2) {
        o.raw[ax[0]] = sg.raw[ax[0]] * 3 * m, o.raw[ax[1]] = sg.raw[ax[1]] * 4 * m, rad = 5 * m;
        if (along) d.raw[ax[2]] = s * (float)(1 + rng_int(r, 8));                 /* along the edge */
        else d.raw[ax[0]] = sg.raw[ax[0]] * 4 * m, d.raw[ax[1]] = -sg.raw[ax[1]] * 3 * m;   /* across it */
    } else {
        o.raw[ax[0]] = sg.raw[ax[0]] * 2 * m, o.raw[ax[1]] = sg.raw[ax[1]] * 3 * m, o.raw[ax[2]] = sg.raw[ax[2]] * 6 * m;
        rad = 7 * m;
        d.raw[ax[0]] = sg.raw[ax[0]] * 3 * m, d.raw[ax[1]] = -sg.raw[ax[1]] * 2 * m;   /* perpendicular to (2, 3, 6) */
    }
    vec3s mid = glms_vec3_add(q, o);
    if (feats == 1 && d.raw[ax[0]] != 0) {   /* slanted away from the face: the nearest point is the end a */
        k->c = (isect_capsule){{mid, glms_vec3_add(mid, d)}, rad};
    } else {
        k->c = (isect_capsule){{glms_vec3_sub(mid, d), glms_vec3_add(mid, d)}, rad};
    }
    k->must = 1;
    if (kind == FACE_APART || kind == EDGE_APART || kind == CORNER_APART) k->c.r = rad - 0.001f * s, k->must = 0;
    if (rng_next(r) & 1) k->c = reversed(k->c);
}

static double box_mag(isect_aabb b)
{
    double m = 0;
    for (int k = 0; k < 3; k++) {
        if (isfinite(b.min.raw[k])) m = fmax(m, fabs(b.min.raw[k]));
        if (isfinite(b.max.raw[k])) m = fmax(m, fabs(b.max.raw[k]));
    }
    return m;
}

static double absmax(vec3s v) { return fmax(fabs(v.x), fmax(fabs(v.y), fabs(v.z))); }

static void random_case(rng *r, int i, ccase *k)
{
    static const int kinds[20] = {GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, R_EXACT, R_NEAR, R_NEAR, FACE, EDGE,
                                  CORNER, FACE_APART, EDGE_APART, CORNER_APART, POINT, FLAT, SLAB, THIN, R_NEAR};
    *k = (ccase){.kind = kinds[i % 20], .must = -1};
    if (k->kind >= FACE && k->kind <= CORNER_APART) {
        exact_case(r, k->kind, k);
        return;
    }
    const float S = rng_log(r, -3, 3);
    vec3s cb = glms_vec3_scale(rng_vec3(r, -5, 5), S);
    if (i % 7 == 0) cb = glms_vec3_scale(cb, 200);
    vec3s h = glms_vec3_scale(V(rng_log(r, -1, 0), rng_log(r, -1, 0), rng_log(r, -1, 0)), S);
    if (k->kind == FLAT) h.raw[rng_int(r, 3)] = 0;
    k->b = isect_aabb_from_center(cb, h);
    if (k->kind == SLAB) {
        int a = rng_int(r, 3);
        k->b.min.raw[a] = -INFINITY;
        if (rng_next(r) & 1) k->b.max.raw[a] = INFINITY;
    }
    vec3s c = glms_vec3_add(cb, glms_vec3_scale(rng_vec3(r, -2.5f, 2.5f), S));
    vec3s d = glms_vec3_scale(rng_unit(r), S * rng_log(r, -2, 0.5f));
    if (rng_next(r) % 8 == 0) d.raw[rng_int(r, 3)] = 0;             /* parallel to a pair of faces */
    if (rng_next(r) % 8 == 0) d = V(0, 0, 0), d.raw[rng_int(r, 3)] = S;  /* parallel to an axis */
    if (k->kind == POINT) d = V(0, 0, 0);
    if (k->kind == THIN) {   /* through a point just beside an edge of the box, long */
        int a = rng_int(r, 3);
        c = glms_vec3_add(k->b.max, glms_vec3_scale(rng_vec3(r, 0, 0.1f), S));
        c.raw[a] = cb.raw[a] + h.raw[a] * rng_float(r, -1.5f, 1.5f);
        d = glms_vec3_scale(rng_unit(r), S * rng_log(r, 1, 2));
    }
    k->c = (isect_capsule){{glms_vec3_sub(c, d), glms_vec3_add(c, d)}, S * rng_float(r, 0, 1.2f)};
    if (k->kind == R_EXACT || k->kind == R_NEAR || k->kind == THIN) {
        double D = o_dist_segment_aabb(dv(k->c.axis.a), dv(k->c.axis.b), k->b, NULL);
        double off = k->kind == THIN ? 1e-2 : 1e-3;
        k->c.r = (float)(k->kind == R_EXACT ? D : D * (1 + ((rng_next(r) & 1) ? off : -off)));
    }
}

static void test_random(void)
{
    rng r = {0xCA9A4BB5u};
    long cases = 0, hits = 0, band = 0, bad = 0, exact = 0, kc[KINDS] = {0}, kb[KINDS] = {0}, kbad[KINDS] = {0};
    long inner = 0, inner_band = 0, rev_bad = 0, sphere_bad = 0, gjk = 0, gjk_bad = 0, shown = 0;
    for (int i = 0; i < CASES; i++) {
        ccase k;
        random_case(&r, i, &k);
        bool got = isect_capsule_aabb(k.c, k.b);
        double D = o_dist_segment_aabb(dv(k.c.axis.a), dv(k.c.axis.b), k.b, NULL);
        double M = fmax(fmax(absmax(k.c.axis.a), absmax(k.c.axis.b)), box_mag(k.b)) + k.c.r, g = BAND * M;
        int o = k.must >= 0 ? k.must : D < k.c.r - g ? 1 : D > k.c.r + g ? 0 : -1;
        bool touch_kind = k.kind == R_EXACT || k.kind == R_NEAR || k.kind == THIN || (k.kind >= FACE && k.kind <= CORNER);
        cases++, hits += got, kc[k.kind]++, inner += !touch_kind;
        if (k.must >= 0) exact++;
        if (o < 0) {
            band++, kb[k.kind]++, inner_band += !touch_kind;
        } else if (got != (o == 1)) {
            bad++, kbad[k.kind]++;
            if (shown++ < 5)
                fprintf(stderr, "capsule-aabb (%s): got %d, want %d; D %.9g, r %.9g; axis (%.9g %.9g %.9g)-(%.9g %.9g %.9g), box "
                        "(%.9g %.9g %.9g)-(%.9g %.9g %.9g)\n", kind_name[k.kind], got, o, D, k.c.r, k.c.axis.a.x, k.c.axis.a.y,
                        k.c.axis.a.z, k.c.axis.b.x, k.c.axis.b.y, k.c.axis.b.z, k.b.min.x, k.b.min.y, k.b.min.z, k.b.max.x,
                        k.b.max.y, k.b.max.z);
        }
        if (o >= 0) rev_bad += isect_capsule_aabb(reversed(k.c), k.b) != (o == 1);
        /* a = b: isect_sphere_aabb's verdict, bit for bit */
        isect_capsule pt = {{k.c.axis.a, k.c.axis.a}, k.c.r};
        sphere_bad += isect_capsule_aabb(pt, k.b) != isect_sphere_aabb((isect_sphere){k.c.axis.a, k.c.r}, k.b);
        /* libccd's GJK: finite boxes and capsules above 0.1 in size (its tolerances are
         * absolute), outside its own band */
        vec3s ext = glms_vec3_sub(k.b.max, k.b.min);
        double gb = 1e-4 * M + 1e-3;
        if (k.kind != SLAB && fmaxf(ext.x, fmaxf(ext.y, ext.z)) >= 0.1f && k.c.r >= 0.1f && fabs(D - k.c.r) > gb) {
            ccd_shape a = {.pts = {k.c.axis.a, k.c.axis.b}, .count = 2, .radius = k.c.r}, bx = ccd_shape_aabb(k.b);
            bool want = D < k.c.r;
            gjk++;
            if (ccd_oracle_gjk(&a, &bx) != want && gjk_bad++ < 3)
                fprintf(stderr, "  GJK says %d, D %.9g, r %.9g (%s)\n", !want, D, k.c.r, kind_name[k.kind]);
        }
    }
    printf("capsule-aabb: %ld cases vs golden-section distance in double (%.1f%% meet): %ld within the band, %ld "
           "disagreements; %ld exact cases; %ld of the %ld cases not built to touch within the band; reversed axis differs "
           "%ld times; a = b unlike sphere-aabb %ld times; libccd GJK on %ld cases, %ld disagreements\n",
           cases, 100.0 * hits / cases, band, bad, exact, inner_band, inner, rev_bad, sphere_bad, gjk, gjk_bad);
    for (int q = 0; q < KINDS; q++)
        printf("  %-40s %7ld cases, %ld in the band, %ld disagreements\n", kind_name[q], kc[q], kb[q], kbad[q]);
    CHECK(bad == 0, "capsule-aabb: %ld disagreements", bad);
    CHECK(rev_bad == 0, "capsule-aabb: the reversed axis differs %ld times", rev_bad);
    CHECK(sphere_bad == 0, "capsule-aabb: a = b unlike isect_sphere_aabb %ld times", sphere_bad);
    CHECK(gjk_bad == 0, "capsule-aabb: %ld disagreements with GJK", gjk_bad);
    CHECK(inner_band * 100 < inner, "capsule-aabb: %ld in the band", inner_band);
    CHECK(hits * 5 > cases && hits * 5 < 4 * cases, "capsule-aabb: outcomes not mixed");
}

int main(void)
{
    RUN(test_table);
    RUN(test_random);
    return check_summary();
}
