/* Planes and the shapes against them (plane.c): constructors, AABB, OBB and cone vs plane.
 * Oracles work in double: the box tests against the signed distances of all 8 corners, the
 * cone test against Ericson's rim point Q built as a vector (and Q itself against a dense
 * sampling of the rim circle). A band around touching, where float rounding may decide either
 * way, is counted and left out of the comparison. */
#include "isect.h"
#include "check.h"
#include "dvec.h"

#include <float.h>
#include <stdbool.h>

/* ---- double helpers (the oracles' arithmetic) ---------------------------------------- */

static bool is_nan_plane(isect_plane p)
{
    return isnan(p.n.x) && isnan(p.n.y) && isnan(p.n.z) && isnan(p.d);
}

/* A log-uniform positive number in [lo, hi]: sizes over several orders of magnitude. */
static float rng_log(rng *r, float lo, float hi)
{
    return expf(rng_float(r, logf(lo), logf(hi)));
}

/* Outcome of comparing a float verdict with an oracle interval [lo, hi] of signed distances:
 * the shape meets the plane iff lo <= 0 <= hi; within tol of 0 it is the band. */
typedef struct tally { long cases, disagreements, band, hits; } tally;

static void tally_case(tally *t, bool got, double lo, double hi, double tol, const char *what, long i)
{
    t->cases++;
    if (fabs(lo) <= tol || fabs(hi) <= tol) {
        t->band++;
        return;
    }
    bool want = lo <= 0 && 0 <= hi;
    t->hits += want;
    if (got != want) {
        t->disagreements++;
        if (t->disagreements <= 5)
            fprintf(stderr, "%s case %ld: got %d, oracle %d (lo %.9g, hi %.9g)\n", what, i, got, want, lo, hi);
    }
}

static void tally_print(const tally *t, const char *name, const char *oracle)
{
    printf("%s: %ld cases vs %s, %ld disagreements, %ld in band (%ld intersecting)\n", name, t->cases,
           oracle, t->disagreements, t->band, t->hits);
    CHECK(t->disagreements == 0, "%s: %ld disagreements", name, t->disagreements);
    CHECK(t->band * 1000 < t->cases, "%s: band too wide, %ld of %ld", name, t->band, t->cases);
    CHECK(t->hits * 5 > t->cases && t->hits * 5 < 4 * t->cases, "%s: outcomes not mixed", name);
}

/* ---- constructors -------------------------------------------------------------------- */

static void test_aabb_from_corners(void)
{
    vec3s lo = {{-1, 2, -3}}, hi = {{4, 5, 6}};
    for (int k = 0; k < 8; k++) {               /* every pair of opposite corners, both orders */
        vec3s p = {{(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z}};
        vec3s q = {{(k & 1) ? lo.x : hi.x, (k & 2) ? lo.y : hi.y, (k & 4) ? lo.z : hi.z}};
        isect_aabb b = isect_aabb_from_corners(p, q);
        CHECK(glms_vec3_eqv(b.min, lo) && glms_vec3_eqv(b.max, hi), "corner pair %d", k);
    }
    isect_aabb c = isect_aabb_from_center((vec3s){{1, 1, 1}}, (vec3s){{-1, 2, -0.5f}});
    CHECK(glms_vec3_eqv(c.min, ((vec3s){{0, -1, 0.5f}})) && glms_vec3_eqv(c.max, ((vec3s){{2, 3, 1.5f}})),
          "from_center with negative half-extents");
    /* A NaN corner must not be dropped by min/max: the box is NaN and meets nothing. */
    isect_aabb n = isect_aabb_from_corners((vec3s){{NAN, 0, 0}}, (vec3s){{1, 1, 1}});
    CHECK(isnan(n.min.x) && isnan(n.max.x), "NaN corner gives a NaN box");
    CHECK(!isect_aabb_plane(n, isect_plane_from_normal((vec3s){{1, 0, 0}}, 0.5f)), "NaN box meets no plane");
}

static void test_plane_from_normal(void)
{
    isect_plane p = isect_plane_from_normal((vec3s){{0, 3, 4}}, 10);
    CHECK(fabsf(p.n.x) == 0 && fabsf(p.n.y - 0.6f) < 1e-7f && fabsf(p.n.z - 0.8f) < 1e-7f && fabsf(p.d - 2) < 1e-6f,
          "(0,3,4),10 -> (%g %g %g) %g", p.n.x, p.n.y, p.n.z, p.d);
    p = isect_plane_from_normal((vec3s){{0, 1, 0.5f}}, 0);
    CHECK(fabsf(glms_vec3_norm(p.n) - 1) < 1e-6f && p.d == 0, "document plane normalised");
    /* tiny and huge normals: no underflow to zero, no overflow to infinity */
    p = isect_plane_from_normal((vec3s){{1e-30f, 0, 0}}, 2e-30f);
    CHECK(p.n.x == 1 && fabsf(p.d - 2) < 1e-6f, "tiny normal: (%g %g %g) %g", p.n.x, p.n.y, p.n.z, p.d);
    p = isect_plane_from_normal((vec3s){{3e38f, 3e38f, 0}}, 0);
    CHECK(fabsf(p.n.x - sqrtf(0.5f)) < 1e-7f && fabsf(p.n.y - sqrtf(0.5f)) < 1e-7f, "huge normal");
    rng r = {11};
    for (int i = 0; i < 10000; i++) {
        vec3s n = glms_vec3_scale(rng_unit(&r), rng_log(&r, 1e-6f, 1e6f));
        p = isect_plane_from_normal(n, 1);
        CHECK(fabsf(glms_vec3_norm(p.n) - 1) < 1e-6f && glms_vec3_dot(p.n, n) > 0, "random normal %d", i);
        if (check_failures) break;
    }
    /* zero, infinite and NaN normals give the NaN plane, which intersects nothing */
    const vec3s bad[] = {{{0, 0, 0}}, {{-0.0f, 0, 0}}, {{INFINITY, 0, 0}}, {{0, NAN, 1}}};
    for (int i = 0; i < 4; i++) {
        p = isect_plane_from_normal(bad[i], 0);
        CHECK(is_nan_plane(p), "bad normal %d", i);
        isect_aabb big = isect_aabb_from_center((vec3s){{0, 0, 0}}, (vec3s){{1e6f, 1e6f, 1e6f}});
        isect_obb obb = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, glms_quat_identity());
        isect_cone cone = {{{0, -1, 0}}, {{0, 1, 0}}, 2, 1};
        CHECK(!isect_aabb_plane(big, p) && !isect_obb_plane(obb, p) && !isect_cone_plane(cone, p),
              "NaN plane %d intersects something", i);
    }
}

