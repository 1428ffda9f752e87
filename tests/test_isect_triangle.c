/* Triangle tests: AABB vs triangle and triangle vs triangle. Hand-worked tables of the exact
 * cases (touching, just apart, coplanar, degenerate, non-finite), then seeded random cases
 * against libccd's GJK and a double-precision separating-axis margin, which also defines the
 * small band around touching where float and double may disagree. */
#include "check.h"
#include "dvec.h"
#include "ccd_oracle.h"
#include "isect.h"

#include <float.h>
#include <stdlib.h>
#include <time.h>

#define D (1.0f / 1024)   /* "just apart": a gap of 2^-10, exact in float */

static isect_triangle tri(float ax, float ay, float az, float bx, float by, float bz, float cx, float cy, float cz)
{
    return (isect_triangle){{{ax, ay, az}}, {{bx, by, bz}}, {{cx, cy, cz}}};
}

static isect_triangle rot(isect_triangle t) { return (isect_triangle){t.b, t.c, t.a}; }
static isect_triangle rev(isect_triangle t) { return (isect_triangle){t.a, t.c, t.b}; }

/* The six vertex orders of t: abc, bca, cab, acb, cba, bac. */
static isect_triangle order(isect_triangle t, int k)
{
    for (int i = 0; i < k % 3; i++) t = rot(t);
    return k >= 3 ? rev(t) : t;
}

static double now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ---- Double-precision helpers ---------------------------------------------------------- */

/* l . p with 0 * inf read as 0: the projection of a corner of an infinite box. */
static double dproj(dvec l, dvec p)
{
    return (l.x != 0 ? l.x * p.x : 0) + (l.y != 0 ? l.y * p.y : 0) + (l.z != 0 ? l.z * p.z : 0);
}

/* Gap between the projections of two point sets onto l: > 0 means disjoint, else -overlap. */
static double gap_points(dvec l, const dvec *p, int np, const dvec *q, int nq)
{
    double pmin = INFINITY, pmax = -INFINITY, qmin = INFINITY, qmax = -INFINITY;
    for (int i = 0; i < np; i++) { double s = dproj(l, p[i]); pmin = dmin(pmin, s); pmax = dmax(pmax, s); }
    for (int i = 0; i < nq; i++) { double s = dproj(l, q[i]); qmin = dmin(qmin, s); qmax = dmax(qmax, s); }
    return dmax(qmin - pmax, pmin - qmax);
}

static void tri_points(isect_triangle t, dvec p[3]) { p[0] = dv(t.a), p[1] = dv(t.b), p[2] = dv(t.c); }

static void box_points(isect_aabb b, dvec p[8])
{
    for (int i = 0; i < 8; i++)
        p[i] = (dvec){(i & 1) ? b.max.x : b.min.x, (i & 2) ? b.max.y : b.min.y, (i & 4) ? b.max.z : b.min.z};
}

/* Max over axes (normalised) of the gap; > 0: separated by that much along the best axis,
 * <= 0: -(the smallest overlap). Axes shorter than tiny are skipped. */
static double sat_margin(const dvec *axes, int na, const dvec *p, int np, const dvec *q, int nq)
{
    double best = -INFINITY;
    for (int i = 0; i < na; i++) {
        double len = sqrt(ddot(axes[i], axes[i]));
        if (!(len > 1e-200)) continue;
        dvec l = {axes[i].x / len, axes[i].y / len, axes[i].z / len};
        best = dmax(best, gap_points(l, p, np, q, nq));
    }
    return best;
}

/* Triangle vs triangle in double: both normals, the 9 edge cross products and the in-plane
 * edge normals of both triangles in both planes (23 axes: complete for a triangle, segment or
 * point against a non-degenerate triangle). */
static double tt_margin(isect_triangle a, isect_triangle b)
{
    dvec p[3], q[3], ea[3], eb[3], axes[23];
    tri_points(a, p), tri_points(b, q);
    for (int i = 0; i < 3; i++) ea[i] = dsub(p[(i + 1) % 3], p[i]), eb[i] = dsub(q[(i + 1) % 3], q[i]);
    dvec na = dcross(ea[0], ea[1]), nb = dcross(eb[0], eb[1]);
    int n = 0;
    axes[n++] = na, axes[n++] = nb;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) axes[n++] = dcross(ea[i], eb[j]);
    for (int i = 0; i < 3; i++) {
        axes[n++] = dcross(na, ea[i]), axes[n++] = dcross(na, eb[i]);
        axes[n++] = dcross(nb, ea[i]), axes[n++] = dcross(nb, eb[i]);
    }
    return sat_margin(axes, n, p, 3, q, 3);
}

/* AABB vs triangle in double: the 13 axes of Akenine-Möller's test. */
static double bt_margin(isect_aabb b, isect_triangle t)
{
    dvec p[8], q[3], e[3], axes[13];
    box_points(b, p), tri_points(t, q);
    for (int i = 0; i < 3; i++) e[i] = dsub(q[(i + 1) % 3], q[i]);
    const dvec u[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int n = 0;
    for (int i = 0; i < 3; i++) axes[n++] = u[i];
    axes[n++] = dcross(e[0], e[1]);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) axes[n++] = dcross(u[i], e[j]);
    return sat_margin(axes, n, p, 8, q, 3);
}

/* Two triangles (or segments) in a plane, in 2D double: the separating-axis test over the edge
 * normals of both (complete for convex polygons, and for two non-parallel segments). */
