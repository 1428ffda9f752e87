#include "samples.h"

#include <string.h>

extern const sample sample_aabb_plane, sample_obb_plane, sample_sphere_plane, sample_sphere_halfspace,
    sample_cone_plane, sample_plane_points, sample_sphere_sphere, sample_aabb_aabb, sample_sphere_aabb,
    sample_sphere_obb, sample_obb_obb, sample_closest_point, sample_sphere_triangle, sample_sphere_polygon,
    sample_aabb_triangle, sample_triangle_triangle, sample_segment_plane, sample_ray_sphere, sample_ray_aabb,
    sample_ray_triangle, sample_line_triangle, sample_line_quad, sample_ray_polyhedron, sample_aabb_frustum,
    sample_stress_culling;

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
    &sample_aabb_frustum,
    &sample_stress_culling,
};
const int sample_count = (int)(sizeof samples / sizeof samples[0]);

/* The sample menu (M) groups samples by the family of their first shape. */
const char *const sample_categories[] = {"Planes", "Spheres", "Boxes", "Triangles", "Rays and lines", "Other"};
const int sample_category_count = (int)(sizeof sample_categories / sizeof sample_categories[0]);

static const struct { const char *id, *category; } category_of[] = {
    {"aabb-plane", "Planes"},          {"obb-plane", "Planes"},        {"sphere-plane", "Planes"},
    {"sphere-halfspace", "Planes"},    {"cone-plane", "Planes"},       {"plane-points", "Planes"},
    {"sphere-sphere", "Spheres"},      {"sphere-aabb", "Spheres"},     {"sphere-obb", "Spheres"},
    {"sphere-triangle", "Spheres"},    {"sphere-polygon", "Spheres"},  {"aabb-aabb", "Boxes"},
    {"obb-obb", "Boxes"},              {"closest-point", "Boxes"},     {"aabb-frustum", "Boxes"},
    {"aabb-triangle", "Triangles"},    {"triangle-triangle", "Triangles"},
    {"segment-plane", "Rays and lines"}, {"ray-sphere", "Rays and lines"}, {"ray-aabb", "Rays and lines"},
    {"ray-triangle", "Rays and lines"}, {"line-triangle", "Rays and lines"}, {"line-quad", "Rays and lines"},
    {"ray-polyhedron", "Rays and lines"}, {"stress-culling", "Other"},
};

const char *sample_category(int index)
{
    for (size_t i = 0; i < sizeof category_of / sizeof category_of[0]; i++)
        if (strcmp(category_of[i].id, samples[index]->id) == 0)
            return category_of[i].category;
    return "Other";
}

int sample_find(const char *id)
{
    for (int i = 0; i < sample_count; i++)
        if (strcmp(samples[i]->id, id) == 0)
            return i;
    return -1;
}
