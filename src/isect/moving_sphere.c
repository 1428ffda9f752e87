/* A sphere moving over one step: its centre follows c + t v, t in [0, 1], and it first meets a
 * static shape when that path first enters the shape grown by r (the Minkowski sum of the shape
 * and the sphere). Ericson, Real-Time Collision Detection, 5.5.3 and 5.5.5-5.5.7.
 *
 * Common to every test here:
 * - t = 0 is the static test itself (isect_sphere_plane's and isect_sphere_sphere's comparison,
 *   made inline; isect_sphere_triangle, _polygon, _aabb, called), asked first, so a sphere that
 *   meets the shape at the start reports t = 0 and v = 0 gives exactly the static verdict. The
 *   path is followed only when v != 0. Triangles and polygons first ask whether the box of the
 *   whole sweep lies apart from the shape's, by a slack far past rounding (sweep_apart): then
 *   neither the static test nor the path can meet it.
 * - Past t = 0 the path's entry comes from the closed forms here and the library's own segment
 *   tests (isect_segment_capsule, isect_segment_aabb), whose t along c .. c + v is the motion's
 *   t. Their rounding can put a start the static test just rejected inside the grown shape (a
 *   hit at t = 0): only for spheres within rounding of touching.
 * - out->point is a point of the other shape at time t nearest the sphere's centre then: where
 *   they touch, on the sphere's surface toward the shape; at t = 0 with an overlap, the shape's
 *   closest point to the centre (the centre itself when it lies inside an AABB). Two spheres
 *   use the point of their centres' segment that divides it as the radii (moving.h).
 * - NaN anywhere or r < 0: false. Infinite input gives a defined, unspecified answer (no UB). */
#include "isect.h"
#include "canonical.h"
#include "moving.h"
#include "scalar_loads.h"
#include "segment_nearest.h"
#include "trace.h"
#include "validate.h"

#include <float.h>
#include <math.h>

/* Helpers that return a point are inlined into their caller: called, their vec3s comes back
 * packed two floats to a register, built through the stack from 4-byte stores that an 8-byte
 * load then waits on (a store-forwarding stall per call). */
#if defined(__GNUC__)
#define INLINE_POINT static inline __attribute__((always_inline))
#else
#define INLINE_POINT static inline
#endif

static inline float max2(float x, float y) { return x > y ? x : y; }   /* maxss, not a call to fmaxf */

static bool hit_at(isect_hit *out, float t, vec3s point)
{
    if (out) {
        out->t = t;
        out->point = point;
    }
    return true;
}

/* ---- Plane (5.5.3) ----------------------------------------------------------------------- */

/* The centre's signed distance d(t) = d0 + t n.v is linear in t: the sphere first touches the
 * plane when |d(t)| = r, from the front t = (d0 - r) / -n.v, from the back (-r - d0) / n.v.
 * The static test is isect_sphere_plane, exact. A NaN in v is looked for only where it holds:
 * past it a NaN v makes n.v NaN, which fails approach >= gap. v = 0 needs no test of its own
 * either: approach is 0 there, below a float gap > 0. A float gap <= 0 where the exact test said
 * apart is a sphere within rounding of touching: it touches at t = 0 when it moves toward the
 * plane, never when it stays or moves away. */
bool isect_moving_sphere_plane(isect_sphere s, vec3s v, isect_plane p, isect_hit *out)
{
    ISECT_REQUIRE(validate_unit_plane(p), "plane normal of unit length");
    float d0 = glms_vec3_dot(p.n, s.c) - p.d;
    TRACE(d0);
    if (isect_sphere_plane(s, p)) {                     /* |d0| <= r: already touching */
        if (nan3(v))
            return TRACE_RETURN(false);
        return TRACE_RETURN(hit_at(out, 0.0f, glms_vec3_sub(s.c, glms_vec3_scale(p.n, d0))));
    }
    if (!(normal_nonzero(p.n) & (s.r >= 0.0f)))         /* zero normal, r < 0 or NaN */
        return TRACE_RETURN(false);
    float nv = glms_vec3_dot(p.n, v);
    TRACE(nv);
    float side = d0 > 0.0f ? 1.0f : -1.0f;              /* the side the centre starts on */
    float gap = side * d0 - s.r;                        /* > 0: how far the sphere is from it */
    TRACE(gap);
    float approach = -side * nv;                        /* > 0 when moving toward the plane */
    TRACE(approach);
    if (!(approach >= gap))                             /* not reached by t = 1 (or NaN) */
        return TRACE_RETURN(false);
    float t = gap / approach;                           /* <= 1, as gap <= approach */
    t = t <= 1.0f ? t : 1.0f;                           /* inf / inf (infinite input): 1 */
    if (!(gap > 0.0f)) {                                /* apart, exactly, by less than the rounding */
        if (!(approach > 0.0f))                         /* still or moving away: never touches */
            return TRACE_RETURN(false);
        t = 0.0f;
    }
    TRACE(t);
    vec3s c = glms_vec3_muladds(v, t, s.c);
    TRACE_POINT(c);
    return TRACE_RETURN(hit_at(out, t, glms_vec3_sub(c, glms_vec3_scale(p.n, side * s.r))));
}

