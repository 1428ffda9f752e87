/* Floors for the moving tests: Ericson, Real-Time Collision Detection, 5.5, the listings in float
 * as printed, shapes by pointer, for a step: the shape moves by v over t in [0, 1], so a contact
 * later than t = 1 is no hit (the listings report any t >= 0). */
#include "floors.h"

#include <float.h>
#include <math.h>

/* 5.5.3 IntersectMovingSpherePlane: already within r (t = 0), else moving toward the plane
 * reaches the band at t = (+-r - dist) / n.v. */
static bool moving_radius_plane(vec3s c, float r, const vec3s *v, const isect_plane *p, isect_hit *h)
{
    float dist = glms_vec3_dot(p->n, c) - p->d;
    if (fabsf(dist) <= r) {
        h->t = 0.0f, h->point = c;
        return true;
    }
    float denom = glms_vec3_dot(p->n, *v);
    if (denom * dist >= 0.0f) return false;     /* parallel or moving away */
    float rr = dist > 0.0f ? r : -r, t = (rr - dist) / denom;
    if (t > 1.0f) return false;
    h->t = t, h->point = glms_vec3_sub(glms_vec3_add(c, glms_vec3_scale(*v, t)), glms_vec3_scale(p->n, rr));
    return true;
}

bool floor_moving_sphere_plane(const isect_sphere *s, const vec3s *v, const isect_plane *p, isect_hit *h)
{
    return moving_radius_plane(s->c, s->r, v, p, h);
}

/* 5.5.3 for a box (5.2.3's projected radius r = e.|n| about the centre). Unit normals. */
bool floor_moving_aabb_plane(const isect_aabb *b, const vec3s *v, const isect_plane *p, isect_hit *h)
{
    vec3s c = glms_vec3_scale(glms_vec3_add(b->min, b->max), 0.5f), e = glms_vec3_sub(b->max, c);
    float r = e.x * fabsf(p->n.x) + e.y * fabsf(p->n.y) + e.z * fabsf(p->n.z);
    return moving_radius_plane(c, r, v, p, h);
}

/* 5.5.5 TestMovingSphereSphere (the quadratic): s = b.c - a.c, v = vb - va, r = ra + rb;
 * overlapping (c < 0): t = 0; else the smaller root of |s + t v|^2 = r^2 when approaching. */
bool floor_moving_sphere_sphere(const isect_sphere *a, const vec3s *va, const isect_sphere *b, const vec3s *vb,
                                isect_hit *h)
{
    const float EPSILON = 1e-12f;
    vec3s s = glms_vec3_sub(b->c, a->c), v = glms_vec3_sub(*vb, *va);
    float r = a->r + b->r, c = glms_vec3_dot(s, s) - r * r, t;
    if (c < 0.0f) {
        t = 0.0f;
    } else {
        float av = glms_vec3_dot(v, v);
        if (av < EPSILON) return false;
        float bv = glms_vec3_dot(v, s);
        if (bv >= 0.0f) return false;
        float d = bv * bv - av * c;
        if (d < 0.0f) return false;
        t = (-bv - sqrtf(d)) / av;
        if (t > 1.0f) return false;
    }
    h->t = t;
    h->point = glms_vec3_add(glms_vec3_add(a->c, glms_vec3_scale(*va, t)),
                             glms_vec3_scale(glms_vec3_sub(glms_vec3_add(b->c, glms_vec3_scale(*vb, t)),
                                                           glms_vec3_add(a->c, glms_vec3_scale(*va, t))),
                                             a->r / r));
    return true;
}

/* 5.5.1 TestMovingSphereSphere by interval halving: the sphere bounding a's sweep over
 * [t0, t1] (about the mid-interval centre, grown by half the travel) against b; halved, the
 * earlier half first, until the interval is shorter than eps. d = va - vb, b at rest. */
static bool halving(const isect_sphere *s0, vec3s d, float t0, float t1, const isect_sphere *s1, float eps, float *t)
{
    float mid = (t0 + t1) * 0.5f;
    isect_sphere bound = {glms_vec3_add(s0->c, glms_vec3_scale(d, mid)), (mid - t0) * glms_vec3_norm(d) + s0->r};
    if (!floor_sphere_sphere(&bound, s1)) return false;
    if (t1 - t0 < eps) return *t = t0, true;
    if (halving(s0, d, t0, mid, s1, eps, t)) return true;
    return halving(s0, d, mid, t1, s1, eps, t);
}

