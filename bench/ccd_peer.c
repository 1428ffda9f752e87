#include "ccd_peer.h"

#include <ccd/ccd.h>
#include <ccd/vec3.h>
#include <math.h>

/* Support functions: the point of the shape farthest along dir. */
static void support_sphere(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const isect_sphere *s = obj;
    double len = ccdVec3Len2(dir) > 0 ? sqrt(ccdVec3Len2(dir)) : 1;
    double k = s->r / len;
    ccdVec3Set(out, s->c.x + k * ccdVec3X(dir), s->c.y + k * ccdVec3Y(dir), s->c.z + k * ccdVec3Z(dir));
}

static void support_aabb(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const isect_aabb *b = obj;
    ccdVec3Set(out, ccdVec3X(dir) >= 0 ? b->max.x : b->min.x, ccdVec3Y(dir) >= 0 ? b->max.y : b->min.y,
               ccdVec3Z(dir) >= 0 ? b->max.z : b->min.z);
}

static void support_obb(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const isect_obb *b = obj;
    double p[3] = {b->c.x, b->c.y, b->c.z};
    for (int i = 0; i < 3; i++) {
        const vec3s u = b->u[i];
        double s = u.x * ccdVec3X(dir) + u.y * ccdVec3Y(dir) + u.z * ccdVec3Z(dir);
        double e = s >= 0 ? b->e.raw[i] : -b->e.raw[i];
        p[0] += e * u.x, p[1] += e * u.y, p[2] += e * u.z;
    }
    ccdVec3Set(out, p[0], p[1], p[2]);
}

static void support_triangle(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const isect_triangle *t = obj;
    const vec3s v[3] = {t->a, t->b, t->c};
    int best = 0;
    double best_dot = -INFINITY;
    for (int i = 0; i < 3; i++) {
        double d = v[i].x * ccdVec3X(dir) + v[i].y * ccdVec3Y(dir) + v[i].z * ccdVec3Z(dir);
        if (d > best_dot) best_dot = d, best = i;
    }
    ccdVec3Set(out, v[best].x, v[best].y, v[best].z);
}

/* A hexagon (six vertices in order, cases.h's bench_hexagon): the vertex farthest along dir. */
static void support_hexagon(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const vec3s *v = obj;
    int best = 0;
    double best_dot = -INFINITY;
    for (int i = 0; i < 6; i++) {
        double d = v[i].x * ccdVec3X(dir) + v[i].y * ccdVec3Y(dir) + v[i].z * ccdVec3Z(dir);
        if (d > best_dot) best_dot = d, best = i;
    }
    ccdVec3Set(out, v[best].x, v[best].y, v[best].z);
}

/* A tetrahedron: the vertex farthest along dir. */
static void support_tetrahedron(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const isect_tetrahedron *t = obj;
    const vec3s v[4] = {t->a, t->b, t->c, t->d};
    int best = 0;
    double best_dot = -INFINITY;
    for (int i = 0; i < 4; i++) {
        double d = v[i].x * ccdVec3X(dir) + v[i].y * ccdVec3Y(dir) + v[i].z * ccdVec3Z(dir);
        if (d > best_dot) best_dot = d, best = i;
    }
    ccdVec3Set(out, v[best].x, v[best].y, v[best].z);
}

/* A capsule: the end of the axis farther along dir, pushed out by r along dir. */
static void support_capsule(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const isect_capsule *c = obj;
    double dx = ccdVec3X(dir), dy = ccdVec3Y(dir), dz = ccdVec3Z(dir);
    vec3s e = c->axis.a.x * dx + c->axis.a.y * dy + c->axis.a.z * dz >= c->axis.b.x * dx + c->axis.b.y * dy + c->axis.b.z * dz
                  ? c->axis.a : c->axis.b;
    double len = ccdVec3Len2(dir) > 0 ? sqrt(ccdVec3Len2(dir)) : 1;
    double k = c->r / len;
    ccdVec3Set(out, e.x + k * dx, e.y + k * dy, e.z + k * dz);
}

