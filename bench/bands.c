/* The touching band for libccd: the cases where isect's verdict changes when both shapes grow or
 * shrink by BAND (1e-3, about a thousandth of their size). libccd decides with tolerances of its
 * own there, so bench.c counts its disagreements with isect only outside the band. */
#include "bands.h"
#include "cases.h"
#include "isect.h"

static const float BAND = 1e-3f;

static isect_obb obb_grow(isect_obb o, float g) { return o.e = glms_vec3_adds(o.e, g), o; }
static isect_sphere sphere_grow(isect_sphere s, float g) { return s.r += g, s; }
static isect_aabb aabb_grow(isect_aabb b, float g)
{
    return (isect_aabb){glms_vec3_subs(b.min, g), glms_vec3_adds(b.max, g)};
}
/* A triangle scaled about its centroid by 1 + g (its size is about 1). */
static isect_triangle tri_grow(isect_triangle t, float g)
{
    vec3s c = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3);
    return (isect_triangle){glms_vec3_lerp(c, t.a, 1 + g), glms_vec3_lerp(c, t.b, 1 + g), glms_vec3_lerp(c, t.c, 1 + g)};
}

bool band_sphere_sphere(const void *va, const void *vb, size_t i)
{
    const isect_sphere *a = va, *b = vb;
    return isect_sphere_sphere(sphere_grow(a[i], BAND), sphere_grow(b[i], BAND)) !=
           isect_sphere_sphere(sphere_grow(a[i], -BAND), sphere_grow(b[i], -BAND));
}
bool band_aabb_aabb(const void *va, const void *vb, size_t i)
{
    const isect_aabb *a = va, *b = vb;
    return isect_aabb_aabb(aabb_grow(a[i], BAND), aabb_grow(b[i], BAND)) !=
           isect_aabb_aabb(aabb_grow(a[i], -BAND), aabb_grow(b[i], -BAND));
}
bool band_obb_obb(const void *va, const void *vb, size_t i)
{
    const isect_obb *a = va, *b = vb;
    return isect_obb_obb(obb_grow(a[i], BAND), obb_grow(b[i], BAND)) !=
           isect_obb_obb(obb_grow(a[i], -BAND), obb_grow(b[i], -BAND));
}
bool band_sphere_obb(const void *va, const void *vb, size_t i)
{
    const isect_sphere *a = va;
    const isect_obb *b = vb;
    return isect_sphere_obb(sphere_grow(a[i], BAND), obb_grow(b[i], BAND)) !=
           isect_sphere_obb(sphere_grow(a[i], -BAND), obb_grow(b[i], -BAND));
}
bool band_aabb_triangle(const void *va, const void *vb, size_t i)
{
    const isect_aabb *a = va;
    const isect_triangle *b = vb;
    return isect_aabb_triangle(aabb_grow(a[i], BAND), tri_grow(b[i], BAND)) !=
           isect_aabb_triangle(aabb_grow(a[i], -BAND), tri_grow(b[i], -BAND));
}
/* A hexagon scaled about its centroid by 1 + g (its size is about 1). */
static bench_hexagon hex_grow(bench_hexagon h, float g)
{
    vec3s c = GLMS_VEC3_ZERO;
    for (int k = 0; k < 6; k++) c = glms_vec3_add(c, h.v[k]);
    c = glms_vec3_divs(c, 6);
    for (int k = 0; k < 6; k++) h.v[k] = glms_vec3_lerp(c, h.v[k], 1 + g);
    return h;
}
bool band_aabb_hexagon(const void *va, const void *vb, size_t i)
{
    const isect_aabb *a = va;
    const bench_hexagon *b = vb;
    bench_hexagon big = hex_grow(b[i], BAND), small = hex_grow(b[i], -BAND);
    return isect_aabb_polygon(aabb_grow(a[i], BAND), big.v, 6) != isect_aabb_polygon(aabb_grow(a[i], -BAND), small.v, 6);
}
bool band_triangle_triangle(const void *va, const void *vb, size_t i)
{
    const isect_triangle *a = va, *b = vb;
    return isect_triangle_triangle(tri_grow(a[i], BAND), tri_grow(b[i], BAND)) !=
           isect_triangle_triangle(tri_grow(a[i], -BAND), tri_grow(b[i], -BAND));
}

static isect_capsule capsule_grow(isect_capsule c, float g) { return c.r += g, c; }
bool band_sphere_capsule(const void *va, const void *vb, size_t i)
{
    const isect_sphere *a = va;
    const isect_capsule *b = vb;
    return isect_sphere_capsule(sphere_grow(a[i], BAND), capsule_grow(b[i], BAND)) !=
           isect_sphere_capsule(sphere_grow(a[i], -BAND), capsule_grow(b[i], -BAND));
}
bool band_capsule_capsule(const void *va, const void *vb, size_t i)
{
    const isect_capsule *a = va, *b = vb;
    return isect_capsule_capsule(capsule_grow(a[i], BAND), capsule_grow(b[i], BAND)) !=
           isect_capsule_capsule(capsule_grow(a[i], -BAND), capsule_grow(b[i], -BAND));
}
bool band_capsule_triangle(const void *va, const void *vb, size_t i)
{
    const isect_capsule *a = va;
    const isect_triangle *b = vb;
    return isect_capsule_triangle(capsule_grow(a[i], BAND), tri_grow(b[i], BAND)) !=
           isect_capsule_triangle(capsule_grow(a[i], -BAND), tri_grow(b[i], -BAND));
}
bool band_closest_triangle_triangle(const void *va, const void *vb, size_t i)
{
    const isect_triangle *a = va, *b = vb;
    return (isect_closest_triangle_triangle(tri_grow(a[i], BAND), tri_grow(b[i], BAND), NULL, NULL) <= 0) !=
           (isect_closest_triangle_triangle(tri_grow(a[i], -BAND), tri_grow(b[i], -BAND), NULL, NULL) <= 0);
}
/* A tetrahedron scaled about its centroid by 1 + g (its size is about 1). */
static isect_tetrahedron tet_grow(isect_tetrahedron t, float g)
{
    vec3s c = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), glms_vec3_add(t.c, t.d)), 4);
    return (isect_tetrahedron){glms_vec3_lerp(c, t.a, 1 + g), glms_vec3_lerp(c, t.b, 1 + g), glms_vec3_lerp(c, t.c, 1 + g),
                               glms_vec3_lerp(c, t.d, 1 + g)};
}
static bool in_reach(isect_sphere s, isect_tetrahedron t)
{
    return s.r >= 0 && isect_closest_point_tetrahedron(s.c, t, NULL) <= s.r * s.r;
}
bool band_sphere_tetrahedron(const void *va, const void *vb, size_t i)
{
    const isect_sphere *a = va;
    const isect_tetrahedron *b = vb;
    return in_reach(sphere_grow(a[i], BAND), tet_grow(b[i], BAND)) != in_reach(sphere_grow(a[i], -BAND), tet_grow(b[i], -BAND));
}
bool band_capsule_aabb(const void *va, const void *vb, size_t i)
{
    const isect_capsule *a = va;
    const isect_aabb *b = vb;
    return isect_capsule_aabb(capsule_grow(a[i], BAND), aabb_grow(b[i], BAND)) !=
           isect_capsule_aabb(capsule_grow(a[i], -BAND), aabb_grow(b[i], -BAND));
}
