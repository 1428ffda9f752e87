#include "samples.h"

#include <string.h>

extern const sample sample_aabb_plane, sample_obb_plane, sample_sphere_plane, sample_sphere_halfspace,
    sample_cone_plane, sample_plane_points, sample_sphere_sphere, sample_aabb_aabb, sample_sphere_aabb,
    sample_sphere_obb, sample_obb_obb, sample_closest_point, sample_sphere_triangle, sample_sphere_polygon,
    sample_aabb_triangle, sample_triangle_triangle, sample_segment_plane, sample_ray_sphere, sample_ray_aabb,
    sample_ray_triangle, sample_line_triangle, sample_line_quad, sample_ray_polyhedron;

/* Menu order: planes, spheres and boxes, triangles, rays and lines. */
const sample *const samples[] = {
    &sample_aabb_plane,
    &sample_obb_plane,
    &sample_sphere_plane,
    &sample_sphere_halfspace,
    &sample_cone_plane,
    &sample_plane_points,
    &sample_sphere_sphere,
    &sample_aabb_aabb,
    &sample_sphere_aabb,
    &sample_sphere_obb,
    &sample_obb_obb,
    &sample_closest_point,
    &sample_sphere_triangle,
    &sample_sphere_polygon,
    &sample_aabb_triangle,
    &sample_triangle_triangle,
    &sample_segment_plane,
    &sample_ray_sphere,
    &sample_ray_aabb,
    &sample_ray_triangle,
    &sample_line_triangle,
    &sample_line_quad,
    &sample_ray_polyhedron,
};
const int sample_count = (int)(sizeof samples / sizeof samples[0]);

int sample_find(const char *id)
{
    for (int i = 0; i < sample_count; i++)
        if (strcmp(samples[i]->id, id) == 0)
            return i;
    return -1;
}
