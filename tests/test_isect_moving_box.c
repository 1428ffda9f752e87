/* Moving boxes (moving_box.c): exact hand cases in dyadic numbers (touching at exactly t = 0 and
 * t = 1, a first contact at t = 1/2 and 1/4, an edge sliding along a face, motion with a zero
 * component along a face, a thin box passed through in one step, degenerate and NaN input),
 * then properties over 300,000 seeded random cases each: v = 0 gives exactly the static verdict
 * (isect_aabb_plane, isect_aabb_aabb, isect_obb_obb) with t = 0; a by va against b by vb equals
 * b by vb against a by va (verdict and t to the bit); the same relative motion (va - vb against
 * b at rest) gives the same verdict and t. The oracle comparisons are in
 * test_isect_moving_box_random.c. */
#include "isect.h"
#include "check.h"

#define V(x, y, z) ((vec3s){{(x), (y), (z)}})
static const vec3s ZERO = {{0, 0, 0}};

static isect_aabb box(float x0, float y0, float z0, float x1, float y1, float z1)
{
    return (isect_aabb){V(x0, y0, z0), V(x1, y1, z1)};
}

static isect_obb obb_of(isect_aabb b)
{
    return (isect_obb){glms_vec3_scale(glms_vec3_add(b.min, b.max), 0.5f), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)},
                       glms_vec3_scale(glms_vec3_sub(b.max, b.min), 0.5f)};
}

/* The AABB pair, checked also as OBBs (the same boxes with identity axes): verdict and t, the
 * OBB's up to OBB_EPS early (its slack of 1e-5 of the extents, over a speed of at least 1). */
static void pair(isect_aabb a, vec3s va, isect_aabb b, vec3s vb, bool want, float t, const char *what)
{
    isect_hit h = {-1, {{0}}}, ho = {-1, {{0}}};
    const bool got = isect_moving_aabb_aabb(a, va, b, vb, &h);
    const bool got_obb = isect_moving_obb_obb(obb_of(a), va, obb_of(b), vb, &ho);
    CHECK(got == want && (!want || h.t == t), "aabb %s: got %d t=%g", what, got, h.t);
    CHECK(got_obb == want && (!want || (ho.t <= t && ho.t >= t - 2e-5f)), "obb %s: got %d t=%g", what, got_obb, ho.t);
}

static void test_aabb_aabb_table(void)
{
    const isect_aabb unit = box(0, 0, 0, 1, 1, 1);
    pair(box(1, 0, 0, 2, 1, 1), ZERO, unit, ZERO, true, 0, "touching at t = 0, at rest");
    pair(box(3, 0, 0, 4, 1, 1), V(-2, 0, 0), unit, ZERO, true, 1, "touching only at t = 1");
    pair(box(3, 0, 0, 4, 1, 1), V(-1.5f, 0, 0), unit, V(0.5f, 0, 0), true, 1, "both moving, touching at t = 1");
    pair(box(3, 0, 0, 4, 1, 1), V(-1.75f, 0, 0), unit, ZERO, false, 0, "short of it at t = 1");
    pair(box(3, 0, 0, 4, 1, 1), V(-4, 0, 0), unit, ZERO, true, 0.5f, "first contact at t = 1/2");
    pair(box(1.5f, 1, 0, 2.5f, 2, 1), V(-2, 0, 0), unit, ZERO, true, 0.25f, "an edge sliding along the top face");
    pair(box(1.5f, 1.25f, 0, 2.5f, 2, 1), V(-2, 0, 0), unit, ZERO, false, 0, "the same, 1/4 above");
    pair(box(0.25f, 1, 0.25f, 0.5f, 2, 0.5f), V(0.25f, 0, 0.25f), unit, ZERO, true, 0, "sliding on a face, zero speed in y");
    pair(box(0.25f, 1.25f, 0.25f, 0.5f, 2, 0.5f), V(0.25f, 0, 0.25f), unit, ZERO, false, 0, "parallel, 1/4 above");
    pair(box(-4, 0, 0, -3, 1, 1), V(8, 0, 0), box(0, 0, 0, 0.0625f, 1, 1), ZERO, true, 0.375f, "through a thin box in one step");
    pair(box(-4, 0, 0, -3, 1, 1), V(8, 0, 0), box(0, 2, 0, 0.0625f, 3, 1), ZERO, false, 0, "past a thin box, beside it");
    pair(box(2, 2, 2, 3, 3, 3), V(-2, -2, -2), unit, ZERO, true, 0.5f, "corner to corner at t = 1/2");
    pair(box(2, 2, 2, 3, 3, 3), V(-4, -4, -1), unit, ZERO, false, 0, "a corner passing a corner");
    pair(box(1, 0, 0, 0, 1, 1), ZERO, unit, ZERO, false, 0, "an empty box (min > max)");
    pair(box(NAN, 0, 0, 1, 1, 1), V(1, 0, 0), unit, ZERO, false, 0, "NaN in a box");
    pair(box(3, 0, 0, 4, 1, 1), V(NAN, 0, 0), unit, ZERO, false, 0, "NaN displacement");
    pair(box(3, 0, 0, 4, 1, 1), V(-INFINITY, 0, 0), unit, ZERO, false, 0, "infinite displacement");

    isect_hit h;   /* the point: the centre of the common box at t, in world space */
    CHECK(isect_moving_aabb_aabb(box(3, 0, 0, 4, 1, 1), V(-4, 0, 0), unit, V(0, 0, 2), &h) && h.t == 0.5f &&
          glms_vec3_eqv(h.point, V(1, 0.5f, 1)), "point (%g %g %g) at t=%g", h.point.x, h.point.y, h.point.z, h.t);
    CHECK(isect_moving_obb_obb(obb_of(box(3, 0, 0, 4, 1, 1)), V(-4, 0, 0), obb_of(box(0, 0, 0, 1, 1, 1)), ZERO, &h) &&
          fabsf(h.t - 0.5f) <= 2e-5f && fabsf(h.point.x - 1) <= 2e-5f && h.point.y >= 0 && h.point.y <= 1, "obb point (%g %g %g)", h.point.x,
          h.point.y, h.point.z);
}

