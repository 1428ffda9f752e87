/* Closest point of a tetrahedron and of a convex polyhedron (planes) to a point: hand-worked
 * tables (inside, on the boundary, each Voronoi region, touching and 0.001 apart, flat and
 * degenerate solids, unbounded and empty polyhedra, NaN), then 1,000,000 seeded random cases
 * each against the double-precision oracles of fuzz/oracles_closest.h (shared with
 * fuzz/fuzz_closest_shapes.c), which share no code with the library:
 * - tetrahedron: barycentric coordinates for inside, else the nearest of its four faces; and on a
 *   tenth of the cases libccd's GJK on the tetrahedron swept by a radius just under or over the
 *   distance against the point;
 * - polyhedron: the polyhedron built from its planes - its vertices where three planes meet
 *   inside the rest, each face the hull of the vertices on its plane - and the nearest face.
 * The cases: general, p inside, p near a face (1e-4 to 1e-1 off), exact ones (dyadic), flat,
 * thin and degenerate tetrahedra; cells of 4 to 10 planes with normals of any length, boxes,
 * octahedra (four planes through each vertex), redundant planes, flat polyhedra (a polygon) and
 * unbounded ones (1 to 3 planes); scales from 1e-3 to 1e3, some moved off the origin.
 * The band: 16 FLT_EPSILON (~1.9e-6) of the largest |coordinate| m involved (p's and the solid's
 * vertices), as in test_isect_capsule.c. */
#include "isect.h"
#include "check.h"
#include "ccd_oracle.h"
#include "../fuzz/oracles_closest.h"

#include <float.h>
#include <math.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define CASES 1000000
#define BAND (16.0 * FLT_EPSILON)