static void test_plane_from_points(void)
{
    isect_plane p = isect_plane_from_points((vec3s){{0, 0, 2}}, (vec3s){{1, 0, 2}}, (vec3s){{0, 1, 2}});
    CHECK(glms_vec3_eqv(p.n, ((vec3s){{0, 0, 1}})) && p.d == 2, "counter-clockwise faces +z");
    p = isect_plane_from_points((vec3s){{0, 0, 2}}, (vec3s){{0, 1, 2}}, (vec3s){{1, 0, 2}});
    CHECK(glms_vec3_eqv(p.n, ((vec3s){{0, 0, -1}})) && p.d == -2, "clockwise faces -z");
    rng r = {12};
    for (int i = 0; i < 1000; i++) {
        vec3s a = rng_vec3(&r, -5, 5), b = rng_vec3(&r, -5, 5), c = rng_vec3(&r, -5, 5);
        p = isect_plane_from_points(a, b, c);
        float tol = 1e-4f * (1 + fabsf(p.d));
        CHECK(fabsf(isect_plane_distance(p, a)) < tol && fabsf(isect_plane_distance(p, b)) < tol &&
              fabsf(isect_plane_distance(p, c)) < tol, "points lie on their plane %d", i);
    }
    /* collinear and coincident points: NaN plane */
    CHECK(is_nan_plane(isect_plane_from_points((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, (vec3s){{2, 2, 2}})),
          "collinear");
    CHECK(is_nan_plane(isect_plane_from_points((vec3s){{1, 2, 3}}, (vec3s){{1, 2, 3}}, (vec3s){{4, 5, 6}})),
          "coincident");
    CHECK(is_nan_plane(isect_plane_from_points((vec3s){{1, 2, 3}}, (vec3s){{1, 2, 3}}, (vec3s){{1, 2, 3}})),
          "one point");
}

static void test_ray_from(void)
{
    isect_ray r = isect_ray_from((vec3s){{1, 2, 3}}, (vec3s){{0, 0, -5}});
    CHECK(glms_vec3_eqv(r.p, ((vec3s){{1, 2, 3}})) && glms_vec3_eqv(r.d, ((vec3s){{0, 0, -1}})), "normalised");
    r = isect_ray_from((vec3s){{0, 0, 0}}, (vec3s){{3, 4, 0}});
    CHECK(fabsf(r.d.x - 0.6f) < 1e-7f && fabsf(r.d.y - 0.8f) < 1e-7f && r.d.z == 0, "3-4-5");
    r = isect_ray_from((vec3s){{0, 0, 0}}, (vec3s){{0, 1e-30f, 0}});
    CHECK(r.d.y == 1, "tiny direction");
    r = isect_ray_from((vec3s){{0, 0, 0}}, (vec3s){{0, 0, 0}});
    CHECK(isnan(r.d.x) && isnan(r.d.y) && isnan(r.d.z), "zero direction gives a NaN ray");
}

static void test_obb_from_quat(void)
{
    rng r = {13};
    float worst = 0;
    for (int i = 0; i < 100000; i++) {
        versors q = rng_quat(&r);
        if (i & 1) {                                /* unnormalised: normalised inside */
            float k = rng_log(&r, 0.01f, 100);
            q = (versors){{q.x * k, q.y * k, q.z * k, q.w * k}};
        }
        isect_obb b = isect_obb_from_quat((vec3s){{1, 2, 3}}, (vec3s){{-1, 2, -3}}, q);
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++)
                worst = fmaxf(worst, fabsf(glms_vec3_dot(b.u[j], b.u[k]) - (j == k)));
        float det = glms_vec3_dot(glms_vec3_cross(b.u[0], b.u[1]), b.u[2]);
        worst = fmaxf(worst, fabsf(det - 1));
        CHECK(glms_vec3_eqv(b.e, ((vec3s){{1, 2, 3}})) && glms_vec3_eqv(b.c, ((vec3s){{1, 2, 3}})), "c, |e|");
        if (check_failures) break;
    }
    CHECK(worst < 1e-6f, "axes orthonormal and right-handed within 1e-6, worst %g", worst);
    isect_obb id = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, (versors){{0, 0, 0, 0}});
    CHECK(glms_vec3_eqv(id.u[0], ((vec3s){{1, 0, 0}})) && glms_vec3_eqv(id.u[2], ((vec3s){{0, 0, 1}})),
          "zero quaternion gives the identity");
    /* a quarter turn about z: x -> y */
    isect_obb qz = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}},
                                       glms_quatv(GLM_PI_2f, (vec3s){{0, 0, 1}}));
    CHECK(fabsf(qz.u[0].y - 1) < 1e-6f && fabsf(qz.u[1].x + 1) < 1e-6f, "columns are the rotated axes");
}

