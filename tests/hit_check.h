/* What the ray test programs share: a vec3s literal, the hit record a miss must leave alone,
 * relative comparisons of floats and one table row's checks. */
#ifndef ISECT_TEST_HIT_CHECK_H
#define ISECT_TEST_HIT_CHECK_H

#include <math.h>
#include <stdbool.h>

#include "check.h"
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

/* One table row's checks: the verdict, t and the point on a hit, *out untouched on a miss, and
 * the same verdict with out = NULL (passed as `again`). */
static inline void check_hit_case(const char *fn, const char *what, bool got, bool again, isect_hit h,
                       bool hit, float t, vec3s point)
{
    CHECK(got == hit, "%s %s: got %s", fn, what, got ? "hit" : "miss");
    CHECK(again == got, "%s %s: out = NULL changes the verdict", fn, what);
    if (got && hit) {
        CHECK(near(h.t, t, 1e-5f), "%s %s: t %.9g, want %.9g", fn, what, h.t, t);
        CHECK(near3(h.point, point, 1e-5f), "%s %s: point (%g %g %g), want (%g %g %g)", fn, what,
              h.point.x, h.point.y, h.point.z, point.x, point.y, point.z);
    }
    if (!got)
        CHECK(same_hit(h), "%s %s: a miss wrote *out", fn, what);
}

#endif
