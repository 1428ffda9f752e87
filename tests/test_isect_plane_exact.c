/* The plane tests are exact for the floats given (src/isect/plane_exact.h): hand-made cases where
 * a corner, an end or the sphere's surface lies exactly on the plane, or one float away from it,
 * far enough from the origin or with normals rounded enough that the float formulas the tests
 * used before (|n.c - d| <= r, |s| <= e.|n| with a rounded centre, ...) got them wrong: each
 * table's rows were found so (an exact rational search), and the old library fails them. The
 * normals are (3, 4, 0) / 5, (1, 2, 2) / 3 and (2, 3, 6) / 7 rounded to float (unit to float
 * rounding, as the sphere and capsule tests require), or unnormalised integer ones (-3, 4, 12),
 * (2, 3, 6), (3, 4, 0) where no unit length is required. Every case is also run with its
 * coordinates, d and r scaled by powers of two (the verdict cannot change), and moved by one float
 * past touching on either side (one side meets, the other does not). */
#include "check.h"
#include "isect.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* 1/3, 2/3, 2/7, 3/7, 6/7 rounded to float. */
#define T1 0x1.555556p-2f
#define T2 0x1.555556p-1f
#define S2 0x1.24924ap-2f
#define S3 0x1.b6db6ep-2f
#define S6 0x1.b6db6ep-1f

static const int SCALES[] = {0, -60, -20, 20, 60};
enum { NSCALES = sizeof SCALES / sizeof SCALES[0] };

static vec3s scaled(vec3s v, int k) { return (vec3s){{ldexpf(v.x, k), ldexpf(v.y, k), ldexpf(v.z, k)}}; }
static float up(float x) { return nextafterf(x, INFINITY); }
static float down(float x) { return nextafterf(x, -INFINITY); }

/* ---- Sphere vs plane and halfspace ------------------------------------------------------------ */

typedef struct sphere_case { vec3s n, c; float d, r; } sphere_case;

/* |n.c - d| = r exactly: the sphere touches the plane (the float formula said apart). */
static const sphere_case TOUCHING[] = {
    {{{0.6f, 0.8f, 0.0f}}, {{1536.0f, -8192.0f, 2560.0f}}, -6144.0f, 0x1.fffffcp+8f},
    {{{S2, S3, S6}}, {{4608.0f, -7680.0f, 5120.0f}}, 3584.0f, 0x1.249248p+10f},
    {{{0.6f, 0.8f, 0.0f}}, {{7168.0f, 1024.0f, -5632.0f}}, 5120.0f, 0x1.8p-13f},
};
/* |n.c - d| is just above r, r the float below it (the float formula said they meet). */
static const sphere_case APART[] = {
    {{{0.6f, 0.8f, 0.0f}}, {{-65536.0f, -65536.0f, -131072.0f}}, -131072.0f, 0x1.33333p+15f},
    {{{0.6f, 0.8f, 0.0f}}, {{5120.0f, -3072.0f, -3584.0f}}, 0.0f, 0x1.333334p+9f},
    {{{T1, T2, T2}}, {{-192.0f, -416.0f, -256.0f}}, -288.0f, 224.0f},
};

static isect_plane flipped(isect_plane p) { return (isect_plane){glms_vec3_negate(p.n), -p.d}; }

static void test_sphere_plane_exact(void)
{
    for (int k = 0; k < NSCALES; k++) {
        const int s = SCALES[k];
        for (int i = 0; i < 3; i++) {
            const sphere_case *t = &TOUCHING[i];
            isect_sphere sp = {scaled(t->c, s), ldexpf(t->r, s)};
            isect_plane p = {t->n, ldexpf(t->d, s)};
            CHECK(isect_sphere_plane(sp, p), "touching %d (scale 2^%d)", i, s);
            /* n.c - d = +-r: the sphere lies in both closed halfspaces, touching one's boundary */
            CHECK(isect_sphere_halfspace(sp, p) && isect_sphere_halfspace(sp, flipped(p)), "touching %d, halfspaces (2^%d)", i, s);
            isect_sphere smaller = {sp.c, down(sp.r)}, larger = {sp.c, up(sp.r)};
            CHECK(!isect_sphere_plane(smaller, p) && isect_sphere_plane(larger, p), "touching %d, r one float off (2^%d)", i, s);
            CHECK(isect_sphere_halfspace(smaller, p) != isect_sphere_halfspace(smaller, flipped(p)),
                  "touching %d, r one float less: in exactly one halfspace (2^%d)", i, s);

            const sphere_case *a = &APART[i];
            isect_sphere sa = {scaled(a->c, s), ldexpf(a->r, s)};
            isect_plane pa = {a->n, ldexpf(a->d, s)};
            CHECK(!isect_sphere_plane(sa, pa), "apart %d (scale 2^%d)", i, s);
            CHECK(isect_sphere_halfspace(sa, pa) != isect_sphere_halfspace(sa, flipped(pa)),
                  "apart %d: in exactly one halfspace (2^%d)", i, s);
        }
    }
}

