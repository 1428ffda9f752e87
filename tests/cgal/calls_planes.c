/* The isect side of the plane oracle (calls_planes.h). */
#include "calls_planes.h"

#include "isect.h"

static vec3s v3(const float *x) { return (vec3s){{x[0], x[1], x[2]}}; }
static isect_plane plane(const float *n, float d) { return (isect_plane){v3(n), d}; }

int calls_sphere_plane(const float c[3], float r, const float n[3], float d)
{
    return isect_sphere_plane((isect_sphere){v3(c), r}, plane(n, d));
}

int calls_sphere_halfspace(const float c[3], float r, const float n[3], float d)
{
    return isect_sphere_halfspace((isect_sphere){v3(c), r}, plane(n, d));
}

int calls_aabb_plane(const float box[6], const float n[3], float d)
{
    return isect_aabb_plane((isect_aabb){v3(box), v3(box + 3)}, plane(n, d));
}

int calls_obb_plane(const float obb[15], const float n[3], float d)
{
    isect_obb b = {v3(obb), {v3(obb + 3), v3(obb + 6), v3(obb + 9)}, v3(obb + 12)};
    return isect_obb_plane(b, plane(n, d));
}

int calls_segment_plane(const float a[3], const float b[3], const float n[3], float d, float *t)
{
    isect_hit h;
    if (!isect_segment_plane((isect_segment){v3(a), v3(b)}, plane(n, d), &h)) return 0;
    *t = h.t;
    return 1;
}

int calls_capsule_plane(const float a[3], const float b[3], float r, const float n[3], float d)
{
    return isect_capsule_plane((isect_capsule){{v3(a), v3(b)}, r}, plane(n, d));
}
