/* Floors for the closest-point queries: Ericson, Real-Time Collision Detection, 5.1, the
 * listings in float as printed (shapes by pointer). */
#include "floors.h"

#include <float.h>
#include <math.h>

static float clampf(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }

/* 5.1.1 ClosestPtPointPlane: q = p - ((n.p - d) / n.n) n. */
vec3s floor_closest_point_plane(const vec3s *p, const isect_plane *pl)
{
    float t = (glms_vec3_dot(pl->n, *p) - pl->d) / glms_vec3_dot(pl->n, pl->n);
    return glms_vec3_sub(*p, glms_vec3_scale(pl->n, t));
}

/* 5.1.2 ClosestPtPointSegment: project onto ab, clamp t to [0, 1]. */
vec3s floor_closest_point_segment(const vec3s *p, const isect_segment *s)
{
    vec3s ab = glms_vec3_sub(s->b, s->a);
    float t = glms_vec3_dot(glms_vec3_sub(*p, s->a), ab) / glms_vec3_dot(ab, ab);
    return glms_vec3_add(s->a, glms_vec3_scale(ab, clampf(t, 0, 1)));
}

/* 5.1.3 ClosestPtPointAABB: clamp each coordinate to the box. */
vec3s floor_closest_point_aabb(const vec3s *p, const isect_aabb *b)
{
    vec3s q;
    for (int i = 0; i < 3; i++) q.raw[i] = clampf(p->raw[i], b->min.raw[i], b->max.raw[i]);
    return q;
}

/* 5.1.3.1 SqDistPointAABB: the excess beyond the box per axis, squared and summed. */
float floor_sq_dist_point_aabb(const vec3s *p, const isect_aabb *b)
{
    float sq = 0;
    for (int i = 0; i < 3; i++) {
        float v = p->raw[i];
        if (v < b->min.raw[i]) sq += (b->min.raw[i] - v) * (b->min.raw[i] - v);
        if (v > b->max.raw[i]) sq += (v - b->max.raw[i]) * (v - b->max.raw[i]);
    }
    return sq;
}

/* 5.1.4 ClosestPtPointOBB: clamp the coordinates along each axis to the half-extents. */
vec3s floor_closest_point_obb(const vec3s *p, const isect_obb *b)
{
    vec3s d = glms_vec3_sub(*p, b->c), q = b->c;
    for (int i = 0; i < 3; i++) {
        float dist = clampf(glms_vec3_dot(d, b->u[i]), -b->e.raw[i], b->e.raw[i]);
        q = glms_vec3_add(q, glms_vec3_scale(b->u[i], dist));
    }
    return q;
}

/* 5.1.5 ClosestPtPointTriangle: the Voronoi regions of the vertices, then the edges, then the
 * face, from the dot products d1 .. d6. */
vec3s floor_closest_point_triangle(const vec3s *pp, const vec3s *pa, const vec3s *pb, const vec3s *pc)
{
    vec3s p = *pp, a = *pa, b = *pb, c = *pc;
    vec3s ab = glms_vec3_sub(b, a), ac = glms_vec3_sub(c, a), ap = glms_vec3_sub(p, a);
    float d1 = glms_vec3_dot(ab, ap), d2 = glms_vec3_dot(ac, ap);
    if (d1 <= 0.0f && d2 <= 0.0f) return a;
    vec3s bp = glms_vec3_sub(p, b);
    float d3 = glms_vec3_dot(ab, bp), d4 = glms_vec3_dot(ac, bp);
    if (d3 >= 0.0f && d4 <= d3) return b;
    float vc = d1 * d4 - d3 * d2;
    if (vc <= 0.0f && d1 >= 0.0f && d3 <= 0.0f) return glms_vec3_add(a, glms_vec3_scale(ab, d1 / (d1 - d3)));
    vec3s cp = glms_vec3_sub(p, c);
    float d5 = glms_vec3_dot(ab, cp), d6 = glms_vec3_dot(ac, cp);
    if (d6 >= 0.0f && d5 <= d6) return c;
    float vb = d5 * d2 - d1 * d6;
    if (vb <= 0.0f && d2 >= 0.0f && d6 <= 0.0f) return glms_vec3_add(a, glms_vec3_scale(ac, d2 / (d2 - d6)));
    float va = d3 * d6 - d5 * d4;
    if (va <= 0.0f && (d4 - d3) >= 0.0f && (d5 - d6) >= 0.0f) {
        float w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        return glms_vec3_add(b, glms_vec3_scale(glms_vec3_sub(c, b), w));
    }
    float denom = 1.0f / (va + vb + vc), v = vb * denom, w = vc * denom;
    return glms_vec3_add(a, glms_vec3_add(glms_vec3_scale(ab, v), glms_vec3_scale(ac, w)));
}

