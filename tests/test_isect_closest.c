/* Closest points: hand-worked tables, then seeded random property checks against sampling and
 * an independent double-precision reference (plane projection + barycentric inside test, else
 * the nearest edge) that shares no code with closest.c. */
#include "isect.h"
#include "check.h"
#include "dvec.h"

#include <math.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

static bool near3(vec3s a, vec3s b, float tol) { return glms_vec3_distance(a, b) <= tol; }

/* ---- double-precision reference geometry --------------------------------------------------- */

static dvec ref_segment(dvec p, dvec a, dvec b)
{
    dvec ab = dsub(b, a);
    double l2 = ddot(ab, ab);
    if (l2 == 0) return a;
    double t = ddot(dsub(p, a), ab) / l2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return dadd(a, dscale(ab, t));
}

/* Project onto the plane; keep it when all three sub-triangle areas agree in sign with n; else
 * the nearest of the three edges (also the answer for a flat triangle). */
static dvec ref_triangle(dvec p, dvec a, dvec b, dvec c)
{
    dvec n = dcross(dsub(b, a), dsub(c, a));
    double nn = ddot(n, n);
    if (nn > 1e-24 * ddot(dsub(b, a), dsub(b, a)) * ddot(dsub(c, a), dsub(c, a))) {
        dvec q = dsub(p, dscale(n, ddot(n, dsub(p, a)) / nn));
        if (ddot(n, dcross(dsub(b, a), dsub(q, a))) >= 0 && ddot(n, dcross(dsub(c, b), dsub(q, b))) >= 0 &&
            ddot(n, dcross(dsub(a, c), dsub(q, c))) >= 0)
            return q;
    }
    dvec q1 = ref_segment(p, a, b), q2 = ref_segment(p, b, c), q3 = ref_segment(p, c, a);
    double e1 = ddist(p, q1), e2 = ddist(p, q2), e3 = ddist(p, q3);
    return e1 <= e2 && e1 <= e3 ? q1 : e2 <= e3 ? q2 : q3;
}

/* ---- hand-worked tables -------------------------------------------------------------------- */

static void test_aabb_table(void)
{
    isect_aabb b = {V(0, 0, 0), V(1, 1, 1)};
    static const struct { float p[3], q[3]; } cases[] = {
        {{0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}},   /* inside: itself */
        {{1, 0.5f, 0.5f}, {1, 0.5f, 0.5f}},         /* on a face */
        {{-0.5f, 0.5f, 0.5f}, {0, 0.5f, 0.5f}},     /* below min on x: the cglm trap */
        {{0.5f, -3, 0.5f}, {0.5f, 0, 0.5f}},        /* below min on y */
        {{2, 0.5f, 0.5f}, {1, 0.5f, 0.5f}},         /* above max on x */
        {{-1, -1, -1}, {0, 0, 0}},                  /* below the min corner */
        {{2, -1, 3}, {1, 0, 1}},                    /* mixed corner */
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s q = isect_closest_point_aabb(V(cases[i].p[0], cases[i].p[1], cases[i].p[2]), b);
        CHECK(glms_vec3_eqv(q, V(cases[i].q[0], cases[i].q[1], cases[i].q[2])), "aabb case %u: (%g %g %g)", i, q.x, q.y, q.z);
    }
    /* A flat (zero-thickness) box and a point box. */
    CHECK(glms_vec3_eqv(isect_closest_point_aabb(V(3, 3, 3), (isect_aabb){V(0, 0, 1), V(1, 1, 1)}), V(1, 1, 1)), "flat box");
    CHECK(glms_vec3_eqv(isect_closest_point_aabb(V(3, -3, 3), (isect_aabb){V(2, 2, 2), V(2, 2, 2)}), V(2, 2, 2)), "point box");
    /* Infinite box: the point itself. */
    CHECK(glms_vec3_eqv(isect_closest_point_aabb(V(5, -7, 9), (isect_aabb){V(-INFINITY, -INFINITY, -INFINITY), V(INFINITY, INFINITY, INFINITY)}), V(5, -7, 9)), "infinite box");
}

