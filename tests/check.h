/* Plain test functions with ENSURE-style checks (after Box2D's test/test_macros.h), and a
 * seeded random generator so every random oracle test is reproducible. */
#ifndef ISECT_TEST_CHECK_H
#define ISECT_TEST_CHECK_H

#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <cglm/struct.h>

static int check_count, check_failures;

/* Counts a check; on failure prints file:line, the condition and a formatted reason. */
#define CHECK(cond, ...)                                                                   \
    do {                                                                                   \
        check_count++;                                                                     \
        if (!(cond)) {                                                                     \
            check_failures++;                                                              \
            fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__, #cond);       \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fputc('\n', stderr);                                                           \
        }                                                                                  \
    } while (0)

/* Runs one test function and reports it in ctest's log. */
#define RUN(test)                                                                          \
    do {                                                                                   \
        int before_ = check_failures;                                                      \
        test();                                                                            \
        printf("%s %s\n", check_failures == before_ ? "ok  " : "FAIL", #test);             \
    } while (0)

/* The closing line: "N passed, N failed" over checks; the exit status of main. */
static inline int check_summary(void)
{
    printf("%d passed, %d failed\n", check_count - check_failures, check_failures);
    return check_failures ? 1 : 0;
}

/* splitmix64: small, fast, good enough for test inputs; the seed makes a run reproducible. */
typedef struct rng { uint64_t s; } rng;

static inline uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform float in [lo, hi). */
static inline float rng_float(rng *r, float lo, float hi)
{
    return lo + (hi - lo) * (float)((rng_next(r) >> 40) * (1.0 / 16777216.0));
}

static inline vec3s rng_vec3(rng *r, float lo, float hi)
{
    return (vec3s){{rng_float(r, lo, hi), rng_float(r, lo, hi), rng_float(r, lo, hi)}};
}

/* A uniformly distributed unit vector: rejection sampling in the unit ball, then normalised. */
static inline vec3s rng_unit(rng *r)
{
    for (;;) {
        vec3s v = rng_vec3(r, -1, 1);
        float l2 = glms_vec3_norm2(v);
        if (l2 > 1e-4f && l2 <= 1.0f)
            return glms_vec3_divs(v, sqrtf(l2));
    }
}

/* A uniformly random rotation as a unit quaternion (Shoemake's method). */
static inline versors rng_quat(rng *r)
{
    float u1 = rng_float(r, 0, 1), u2 = rng_float(r, 0, 6.2831853f), u3 = rng_float(r, 0, 6.2831853f);
    float a = sqrtf(1 - u1), b = sqrtf(u1);
    return (versors){{a * sinf(u2), a * cosf(u2), b * sinf(u3), b * cosf(u3)}};
}

#endif
