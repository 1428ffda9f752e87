// The exact oracle: isect's verdicts against CGAL's exact kernel (Epeck, do_intersect) on the same
// float inputs, which CGAL reads exactly. Under isect's degenerate rule a triangle with collinear
// vertices is the segment they span and coincident ones the point, a zero-length segment or a
// zero ray direction is the point, and a line through p = q is no line (a miss): CGAL is asked
// the same question of those shapes (its Triangle_3 tests require a non-degenerate triangle).
//
// Five kinds of case for each test:
//   nice    coordinates in multiples of 0.5 (so every difference and product is exact), rays and
//           segments built to end on, start on, pass through a vertex, an edge or the inside of
//           the triangle, to lie in its plane, to have zero length; collinear and point triangles
//   random  triangles and rays at scales 1e-3 .. 1e3, aimed at the triangle (at a vertex itself, or
//           ending there, an eighth of the time) or near it
//   far     the same at 1e3 .. 1e5 from the origin, sizes 0.1 .. 10
//   sliver  triangles whose third vertex lies 1e-7 .. 1e-3 of the edge from the line of the other two
//   extreme as random, at scales 1e-30 .. 1e30 (past the range of isect's float filter)
//
// AABB-polygon (isect_aabb_polygon) has its own cases of each kind, a quarter of them
// aabb-triangle's (the triangle as a 3-vertex polygon). The others are convex polygons of up to 8
// vertices A + s U + t V over a table of convex lattice polygons (s, t), A, U and V on a grid
// h Z^3, h a power of 2, coarse enough that every vertex is exact in float: exactly coplanar and
// convex by construction, and checked so in exact arithmetic (the run aborts otherwise). A few in
// a hundred are collinear (V parallel to U), one point, have a vertex repeated, or count 1 or 2.
// CGAL's verdict: the box against some fan triangle (v0, vk, vk+1), each under the triangle rule.
//   nice    h = 0.5, planes through axis planes, of normals (+-1, +-1, +-1), (+-1, +-1, 0), any;
//           boxes with a corner on a vertex, an edge point or an inside point, on one side of the
//           plane or not; a face through the polygon's extreme point, edge or whole (a polygon on
//           a face); flat boxes; then moved a step of 0.5 or 2^-18 off, or 2^-18 in
//   random  sizes 1e-3 .. 1e3, a quarter in axis planes; boxes about a point of the polygon at its
//           scale, a quarter with a corner on it (and a third of those one float step off)
//   far     1e3 .. 1e5 from the origin, sizes 0.1 .. 10, boxes as random
//   sliver  V = m U + W, W a small lattice vector: mostly widths 1e-6 .. 1e-3 of the length;
//           boxes as random at 1e-6 .. 1 of the size
//   extreme as random, at sizes 1e-30 .. 1e30
//
// usage: test_cgal_oracle [--cases N] [--map] [--check TEST ...]
//   prints, per test and kind, the cases, the share that hit and the disagreements with CGAL (and
//   the first few of them, floats in %a); --check names the tests whose disagreements fail the
//   run (ray, segment, line against a triangle; triangle-triangle, aabb-triangle, ray-aabb,
//   segment-aabb, ray-aabb-inverse, aabb-polygon), which ends with the closing line "N passed,
//   N failed" over (test, kind) pairs. The ray, segment and line always run; a pair (and
//   aabb-polygon) runs when checked, and --map runs them all: the report of every test, exact yet
//   or not. The pairs' triangles follow the degenerate rule too, and their boxes are flat where a
//   side comes out 0. aabb-polygon's line also counts the disagreements on its triangle cases.
#include "oracle_common.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <utility>
#include <string>

extern "C" {
#include "isect_calls.h"
}

