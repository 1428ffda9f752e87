/* Where planes meet (plane_plane.c): the line of two planes and the point of three. Hand-worked
 * tables, then seeded random cases against an oracle that shares no formula with the library:
 * the planes' equations as a linear system, solved by Gaussian elimination with partial
 * pivoting in long double (64-bit significands):
 * - two planes: the rows n_a, n_b and u = n_a x n_b with right-hand side (d_a, d_b, 0) (the
 *   point of the line where it crosses the plane through the origin perpendicular to it, which
 *   is its point nearest the origin); u in long double is exact but for one rounding, and
 *   exactly 0 only for exactly parallel normals, so the oracle's verdict is exact;
 * - three planes: the rows n_a, n_b, n_c with right-hand side (d_a, d_b, d_c).
 * Every answer is also checked by its residuals, |n . p - d| for each plane (and p . dir for the
 * nearest point), in long double.
 * The cases mix general planes, normals of any length (1e-6 to 1e6), exactly parallel and
 * exactly dependent normals (built from few-bit mantissas, so the multiples are exact), nearly
 * parallel and nearly dependent ones (down to 1e-12 and to components of 1e-30), zero normals,
 * and offsets from 1e-3 to 1e3. */
#include "isect.h"
#include "check.h"
#include "dvec.h"
#include "../fuzz/oracles_long.h" /* ld, lvec and their dot, cross and length */

#include <float.h>
#include <stdbool.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define CASES 1000000

/* ---- long double oracle ------------------------------------------------------------------ */

/* Solves A x = b for a 3x3 A by Gaussian elimination with partial pivoting (rows scaled to unit
 * length first, so that pivoting compares like with like). False for a zero pivot. */
static bool solve3(ld A[3][3], ld b[3], lvec *x)
{
    for (int i = 0; i < 3; i++) {
        ld s = sqrtl(A[i][0] * A[i][0] + A[i][1] * A[i][1] + A[i][2] * A[i][2]);
        if (!(s > 0)) return false;
        for (int j = 0; j < 3; j++) A[i][j] /= s;
        b[i] /= s;
    }
    for (int k = 0; k < 3; k++) {
        int piv = k;
        for (int i = k + 1; i < 3; i++)
            if (fabsl(A[i][k]) > fabsl(A[piv][k])) piv = i;
        if (!(A[piv][k] != 0)) return false;
        if (piv != k) {
            for (int j = 0; j < 3; j++) { ld t = A[k][j]; A[k][j] = A[piv][j], A[piv][j] = t; }
            ld t = b[k]; b[k] = b[piv], b[piv] = t;
        }
        for (int i = k + 1; i < 3; i++) {
            ld f = A[i][k] / A[k][k];
            for (int j = k; j < 3; j++) A[i][j] -= f * A[k][j];
            b[i] -= f * b[k];
        }
    }
    ld r[3];
    for (int i = 2; i >= 0; i--) {
        ld s = b[i];
        for (int j = i + 1; j < 3; j++) s -= A[i][j] * r[j];
        r[i] = s / A[i][i];
    }
    *x = (lvec){r[0], r[1], r[2]};
    return true;
}

/* The two planes' line: false when parallel (u = 0 exactly); else its point nearest the origin
 * and the unit direction, and the sine of the planes' angle. */
static bool o_plane_plane(isect_plane a, isect_plane b, lvec *p, lvec *dir, ld *sine)
{
    lvec na = lv(a.n), nb = lv(b.n), u = lcross(na, nb);
    if (!(u.x != 0 || u.y != 0 || u.z != 0)) return false;
    ld A[3][3] = {{na.x, na.y, na.z}, {nb.x, nb.y, nb.z}, {u.x, u.y, u.z}}, rhs[3] = {a.d, b.d, 0};
    if (!solve3(A, rhs, p)) return false;
    ld l = llen(u);
    *dir = (lvec){u.x / l, u.y / l, u.z / l};
    *sine = l / (llen(na) * llen(nb));
    return true;
}