static bool isnan3(vec3s v) { return isnan(v.x) && isnan(v.y) && isnan(v.z); }
static bool same3(vec3s a, vec3s b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
static double absmax(vec3s v) { return fmax(fabs(v.x), fmax(fabs(v.y), fabs(v.z))); }
static double dabsmax(dvec v) { return fmax(fabs(v.x), fmax(fabs(v.y), fabs(v.z))); }

static void tet_d(isect_tetrahedron t, dvec v[4]) { v[0] = dv(t.a), v[1] = dv(t.b), v[2] = dv(t.c), v[3] = dv(t.d); }

/* ---- tables --------------------------------------------------------------------------------- */

static const isect_tetrahedron T = {{{0, 0, 0}}, {{4, 0, 0}}, {{0, 4, 0}}, {{0, 0, 4}}};

static void test_tetrahedron_table(void)
{
    const struct { const char *what; isect_tetrahedron t; float p[3], q[3], d2; } cases[] = {
        {"inside", T, {1, 1, 1}, {1, 1, 1}, 0},
        {"on face abc", T, {1, 1, 0}, {1, 1, 0}, 0},
        {"on the slanted face", T, {1, 1, 2}, {1, 1, 2}, 0},
        {"at vertex d", T, {0, 0, 4}, {0, 0, 4}, 0},
        {"below face abc", T, {1, 1, -2}, {1, 1, 0}, 4},
        {"beside face acd", T, {-3, 1, 1}, {0, 1, 1}, 9},
        {"vertex region a", T, {-1, -1, -1}, {0, 0, 0}, 3},
        {"vertex region b", T, {6, -1, 0}, {4, 0, 0}, 5},
        {"edge region ab", T, {2, -1, -1}, {2, 0, 0}, 2},
        {"beyond the slanted face", T, {2, 2, 2}, {4.0f / 3, 4.0f / 3, 4.0f / 3}, 4.0f / 3},
        {"other handedness, below", {{{0, 0, 0}}, {{0, 4, 0}}, {{4, 0, 0}}, {{0, 0, 4}}}, {1, 1, -2}, {1, 1, 0}, 4},
        {"other handedness, inside", {{{0, 0, 0}}, {{0, 4, 0}}, {{4, 0, 0}}, {{0, 0, 4}}}, {1, 1, 1}, {1, 1, 1}, 0},
        /* flat: no inside (Ericson's listing called every point inside it) */
        {"flat square, above", {{{0, 0, 0}}, {{4, 0, 0}}, {{0, 4, 0}}, {{4, 4, 0}}}, {3, 3, 1}, {3, 3, 0}, 1},
        {"flat square, on it", {{{0, 0, 0}}, {{4, 0, 0}}, {{0, 4, 0}}, {{4, 4, 0}}}, {3, 3, 0}, {3, 3, 0}, 0},
        {"flat triangle (d inside abc)", {{{0, 0, 0}}, {{4, 0, 0}}, {{0, 4, 0}}, {{1, 1, 0}}}, {1, 2, -3}, {1, 2, 0}, 9},
        {"collinear", {{{0, 0, 0}}, {{1, 0, 0}}, {{2, 0, 0}}, {{3, 0, 0}}}, {1.5f, 1, 0}, {1.5f, 0, 0}, 1},
        {"a point", {{{1, 2, 3}}, {{1, 2, 3}}, {{1, 2, 3}}, {{1, 2, 3}}}, {1, 2, 5}, {1, 2, 3}, 4},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s p = V(cases[i].p[0], cases[i].p[1], cases[i].p[2]), q;
        float d2 = isect_closest_point_tetrahedron(p, cases[i].t, &q);
        vec3s want = V(cases[i].q[0], cases[i].q[1], cases[i].q[2]);
        CHECK(fabsf(d2 - cases[i].d2) <= 1e-6f * (1 + cases[i].d2) && glms_vec3_distance(q, want) <= 1e-6f &&
                  d2 == glms_vec3_distance2(p, q),
              "%s: d2 %g (want %g), q (%g %g %g)", cases[i].what, d2, cases[i].d2, q.x, q.y, q.z);
        if (cases[i].d2 == 0) CHECK(same3(q, p) && d2 == 0, "%s: on or inside, q moved", cases[i].what);
        CHECK(isect_closest_point_tetrahedron(p, cases[i].t, NULL) == d2, "%s: NULL q", cases[i].what);
    }
    /* Found by fuzz/fuzz_closest_shapes.c: a tetrahedron with an edge 1e-20 long among edges of 1
     * to 3, flat to 1e-20 of its size, was not read as flat (its volume was set against the edges
     * from a, the short one among them); the orientation of a against face bdc rounded to 0 and p
     * was outside no face holding its closest point (2.846 for 2.449). */
    isect_tetrahedron sliver = {V(0x1.79ca1p-67f, 0x1.79ca1p-67f, 0), V(1, 1, 1), V(1, 3, 0x1.79ca1p-67f), V(0x1.79ca1p-67f, 0x1p-149f, 0)};
    dvec sv[4];
    tet_d(sliver, sv);
    vec3s ps = V(3, 0x1.79ca1p-67f, 0x1.79ca1p-67f), qs;
    float d2s = isect_closest_point_tetrahedron(ps, sliver, &qs);
    CHECK(fabs(sqrt(d2s) - o_dist_tetrahedron(dv(ps), sv)) <= 1e-6 && o_dist_tetrahedron(dv(qs), sv) <= 1e-6,
          "a sliver 1e-20 thick: d %g (want %g)", sqrt(d2s), o_dist_tetrahedron(dv(ps), sv));
    static const float apart[][3] = {{1, 1, -0.001f}, {-0.001f, 1, 1}, {4.001f, 0, 0}, {2, -0.001f, 0}};
    for (unsigned i = 0; i < sizeof apart / sizeof apart[0]; i++) {
        float d2 = isect_closest_point_tetrahedron(V(apart[i][0], apart[i][1], apart[i][2]), T, NULL);
        CHECK(fabsf(sqrtf(d2) - 0.001f) <= 1e-6f, "0.001 outside, case %u: d %.9g", i, sqrtf(d2));
    }
    for (int k = 0; k < 15; k++) {
        isect_tetrahedron t = T;
        vec3s p = V(1, 1, 1);
        vec3s *v[5] = {&p, &t.a, &t.b, &t.c, &t.d};
        v[k / 3]->raw[k % 3] = NAN;
        vec3s q = V(0, 0, 0);
        float d2 = isect_closest_point_tetrahedron(p, t, &q);
        CHECK(isnan(d2) && isnan3(q), "NaN in coordinate %d: d2 %g", k, d2);
    }
}

/* The six faces of the box [-e, e]^3 about c, outward, normals scaled by k. */
static void box_planes(vec3s c, vec3s e, float k, isect_plane out[6])
{
    for (int i = 0; i < 3; i++) {
        vec3s n = V(i == 0, i == 1, i == 2);
        out[2 * i] = (isect_plane){glms_vec3_scale(n, k), k * (c.raw[i] + e.raw[i])};
        out[2 * i + 1] = (isect_plane){glms_vec3_scale(n, -k), k * (e.raw[i] - c.raw[i])};
    }
}

static void test_polyhedron_table(void)
{
    isect_plane box[8], box3[6], octa[8];
    box_planes(V(0, 0, 0), V(1, 1, 1), 1, box);
    box_planes(V(0, 0, 0), V(1, 1, 1), 3, box3);
    box[6] = box[0], box[7] = (isect_plane){V(0, 1, 0), 50};   /* a repeated face, a far plane */
    for (int k = 0; k < 8; k++) octa[k] = (isect_plane){V(k & 1 ? -1 : 1, k & 2 ? -1 : 1, k & 4 ? -1 : 1), 1};
    isect_plane half = {V(0, 0, 1), 0}, wedge[2] = {{V(1, 0, 0), 0}, {V(0, 1, 0), 0}};
    vec3s q;
    isect_plane flat[6];
    box_planes(V(0, 0, 0), V(1, 1, 0), 1, flat);   /* z <= 0 and -z <= 0: the square */
    static const struct { const char *what; int set; float p[3], q[3], d2; } cases[] = {
        {"box: inside", 0, {0.5f, 0, 0}, {0.5f, 0, 0}, 0},
        {"box: on a face", 0, {1, 0.5f, 0}, {1, 0.5f, 0}, 0},
        {"box: face region", 0, {3, 0, 0}, {1, 0, 0}, 4},
        {"box: edge region", 0, {2, 2, 0}, {1, 1, 0}, 2},
        {"box: vertex region", 0, {2, 2, 2}, {1, 1, 1}, 3},
        {"box, normals of length 3", 1, {2, -2, 0.5f}, {1, -1, 0.5f}, 2},
        {"box, repeated and far planes", 2, {-2, 3, -4}, {-1, 1, -1}, 14},
        {"octahedron: face region", 3, {1, 1, 1}, {1.0f / 3, 1.0f / 3, 1.0f / 3}, 4.0f / 3},
        {"octahedron: vertex of four planes", 3, {3, 0, 0}, {1, 0, 0}, 4},
        {"octahedron: edge region", 3, {1, 1, 0}, {0.5f, 0.5f, 0}, 0.5f},
        {"halfspace z <= 0", 4, {1, 2, 3}, {1, 2, 0}, 9},
        {"halfspace, inside", 4, {1, 2, -3}, {1, 2, -3}, 0},
        {"wedge x, y <= 0", 5, {1, 1, 5}, {0, 0, 5}, 2},
        {"flat square", 6, {0.5f, 0.5f, 2}, {0.5f, 0.5f, 0}, 4},
        {"flat square, beyond its corner", 6, {2, 3, -2}, {1, 1, 0}, 9},
        {"no planes: all of space", 7, {1, 2, 3}, {1, 2, 3}, 0},
    };
    const isect_plane *sets[8] = {box, box3, box, octa, &half, wedge, flat, NULL};
    const int counts[8] = {6, 6, 8, 8, 1, 2, 6, 0};
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s p = V(cases[i].p[0], cases[i].p[1], cases[i].p[2]);
        float d2 = isect_closest_point_polyhedron(p, sets[cases[i].set], counts[cases[i].set], &q);
        vec3s want = V(cases[i].q[0], cases[i].q[1], cases[i].q[2]);
        CHECK(fabsf(d2 - cases[i].d2) <= 1e-6f * (1 + cases[i].d2) && glms_vec3_distance(q, want) <= 1e-6f &&
                  d2 == glms_vec3_distance2(p, q),
              "%s: d2 %g (want %g), q (%g %g %g)", cases[i].what, d2, cases[i].d2, q.x, q.y, q.z);
        if (cases[i].d2 == 0) CHECK(same3(q, p) && d2 == 0, "%s: inside, q moved", cases[i].what);
        CHECK(isect_closest_point_polyhedron(p, sets[cases[i].set], counts[cases[i].set], NULL) == d2, "%s: NULL q",
              cases[i].what);
    }
    static const float apart[][3] = {{1.001f, 0, 0}, {0.3f, -1.001f, 0.2f}, {0, 0, -1.001f}};
    for (unsigned i = 0; i < sizeof apart / sizeof apart[0]; i++) {
        float d2 = isect_closest_point_polyhedron(V(apart[i][0], apart[i][1], apart[i][2]), box, 6, NULL);
        CHECK(fabsf(sqrtf(d2) - 0.001f) <= 1e-6f, "box, 0.001 outside, case %u: d %.9g", i, sqrtf(d2));
    }
    /* Found by fuzz/fuzz_closest_shapes.c: the foot of p = (0, 5, 1) on a plane through the
     * origin with its normal along p is the origin to rounding of |p|, which a feasibility test
     * scaled by the candidate's own size (0) rejected; the next candidate was 5.196 away, not
     * 5.099. */
    isect_plane cut[7];
    box_planes(V(0, 0, 0), V(1, 1, 1), 1, cut);
    cut[6] = (isect_plane){V(-0.0f, 0x1.f60eacp-1f, 0x1.91a558p-3f), -0.0f};
    float d2c = isect_closest_point_polyhedron(V(-0.0f, 5, 1), cut, 7, &q);
    CHECK(fabsf(d2c - 26) <= 1e-5f && glms_vec3_norm(q) <= 1e-6f, "box cut through the origin: d2 %g (want 26), q (%g %g %g)",
          d2c, q.x, q.y, q.z);
    /* Found by fuzz/fuzz_closest_shapes.c: three planes a few 1e-8 from parallel (normals near
     * (0, 1, 0) and (0, -1, 0)) bound a thin wedge whose apex, where all three meet, is the
     * closest point to p (exact rationals: distance 3.03289975, apex (0.1679763, -1.42e-8,
     * 0.1720461)). Their det is ~1e-15, below the threshold of 1e-14 |n|^3 that skipped
     * dependent normals, though right to 1e-16 of itself: the apex was never a candidate, and
     * with no other candidate inside the three the answer was NaN (with a box |x_i| <= 5 added,
     * a vertex 6.45 away). */
    const isect_plane sliver[3] = {
        {V(0x1.01b2b2p-27f, 1, 0x1.6e7706p-29f), -0x1.ad7f26p-27f},
        {V(0x1.73e15ep-29f, 1, 0x1.7819dap-25f), -0x1.ac3476p-28f},
        {V(0x1.2e7512p-24f, -1, -0x1.1220bep-25f), 0x1.612ba2p-26f},
    };
    float d2s = isect_closest_point_polyhedron(V(3, -1, -0.25f), sliver, 3, &q);
    CHECK(fabsf(sqrtf(d2s) - 3.0328997f) <= 1e-5f && glms_vec3_distance(q, V(0.1679763f, -1.42e-8f, 0.1720461f)) <= 1e-5f,
          "apex of three planes 1e-8 from parallel: d %.9g (want 3.03289975), q (%g %g %g)", sqrtf(d2s), q.x, q.y, q.z);
    /* Found by fuzz/fuzz_closest_shapes.c on the change above: planes 0, 1 and 2 below have
     * det = 1.9e-38, exact (a normal with a y of 2^-124), but their vertex (0, 0.0625, 0.9375),
     * y = 2^-128 / 2^-124, has a numerator whose y, 1.2e-39 + 0.408 - 0.408, rounds to 0: the
     * candidate came out (0, 0, 0), off its planes 1 and 2 by 0.7 but inside the polyhedron,
     * and was certified, 8.66 from p where the closest point is 8.13 away (exact rationals:
     * 8.13278687). */
    isect_plane denorm[11] = {
        {V(1, 0x1.000002p-124f, -0.0f), 0x1p-128f},
        {V(-0.0f, 0x1.6a09e6p-1f, 0x1.6a09e6p-1f), 0x1.6a09e6p-1f},
        {V(0x1.279a74p-1f, 0x1.279a74p-1f, 0x1.279a74p-1f), 0x1.279a74p-1f},
        {V(0x1.69af86p-1f, 0x1.69af86p-1f, 0x1.69af86p-5f), 0x1.e3394p-130f},
        {V(-0x1.279a74p-1f, 0x1.279a74p-1f, -0x1.279a74p-1f), 0x1.279a74p-2f},
    };
    box_planes(V(0, 0, 0), V(16, 16, 16), 1, denorm + 5);
    float d2d = isect_closest_point_polyhedron(V(5, 5, 5), denorm, 11, &q);
    CHECK(fabsf(sqrtf(d2d) - 8.1327869f) <= 1e-5f, "vertex with a cancelling numerator: d %.9g (want 8.13278687), q (%g %g %g)",
          sqrtf(d2d), q.x, q.y, q.z);
    /* No point to give: empty (x <= -1 and x >= 1), a zero normal, NaN, bad counts. */
    isect_plane empty[2] = {{V(1, 0, 0), -1}, {V(-1, 0, 0), -1}}, zero[2] = {{V(1, 0, 0), 1}, {V(0, 0, 0), 1}};
    isect_plane nan_d[2] = {{V(1, 0, 0), 1}, {V(0, 1, 0), NAN}}, nan_n[2] = {{V(1, 0, 0), 1}, {V(0, NAN, 0), 1}};
    CHECK(isnan(isect_closest_point_polyhedron(V(0, 0, 0), empty, 2, &q)) && isnan3(q), "empty");
    CHECK(isnan(isect_closest_point_polyhedron(V(0, 0, 0), zero, 2, &q)) && isnan3(q), "zero normal");
    CHECK(isnan(isect_closest_point_polyhedron(V(5, 0, 0), nan_d, 2, &q)) && isnan3(q), "NaN d");
    CHECK(isnan(isect_closest_point_polyhedron(V(5, 0, 0), nan_n, 2, &q)) && isnan3(q), "NaN normal");
    CHECK(isnan(isect_closest_point_polyhedron(V(NAN, 0, 0), box, 6, &q)) && isnan3(q), "NaN p");
    CHECK(isnan(isect_closest_point_polyhedron(V(0, 0, 0), box, -1, &q)) && isnan3(q), "count -1");
    CHECK(isnan(isect_closest_point_polyhedron(V(0, 0, 0), NULL, 6, &q)) && isnan3(q), "NULL planes");
    isect_plane inf[2] = {{V(1, 0, 0), INFINITY}, {V(0, INFINITY, 0), 1}};
    volatile float sink = isect_closest_point_polyhedron(V(5, 5, 5), inf, 2, NULL);
    (void)sink;
}

