/* What the random tests of the contact variants share (tests/test_isect_contact*.c): a tally of
 * fuzz/contact_checks.h's verdicts per property and per kind of case, libccd's penetration as a
 * second oracle, and the distance along a direction at which two point sets' hulls stop
 * meeting, to build touching and nearly touching pairs. */
#ifndef ISECT_TEST_CONTACT_RANDOM_H
#define ISECT_TEST_CONTACT_RANDOM_H

#include "isect.h"
#include "check.h"
#include "ccd_oracle.h"
#include "../fuzz/contact_checks.h"

#define CONTACT_CASES 1000000
#define CONTACT_KINDS 8

/* libccd's depth against the true one, outside this band, 1e-4 of the shapes' size: its EPA
 * runs to a tolerance of 1e-6 of the size (ccd_oracle_penetration), MPR likewise, but EPA's
 * answers scatter to ~1e-4 (and some stop short: see tally_ccd). */
#define CCD_BAND 1e-4

typedef struct contact_tally {
    const char *name;
    const char *kind_name[CONTACT_KINDS];
    bool mpr;              /* libccd by MPR (spheres), else GJK + EPA */
    long cases, hits, measured, fails, fail[CF_KINDS], kind_cases[CONTACT_KINDS], kind_hits[CONTACT_KINDS],
        kind_fails[CONTACT_KINDS];
    double max_over;       /* largest (depth - true depth) / size */
    double max_exact;      /* largest |depth - documented depth| / M */
    long ccd, ccd_bad, ccd_none;   /* libccd: compared, disagreeing, no answer */
    long ccd_refuted;      /* libccd's answer refuted by the exact separating-axis test */
    double ccd_max;        /* largest |true depth - libccd's| / size */
} contact_tally;

/* Counts one checked case of kind k; size is the scale of the shapes (the larger one's). */
static void tally_add(contact_tally *y, int k, const contact_check *r, double size, const char *what)
{
    y->cases++, y->kind_cases[k]++;
    y->hits += r->hit, y->kind_hits[k] += r->hit;
    y->measured += r->measured;
    if (r->measured && size > 0) {
        y->max_over = dmax(y->max_over, (r->c.depth - r->truth) / size);
        y->max_exact = dmax(y->max_exact, fabs(r->c.depth - r->oracle) / (r->band > 0 ? r->band / CONTACT_BAND_REL : 1));
    }
    if (r->fail != CF_OK) {
        y->fails++, y->fail[r->fail]++;
        if (y->kind_fails[k]++ < 3)
            fprintf(stderr, "%s, %s: %s: %s\n  %s\n", y->name, y->kind_name[k], contact_fail_name[r->fail], r->why, what);
    }
}

/* The exact gap (double separating-axis test over a complete set of axes: > 0 apart, < 0 minus
 * the least overlap) of a pair after its second shape moves by `move`. */
typedef double (*gap_after_fn)(const void *pair, dvec move);

/* libccd's penetration of b into a (shapes sa, sb) against the true depth, on hits deeper than
 * the band (libccd 2.1's EPA has no answer for touching shapes). An answer outside the band is a
 * disagreement unless the exact test refutes it: libccd's own translation (depth along its
 * direction) leaves the shapes overlapping by more than the band (it stopped short), or, when
 * libccd's depth is the larger, ours (depth along our normal) separates them (libccd's is not the
 * least). libccd 2.1's EPA stops short on thin shapes: a box 6e-5 thick inside one 0.06 wide
 * gave 0.002568 for 0.002599. */
static void tally_ccd(contact_tally *y, const ccd_shape *sa, const ccd_shape *sb, const contact_check *r, double size,
                      gap_after_fn gap, const void *pair, const char *what)
{
    if (!r->hit || !r->measured || !(r->truth > CCD_BAND * size)) return;
    double d;
    vec3s dir;
    y->ccd++;
    if (!(y->mpr ? ccd_oracle_penetration_mpr : ccd_oracle_penetration)(sa, sb, size, &d, &dir)) {
        if (y->ccd_none++ < 3) fprintf(stderr, "%s: libccd finds no penetration, true depth %.9g\n  %s\n", y->name, r->truth, what);
        return;
    }
    const double band = CCD_BAND * size;
    if (fabs(d - r->truth) <= band) {
        y->ccd_max = dmax(y->ccd_max, fabs(d - r->truth) / size);
        return;
    }
    const bool refuted = d < r->truth ? gap(pair, dscale(dv(dir), d)) < -band
                                      : gap(pair, dscale(dv(r->c.normal), r->c.depth + band)) >= 0;
    if (refuted) y->ccd_refuted++;
    else y->ccd_max = dmax(y->ccd_max, fabs(d - r->truth) / size);
    if (!refuted && y->ccd_bad++ < 3)
        fprintf(stderr, "%s: libccd depth %.9g, true %.9g, ours %.9g\n  %s\n", y->name, d, r->truth, r->c.depth, what);
}

