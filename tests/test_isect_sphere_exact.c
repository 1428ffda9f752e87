/* The sphere tests are exact for the floats given (sphere.c, ray_sphere.c, isect.h's inline
 * tests, with sphere_exact.c behind their filters): built cases whose touch is exact -
 * Pythagorean triples and quadruples, tangent segments and rays, spheres on a triangle's face,
 * edge or vertex, found on a half-integer grid by exact arithmetic - touch, and the radius one
 * ulp smaller misses, at scales 2^-60 .. 2^60 (past float's range for the squares, where the
 * filters must hand over) and moved away from the origin. Most of them the former float tests
 * decided wrongly (a sum of radii rounded, a squared distance rounded). The degenerate rules
 * hold too (flat triangles, zero radius, point segments), hits report a t in range, and the
 * batch agrees. */
#include "check.h"
#include "isect.h"

#include <float.h>
#include <math.h>

#define V(x, y, z) ((vec3s){{(x), (y), (z)}})
#define P(x, y, z) {{(x), (y), (z)}}   /* the same in a static table */

static vec3s scaled(vec3s v, float s, float o)
{
    return V(v.x * s + o, v.y * s + o, v.z * s + o);
}

static float shorter(float r) { return nextafterf(r, 0.0f); }

/* The scales every case is tried at, and the offsets (in units of the scale) it is moved by. */
static const int EXPONENTS[] = {0, -60, -40, -20, -7, 7, 20, 40, 60};
static const float OFFSETS[] = {0.0f, 1024.0f, -3.0f * 65536.0f};
#define N_EXP (int)(sizeof EXPONENTS / sizeof EXPONENTS[0])
#define N_OFF (int)(sizeof OFFSETS / sizeof OFFSETS[0])

/* ---- The cases of the issue ------------------------------------------------------------------- */

static void test_issue_cases(void)
{
    /* a sphere centred on the face of a thin triangle */
    CHECK(isect_sphere_triangle((isect_sphere){V(511, -2.5f, -508.125f), 0.015625f},
                                (isect_triangle){V(511, -2.5f, -508.25f), V(1023, -2.5f, -1020), V(-1, -2.5f, 4)}),
          "sphere on a thin triangle's face missed");
    /* touching exactly */
    const isect_triangle t = {V(-1.25f, -6.5f, 30.25f), V(0.25f, 5.5f, 1), V(-10.25f, -0.5f, -28.25f)};
    CHECK(isect_sphere_triangle((isect_sphere){V(-0.5f, -0.5f, 0.5f), 2.75f}, t), "touching sphere-triangle missed");
    CHECK(!isect_sphere_triangle((isect_sphere){V(-0.5f, -0.5f, 0.5f), shorter(2.75f)}, t),
          "sphere-triangle one ulp short hit");
    /* a tangent segment */
    const isect_segment s = {V(4.75f, -8.25f, 1), V(-6.5f, -0.75f, 1)};
    isect_hit h = {-1, V(0, 0, 0)};
    CHECK(isect_segment_sphere(s, (isect_sphere){V(-0.5f, -1.5f, 0.5f), 2.75f}, &h) && h.t >= 0 && h.t <= 1,
          "tangent segment: hit %d, t %g", isect_segment_sphere(s, (isect_sphere){V(-0.5f, -1.5f, 0.5f), 2.75f}, NULL),
          h.t);
    CHECK(!isect_segment_sphere(s, (isect_sphere){V(-0.5f, -1.5f, 0.5f), shorter(2.75f)}, NULL),
          "segment one ulp short of tangent hit");
}

/* ---- Sphere vs sphere ------------------------------------------------------------------------- */

/* The real sum of the radii, not its rounding: r_a + r_b = 3 s - 2^-26 s rounds to 3 s, and the
 * centres 3 s apart (a (1, 2, 2) quadruple) are then apart. */
