/* What the ray test programs share: a vec3s literal, the hit record a miss must leave alone,
 * and relative comparisons of floats. */
#ifndef ISECT_TEST_HIT_CHECK_H
#define ISECT_TEST_HIT_CHECK_H

#include <math.h>
#include <stdbool.h>

#include "isect.h"

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

/* Written into *out before each call: a miss must leave it as it is. */
static const isect_hit SENTINEL = {-12345.0f, {{-1, -2, -3}}};

static inline bool same_hit(isect_hit h)
{
    return h.t == SENTINEL.t && h.point.x == SENTINEL.point.x && h.point.y == SENTINEL.point.y &&
           h.point.z == SENTINEL.point.z;
}

static inline bool near(float a, float b, float tol)
{
    return fabsf(a - b) <= tol * (1.0f + fabsf(b));
}

static inline bool near3(vec3s a, vec3s b, float tol)
{
    return near(a.x, b.x, tol) && near(a.y, b.y, tol) && near(a.z, b.z, tol);
}

#endif