/* ---- Sphere (5.5.5) ---------------------------------------------------------------------- */

/* The exponent e with x = f 2^e, f in [1/2, 1), of a finite x > 0; 50 for 0, infinities and
 * NaN (which spheres_entry_scaled then leaves as they are). */
static int exponent_of(float x)
{
    int e = 50;
    if (x > 0.0f && x <= FLT_MAX)
        frexpf(x, &e);
    return e;
}

/* The entry t in [0, 1] of the path p + t d into the sphere of radius r about the origin from a
 * start outside it, by isect_ray_sphere's stable form (ray_sphere.c's sphere_entry): with
 * c = p.p - r^2 > 0 and b = p.d < 0, the discriminant as r^2 - |f|^2, f = p - (b / d.d) d, and
 * the entry root as c / q, q = -b + sqrt(d.d) sqrt(r^2 - |f|^2) (no -b - sqrt cancellation).
 * The cold path, for magnitudes at which spheres_entry's products would leave the float range.
 * p and r are first scaled by a power of two that brings the larger of them to about 2^50, and d
 * by its own to the same: the root tau of the scaled problem is t 2^(e2 - e1), e1 and e2 their
 * exponents, exactly. Then the products, about 2^100, cannot overflow (unscaled, q overflowed
 * for lengths near 1e19 and read the entry as c / inf = 0: a path first touching at t = 0.278
 * reported t = 0; found by fuzz/fuzz_moving_spheres.c, the halving test's t coming out later
 * than the closed form's), and the squares of components 2^-70 of the largest still do not
 * underflow (scaled to about 1 instead, an offset of 1e6 beside a 1e30 lost its square and a
 * path passing 1e6 wide of a sphere of radius 3e5 met it). */
static COLD bool spheres_entry_scaled(vec3s p, vec3s d, float r, float *t)
{
    const int e1 = exponent_of(max2(max2(fabsf(p.x), fabsf(p.y)), max2(fabsf(p.z), r))) - 50;
    const int e2 = exponent_of(max2(max2(fabsf(d.x), fabsf(d.y)), fabsf(d.z))) - 50;
    p = (vec3s){{ldexpf(p.x, -e1), ldexpf(p.y, -e1), ldexpf(p.z, -e1)}}, r = ldexpf(r, -e1);
    d = (vec3s){{ldexpf(d.x, -e2), ldexpf(d.y, -e2), ldexpf(d.z, -e2)}};
    const float c = glms_vec3_dot(p, p) - r * r, b = glms_vec3_dot(p, d), dd = glms_vec3_dot(d, d);
    if (!(b < 0.0f))                                    /* (one that underflowed to 0) */
        return false;
    if (!(c > 0.0f)) {                                  /* as spheres_entry's, on p.p and r^2 that */
        *t = 0.0f;                                      /* overflowed there */
        return true;
    }
    vec3s f = glms_vec3_sub(p, glms_vec3_scale(d, b * (1.0f / dd)));
    /* f and r, the path's nearest approach and the radius, can be far below p (a path 1e38 long
     * passing a sphere 1e-3 wide): scaled again, so r^2 - |f|^2 keeps its sign */
    const int k = exponent_of(max2(max2(fabsf(f.x), fabsf(f.y)), max2(fabsf(f.z), r))) - 50;
    f = (vec3s){{ldexpf(f.x, -k), ldexpf(f.y, -k), ldexpf(f.z, -k)}};
    const float rk = ldexpf(r, -k), disc = rk * rk - glms_vec3_dot(f, f);
    if (!(disc >= 0.0f))                                /* the path passes outside (or NaN) */
        return false;
    *t = ldexpf(c / (-b + sqrtf(dd) * ldexpf(sqrtf(disc), k)), e1 - e2);
    return true;
}

