/* Interval halving: when no closed form is at hand, a conservative test over a time interval
 * ("could they meet somewhere in [t0, t1]?") finds the first contact to any accuracy by
 * splitting the step in halves, the earlier first, and dropping every half the test rules out.
 * Ericson, Real-Time Collision Detection, 5.5.1 (TestMovingSphereSphere by recursion). */
#include "isect.h"
#include "moving.h"

#include <math.h>

/* The shortest interval kept: 2^-24, so that t0, t1 and their midpoints are exact floats in
 * [0, 1] (multiples of 2^-24) and the recursion is at most 24 levels deep. */
#define HALVING_EPS_MIN 0x1p-24f

/* [t0, t1] of length 2^-k: when the test keeps it, an interval no longer than eps is the
 * answer; else its halves in time order. Depth-first, so the first interval reaching eps is
 * the earliest the test keeps at that length. */
static bool halve(bool (*may_meet)(const void *, float, float), const void *user, float eps,
                  float t0, float t1, float *t)
{
    if (!may_meet(user, t0, t1))
        return false;
    if (t1 - t0 <= eps) {
        *t = t0;
        return true;
    }
    float mid = 0.5f * (t0 + t1);
    return halve(may_meet, user, eps, t0, mid, t) || halve(may_meet, user, eps, mid, t1, t);
}

bool isect_moving_halving(bool (*may_meet)(const void *user, float t0, float t1), const void *user,
                          float eps, float *t)
{
    if (may_meet == NULL)
        return false;
    if (!(eps >= HALVING_EPS_MIN))                      /* below 2^-24, or NaN */
        eps = HALVING_EPS_MIN;
    float first;
    if (!halve(may_meet, user, eps, 0.0f, 1.0f, &first))
        return false;
    if (t)
        *t = first;
    return true;
}

/* Two spheres in b's frame: a moves by v = va - vb, b rests. */
typedef struct sphere_pair {
    isect_sphere a, b;
    vec3s v;
    float speed;                                        /* |v| */
} sphere_pair;

/* Over [t0, t1] a's centre stays within |v| (t1 - t0) / 2 of its mid-interval position, so the
 * sphere there grown by that much holds all of a's sweep: if it misses b, a does throughout.
 * The growth is raised by one part in 2^20, and (for v != 0) by 2^-22 of the sizes that the
 * rounding of the centre and of the radius's sum act on (each within 2^-24 of them), so that a
 * contact exactly at an interval's end, where the bound is tight, survives that rounding
 * (isect_sphere_sphere is exact: nothing else rounds). With v = 0 this is
 * isect_sphere_sphere(a, b) itself. */
static bool spheres_may_meet(const void *user, float t0, float t1)
{
    const sphere_pair *p = user;
    float grow = p->speed * (0.5f * (t1 - t0)) * (1.0f + 0x1p-20f);
    vec3s c = glms_vec3_muladds(p->v, 0.5f * (t0 + t1), p->a.c);
    if (p->speed > 0.0f)
        grow += 0x1p-22f * (fabsf(c.x) + fabsf(c.y) + fabsf(c.z) + p->speed + p->a.r + grow);
    isect_sphere swept = {c, p->a.r + grow};
    return isect_sphere_sphere(swept, p->b);
}

/* halve with spheres_may_meet called directly (inlined), not through the pointer: the same
 * intervals in the same order, so the same answer as isect_moving_halving(spheres_may_meet, ...),
 * without an indirect call at every one of them. */
static bool halve_spheres(const sphere_pair *pair, float eps, float t0, float t1, float *t)
{
    if (!spheres_may_meet(pair, t0, t1))
        return false;
    if (t1 - t0 <= eps) {
        *t = t0;
        return true;
    }
    float mid = 0.5f * (t0 + t1);
    return halve_spheres(pair, eps, t0, mid, t) || halve_spheres(pair, eps, mid, t1, t);
}

bool isect_moving_sphere_sphere_halving(isect_sphere a, vec3s va, isect_sphere b, vec3s vb, float eps,
                                        isect_hit *out)
{
    if (nan3(va) || nan3(vb) || !(a.r >= 0.0f) || !(b.r >= 0.0f))
        return false;
    vec3s v = glms_vec3_sub(va, vb);
    sphere_pair pair = {a, b, v, glms_vec3_norm(v)};
    if (!(eps >= HALVING_EPS_MIN))                      /* as isect_moving_halving: below 2^-24, or NaN */
        eps = HALVING_EPS_MIN;
    float t;
    if (!halve_spheres(&pair, eps, 0.0f, 1.0f, &t))
        return false;
    if (out) {
        out->t = t;
        out->point = sphere_pair_point(a, va, b, vb, t);
    }
    return true;
}
