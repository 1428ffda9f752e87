/* Construction of canonical shapes, and the tests of a box against a plane. */
#include "isect.h"

#include <math.h>

isect_aabb isect_aabb_from_corners(vec3s a, vec3s b)
{
    return (isect_aabb){glms_vec3_minv(a, b), glms_vec3_maxv(a, b)};
}

isect_aabb isect_aabb_from_center(vec3s c, vec3s h)
{
    vec3s e = glms_vec3_abs(h);
    return (isect_aabb){glms_vec3_sub(c, e), glms_vec3_add(c, e)};
}

isect_plane isect_plane_from_normal(vec3s n, float d)
{
    float len = glms_vec3_norm(n);
    if (!(len > 0.0f) || !isfinite(len))
        return (isect_plane){{{NAN, NAN, NAN}}, NAN};
    return (isect_plane){glms_vec3_divs(n, len), d / len};
}

isect_plane isect_plane_from_points(vec3s a, vec3s b, vec3s c)
{
    vec3s n = glms_vec3_cross(glms_vec3_sub(b, a), glms_vec3_sub(c, a));
    isect_plane p = isect_plane_from_normal(n, 0.0f);
    p.d = glms_vec3_dot(p.n, a);
    return p;
}

isect_ray isect_ray_from(vec3s origin, vec3s direction)
{
    float len = glms_vec3_norm(direction);
    if (!(len > 0.0f) || !isfinite(len))
        return (isect_ray){origin, {{NAN, NAN, NAN}}};
    return (isect_ray){origin, glms_vec3_divs(direction, len)};
}

isect_obb isect_obb_from_quat(vec3s c, vec3s e, versors q)
{
    mat3s m = glms_quat_mat3(glms_quat_normalize(q));
    return (isect_obb){c, {m.col[0], m.col[1], m.col[2]}, glms_vec3_abs(e)};
}

float isect_plane_distance(isect_plane p, vec3s q)
{
    return glms_vec3_dot(p.n, q) - p.d;
}

isect_side isect_plane_classify(isect_plane p, vec3s q, float eps)
{
    float s = isect_plane_distance(p, q);
    if (s > eps) return ISECT_FRONT;
    if (s < -eps) return ISECT_BACK;
    return ISECT_ON;   /* also NaN: a NaN distance is neither in front nor behind */
}

/* AABB vs plane: project the half-extents e onto the normal, r = e·|n|, and compare with the
 * signed distance s of the centre c from the plane: they meet when |s| <= r.
 * Ericson, Real-Time Collision Detection, 5.2.3. Assumes min <= max and |n| = 1. */
bool isect_aabb_plane(isect_aabb b, isect_plane p)
{
    vec3s c = glms_vec3_scale(glms_vec3_add(b.max, b.min), 0.5f);
    vec3s e = glms_vec3_sub(b.max, c);
    float r = glms_vec3_dot(e, glms_vec3_abs(p.n));
    float s = isect_plane_distance(p, c);
    return fabsf(s) <= r;   /* false when anything is NaN */
}
