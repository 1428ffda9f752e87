/* The batch kernels over bench_batch_n shapes (structure of arrays) against one shape, beside a
 * plain read of the same arrays: the bound, since a kernel must read every float once. Each
 * kernel's verdicts are compared with its scalar test's, case by case. */
#include "bench.h"
#include "cases.h"
#include "isect.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PROBE = 4096 };

/* Up to six float arrays (box corners, or sphere centre and radius) and the verdicts. */
typedef struct soa {
    float *f[6];
    int arrays;
    uint8_t *out, *ref;
    size_t n;
} soa;

static void *checked(void *p)
{
    if (!p) { fprintf(stderr, "isect-bench: out of memory\n"); exit(1); }
    return p;
}

static soa soa_alloc(int arrays, size_t n)
{
    soa s = {.arrays = arrays, .n = n, .out = checked(malloc(n)), .ref = checked(malloc(n))};
    for (int k = 0; k < arrays; k++) s.f[k] = checked(malloc(n * sizeof(float)));
    return s;
}

static void soa_free(soa *s)
{
    for (int k = 0; k < s->arrays; k++) free(s->f[k]);
    free(s->out), free(s->ref);
}

static isect_aabb_soa boxes_of(const soa *s, size_t from)
{
    return (isect_aabb_soa){s->f[0] + from, s->f[1] + from, s->f[2] + from, s->f[3] + from, s->f[4] + from, s->f[5] + from};
}
static isect_sphere_soa spheres_of(const soa *s, size_t from)
{
    return (isect_sphere_soa){s->f[0] + from, s->f[1] + from, s->f[2] + from, s->f[3] + from};
}
static isect_aabb box_at(const soa *s, size_t i)
{
    return (isect_aabb){{{s->f[0][i], s->f[1][i], s->f[2][i]}}, {{s->f[3][i], s->f[4][i], s->f[5][i]}}};
}
static isect_sphere sphere_at(const soa *s, size_t i)
{
    return (isect_sphere){{{s->f[0][i], s->f[1][i], s->f[2][i]}}, s->f[3][i]};
}

/* ---- the kernels, each with its scalar test and the one shape it runs against ----------- */

typedef struct batch {
    const char *id;
    bool spheres;           /* the many are spheres (else boxes) */
    bench_gen gen;          /* makes the many (into a; b is scratch) */
    float k_hi;
    void (*run)(const soa *s, size_t from, size_t n, uint8_t *out);
    bool (*scalar)(const soa *s, size_t i);
} batch;

static isect_plane the_plane(void) { return isect_plane_from_normal((vec3s){{0.3f, 1, 0.2f}}, 0.5f); }
static isect_aabb the_box(void) { return isect_aabb_from_center((vec3s){{0.2f, -0.1f, 0.3f}}, (vec3s){{1, 0.8f, 1.2f}}); }
static isect_ray the_ray(void) { return isect_ray_from((vec3s){{-60, 0.1f, -0.2f}}, (vec3s){{1, 0.002f, 0.001f}}); }
static isect_plane frustum[6];

static void frustum_init(void)
{
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.5f, 0.5f, 50.0f),
                             glms_lookat(GLMS_VEC3_ZERO, (vec3s){{1, 0.2f, -0.5f}}, (vec3s){{0, 1, 0}}));
    isect_frustum_from_matrix(vp, frustum);
}

static void run_aabb_plane(const soa *s, size_t from, size_t n, uint8_t *out)
{
    isect_aabb_plane_batch(boxes_of(s, from), n, the_plane(), out);
}
static bool one_aabb_plane(const soa *s, size_t i) { return isect_aabb_plane(box_at(s, i), the_plane()); }

static void run_sphere_aabb(const soa *s, size_t from, size_t n, uint8_t *out)
{
    isect_sphere_aabb_batch(spheres_of(s, from), n, the_box(), out);
}
static bool one_sphere_aabb(const soa *s, size_t i) { return isect_sphere_aabb(sphere_at(s, i), the_box()); }