static void test_sphere_sphere(void)
{
    int cases = 0;
    for (int e = 0; e < N_EXP; e++)
        for (int o = 0; o < N_OFF; o++) {
            const float s = ldexpf(1, EXPONENTS[e]), off = OFFSETS[o] * s;
            const vec3s a = scaled(V(0, 0, 0), s, off), b = scaled(V(1, -2, 2), s, off);
            const float ra = 0.25f * s, rb = 2.75f * s;
            CHECK(isect_sphere_sphere((isect_sphere){a, ra}, (isect_sphere){b, rb}), "(1, 2, 2) touching, scale 2^%d, "
                  "offset %g", EXPONENTS[e], OFFSETS[o]);
            CHECK(!isect_sphere_sphere((isect_sphere){a, shorter(ra)}, (isect_sphere){b, rb}),
                  "(1, 2, 2), r_a one ulp short (the float sum rounds back), scale 2^%d, offset %g", EXPONENTS[e],
                  OFFSETS[o]);
            CHECK(!isect_sphere_sphere((isect_sphere){b, rb}, (isect_sphere){a, shorter(ra)}), "swapped, scale 2^%d",
                  EXPONENTS[e]);
            CHECK(!isect_sphere_sphere((isect_sphere){a, ra}, (isect_sphere){b, shorter(rb)}), "r_b one ulp short, "
                  "scale 2^%d, offset %g", EXPONENTS[e], OFFSETS[o]);
            cases += 4;
        }
    /* centres 1 + 2^-25 apart (a difference of floats that is no float), radii 1 and 2^-25 */
    CHECK(isect_sphere_sphere((isect_sphere){V(1, 0, 0), 1}, (isect_sphere){V(-0x1p-25f, 0, 0), 0x1p-25f}),
          "touching at 1 + 2^-25");
    CHECK(!isect_sphere_sphere((isect_sphere){V(1, 0, 0), 1}, (isect_sphere){V(-0x1p-24f, 0, 0), 0x1p-25f}),
          "2^-25 apart at 1 + 2^-24");
    CHECK(!isect_sphere_sphere((isect_sphere){V(0, 0, 0), -1}, (isect_sphere){V(0, 0, 0), 1}), "negative radius");
    CHECK(!isect_sphere_sphere((isect_sphere){V(0, 0, NAN), 1}, (isect_sphere){V(0, 0, 0), 1}), "NaN centre");
    CHECK(isect_sphere_sphere((isect_sphere){V(0, 0, 0), 0}, (isect_sphere){V(0, 0, 0), 0}), "two points at one place");
    CHECK(isect_sphere_sphere((isect_sphere){V(0, 0, 0), INFINITY}, (isect_sphere){V(1e30f, 0, 0), 1}),
          "infinite radius");
    printf("sphere-sphere: %d touching and one-ulp-apart cases\n", cases);
}

/* ---- Sphere vs AABB --------------------------------------------------------------------------- */

/* Pythagorean quadruples (a, b, c, d) with d near 2^22, whose squares float rounds: the sphere
 * of radius d about the box's corner moved by (a, b, c) touches it (the float sum of squares
 * rounded above d^2 for all but one of these), and with d one ulp smaller misses. */