/* A rotated OBB: a unit cube turned 45 degrees about z (its edge along x reaches sqrt 2 / 2). */
static void test_obb_table(void)
{
    const versors q = glms_quatv(GLM_PI_4f, V(0, 0, 1));
    const isect_obb diamond = isect_obb_from_quat(V(3, 0, 0), V(0.5f, 0.5f, 0.5f), q);
    const isect_obb cube = obb_of(box(-0.5f, -0.5f, -0.5f, 0.5f, 0.5f, 0.5f));
    isect_hit h;
    /* the diamond's corner at x = 3 - 0.7071 reaches the face x = 0.5 after 1.7929 of 4 */
    CHECK(isect_moving_obb_obb(diamond, V(-4, 0, 0), cube, ZERO, &h) && fabsf(h.t - 0.448223f) < 1e-5f &&
          fabsf(h.point.x - 0.5f) < 1e-5f && fabsf(h.point.y) < 1e-5f, "diamond t=%g (%g %g %g)", h.t, h.point.x,
          h.point.y, h.point.z);
    CHECK(!isect_moving_obb_obb(diamond, V(-1.75f, 0, 0), cube, ZERO, &h), "diamond short of the cube");
    CHECK(!isect_moving_obb_obb(diamond, V(-4, 0, 0), cube, V(0, 0, 4), &h), "diamond passing over the cube");
    isect_obb flat = cube;
    flat.e.z = -0.5f;
    CHECK(!isect_moving_obb_obb(diamond, V(-4, 0, 0), flat, ZERO, &h), "an empty OBB (negative extent)");
}

static void test_aabb_plane_table(void)
{
    const isect_aabb unit = box(0, 0, 0, 1, 1, 1);
    const isect_plane px = {V(1, 0, 0), 3}, px2 = {V(2, 0, 0), 6}, diag = {V(1, 1, 0), 4};
    isect_hit h;
    CHECK(isect_moving_aabb_plane(unit, V(2, 0, 0), px, &h) && h.t == 1 && h.point.x == 3, "touching at t = 1");
    CHECK(isect_moving_aabb_plane(unit, V(4, 0, 0), px2, &h) && h.t == 0.5f && h.point.x == 3 &&
          h.point.y == 2.5f - 2, "normal of length 2: t = 1/2, the face's centre");
    CHECK(!isect_moving_aabb_plane(unit, V(1.75f, 0, 0), px, &h), "short of the plane");
    CHECK(!isect_moving_aabb_plane(unit, V(0, 5, 5), px, &h), "parallel to the plane");
    CHECK(isect_moving_aabb_plane(box(2, 0, 0, 3, 1, 1), V(0, 5, 5), px, &h) && h.t == 0 && h.point.x == 3,
          "touching at t = 0, sliding along it");
    CHECK(isect_moving_aabb_plane(unit, V(4, 4, 0), diag, &h) && h.t == 0.25f && glms_vec3_eqv(h.point, V(2, 2, 0.5f)),
          "a corner edge reaching a diagonal plane: t=%g (%g %g %g)", h.t, h.point.x, h.point.y, h.point.z);
    CHECK(isect_moving_aabb_plane(box(5, 0, 0, 6, 1, 1), V(-8, 0, 0), px, &h) && h.t == 0.25f && h.point.x == 3,
          "from the back side: the near face at t = 1/4");
    CHECK(isect_moving_aabb_plane(box(-5, 0, 0, -4.9375f, 1, 1), V(16, 0, 0), px, &h) && h.t == 0.49609375f,
          "a thin box through the plane in one step");
    CHECK(!isect_moving_aabb_plane(unit, V(8, 0, 0), (isect_plane){ZERO, 3}, &h), "zero normal");
    CHECK(!isect_moving_aabb_plane(box(1, 0, 0, 0, 1, 1), V(8, 0, 0), px, &h), "empty box");
    CHECK(!isect_moving_aabb_plane(unit, V(8, NAN, 0), px, &h), "NaN displacement");
    CHECK(!isect_moving_aabb_plane(unit, V(8, 0, 0), (isect_plane){V(1, 0, 0), NAN}, &h), "NaN plane");
}


