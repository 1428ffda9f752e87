/* Batch kernels (batch.c): every verdict (and every ray t) identical to the scalar test's, over
 * a million random shapes per kernel, with touching shapes (small integers, so touching is
 * exact), flat and inverted boxes, negative radii, NaN, infinite and near-FLT_MAX coordinates,
 * axis-parallel rays (+0 and -0 direction components), zero and non-unit directions and
 * normals, and zero-normal frustum planes mixed in. */
#include "isect.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

enum { BATCH = 1000, ROUNDS = 1000 };       /* 1000 batches of 1000: a million shapes each */

/* A coordinate: mostly uniform in [-4, 4], sometimes a small integer (touching happens), and
 * rarely NaN, +-infinity or -0. */
static float coord(rng *r)
{
    uint64_t k = rng_next(r) % 1000;
    if (k < 5) return NAN;
    if (k < 8) return (k & 1) ? INFINITY : -INFINITY;
    if (k < 10) return -0.0f;
    if (k < 12) return (k & 1) ? 3e38f : -3e38f;
    if (k < 300) return (float)((int)(rng_next(r) % 9) - 4);
    return rng_float(r, -4, 4);
}

/* An extent: usually positive, sometimes 0 (flat) or negative (an empty or inside-out box). */
static float extent(rng *r)
{
    uint64_t k = rng_next(r) % 100;
    if (k < 5) return 0.0f;
    if (k < 8) return -1.0f;
    if (k < 40) return (float)(1 + rng_next(r) % 3);
    return rng_float(r, 0, 3);
}

typedef struct soa_store {
    float a[6][BATCH];                      /* min x y z, max x y z; or x y z r */
} soa_store;

static isect_aabb fill_boxes(rng *r, soa_store *s, int i)
{
    vec3s lo = {{coord(r), coord(r), coord(r)}};
    vec3s hi = {{lo.x + extent(r), lo.y + extent(r), lo.z + extent(r)}};
    for (int k = 0; k < 3; k++) s->a[k][i] = lo.raw[k], s->a[3 + k][i] = hi.raw[k];
    return (isect_aabb){lo, hi};
}

static isect_sphere fill_spheres(rng *r, soa_store *s, int i)
{
    isect_sphere sp = {{{coord(r), coord(r), coord(r)}}, extent(r)};
    for (int k = 0; k < 3; k++) s->a[k][i] = sp.c.raw[k];
    s->a[3][i] = sp.r;
    return sp;
}

static isect_aabb_soa aabb_soa(const soa_store *s)
{
    return (isect_aabb_soa){s->a[0], s->a[1], s->a[2], s->a[3], s->a[4], s->a[5]};
}

static isect_sphere_soa sphere_soa(const soa_store *s) { return (isect_sphere_soa){s->a[0], s->a[1], s->a[2], s->a[3]}; }

/* A unit normal or direction: random, or along an axis (with the others +0 or -0); rarely NaN,
 * zero (the NaN plane; the ray that is a point) or of another length. */
static vec3s direction(rng *r)
{
    uint64_t k = rng_next(r) % 100;
    if (k < 2) return (vec3s){{NAN, 0, 1}};
    if (k == 2) return (vec3s){{0, -0.0f, 0}};
    if (k >= 96) return glms_vec3_scale(rng_unit(r), rng_float(r, 0.01f, 100));
    if (k < 40) {
        vec3s d = {{(k & 1) ? 0.0f : -0.0f, (k & 2) ? 0.0f : -0.0f, (k & 4) ? 0.0f : -0.0f}};
        d.raw[k % 3] = (k & 8) ? 1.0f : -1.0f;
        if (k % 5 == 0) d.raw[(k + 1) % 3] = (k & 16) ? 1.0f : -1.0f;   /* two axes: diagonal */
        return isect_ray_from(GLMS_VEC3_ZERO, d).d;
    }
    return rng_unit(r);
}

static void test_aabb_plane_batch(void)
{
    rng r = {101};
    static soa_store s;
    isect_aabb boxes[BATCH];
    uint8_t out[BATCH];
    long bad = 0, hits = 0;
    for (int round = 0; round < ROUNDS; round++) {
        isect_plane p = {direction(&r), coord(&r)};
        for (int i = 0; i < BATCH; i++) boxes[i] = fill_boxes(&r, &s, i);
        isect_aabb_plane_batch(aabb_soa(&s), BATCH, p, out);
        for (int i = 0; i < BATCH; i++) {
            hits += out[i];
            bad += out[i] != isect_aabb_plane(boxes[i], p);
        }
    }
    printf("  %ld of %d intersect\n", hits, BATCH * ROUNDS);
    CHECK(bad == 0, "%ld differ from isect_aabb_plane", bad);
}

