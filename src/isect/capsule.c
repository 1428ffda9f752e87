/* Capsules: the points within r of the segment axis (a sphere swept along it). Each test reduces
 * to the distance between the inner shapes - a point and a segment, two segments, a segment and
 * a plane, a segment and a triangle - against the sum of the radii. Ericson, Real-Time
 * Collision Detection, 4.5.1.
 *
 * Common to every test here:
 * - a negative or NaN radius is an empty capsule (or sphere): it meets nothing. r = 0 is the
 *   segment itself; a capsule with a = b is the sphere of radius r about a;
 * - NaN anywhere in either shape gives false;
 * - coordinates and radii are assumed below about 1e18 for the sphere test (squared distances
 *   stay finite) and below about 1e9 for capsule vs capsule and vs triangle (products of four
 *   lengths, see closest_pair.c and closest.c); the plane test squares nothing. Infinite input
 *   gives an unspecified but defined answer. */
#include "isect.h"
#include "canonical.h"
#include "closest_parts.h"
#include "plane_exact.h"
#include "trace.h"
#include "validate.h"

#include <math.h>

/* The capsule around the segment a b with radius |r|: the constructor makes a capsule that is
 * never empty (as isect_aabb_from_center takes |h|); a NaN r stays NaN, and meets nothing. The
 * endpoints are kept in the order given. */
isect_capsule isect_capsule_make(vec3s a, vec3s b, float r)
{
    return (isect_capsule){{a, b}, fabsf(r)};
}

/* |p - q|^2 for q the point of segment ab nearest to p: the projection parameter
 * t = dot(p - a, ab) / dot(ab, ab) clamped to [0, 1], and q = (1 - t) a + t b, which is exactly a
 * or b at the ends. Ericson, Real-Time Collision Detection, 5.1.2 (isect_closest_point_segment's
 * formula), written branch-free: the clamp of dot(p - a, ab) to [0, ab.ab] as the two comparisons
 * maxss and minss perform, and a = b (ab.ab = 0, where the clamp leaves 0) divided by 1 instead,
 * so that it gives |p - a|^2 with no division by zero. (Through isect_closest_point_segment's
 * branches it took 27 ns a test on random cases, 9 ns so.) A NaN in p makes p - q NaN; one in a
 * or b makes ab.ab NaN, so the clamp leaves t NaN and q NaN: either way the result is NaN. */
static inline float dist2_point_segment(vec3s p, isect_segment s)
{
    vec3s ab = glms_vec3_sub(s.b, s.a);
    float t = glms_vec3_dot(glms_vec3_sub(p, s.a), ab), len2 = glms_vec3_dot(ab, ab);
    t = t > 0.0f ? t : 0.0f;
    t = t < len2 ? t : len2;
    t /= len2 > 0.0f ? len2 : 1.0f;
    TRACE(t);
    vec3s q = glms_vec3_add(glms_vec3_scale(s.a, 1.0f - t), glms_vec3_scale(s.b, t));
    TRACE_POINT(q);
    return glms_vec3_distance2(p, q);
}

/* The sphere meets the capsule when its centre lies within rs + rc of the axis: with q the point
 * of the axis nearest to the centre (5.1.2), |c - q|^2 <= (rs + rc)^2. Ericson, Real-Time
 * Collision Detection, 4.5.1 (TestSphereCapsule). A NaN anywhere fails the comparison. A capsule
 * with a = b is the sphere: isect_sphere_sphere decides (exactly). */
bool isect_sphere_capsule(isect_sphere s, isect_capsule c)
{
    if ((c.axis.a.x == c.axis.b.x) & (c.axis.a.y == c.axis.b.y) & (c.axis.a.z == c.axis.b.z))
        return TRACE_RETURN(isect_sphere_sphere(s, (isect_sphere){c.axis.a, c.r}));
    float rr = s.r + c.r;
    TRACE(rr * rr);
    return TRACE_RETURN((s.r >= 0.0f) & (c.r >= 0.0f) & (dist2_point_segment(s.c, c.axis) <= rr * rr));
}

/* Two capsules meet when their axes come within ra + rb of each other: with the squared distance
 * between the axes from isect_closest_segment_segment (5.1.9), dist^2 <= (ra + rb)^2.
 * Ericson, Real-Time Collision Detection, 4.5.1 (TestCapsuleCapsule). A NaN axis gives a NaN
 * distance, which fails the comparison. Two capsules with a = b are spheres: isect_sphere_sphere
 * decides (exactly). */
bool isect_capsule_capsule(isect_capsule a, isect_capsule b)
{
    if ((a.axis.a.x == a.axis.b.x) & (a.axis.a.y == a.axis.b.y) & (a.axis.a.z == a.axis.b.z) &
        (b.axis.a.x == b.axis.b.x) & (b.axis.a.y == b.axis.b.y) & (b.axis.a.z == b.axis.b.z))
        return TRACE_RETURN(isect_sphere_sphere((isect_sphere){a.axis.a, a.r}, (isect_sphere){b.axis.a, b.r}));
    float dist2 = isect_segment_pair(&a.axis.a, &a.axis.b, &b.axis.a, &b.axis.b, NULL, NULL);
    TRACE(dist2);
    float rr = a.r + b.r;
    TRACE(rr * rr);
    return TRACE_RETURN((a.r >= 0.0f) & (b.r >= 0.0f) & (dist2 <= rr * rr));
}

