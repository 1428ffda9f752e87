/* Construction of canonical shapes, and the tests of a sphere, a box or a cone against a plane. */
#include "isect.h"
#include "canonical.h"
#include "plane_exact.h"
#include "scalar_loads.h"
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

/* ---- Spheres, boxes and planes: exact for the floats given (plane_exact.h) --------------- */

/* The float formulas as they were before the tests were made exact, for input with an infinite
 * coordinate (the exact paths take finite floats): the verdict they give there is kept. */
static bool sphere_plane_rounded(const isect_sphere *s, const isect_plane *p)
{
    float dist = glms_vec3_dot(p->n, s->c) - p->d;
    return normal_nonzero(p->n) & (fabsf(dist) <= s->r);
}

static bool sphere_halfspace_rounded(const isect_sphere *s, const isect_plane *p)
{
    float dist = glms_vec3_dot(p->n, s->c) - p->d;
    return normal_nonzero(p->n) & (s->r >= 0.0f) & (dist <= s->r);
}

static bool aabb_plane_rounded(const isect_aabb *b, const isect_plane *p)
{
    vec3s c = glms_vec3_add(glms_vec3_scale(b->max, 0.5f), glms_vec3_scale(b->min, 0.5f));
    vec3s e = glms_vec3_sub(b->max, c);
    float r = glms_vec3_dot(e, glms_vec3_abs(p->n)), s = glms_vec3_dot(p->n, c) - p->d;
    return aabb_nonempty(*b) && normal_nonzero(p->n) && fabsf(s) <= r;
}

static bool obb_plane_rounded(const isect_obb *b, const isect_plane *p)
{
    float r = b->e.x * fabsf(glms_vec3_dot(b->u[0], p->n)) + b->e.y * fabsf(glms_vec3_dot(b->u[1], p->n)) +
              b->e.z * fabsf(glms_vec3_dot(b->u[2], p->n));
    float s = glms_vec3_dot(p->n, b->c) - p->d;
    return obb_nonempty(*b) && normal_nonzero(p->n) && fabsf(s) <= r;
}

/* The rare cases, decided exactly (plane_exact.c): |n.c - d| <= r as sign(n.c - d) and then
 * the sign of n.c - d - r or of n.c - d + r. (The fields in registers: the shapes' addresses
 * would make the common path keep a stack frame for them.) */
static PLANE_RARE bool sphere_plane_exact(vec3s c, float r, vec3s n, float d)
{
    const isect_sphere sphere = {c, r}, *s = &sphere;
    const isect_plane plane = {n, d}, *p = &plane;
    if (!plane_inputs_finite(p->n, s->c, s->c, p->d, s->r)) return TRACE_RETURN(sphere_plane_rounded(s, p));
    if (!normal_nonzero(p->n)) return TRACE_RETURN(false);
    const double side = isect_plane_side_exact(p->n, p->d, s->c, 0.0f);
    TRACE(side);
    const double gap = side >= 0 ? isect_plane_side_exact(p->n, p->d, s->c, s->r)      /* s - r */
                                 : -isect_plane_side_exact(p->n, p->d, s->c, -s->r);   /* -s - r */
    TRACE(gap);
    return TRACE_RETURN(gap <= 0);
}

static PLANE_RARE bool sphere_halfspace_exact(vec3s c, float r, vec3s n, float d)
{
    const isect_sphere sphere = {c, r}, *s = &sphere;
    const isect_plane plane = {n, d}, *p = &plane;
    if (!plane_inputs_finite(p->n, s->c, s->c, p->d, s->r)) return TRACE_RETURN(sphere_halfspace_rounded(s, p));
    if (!normal_nonzero(p->n) || !(s->r >= 0.0f)) return TRACE_RETURN(false);
    const double gap = isect_plane_side_exact(p->n, p->d, s->c, s->r);
    TRACE(gap);
    return TRACE_RETURN(gap <= 0);
}

/* The sphere touches the plane when the centre's signed distance s = dot(n, c) - d is within
 * the radius: |s| <= r. Ericson, Real-Time Collision Detection, 5.2.2. Assumes |n| = 1 (s is
 * a length only then); the verdict is exact for the formula on the floats stored, whatever |n|:
 * the sign of |n.c - d| - r, from the float filter of plane_exact.h (err bounds the rounding of
 * dist) or, within err of 0, exactly. A negative r fails |s| <= r by itself; a zero n meets
 * nothing; NaN anywhere: false. An infinite r with the rest finite meets the plane (-inf: not);
 * an infinite n, c or d gives the float formula's verdict. */