static double margin_2d(const double a[3][2], const double b[3][2])
{
    dvec p[3], q[3], axes[6];
    for (int i = 0; i < 3; i++) p[i] = (dvec){a[i][0], a[i][1], 0}, q[i] = (dvec){b[i][0], b[i][1], 0};
    for (int i = 0; i < 3; i++) {
        axes[i] = (dvec){-(p[(i + 1) % 3].y - p[i].y), p[(i + 1) % 3].x - p[i].x, 0};
        axes[3 + i] = (dvec){-(q[(i + 1) % 3].y - q[i].y), q[(i + 1) % 3].x - q[i].x, 0};
    }
    return sat_margin(axes, 6, p, 3, q, 3);
}

/* Does the returned axis really separate, in double (and is it unit length)? */
static bool tt_axis_separates(isect_triangle a, isect_triangle b, vec3s l)
{
    dvec p[3], q[3];
    tri_points(a, p), tri_points(b, q);
    return fabsf(glms_vec3_norm(l) - 1.0f) < 1e-5f && gap_points(dv(l), p, 3, q, 3) > 0;
}

static bool bt_axis_separates(isect_aabb b, isect_triangle t, vec3s l)
{
    dvec p[8], q[3];
    box_points(b, p), tri_points(t, q);
    return fabsf(glms_vec3_norm(l) - 1.0f) < 1e-5f && gap_points(dv(l), p, 8, q, 3) > 0;
}

static float tri_scale(isect_triangle t)
{
    float s = 0;
    for (int i = 0; i < 3; i++) {
        vec3s v = (&t.a)[i];
        s = fmaxf(s, fmaxf(fabsf(v.x), fmaxf(fabsf(v.y), fabsf(v.z))));
    }
    return s;
}

/* ---- Hand-worked tables ---------------------------------------------------------------- */

typedef struct tt_case { const char *what; isect_triangle a, b; bool hit; int lo, hi; } tt_case;

/* Checks one triangle pair in every vertex order of both and both argument orders; a
 * separation must name an axis in [lo, hi] that separates in double. */
static void check_tt(const tt_case *c)
{
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            for (int s = 0; s < 2; s++) {
                isect_triangle a = order(s ? c->b : c->a, i), b = order(s ? c->a : c->b, j);
                vec3s l;
                int k = isect_triangle_triangle_axis(a, b, &l);
                CHECK(isect_triangle_triangle(a, b) == c->hit, "%s (order %d %d %s)", c->what, i, j, s ? "ba" : "ab");
                CHECK((k == ISECT_AXIS_NONE) == c->hit, "%s: axis %d", c->what, k);
                if (k >= 0 && c->lo >= 0) {
                    bool finite = isfinite(a.a.x + a.b.x + a.c.x + a.a.y + a.b.y + a.c.y + a.a.z + a.b.z + a.c.z +
                                           b.a.x + b.b.x + b.c.x + b.a.y + b.b.y + b.c.y + b.a.z + b.b.z + b.c.z);
                    CHECK(k >= c->lo && k <= c->hi, "%s: axis %d not in %d-%d", c->what, k, c->lo, c->hi);
                    CHECK(!finite || tt_axis_separates(a, b, l), "%s: axis %d (%g %g %g) does not separate",
                          c->what, k, l.x, l.y, l.z);
                }
            }
}

