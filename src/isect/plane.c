/* Construction of canonical shapes, and the tests of a box or a cone against a plane. */
#include "isect.h"
#include "canonical.h"
#include "trace.h"
#include "validate.h"

#include <float.h>
#include <math.h>

/* Per axis min and max of the two corners. A NaN in either corner gives a NaN box (cglm's
 * min/max would silently keep the other corner's value and lose the NaN). */
isect_aabb isect_aabb_from_corners(vec3s a, vec3s b)
{
    if (nan3(a) || nan3(b)) {
        vec3s unknown = {{NAN, NAN, NAN}};
        return (isect_aabb){unknown, unknown};
    }
    return (isect_aabb){glms_vec3_minv(a, b), glms_vec3_maxv(a, b)};
}

isect_aabb isect_aabb_from_center(vec3s c, vec3s h)
{
    vec3s e = glms_vec3_abs(h);
    return (isect_aabb){glms_vec3_sub(c, e), glms_vec3_add(c, e)};
}

vec3s isect_aabb_center(isect_aabb b)
{
    return glms_vec3_add(glms_vec3_scale(b.min, 0.5f), glms_vec3_scale(b.max, 0.5f));
}

vec3s isect_aabb_extents(isect_aabb b)
{
    return glms_vec3_sub(glms_vec3_scale(b.max, 0.5f), glms_vec3_scale(b.min, 0.5f));
}

/* The largest |component| of v; NaN when any component is NaN (fmaxf would drop it). */
static float max_abs(vec3s v)
{
    if (nan3(v))
        return NAN;
    return fmaxf(fabsf(v.x), fmaxf(fabsf(v.y), fabsf(v.z)));
}

/* n and d divided by |n|. n is first divided by its largest |component| m, so |n / m| lies in
 * [1, sqrt 3]: tiny or huge (but finite, non-zero) normals neither underflow nor overflow. */
isect_plane isect_plane_from_normal(vec3s n, float d)
{
    float m = max_abs(n);
    if (!(m > 0.0f && m <= FLT_MAX))            /* zero, infinite or NaN normal */
        return (isect_plane){{{NAN, NAN, NAN}}, NAN};
    vec3s s = glms_vec3_divs(n, m);
    float len = glms_vec3_norm(s);
    return (isect_plane){glms_vec3_divs(s, len), d / m / len};
}

isect_plane isect_plane_from_points(vec3s a, vec3s b, vec3s c)
{
    vec3s n = glms_vec3_cross(glms_vec3_sub(b, a), glms_vec3_sub(c, a));
    isect_plane p = isect_plane_from_normal(n, 0.0f);
    p.d = glms_vec3_dot(p.n, a);                /* NaN when the normal is */
    return p;
}

/* The direction divided by its length, scaled first like isect_plane_from_normal. */
isect_ray isect_ray_from(vec3s origin, vec3s direction)
{
    float m = max_abs(direction);
    if (!(m > 0.0f && m <= FLT_MAX))            /* zero, infinite or NaN direction */
        return (isect_ray){origin, {{NAN, NAN, NAN}}};
    vec3s s = glms_vec3_divs(direction, m);
    return (isect_ray){origin, glms_vec3_divs(s, glms_vec3_norm(s))};
}

/* The columns of q's rotation matrix. q is normalised first; a zero q gives the identity
 * (cglm's glms_quat_normalize), a NaN q NaN axes. q is divided by its largest |component|
 * before cglm normalises it, as isect_plane_from_normal does: |q|^2 of a tiny q is a denormal
 * with few bits left (q = (1e-20, 1e-20, 0, 0) gave axes 1e-5 off orthonormal, found by
 * fuzz/fuzz_planes.c), and that of a huge one overflows (the axes came out the identity). */
isect_obb isect_obb_from_quat(vec3s c, vec3s e, versors q)
{
    float s = fmaxf(fmaxf(fabsf(q.x), fabsf(q.y)), fmaxf(fabsf(q.z), fabsf(q.w)));
    if (s > 0.0f && s <= FLT_MAX)               /* NaN components stay NaN */
        q = (versors){{q.x / s, q.y / s, q.z / s, q.w / s}};
    mat3s m = glms_quat_mat3(glms_quat_normalize(q));
    return (isect_obb){c, {m.col[0], m.col[1], m.col[2]}, glms_vec3_abs(e)};
}

/* dot(n, q) - d: the signed distance times |n|. A zero normal gives NaN (plane_offset). */
float isect_plane_distance(isect_plane p, vec3s q)
{
    return glms_vec3_dot(p.n, q) - plane_offset(p);
}

/* The band |s| <= |eps| about the plane is ON: eps is a half-width, so its sign is dropped (a
 * negative eps used to make the band empty and inverted, calling points behind it FRONT). */
isect_side isect_plane_classify(isect_plane p, vec3s q, float eps)
{
    float s = isect_plane_distance(p, q), e = fabsf(eps);
    TRACE(s); TRACE(e);
    if (s > e) return TRACE_RETURN(ISECT_FRONT);
    if (s < -e) return TRACE_RETURN(ISECT_BACK);
    return TRACE_RETURN(ISECT_ON);   /* also NaN: a NaN distance (or eps) is neither in front nor behind */
}

