/* Floors for the overlap tests of bounding volumes, planes, spheres and capsules: Ericson,
 * Real-Time Collision Detection, 4.2-4.5 and 5.2, the listings in float as printed (shapes by
 * pointer). Planes are dot(n, x) = d (the book's own convention). */
#include "floors.h"

#include <float.h>
#include <math.h>

/* 4.3.1 TestSphereSphere: |a.c - b.c|^2 <= (a.r + b.r)^2. */
bool floor_sphere_sphere(const isect_sphere *a, const isect_sphere *b)
{
    vec3s d = glms_vec3_sub(a->c, b->c);
    float r = a->r + b->r;
    return glms_vec3_dot(d, d) <= r * r;
}

/* 4.2.1 TestAABBAABB (min-max form): overlap on every axis. */
bool floor_aabb_aabb(const isect_aabb *a, const isect_aabb *b)
{
    if (a->max.x < b->min.x || a->min.x > b->max.x) return false;
    if (a->max.y < b->min.y || a->min.y > b->max.y) return false;
    if (a->max.z < b->min.z || a->min.z > b->max.z) return false;
    return true;
}

/* 5.2.2 TestSpherePlane: |n.c - d| <= r. */
bool floor_sphere_plane(const isect_sphere *s, const isect_plane *p)
{
    float dist = glms_vec3_dot(s->c, p->n) - p->d;
    return fabsf(dist) <= s->r;
}

/* 5.2.2 TestSphereHalfspace: n.c - d <= r. */
bool floor_sphere_halfspace(const isect_sphere *s, const isect_plane *p)
{
    return glms_vec3_dot(s->c, p->n) - p->d <= s->r;
}

/* 5.2.3 TestAABBPlane: centre and extents, r = e.|n|, |n.c - d| <= r. */
bool floor_aabb_plane(const isect_aabb *b, const isect_plane *p)
{
    vec3s c = glms_vec3_scale(glms_vec3_add(b->max, b->min), 0.5f);
    vec3s e = glms_vec3_sub(b->max, c);
    float r = e.x * fabsf(p->n.x) + e.y * fabsf(p->n.y) + e.z * fabsf(p->n.z);
    float s = glms_vec3_dot(p->n, c) - p->d;
    return fabsf(s) <= r;
}

/* 5.2.3 TestOBBPlane: r = sum e_i |u_i.n|, |n.c - d| <= r. */
bool floor_obb_plane(const isect_obb *b, const isect_plane *p)
{
    float r = b->e.x * fabsf(glms_vec3_dot(p->n, b->u[0])) + b->e.y * fabsf(glms_vec3_dot(p->n, b->u[1])) +
              b->e.z * fabsf(glms_vec3_dot(p->n, b->u[2]));
    float s = glms_vec3_dot(p->n, b->c) - p->d;
    return fabsf(s) <= r;
}

/* 5.2.4 (text, no listing): the cone's points farthest along -n and +n are the tip T and the rim
 * points Q = T + h v -+ r m with m = (n x v) x v normalised; the cone meets the plane when those
 * signed distances span 0. An axis parallel to n (m = 0): the rim is flat, Q = T + h v. */
bool floor_cone_plane(const isect_cone *c, const isect_plane *p)
{
    vec3s m = glms_vec3_cross(glms_vec3_cross(p->n, c->axis), c->axis);
    float len = glms_vec3_norm(m);
    if (len > 0.0f) m = glms_vec3_scale(m, c->radius / len);
    vec3s base = glms_vec3_add(c->tip, glms_vec3_scale(c->axis, c->height));
    float st = glms_vec3_dot(p->n, c->tip) - p->d;
    float s1 = glms_vec3_dot(p->n, glms_vec3_add(base, m)) - p->d;
    float s2 = glms_vec3_dot(p->n, glms_vec3_sub(base, m)) - p->d;
    float lo = floor_min(st, floor_min(s1, s2)), hi = floor_max(st, floor_max(s1, s2));
    return lo <= 0.0f && hi >= 0.0f;
}

/* 5.2.5 TestSphereAABB: SqDistPointAABB(c, b) <= r^2. */
bool floor_sphere_aabb(const isect_sphere *s, const isect_aabb *b)
{
    return floor_sq_dist_point_aabb(&s->c, b) <= s->r * s->r;
}

/* 5.2.6 TestSphereOBB: the closest point of the box to the centre within r. */
bool floor_sphere_obb(const isect_sphere *s, const isect_obb *b)
{
    vec3s p = floor_closest_point_obb(&s->c, b);
    return glms_vec3_distance2(p, s->c) <= s->r * s->r;
}