static void test_triangle_triangle_table(void)
{
    const isect_triangle t0 = tri(0, 0, 0, 4, 0, 0, 0, 4, 0);   /* z = 0, legs on the axes, x + y <= 4 */
    const tt_case cases[] = {
        {"vertex on face", t0, tri(1, 1, 0, 3, 1, 2, 1, 3, 2), true, 0, 0},
        {"vertex just above face", t0, tri(1, 1, D, 3, 1, 2, 1, 3, 2), false, 0, 17},
        {"vertex on edge, from above", t0, tri(2, 0, 0, 2, 1, 2, 3, 1, 2), true, 0, 0},
        {"edge crosses edge", t0, tri(2, -1, 1, 2, 1, -1, 2, -3, -3), true, 0, 0},
        {"edge just misses edge", t0, tri(2, -1 - D, 1, 2, 1 - D, -1, 2, -3 - D, -3), false, 0, 17},
        {"shared edge, folded", t0, tri(0, 0, 0, 4, 0, 0, 0, -4, 3), true, 0, 0},
        {"shared edge, coplanar", t0, tri(0, 0, 0, 4, 0, 0, 2, -4, 0), true, 0, 0},
        {"shared vertex only", t0, tri(0, 0, 0, -4, 0, 1, 0, -4, 1), true, 0, 0},
        {"piercing", t0, tri(1, 1, -1, 1, 1, 1, 3, -3, 0), true, 0, 0},
        {"parallel planes apart", t0, tri(0, 0, 1, 4, 0, 1, 0, 4, 1), false, 0, 1},
        {"parallel planes, just apart", t0, tri(0, 0, D, 4, 0, D, 0, 4, D), false, 0, 1},
        {"straddling, edge-edge touch", t0, tri(3, 0, -1, 3, 0, 1, 6, -3, 0), true, 0, 0},
        {"straddling, only edge x edge separates", t0, tri(3 + D, -D, -1, 3 + D, -D, 1, 6, -3, 0), false, 2, 10},
        {"straddling, far", t0, tri(4, -1, -1, 4, -1, 1, 6, -3, 0), false, 2, 10},
        {"coplanar overlapping", t0, tri(1, 1, 0, 5, 1, 0, 1, 5, 0), true, 0, 0},
        {"coplanar vertex on edge", t0, tri(2, 2, 0, 6, 2, 0, 2, 6, 0), true, 0, 0},
        {"coplanar vertex on vertex", t0, tri(4, 0, 0, 8, 1, 0, 8, -1, 0), true, 0, 0},
        {"coplanar just apart", t0, tri(2 + D, 2 + D, 0, 6, 2 + D, 0, 2 + D, 6, 0), false, 11, 16},
        {"coplanar apart", t0, tri(5, 5, 0, 6, 5, 0, 5, 6, 0), false, 11, 16},
        {"coplanar inside", t0, tri(1, 1, 0, 2, 1, 0, 1, 2, 0), true, 0, 0},
        {"coplanar, contains", tri(-8, -8, 0, 16, -8, 0, -8, 16, 0), t0, true, 0, 0},
        {"coplanar, same triangle", t0, t0, true, 0, 0},
        {"coplanar star of David", tri(0, 0, 0, 4, 0, 0, 2, 4, 0), tri(0, 3, 0, 2, -1, 0, 4, 3, 0), true, 0, 0},
        /* degenerate: a is a segment or a point */
        {"segment on edge", t0, tri(1, 0, 0, 2, 0, 0, 3, 0, 0), true, 0, 0},
        {"segment in plane, just outside", t0, tri(1, -D, 0, 2, -D, 0, 3, -D, 0), false, 11, 16},
        {"segment in plane, across", t0, tri(-1, 1, 0, 2, 1, 0, 5, 1, 0), true, 0, 0},
        {"segment in plane, beyond a vertex", t0, tri(5, -1, 0, 6, -2, 0, 7, -3, 0), false, 11, 16},
        {"segment piercing", t0, tri(1, 1, -1, 1, 1, 0, 1, 1, 1), true, 0, 0},
        {"segment ending on face", t0, tri(1, 1, 0, 1, 1, 1, 1, 1, 2), true, 0, 0},
        {"segment just above", t0, tri(1, 1, D, 1, 1, 1, 1, 1, 2), false, 0, 17},
        {"segment above, parallel", t0, tri(1, 1, 1, 2, 1, 1, 3, 1, 1), false, 0, 17},
        {"segment with a repeated vertex", t0, tri(1, 1, -1, 1, 1, -1, 1, 1, 1), true, 0, 0},
        {"point on face", t0, tri(1, 1, 0, 1, 1, 0, 1, 1, 0), true, 0, 0},
        {"point on vertex", t0, tri(4, 0, 0, 4, 0, 0, 4, 0, 0), true, 0, 0},
        {"point just above", t0, tri(1, 1, D, 1, 1, D, 1, 1, D), false, 0, 17},
        {"point in plane, outside", t0, tri(3, 3, 0, 3, 3, 0, 3, 3, 0), false, 11, 16},
        /* both degenerate */
        {"segments crossing", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(2, -1, 0, 2, 1, 0, 2, 1, 0), true, 0, 0},
        {"segments skew", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(2, -1, D, 2, 1, D, 2, 1, D), false, 0, 17},
        {"segments collinear, overlapping", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(3, 0, 0, 5, 0, 0, 6, 0, 0), true, 0, 0},
        {"segments collinear, end to end", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(4, 0, 0, 5, 0, 0, 6, 0, 0), true, 0, 0},
        {"segments collinear, apart", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(4 + D, 0, 0, 5, 0, 0, 6, 0, 0), false, 17, 17},
        {"segments parallel", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(0, D, 0, 4, D, 0, 2, D, 0), false, 0, 17},
        {"segment and point on it", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(1, 0, 0, 1, 0, 0, 1, 0, 0), true, 0, 0},
        {"segment and point off it", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(1, D, 0, 1, D, 0, 1, D, 0), false, 0, 17},
        {"segment and point beyond its end", tri(0, 0, 0, 2, 0, 0, 4, 0, 0), tri(5, 0, 0, 5, 0, 0, 5, 0, 0), false, 17, 17},
        {"same point", tri(1, 2, 3, 1, 2, 3, 1, 2, 3), tri(1, 2, 3, 1, 2, 3, 1, 2, 3), true, 0, 0},
        {"two points", tri(1, 2, 3, 1, 2, 3, 1, 2, 3), tri(1, 2, 3 + D, 1, 2, 3 + D, 1, 2, 3 + D), false, 17, 17},
        /* non-finite: intersects nothing */
        {"NaN vertex", t0, tri(1, 1, NAN, 3, 1, 2, 1, 3, 2), false, -1, -1},
        {"NaN everywhere", tri(NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN), t0, false, -1, -1},
        {"infinite vertex", t0, tri(1, 1, -1, 1, 1, INFINITY, 3, -3, 0), false, -1, -1},
        {"infinite triangle", t0, tri(-INFINITY, -INFINITY, 0, INFINITY, 0, 0, 0, INFINITY, 0), false, -1, -1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) check_tt(&cases[i]);

    /* Far from the origin the same touching cases stay exact (2^12 + small integers), and one
     * ulp decides: the verdict is exact arithmetic's on the floats given. */
    const vec3s far = {{4096, -4096, 4096}};
    isect_triangle a = t0, b = tri(1, 1, 0, 3, 1, 2, 1, 3, 2);
    for (int i = 0; i < 3; i++) (&a.a)[i] = glms_vec3_add((&a.a)[i], far), (&b.a)[i] = glms_vec3_add((&b.a)[i], far);
    CHECK(isect_triangle_triangle(a, b), "vertex on face, far from the origin");
    b.a.z += 1.0f / 16;
    CHECK(!isect_triangle_triangle(a, b) && !isect_triangle_triangle(b, a), "vertex above face, far from the origin");
    b.a.z -= 1.0f / 16 - 1.0f / 2048;   /* one ulp above at 4096 */
    CHECK(!isect_triangle_triangle(a, b) && !isect_triangle_triangle(b, a), "vertex one ulp above face, far from the origin");
    b.a.z -= 1.0f / 1024;               /* one ulp below: it pierces the face */
    CHECK(isect_triangle_triangle(a, b) && isect_triangle_triangle(b, a), "vertex one ulp below face, far from the origin");

    /* A vertex on an edge whose line is not a float grid line: c = a + (b - a) / 4 exactly, at
     * 2^20 from the origin; one ulp off in x leaves the closed triangle. */
    const float big = 1048576;
    isect_triangle e = tri(big, big, 0, big + 4, big + 8, 0, big - 8, big + 8, 0);
    isect_triangle f = tri(big + 1, big + 2, 0, big + 1, big + 2, 5, big + 9, big + 2, 7);
    CHECK(isect_triangle_triangle(e, f) && isect_triangle_triangle(f, e), "vertex on an edge at 2^20");
    f.a.x = nextafterf(f.a.x, INFINITY), f.b.x = f.a.x;
    CHECK(!isect_triangle_triangle(e, f) && !isect_triangle_triangle(f, e), "one ulp past an edge at 2^20");
    f.a.x = nextafterf(big + 1, 0), f.b.x = f.a.x;
    CHECK(isect_triangle_triangle(e, f) && isect_triangle_triangle(f, e), "one ulp inside an edge at 2^20");

    /* Tiny and huge coordinates, past the float filter's range: the exact path decides. */
    for (int k = 0; k < 2; k++) {
        const float s = k ? 0x1p60f : 0x1p-60f;
        isect_triangle u = tri(0, 0, 0, 4 * s, 0, 0, 0, 4 * s, 0), v = tri(s, s, 0, 3 * s, s, 2 * s, s, 3 * s, 2 * s);
        CHECK(isect_triangle_triangle(u, v), "vertex on face at scale 2^%d", k ? 60 : -60);
        v.a.z = nextafterf(0, 1);
        CHECK(!isect_triangle_triangle(u, v) && !isect_triangle_triangle(v, u), "vertex a denormal above the face at scale 2^%d",
              k ? 60 : -60);
    }
}

typedef struct bt_case { const char *what; isect_aabb b; isect_triangle t; bool hit; int lo, hi; } bt_case;

static void check_bt(const bt_case *c)
{
    for (int i = 0; i < 6; i++) {
        isect_triangle t = order(c->t, i);
        vec3s l;
        int k = isect_aabb_triangle_axis(c->b, t, &l);
        CHECK(isect_aabb_triangle(c->b, t) == c->hit, "%s (order %d)", c->what, i);
        CHECK((k == ISECT_AXIS_NONE) == c->hit, "%s: axis %d", c->what, k);
        if (k >= 0 && c->lo >= 0) {
            CHECK(k >= c->lo && k <= c->hi, "%s: axis %d not in %d-%d", c->what, k, c->lo, c->hi);
            CHECK(bt_axis_separates(c->b, t, l), "%s: axis %d (%g %g %g) does not separate", c->what, k, l.x, l.y, l.z);
        }
    }
}

static void test_aabb_triangle_table(void)
{
    const isect_aabb b = {{{0, 0, 0}}, {{4, 4, 4}}};
    const isect_aabb flat = {{{0, 0, 2}}, {{4, 4, 2}}};
    const isect_aabb all = {{{-INFINITY, -INFINITY, -INFINITY}}, {{INFINITY, INFINITY, INFINITY}}};
    const isect_aabb octant = {{{0, 0, 0}}, {{INFINITY, INFINITY, INFINITY}}};
    const float I = INFINITY;
    const bt_case cases[] = {
        {"inside", b, tri(1, 1, 1, 3, 1, 1, 1, 3, 2), true, 0, 0},
        {"crossing, no vertex inside", b, tri(-10, -10, 2, 30, -10, 2, -10, 30, 2), true, 0, 0},
        {"edge through the box, vertices outside", b, tri(-2, 2, 2, 6, 2, 2, 6, 2, 9), true, 0, 0},
        {"vertex on face", b, tri(4, 1, 1, 6, 1, 1, 6, 3, 1), true, 0, 0},
        {"vertex just off face", b, tri(4 + D, 1, 1, 6, 1, 1, 6, 3, 1), false, 0, 0},
        {"face on face", b, tri(4, 1, 1, 4, 3, 1, 4, 1, 3), true, 0, 0},
        {"vertex on corner", b, tri(4, 4, 4, 6, 5, 5, 5, 6, 5), true, 0, 0},
        {"plane through corner", b, tri(8, 2, 2, 2, 8, 2, 2, 2, 8), true, 0, 0},
        {"plane just past corner", b, tri(8 + D, 2 + D, 2 + D, 2 + D, 8 + D, 2 + D, 2 + D, 2 + D, 8 + D), false, 3, 3},
        {"edge on box edge", b, tri(2, 6, 2, 6, 2, 2, 6, 6, 2), true, 0, 0},
        {"edge just past box edge", b, tri(2 + D, 6, 2, 6, 2 + D, 2, 6, 6, 2), false, 4, 12},
        {"edge past box edge, tilted", b, tri(2 + D, 6, 1, 6, 2 + D, 3, 6, 6, 2), false, 4, 12},
        {"near corner, only the plane separates", b, tri(6.5f, 3, 3, 3, 6.5f, 3, 3, 3, 6.5f), false, 3, 3},
        {"box inside a huge triangle", b, tri(-1000, -1000, 1, 3000, -1000, 1, -1000, 3000, 3), true, 0, 0},
        {"far apart", b, tri(10, 10, 10, 11, 10, 10, 10, 11, 10), false, 0, 2},
        /* degenerate triangles: segments and points */
        {"segment through the box", b, tri(-2, 1, 2, 6, 1, 2, 8, 1, 2), true, 0, 0},
        {"segment touching box edge", b, tri(2, 6, 2, 6, 2, 2, 4, 4, 2), true, 0, 0},
        {"segment just past box edge", b, tri(2 + D, 6, 2, 6, 2 + D, 2, 4 + D / 2, 4 + D / 2, 2), false, 4, 12},
        {"segment with a repeated vertex, past box edge", b, tri(2 + D, 6, 2, 6, 2 + D, 2, 6, 2 + D, 2), false, 4, 12},
        {"point inside", b, tri(1, 2, 3, 1, 2, 3, 1, 2, 3), true, 0, 0},
        {"point on corner", b, tri(4, 4, 4, 4, 4, 4, 4, 4, 4), true, 0, 0},
        {"point just off corner", b, tri(4 + D, 4 + D, 4 + D, 4 + D, 4 + D, 4 + D, 4 + D, 4 + D, 4 + D), false, 0, 2},
        /* flat and infinite boxes */
        {"flat box, crossing", flat, tri(1, 1, 0, 3, 1, 4, 1, 3, 4), true, 0, 0},
        {"flat box, just above", flat, tri(1, 1, 2 + D, 3, 1, 4, 1, 3, 4), false, 0, 2},
        {"all of space", all, tri(1, 2, 3, 4, 5, 6, 7, 8, 10), true, 0, 0},
        {"octant, inside", octant, tri(1, 2, 3, 4, 5, 6, 7, 8, 10), true, 0, 0},
        {"octant, across its edge", octant, tri(-1, 2, 2, 2, -1, 2, 2, 2, 2), true, 0, 0},
        {"octant, outside", octant, tri(-5, 2, 3, -4, 5, 6, -7, 8, 10), false, 0, 2},
        {"octant, outside past its edge", octant, tri(-1, 1 - D, 2, 1 - D, -1, 2, -1, -1, 5), false, 4, 12},
        /* non-finite */
        {"NaN in triangle", b, tri(1, 1, 1, 3, NAN, 1, 1, 3, 2), false, -1, -1},
        {"NaN in box", (isect_aabb){{{0, 0, NAN}}, {{4, 4, 4}}}, tri(1, 1, 1, 3, 1, 1, 1, 3, 2), false, -1, -1},
        {"NaN box", (isect_aabb){{{NAN, NAN, NAN}}, {{NAN, NAN, NAN}}}, tri(1, 1, 1, 3, 1, 1, 1, 3, 2), false, -1, -1},
        {"infinite vertex", b, tri(1, 1, 1, I, 1, 1, 1, 3, 2), false, -1, -1},
        {"infinite triangle", b, tri(-I, -I, 2, I, -I, 2, -I, I, 2), false, -1, -1},
        /* an empty box (min > max on an axis) meets nothing; the face tests alone let this
         * triangle, wider than both bounds, through to axes where e_x = -2 separated nothing */
        {"box inverted in x, triangle across it", (isect_aabb){{{4, 0, 0}}, {{0, 4, 4}}},
         tri(-10, -10, 2, 30, -10, 2, -10, 30, 2), false, -1, -1},
        {"box inverted in z, triangle inside its span", (isect_aabb){{{0, 0, 3}}, {{4, 4, 1}}},
         tri(1, 1, 2, 3, 1, 2, 1, 3, 2), false, -1, -1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) check_bt(&cases[i]);
    /* the empty box is apart along the face axis where min > max */
    vec3s l;
    CHECK(isect_aabb_triangle_axis((isect_aabb){{{4, 0, 0}}, {{0, 4, 4}}}, tri(-10, -10, 2, 30, -10, 2, -10, 30, 2), &l) == 0 &&
          glms_vec3_eqv(l, ((vec3s){{1, 0, 0}})), "inverted in x: axis 0");
    CHECK(isect_aabb_triangle_axis((isect_aabb){{{0, 0, 3}}, {{4, 4, 1}}}, tri(1, 1, 2, 3, 1, 2, 1, 3, 2), &l) == 2 &&
          glms_vec3_eqv(l, ((vec3s){{0, 0, 1}})), "inverted in z: axis 2");
}

/* ---- Random cases ---------------------------------------------------------------------- */

#define SHOW 5   /* details printed for the first few failures of each kind */

typedef struct tally { long cases, hits, gjk_dis, sat_dis, band, order_dis, bad_axis, axis_band; } tally;

/* One triangle pair against both oracles, the symmetries and the axis. The verdict is checked
 * where |margin| > tol, the axis where |margin| > axis_tol (a float axis cannot separate a gap
 * below its own rounding, about 1e-7 of the coordinates). gjk: also ask libccd. */
static void judge_tt(tally *s, isect_triangle a, isect_triangle b, double margin, double tol, double axis_tol, bool gjk)
{
    vec3s l;
    int k = isect_triangle_triangle_axis(a, b, &l);
    bool hit = k < 0, in_band = fabs(margin) <= tol, axis_band = fabs(margin) <= axis_tol;
    s->cases++, s->hits += hit, s->band += in_band;
    if (!in_band && hit != (margin <= 0) && s->sat_dis++ < SHOW)
        fprintf(stderr, "  tt vs double SAT: margin %g, got %d: %a %a %a  %a %a %a  %a %a %a | %a %a %a  %a %a %a  %a %a %a\n", margin, hit,
                a.a.x, a.a.y, a.a.z, a.b.x, a.b.y, a.b.z, a.c.x, a.c.y, a.c.z, b.a.x, b.a.y, b.a.z, b.b.x, b.b.y, b.b.z, b.c.x, b.c.y, b.c.z);
    if (gjk) {
        ccd_shape ca = ccd_shape_triangle(a), cb = ccd_shape_triangle(b);
        if (!in_band && hit != ccd_oracle_gjk(&ca, &cb) && s->gjk_dis++ < SHOW)
            fprintf(stderr, "  tt vs GJK: margin %g, got %d\n", margin, hit);
    }
    const bool same = isect_triangle_triangle(b, a) == hit && isect_triangle_triangle(rot(a), b) == hit &&
                      isect_triangle_triangle(rev(a), b) == hit && isect_triangle_triangle(a, rot(b)) == hit &&
                      isect_triangle_triangle(a, rev(b)) == hit && isect_triangle_triangle(rev(rot(b)), rot(a)) == hit;
    if (!same && s->order_dis++ < SHOW) fprintf(stderr, "  tt order changes the verdict (margin %g)\n", margin);
    if (k >= 0 && !tt_axis_separates(a, b, l)) {
        if (axis_band) s->axis_band++;
        else if (s->bad_axis++ < SHOW) fprintf(stderr, "  tt axis %d does not separate (margin %g)\n", k, margin);
    }
}

static void report(const char *what, const char *oracle, const tally *s, double t0)
{
    printf("%s: %ld cases vs %s, %ld disagreements (%ld GJK, %ld double), %ld in band (%.1f%% intersecting; "
           "%ld order, %ld axis failures, %ld in-band axes not separating in double; %.2f s)\n",
           what, s->cases, oracle, s->gjk_dis + s->sat_dis, s->gjk_dis, s->sat_dis, s->band,
           100.0 * (double)s->hits / (double)s->cases, s->order_dis, s->bad_axis, s->axis_band, now() - t0);
    CHECK(s->gjk_dis == 0 && s->sat_dis == 0, "%s: %ld GJK and %ld double disagreements", what, s->gjk_dis, s->sat_dis);
    CHECK(s->order_dis == 0, "%s: %ld verdicts depend on the order", what, s->order_dis);
    CHECK(s->bad_axis == 0, "%s: %ld axes do not separate", what, s->bad_axis);
    CHECK(s->hits > s->cases / 4 && s->hits < 3 * s->cases / 4, "%s: %ld of %ld intersecting", what, s->hits, s->cases);
}

static isect_triangle random_triangle(rng *r, vec3s c, float size)
{
    isect_triangle t;
    for (int i = 0; i < 3; i++) (&t.a)[i] = glms_vec3_add(c, glms_vec3_scale(rng_vec3(r, -1, 1), size));
    return t;
}

/* Band: a margin within 1e-5 of the coordinates' magnitude. */
static double band_tol(float scale) { return 1e-5 * (double)scale; }

static void test_triangle_triangle_random(void)
{
    rng r = {0x7472692d747269ull};
    tally s = {0};
    double t0 = now();
    for (int i = 0; i < 1000000; i++) {
        float sa = powf(10, rng_float(&r, -1, 1)), sb = sa * powf(10, rng_float(&r, -0.7f, 0.7f));
        isect_triangle a = random_triangle(&r, rng_vec3(&r, -10, 10), sa);
        /* b's centroid at a point of a, moved off by up to its size: about half intersect */
        float u = rng_float(&r, 0, 1), w = rng_float(&r, 0, 1);
        if (u + w > 1) u = 1 - u, w = 1 - w;
        vec3s p = glms_vec3_add(a.a, glms_vec3_add(glms_vec3_scale(glms_vec3_sub(a.b, a.a), u),
                                                   glms_vec3_scale(glms_vec3_sub(a.c, a.a), w)));
        isect_triangle b = random_triangle(&r, (vec3s){{0, 0, 0}}, sb);
        vec3s cb = glms_vec3_scale(glms_vec3_add(b.a, glms_vec3_add(b.b, b.c)), 1.0f / 3);
        vec3s to = glms_vec3_add(glms_vec3_sub(p, cb), glms_vec3_scale(rng_unit(&r), sb * rng_float(&r, 0, 0.8f)));
        for (int k = 0; k < 3; k++) (&b.a)[k] = glms_vec3_add((&b.a)[k], to);
        const double tol = band_tol(fmaxf(tri_scale(a), tri_scale(b)));
        judge_tt(&s, a, b, tt_margin(a, b), tol, tol, true);
    }
    report("triangle-triangle", "libccd GJK and double SAT", &s, t0);
}

/* Both triangles in one plane: an axis plane (exactly coplanar: the oracle works on the 2D
 * coordinates) or a random plane, which float rounding leaves coplanar only to about 1e-7: the
 * triangles are then tilted against each other, and the exact verdict is the 3D double SAT's,
 * whose rounding (about 1e-15 of the coordinates) allows a far narrower band. */
static void test_triangle_triangle_coplanar(void)
{
    rng r = {0x636f706c616e6172ull};
    tally s = {0};
    double t0 = now();
    for (int i = 0; i < 200000; i++) {
        float sa = powf(10, rng_float(&r, -1, 1)), sb = sa * powf(10, rng_float(&r, -0.7f, 0.7f));
        float cx = rng_float(&r, -10, 10), cy = rng_float(&r, -10, 10);
        vec3s off = glms_vec3_scale(rng_unit(&r), (sa + sb) * rng_float(&r, 0, 0.55f));
        float p[6][2];
        for (int k = 0; k < 6; k++) {
            float sz = k < 3 ? sa : sb;
            p[k][0] = cx + (k < 3 ? 0 : off.x) + sz * rng_float(&r, -1, 1);
            p[k][1] = cy + (k < 3 ? 0 : off.y) + sz * rng_float(&r, -1, 1);
        }
        vec3s v[6];
        double q[6][2];
        if (i & 1) {   /* a random plane through o with orthonormal u, w */
            vec3s n = rng_unit(&r), o = rng_vec3(&r, -10, 10);
            vec3s u = glms_vec3_normalize(glms_vec3_cross(n, fabsf(n.x) < 0.6f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}}));
            vec3s w = glms_vec3_cross(n, u);
            for (int k = 0; k < 6; k++) {
                v[k] = glms_vec3_add(o, glms_vec3_add(glms_vec3_scale(u, p[k][0]), glms_vec3_scale(w, p[k][1])));
                dvec d = dsub(dv(v[k]), dv(o));
                q[k][0] = ddot(d, dv(u)), q[k][1] = ddot(d, dv(w));   /* back to the plane, in double */
            }
        } else {       /* an axis plane: coordinate m is h for all six */
            int m = (int)(rng_next(&r) % 3);
            float h = rng_float(&r, -10, 10);
            for (int k = 0; k < 6; k++) {
                v[k].raw[m] = h, v[k].raw[(m + 1) % 3] = p[k][0], v[k].raw[(m + 2) % 3] = p[k][1];
                q[k][0] = p[k][0], q[k][1] = p[k][1];
            }
        }
        isect_triangle a = {v[0], v[1], v[2]}, b = {v[3], v[4], v[5]};
        const double tol = band_tol(fmaxf(tri_scale(a), tri_scale(b)));
        if (i & 1) judge_tt(&s, a, b, tt_margin(a, b), 1e-6 * tol, tol, false);
        else judge_tt(&s, a, b, margin_2d((const double(*)[2])q, (const double(*)[2])q + 3), tol, tol, false);
    }
    report("triangle-triangle coplanar", "2D double SAT (axis planes), 3D (random planes)", &s, t0);
}