/* The same entry, as the smaller root of (d.d) t^2 + 2 b t + c = 0: t = c / q with
 * q = -b + sqrt(b^2 - (d.d) c), the root's stable form, and b^2 - (d.d) c, which cancels, taken
 * as (d.d) r^2 - |p x d|^2 (Lagrange's identity |p|^2 |d|^2 - (p.d)^2 = |p x d|^2): no
 * cancellation but at grazing, where the answer itself turns on it, and its rounding that of
 * r^2 - |f|^2 times d.d (|p x d| = |f| |d|). One division and one square root, not two of
 * each. Its products are fourth powers of the lengths: where |p|^2 |d|^2 is beyond 2^120, or
 * (d.d) r^2 below 2^-100, the discriminant is r^2 - |f|^2 instead (spheres_entry_scaled); t may
 * differ from that form's in its last bits. b and c decide on their own only in range: a NaN b
 * (a NaN in d, or products past the float range of opposite signs, inf - inf) and a c <= 0 from
 * p.p outside [2^-100, 2^100] (inf - inf, or 0 - 0 underflowed) go on to the cold path, which
 * forms them again scaled (c read as NaN or 0 had reported t = 0 for a first contact at 0.125,
 * and b as NaN a miss, for lengths past 2^64). */
static inline bool spheres_entry(vec3s p, vec3s d, float r, float *t)
{
    const float pp = glms_vec3_dot(p, p), c = pp - r * r, b = glms_vec3_dot(p, d);
    if (b >= 0.0f)                                      /* outside and not approaching */
        return false;                                   /* (a NaN goes on to the cold path) */
    if (!(c > 0.0f) && (b < 0.0f) && (pp <= 0x1p100f) && (pp >= 0x1p-100f)) {
        *t = 0.0f;                                      /* apart by the exact static test, by less */
        return true;                                    /* than the rounding: touching, approaching */
    }                                                   /* (else c may be inf - inf or 0 - 0: scaled) */
    const float dd = glms_vec3_dot(d, d);
    const float scale = dd * (r * r);
    float tt;
    if ((pp * dd <= 0x1p120f) & (scale >= 0x1p-100f)) {
        vec3s w = glms_vec3_cross(p, d);
        float disc = scale - glms_vec3_dot(w, w);       /* b^2 - (d.d) c */
        TRACE(disc);
        if (!(disc >= 0.0f))                            /* the path passes outside */
            return false;
        tt = c / (-b + sqrtf(disc));
    } else if (!spheres_entry_scaled(p, d, r, &tt)) {
        return false;
    }
    TRACE(tt);
    if (!(tt <= 1.0f))
        return false;
    *t = tt;
    return true;
}

/* In b's frame a moves by v = va - vb, and they meet when a's centre comes within a.r + b.r of
 * b's: the path a.c + t v against the sphere (b.c, a.r + b.r), its entry t <= 1 (spheres_entry
 * solves |s + t v|^2 = (a.r + b.r)^2, s = a.c - b.c, in a stable form; t is in units of v).
 * A NaN in va or vb is looked for only where the static test holds: past it v is NaN, so s.v is,
 * and spheres_entry's b < 0 fails (in its cold path); v = 0 fails it too (s.v = 0). */
bool isect_moving_sphere_sphere(isect_sphere a, vec3s va, isect_sphere b, vec3s vb, isect_hit *out)
{
    if (isect_sphere_sphere(a, b)) {
        if (nan3(va) || nan3(vb))
            return TRACE_RETURN(false);
        return TRACE_RETURN(hit_at(out, 0.0f, sphere_pair_point(a, va, b, vb, 0.0f)));
    }
    vec3s v = glms_vec3_sub(va, vb);
    TRACE(v);
    if (!((a.r >= 0.0f) & (b.r >= 0.0f)))              /* an empty sphere (or a NaN radius) */
        return TRACE_RETURN(false);
    const vec3s s = glms_vec3_sub(a.c, b.c);
    const float r = a.r + b.r;
    float t;
    if (!spheres_entry(s, v, r, &t))
        return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(hit_at(out, t, sphere_pair_point(a, va, b, vb, t)));
}