static void test_sphere_aabb_batch(void)
{
    rng r = {102};
    static soa_store s;
    isect_sphere spheres[BATCH];
    uint8_t out[BATCH];
    long bad = 0, hits = 0;
    for (int round = 0; round < ROUNDS; round++) {
        vec3s lo = {{coord(&r), coord(&r), coord(&r)}};
        isect_aabb b = {lo, {{lo.x + extent(&r), lo.y + extent(&r), lo.z + extent(&r)}}};
        for (int i = 0; i < BATCH; i++) spheres[i] = fill_spheres(&r, &s, i);
        isect_sphere_aabb_batch(sphere_soa(&s), BATCH, b, out);
        for (int i = 0; i < BATCH; i++) {
            hits += out[i];
            bad += out[i] != isect_sphere_aabb(spheres[i], b);
        }
    }
    printf("  %ld of %d intersect\n", hits, BATCH * ROUNDS);
    CHECK(bad == 0, "%ld differ from isect_sphere_aabb", bad);
}

static void test_ray_aabb_batch(void)
{
    rng r = {103};
    static soa_store s;
    isect_aabb boxes[BATCH];
    uint8_t out[BATCH], out2[BATCH];
    float t[BATCH];
    long bad = 0, bad_t = 0, hits = 0;
    for (int round = 0; round < ROUNDS; round++) {
        isect_ray ray = {{{coord(&r), coord(&r), coord(&r)}}, direction(&r)};
        for (int i = 0; i < BATCH; i++) boxes[i] = fill_boxes(&r, &s, i);
        isect_ray_aabb_batch(ray, aabb_soa(&s), BATCH, out, t);
        isect_ray_aabb_batch(ray, aabb_soa(&s), BATCH, out2, NULL);
        for (int i = 0; i < BATCH; i++) {
            isect_hit h;
            bool want = isect_ray_aabb(ray, boxes[i], &h);
            hits += out[i];
            bad += (out[i] != want) + (out2[i] != want);
            float want_t = want ? h.t : INFINITY;
            bad_t += memcmp(&t[i], &want_t, sizeof want_t) != 0;
        }
    }
    printf("  %ld of %d hit\n", hits, BATCH * ROUNDS);
    CHECK(bad == 0, "%ld verdicts differ from isect_ray_aabb", bad);
    CHECK(bad_t == 0, "%ld t differ", bad_t);
}

/* Six planes: usually a random perspective frustum, sometimes an axis-aligned box (exact
 * touching with the integer coordinates), rarely with a NaN plane. */
static void random_frustum(rng *r, isect_plane f[6])
{
    if (rng_next(r) % 4 == 0) {
        for (int k = 0; k < 6; k++) {
            vec3s n = GLMS_VEC3_ZERO;
            n.raw[k / 2] = (k & 1) ? 1.0f : -1.0f;
            f[k] = isect_plane_from_normal(n, (float)(1 + rng_next(r) % 3));
        }
    } else {
        vec3s eye = rng_vec3(r, -3, 3), dir = rng_unit(r);
        vec3s up = fabsf(dir.y) < 0.9f ? (vec3s){{0, 1, 0}} : (vec3s){{1, 0, 0}};
        isect_frustum_from_matrix(glms_mat4_mul(glms_perspective(rng_float(r, 0.5f, 2), rng_float(r, 0.5f, 2), 0.5f, 8),
                                                glms_lookat(eye, glms_vec3_add(eye, dir), up)), f);
    }
    if (rng_next(r) % 50 == 0) f[rng_next(r) % 6].d = NAN;
    if (rng_next(r) % 50 == 0) f[rng_next(r) % 6].n = GLMS_VEC3_ZERO;     /* the NaN plane */
}

static void test_frustum_batches(void)
{
    rng r = {104};
    static soa_store sb, ss;
    isect_aabb boxes[BATCH];
    isect_sphere spheres[BATCH];
    uint8_t out_b[BATCH], out_s[BATCH];
    long bad_b = 0, bad_s = 0, hits_b = 0, hits_s = 0;
    isect_plane f[6];
    for (int round = 0; round < ROUNDS; round++) {
        random_frustum(&r, f);
        for (int i = 0; i < BATCH; i++) boxes[i] = fill_boxes(&r, &sb, i), spheres[i] = fill_spheres(&r, &ss, i);
        isect_aabb_frustum_batch(aabb_soa(&sb), BATCH, f, out_b);
        isect_sphere_frustum_batch(sphere_soa(&ss), BATCH, f, out_s);
        for (int i = 0; i < BATCH; i++) {
            hits_b += out_b[i], hits_s += out_s[i];
            bad_b += out_b[i] != isect_aabb_frustum(boxes[i], f);
            bad_s += out_s[i] != isect_sphere_frustum(spheres[i], f);
        }
    }
    printf("  boxes: %ld of %d inside; spheres: %ld\n", hits_b, BATCH * ROUNDS, hits_s);
    CHECK(bad_b == 0, "%ld differ from isect_aabb_frustum", bad_b);
    CHECK(bad_s == 0, "%ld differ from isect_sphere_frustum", bad_s);
}

