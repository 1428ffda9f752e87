/* The touching band for libccd: the cases where isect's verdict changes when both shapes grow or
 * shrink by BAND (1e-3, about a thousandth of their size). libccd decides with tolerances of its
 * own there, so bench.c counts its disagreements with isect only outside the band. */
#include "bands.h"
#include "cases.h"
#include "isect.h"

static const float BAND = 1e-3f;

/* Each shape grown by g (shrunk for g < 0): radii and half-extents by g, boxes by g on every
 * side, polygons and solids scaled about their centroid by 1 + g (their size is about 1). */
static isect_sphere sphere_grow(isect_sphere s, float g) { return s.r += g, s; }
static isect_capsule capsule_grow(isect_capsule c, float g) { return c.r += g, c; }
static isect_obb obb_grow(isect_obb o, float g) { return o.e = glms_vec3_adds(o.e, g), o; }
static isect_aabb aabb_grow(isect_aabb b, float g)
{
    return (isect_aabb){glms_vec3_subs(b.min, g), glms_vec3_adds(b.max, g)};
}
static isect_triangle tri_grow(isect_triangle t, float g)
{
    vec3s c = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3);
    return (isect_triangle){glms_vec3_lerp(c, t.a, 1 + g), glms_vec3_lerp(c, t.b, 1 + g), glms_vec3_lerp(c, t.c, 1 + g)};
}
static bench_hexagon hex_grow(bench_hexagon h, float g)
{
    vec3s c = GLMS_VEC3_ZERO;
    for (int k = 0; k < 6; k++) c = glms_vec3_add(c, h.v[k]);
    c = glms_vec3_divs(c, 6);
    for (int k = 0; k < 6; k++) h.v[k] = glms_vec3_lerp(c, h.v[k], 1 + g);
    return h;
}
static isect_tetrahedron tet_grow(isect_tetrahedron t, float g)
{
    vec3s c = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), glms_vec3_add(t.c, t.d)), 4);
    return (isect_tetrahedron){glms_vec3_lerp(c, t.a, 1 + g), glms_vec3_lerp(c, t.b, 1 + g), glms_vec3_lerp(c, t.c, 1 + g),
                               glms_vec3_lerp(c, t.d, 1 + g)};
}

/* The verdicts the bench compares with libccd's where isect has no boolean test of that form. */
static bool aabb_hexagon(isect_aabb b, bench_hexagon h) { return isect_aabb_polygon(b, h.v, 6); }
static bool triangles_meet(isect_triangle a, isect_triangle b)
{
    return isect_closest_triangle_triangle(a, b, NULL, NULL) <= 0;
}
static bool in_reach(isect_sphere s, isect_tetrahedron t)
{
    return s.r >= 0 && isect_closest_point_tetrahedron(s.c, t, NULL) <= s.r * s.r;
}

/* name: case i of the arrays a (TA) and b (TB) is in the band when verdict(a grown, b grown)
 * differs from verdict(a shrunk, b shrunk). */
#define BAND_OF(name, TA, grow_a, TB, grow_b, verdict)                                        \
    bool name(const void *va, const void *vb, size_t i)                                       \
    {                                                                                         \
        const TA *a = va;                                                                     \
        const TB *b = vb;                                                                     \
        return verdict(grow_a(a[i], BAND), grow_b(b[i], BAND)) !=                             \
               verdict(grow_a(a[i], -BAND), grow_b(b[i], -BAND));                             \
    }

BAND_OF(band_sphere_sphere, isect_sphere, sphere_grow, isect_sphere, sphere_grow, isect_sphere_sphere)
BAND_OF(band_aabb_aabb, isect_aabb, aabb_grow, isect_aabb, aabb_grow, isect_aabb_aabb)
BAND_OF(band_obb_obb, isect_obb, obb_grow, isect_obb, obb_grow, isect_obb_obb)
BAND_OF(band_sphere_obb, isect_sphere, sphere_grow, isect_obb, obb_grow, isect_sphere_obb)
BAND_OF(band_aabb_triangle, isect_aabb, aabb_grow, isect_triangle, tri_grow, isect_aabb_triangle)
BAND_OF(band_aabb_hexagon, isect_aabb, aabb_grow, bench_hexagon, hex_grow, aabb_hexagon)
BAND_OF(band_triangle_triangle, isect_triangle, tri_grow, isect_triangle, tri_grow, isect_triangle_triangle)
BAND_OF(band_sphere_capsule, isect_sphere, sphere_grow, isect_capsule, capsule_grow, isect_sphere_capsule)
BAND_OF(band_capsule_capsule, isect_capsule, capsule_grow, isect_capsule, capsule_grow, isect_capsule_capsule)
BAND_OF(band_capsule_triangle, isect_capsule, capsule_grow, isect_triangle, tri_grow, isect_capsule_triangle)
BAND_OF(band_closest_triangle_triangle, isect_triangle, tri_grow, isect_triangle, tri_grow, triangles_meet)
BAND_OF(band_sphere_tetrahedron, isect_sphere, sphere_grow, isect_tetrahedron, tet_grow, in_reach)
BAND_OF(band_capsule_aabb, isect_capsule, capsule_grow, isect_aabb, aabb_grow, isect_capsule_aabb)
