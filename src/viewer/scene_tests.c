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
static bool capsule_aabb(const shape *a, const shape *b) { return isect_capsule_aabb(a->capsule, b->aabb); }
static bool capsule_capsule(const shape *a, const shape *b) { return isect_capsule_capsule(a->capsule, b->capsule); }
static bool capsule_plane(const shape *a, const shape *b) { return isect_capsule_plane(a->capsule, b->plane); }
static bool capsule_triangle(const shape *a, const shape *b) { return isect_capsule_triangle(a->capsule, b->triangle); }
static bool cone_plane(const shape *a, const shape *b) { return isect_cone_plane(a->cone, b->plane); }
static bool obb_obb(const shape *a, const shape *b) { return isect_obb_obb(a->obb, b->obb); }
static bool obb_plane(const shape *a, const shape *b) { return isect_obb_plane(a->obb, b->plane); }
static bool plane_plane(const shape *a, const shape *b) { return isect_plane_plane(a->plane, b->plane, NULL, NULL); }
static bool point_in_polygon(const shape *a, const shape *b)
{
    return isect_point_in_polygon(a->point, b->polygon.v, b->polygon.count);
}
static bool point_in_polyhedron(const shape *a, const shape *b)
{
    return isect_point_in_polyhedron(a->point, b->polyhedron.planes, b->polyhedron.count);
}
static bool point_in_triangle(const shape *a, const shape *b)
{
    return isect_point_in_triangle_barycentric(a->point, b->triangle);
}
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

/* The contact variants: the normal from a toward b and the depth b must move along it. */
static bool aabb_aabb_contact(const shape *a, const shape *b, isect_contact *c)
{
    return isect_aabb_aabb_contact(a->aabb, b->aabb, c);
}
static bool aabb_triangle_contact(const shape *a, const shape *b, isect_contact *c)
{
    return isect_aabb_triangle_contact(a->aabb, b->triangle, c);
}
static bool obb_obb_contact(const shape *a, const shape *b, isect_contact *c) { return isect_obb_obb_contact(a->obb, b->obb, c); }
static bool sphere_sphere_contact(const shape *a, const shape *b, isect_contact *c)
{
    return isect_sphere_sphere_contact(a->sphere, b->sphere, c);
}

/* The moving tests (5.5): each shape that moves passes its displacement after it. */
static bool moving_sphere_plane_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_sphere_plane(a->sphere, a->motion, b->plane, out);
}
static bool moving_aabb_plane_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_aabb_plane(a->aabb, a->motion, b->plane, out);
}
static bool moving_sphere_sphere_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_sphere_sphere(a->sphere, a->motion, b->sphere, b->motion, out);
}
static bool moving_sphere_triangle_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_sphere_triangle(a->sphere, a->motion, b->triangle, out);
}
static bool moving_sphere_polygon_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_sphere_polygon(a->sphere, a->motion, b->polygon.v, b->polygon.count, out);
}
static bool moving_sphere_aabb_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_sphere_aabb(a->sphere, a->motion, b->aabb, out);
}
static bool moving_aabb_aabb_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_aabb_aabb(a->aabb, a->motion, b->aabb, b->motion, out);
}
static bool moving_obb_obb_at(const shape *a, const shape *b, isect_hit *out)
{
    return isect_moving_obb_obb(a->obb, a->motion, b->obb, b->motion, out);
}
static bool moving_sphere_plane(const shape *a, const shape *b) { return moving_sphere_plane_at(a, b, NULL); }
static bool moving_aabb_plane(const shape *a, const shape *b) { return moving_aabb_plane_at(a, b, NULL); }
static bool moving_sphere_sphere(const shape *a, const shape *b) { return moving_sphere_sphere_at(a, b, NULL); }
static bool moving_sphere_triangle(const shape *a, const shape *b) { return moving_sphere_triangle_at(a, b, NULL); }
static bool moving_sphere_polygon(const shape *a, const shape *b) { return moving_sphere_polygon_at(a, b, NULL); }
static bool moving_sphere_aabb(const shape *a, const shape *b) { return moving_sphere_aabb_at(a, b, NULL); }
static bool moving_aabb_aabb(const shape *a, const shape *b) { return moving_aabb_aabb_at(a, b, NULL); }
static bool moving_obb_obb(const shape *a, const shape *b) { return moving_obb_obb_at(a, b, NULL); }

