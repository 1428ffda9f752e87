/* The library's boolean tests as calls on two scene shapes (scene_tests.h). A test that takes
 * more than the two shapes gets NULL for the rest: the hit of a segment test, the line of two
 * planes. */
#include <stdio.h>
#include <string.h>

#include "scene_tests.h"

static bool aabb_aabb(const shape *a, const shape *b) { return isect_aabb_aabb(a->aabb, b->aabb); }
static bool aabb_plane(const shape *a, const shape *b) { return isect_aabb_plane(a->aabb, b->plane); }
static bool aabb_polygon(const shape *a, const shape *b)
{
    return isect_aabb_polygon(a->aabb, b->polygon.v, b->polygon.count);
}
static bool aabb_triangle(const shape *a, const shape *b) { return isect_aabb_triangle(a->aabb, b->triangle); }
static bool capsule_capsule(const shape *a, const shape *b) { return isect_capsule_capsule(a->capsule, b->capsule); }
static bool capsule_plane(const shape *a, const shape *b) { return isect_capsule_plane(a->capsule, b->plane); }
static bool cone_plane(const shape *a, const shape *b) { return isect_cone_plane(a->cone, b->plane); }
static bool obb_obb(const shape *a, const shape *b) { return isect_obb_obb(a->obb, b->obb); }
static bool obb_plane(const shape *a, const shape *b) { return isect_obb_plane(a->obb, b->plane); }
static bool plane_plane(const shape *a, const shape *b) { return isect_plane_plane(a->plane, b->plane, NULL, NULL); }
static bool segment_plane(const shape *a, const shape *b) { return isect_segment_plane(a->segment, b->plane, NULL); }
static bool segment_sphere(const shape *a, const shape *b) { return isect_segment_sphere(a->segment, b->sphere, NULL); }
static bool sphere_aabb(const shape *a, const shape *b) { return isect_sphere_aabb(a->sphere, b->aabb); }
static bool sphere_capsule(const shape *a, const shape *b) { return isect_sphere_capsule(a->sphere, b->capsule); }
static bool sphere_halfspace(const shape *a, const shape *b) { return isect_sphere_halfspace(a->sphere, b->plane); }
static bool sphere_obb(const shape *a, const shape *b) { return isect_sphere_obb(a->sphere, b->obb); }
static bool sphere_plane(const shape *a, const shape *b) { return isect_sphere_plane(a->sphere, b->plane); }
static bool sphere_polygon(const shape *a, const shape *b)
{
    return isect_sphere_polygon(a->sphere, b->polygon.v, b->polygon.count);
}
static bool sphere_sphere(const shape *a, const shape *b) { return isect_sphere_sphere(a->sphere, b->sphere); }
static bool sphere_triangle(const shape *a, const shape *b) { return isect_sphere_triangle(a->sphere, b->triangle); }
static bool triangle_triangle(const shape *a, const shape *b) { return isect_triangle_triangle(a->triangle, b->triangle); }

static const scene_library_test tests[] = {
    {"isect_aabb_aabb", SHAPE_AABB, SHAPE_AABB, aabb_aabb, ""},
    {"isect_aabb_plane", SHAPE_AABB, SHAPE_PLANE, aabb_plane, ""},
    {"isect_aabb_polygon", SHAPE_AABB, SHAPE_POLYGON, aabb_polygon, ""},
    {"isect_aabb_triangle", SHAPE_AABB, SHAPE_TRIANGLE, aabb_triangle, ""},
    {"isect_capsule_capsule", SHAPE_CAPSULE, SHAPE_CAPSULE, capsule_capsule, ""},
    {"isect_capsule_plane", SHAPE_CAPSULE, SHAPE_PLANE, capsule_plane, ""},
    {"isect_cone_plane", SHAPE_CONE, SHAPE_PLANE, cone_plane, ""},
    {"isect_obb_obb", SHAPE_OBB, SHAPE_OBB, obb_obb, ""},
    {"isect_obb_plane", SHAPE_OBB, SHAPE_PLANE, obb_plane, ""},
    {"isect_plane_plane", SHAPE_PLANE, SHAPE_PLANE, plane_plane, ", NULL, NULL"},
    {"isect_segment_plane", SHAPE_SEGMENT, SHAPE_PLANE, segment_plane, ", NULL"},
    {"isect_segment_sphere", SHAPE_SEGMENT, SHAPE_SPHERE, segment_sphere, ", NULL"},
    {"isect_sphere_aabb", SHAPE_SPHERE, SHAPE_AABB, sphere_aabb, ""},
    {"isect_sphere_capsule", SHAPE_SPHERE, SHAPE_CAPSULE, sphere_capsule, ""},
    {"isect_sphere_halfspace", SHAPE_SPHERE, SHAPE_PLANE, sphere_halfspace, ""},
    {"isect_sphere_obb", SHAPE_SPHERE, SHAPE_OBB, sphere_obb, ""},
    {"isect_sphere_plane", SHAPE_SPHERE, SHAPE_PLANE, sphere_plane, ""},
    {"isect_sphere_polygon", SHAPE_SPHERE, SHAPE_POLYGON, sphere_polygon, ""},
    {"isect_sphere_sphere", SHAPE_SPHERE, SHAPE_SPHERE, sphere_sphere, ""},
    {"isect_sphere_triangle", SHAPE_SPHERE, SHAPE_TRIANGLE, sphere_triangle, ""},
    {"isect_triangle_triangle", SHAPE_TRIANGLE, SHAPE_TRIANGLE, triangle_triangle, ""},
};

const scene_library_test *scene_library_test_named(const char *call)
{
    for (size_t i = 0; call && i < sizeof tests / sizeof tests[0]; i++)
        if (strcmp(tests[i].call, call) == 0)
            return &tests[i];
    return NULL;
}

void scene_code_argument(const shape *s, char *out, size_t size)
{
    if (s->kind == SHAPE_POLYGON || s->kind == SHAPE_QUAD)
        snprintf(out, size, "%s, %d", s->name, s->polygon.count);
    else
        snprintf(out, size, "%s", s->name);
}
