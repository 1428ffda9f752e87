/* Rays, segments and lines against planes, spheres, boxes, triangles, quads and convex
 * polyhedra. Rays are p + t d with t >= 0, t in units of d (a distance when |d| = 1); segments
 * are a + t (b - a) with t in [0, 1]. Each ray test and its segment twin share one clipper that
 * takes a start, a direction of any length and the largest t, so a ray's verdict does not
 * depend on |d|, and a zero direction (or a = b) is the point p: it hits at t = 0 when p lies
 * in the shape. Ericson, Real-Time Collision Detection, 5.3. */

/* Speed: the public tests take their shapes by value, so the shapes arrive in stack memory the
 * caller has just written. GCC's SLP vectoriser (on at -O2 since GCC 12) merges neighbouring
 * float loads into 8-byte loads that straddle the caller's stores, which defeats store-to-load
 * forwarding and made ray-triangle ~3x slower than cglm's inlined glm_ray_triangle on rays
 * that reach the triangle; with scalar loads it is as fast or faster. Set before any include
 * so the inlined cglm helpers get the same options. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif

#include "isect.h"
#include "canonical.h"
#include "hit.h"

#include <float.h>
#include <math.h>

/* ---- Shared pieces (and ray_hit, segment_hit from hit.h) ---------------------------------- */

/* |x| . (|y| x |z|) with the cross product's minus signs turned to plus: the scalar triple
 * product x . (y x z) of the magnitudes, so ROUNDING times it bounds the rounding error of that
 * triple product computed in float (a static error filter in the manner of Shewchuk's
 * predicates; it scales with the inputs, so it is no absolute epsilon). */
static float triple_bound(vec3s x, vec3s y, vec3s z)
{
    x = glms_vec3_abs(x), y = glms_vec3_abs(y), z = glms_vec3_abs(z);
    return x.x * (y.y * z.z + y.z * z.y) + x.y * (y.z * z.x + y.x * z.z)
         + x.z * (y.x * z.y + y.y * z.x);
}
#define ROUNDING (16.0f * FLT_EPSILON)

/* Cyrus-Beck: clips p + t d, t in [*t_first, *t_last], to the halfspaces dot(n, x) <= d. Along
 * the line, dot(n, p + t d) <= d reads t * denom <= dist with denom = n.d and dist = d - n.p:
 * denom < 0 bounds t from below (the line enters), denom > 0 from above (it leaves), denom = 0
 * keeps all t (dist >= 0) or none. Any non-zero normal length works; a zero normal is the NaN
 * plane (the halfspace 0 <= d would be all of space or nothing), so nothing is inside it.
 * Ericson 5.3.8. */
static bool clip_halfspaces(vec3s p, vec3s d, const isect_plane *planes, int count,
                            float *t_first, float *t_last)
{
    float tf = *t_first, tl = *t_last;
    for (int i = 0; i < count; i++) {
        float denom = glms_vec3_dot(planes[i].n, d);
        float dist = planes[i].d - glms_vec3_dot(planes[i].n, p);   /* >= 0: p is inside */
        if (denom == 0) {                       /* parallel: inside the halfspace or never */
            if (!(dist >= 0)) return false;     /* also NaN */
            if (!plane_normal_nonzero(&planes[i])) return false;   /* zero normal: the NaN plane */
            continue;
        }
        float t = dist / denom;
        if (isnan(t)) return false;
        if (denom < 0) { if (t > tf) tf = t; }  /* entering */
        else           { if (t < tl) tl = t; }  /* leaving */
        if (tf > tl) return false;
    }
    /* An entry at t = +inf (dist / denom overflowed: a plane all but parallel to the line) lies
     * beyond every float: a miss, not a hit at infinity (found by fuzz/fuzz_rays.c). */
    if (tf == INFINITY) return false;
    *t_first = tf, *t_last = tl;
    return true;
}

/* ---- Plane -------------------------------------------------------------------------------- */

