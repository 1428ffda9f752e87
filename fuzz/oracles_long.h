/* Long double vectors for the oracles of where planes meet (fuzz_plane_plane.c and
 * tests/test_isect_plane_plane.c): on x86 a long double has a 64-bit significand, so the
 * product of two floats is exact in it and a cross product of float vectors is exact but for
 * one rounding per component. */
#ifndef ISECT_FUZZ_ORACLES_LONG_H
#define ISECT_FUZZ_ORACLES_LONG_H

#include <math.h>
#include <cglm/types-struct.h>

typedef long double ld;
typedef struct lvec { ld x, y, z; } lvec;

static inline lvec lv(vec3s v) { return (lvec){v.x, v.y, v.z}; }
static inline ld ldot(lvec a, lvec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline lvec lcross(lvec a, lvec b)
{
    return (lvec){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static inline ld llen(lvec a) { return sqrtl(ldot(a, a)); }
static inline ld ldist(lvec a, lvec b) { return llen((lvec){a.x - b.x, a.y - b.y, a.z - b.z}); }

#endif
