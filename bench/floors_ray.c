/* Floors for the ray, segment and line tests: Ericson, Real-Time Collision Detection, 5.3, the
 * listings in float as printed, shapes by pointer. A ray is p + t d with unit d (the listings'
 * assumption; the bench's rays are unit), a segment a + t (b - a) with t in [0, 1]. */
#include "floors.h"

#include <float.h>
#include <math.h>

/* 5.3.1 IntersectSegmentPlane: t = (d - n.a) / n.(b - a), kept in [0, 1]. */
bool floor_segment_plane(const isect_segment *s, const isect_plane *p, isect_hit *h)
{
    vec3s ab = glms_vec3_sub(s->b, s->a);
    float t = (p->d - glms_vec3_dot(p->n, s->a)) / glms_vec3_dot(p->n, ab);
    if (t >= 0.0f && t <= 1.0f) {
        h->t = t, h->point = glms_vec3_add(s->a, glms_vec3_scale(ab, t));
        return true;
    }
    return false;
}

/* 5.3.2 IntersectRaySphere (unit d): m = p - c, b = m.d, c = m.m - r^2; out and pointing away
 * (c > 0, b > 0) or a negative discriminant: no hit; t = -b - sqrt(b^2 - c), 0 from inside. */
bool floor_ray_sphere(const isect_ray *r, const isect_sphere *s, isect_hit *h)
{
    vec3s m = glms_vec3_sub(r->p, s->c);
    float b = glms_vec3_dot(m, r->d), c = glms_vec3_dot(m, m) - s->r * s->r;
    if (c > 0.0f && b > 0.0f) return false;
    float discr = b * b - c;
    if (discr < 0.0f) return false;
    float t = -b - sqrtf(discr);
    if (t < 0.0f) t = 0.0f;
    h->t = t, h->point = glms_vec3_add(r->p, glms_vec3_scale(r->d, t));
    return true;
}

/* 5.3.2 for a segment: the same quadratic with d = b - a unnormalised (a = d.d), t <= 1. */
bool floor_segment_sphere(const isect_segment *g, const isect_sphere *s, isect_hit *h)
{
    vec3s d = glms_vec3_sub(g->b, g->a), m = glms_vec3_sub(g->a, s->c);
    float a = glms_vec3_dot(d, d), b = glms_vec3_dot(m, d), c = glms_vec3_dot(m, m) - s->r * s->r;
    if (c > 0.0f && b > 0.0f) return false;
    float discr = b * b - a * c;
    if (discr < 0.0f) return false;
    float t = (-b - sqrtf(discr)) / a;
    if (t > 1.0f) return false;
    if (t < 0.0f) t = 0.0f;
    h->t = t, h->point = glms_vec3_add(g->a, glms_vec3_scale(d, t));
    return true;
}

/* 5.3.3 IntersectRayAABB: the slabs one axis at a time, dividing by d_i (a d_i below EPSILON:
 * parallel, inside the slab or no hit); tmax = FLT_MAX for a ray, 1 for a segment. */
static bool slabs(vec3s p, vec3s d, float tmax, const isect_aabb *b, isect_hit *h)
{
    const float EPSILON = 1e-20f;
    float tmin = 0.0f;
    for (int i = 0; i < 3; i++) {
        if (fabsf(d.raw[i]) < EPSILON) {
            if (p.raw[i] < b->min.raw[i] || p.raw[i] > b->max.raw[i]) return false;
        } else {
            float ood = 1.0f / d.raw[i];
            float t1 = (b->min.raw[i] - p.raw[i]) * ood, t2 = (b->max.raw[i] - p.raw[i]) * ood;
            if (t1 > t2) { float w = t1; t1 = t2, t2 = w; }
            if (t1 > tmin) tmin = t1;
            if (t2 < tmax) tmax = t2;
            if (tmin > tmax) return false;
        }
    }
    h->t = tmin, h->point = glms_vec3_add(p, glms_vec3_scale(d, tmin));
    return true;
}