/* Segment vs plane: the signed distances of the endpoints, da = n.a - d and db = n.b - d, differ
 * in sign (or one is zero) exactly when the segment meets the plane, at t = da / (da - db).
 * Ericson 5.3.1 (there t = (d - n.a) / n.(b - a); written with the endpoint distances, t lands in
 * [0, 1] by construction). A segment lying in the plane hits at t = 0; a point segment (a = b)
 * hits at t = 0 when it lies on the plane. Any non-zero normal length works; a zero normal is
 * the NaN plane (miss). Infinite coordinates that make t NaN miss. */
bool isect_segment_plane(isect_segment s, isect_plane p, isect_hit *out)
{
    float da = glms_vec3_dot(p.n, s.a) - p.d;
    float db = glms_vec3_dot(p.n, s.b) - p.d;
    if (!((da <= 0 && db >= 0) || (da >= 0 && db <= 0)) || !normal_nonzero(p.n))
        return false;                           /* both strictly on one side, NaN, or n = 0 */
    float t = da == 0 ? 0.0f : da / (da - db);  /* da != 0 here makes da - db != 0 */
    if (isnan(t)) return false;
    return segment_hit(out, s, t);
}

/* ---- Sphere ------------------------------------------------------------------------------- */

/* p + t d against the sphere, for t in [0, tmax]; m = p - c, dd = d.d. Solves
 * |m + t d|^2 = r^2, i.e. dd t^2 + 2 b t + c = 0 with b = m.d and c = m.m - r^2, in its stable
 * form: the discriminant as r^2 - |f|^2 with f = m - (b/dd) d the centre-to-line vector (no
 * b^2 - c cancellation), and the entry root as c / q with q = -b + sqrt(dd (r^2 - |f|^2)) (no
 * -b - sqrt cancellation). Ericson 5.3.2; Haines et al., Ray Tracing Gems, ch. 7. */
static bool sphere_entry(vec3s m, vec3s d, float dd, float r, float tmax, float *t)
{
    if (!(r >= 0)) return false;                /* negative or NaN radius: empty */
    float b = glms_vec3_dot(m, d);
    float c = glms_vec3_dot(m, m) - r * r;      /* > 0: the start is outside */
    if (!(c > 0)) {                             /* start inside or on the sphere */
        if (isnan(b) || isnan(c)) return false;
        *t = 0;
        return true;
    }
    if (!(b < 0)) return false;                 /* outside and not approaching (or NaN) */
    /* b times 1 / dd rather than b / dd: the reciprocal depends on d alone, so it is computed
     * while b is, and only a multiplication waits for b (measured: ray and segment vs sphere
     * ~6% faster than with the division) */
    vec3s f = glms_vec3_sub(m, glms_vec3_scale(d, b * (1.0f / dd)));
    float disc = r * r - glms_vec3_dot(f, f);   /* (b^2 - dd c) / dd */
    if (!(disc >= 0)) return false;             /* the line passes outside (or NaN) */
    /* sqrt(dd) sqrt(disc), not sqrt(dd disc): the product is a fourth power of the lengths and
     * overflowed for a segment 6e16 long, which then hit at t = 0 (found by fuzz/fuzz_rays.c).
     * A zero d never gets here: b = 0 returned above. */
    float q = -b + sqrtf(dd) * sqrtf(disc);     /* >= -b > 0 */
    float tt = c / q;                           /* the nearer root */
    if (!(tt <= tmax)) return false;
    *t = tt;
    return true;
}

/* Ray vs sphere: entry parameter of p + t d into |x - c| <= r; t = 0 when p is inside or on the
 * sphere; a start outside moving away (m.d >= 0) misses. Formula at sphere_entry, with the
 * d.d of the ray's own direction (taking d.d = 1 made a ray with |d| = 2 aimed at the sphere
 * miss it). Ericson 5.3.2. A negative radius is an empty sphere (miss); r = 0 is a point. */
bool isect_ray_sphere(isect_ray r, isect_sphere s, isect_hit *out)
{
    float t;
    if (!sphere_entry(glms_vec3_sub(r.p, s.c), r.d, glms_vec3_dot(r.d, r.d), s.r, INFINITY, &t))
        return false;
    return ray_hit(out, r.p, r.d, t);
}

