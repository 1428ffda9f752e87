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
    double speed, w[3], rsum, slack;                    /* |v|, a.c - b.c and a.r + b.r in double; see below */
} sphere_pair;

/* Over [t0, t1] a's centre stays within |v| (t1 - t0) / 2 of its mid-interval position, so the
 * sphere there grown by that much holds all of a's sweep: if it misses b, a does throughout.
 * The test need only never miss a contact, so it is made in double with every rounding allowed
 * for in the contact's favour (u = 2^-53): the centre's offset w + v mid from b (w = a.c - b.c
 * rounded once; v mid is exact, 24 by 25 bits) is within 2.1u (|w|_1 + |v|_1) of the exact one,
 * the radius's sum within 3u (r_a + r_b + |v|), and |v| within 2u of itself (in double: in float
 * |v|^2 underflowed for |v| below 2^-75, and such a motion went unseen): so the growth is raised
 * by 2^-20 of itself and by slack = 2^-49 (|w|_1 + |v|_1 + r_a + r_b + |v|), and the squares
 * compared with 2^-48 to spare. With v = 0 it is isect_sphere_sphere(a, b), exact. */
static bool spheres_may_meet(const void *user, float t0, float t1)
{
    const sphere_pair *p = user;
    if (!(p->speed > 0))
        return isect_sphere_sphere(p->a, p->b);
    const double mid = 0.5 * ((double)t0 + t1), half = 0.5 * ((double)t1 - t0);
    const double dx = p->w[0] + p->v.x * mid, dy = p->w[1] + p->v.y * mid, dz = p->w[2] + p->v.z * mid;
    const double r = p->rsum + p->speed * half * (1.0 + 0x1p-20) + p->slack;
    return dx * dx + dy * dy + dz * dz <= r * r * (1.0 + 0x1p-48);
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
    sphere_pair pair = {a, b, v, sqrt((double)v.x * v.x + (double)v.y * v.y + (double)v.z * v.z),
                        {(double)a.c.x - b.c.x, (double)a.c.y - b.c.y, (double)a.c.z - b.c.z}, (double)a.r + b.r, 0};
    pair.slack = 0x1p-49 * (fabs(pair.w[0]) + fabs(pair.w[1]) + fabs(pair.w[2]) + fabsf(v.x) + fabsf(v.y) + fabsf(v.z) +
                            pair.rsum + pair.speed);
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
