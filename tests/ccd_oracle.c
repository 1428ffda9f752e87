#include "ccd_oracle.h"

#include <ccd/ccd.h>
#include <ccd/vec3.h>

ccd_shape ccd_shape_sphere(isect_sphere s)
{
    return (ccd_shape){.pts = {s.c}, .count = 1, .radius = s.r};
}

ccd_shape ccd_shape_aabb(isect_aabb b)
{
    ccd_shape s = {.count = 8};
    for (int i = 0; i < 8; i++)
        s.pts[i] = (vec3s){{(i & 1) ? b.max.x : b.min.x, (i & 2) ? b.max.y : b.min.y,
                            (i & 4) ? b.max.z : b.min.z}};
    return s;
}

ccd_shape ccd_shape_obb(isect_obb b)
{
    ccd_shape s = {.count = 8};
    for (int i = 0; i < 8; i++) {
        vec3s p = b.c;
        p = glms_vec3_muladds(b.u[0], (i & 1) ? b.e.x : -b.e.x, p);
        p = glms_vec3_muladds(b.u[1], (i & 2) ? b.e.y : -b.e.y, p);
        p = glms_vec3_muladds(b.u[2], (i & 4) ? b.e.z : -b.e.z, p);
        s.pts[i] = p;
    }
    return s;
}

ccd_shape ccd_shape_triangle(isect_triangle t)
{
    return (ccd_shape){.pts = {t.a, t.b, t.c}, .count = 3};
}

/* Support point of a swept hull: the farthest vertex along dir, pushed out by the radius. */
static void support(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const ccd_shape *s = obj;
    double dx = ccdVec3X(dir), dy = ccdVec3Y(dir), dz = ccdVec3Z(dir);
    int best = 0;
    double best_dot = -1e300;
    for (int i = 0; i < s->count; i++) {
        double d = s->pts[i].x * dx + s->pts[i].y * dy + s->pts[i].z * dz;
        if (d > best_dot) best_dot = d, best = i;
    }
    double len = sqrt(dx * dx + dy * dy + dz * dz);
    double k = len > 0 ? s->radius / len : 0;
    ccdVec3Set(out, s->pts[best].x + k * dx, s->pts[best].y + k * dy, s->pts[best].z + k * dz);
}

static void center(const void *obj, ccd_vec3_t *out)
{
    const ccd_shape *s = obj;
    double x = 0, y = 0, z = 0;
    for (int i = 0; i < s->count; i++)
        x += s->pts[i].x, y += s->pts[i].y, z += s->pts[i].z;
    ccdVec3Set(out, x / s->count, y / s->count, z / s->count);
}

static ccd_t oracle_config(void)
{
    ccd_t ccd;
    CCD_INIT(&ccd);
    ccd.support1 = support;
    ccd.support2 = support;
    ccd.center1 = center;
    ccd.center2 = center;
    ccd.max_iterations = 200;
    return ccd;
}

bool ccd_oracle_gjk(const ccd_shape *a, const ccd_shape *b)
{
    ccd_t ccd = oracle_config();
    return ccdGJKIntersect(a, b, &ccd) != 0;
}

bool ccd_oracle_mpr(const ccd_shape *a, const ccd_shape *b)
{
    ccd_t ccd = oracle_config();
    return ccdMPRIntersect(a, b, &ccd) != 0;
}

/* A shape moved by -origin and divided by scale, in double, for the penetration oracle. */
typedef struct scaled_shape { const ccd_shape *s; double o[3], k; } scaled_shape;

static void support_scaled(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out)
{
    const scaled_shape *w = obj;
    ccd_vec3_t p;
    support(w->s, dir, &p);
    ccdVec3Set(out, (ccdVec3X(&p) - w->o[0]) * w->k, (ccdVec3Y(&p) - w->o[1]) * w->k, (ccdVec3Z(&p) - w->o[2]) * w->k);
}

static void center_scaled(const void *obj, ccd_vec3_t *out)
{
    const scaled_shape *w = obj;
    ccd_vec3_t p;
    center(w->s, &p);
    ccdVec3Set(out, (ccdVec3X(&p) - w->o[0]) * w->k, (ccdVec3Y(&p) - w->o[1]) * w->k, (ccdVec3Z(&p) - w->o[2]) * w->k);
}

static bool penetration(bool mpr, const ccd_shape *a, const ccd_shape *b, double scale, double *depth, vec3s *dir)
{
    const double o[3] = {a->pts[0].x, a->pts[0].y, a->pts[0].z};
    const scaled_shape sa = {a, {o[0], o[1], o[2]}, 1 / scale}, sb = {b, {o[0], o[1], o[2]}, 1 / scale};
    ccd_t ccd = oracle_config();
    ccd.support1 = ccd.support2 = support_scaled;
    ccd.center1 = ccd.center2 = center_scaled;
    ccd.max_iterations = 1000;
    ccd.epa_tolerance = ccd.mpr_tolerance = 1e-6;
    ccd_real_t d;
    ccd_vec3_t v, pos;
    if ((mpr ? ccdMPRPenetration(&sa, &sb, &ccd, &d, &v, &pos) : ccdGJKPenetration(&sa, &sb, &ccd, &d, &v, &pos)) != 0)
        return false;
    if (depth) *depth = d * scale;
    if (dir) *dir = (vec3s){{(float)ccdVec3X(&v), (float)ccdVec3Y(&v), (float)ccdVec3Z(&v)}};
    return true;
}

bool ccd_oracle_penetration(const ccd_shape *a, const ccd_shape *b, double scale, double *depth, vec3s *dir)
{
    return penetration(false, a, b, scale, depth, dir);
}

bool ccd_oracle_penetration_mpr(const ccd_shape *a, const ccd_shape *b, double scale, double *depth, vec3s *dir)
{
    return penetration(true, a, b, scale, depth, dir);
}
