/* Pieces shared by the moving-sphere tests (moving_sphere.c) and interval halving
 * (moving_halving.c), so that both report a contact alike. */
#ifndef ISECT_MOVING_H
#define ISECT_MOVING_H

#include "isect.h"
#include "canonical.h"

/* v = 0 exactly: the static test's verdict stands (and no path to follow). */
static inline bool motion_zero(vec3s v)
{
    return (v.x == 0.0f) & (v.y == 0.0f) & (v.z == 0.0f);
}

/* Where spheres a and b, at their positions of time t (c + t v), touch or overlap: the point of
 * their centres' segment that divides it as a.r : b.r, a.c + a.r / (a.r + b.r) (b.c - a.c). It
 * lies within a.r of a's centre and b.r of b's whenever they meet (the fraction of a distance
 * <= a.r + b.r), it is the touching point when they touch, and it reads the same with a and b
 * swapped. Two points (a.r + b.r = 0): a's centre. */
static inline vec3s sphere_pair_point(isect_sphere a, vec3s va, isect_sphere b, vec3s vb, float t)
{
    vec3s ca = glms_vec3_muladds(va, t, a.c), cb = glms_vec3_muladds(vb, t, b.c);
    float sum = a.r + b.r;
    float f = sum > 0.0f ? a.r / sum : 0.0f;
    return glms_vec3_add(ca, glms_vec3_scale(glms_vec3_sub(cb, ca), f));
}

#endif