/* ---- random tetrahedra ------------------------------------------------------------------------ */

static float dyadic(rng *r, float lo) { return floorf(rng_float(r, -lo, lo) * 64.0f) / 64.0f; }
static vec3s dyadic3(rng *r, float lo) { return V(dyadic(r, lo), dyadic(r, lo), dyadic(r, lo)); }

enum { GENERAL, INSIDE, NEAR_FACE, EXACT, FLAT, THIN, DEGENERATE, KINDS };
static const char *const kind_name[KINDS] = {"general", "p inside", "p near a face", "exact (dyadic)", "flat (coplanar)",
                                             "thin (1e-6 to 1e-2)", "collinear or coincident"};

/* A point of the tetrahedron at random barycentrics, each at least `margin`. */
static vec3s in_tetrahedron(rng *r, isect_tetrahedron t, float margin)
{
    float w[4], sum = 0;
    for (int k = 0; k < 4; k++) w[k] = -logf(rng_float(r, 1e-6f, 1)), sum += w[k];
    vec3s v[4] = {t.a, t.b, t.c, t.d}, x = GLMS_VEC3_ZERO;
    for (int k = 0; k < 4; k++) x = glms_vec3_muladds(v[k], margin + (1 - 4 * margin) * w[k] / sum, x);
    return x;
}