static void test_plane_classify(void)
{
    isect_plane p = isect_plane_from_normal((vec3s){{0, 2, 0}}, 2);   /* y = 1 */
    CHECK(isect_plane_distance(p, (vec3s){{5, 3, -7}}) == 2, "distance");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1.5f, 0}}, 0.125f) == ISECT_FRONT, "front");
    CHECK(isect_plane_classify(p, (vec3s){{0, 0.5f, 0}}, 0.125f) == ISECT_BACK, "back");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1.0625f, 0}}, 0.125f) == ISECT_ON, "within eps");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1.125f, 0}}, 0.125f) == ISECT_ON, "exactly eps is on");
    CHECK(isect_plane_classify(p, (vec3s){{0, 0.875f, 0}}, 0.125f) == ISECT_ON, "exactly -eps is on");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1.0001f, 0}}, 0) == ISECT_FRONT, "eps 0");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1, 0}}, 0) == ISECT_ON, "on, eps 0");
    CHECK(isect_plane_classify(p, (vec3s){{0, NAN, 0}}, 0.1f) == ISECT_ON, "NaN reads as on (documented)");
    /* A negative eps is read as |eps|: the band was empty and inverted, so a point 0.0625 behind
     * the plane, s = -0.0625 > eps = -0.125, came out FRONT. */
    CHECK(isect_plane_classify(p, (vec3s){{0, 0.9375f, 0}}, -0.125f) == ISECT_ON, "negative eps, just behind");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1.0625f, 0}}, -0.125f) == ISECT_ON, "negative eps, just in front");
    CHECK(isect_plane_classify(p, (vec3s){{0, 0.5f, 0}}, -0.125f) == ISECT_BACK, "negative eps, behind");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1.5f, 0}}, -0.125f) == ISECT_FRONT, "negative eps, in front");
    CHECK(isect_plane_classify(p, (vec3s){{0, 1, 0}}, -0.0f) == ISECT_ON, "eps -0, on");
    /* A normal of another length: the distance in units of |n|, eps too. */
    isect_plane p2 = {{{0, 2, 0}}, 2};                                 /* y = 1, |n| = 2 */
    CHECK(isect_plane_distance(p2, (vec3s){{5, 3, -7}}) == 4, "distance times |n|");
    CHECK(isect_plane_classify(p2, (vec3s){{0, 1.03125f, 0}}, 0.125f) == ISECT_ON, "|n| = 2: within eps");
    CHECK(isect_plane_classify(p2, (vec3s){{0, 1.0625f, 0}}, 0.125f) == ISECT_ON, "|n| = 2: 0.0625 away, 2 x 0.0625 = eps");
    CHECK(isect_plane_classify(p2, (vec3s){{0, 1.125f, 0}}, 0.125f) == ISECT_FRONT, "|n| = 2: 0.125 away, past eps");
}