/* 5.1.6 PointOutsideOfPlane: p and d on opposite sides of the plane abc. */
static bool outside_of_plane(vec3s p, vec3s a, vec3s b, vec3s c, vec3s d)
{
    vec3s n = glms_vec3_cross(glms_vec3_sub(b, a), glms_vec3_sub(c, a));
    float sp = glms_vec3_dot(glms_vec3_sub(p, a), n), sd = glms_vec3_dot(glms_vec3_sub(d, a), n);
    return sp * sd < 0.0f;
}

/* 5.1.6 ClosestPtPointTetrahedron: p itself unless outside some face; else the nearest of the
 * closest points on the faces it is outside of. Returns the squared distance. */
float floor_closest_point_tetrahedron(const vec3s *pp, const isect_tetrahedron *t, vec3s *q)
{
    const vec3s p = *pp;
    const vec3s *f[4][4] = {{&t->a, &t->b, &t->c, &t->d}, {&t->a, &t->c, &t->d, &t->b},
                            {&t->a, &t->d, &t->b, &t->c}, {&t->b, &t->d, &t->c, &t->a}};
    vec3s best = p;
    float best_sq = FLT_MAX;
    for (int i = 0; i < 4; i++) {
        if (!outside_of_plane(p, *f[i][0], *f[i][1], *f[i][2], *f[i][3])) continue;
        vec3s c = floor_closest_point_triangle(&p, f[i][0], f[i][1], f[i][2]);
        float sq = glms_vec3_distance2(c, p);
        if (sq < best_sq) best_sq = sq, best = c;
    }
    *q = best;
    return best_sq == FLT_MAX ? 0.0f : best_sq;
}

/* Whether q lies in every halfspace but those in `skip` (bits), within a rounding allowance. */
static bool in_halfspaces(vec3s q, const isect_plane *planes, int count, unsigned skip)
{
    for (int i = 0; i < count; i++)
        if (!(skip >> i & 1) && glms_vec3_dot(planes[i].n, q) - planes[i].d > 1e-5f) return false;
    return true;
}

/* 5.1.7, the closest point of a convex polyhedron given by its planes: the book names it a
 * quadratic programme (and GJK for hulls) with no listing. The plainest complete method: p when
 * inside; else the nearest, among the projections of p onto each face plane, each line where two
 * planes meet and each point where three do, of those that lie in the polyhedron (the closest
 * point is one of them, and any point of the polyhedron is no nearer). Unit normals. */
float floor_closest_point_polyhedron(const vec3s *pp, const isect_plane *planes, int count, vec3s *q)
{
    const vec3s p = *pp;
    if (in_halfspaces(p, planes, count, 0)) return *q = p, 0.0f;
    float best_sq = FLT_MAX;
    vec3s best = p;
    for (int i = 0; i < count; i++) {
        vec3s c = floor_closest_point_plane(&p, &planes[i]);
        float sq = glms_vec3_distance2(c, p);
        if (sq < best_sq && in_halfspaces(c, planes, count, 1u << i)) best_sq = sq, best = c;
    }
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++) {
            vec3s point, dir;
            if (!floor_plane_plane(&planes[i], &planes[j], &point, &dir)) continue;
            float along = glms_vec3_dot(glms_vec3_sub(p, point), dir) / glms_vec3_dot(dir, dir);
            vec3s c = glms_vec3_add(point, glms_vec3_scale(dir, along));
            float sq = glms_vec3_distance2(c, p);
            if (sq < best_sq && in_halfspaces(c, planes, count, 1u << i | 1u << j)) best_sq = sq, best = c;
        }
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++)
            for (int k = j + 1; k < count; k++) {
                vec3s c;
                if (!floor_three_planes(&planes[i], &planes[j], &planes[k], &c)) continue;
                float sq = glms_vec3_distance2(c, p);
                if (sq < best_sq && in_halfspaces(c, planes, count, 1u << i | 1u << j | 1u << k)) best_sq = sq, best = c;
            }
    *q = best;
    return best_sq;
}

/* 5.1.9 ClosestPtSegmentSegment: the closest points of the lines, s clamped to [0, 1], t
 * recomputed from it and clamped, s recomputed when t was clamped. Returns the squared distance. */
float floor_closest_segment_segment(const vec3s *p1, const vec3s *q1, const vec3s *p2, const vec3s *q2,
                                    vec3s *c1, vec3s *c2)
{
    const float EPSILON = 1e-12f;
    vec3s d1 = glms_vec3_sub(*q1, *p1), d2 = glms_vec3_sub(*q2, *p2), r = glms_vec3_sub(*p1, *p2);
    float a = glms_vec3_dot(d1, d1), e = glms_vec3_dot(d2, d2), f = glms_vec3_dot(d2, r);
    float s, t;
    if (a <= EPSILON && e <= EPSILON) {
        s = t = 0.0f;
    } else if (a <= EPSILON) {
        s = 0.0f, t = clampf(f / e, 0.0f, 1.0f);
    } else {
        float c = glms_vec3_dot(d1, r);
        if (e <= EPSILON) {
            t = 0.0f, s = clampf(-c / a, 0.0f, 1.0f);
        } else {
            float b = glms_vec3_dot(d1, d2), denom = a * e - b * b;
            s = denom != 0.0f ? clampf((b * f - c * e) / denom, 0.0f, 1.0f) : 0.0f;
            t = (b * s + f) / e;
            if (t < 0.0f) t = 0.0f, s = clampf(-c / a, 0.0f, 1.0f);
            else if (t > 1.0f) t = 1.0f, s = clampf((b - c) / a, 0.0f, 1.0f);
        }
    }
    *c1 = glms_vec3_add(*p1, glms_vec3_scale(d1, s));
    *c2 = glms_vec3_add(*p2, glms_vec3_scale(d2, t));
    return glms_vec3_distance2(*c1, *c2);
}