namespace {

// The ray, segment and line against a triangle, and the pairs (a box, a second triangle).
enum Test { RAY, SEGMENT, LINE, TRIANGLE_TRIANGLE, AABB_TRIANGLE, RAY_AABB, SEGMENT_AABB, RAY_AABB_INVERSE, AABB_POLYGON, TESTS };
const char *const TEST_NAME[TESTS] = {"ray",          "segment",  "line",        "triangle-triangle",
                                      "aabb-triangle", "ray-aabb", "segment-aabb", "ray-aabb-inverse",
                                      "aabb-polygon"};
enum Kind { NICE, RANDOM, FAR, SLIVER, EXTREME, KINDS };
const char *const KIND_NAME[KINDS] = {"nice", "random", "far", "sliver", "extreme"};

// p and q: the ray's start and direction, or the segment's (line's) two points; the triangle.
struct Case {
    float p[3], q[3], tri[9];
};

// A query (a ray, segment, line, or the point a zero ray direction or zero-length segment is)
// against the shape the triangle is.
template <class Query> bool against(const Query &query, const float *tri)
{
    return with_shape(tri, [&](const auto &s) { return CGAL::do_intersect(query, s); });
}

bool cgal_verdict(Test test, const Case &k)
{
    K::Point_3 p = point(k.p);
    if (test == RAY) {
        K::Vector_3 d(k.q[0], k.q[1], k.q[2]);
        if (d == CGAL::NULL_VECTOR) return against(p, k.tri);
        return against(K::Ray_3(p, d), k.tri);
    }
    K::Point_3 q = point(k.q);
    if (p == q) return test == SEGMENT && against(p, k.tri);
    if (test == SEGMENT) return against(K::Segment_3(p, q), k.tri);
    return against(K::Line_3(p, q), k.tri);
}

bool isect_verdict(Test test, const Case &k)
{
    if (test == RAY) return calls_ray_triangle(k.p, k.q, k.tri);
    if (test == SEGMENT) return calls_segment_triangle(k.p, k.q, k.tri);
    return calls_line_triangle(k.p, k.q, k.tri);
}

// ---- The cases --------------------------------------------------------------------------------

// Puts the query: a ray from p toward x (or away, or of zero length), a segment from p to x, past
// it, short of it or of zero length, a line through p and x (the float rounding of p and x and
// of x - p is part of the case).
void query(Rng &r, Test test, V p, V x, Case &k)
{
    put(k.p, p);
    V pf = get(k.p);
    int how = r.below(8);
    if (test == RAY) {
        V d = x - pf;
        if (how == 0) d = -1.0 * d;                  // pointing away
        else if (how == 1) d = 0.5 * d;
        else if (how == 2) d = {0, 0, 0};            // the point p
        put(k.q, d);
    } else if (test == SEGMENT) {
        V q = x;
        if (how == 0) q = x + (x - pf);              // through x
        else if (how == 1) q = pf + 0.5 * (x - pf);  // short of it
        else if (how == 2) q = pf;                   // the point p
        put(k.q, q);
    } else {
        put(k.q, how == 0 ? x + (x - pf) : x);
    }
}

Case make_nice(Rng &r, Test test)
{
    Case k;
    V a = hvec(r, 8), b = hvec(r, 8), c = hvec(r, 8);
    int shape = r.below(10);
    if (shape == 0) c = a + (r.below(5) - 1) * 0.5 * (b - a);      // collinear
    else if (shape == 1) b = a, c = r.below(2) ? a : c;             // a point, or a segment
    put(k.tri, a), put(k.tri + 3, b), put(k.tri + 6, c);
    V x = target(r, a, b, c, true);
    V p;
    int from = r.below(4);
    if (from == 0) {                                                // in the triangle's plane
        double s = r.half(2), t = r.half(2);
        p = a + s * (b - a) + t * (c - a);
    } else if (from == 1) {
        p = target(r, a, b, c, true);                               // on the triangle
        x = p + hvec(r, 4);
    } else {
        p = hvec(r, 8);
    }
    query(r, test, p, x, k);
    return k;
}

Case make_random(Rng &r, Test test, double scale, V centre)
{
    Case k;
    V a = centre + scale * rvec(r, -1, 1), b = centre + scale * rvec(r, -1, 1), c = centre + scale * rvec(r, -1, 1);
    put(k.tri, a), put(k.tri + 3, b), put(k.tri + 6, c);
    V x = target(r, get(k.tri), get(k.tri + 3), get(k.tri + 6), false);   // a vertex exactly, a quarter of the time
    if (r.below(2)) x = x + 0.3 * scale * rvec(r, -1, 1);
    V p = centre + 3 * scale * rvec(r, -1, 1);
    query(r, test, p, x, k);
    return k;
}

Case make_sliver(Rng &r, Test test)
{
    Case k;
    double scale = std::pow(10, r.uniform(-2, 2));
    V a = scale * rvec(r, -1, 1), b = scale * rvec(r, -1, 1), e = b - a;
    V side = cross(e, rvec(r, -1, 1));
    double along = r.uniform(-0.5, 1.5), width = std::pow(10, r.uniform(-7, -3));
    V c = a + along * e + (width * len(e) / len(side)) * side;
    put(k.tri, a), put(k.tri + 3, b), put(k.tri + 6, c);
    V x = target(r, get(k.tri), get(k.tri + 3), get(k.tri + 6), false);
    double off = std::pow(10, r.uniform(-8, -2)) * len(e);
    x = x + off * rvec(r, -1, 1);
    query(r, test, scale * rvec(r, -3, 3), x, k);
    return k;
}

Case make(Rng &r, Test test, Kind kind)
{
    if (kind == NICE) return make_nice(r, test);
    if (kind == SLIVER) return make_sliver(r, test);
    if (kind == RANDOM || kind == EXTREME) {
        double scale = kind == RANDOM ? std::pow(10, r.uniform(-3, 3)) : std::pow(10, r.uniform(-30, 30));
        return make_random(r, test, scale, scale * rvec(r, -3, 3));
    }
    V dir = rvec(r, -1, 1);
    double size = std::pow(10, r.uniform(-1, 1)), away = std::pow(10, r.uniform(3, 5));
    return make_random(r, test, size, (away / len(dir)) * dir);
}

void print_case(Test test, const Case &k, bool got)
{
    std::printf("    isect %s, CGAL %s: p (%a, %a, %a) %s (%a, %a, %a) tri (%a, %a, %a) (%a, %a, %a) (%a, %a, %a)\n",
                got ? "hit" : "miss", got ? "miss" : "hit", k.p[0], k.p[1], k.p[2], test == RAY ? "d" : "q", k.q[0],
                k.q[1], k.q[2], k.tri[0], k.tri[1], k.tri[2], k.tri[3], k.tri[4], k.tri[5], k.tri[6], k.tri[7], k.tri[8]);
}

// ---- The pairs: triangle-triangle, AABB-triangle, ray-AABB, segment-AABB ---------------------

// A box around the triangle's case: nice (half-integer corners, often on the triangle's points,
// flat where a side comes out 0), or about the case's scale. min <= max.
void make_box(Rng &r, Kind kind, const Case &k, float box[6])
{
    V a = get(k.tri), b = get(k.tri + 3), c = get(k.tri + 6);
    double size = std::max(len(b - a), std::max(len(c - a), 1e-30));
    V lo, hi;
    if (kind == NICE) {
        lo = target(r, a, b, c, true);
        lo = lo + hvec(r, 1), hi = lo + V{r.half(4) + 4, r.half(4) + 4, r.half(4) + 4};
    } else {
        V x = target(r, a, b, c, false);
        lo = x + size * rvec(r, -1, 0.3), hi = lo + size * rvec(r, 0, 1);
        if (r.below(4) == 0) lo = x;                    // a corner on the triangle
    }
    put(box, lo), put(box + 3, hi);
    for (int i = 0; i < 3; i++)
        if (box[i] > box[i + 3]) std::swap(box[i], box[i + 3]);
}

K::Iso_cuboid_3 cuboid(const float *box)
{
    return K::Iso_cuboid_3(point(box), point(box + 3));
}

// A case of a pair: the ray's (segment's) case k, whose triangle is the first triangle and
// places the box, the second triangle k2.tri, and the box.
struct PairCase {
    Case k, k2;
    float box[6];
};

PairCase make_pair(Rng &r, Test test, Kind kind)
{
    PairCase c;
    c.k = make(r, test == SEGMENT_AABB ? SEGMENT : RAY, kind);
    c.k2 = make(r, RAY, kind);
    make_box(r, kind, c.k, c.box);
    if (test == TRIANGLE_TRIANGLE) {         // the second triangle: a vertex of the first and two points near it
        const Case &k = c.k;
        V a = get(k.tri), b = get(k.tri + 3), cc = get(k.tri + 6);
        put(c.k2.tri, r.below(2) ? get(k.tri + 3 * r.below(3)) : target(r, a, b, cc, kind == NICE));
        for (int v = 1; v < 3; v++) {
            V x = target(r, a, b, cc, kind == NICE);
            put(c.k2.tri + 3 * v, x + (kind == NICE ? hvec(r, 2) : len(b - a) * rvec(r, -1, 1)));
        }
    }
    return c;
}

bool cgal_pair(Test test, const PairCase &c)
{
    const Case &k = c.k;
    K::Iso_cuboid_3 box = cuboid(c.box);
    if (test == TRIANGLE_TRIANGLE)
        return with_shape(k.tri, [&](const auto &s1) {
            return with_shape(c.k2.tri, [&](const auto &s2) { return CGAL::do_intersect(s1, s2); });
        });
    if (test == AABB_TRIANGLE) return with_shape(k.tri, [&](const auto &s) { return CGAL::do_intersect(box, s); });
    if (test == RAY_AABB || test == RAY_AABB_INVERSE) {
        K::Vector_3 d(k.q[0], k.q[1], k.q[2]);
        return d == CGAL::NULL_VECTOR ? CGAL::do_intersect(point(k.p), box) : CGAL::do_intersect(K::Ray_3(point(k.p), d), box);
    }
    return point(k.p) == point(k.q) ? CGAL::do_intersect(point(k.p), box)
                                    : CGAL::do_intersect(K::Segment_3(point(k.p), point(k.q)), box);
}

bool isect_pair(Test test, const PairCase &c)
{
    if (test == TRIANGLE_TRIANGLE) return calls_triangle_triangle(c.k.tri, c.k2.tri);
    if (test == AABB_TRIANGLE) return calls_aabb_triangle(c.box, c.k.tri);
    if (test == RAY_AABB) return calls_ray_aabb(c.k.p, c.k.q, c.box);
    if (test == RAY_AABB_INVERSE) return calls_ray_aabb_inverse(c.k.p, c.k.q, c.box);
    return calls_segment_aabb(c.k.p, c.k.q, c.box);
}

void print_pair(Test test, const PairCase &c, bool got)
{
    const float *t = c.k.tri, *u = c.k2.tri, *b = c.box;
    std::printf("    isect %s, CGAL %s:", got ? "hit" : "miss", got ? "miss" : "hit");
    if (test == TRIANGLE_TRIANGLE)
        std::printf(" tri (%a, %a, %a) (%a, %a, %a) (%a, %a, %a)", u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8]);
    else
        std::printf(" box (%a, %a, %a) (%a, %a, %a)", b[0], b[1], b[2], b[3], b[4], b[5]);
    if (test == RAY_AABB || test == SEGMENT_AABB || test == RAY_AABB_INVERSE)
        std::printf(" p (%a, %a, %a) %s (%a, %a, %a)\n", c.k.p[0], c.k.p[1], c.k.p[2], test == SEGMENT_AABB ? "q" : "d",
                    c.k.q[0], c.k.q[1], c.k.q[2]);
    else
        std::printf(" tri (%a, %a, %a) (%a, %a, %a) (%a, %a, %a)\n", t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8]);
}