/* Segment vs sphere: the same quadratic in the segment's own parameter (d = b - a, no
 * normalisation), accepted up to t = 1. Ericson 5.3.2. A point segment (a = b) hits at t = 0
 * when a is in the sphere. */
bool isect_segment_sphere(isect_segment seg, isect_sphere s, isect_hit *out)
{
    vec3s d = glms_vec3_sub(seg.b, seg.a);
    float t;
    if (!sphere_entry(glms_vec3_sub(seg.a, s.c), d, glms_vec3_dot(d, d), s.r, 1.0f, &t))
        return false;
    return segment_hit(out, seg, t);
}

/* ---- Box ---------------------------------------------------------------------------------- */

/* Slab test: intersect the t-intervals in which p + t d lies between min and max on each axis,
 * t = (min - p) / d and (max - p) / d, starting from [0, tmax]; hit when the intersection is
 * non-empty. Ericson 5.3.3. Two traps handled: a direction component of exactly 0 is tested as
 * "inside the slab or never" (min <= p <= max, closed), since the usual reciprocal form turns a
 * start on the slab plane into 0 * inf = NaN; and dividing (not multiplying by 1/d) keeps a
 * tiny d from making 0 * inf either. */
static bool slab_entry(vec3s p, vec3s d, isect_aabb b, float tmax, float *t)
{
    float tmin = 0;
    for (int i = 0; i < 3; i++) {
        float lo = b.min.raw[i] - p.raw[i], hi = b.max.raw[i] - p.raw[i];  /* slab seen from p */
        if (d.raw[i] == 0) {                    /* parallel: inside the slab, boundary included */
            if (!(lo <= 0 && hi >= 0)) return false;
            continue;
        }
        float t1 = lo / d.raw[i], t2 = hi / d.raw[i];
        if (d.raw[i] < 0) { float tmp = t1; t1 = t2; t2 = tmp; }
        if (!(t1 <= t2)) return false;          /* NaN, or an empty box (min > max) */
        if (t1 > tmin) tmin = t1;
        if (t2 < tmax) tmax = t2;
        if (tmin > tmax) return false;
    }
    *t = tmin;
    return true;
}

/* Ray vs AABB: entry distance by the slab test (slab_entry); t = 0 when p is in the box.
 * Ericson 5.3.3. A box with min > max on some axis is empty (miss). */
bool isect_ray_aabb(isect_ray r, isect_aabb b, isect_hit *out)
{
    float t;
    if (!slab_entry(r.p, r.d, b, INFINITY, &t)) return false;
    return ray_hit(out, r.p, r.d, t);
}

/* Segment vs AABB: the slab test on a + t (b - a), t in [0, 1]. Ericson 5.3.3. A point segment
 * hits at t = 0 when it lies in the box. */
bool isect_segment_aabb(isect_segment s, isect_aabb b, isect_hit *out)
{
    float t;
    if (!slab_entry(s.a, glms_vec3_sub(s.b, s.a), b, 1.0f, &t)) return false;
    return segment_hit(out, s, t);
}

/* ---- Triangle and quad -------------------------------------------------------------------- */

/* [x y z] = x . (y x z) */
static float triple(vec3s x, vec3s y, vec3s z)
{
    return glms_vec3_dot(x, glms_vec3_cross(y, z));
}

/* Line vs triangle: the line through p and q pierces abc when the scalar triple products
 * u = [pq pc pb], v = [pq pa pc], w = [pq pb pa] (signed volumes, i.e. which side of each edge
 * the line passes) all have one sign; the point is (u a + v b + w c) / (u + v + w). Ericson 5.3.4,
 * made two-sided (all >= 0 or all <= 0). Edges and vertices included. A line parallel to the
 * triangle's plane (u + v + w = 0; also when it lies in the plane, where there is no single
 * point), p = q, or a degenerate triangle misses; so do products that overflow. */