static const scene_library_test tests[] = {
    {"isect_aabb_aabb", SHAPE_AABB, SHAPE_AABB, aabb_aabb, "", aabb_aabb_contact},
    {"isect_aabb_plane", SHAPE_AABB, SHAPE_PLANE, aabb_plane, "", NULL},
    {"isect_aabb_polygon", SHAPE_AABB, SHAPE_POLYGON, aabb_polygon, "", NULL},
    {"isect_aabb_triangle", SHAPE_AABB, SHAPE_TRIANGLE, aabb_triangle, "", aabb_triangle_contact},
    {"isect_capsule_aabb", SHAPE_CAPSULE, SHAPE_AABB, capsule_aabb, "", NULL},
    {"isect_capsule_capsule", SHAPE_CAPSULE, SHAPE_CAPSULE, capsule_capsule, "", NULL},
    {"isect_capsule_plane", SHAPE_CAPSULE, SHAPE_PLANE, capsule_plane, "", NULL},
    {"isect_capsule_triangle", SHAPE_CAPSULE, SHAPE_TRIANGLE, capsule_triangle, "", NULL},
    {"isect_cone_plane", SHAPE_CONE, SHAPE_PLANE, cone_plane, "", NULL},
    {"isect_obb_obb", SHAPE_OBB, SHAPE_OBB, obb_obb, "", obb_obb_contact},
    {"isect_obb_plane", SHAPE_OBB, SHAPE_PLANE, obb_plane, "", NULL},
    {"isect_plane_plane", SHAPE_PLANE, SHAPE_PLANE, plane_plane, ", NULL, NULL", NULL},
    {"isect_point_in_polygon", SHAPE_POINT, SHAPE_POLYGON, point_in_polygon, "", NULL},
    {"isect_point_in_polyhedron", SHAPE_POINT, SHAPE_POLYHEDRON, point_in_polyhedron, "", NULL},
    {"isect_point_in_triangle_barycentric", SHAPE_POINT, SHAPE_TRIANGLE, point_in_triangle, "", NULL},
    {"isect_segment_plane", SHAPE_SEGMENT, SHAPE_PLANE, segment_plane, ", NULL", NULL},
    {"isect_segment_sphere", SHAPE_SEGMENT, SHAPE_SPHERE, segment_sphere, ", NULL", NULL},
    {"isect_sphere_aabb", SHAPE_SPHERE, SHAPE_AABB, sphere_aabb, "", NULL},
    {"isect_sphere_capsule", SHAPE_SPHERE, SHAPE_CAPSULE, sphere_capsule, "", NULL},
    {"isect_sphere_halfspace", SHAPE_SPHERE, SHAPE_PLANE, sphere_halfspace, "", NULL},
    {"isect_sphere_obb", SHAPE_SPHERE, SHAPE_OBB, sphere_obb, "", NULL},
    {"isect_sphere_plane", SHAPE_SPHERE, SHAPE_PLANE, sphere_plane, "", NULL},
    {"isect_sphere_polygon", SHAPE_SPHERE, SHAPE_POLYGON, sphere_polygon, "", NULL},
    {"isect_sphere_sphere", SHAPE_SPHERE, SHAPE_SPHERE, sphere_sphere, "", sphere_sphere_contact},
    {"isect_sphere_triangle", SHAPE_SPHERE, SHAPE_TRIANGLE, sphere_triangle, "", NULL},
    {"isect_triangle_triangle", SHAPE_TRIANGLE, SHAPE_TRIANGLE, triangle_triangle, "", NULL},
};

/* The moving tests: the call, and which shapes take a displacement with the time of impact. */
#define MOVING(CALL, A, B, MOVES, NAME) {{(CALL), (A), (B), NAME, ", NULL", NULL}, {(MOVES), NAME##_at}}
static const scene_moving_test moving_tests[] = {
    MOVING("isect_moving_sphere_plane", SHAPE_SPHERE, SHAPE_PLANE, SCENE_MOVES_A, moving_sphere_plane),
    MOVING("isect_moving_aabb_plane", SHAPE_AABB, SHAPE_PLANE, SCENE_MOVES_A, moving_aabb_plane),
    MOVING("isect_moving_sphere_sphere", SHAPE_SPHERE, SHAPE_SPHERE, SCENE_MOVES_A | SCENE_MOVES_B, moving_sphere_sphere),
    MOVING("isect_moving_sphere_triangle", SHAPE_SPHERE, SHAPE_TRIANGLE, SCENE_MOVES_A, moving_sphere_triangle),
    MOVING("isect_moving_sphere_polygon", SHAPE_SPHERE, SHAPE_POLYGON, SCENE_MOVES_A, moving_sphere_polygon),
    MOVING("isect_moving_sphere_aabb", SHAPE_SPHERE, SHAPE_AABB, SCENE_MOVES_A, moving_sphere_aabb),
    MOVING("isect_moving_aabb_aabb", SHAPE_AABB, SHAPE_AABB, SCENE_MOVES_A | SCENE_MOVES_B, moving_aabb_aabb),
    MOVING("isect_moving_obb_obb", SHAPE_OBB, SHAPE_OBB, SCENE_MOVES_A | SCENE_MOVES_B, moving_obb_obb),
};