/* ---- Triangle and convex polygon (5.5.6) ------------------------------------------------- */

/* The polygon's normal n = sum (v_i - v_0) x (v_{i+1} - v_0) divided by its largest component
 * (so n.n is about 1 to 3), written to *normal; false, for a polygon that is flat by
 * isect_sphere_polygon's rule (|n|^2 <= FLT_EPSILON S^2, S = sum |v_i - v_0|^2, n and S divided
 * by n's largest component first, as there; here times its reciprocal: a sliver narrower than
 * about 2e-4 of its size, whose float normal and inside tests are rounding noise; found by
 * fuzz/fuzz_moving_spheres.c). Its edges stand for it then, within half its width. */
SCALAR_LOADS static bool polygon_normal(const vec3s *verts, int count, vec3s *normal)
{
    vec3s n = GLMS_VEC3_ZERO;
    float size = 0.0f;
    for (int i = 1; i < count; i++) {
        vec3s e = glms_vec3_sub(verts[i], verts[0]);
        size += glms_vec3_dot(e, e);
        if (i + 1 < count)
            n = glms_vec3_add(n, glms_vec3_cross(e, glms_vec3_sub(verts[i + 1], verts[0])));
    }
    float m = max2(fabsf(n.x), max2(fabsf(n.y), fabsf(n.z)));
    if (!(m > 0.0f && m <= FLT_MAX))
        return false;
    const float inv = 1.0f / m;          /* (times 1 / m: the same flat polygons to rounding) */
    n = glms_vec3_scale(n, inv), size *= inv;
    if (!(glms_vec3_dot(n, n) > FLT_EPSILON * size * size))
        return false;
    *normal = n;
    return true;
}

/* Whether p projects into the polygon of normal n (polygon_normal's): on the inner side of
 * every edge, dot(n, (v_i - v_j) x (p - v_j)) >= 0, closed (isect_sphere_polygon's inside test;
 * isect_point_in_polygon's verdict to rounding, without its second pass for the normal). */
SCALAR_LOADS static bool polygon_holds(vec3s n, const vec3s *verts, int count, vec3s p)
{
    bool inside = true;
    for (int i = 0, j = count - 1; i < count; j = i++)
        inside &= glms_vec3_dot(n, glms_vec3_cross(glms_vec3_sub(verts[i], verts[j]),
                                                   glms_vec3_sub(p, verts[j]))) >= 0.0f;
    return inside;
}

/* The point of the polygon nearest p: its projection onto the plane when that lies in the
 * polygon, on the inner side of every edge, dot(n, (v_i - v_j) x (p - v_j)) >= 0 (as
 * isect_sphere_polygon tells it), else the nearest point of the edges p lies outside of (of a
 * convex polygon, the nearest point lies on one of those: where it is a corner, p lies outside
 * one of the two edges there at least). A flat polygon: the nearest point of all its edges. */
INLINE_POINT vec3s polygon_nearest(vec3s p, const vec3s *verts, int count)
{
    vec3s n = GLMS_VEC3_ZERO;
    const bool plane = polygon_normal(verts, count, &n);
    vec3s best = verts[0];
    float best_d2 = INFINITY;
    bool inside = plane;
    for (int i = 0, j = count - 1; i < count; j = i++) {
        const vec3s edge = glms_vec3_sub(verts[i], verts[j]);
        if (plane && glms_vec3_dot(n, glms_vec3_cross(edge, glms_vec3_sub(p, verts[j]))) >= 0.0f)
            continue;                                  /* p on its inner side */
        inside = false;
        vec3s q = segment_nearest(p, verts[j], verts[i]);
        float d2 = glms_vec3_distance2(q, p);
        if (d2 < best_d2)
            best = q, best_d2 = d2;
    }
    if (inside)
        return glms_vec3_sub(p, glms_vec3_scale(n, glms_vec3_dot(n, glms_vec3_sub(p, verts[0])) /
                                                       glms_vec3_dot(n, n)));
    return best;
}

/* How the path first met the swept polygon: its time, and through which piece. */
typedef struct sweep_entry {
    float t;
    int edge;          /* the capsule about the edge (verts[edge - 1], verts[edge]), or -1: a face */
    vec3s foot;        /* for a face: the touching point, the centre at t less r along the normal */
} sweep_entry;