bool isect_line_triangle(vec3s p, vec3s q, isect_triangle t, vec3s *point)
{
    vec3s pq = glms_vec3_sub(q, p);
    vec3s pa = glms_vec3_sub(t.a, p), pb = glms_vec3_sub(t.b, p), pc = glms_vec3_sub(t.c, p);
    float u = triple(pq, pc, pb);
    float v = triple(pq, pa, pc);
    float w = triple(pq, pb, pa);
    if (!((u >= 0 && v >= 0 && w >= 0) || (u <= 0 && v <= 0 && w <= 0)))
        return false;                           /* mixed signs: passes outside an edge (or NaN) */
    float sum = u + v + w;
    if (sum == 0 || !isfinite(sum)) return false;
    if (point) {   /* u, v, w share the sign of sum: each ratio lies in [0, 1], where 1 / sum
                    * could overflow for a tiny sum (a NaN point, found by fuzz/fuzz_rays.c) */
        *point = glms_vec3_add(glms_vec3_add(glms_vec3_scale(t.a, u / sum), glms_vec3_scale(t.b, v / sum)),
                               glms_vec3_scale(t.c, w / sum));
    }
    return true;
}

/* Line vs convex quad abcd: the sign of v = [pq pa pc] says on which side of the diagonal ac the
 * line passes, so only one triangle, abc or dac, needs the two remaining edge tests; the point
 * is the barycentric combination of that triangle. Ericson 5.3.5, made two-sided by turning pq
 * to face the quad's normal n = (c - a) x (d - b). Edges and vertices included. A line parallel
 * to the quad's plane (pq . n = 0, including one lying in it), p = q, or a degenerate quad
 * misses; so does NaN anywhere. Assumes a convex, planar quad. */
bool isect_line_quad(vec3s p, vec3s q, vec3s a, vec3s b, vec3s c, vec3s d, vec3s *point)
{
    vec3s pq = glms_vec3_sub(q, p);
    vec3s n = glms_vec3_cross(glms_vec3_sub(c, a), glms_vec3_sub(d, b));
    float side = glms_vec3_dot(pq, n);
    if (!(side < 0 || side > 0)) return false;  /* parallel, degenerate, or NaN */
    if (side > 0) pq = glms_vec3_negate(pq);    /* look at the quad's counter-clockwise side */
    vec3s pa = glms_vec3_sub(a, p), pb = glms_vec3_sub(b, p), pc = glms_vec3_sub(c, p);
    vec3s m = glms_vec3_cross(pc, pq);
    float v = glms_vec3_dot(pa, m);             /* [pq pa pc]: side of the diagonal ac */
    vec3s r;
    if (v >= 0) {                               /* triangle abc */
        float u = -glms_vec3_dot(pb, m);        /* [pq pc pb] */
        if (!(u >= 0)) return false;
        float w = triple(pq, pb, pa);
        if (!(w >= 0)) return false;
        float sum = u + v + w;                  /* divided, not 1 / sum: see line-triangle */
        r = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u / sum), glms_vec3_scale(b, v / sum)),
                          glms_vec3_scale(c, w / sum));
    } else {                                    /* triangle dac */
        vec3s pd = glms_vec3_sub(d, p);
        float u = glms_vec3_dot(pd, m);         /* [pq pd pc] */
        if (!(u >= 0)) return false;
        float w = triple(pq, pa, pd);
        if (!(w >= 0)) return false;
        v = -v;
        float sum = u + v + w;
        r = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u / sum), glms_vec3_scale(d, v / sum)),
                          glms_vec3_scale(c, w / sum));
    }
    if (nan3(r)) return false;
    if (point) *point = r;
    return true;
}

/* A direction exactly parallel to the triangle's plane (det = 0), in the frame of vertex a (the
 * start o = p - a, the vertices 0, e1, e2): when the start lies in the plane within rounding
 * (P: the coordinates' magnitudes), clip o + t d to the three edge halfspaces of the plane,
 * outward normals edge x n; otherwise miss. A zero-area triangle (n = 0, or n within its
 * rounding) misses. (The rare paths take values in registers, so the common path never copies
 * the shapes for them.) */