/* Verdicts only (t = NULL): the culling use. */
static void run_ray_aabb(const soa *s, size_t from, size_t n, uint8_t *out)
{
    isect_ray_aabb_batch(the_ray(), boxes_of(s, from), n, out, NULL);
}
static bool one_ray_aabb(const soa *s, size_t i) { return isect_ray_aabb(the_ray(), box_at(s, i), NULL); }

static void run_aabb_frustum(const soa *s, size_t from, size_t n, uint8_t *out)
{
    isect_aabb_frustum_batch(boxes_of(s, from), n, frustum, out);
}
static bool one_aabb_frustum(const soa *s, size_t i) { return isect_aabb_frustum(box_at(s, i), frustum); }

static void run_sphere_frustum(const soa *s, size_t from, size_t n, uint8_t *out)
{
    isect_sphere_frustum_batch(spheres_of(s, from), n, frustum, out);
}
static bool one_sphere_frustum(const soa *s, size_t i) { return isect_sphere_frustum(sphere_at(s, i), frustum); }

static const batch batches[] = {
    {"batch-aabb-plane", false, gen_aabb_aabb, 10, run_aabb_plane, one_aabb_plane},
    {"batch-sphere-aabb", true, gen_sphere_sphere, 10, run_sphere_aabb, one_sphere_aabb},
    {"batch-ray-aabb", false, gen_aabb_along_x, 10, run_ray_aabb, one_ray_aabb},
    {"batch-aabb-frustum", false, gen_aabb_aabb, 100, run_aabb_frustum, one_aabb_frustum},
    {"batch-sphere-frustum", true, gen_sphere_sphere, 100, run_sphere_frustum, one_sphere_frustum},
};

/* ---- generating ------------------------------------------------------------------------- */

/* n shapes from a fixed seed, with spread k, into s (through an AoS scratch of `chunk`). */
static void fill(const batch *b, float k, soa *s, size_t n)
{
    enum { CHUNK = 4096 };
    static isect_aabb boxes[CHUNK], scratch[CHUNK];
    static isect_sphere spheres[CHUNK], scratch_s[CHUNK];
    bench_rng r = {0xBA7C4u};
    for (size_t at = 0; at < n; at += CHUNK) {
        size_t m = n - at < CHUNK ? n - at : CHUNK;
        for (size_t i = 0; i < m; i++) {
            if (b->spheres) {
                b->gen(&r, k, spheres, scratch_s, i);
                for (int c = 0; c < 3; c++) s->f[c][at + i] = spheres[i].c.raw[c];
                s->f[3][at + i] = spheres[i].r;
            } else {
                b->gen(&r, k, boxes, scratch, i);
                for (int c = 0; c < 3; c++) s->f[c][at + i] = boxes[i].min.raw[c], s->f[3 + c][at + i] = boxes[i].max.raw[c];
            }
        }
    }
}

static double rate(const batch *b, float k, soa *s)
{
    fill(b, k, s, PROBE);
    size_t hits = 0;
    for (size_t i = 0; i < PROBE; i++) hits += b->scalar(s, i);
    return (double)hits / PROBE;
}

/* ---- timing ----------------------------------------------------------------------------- */

/* Median ns per shape: streaming, all n at once; hot, the first bench_hot n / bench_hot times. */
static double time_batch(const batch *b, const soa *s, bool hot)
{
    double t[BENCH_MAX_REPS];
    size_t len = hot ? bench_hot_len(s->n) : s->n, rounds = s->n / len;
    for (int r = 0; r < bench_reps; r++) {
        double t0 = bench_now();
        for (size_t k = 0; k < rounds; k++)
            b->run(s, 0, len, s->out);
        t[r] = (bench_now() - t0) * 1e9 / (double)(rounds * len);
        bench_sink += s->out[len - 1];
    }
    return bench_median(t, bench_reps);
}

