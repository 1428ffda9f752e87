// The exact oracle of the plane tests: isect's sphere-plane, sphere-halfspace, AABB-plane,
// OBB-plane, segment-plane and capsule-plane verdicts against CGAL's exact kernel (Epeck) on the
// same float inputs, which CGAL reads exactly. The question is the formula on the plane as
// stored, dot(n, x) = d with the float n and d (no normalisation): the signed distance n.x - d,
// in K::FT, of the sphere's centre (|n.c - d| <= r; n.c - d <= r for the halfspace), of the
// segment's or capsule's ends (the ends on both sides or on the plane, or the nearer within r:
// min(da, db) <= r and max(da, db) >= -r), and of the OBB's 8 corners c +- e0 u0 +- e1 u1 +- e2 u2
// built exactly from its stored floats (they span 0); CGAL's own do_intersect for the AABB
// (Plane_3 against Iso_cuboid_3) and the segment (Plane_3 against Segment_3). Under isect's rules
// a zero normal meets nothing, an empty box (min > max, a negative half-extent) and a negative
// radius are empty, a segment with a = b is its point; and a segment's hit reports t in [0, 1],
// exactly 0 where a lies on the plane and exactly 1 where b does and a does not (checked too).
//
// Five kinds of case for each test:
//   nice     coordinates, normals and radii in multiples of 0.5 (and unit normals along the axes
//            where the test needs |n| = 1), the plane put through a corner, an end or the sphere's
//            surface (touching exactly), or across the shape or beside it; a third of the normals
//            (3, 4, 0) / 5, (1, 2, 2) / 3 or (2, 3, 6) / 7 rounded to float, their d rounded (exact
//            where n.x is a float); zero normals, point and flat boxes, zero extents, point
//            segments, zero and negative radii
//   random   shapes at scales 1e-3 .. 1e3 and planes with random normals (unit, or for the AABB,
//            OBB and segment scaled by 2^-10 .. 2^10) through a point across the shape or beside it
//   far      the same at 1e3 .. 1e5 from the origin, sizes 0.1 .. 10
//   near     the plane put through a corner, an end or the sphere's surface in double and rounded
//            to float, then moved by up to 2 ulps: within a few ulps of touching
//   extreme  as random at scales 1e-30 .. 1e30 (normals scaled by 1e-8 .. 1e8 too, where no unit
//            length is required, short of distances past the float range)
// The unit normals and the OBBs' axes are unit and orthonormal to float rounding, so the
// ISECT_VALIDATE build (make sanitize) accepts them.
//
// usage: test_cgal_planes [--cases N] [--check TEST ...]
//   prints, per test and kind, the cases, the share that hit and the disagreements with CGAL (and
//   the first few of them, floats in %a); --check names the tests whose disagreements fail the
//   run (all six: sphere-plane sphere-halfspace aabb-plane obb-plane segment-plane capsule-plane),
//   which ends with the closing line "N passed, N failed" over (test, kind) pairs. N cases per
//   test (1,000,000 unless given), split evenly over the kinds.
#include "oracle_common.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" {
#include "calls_planes.h"
}