/* Centres whose products n_i c_i are all 0 (the centre at the origin, or off it only where n_i
 * is 0), a zero normal, NaN and infinite radii: the paths around the filter. */
static void test_sphere_plane_special(void)
{
    const isect_plane p = {{{0.6f, 0.8f, 0.0f}}, 1.0f};
    CHECK(isect_sphere_plane((isect_sphere){{{0, 0, 0}}, 1.0f}, p), "centre at the origin, touching");
    CHECK(!isect_sphere_plane((isect_sphere){{{0, 0, 0}}, down(1.0f)}, p), "centre at the origin, apart");
    CHECK(isect_sphere_plane((isect_sphere){{{0, 0, 7}}, 1.0f}, p), "centre off the origin along n's zero");
    CHECK(isect_sphere_halfspace((isect_sphere){{{0, 0, 0}}, 0.0f}, p), "point at the origin, behind the plane");
    CHECK(!isect_sphere_halfspace((isect_sphere){{{0, 0, 0}}, -0.5f}, p), "negative radius, halfspace");
    const isect_plane zero = {{{0, 0, 0}}, 0.0f};
    CHECK(!isect_sphere_plane((isect_sphere){{{1, 2, 3}}, 1e30f}, zero), "zero normal");
    CHECK(!isect_sphere_halfspace((isect_sphere){{{1, 2, 3}}, 1e30f}, zero), "zero normal, halfspace");
    CHECK(isect_sphere_plane((isect_sphere){{{1e6f, 2, 3}}, INFINITY}, p), "infinite radius meets the plane");
    CHECK(!isect_sphere_plane((isect_sphere){{{1, 2, 3}}, NAN}, p) && !isect_sphere_halfspace((isect_sphere){{{1, 2, 3}}, NAN}, p),
          "NaN radius");
    CHECK(!isect_sphere_plane((isect_sphere){{{1, 2, 3}}, 1e30f}, (isect_plane){p.n, NAN}), "NaN d");
    /* products past the float range (finite input): decided exactly, not as infinities */
    CHECK(isect_sphere_plane((isect_sphere){{{3e38f, 0, 0}}, 3e38f}, (isect_plane){{{0.6f, 0.8f, 0}}, 0x1.fffffep127f}),
          "distance past FLT_MAX within r");
}

/* ---- AABB vs plane -------------------------------------------------------------------------- */

typedef struct box_case { vec3s n, min, max; float d; } box_case;

/* The nearest corner (min_i where n_i >= 0) lies exactly on the plane (the float formula, with
 * its rounded centre and extents, said apart). */
static const box_case CORNER[] = {
    {{{-3.0f, 4.0f, 12.0f}}, {{17.5f, -200005.5f, -600020.5f}}, {{20.0f, -200001.0f, -600014.5f}}, -8000328.0f},
    {{{-3.0f, 4.0f, 12.0f}}, {{299973.0f, 99997.5f, -500026.0f}}, {{299976.5f, 100001.0f, -500024.5f}}, -6500251.5f},
    {{{2.0f, 3.0f, 6.0f}}, {{-100001.5f, -799975.5f, -399987.5f}}, {{-99996.5f, -799973.0f, -399985.0f}}, -4999854.5f},
};
/* The plane one float below the nearest corner (the float formula said they meet). */
static const box_case BELOW[] = {
    {{{-3.0f, 4.0f, 12.0f}}, {{-500005.0f, 800028.0f, -399991.5f}}, {{-500004.5f, 800031.5f, -399988.5f}}, -0x1.85bc82p+16f},
    {{{3.0f, 4.0f, 0.0f}}, {{-800005.0f, 600004.0f, -600019.5f}}, {{-800000.0f, 600010.0f, -600017.0f}}, 0x1.fffffep-1f},
    {{{-3.0f, 4.0f, 12.0f}}, {{-800015.5f, 499971.0f, -99986.0f}}, {{-800008.0f, 499972.0f, -99978.0f}}, 0x1.86a25ep+21f},
};