bool floor_ray_aabb(const isect_ray *r, const isect_aabb *b, isect_hit *h) { return slabs(r->p, r->d, FLT_MAX, b, h); }
bool floor_segment_aabb(const isect_segment *s, const isect_aabb *b, isect_hit *h)
{
    return slabs(s->a, glms_vec3_sub(s->b, s->a), 1.0f, b, h);
}

/* The slab test with 1 / d given (the form engines store with a ray, after Williams et al., "An
 * efficient and robust ray-box intersection algorithm", 2005, branch-free as in Barnes's
 * "Fast, branchless ray/bounding box intersections"): per axis the entry and exit times
 * (bound - p) / d as products, the latest entry against the earliest exit. */
bool floor_ray_aabb_inverse(const isect_ray *r, const vec3s *inv_d, const isect_aabb *b, isect_hit *h)
{
    float tmin = 0.0f, tmax = FLT_MAX;
    for (int i = 0; i < 3; i++) {
        float t1 = (b->min.raw[i] - r->p.raw[i]) * inv_d->raw[i];
        float t2 = (b->max.raw[i] - r->p.raw[i]) * inv_d->raw[i];
        tmin = floor_max(tmin, floor_min(t1, t2));
        tmax = floor_min(tmax, floor_max(t1, t2));
    }
    if (tmin > tmax) return false;
    h->t = tmin, h->point = glms_vec3_add(r->p, glms_vec3_scale(r->d, tmin));
    return true;
}

static float triple(vec3s a, vec3s b, vec3s c) { return glms_vec3_dot(a, glms_vec3_cross(b, c)); }

/* 5.3.4 IntersectLineTriangle: the scalar triple products u, v, w of pq with the vertices share a
 * sign (either sign: two-sided); they are the barycentric weights of the point. */
bool floor_line_triangle(const vec3s *p, const vec3s *q, const isect_triangle *t, vec3s *point)
{
    vec3s pq = glms_vec3_sub(*q, *p), pa = glms_vec3_sub(t->a, *p), pb = glms_vec3_sub(t->b, *p),
          pc = glms_vec3_sub(t->c, *p);
    vec3s m = glms_vec3_cross(pq, pc);
    float u = glms_vec3_dot(pb, m), v = -glms_vec3_dot(pa, m);
    if ((u < 0.0f && v > 0.0f) || (u > 0.0f && v < 0.0f)) return false;
    float w = triple(pq, pb, pa);
    if ((u < 0.0f && w > 0.0f) || (u > 0.0f && w < 0.0f) || (v < 0.0f && w > 0.0f) || (v > 0.0f && w < 0.0f))
        return false;
    float sum = u + v + w;
    if (sum == 0.0f) return false;
    float denom = 1.0f / sum;
    *point = glms_vec3_add(glms_vec3_add(glms_vec3_scale(t->a, u * denom), glms_vec3_scale(t->b, v * denom)),
                           glms_vec3_scale(t->c, w * denom));
    return true;
}

/* 5.3.5 IntersectLineQuad (counter-clockwise abcd; the line turned to face that side): the
 * diagonal ac picks triangle abc or dac, then two more triple products. */
bool floor_line_quad(const vec3s *p, const vec3s *q, const vec3s *vq, vec3s *point)
{
    vec3s a = vq[0], b = vq[1], c = vq[2], d = vq[3];
    vec3s pq = glms_vec3_sub(*q, *p);
    if (glms_vec3_dot(pq, glms_vec3_cross(glms_vec3_sub(c, a), glms_vec3_sub(d, b))) > 0.0f) pq = glms_vec3_negate(pq);
    vec3s pa = glms_vec3_sub(a, *p), pb = glms_vec3_sub(b, *p), pc = glms_vec3_sub(c, *p);
    vec3s m = glms_vec3_cross(pc, pq);
    float v = glms_vec3_dot(pa, m), u, w;
    vec3s second;
    if (v >= 0.0f) {
        u = -glms_vec3_dot(pb, m);
        if (u < 0.0f) return false;
        w = triple(pq, pb, pa);
        if (w < 0.0f) return false;
        second = b;
    } else {
        vec3s pd = glms_vec3_sub(d, *p);
        u = glms_vec3_dot(pd, m);
        if (u < 0.0f) return false;
        w = triple(pq, pa, pd);
        if (w < 0.0f) return false;
        v = -v;
        second = d;
    }
    float denom = 1.0f / (u + v + w);
    *point = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u * denom), glms_vec3_scale(second, v * denom)),
                           glms_vec3_scale(c, w * denom));
    return true;
}