bool floor_moving_sphere_sphere_halving(const isect_sphere *a, const vec3s *va, const isect_sphere *b,
                                        const vec3s *vb, float eps, isect_hit *h)
{
    float t;
    if (!halving(a, glms_vec3_sub(*va, *vb), 0.0f, 1.0f, b, eps, &t)) return false;
    h->t = t, h->point = glms_vec3_add(a->c, glms_vec3_scale(*va, t));
    return true;
}

/* 5.5.6 (text): overlapping at t = 0 (5.2.8); else the first contact with the polygon's plane
 * (5.5.3) stands when that point lies in the polygon (5.4.1); else the centre's path against
 * the capsules about the edges (5.3.7), the first of them. */
bool floor_moving_sphere_polygon(const isect_sphere *s, const vec3s *v, const vec3s *verts, int n, isect_hit *h)
{
    if (floor_sphere_polygon(s, verts, n)) return h->t = 0.0f, h->point = s->c, true;
    vec3s nrm = glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(verts[1], verts[0]), glms_vec3_sub(verts[2], verts[0])));
    isect_plane plane = {nrm, glms_vec3_dot(nrm, verts[0])};
    isect_hit e;
    if (moving_radius_plane(s->c, s->r, v, &plane, &e) && floor_point_polygon(&e.point, verts, n))
        return *h = e, true;
    isect_segment path = {s->c, glms_vec3_add(s->c, *v)};
    float best = FLT_MAX;
    for (int i = 0, j = n - 1; i < n; j = i, i++) {
        isect_capsule edge = {{verts[j], verts[i]}, s->r};
        if (floor_segment_capsule(&path, &edge, &e) && e.t < best) best = e.t, *h = e;
    }
    return best < FLT_MAX;
}

bool floor_moving_sphere_triangle(const isect_sphere *s, const vec3s *v, const isect_triangle *t, isect_hit *h)
{
    return floor_moving_sphere_polygon(s, v, &t->a, 3, h);
}

/* 5.5.7 Corner: the box's corner n, bit i choosing max on axis i. */
static vec3s corner(const isect_aabb *b, int n)
{
    return (vec3s){{n & 1 ? b->max.x : b->min.x, n & 2 ? b->max.y : b->min.y, n & 4 ? b->max.z : b->min.z}};
}

static bool capsule_hit(const isect_segment *seg, vec3s p, vec3s q, float r, float *t)
{
    isect_capsule c = {{p, q}, r};
    isect_hit e;
    if (!floor_segment_capsule(seg, &c, &e)) return false;
    return *t = e.t, true;
}

/* 5.5.7 IntersectMovingSphereAABB: the path against the box grown by r (5.3.3); entering through
 * a face region the answer stands, through an edge region that edge's capsule decides, through a
 * corner region the first of the three edge capsules there. */
bool floor_moving_sphere_aabb(const isect_sphere *s, const vec3s *v, const isect_aabb *b, isect_hit *h)
{
    isect_aabb e = {glms_vec3_subs(b->min, s->r), glms_vec3_adds(b->max, s->r)};
    isect_segment seg = {s->c, glms_vec3_add(s->c, *v)};
    isect_hit at;
    if (!floor_segment_aabb(&seg, &e, &at)) return false;
    vec3s p = at.point;
    int u = 0, w = 0;
    if (p.x < b->min.x) u |= 1;
    if (p.x > b->max.x) w |= 1;
    if (p.y < b->min.y) u |= 2;
    if (p.y > b->max.y) w |= 2;
    if (p.z < b->min.z) u |= 4;
    if (p.z > b->max.z) w |= 4;
    int m = u + w;
    float t;
    if (m == 7) {
        float tmin = FLT_MAX;
        if (capsule_hit(&seg, corner(b, w), corner(b, w ^ 1), s->r, &t)) tmin = floor_min(t, tmin);
        if (capsule_hit(&seg, corner(b, w), corner(b, w ^ 2), s->r, &t)) tmin = floor_min(t, tmin);
        if (capsule_hit(&seg, corner(b, w), corner(b, w ^ 4), s->r, &t)) tmin = floor_min(t, tmin);
        if (tmin == FLT_MAX) return false;
        t = tmin;
    } else if ((m & (m - 1)) == 0) {
        t = at.t;
    } else if (!capsule_hit(&seg, corner(b, u ^ 7), corner(b, w), s->r, &t)) {
        return false;
    }
    h->t = t, h->point = glms_vec3_add(s->c, glms_vec3_scale(*v, t));
    return true;
}