// ---- AABB-polygon -----------------------------------------------------------------------------

// Convex lattice polygons: the points (s, t), counter-clockwise. A polygon is A + s U + t V over
// one of them, from a random vertex in a random winding; with A, U and V on a grid h Z^3 (h a
// power of 2) coarse enough that every vertex coordinate is h times an integer below 2^24, every
// vertex is exact in float and the polygon is exactly coplanar, and convex (an affine image of a
// convex polygon). check_shapes() verifies each entry convex.
const int MAX_VERTS = 8;
struct Shape {
    int n;
    int st[MAX_VERTS][2];
};
const Shape SHAPES[] = {
    {3, {{0, 0}, {2, 0}, {0, 2}}},                                             // triangle
    {4, {{0, 0}, {1, 0}, {1, 1}, {0, 1}}},                                     // square
    {4, {{0, 0}, {2, 0}, {3, 1}, {1, 1}}},                                     // parallelogram
    {5, {{0, 0}, {2, 0}, {3, 2}, {1, 3}, {-1, 1}}},                            // pentagon
    {6, {{0, 0}, {2, 0}, {3, 1}, {2, 2}, {0, 2}, {-1, 1}}},                    // hexagon
    {5, {{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}}},                             // square, a vertex mid-edge
    {8, {{0, 0}, {1, 0}, {2, 1}, {2, 2}, {1, 3}, {0, 3}, {-1, 2}, {-1, 1}}},   // octagon
};
const int SHAPE_COUNT = (int)(sizeof SHAPES / sizeof SHAPES[0]);