/* Counts that are no multiple of the vector width, and zero, leave the bytes past the end alone. */
static void test_batch_lengths(void)
{
    float v[6][37];
    for (int k = 0; k < 6; k++)
        for (int i = 0; i < 37; i++) v[k][i] = (float)(i % 7) - 3 + (k >= 3 ? 1.0f : 0.0f);
    isect_aabb_soa boxes = {v[0], v[1], v[2], v[3], v[4], v[5]};
    isect_plane p = isect_plane_from_normal((vec3s){{1, 1, 0}}, 0.5f);
    for (size_t n = 0; n <= 37; n++) {
        uint8_t out[40];
        memset(out, 0xAB, sizeof out);
        isect_aabb_plane_batch(boxes, n, p, out);
        bool ok = out[n] == 0xAB;
        for (size_t i = 0; i < n; i++) {
            isect_aabb b = {{{v[0][i], v[1][i], v[2][i]}}, {{v[3][i], v[4][i], v[5][i]}}};
            ok = ok && out[i] == isect_aabb_plane(b, p);
        }
        CHECK(ok, "count %zu", n);
    }
}

/* Hand-worked: what the kernels read into non-canonical input, beside the scalar tests. */
static void test_batch_noncanonical(void)
{
    /* box 0 canonical, box 1 inverted in y, box 2 in [3e38, 3.4e38] x [-1, 1]^2 (its centre
     * overflowed when min and max were added before halving, so the batch said apart where
     * isect_aabb_plane, which halves first, said touching) */
    float x0[3] = {-1, -1, 3e38f}, y0[3] = {-1, 1, -1}, z0[3] = {-1, -1, -1};
    float x1[3] = {1, 1, 3.4e38f}, y1[3] = {1, -1, 1}, z1[3] = {1, 1, 1};
    isect_aabb_soa boxes = {x0, y0, z0, x1, y1, z1};
    uint8_t out[3];
    isect_aabb_plane_batch(boxes, 3, (isect_plane){{{0, 1, 0}}, 0}, out);
    CHECK(out[0] == 1 && out[1] == 0 && out[2] == 1, "aabb-plane y = 0: %d %d %d", out[0], out[1], out[2]);
    isect_aabb_plane_batch(boxes, 3, (isect_plane){{{1, 0, 0}}, 3.2e38f}, out);
    CHECK(out[0] == 0 && out[1] == 0 && out[2] == 1, "aabb-plane x = 3.2e38: %d %d %d", out[0], out[1], out[2]);
    isect_aabb_plane_batch(boxes, 3, (isect_plane){{{0, 0, 0}}, 0}, out);
    CHECK(out[0] == 0 && out[1] == 0 && out[2] == 0, "aabb-plane, zero normal: %d %d %d", out[0], out[1], out[2]);
    isect_plane f[6];
    for (int k = 0; k < 6; k++) {
        vec3s n = GLMS_VEC3_ZERO;
        n.raw[k / 2] = (k & 1) ? 1.0f : -1.0f;
        f[k] = (isect_plane){n, 2};
    }
    isect_aabb_frustum_batch(boxes, 2, f, out);
    CHECK(out[0] == 1 && out[1] == 0, "aabb-frustum: %d %d", out[0], out[1]);
    f[3].n = GLMS_VEC3_ZERO;
    isect_aabb_frustum_batch(boxes, 2, f, out);
    CHECK(out[0] == 0 && out[1] == 0, "aabb-frustum, zero normal: %d %d", out[0], out[1]);
    float sx[2] = {0, 5}, sy[2] = {0, 0}, sz[2] = {0, 0}, sr[2] = {1, 1};
    isect_sphere_frustum_batch((isect_sphere_soa){sx, sy, sz, sr}, 2, f, out);
    CHECK(out[0] == 0 && out[1] == 0, "sphere-frustum, zero normal: %d %d", out[0], out[1]);
    isect_sphere_aabb_batch((isect_sphere_soa){sx, sy, sz, sr}, 2, (isect_aabb){{{1, 1, 1}}, {{-1, -1, -1}}}, out);
    CHECK(out[0] == 0 && out[1] == 0, "sphere-aabb, inverted box: %d %d", out[0], out[1]);
    float t[3];
    isect_ray_aabb_batch((isect_ray){{{0, 0, -10}}, {{0, 0, 2}}}, boxes, 3, out, t);
    CHECK(out[0] == 1 && t[0] == 4.5f && out[1] == 0 && out[2] == 0, "ray-aabb, |d| = 2: %d %g %d %d", out[0], t[0], out[1], out[2]);
}

int main(void)
{
    RUN(test_aabb_plane_batch);
    RUN(test_sphere_aabb_batch);
    RUN(test_ray_aabb_batch);
    RUN(test_frustum_batches);
    RUN(test_batch_lengths);
    RUN(test_batch_noncanonical);
    return check_summary();
}