/* Degenerate triangles: a segment (collinear, or with a repeated vertex) against a random
 * triangle (double SAT), and in an axis plane a point against a triangle or two segments
 * (2D double SAT); GJK on all. */
static void test_triangle_triangle_degenerate(void)
{
    rng r = {0x646567656e6572ull};
    tally s = {0};
    double t0 = now();
    for (int i = 0; i < 200000; i++) {
        float sa = powf(10, rng_float(&r, -1, 1)), sb = sa * powf(10, rng_float(&r, -0.7f, 0.7f));
        vec3s ca = rng_vec3(&r, -10, 10);
        int kind = i % 4;
        if (kind < 2) {   /* a segment through a point p of b's plane, inside b about half the time */
            isect_triangle b = random_triangle(&r, ca, sb), a;
            float u = rng_float(&r, -0.15f, 0.85f), w = rng_float(&r, -0.15f, 0.85f);
            vec3s p = glms_vec3_add(b.a, glms_vec3_add(glms_vec3_scale(glms_vec3_sub(b.b, b.a), u),
                                                       glms_vec3_scale(glms_vec3_sub(b.c, b.a), w)));
            vec3s d = glms_vec3_scale(rng_unit(&r), sa);
            a.a = glms_vec3_muladds(d, -rng_float(&r, 0, 1), p), a.b = glms_vec3_muladds(d, rng_float(&r, 0, 1), p);
            if (kind == 0) a.c = glms_vec3_lerp(a.a, a.b, rng_float(&r, -0.5f, 1.5f));   /* collinear */
            else a.c = a.b;                                                             /* repeated vertex */
            const double tol = band_tol(fmaxf(tri_scale(a), tri_scale(b)));
            judge_tt(&s, a, b, tt_margin(a, b), tol, tol, true);
        } else {   /* in an axis plane, 2D oracle: a point and a triangle, or two segments */
            int m = (int)(rng_next(&r) % 3);
            float h = rng_float(&r, -10, 10);
            double q[6][2];
            vec3s v[6];
            for (int k = 0; k < 6; k++) {
                float sz = k < 3 ? sa : sb;
                float x = ca.x + sz * rng_float(&r, -1, 1), y = ca.y + sz * rng_float(&r, -1, 1);
                bool repeat = kind == 2 ? k == 1 || k == 2 : k == 2 || k == 5;   /* point: a = a.a three times */
                if (repeat) x = v[k - 1].raw[(m + 1) % 3], y = v[k - 1].raw[(m + 2) % 3];
                v[k].raw[m] = h, v[k].raw[(m + 1) % 3] = x, v[k].raw[(m + 2) % 3] = y;
                q[k][0] = x, q[k][1] = y;
            }
            isect_triangle a = {v[0], v[1], v[2]}, b = {v[3], v[4], v[5]};
            const double tol = band_tol(fmaxf(tri_scale(a), tri_scale(b)));
            judge_tt(&s, a, b, margin_2d((const double(*)[2])q, (const double(*)[2])q + 3), tol, tol, false);
        }
    }
    report("triangle-triangle degenerate", "double SAT (3D; 2D in plane) and libccd GJK (3D)", &s, t0);
}

