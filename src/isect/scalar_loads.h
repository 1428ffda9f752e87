/* SCALAR_LOADS: compile one function without GCC's SLP vectoriser.
 * The public tests take their shapes by value, so a shape of 24 bytes or more arrives in stack
 * memory the caller has just written, in 16- and 8-byte stores (or 4-byte ones, for a struct it
 * built field by field). The SLP vectoriser (on at -O2 since GCC 12) merges neighbouring float
 * loads into 8-byte loads, and one that straddles two of those stores defeats store-to-load
 * forwarding: the load waits for both stores to reach the cache. scalar_file.h turns the
 * vectoriser off for a whole file (the ray files, cylinder.c, triangle_triangle.c); where a file also holds functions that gain from it (a
 * closest point returned packed two floats to a register), this turns it off one function at a
 * time. Measured against the floors (bench/floors_*.c). */
#ifndef ISECT_SCALAR_LOADS_H
#define ISECT_SCALAR_LOADS_H

#if defined(__GNUC__) && !defined(__clang__)
#define SCALAR_LOADS __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define SCALAR_LOADS
#endif

#include <cglm/struct.h>

/* The same stall on the way out: a vec3s is returned with x and y packed in one register, and
 * GCC without the vectoriser builds that pair by storing the two floats apart and reading them
 * back 8 bytes at once (a fifth of isect_closest_point_triangle's time sat on that load). A
 * SCALAR_LOADS function returns its point through these instead: with the vectoriser on, in
 * their own options (so out of line), the pair is packed in registers (unpcklps, or cvtpd2ps
 * from two doubles). */
#if defined(__GNUC__) && !defined(__clang__)
#define PACKS_VEC3 static __attribute__((noinline, unused, optimize("tree-slp-vectorize")))
#else
#define PACKS_VEC3 static inline
#endif

PACKS_VEC3 vec3s vec3_packed(float x, float y, float z)
{
    return (vec3s){{x, y, z}};
}

/* (x, y, z) rounded to float, each once. */
PACKS_VEC3 vec3s vec3_narrowed(double x, double y, double z)
{
    return (vec3s){{(float)x, (float)y, (float)z}};
}

#endif