/* 5.3.6 IntersectSegmentTriangle, two-sided (the listing's d <= 0 rejection replaced by turning
 * the triangle over, which negates d, t, v and w): q = p + d for a ray, with no t <= d bound. */
static bool segment_triangle(vec3s p, vec3s dir, bool segment, const isect_triangle *tri, isect_hit *h)
{
    vec3s ab = glms_vec3_sub(tri->b, tri->a), ac = glms_vec3_sub(tri->c, tri->a), qp = glms_vec3_negate(dir);
    vec3s n = glms_vec3_cross(ab, ac);
    float d = glms_vec3_dot(qp, n);
    if (d == 0.0f) return false;
    vec3s ap = glms_vec3_sub(p, tri->a);
    float t = glms_vec3_dot(ap, n);
    vec3s e = glms_vec3_cross(qp, ap);
    float v = glms_vec3_dot(ac, e), w = -glms_vec3_dot(ab, e);
    if (d < 0.0f) d = -d, t = -t, v = -v, w = -w;
    if (t < 0.0f) return false;
    if (segment && t > d) return false;
    if (v < 0.0f || v > d) return false;
    if (w < 0.0f || v + w > d) return false;
    t /= d;
    h->t = t, h->point = glms_vec3_add(p, glms_vec3_scale(dir, t));
    return true;
}

bool floor_ray_triangle(const isect_ray *r, const isect_triangle *t, isect_hit *h)
{
    return segment_triangle(r->p, r->d, false, t, h);
}
bool floor_segment_triangle(const isect_segment *s, const isect_triangle *t, isect_hit *h)
{
    return segment_triangle(s->a, glms_vec3_sub(s->b, s->a), true, t, h);
}

/* 5.3.8 IntersectSegmentPolyhedron (Cyrus-Beck): clip [0, tlast] by each halfspace n.x <= d. */
static bool clip(vec3s a, vec3s d, float tlast, const isect_plane *planes, int n, isect_hit *h)
{
    float tfirst = 0.0f;
    for (int i = 0; i < n; i++) {
        float denom = glms_vec3_dot(planes[i].n, d), dist = planes[i].d - glms_vec3_dot(planes[i].n, a);
        if (denom == 0.0f) {
            if (dist < 0.0f) return false;
        } else {
            float t = dist / denom;
            if (denom < 0.0f) { if (t > tfirst) tfirst = t; }
            else { if (t < tlast) tlast = t; }
            if (tfirst > tlast) return false;
        }
    }
    h->t = tfirst, h->point = glms_vec3_add(a, glms_vec3_scale(d, tfirst));
    return true;
}

bool floor_ray_polyhedron(const isect_ray *r, const isect_plane *planes, int n, isect_hit *h)
{
    return clip(r->p, r->d, FLT_MAX, planes, n, h);
}
bool floor_segment_polyhedron(const isect_segment *s, const isect_plane *planes, int n, isect_hit *h)
{
    return clip(s->a, glms_vec3_sub(s->b, s->a), 1.0f, planes, n, h);
}

/* 5.3.7 IntersectSegmentCylinder for sa + t n, t in [0, tmax], against the cylinder of radius r
 * about pq: the quadratic of the infinite cylinder, then the end caps (caps false: the side
 * only, for the capsule below). Departures from the listing: a start inside the infinite
 * cylinder starts at t = 0 (the listing's smaller root is then negative and it reported no
 * hit, also for a segment entering through a cap), the parallel test relative to dd nn, the
 * early-outs written for a ray (tmax infinite) too, and the p cap's disc test as |m + t n|^2. */