static void test_aabb_triangle_random(void)
{
    rng r = {0x616162622d747269ull};
    tally s = {0};
    double t0 = now();
    for (int i = 0; i < 1000000; i++) {
        float sb = powf(10, rng_float(&r, -1, 1)), st = sb * powf(10, rng_float(&r, -0.7f, 0.7f));
        vec3s cb = rng_vec3(&r, -10, 10), h = glms_vec3_scale(rng_vec3(&r, 0.1f, 1), sb);
        vec3s ct = glms_vec3_add(cb, glms_vec3_scale(rng_unit(&r), (sb + st) * rng_float(&r, 0, 0.8f)));
        isect_aabb b = isect_aabb_from_center(cb, h);
        isect_triangle t = random_triangle(&r, ct, st);
        if (i % 16 == 0) t.c = glms_vec3_lerp(t.a, t.b, rng_float(&r, -0.5f, 1.5f));   /* some segments */
        double margin = bt_margin(b, t);
        float scale = fmaxf(tri_scale(t), fmaxf(fmaxf(fabsf(b.min.x), fabsf(b.max.x)),
                                                fmaxf(fmaxf(fabsf(b.min.y), fabsf(b.max.y)), fmaxf(fabsf(b.min.z), fabsf(b.max.z)))));
        double tol = band_tol(scale);
        vec3s l;
        int k = isect_aabb_triangle_axis(b, t, &l);
        bool hit = k < 0, in_band = fabs(margin) <= tol;
        s.cases++, s.hits += hit, s.band += in_band;
        if (!in_band && hit != (margin <= 0) && s.sat_dis++ < SHOW)
            fprintf(stderr, "  bt vs double SAT: margin %g, got %d\n", margin, hit);
        ccd_shape cbx = ccd_shape_aabb(b), ctr = ccd_shape_triangle(t);
        if (!in_band && hit != ccd_oracle_gjk(&cbx, &ctr) && s.gjk_dis++ < SHOW)
            fprintf(stderr, "  bt vs GJK: margin %g, got %d\n", margin, hit);
        const bool same = isect_aabb_triangle(b, rot(t)) == hit && isect_aabb_triangle(b, rev(t)) == hit &&
                          isect_aabb_triangle(b, rot(rev(t))) == hit && isect_aabb_triangle(b, t) == hit;
        if (!same && s.order_dis++ < SHOW) fprintf(stderr, "  bt order changes the verdict (margin %g)\n", margin);
        if (k >= 0 && !bt_axis_separates(b, t, l)) {
            if (in_band) s.axis_band++;
            else if (s.bad_axis++ < SHOW) fprintf(stderr, "  bt axis %d does not separate (margin %g)\n", k, margin);
        }
    }
    report("aabb-triangle", "libccd GJK and double SAT", &s, t0);
}