static int random_tetrahedron(rng *r, int i, vec3s *p, isect_tetrahedron *t)
{
    static const int kinds[10] = {GENERAL, GENERAL, INSIDE, NEAR_FACE, NEAR_FACE, EXACT, FLAT, THIN, DEGENERATE, GENERAL};
    int kind = kinds[i % 10];
    *t = (isect_tetrahedron){rng_vec3(r, -1, 1), rng_vec3(r, -1, 1), rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
    *p = rng_vec3(r, -2, 2);
    switch (kind) {
    case INSIDE: *p = in_tetrahedron(r, *t, 0.01f); break;
    case NEAR_FACE: {   /* a point of a face, 1e-4 to 1e-1 off it either way */
        vec3s v[4] = {t->a, t->b, t->c, t->d};
        int f = (i / 10) % 4;
        isect_tetrahedron face = {v[f], v[(f + 1) % 4], v[(f + 2) % 4], v[(f + 2) % 4]};
        vec3s n = glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(face.b, face.a), glms_vec3_sub(face.c, face.a)));
        float u = rng_float(r, -0.1f, 1), w = rng_float(r, -0.1f, 1 - u);
        vec3s x = glms_vec3_add(face.a, glms_vec3_add(glms_vec3_scale(glms_vec3_sub(face.b, face.a), u),
                                                      glms_vec3_scale(glms_vec3_sub(face.c, face.a), w)));
        *p = glms_vec3_muladds(n, (i & 16 ? 1 : -1) * powf(10.0f, rng_float(r, -4, -1)), x);
        break;
    }
    case EXACT: {   /* dyadic vertices and p: touching and on-face cases come out exact */
        *t = (isect_tetrahedron){dyadic3(r, 1), dyadic3(r, 1), dyadic3(r, 1), dyadic3(r, 1)};
        if (i & 16) t->b.z = t->c.z = t->a.z;                        /* a face in a z plane */
        *p = dyadic3(r, 1.5f);
        if (i & 32) p->z = t->a.z;                                   /* p in that plane */
        float s = powf(2.0f, (float)((int)rng_float(r, -8, 9)));
        *t = (isect_tetrahedron){glms_vec3_scale(t->a, s), glms_vec3_scale(t->b, s), glms_vec3_scale(t->c, s), glms_vec3_scale(t->d, s)};
        *p = glms_vec3_scale(*p, s);
        return kind;
    }
    case FLAT: case THIN: {
        vec3s n = glms_vec3_cross(glms_vec3_sub(t->b, t->a), glms_vec3_sub(t->c, t->a));
        t->d = glms_vec3_add(t->a, glms_vec3_add(glms_vec3_scale(glms_vec3_sub(t->b, t->a), rng_float(r, -1, 2)),
                                                  glms_vec3_scale(glms_vec3_sub(t->c, t->a), rng_float(r, -1, 2))));
        if (kind == THIN) t->d = glms_vec3_muladds(glms_vec3_normalize(n), powf(10.0f, rng_float(r, -6, -2)), t->d);
        if (i % 3 == 0) *p = in_tetrahedron(r, *t, 0);
        break;
    }
    case DEGENERATE:
        switch ((i / 10) % 4) {
        case 0: t->c = glms_vec3_lerp(t->a, t->b, rng_float(r, -1, 2)), t->d = glms_vec3_lerp(t->a, t->b, rng_float(r, -1, 2)); break;
        case 1: t->b = t->a; break;
        case 2: t->c = t->b = t->a; break;
        default: t->d = t->c = t->b = t->a; break;
        }
        break;
    default: break;
    }
    float s = powf(10.0f, rng_float(r, -3, 3));
    vec3s off = i % 4 < 2 ? rng_vec3(r, -4, 4) : GLMS_VEC3_ZERO;