bool isect_sphere_plane(isect_sphere s, isect_plane p)
{
    ISECT_REQUIRE(validate_unit_plane(p), "plane normal of unit length");
    const float px = p.n.x * s.c.x, py = p.n.y * s.c.y, pz = p.n.z * s.c.z;
    const float dist = px + py + pz - p.d;
    TRACE(dist);
    /* (|dist| in place of |d|: the last subtraction errs by at most u |dist| itself, the sums
     * before it by u size each; a NaN or infinite d makes dist so) */
    const float size = fabsf(px) + fabsf(py) + fabsf(pz), ad = fabsf(dist);
    const float err = PLANE_ERR_F * (size + ad) + PLANE_TINY_F;
    const float gap = ad - s.r;                          /* > 0: apart */
    TRACE(gap); TRACE(err);
    /* One comparison for both signs (GCC makes a branch of each flag of a | b, and the one on
     * the verdict is mispredicted half the time on random cases). size > 0 stands for n != 0
     * (cheaper than testing n): where it fails (n = 0, or every n_i c_i = 0) the exact path
     * decides. */
    if (!((fabsf(gap) > err) & (size > 0))) return TRACE_RETURN(sphere_plane_exact(s.c, s.r, p.n, p.d));   /* also NaN */
    return TRACE_RETURN(gap < 0);
}

/* The sphere reaches the closed negative halfspace dot(n, x) <= d when the centre lies no more
 * than r in front of the plane: dot(n, c) - d <= r (any depth behind it counts).
 * Ericson, Real-Time Collision Detection, 5.2.2. Assumes |n| = 1; exact for the formula on the
 * floats stored as isect_sphere_plane is. A negative or NaN r and a zero n meet nothing. */
bool isect_sphere_halfspace(isect_sphere s, isect_plane p)
{
    ISECT_REQUIRE(validate_unit_plane(p), "plane normal of unit length");
    const float px = p.n.x * s.c.x, py = p.n.y * s.c.y, pz = p.n.z * s.c.z;
    const float dist = px + py + pz - p.d;
    TRACE(dist);
    const float size = fabsf(px) + fabsf(py) + fabsf(pz);
    const float err = PLANE_ERR_F * (size + fabsf(p.d)) + PLANE_TINY_F;
    const float gap = dist - s.r;                        /* > 0: wholly in front */
    TRACE(gap); TRACE(err);
    if (!((fabsf(gap) > err) & (size > 0))) return TRACE_RETURN(sphere_halfspace_exact(s.c, s.r, p.n, p.d));   /* as above */
    return TRACE_RETURN((gap < 0) & (s.r >= 0.0f));
}

/* isect_aabb_plane is defined inline in isect.h; this is its external definition (C99 6.7.4). */
extern inline bool isect_aabb_plane(isect_aabb b, isect_plane p);

/* isect_aabb_plane's rare path: the box's corners nearest and farthest along n, decided exactly
 * (plane_exact.c); the float formula for non-finite input. */
PLANE_RARE bool isect_aabb_plane_exact(vec3s min, vec3s max, vec3s n, float d)
{
    const isect_aabb b = {min, max};
    const isect_plane p = {n, d};
    if (!plane_inputs_finite(b.min, b.max, p.n, p.d, 0.0f)) return TRACE_RETURN(aabb_plane_rounded(&b, &p));
    if (!aabb_nonempty(b) || !normal_nonzero(p.n)) return TRACE_RETURN(false);
    vec3s near, far;
    for (int i = 0; i < 3; i++) {
        const bool up = p.n.raw[i] >= 0.0f;
        near.raw[i] = up ? b.min.raw[i] : b.max.raw[i];
        far.raw[i] = up ? b.max.raw[i] : b.min.raw[i];
    }
    const double lo = isect_plane_side_exact(p.n, p.d, near, 0.0f);
    TRACE(lo);
    const double hi = isect_plane_side_exact(p.n, p.d, far, 0.0f);
    TRACE(hi);
    return TRACE_RETURN(lo <= 0 && hi >= 0);
}

