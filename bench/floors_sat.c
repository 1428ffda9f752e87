/* Floors for the separating-axis tests and their contact variants: Ericson, Real-Time Collision
 * Detection, 4.4.1 (TestOBBOBB) and 5.2.9 (TestTriangleAABB), in float as printed, shapes by
 * pointer; the polygon and the triangle pair by the same method over their own axes. A contact
 * variant tracks, over the same axes, the least overlap divided by |L| (the handout's aside). */
#include "floors.h"

#include <float.h>
#include <math.h>

/* The slack the book adds to every |R_ij| (its EPSILON), here isect's OBB_EPS. */
static const float OBB_EPSILON = 1e-5f;

/* 4.4.1 TestOBBOBB, with the least overlap tracked when c is not NULL. */
static bool obb_obb(const isect_obb *a, const isect_obb *b, isect_contact *c)
{
    float R[3][3], AbsR[3][3], t[3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) R[i][j] = glms_vec3_dot(a->u[i], b->u[j]);
    vec3s tw = glms_vec3_sub(b->c, a->c);
    for (int i = 0; i < 3; i++) t[i] = glms_vec3_dot(tw, a->u[i]);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) AbsR[i][j] = fabsf(R[i][j]) + OBB_EPSILON;
    const float *ae = a->e.raw, *be = b->e.raw;
    float best = FLT_MAX;
    vec3s normal = {{1, 0, 0}};
    for (int i = 0; i < 3; i++) {                   /* L = A0, A1, A2 */
        float ra = ae[i], rb = be[0] * AbsR[i][0] + be[1] * AbsR[i][1] + be[2] * AbsR[i][2];
        float gap = fabsf(t[i]) - (ra + rb);
        if (gap > 0) return false;
        if (c && -gap < best) best = -gap, normal = glms_vec3_scale(a->u[i], t[i] < 0 ? -1.0f : 1.0f);
    }
    for (int i = 0; i < 3; i++) {                   /* L = B0, B1, B2 */
        float ra = ae[0] * AbsR[0][i] + ae[1] * AbsR[1][i] + ae[2] * AbsR[2][i], rb = be[i];
        float s = t[0] * R[0][i] + t[1] * R[1][i] + t[2] * R[2][i];
        float gap = fabsf(s) - (ra + rb);
        if (gap > 0) return false;
        if (c && -gap < best) best = -gap, normal = glms_vec3_scale(b->u[i], s < 0 ? -1.0f : 1.0f);
    }
    for (int i = 0; i < 3; i++)                     /* L = Ai x Bj */
        for (int j = 0; j < 3; j++) {
            int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            float ra = ae[i1] * AbsR[i2][j] + ae[i2] * AbsR[i1][j];
            float rb = be[j1] * AbsR[i][j2] + be[j2] * AbsR[i][j1];
            float s = t[i2] * R[i1][j] - t[i1] * R[i2][j];
            float gap = fabsf(s) - (ra + rb);
            if (gap > 0) return false;
            if (c) {
                vec3s L = glms_vec3_cross(a->u[i], b->u[j]);
                float len = glms_vec3_norm(L);
                if (len > 1e-3f && -gap / len < best)
                    best = -gap / len, normal = glms_vec3_scale(L, (s < 0 ? -1.0f : 1.0f) / len);
            }
        }
    if (c) c->normal = normal, c->depth = best;
    return true;
}

bool floor_obb_obb(const isect_obb *a, const isect_obb *b) { return obb_obb(a, b, NULL); }
bool floor_obb_obb_contact(const isect_obb *a, const isect_obb *b, isect_contact *c) { return obb_obb(a, b, c); }

/* The interval [lo, hi] of the n points v (relative to the box's centre) along L. */
static void project(const vec3s *v, int n, vec3s L, float *lo, float *hi)
{
    *lo = *hi = glms_vec3_dot(v[0], L);
    for (int k = 1; k < n; k++) {
        float p = glms_vec3_dot(v[k], L);
        if (p < *lo) *lo = p;
        if (p > *hi) *hi = p;
    }
}

/* 5.2.9 TestTriangleAABB, generalised to a convex polygon of n vertices: the box's centre moved
 * to the origin; the 3 n axes u_i x f_j, the 3 box faces, the polygon's plane (TestAABBPlane).
 * With c, the least overlap over the same axes. The triangle's edge axes use the listing's
 * economy: the two ends of edge j project alike, so only those and the third vertex count. */