static void test_sphere_aabb(void)
{
    static const float quads[][4] = {
        {1849912, 1394950, 887216, 2480970},   {1429264, 1171728, 1515336, 2389976},
        {2000069, 2535550, 848842, 3339135},   {1868346, 1837984, 1292208, 2922106},
        {1060159, 1694140, 811120, 2156841},   {2447411, 3517062, 712986, 4343719},
        {188976, 2981718, 323488, 3005162},    {2160576, 2922376, 1321152, 3867016},
        {905923, 4375710, 2077950, 4928023},   {1771683, 1536230, 710250, 2450167},
        {1021681, 3708202, 469306, 3874899},
    };
    int cases = 0;
    for (size_t q = 0; q < sizeof quads / sizeof quads[0]; q++)
        for (int e = 0; e < N_EXP; e++) {
            const float s = ldexpf(1, EXPONENTS[e] - 22);
            const isect_aabb box = {scaled(V(-8, -8, -8), s, 0), scaled(V(0, 0, 0), s, 0)};
            for (int corner = 0; corner < 8; corner++) {   /* each corner of the box, mirrored */
                isect_aabb b = box;
                vec3s c = scaled(V(quads[q][0], quads[q][1], quads[q][2]), s, 0);
                for (int i = 0; i < 3; i++)
                    if (corner >> i & 1) {
                        float lo = -b.max.raw[i], hi = -b.min.raw[i];
                        b.min.raw[i] = lo, b.max.raw[i] = hi, c.raw[i] = -c.raw[i];
                    }
                const float r = quads[q][3] * s;
                CHECK(isect_sphere_aabb((isect_sphere){c, r}, b), "quadruple %zu touching, scale 2^%d, corner %d", q,
                      EXPONENTS[e], corner);
                CHECK(!isect_sphere_aabb((isect_sphere){c, shorter(r)}, b), "quadruple %zu one ulp short, scale 2^%d",
                      q, EXPONENTS[e]);
                cases += 2;
            }
        }
    /* (3, 4) beside an edge, (1, 2, 2) at a corner, 3 off a face, at offsets */
    for (int e = 0; e < N_EXP; e++)
        for (int o = 0; o < N_OFF; o++) {
            const float s = ldexpf(1, EXPONENTS[e]), off = OFFSETS[o] * s;
            const isect_aabb b = {scaled(V(-1, -1, -1), s, off), scaled(V(1, 1, 1), s, off)};
            const vec3s at[3] = {scaled(V(4, 5, 0.5f), s, off), scaled(V(-2, 3, -3), s, off), scaled(V(0, 0, -4), s, off)};
            const float r[3] = {5 * s, 3 * s, 3 * s};
            for (int k = 0; k < 3; k++) {
                CHECK(isect_sphere_aabb((isect_sphere){at[k], r[k]}, b), "touching %d, scale 2^%d, offset %g", k,
                      EXPONENTS[e], OFFSETS[o]);
                CHECK(!isect_sphere_aabb((isect_sphere){at[k], shorter(r[k])}, b), "one ulp short %d, scale 2^%d", k,
                      EXPONENTS[e]);
                cases += 2;
            }
        }
    printf("sphere-aabb: %d touching and one-ulp-apart cases\n", cases);
}

/* ---- Rays and segments ------------------------------------------------------------------------ */

/* Found on the half-integer grid by exact arithmetic: the distance from the centre to the
 * segment (ray) is exactly r (want true), or r is one ulp below it (want false); the former float
 * test decided each of them wrongly. */
static const struct { vec3s a, b, c; float r; bool want; } segments[] = {
    {P(1, 7.5f, -3), P(6, -1, -1.5f), P(6, -1, 5.5f), 7, true},
    {P(-7.5f, 3.5f, -7), P(4, 0.5f, -4.5f), P(7, 3.5f, 4), 9.5f, true},
    {P(-3, 3.5f, 2), P(4.5f, 2, -4), P(5, 4, -8), 0x1.1ffffep+2f, false},
    {P(7.5f, 6.5f, -1.5f), P(2.5f, -1, 2.5f), P(-2, -1, 2.5f), 0x1.1ffffep+2f, false},
    {P(4.5f, 4.5f, 4.5f), P(1, 4, -1), P(-4.5f, 5, -6), 0x1.dffffep+2f, false},
    {P(-1.5f, -8, 7.5f), P(-2.5f, 3, 6.5f), P(1.5f, 5, 6), 0x1.1ffffep+2f, false},
    {P(4.75f, -8.25f, 1), P(-6.5f, -0.75f, 1), P(-0.5f, -1.5f, 0.5f), 2.75f, true},   /* the issue's */
};
static const struct { vec3s p, d, c; float r; bool want; } rays[] = {
    {P(6, -5.5f, 4.5f), P(-4, -4.5f, -6), P(-8, -7, -7), 9.5f, true},
    {P(0.5f, 5.5f, -3.5f), P(-0.5f, -2, -0.5f), P(5, -6.5f, 1), 10, true},
    {P(-0.5f, -3, 7), P(-1, 4, -3.5f), P(-6.5f, -0.5f, 6), 5.5f, true},
};