namespace {

enum Test { SPHERE_PLANE, SPHERE_HALFSPACE, AABB_PLANE, OBB_PLANE, SEGMENT_PLANE, CAPSULE_PLANE, TESTS };
const char *const TEST_NAME[TESTS] = {"sphere-plane", "sphere-halfspace", "aabb-plane",
                                      "obb-plane",    "segment-plane",    "capsule-plane"};
enum Kind { NICE, RANDOM, FAR, NEAR, EXTREME, KINDS };
const char *const KIND_NAME[KINDS] = {"nice", "random", "far", "near", "extreme"};

// The plane and the shape: sphere c = x[0..2], radius r; box min x[0..2], max x[3..5]; OBB c
// x[0..2], axes x[3..5], x[6..8], x[9..11], half-extents x[12..14]; segment or capsule a x[0..2],
// b x[3..5], radius r.
struct Case {
    float n[3], d, x[15], r;
};

bool unit_normal(Test t) { return t == SPHERE_PLANE || t == SPHERE_HALFSPACE || t == CAPSULE_PLANE; }

// ---- CGAL's verdict -----------------------------------------------------------------------------

// n.x - d for the point x of floats, or for an exact point.
struct Dist {
    K::FT n0, n1, n2, d;
    explicit Dist(const Case &k) : n0(k.n[0]), n1(k.n[1]), n2(k.n[2]), d(k.d) {}
    K::FT operator()(const float *x) const { return n0 * K::FT(x[0]) + n1 * K::FT(x[1]) + n2 * K::FT(x[2]) - d; }
    K::FT operator()(const K::Point_3 &x) const { return n0 * x.x() + n1 * x.y() + n2 * x.z() - d; }
};

bool zero_normal(const Case &k) { return k.n[0] == 0 && k.n[1] == 0 && k.n[2] == 0; }

K::Plane_3 plane(const Case &k) { return K::Plane_3(K::FT(k.n[0]), K::FT(k.n[1]), K::FT(k.n[2]), -K::FT(k.d)); }

bool cgal_verdict(Test t, const Case &k)
{
    if (zero_normal(k)) return false;
    const K::FT r(k.r);
    const Dist dist(k);
    switch (t) {
    case SPHERE_PLANE: return CGAL::abs(dist(k.x)) <= r;
    case SPHERE_HALFSPACE: return r >= 0 && dist(k.x) <= r;
    case AABB_PLANE:
        for (int i = 0; i < 3; i++)
            if (k.x[i] > k.x[i + 3]) return false;
        return CGAL::do_intersect(plane(k), K::Iso_cuboid_3(point(k.x), point(k.x + 3)));
    case OBB_PLANE: {
        if (k.x[12] < 0 || k.x[13] < 0 || k.x[14] < 0) return false;
        const K::Vector_3 c(k.x[0], k.x[1], k.x[2]);
        K::Vector_3 eu[3];                                  // e_i u_i, exactly
        for (int i = 0; i < 3; i++) {
            const float *u = k.x + 3 + 3 * i;
            eu[i] = K::FT(k.x[12 + i]) * K::Vector_3(u[0], u[1], u[2]);
        }
        bool below = false, above = false;
        for (int s = 0; s < 8; s++) {
            K::Vector_3 v = c;
            for (int i = 0; i < 3; i++) v = (s >> i) & 1 ? v + eu[i] : v - eu[i];
            const K::FT e = dist(CGAL::ORIGIN + v);
            below |= e <= 0, above |= e >= 0;
        }
        return below && above;
    }
    case SEGMENT_PLANE: {
        const K::Point_3 a = point(k.x), b = point(k.x + 3);
        if (a == b) return plane(k).has_on(a);
        return CGAL::do_intersect(plane(k), K::Segment_3(a, b));
    }
    default: {
        if (r < 0) return false;
        const K::FT da = dist(k.x), db = dist(k.x + 3);
        return CGAL::min(da, db) <= r && CGAL::max(da, db) >= -r;
    }
    }
}

// isect's verdict; for segment-plane also whether its t is the one promised (in [0, 1], 0 where a
// lies on the plane, 1 where b does and a does not).
bool isect_verdict(Test t, const Case &k, bool *t_ok)
{
    *t_ok = true;
    switch (t) {
    case SPHERE_PLANE: return calls_sphere_plane(k.x, k.r, k.n, k.d);
    case SPHERE_HALFSPACE: return calls_sphere_halfspace(k.x, k.r, k.n, k.d);
    case AABB_PLANE: return calls_aabb_plane(k.x, k.n, k.d);
    case OBB_PLANE: return calls_obb_plane(k.x, k.n, k.d);
    case SEGMENT_PLANE: {
        float tt = -1;
        bool hit = calls_segment_plane(k.x, k.x + 3, k.n, k.d, &tt);
        if (hit) {
            const Dist dist(k);
            const K::FT da = dist(k.x), db = dist(k.x + 3);
            *t_ok = tt >= 0 && tt <= 1 && (da != 0 || tt == 0) && (da == 0 || db != 0 || tt == 1);
        }
        return hit;
    }
    default: return calls_capsule_plane(k.x, k.x + 3, k.r, k.n, k.d);
    }
}

// ---- The cases ----------------------------------------------------------------------------------

V unit(Rng &r)
{
    for (;;) {
        V v = rvec(r, -1, 1);
        double l = len(v);
        if (l > 0.1 && l <= 1) return (1 / l) * v;
    }
}

// A random rotation's columns (a random unit quaternion), rounded to float by the caller.
void rotation(Rng &r, V u[3])
{
    double q[4], l = 0;
    for (;;) {
        l = 0;
        for (double &x : q) x = r.uniform(-1, 1), l += x * x;
        if (l > 0.01 && l <= 1) break;
    }
    l = std::sqrt(l);
    const double w = q[0] / l, x = q[1] / l, y = q[2] / l, z = q[3] / l;
    u[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)};
    u[1] = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    u[2] = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
}