static COLD bool triangle_parallel(vec3s o, vec3s d, vec3s e1, vec3s e2, vec3s P, float tmax,
                                   float *t)
{
    vec3s n = glms_vec3_cross(e1, e2);
    /* A normal within the rounding of the cross product (|n| <= ROUNDING |e1| |e2|) is noise:
     * the triangle is degenerate within rounding and its plane undefined; without this, a needle
     * (two vertices 1e-20 apart) took a start 0.48 away for a point of it (fuzz/fuzz_rays.c). */
    float nn = glms_vec3_dot(n, n);
    if (!(nn > ROUNDING * ROUNDING * glms_vec3_dot(e1, e1) * glms_vec3_dot(e2, e2))) return false;
    if (!(fabsf(glms_vec3_dot(n, o)) <= ROUNDING * triple_bound(P, e1, e2))) return false;
    vec3s ab = glms_vec3_cross(e1, n), bc = glms_vec3_cross(glms_vec3_sub(e2, e1), n);
    vec3s ca = glms_vec3_cross(glms_vec3_negate(e2), n);
    isect_plane edges[3] = {{ab, 0}, {bc, glms_vec3_dot(bc, e1)}, {ca, 0}};
    float tf = 0, tl = tmax;
    if (!clip_halfspaces(o, d, edges, 3, &tf, &tl)) return false;
    *t = tf;
    return true;
}

/* t det = tn fell outside [0, tmax det]: accept it as the start (tn = 0) or the end (tn = det)
 * when it is within the rounding error of the triple product e2 . (o x e1) that computed it,
 * bounded with the magnitudes of the coordinates P (so a start rounded onto the plane counts). */
static COLD bool triangle_touch(vec3s e1, vec3s e2, vec3s P, float tmax, float det, float *tn)
{
    float slack = ROUNDING * triple_bound(e2, P, e1);
    if (*tn < 0 && -*tn <= slack) { *tn = 0; return true; }                        /* start on it */
    if (tmax < INFINITY && *tn > det && *tn - det <= slack) { *tn = det; return true; } /* end on it */
    return false;                                                                  /* also NaN */
}

/* |p| + |a| (+ |d| for a segment), componentwise: the magnitudes the rounding scales with. */
static vec3s triangle_magnitudes(vec3s p, vec3s d, vec3s a, float tmax)
{
    vec3s P = glms_vec3_add(glms_vec3_abs(p), glms_vec3_abs(a));
    return tmax < INFINITY ? glms_vec3_add(P, glms_vec3_abs(d)) : P;
}

/* p + t d against the triangle for t in [0, tmax] (tmax is INFINITY or 1): Moeller-Trumbore with
 * the division postponed. With e1 = b - a, e2 = c - a, o = p - a, s = d x e2, q = o x e1:
 * det = e1.s, and u = o.s, v = d.q, t = e2.q, all times det (Cramer's rule for
 * p + t d = a + u e1 + v e2). Two-sided: the signs are flipped so det > 0; then the hit is
 * u >= 0, v >= 0, u + v <= det, 0 <= t <= tmax det, compared without any epsilon, so the test
 * is the same at every scale. A start (or segment end) on the plane within the rounding error
 * of t det counts as t = 0 (or 1): closed (triangle_touch). Moeller and Trumbore, "Fast,
 * minimum storage ray-triangle intersection" (1997); Ericson 5.3.6 for the postponed division. */
static inline bool triangle_entry(vec3s p, vec3s d, isect_triangle tri, float tmax, float *t)
{
    vec3s e1 = glms_vec3_sub(tri.b, tri.a), e2 = glms_vec3_sub(tri.c, tri.a);
    vec3s s = glms_vec3_cross(d, e2);
    float det = glms_vec3_dot(e1, s);           /* = -d.n, n = e1 x e2: how d meets the plane */
    vec3s o = glms_vec3_sub(p, tri.a);
    if (det == 0)
        return triangle_parallel(o, d, e1, e2, triangle_magnitudes(p, d, tri.a, tmax), tmax, t);
    float sign = copysignf(1.0f, det);          /* two-sided: look from the side with det > 0 */
    det = fabsf(det);                           /* (branch-free: the side is a coin toss) */
    float u = sign * glms_vec3_dot(o, s);
    if (!(u >= 0 && u <= det)) return false;    /* beyond edge ca or its opposite vertex (or NaN) */
    vec3s q = glms_vec3_cross(o, e1);
    float v = sign * glms_vec3_dot(d, q);
    if (!(v >= 0 && u + v <= det)) return false;/* beyond edge ab or edge bc */
    float tn = sign * glms_vec3_dot(e2, q);     /* t det */
    if (!(tn >= 0 && tn <= tmax * det) &&       /* behind the start, past the end, or NaN */
        !triangle_touch(e1, e2, triangle_magnitudes(p, d, tri.a, tmax), tmax, det, &tn))
        return false;
    float tt = tn / det;
    if (isnan(tt)) return false;
    *t = tt;
    return true;
}