static void tally_print(const contact_tally *y)
{
    printf("%s: %ld cases (%.1f%% meet, %ld checked in full): %ld broken properties; depth - true depth at most "
           "%.3g of the size; |depth - documented depth| at most %.3g M; libccd (%s) on %ld hits: %ld beyond "
           "%g of the size (largest %.3g), %ld without an answer, %ld refuted by the exact test\n",
           y->name, y->cases, 100.0 * y->hits / y->cases, y->measured, y->fails, y->max_over, y->max_exact,
           y->mpr ? "MPR" : "GJK+EPA", y->ccd, y->ccd_bad, CCD_BAND, y->ccd_max, y->ccd_none, y->ccd_refuted);
    for (int k = 0; k < CONTACT_KINDS; k++)
        if (y->kind_name[k])
            printf("  %-44s %7ld cases, %5.1f%% meet, %ld broken\n", y->kind_name[k], y->kind_cases[k],
                   y->kind_cases[k] ? 100.0 * y->kind_hits[k] / y->kind_cases[k] : 0.0, y->kind_fails[k]);
    for (int f = 1; f < CF_KINDS; f++)
        if (y->fail[f]) printf("  %s: %ld\n", contact_fail_name[f], y->fail[f]);
    CHECK(y->fails == 0, "%s: %ld broken properties", y->name, y->fails);
    CHECK(y->ccd_bad == 0 && y->ccd_none == 0, "%s: libccd disagrees on %ld, has no answer on %ld", y->name, y->ccd_bad,
          y->ccd_none);
    CHECK(y->cases >= CONTACT_CASES, "%s: %ld cases", y->name, y->cases);
    CHECK(y->hits * 5 > y->cases && y->hits * 5 < 4 * y->cases, "%s: outcomes not mixed", y->name);
}

/* The translations b + s w (w any direction) at which the hulls of the point sets A and B meet,
 * by the separating axes L[0..nl-1] (a complete set for the pair: faces and edge crosses): on
 * each axis the projections overlap for s in an interval, and the hulls meet on the
 * intersection of those intervals, [*lo, *hi] (empty when lo > hi). Axes of zero length, or
 * perpendicular to w and overlapping, constrain nothing. */
static void meet_interval(const dvec *A, int na, const dvec *B, int nb, const dvec *L, int nl, dvec w, double *lo,
                          double *hi)
{
    *lo = -INFINITY, *hi = INFINITY;
    for (int k = 0; k < nl; k++) {
        const double len = dlen(L[k]);
        if (!(len > 0)) continue;
        const dvec u = dscale(L[k], 1 / len);
        double amin = INFINITY, amax = -INFINITY, bmin = INFINITY, bmax = -INFINITY;
        for (int i = 0; i < na; i++) amin = dmin(amin, ddot(u, A[i])), amax = dmax(amax, ddot(u, A[i]));
        for (int i = 0; i < nb; i++) bmin = dmin(bmin, ddot(u, B[i])), bmax = dmax(bmax, ddot(u, B[i]));
        /* overlap while bmin + s wu <= amax and bmax + s wu >= amin */
        const double wu = ddot(w, u);
        if (wu > 0) *hi = dmin(*hi, (amax - bmin) / wu), *lo = dmax(*lo, (amin - bmax) / wu);
        else if (wu < 0) *lo = dmax(*lo, (amax - bmin) / wu), *hi = dmin(*hi, (amin - bmax) / wu);
        else if (amax < bmin || bmax < amin) *lo = INFINITY, *hi = -INFINITY;
    }
}

/* The exact gap of two polytopes after B moves by `move`: the double separating-axis test over
 * their faces and edge crosses (oracles.h's o_sat), complete for boxes and triangles. */
static double gap_polytopes(const o_poly *A, o_poly B, dvec move)
{
    for (int i = 0; i < B.nv; i++) B.v[i] = dadd(B.v[i], move);
    return o_sat(A, &B, 0);
}

static dvec rng_dunit(rng *r) { vec3s u = rng_unit(r); return dv(u); }
static float rng_log(rng *r, float lo, float hi) { return powf(10.0f, rng_float(r, lo, hi)); }
static float dyadic(rng *r, float lo) { return floorf(rng_float(r, -lo, lo) * 64.0f) / 64.0f; }

/* Where a nearly touching case sits relative to touching: exactly there (in double, then
 * rounded to float), or 1e-3, 1e-6 of the size inside or outside. */
static double near_offset(rng *r, double size)
{
    static const double off[7] = {0, 1e-3, -1e-3, 1e-6, -1e-6, 1e-5, -1e-5};
    return off[rng_next(r) % 7] * size;
}

#endif