/* The batch kernel on these boxes (and its doubtful lanes) agrees with the scalar test. */
static void check_batch(const isect_aabb *boxes, int count, isect_plane p, const char *what)
{
    float c[6][16];
    uint8_t out[16];
    for (int i = 0; i < count; i++)
        for (int j = 0; j < 3; j++) c[j][i] = boxes[i].min.raw[j], c[3 + j][i] = boxes[i].max.raw[j];
    isect_aabb_plane_batch((isect_aabb_soa){c[0], c[1], c[2], c[3], c[4], c[5]}, (size_t)count, p, out);
    for (int i = 0; i < count; i++)
        CHECK(out[i] == isect_aabb_plane(boxes[i], p), "%s: batch box %d says %d", what, i, out[i]);
}

static void test_aabb_plane_exact(void)
{
    for (int k = 0; k < NSCALES; k++) {
        const int s = SCALES[k];
        for (int i = 0; i < 3; i++) {
            const box_case *t = &CORNER[i];
            isect_aabb b = {scaled(t->min, s), scaled(t->max, s)};
            isect_plane p = {t->n, ldexpf(t->d, s)};
            CHECK(isect_aabb_plane(b, p), "corner %d on the plane (scale 2^%d)", i, s);
            CHECK(isect_aabb_plane(b, (isect_plane){p.n, up(p.d)}) != isect_aabb_plane(b, (isect_plane){p.n, down(p.d)}),
                  "corner %d: d one float up or down, one meets (2^%d)", i, s);
            const box_case *a = &BELOW[i];
            isect_aabb ba = {scaled(a->min, s), scaled(a->max, s)};
            isect_plane pa = {a->n, ldexpf(a->d, s)};
            CHECK(!isect_aabb_plane(ba, pa), "plane one float below box %d (scale 2^%d)", i, s);
            CHECK(isect_aabb_plane(ba, (isect_plane){pa.n, up(pa.d)}), "box %d, d one float up: the corner (2^%d)", i, s);
            /* the same boxes with the normal scaled, and given as a batch */
            isect_plane big = {scaled(t->n, 40), ldexpf(p.d, 40)};
            CHECK(isect_aabb_plane(b, big), "corner %d, normal times 2^40 (2^%d)", i, s);
            isect_aabb boxes[4] = {b, ba, b, ba};
            check_batch(boxes, 4, p, "corner table");
            check_batch(boxes, 4, pa, "below table");
        }
    }
    /* a point box on the plane, and its plane moved one float */
    isect_aabb point = {{{20.0f, -200005.5f, -600020.5f}}, {{20.0f, -200005.5f, -600020.5f}}};   /* the nearest corner */
    isect_plane p = {CORNER[0].n, CORNER[0].d};
    CHECK(isect_aabb_plane(point, p), "point box on the plane");
    CHECK(!isect_aabb_plane(point, (isect_plane){p.n, up(p.d)}) && !isect_aabb_plane(point, (isect_plane){p.n, down(p.d)}),
          "point box, plane one float off");
    isect_aabb boxes[3] = {point, point, point};
    check_batch(boxes, 3, p, "point box");
}

/* ---- OBB vs plane --------------------------------------------------------------------------- */

typedef struct obb_case { vec3s n, c, u0, u1, u2, e; float d; } obb_case;

/* A corner c +- e0 u0 +- e1 u1 +- e2 u2 (axes along the world's, permuted) lies exactly on the
 * plane, nearest or farthest along n (the float formula said apart). */
static const obb_case OBB_CORNER[] = {
    {{{0.6f, 0.8f, 0.0f}}, {{-80010.5f, 60012.5f, 40020.5f}}, {{0.0f, -1.0f, 0.0f}}, {{-1.0f, 0.0f, 0.0f}},
     {{0.0f, 0.0f, -1.0f}}, {{2.5f, 5.5f, 3.0f}}, -0x1.99e7bep+0f},
    {{{-3.0f, 4.0f, 12.0f}}, {{800023.5f, -299972.5f, -399981.0f}}, {{0.0f, 1.0f, 0.0f}}, {{0.0f, 0.0f, 1.0f}},
     {{-1.0f, 0.0f, 0.0f}}, {{4.0f, 2.5f, 4.5f}}, -8399792.0f},
    {{{-3.0f, 4.0f, 12.0f}}, {{599977.5f, 400016.5f, 799990.5f}}, {{0.0f, 0.0f, -1.0f}}, {{-1.0f, 0.0f, 0.0f}},
     {{0.0f, -1.0f, 0.0f}}, {{4.5f, 1.5f, 7.0f}}, 9399933.0f},
};

