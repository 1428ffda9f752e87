/* Moving spheres against planes and spheres (moving_sphere.c, Ericson 5.5.3, 5.5.5) and interval
 * halving (moving_halving.c, 5.5.1): exact hand cases (touching at t = 0 and t = 1 on dyadic
 * numbers, grazing, parallel motion, NaN and empty shapes), then MOVING_CASES random cases per
 * function against the time-of-impact oracle of fuzz/oracles_moving.h (the clearance, the
 * centre's distance to the shape minus r in double, sampled over the step and its first sign
 * change bisected; tests/moving_random.h has the motions, the band and the properties). For two
 * spheres, swapping them and moving one by the relative motion must give the same verdict and t
 * (bit for bit); halving must report t never after the closed form and within eps before it. */
#include "isect.h"
#include "check.h"
#include "moving_random.h"

#include <float.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

static bool near(float a, float b) { return fabsf(a - b) <= 1e-6f; }

static void test_plane_cases(void)
{
    isect_plane p = {V(0, 1, 0), 1};            /* y = 1 */
    isect_hit h;
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, -4, 0), p, &h) && h.t == 0.5f,
          "front, t = 0.5 (got %g)", h.t);
    CHECK(h.point.y == 1 && h.point.x == 0, "the point where the sphere touches the plane (%g)", h.point.y);
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, -2, 0), p, NULL), "out may be NULL");
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, -3, 0), p, &h) && near(h.t, 2.0f / 3),
          "front, t = 2/3 (got %.9g)", h.t);
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, -2, 5), p, &h) && h.t == 1.0f,
          "touching only at t = 1 (got %g)", h.t);
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, -1.9375f, 0), p, NULL), "short of it");
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, -3, 0), 2}, V(0, 4, 0), p, &h) && h.t == 0.5f,
          "from the back, t = 0.5 (got %g)", h.t);
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 2, 0), 1}, V(0, 5, 0), p, &h) && h.t == 0, "touching at t = 0, moving away");
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 1.5f, 0), 1}, V(0, 5, 0), p, &h) && h.t == 0 &&
          h.point.y == 1, "overlapping at t = 0: the centre's foot on the plane");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 3, 0), 1}, V(7, 0, -3), p, NULL), "parallel, 1 apart");
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 2, 0), 1}, V(7, 0, -3), p, &h) && h.t == 0, "parallel, touching");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, 2, 0), p, NULL), "moving away");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, 0, 0), p, NULL), "v = 0, apart");
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 3}, V(0, 0, 0), p, &h) && h.t == 0, "v = 0, touching");
    CHECK(isect_moving_sphere_plane((isect_sphere){V(0, 40, 0), 0.001f}, V(0, -80, 0), p, &h) && near(h.t, 38.999f / 80),
          "a small fast sphere through the plane (t %g)", h.t);
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), -1}, V(0, -9, 0), p, NULL), "negative radius");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), NAN}, V(0, -9, 0), p, NULL), "NaN radius");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, NAN, 0), p, NULL), "NaN v");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 1, 0), 1}, V(NAN, 0, 0), p, NULL), "NaN v, touching at the start");
    CHECK(!isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), 1}, V(0, -9, 0), (isect_plane){V(0, 0, 0), 1}, NULL), "zero normal");
    isect_moving_sphere_plane((isect_sphere){V(0, 4, 0), INFINITY}, V(0, -INFINITY, 0), p, NULL);   /* defined, no UB */
    isect_moving_sphere_plane((isect_sphere){V(0, INFINITY, 0), 1}, V(0, -INFINITY, 0), p, NULL);
}