static bool cylinder(vec3s sa, vec3s n, float tmax, const isect_segment *axis, float r, bool caps, float *tout)
{
    vec3s d = glms_vec3_sub(axis->b, axis->a), m = glms_vec3_sub(sa, axis->a);
    float md = glms_vec3_dot(m, d), nd = glms_vec3_dot(n, d), dd = glms_vec3_dot(d, d);
    if (md < 0.0f && (nd <= 0.0f || md + tmax * nd < 0.0f)) return false;   /* outside the p side */
    if (md > dd && (nd >= 0.0f || md + tmax * nd > dd)) return false;       /* outside the q side */
    float nn = glms_vec3_dot(n, n), mn = glms_vec3_dot(m, n);
    float a = dd * nn - nd * nd, k = glms_vec3_dot(m, m) - r * r, c = dd * k - md * md, t;
    if (fabsf(a) <= 1e-6f * dd * nn) {              /* parallel to the axis */
        if (c > 0.0f) return false;
        if (md < 0.0f) t = -mn / nn;
        else if (md > dd) t = (nd - mn) / nn;
        else t = 0.0f;
        if (!caps && t > 0.0f) return false;
        *tout = t;
        return t <= tmax;
    }
    float b = dd * mn - nd * md, discr = b * b - a * c;
    if (discr < 0.0f) return false;
    if (c <= 0.0f) {
        t = 0.0f;
    } else {
        t = (-b - sqrtf(discr)) / a;
        if (t < 0.0f || t > tmax) return false;
    }
    if (md + t * nd < 0.0f) {
        if (!caps || nd <= 0.0f) return false;
        t = -md / nd;
        *tout = t;
        return k + t * (2 * mn + t * nn) <= 0.0f;  /* |m + t n|^2 <= r^2 (the printed 2 t (mn + t nn): erratum) */
    } else if (md + t * nd > dd) {
        if (!caps || nd >= 0.0f) return false;
        t = (dd - md) / nd;
        *tout = t;
        return k + dd - 2 * md + t * (2 * (mn - nd) + t * nn) <= 0.0f;
    }
    *tout = t;
    return true;
}

static bool hit_at(vec3s p, vec3s d, float t, isect_hit *h)
{
    h->t = t, h->point = glms_vec3_add(p, glms_vec3_scale(d, t));
    return true;
}

bool floor_ray_cylinder(const isect_ray *r, const isect_cylinder *c, isect_hit *h)
{
    float t;
    return cylinder(r->p, r->d, FLT_MAX, &c->axis, c->r, true, &t) && hit_at(r->p, r->d, t, h);
}
bool floor_segment_cylinder(const isect_segment *s, const isect_cylinder *c, isect_hit *h)
{
    vec3s d = glms_vec3_sub(s->b, s->a);
    float t;
    return cylinder(s->a, d, 1.0f, &c->axis, c->r, true, &t) && hit_at(s->a, d, t, h);
}

/* 5.3.7 (text): a capsule is the cylinder's side and a sphere at each end; the first of the
 * three hits. */
bool floor_ray_capsule(const isect_ray *r, const isect_capsule *c, isect_hit *h)
{
    float best = FLT_MAX, t;
    isect_hit e;
    if (cylinder(r->p, r->d, FLT_MAX, &c->axis, c->r, false, &t)) best = t;
    isect_sphere ends[2] = {{c->axis.a, c->r}, {c->axis.b, c->r}};
    for (int i = 0; i < 2; i++)
        if (floor_ray_sphere(r, &ends[i], &e) && e.t < best) best = e.t;
    return best < FLT_MAX && hit_at(r->p, r->d, best, h);
}
bool floor_segment_capsule(const isect_segment *s, const isect_capsule *c, isect_hit *h)
{
    vec3s d = glms_vec3_sub(s->b, s->a);
    float best = FLT_MAX, t;
    isect_hit e;
    if (cylinder(s->a, d, 1.0f, &c->axis, c->r, false, &t)) best = t;
    isect_sphere ends[2] = {{c->axis.a, c->r}, {c->axis.b, c->r}};
    for (int i = 0; i < 2; i++)
        if (floor_segment_sphere(s, &ends[i], &e) && e.t < best) best = e.t;
    return best < FLT_MAX && hit_at(s->a, d, best, h);
}