#define PLACE(v) glms_vec3_scale(glms_vec3_add((v), off), s)
    *t = (isect_tetrahedron){PLACE(t->a), PLACE(t->b), PLACE(t->c), PLACE(t->d)};
    *p = PLACE(*p);
#undef PLACE
    return kind;
}

typedef struct tally { long cases, bad, band; } tally;

static void test_tetrahedron_random(void)
{
    rng r = {0x7E7Au};
    long per_kind[KINDS] = {0}, bad_kind[KINDS] = {0}, off = 0, inconsistent = 0, inside = 0, inside_bad = 0;
    long gjk_cases = 0, gjk_band = 0, gjk_bad = 0;
    double worst = 0, worst_on = 0;
    for (int i = 0; i < CASES; i++) {
        vec3s p;
        isect_tetrahedron t;
        int kind = random_tetrahedron(&r, i, &p, &t);
        dvec v[4];
        tet_d(t, v);
        double m = fmax(absmax(p), fmax(fmax(absmax(t.a), absmax(t.b)), fmax(absmax(t.c), absmax(t.d)))), band = BAND * m;
        double D = o_dist_tetrahedron(dv(p), v);
        vec3s q;
        float d2 = isect_closest_point_tetrahedron(p, t, &q);
        double err = fabs(sqrt(d2) - D), on = o_dist_tetrahedron(dv(q), v);
        bool bad = !(err <= band);
        if (!(on <= band)) off++, bad = true;
        if (d2 != glms_vec3_distance2(p, q)) inconsistent++, bad = true;
        per_kind[kind]++, bad_kind[kind] += bad;
        if (bad && bad_kind[kind] <= 3)
            printf("  tetrahedron case %d (%s): d %.9g, oracle %.9g, q off by %.3g, m %g; p (%a %a %a) t (%a %a %a) (%a %a %a) "
                   "(%a %a %a) (%a %a %a)\n", i, kind_name[kind], sqrt(d2), D, on, m, p.x, p.y, p.z, t.a.x, t.a.y, t.a.z, t.b.x,
                   t.b.y, t.b.z, t.c.x, t.c.y, t.c.z, t.d.x, t.d.y, t.d.z);
        worst = fmax(worst, err / m), worst_on = fmax(worst_on, on / m);
        if (kind == INSIDE) inside++, inside_bad += !(d2 == 0 && same3(q, p));
        if (i % 10 == 0 && kind != INSIDE) {   /* libccd: the tetrahedron swept by D +- (1% + 2e-3 m) vs p */
            double R = fmax(i % 20 == 0 ? D * 1.01 + 2e-3 * m : D * 0.99 - 2e-3 * m, 0);
            if (fabs(R - D) <= 1e-3 * m) { gjk_band++; continue; }
            float k = ldexpf(1.0f, -ilogb(m));   /* libccd's tolerances are absolute: scale to ~1 */
            ccd_shape st = {.pts = {glms_vec3_scale(t.a, k), glms_vec3_scale(t.b, k), glms_vec3_scale(t.c, k),
                                    glms_vec3_scale(t.d, k)}, .count = 4, .radius = (float)R * k};
            ccd_shape sp = {.pts = {glms_vec3_scale(p, k)}, .count = 1};
            bool gjk = ccd_oracle_gjk(&st, &sp), want = D < R;
            gjk_cases++;
            gjk_bad += gjk != want && ccd_oracle_mpr(&st, &sp) != want;
        }
    }
    long total = 0;
    printf("closest-point-tetrahedron: %d cases vs barycentrics + the nearest face in double\n", CASES);
    for (int k = 0; k < KINDS; k++) {
        printf("  %-28s %7ld cases, %ld outside the band\n", kind_name[k], per_kind[k], bad_kind[k]);
        total += bad_kind[k];
    }
    printf("  distance error worst %.2g of the magnitude (band %.2g); q off the solid worst %.2g, %ld outside the band; "
           "%ld returns != |p - q|^2; %ld inside (barycentrics >= 0.01), %ld not q = p at 0; libccd (GJK, MPR where it "
           "disagrees) on the tetrahedron swept by D +- (1%% + 2e-3 m): %ld cases, %ld in the band, %ld disagreements\n",
           worst, BAND, worst_on, off, inconsistent, inside, inside_bad, gjk_cases, gjk_band, gjk_bad);
    CHECK(total == 0 && inside_bad == 0 && gjk_bad == 0, "tetrahedron: %ld outside the band, %ld inside, %ld libccd", total,
          inside_bad, gjk_bad);
}

