/* Box against box (box.c): AABB–AABB against interval overlap; OBB–OBB against libccd's GJK
 * and a double-precision separating-axis test over the 15 normalised axes, which also sets the
 * band around touching that is counted and left out of the comparison. */
#include "isect.h"
#include "ccd_oracle.h"
#include "check.h"
#include "dvec.h"

#include <float.h>
#include <stdbool.h>

/* ---- double helpers (the oracles' arithmetic) ---------------------------------------- */

static float rng_log(rng *r, float lo, float hi)
{
    return expf(rng_float(r, logf(lo), logf(hi)));
}

static float ext(vec3s e, int i) { return i == 0 ? e.x : i == 1 ? e.y : e.z; }

/* Candidate axis k (0-14, numbered as isect_obb_obb_axis numbers them) in double, unnormalised. */
static dvec sat_axis(isect_obb a, isect_obb b, int k)
{
    if (k < 3) return dv(a.u[k]);
    if (k < 6) return dv(b.u[k - 3]);
    return dcross(dv(a.u[(k - 6) / 3]), dv(b.u[(k - 6) % 3]));
}

/* Projection of box b onto axis l (unnormalised): [centre - radius, centre + radius]. */
static void project(isect_obb b, dvec l, double *lo, double *hi)
{
    double c = ddot(dv(b.c), l), r = 0;
    for (int i = 0; i < 3; i++)
        r += ext(b.e, i) * fabs(ddot(dv(b.u[i]), l));
    *lo = c - r, *hi = c + r;
}

/* Double SAT over the 15 axes, unnormalised gaps g = |t·L| - r_a - r_b (positive: apart on L).
 * sep: some axis separates by more than tol even after the slack isect_obb_obb documents
 * (1e-5 times the half-extents each test pads), so a correct float test must say "apart".
 * meet: every axis overlaps by more than tol, so the boxes meet. Neither: the band.
 * *margin gets the largest normalised gap (the usual SAT distance estimate). */
static void sat_double(isect_obb a, isect_obb b, double tol, bool *sep, bool *meet, double *margin)
{
    const double eps = 1e-5;
    *sep = false, *meet = true, *margin = -INFINITY;
    double suma = a.e.x + a.e.y + a.e.z, sumb = b.e.x + b.e.y + b.e.z;
    for (int k = 0; k < 15; k++) {
        dvec l = sat_axis(a, b, k);
        double alo, ahi, blo, bhi;
        project(a, l, &alo, &ahi);
        project(b, l, &blo, &bhi);
        double g = fmax(blo - ahi, alo - bhi);
        double slack = k < 3 ? eps * sumb : k < 6 ? eps * suma
                     : eps * (suma - ext(a.e, (k - 6) / 3) + sumb - ext(b.e, (k - 6) % 3));
        if (g - slack > tol) *sep = true;
        if (g >= -tol) *meet = false;
        double len = dlen(l);
        if (len > 1e-6) *margin = fmax(*margin, g / len);
    }
}

/* ---- AABB vs AABB ---------------------------------------------------------------------- */

