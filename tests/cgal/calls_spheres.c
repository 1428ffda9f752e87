/* The isect side of the sphere oracle (calls_spheres.h). */
#include "calls_spheres.h"

#include "isect.h"

#include <float.h>
#include <math.h>

static vec3s v3(const float *x) { return (vec3s){{x[0], x[1], x[2]}}; }
static isect_aabb box6(const float *b) { return (isect_aabb){v3(b), v3(b + 3)}; }

int calls_sphere_sphere(const float c1[3], float r1, const float c2[3], float r2)
{
    return isect_sphere_sphere((isect_sphere){v3(c1), r1}, (isect_sphere){v3(c2), r2});
}

int calls_sphere_aabb(const float c[3], float r, const float box[6])
{
    return isect_sphere_aabb((isect_sphere){v3(c), r}, box6(box));
}

int calls_aabb_aabb(const float box1[6], const float box2[6])
{
    return isect_aabb_aabb(box6(box1), box6(box2));
}

int calls_ray_sphere(const float p[3], const float d[3], const float c[3], float r)
{
    isect_hit h;
    if (!isect_ray_sphere((isect_ray){v3(p), v3(d)}, (isect_sphere){v3(c), r}, &h)) return 0;
    return h.t >= 0 && h.t <= FLT_MAX ? 1 : -1;
}

int calls_segment_sphere(const float a[3], const float b[3], const float c[3], float r)
{
    isect_hit h;
    if (!isect_segment_sphere((isect_segment){v3(a), v3(b)}, (isect_sphere){v3(c), r}, &h)) return 0;
    return h.t >= 0 && h.t <= 1 ? 1 : -1;
}

int calls_sphere_triangle(const float c[3], float r, const float tri[9])
{
    return isect_sphere_triangle((isect_sphere){v3(c), r}, (isect_triangle){v3(tri), v3(tri + 3), v3(tri + 6)});
}