static void test_rays_and_segments(void)
{
    int cases = 0;
    for (int e = 0; e < N_EXP; e++)
        for (int o = 0; o < N_OFF; o++) {
            const float s = ldexpf(1, EXPONENTS[e]), off = OFFSETS[o] * s;
            for (size_t i = 0; i < sizeof segments / sizeof segments[0]; i++) {
                const isect_segment g = {scaled(segments[i].a, s, off), scaled(segments[i].b, s, off)};
                const isect_segment back = {g.b, g.a};
                const isect_sphere sp = {scaled(segments[i].c, s, off), segments[i].r * s};
                isect_hit h = {-1, V(0, 0, 0)};
                const bool got = isect_segment_sphere(g, sp, &h);
                CHECK(got == segments[i].want, "segment %zu, scale 2^%d, offset %g: %d", i, EXPONENTS[e], OFFSETS[o], got);
                CHECK(!got || (h.t >= 0 && h.t <= 1), "segment %zu: t %g", i, h.t);
                CHECK(isect_segment_sphere(back, sp, NULL) == segments[i].want, "segment %zu reversed, scale 2^%d", i,
                      EXPONENTS[e]);
                if (segments[i].want)
                    CHECK(!isect_segment_sphere(g, (isect_sphere){sp.c, shorter(sp.r)}, NULL), "segment %zu one ulp "
                          "short, scale 2^%d", i, EXPONENTS[e]);
                cases += 3;
            }
            /* offsets move a ray's start, not its direction */
            for (size_t i = 0; i < sizeof rays / sizeof rays[0]; i++) {
                const isect_ray r = {scaled(rays[i].p, s, off), scaled(rays[i].d, s, 0)};
                const isect_sphere sp = {scaled(rays[i].c, s, off), rays[i].r * s};
                isect_hit h = {-1, V(0, 0, 0)};
                const bool got = isect_ray_sphere(r, sp, &h);
                CHECK(got == rays[i].want, "ray %zu, scale 2^%d, offset %g: %d", i, EXPONENTS[e], OFFSETS[o], got);
                CHECK(!got || (h.t >= 0 && h.t <= FLT_MAX), "ray %zu: t %g", i, h.t);
                CHECK(!isect_ray_sphere(r, (isect_sphere){sp.c, shorter(sp.r)}, NULL), "ray %zu one ulp short, "
                      "scale 2^%d", i, EXPONENTS[e]);
                /* the verdict does not depend on |d| */
                CHECK(isect_ray_sphere((isect_ray){r.p, glms_vec3_scale(r.d, 0x1p-30f)}, sp, NULL) == rays[i].want,
                      "ray %zu with a short d", i);
                cases += 3;
            }
        }
    /* a point segment and a zero direction are the point; r = 0 the centre */
    CHECK(isect_segment_sphere((isect_segment){V(3, 4, 12), V(3, 4, 12)}, (isect_sphere){V(0, 0, 0), 13}, NULL),
          "point segment on the sphere");
    CHECK(!isect_segment_sphere((isect_segment){V(3, 4, 12), V(3, 4, 12)}, (isect_sphere){V(0, 0, 0), shorter(13)}, NULL),
          "point segment one ulp out");
    CHECK(isect_ray_sphere((isect_ray){V(3, 4, 12), V(0, 0, 0)}, (isect_sphere){V(0, 0, 0), 13}, NULL), "zero d");
    CHECK(isect_segment_sphere((isect_segment){V(-1, 2, 3), V(1, -2, -3)}, (isect_sphere){V(0, 0, 0), 0}, NULL),
          "r = 0 on the segment");
    CHECK(!isect_segment_sphere((isect_segment){V(-1, 2, 3), V(1, -2, 3)}, (isect_sphere){V(0, 0, 0), 0}, NULL),
          "r = 0 beside the segment");
    printf("ray and segment vs sphere: %d tangent and one-ulp-apart cases\n", cases);
}

/* ---- Sphere vs triangle ----------------------------------------------------------------------- */

