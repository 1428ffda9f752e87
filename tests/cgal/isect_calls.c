/* The isect side of the CGAL oracle (isect_calls.h). */
#include "isect_calls.h"

#include "isect.h"

#include <stdlib.h>

static vec3s v3(const float *x) { return (vec3s){{x[0], x[1], x[2]}}; }
static isect_triangle tri3(const float *t) { return (isect_triangle){v3(t), v3(t + 3), v3(t + 6)}; }

int calls_ray_triangle(const float p[3], const float d[3], const float tri[9])
{
    return isect_ray_triangle((isect_ray){v3(p), v3(d)}, tri3(tri), NULL);
}

int calls_segment_triangle(const float a[3], const float b[3], const float tri[9])
{
    return isect_segment_triangle((isect_segment){v3(a), v3(b)}, tri3(tri), NULL);
}

int calls_line_triangle(const float a[3], const float b[3], const float tri[9])
{
    return isect_line_triangle(v3(a), v3(b), tri3(tri), NULL);
}

int calls_triangle_triangle(const float t1[9], const float t2[9])
{
    return isect_triangle_triangle(tri3(t1), tri3(t2));
}

int calls_aabb_triangle(const float box[6], const float tri[9])
{
    return isect_aabb_triangle((isect_aabb){v3(box), v3(box + 3)}, tri3(tri));
}

int calls_ray_aabb(const float p[3], const float d[3], const float box[6])
{
    return isect_ray_aabb((isect_ray){v3(p), v3(d)}, (isect_aabb){v3(box), v3(box + 3)}, NULL);
}

int calls_segment_aabb(const float a[3], const float b[3], const float box[6])
{
    return isect_segment_aabb((isect_segment){v3(a), v3(b)}, (isect_aabb){v3(box), v3(box + 3)}, NULL);
}

int calls_ray_aabb_inverse(const float p[3], const float d[3], const float box[6])
{
    isect_ray_inv r = isect_ray_inverse((isect_ray){v3(p), v3(d)});
    return isect_ray_aabb_inverse(&r, (isect_aabb){v3(box), v3(box + 3)}, NULL);
}

int calls_aabb_polygon(const float box[6], const float *verts, int count)
{
    vec3s v[CALLS_POLYGON_MAX];
    if (count > CALLS_POLYGON_MAX) abort();   /* the oracle's polygons are smaller */
    for (int i = 0; i < count; i++) v[i] = v3(verts + 3 * i);
    return isect_aabb_polygon((isect_aabb){v3(box), v3(box + 3)}, v, count);
}