/* The three planes' point (false for a zero pivot), the determinant D = n_a . (n_b x n_c) and its
 * permanent P in long double, and S = sum |d_k| |u_k| (the size of Cramer's numerator). */
static bool o_three_planes(isect_plane a, isect_plane b, isect_plane c, lvec *p, ld *D, ld *P, ld *S)
{
    lvec na = lv(a.n), nb = lv(b.n), nc = lv(c.n);
    *D = ldot(na, lcross(nb, nc));
    *P = fabsl(na.x) * (fabsl(nb.y * nc.z) + fabsl(nb.z * nc.y)) + fabsl(na.y) * (fabsl(nb.z * nc.x) + fabsl(nb.x * nc.z)) +
         fabsl(na.z) * (fabsl(nb.x * nc.y) + fabsl(nb.y * nc.x));
    *S = fabsl((ld)a.d) * llen(lcross(nb, nc)) + fabsl((ld)b.d) * llen(lcross(nc, na)) + fabsl((ld)c.d) * llen(lcross(na, nb));
    ld A[3][3] = {{na.x, na.y, na.z}, {nb.x, nb.y, nb.z}, {nc.x, nc.y, nc.z}}, rhs[3] = {a.d, b.d, c.d};
    return solve3(A, rhs, p);
}

/* |n . p - d| in long double, and the scale it is measured against, |n| |p| + |d|. */
static ld residual(isect_plane pl, vec3s p, ld *scale)
{
    *scale = llen(lv(pl.n)) * llen(lv(p)) + fabsl((ld)pl.d);
    return fabsl(ldot(lv(pl.n), lv(p)) - pl.d);
}

/* ---- the float listings as printed, for comparison only ----------------------------------- */

/* Ericson 5.4.4's IntersectPlanes in float, EPSILON = 0: what the double evaluation replaces. */
static bool listing_plane_plane(isect_plane a, isect_plane b, vec3s *p)
{
    vec3s d = glms_vec3_cross(a.n, b.n);
    float denom = glms_vec3_dot(d, d);
    if (denom == 0) return false;
    *p = glms_vec3_divs(glms_vec3_cross(glms_vec3_sub(glms_vec3_scale(b.n, a.d), glms_vec3_scale(a.n, b.d)), d), denom);
    return true;
}

/* ---- hand-worked tables ------------------------------------------------------------------ */