// Every vertex of each shape on the left of (or on) the line of every edge, and some strictly.
void check_shapes()
{
    for (int i = 0; i < SHAPE_COUNT; i++) {
        const Shape &s = SHAPES[i];
        bool area = false;
        for (int e = 0; e < s.n; e++) {
            const int *p = s.st[e], *q = s.st[(e + 1) % s.n];
            for (int k = 0; k < s.n; k++) {
                const int *w = s.st[k];
                int turn = (q[0] - p[0]) * (w[1] - p[1]) - (q[1] - p[1]) * (w[0] - p[0]);
                if (turn < 0) std::fprintf(stderr, "aabb-polygon: shape %d is not convex\n", i), std::abort();
                area |= turn > 0;
            }
        }
        if (!area) std::fprintf(stderr, "aabb-polygon: shape %d has no area\n", i), std::abort();
    }
}

// The polygon (count vertices x, y, z in a row) and the box; tri: a triangle case of make()
// (make_pair's, for aabb-triangle) as a 3-vertex polygon.
struct PolyCase {
    float box[6], v[3 * MAX_VERTS];
    int n;
    bool tri;
};

double &at(V &v, int i) { return i == 0 ? v.x : i == 1 ? v.y : v.z; }

// A vector of integers in -lim .. lim, times h.
V lattice(Rng &r, int lim, double h)
{
    V v;
    for (int i = 0; i < 3; i++) {
        int x = r.below(2 * lim + 1) - lim;
        at(v, i) = x * h;
    }
    return v;
}

// x on the grid h Z^3.
V grid(V x, double h) { return {h * std::round(x.x / h), h * std::round(x.y / h), h * std::round(x.z / h)}; }

// Puts the vertex x, which must be exact in float.
void put_exact(float *f, V x)
{
    put(f, x);
    if (get(f).x != x.x || get(f).y != x.y || get(f).z != x.z)
        std::fprintf(stderr, "aabb-polygon: vertex (%a, %a, %a) not exact in float\n", x.x, x.y, x.z), std::abort();
}

