// The exact oracle of the sphere tests: isect's sphere-sphere, sphere-AABB, AABB-AABB, ray-sphere,
// segment-sphere and sphere-triangle against CGAL's exact kernel (Epeck) on the same float inputs,
// which CGAL reads exactly: an exact squared distance (squared_distance of Point_3 to Point_3,
// Ray_3, Segment_3, Triangle_3) against the exact r^2 (FT(r) * FT(r); (FT(ra) + FT(rb))^2 for two
// spheres, the real sum of the radii), do_intersect of the ball (Sphere_3) and an Iso_cuboid_3, of
// two Iso_cuboid_3. isect's conventions are asked of CGAL too: a negative radius or a box with
// min > max on an axis is empty, a zero ray direction or a zero-length segment is its point, a
// triangle with collinear vertices is the segment they span (with_shape), coincident ones the
// point. The hits' t are checked for range as well: [0, 1] for a segment, finite and >= 0 for a
// ray (a hit out of range counts as a disagreement).
//
// Five kinds of case for each test, each about half hits:
//   nice    coordinates in multiples of 0.5 (or of an integer unit up to 2^15, a third of the
//           time: then the double filters must hand over) and touching exactly: centres and radii from
//           Pythagorean triples and quadruples (sphere on sphere, on a box's face, edge or corner,
//           on a triangle's vertex), tangent rays and segments and spheres on a triangle's edge or
//           face along mutually perpendicular integer vectors of equal length ((2, 1, -2),
//           (1, 2, 2), (2, -2, 1) and the like), boxes touching at a face, edge or corner; the
//           radius also half a unit either way; starts inside or on the sphere, zero directions,
//           r = 0, flat and empty boxes, collinear and point triangles, negative radii
//   random  shapes at scales 1e-3 .. 1e3, the radius the double distance (rounded to float: within
//           rounding of touching), or that distance times a factor near 1 or anywhere in 0 .. 2
//   far     the same 1e3 .. 1e5 from the origin, sizes 0.1 .. 10
//   sliver  near-degenerate: radii or boxes within 1e-8 .. 1e-3 of touching, thin boxes, grazing
//           rays, triangles 1e-7 .. 1e-3 wide (as oracle.cpp's), tiny beside large radii
//   extreme as random, at scales 1e-30 .. 1e30 (squares past the float range)
//
// usage: test_cgal_spheres [--cases N] [--check TEST ...]
//   prints, per test and kind, the cases (N / 5 each, 1,000,000 per test by default), the share
//   that hit and the disagreements with CGAL (the first few printed, floats in %a); every test
//   runs, --check names those whose disagreements fail the run, which ends with the closing line
//   "N passed, N failed" over the checked (test, kind) pairs.
#include "oracle_common.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

extern "C" {
#include "calls_spheres.h"
}

namespace {

enum Test { SPHERE_SPHERE, SPHERE_AABB, AABB_AABB, RAY_SPHERE, SEGMENT_SPHERE, SPHERE_TRIANGLE, TESTS };
const char *const TEST_NAME[TESTS] = {"sphere-sphere",  "sphere-aabb",    "aabb-aabb",
                                      "ray-sphere",     "segment-sphere", "sphere-triangle"};
enum Kind { NICE, RANDOM, FAR, SLIVER, EXTREME, KINDS };
const char *const KIND_NAME[KINDS] = {"nice", "random", "far", "sliver", "extreme"};

// Every test's shapes in one case: the sphere (c, r), a second sphere (c2, r2), the ray or segment
// (p, q: its start and direction, or its two ends), two boxes (min then max) and the triangle.
struct Case {
    float c[3], r, c2[3], r2, p[3], q[3], box[6], box2[6], tri[9];
};

// ---- Integer geometry for the nice cases ----------------------------------------------------

const int QUADS[][4] = {{1, 2, 2, 3},   {2, 3, 6, 7},   {1, 4, 8, 9},   {4, 4, 7, 9},  {2, 6, 9, 11},
                        {6, 6, 7, 11},  {2, 10, 11, 15}, {1, 12, 12, 17}, {8, 9, 12, 17}, {3, 4, 12, 13}};
const int TRIPLES[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}};
// Three mutually perpendicular integer vectors of one length.
const int FRAMES[][3][3] = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
                            {{2, 1, -2}, {1, 2, 2}, {2, -2, 1}},
                            {{2, 3, 6}, {3, -6, 2}, {6, 2, -3}},
                            {{1, 4, 8}, {4, 7, -4}, {8, -4, 1}}};