/* Found as the segments above (the former test decided each wrongly), then hand-made ones: a
 * 3-4-5 triangle touched on its hypotenuse, a (1, 2, 2) quadruple at a vertex, a face touched
 * along the normal (1, 2, 2), and flat triangles (the segment, the point). */
static const struct { vec3s c; float r; vec3s a, b, t; bool want; } triangles[] = {
    {P(-5, 4, 5.5f), 5, P(0, 2, 7), P(-2, -3, -2), P(-8, -6, 3), true},
    {P(3, 1, -2), 0x1.fffffep-2f, P(3.5f, 4, -6), P(1.5f, -2.5f, 2), P(-1, -3, 3.5f), false},
    {P(5, -8, 6.5f), 14, P(-6.5f, -5, -6.5f), P(4, -6, -7.5f), P(-1, -2, -5.5f), true},
    {P(5, -0.5f, 7), 9, P(5.5f, 8, 0), P(5, 6, -1), P(6, 0.5f, -2), true},
    {P(3, -7.5f, -6), 1.5f, P(1, -6.5f, 7.5f), P(7.5f, -8, -6.5f), P(-7, -1, -4.5f), true},
    {P(6.5f, -3.5f, 2), 0x1.7ffffep+2f, P(-5.5f, -0.5f, -4), P(5.5f, 2, 5), P(0.5f, 8, -2), false},
    {P(-0.5f, -0.5f, 0.5f), 2.75f, P(-1.25f, -6.5f, 30.25f), P(0.25f, 5.5f, 1), P(-10.25f, -0.5f, -28.25f), true},
    {P(3.5f, 3.5f, 0), 2.5f, P(0, 0, 0), P(4, 0, 0), P(0, 3, 0), true},              /* 3-4-5: the hypotenuse */
    {P(3.5f, 3.5f, 1.5f), 2.5f, P(0, 0, 0), P(4, 0, 0), P(0, 3, 0), false},
    {P(1, 2, 2), 3, P(0, 0, 0), P(-4, 1, 0), P(0, -4, -1), true},                    /* (1, 2, 2) at vertex a */
    {P(5, 1, 1), 3, P(0, 0, 0), P(6, -3, 0), P(6, 0, -3), true},                     /* (1, 2, 2) on the face */
    {P(3, 2, 0), 2, P(-1, 0, 0), P(1, 0, 0), P(5, 0, 0), true},                      /* collinear: the segment */
    {P(3, 2, 0), 2, P(-1, 0, 0), P(-1, 0, 0), P(-1, 0, 0), false},                   /* coincident: the point */
    {P(2, 2, 1), 3, P(-1, 0, 0), P(-1, 0, 0), P(-1, 0, 0), false},
    {P(2, 2, 1), 3, P(0, 0, 0), P(0, 0, 0), P(0, 0, 0), true},
};

static void test_sphere_triangle(void)
{
    int cases = 0;
    for (size_t i = 0; i < sizeof triangles / sizeof triangles[0]; i++)
        for (int e = 0; e < N_EXP; e++)
            for (int o = 0; o < N_OFF; o++) {
                const float s = ldexpf(1, EXPONENTS[e]), off = OFFSETS[o] * s;
                const vec3s v[3] = {scaled(triangles[i].a, s, off), scaled(triangles[i].b, s, off),
                                    scaled(triangles[i].t, s, off)};
                const isect_sphere sp = {scaled(triangles[i].c, s, off), triangles[i].r * s};
                for (int k = 0; k < 6; k++) {   /* every vertex order */
                    const int a = k % 3, rev = k / 3, b = rev ? (a + 2) % 3 : (a + 1) % 3, c = 3 - a - b;
                    const isect_triangle t = {v[a], v[b], v[c]};
                    CHECK(isect_sphere_triangle(sp, t) == triangles[i].want, "triangle %zu, order %d, scale 2^%d, "
                          "offset %g", i, k, EXPONENTS[e], OFFSETS[o]);
                    if (triangles[i].want)
                        CHECK(!isect_sphere_triangle((isect_sphere){sp.c, shorter(sp.r)}, t), "triangle %zu one ulp "
                              "short, order %d, scale 2^%d, offset %g", i, k, EXPONENTS[e], OFFSETS[o]);
                    cases += 2;
                }
            }
    const isect_triangle t = {V(0, 0, 0), V(4, 0, 0), V(0, 3, 0)};
    CHECK(isect_sphere_triangle((isect_sphere){V(1, 1, 0), 0}, t), "r = 0 on the face");
    CHECK(!isect_sphere_triangle((isect_sphere){V(1, 1, 0x1p-100f), 0}, t), "r = 0 just above the face");
    CHECK(!isect_sphere_triangle((isect_sphere){V(1, 1, 0), -1}, t), "negative radius");
    CHECK(!isect_sphere_triangle((isect_sphere){V(1, 1, NAN), 9}, t), "NaN centre");
    CHECK(!isect_sphere_triangle((isect_sphere){V(1, 1, 0), 9}, (isect_triangle){V(0, 0, 0), V(INFINITY, 0, 0), V(0, 3, 0)}),
          "infinite vertex");
    CHECK(isect_sphere_triangle((isect_sphere){V(1e30f, 1, 0), INFINITY}, t), "infinite radius");
    printf("sphere-triangle: %d touching and one-ulp-apart cases, all vertex orders\n", cases);
}