// The polygon A + s U + t V over a random shape of the table; a few in a hundred degenerate:
// V parallel to U (collinear vertices), U = V = 0 (one point), a vertex repeated, count 1 or 2.
void make_polygon(Rng &r, V a, V u, V v, PolyCase &c)
{
    const Shape &s = SHAPES[r.below(SHAPE_COUNT)];
    int start = r.below(s.n);
    int step = r.below(2) ? 1 : s.n - 1;        // either winding
    int degenerate = r.below(64);
    if (degenerate == 0) {
        int m = r.below(4) - 1;
        v = m * u;
    } else if (degenerate == 1) {
        u = v = {0, 0, 0};
    }
    c.n = s.n;
    for (int i = 0; i < s.n; i++) {
        const int *st = s.st[(start + i * step) % s.n];
        put_exact(c.v + 3 * i, a + (double)st[0] * u + (double)st[1] * v);
    }
    if (degenerate == 2 && c.n < MAX_VERTS) {   // vertex i twice
        int i = r.below(c.n);
        std::memmove(c.v + 3 * (i + 1), c.v + 3 * i, sizeof(float) * 3 * (c.n - i));
        c.n++;
    } else if (degenerate == 3) {
        c.n = 1;
    } else if (degenerate == 4) {
        c.n = 2;
    }
}

// A point of the polygon: a vertex, an edge point or an inside point of one of its fan triangles
// (v0, vk, vk+1), weights in quarters when quarter.
V poly_target(Rng &r, const PolyCase &c, bool quarter)
{
    if (c.n < 3) return target(r, get(c.v), get(c.v + 3 * (c.n - 1)), get(c.v + 3 * (c.n - 1)), quarter);
    int k = 1 + r.below(c.n - 2);
    return target(r, get(c.v), get(c.v + 3 * k), get(c.v + 3 * k + 3), quarter);
}

// The box lo .. hi, sorted per axis (a side of 0: flat).
void put_box(float box[6], V lo, V hi)
{
    put(box, lo), put(box + 3, hi);
    for (int i = 0; i < 3; i++)
        if (box[i] > box[i + 3]) std::swap(box[i], box[i + 3]);
}

// Nice polygons (h = 0.5, coordinates below 32): A a half-integer point; U, V half-integer
// combinations of two lattice vectors spanning an axis plane, a plane of normal (+-1, +-1, +-1)
// or one of normal (+-1, +-1, 0) (axes rotated), or (a quarter) any half-integer vectors.
// Returns U x V, the polygon's normal (0 when degenerate).
V nice_polygon(Rng &r, PolyCase &c)
{
    V a = hvec(r, 6), u, v;
    int plane = r.below(4);
    if (plane < 3) {
        double e0 = r.below(2) ? 1 : -1;
        double e1 = r.below(2) ? 1 : -1;
        double e2 = r.below(2) ? 1 : -1;
        V b1 = {1, 0, 0}, b2 = {0, 1, 0};                           // the plane z = A.z
        if (plane == 1) b1 = {e1, -e0, 0}, b2 = {0, e2, -e1};       // normal (e0, e1, e2)
        else if (plane == 2) b1 = {e1, -e0, 0}, b2 = {0, 0, 1};     // normal (e0, e1, 0)
        int rot = r.below(3);
        for (int i = 0; i < rot; i++) b1 = {b1.z, b1.x, b1.y}, b2 = {b2.z, b2.x, b2.y};
        double p1 = r.half(2), q1 = r.half(2), p2 = r.half(2), q2 = r.half(2);
        u = p1 * b1 + q1 * b2, v = p2 * b1 + q2 * b2;
    } else {
        u = hvec(r, 3), v = hvec(r, 3);
    }
    make_polygon(r, a, u, v, c);
    return cross(u, v);
}

