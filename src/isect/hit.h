/* Writing a ray's or a segment's hit: shared by the ray tests (ray*.c) and the swept-volume ray
 * tests (cylinder.c), so that every hit is reported alike. */
#ifndef ISECT_HIT_H
#define ISECT_HIT_H

#include "isect.h"

#include <float.h>
#include <math.h>

/* A ray's t, computed in double, as a float; a t beyond FLT_MAX (a direction so short that the
 * shape lies past every float t, while the exact verdict is a hit) is reported at FLT_MAX rather
 * than missed. */
static inline float hit_t_to_float(double t)
{
    return t < FLT_MAX ? (float)t : FLT_MAX;
}

/* Writes a hit at parameter t of the ray p + t d; returns true so callers can `return hit(…)`.
 * An entry at t = +inf (a quotient that overflowed: the shape lies beyond every float along the
 * ray) is a miss, not a hit at infinity (found by fuzz/fuzz_rays.c). */
static inline bool ray_hit(isect_hit *out, vec3s p, vec3s d, float t)
{
    if (!(t < INFINITY)) return false;
    if (out) {
        out->t = t;
        out->point = glms_vec3_muladds(d, t, p);
    }
    return true;
}

/* The same for a segment: (1 - t) a + t b lands exactly on a at t = 0 and on b at t = 1. */
static inline bool segment_hit(isect_hit *out, isect_segment s, float t)
{
    if (out) {
        out->t = t;
        out->point = glms_vec3_add(glms_vec3_scale(s.a, 1.0f - t), glms_vec3_scale(s.b, t));
    }
    return true;
}

#endif