static void test_sphere_cases(void)
{
    isect_sphere a = {V(0, 0, 0), 1}, b = {V(8, 0, 0), 2};
    isect_hit h;
    CHECK(isect_moving_sphere_sphere(a, V(10, 0, 0), b, V(0, 0, 0), &h) && h.t == 0.5f, "head on, t = 0.5 (%g)", h.t);
    CHECK(h.point.x == 6 && h.point.y == 0, "the touching point (%g)", h.point.x);
    CHECK(isect_moving_sphere_sphere(a, V(2.5f, 0, 0), b, V(-2.5f, 0, 0), &h) && h.t == 1.0f &&
          h.point.x == 3.5f, "both moving, touching at t = 1 (%g, %g)", h.t, h.point.x);
    CHECK(!isect_moving_sphere_sphere(a, V(2.5f, 0, 0), b, V(-2.4375f, 0, 0), NULL), "short of it");
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(0, 3, 0), 1}, V(16, 0, 0), b, V(0, 0, 0), &h) && h.t == 0.5f &&
          h.point.x == 8 && h.point.y == 2, "grazing: 3 to the side, touching at x = 8 (%g)", h.t);
    CHECK(!isect_moving_sphere_sphere((isect_sphere){V(0, 3.0625f, 0), 1}, V(16, 0, 0), b, V(0, 0, 0), NULL),
          "passing just beside");
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(5, 0, 0), 1}, V(0, 9, 0), b, V(0, 9, 0), &h) && h.t == 0, "touching, moving together");
    CHECK(!isect_moving_sphere_sphere((isect_sphere){V(4.5f, 0, 0), 1}, V(0, 9, 0), b, V(0, 9, 0), NULL), "apart, moving together");
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(7, 0, 0), 1}, V(-9, 0, 0), b, V(0, 0, 0), &h) && h.t == 0 &&
          near(h.point.x, 7 + 1.0f / 3), "overlapping at t = 0: the point divides the centres as the radii");
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(-30, 0, 0), 0.001f}, V(60, 0, 0), (isect_sphere){V(0, 0, 0), 0.001f},
                                     V(0, 0, 0), &h), "two small fast spheres through each other");
    CHECK(!isect_moving_sphere_sphere(a, V(10, 0, 0), (isect_sphere){V(8, 0, 0), -1}, V(0, 0, 0), NULL), "negative radius");
    CHECK(!isect_moving_sphere_sphere(a, V(10, 0, 0), b, V(0, NAN, 0), NULL), "NaN vb");
    CHECK(!isect_moving_sphere_sphere((isect_sphere){V(7, 0, 0), 1}, V(NAN, 0, 0), b, V(0, 0, 0), NULL), "NaN va, overlapping");
    CHECK(!isect_moving_sphere_sphere(a, V(10, 0, 0), (isect_sphere){V(NAN, 0, 0), 1}, V(0, 0, 0), NULL), "NaN centre");
    isect_moving_sphere_sphere(a, V(INFINITY, 0, 0), b, V(0, 0, 0), NULL);   /* defined, no UB */
    isect_moving_sphere_sphere(a, V(INFINITY, 0, 0), b, V(INFINITY, 0, 0), NULL);
}

/* Lengths past the float range of spheres_entry's products, in its cold path: each built so that
 * its t is known. */
static void test_sphere_far_cases(void)
{
    isect_hit h = {0};
    /* Head on along x, both radii 0.375 * 2^63 and 1.75 * 2^63 apart, closing by 1.75 * 2^63: they
     * touch at t = (1.75 - 0.75) / 1.75 = 4/7. q = -b + |d| sqrt(disc) is 4.375 * 2^126: formed
     * unscaled it overflowed, and t read c / inf = 0. */
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(0x1.cp63f, 0, 0), 0x1.8p61f}, V(-0x1.cp63f, 0, 0),
                                     (isect_sphere){V(0, 0, 0), 0x1.8p61f}, V(0, 0, 0), &h) &&
          near(h.t, 4.0f / 7) && fabsf(h.point.x - 0x1.8p61f) <= 0x1p-20f * 0x1.8p61f,
          "1.75 * 2^63 apart, first touching at t = 4/7 (%.9g, %g)", h.t, h.point.x);
    /* The same along y at 1e19: a point 1.5e19 from a sphere of radius 1.083e19, closing by
     * 1.5e19: t = (1.5 - 1.083) / 1.5 = 0.278 */
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(0, 1.5e19f, 0), 0}, V(0, -1.5e19f, 0),
                                     (isect_sphere){V(0, 0, 0), 1.083e19f}, V(0, 0, 0), &h) &&
          near(h.t, (1.5e19f - 1.083e19f) / 1.5e19f), "1.5e19 apart, first touching at t = 0.278 (%.9g)", h.t);
    /* A path from (1e30, 1e6, 0) to (-1e30, 1e6, 0), 1e6 wide of the centre: it misses a sphere of
     * radius 3e5 and enters one of radius 3e6 at t = 0.5 - 1.4e-24, 0.5 in float */
    CHECK(!isect_moving_sphere_sphere((isect_sphere){V(1e30f, 1e6f, 0), 0}, V(-2e30f, 0, 0),
                                      (isect_sphere){V(0, 0, 0), 3e5f}, V(0, 0, 0), NULL),
          "a path at 1e30, 1e6 wide of a sphere of radius 3e5");
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(1e30f, 1e6f, 0), 0}, V(-2e30f, 0, 0),
                                     (isect_sphere){V(0, 0, 0), 3e6f}, V(0, 0, 0), &h) && near(h.t, 0.5f),
          "a path at 1e30, 1e6 within a sphere of radius 3e6, t = 0.5 (%.9g)", h.t);
    /* c = p.p - r^2 past the float range, apart: 2^65 from a sphere of radius 0.75 * 2^65 (inf - inf,
     * read as touching at t = 0), and 2^-76 from one of 2^-77 (0 - 0), closing by 2^66 and 2^-70:
     * t = 0.25 * 2^65 / 2^66 = 1/8 and 0.5 * 2^-76 / 2^-70 = 2^-7 */
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(0x1p65f, 0, 0), 0}, V(-0x1p66f, 0, 0),
                                     (isect_sphere){V(0, 0, 0), 0x1.8p64f}, V(0, 0, 0), &h) && near(h.t, 0.125f),
          "p.p and r^2 overflowing, first touching at t = 1/8 (%.9g)", h.t);
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(0x1p-76f, 0, 0), 0}, V(-0x1p-70f, 0, 0),
                                     (isect_sphere){V(0, 0, 0), 0x1p-77f}, V(0, 0, 0), &h) && near(h.t, 0x1p-7f),
          "p.p and r^2 underflowing, first touching at t = 2^-7 (%.9g)", h.t);
    /* b = p.d as -inf + inf: from (2^100, 2^90, 0) along (-2^101, 2^40, 0) into a sphere of radius
     * 2^99; the path's offset stays 2^90 (to 2^-50 of it), so it enters where x = 2^99 sqrt(1 - 2^-18),
     * t = 1/4 + 2^-21 (to 2^-40) */
    CHECK(isect_moving_sphere_sphere((isect_sphere){V(0x1p100f, 0x1p90f, 0), 0}, V(-0x1p101f, 0x1p40f, 0),
                                     (isect_sphere){V(0, 0, 0), 0x1p99f}, V(0, 0, 0), &h) && near(h.t, 0.25f + 0x1p-21f),
          "p.d overflowing to inf - inf, first touching at t = 1/4 + 2^-21 (%.9g)", h.t);
}