// Nice boxes (half-integer sides, 0 to 4): a corner on a vertex, an edge point or an inside point
// of the polygon, the box on the side of the plane n points to (half the time) or in any octant;
// a face in the plane of the polygon's least or greatest coordinate on an axis (through a
// vertex, an edge or the whole polygon), the other sides about the polygon's; or half-integers
// from a point of the polygon, as make_box's. Then a quarter each moved away by a grid step
// (0.5), away by a fine step (2^-18, exact below 64) or into the polygon by it.
void nice_box(Rng &r, const PolyCase &c, V n, float box[6])
{
    V lo = {0, 0, 0}, hi = lo, away = lo;
    int how = r.below(3);
    if (how == 0) {
        lo = poly_target(r, c, true);
        int aligned = r.below(2);
        int flat = r.below(8);                      // side flat (0 .. 2), or as drawn
        for (int i = 0; i < 3; i++) {
            double o = r.below(2) ? 1 : -1;
            double side = std::fabs(r.half(4));
            if (aligned && at(n, i) != 0) o = at(n, i) > 0 ? 1 : -1;
            if (flat == i) side = 0;
            at(away, i) = o, at(hi, i) = at(lo, i) + o * side;
        }
    } else if (how == 1) {
        V plo = get(c.v), phi = plo;
        for (int k = 1; k < c.n; k++) {
            V w = get(c.v + 3 * k);
            plo = {std::min(plo.x, w.x), std::min(plo.y, w.y), std::min(plo.z, w.z)};
            phi = {std::max(phi.x, w.x), std::max(phi.y, w.y), std::max(phi.z, w.z)};
        }
        int k = r.below(3);
        int greatest = r.below(2);
        for (int i = 0; i < 3; i++) {
            double dlo = r.half(2), dhi = r.half(2), side = std::fabs(r.half(4));
            at(lo, i) = at(plo, i) + dlo, at(hi, i) = at(phi, i) + dhi, at(away, i) = 0;
            if (i == k && greatest) at(lo, i) = at(phi, i), at(hi, i) = at(phi, i) + side, at(away, i) = 1;
            else if (i == k) at(hi, i) = at(plo, i), at(lo, i) = at(plo, i) - side, at(away, i) = -1;
        }
    } else {
        lo = poly_target(r, c, true) + hvec(r, 1);
        hi = lo + V{r.half(4) + 4, r.half(4) + 4, r.half(4) + 4};
        for (int i = 0; i < 3; i++) at(away, i) = r.below(2) ? 1 : -1;
    }
    int move = r.below(4);
    double step = move == 0 ? 0.5 : move == 1 ? 0x1p-18 : move == 2 ? -0x1p-18 : 0;
    put_box(box, lo + step * away, hi + step * away);
}

// A polygon of size about `size` about centre: h = 2^k for U and V of up to 2^10 units (fewer
// where the centre's size needs a coarser grid: A on it below 2^23 units); an axis plane a
// quarter of the time. Returns U x V.
V scaled_polygon(Rng &r, double size, V centre, PolyCase &c)
{
    double reach = std::max(std::fabs(centre.x), std::max(std::fabs(centre.y), std::fabs(centre.z)));
    double h = std::ldexp(1.0, std::ilogb(size) - 10);
    if (reach > 0) h = std::max(h, std::ldexp(1.0, std::ilogb(reach) - 22));
    int lim = (int)std::max(1.0, std::min(1024.0, size / h));
    V a = grid(centre, h);
    V u = lattice(r, lim, h);
    V v = lattice(r, lim, h);
    int plane = r.below(12);                    // the plane x, y or z = A's (a quarter)
    if (plane < 3) at(u, plane) = at(v, plane) = 0;
    make_polygon(r, a, u, v, c);
    return cross(u, v);
}

// A sliver: V = m U + W with m up to 2^10 (log-spread) and W of up to 2 units: about m |U| long
// and |W| wide, mostly widths 1e-6 .. 1e-3 of the length; U up to 2^10 units of h, so the size
// is 1e-2 .. 1e2.
V sliver_polygon(Rng &r, PolyCase &c, double &size)
{
    size = std::pow(10, r.uniform(-2, 2));
    double h = std::ldexp(1.0, std::ilogb(size) - 20);
    V a = grid(size * rvec(r, -1, 1), h);
    V u = lattice(r, 1024, h);
    int bits = r.below(11);
    int m = 1 + r.below(1 << bits);
    if (r.below(2)) m = -m;
    V w = lattice(r, 2, h);
    V v = (double)m * u + w;
    make_polygon(r, a, u, v, c);
    return cross(u, v);
}

// A box at the scale size about a point x of the polygon; a quarter of the time with a corner on
// x (exactly when x is a vertex) and the box on the side of the plane n points to (half of those)
// or in any octant, then a third of those moved away from x by one float step on every axis.
void scaled_box(Rng &r, const PolyCase &c, V n, double size, float box[6])
{
    V x = poly_target(r, c, false);
    if (r.below(4)) {
        V lo = x + size * rvec(r, -1, 0.3);
        V hi = lo + size * rvec(r, 0, 1);
        put_box(box, lo, hi);
        return;
    }
    int aligned = r.below(2);
    int nudge = r.below(3) == 0;
    for (int i = 0; i < 3; i++) {
        double o = r.below(2) ? 1 : -1;
        double side = size * r.uniform(0, 1);
        if (aligned && at(n, i) != 0) o = at(n, i) > 0 ? 1 : -1;
        float corner = (float)at(x, i), far = (float)(at(x, i) + o * side);
        if (nudge) corner = std::nextafter(corner, (float)(o * INFINITY));
        if (o * ((double)far - corner) < 0) far = corner;
        box[i] = std::min(corner, far), box[i + 3] = std::max(corner, far);
    }
}

