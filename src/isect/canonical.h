/* How the tests read shapes that are not canonical (the meanings isect.h documents), as small
 * helpers shared by the .c files: a zero plane normal is the NaN plane, a box with min > max on
 * some axis is empty. Each is a few comparisons, written to fold into the tests' own. */
#ifndef ISECT_CANONICAL_H
#define ISECT_CANONICAL_H

#include "isect.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* A rare path kept out of line, so the common path of a test stays small. */
#if defined(__GNUC__)
#define COLD __attribute__((noinline, cold))
#else
#define COLD
#endif

/* The plane's offset d, or NaN when its normal is zero. dot(n, x) = d with n = 0 is all of space
 * or nothing, a plane in no sense; reading it as the NaN plane makes every signed distance
 * n.x - d NaN, so every test that compares a distance fails, as for any NaN plane. A NaN
 * component keeps d (the distance is NaN anyway). */
static inline float plane_offset(isect_plane p)
{
    return ((p.n.x != 0.0f) | (p.n.y != 0.0f) | (p.n.z != 0.0f)) ? p.d : NAN;
}

/* n != 0, as |n.x| + |n.y| + |n.z| > 0 (no underflow, unlike n.n; false for a NaN n, whose
 * test fails anyway): the form to fold into a test's own comparisons with &, where the select
 * of plane_offset compiles to branches. Tests that take |n| for their own arithmetic share it. */
static inline bool normal_nonzero(vec3s n)
{
    return fabsf(n.x) + fabsf(n.y) + fabsf(n.z) > 0.0f;
}

/* The same for a plane read from memory (an array of planes), from the bits: some component
 * other than +0 or -0, (x | y | z) << 1 != 0 (a NaN counts as non-zero; its test fails anyway).
 * It runs on the integer units beside the test's float arithmetic: isect_sphere_frustum took
 * 7.6 ns with it against 9.3 with normal_nonzero (6.1 without either). */
static inline bool plane_normal_nonzero(const isect_plane *p)
{
    uint32_t x, y, z;
    memcpy(&x, &p->n.x, sizeof x), memcpy(&y, &p->n.y, sizeof y), memcpy(&z, &p->n.z, sizeof z);
    return ((x | y | z) << 1) != 0;
}

/* The box [min, max] holds a point: min <= max on every axis (false for a NaN bound too). */
static inline bool aabb_nonempty(isect_aabb b)
{
    return (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
}

/* The OBB's half-extents are all >= 0; a negative one makes the box empty, as min > max does an
 * AABB (false for a NaN extent too). */
static inline bool obb_nonempty(isect_obb b)
{
    return (b.e.x >= 0.0f) & (b.e.y >= 0.0f) & (b.e.z >= 0.0f);
}

/* Whether a vector is finite in every component, or holds a NaN in some. */
static inline bool finite3(vec3s v)
{
    return isfinite(v.x) && isfinite(v.y) && isfinite(v.z);
}

static inline bool nan3(vec3s v)
{
    return isnan(v.x) || isnan(v.y) || isnan(v.z);
}

/* For the *_axis reports: whether any of count vectors holds a NaN (not hot: the samples and
 * tests ask), and the report for such input. */
static inline bool any_nan(const vec3s *v, int count)
{
    for (int i = 0; i < count; i++)
        if (nan3(v[i]))
            return true;
    return false;
}

static inline int nan_axis(vec3s *axis)
{
    if (axis)
        *axis = (vec3s){{NAN, NAN, NAN}};
    return ISECT_AXIS_INVALID;
}

#endif