/* ---- non-canonical shapes (isect.h, Conventions) ---------------------------------------- */

/* A zero normal is the NaN plane. dot(0, x) = d holds everywhere when d = 0, so every shape met
 * that plane (and none did for d != 0); now none does, whatever d, and its distances are NaN. */
static void test_zero_normal(void)
{
    isect_aabb box = isect_aabb_from_center((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    isect_aabb point = {{{0, 0, 0}}, {{0, 0, 0}}};
    isect_obb obb = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, glms_quat_identity());
    isect_cone cone = {{{0, -1, 0}}, {{0, 1, 0}}, 2, 1};
    const float ds[] = {0, -0.0f, 1, -1, 1e30f};
    const vec3s zeros[] = {{{0, 0, 0}}, {{-0.0f, 0, -0.0f}}};
    for (int z = 0; z < 2; z++)
        for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
            isect_plane p = {zeros[z], ds[i]};
            CHECK(!isect_aabb_plane(box, p) && !isect_aabb_plane(point, p), "aabb meets zero normal, d %g", ds[i]);
            CHECK(!isect_obb_plane(obb, p), "obb meets zero normal, d %g", ds[i]);
            CHECK(!isect_cone_plane(cone, p), "cone meets zero normal, d %g", ds[i]);
            CHECK(isnan(isect_plane_distance(p, (vec3s){{1, 2, 3}})), "distance to zero normal, d %g", ds[i]);
            CHECK(isect_plane_classify(p, (vec3s){{1, 2, 3}}, 0.5f) == ISECT_ON, "classify zero normal, d %g", ds[i]);
        }
}

/* Any non-zero normal length gives the same verdict in AABB, OBB and cone vs plane (s and r
 * both scale with |n|): hand-worked at |n| = 3 (y = 1 as 3y = 3), and random planes scaled by
 * powers of two, where the arithmetic scales exactly and the verdicts must be identical. */
static void test_plane_normal_length(void)
{
    isect_plane y1 = {{{0, 3, 0}}, 3};
    CHECK(isect_aabb_plane((isect_aabb){{{0, 0, 0}}, {{1, 1, 1}}}, y1), "|n| = 3: top face on the plane");
    CHECK(!isect_aabb_plane((isect_aabb){{{0, 0, 0}}, {{1, 0.999f, 1}}}, y1), "|n| = 3: 0.001 below");
    isect_obb cube = isect_obb_from_quat((vec3s){{0, 2, 0}}, (vec3s){{1, 1, 1}}, glms_quat_identity());
    CHECK(isect_obb_plane(cube, y1), "|n| = 3: obb face on the plane");
    cube.c.y = 2.001f;
    CHECK(!isect_obb_plane(cube, y1), "|n| = 3: obb 0.001 above");
    CHECK(isect_cone_plane((isect_cone){{{0, 3, 0}}, {{0, -1, 0}}, 2, 1}, y1), "|n| = 3: cone base on the plane");
    CHECK(!isect_cone_plane((isect_cone){{{0, 3.001f, 0}}, {{0, -1, 0}}, 2, 1}, y1), "|n| = 3: cone 0.001 above");

    rng r = {51};
    long differ = 0;
    for (long i = 0; i < 200000; i++) {
        vec3s c = rng_vec3(&r, -3, 3), e = rng_vec3(&r, 0, 2);
        isect_aabb b = {glms_vec3_sub(c, e), glms_vec3_add(c, e)};
        isect_obb o = isect_obb_from_quat(c, e, rng_quat(&r));
        isect_cone k = {c, rng_unit(&r), rng_float(&r, 0, 3), rng_float(&r, 0, 2)};
        vec3s n = rng_unit(&r);
        isect_plane p = {n, glms_vec3_dot(n, rng_vec3(&r, -3, 3))};
        float s = ldexpf(1.0f, (int)(rng_next(&r) % 41) - 20);           /* 2^-20 .. 2^20 */
        isect_plane q = {glms_vec3_scale(p.n, s), p.d * s};
        differ += isect_aabb_plane(b, p) != isect_aabb_plane(b, q);
        differ += isect_obb_plane(o, p) != isect_obb_plane(o, q);
        differ += isect_cone_plane(k, p) != isect_cone_plane(k, q);
    }
    CHECK(differ == 0, "%ld verdicts changed with the normal's length", differ);
}