static void test_obb_plane_exact(void)
{
    for (int k = 0; k < NSCALES; k++) {
        const int s = SCALES[k];
        for (int i = 0; i < 3; i++) {
            const obb_case *t = &OBB_CORNER[i];
            isect_obb b = {scaled(t->c, s), {t->u0, t->u1, t->u2}, scaled(t->e, s)};
            isect_plane p = {t->n, ldexpf(t->d, s)};
            CHECK(isect_obb_plane(b, p), "obb corner %d on the plane (scale 2^%d)", i, s);
            CHECK(isect_obb_plane(b, (isect_plane){p.n, up(p.d)}) != isect_obb_plane(b, (isect_plane){p.n, down(p.d)}),
                  "obb corner %d: d one float up or down, one meets (2^%d)", i, s);
            /* the box as an AABB (its axes are the world's): the same verdicts */
            vec3s h = {{0, 0, 0}};
            for (int a = 0; a < 3; a++)
                for (int j = 0; j < 3; j++) h.raw[j] += b.e.raw[a] * fabsf(b.u[a].raw[j]);
            isect_aabb box = {glms_vec3_sub(b.c, h), glms_vec3_add(b.c, h)};
            for (int m = -1; m <= 1; m++) {
                isect_plane q = {p.n, m < 0 ? down(p.d) : m > 0 ? up(p.d) : p.d};
                CHECK(isect_obb_plane(b, q) == isect_aabb_plane(box, q), "obb %d as an aabb, d moved %d (2^%d)", i, m, s);
            }
        }
    }
    /* zero extents: the centre alone, on the plane or one float off */
    isect_obb point = {{{1536.0f, -8192.0f, 2560.0f}}, {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}, {{0, 0, 0}}};
    isect_plane p = {{{0.6f, 0.8f, 0.0f}}, -5632.0f};      /* n.c = -5632 - 2^-14, not a float: just below */
    CHECK(!isect_obb_plane(point, p) && !isect_obb_plane(point, (isect_plane){p.n, down(p.d)}), "point obb off the plane");
    point.e.z = 1.0f;                                         /* a segment across z: still off (n.z = 0) */
    CHECK(!isect_obb_plane(point, p), "obb segment parallel to the plane, off it");
    point.e.x = 0x1p-14f;                                     /* reaching the plane along x... */
    CHECK(!isect_obb_plane(point, p), "obb reaching 0.6 2^-14 along n: short of 2^-14");
    point.e.x = 0x1p-13f;                                     /* ...and past it */
    CHECK(isect_obb_plane(point, p), "obb reaching 0.6 2^-13 along n");
}

/* ---- Segment vs plane ----------------------------------------------------------------------- */

typedef struct segment_case { vec3s n, a, b; float d; } segment_case;

/* a lies exactly on the plane, b off it (the float formula said both off, on one side). */
static const segment_case END_ON[] = {
    {{{T1, T2, T2}}, {{19986.0f, 30012.5f, -39989.5f}}, {{19987.5f, 30006.0f, -39987.5f}}, 0x1.555556p+3f},
    {{{0.6f, 0.8f, 0.0f}}, {{800028.5f, -600023.0f, 299988.5f}}, {{800035.5f, -600017.0f, 299989.0f}}, -0x1.49bf86p+0f},
    {{{S2, S3, S6}}, {{30018.5f, -19976.5f, -18.0f}}, {{30013.0f, -19984.5f, -12.5f}}, -0x1.235998p-4f},
};