// A signed permutation of the axes (exact, orthonormal).
void axes_permuted(Rng &r, float u[9])
{
    int p[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) std::swap(p[i], p[r.below(i + 1)]);
    for (int i = 0; i < 9; i++) u[i] = 0;
    for (int i = 0; i < 3; i++) u[3 * i + p[i]] = r.below(2) ? 1.0f : -1.0f;
}

// The normal: for the tests that need |n| = 1, a signed axis (nice) or a random unit vector
// rounded to float; for the others a vector of halves (nice) or a random direction times a
// power of two (random, far, near) or of ten (extreme: 1e-8 .. 1e8, kept below 1e29 / size so
// that no distance passes the float range). A zero normal now and then in nice cases.
void normal(Rng &r, Test t, Kind kind, double size, float n[3])
{
    if (kind == NICE) {
        if (r.below(25) == 0) { n[0] = n[1] = n[2] = 0; return; }
        if (r.below(3) == 0) {              // (3, 4, 0) / 5, (1, 2, 2) / 3, (2, 3, 6) / 7, rounded
            static const double rows[3][3] = {{0.6, 0.8, 0}, {1 / 3.0, 2 / 3.0, 2 / 3.0}, {2 / 7.0, 3 / 7.0, 6 / 7.0}};
            const double *row = rows[r.below(3)];
            float u[9];
            axes_permuted(r, u);            // a signed permutation of the row
            for (int i = 0; i < 3; i++)
                n[i] = (float)(u[3 * i] * row[0] + u[3 * i + 1] * row[1] + u[3 * i + 2] * row[2]);
            return;
        }
        if (unit_normal(t) || r.below(2) == 0) {
            float u[9];
            axes_permuted(r, u);
            std::memcpy(n, u, 3 * sizeof(float));
            return;
        }
        put(n, hvec(r, 2));
        return;
    }
    V v = unit(r);
    if (!unit_normal(t))
        v = (kind == EXTREME ? std::min(std::pow(10, r.uniform(-8, 8)), 1e29 / size) : std::ldexp(1.0, r.below(21) - 10)) * v;
    put(n, v);
}

// The shape's points whose distances bound all of its own (the sphere's centre, the box's and
// the OBB's corners, the segment's ends), in double (the OBB's corners rounded).
int key_points(Test t, const Case &k, V *p)
{
    if (t == SPHERE_PLANE || t == SPHERE_HALFSPACE) { p[0] = get(k.x); return 1; }
    if (t == SEGMENT_PLANE || t == CAPSULE_PLANE) { p[0] = get(k.x), p[1] = get(k.x + 3); return 2; }
    for (int s = 0; s < 8; s++) {
        if (t == AABB_PLANE) {
            p[s] = {k.x[(s & 1) ? 3 : 0], k.x[(s & 2) ? 4 : 1], k.x[(s & 4) ? 5 : 2]};
        } else {
            V v = get(k.x);
            for (int i = 0; i < 3; i++) {
                V eu = (double)k.x[12 + i] * get(k.x + 3 + 3 * i);
                v = (s >> i) & 1 ? v + eu : v - eu;
            }
            p[s] = v;
        }
    }
    return 8;
}