static void test_obb_table(void)
{
    /* Box at (1,0,0) rotated 45 degrees about z, half-extents (1, 0.5, 2). */
    float s = sqrtf(0.5f);
    isect_obb b = {V(1, 0, 0), {V(s, s, 0), V(-s, s, 0), V(0, 0, 1)}, V(1, 0.5f, 2)};
    CHECK(near3(isect_closest_point_obb(V(1, 0, 0), b), V(1, 0, 0), 1e-6f), "centre");
    /* Along u0 at distance 3: clamps to 1 along u0. */
    CHECK(near3(isect_closest_point_obb(V(1 + 3 * s, 3 * s, 0), b), V(1 + s, s, 0), 1e-6f), "u0 face");
    /* Along -u1 at distance 2 and z = 5: corner-edge (0, -0.5, 2) in local terms. */
    vec3s p = V(1 + 2 * s, -2 * s, 5);
    CHECK(near3(isect_closest_point_obb(p, b), V(1 + 0.5f * s, -0.5f * s, 2), 1e-6f), "edge");
    /* Identity OBB equals the AABB clamp, including below min on an axis. */
    isect_obb id = {V(0.5f, 0.5f, 0.5f), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(0.5f, 0.5f, 0.5f)};
    CHECK(near3(isect_closest_point_obb(V(-0.5f, 0.5f, 0.5f), id), V(0, 0.5f, 0.5f), 1e-7f), "identity below min");
    /* Zero extents: the centre. */
    isect_obb pt = {V(2, 3, 4), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(0, 0, 0)};
    CHECK(glms_vec3_eqv(isect_closest_point_obb(V(9, 9, 9), pt), V(2, 3, 4)), "zero extents");
}

static void test_plane_table(void)
{
    isect_plane pl = {V(0, 1, 0), 2};
    CHECK(glms_vec3_eqv(isect_closest_point_plane(V(3, 5, -1), pl), V(3, 2, -1)), "above");
    CHECK(glms_vec3_eqv(isect_closest_point_plane(V(3, -5, -1), pl), V(3, 2, -1)), "below");
    CHECK(glms_vec3_eqv(isect_closest_point_plane(V(3, 2, -1), pl), V(3, 2, -1)), "on");
    float s = sqrtf(1.0f / 3.0f);
    isect_plane diag = {V(s, s, s), 0};
    vec3s q = isect_closest_point_plane(V(1, 1, 1), diag);
    CHECK(near3(q, V(0, 0, 0), 1e-6f), "diagonal: (%g %g %g)", q.x, q.y, q.z);
    /* The answer does not depend on the normal's length: 2z = -1 is the plane z = -0.5, and the
     * old q = p - (n.p - d) n moved (0, 0, 1) |n|^2 = 4 times its distance, to (0, 0, -5). */
    q = isect_closest_point_plane(V(0, 0, 1), (isect_plane){V(0, 0, 2), -1});
    CHECK(glms_vec3_eqv(q, V(0, 0, -0.5f)), "|n| = 2: (%g %g %g)", q.x, q.y, q.z);
    q = isect_closest_point_plane(V(3, 5, -1), (isect_plane){V(0, 0.25f, 0), 0.5f});
    CHECK(glms_vec3_eqv(q, V(3, 2, -1)), "|n| = 0.25: (%g %g %g)", q.x, q.y, q.z);
    /* tiny and huge normals, whose n.n underflows or overflows */
    q = isect_closest_point_plane(V(3, 5, -1), (isect_plane){V(0, 1e-25f, 0), 2e-25f});
    CHECK(near3(q, V(3, 2, -1), 1e-6f), "|n| = 1e-25: (%g %g %g)", q.x, q.y, q.z);
    q = isect_closest_point_plane(V(3, 5, -1), (isect_plane){V(0, 1e25f, 0), 2e25f});
    CHECK(near3(q, V(3, 2, -1), 1e-6f), "|n| = 1e25: (%g %g %g)", q.x, q.y, q.z);
    /* A zero normal is the NaN plane: no closest point. */
    q = isect_closest_point_plane(V(3, 5, -1), (isect_plane){V(0, 0, 0), 0});
    CHECK(isnan(q.x) && isnan(q.y) && isnan(q.z), "zero normal: (%g %g %g)", q.x, q.y, q.z);
    q = isect_closest_point_plane(V(3, 5, -1), (isect_plane){V(-0.0f, 0, 0), 2});
    CHECK(isnan(q.x) && isnan(q.y) && isnan(q.z), "zero normal, d 2: (%g %g %g)", q.x, q.y, q.z);
}

/* Empty boxes have no closest point: an AABB with min > max on an axis (the clamp used to give
 * the max corner's coordinate there, a point of no box), an OBB with a negative half-extent. */
