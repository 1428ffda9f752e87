/* The exact verdict of the slab test (slab_exact.c), for the rays and segments against a box
 * that the float slab test of ray_box.c cannot call. Private to the library. */
#ifndef ISECT_SLAB_EXACT_H
#define ISECT_SLAB_EXACT_H

#include "isect.h"

#include <math.h>

/* How far the float slab test's entry and exit (ray_box.c, batch.c) may lie from their exact
 * values: each t is (lo - p) / d, two roundings, so within (2u + u^2) |t| of it (u = 2^-24), or
 * 2^-150 absolute where the quotient is subnormal (a subnormal difference is exact); the max
 * and min that gather them keep those bounds, measured on their results. When the computed
 * entry and exit differ by more than SLAB_ERR (|entry| + |exit|) + SLAB_TINY (four times that,
 * which also covers the rounding of this test), the float verdict is the exact one. */
#define SLAB_ERR 0x1p-21f
#define SLAB_TINY 0x1p-140f

/* Whether the float verdict tmin <= tmax is certain, for an entry tmin >= 0 of a test whose
 * axes all passed. An infinite entry or exit (every axis parallel, or a quotient past the float
 * range: rare) makes both sides infinite, never sure: the exact test decides. Branch-free. */
static inline int slab_sure(float tmin, float tmax)
{
    return fabsf(tmax - tmin) > SLAB_ERR * (tmin + fabsf(tmax)) + SLAB_TINY;
}

/* Does p + t (q - o) meet the box b for some t in [0, 1] (bounded) or t >= 0 (not bounded)?
 * The ray p + t d is (p, d, 0); the segment a..b is (a, b, a). Exact for the floats given,
 * touching included; a box with min > max on an axis is empty. Returns 1 or 0, or -1 when an
 * input is not finite (the caller keeps its float verdict). */
int isect_slab_exact(vec3s p, vec3s q, vec3s o, bool bounded, isect_aabb b);

#endif
