/* The point of segment ab nearest to p, for the library's loops over a polygon's edges: the
 * arithmetic of isect_closest_point_segment (closest.c; Ericson, Real-Time Collision Detection,
 * 5.1.2) on the two vertices in place, inlined into the caller. The public function takes the
 * segment by value, and a called helper returns its vec3s through the stack, where the caller's
 * 8-byte load waits on two 4-byte stores. Private to the library. */
#ifndef ISECT_SEGMENT_NEAREST_H
#define ISECT_SEGMENT_NEAREST_H

#include "isect.h"

#if defined(__GNUC__)
#define SEGMENT_NEAREST_INLINE static inline __attribute__((always_inline))
#else
#define SEGMENT_NEAREST_INLINE static inline
#endif

/* t = (p - a).ab, in units of |ab|^2: a at t <= 0 (and for a = b), b at t >= |ab|^2, else
 * a + ab t / |ab|^2. */
SEGMENT_NEAREST_INLINE vec3s segment_nearest(vec3s p, vec3s a, vec3s b)
{
    const vec3s ab = glms_vec3_sub(b, a);
    const float t = glms_vec3_dot(glms_vec3_sub(p, a), ab);
    if (t <= 0.0f) return a;
    const float denom = glms_vec3_dot(ab, ab);
    if (t >= denom) return b;
    return glms_vec3_muladds(ab, t / denom, a);
}

#endif