static void test_halving_cases(void)
{
    isect_sphere a = {V(0, 0, 0), 1}, b = {V(8, 0, 0), 2};
    isect_hit h;
    CHECK(isect_moving_sphere_sphere_halving(a, V(10, 0, 0), b, V(0, 0, 0), 1e-4f, &h) && h.t <= 0.5f &&
          h.t >= 0.5f - 1e-4f, "head on (%g)", h.t);
    CHECK(isect_moving_sphere_sphere_halving(a, V(2.5f, 0, 0), b, V(-2.5f, 0, 0), 0, &h) && h.t <= 1 && h.t >= 1 - 0x1p-24f,
          "touching at t = 1, eps 0 read as 2^-24 (%.9g)", h.t);
    CHECK(isect_moving_sphere_sphere_halving((isect_sphere){V(5, 0, 0), 1}, V(3, 0, 0), b, V(0, 0, 0), 0.25f, &h) && h.t == 0,
          "touching at t = 0");
    CHECK(!isect_moving_sphere_sphere_halving(a, V(2.5f, 0, 0), b, V(-2.4375f, 0, 0), 1e-4f, NULL), "short of it");
    CHECK(!isect_moving_sphere_sphere_halving(a, V(10, 0, 0), b, V(0, NAN, 0), 1e-4f, NULL), "NaN");
    CHECK(isect_moving_sphere_sphere_halving(a, V(10, 0, 0), b, V(0, 0, 0), NAN, NULL), "NaN eps: read as 2^-24");
    CHECK(!isect_moving_halving(NULL, NULL, 1e-3f, NULL), "no test");
}

/* Swapping the spheres, and moving one by the relative motion with the other at rest, gives
 * the same verdict and t, bit for bit (the same float operations on negated or equal values). */
static void test_sphere_symmetry(void)
{
    rng r = {7};
    long differ = 0;
    for (int i = 0; i < 200000; i++) {
        isect_sphere a = {rng_vec3(&r, -4, 4), rng_float(&r, 0, 2)}, b = {rng_vec3(&r, -4, 4), rng_float(&r, 0, 2)};
        vec3s va = rng_vec3(&r, -6, 6), vb = rng_int(&r, 2) ? rng_vec3(&r, -6, 6) : GLMS_VEC3_ZERO;
        isect_hit h1 = {-1, GLMS_VEC3_ZERO}, h2 = h1, h3 = h1;
        bool g1 = isect_moving_sphere_sphere(a, va, b, vb, &h1);
        bool g2 = isect_moving_sphere_sphere(b, vb, a, va, &h2);
        bool g3 = isect_moving_sphere_sphere(a, glms_vec3_sub(va, vb), b, GLMS_VEC3_ZERO, &h3);
        differ += g1 != g2 || g1 != g3 || (g1 && (h1.t != h2.t || h1.t != h3.t));
    }
    printf("sphere-sphere symmetry: 200000 cases, %ld differ\n", differ);
    CHECK(differ == 0, "swapped or relative motion differs %ld times", differ);
}

