/* Floors for the containment tests and for where planes meet: Ericson, Real-Time Collision
 * Detection, 5.4 (and 3.4 for barycentric coordinates), in float as printed, shapes by pointer.
 * Polygons and triangles are flat and the point 3-D: as in isect, it is inside when its
 * projection onto their plane is, which the signs below read through the polygon's normal. */
#include "floors.h"

#include <math.h>

/* 5.4.1 (its O(n) form, the point on the inner side of every edge): with n the polygon's normal,
 * n.((v_{i+1} - v_i) x (p - v_i)) >= 0 for every edge. Convex, either winding (n follows it). */
bool floor_point_polygon(const vec3s *p, const vec3s *v, int n)
{
    vec3s nrm = glms_vec3_cross(glms_vec3_sub(v[1], v[0]), glms_vec3_sub(v[2], v[0]));
    for (int i = 0; i < n; i++) {
        const vec3s *a = &v[i], *b = &v[(i + 1) % n];
        if (glms_vec3_dot(nrm, glms_vec3_cross(glms_vec3_sub(*b, *a), glms_vec3_sub(*p, *a))) < 0.0f) return false;
    }
    return true;
}

/* 3.4 Barycentric (the dot-product form), inside when v >= 0, w >= 0 and v + w <= 1. */
bool floor_point_triangle_barycentric(const vec3s *p, const isect_triangle *t)
{
    vec3s v0 = glms_vec3_sub(t->b, t->a), v1 = glms_vec3_sub(t->c, t->a), v2 = glms_vec3_sub(*p, t->a);
    float d00 = glms_vec3_dot(v0, v0), d01 = glms_vec3_dot(v0, v1), d11 = glms_vec3_dot(v1, v1);
    float d20 = glms_vec3_dot(v2, v0), d21 = glms_vec3_dot(v2, v1);
    float denom = d00 * d11 - d01 * d01;
    float v = (d11 * d20 - d01 * d21) / denom, w = (d00 * d21 - d01 * d20) / denom;
    return v >= 0.0f && w >= 0.0f && v + w <= 1.0f;
}

/* 5.4.2 PointInTriangle: the triangles p b c, p c a, p a b wind alike; compared here with the
 * triangle's normal n rather than with each other (the listing's u.v, u.w), which is the same
 * for p in the plane and reads a point off it by its projection. */
bool floor_point_triangle_cross(const vec3s *p, const isect_triangle *t)
{
    vec3s a = glms_vec3_sub(t->a, *p), b = glms_vec3_sub(t->b, *p), c = glms_vec3_sub(t->c, *p);
    vec3s n = glms_vec3_cross(glms_vec3_sub(t->b, t->a), glms_vec3_sub(t->c, t->a));
    if (glms_vec3_dot(n, glms_vec3_cross(b, c)) < 0.0f) return false;
    if (glms_vec3_dot(n, glms_vec3_cross(c, a)) < 0.0f) return false;
    return glms_vec3_dot(n, glms_vec3_cross(a, b)) >= 0.0f;
}

/* 5.4.3: inside every halfspace n.p <= d. */
bool floor_point_polyhedron(const vec3s *p, const isect_plane *planes, int n)
{
    for (int i = 0; i < n; i++)
        if (glms_vec3_dot(planes[i].n, *p) > planes[i].d) return false;
    return true;
}

/* 5.4.4 IntersectPlanes: d = n1 x n2 (not normalised, as the listing leaves it),
 * p = ((d1 n2 - d2 n1) x d) / d.d; no line when d.d < EPSILON. */
bool floor_plane_plane(const isect_plane *a, const isect_plane *b, vec3s *point, vec3s *dir)
{
    const float EPSILON = 1e-12f;
    vec3s d = glms_vec3_cross(a->n, b->n);
    float denom = glms_vec3_dot(d, d);
    if (denom < EPSILON) return false;
    vec3s k = glms_vec3_sub(glms_vec3_scale(b->n, a->d), glms_vec3_scale(a->n, b->d));
    *point = glms_vec3_scale(glms_vec3_cross(k, d), 1.0f / denom);
    *dir = d;
    return true;
}

/* 5.4.5 IntersectPlanes (three): u = n2 x n3, D = n1.u, p = (d1 u + n1 x (d3 n2 - d2 n3)) / D;
 * none when |D| < EPSILON. */
bool floor_three_planes(const isect_plane *a, const isect_plane *b, const isect_plane *c, vec3s *point)
{
    const float EPSILON = 1e-6f;
    vec3s u = glms_vec3_cross(b->n, c->n);
    float denom = glms_vec3_dot(a->n, u);
    if (fabsf(denom) < EPSILON) return false;
    vec3s k = glms_vec3_sub(glms_vec3_scale(b->n, c->d), glms_vec3_scale(c->n, b->d));
    *point = glms_vec3_scale(glms_vec3_add(glms_vec3_scale(u, a->d), glms_vec3_cross(a->n, k)), 1.0f / denom);
    return true;
}