static void test_segment_plane_exact(void)
{
    for (int k = 0; k < NSCALES; k++) {
        const int s = SCALES[k];
        for (int i = 0; i < 3; i++) {
            const segment_case *t = &END_ON[i];
            isect_segment g = {scaled(t->a, s), scaled(t->b, s)}, back = {g.b, g.a};
            isect_plane p = {t->n, ldexpf(t->d, s)};
            isect_hit h = {-1, {{0, 0, 0}}};
            CHECK(isect_segment_plane(g, p, &h) && h.t == 0 && glms_vec3_eqv(h.point, g.a),
                  "end a on the plane %d: t %g (scale 2^%d)", i, h.t, s);
            h.t = -1;
            CHECK(isect_segment_plane(back, p, &h) && h.t == 1 && glms_vec3_eqv(h.point, g.a),
                  "end b on the plane %d: t %g (scale 2^%d)", i, h.t, s);
            isect_plane pu = {p.n, up(p.d)}, pd = {p.n, down(p.d)};
            CHECK(isect_segment_plane(g, pu, NULL) != isect_segment_plane(g, pd, NULL), "end %d: d one float up or down (2^%d)", i, s);
            isect_hit hu = {-1, {{0, 0, 0}}}, hd = {-1, {{0, 0, 0}}};
            if (isect_segment_plane(g, pu, &hu) || isect_segment_plane(g, pd, &hd)) {
                float tt = hu.t >= 0 ? hu.t : hd.t;
                CHECK(tt >= 0 && tt < 1e-3f, "end %d: the crossing one float off starts at t %g (2^%d)", i, tt, s);
            }
            isect_segment point = {g.a, g.a};
            CHECK(isect_segment_plane(point, p, &h) && h.t == 0, "point segment on the plane %d (2^%d)", i, s);
            CHECK(!isect_segment_plane(point, pu, NULL) && !isect_segment_plane(point, pd, NULL), "point segment off %d (2^%d)", i, s);
        }
    }
    CHECK(!isect_segment_plane((isect_segment){{{0, 0, 0}}, {{1, 1, 1}}}, (isect_plane){{{0, 0, 0}}, 0}, NULL), "zero normal");
}

/* ---- Capsule vs plane ----------------------------------------------------------------------- */

typedef struct capsule_case { vec3s n, a, b; float d, r; } capsule_case;

/* a lies exactly r from the plane, b farther on the same side (the float formula said apart). */
static const capsule_case END_AT_R[] = {
    {{{T1, T2, T2}}, {{39985.0f, 70007.5f, -69971.5f}}, {{39977.5f, 70006.5f, -69979.5f}}, 0x1.a142acp+13f, 0x1.0968p-12f},
    {{{S2, S3, S6}}, {{-10003.0f, -70004.0f, 80022.5f}}, {{-10004.0f, -70003.5f, 80029.5f}}, 35706.0f, 0x1.90010cp+4f},
    {{{0.6f, 0.8f, 0.0f}}, {{40018.5f, 9981.0f, 19974.0f}}, {{40026.0f, 9977.5f, 19973.0f}}, 0x1.f3ef9ap+14f, 0x1.65dp-11f},
};

static void test_capsule_plane_exact(void)
{
    for (int k = 0; k < NSCALES; k++) {
        const int s = SCALES[k];
        for (int i = 0; i < 3; i++) {
            const capsule_case *t = &END_AT_R[i];
            isect_capsule c = {{scaled(t->a, s), scaled(t->b, s)}, ldexpf(t->r, s)};
            isect_plane p = {t->n, ldexpf(t->d, s)};
            CHECK(isect_capsule_plane(c, p), "capsule %d touching (scale 2^%d)", i, s);
            CHECK(isect_capsule_plane(c, (isect_plane){p.n, up(p.d)}) != isect_capsule_plane(c, (isect_plane){p.n, down(p.d)}),
                  "capsule %d: d one float up or down (2^%d)", i, s);
            isect_capsule thinner = {c.axis, down(c.r)}, swapped = {{c.axis.b, c.axis.a}, c.r};
            CHECK(!isect_capsule_plane(thinner, p), "capsule %d, r one float less (2^%d)", i, s);
            CHECK(isect_capsule_plane(swapped, p), "capsule %d, ends swapped (2^%d)", i, s);
            isect_capsule ball = {{c.axis.a, c.axis.a}, c.r};
            isect_sphere sphere = {c.axis.a, c.r};
            CHECK(isect_capsule_plane(ball, p) && isect_sphere_plane(sphere, p), "capsule %d as a sphere (2^%d)", i, s);
        }
    }
}

int main(void)
{
    RUN(test_sphere_plane_exact);
    RUN(test_sphere_plane_special);
    RUN(test_aabb_plane_exact);
    RUN(test_obb_plane_exact);
    RUN(test_segment_plane_exact);
    RUN(test_capsule_plane_exact);
    return check_summary();
}
