/* Sphere tests: hand-worked tables (exact touching, just apart, the traps), then 1,000,000
 * seeded random cases per test against an independent oracle: a double-precision distance
 * computed another way, or libccd's GJK for the OBB. Cases whose double margin (distance minus
 * radius) lies within BAND of zero are skipped and counted. */
#include "isect.h"
#include "check.h"
#include "dvec.h"
#include "ccd_oracle.h"

#include <math.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define S(x, y, z, r) ((isect_sphere){V(x, y, z), (float)(r)})
#define RANDOM_CASES 1000000
#define BAND 1e-4

/* ---- double-precision oracle geometry ------------------------------------------------------ */

static double dist_segment(dvec p, dvec a, dvec b)
{
    dvec ab = dsub(b, a);
    double l2 = ddot(ab, ab);
    double t = l2 > 0 ? dclamp(ddot(dsub(p, a), ab) / l2, 0, 1) : 0;
    return ddist(p, dadd(a, dscale(ab, t)));
}

/* Distance to a triangle: to its plane when p projects inside (all three sub-areas agree in
 * sign with n), else to the nearest edge; a flat triangle is its edges. */
static double dist_triangle(dvec p, dvec a, dvec b, dvec c)
{
    dvec n = dcross(dsub(b, a), dsub(c, a));
    double nn = ddot(n, n);
    if (nn > 1e-24 * ddot(dsub(b, a), dsub(b, a)) * ddot(dsub(c, a), dsub(c, a)) &&
        ddot(n, dcross(dsub(b, a), dsub(p, a))) >= 0 && ddot(n, dcross(dsub(c, b), dsub(p, b))) >= 0 &&
        ddot(n, dcross(dsub(a, c), dsub(p, c))) >= 0)
        return fabs(ddot(n, dsub(p, a))) / sqrt(nn);
    double e1 = dist_segment(p, a, b), e2 = dist_segment(p, b, c), e3 = dist_segment(p, c, a);
    return fmin(e1, fmin(e2, e3));
}

/* A convex polygon is the union of its fan triangles. */
static double dist_polygon(dvec p, const vec3s *v, int count)
{
    if (count == 1) return ddist(p, dv(v[0]));
    if (count == 2) return dist_segment(p, dv(v[0]), dv(v[1]));
    double best = INFINITY;
    for (int i = 1; i + 1 < count; i++)
        best = fmin(best, dist_triangle(p, dv(v[0]), dv(v[i]), dv(v[i + 1])));
    return best;
}

/* Distance to an OBB in double: clamp the local coordinates. */
static double dist_obb(dvec p, isect_obb b)
{
    dvec rel = dsub(p, dv(b.c));
    double s = 0;
    for (int k = 0; k < 3; k++) {
        double x = ddot(rel, dv(b.u[k]));
        double e = fabs(x) - b.e.raw[k];
        if (e > 0) s += e * e;
    }
    return sqrt(s);
}

/* One line per random test, and a failure when the oracle disagrees outside the band. */
typedef struct tally { int cases, disagree, band, hits; } tally;

static void tally_case(tally *t, double margin, bool got, bool oracle)
{
    t->cases++;
    if (fabs(margin) < BAND) { t->band++; return; }
    t->hits += oracle;
    t->disagree += got != oracle;
}

static void tally_report(const char *name, const char *oracle, tally t)
{
    printf("%s: %d cases vs %s, %d disagreements, %d in band (%.0f%% intersecting)\n", name, t.cases, oracle,
           t.disagree, t.band, 100.0 * t.hits / (t.cases - t.band));
    CHECK(t.disagree == 0, "%s: %d disagreements", name, t.disagree);
    CHECK(t.hits > t.cases / 5 && t.hits < t.cases * 4 / 5, "%s: outcomes not mixed (%d hits)", name, t.hits);
}

/* ---- sphere vs sphere ----------------------------------------------------------------------- */