static bool aabb_polygon(const isect_aabb *b, const vec3s *verts, int n, isect_contact *c)
{
    enum { MAX = 8 };
    vec3s ctr = glms_vec3_scale(glms_vec3_add(b->min, b->max), 0.5f);
    vec3s e = glms_vec3_sub(b->max, ctr), v[MAX], f[MAX];
    for (int k = 0; k < n; k++) v[k] = glms_vec3_sub(verts[k], ctr);
    for (int k = 0; k < n; k++) f[k] = glms_vec3_sub(v[(k + 1) % n], v[k]);
    float best = FLT_MAX;
    vec3s normal = {{1, 0, 0}};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < n; j++) {
            vec3s u = {{0, 0, 0}};
            u.raw[i] = 1;
            vec3s L = glms_vec3_cross(u, f[j]);
            float lo, hi;
            if (n == 3) {
                float p0 = glms_vec3_dot(v[j], L), p2 = glms_vec3_dot(v[(j + 2) % 3], L);
                lo = floor_min(p0, p2), hi = floor_max(p0, p2);
            } else {
                project(v, n, L, &lo, &hi);
            }
            float r = e.x * fabsf(L.x) + e.y * fabsf(L.y) + e.z * fabsf(L.z);
            if (floor_max(-hi, lo) > r) return false;
            float len = glms_vec3_norm(L);
            if (c && len > 0) {
                float o = floor_min(r - lo, hi + r) / len;
                if (o < best) best = o, normal = glms_vec3_scale(L, (lo + hi >= 0 ? 1.0f : -1.0f) / len);
            }
        }
    for (int i = 0; i < 3; i++) {
        vec3s u = {{0, 0, 0}};
        u.raw[i] = 1;
        float lo, hi;
        project(v, n, u, &lo, &hi);
        if (hi < -e.raw[i] || lo > e.raw[i]) return false;
        if (c) {
            float o = floor_min(e.raw[i] - lo, hi + e.raw[i]);
            if (o < best) best = o, normal = glms_vec3_scale(u, lo + hi >= 0 ? 1.0f : -1.0f);
        }
    }
    vec3s pn = glms_vec3_cross(f[0], f[1]);
    float pd = glms_vec3_dot(pn, v[0]);
    float r = e.x * fabsf(pn.x) + e.y * fabsf(pn.y) + e.z * fabsf(pn.z);
    if (fabsf(pd) > r) return false;
    if (c) {
        float len = glms_vec3_norm(pn);
        if (len > 0 && (r - fabsf(pd)) / len < best)
            best = (r - fabsf(pd)) / len, normal = glms_vec3_scale(pn, (pd >= 0 ? 1.0f : -1.0f) / len);
        c->normal = normal, c->depth = best;
    }
    return true;
}

bool floor_aabb_triangle(const isect_aabb *b, const isect_triangle *t) { return aabb_polygon(b, &t->a, 3, NULL); }
bool floor_aabb_polygon(const isect_aabb *b, const vec3s *v, int n) { return aabb_polygon(b, v, n, NULL); }
bool floor_aabb_triangle_contact(const isect_aabb *b, const isect_triangle *t, isect_contact *c)
{
    return aabb_polygon(b, &t->a, 3, c);
}

/* Whether L separates the two triangles' vertex sets. */
static bool separates(const vec3s *p, const vec3s *q, vec3s L)
{
    float plo, phi, qlo, qhi;
    project(p, 3, L, &plo, &phi);
    project(q, 3, L, &qlo, &qhi);
    return phi < qlo || qhi < plo;
}

/* Triangle-triangle (5.2.10 names the separating-axis test among its methods): the two normals
 * and the nine edge cross products separate any two triangles in planes that are not the same;
 * coplanar ones need the six in-plane edge normals n x e too. */
bool floor_triangle_triangle(const isect_triangle *a, const isect_triangle *b)
{
    const vec3s *p = &a->a, *q = &b->a;
    vec3s ep[3], eq[3];
    for (int k = 0; k < 3; k++) ep[k] = glms_vec3_sub(p[(k + 1) % 3], p[k]), eq[k] = glms_vec3_sub(q[(k + 1) % 3], q[k]);
    vec3s np = glms_vec3_cross(ep[0], ep[1]), nq = glms_vec3_cross(eq[0], eq[1]);
    if (separates(p, q, np) || separates(p, q, nq)) return false;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            if (separates(p, q, glms_vec3_cross(ep[i], eq[j]))) return false;
    vec3s cross = glms_vec3_cross(np, nq);
    if (cross.x == 0 && cross.y == 0 && cross.z == 0)
        for (int k = 0; k < 3; k++)
            if (separates(p, q, glms_vec3_cross(np, ep[k])) || separates(p, q, glms_vec3_cross(nq, eq[k]))) return false;
    return true;
}

/* 4.3.1 with the line of centres: normal (b.c - a.c) / |b.c - a.c|, depth ra + rb - |b.c - a.c|. */
bool floor_sphere_sphere_contact(const isect_sphere *a, const isect_sphere *b, isect_contact *c)
{
    vec3s d = glms_vec3_sub(b->c, a->c);
    float r = a->r + b->r, d2 = glms_vec3_dot(d, d);
    if (d2 > r * r) return false;
    float dist = sqrtf(d2);
    c->normal = dist > 0 ? glms_vec3_scale(d, 1.0f / dist) : (vec3s){{1, 0, 0}};
    c->depth = r - dist;
    return true;
}

/* 4.2.1 with the least overlap per world axis. */
bool floor_aabb_aabb_contact(const isect_aabb *a, const isect_aabb *b, isect_contact *c)
{
    float best = FLT_MAX;
    int axis = 0;
    float sign = 1;
    for (int i = 0; i < 3; i++) {
        float up = a->max.raw[i] - b->min.raw[i], down = b->max.raw[i] - a->min.raw[i];
        if (up < 0 || down < 0) return false;
        if (up < best) best = up, axis = i, sign = 1;
        if (down < best) best = down, axis = i, sign = -1;
    }
    c->normal = (vec3s){{0, 0, 0}};
    c->normal.raw[axis] = sign;
    c->depth = best;
    return true;
}
