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
// usage: test_cgal_oracle [--cases N] [--map] [--check TEST ...]
//   prints, per test and kind, the cases, the share that hit and the disagreements with CGAL (and
//   the first few of them, floats in %a); --check names the tests whose disagreements fail the
//   run (ray, segment, line against a triangle; triangle-triangle, aabb-triangle, ray-aabb,
//   segment-aabb), which ends with the closing line "N passed, N failed" over (test, kind) pairs.
//   The ray, segment and line always run; a pair runs when checked, and --map runs them all:
//   the report of every test, exact yet or not. The pairs' triangles follow the degenerate rule
//   too, and their boxes are flat where a side comes out 0.
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
enum Test { RAY, SEGMENT, LINE, TRIANGLE_TRIANGLE, AABB_TRIANGLE, RAY_AABB, SEGMENT_AABB, RAY_AABB_INVERSE, TESTS };
const char *const TEST_NAME[TESTS] = {"ray",          "segment",  "line",        "triangle-triangle",
                                      "aabb-triangle", "ray-aabb", "segment-aabb", "ray-aabb-inverse"};
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

// One (test, kind): its cases, the share that hit and the disagreements, the first few printed.
// Returns the disagreements.
long run_one(Test test, Kind kind, long n, bool checked)
{
    Rng r{test < TRIANGLE_TRIANGLE
              ? 0x9e3779b97f4a7c15ull ^ (uint64_t)(test * KINDS + kind + 1) * 0x2545f4914f6cdd1dull
              : 0x7f4a7c159e3779b9ull ^ (uint64_t)((test - TRIANGLE_TRIANGLE) * KINDS + kind + 1) * 0x2545f4914f6cdd1dull};
    long hits = 0, dis = 0;
    for (long i = 0; i < n; i++) {
        bool want, got;
        if (test < TRIANGLE_TRIANGLE) {
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
    std::printf("%-17s %-7s %8ld cases vs CGAL Epeck, %5.1f%% hit, %ld disagreements%s\n", name.c_str(),
                KIND_NAME[kind], n, 100.0 * hits / (double)(n ? n : 1), dis, checked ? "" : " (not checked)");
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