static void test_sphere_sphere_table(void)
{
    const struct { isect_sphere a, b; bool want; const char *what; } cases[] = {
        {S(0, 0, 0, 1), S(3, 0, 0, 2), true, "touching outside"},
        {S(0, 0, 0, 1), S(3.0001f, 0, 0, 2), false, "just apart"},
        {S(0, 0, 0, 1), S(0, 0, 0, 5), true, "one inside the other"},
        {S(0, 0, 0, 0), S(0, 0, 0, 0), true, "two equal points"},
        {S(0, 0, 0, 0), S(1, 0, 0, 1), true, "point on the surface"},
        {S(0, 0, 0, 0), S(1.0001f, 0, 0, 1), false, "point just outside"},
        {S(0, 0, 0, -1), S(0, 0, 0, 5), false, "negative radius"},
        {S(0, 0, 0, 5), S(0, 0, 0, -1), false, "negative radius, other side"},
        {S(NAN, 0, 0, 1), S(0, 0, 0, 5), false, "NaN centre"},
        {S(0, 0, 0, NAN), S(0, 0, 0, 5), false, "NaN radius"},
        {S(INFINITY, 0, 0, 1), S(0, 0, 0, 5), false, "infinite centre"},
        {S(1e6f, 0, 0, INFINITY), S(0, 0, 0, 5), true, "infinite radius"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK(isect_sphere_sphere(cases[i].a, cases[i].b) == cases[i].want, "%s", cases[i].what);
        CHECK(isect_sphere_sphere(cases[i].b, cases[i].a) == cases[i].want, "%s (swapped)", cases[i].what);
    }
}

static void test_sphere_sphere_random(void)
{
    rng r = {0x5F5Fu};
    tally t = {0};
    for (int i = 0; i < RANDOM_CASES; i++) {
        isect_sphere a = {rng_vec3(&r, -1.5f, 1.5f), rng_float(&r, 0, 2)};
        isect_sphere b = {rng_vec3(&r, -1.5f, 1.5f), rng_float(&r, 0, 2)};
        double margin = ddist(dv(a.c), dv(b.c)) - ((double)a.r + b.r);
        tally_case(&t, margin, isect_sphere_sphere(a, b), margin <= 0);
    }
    tally_report("sphere-sphere", "double centre distance", t);
}

/* ---- sphere vs plane and halfspace ---------------------------------------------------------- */

static void test_sphere_plane_table(void)
{
    isect_plane p = {V(0, 1, 0), 2};   /* y = 2 */
    const struct { isect_sphere s; bool plane, half; const char *what; } cases[] = {
        {S(5, 3, 5, 1), true, true, "touching from the front"},
        {S(5, 1, 5, 1), true, true, "touching from behind"},
        {S(5, 3.0001f, 5, 1), false, false, "just in front"},
        {S(5, 0.9999f, 5, 1), false, true, "just behind: in the halfspace, off the plane"},
        {S(5, -10, 5, 1), false, true, "deep behind"},
        {S(5, 2, 5, 0), true, true, "point on the plane"},
        {S(5, 2.0001f, 5, 0), false, false, "point just in front"},
        {S(5, 1.9999f, 5, 0), false, true, "point just behind"},
        {S(5, 2, 5, -1), false, false, "negative radius on the plane"},
        {S(5, -10, 5, -1), false, false, "negative radius deep behind"},
        {S(NAN, 2, 5, 1), false, false, "NaN centre"},
        {S(5, 2, 5, NAN), false, false, "NaN radius"},
        {S(5, INFINITY, 5, 1), false, false, "centre at +infinity"},
        {S(5, -INFINITY, 5, 1), false, true, "centre at -infinity: behind"},
        {S(5, 1e6f, 5, INFINITY), true, true, "infinite radius"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK(isect_sphere_plane(cases[i].s, p) == cases[i].plane, "plane: %s", cases[i].what);
        CHECK(isect_sphere_halfspace(cases[i].s, p) == cases[i].half, "halfspace: %s", cases[i].what);
    }
    isect_plane nanp = {V(NAN, NAN, NAN), NAN};
    CHECK(!isect_sphere_plane(S(0, 0, 0, 100), nanp) && !isect_sphere_halfspace(S(0, 0, 0, 100), nanp), "NaN plane");
    /* A zero normal is the NaN plane: the distance 0.c - d = -d was compared with r, so with
     * d = 0 every sphere touched the "plane", and with d = 5 a sphere of radius 100 reached the
     * "halfspace". */
    const float ds[] = {0, 5, -5};
    for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        isect_plane zero = {V(0, 0, 0), ds[i]}, minus_zero = {V(-0.0f, -0.0f, 0), ds[i]};
        CHECK(!isect_sphere_plane(S(0, 0, 0, 100), zero) && !isect_sphere_plane(S(0, 0, 0, 100), minus_zero),
              "zero normal, d %g: sphere meets the plane", ds[i]);
        CHECK(!isect_sphere_halfspace(S(0, 0, 0, 100), zero) && !isect_sphere_halfspace(S(0, 0, 0, 100), minus_zero),
              "zero normal, d %g: sphere reaches the halfspace", ds[i]);
    }
}

static void test_sphere_plane_random(void)
{
    rng r = {0x9A4Eu};
    tally tp = {0}, th = {0};
    for (int i = 0; i < RANDOM_CASES; i++) {
        isect_plane p = {rng_unit(&r), rng_float(&r, -1, 1)};
        isect_sphere s = {rng_vec3(&r, -2, 2), rng_float(&r, 0, 2)};
        double dist = ddot(dv(p.n), dv(s.c)) - p.d;
        /* The oracle's plane is the float plane normalised in double: the unit-normal
         * assumption holds only to float precision, which the band absorbs. */
        double len = sqrt(ddot(dv(p.n), dv(p.n)));
        dist /= len;
        double mp = fabs(dist) - s.r, mh = dist - s.r;
        tally_case(&tp, mp, isect_sphere_plane(s, p), mp <= 0);
        tally_case(&th, mh, isect_sphere_halfspace(s, p), mh <= 0);
    }
    tally_report("sphere-plane", "double signed distance", tp);
    tally_report("sphere-halfspace", "double signed distance", th);
}

/* ---- sphere vs AABB ------------------------------------------------------------------------- */

static void test_sphere_aabb_table(void)
{
    isect_aabb b = {V(0, 0, 0), V(1, 1, 1)};
    float k = 0.6f / sqrtf(3.0f);   /* corner offset of a point at distance 0.6 along the diagonal */
    static const float nan = NAN;
    struct { isect_sphere s; isect_aabb b; bool want; const char *what; } cases[] = {
        {S(-0.5f, 0.5f, 0.5f, 0.6f), b, true, "centre below min on x (cglm reports false)"},
        {S(0.5f, -0.5f, 0.5f, 0.6f), b, true, "centre below min on y"},
        {S(0.5f, 0.5f, -0.5f, 0.6f), b, true, "centre below min on z"},
        {S(-0.5f, 0.5f, 0.5f, 0.4f), b, false, "below min on x, apart"},
        {S(-0.5f, 0.5f, 0.5f, 0.5f), b, true, "below min on x, touching"},
        {S(1.5f, 0.5f, 0.5f, 0.5f), b, true, "above max on x, touching"},
        {S(1.5f, 0.5f, 0.5f, 0.4999f), b, false, "above max on x, just apart"},
        {S(-0.75f, -1, 0.5f, 1.25f), b, true, "edge region, touching (0.5625 + 1 = 1.25^2)"},
        {S(-0.75f, -1, 0.5f, 1.2499f), b, false, "edge region, just apart"},
        {S(1.75f, 2, 0.5f, 1.25f), b, true, "edge region above max, touching"},
        {S(-k, -k, -k, 0.6001f), b, true, "min corner region"},
        {S(-k, -k, -k, 0.5999f), b, false, "min corner region, just apart"},
        {S(2, -1, 2, 1.7321f), b, true, "mixed corner (1,0,1), distance sqrt 3"},
        {S(2, -1, 2, 1.732f), b, false, "mixed corner, just apart"},
        {S(-1, -1, 1.5f, 1.5f), b, true, "mixed corner (0,0,1), touching (1 + 1 + 0.25 = 1.5^2)"},
        {S(-1, -1, 1.5f, 1.4999f), b, false, "mixed corner (0,0,1), just apart"},
        {S(0.5f, 0.5f, 0.5f, 0), b, true, "zero radius inside"},
        {S(1, 0.5f, 0.5f, 0), b, true, "zero radius on a face"},
        {S(1.0001f, 0.5f, 0.5f, 0), b, false, "zero radius just outside"},
        {S(0.5f, 0.5f, 0.5f, -0.1f), b, false, "negative radius inside"},
        {S(nan, 0.5f, 0.5f, 10), b, false, "NaN centre"},
        {S(0.5f, 0.5f, 0.5f, nan), b, false, "NaN radius"},
        {S(0.5f, 0.5f, 0.5f, 10), (isect_aabb){V(nan, 0, 0), V(1, 1, 1)}, false, "NaN min"},
        {S(0.5f, 0.5f, 0.5f, 10), (isect_aabb){V(0, 0, 0), V(1, nan, 1)}, false, "NaN max"},
        {S(INFINITY, 0.5f, 0.5f, 1), b, false, "infinite centre"},
        {S(-INFINITY, 0.5f, 0.5f, 1), b, false, "centre at -infinity"},
        {S(1e6f, 0.5f, 0.5f, INFINITY), b, true, "infinite radius"},
        {S(7, 8, 9, 0), (isect_aabb){V(-INFINITY, -INFINITY, -INFINITY), V(INFINITY, INFINITY, INFINITY)}, true, "infinite box"},
        {S(2, 2, 2, 0.1f), (isect_aabb){V(2, 2, 2), V(2, 2, 2)}, true, "point box"},
        {S(0.5f, 0.5f, 0.5f, 10), (isect_aabb){V(0, 1, 0), V(1, 0, 1)}, false, "empty box (min > max on y)"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CHECK(isect_sphere_aabb(cases[i].s, cases[i].b) == cases[i].want, "%s", cases[i].what);
}

static void test_sphere_aabb_random(void)
{
    rng r = {0xAABBu};
    tally t = {0};
    for (int i = 0; i < RANDOM_CASES; i++) {
        isect_aabb b = isect_aabb_from_corners(rng_vec3(&r, -1, 1), rng_vec3(&r, -1, 1));
        isect_sphere s = {rng_vec3(&r, -1.6f, 1.6f), rng_float(&r, 0, 2)};
        /* Per axis, how far c lies outside the slab: the larger of min - c, c - max and 0. */
        double ex = fmax(fmax((double)b.min.x - s.c.x, (double)s.c.x - b.max.x), 0);
        double ey = fmax(fmax((double)b.min.y - s.c.y, (double)s.c.y - b.max.y), 0);
        double ez = fmax(fmax((double)b.min.z - s.c.z, (double)s.c.z - b.max.z), 0);
        double margin = sqrt(ex * ex + ey * ey + ez * ez) - s.r;
        tally_case(&t, margin, isect_sphere_aabb(s, b), margin <= 0);
    }
    tally_report("sphere-aabb", "double per-axis outside distance", t);
}

/* ---- sphere vs OBB -------------------------------------------------------------------------- */

static void test_sphere_obb_table(void)
{
    float h = sqrtf(0.5f);
    /* Unit cube at the origin rotated 45 degrees about z: its x-extent is sqrt 2 / 2 * 2. */
    isect_obb b = {V(0, 0, 0), {V(h, h, 0), V(-h, h, 0), V(0, 0, 1)}, V(1, 1, 1)};
    float corner = 2 * h;   /* the corner (1,-1) in local terms lies at x = sqrt 2 */
    isect_obb q = {V(1, 1, 1), {V(0, 1, 0), V(-1, 0, 0), V(0, 0, 1)}, V(1, 2, 0.5f)};
    static const float nan = NAN;
    struct { isect_sphere s; isect_obb b; bool want; const char *what; } cases[] = {
        {S(corner + 1, 0, 0, 1.0001f), b, true, "touching the corner edge"},
        {S(corner + 1, 0, 0, 0.9999f), b, false, "just apart from the corner edge"},
        {S(h * 3, h * 3, 0, 2.0001f), b, true, "reaching the u0 face"},
        {S(h * 3, h * 3, 0, 1.9999f), b, false, "just apart from the u0 face"},
        {S(-h * 3, -h * 3, 0, 2.0001f), b, true, "below the min along u0, reaching"},
        {S(-h * 3, -h * 3, 0, 1.9999f), b, false, "below the min along u0, apart"},
        /* Rotated 90 degrees about z (exact): u0 = y, u1 = -x; half-extents (1, 2, 0.5) at (1,1,1). */
        {S(4, 1, 1, 1), q, true, "exact: touching the -u1 face (x = 3)"},
        {S(4.0001f, 1, 1, 1), q, false, "exact: just apart from the -u1 face"},
        {S(-2, 1, 1, 1), q, true, "exact: below the min along -u1, touching (x = -1)"},
        {S(-2.0001f, 1, 1, 1), q, false, "exact: below the min along -u1, apart"},
        {S(1, -0.75f, 1, 0.75f), q, true, "exact: below the min along u0, touching (y = 0)"},
        {S(3.75f, 3, 1, 1.25f), q, true, "exact: edge region, touching (0.5625 + 1)"},
        {S(3.75f, 3, 1, 1.2499f), q, false, "exact: edge region, just apart"},
        {S(0, 0, 0, 0), b, true, "zero radius at the centre"},
        {S(0, 0, 1, 0), b, true, "zero radius on the top face"},
        {S(0, 0, 1.0001f, 0), b, false, "zero radius just above"},
        {S(0, 0, 0, -1), b, false, "negative radius"},
        {S(nan, 0, 0, 9), b, false, "NaN centre"},
        {S(0, 0, 0, 9), (isect_obb){V(0, 0, 0), {V(nan, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, 1, 1)}, false, "NaN axis"},
        {S(0, 0, 0, 9), (isect_obb){V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, nan, 1)}, false, "NaN extent"},
        {S(INFINITY, 0, 0, 1), b, false, "infinite centre"},
        {S(1e6f, 0, 0, INFINITY), b, true, "infinite radius"},
        /* A negative half-extent is an empty box (as min > max is an empty AABB): the clamp to
         * [-e, e] = [1, -1] put q at -1, and a sphere of radius 2 at the centre met it. */
        {S(0, 0, 0, 2), (isect_obb){V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(-1, 1, 1)}, false, "negative extent"},
        {S(0, 0, 0, 2), (isect_obb){V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, 1, -0.5f)}, false, "negative extent in z"},
        {S(0, 0, 0.5f, 0.5f), (isect_obb){V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, 1, -0.0f)}, true, "extent -0: flat, touching"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CHECK(isect_sphere_obb(cases[i].s, cases[i].b) == cases[i].want, "%s", cases[i].what);
}

static void test_sphere_obb_random(void)
{
    rng r = {0x0BB0u};
    tally t = {0};
    for (int i = 0; i < RANDOM_CASES; i++) {
        isect_obb b = isect_obb_from_quat(rng_vec3(&r, -1, 1), rng_vec3(&r, 0.05f, 1), rng_quat(&r));
        isect_sphere s = {rng_vec3(&r, -1.6f, 1.6f), rng_float(&r, 0, 2)};
        double margin = dist_obb(dv(s.c), b) - s.r;
        if (fabs(margin) < BAND) { t.cases++, t.band++; continue; }   /* skip GJK in the band */
        ccd_shape cs = ccd_shape_sphere(s), cb = ccd_shape_obb(b);
        tally_case(&t, margin, isect_sphere_obb(s, b), ccd_oracle_gjk(&cs, &cb));
    }
    tally_report("sphere-obb", "libccd GJK", t);
}

/* ---- sphere vs triangle --------------------------------------------------------------------- */

static void test_sphere_triangle_table(void)
{
    isect_triangle t = {V(0, 0, 0), V(4, 0, 0), V(0, 4, 0)};
    static const float nan = NAN;
    struct { isect_sphere s; isect_triangle t; bool want; const char *what; } cases[] = {
        {S(1, 1, 2, 2), t, true, "face, touching from above"},
        {S(1, 1, -2, 2), t, true, "face, touching from below"},
        {S(1, 1, 2, 1.9999f), t, false, "face, just apart"},
        {S(2, -3, 0, 3), t, true, "edge ab, touching"},
        {S(2, -3, 0, 2.9999f), t, false, "edge ab, just apart"},
        {S(3, 3, 0, sqrtf(2) + 1e-6f), t, true, "edge bc, touching"},
        {S(3, 3, 0, 1.414f), t, false, "edge bc, just apart"},
        {S(-3, -4, 0, 5), t, true, "vertex a, touching (3-4-5)"},
        {S(-3, -4, 0, 4.9999f), t, false, "vertex a, just apart"},
        {S(1, 1, 0, 0), t, true, "zero radius on the face"},
        {S(1, 1, 0.0001f, 0), t, false, "zero radius just above"},
        {S(1, 1, 0, -1), t, false, "negative radius"},
        /* Flat triangles: the segment or point they span. */
        {S(1.5f, 1, 0, 1), (isect_triangle){V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, true, "collinear, touching"},
        {S(1.5f, 1, 0, 0.9999f), (isect_triangle){V(0, 0, 0), V(1, 0, 0), V(2, 0, 0)}, false, "collinear, just apart"},
        {S(1, 1, 0, 1), (isect_triangle){V(0, 0, 0), V(0, 0, 0), V(2, 0, 0)}, true, "a = b, touching the segment"},
        {S(1, 1, 0, 0.9999f), (isect_triangle){V(0, 0, 0), V(0, 0, 0), V(2, 0, 0)}, false, "a = b, just apart"},
        {S(4, 6, 3, 5), (isect_triangle){V(1, 2, 3), V(1, 2, 3), V(1, 2, 3)}, true, "a = b = c, touching"},
        {S(4, 6, 3, 4.9999f), (isect_triangle){V(1, 2, 3), V(1, 2, 3), V(1, 2, 3)}, false, "a = b = c, apart"},
        {S(1, 1, 0, 100), (isect_triangle){V(nan, 0, 0), V(4, 0, 0), V(0, 4, 0)}, false, "NaN vertex"},
        {S(0, 0, 0, 100), (isect_triangle){V(0, 0, 0), V(4, 0, 0), V(0, nan, 0)}, false, "NaN in a far vertex"},
        {S(0, 0, 0, 100), (isect_triangle){V(0, 0, 0), V(4, 0, 0), V(0, INFINITY, 0)}, false, "infinite vertex"},
        {S(nan, 1, 1, 100), t, false, "NaN centre"},
        {S(1, 1, 1, nan), t, false, "NaN radius"},
        {S(INFINITY, 1, 1, 1), t, false, "infinite centre"},
        {S(1e6f, 1, 1, INFINITY), t, true, "infinite radius"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CHECK(isect_sphere_triangle(cases[i].s, cases[i].t) == cases[i].want, "%s", cases[i].what);
}

static isect_triangle random_triangle(rng *r, int i)
{
    isect_triangle t = {rng_vec3(r, -1, 1), rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
    switch (i % 20) {
    case 0: t.c = glms_vec3_add(t.a, glms_vec3_scale(glms_vec3_sub(t.b, t.a), rng_float(r, -1.5f, 2.5f))); break;
    case 1: t.b = t.a; break;
    case 2: t.c = t.b; break;
    case 3: t.b = t.c = t.a; break;
    default: break;
    }
    return t;
}

static void test_sphere_triangle_random(void)
{
    rng r = {0x7A1u};
    tally t = {0};
    for (int i = 0; i < RANDOM_CASES; i++) {
        isect_triangle tri = random_triangle(&r, i);
        isect_sphere s = {rng_vec3(&r, -1.5f, 1.5f), rng_float(&r, 0, 2)};
        double margin = dist_triangle(dv(s.c), dv(tri.a), dv(tri.b), dv(tri.c)) - s.r;
        tally_case(&t, margin, isect_sphere_triangle(s, tri), margin <= 0);
    }
    tally_report("sphere-triangle", "double projection-or-edge distance (20% flat)", t);
}

/* ---- sphere vs polygon ---------------------------------------------------------------------- */

static void test_sphere_polygon_table(void)
{
    /* Unit square in z = 0, counter-clockwise, and the same reversed. */
    vec3s sq[4] = {V(0, 0, 0), V(1, 0, 0), V(1, 1, 0), V(0, 1, 0)};
    vec3s rev[4] = {sq[3], sq[2], sq[1], sq[0]};
    const struct { isect_sphere s; bool want; const char *what; } cases[] = {
        {S(0.5f, 0.5f, 1, 1), true, "face, touching from above"},
        {S(0.5f, 0.5f, -1, 1), true, "face, touching from below"},
        {S(0.5f, 0.5f, 1.0001f, 1), false, "face, just apart"},
        {S(1.5f, 0.5f, 0, 0.5f), true, "edge, touching in the plane"},
        {S(1.5f, 0.5f, 0, 0.4999f), false, "edge, just apart in the plane"},
        {S(1.375f, 0.5f, 0.5f, 0.625f), true, "edge, touching off the plane (0.140625 + 0.25)"},
        {S(1.375f, 0.5f, 0.5f, 0.6249f), false, "edge, just apart off the plane"},
        {S(-0.375f, -0.5f, 0, 0.625f), true, "corner, touching"},
        {S(-0.375f, -0.5f, 0, 0.6249f), false, "corner, just apart"},
        {S(0.5f, 0.5f, 0, 0), true, "zero radius inside"},
        {S(1, 0.5f, 0, 0), true, "zero radius on an edge"},
        {S(1.0001f, 0.5f, 0, 0), false, "zero radius just outside"},
        {S(0.5f, 0.5f, 0.0001f, 0), false, "zero radius just above"},
        {S(0.5f, 0.5f, 0, -1), false, "negative radius"},
        {S(NAN, 0.5f, 0, 9), false, "NaN centre"},
        {S(0.5f, 0.5f, 0, NAN), false, "NaN radius"},
        {S(INFINITY, 0.5f, 0, 1), false, "infinite centre"},
        {S(1e6f, 0, 0, INFINITY), true, "infinite radius"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK(isect_sphere_polygon(cases[i].s, sq, 4) == cases[i].want, "%s", cases[i].what);
        CHECK(isect_sphere_polygon(cases[i].s, rev, 4) == cases[i].want, "%s (clockwise)", cases[i].what);
    }
    /* Degenerate polygons. */
    CHECK(!isect_sphere_polygon(S(0, 0, 0, 10), NULL, 4), "NULL vertices");
    CHECK(!isect_sphere_polygon(S(0, 0, 0, 10), sq, 0), "count 0");
    CHECK(!isect_sphere_polygon(S(0, 0, 0, 10), sq, -3), "negative count");
    CHECK(isect_sphere_polygon(S(3, 4, 0, 5), sq, 1), "count 1: a point, touching");
    CHECK(!isect_sphere_polygon(S(3, 4, 0, 4.9999f), sq, 1), "count 1: a point, apart");
    CHECK(isect_sphere_polygon(S(0.5f, -1, 0, 1), sq, 2), "count 2: a segment, touching");
    CHECK(!isect_sphere_polygon(S(0.5f, -1, 0, 0.9999f), sq, 2), "count 2: a segment, apart");
    vec3s line[4] = {V(0, 0, 0), V(1, 0, 0), V(3, 0, 0), V(2, 0, 0)};
    CHECK(isect_sphere_polygon(S(2.5f, 0, 1, 1), line, 4), "collinear: the segment it spans, touching");
    CHECK(!isect_sphere_polygon(S(2.5f, 0, 1, 0.9999f), line, 4), "collinear, apart");
    CHECK(!isect_sphere_polygon(S(4, 0, 0, 0.9999f), line, 4), "collinear, beyond the end");
    vec3s same[3] = {V(1, 1, 1), V(1, 1, 1), V(1, 1, 1)};
    CHECK(isect_sphere_polygon(S(1, 1, 2, 1), same, 3), "coincident vertices: a point, touching");
    CHECK(!isect_sphere_polygon(S(1, 1, 2, 0.9999f), same, 3), "coincident vertices, apart");
    vec3s nanv[4] = {V(0, 0, 0), V(1, 0, 0), V(1, NAN, 0), V(0, 1, 0)};
    CHECK(!isect_sphere_polygon(S(0.5f, 0.5f, 0, 10), nanv, 4), "NaN vertex");
    vec3s nan0[1] = {V(NAN, 0, 0)};
    CHECK(!isect_sphere_polygon(S(0, 0, 0, 10), nan0, 1), "NaN single vertex");
    vec3s infv[3] = {V(0, 0, 0), V(1, 0, 0), V(0, INFINITY, 0)};
    CHECK(!isect_sphere_polygon(S(0.2f, 0.2f, 0, 10), infv, 3), "infinite vertex");
}

/* A convex polygon: 3 to 8 points at sorted random angles on a random ellipse in a random
 * plane, in either winding; one case in 20 is flat (on a line) and one in 40 has 1 or 2 vertices. */
static int random_polygon(rng *r, int i, vec3s *v)
{
    int count = 3 + (int)(rng_next(r) % 6);
    float ang[8];
    for (int k = 0; k < count; k++) ang[k] = rng_float(r, 0, 6.2831853f);
    for (int k = 1; k < count; k++)   /* insertion sort */
        for (int m = k; m > 0 && ang[m] < ang[m - 1]; m--) { float tmp = ang[m]; ang[m] = ang[m - 1]; ang[m - 1] = tmp; }
    mat3s rot = glms_quat_mat3(rng_quat(r));
    vec3s c = rng_vec3(r, -1, 1);
    float ax = rng_float(r, 0.2f, 1.2f), ay = rng_float(r, 0.2f, 1.2f);
    bool flat = i % 20 == 7, reverse = rng_next(r) & 1;
    for (int k = 0; k < count; k++) {
        vec3s local = V(ax * cosf(ang[k]), flat ? 0 : ay * sinf(ang[k]), 0);
        v[reverse ? count - 1 - k : k] = glms_vec3_add(c, glms_mat3_mulv(rot, local));
    }
    if (i % 40 == 13) count = 1 + (int)(rng_next(r) % 2);
    return count;
}

static void test_sphere_polygon_random(void)
{
    rng r = {0x9017u};
    tally t = {0};
    vec3s v[8];
    for (int i = 0; i < RANDOM_CASES; i++) {
        int count = random_polygon(&r, i, v);
        isect_sphere s = {rng_vec3(&r, -1.5f, 1.5f), rng_float(&r, 0, 2)};
        double margin = dist_polygon(dv(s.c), v, count) - s.r;
        tally_case(&t, margin, isect_sphere_polygon(s, v, count), margin <= 0);
    }
    tally_report("sphere-polygon", "double fan-triangle distance (3-8 vertices, 5% flat, 2.5% 1-2 vertices)", t);
}

int main(void)
{
    RUN(test_sphere_sphere_table);
    RUN(test_sphere_plane_table);
    RUN(test_sphere_aabb_table);
    RUN(test_sphere_obb_table);
    RUN(test_sphere_triangle_table);
    RUN(test_sphere_polygon_table);
    RUN(test_sphere_sphere_random);
    RUN(test_sphere_plane_random);
    RUN(test_sphere_aabb_random);
    RUN(test_sphere_obb_random);
    RUN(test_sphere_triangle_random);
    RUN(test_sphere_polygon_random);
    return check_summary();
}