/* 5.5.8 IntersectMovingAABBAABB: per axis the times the intervals first and last overlap under
 * the relative motion v = vb - va; apart when those spans leave no common time in [0, 1]. The
 * listing's v_i = 0 case, missing from it, added: apart on that axis then means apart. */
bool floor_moving_aabb_aabb(const isect_aabb *a, const vec3s *va, const isect_aabb *b, const vec3s *vb,
                            isect_hit *h)
{
    if (floor_aabb_aabb(a, b)) return h->t = 0.0f, h->point = a->min, true;
    vec3s v = glms_vec3_sub(*vb, *va);
    float tfirst = 0.0f, tlast = 1.0f;
    for (int i = 0; i < 3; i++) {
        float amin = a->min.raw[i], amax = a->max.raw[i], bmin = b->min.raw[i], bmax = b->max.raw[i];
        if (v.raw[i] < 0.0f) {
            if (bmax < amin) return false;
            if (amax < bmin) tfirst = floor_max((amax - bmin) / v.raw[i], tfirst);
            if (bmax > amin) tlast = floor_min((amin - bmax) / v.raw[i], tlast);
        } else if (v.raw[i] > 0.0f) {
            if (bmin > amax) return false;
            if (bmax < amin) tfirst = floor_max((amin - bmax) / v.raw[i], tfirst);
            if (amax > bmin) tlast = floor_min((amax - bmin) / v.raw[i], tlast);
        } else if (bmax < amin || amax < bmin) {
            return false;
        }
        if (tfirst > tlast) return false;
    }
    h->t = tfirst, h->point = glms_vec3_add(a->min, glms_vec3_scale(*va, tfirst));
    return true;
}

/* Moving OBBs (5.5.2 names the separating-axis test under motion; no listing): on each of the
 * 15 axes of 4.4.1 (an edge pair's skipped when nearly parallel), b's projection moves by
 * L.(vb - va) per step; the times it overlaps a's, intersected over the axes and [0, 1]. */
bool floor_moving_obb_obb(const isect_obb *a, const vec3s *va, const isect_obb *b, const vec3s *vb, isect_hit *h)
{
    vec3s axes[15];
    for (int i = 0; i < 3; i++) {
        axes[i] = a->u[i], axes[3 + i] = b->u[i];
        for (int j = 0; j < 3; j++) axes[6 + 3 * i + j] = glms_vec3_cross(a->u[i], b->u[j]);
    }
    vec3s v = glms_vec3_sub(*vb, *va), d = glms_vec3_sub(b->c, a->c);
    float tfirst = 0.0f, tlast = 1.0f;
    for (int k = 0; k < 15; k++) {
        vec3s L = axes[k];
        if (k >= 6 && glms_vec3_dot(L, L) < 1e-6f) continue;
        float r = 0;
        for (int i = 0; i < 3; i++)
            r += a->e.raw[i] * fabsf(glms_vec3_dot(a->u[i], L)) + b->e.raw[i] * fabsf(glms_vec3_dot(b->u[i], L));
        float s = glms_vec3_dot(L, d), vs = glms_vec3_dot(L, v);
        if (vs == 0.0f) {
            if (fabsf(s) > r) return false;
            continue;
        }
        float t0 = (-r - s) / vs, t1 = (r - s) / vs;
        if (t0 > t1) { float w = t0; t0 = t1, t1 = w; }
        if (t0 > tfirst) tfirst = t0;
        if (t1 < tlast) tlast = t1;
        if (tfirst > tlast) return false;
    }
    h->t = tfirst, h->point = glms_vec3_add(a->c, glms_vec3_scale(*va, tfirst));
    return true;
}