/* The axis reports name their two non-axis answers: ISECT_AXIS_NONE (they meet) and
 * ISECT_AXIS_INVALID (a NaN input: apart along no axis, the axis NaN), never a valid index. */
static void test_axis_constants(void)
{
    isect_triangle t = {{{0, 0, 0}}, {{1, 0, 0}}, {{0, 1, 0}}}, bad = t;
    bad.b.y = NAN;
    isect_aabb box = {{{-1, -1, -1}}, {{1, 1, 1}}};
    vec3s l = {{1, 2, 3}};
    CHECK(isect_triangle_triangle_axis(t, t, &l) == ISECT_AXIS_NONE && l.x == 1, "meeting triangles: none, axis kept");
    CHECK(isect_triangle_triangle_axis(t, bad, &l) == ISECT_AXIS_INVALID && isnan(l.x), "NaN triangle: invalid");
    CHECK(isect_triangle_triangle_axis(bad, t, NULL) == ISECT_AXIS_INVALID, "NaN triangle first: invalid");
    CHECK(!isect_triangle_triangle(t, bad), "a NaN triangle meets nothing");
    l = (vec3s){{1, 2, 3}};
    CHECK(isect_aabb_triangle_axis(box, t, &l) == ISECT_AXIS_NONE && l.x == 1, "box and triangle meet: none");
    CHECK(isect_aabb_triangle_axis(box, bad, &l) == ISECT_AXIS_INVALID && isnan(l.x), "NaN triangle vs box: invalid");
    box.max.z = NAN;
    CHECK(isect_aabb_triangle_axis(box, t, NULL) == ISECT_AXIS_INVALID && !isect_aabb_triangle(box, t), "NaN box: invalid");
}

int main(void)
{
    RUN(test_triangle_triangle_table);
    RUN(test_aabb_triangle_table);
    RUN(test_triangle_triangle_random);
    RUN(test_triangle_triangle_coplanar);
    RUN(test_triangle_triangle_degenerate);
    RUN(test_aabb_triangle_random);
    RUN(test_axis_constants);
    return check_summary();
}