/* A displacement with zero components sometimes, and zero one time in six. */
static vec3s random_motion(rng *r)
{
    vec3s v = rng_vec3(r, -8, 8);
    const unsigned k = (unsigned)(rng_next(r) % 6);
    if (k == 0) return ZERO;
    if (k == 1) v.raw[rng_next(r) % 3] = 0;
    return v;
}

#define PROPERTY_CASES 300000

static void test_properties(void)
{
    rng r = {21};
    int static_bad = 0, swap_bad = 0, relative_bad = 0, hits = 0;
    for (int i = 0; i < PROPERTY_CASES; i++) {
        const isect_aabb a = isect_aabb_from_center(rng_vec3(&r, -4, 4), rng_vec3(&r, 0, 2));
        const isect_aabb b = isect_aabb_from_center(rng_vec3(&r, -4, 4), rng_vec3(&r, 0, 2));
        const isect_obb oa = isect_obb_from_quat(rng_vec3(&r, -4, 4), rng_vec3(&r, 0, 2), rng_quat(&r));
        const isect_obb ob = isect_obb_from_quat(rng_vec3(&r, -4, 4), rng_vec3(&r, 0, 2), i % 4 ? rng_quat(&r) : glms_quat_identity());
        const isect_plane p = {glms_vec3_scale(rng_unit(&r), rng_float(&r, 0.25f, 4)), rng_float(&r, -6, 6)};
        const vec3s va = random_motion(&r), vb = random_motion(&r), rel = glms_vec3_sub(va, vb);
        isect_hit h1 = {-1, {{0}}}, h2 = {-1, {{0}}};
        bool m1, m2;

        /* v = 0: the static verdict, t = 0 */
        m1 = isect_moving_aabb_plane(a, ZERO, p, &h1);
        static_bad += m1 != isect_aabb_plane(a, p) || (m1 && h1.t != 0);
        m1 = isect_moving_aabb_aabb(a, ZERO, b, ZERO, &h1);
        static_bad += m1 != isect_aabb_aabb(a, b) || (m1 && h1.t != 0);
        m1 = isect_moving_obb_obb(oa, ZERO, ob, ZERO, &h1);
        static_bad += m1 != isect_obb_obb(oa, ob) || (m1 && h1.t != 0);
        m1 = isect_moving_obb_obb(oa, va, ob, va, &h1);   /* equal displacements: at rest relative */
        static_bad += m1 != isect_obb_obb(oa, ob) || (m1 && h1.t != 0);

        /* swapped roles */
        m1 = isect_moving_aabb_aabb(a, va, b, vb, &h1), m2 = isect_moving_aabb_aabb(b, vb, a, va, &h2);
        swap_bad += m1 != m2 || (m1 && h1.t != h2.t);
        hits += m1;
        m1 = isect_moving_obb_obb(oa, va, ob, vb, &h1), m2 = isect_moving_obb_obb(ob, vb, oa, va, &h2);
        swap_bad += m1 != m2 || (m1 && h1.t != h2.t);
        hits += m1;

        /* the same relative motion against b at rest */
        m1 = isect_moving_aabb_aabb(a, va, b, vb, &h1), m2 = isect_moving_aabb_aabb(a, rel, b, ZERO, &h2);
        relative_bad += m1 != m2 || (m1 && h1.t != h2.t);
        m1 = isect_moving_obb_obb(oa, va, ob, vb, &h1), m2 = isect_moving_obb_obb(oa, rel, ob, ZERO, &h2);
        relative_bad += m1 != m2 || (m1 && h1.t != h2.t);
    }
    printf("properties: %d cases (%d moving pairs met): v = 0 %d, swapped %d, relative %d failures\n",
           PROPERTY_CASES, hits, static_bad, swap_bad, relative_bad);
    CHECK(static_bad == 0 && swap_bad == 0 && relative_bad == 0, "see the line above");
}

int main(void)
{
    RUN(test_aabb_aabb_table);
    RUN(test_obb_table);
    RUN(test_aabb_plane_table);
    RUN(test_properties);
    return check_summary();
}