double ndot(const float n[3], V x) { return n[0] * x.x + n[1] * x.y + n[2] * x.z; }

// The shape, at size `size` about `centre` (nice: halves about a point of halves).
void shape(Rng &r, Test t, Kind kind, double size, V centre, Case &k)
{
    const bool nice = kind == NICE;
    auto coord = [&](double lim) { return nice ? hvec(r, lim) : centre + size * rvec(r, -lim, lim); };
    k.r = nice ? (float)(r.half(2) + 2) : (float)(size * r.uniform(0, 1));
    if (nice && r.below(10) == 0) k.r = 0;
    if (nice && r.below(20) == 0) k.r = -0.5f;                      // empty
    switch (t) {
    case SPHERE_PLANE:
    case SPHERE_HALFSPACE: put(k.x, coord(1)); break;
    case AABB_PLANE: {
        V a = coord(1), b = coord(1);
        put(k.x, a), put(k.x + 3, b);
        for (int i = 0; i < 3; i++)
            if (k.x[i] > k.x[i + 3]) std::swap(k.x[i], k.x[i + 3]);
        if (nice && r.below(5) == 0) k.x[3 + r.below(3)] = k.x[r.below(3)];   // flat (or empty)
        if (nice && r.below(20) == 0) std::memcpy(k.x + 3, k.x, 3 * sizeof(float));   // a point
        if (nice && r.below(20) == 0) std::swap(k.x[1], k.x[4]);          // empty, unless flat
        break;
    }
    case OBB_PLANE: {
        put(k.x, coord(1));
        if (nice) {
            axes_permuted(r, k.x + 3);
            put(k.x + 12, {r.half(2) + 2, r.half(2) + 2, r.half(2) + 2});
            if (r.below(5) == 0) k.x[12 + r.below(3)] = 0;
            if (r.below(20) == 0) k.x[12 + r.below(3)] = -0.5f;           // empty
        } else {
            V u[3];
            rotation(r, u);
            for (int i = 0; i < 3; i++) put(k.x + 3 + 3 * i, u[i]);
            put(k.x + 12, size * rvec(r, 0, 1));
        }
        break;
    }
    default: {
        put(k.x, coord(1)), put(k.x + 3, coord(1));
        if (nice && r.below(10) == 0) std::memcpy(k.x + 3, k.x, 3 * sizeof(float));   // a point
        break;
    }
    }
}

// d: through a key point (touching: the extreme ones, or the sphere's surface), across the
// shape's span of distances or beside it; near: touching in double, rounded, moved by <= 2 ulps.
void place(Rng &r, Test t, Kind kind, Case &k)
{
    V p[8];
    const int m = key_points(t, k, p);
    double lo = ndot(k.n, p[0]), hi = lo;
    for (int i = 1; i < m; i++) lo = std::min(lo, ndot(k.n, p[i])), hi = std::max(hi, ndot(k.n, p[i]));
    const bool round = t == SPHERE_PLANE || t == SPHERE_HALFSPACE || t == CAPSULE_PLANE;
    const double rr = std::max((double)k.r, 0.0);
    if (round) lo -= rr, hi += rr;                                  // the sphere's or capsule's span
    const int how = r.below(4);
    double d;
    if (kind == NEAR || how == 0) {
        d = r.below(2) ? lo : hi;                                   // touching
        if (round && r.below(2)) d = ndot(k.n, p[r.below(m)]) + (r.below(2) ? rr : -rr);
    } else if (how == 1 && kind == NICE && m > 1) {
        d = ndot(k.n, p[r.below(m)]);                               // through a corner or an end
    } else {
        // (the halfspace holds the sphere for every d above lo: w in [-1, 1] there)
        const double w0 = t == SPHERE_HALFSPACE ? -1 : -0.5;
        const double w = kind == NICE ? w0 + r.below(9) * 0.25 : r.uniform(w0, w0 + 2);
        d = lo + w * (hi - lo);
        if (hi == lo) d = lo + (r.below(3) - 1) * (kind == NICE ? 0.5 : std::max(rr, 1e-3 * (std::fabs(lo) + 1)));
    }
    k.d = (float)d;
    if (kind == NEAR)
        for (int s = r.below(5) - 2; s != 0; s += s < 0 ? 1 : -1) k.d = std::nextafter(k.d, s < 0 ? -INFINITY : INFINITY);
}