/* Halving against the closed form on random cases (a third aimed to pass within 0.1% of
 * touching). Its t is never after the closed form's; its last interval [t, t + L] (L = 2^-10,
 * the power of two at most eps) is kept because a's centre at mid-interval is within
 * |v| L / 2 of touching b (the oracle's clearance there, checked). The clearance being convex
 * in t, t is then at most L / 2 + |v| L / (2 fall) before the closed form's, fall the rate at
 * which the clearance decreases into the contact (checked): L head-on, more on a grazing path
 * (counted, with the largest gap). A hit the closed form does not report is likewise one within |v| L / 2 of
 * touching (checked; counted). */
static void test_halving_random(void)
{
    rng r = {11};
    const float eps = 1e-3f, L = 0x1p-10f;
    long cases = 200000, hits = 0, extra = 0, missed = 0, late = 0, early = 0, early_steep = 0, slack = 0;
    double max_before = 0;
    for (long i = 0; i < cases; i++) {
        isect_sphere a = {rng_vec3(&r, -4, 4), rng_float(&r, 0, 2)}, b = {rng_vec3(&r, -4, 4), rng_float(&r, 0, 2)};
        vec3s va = rng_vec3(&r, -6, 6), vb = rng_int(&r, 2) ? rng_vec3(&r, -6, 6) : GLMS_VEC3_ZERO;
        if (i % 3 == 0) {                       /* aimed to graze: miss by a little, or touch */
            vec3s v = glms_vec3_sub(va, vb);
            vec3s side = random_tangent(&r, glms_vec3_normalize(v), 1, 1);
            float miss = (a.r + b.r) * (1 + rng_float(&r, -1e-3f, 1e-3f));
            a.c = glms_vec3_sub(glms_vec3_muladds(side, miss, b.c), glms_vec3_scale(v, rng_float(&r, 0, 1)));
        }
        isect_hit hc, hh;
        bool closed = isect_moving_sphere_sphere(a, va, b, vb, &hc);
        bool halved = isect_moving_sphere_sphere_halving(a, va, b, vb, eps, &hh);
        o_sweep sw = {.kind = O_SPHERE, .sphere = b, .c = dv(a.c), .v = dsub(dv(va), dv(vb)), .r = a.r};
        double speed = dlen(sw.v), tol = 1e-5 * (speed + 8);
        if (halved)
            slack += o_sweep_clearance(&sw, hh.t + L / 2) > speed * L / 2 + tol;
        if (closed && halved) {
            hits++;
            late += hh.t > hc.t + 1e-6f;
            if (hh.t < hc.t - L - 1e-6f) early++;
            /* the clearance is convex in t and falls at `fall` per unit time into the contact,
             * so f(t + L/2) <= |v| L / 2 puts t + L/2 at most |v| L / (2 fall) before it */
            double fall = (o_sweep_clearance(&sw, hc.t - 1e-5) - o_sweep_clearance(&sw, hc.t)) / 1e-5;
            early_steep += hc.t > 0 && hc.t - hh.t > L / 2 + speed * L / (2 * fall) + 1e-5;
            max_before = dmax(max_before, hc.t - hh.t);
        } else if (halved) {
            extra++;
        } else if (closed) {
            missed++;
        }
    }
    printf("halving (eps %g): %ld cases, %ld hits both, %ld only by halving, %ld only by the closed form; "
           "%ld later than the closed form, %ld earlier by more than L (%ld earlier than L / 2 + |v| L / (2 fall), "
           "fall the clearance's rate of decrease at the contact), largest gap %.3g; the interval's clearance above |v| L / 2: %ld\n",
           eps, cases, hits, extra, missed, late, early, early_steep, max_before, slack);
    CHECK(late == 0, "halving t after the closed form's %ld times", late);
    CHECK(early_steep == 0, "halving t earlier than its bound %ld times", early_steep);
    CHECK(missed == 0, "halving missed %ld contacts", missed);
    CHECK(slack == 0, "halving kept %ld intervals farther than |v| L / 2 from touching", slack);
}

static void test_plane_random(void) { moving_random("sphere-plane", O_PLANE, 101); }
static void test_sphere_random(void) { moving_random("sphere-sphere", O_SPHERE, 102); }

int main(void)
{
    RUN(test_plane_cases);
    RUN(test_sphere_cases);
    RUN(test_sphere_far_cases);
    RUN(test_halving_cases);
    RUN(test_sphere_symmetry);
    RUN(test_halving_random);
    RUN(test_plane_random);
    RUN(test_sphere_random);
    return check_summary();
}