/* Boxes for culling: the box of the sphere's sweep, [min(c, c + v) - r, max(c, c + v) + r], grown
 * by a slack far beyond the rounding of the tests it stands in for (2^-16 of the largest
 * magnitude among the bounds compared, plus 2^-60, where squares underflow): a shape whose box
 * lies apart from it on some axis is farther than r from the path by more than that slack, so
 * no float test of the library can find them touching. Only for magnitudes up to 2^60: beyond,
 * squared lengths overflow and the static tests answer as the infinities fall (a sphere 3e38
 * away with r = 1e30 meets a triangle, inf <= inf; found by a differential run against the
 * tests before this cull), which v = 0 must repeat. */
typedef struct sweep_box {
    vec3s lo, hi;      /* the sweep's box, grown by the slack (infinite beyond 2^60) */
} sweep_box;

static inline float min2(float x, float y) { return x < y ? x : y; }

/* The sweep's box grown by the slack that the polygon's box (of count >= 1 points) calls for;
 * true when the two boxes lie apart and every bound is at most 2^60 in magnitude. NaN anywhere
 * makes no comparison true: never apart. */
SCALAR_LOADS static bool sweep_apart(vec3s c, vec3s v, float r, const vec3s *verts, int count, sweep_box *box)
{
    vec3s qlo = verts[0], qhi = verts[0];
    for (int i = 1; i < count; i++) {
        const vec3s q = verts[i];
        qlo = (vec3s){{min2(qlo.x, q.x), min2(qlo.y, q.y), min2(qlo.z, q.z)}};
        qhi = (vec3s){{max2(qhi.x, q.x), max2(qhi.y, q.y), max2(qhi.z, q.z)}};
    }
    const vec3s e = glms_vec3_add(c, v);
    const vec3s plo = {{min2(c.x, e.x) - r, min2(c.y, e.y) - r, min2(c.z, e.z) - r}};
    const vec3s phi = {{max2(c.x, e.x) + r, max2(c.y, e.y) + r, max2(c.z, e.z) + r}};
    const vec3s mp = {{max2(fabsf(plo.x), fabsf(phi.x)), max2(fabsf(plo.y), fabsf(phi.y)),
                       max2(fabsf(plo.z), fabsf(phi.z))}};
    const vec3s mq = {{max2(fabsf(qlo.x), fabsf(qhi.x)), max2(fabsf(qlo.y), fabsf(qhi.y)),
                       max2(fabsf(qlo.z), fabsf(qhi.z))}};
    const float m = max2(max2(max2(mp.x, mq.x), max2(mp.y, mq.y)), max2(mp.z, mq.z));
    const float slack = m <= 0x1p60f ? m * 0x1p-16f + 0x1p-60f : INFINITY;   /* beyond (or NaN): no cull */
    box->lo = (vec3s){{plo.x - slack, plo.y - slack, plo.z - slack}};
    box->hi = (vec3s){{phi.x + slack, phi.y + slack, phi.z + slack}};
    return (qlo.x > box->hi.x) | (qlo.y > box->hi.y) | (qlo.z > box->hi.z) |
           (box->lo.x > qhi.x) | (box->lo.y > qhi.y) | (box->lo.z > qhi.z);
}

/* Whether the edge a b lies apart from the sweep's box (a capsule test it need not make). */
static inline bool edge_apart(const sweep_box *box, vec3s a, vec3s b)
{
    const vec3s lo = {{min2(a.x, b.x), min2(a.y, b.y), min2(a.z, b.z)}};
    const vec3s hi = {{max2(a.x, b.x), max2(a.y, b.y), max2(a.z, b.z)}};
    return (lo.x > box->hi.x) | (lo.y > box->hi.y) | (lo.z > box->hi.z) |
           (box->lo.x > hi.x) | (box->lo.y > hi.y) | (box->lo.z > hi.z);
}

/* The first t in [0, 1] at which the centre's path c + t v comes within r of the convex
 * polygon: its entry into the polygon's Minkowski sum with the sphere, the union of the prism
 * over the polygon between the planes offset by r to either side of its plane (the slab) and
 * the capsules of radius r about its edges (which hold the spheres about its corners). Every
 * piece lies in the slab, so a path that does not reach the slab within the step misses (the
 * commonest miss, told by the heights alone); one that starts beyond it first meets the union
 * where it crosses the near offset plane, if that crossing lies over the polygon
 * (polygon_holds): up to there it was farther than r from the plane, so from every
 * capsule. Otherwise it enters through a capsule (isect_segment_capsule), the earliest: the
 * prism's sides lie in the capsules, so a path inside the slab reaches the prism through them,
 * and the far offset plane only after them. A start inside the slab over the polygon is in the
 * prism: t = 0 (where the static test, by its own rounding, just said no). The heights are
 * those along the scaled normal n of polygon_normal, h = n.(x - v_0), against r |n|. A polygon
 * of zero area has no faces; its edges are the segment or point it spans. An edge whose box
 * lies apart from the sweep's (box) is not tested. */