/* Empty shapes meet nothing: an AABB with min > max on an axis (the centre-extent form made it
 * a box with a negative extent, which still met planes), an OBB with a negative half-extent,
 * and a cone with a negative radius or height. */
static void test_empty_shapes_vs_plane(void)
{
    isect_plane y0 = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);
    isect_plane x0 = isect_plane_from_normal((vec3s){{1, 0, 0}}, 0);
    isect_aabb inverted_x = {{{1, -1, -1}}, {{-1, 1, 1}}};
    CHECK(!isect_aabb_plane(inverted_x, y0), "box inverted in x meets y = 0");
    CHECK(!isect_aabb_plane(inverted_x, x0), "box inverted in x meets x = 0");
    isect_aabb ulp = {{{0, 0, 0}}, {{1, 1, 1}}};
    ulp.min.z = nextafterf(ulp.max.z, 2);                                /* inverted by one float */
    CHECK(!isect_aabb_plane(ulp, y0), "box inverted by one float meets y = 0");
    isect_obb o = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, glms_quat_identity());
    for (int k = 0; k < 3; k++) {
        isect_obb e = o;
        e.e.raw[k] = -1;
        CHECK(!isect_obb_plane(e, y0) && !isect_obb_plane(e, x0), "obb with e[%d] = -1 meets a plane through it", k);
    }
    o.e.y = -0.0f;
    CHECK(isect_obb_plane(o, y0), "obb with e.y = -0 (flat) lies in y = 0");
    CHECK(!isect_cone_plane((isect_cone){{{0, 1, 0}}, {{0, -1, 0}}, 2, -1}, y0), "cone with radius -1 through the plane");
    CHECK(!isect_cone_plane((isect_cone){{{0, -1, 0}}, {{0, -1, 0}}, -2, 1}, y0), "cone with height -2 (mirrored: through the plane)");
}

/* ---- AABB vs plane --------------------------------------------------------------------- */

static void test_aabb_plane_document(void)
{
    isect_plane p = isect_plane_from_normal((vec3s){{0, 1, 0.5f}}, 0);
    const vec3s corners[4][2] = {
        {{{-2, -2, -2}}, {{-1, -1, -1}}},
        {{{2, 1, 2}}, {{4, 3, 4}}},
        {{{1, 0, 1}}, {{0, -1, 0}}},        /* max corner first */
        {{{5, 5, 5}}, {{-5, -5, -5}}},      /* max corner first */
    };
    const bool expected[4] = {false, false, true, true};
    for (int i = 0; i < 4; i++) {
        isect_aabb b = isect_aabb_from_corners(corners[i][0], corners[i][1]);
        CHECK(isect_aabb_plane(b, p) == expected[i], "document box %d", i);
    }
}

static void test_aabb_plane_touching(void)
{
    isect_plane p = isect_plane_from_normal((vec3s){{0, 2, 0}}, 2);   /* exactly y = 1 */
    struct { vec3s a, b; bool hit; } cases[] = {
        {{{0, 0, 0}}, {{1, 1, 1}}, true},              /* top face on the plane */
        {{{0, 1, 0}}, {{1, 2, 1}}, true},              /* bottom face on the plane */
        {{{0, 0, 0}}, {{1, 0.99999994f, 1}}, false},   /* one float below */
        {{{0, 1.000001f, 0}}, {{1, 2, 1}}, false},     /* 1e-6 above (one float above rounds to
                                                          touching: the centre c is rounded) */
        {{{-1, 1, -1}}, {{1, 1, 1}}, true},            /* flat box lying in the plane */
        {{{3, 1, 3}}, {{3, 1, 3}}, true},              /* point box on the plane */
        {{{3, 1.5f, 3}}, {{3, 1.5f, 3}}, false},       /* point box off the plane */
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CHECK(isect_aabb_plane(isect_aabb_from_corners(cases[i].a, cases[i].b), p) == cases[i].hit,
              "touching case %u", i);
    /* the corner nearest the plane x + y + z = 3 just short of it, and just through it */
    isect_plane q = isect_plane_from_normal((vec3s){{1, 1, 1}}, 3);
    CHECK(!isect_aabb_plane(isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{0.999f, 0.999f, 0.999f}}), q),
          "corner short of the plane");
    CHECK(isect_aabb_plane(isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1.001f, 1.001f, 1.001f}}), q),
          "corner through the plane");
}

/* Random boxes from two corners in either order (sometimes flat or a point) and planes from
 * unnormalised normals (sometimes axis-aligned) through a point near the box; oracle: the
 * signed distances of the 8 corners in double, taken with the unnormalised n and d. */