static void test_empty_boxes(void)
{
    for (int k = 0; k < 3; k++) {
        isect_aabb b = {V(0, 0, 0), V(1, 1, 1)};
        b.min.raw[k] = 2;
        vec3s q = isect_closest_point_aabb(V(0.5f, 0.5f, 0.5f), b);
        CHECK(isnan(q.x) && isnan(q.y) && isnan(q.z), "aabb inverted on axis %d: (%g %g %g)", k, q.x, q.y, q.z);
        isect_obb o = {V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, 1, 1)};
        o.e.raw[k] = -0.5f;
        q = isect_closest_point_obb(V(0.5f, 0.5f, 0.5f), o);
        CHECK(isnan(q.x) && isnan(q.y) && isnan(q.z), "obb with e[%d] < 0: (%g %g %g)", k, q.x, q.y, q.z);
    }
    isect_obb flat = {V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, 1, -0.0f)};
    CHECK(glms_vec3_eqv(isect_closest_point_obb(V(0.5f, 0.5f, 3), flat), V(0.5f, 0.5f, 0)), "obb with e = -0: flat");
}

static void test_segment_table(void)
{
    isect_segment s = {V(0, 0, 0), V(2, 0, 0)};
    CHECK(glms_vec3_eqv(isect_closest_point_segment(V(-1, 1, 0), s), V(0, 0, 0)), "behind a");
    CHECK(glms_vec3_eqv(isect_closest_point_segment(V(3, 1, 0), s), V(2, 0, 0)), "beyond b");
    CHECK(glms_vec3_eqv(isect_closest_point_segment(V(0.5f, 1, 7), s), V(0.5f, 0, 0)), "middle");
    CHECK(glms_vec3_eqv(isect_closest_point_segment(V(0, 1, 0), s), V(0, 0, 0)), "exactly at a's normal");
    CHECK(glms_vec3_eqv(isect_closest_point_segment(V(1, 0, 0), s), V(1, 0, 0)), "on it");
    isect_segment z = {V(1, 2, 3), V(1, 2, 3)};
    vec3s q = isect_closest_point_segment(V(5, 5, 5), z);
    CHECK(glms_vec3_eqv(q, V(1, 2, 3)), "zero length: its point, got (%g %g %g)", q.x, q.y, q.z);
    q = isect_closest_point_segment(V(1, 2, 3), z);
    CHECK(glms_vec3_eqv(q, V(1, 2, 3)), "zero length, p on it");
    /* Denormal-length segment: no division blow-up. */
    isect_segment tiny = {V(0, 0, 0), V(1e-30f, 0, 0)};
    q = isect_closest_point_segment(V(1, 1, 0), tiny);
    CHECK(isfinite(q.x) && q.x >= 0 && q.x <= 1e-30f && q.y == 0 && q.z == 0, "tiny segment");
}