SCALAR_LOADS static bool sweep_polygon(vec3s c, vec3s v, float r, const vec3s *verts, int count,
                                       const sweep_box *box, sweep_entry *entry)
{
    vec3s n = GLMS_VEC3_ZERO;
    if (polygon_normal(verts, count, &n)) {
        TRACE_AXIS(n);
        const float h0 = glms_vec3_dot(n, glms_vec3_sub(c, verts[0])), hv = glms_vec3_dot(n, v);
        const float side = h0 > 0.0f ? 1.0f : -1.0f;               /* the side the centre starts on */
        const float rn = r * sqrtf(glms_vec3_dot(n, n));            /* r in units of n */
        const float gap = side * h0 - rn, approach = -side * hv;
        TRACE(gap); TRACE(approach);
        if (gap > 0.0f) {                                           /* beyond the slab */
            if (!(approach >= gap))
                return false;                                       /* not reaching it by t = 1 */
            const float t = gap / approach;
            const vec3s at = glms_vec3_muladds(v, t, c);
            TRACE(t);
            if (polygon_holds(n, verts, count, at)) {
                entry->t = t, entry->edge = -1;
                entry->foot = glms_vec3_sub(at, glms_vec3_scale(n, side * r / sqrtf(glms_vec3_dot(n, n))));
                return true;
            }
        } else if (polygon_holds(n, verts, count, c)) {             /* in the prism already */
            entry->t = 0.0f, entry->edge = -1;
            entry->foot = glms_vec3_sub(c, glms_vec3_scale(n, h0 / glms_vec3_dot(n, n)));
            return true;
        }
    }
    isect_segment path = {c, glms_vec3_add(c, v)};
    float first = INFINITY;
    isect_hit h;
    for (int i = 0, j = count - 1; i < count; j = i++)
        if (!edge_apart(box, verts[j], verts[i]) &&
            isect_segment_capsule(path, (isect_capsule){{verts[j], verts[i]}, r}, &h) && h.t < first) {
            first = h.t, entry->edge = i;
            TRACE(first);
        }
    if (!(first <= 1.0f))
        return false;
    entry->t = first;
    return true;
}

SCALAR_LOADS bool isect_moving_sphere_triangle(isect_sphere s, vec3s v, isect_triangle t, isect_hit *out)
{
    if (nan3(v) || nan3(s.c))
        return TRACE_RETURN(false);
    const vec3s verts[3] = {t.a, t.b, t.c};
    sweep_box box;
    if (sweep_apart(s.c, v, s.r, verts, 3, &box))
        return TRACE_RETURN(false);                    /* the boxes apart: neither at t = 0 nor after */
    if (isect_sphere_triangle(s, t))
        return TRACE_RETURN(hit_at(out, 0.0f, isect_closest_point_triangle(s.c, t)));
    if (!(s.r >= 0.0f) || !finite3(t.a) || !finite3(t.b) || !finite3(t.c) || motion_zero(v))
        return TRACE_RETURN(false);
    sweep_entry e = {0.0f, -1, GLMS_VEC3_ZERO};
    if (!sweep_polygon(s.c, v, s.r, verts, 3, &box, &e))
        return TRACE_RETURN(false);
    return TRACE_RETURN(hit_at(out, e.t, isect_closest_point_triangle(glms_vec3_muladds(v, e.t, s.c), t)));
}

/* The point: at t = 0 polygon_nearest; past it the foot of the centre on the plane less r (a
 * face), or the nearest point of the edge whose capsule the path entered, which is the
 * polygon's nearest (nothing of it came within r before). */