/* ---- The batch agrees on touching cases --------------------------------------------------------- */

static void test_batch(void)
{
    enum { N = 16 };
    float x[N], y[N], z[N], r[N];
    uint8_t out[N];
    int bad = 0;
    for (int e = 0; e < N_EXP; e++) {
        const float s = ldexpf(1, EXPONENTS[e]);
        const isect_aabb b = {scaled(V(-1, -1, -1), s, 0), scaled(V(1, 1, 1), s, 0)};
        for (int i = 0; i < N; i++) {   /* (3, 4) beside each edge parallel to z, touching or one ulp short */
            x[i] = (i & 1 ? -4 : 4) * s, y[i] = (i & 2 ? -5 : 5) * s, z[i] = (i & 4 ? -0.5f : 0.5f) * s;
            r[i] = i & 8 ? 5 * s : shorter(5 * s);
        }
        isect_sphere_aabb_batch((isect_sphere_soa){x, y, z, r}, N, b, out);
        for (int i = 0; i < N; i++)
            bad += out[i] != isect_sphere_aabb((isect_sphere){V(x[i], y[i], z[i]), r[i]}, b) || out[i] != (i >= 8);
    }
    CHECK(bad == 0, "batch unlike the scalar test (or wrong) on %d touching cases", bad);

    /* a batch of several blocks (the kernel goes over a block again where a lane is in doubt):
     * random spheres, and touching ones (or one ulp short) every 97th, the tail included */
    enum { M = 2600 };
    static float bx[M], by[M], bz[M], br[M];
    static uint8_t bout[M];
    rng g = {0x5b7};
    const isect_aabb box = {V(-1, -1, -1), V(1, 1, 1)};
    for (int i = 0; i < M; i++) {
        bx[i] = rng_float(&g, -4, 4), by[i] = rng_float(&g, -4, 4), bz[i] = rng_float(&g, -4, 4);
        br[i] = rng_float(&g, 0, 3);
        if (i % 97 == 0) bx[i] = 4, by[i] = 5, bz[i] = 0.5f, br[i] = i % 2 ? 5 : shorter(5);
    }
    isect_sphere_aabb_batch((isect_sphere_soa){bx, by, bz, br}, M, box, bout);
    bad = 0;
    for (int i = 0; i < M; i++)
        bad += bout[i] != isect_sphere_aabb((isect_sphere){V(bx[i], by[i], bz[i]), br[i]}, box) ||
               (i % 97 == 0 && bout[i] != i % 2);
    CHECK(bad == 0, "batch of %d unlike the scalar test (or wrong) %d times", M, bad);
}

int main(void)
{
    RUN(test_issue_cases);
    RUN(test_sphere_sphere);
    RUN(test_sphere_aabb);
    RUN(test_rays_and_segments);
    RUN(test_sphere_triangle);
    RUN(test_batch);
    return check_summary();
}