/* Ray vs triangle, two-sided, edges and vertices included: Moeller-Trumbore without an epsilon
 * (triangle_entry), so it hits at every scale from 1e-4 to 1e4 and beyond, and t = 0 when p
 * lies on the triangle. A ray exactly parallel to the plane (det = 0) hits only when it lies in
 * the plane, at the distance where it enters the triangle there (0 if p is on the triangle). A
 * zero-area triangle whose det evaluates to 0 is missed; a nearly degenerate one is the sliver
 * it rounds to. Moeller-Trumbore 1997; Ericson 5.3.6. */
bool isect_ray_triangle(isect_ray r, isect_triangle t, isect_hit *out)
{
    float tt;
    if (!triangle_entry(r.p, r.d, t, INFINITY, &tt)) return false;
    return ray_hit(out, r.p, r.d, tt);
}

/* Segment vs triangle: as the ray, on a + t (b - a) with t in [0, 1]; an endpoint on the
 * triangle (within rounding) hits at t = 0 or 1. A point segment (det = 0) hits when the point
 * lies on the triangle. Ericson 5.3.6 (made two-sided). */
bool isect_segment_triangle(isect_segment s, isect_triangle t, isect_hit *out)
{
    float tt;
    if (!triangle_entry(s.a, glms_vec3_sub(s.b, s.a), t, 1.0f, &tt)) return false;
    return segment_hit(out, s, tt);
}

/* ---- Convex polyhedron -------------------------------------------------------------------- */

/* Ray vs convex polyhedron dot(n_i, x) <= d_i: Cyrus-Beck clipping (clip_halfspaces) gives the
 * span [t_first, t_last] inside it, t_first = 0 when p is inside, t_last = +INFINITY when the
 * polyhedron is unbounded along the ray. Ericson 5.3.8. A plane parallel to the ray with p
 * outside it misses. count = 0 is all of space (every non-NaN ray hits, span [0, inf));
 * count < 0 or planes = NULL with count > 0 misses. Either out-pointer may be NULL; a miss
 * leaves both untouched. */
bool isect_ray_polyhedron_span(isect_ray r, const isect_plane *planes, int count,
                               float *t_first, float *t_last)
{
    if (count < 0 || (count > 0 && !planes)) return false;
    if (nan3(r.p) || nan3(r.d)) return false;
    float tf = 0, tl = INFINITY;
    if (!clip_halfspaces(r.p, r.d, planes, count, &tf, &tl)) return false;
    if (t_first) *t_first = tf;
    if (t_last) *t_last = tl;
    return true;
}

/* Ray vs convex polyhedron: the entry t_first of isect_ray_polyhedron_span. Ericson 5.3.8. */
bool isect_ray_polyhedron(isect_ray r, const isect_plane *planes, int count, isect_hit *out)
{
    float tf;
    if (!isect_ray_polyhedron_span(r, planes, count, &tf, NULL)) return false;
    return ray_hit(out, r.p, r.d, tf);
}

/* Segment vs convex polyhedron: Cyrus-Beck on a + t (b - a), t in [0, 1]; the same rules as
 * isect_ray_polyhedron_span (count = 0 is all of space). Ericson 5.3.8. */
bool isect_segment_polyhedron(isect_segment s, const isect_plane *planes, int count, isect_hit *out)
{
    if (count < 0 || (count > 0 && !planes)) return false;
    if (nan3(s.a) || nan3(s.b)) return false;
    float tf = 0, tl = 1;
    if (!clip_halfspaces(s.a, glms_vec3_sub(s.b, s.a), planes, count, &tf, &tl)) return false;
    return segment_hit(out, s, tf);
}
