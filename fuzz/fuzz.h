/* What every fuzz target shares: the decoder that turns libFuzzer's bytes into floats, and the
 * check that stops the run on a broken property.
 *
 * The first byte picks one of three encodings for the rest of the input:
 *   0  raw: four bytes per float, copied bit for bit, so every pattern the fuzzer can make
 *      (NaN payloads, infinities, denormals, FLT_MAX, -0) reaches the library;
 *   1  nice: one byte per float, an index into NICE below: small integers, halves and quarters,
 *      +-0 and a few special values, so shapes land exactly on each other (touching boxes,
 *      spheres whose distance is exactly the sum of their radii) far more often than random
 *      bits ever would;
 *   2  mixed: a tag byte per float, nice below 128, otherwise the next four bytes raw.
 * An input that runs out reads zeros, so every input is a complete case. */
#ifndef ISECT_FUZZ_H
#define ISECT_FUZZ_H

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isect.h"

/* Reports the broken property with the values it saw and aborts, which libFuzzer records as a
 * crash and saves the input (crash-<sha1>) for replay: ./fuzz_x crash-<sha1>. */
#define FUZZ_CHECK(cond, ...)                                                              \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "%s:%d: property broken: %s\n  ", __FILE__, __LINE__, #cond);  \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fputc('\n', stderr);                                                           \
            abort();                                                                       \
        }                                                                                  \
    } while (0)

typedef struct fuzz_in {
    const uint8_t *p, *end;
    int mode;
    bool exact;     /* every float so far was a small dyadic (|x| <= 16, a multiple of 1/4) */
} fuzz_in;

/* Small dyadic values first (index < NICE_EXACT): sums and products of a few of them are exact
 * in float, so tests built on them must decide touching cases exactly. Then specials. */
#define NICE_EXACT 24
static const float NICE[32] = {
    0.0f, -0.0f, 1.0f, -1.0f, 2.0f, -2.0f, 0.5f, -0.5f, 3.0f, -3.0f, 4.0f, -4.0f,
    0.25f, -0.25f, 1.5f, -1.5f, 8.0f, -8.0f, 16.0f, -16.0f, 5.0f, -5.0f, 0.75f, 2.5f,
    INFINITY, -INFINITY, NAN, FLT_MAX, -FLT_MAX, FLT_MIN, 1.4e-45f /* denormal min */, 1e-20f,
};

static inline fuzz_in fuzz_begin(const uint8_t *data, size_t size)
{
    fuzz_in in = {data, data + size, 0, true};
    if (size > 0) {
        in.mode = data[0] % 3;
        in.p++;
    }
    return in;
}

static inline uint8_t fuzz_byte(fuzz_in *in)
{
    return in->p < in->end ? *in->p++ : 0;
}

static inline float fuzz_raw(fuzz_in *in)
{
    uint8_t b[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++) b[i] = fuzz_byte(in);
    float x;
    memcpy(&x, b, sizeof x);
    float q = x * 4.0f;
    if (!(fabsf(x) <= 16.0f && q == floorf(q))) in->exact = false;
    return x;
}

static inline float fuzz_nice(fuzz_in *in, uint8_t b)
{
    int i = b % 32;
    if (i >= NICE_EXACT) in->exact = false;
    return NICE[i];
}

static inline float fuzz_float(fuzz_in *in)
{
    switch (in->mode) {
    case 1: return fuzz_nice(in, fuzz_byte(in));
    case 2: {
        uint8_t tag = fuzz_byte(in);
        return tag < 128 ? fuzz_nice(in, tag) : fuzz_raw(in);
    }
    default: return fuzz_raw(in);
    }
}

static inline vec3s fuzz_vec3(fuzz_in *in)
{
    float x = fuzz_float(in), y = fuzz_float(in);
    return (vec3s){{x, y, fuzz_float(in)}};
}

static inline versors fuzz_quat(fuzz_in *in)
{
    float x = fuzz_float(in), y = fuzz_float(in), z = fuzz_float(in);
    return (versors){{x, y, z, fuzz_float(in)}};
}

/* ---- Shapes, built by the library's own constructors (the canonical shapes its tests assume) */

static inline isect_sphere fuzz_sphere(fuzz_in *in)
{
    vec3s c = fuzz_vec3(in);
    return (isect_sphere){c, fuzz_float(in)};
}

static inline isect_aabb fuzz_aabb(fuzz_in *in)
{
    vec3s a = fuzz_vec3(in);
    return isect_aabb_from_corners(a, fuzz_vec3(in));
}

static inline isect_obb fuzz_obb(fuzz_in *in)
{
    vec3s c = fuzz_vec3(in), e = fuzz_vec3(in);
    return isect_obb_from_quat(c, e, fuzz_quat(in));
}

static inline isect_plane fuzz_plane(fuzz_in *in)
{
    vec3s n = fuzz_vec3(in);
    return isect_plane_from_normal(n, fuzz_float(in));
}

static inline isect_triangle fuzz_triangle(fuzz_in *in)
{
    vec3s a = fuzz_vec3(in), b = fuzz_vec3(in);
    return (isect_triangle){a, b, fuzz_vec3(in)};
}

static inline isect_segment fuzz_segment(fuzz_in *in)
{
    vec3s a = fuzz_vec3(in);
    return (isect_segment){a, fuzz_vec3(in)};
}

static inline isect_ray fuzz_ray(fuzz_in *in)
{
    vec3s p = fuzz_vec3(in);
    return isect_ray_from(p, fuzz_vec3(in));
}

/* ---- Small predicates ---------------------------------------------------------------------- */

static inline bool nan3(vec3s v) { return isnan(v.x) || isnan(v.y) || isnan(v.z); }
static inline bool finite3(vec3s v) { return isfinite(v.x) && isfinite(v.y) && isfinite(v.z); }
static inline bool eq3(vec3s a, vec3s b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
static inline float absmax3(vec3s v) { return fmaxf(fabsf(v.x), fmaxf(fabsf(v.y), fabsf(v.z))); }

static inline bool obb_nan(isect_obb b)
{
    return nan3(b.c) || nan3(b.e) || nan3(b.u[0]) || nan3(b.u[1]) || nan3(b.u[2]);
}
static inline bool obb_finite(isect_obb b)
{
    return finite3(b.c) && finite3(b.e) && finite3(b.u[0]) && finite3(b.u[1]) && finite3(b.u[2]);
}
static inline bool tri_nan(isect_triangle t) { return nan3(t.a) || nan3(t.b) || nan3(t.c); }
static inline bool tri_finite(isect_triangle t) { return finite3(t.a) && finite3(t.b) && finite3(t.c); }

#endif