/* The ray tests: a ray or segment against a shape, with the hit; a line (through segment.a and
 * .b) gives only the point. */
static bool ray_aabb_hit(const shape *r, const shape *b, isect_hit *h) { return isect_ray_aabb(r->ray, b->aabb, h); }
static bool ray_capsule_hit(const shape *r, const shape *c, isect_hit *h)
{
    return isect_ray_capsule(r->ray, c->capsule, h);
}
static bool ray_cylinder_hit(const shape *r, const shape *c, isect_hit *h)
{
    return isect_ray_cylinder(r->ray, c->cylinder, h);
}
static bool ray_polyhedron_hit(const shape *r, const shape *p, isect_hit *h)
{
    return isect_ray_polyhedron(r->ray, p->polyhedron.planes, p->polyhedron.count, h);
}
static bool ray_sphere_hit(const shape *r, const shape *s, isect_hit *h) { return isect_ray_sphere(r->ray, s->sphere, h); }
static bool ray_triangle_hit(const shape *r, const shape *t, isect_hit *h)
{
    return isect_ray_triangle(r->ray, t->triangle, h);
}
static bool segment_aabb_hit(const shape *s, const shape *b, isect_hit *h)
{
    return isect_segment_aabb(s->segment, b->aabb, h);
}
static bool segment_capsule_hit(const shape *s, const shape *c, isect_hit *h)
{
    return isect_segment_capsule(s->segment, c->capsule, h);
}
static bool segment_cylinder_hit(const shape *s, const shape *c, isect_hit *h)
{
    return isect_segment_cylinder(s->segment, c->cylinder, h);
}
static bool segment_sphere_hit(const shape *s, const shape *b, isect_hit *h)
{
    return isect_segment_sphere(s->segment, b->sphere, h);
}
static bool segment_triangle_hit(const shape *s, const shape *t, isect_hit *h)
{
    return isect_segment_triangle(s->segment, t->triangle, h);
}
static bool line_quad_hit(const shape *l, const shape *q, isect_hit *h)
{
    const vec3s *v = q->polygon.v;
    return isect_line_quad(l->segment.a, l->segment.b, v[0], v[1], v[2], v[3], h ? &h->point : NULL);
}
static bool line_triangle_hit(const shape *l, const shape *t, isect_hit *h)
{
    return isect_line_triangle(l->segment.a, l->segment.b, t->triangle, h ? &h->point : NULL);
}

static const struct {
    const char *call;
    scene_hit_test *test;
} hit_tests[] = {
    {"isect_ray_aabb", ray_aabb_hit},
    {"isect_ray_capsule", ray_capsule_hit},
    {"isect_ray_cylinder", ray_cylinder_hit},
    {"isect_ray_polyhedron", ray_polyhedron_hit},
    {"isect_ray_sphere", ray_sphere_hit},
    {"isect_ray_triangle", ray_triangle_hit},
    {"isect_segment_aabb", segment_aabb_hit},
    {"isect_segment_capsule", segment_capsule_hit},
    {"isect_segment_cylinder", segment_cylinder_hit},
    {"isect_segment_sphere", segment_sphere_hit},
    {"isect_segment_triangle", segment_triangle_hit},
    {"isect_line_quad", line_quad_hit},
    {"isect_line_triangle", line_triangle_hit},
};

scene_hit_test *scene_hit_test_named(const char *call)
{
    for (size_t i = 0; call && i < sizeof hit_tests / sizeof hit_tests[0]; i++)
        if (strcmp(hit_tests[i].call, call) == 0)
            return hit_tests[i].test;
    return NULL;
}

const scene_moving_test *scene_moving_test_named(const char *call)
{
    for (size_t i = 0; call && i < sizeof moving_tests / sizeof moving_tests[0]; i++)
        if (strcmp(moving_tests[i].test.call, call) == 0)
            return &moving_tests[i];
    return NULL;
}

const scene_library_test *scene_library_test_named(const char *call)
{
    for (size_t i = 0; call && i < sizeof tests / sizeof tests[0]; i++)
        if (strcmp(tests[i].call, call) == 0)
            return &tests[i];
    const scene_moving_test *moving = scene_moving_test_named(call);
    return moving ? &moving->test : NULL;
}

void scene_code_argument(const shape *s, bool moves, char *out, size_t size)
{
    if (moves) /* the shape, then its displacement "<name>_v" */
        snprintf(out, size, "%s, %s_v", s->name, s->name);
    else if (s->kind == SHAPE_POLYGON || s->kind == SHAPE_QUAD)
        snprintf(out, size, "%s, %d", s->name, s->polygon.count);
    else if (s->kind == SHAPE_POLYHEDRON) /* the planes array and its count */
        snprintf(out, size, "%s, %d", s->name, s->polyhedron.count);
    else
        snprintf(out, size, "%s", s->name);
}