static void test_aabb_plane_random(void)
{
    rng r = {21};
    tally t = {0};
    for (long i = 0; i < 1000000; i++) {
        float size = rng_log(&r, 0.01f, 10);
        vec3s p = rng_vec3(&r, -10, 10), q = glms_vec3_add(p, rng_vec3(&r, -size, size));
        if ((i & 63) == 0) q.x = p.x;                      /* flat */
        if ((i & 255) == 1) q = p;                         /* a point */
        isect_aabb b = (i & 1) ? isect_aabb_from_corners(p, q) : isect_aabb_from_corners(q, p);
        vec3s n = glms_vec3_scale(rng_vec3(&r, -1, 1), rng_log(&r, 0.01f, 100));
        if ((i & 7) == 2) n.y = n.z = 0;                   /* axis-aligned */
        if ((i & 7) == 3) n.x = 0;
        if (n.x == 0 && n.y == 0 && n.z == 0) n.x = 1;
        vec3s x = glms_vec3_add(glms_vec3_lerp(p, q, 0.5f), rng_vec3(&r, -size, size));
        float d = glms_vec3_dot(n, x);
        isect_plane pl = isect_plane_from_normal(n, d);
        bool got = isect_aabb_plane(b, pl);

        dvec nd = dv(n);
        double len = dlen(nd), lo = INFINITY, hi = -INFINITY, scale = 0;
        for (int k = 0; k < 8; k++) {
            dvec c = {(k & 1) ? p.x : q.x, (k & 2) ? p.y : q.y, (k & 4) ? p.z : q.z};
            double s = (ddot(nd, c) - d) / len;
            lo = fmin(lo, s), hi = fmax(hi, s);
            scale = fmax(scale, fabs(c.x) + fabs(c.y) + fabs(c.z));
        }
        tally_case(&t, got, lo, hi, 4 * FLT_EPSILON * (scale + fabs(d) / len), "aabb-plane", i);
    }
    tally_print(&t, "aabb-plane", "8-corner double oracle");
}

/* ---- OBB vs plane ---------------------------------------------------------------------- */

static void test_obb_plane_table(void)
{
    isect_plane p = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);
    /* a unit cube turned 90 degrees about x stays axis-aligned: its face touches y = 0 */
    isect_obb b = {{{0, 1, 0}}, {{{1, 0, 0}}, {{0, 0, 1}}, {{0, -1, 0}}}, {{1, 1, 1}}};
    CHECK(isect_obb_plane(b, p), "face on the plane");
    b.c.y = 1.0000001f;
    CHECK(!isect_obb_plane(b, p), "one float above");
    b.c.y = -1;
    CHECK(isect_obb_plane(b, p), "face on the plane from below");
    /* the box stood on an edge: 45 degrees about z, centre at height sqrt 2 */
    isect_obb e = isect_obb_from_quat((vec3s){{0, 1.5f, 0}}, (vec3s){{1, 1, 1}},
                                      glms_quatv(GLM_PI_4f, (vec3s){{0, 0, 1}}));
    CHECK(!isect_obb_plane(e, p), "edge 0.086 above");
    e.c.y = 1.4f;
    CHECK(isect_obb_plane(e, p), "edge 0.014 below");
    isect_obb flat = {{{0, 0, 0}}, {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}, {{0, 0, 0}}};
    CHECK(isect_obb_plane(flat, p), "point box on the plane");
    flat.e.y = NAN;
    CHECK(!isect_obb_plane(flat, p), "NaN extent");
}

static void test_obb_plane_random(void)
{
    rng r = {31};
    tally t = {0};
    for (long i = 0; i < 1000000; i++) {
        float size = rng_log(&r, 0.01f, 10);
        vec3s e = {{size * rng_log(&r, 0.1f, 1), size * rng_log(&r, 0.1f, 1), size * rng_log(&r, 0.1f, 1)}};
        if ((i & 63) == 0) e.z = 0;                                      /* flat */
        isect_obb b = isect_obb_from_quat(rng_vec3(&r, -10, 10), e, rng_quat(&r));
        vec3s n = rng_unit(&r);
        if ((i & 15) == 1) n = b.u[i % 3];                               /* normal along a box axis */
        vec3s x = glms_vec3_add(b.c, rng_vec3(&r, -1.5f * size, 1.5f * size));
        isect_plane pl = isect_plane_from_normal(n, glms_vec3_dot(n, x));
        bool got = isect_obb_plane(b, pl);

        dvec nd = dv(pl.n);
        double lo = INFINITY, hi = -INFINITY, scale = fabs(pl.d);
        for (int k = 0; k < 8; k++) {
            dvec c = dv(b.c);
            c = dadd(c, dscale(dv(b.u[0]), (k & 1) ? b.e.x : -b.e.x));
            c = dadd(c, dscale(dv(b.u[1]), (k & 2) ? b.e.y : -b.e.y));
            c = dadd(c, dscale(dv(b.u[2]), (k & 4) ? b.e.z : -b.e.z));
            double s = ddot(nd, c) - pl.d;
            lo = fmin(lo, s), hi = fmax(hi, s);
            scale = fmax(scale, fabs(c.x) + fabs(c.y) + fabs(c.z));
        }
        tally_case(&t, got, lo, hi, 4 * FLT_EPSILON * scale, "obb-plane", i);
    }
    tally_print(&t, "obb-plane", "8-corner double oracle");
}