static void test_triangle_table(void)
{
    isect_triangle t = {V(0, 0, 0), V(4, 0, 0), V(0, 4, 0)};
    static const struct { const char *what; float p[3], q[3]; } cases[] = {
        {"vertex a", {-1, -1, 3}, {0, 0, 0}},
        {"vertex b", {5, -1, -2}, {4, 0, 0}},
        {"vertex c", {-1, 6, 1}, {0, 4, 0}},
        {"edge ab", {2, -3, 1}, {2, 0, 0}},
        {"edge ac", {-3, 1, -1}, {0, 1, 0}},
        {"edge bc", {3, 3, 2}, {2, 2, 0}},
        {"face", {1, 1, 5}, {1, 1, 0}},
        {"face below", {1, 2, -5}, {1, 2, 0}},
        {"on the face", {1, 1, 0}, {1, 1, 0}},
        {"on edge bc", {2, 2, 0}, {2, 2, 0}},
        {"at vertex b", {4, 0, 0}, {4, 0, 0}},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s q = isect_closest_point_triangle(V(cases[i].p[0], cases[i].p[1], cases[i].p[2]), t);
        CHECK(near3(q, V(cases[i].q[0], cases[i].q[1], cases[i].q[2]), 1e-6f), "%s: (%g %g %g)", cases[i].what, q.x, q.y, q.z);
    }
    /* Clockwise winding gives the same points. */
    isect_triangle cw = {t.a, t.c, t.b};
    CHECK(near3(isect_closest_point_triangle(V(1, 1, 5), cw), V(1, 1, 0), 1e-6f), "clockwise face");
    CHECK(near3(isect_closest_point_triangle(V(3, 3, 2), cw), V(2, 2, 0), 1e-6f), "clockwise edge");

    /* Degenerate triangles: the segment or point they span. */
    static const struct { const char *what; float a[3], b[3], c[3], p[3], q[3]; } flat[] = {
        {"collinear, b in the middle", {0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {1.5f, 1, 0}, {1.5f, 0, 0}},
        {"collinear, a in the middle", {1, 0, 0}, {0, 0, 0}, {2, 0, 0}, {0.5f, 1, 0}, {0.5f, 0, 0}},
        {"collinear, c in the middle", {0, 0, 0}, {2, 0, 0}, {1, 0, 0}, {1.75f, -1, 3}, {1.75f, 0, 0}},
        {"collinear, beyond the end", {0, 0, 0}, {2, 0, 0}, {1, 0, 0}, {5, 1, 0}, {2, 0, 0}},
        {"collinear, before the start", {0, 0, 0}, {2, 0, 0}, {1, 0, 0}, {-5, 1, 0}, {0, 0, 0}},
        {"a = b", {0, 0, 0}, {0, 0, 0}, {0, 2, 0}, {1, 1, 0}, {0, 1, 0}},
        {"a = b, beyond c", {0, 0, 0}, {0, 0, 0}, {0, 2, 0}, {1, 3, 0}, {0, 2, 0}},
        {"a = c", {0, 0, 0}, {2, 0, 0}, {0, 0, 0}, {1, 1, 1}, {1, 0, 0}},
        {"b = c", {0, 0, 0}, {0, 2, 0}, {0, 2, 0}, {-1, 1, 0}, {0, 1, 0}},
        {"a = b = c", {1, 2, 3}, {1, 2, 3}, {1, 2, 3}, {4, 4, 4}, {1, 2, 3}},
        {"collinear diagonal", {0.1f, 0.1f, 0.1f}, {0.3f, 0.3f, 0.3f}, {0.7f, 0.7f, 0.7f}, {0.5f, 0.5f, 0.2f}, {0.4f, 0.4f, 0.4f}},
    };
    for (unsigned i = 0; i < sizeof flat / sizeof flat[0]; i++) {
        isect_triangle f = {V(flat[i].a[0], flat[i].a[1], flat[i].a[2]), V(flat[i].b[0], flat[i].b[1], flat[i].b[2]),
                            V(flat[i].c[0], flat[i].c[1], flat[i].c[2])};
        vec3s p = V(flat[i].p[0], flat[i].p[1], flat[i].p[2]);
        vec3s q = isect_closest_point_triangle(p, f);
        vec3s want = V(flat[i].q[0], flat[i].q[1], flat[i].q[2]);
        CHECK(near3(q, want, 1e-6f), "%s: (%g %g %g)", flat[i].what, q.x, q.y, q.z);
    }
    /* Non-finite input: defined (no trap under UBSan), no promise on the value. */
    vec3s q = isect_closest_point_triangle(V(NAN, 0, 0), t);
    (void)q;
    q = isect_closest_point_triangle(V(0, 0, 0), (isect_triangle){V(INFINITY, 0, 0), V(0, 1, 0), V(0, 0, 1)});
    (void)q;
}

/* ---- random property checks ---------------------------------------------------------------- */

#define CASES 100000

static void test_aabb_random(void)
{
    rng r = {0xA4BBu};
    int bad_on = 0, bad_min = 0;
    for (int i = 0; i < CASES; i++) {
        isect_aabb b = isect_aabb_from_corners(rng_vec3(&r, -1, 1), rng_vec3(&r, -1, 1));
        vec3s p = rng_vec3(&r, -2, 2);
        vec3s q = isect_closest_point_aabb(p, b);
        if (!(q.x >= b.min.x && q.x <= b.max.x && q.y >= b.min.y && q.y <= b.max.y && q.z >= b.min.z && q.z <= b.max.z))
            bad_on++;
        double dq = ddist(dv(p), dv(q));
        for (int s = 0; s < 125; s++) {   /* 5 x 5 x 5 grid over the solid box */
            dvec g = {b.min.x + (b.max.x - b.min.x) * (double)(s % 5) / 4, b.min.y + (b.max.y - b.min.y) * (double)(s / 5 % 5) / 4,
                      b.min.z + (b.max.z - b.min.z) * (double)(s / 25) / 4};
            if (ddist(dv(p), g) < dq - 1e-6) { bad_min++; break; }
        }
    }
    printf("closest-aabb: %d cases vs 125-point grid sampling, %d off the box, %d beaten by a sample\n", CASES, bad_on, bad_min);
    CHECK(bad_on == 0 && bad_min == 0, "aabb property failures");
}

static void test_obb_random(void)
{
    rng r = {0x0BBu};
    int bad_on = 0, bad_min = 0;
    for (int i = 0; i < CASES; i++) {
        isect_obb b = isect_obb_from_quat(rng_vec3(&r, -1, 1), rng_vec3(&r, 0, 1), rng_quat(&r));
        vec3s p = rng_vec3(&r, -3, 3);
        vec3s q = isect_closest_point_obb(p, b);
        dvec rel = dsub(dv(q), dv(b.c));
        for (int k = 0; k < 3; k++)
            if (fabs(ddot(rel, dv(b.u[k]))) > b.e.raw[k] + 1e-5) { bad_on++; break; }
        double dq = ddist(dv(p), dv(q));
        for (int s = 0; s < 125; s++) {
            dvec g = dv(b.c);
            double f[3] = {(double)(s % 5) / 2 - 1, (double)(s / 5 % 5) / 2 - 1, (double)(s / 25) / 2 - 1};
            for (int k = 0; k < 3; k++) g = dadd(g, dscale(dv(b.u[k]), f[k] * b.e.raw[k]));
            if (ddist(dv(p), g) < dq - 1e-5) { bad_min++; break; }
        }
    }
    printf("closest-obb: %d cases vs 125-point grid sampling, %d off the box, %d beaten by a sample\n", CASES, bad_on, bad_min);
    CHECK(bad_on == 0 && bad_min == 0, "obb property failures");
}

static void test_plane_random(void)
{
    rng r = {0x91A4Eu};
    int bad_on = 0, bad_min = 0, bad_scaled = 0;
    for (int i = 0; i < CASES; i++) {
        isect_plane pl = {rng_unit(&r), rng_float(&r, -2, 2)};
        vec3s p = rng_vec3(&r, -3, 3);
        vec3s q = isect_closest_point_plane(p, pl);
        /* the same plane written with a normal of another length, 1e-3 to 1e3 */
        float k = powf(10.0f, rng_float(&r, -3, 3));
        vec3s qk = isect_closest_point_plane(p, (isect_plane){glms_vec3_scale(pl.n, k), pl.d * k});
        if (!near3(qk, q, 1e-5f)) bad_scaled++;
        if (fabs(ddot(dv(pl.n), dv(q)) - pl.d) > 1e-5) bad_on++;
        /* Samples on the plane around its foot from the origin, in a 9 x 9 grid of side 8. */
        dvec n = dv(pl.n), o = dscale(n, pl.d);
        dvec t1 = fabs(n.x) < 0.6 ? dcross(n, (dvec){1, 0, 0}) : dcross(n, (dvec){0, 1, 0});
        t1 = dscale(t1, 1 / sqrt(ddot(t1, t1)));
        dvec t2 = dcross(n, t1);
        double dq = ddist(dv(p), dv(q));
        for (int s = 0; s < 81; s++) {
            dvec g = dadd(o, dadd(dscale(t1, (s % 9) - 4.0), dscale(t2, (s / 9) - 4.0)));
            if (ddist(dv(p), g) < dq - 1e-5) { bad_min++; break; }
        }
    }
    printf("closest-plane: %d cases vs 81-point grid sampling, %d off the plane, %d beaten by a sample, "
           "%d moved by the normal's length\n", CASES, bad_on, bad_min, bad_scaled);
    CHECK(bad_on == 0 && bad_min == 0 && bad_scaled == 0, "plane property failures");
}

static void test_segment_random(void)
{
    rng r = {0x5E6u};
    int bad_on = 0, bad_min = 0;
    for (int i = 0; i < CASES; i++) {
        isect_segment s = {rng_vec3(&r, -1, 1), rng_vec3(&r, -1, 1)};
        if (i % 20 == 0) s.b = s.a;                       /* zero length */
        vec3s p = rng_vec3(&r, -2, 2);
        vec3s q = isect_closest_point_segment(p, s);
        if (ddist(dv(q), ref_segment(dv(q), dv(s.a), dv(s.b))) > 1e-6) bad_on++;
        double dq = ddist(dv(p), dv(q));
        dvec a = dv(s.a), ab = dsub(dv(s.b), a);
        for (int k = 0; k <= 64; k++)
            if (ddist(dv(p), dadd(a, dscale(ab, k / 64.0))) < dq - 1e-6) { bad_min++; break; }
    }
    printf("closest-segment: %d cases vs 65-point sampling, %d off the segment, %d beaten by a sample\n", CASES, bad_on, bad_min);
    CHECK(bad_on == 0 && bad_min == 0, "segment property failures");
}

/* Random triangles with a share of degenerate and thin ones. */
static isect_triangle random_triangle(rng *r, int i)
{
    isect_triangle t = {rng_vec3(r, -1, 1), rng_vec3(r, -1, 1), rng_vec3(r, -1, 1)};
    switch (i % 20) {
    case 0: case 1: /* collinear */
        t.c = glms_vec3_add(t.a, glms_vec3_scale(glms_vec3_sub(t.b, t.a), rng_float(r, -1.5f, 2.5f)));
        break;
    case 2: t.b = t.a; break;
    case 3: t.c = t.b; break;
    case 4: t.a = t.c; break;
    case 5: t.b = t.c = t.a; break;
    case 6: /* thin: c near the line ab */
        t.c = glms_vec3_add(glms_vec3_add(t.a, glms_vec3_scale(glms_vec3_sub(t.b, t.a), rng_float(r, -0.5f, 1.5f))),
                            glms_vec3_scale(rng_unit(r), powf(10.0f, rng_float(r, -6, -2))));
        break;
    default: break;
    }
    return t;
}

static void test_triangle_random(void)
{
    rng r = {0x7219u};
    int bad_on = 0, bad_min = 0, bad_ref = 0;
    double worst = 0;
    const double tol = 1e-5;
    for (int i = 0; i < CASES; i++) {
        isect_triangle t = random_triangle(&r, i);
        vec3s p = rng_vec3(&r, -2, 2);
        if (i % 3 == 0) {   /* near the face: a point of the triangle pushed off along a random direction */
            float u = rng_float(&r, 0, 1), v = rng_float(&r, 0, 1);
            if (u + v > 1) u = 1 - u, v = 1 - v;
            p = glms_vec3_add(glms_vec3_add(t.a, glms_vec3_add(glms_vec3_scale(glms_vec3_sub(t.b, t.a), u),
                                                               glms_vec3_scale(glms_vec3_sub(t.c, t.a), v))),
                              glms_vec3_scale(rng_unit(&r), rng_float(&r, 0, 1)));
        }
        vec3s q = isect_closest_point_triangle(p, t);
        dvec a = dv(t.a), b = dv(t.b), c = dv(t.c), dp = dv(p), dq = dv(q);
        double on = ddist(dq, ref_triangle(dq, a, b, c));         /* q lies on the triangle */
        double err = ddist(dp, dq) - ddist(dp, ref_triangle(dp, a, b, c));
        if (on > tol) bad_on++;
        if (fabs(err) > tol) bad_ref++;
        if (on > worst) worst = on;
        if (fabs(err) > worst) worst = fabs(err);
        double dist = ddist(dp, dq);
        for (int k = 0, n = 16; k <= n; k++)              /* barycentric grid, 153 points */
            for (int l = 0; l <= n - k; l++) {
                dvec g = dadd(a, dadd(dscale(dsub(b, a), (double)k / n), dscale(dsub(c, a), (double)l / n)));
                if (ddist(dp, g) < dist - tol) { bad_min++; k = n + 1; break; }
            }
    }
    printf("closest-triangle: %d cases (30%% flat or thin) vs 153-point sampling and a double reference: "
           "%d off the triangle, %d beaten by a sample, %d differ from the reference (worst %.2g)\n",
           CASES, bad_on, bad_min, bad_ref, worst);
    CHECK(bad_on == 0 && bad_min == 0 && bad_ref == 0, "triangle property failures");
}

int main(void)
{
    RUN(test_aabb_table);
    RUN(test_obb_table);
    RUN(test_plane_table);
    RUN(test_empty_boxes);
    RUN(test_segment_table);
    RUN(test_triangle_table);
    RUN(test_aabb_random);
    RUN(test_obb_random);
    RUN(test_plane_random);
    RUN(test_segment_random);
    RUN(test_triangle_random);
    return check_summary();
}