/* The four signs of da -+ r and db -+ r decided exactly, for the capsules the float filter
 * leaves in doubt. Non-finite input keeps the float formula's verdict. */
static PLANE_RARE bool capsule_plane_exact(const isect_capsule *c, const isect_plane *p)
{
    if (!plane_inputs_finite(c->axis.a, c->axis.b, p->n, p->d, c->r)) {
        float da = glms_vec3_dot(p->n, c->axis.a) - p->d, db = glms_vec3_dot(p->n, c->axis.b) - p->d;
        bool less = da < db;
        float lo = less ? da : db, hi = less ? db : da;
        return TRACE_RETURN(normal_nonzero(p->n) & (c->r >= 0.0f) & (lo <= c->r) & (hi >= -c->r));
    }
    if (!normal_nonzero(p->n) || !(c->r >= 0.0f)) return TRACE_RETURN(false);
    const bool near = isect_plane_side_exact(p->n, p->d, c->axis.a, c->r) <= 0 ||
                      isect_plane_side_exact(p->n, p->d, c->axis.b, c->r) <= 0;      /* min(da, db) <= r */
    TRACE(near);
    const bool reach = isect_plane_side_exact(p->n, p->d, c->axis.a, -c->r) >= 0 ||
                       isect_plane_side_exact(p->n, p->d, c->axis.b, -c->r) >= 0;    /* max(da, db) >= -r */
    TRACE(reach);
    return TRACE_RETURN(near && reach);
}

/* The axis's signed distances from the plane run linearly from da = dot(n, a) - d to
 * db = dot(n, b) - d, so the capsule's run over [min(da, db) - r, max(da, db) + r], and it meets
 * the plane when that interval holds 0: min(da, db) <= r and max(da, db) >= -r. That is, the
 * nearer end lies within r of the plane (min(|da|, |db|) <= r), or the ends lie on opposite sides
 * (or on it). Ericson, Real-Time Collision Detection, 4.5.1 (a capsule is its axis swept by a
 * sphere) with the signed distances of 5.2.2 (sphere vs plane, |s| <= r). Assumes |n| = 1, as
 * the sphere-plane test does: r is compared with a distance; the verdict is exact for the
 * formula on the floats stored, whatever |n|: the float filter of plane_exact.h (err, from the
 * terms of both distances, bounds the rounding of lo and hi), else the exact signs. A zero
 * normal meets nothing; NaN anywhere: false; an infinite r with the rest finite meets the plane,
 * other infinite input gives the float formula's verdict. */
bool isect_capsule_plane(isect_capsule c, isect_plane p)
{
    ISECT_REQUIRE(validate_unit_plane(p), "plane normal of unit length");
    const float ax = p.n.x * c.axis.a.x, ay = p.n.y * c.axis.a.y, az = p.n.z * c.axis.a.z;
    const float bx = p.n.x * c.axis.b.x, by = p.n.y * c.axis.b.y, bz = p.n.z * c.axis.b.z;
    const float da = ax + ay + az - p.d, db = bx + by + bz - p.d;
    TRACE(da); TRACE(db);
    const float ea = fabsf(ax) + fabsf(ay) + fabsf(az), eb = fabsf(bx) + fabsf(by) + fabsf(bz);
    const float err = PLANE_ERR_F * (ea + eb + fabsf(p.d)) + PLANE_TINY_F;   /* (both ends' terms) */
    const float lo = da < db ? da : db, hi = da > db ? da : db;      /* (minss, maxss: no branch) */
    TRACE(lo); TRACE(hi); TRACE(err);
    const float below = lo - c.r, above = hi + c.r;      /* <= 0 and >= 0: they meet */
    /* below <= above for r >= 0, so the verdict is sure when neither lies within err of 0 (one
     * comparison, as in isect_aabb_plane); r < 0 is false either way. */
    const float ab = fabsf(below), aa = fabsf(above);
    if (!((ab < aa ? ab : aa) > err)) return TRACE_RETURN(capsule_plane_exact(&c, &p));   /* also NaN */
    return TRACE_RETURN((below < 0) & (above > 0) & (c.r >= 0.0f) & normal_nonzero(p.n));
}

/* A capsule meets a triangle when its axis comes within r of it: with the squared distance
 * between the axis segment and the triangle from isect_closest_segment_triangle (Ericson 5.1.10:
 * 0 when the axis pierces the triangle, else the nearest of its ends against the triangle and the
 * axis against the three edges), dist^2 <= r^2, closed (touching counts). Ericson, Real-Time
 * Collision Detection, 4.5.1 (a capsule is its axis swept by a sphere, so every capsule test is a
 * distance from the axis). A degenerate triangle is the segment or point it spans; a = b is a
 * sphere against the triangle; r = 0 the segment itself. A NaN anywhere gives a NaN distance,
 * which fails the comparison. */
bool isect_capsule_triangle(isect_capsule c, isect_triangle t)
{
    float dist2 = isect_segment_triangle_pair(&c.axis, &t, NULL, NULL);
    TRACE(dist2);
    return TRACE_RETURN((c.r >= 0.0f) & (dist2 <= c.r * c.r));
}