/* Interior points for MPR. */
static void center_sphere(const void *obj, ccd_vec3_t *out)
{
    const isect_sphere *s = obj;
    ccdVec3Set(out, s->c.x, s->c.y, s->c.z);
}

static void center_aabb(const void *obj, ccd_vec3_t *out)
{
    const isect_aabb *b = obj;
    ccdVec3Set(out, 0.5 * ((double)b->min.x + b->max.x), 0.5 * ((double)b->min.y + b->max.y),
               0.5 * ((double)b->min.z + b->max.z));
}

static void center_obb(const void *obj, ccd_vec3_t *out)
{
    const isect_obb *b = obj;
    ccdVec3Set(out, b->c.x, b->c.y, b->c.z);
}

static void center_triangle(const void *obj, ccd_vec3_t *out)
{
    const isect_triangle *t = obj;
    ccdVec3Set(out, ((double)t->a.x + t->b.x + t->c.x) / 3, ((double)t->a.y + t->b.y + t->c.y) / 3,
               ((double)t->a.z + t->b.z + t->c.z) / 3);
}

static void center_capsule(const void *obj, ccd_vec3_t *out)
{
    const isect_capsule *c = obj;
    ccdVec3Set(out, 0.5 * ((double)c->axis.a.x + c->axis.b.x), 0.5 * ((double)c->axis.a.y + c->axis.b.y),
               0.5 * ((double)c->axis.a.z + c->axis.b.z));
}

static void center_hexagon(const void *obj, ccd_vec3_t *out)
{
    const vec3s *v = obj;
    double x = 0, y = 0, z = 0;
    for (int i = 0; i < 6; i++) x += v[i].x, y += v[i].y, z += v[i].z;
    ccdVec3Set(out, x / 6, y / 6, z / 6);
}

static void center_tetrahedron(const void *obj, ccd_vec3_t *out)
{
    const isect_tetrahedron *t = obj;
    ccdVec3Set(out, ((double)t->a.x + t->b.x + t->c.x + t->d.x) / 4, ((double)t->a.y + t->b.y + t->c.y + t->d.y) / 4,
               ((double)t->a.z + t->b.z + t->c.z + t->d.z) / 4);
}

static const ccd_support_fn supports[] = {support_sphere, support_aabb, support_obb, support_triangle, support_capsule,
                                          support_hexagon, support_tetrahedron};
static const ccd_center_fn centers[] = {center_sphere, center_aabb, center_obb, center_triangle, center_capsule,
                                        center_hexagon, center_tetrahedron};

bool ccd_peer_intersect(ccd_peer_method m, ccd_peer_shape ka, const void *a, ccd_peer_shape kb, const void *b)
{
    ccd_t ccd;
    CCD_INIT(&ccd);
    ccd.support1 = supports[ka], ccd.support2 = supports[kb];
    ccd.center1 = centers[ka], ccd.center2 = centers[kb];
    ccd.max_iterations = 100;
    return (m == CCD_PEER_GJK ? ccdGJKIntersect(a, b, &ccd) : ccdMPRIntersect(a, b, &ccd)) != 0;
}

bool ccd_peer_penetration(ccd_peer_method m, ccd_peer_shape ka, const void *a, ccd_peer_shape kb, const void *b,
                          double *depth)
{
    ccd_t ccd;
    CCD_INIT(&ccd);
    ccd.support1 = supports[ka], ccd.support2 = supports[kb];
    ccd.center1 = centers[ka], ccd.center2 = centers[kb];
    ccd.max_iterations = 100;
    ccd_real_t d = 0;
    ccd_vec3_t dir, pos;
    const int r = m == CCD_PEER_GJK ? ccdGJKPenetration(a, b, &ccd, &d, &dir, &pos) : ccdMPRPenetration(a, b, &ccd, &d, &dir, &pos);
    *depth = d;
    return r == 0;
}