/* A plain read of the arrays: every float added into one of 16 sums, held in four 4-float
 * vector registers (GCC's vector extension, so that the sums stay in registers and the adds
 * keep up with memory; a float array of sums goes through memory and was slower than the
 * kernels themselves). Median ns per shape. */
#if defined(__GNUC__)
typedef float v4 __attribute__((vector_size(16)));
static float read_floats(const float *f, size_t n)
{
    v4 a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0}, x;
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        memcpy(&x, f + i, sizeof x), a0 += x;
        memcpy(&x, f + i + 4, sizeof x), a1 += x;
        memcpy(&x, f + i + 8, sizeof x), a2 += x;
        memcpy(&x, f + i + 12, sizeof x), a3 += x;
    }
    v4 a = (a0 + a1) + (a2 + a3);
    float sum = a[0] + a[1] + a[2] + a[3];
    for (; i < n; i++) sum += f[i];
    return sum;
}
#else
static float read_floats(const float *f, size_t n)
{
    float acc[4] = {0};
    size_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (int j = 0; j < 4; j++) acc[j] += f[i + j];
    for (; i < n; i++) acc[0] += f[i];
    return (acc[0] + acc[1]) + (acc[2] + acc[3]);
}
#endif

/* The fastest of the repetitions, not the median: the bound is what the memory can do, and on a
 * shared machine a read slowed by a neighbour (0.64 against 0.42 ns a sphere in one run) would
 * put kernels above 100% of it. */
static double time_read(const soa *s)
{
    double best = 0;
    for (int r = -1; r < bench_reps; r++) {     /* r = -1: a pass untimed, as the kernels get */
        float sum = 0;
        double t0 = bench_now();
        for (int k = 0; k < s->arrays; k++) sum += read_floats(s->f[k], s->n);
        double t = (bench_now() - t0) * 1e9 / (double)s->n;
        if (r == 0 || (r > 0 && t < best)) best = t;
        bench_sink += sum > 0;
    }
    return best;
}

void bench_batches(const char *only)
{
    frustum_init();
    for (size_t j = 0; j < sizeof batches / sizeof batches[0]; j++) {
        const batch *b = &batches[j];
        if (only && !strstr(b->id, only) && !strstr("stream-read", only)) continue;
        soa s = soa_alloc(b->spheres ? 4 : 6, bench_batch_n);
        float lo = 0, hi = b->k_hi;
        for (int step = 0; step < 20; step++) {
            float mid = 0.5f * (lo + hi);
            if (rate(b, mid, &s) > 0.5) lo = mid; else hi = mid;
        }
        fill(b, 0.5f * (lo + hi), &s, s.n);
        for (size_t i = 0; i < s.n; i++) s.ref[i] = b->scalar(&s, i);

        /* The bound of this kernel: reading its arrays, just before it runs. */
        const double bound = time_read(&s);
        char what[48];
        snprintf(what, sizeof what, "read of %d floats a %s", s.arrays, b->spheres ? "sphere" : "box");
        bench_row read = {"stream-read", "bound", "streaming", bound, s.n, 0, 0, 0, true, what};
        bench_print_row(&read);
        for (int hot = 0; hot < 2; hot++) {
            size_t cases = hot ? bench_hot_len(s.n) : s.n;
            b->run(&s, 0, s.n, s.out);
            size_t dis = 0, hits = 0;
            for (size_t i = 0; i < cases; i++) dis += s.out[i] != s.ref[i], hits += s.ref[i];
            double ns = time_batch(b, &s, hot);
            bench_row r = {b->id, "isect", hot ? "hot" : "streaming", ns, cases, dis,
                           cases ? (double)hits / cases : 0, hot ? 0 : bound, true, NULL};
            bench_print_row(&r);
        }
        soa_free(&s);
    }
}