const double FRAME_LEN[] = {1, 3, 7, 9};

double sign(Rng &r) { return r.below(2) ? 1.0 : -1.0; }

// The unit of a nice case: 0.5 two times in three, else an integer up to 2^15, whose products
// need more than double's 53 bits in the degree 4 and 6 predicates (so their filters are tried
// by exactly touching cases too, not only by exactly computed ones); every coordinate stays an
// integer or a quarter below 2^22, exact in float.
double unit(Rng &r) { return r.below(3) ? 0.5 : (double)(1 + r.below(1 << 15)); }

// A random frame, its axes permuted (the same permutation for all three, and which vector is
// which shuffled) and each vector's sign flipped at random: still perpendicular, of length *len.
void frame(Rng &r, V f[3], double *len)
{
    int k = r.below(4), perm = r.below(6), roles = r.below(6);
    static const int P[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int i = 0; i < 3; i++) {
        const int *v = FRAMES[k][P[roles][i]];
        double s = sign(r);
        f[i] = {s * v[P[perm][0]], s * v[P[perm][1]], s * v[P[perm][2]]};
    }
    *len = FRAME_LEN[k];
}

// A quadruple (a, b, c) with signs and order at random, and its d.
V quad(Rng &r, double *d)
{
    const int *q = QUADS[r.below(10)];
    double v[3] = {q[0] * sign(r), q[1] * sign(r), q[2] * sign(r)};
    int i = r.below(3);
    std::swap(v[0], v[i]);
    *d = q[3];
    return {v[0], v[1], v[2]};
}

// The radius of a nice case: touching (half the time), or a quarter or half a unit (of the scale
// s) short, or half a unit more; 1 in 40 negative (empty), 1 in 40 zero.
float nice_radius(Rng &r, double touch, double s)
{
    int k = r.below(40);
    if (k == 0) return -0.5f;
    if (k == 1) return 0.0f;
    int how = r.below(6);
    double rad = how == 0 ? touch - 0.5 * s : how == 1 ? touch - 0.25 * s : how == 2 ? touch + 0.5 * s : touch;
    return (float)std::max(rad, 0.0);
}

// ---- Distances in double, to aim the random cases ---------------------------------------------