/* ---- cone vs plane --------------------------------------------------------------------- */

static void test_cone_plane_table(void)
{
    isect_plane p = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);   /* y = 0 */
    const vec3s up = {{0, 1, 0}}, down = {{0, -1, 0}}, side = {{1, 0, 0}};
    struct { vec3s tip, axis; float h, r; bool hit; const char *what; } cases[] = {
        /* axis parallel to the normal: n x v = 0, Ericson's Q would divide by zero */
        {{{0, -1, 0}}, up, 2, 1, true, "axis along n, straddling"},
        {{{0, -2, 0}}, up, 2, 1, true, "axis along n, base disc lying on the plane"},
        {{{0, 0, 0}}, up, 2, 1, true, "axis along n, tip on the plane"},
        {{{0, 0, 0}}, down, 2, 1, true, "axis along -n, tip on the plane"},
        {{{0, 0.5f, 0}}, up, 2, 1, false, "axis along n, wholly above"},
        {{{0, -2.5f, 0}}, up, 2, 1, false, "axis along n, wholly below"},
        {{{0, 2.5f, 0}}, down, 2, 1, false, "axis along -n, base 0.5 above"},
        {{{0, 2, 0}}, down, 2, 1, true, "axis along -n, base on the plane"},
        /* axis in the plane's direction: the rim reaches r either side */
        {{{0, 1, 0}}, side, 2, 1, true, "axis parallel to the plane, rim touching"},
        {{{0, 1.0000001f, 0}}, side, 2, 1, false, "axis parallel to the plane, rim one float above"},
        /* tip and Q both below, but the other rim point above: the halfspace-only test is wrong */
        {{{0, -0.5f, 0}}, side, 2, 1, true, "tip and Q below, far rim point above"},
        {{{0, 0.5f, 0}}, side, 2, 1, true, "tip and far rim above, Q below"},
        /* degenerate cones */
        {{{0, -1, 0}}, up, 2, 0, true, "zero radius: a segment crossing"},
        {{{0, 1, 0}}, up, 2, 0, false, "zero radius: a segment above"},
        {{{0, -1, 0}}, side, 0, 1, true, "zero height: a disc, rim touching from below"},
        {{{0, -1.5f, 0}}, side, 0, 1, false, "zero height: a disc below"},
        {{{0, -1, 0}}, side, 2, -1, false, "negative radius: empty (was read as |r|)"},
        {{{0, 1, 0}}, up, -2, 1, false, "negative height: empty (was the cone mirrored through T)"},
        {{{0, 0, NAN}}, up, 2, 1, false, "NaN tip"},
        {{{0, -1, 0}}, {{NAN, 1, 0}}, 2, 1, false, "NaN axis"},
        {{{0, -1, 0}}, up, NAN, 1, false, "NaN height"},
        {{{0, -1, 0}}, up, 2, NAN, false, "NaN radius"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        isect_cone c = {cases[i].tip, cases[i].axis, cases[i].h, cases[i].r};
        CHECK(isect_cone_plane(c, p) == cases[i].hit, "%s", cases[i].what);
    }
    /* a cone lying on the plane, 45 degree half-angle, tilted so one generator lies on it */
    isect_cone lying = {{{0, 0, 0}}, glms_vec3_normalize((vec3s){{1, 1, 0}}), 1, 1};
    CHECK(isect_cone_plane(lying, p), "generator on the plane");
}

/* Cone oracle in double: Ericson's rim point Q = B + r m, m = (n x v) x v / |(n x v) x v|,
 * farthest along -n, and its mirror Q' = B - r m farthest along +n; with n x v = 0 the rim is
 * flat at B. Every 16th case also checks Q and Q' against 64 samples of the rim circle. */