Case make(Rng &r, Test t, Kind kind)
{
    Case k = {};
    double size = 1;
    V centre = {0, 0, 0};
    if (kind == RANDOM || kind == NEAR) size = std::pow(10, r.uniform(-3, 3)), centre = size * rvec(r, -3, 3);
    else if (kind == EXTREME) size = std::pow(10, r.uniform(-30, 30)), centre = size * rvec(r, -3, 3);
    else if (kind == FAR) {
        V dir = unit(r);
        size = std::pow(10, r.uniform(-1, 1)), centre = std::pow(10, r.uniform(3, 5)) * dir;
    }
    shape(r, t, kind, size, centre, k);
    normal(r, t, kind, size, k.n);
    place(r, t, kind, k);
    return k;
}

void print_case(Test t, const Case &k, bool got, bool want, bool t_ok)
{
    std::printf("    isect %s, CGAL %s%s: n (%a, %a, %a) d %a", got ? "hit" : "miss", want ? "hit" : "miss",
                t_ok ? "" : " (t not as promised)", k.n[0], k.n[1], k.n[2], k.d);
    const int count = t == OBB_PLANE ? 15 : t == SPHERE_PLANE || t == SPHERE_HALFSPACE ? 3 : 6;
    std::printf(" shape");
    for (int i = 0; i < count; i++) std::printf(" %a", k.x[i]);
    if (t != AABB_PLANE && t != OBB_PLANE && t != SEGMENT_PLANE) std::printf(" r %a", k.r);
    std::printf("\n");
}

// One (test, kind): its cases, the share that hit and the disagreements, the first few printed.
long run_one(Test t, Kind kind, long n, bool checked)
{
    Rng r{0x51ed270b27a1f1c5ull ^ (uint64_t)(t * KINDS + kind + 1) * 0x2545f4914f6cdd1dull};
    long hits = 0, dis = 0;
    for (long i = 0; i < n; i++) {
        const Case k = make(r, t, kind);
        const bool want = cgal_verdict(t, k);
        bool t_ok;
        const bool got = isect_verdict(t, k, &t_ok);
        if ((got != want || !t_ok) && ++dis <= 3) {
            if (dis == 1) std::printf("  %s, %s cases, disagreeing with CGAL:\n", TEST_NAME[t], KIND_NAME[kind]);
            print_case(t, k, got, want, t_ok);
        }
        hits += want;
    }
    std::printf("%-17s %-7s %8ld cases vs CGAL Epeck, %5.1f%% hit, %ld disagreements%s\n", TEST_NAME[t],
                KIND_NAME[kind], n, 100.0 * hits / (double)(n ? n : 1), dis, checked ? "" : " (not checked)");
    return dis;
}

} // namespace

int main(int argc, char **argv)
{
    static_assert(TESTS <= 64, "oracle_main checks at most 64 tests");
    return oracle_main(argc, argv, "test_cgal_planes", TEST_NAME, TESTS, KINDS,
                       [](int t, int kind, long n, bool checked) { return run_one((Test)t, (Kind)kind, n, checked); });
}
