/* Sphere against sphere with contact: the line of the centres is the one axis that matters (the
 * separating direction of two spheres is always along it), the normal runs along it from a to b
 * and the overlap is the sum of the radii less the centres' distance. Ericson, Real-Time
 * Collision Detection, 4.3.1 for the test; the contact as isect.h describes it. */
#include "canonical.h"
#include "isect.h"

#include <float.h>
#include <math.h>

/* isect_sphere_sphere decides (|d|^2 <= (a.r + b.r)^2, d = b.c - a.c). Then |d| = m |d / m| with
 * m the largest |component|: d / m has a component of 1, so its length neither underflows (centres
 * 1e-30 apart) nor overflows. A d with no direction (concentric spheres) takes +x, the first
 * world axis, as the box contacts break their ties; an infinite d (only with an infinite radius:
 * the test's only way to meet) also +x, at infinite depth. */
bool isect_sphere_sphere_contact(isect_sphere a, isect_sphere b, isect_contact *c)
{
    if (!isect_sphere_sphere(a, b))
        return false;
    if (c) {
        const vec3s d = glms_vec3_sub(b.c, a.c);
        const float m = fmaxf(fabsf(d.x), fmaxf(fabsf(d.y), fabsf(d.z)));
        if (m > 0.0f && m <= FLT_MAX) {
            const vec3s u = glms_vec3_divs(d, m);
            const float len = glms_vec3_norm(u);
            c->normal = glms_vec3_divs(u, len);
            c->depth = fmaxf((a.r + b.r) - m * len, 0.0f);
        } else {
            c->normal = (vec3s){{1.0f, 0.0f, 0.0f}};
            c->depth = m > 0.0f ? INFINITY : a.r + b.r;
        }
    }
    return true;
}