static void test_aabb_aabb_table(void)
{
    isect_aabb a = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    struct { vec3s p, q; bool hit; const char *what; } cases[] = {
        {{{1, 0, 0}}, {{2, 1, 1}}, true, "sharing a face"},
        {{{1, 1, 0}}, {{2, 2, 1}}, true, "sharing an edge"},
        {{{1, 1, 1}}, {{2, 2, 2}}, true, "sharing a corner"},
        {{{-1, -1, -1}}, {{0, 0, 0}}, true, "sharing the opposite corner"},
        {{{1.0000001f, 0, 0}}, {{2, 1, 1}}, false, "one float apart in x"},
        {{{0, -1, 0}}, {{1, -0.00000001f, 1}}, false, "just below in y"},
        {{{0.25f, 0.25f, 0.25f}}, {{0.5f, 0.5f, 0.5f}}, true, "inside"},
        {{{-5, -5, -5}}, {{5, 5, 5}}, true, "around"},
        {{{0.5f, 0.5f, 0.5f}}, {{0.5f, 0.5f, 0.5f}}, true, "point inside"},
        {{{1, 1, 1}}, {{1, 1, 1}}, true, "point on the corner"},
        {{{2, 0, 0}}, {{3, 1, 1}}, false, "apart in x"},
        {{{0, 0, 2}}, {{1, 1, 3}}, false, "apart in z"},
        {{{0.5f, -1, 0.5f}}, {{0.5f, 2, 0.5f}}, true, "a segment through"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        isect_aabb b = isect_aabb_from_corners(cases[i].p, cases[i].q);
        CHECK(isect_aabb_aabb(a, b) == cases[i].hit && isect_aabb_aabb(b, a) == cases[i].hit, "%s", cases[i].what);
    }
    for (int f = 0; f < 6; f++) {                 /* a NaN anywhere: no intersection */
        isect_aabb n = isect_aabb_from_center((vec3s){{0.5f, 0.5f, 0.5f}}, (vec3s){{9, 9, 9}});
        (f < 3 ? n.min.raw : n.max.raw)[f % 3] = NAN;
        CHECK(!isect_aabb_aabb(a, n) && !isect_aabb_aabb(n, a), "NaN in field %d", f);
    }
    /* A box with min > max on an axis is empty and meets nothing, as in every other test: the
     * two interval comparisons alone let the inverted x-interval [0.75, 0.25] overlap [0, 1]. */
    for (int k = 0; k < 3; k++) {
        isect_aabb inv = {{{0.25f, 0.25f, 0.25f}}, {{0.75f, 0.75f, 0.75f}}};
        float lo = inv.min.raw[k];
        inv.min.raw[k] = inv.max.raw[k], inv.max.raw[k] = lo;
        CHECK(!isect_aabb_aabb(a, inv) && !isect_aabb_aabb(inv, a), "inverted on axis %d, inside", k);
        CHECK(!isect_aabb_aabb(inv, inv), "inverted on axis %d, with itself", k);
        isect_aabb big = {{{-5, -5, -5}}, {{5, 5, 5}}};
        big.min.raw[k] = 5, big.max.raw[k] = -5;
        CHECK(!isect_aabb_aabb(a, big) && !isect_aabb_aabb(big, a), "inverted on axis %d, around", k);
    }
    isect_aabb ulp = a;
    ulp.min.y = nextafterf(ulp.max.y, 2);                        /* inverted by one float */
    CHECK(!isect_aabb_aabb(a, ulp) && !isect_aabb_aabb(ulp, a), "inverted by one float");
}

/* Boxes on a coarse grid (so exact touching is common) or anywhere; the oracle compares the
 * intervals in double, which is exact for float input: no band. */
static void test_aabb_aabb_random(void)
{
    rng r = {51};
    long cases = 0, wrong = 0, hits = 0, touching = 0;
    for (long i = 0; i < 1000000; i++) {
        vec3s p[4];
        for (int k = 0; k < 4; k++) {
            p[k] = rng_vec3(&r, -4, 4);
            if (i & 1)                                              /* on a half-unit grid */
                p[k] = (vec3s){{floorf(2 * p[k].x) / 2, floorf(2 * p[k].y) / 2, floorf(2 * p[k].z) / 2}};
        }
        isect_aabb a = isect_aabb_from_corners(p[0], p[1]), b = isect_aabb_from_corners(p[3], p[2]);
        if (i % 8 >= 6) a = (isect_aabb){p[0], p[1]};              /* raw: often inverted (empty) */
        if (i % 8 == 7) b = (isect_aabb){p[3], p[2]};
        bool got = isect_aabb_aabb(a, b), sym = isect_aabb_aabb(b, a);
        bool want = true, touch = false;
        for (int k = 0; k < 3; k++) {
            double amin = a.min.raw[k], amax = a.max.raw[k], bmin = b.min.raw[k], bmax = b.max.raw[k];
            /* the shared interval's length: negative when apart, or when either is inverted */
            double overlap = fmin(amax, bmax) - fmax(amin, bmin);
            want = want && overlap >= 0;
            touch = touch || overlap == 0;
        }
        cases++, hits += want, touching += want && touch;
        if (got != want || sym != want) {
            if (++wrong <= 5) fprintf(stderr, "aabb-aabb case %ld: got %d/%d, want %d\n", i, got, sym, want);
        }
    }
    printf("aabb-aabb: %ld cases vs double interval overlap, %ld disagreements, 0 in band "
           "(%ld intersecting, %ld of them touching exactly)\n", cases, wrong, hits, touching);
    CHECK(wrong == 0, "%ld disagreements", wrong);
    CHECK(hits * 5 > cases && hits * 5 < 4 * cases && touching > 1000, "outcomes not mixed");
}

static isect_obb random_obb(rng *r, vec3s c);

/* ---- OBB vs OBB: tables ---------------------------------------------------------------- */

static isect_obb obb_axes(vec3s c, vec3s e, vec3s u0, vec3s u1, vec3s u2)
{
    return (isect_obb){c, {u0, u1, u2}, e};
}

static const vec3s X = {{1, 0, 0}}, Y = {{0, 1, 0}}, Z = {{0, 0, 1}};

/* Axis-aligned and quarter-turned boxes are exact in float, so touching is exact: every pair of
 * face, edge and corner contacts must intersect. These are the parallel-edge cases: 6 of the 9
 * edge cross products are zero vectors. */
static void test_obb_obb_touching(void)
{
    const vec3s e1 = {{1, 1, 1}}, eh = {{0.5f, 0.5f, 0.5f}}, ew = {{2, 0.25f, 1}};
    const vec3s negx = {{-1, 0, 0}};
    isect_obb a = obb_axes((vec3s){{0, 0, 0}}, e1, X, Y, Z);
    struct { isect_obb b; bool hit; const char *what; } cases[] = {
        {obb_axes((vec3s){{1.5f, 0, 0}}, eh, X, Y, Z), true, "face on face"},
        {obb_axes((vec3s){{1.5f, 1.5f, 0}}, eh, X, Y, Z), true, "edge on edge"},
        {obb_axes((vec3s){{1.5f, 1.5f, 1.5f}}, eh, X, Y, Z), true, "corner on corner"},
        {obb_axes((vec3s){{2, 0, 0}}, e1, X, Y, Z), true, "equal boxes sharing a whole face"},
        {obb_axes((vec3s){{2, 2, 0}}, e1, X, Y, Z), true, "equal boxes sharing a whole edge"},
        {obb_axes((vec3s){{2, -2, 2}}, e1, X, Y, Z), true, "equal boxes sharing a corner"},
        {obb_axes((vec3s){{0, 0, 0}}, e1, X, Y, Z), true, "identical boxes"},
        {obb_axes((vec3s){{0.5f, 0.25f, -0.5f}}, e1, X, Y, Z), true, "same orientation, deep overlap"},
        {obb_axes((vec3s){{1.25f, 0, 0}}, ew, Y, negx, Z), true, "quarter turn, face on face"},
        {obb_axes((vec3s){{1.25f, 3, 0}}, ew, Y, negx, Z), true, "quarter turn, edge on edge"},
        {obb_axes((vec3s){{1.25f, 3, 2}}, ew, Y, negx, Z), true, "quarter turn, corner on corner"},
        {obb_axes((vec3s){{0, 2, 1}}, ew, Z, X, Y), true, "axes permuted, face on face"},
        {obb_axes((vec3s){{1.5f, 1.5f, 0}}, eh, Z, X, Y), true, "axes permuted, edge on edge"},
        {obb_axes((vec3s){{1.501f, 0, 0}}, eh, X, Y, Z), false, "face 0.001 apart"},
        {obb_axes((vec3s){{1.501f, 1.501f, 0}}, eh, X, Y, Z), false, "edge 0.001 apart"},
        {obb_axes((vec3s){{1.25f, 3.001f, 2}}, ew, Y, negx, Z), false, "quarter turn, corner 0.001 apart"},
        {obb_axes((vec3s){{2, 0, 0}}, (vec3s){{1, 0, 0}}, X, Y, Z), true, "flat box on a face"},
        {obb_axes((vec3s){{1, 1, 1}}, (vec3s){{0, 0, 0}}, X, Y, Z), true, "point box on the corner"},
        {obb_axes((vec3s){{1, 1, 1.001f}}, (vec3s){{0, 0, 0}}, X, Y, Z), false, "point box off the corner"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        isect_obb b = cases[i].b;
        vec3s axis;
        int k = isect_obb_obb_axis(a, b, &axis);
        CHECK(isect_obb_obb(a, b) == cases[i].hit && isect_obb_obb(b, a) == cases[i].hit &&
              (k < 0) == cases[i].hit, "%s (axis %d)", cases[i].what, k);
    }
}

/* The trap in rotated frames: b's axes parallel to a's, offset in a's frame. Inside 0.98 of the
 * touching offset on every axis they must meet (zero cross products must not report a
 * separation from rounding noise); at the touching offset too (the epsilon covers the rounding
 * of the rotated centre); beyond 1.02 on one axis they must not. b's axes: a's very vectors;
 * a's cycled and negated (still exact); or rebuilt in float from -k q or from q times a
 * quarter-turn quaternion, so they are parallel only up to rounding, R's noise is no longer
 * symmetric, and without the epsilon the zero cross products report false separations. */
static void test_obb_obb_parallel_edges(void)
{
    rng r = {61};
    long wrong[3] = {0, 0, 0};
    const long n = 200000;
    for (long i = 0; i < n; i++) {
        versors q = rng_quat(&r);
        isect_obb a = isect_obb_from_quat(rng_vec3(&r, -5, 5),
                                          (vec3s){{rng_log(&r, 0.1f, 3), rng_log(&r, 0.1f, 3), rng_log(&r, 0.1f, 3)}}, q);
        vec3s be = {{rng_log(&r, 0.1f, 3), rng_log(&r, 0.1f, 3), rng_log(&r, 0.1f, 3)}};
        isect_obb b = a;
        int perm = (int)(rng_next(&r) % 3);
        switch (i % 4) {
        case 0: break;                                     /* a's very axes */
        case 1:                                            /* cycled, two negated */
            for (int k = 0; k < 3; k++) b.u[k] = a.u[(k + perm) % 3];
            b.u[0] = glms_vec3_negate(b.u[0]);
            b.u[1] = glms_vec3_negate(b.u[1]);
            break;
        case 2: {                                          /* the same rotation, rounded anew */
            float k = -rng_log(&r, 0.1f, 10);
            b = isect_obb_from_quat(a.c, be, (versors){{q.x * k, q.y * k, q.z * k, q.w * k}});
            break;
        }
        default: {                                         /* a quarter turn more, in float */
            vec3s turn_axes[3] = {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}};
            b = isect_obb_from_quat(a.c, be, glms_quat_mul(q, glms_quatv(GLM_PI_2f, turn_axes[perm])));
            break;
        }
        }
        b.e = be;
        /* b's half-extent along a.u_k, and a random offset in a's frame */
        float reach[3];
        for (int k = 0; k < 3; k++) {
            reach[k] = ext(a.e, k);
            for (int j = 0; j < 3; j++) reach[k] += ext(b.e, j) * roundf(fabsf(glms_vec3_dot(a.u[k], b.u[j])));
        }
        int kind = (int)(i / 4 % 3), far = (int)(rng_next(&r) % 3);
        vec3s c = a.c;
        for (int k = 0; k < 3; k++) {
            float s = rng_float(&r, -0.98f, 0.98f);
            if (kind == 1 && k == far) s = (rng_next(&r) & 1) ? 1.0f : -1.0f;           /* touching */
            if (kind == 2 && k == far) s = ((rng_next(&r) & 1) ? 1 : -1) * rng_float(&r, 1.02f, 1.5f);
            c = glms_vec3_muladds(a.u[k], s * reach[k], c);
        }
        b.c = c;
        bool want = kind != 2;
        if (isect_obb_obb(a, b) != want || isect_obb_obb(b, a) != want) {
            if (++wrong[kind] <= 3)
                fprintf(stderr, "parallel edges, kind %d case %ld: axis %d\n", kind, i, isect_obb_obb_axis(a, b, NULL));
        }
    }
    printf("obb-obb parallel edges: %ld cases, wrong: %ld overlapping, %ld touching, %ld apart\n", n,
           wrong[0], wrong[1], wrong[2]);
    CHECK(wrong[0] == 0 && wrong[1] == 0 && wrong[2] == 0, "parallel-edge trap");
}

/* Symmetry where rounding decides: b slid along a random direction to the float verdict's own
 * flip point (bisection down to adjacent floats), where a test that rounds differently for
 * (a, b) and (b, a) would disagree with itself. */
static void test_obb_obb_symmetry_at_contact(void)
{
    rng r = {81};
    const long n = 100000;
    long asym = 0;
    for (long i = 0; i < n; i++) {
        isect_obb a = random_obb(&r, rng_vec3(&r, -5, 5)), b = random_obb(&r, a.c);
        vec3s dir = rng_unit(&r);
        float lo = 0, hi = 2 * (glms_vec3_norm(a.e) + glms_vec3_norm(b.e));
        while (nextafterf(lo, hi) < hi) {
            float mid = lo + (hi - lo) / 2;
            b.c = glms_vec3_muladds(dir, mid, a.c);
            if (mid <= lo || mid >= hi) break;
            if (isect_obb_obb(a, b)) lo = mid; else hi = mid;
        }
        for (float s = lo, k = 0; k < 4; k++, s = nextafterf(s, INFINITY)) {
            b.c = glms_vec3_muladds(dir, s, a.c);
            bool ab = isect_obb_obb(a, b), ba = isect_obb_obb(b, a);
            if (ab != ba && ++asym <= 3) fprintf(stderr, "asymmetric at contact, case %ld\n", i);
            if ((isect_obb_obb_axis(a, b, NULL) < 0) != ab || (isect_obb_obb_axis(b, a, NULL) < 0) != ba) asym++;
        }
    }
    printf("obb-obb symmetry at contact: %ld pairs at their flip point, %ld asymmetric\n", n, asym);
    CHECK(asym == 0, "%ld asymmetric verdicts at contact", asym);
}

/* Which axis separates, and that the axis points from a toward b. */
static void test_obb_obb_axis_table(void)
{
    const vec3s e1 = {{1, 1, 1}};
    isect_obb a = obb_axes((vec3s){{0, 0, 0}}, e1, X, Y, Z);
    vec3s axis = {{0, 0, 0}};
    CHECK(isect_obb_obb_axis(a, obb_axes((vec3s){{3, 0, 0}}, e1, X, Y, Z), &axis) == 0 && glms_vec3_eqv(axis, X),
          "face x of a");
    CHECK(isect_obb_obb_axis(a, obb_axes((vec3s){{-3, 0, 0}}, e1, X, Y, Z), &axis) == 0 &&
          glms_vec3_eqv(axis, ((vec3s){{-1, 0, 0}})), "face x of a, toward b");
    CHECK(isect_obb_obb_axis(a, obb_axes((vec3s){{0, 0, 2.5f}}, e1, X, Y, Z), &axis) == 2, "face z of a");
    /* b turned 45 degrees about z, off the diagonal: only its own face separates */
    isect_obb b = isect_obb_from_quat((vec3s){{2.2f, 2.2f, 0}}, e1, glms_quatv(GLM_PI_4f, Z));
    CHECK(isect_obb_obb_axis(a, b, &axis) == 3 && fabsf(glms_vec3_dot(axis, b.u[0]) - 1) < 1e-6f, "face 0 of b");
    CHECK(isect_obb_obb_axis(b, a, &axis) == 0, "the same face, as a's");
    /* a turned 45 degrees about y (top edge along y), b about x (bottom edge along x), b above:
     * the edges cross at height 2 sqrt 2, and only a.u1 x b.u0 = -z separates. */
    isect_obb ea = isect_obb_from_quat((vec3s){{0, 0, 0}}, e1, glms_quatv(GLM_PI_4f, Y));
    isect_obb eb = isect_obb_from_quat((vec3s){{0, 0, 2.9f}}, e1, glms_quatv(GLM_PI_4f, X));
    int k = isect_obb_obb_axis(ea, eb, &axis);
    CHECK(k == 6 + 3 * 1 + 0 && fabsf(axis.z - 1) < 1e-6f, "edge a.u1 x b.u0: got %d", k);
    CHECK(isect_obb_obb_axis(eb, ea, &axis) == 6 + 3 * 0 + 1 && fabsf(axis.z + 1) < 1e-6f, "swapped: b.u0 x a.u1");
    eb.c.z = 2.8f;
    CHECK(isect_obb_obb_axis(ea, eb, &axis) == -1 && isect_obb_obb(ea, eb), "edges 0.03 into each other");
    axis = (vec3s){{7, 7, 7}};
    isect_obb_obb_axis(a, a, &axis);
    CHECK(glms_vec3_eqv(axis, ((vec3s){{7, 7, 7}})), "axis untouched when they meet");
    CHECK(isect_obb_obb_axis(a, a, NULL) == -1, "NULL axis");
}

/* A NaN in any of the 15 fields of either box: no intersection, in both orders. */
static void test_obb_obb_nan(void)
{
    isect_obb a = obb_axes((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, X, Y, Z);
    for (int f = 0; f < 15; f++) {
        isect_obb b = obb_axes((vec3s){{0.5f, 0, 0}}, (vec3s){{1, 1, 1}}, X, Y, Z);
        float *field = f < 3 ? &b.c.raw[f] : f < 12 ? &b.u[(f - 3) / 3].raw[(f - 3) % 3] : &b.e.raw[f - 12];
        *field = NAN;
        vec3s axis;
        CHECK(!isect_obb_obb(a, b) && !isect_obb_obb(b, a) && isect_obb_obb_axis(a, b, &axis) == ISECT_AXIS_INVALID &&
              isect_obb_obb_axis(b, a, &axis) == ISECT_AXIS_INVALID, "NaN in field %d", f);
    }
}

/* A negative half-extent makes an OBB empty (no point has |x_i| <= e_i), as min > max makes an
 * AABB empty: it meets nothing and is reported apart along that face axis. Without the rule
 * the box with e = (-1, 1, 1) met a box at its own centre. */
static void test_obb_obb_negative_extent(void)
{
    isect_obb a = obb_axes((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, X, Y, Z);
    for (int k = 0; k < 3; k++) {
        isect_obb b = obb_axes((vec3s){{0.5f, 0, 0}}, (vec3s){{1, 1, 1}}, X, Y, Z);
        b.e.raw[k] = -1;
        vec3s axis = {{7, 7, 7}};
        CHECK(!isect_obb_obb(a, b) && !isect_obb_obb(b, a), "e[%d] = -1 meets", k);
        CHECK(isect_obb_obb_axis(a, b, &axis) == 3 + k && fabsf(fabsf(axis.raw[k]) - 1) < 1e-6f,
              "e[%d] = -1: face %d of b expected", k, 3 + k);
        CHECK(isect_obb_obb_axis(b, a, &axis) == k, "e[%d] = -1: face %d of the first box expected", k, k);
        CHECK(!isect_obb_obb(b, b), "e[%d] = -1 meets itself", k);
    }
    isect_obb flat = obb_axes((vec3s){{0, 0, 1}}, (vec3s){{1, 1, -0.0f}}, X, Y, Z);
    CHECK(isect_obb_obb(a, flat), "e = -0 (flat) touching the top face");
}

/* ---- OBB vs OBB: random pairs against libccd GJK and the double SAT ------------------- */

static isect_obb random_obb(rng *r, vec3s c)
{
    float size = rng_log(r, 0.1f, 3);
    vec3s e = {{size * rng_log(r, 0.1f, 1), size * rng_log(r, 0.1f, 1), size * rng_log(r, 0.1f, 1)}};
    return isect_obb_from_quat(c, e, rng_quat(r));
}

static void test_obb_obb_random(void)
{
    rng r = {71};
    const long n = 1000000;
    long vs_gjk = 0, vs_sat = 0, gjk_vs_sat = 0, peers_vs_sat = 0, band = 0, hits = 0, asym = 0, bad_axis = 0;
    long by_kind[3] = {0, 0, 0};
    for (long i = 0; i < n; i++) {
        isect_obb a = random_obb(&r, rng_vec3(&r, -5, 5));
        isect_obb b = random_obb(&r, a.c);
        /* b's centre at a random direction, at a distance up to the sum of the half-diagonals */
        float reach = glms_vec3_norm(a.e) + glms_vec3_norm(b.e);
        b.c = glms_vec3_muladds(rng_unit(&r), reach * rng_float(&r, 0, 1.2f), a.c);

        bool got = isect_obb_obb(a, b);
        asym += got != isect_obb_obb(b, a);
        vec3s axis;
        int k = isect_obb_obb_axis(a, b, &axis);
        if ((k < 0) != got) bad_axis++;
        if (k >= 0) {
            by_kind[k < 3 ? 0 : k < 6 ? 1 : 2]++;
            /* the axis: unit, along candidate k, from a toward b, and the boxes' projections on it
             * are disjoint in double */
            dvec l = dv(axis), want = sat_axis(a, b, k);
            double alo, ahi, blo, bhi;
            project(a, l, &alo, &ahi);
            project(b, l, &blo, &bhi);
            bool ok = fabs(dlen(l) - 1) < 1e-6 && fabs(ddot(l, want)) > (1 - 1e-5) * dlen(want) &&
                      ddot(l, dsub(dv(b.c), dv(a.c))) > 0 && ahi < blo;
            if (!ok && ++bad_axis <= 5)
                fprintf(stderr, "obb-obb case %ld: axis %d does not separate (%g %g %g)\n", i, k, axis.x, axis.y, axis.z);
        }

        double scale = glms_vec3_norm(a.c) + glms_vec3_norm(b.c) + reach;
        bool sep, meet;
        double margin;
        sat_double(a, b, 8 * FLT_EPSILON * scale, &sep, &meet, &margin);
        if (!sep && !meet) {
            band++;
            continue;
        }
        ccd_shape sa = ccd_shape_obb(a), sb = ccd_shape_obb(b);
        /* libccd's GJK can miss a deep overlap when the centres nearly coincide (its first
         * search direction is then rounding noise: a clang build's cases hit one, two boxes of
         * 0.03 with centres 2e-6 apart); where it and the double SAT disagree, MPR decides. */
        bool gjk = ccd_oracle_gjk(&sa, &sb), peer = gjk == meet ? gjk : ccd_oracle_mpr(&sa, &sb);
        gjk_vs_sat += gjk != meet;
        hits += meet;
        if (got != meet && ++vs_sat <= 5)
            fprintf(stderr, "obb-obb case %ld: got %d, double SAT %d (margin %g)\n", i, got, meet, margin);
        if (got != peer && ++vs_gjk <= 5)
            fprintf(stderr, "obb-obb case %ld: got %d, GJK/MPR %d (margin %g)\n", i, got, peer, margin);
        peers_vs_sat += peer != meet;
    }
    printf("obb-obb: %ld cases vs libccd GJK (MPR where GJK and the double SAT differ), %ld disagreements, %ld in band\n", n, vs_gjk, band);
    printf("obb-obb: %ld cases vs double SAT (15 normalised axes), %ld disagreements, %ld in band "
           "(%ld intersecting; GJK vs double SAT: %ld, GJK then MPR vs double SAT: %ld)\n", n, vs_sat, band, hits,
           gjk_vs_sat, peers_vs_sat);
    printf("obb-obb: %ld asymmetric verdicts, %ld bad axes; separated by faces of a %ld, faces of b %ld, edges %ld\n",
           asym, bad_axis, by_kind[0], by_kind[1], by_kind[2]);
    CHECK(vs_gjk == 0 && vs_sat == 0 && peers_vs_sat == 0, "oracle disagreements");
    CHECK(asym == 0, "isect_obb_obb(a, b) != isect_obb_obb(b, a) in %ld cases", asym);
    CHECK(bad_axis == 0, "%ld bad separating axes", bad_axis);
    CHECK(band * 1000 < n, "band too wide: %ld", band);
    CHECK(hits * 5 > 2 * n && hits * 5 < 3 * n, "not about half intersecting: %ld", hits);
    CHECK(by_kind[2] > 1000, "edge axes rarely separate: %ld", by_kind[2]);
}

/* ISECT_AXIS_NONE for boxes that meet; ISECT_AXIS_INVALID, with a NaN axis, for a NaN box. */
static void test_obb_obb_axis_constants(void)
{
    isect_obb a = {{{0, 0, 0}}, {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}, {{1, 1, 1}}}, bad = a;
    bad.u[1].z = NAN;
    vec3s l = {{1, 2, 3}};
    CHECK(isect_obb_obb_axis(a, a, &l) == ISECT_AXIS_NONE && l.x == 1, "meeting boxes: none, axis kept");
    CHECK(isect_obb_obb_axis(a, bad, &l) == ISECT_AXIS_INVALID && isnan(l.x), "NaN box: invalid, NaN axis");
    CHECK(isect_obb_obb_axis(bad, a, NULL) == ISECT_AXIS_INVALID && !isect_obb_obb(bad, a), "NaN box first: invalid");
}

int main(void)
{
    RUN(test_aabb_aabb_table);
    RUN(test_aabb_aabb_random);
    RUN(test_obb_obb_touching);
    RUN(test_obb_obb_parallel_edges);
    RUN(test_obb_obb_symmetry_at_contact);
    RUN(test_obb_obb_axis_table);
    RUN(test_obb_obb_nan);
    RUN(test_obb_obb_negative_extent);
    RUN(test_obb_obb_random);
    RUN(test_obb_obb_axis_constants);
    return check_summary();
}