static isect_plane P(float x, float y, float z, float d) { return (isect_plane){V(x, y, z), d}; }
static bool eq3(vec3s a, vec3s b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
static const vec3s UNTOUCHED = {{-7, -8, -9}};

static void test_plane_plane_table(void)
{
    static const struct { const char *what; isect_plane a, b; bool hit; float p[3], dir[3]; } cases[] = {
        {"x = 1 and y = 2", {{{1, 0, 0}}, 1}, {{{0, 1, 0}}, 2}, true, {1, 2, 0}, {0, 0, 1}},
        {"swapped: the direction turns", {{{0, 1, 0}}, 2}, {{{1, 0, 0}}, 1}, true, {1, 2, 0}, {0, 0, -1}},
        {"normals of length 2 and 3", {{{2, 0, 0}}, 2}, {{{0, 3, 0}}, 6}, true, {1, 2, 0}, {0, 0, 1}},
        {"a negative normal", {{{-1, 0, 0}}, -1}, {{{0, 0, 1}}, 5}, true, {1, 0, 5}, {0, 1, 0}},
        {"through the origin", {{{1, 1, 0}}, 0}, {{{0, 1, 1}}, 0}, true, {0, 0, 0}, {0.57735026f, -0.57735026f, 0.57735026f}},
        {"45 degrees: x = 1 and x + y = 1", {{{1, 0, 0}}, 1}, {{{1, 1, 0}}, 1}, true, {1, 0, 0}, {0, 0, 1}},
        {"parallel, 0.001 apart", {{{0, 1, 0}}, 1}, {{{0, 1, 0}}, 1.001f}, false, {0}, {0}},
        {"parallel, normals of other lengths", {{{0, 2, 0}}, 1}, {{{0, 0.5f, 0}}, 3}, false, {0}, {0}},
        {"coincident", {{{0, 1, 0}}, 1}, {{{0, 1, 0}}, 1}, false, {0}, {0}},
        {"coincident, opposite normals", {{{0, 1, 0}}, 1}, {{{0, -2, 0}}, -2}, false, {0}, {0}},
        {"parallel, a general normal", {{{0.1f, 0.2f, 0.3f}}, 1}, {{{-0.2f, -0.4f, -0.6f}}, 7}, false, {0}, {0}},
        {"a zero normal", {{{0, 0, 0}}, 0}, {{{0, 1, 0}}, 2}, false, {0}, {0}},
        {"both zero normals", {{{0, 0, 0}}, 1}, {{{0, 0, 0}}, 2}, false, {0}, {0}},
        /* Tilted by 2^-20 and crossing x = 1 at y = 0; then 0.001 apart at x = 1: the line runs
         * at y = -0.001 2^20 (the listing's float answer is off here: see the random test). */
        {"nearly parallel (2^-20), crossing on y = 0", {{{1, 0, 0}}, 1}, {{{1, 0x1p-20f, 0}}, 1}, true, {1, 0, 0}, {0, 0, 1}},
        {"nearly parallel (2^-20), 0.001 apart", {{{1, 0, 0}}, 1}, {{{1, 0x1p-20f, 0}}, 1.001f}, true,
         {1, (1.001f - 1) * 0x1p20f, 0}, {0, 0, 1}},
        /* 1e-30 radians: the float listing's u . u underflows to 0 and reads parallel. */
        {"1e-30 radians apart", {{{1, 0, 0}}, 0}, {{{1, 1e-30f, 0}}, 1e-30f}, true, {0, 1, 0}, {0, 0, 1}},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s p = UNTOUCHED, dir = UNTOUCHED;
        bool hit = isect_plane_plane(cases[i].a, cases[i].b, &p, &dir);
        CHECK(hit == cases[i].hit, "plane-plane, %s: %s", cases[i].what, hit ? "meet" : "apart");
        if (!cases[i].hit) {
            CHECK(eq3(p, UNTOUCHED) && eq3(dir, UNTOUCHED), "plane-plane, %s: wrote on false", cases[i].what);
            continue;
        }
        vec3s wp = V(cases[i].p[0], cases[i].p[1], cases[i].p[2]), wd = V(cases[i].dir[0], cases[i].dir[1], cases[i].dir[2]);
        CHECK(glms_vec3_distance(p, wp) <= 1e-6f * (1 + glms_vec3_norm(wp)) && glms_vec3_distance(dir, wd) <= 1e-6f,
              "plane-plane, %s: point (%.9g %.9g %.9g), dir (%.9g %.9g %.9g)", cases[i].what, p.x, p.y, p.z, dir.x,
              dir.y, dir.z);
        CHECK(isect_plane_plane(cases[i].a, cases[i].b, NULL, NULL), "plane-plane, %s: NULL outputs", cases[i].what);
        vec3s only = UNTOUCHED;
        CHECK(isect_plane_plane(cases[i].a, cases[i].b, NULL, &only) && eq3(only, dir), "plane-plane, %s: NULL point",
              cases[i].what);
    }
    /* The line's point beyond the float range: 1e-30 radians apart, 1e10 apart at the origin. */
    vec3s p = UNTOUCHED;
    CHECK(!isect_plane_plane(P(1, 0, 0, 0), P(1, 1e-30f, 0, 1e10f), &p, NULL) && eq3(p, UNTOUCHED), "beyond FLT_MAX");
    /* NaN or infinity in any of the eight fields: false. */
    for (int k = 0; k < 16; k++) {
        isect_plane pl[2] = {P(1, 0, 0, 1), P(0, 1, 0, 2)};
        float *f = k % 8 < 3 ? &pl[k % 8 / 4].n.raw[k % 8] : k % 8 == 3 ? &pl[0].d : k % 8 < 7 ? &pl[1].n.raw[k % 8 - 4] : &pl[1].d;
        *f = k < 8 ? NAN : -INFINITY;
        p = UNTOUCHED;
        CHECK(!isect_plane_plane(pl[0], pl[1], &p, NULL) && eq3(p, UNTOUCHED), "plane-plane, %s in field %d",
              k < 8 ? "NaN" : "infinity", k % 8);
    }
}

static void test_three_planes_table(void)
{
    static const struct { const char *what; isect_plane a, b, c; bool hit; float p[3]; } cases[] = {
        {"x = 1, y = 2, z = 3", {{{1, 0, 0}}, 1}, {{{0, 1, 0}}, 2}, {{{0, 0, 1}}, 3}, true, {1, 2, 3}},
        {"any order", {{{0, 0, 1}}, 3}, {{{1, 0, 0}}, 1}, {{{0, 1, 0}}, 2}, true, {1, 2, 3}},
        {"normals of other lengths", {{{4, 0, 0}}, 4}, {{{0, -0.5f, 0}}, -1}, {{{0, 0, 2}}, 6}, true, {1, 2, 3}},
        {"oblique, through (1, 1, 1)", {{{1, 1, 0}}, 2}, {{{0, 1, 1}}, 2}, {{{1, 0, 1}}, 2}, true, {1, 1, 1}},
        {"a corner of the unit cube's diagonal planes", {{{1, 1, 1}}, 3}, {{{1, -1, 0}}, 0}, {{{0, 1, -1}}, 0}, true, {1, 1, 1}},
        {"two parallel", {{{1, 0, 0}}, 1}, {{{2, 0, 0}}, 5}, {{{0, 0, 1}}, 3}, false, {0}},
        {"two coincident", {{{1, 0, 0}}, 1}, {{{0, 1, 0}}, 2}, {{{0, -3, 0}}, -6}, false, {0}},
        {"a pencil: three normals in one plane, one line", {{{1, 0, 0}}, 0}, {{{0, 1, 0}}, 0}, {{{1, 1, 0}}, 0}, false, {0}},
        {"a prism: in one plane, no common point", {{{1, 0, 0}}, 0}, {{{0, 1, 0}}, 0}, {{{1, 1, 0}}, 1}, false, {0}},
        {"dependent, general normals", {{{0.5f, 0.25f, 1.5f}}, 1}, {{{-1, 2, 0.75f}}, 2}, {{{-0.5f, 2.25f, 2.25f}}, 3}, false, {0}},
        {"a zero normal", {{{1, 0, 0}}, 1}, {{{0, 0, 0}}, 2}, {{{0, 0, 1}}, 3}, false, {0}},
        /* (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46: D is 2^-47 of P, 8 times the bound, and exact */
        {"|D| = 2^-47 P", {{{1, 0, 0}}, 1}, {{{0, 1 + 0x1p-23f, 1}}, 0}, {{{0, 1, 1 - 0x1p-23f}}, 0}, true, {1, 0, 0}},
        /* nearly dependent: the third tilted out of the xy-normal plane by 2^-20, 0.001 apart */
        {"nearly a pencil (2^-20), through the line's point", {{{1, 0, 0}}, 0}, {{{0, 1, 0}}, 0}, {{{1, 1, 0x1p-20f}}, 0}, true, {0, 0, 0}},
        {"nearly a prism (2^-20), 0.001 off", {{{1, 0, 0}}, 0}, {{{0, 1, 0}}, 0}, {{{1, 1, 0x1p-20f}}, 0.001f}, true,
         {0, 0, 0.001f * 0x1p20f}},
        /* 1e-30 out of a plane: the determinant is 1e-30 of its permanent only in one product,
         * which the bound sees (its permanent is as small): the point is (1, 2, 0). */
        {"a component of 1e-30", {{{1, 0, 0}}, 1}, {{{0, 1, 0}}, 2}, {{{1, 0, 1e-30f}}, 1}, true, {1, 2, 0}},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s p = UNTOUCHED;
        bool hit = isect_three_planes(cases[i].a, cases[i].b, cases[i].c, &p);
        CHECK(hit == cases[i].hit, "three planes, %s: %s", cases[i].what, hit ? "meet" : "no point");
        if (!cases[i].hit) {
            CHECK(eq3(p, UNTOUCHED), "three planes, %s: wrote on false", cases[i].what);
            continue;
        }
        vec3s want = V(cases[i].p[0], cases[i].p[1], cases[i].p[2]);
        CHECK(glms_vec3_distance(p, want) <= 1e-6f * (1 + glms_vec3_norm(want)), "three planes, %s: (%.9g %.9g %.9g)",
              cases[i].what, p.x, p.y, p.z);
        CHECK(isect_three_planes(cases[i].a, cases[i].b, cases[i].c, NULL), "three planes, %s: NULL point", cases[i].what);
        /* every order of the planes: the same point */
        isect_plane pl[3] = {cases[i].a, cases[i].b, cases[i].c};
        static const int perm[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
        for (int k = 1; k < 6; k++) {
            vec3s q = UNTOUCHED;
            CHECK(isect_three_planes(pl[perm[k][0]], pl[perm[k][1]], pl[perm[k][2]], &q) &&
                  glms_vec3_distance(p, q) <= 1e-6f * (1 + glms_vec3_norm(want)), "three planes, %s: order %d", cases[i].what, k);
        }
    }
    vec3s p = UNTOUCHED;
    CHECK(!isect_three_planes(P(1, 0, 0, 0), P(0, 1, 0, 0), P(1, 1, 1e-30f, 1e10f), &p) && eq3(p, UNTOUCHED), "beyond FLT_MAX");
    for (int k = 0; k < 24; k++) {
        isect_plane pl[3] = {P(1, 0, 0, 1), P(0, 1, 0, 2), P(0, 0, 1, 3)};
        int j = k % 12, s = j / 4, f = j % 4;
        if (f < 3) pl[s].n.raw[f] = k < 12 ? NAN : INFINITY;
        else pl[s].d = k < 12 ? NAN : INFINITY;
        p = UNTOUCHED;
        CHECK(!isect_three_planes(pl[0], pl[1], pl[2], &p) && eq3(p, UNTOUCHED), "three planes, %s in field %d",
              k < 12 ? "NaN" : "infinity", j);
    }
}

/* ---- random cases --------------------------------------------------------------------------- */

static float rng_log(rng *r, float lo, float hi) { return powf(10.0f, rng_float(r, lo, hi)); }

/* A float with a mantissa of `bits` bits in [-1, 1]: sums and small multiples stay exact. */
static float short_float(rng *r, int bits)
{
    float s = (float)(1 << bits);
    return floorf(rng_float(r, -1, 1) * s) / s;
}
static vec3s short_vec(rng *r, int bits) { return V(short_float(r, bits), short_float(r, bits), short_float(r, bits)); }

/* A unit normal u perturbed: by a vector of length eps, or (tiny) in one component by eps. */
static vec3s tilted(rng *r, vec3s u, float eps, bool one_component)
{
    if (one_component) {
        vec3s v = u;
        v.raw[rng_next(r) % 3] += eps;
        return v;
    }
    return glms_vec3_add(u, glms_vec3_scale(rng_unit(r), eps));
}

enum { GENERAL, LENGTHS, PARALLEL, NEAR, NEAR_ULP, TINY, ZERO, KINDS };
static const char *const kind_name[KINDS] = {"general", "normals of any length", "exactly parallel / dependent",
                                             "nearly parallel / dependent (1e-1 .. 1e-12)", "a few ulps apart",
                                             "tilted by a component 1e-20 .. 1e-35", "a zero normal"};

/* Plane k's offset: a random one at scale S, or through the point x. */
static float offset(rng *r, vec3s n, vec3s x, float S, int i)
{
    return i % 3 ? glms_vec3_dot(n, x) : rng_float(r, -1, 1) * S * glms_vec3_norm(n);
}

static int random_planes(rng *r, int i, isect_plane *pl, int count)
{
    static const int kinds[10] = {GENERAL, GENERAL, LENGTHS, PARALLEL, PARALLEL, NEAR, NEAR, NEAR_ULP, TINY, ZERO};
    int kind = kinds[i % 10];
    float S = rng_log(r, -3, 3);
    vec3s x = glms_vec3_scale(rng_vec3(r, -1, 1), S);
    vec3s n[3] = {rng_unit(r), rng_unit(r), rng_unit(r)};
    switch (kind) {
    case LENGTHS:
        for (int k = 0; k < count; k++) n[k] = glms_vec3_scale(n[k], rng_log(r, -6, 6));
        break;
    case PARALLEL: {   /* exact: few-bit mantissas, combined with small dyadic factors */
        static const float ks[8] = {1, -1, 2, -0.5f, 0.25f, -3, 1.5f, 4};
        n[0] = short_vec(r, 8), n[1] = short_vec(r, 8);
        float k1 = ks[rng_next(r) % 8], k2 = ks[rng_next(r) % 8];
        if (count == 2) n[1] = glms_vec3_scale(n[0], k1);
        else if (i % 4 == 1) {   /* coplanar, full mantissas: 22-bit values, whose sums are exact */
            n[0] = short_vec(r, 22), n[1] = short_vec(r, 22);
            n[2] = glms_vec3_add(n[0], (rng_next(r) & 1) ? n[1] : glms_vec3_negate(n[1]));
        } else if (i % 2) n[2] = glms_vec3_add(glms_vec3_scale(n[0], k1), glms_vec3_scale(n[1], k2)); /* coplanar */
        else n[1 + (int)(rng_next(r) % 2)] = glms_vec3_scale(n[0], k1);   /* two parallel */
        break;
    }
    case NEAR: {
        float eps = rng_log(r, -12, -1);
        if (count == 2) n[1] = tilted(r, i % 4 < 2 ? n[0] : glms_vec3_negate(n[0]), eps, false);
        else n[2] = tilted(r, glms_vec3_normalize(glms_vec3_add(glms_vec3_scale(n[0], rng_float(r, -2, 2)),
                                                                glms_vec3_scale(n[1], rng_float(r, -2, 2)))), eps, false);
        break;
    }
    case NEAR_ULP: {   /* the same normal rounded another way: a few ulps */
        int j = count - 1;
        n[j] = n[0];
        for (int c = 0; c < 3; c++) n[j].raw[c] = nextafterf(n[j].raw[c], (rng_next(r) & 1) ? 2.0f : -2.0f);
        if (count == 3) n[1] = rng_unit(r);
        break;
    }
    case TINY: {   /* axis-aligned normals, one tilted by a component far below FLT_EPSILON */
        n[0] = V(1, 0, 0), n[1] = V(0, 1, 0), n[2] = V(0, 0, 1);
        float eps = rng_log(r, -35, -20) * ((rng_next(r) & 1) ? 1 : -1);
        if (count == 2) n[1] = V(1, 0, 0), n[1].raw[1 + rng_next(r) % 2] = eps;
        else n[2] = V(rng_float(r, -1, 1), rng_float(r, -1, 1), eps);
        /* offsets near the normals' own scale, so the point stays in float range */
        x = glms_vec3_scale(rng_vec3(r, -1, 1), S);
        for (int k = 0; k < count; k++) pl[k] = (isect_plane){n[k], glms_vec3_dot(n[k], x)};
        if (i % 2) pl[count - 1].d += eps * S;   /* off the point by eps: the point moves by ~S */
        return kind;
    }
    case ZERO:
        n[rng_next(r) % count] = GLMS_VEC3_ZERO;
        break;
    default:
        break;
    }
    for (int k = 0; k < count; k++) pl[k] = (isect_plane){n[k], offset(r, n[k], x, S, i)};
    return kind;
}

static void test_plane_plane_random(void)
{
    rng r = {0x91A9E5u};
    long per_kind[KINDS] = {0}, bad_kind[KINDS] = {0}, hits = 0, misses = 0, res_bad = 0, far = 0;
    long listing_cases = 0, listing_bad = 0;
    double worst = 0, worst_res = 0, worst_dir = 0, listing_worst = 0;
    for (int i = 0; i < CASES; i++) {
        isect_plane pl[2];
        int kind = random_planes(&r, i, pl, 2);
        per_kind[kind]++;
        lvec po, dir_o;
        ld sine = 1;
        bool want = o_plane_plane(pl[0], pl[1], &po, &dir_o, &sine);
        vec3s p = UNTOUCHED, dir = UNTOUCHED;
        bool got = isect_plane_plane(pl[0], pl[1], &p, &dir);
        if (want && !(llen(po) < FLT_MAX)) {   /* beyond float: false, within rounding of FLT_MAX either way */
            far++;
            bad_kind[kind] += got && !(llen(po) < 2 * (ld)FLT_MAX);
            continue;
        }
        bool bad = got != want;
        if (!got) {
            misses++;
            bad |= !eq3(p, UNTOUCHED) || !eq3(dir, UNTOUCHED);
        } else if (want) {
            hits++;
            /* The library is exact but for rounding p and dir to float; the oracle's elimination
             * loses LDBL_EPSILON / sine of the point's size. */
            ld scale = llen(po) + fabsl((ld)pl[0].d) / llen(lv(pl[0].n)) + fabsl((ld)pl[1].d) / llen(lv(pl[1].n));
            ld band = 4 * FLT_EPSILON * llen(po) + 64 * LDBL_EPSILON / sine * scale;
            ld err = ldist(lv(p), po), derr = ldist(lv(dir), dir_o);
            worst = fmax(worst, (double)(err / band)), worst_dir = fmax(worst_dir, (double)derr);
            bad |= !(err <= band) || !(derr <= 2 * FLT_EPSILON);
            /* residuals: on both planes, and nearest the origin (p . dir = 0), to float rounding of p */
            ld s0, s1, r0 = residual(pl[0], p, &s0), r1 = residual(pl[1], p, &s1);
            ld r2 = fabsl(ldot(lv(p), lv(dir))), s2 = llen(lv(p));
            double res = (double)fmaxl(r0 / s0, fmaxl(r1 / s1, s2 > 0 ? r2 / s2 : 0));
            worst_res = fmax(worst_res, res);
            if (!(res <= 4 * FLT_EPSILON)) res_bad++, bad = true;
            if (kind == NEAR || kind == NEAR_ULP || kind == TINY) {   /* the float listing, for comparison */
                vec3s q;
                listing_cases++;
                ld lerr = listing_plane_plane(pl[0], pl[1], &q) ? ldist(lv(q), po) / fmaxl(llen(po), 1e-30L) : 1;
                listing_bad += !(lerr <= 4 * FLT_EPSILON) || isnan((double)lerr);
                listing_worst = fmax(listing_worst, isnan((double)lerr) ? INFINITY : (double)lerr);
            }
        }
        if (bad && bad_kind[kind]++ < 3)
            fprintf(stderr, "plane-plane %s case %d: got %d (%.9g %.9g %.9g), oracle %d (%.9Lg %.9Lg %.9Lg)\n", kind_name[kind],
                    i, got, p.x, p.y, p.z, want, po.x, po.y, po.z);
    }
    long total = 0;
    printf("plane-plane: %d cases vs Gaussian elimination in long double: %ld meet, %ld parallel, %ld beyond FLT_MAX\n",
           CASES, hits, misses, far);
    for (int k = 0; k < KINDS; k++) {
        printf("  %-44s %7ld cases, %ld disagreements\n", kind_name[k], per_kind[k], bad_kind[k]);
        total += bad_kind[k];
    }
    printf("  point error worst %.2g of the band; dir error worst %.2g; residuals worst %.2g of |n||p| + |d| "
           "(%ld above 4 FLT_EPSILON)\n", worst, worst_dir, worst_res, res_bad);
    printf("  Ericson's float listing on the %ld nearly parallel pairs: %ld off by more than 4 FLT_EPSILON of |p| "
           "(worst %.2g)\n", listing_cases, listing_bad, listing_worst);
    CHECK(total == 0, "plane-plane: %ld disagreements", total);
    CHECK(hits > CASES / 2 && misses > CASES / 10, "plane-plane: outcomes not mixed (%ld, %ld)", hits, misses);
}

static void test_three_planes_random(void)
{
    rng r = {0x3B1A9Eu};
    long per_kind[KINDS] = {0}, bad_kind[KINDS] = {0}, hits = 0, misses = 0, band_cases = 0, far = 0, res_bad = 0;
    double worst = 0, worst_res = 0;
    for (int i = 0; i < CASES; i++) {
        isect_plane pl[3];
        int kind = random_planes(&r, i, pl, 3);
        per_kind[kind]++;
        lvec po = {0, 0, 0};
        ld D, Pm, S;
        bool solved = o_three_planes(pl[0], pl[1], pl[2], &po, &D, &Pm, &S);
        vec3s p = UNTOUCHED;
        bool got = isect_three_planes(pl[0], pl[1], pl[2], &p);
        /* The oracle's verdict: exactly dependent by construction, or |D| clearly below the
         * library's bound 2^-50 P: no point; clearly above it: a point. Between 2^-55 P and 2^-45 P
         * either (the band). D in long double is off by at most ~2^-61 P. */
        bool dependent = kind == PARALLEL || kind == ZERO;
        bool bad = false;
        if (dependent || fabsl(D) < 0x1p-55L * Pm) {
            misses++;
            bad = got || !eq3(p, UNTOUCHED);
        } else if (!(fabsl(D) > 0x1p-45L * Pm)) {
            band_cases++;
        } else if (!solved || !(llen(po) < FLT_MAX)) {
            far++;
            bad = got && !(llen(po) < 2 * (ld)FLT_MAX);
        } else {
            hits++;
            /* The library's double rounding, amplified by P / |D| (numerator and determinant),
             * times 4, plus rounding p to float; the oracle's elimination is 2^11 times finer. */
            ld band = 4 * FLT_EPSILON * llen(po) + 0x1p-48L * (S + Pm * llen(po)) / fabsl(D);
            ld err = ldist(lv(p), po);
            worst = fmax(worst, (double)(err / band));
            bad = !got || !(err <= band);
            /* residuals: 4 FLT_EPSILON of |n| |p| + |d|, plus |n| times the conditioned part of the band */
            ld cond = band - 4 * FLT_EPSILON * llen(po), res = 0;
            for (int k = 0; k < 3; k++) {
                ld s, rk = residual(pl[k], p, &s);
                res = fmaxl(res, rk / (4 * FLT_EPSILON * s + llen(lv(pl[k].n)) * cond));
            }
            worst_res = fmax(worst_res, (double)res);
            if (!(res <= 1)) res_bad++, bad = true;
        }
        if (bad && bad_kind[kind]++ < 3)
            fprintf(stderr, "three planes %s case %d: got %d (%.9g %.9g %.9g), oracle (%.9Lg %.9Lg %.9Lg), D/P %.3Lg\n",
                    kind_name[kind], i, got, p.x, p.y, p.z, po.x, po.y, po.z, D / Pm);
    }
    long total = 0;
    printf("three-planes: %d cases vs Gaussian elimination in long double: %ld meet, %ld dependent, %ld in the band "
           "2^-55 P < |D| <= 2^-45 P, %ld beyond FLT_MAX\n", CASES, hits, misses, band_cases, far);
    for (int k = 0; k < KINDS; k++) {
        printf("  %-44s %7ld cases, %ld disagreements\n", kind_name[k], per_kind[k], bad_kind[k]);
        total += bad_kind[k];
    }
    printf("  point error worst %.2g of the band; residuals worst %.2g of theirs (%ld above)\n", worst, worst_res, res_bad);
    CHECK(total == 0, "three planes: %ld disagreements", total);
    CHECK(hits > CASES / 2 && misses > CASES / 10, "three planes: outcomes not mixed (%ld, %ld)", hits, misses);
}

int main(void)
{
    RUN(test_plane_plane_table);
    RUN(test_three_planes_table);
    RUN(test_plane_plane_random);
    RUN(test_three_planes_random);
    return check_summary();
}