SCALAR_LOADS bool isect_moving_sphere_polygon(isect_sphere s, vec3s v, const vec3s *verts, int count,
                                              isect_hit *out)
{
    if (verts == NULL || count < 1 || nan3(v) || nan3(s.c))
        return TRACE_RETURN(false);
    sweep_box box;
    if (sweep_apart(s.c, v, s.r, verts, count, &box))
        return TRACE_RETURN(false);                    /* the boxes apart: neither at t = 0 nor after */
    if (isect_sphere_polygon(s, verts, count))
        return TRACE_RETURN(hit_at(out, 0.0f, polygon_nearest(s.c, verts, count)));
    if (!(s.r >= 0.0f) || motion_zero(v))
        return TRACE_RETURN(false);
    for (int i = 0; i < count; i++)
        if (!finite3(verts[i]))
            return TRACE_RETURN(false);
    sweep_entry e = {0.0f, -1, GLMS_VEC3_ZERO};
    if (!sweep_polygon(s.c, v, s.r, verts, count, &box, &e))
        return TRACE_RETURN(false);
    if (out) {
        const int j = e.edge > 0 ? e.edge - 1 : count - 1;
        out->t = e.t;
        out->point = e.edge < 0 ? e.foot
                                : segment_nearest(glms_vec3_muladds(v, e.t, s.c), verts[j], verts[e.edge]);
    }
    return TRACE_RETURN(true);
}

/* ---- AABB (5.5.7) ------------------------------------------------------------------------ */

/* The corner of b that is max on the axes whose bit is set in mask (x 1, y 2, z 4), else min. */
static vec3s corner(isect_aabb b, int mask)
{
    return (vec3s){{(mask & 1) ? b.max.x : b.min.x, (mask & 2) ? b.max.y : b.min.y,
                    (mask & 4) ? b.max.z : b.min.z}};
}

/* The box's Minkowski sum with the sphere is the box grown by r with its edges and corners
 * rounded. The path's entry into the grown box (isect_segment_aabb, the slab test) is the
 * answer when it lies in a face region (outside the box on one axis at most). In an edge region
 * (outside on two axes) the rounded part there is the capsule about that edge; in a corner
 * region (three) the three capsules about the edges from that corner, the earliest entry. A
 * path that misses those capsules misses the rounded box: to reach a face region from inside
 * the grown box it crosses a region boundary, and every point of the grown box on such a
 * boundary lies within r of an edge, in one of the capsules tested. */
bool isect_moving_sphere_aabb(isect_sphere s, vec3s v, isect_aabb b, isect_hit *out)
{
    if (nan3(v) || nan3(s.c))
        return TRACE_RETURN(false);
    if (isect_sphere_aabb(s, b))
        return TRACE_RETURN(hit_at(out, 0.0f, isect_closest_point_aabb(s.c, b)));
    if (!(s.r >= 0.0f) || !aabb_nonempty(b) || motion_zero(v))
        return TRACE_RETURN(false);
    vec3s grow = {{s.r, s.r, s.r}};
    isect_aabb grown = {glms_vec3_sub(b.min, grow), glms_vec3_add(b.max, grow)};
    isect_segment path = {s.c, glms_vec3_add(s.c, v)};
    isect_hit h;
    if (!isect_segment_aabb(path, grown, &h))
        return TRACE_RETURN(false);
    TRACE(h.t);
    int below = 0, above = 0;                           /* axes the entry lies outside b on */
    for (int k = 0; k < 3; k++) {
        below |= (h.point.raw[k] < b.min.raw[k]) << k;
        above |= (h.point.raw[k] > b.max.raw[k]) << k;
    }
    int outside = below | above;
    TRACE(outside);
    if (outside == 7) {                                 /* corner region: three capsules */
        float first = INFINITY;
        isect_hit e;
        for (int bit = 1; bit < 8; bit <<= 1)
            if (isect_segment_capsule(path, (isect_capsule){{corner(b, above), corner(b, above ^ bit)}, s.r}, &e) &&
                e.t < first) {
                first = e.t;
                TRACE(first);
            }
        if (!(first <= 1.0f))
            return TRACE_RETURN(false);
        h.t = first;
    } else if (outside & (outside - 1)) {               /* edge region: its capsule */
        isect_capsule edge = {{corner(b, above), corner(b, above | (7 ^ outside))}, s.r};
        if (!isect_segment_capsule(path, edge, &h))
            return TRACE_RETURN(false);
        TRACE(h.t);
    }
    return TRACE_RETURN(hit_at(out, h.t, isect_closest_point_aabb(glms_vec3_muladds(v, h.t, s.c), b)));
}