static void cone_oracle(isect_cone c, isect_plane p, double *lo, double *hi, long i)
{
    dvec n = dv(p.n), v = dv(c.axis), tip = dv(c.tip);
    dvec base = dadd(tip, dscale(v, c.height));
    dvec w = dcross(dcross(n, v), v);
    double wl = dlen(w), r = fabs(c.radius);
    dvec m = wl > 1e-300 ? dscale(w, 1 / wl) : (dvec){0, 0, 0};
    double st = ddot(n, tip) - p.d;
    double sq = ddot(n, dadd(base, dscale(m, r))) - p.d;
    double sq2 = ddot(n, dadd(base, dscale(m, -r))) - p.d;
    *lo = fmin(st, fmin(sq, sq2));
    *hi = fmax(st, fmax(sq, sq2));
    if (i % 16 == 0) {
        /* an orthonormal pair (e1, e2) across v, and 64 rim points B + r (cos a e1 + sin a e2) */
        dvec any = fabs(v.x) < 0.6 ? (dvec){1, 0, 0} : (dvec){0, 1, 0};
        dvec e1 = dcross(v, any);
        e1 = dscale(e1, 1 / dlen(e1));
        dvec e2 = dcross(v, e1);
        double smin = INFINITY, smax = -INFINITY;
        for (int k = 0; k < 64; k++) {
            double a = k * (2 * 3.14159265358979323846 / 64);
            dvec x = dadd(base, dadd(dscale(e1, r * cos(a)), dscale(e2, r * sin(a))));
            double s = ddot(n, x) - p.d;
            smin = fmin(smin, s), smax = fmax(smax, s);
        }
        double slack = 1e-9 * (1 + r + fabs(st)) + r * (1 - cos(3.14159265358979323846 / 64));
        CHECK(smin >= sq - 1e-9 * (1 + r + fabs(st)) && smin <= sq + slack &&
              smax <= sq2 + 1e-9 * (1 + r + fabs(st)) && smax >= sq2 - slack,
              "cone oracle: Q is not the rim's extreme (case %ld)", i);
    }
}

static void test_cone_plane_random(void)
{
    rng r = {41};
    tally t = {0};
    long parallel = 0;
    for (long i = 0; i < 1000000; i++) {
        float h = rng_log(&r, 0.01f, 10), rad = h * rng_log(&r, 0.05f, 3);
        if ((i & 63) == 0) rad = 0;
        if ((i & 63) == 1) h = 0;
        vec3s n = rng_unit(&r), v = rng_unit(&r);
        switch (i & 7) {                                  /* the n x v = 0 trap, and near it */
        case 0: v = n; break;
        case 1: v = glms_vec3_negate(n); break;
        case 2: v = glms_vec3_normalize(glms_vec3_add(n, glms_vec3_scale(rng_unit(&r), 1e-4f))); break;
        default: break;
        }
        parallel += (i & 7) < 2;
        vec3s tip = rng_vec3(&r, -10, 10);
        /* a plane through a point of the cone's bounding region, so about half meet */
        vec3s x = glms_vec3_add(glms_vec3_add(tip, glms_vec3_scale(v, h * rng_float(&r, -0.6f, 1.6f))),
                                rng_vec3(&r, -1.5f * rad, 1.5f * rad));
        isect_plane p = isect_plane_from_normal(n, glms_vec3_dot(n, x));
        isect_cone c = {tip, v, h, rad};
        bool got = isect_cone_plane(c, p);
        double lo, hi;
        cone_oracle(c, p, &lo, &hi, i);
        double scale = fabs(tip.x) + fabs(tip.y) + fabs(tip.z) + fabs(p.d) + h + rad;
        tally_case(&t, got, lo, hi, 4 * FLT_EPSILON * scale, "cone-plane", i);
    }
    tally_print(&t, "cone-plane", "Ericson's rim point Q in double (Q checked by rim sampling)");
    printf("cone-plane: %ld of them with the axis exactly parallel to the normal\n", parallel);
}

int main(void)
{
    RUN(test_aabb_from_corners);
    RUN(test_plane_from_normal);
    RUN(test_plane_from_points);
    RUN(test_ray_from);
    RUN(test_obb_from_quat);
    RUN(test_plane_classify);
    RUN(test_zero_normal);
    RUN(test_plane_normal_length);
    RUN(test_empty_shapes_vs_plane);
    RUN(test_aabb_plane_document);
    RUN(test_aabb_plane_touching);
    RUN(test_aabb_plane_random);
    RUN(test_obb_plane_table);
    RUN(test_obb_plane_random);
    RUN(test_cone_plane_table);
    RUN(test_cone_plane_random);
    return check_summary();
}