/* ---- random polyhedra ------------------------------------------------------------------------ */

enum { P_CELL, P_BOX, P_OCTA, P_REDUNDANT, P_FLAT, P_OPEN, P_KINDS };
static const char *const p_kind_name[P_KINDS] = {"cell of 4 to 10 planes", "box", "octahedron", "redundant planes",
                                                 "flat (a polygon)", "unbounded (1 to 3 planes)"};

/* Planes around the origin (which is inside) with outward normals u of any length k:
 * (k u) . x <= k d. */
static isect_plane plane_out(rng *r, vec3s u, float d, bool any_length)
{
    float k = any_length ? powf(10.0f, rng_float(r, -2, 2)) : 1;
    return (isect_plane){glms_vec3_scale(u, k), d * k};
}

/* Polyhedron case i into planes[0..*count-1] and p; *x0 is a point inside it (the origin of the
 * shape before it is scaled and moved). */
static int random_polyhedron(rng *r, int i, isect_plane *planes, int *count, vec3s *p, vec3s *x0)
{
    static const int kinds[10] = {P_CELL, P_CELL, P_CELL, P_BOX, P_BOX, P_OCTA, P_REDUNDANT, P_FLAT, P_OPEN, P_OPEN};
    int kind = kinds[i % 10], n = 0;
    bool any = i % 3 == 0;
    isect_obb o = isect_obb_from_quat(GLMS_VEC3_ZERO, rng_vec3(r, 0.2f, 1), rng_quat(r));
    switch (kind) {
    case P_CELL: case P_REDUNDANT: {   /* a rotated regular tetrahedron's 4 directions, then more */
        static const float tet[4][3] = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};
        for (int k = 0; k < 4; k++) {
            vec3s u = glms_vec3_normalize(glms_vec3_add(glms_vec3_add(glms_vec3_scale(o.u[0], tet[k][0]), glms_vec3_scale(o.u[1], tet[k][1])),
                                                        glms_vec3_scale(o.u[2], tet[k][2])));
            planes[n++] = plane_out(r, u, rng_float(r, 0.3f, 1.5f), any);
        }
        int more = (int)rng_float(r, 0, 7);
        for (int k = 0; k < more; k++) planes[n++] = plane_out(r, rng_unit(r), rng_float(r, 0.3f, 1.5f), any);
        if (kind == P_REDUNDANT) {
            planes[n++] = planes[0];                                       /* repeated */
            planes[n++] = plane_out(r, rng_unit(r), 20, any);              /* far, touching nothing */
            planes[n] = planes[1], planes[n].n = glms_vec3_scale(planes[n].n, 2), planes[n].d *= 2, n++;   /* scaled copy */
        }
        break;
    }
    case P_BOX: case P_FLAT:
        if (kind == P_FLAT) o.e.raw[i / 10 % 3] = 0;
        for (int k = 0; k < 3; k++) {
            planes[n++] = plane_out(r, o.u[k], o.e.raw[k], any);
            planes[n++] = plane_out(r, glms_vec3_negate(o.u[k]), o.e.raw[k], any);
            /* flat: the second plane is the first turned round exactly (n -> -n, d -> -d), the
             * polygon between them exactly flat, not an empty or thin slab by rounding */
            if (o.e.raw[k] == 0) planes[n - 1] = (isect_plane){glms_vec3_negate(planes[n - 2].n), -planes[n - 2].d};
        }
        break;
    case P_OCTA: {   /* |x| + |y| + |z| <= s in the box's frame (exact when the frame is the identity) */
        bool axes = i % 20 < 10;
        float s = rng_float(r, 0.3f, 1.5f);
        for (int k = 0; k < 8; k++) {
            vec3s u = V(k & 1 ? -1 : 1, k & 2 ? -1 : 1, k & 4 ? -1 : 1);
            if (!axes) u = glms_vec3_add(glms_vec3_add(glms_vec3_scale(o.u[0], u.x), glms_vec3_scale(o.u[1], u.y)), glms_vec3_scale(o.u[2], u.z));
            planes[n++] = (isect_plane){u, s};
        }
        break;
    }
    default: {   /* a halfspace, a wedge or a trihedral cone about the origin */
        int m = 1 + (i / 10) % 3;
        for (int k = 0; k < m; k++) planes[n++] = plane_out(r, o.u[k], rng_float(r, 0, 0.5f), any);
        break;
    }
    }
    *count = n;
    *p = rng_vec3(r, -2.5f, 2.5f);
    if (i % 7 == 0) *p = rng_vec3(r, -0.2f, 0.2f);                         /* likely inside */
    if (i % 7 == 1) {                                                       /* near a face: 1e-4 to 1e-1 off */
        isect_plane f = planes[(int)rng_float(r, 0, (float)n)];
        float l = glms_vec3_norm(f.n);
        vec3s u = glms_vec3_divs(f.n, l), x = glms_vec3_muladds(u, f.d / l, glms_vec3_scale(glms_vec3_cross(u, rng_unit(r)), 0.3f));
        *p = glms_vec3_muladds(u, (i & 8 ? 1 : -1) * powf(10.0f, rng_float(r, -4, -1)), x);
    }
    /* scale 1e-3 to 1e3 and move off the origin: (n, d) -> (n, s (d + n . c) ) for x -> s (x + c) */
    float s = powf(10.0f, rng_float(r, -3, 3));
    vec3s c = i % 4 < 2 ? rng_vec3(r, -4, 4) : GLMS_VEC3_ZERO;
    if (kind == P_OCTA && i % 20 < 10) s = powf(2.0f, (float)((int)rng_float(r, -8, 9))), c = GLMS_VEC3_ZERO;   /* exact */
    for (int k = 0; k < n; k++) planes[k].d = s * (planes[k].d + glms_vec3_dot(planes[k].n, c));
    *p = glms_vec3_scale(glms_vec3_add(*p, c), s);
    *x0 = glms_vec3_scale(c, s);
    return kind;
}

