// What the CGAL oracle programs share: the exact kernel, a seeded generator, double vectors for
// building cases, the exact point of a float triple, isect's degenerate rule for triangles and a
// point on (or near) a triangle.
#ifndef ISECT_CGAL_ORACLE_COMMON_H
#define ISECT_CGAL_ORACLE_COMMON_H

#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/intersections.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

typedef CGAL::Exact_predicates_exact_constructions_kernel K;

namespace {   // (inline: a program need not use them all)

// (Every draw is its own statement or declarator: the order in which a function's arguments or
// an operator's operands are evaluated is unspecified, and the cases must be the same in every
// build.)
struct Rng {
    uint64_t s;
    uint64_t next()
    {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        return s;
    }
    double uniform(double lo, double hi) { return lo + (hi - lo) * (double)(next() >> 11) * (1.0 / 9007199254740992.0); }   // 2^-53
    int below(int n) { return (int)(next() % (uint64_t)n); }
    double half(double lim) { return std::floor(uniform(-lim, lim) * 2) / 2; }   // a multiple of 0.5
};

inline K::Point_3 point(const float *x) { return K::Point_3(x[0], x[1], x[2]); }

// f applied to the shape the triangle tri is under isect's rule: the triangle, the segment its
// collinear vertices span, or the point they coincide in.
template <class F> inline bool with_shape(const float *tri, F f)
{
    K::Point_3 a = point(tri), b = point(tri + 3), c = point(tri + 6);
    if (!CGAL::collinear(a, b, c)) return f(K::Triangle_3(a, b, c));
    K::Point_3 s0 = a, s1 = b;
    if (CGAL::compare_distance(a, c, s0, s1) == CGAL::LARGER) s1 = c;
    if (CGAL::compare_distance(b, c, s0, s1) == CGAL::LARGER) s0 = b, s1 = c;
    if (s0 == s1) return f(s0);
    return f(K::Segment_3(s0, s1));
}

struct V {
    double x, y, z;
};
inline V operator+(V a, V b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline V operator-(V a, V b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline V operator*(double s, V a) { return {s * a.x, s * a.y, s * a.z}; }
inline V cross(V a, V b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double len(V a) { return std::sqrt(a.x * a.x + a.y * a.y + a.z * a.z); }
inline void put(float *f, V v) { f[0] = (float)v.x, f[1] = (float)v.y, f[2] = (float)v.z; }
inline V get(const float *f) { return {f[0], f[1], f[2]}; }
inline V rvec(Rng &r, double lo, double hi) { return {r.uniform(lo, hi), r.uniform(lo, hi), r.uniform(lo, hi)}; }
inline V hvec(Rng &r, double lim) { return {r.half(lim), r.half(lim), r.half(lim)}; }

// A point of the triangle (or near it, with spread): a vertex, an edge point or an inside point.
inline V target(Rng &r, V a, V b, V c, double quarter)
{
    double w[3];
    int how = r.below(4);
    if (how == 0) w[0] = 1, w[1] = 0, w[2] = 0;
    else if (how == 1) { double s = quarter ? r.below(5) * 0.25 : r.uniform(0, 1); w[0] = s, w[1] = 1 - s, w[2] = 0; }
    else {
        double s = quarter ? r.below(5) * 0.25 : r.uniform(0, 1), t = quarter ? r.below(5) * 0.25 : r.uniform(0, 1);
        if (s + t > 1) s = 1 - s, t = 1 - t;
        w[0] = s, w[1] = t, w[2] = 1 - s - t;
    }
    V v[3] = {a, b, c};
    int rot = r.below(3);
    return w[0] * v[rot] + w[1] * v[(rot + 1) % 3] + w[2] * v[(rot + 2) % 3];
}

// The command line and the run of an oracle program: [--cases N] [--check TEST ...]. Every test
// of names[0 .. tests-1] runs cases / kinds cases of each kind through run_one(test, kind, n,
// checked), which prints its line and returns its disagreements; those of the tests named after
// --check fail the run, which ends with the line "N passed, N failed" over (test, kind) pairs.
template <class RunOne>
inline int oracle_main(int argc, char **argv, const char *program, const char *const *names, int tests, int kinds,
                       RunOne run_one)
{
    long cases = 1000000;
    bool check[64] = {};
    for (int i = 1; i < argc; i++) {
        if (!std::strcmp(argv[i], "--cases") && i + 1 < argc) cases = std::atol(argv[++i]);
        else if (!std::strcmp(argv[i], "--check")) continue;
        else {
            int t = 0;
            while (t < tests && std::strcmp(argv[i], names[t])) t++;
            if (t == tests) {
                std::fprintf(stderr, "usage: %s [--cases N] [--check TEST ...]\n  TEST:", program);
                for (int u = 0; u < tests; u++) std::fprintf(stderr, " %s", names[u]);
                std::fprintf(stderr, "\n");
                return 2;
            }
            check[t] = true;
        }
    }
    int passed = 0, failed = 0;
    for (int t = 0; t < tests; t++)
        for (int kind = 0; kind < kinds; kind++) {
            long dis = run_one(t, kind, cases / kinds, check[t]);
            if (check[t]) (dis == 0 ? passed : failed)++;
        }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

} // namespace

#endif
