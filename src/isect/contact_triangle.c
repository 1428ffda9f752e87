/* AABB against triangle with contact: isect_aabb_triangle's 13-axis separating-axis test
 * (triangle_sat.h), which keeps the axis of least overlap as it goes (isect.h's contact section).
 * Ericson, Real-Time Collision Detection, 5.2.9; Akenine-Möller, "Fast 3D Triangle-Box Overlap
 * Testing", JGT 2001. */
#include "canonical.h"
#include "isect.h"
#include "triangle_sat.h"

/* aabb_triangle_sat with a contact to fill: the verdict is isect_aabb_triangle's, bit for bit. */
bool isect_aabb_triangle_contact(isect_aabb b, isect_triangle t, isect_contact *c)
{
    least_overlap k = {INFINITY, 0, {{1.0f, 0.0f, 0.0f}}, !finite3(b.min) || !finite3(b.max)};
    if (aabb_triangle_sat(b, t, NULL, &k) != ISECT_AXIS_NONE)
        return false;
    if (c)
        c->normal = unit_axis(k.dir), c->depth = k.depth;
    return true;
}