static void test_polyhedron_random(void)
{
    rng r = {0x9017u};
    static o_poly_built P;
    long per_kind[P_KINDS] = {0}, bad_kind[P_KINDS] = {0}, off = 0, inconsistent = 0, inside = 0, inside_bad = 0, nan_bad = 0;
    double worst = 0, worst_on = 0;
    for (int i = 0; i < CASES; i++) {
        isect_plane planes[16];
        int count;
        vec3s p, x0;
        int kind = random_polyhedron(&r, i, planes, &count, &p, &x0);
        /* An unbounded polyhedron is closed for the oracle by the box |x_i| <= far, beyond p's
         * closest point: x0 lies inside, so that point is within |p - x0| of p. */
        double far = kind == P_OPEN ? 2 * (absmax(p) + ddist(dv(p), dv(x0))) + 1 : 0;
        o_poly_build(&P, planes, count, far);
        double m = absmax(p);
        for (int k = 0; k < P.nverts; k++)
            if (!(kind == P_OPEN && dabsmax(P.v[k]) >= 0.5 * far)) m = fmax(m, dabsmax(P.v[k]));
        double band = BAND * m, D = o_dist_poly(&P, dv(p));
        vec3s q;
        float d2 = isect_closest_point_polyhedron(p, planes, count, &q);
        per_kind[kind]++;
        if (isnan(d2)) { nan_bad++, bad_kind[kind]++; continue; }
        double err = fabs(sqrt(d2) - D), on = o_poly_outside(planes, count, dv(q));
        bool bad = !(err <= band);
        if (!(on <= band)) off++, bad = true;
        if (d2 != glms_vec3_distance2(p, q)) inconsistent++, bad = true;
        bad_kind[kind] += bad;
        worst = fmax(worst, err / m), worst_on = fmax(worst_on, on / m);
        if (o_poly_outside(planes, count, dv(p)) <= 0) inside++, inside_bad += !(d2 == 0 && same3(q, p));
    }
    long total = 0;
    printf("closest-point-polyhedron: %d cases vs the polyhedron built from its planes in double (vertices, faces)\n", CASES);
    for (int k = 0; k < P_KINDS; k++) {
        printf("  %-28s %7ld cases, %ld outside the band\n", p_kind_name[k], per_kind[k], bad_kind[k]);
        total += bad_kind[k];
    }
    printf("  distance error worst %.2g of the magnitude (band %.2g); q outside the planes worst %.2g, %ld outside the "
           "band; %ld returns != |p - q|^2; %ld NaN; %ld with p inside, %ld not q = p at 0\n",
           worst, BAND, worst_on, off, inconsistent, nan_bad, inside, inside_bad);
    CHECK(total == 0 && inside_bad == 0, "polyhedron: %ld outside the band, %ld inside", total, inside_bad);
}

int main(void)
{
    RUN(test_tetrahedron_table);
    RUN(test_polyhedron_table);
    RUN(test_tetrahedron_random);
    RUN(test_polyhedron_random);
    return check_summary();
}
