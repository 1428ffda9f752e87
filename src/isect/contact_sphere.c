/* Sphere against sphere with contact: the line of the centres is the one axis that matters (the
 * separating direction of two spheres is always along it), the normal runs along it from a to b
 * and the overlap is the sum of the radii less the centres' distance. Ericson, Real-Time
 * Collision Detection, 4.3.1 for the test; the contact as isect.h describes it. */
#include "canonical.h"
#include "isect.h"

#include <float.h>
#include <math.h>

/* The normal and depth where |d|^2 is not a normal float well inside the range (centres 1e-30
 * apart, or 1e30): |d| = m |d / m| with m the largest |component|, so that d / m has a component
 * of 1 and its length neither underflows nor overflows. A d with no direction (concentric
 * spheres) takes +x, the first world axis, as the box contacts break their ties; an infinite d
 * (only with an infinite radius: the test's only way to meet) also +x, at infinite depth. */
static COLD void contact_scaled(vec3s d, float r, isect_contact *c)
{
    const float m = fmaxf(fabsf(d.x), fmaxf(fabsf(d.y), fabsf(d.z)));
    if (m > 0.0f && m <= FLT_MAX) {
        const vec3s u = glms_vec3_divs(d, m);
        const float len = glms_vec3_norm(u);
        c->normal = glms_vec3_divs(u, len);
        c->depth = fmaxf(r - m * len, 0.0f);
    } else {
        c->normal = (vec3s){{1.0f, 0.0f, 0.0f}};
        c->depth = m > 0.0f ? INFINITY : r;
    }
}

/* isect_sphere_sphere's verdict (exact), then, with d = b.c - a.c, where |d|^2 lies in [2^-100, 2^100] (what underflows in
 * it is below 2^-49 of it), |d| = sqrt(|d|^2), normal d (1 / |d|) and depth max(ra + rb - |d|, 0);
 * elsewhere contact_scaled above. */
bool isect_sphere_sphere_contact(isect_sphere a, isect_sphere b, isect_contact *c)
{
    if (!isect_sphere_sphere(a, b))                     /* exact (isect.h) */
        return false;
    const vec3s d = glms_vec3_sub(b.c, a.c);
    const float r = a.r + b.r, d2 = d.x * d.x + d.y * d.y + d.z * d.z;
    if (c) {
        if ((d2 >= 0x1p-100f) & (d2 <= 0x1p100f)) {
            const float len = sqrtf(d2), inv = 1.0f / len, depth = r - len;
            c->normal = glms_vec3_scale(d, inv);
            c->depth = depth > 0.0f ? depth : 0.0f;
        } else {
            contact_scaled(d, r, c);
        }
    }
    return true;
}