/* AABB vs plane: project the half-extents e onto the normal, r = e·|n|, and compare with the
 * signed distance s of the centre c from the plane: they meet when |s| <= r.
 * Ericson, Real-Time Collision Detection, 5.2.3. s and r both scale with |n|, so any non-zero
 * normal length gives the same verdict. c and e are rounded, so a box within a rounding error
 * of the plane (an ulp of its coordinates) may read as touching. */
bool isect_aabb_plane(isect_aabb b, isect_plane p)
{
    /* Halved before adding (the same float c wherever max + min did not overflow), so corners
     * beyond FLT_MAX / 2 do not overflow (found by fuzz/fuzz_planes.c: a box near -FLT_MAX got
     * c = -inf and met every plane). */
    vec3s c = glms_vec3_add(glms_vec3_scale(b.max, 0.5f), glms_vec3_scale(b.min, 0.5f));
    vec3s e = glms_vec3_sub(b.max, c);
    TRACE_POINT(c); TRACE(e);
    vec3s an = glms_vec3_abs(p.n);
    float r = glms_vec3_dot(e, an);
    TRACE(r);
    float s = glms_vec3_dot(p.n, c) - p.d;
    TRACE(s);
    /* false when anything is NaN, the box is empty or the normal zero */
    bool box = aabb_nonempty(b), plane = normal_nonzero(p.n);
    return TRACE_RETURN(box & plane & (fabsf(s) <= r));
}

/* OBB vs plane: the box's projection radius onto n is r = sum e_i |u_i·n| (each half-extent
 * times how much its axis leans toward n); the box meets the plane when the centre's signed
 * distance s satisfies |s| <= r. Ericson, Real-Time Collision Detection, 5.2.3.
 * s and r both scale with |n|: any non-zero normal length gives the same verdict. False when
 * anything is NaN, a half-extent is negative (an empty box) or the normal is zero. */
bool isect_obb_plane(isect_obb b, isect_plane p)
{
    ISECT_REQUIRE(validate_obb_axes(b), "OBB axes orthonormal");
    float r = b.e.x * fabsf(glms_vec3_dot(b.u[0], p.n)) +
              b.e.y * fabsf(glms_vec3_dot(b.u[1], p.n)) +
              b.e.z * fabsf(glms_vec3_dot(b.u[2], p.n));
    TRACE(r);
    float s = glms_vec3_dot(p.n, b.c) - p.d;
    TRACE(s);
    bool box = obb_nonempty(b), plane = normal_nonzero(p.n);
    return TRACE_RETURN(box & plane & (fabsf(s) <= r));
}

/* Cone vs plane: the closed solid cone meets the plane surface when its signed distances span
 * 0. Distance is linear, so its extremes over the cone lie at the tip T or on the rim circle;
 * on the rim, centred at B = T + h v with radius r, they are s(B) -+ r |n x v|, reached at the
 * rim points Q = B -+ r ((n x v) x v)/|(n x v) x v| farthest along -n / +n (|(n x v) x v| =
 * |n x v| for unit v, so Q need not be built). With a = n·v, s(T) = n·T - d:
 *     lo = min(s(T), s(T) + h a - r |n x v|),   hi = max(s(T), s(T) + h a + r |n x v|),
 *     meet  <=>  lo <= 0 <= hi.
 * An axis parallel to n (n x v = 0, where Ericson's Q divides by zero) needs no special case:
 * the rim is then flat at distance s(T) + h a. Both sides count: a cone wholly behind the
 * plane does not meet it (for the halfspace test of Ericson 5.2.4 use lo <= 0 alone).
 * Every distance scales with |n|, so any non-zero normal length gives the same verdict; a
 * negative radius or height is an empty cone, as a negative sphere radius is an empty sphere.
 * Ericson, Real-Time Collision Detection, 5.2.4. */
bool isect_cone_plane(isect_cone c, isect_plane p)
{
    ISECT_REQUIRE(validate_unit(c.axis), "cone axis of unit length");
    float st = glms_vec3_dot(p.n, c.tip) - p.d;                     /* tip */
    TRACE(st);
    float sb = st + c.height * glms_vec3_dot(p.n, c.axis);          /* base centre */
    TRACE(sb);
    float k = c.radius * glms_vec3_norm(glms_vec3_cross(p.n, c.axis)); /* rim spread */
    TRACE(k);
    float rim_lo = sb - k, rim_hi = sb + k;
    /* Written so a NaN anywhere (every NaN reaches rim_lo and rim_hi) gives false. */
    float lo = st < rim_lo ? st : rim_lo;
    TRACE(lo);
    float hi = st > rim_hi ? st : rim_hi;
    TRACE(hi);
    bool cone = (c.radius >= 0.0f) & (c.height >= 0.0f), plane = normal_nonzero(p.n);
    return TRACE_RETURN(cone & plane & (lo <= 0.0f) & (hi >= 0.0f));
}