/* 5.2.7 TestSphereTriangle: the closest point of the triangle to the centre within r. */
bool floor_sphere_triangle(const isect_sphere *s, const isect_triangle *t)
{
    vec3s p = floor_closest_point_triangle(&s->c, &t->a, &t->b, &t->c);
    return glms_vec3_distance2(p, s->c) <= s->r * s->r;
}

/* 5.2.8 TestSpherePolygon: the sphere must meet the polygon's plane; then it meets the polygon
 * when an edge meets the sphere or the centre's projection onto the plane lies in the polygon. */
bool floor_sphere_polygon(const isect_sphere *s, const vec3s *v, int n)
{
    vec3s nrm = glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(v[1], v[0]), glms_vec3_sub(v[2], v[0])));
    isect_plane m = {nrm, glms_vec3_dot(nrm, v[0])};
    if (!floor_sphere_plane(s, &m)) return false;
    for (int k = n, i = 0, j = k - 1; i < k; j = i, i++) {
        isect_segment e = {v[j], v[i]};
        isect_hit h;
        if (floor_segment_sphere(&e, s, &h)) return true;
    }
    vec3s q = floor_closest_point_plane(&s->c, &m);
    return floor_point_polygon(&q, v, n);
}

/* 5.2.3 per plane (frustum culling, outward normals): out when n.c - d > e.|n| for some plane. */
bool floor_aabb_frustum(const isect_aabb *b, const isect_plane *planes)
{
    vec3s c = glms_vec3_scale(glms_vec3_add(b->max, b->min), 0.5f);
    vec3s e = glms_vec3_sub(b->max, c);
    for (int i = 0; i < 6; i++) {
        const isect_plane *p = &planes[i];
        float r = e.x * fabsf(p->n.x) + e.y * fabsf(p->n.y) + e.z * fabsf(p->n.z);
        if (glms_vec3_dot(p->n, c) - p->d > r) return false;
    }
    return true;
}

/* 5.2.2 per plane: out when n.c - d > r for some plane. */
bool floor_sphere_frustum(const isect_sphere *s, const isect_plane *planes)
{
    for (int i = 0; i < 6; i++)
        if (glms_vec3_dot(planes[i].n, s->c) - planes[i].d > s->r) return false;
    return true;
}

/* 4.5.1 TestSphereCapsule: SqDistPointSegment(a, b, c) <= (rs + rc)^2. */
bool floor_sphere_capsule(const isect_sphere *s, const isect_capsule *c)
{
    vec3s q = floor_closest_point_segment(&s->c, &c->axis);
    float r = s->r + c->r;
    return glms_vec3_distance2(q, s->c) <= r * r;
}

/* 4.5.1 TestCapsuleCapsule: ClosestPtSegmentSegment <= (ra + rb)^2. */
bool floor_capsule_capsule(const isect_capsule *a, const isect_capsule *b)
{
    vec3s c1, c2;
    float r = a->r + b->r;
    return floor_closest_segment_segment(&a->axis.a, &a->axis.b, &b->axis.a, &b->axis.b, &c1, &c2) <= r * r;
}

/* 4.5.1 with 5.1.10: the squared distance between the axis and the triangle within r^2. */
bool floor_capsule_triangle(const isect_capsule *c, const isect_triangle *t)
{
    vec3s cs, ct;
    return floor_closest_segment_triangle(&c->axis, t, &cs, &ct) <= c->r * c->r;
}

/* 4.5.1 with 5.1.3 and 5.1.9: the book gives no segment-box distance. The plainest complete one:
 * 0 when the axis meets the box (5.3.3); else the nearest of the axis ends against the box and
 * the axis against the box's 12 edges (where the closest pair is otherwise interior to a face,
 * the axis runs parallel to it and an end is as near). */
bool floor_capsule_aabb(const isect_capsule *c, const isect_aabb *b)
{
    isect_hit h;
    if (floor_segment_aabb(&c->axis, b, &h)) return true;
    float r2 = c->r * c->r;
    if (floor_sq_dist_point_aabb(&c->axis.a, b) <= r2 || floor_sq_dist_point_aabb(&c->axis.b, b) <= r2) return true;
    for (int axis = 0; axis < 3; axis++)
        for (int k = 0; k < 4; k++) {
            vec3s p = b->min, q;
            int u = (axis + 1) % 3, w = (axis + 2) % 3;
            if (k & 1) p.raw[u] = b->max.raw[u];
            if (k & 2) p.raw[w] = b->max.raw[w];
            q = p, q.raw[axis] = b->max.raw[axis];
            vec3s c1, c2;
            if (floor_closest_segment_segment(&c->axis.a, &c->axis.b, &p, &q, &c1, &c2) <= r2) return true;
        }
    return false;
}