static PLANE_RARE bool obb_plane_exact(const isect_obb *b, const isect_plane *p)
{
    if (!plane_inputs_finite(b->c, b->u[0], b->u[1], p->d, 0.0f) || !plane_inputs_finite(b->u[2], b->e, p->n, 0.0f, 0.0f))
        return TRACE_RETURN(obb_plane_rounded(b, p));
    if (!obb_nonempty(*b) || !normal_nonzero(p->n)) return TRACE_RETURN(false);
    const double gap = isect_obb_plane_exact(b, p);
    TRACE(gap);
    return TRACE_RETURN(gap <= 0);
}

/* OBB vs plane: the box's projection radius onto n is r = sum e_i |u_i·n| (each half-extent
 * times how much its axis leans toward n); the box meets the plane when the centre's signed
 * distance s = n.c - d satisfies |s| <= r. Ericson, Real-Time Collision Detection, 5.2.3.
 * Exact for the box as stored: its corners c +- e0 u0 +- e1 u1 +- e2 u2 taken in exact
 * arithmetic (whatever the axes' rounding; orthonormal axes are the precondition that makes it
 * a box), for any non-zero normal length. False when anything is NaN, a half-extent is negative
 * (an empty box) or the normal is zero; an infinite input gives the float formula's verdict.
 * The filter: with p_ij = fl(n_j u_ij), a_i = fl(p_i0 + p_i1 + p_i2) and A_i the same sum of
 * |p_ij|, r's rounding is within 6.01u sum e_i A_i + 3.01 2^-150 (E + 1) (u = 2^-24, E the sum
 * of the e_i): the products and two sums give 3u A_i (+ 3 2^-150 of underflow), times e_i; the
 * product e_i |a_i| u e_i A_i (+ 2^-150), the two sums 2u. s's is that of plane_exact.h, 4.01u Q
 * + 3 2^-150 with Q = sum |fl(n_j c_j)| + |d| (or + |s|: the last subtraction errs by at most
 * u |s|, the sums before it by u times the sum of |fl(n_j c_j)|; a NaN or infinite d makes s so).
 * err = 2^-21 (sum e_i (A_i + 2^-125) + Q + 2^-125),
 * each sum and product in float (non-negative terms: each rounding loses at most a factor
 * 1 - u; 2^-21 times the sum loses at most 2^-150 to underflow), is at least 8u (1 - 10u) times
 * sum e_i A_i + Q and 15 2^-150 (E + 1) beyond, so |gap| > err, gap = fl(|s| - r), proves the
 * sign of |s| - r. Overflow and non-finite input make the sum infinite or NaN, as in
 * plane_exact.h (|a_i| <= A_i, e_i |a_i| <= e_i A_i: rounding is monotone). A negative e_i voids
 * the bound, but such a box is empty: false on every path. */
SCALAR_LOADS bool isect_obb_plane(isect_obb b, isect_plane p)
{
    ISECT_REQUIRE(validate_obb_axes(b), "OBB axes orthonormal");
    float r = 0.0f, size = 0.0f;         /* sum e_i |a_i|, and sum e_i (A_i + 2^-125) for the bound */
#if defined(__GNUC__)
#pragma GCC unroll 3
#endif
    for (int i = 0; i < 3; i++) {      /* (unrolled; measured faster than the loop in bench/) */
        const float x = p.n.x * b.u[i].x, y = p.n.y * b.u[i].y, z = p.n.z * b.u[i].z;   /* a_i's terms */
        r += b.e.raw[i] * fabsf(x + y + z);
        size += b.e.raw[i] * (fabsf(x) + 0x1p-125f + fabsf(y) + fabsf(z));
    }
    TRACE(r);
    const float cx = p.n.x * b.c.x, cy = p.n.y * b.c.y, cz = p.n.z * b.c.z;
    const float s = cx + cy + cz - p.d;
    TRACE(s);
    const float as = fabsf(s);              /* (in place of |d| in Q, as in isect_sphere_plane) */
    const float err = PLANE_ERR_F * (size + (fabsf(cx) + fabsf(cy) + fabsf(cz) + as + 0x1p-125f));
    const float gap = as - r;
    TRACE(err); TRACE(gap);
    if (!(fabsf(gap) > err)) return TRACE_RETURN(obb_plane_exact(&b, &p));       /* also NaN */
    /* e_i >= 0, as their minimum (minss; a NaN e_i has gone to the exact path). A zero normal
     * never gets here with gap < 0: r = 0 and |s| = |d|. */
    const float exy = b.e.x < b.e.y ? b.e.x : b.e.y, e = exy < b.e.z ? exy : b.e.z;
    return TRACE_RETURN((gap < 0) & (e >= 0.0f));
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