// The largest distance of a vertex from v0.
double poly_size(const PolyCase &c)
{
    double size = 0;
    for (int k = 1; k < c.n; k++) size = std::max(size, len(get(c.v + 3 * k) - get(c.v)));
    return size;
}

PolyCase make_polygon_case(Rng &r, Kind kind)
{
    PolyCase c;
    c.tri = r.below(4) == 0;
    if (c.tri) {                                // make_pair's aabb-triangle case
        Case k = make(r, RAY, kind);
        make_box(r, kind, k, c.box);
        std::memcpy(c.v, k.tri, sizeof k.tri);
        c.n = 3;
        return c;
    }
    if (kind == NICE) {
        V n = nice_polygon(r, c);
        nice_box(r, c, n, c.box);
        return c;
    }
    V n;
    double scale;                               // the polygon's size as drawn (a point's box's)
    if (kind == SLIVER) {
        n = sliver_polygon(r, c, scale);
    } else if (kind == FAR) {
        V dir = rvec(r, -1, 1);
        double away = std::pow(10, r.uniform(3, 5));
        scale = std::pow(10, r.uniform(-1, 1));
        n = scaled_polygon(r, scale, (away / len(dir)) * dir, c);
    } else {
        scale = kind == RANDOM ? std::pow(10, r.uniform(-3, 3)) : std::pow(10, r.uniform(-30, 30));
        n = scaled_polygon(r, scale, scale * rvec(r, -3, 3), c);
    }
    double size = poly_size(c);
    if (size == 0) size = scale;
    if (kind == SLIVER) size *= std::pow(10, r.uniform(-6, 0));
    scaled_box(r, c, n, size, c.box);
    return c;
}

[[noreturn]] void not_generated(const char *what, const PolyCase &c)
{
    std::fprintf(stderr, "aabb-polygon: a generated polygon is not %s:", what);
    for (int k = 0; k < c.n; k++) std::fprintf(stderr, " (%a, %a, %a)", c.v[3 * k], c.v[3 * k + 1], c.v[3 * k + 2]);
    std::fprintf(stderr, "\n");
    std::abort();
}

// Aborts unless the polygon is what the generator promises, in exact arithmetic: its vertices
// coplanar and, when some triple is not collinear, in convex position in order (every vertex on
// one side of, or on, the line of every edge, in a coordinate plane the polygon projects onto
// one to one). Collinear vertices are the segment or point they span, any order.
void check_polygon(const PolyCase &c)
{
    K::Point_3 p[MAX_VERTS];
    for (int k = 0; k < c.n; k++) p[k] = point(c.v + 3 * k);
    int a = 0, b = 0, d = 0;
    for (int i = 0; i < c.n && !d; i++)
        for (int j = i + 1; j < c.n && !d; j++)
            for (int k = j + 1; k < c.n && !d; k++)
                if (!CGAL::collinear(p[i], p[j], p[k])) a = i, b = j, d = k;
    if (!d) return;
    for (int k = 0; k < c.n; k++)
        if (!CGAL::coplanar(p[a], p[b], p[d], p[k])) not_generated("coplanar", c);
    K::Point_2 q[MAX_VERTS];
    for (int drop = 0; drop < 3; drop++) {
        int x = drop == 0 ? 1 : 0, y = drop == 2 ? 1 : 2;
        for (int k = 0; k < c.n; k++) q[k] = K::Point_2(c.v[3 * k + x], c.v[3 * k + y]);
        if (CGAL::orientation(q[a], q[b], q[d]) != CGAL::COLLINEAR) break;
    }
    CGAL::Orientation turn = CGAL::COLLINEAR;
    for (int e = 0; e < c.n; e++) {
        const K::Point_2 &s = q[e], &t = q[(e + 1) % c.n];
        if (s == t) continue;
        for (int k = 0; k < c.n; k++) {
            CGAL::Orientation o = CGAL::orientation(s, t, q[k]);
            if (o == CGAL::COLLINEAR) continue;
            if (turn == CGAL::COLLINEAR) turn = o;
            else if (o != turn) not_generated("convex", c);
        }
    }
}

// The box against the polygon: against some fan triangle (v0, vk, vk+1), k = 1 .. count - 2,
// each the shape it is under the triangle rule (their union is the convex polygon, or the
// segment or point its collinear vertices span); count 1 the point, count 2 the segment.
bool cgal_polygon(const PolyCase &c)
{
    check_polygon(c);
    K::Iso_cuboid_3 box = cuboid(c.box);
    auto meets = [&](const auto &s) { return CGAL::do_intersect(box, s); };
    float tri[9];
    std::memcpy(tri, c.v, sizeof(float) * 3);
    if (c.n < 3) {
        std::memcpy(tri + 3, c.v + 3 * (c.n - 1), sizeof(float) * 3);
        std::memcpy(tri + 6, c.v + 3 * (c.n - 1), sizeof(float) * 3);
        return with_shape(tri, meets);
    }
    for (int k = 1; k + 1 < c.n; k++) {
        std::memcpy(tri + 3, c.v + 3 * k, sizeof(float) * 6);
        if (with_shape(tri, meets)) return true;
    }
    return false;
}