/* 5.1.8, the closest points of two lines: s = (b f - c e) / d, t = (a f - b c) / d with
 * d = a e - b^2; parallel lines (d = 0): s = 0 and t = f / e. */
float floor_closest_line_line(const vec3s *p1, const vec3s *q1, const vec3s *p2, const vec3s *q2,
                              vec3s *c1, vec3s *c2)
{
    vec3s d1 = glms_vec3_sub(*q1, *p1), d2 = glms_vec3_sub(*q2, *p2), r = glms_vec3_sub(*p1, *p2);
    float a = glms_vec3_dot(d1, d1), b = glms_vec3_dot(d1, d2), c = glms_vec3_dot(d1, r);
    float e = glms_vec3_dot(d2, d2), f = glms_vec3_dot(d2, r), d = a * e - b * b;
    float s = 0.0f, t = f / e;
    if (d != 0.0f) s = (b * f - c * e) / d, t = (a * f - b * c) / d;
    *c1 = glms_vec3_add(*p1, glms_vec3_scale(d1, s));
    *c2 = glms_vec3_add(*p2, glms_vec3_scale(d2, t));
    return glms_vec3_distance2(*c1, *c2);
}

/* 5.1.10, segment and triangle: 0 when the segment pierces the triangle (5.3.6); else the
 * nearest of the segment against the three edges (5.1.9) and its ends against the triangle
 * (5.1.5). */
float floor_closest_segment_triangle(const isect_segment *s, const isect_triangle *t, vec3s *cs, vec3s *ct)
{
    isect_hit h;
    if (floor_segment_triangle(s, t, &h)) return *cs = *ct = h.point, 0.0f;
    const vec3s *v[3] = {&t->a, &t->b, &t->c};
    float best = FLT_MAX;
    for (int i = 0; i < 3; i++) {
        vec3s c1, c2;
        float sq = floor_closest_segment_segment(&s->a, &s->b, v[i], v[(i + 1) % 3], &c1, &c2);
        if (sq < best) best = sq, *cs = c1, *ct = c2;
    }
    const vec3s *end[2] = {&s->a, &s->b};
    for (int i = 0; i < 2; i++) {
        vec3s c = floor_closest_point_triangle(end[i], &t->a, &t->b, &t->c);
        float sq = glms_vec3_distance2(c, *end[i]);
        if (sq < best) best = sq, *cs = *end[i], *ct = c;
    }
    return best;
}

/* 5.1.11, two triangles: 0 when an edge of either pierces the other (5.3.6); else the nearest of
 * the 9 edge pairs (5.1.9) and the 6 vertices against the other triangle (5.1.5). */
float floor_closest_triangle_triangle(const isect_triangle *t1, const isect_triangle *t2, vec3s *c1, vec3s *c2)
{
    const isect_triangle *t[2] = {t1, t2};
    for (int k = 0; k < 2; k++) {
        const vec3s *v[3] = {&t[k]->a, &t[k]->b, &t[k]->c};
        for (int i = 0; i < 3; i++) {
            isect_segment e = {*v[i], *v[(i + 1) % 3]};
            isect_hit h;
            if (floor_segment_triangle(&e, t[1 - k], &h)) return *c1 = *c2 = h.point, 0.0f;
        }
    }
    const vec3s *v1[3] = {&t1->a, &t1->b, &t1->c}, *v2[3] = {&t2->a, &t2->b, &t2->c};
    float best = FLT_MAX;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            vec3s p, q;
            float sq = floor_closest_segment_segment(v1[i], v1[(i + 1) % 3], v2[j], v2[(j + 1) % 3], &p, &q);
            if (sq < best) best = sq, *c1 = p, *c2 = q;
        }
    for (int i = 0; i < 3; i++) {
        vec3s q = floor_closest_point_triangle(v1[i], &t2->a, &t2->b, &t2->c);
        float sq = glms_vec3_distance2(q, *v1[i]);
        if (sq < best) best = sq, *c1 = *v1[i], *c2 = q;
        q = floor_closest_point_triangle(v2[i], &t1->a, &t1->b, &t1->c);
        sq = glms_vec3_distance2(q, *v2[i]);
        if (sq < best) best = sq, *c1 = q, *c2 = *v2[i];
    }
    return best;
}