double dot(V a, V b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

double dist_point_segment(V c, V a, V b)
{
    V e = b - a, w = c - a;
    double s = dot(w, e), ee = dot(e, e);
    double t = ee > 0 ? std::min(std::max(s / ee, 0.0), 1.0) : 0;
    return len(w - t * e);
}

double dist_point_ray(V c, V p, V d)
{
    V w = c - p;
    double s = dot(w, d), dd = dot(d, d);
    double t = dd > 0 ? std::max(s / dd, 0.0) : 0;
    return len(w - t * d);
}

double dist_point_box(V c, const float *b)
{
    double q[3], x[3] = {c.x, c.y, c.z};
    for (int i = 0; i < 3; i++) q[i] = std::min(std::max(x[i], (double)b[i]), (double)b[i + 3]);
    return len(V{x[0] - q[0], x[1] - q[1], x[2] - q[2]});
}

// Ericson 5.1.5 in double, with the edges for a flat triangle.
double dist_point_triangle(V p, V a, V b, V c)
{
    V n = cross(b - a, c - a);
    double best = std::min(dist_point_segment(p, a, b), std::min(dist_point_segment(p, b, c), dist_point_segment(p, c, a)));
    double nn = dot(n, n);
    if (!(nn > 0)) return best;
    V pa = a - p, pb = b - p, pc = c - p;
    if (dot(n, cross(pb, pc)) >= 0 && dot(n, cross(pc, pa)) >= 0 && dot(n, cross(pa, pb)) >= 0)
        return std::min(best, std::fabs(dot(n, p - a)) / std::sqrt(nn));
    return best;
}

// A radius about the distance D: D itself (rounded to float, so within rounding of touching),
// D times a factor 1 +- 1e-7 .. 1e-3, or times 0 .. 2; sliver cases keep to the first two.
float radius_about(Rng &r, double D, bool near)
{
    int how = r.below(near ? 2 : 4);
    if (how == 0) return (float)D;
    if (how == 1) return (float)(D * (1 + sign(r) * std::pow(10, r.uniform(-7, -3))));
    if (how == 2) return (float)(D * r.uniform(0.5, 1.5));
    return (float)(D * r.uniform(0, 2));
}

// The scale and centre of a random, far, sliver or extreme case.
void placement(Rng &r, Kind kind, double *scale, V *centre)
{
    if (kind == SLIVER) {
        *scale = std::pow(10, r.uniform(-2, 2));
        *centre = *scale * rvec(r, -3, 3);
        return;
    }
    if (kind == FAR) {
        V dir = rvec(r, -1, 1);
        *scale = std::pow(10, r.uniform(-1, 1));
        *centre = (std::pow(10, r.uniform(3, 5)) / len(dir)) * dir;
        return;
    }
    *scale = kind == EXTREME ? std::pow(10, r.uniform(-30, 30)) : std::pow(10, r.uniform(-3, 3));
    *centre = *scale * rvec(r, -3, 3);
}

void put_box(float *box, V lo, V hi)
{
    put(box, lo), put(box + 3, hi);
    for (int i = 0; i < 3; i++)
        if (box[i] > box[i + 3]) std::swap(box[i], box[i + 3]);
}

// ---- The cases, test by test -------------------------------------------------------------------

void make_sphere_sphere(Rng &r, Kind kind, Case &k)
{
    if (kind == NICE) {
        double s = unit(r) * (1 + r.below(4)), d;
        V a = hvec(r, 8), b = a + s * quad(r, &d);
        if (r.below(20) == 0) b = a;                                    // concentric
        double touch = s * d, share = r.below(5) * 0.25;
        float ra = nice_radius(r, touch, s);
        put(k.c, a), put(k.c2, b);
        k.r = (float)(ra * share), k.r2 = ra - k.r;                     // both multiples of 1/8
        if (r.below(8) == 0) k.r = std::nextafter(k.r, 0.0f);          // the real sum a hair short
        return;
    }
    double scale;
    V centre;
    placement(r, kind, &scale, &centre);
    V a = centre + scale * rvec(r, -1, 1), b = centre + scale * rvec(r, -1, 1);
    put(k.c, a), put(k.c2, b);
    double D = len(get(k.c) - get(k.c2));
    float sum = radius_about(r, D, kind == SLIVER);
    double w = kind == SLIVER && r.below(2) ? std::pow(10, r.uniform(-7, -2)) : r.uniform(0, 1);   // tiny beside large
    k.r = (float)(sum * w), k.r2 = (float)(sum - (double)k.r);
    if (r.below(50) == 0) k.r = -k.r - 1;
}

void make_box(Rng &r, Kind kind, float *box, V around, double scale)
{
    if (kind == NICE) {
        V lo = around + hvec(r, 2), hi = lo + V{r.half(3) + 3, r.half(3) + 3, r.half(3) + 3};
        put_box(box, lo, hi);
        if (r.below(10) == 0) { int i = r.below(3); box[i + 3] = box[i]; }     // flat
        return;
    }
    V lo = around + scale * rvec(r, -1, 0.2), hi = lo + scale * rvec(r, 0, 1);
    if (kind == SLIVER && r.below(2)) {                                  // thin on an axis
        int i = r.below(3);
        (i == 0 ? hi.x : i == 1 ? hi.y : hi.z) = (i == 0 ? lo.x : i == 1 ? lo.y : lo.z) + scale * std::pow(10, r.uniform(-8, -3));
    }
    put_box(box, lo, hi);
}

void make_sphere_aabb(Rng &r, Kind kind, Case &k)
{
    if (kind == NICE) {
        make_box(r, kind, k.box, hvec(r, 6), 1);
        // outside a face, an edge or a corner along (a quadruple's, a triple's) outward vector
        double s = unit(r) * (1 + r.below(2)), d;
        V out = quad(r, &d);
        int axes = r.below(3);                                           // 0: corner, 1: edge, 2: face
        double o[3] = {out.x, out.y, out.z}, c[3];
        if (axes == 1) { const int *t = TRIPLES[r.below(5)]; o[0] = t[0] * sign(r), o[1] = t[1] * sign(r), o[2] = 0, d = t[2]; }
        if (axes == 2) { o[0] = 0, o[1] = 0, o[2] = d * sign(r); }
        int rot = r.below(3);
        for (int i = 0; i < 3; i++) {
            double oi = o[(i + rot) % 3], lo = k.box[i], hi = k.box[i + 3];
            c[i] = oi > 0 ? hi + s * oi : oi < 0 ? lo + s * oi : lo + r.below(5) * 0.25 * (hi - lo);
            c[i] = std::floor(c[i] * 4) / 4;                              // on the grid of quarters
        }
        V cv = {c[0], c[1], c[2]};
        if (r.below(10) == 0) cv = get(k.box) + 0.5 * (get(k.box + 3) - get(k.box));   // inside
        put(k.c, cv);
        k.r = nice_radius(r, s * d, s);
        if (r.below(20) == 0) std::swap(k.box[0], k.box[3]);              // empty (or flat)
        return;
    }
    double scale;
    V centre;
    placement(r, kind, &scale, &centre);
    make_box(r, kind, k.box, centre, scale);
    V c = centre + 2 * scale * rvec(r, -1, 1);
    put(k.c, c);
    k.r = radius_about(r, dist_point_box(get(k.c), k.box), kind == SLIVER);
    if (r.below(50) == 0) k.r = -1;
}

void make_aabb_aabb(Rng &r, Kind kind, Case &k)
{
    if (kind == NICE) {
        make_box(r, kind, k.box, hvec(r, 4), 1);
        // the second box beside the first: touching a face, an edge or a corner, or overlapping,
        // or half a unit apart, on each axis
        V lo, hi;
        double l[3], h[3];
        for (int i = 0; i < 3; i++) {
            double a = k.box[i], b = k.box[i + 3], w = r.half(2) + 2.5;
            int how = r.below(5);
            if (how == 0) l[i] = b, h[i] = b + w;                         // touching above
            else if (how == 1) l[i] = a - w, h[i] = a;                    // touching below
            else if (how == 2) l[i] = b + 0.5, h[i] = b + w;              // apart
            else l[i] = a + r.half(1), h[i] = std::max(l[i] + w, a);      // overlapping (or touching at a)
        }
        lo = {l[0], l[1], l[2]}, hi = {h[0], h[1], h[2]};
        put_box(k.box2, lo, hi);
        if (r.below(20) == 0) std::swap(k.box2[1], k.box2[4]);            // empty (or flat)
        return;
    }
    double scale;
    V centre;
    placement(r, kind, &scale, &centre);
    make_box(r, kind, k.box, centre, scale);
    // per axis, the second interval overlaps the first four times in five, else lies beside it
    double l[3], h[3];
    for (int i = 0; i < 3; i++) {
        double a = k.box[i], b = k.box[i + 3], w = scale * r.uniform(0, 1.2);
        l[i] = r.below(kind == SLIVER ? 1000 : 5) ? r.uniform(a - w, b)
                                                  : (r.below(2) ? b + scale * r.uniform(0, 0.5) : a - w - scale * r.uniform(0, 0.5));
        h[i] = l[i] + w;
    }
    if (kind == SLIVER) {                                                 // within a few ulps of a face
        int i = r.below(3);
        double gap = std::pow(10, r.uniform(-8, -5)) * scale * sign(r), w = h[i] - l[i];
        l[i] = k.box[i + 3] + gap, h[i] = l[i] + w;
    }
    put_box(k.box2, V{l[0], l[1], l[2]}, V{h[0], h[1], h[2]});
    if (r.below(20) == 0) std::swap(k.box2[2], k.box2[5]);
}

// A ray (p, direction q) or segment (p, q) tangent to the nice sphere, or through it, or short
// of it, or from inside it.
void make_line_nice(Rng &r, bool segment, Case &k)
{
    V f[3];
    double L;
    frame(r, f, &L);
    V c = hvec(r, 6);
    const double g = unit(r);
    double m = g * (1 + r.below(4));
    V touch = c + m * f[1];                                               // the tangent point
    double s1 = g * r.below(7), s2 = g * (1 + r.below(6));
    V p = touch - s1 * f[0], q = segment ? touch + (s2 - 0.5 * r.below(2) * (s1 + s2)) * f[0] : s2 * f[0];
    int how = r.below(10);
    if (how == 0) p = c + 0.5 * r.below(3) * f[2];                       // from inside (or the centre)
    if (how == 1) {                                                       // from the surface, along a quadruple
        double d;
        V v = quad(r, &d);
        p = c + v, m = d / L;
    }
    if (how == 2) q = segment ? p : V{0, 0, 0};                           // the point p
    if (how == 3) p = touch + s1 * f[0];                                  // past the tangent point, going on
    put(k.c, c), put(k.p, p), put(k.q, q);
    k.r = nice_radius(r, m * L, 1);
}

void make_line(Rng &r, Kind kind, bool segment, Case &k)
{
    if (kind == NICE) return make_line_nice(r, segment, k);
    double scale;
    V centre;
    placement(r, kind, &scale, &centre);
    V c = centre + scale * rvec(r, -1, 1), p = centre + 3 * scale * rvec(r, -1, 1);
    V aim = c + scale * rvec(r, -1, 1);
    if (kind == SLIVER && r.below(2)) {                                   // long and grazing
        V side = cross(aim - p, rvec(r, -1, 1));
        aim = c + (scale / len(side)) * side;
        p = p + 30 * (p - aim);
    }
    V q = segment ? p + r.uniform(0.3, 1.5) * (aim - p) : (r.below(8) == 0 ? -1.0 : 1.0) * (aim - p);
    if (r.below(30) == 0) q = segment ? p : V{0, 0, 0};
    put(k.c, c), put(k.p, p), put(k.q, q);
    double D = segment ? dist_point_segment(get(k.c), get(k.p), get(k.q)) : dist_point_ray(get(k.c), get(k.p), get(k.q));
    k.r = radius_about(r, D, kind == SLIVER);
    if (r.below(50) == 0) k.r = -1;
}

void make_sphere_triangle(Rng &r, Kind kind, Case &k)
{
    if (kind == NICE) {
        V f[3];
        double L;
        frame(r, f, &L);
        V a = hvec(r, 6);
        const double g = unit(r);
        double m1 = g * (1 + r.below(6)), m2 = g * r.below(6), n2 = g * (1 + r.below(6)), m3 = g * r.below(4);
        V b = a + m1 * f[0], c = a + m2 * f[0] + n2 * f[2], centre;
        double touch;
        int how = r.below(4);
        if (how == 0) {                                                    // the face, along f[1]
            double w = 0.25 * r.below(4), v = 0.25 * r.below(4 - (int)(w * 4));
            touch = g * (1 + r.below(4));
            centre = a + w * (b - a) + v * (c - a) + (touch * sign(r)) * f[1];
            touch *= L;
        } else if (how == 1) {                                             // the edge ab, a 3-4-5 away
            double t = m1 * 0.25 * r.below(5), u = g * (1 + r.below(3));
            centre = a + t * f[0] + (-3 * u) * f[2] + (4 * u * sign(r)) * f[1];
            touch = 5 * u * L;
        } else {                                                           // the vertex a, a quadruple away
            const int *q = QUADS[r.below(10)];
            double u = g * (1 + r.below(2));
            centre = a + (-u * q[0]) * f[0] + (-u * q[1]) * f[2] + (u * q[2] * sign(r)) * f[1];
            touch = u * q[3] * L;
        }
        int flat = r.below(12);
        if (flat == 0) c = a + m3 * f[0];                                  // collinear: the segment
        if (flat == 1) b = a, c = a;                                       // the point
        V v[3] = {a, b, c};
        int rot = r.below(3), rev = r.below(2);
        put(k.tri, v[rot]), put(k.tri + 3, v[(rot + (rev ? 2 : 1)) % 3]), put(k.tri + 6, v[(rot + (rev ? 1 : 2)) % 3]);
        put(k.c, centre);
        k.r = nice_radius(r, touch, 1);
        return;
    }
    double scale;
    V centre;
    if (kind == SLIVER) {                                                  // as oracle.cpp's slivers
        scale = std::pow(10, r.uniform(-2, 2));
        V a = scale * rvec(r, -1, 1), b = scale * rvec(r, -1, 1), e = b - a;
        V side = cross(e, rvec(r, -1, 1));
        V c = a + r.uniform(-0.5, 1.5) * e + (std::pow(10, r.uniform(-7, -3)) * len(e) / len(side)) * side;
        put(k.tri, a), put(k.tri + 3, b), put(k.tri + 6, c);
        centre = target(r, get(k.tri), get(k.tri + 3), get(k.tri + 6), false) + scale * rvec(r, -1, 1);
    } else {
        placement(r, kind, &scale, &centre);
        V a = centre + scale * rvec(r, -1, 1), b = centre + scale * rvec(r, -1, 1), c = centre + scale * rvec(r, -1, 1);
        put(k.tri, a), put(k.tri + 3, b), put(k.tri + 6, c);
        centre = target(r, get(k.tri), get(k.tri + 3), get(k.tri + 6), false) + scale * rvec(r, -1, 1);
    }
    put(k.c, centre);
    k.r = radius_about(r, dist_point_triangle(get(k.c), get(k.tri), get(k.tri + 3), get(k.tri + 6)), kind == SLIVER);
    if (r.below(50) == 0) k.r = -1;
}

Case make(Rng &r, Test test, Kind kind)
{
    Case k;
    std::memset(&k, 0, sizeof k);
    switch (test) {
    case SPHERE_SPHERE: make_sphere_sphere(r, kind, k); break;
    case SPHERE_AABB: make_sphere_aabb(r, kind, k); break;
    case AABB_AABB: make_aabb_aabb(r, kind, k); break;
    case RAY_SPHERE: make_line(r, kind, false, k); break;
    case SEGMENT_SPHERE: make_line(r, kind, true, k); break;
    default: make_sphere_triangle(r, kind, k); break;
    }
    return k;
}

// ---- CGAL's answer and isect's ------------------------------------------------------------------

K::FT square(float r) { return K::FT(r) * K::FT(r); }

bool empty_box(const float *b) { return b[0] > b[3] || b[1] > b[4] || b[2] > b[5]; }

K::Iso_cuboid_3 cuboid(const float *b) { return K::Iso_cuboid_3(point(b), point(b + 3)); }

bool cgal_verdict(Test test, const Case &k)
{
    K::Point_3 c = point(k.c);
    switch (test) {
    case SPHERE_SPHERE:
        if (k.r < 0 || k.r2 < 0) return false;
        return CGAL::squared_distance(c, point(k.c2)) <= CGAL::square(K::FT(k.r) + K::FT(k.r2));
    case SPHERE_AABB:
        if (k.r < 0 || empty_box(k.box)) return false;
        return CGAL::do_intersect(K::Sphere_3(c, square(k.r)), cuboid(k.box));
    case AABB_AABB:
        if (empty_box(k.box) || empty_box(k.box2)) return false;
        return CGAL::do_intersect(cuboid(k.box), cuboid(k.box2));
    case RAY_SPHERE: {
        if (k.r < 0) return false;
        K::Vector_3 d(k.q[0], k.q[1], k.q[2]);
        if (d == CGAL::NULL_VECTOR) return CGAL::squared_distance(c, point(k.p)) <= square(k.r);
        return CGAL::squared_distance(c, K::Ray_3(point(k.p), d)) <= square(k.r);
    }
    case SEGMENT_SPHERE:
        if (k.r < 0) return false;
        if (point(k.p) == point(k.q)) return CGAL::squared_distance(c, point(k.p)) <= square(k.r);
        return CGAL::squared_distance(c, K::Segment_3(point(k.p), point(k.q))) <= square(k.r);
    default:
        if (k.r < 0) return false;
        return with_shape(k.tri, [&](const auto &s) { return CGAL::squared_distance(c, s) <= square(k.r); });
    }
}

// 1 or 0; -1 for a hit whose t is out of range (a disagreement whatever CGAL says).
int isect_verdict(Test test, const Case &k)
{
    switch (test) {
    case SPHERE_SPHERE: return calls_sphere_sphere(k.c, k.r, k.c2, k.r2);
    case SPHERE_AABB: return calls_sphere_aabb(k.c, k.r, k.box);
    case AABB_AABB: return calls_aabb_aabb(k.box, k.box2);
    case RAY_SPHERE: return calls_ray_sphere(k.p, k.q, k.c, k.r);
    case SEGMENT_SPHERE: return calls_segment_sphere(k.p, k.q, k.c, k.r);
    default: return calls_sphere_triangle(k.c, k.r, k.tri);
    }
}

void print3(const char *name, const float *v) { std::printf(" %s (%a, %a, %a)", name, v[0], v[1], v[2]); }

void print_case(Test test, const Case &k, int got)
{
    std::printf("    isect %s, CGAL %s:", got < 0 ? "hit with t out of range" : got ? "hit" : "miss", got ? "miss" : "hit");
    if (test == AABB_AABB) {
        print3("box min", k.box), print3("max", k.box + 3), print3("box min", k.box2), print3("max", k.box2 + 3);
    } else {
        print3("c", k.c), std::printf(" r %a", k.r);
        if (test == SPHERE_SPHERE) print3("c", k.c2), std::printf(" r %a", k.r2);
        if (test == SPHERE_AABB) print3("box min", k.box), print3("max", k.box + 3);
        if (test == RAY_SPHERE) print3("p", k.p), print3("d", k.q);
        if (test == SEGMENT_SPHERE) print3("a", k.p), print3("b", k.q);
        if (test == SPHERE_TRIANGLE) print3("tri", k.tri), print3("", k.tri + 3), print3("", k.tri + 6);
    }
    std::printf("\n");
}

// One (test, kind): its cases, the share that hit and the disagreements, the first few printed.
long run_one(Test test, Kind kind, long n, bool checked)
{
    Rng r{0x5eed5a1e9e3779b9ull ^ (uint64_t)(test * KINDS + kind + 1) * 0x2545f4914f6cdd1dull};
    long hits = 0, dis = 0;
    for (long i = 0; i < n; i++) {
        Case k = make(r, test, kind);
        bool want = cgal_verdict(test, k);
        int got = isect_verdict(test, k);
        if ((got < 0 || (got != 0) != want) && ++dis <= 3) {
            if (dis == 1) std::printf("  %s, %s cases, disagreeing with CGAL:\n", TEST_NAME[test], KIND_NAME[kind]);
            print_case(test, k, got);
        }
        hits += want;
    }
    std::printf("%-16s %-7s %8ld cases vs CGAL Epeck, %5.1f%% hit, %ld disagreements%s\n", TEST_NAME[test],
                KIND_NAME[kind], n, 100.0 * hits / (double)(n ? n : 1), dis, checked ? "" : " (not checked)");
    return dis;
}

} // namespace

int main(int argc, char **argv)
{
    static_assert(TESTS <= 64, "oracle_main checks at most 64 tests");
    return oracle_main(argc, argv, "test_cgal_spheres", TEST_NAME, TESTS, KINDS,
                       [](int t, int kind, long n, bool checked) { return run_one((Test)t, (Kind)kind, n, checked); });
}