void print_polygon(const PolyCase &c, bool got)
{
    const float *b = c.box;
    std::printf("    isect %s, CGAL %s: box (%a, %a, %a) (%a, %a, %a) %d vertices", got ? "hit" : "miss", got ? "miss" : "hit",
                b[0], b[1], b[2], b[3], b[4], b[5], c.n);
    for (int k = 0; k < c.n; k++) std::printf(" (%a, %a, %a)", c.v[3 * k], c.v[3 * k + 1], c.v[3 * k + 2]);
    std::printf("%s\n", c.tri ? " (a triangle case)" : "");
}

// One (test, kind): its cases, the share that hit and the disagreements, the first few printed.
// Returns the disagreements.
long run_one(Test test, Kind kind, long n, bool checked)
{
    Rng r{test < TRIANGLE_TRIANGLE
              ? 0x9e3779b97f4a7c15ull ^ (uint64_t)(test * KINDS + kind + 1) * 0x2545f4914f6cdd1dull
              : 0x7f4a7c159e3779b9ull ^ (uint64_t)((test - TRIANGLE_TRIANGLE) * KINDS + kind + 1) * 0x2545f4914f6cdd1dull};
    long hits = 0, dis = 0, tris = 0, tri_dis = 0;
    for (long i = 0; i < n; i++) {
        bool want, got;
        if (test == AABB_POLYGON) {
            PolyCase c = make_polygon_case(r, kind);
            want = cgal_polygon(c), got = calls_aabb_polygon(c.box, c.v, c.n);
            tris += c.tri, tri_dis += c.tri && got != want;
            if (got != want && ++dis <= 3) {
                if (dis == 1) std::printf("  %s, %s cases, disagreeing with CGAL:\n", TEST_NAME[test], KIND_NAME[kind]);
                print_polygon(c, got);
            }
        } else if (test < TRIANGLE_TRIANGLE) {
            Case k = make(r, test, kind);
            want = cgal_verdict(test, k), got = isect_verdict(test, k);
            if (got != want && ++dis <= 3) {
                if (dis == 1) std::printf("  %s-triangle, %s cases, disagreeing with CGAL:\n", TEST_NAME[test], KIND_NAME[kind]);
                print_case(test, k, got);
            }
        } else {
            PairCase c = make_pair(r, test, kind);
            want = cgal_pair(test, c), got = isect_pair(test, c);
            if (got != want && ++dis <= 3) {
                if (dis == 1) std::printf("  %s, %s cases, disagreeing with CGAL:\n", TEST_NAME[test], KIND_NAME[kind]);
                print_pair(test, c, got);
            }
        }
        hits += want;
    }
    std::string name = TEST_NAME[test];
    if (test < TRIANGLE_TRIANGLE) name += "-triangle";
    std::printf("%-17s %-7s %8ld cases vs CGAL Epeck, %5.1f%% hit, %ld disagreements%s", name.c_str(),
                KIND_NAME[kind], n, 100.0 * hits / (double)(n ? n : 1), dis, checked ? "" : " (not checked)");
    if (test == AABB_POLYGON) std::printf(" (%ld on its %ld triangle cases)", tri_dis, tris);
    std::printf("\n");
    return dis;
}

} // namespace

int main(int argc, char **argv)
{
    long cases = 1000000;
    bool check[TESTS] = {}, map = false;
    for (int i = 1; i < argc; i++) {
        if (!std::strcmp(argv[i], "--cases") && i + 1 < argc) cases = std::atol(argv[++i]);
        else if (!std::strcmp(argv[i], "--map")) map = true;
        else if (!std::strcmp(argv[i], "--check")) continue;
        else {
            int t = 0;
            while (t < TESTS && std::strcmp(argv[i], TEST_NAME[t])) t++;
            if (t == TESTS) {
                std::fprintf(stderr, "usage: test_cgal_oracle [--cases N] [--map] [--check TEST ...]\n  TEST:");
                for (int u = 0; u < TESTS; u++) std::fprintf(stderr, " %s", TEST_NAME[u]);
                std::fprintf(stderr, "\n");
                return 2;
            }
            check[t] = true;
        }
    }
    check_shapes();
    int passed = 0, failed = 0;
    for (int t = 0; t < TESTS; t++) {
        if (!(t < TRIANGLE_TRIANGLE || check[t] || map)) continue;
        for (int kind = 0; kind < KINDS; kind++) {
            long dis = run_one((Test)t, (Kind)kind, cases / KINDS, check[t]);
            if (check[t]) (dis == 0 ? passed : failed)++;
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
