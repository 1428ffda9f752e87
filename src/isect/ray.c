/* Rays, segments and lines against planes, quads and convex polyhedra (spheres are in
 * ray_sphere.c, boxes in ray_box.c, triangles in ray_triangle.c). Rays are p + t d with t >= 0,
 * t in units of d (a distance when |d| = 1); segments are a + t (b - a) with t in [0, 1]. Each
 * ray test and its segment twin share one clipper that takes a start, a direction of any length
 * and the largest t, so a ray's verdict does not depend on |d|, and a zero direction (or a = b)
 * is the point p: it hits at t = 0 when p lies in the shape. Ericson, Real-Time Collision
 * Detection, 5.3. */
#include "scalar_file.h"

#include "isect.h"
#include "canonical.h"
#include "hit.h"
#include "plane_exact.h"
#include "ray_clip.h"
#include "trace.h"

#include <math.h>

/* ---- Shared pieces (and ray_hit, segment_hit from hit.h) ---------------------------------- */

/* Cyrus-Beck: clips p + t d, t in [*t_first, *t_last], to the halfspaces dot(n, x) <= d. Along
 * the line, dot(n, p + t d) <= d reads t * denom <= dist with denom = n.d and dist = d - n.p:
 * denom < 0 bounds t from below (the line enters), denom > 0 from above (it leaves), denom = 0
 * keeps all t (dist >= 0) or none. Any non-zero normal length works; a zero normal is the NaN
 * plane (the halfspace 0 <= d would be all of space or nothing), so nothing is inside it.
 * Ericson 5.3.8. */
CLIPPER bool clip_halfspaces(vec3s p, vec3s d, const isect_plane *planes, int count,
                             float *t_first, float *t_last)
{
    float tf = *t_first, tl = *t_last;
    for (int i = 0; i < count; i++) {
        float denom = glms_vec3_dot(planes[i].n, d);
        float dist = planes[i].d - glms_vec3_dot(planes[i].n, p);   /* >= 0: p is inside */
        TRACE(i); TRACE(denom); TRACE(dist);
        if (denom == 0) {                       /* parallel: inside the halfspace or never */
            if (!(dist >= 0)) return TRACE_RETURN(false);     /* also NaN */
            if (!plane_normal_nonzero(&planes[i])) return TRACE_RETURN(false);   /* zero normal: the NaN plane */
            continue;
        }
        float t = dist / denom;
        if (isnan(t)) return TRACE_RETURN(false);
        if (denom < 0) { if (t > tf) tf = t; }  /* entering */
        else           { if (t < tl) tl = t; }  /* leaving */
        TRACE_SPAN(tf, tl);
        if (tf > tl) return TRACE_RETURN(false);
    }
    /* An entry at t = +inf (dist / denom overflowed: a plane all but parallel to the line) lies
     * beyond every float: a miss, not a hit at infinity (found by fuzz/fuzz_rays.c). */
    if (tf == INFINITY) return TRACE_RETURN(false);
    *t_first = tf, *t_last = tl;
    return TRACE_RETURN(true);
}

/* ---- Plane -------------------------------------------------------------------------------- */

/* The ends' sides decided exactly, for the rare segments the float filter leaves in doubt; t
 * from the distances rounded from their exact values (so of the right signs: t lies in [0, 1]).
 * Non-finite input keeps the float formula's verdict. */
RARE bool segment_plane_exact(const isect_segment *s, const isect_plane *p, isect_hit *out)
{
    if (!plane_inputs_finite(s->a, s->b, p->n, p->d, 0.0f)) {
        float da = glms_vec3_dot(p->n, s->a) - p->d, db = glms_vec3_dot(p->n, s->b) - p->d;
        const int meet = ((da <= 0) & (db >= 0)) | ((da >= 0) & (db <= 0));
        if (!meet || !normal_nonzero(p->n)) return TRACE_RETURN(false);
        float t = da == 0 ? 0.0f : da / (da - db);
        if (isnan(t)) return TRACE_RETURN(false);
        return TRACE_RETURN(segment_hit(out, *s, t));
    }
    if (!normal_nonzero(p->n)) return TRACE_RETURN(false);
    const double da = isect_plane_side_exact(p->n, p->d, s->a, 0.0f);
    TRACE(da);
    const double db = isect_plane_side_exact(p->n, p->d, s->b, 0.0f);
    TRACE(db);
    if ((da > 0 && db > 0) || (da < 0 && db < 0)) return TRACE_RETURN(false);
    const float t = da == 0 ? 0.0f : (float)(da / (da - db));   /* da != 0: db is 0 or of the other sign */
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, *s, t));
}

/* Segment vs plane: the signed distances of the endpoints, da = n.a - d and db = n.b - d, differ
 * in sign (or one is zero) exactly when the segment meets the plane, at t = da / (da - db).
 * Ericson 5.3.1 (there t = (d - n.a) / n.(b - a); written with the endpoint distances, t lands in
 * [0, 1] by construction). The verdict is exact for the floats given: each sign is decided by
 * the float filter of plane_exact.h (err bounds the rounding of da and db), or exactly where a
 * distance lies within err of 0. t is computed from the float distances, so it is off from the
 * exact crossing by at most err / |da - db| (err about 2^-21 (|n.||a| + |n.||b| + |d|), with
 * |n.||x| the sum of the |n_i x_i|: large only for a segment nearly parallel to the plane) and
 * an ulp or two; t = 0 or 1 exactly where that end lies on the plane. A segment lying
 * in the plane hits at t = 0; a point segment (a = b) hits at t = 0 when it lies on the plane.
 * Any non-zero normal length works; a zero normal is the NaN plane (miss). Infinite coordinates
 * give the float formula's verdict, and miss where they make t NaN. */
bool isect_segment_plane(isect_segment s, isect_plane p, isect_hit *out)
{
    const float ax = p.n.x * s.a.x, ay = p.n.y * s.a.y, az = p.n.z * s.a.z;
    const float bx = p.n.x * s.b.x, by = p.n.y * s.b.y, bz = p.n.z * s.b.z;
    float da = ax + ay + az - p.d;
    TRACE(da);
    float db = bx + by + bz - p.d;
    TRACE(db);
    /* one bound for both (both ends' terms: at least either's) */
    const float err = PLANE_ERR_F * (fabsf(ax) + fabsf(ay) + fabsf(az) + fabsf(bx) + fabsf(by) + fabsf(bz) + fabsf(p.d)) +
                      PLANE_TINY_F;
    TRACE(err);
    const float aa = fabsf(da), ab = fabsf(db);
    if (!((aa < ab ? aa : ab) > err))
        return TRACE_RETURN(segment_plane_exact(&s, &p, out));    /* an end within err of 0, or NaN */
    if ((da > 0) == (db > 0))
        return TRACE_RETURN(false);             /* both on one side (a zero normal: da = db = -d) */
    float t = da / (da - db);                   /* opposite signs: da - db != 0 */
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, s, t));
}

/* ---- Quad (the triangles are in ray_triangle.c) ------------------------------------------ */

/* [x y z] = x . (y x z) */
static float triple(vec3s x, vec3s y, vec3s z)
{
    return glms_vec3_dot(x, glms_vec3_cross(y, z));
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
    TRACE(side);
    if (!(side < 0 || side > 0)) return TRACE_RETURN(false);  /* parallel, degenerate, or NaN */
    if (side > 0) pq = glms_vec3_negate(pq);    /* look at the quad's counter-clockwise side */
    vec3s pa = glms_vec3_sub(a, p), pb = glms_vec3_sub(b, p), pc = glms_vec3_sub(c, p);
    vec3s m = glms_vec3_cross(pc, pq);
    float v = glms_vec3_dot(pa, m);             /* [pq pa pc]: side of the diagonal ac */
    TRACE(v);
    vec3s r;
    if (v >= 0) {                               /* triangle abc */
        float u = -glms_vec3_dot(pb, m);        /* [pq pc pb] */
        TRACE(u);
        if (!(u >= 0)) return TRACE_RETURN(false);
        float w = triple(pq, pb, pa);
        TRACE(w);
        if (!(w >= 0)) return TRACE_RETURN(false);
        float sum = u + v + w;                  /* divided, not 1 / sum: see line-triangle */
        r = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u / sum), glms_vec3_scale(b, v / sum)),
                          glms_vec3_scale(c, w / sum));
    } else {                                    /* triangle dac */
        vec3s pd = glms_vec3_sub(d, p);
        float u = glms_vec3_dot(pd, m);         /* [pq pd pc] */
        TRACE(u);
        if (!(u >= 0)) return TRACE_RETURN(false);
        float w = triple(pq, pa, pd);
        TRACE(w);
        if (!(w >= 0)) return TRACE_RETURN(false);
        v = -v;
        float sum = u + v + w;
        r = glms_vec3_add(glms_vec3_add(glms_vec3_scale(a, u / sum), glms_vec3_scale(d, v / sum)),
                          glms_vec3_scale(c, w / sum));
    }
    TRACE_POINT(r);
    if (nan3(r)) return TRACE_RETURN(false);
    if (point) *point = r;
    return TRACE_RETURN(true);
}

/* ---- Convex polyhedron -------------------------------------------------------------------- */

/* Ray vs convex polyhedron dot(n_i, x) <= d_i: Cyrus-Beck clipping (clip_halfspaces) gives the
 * span [t_first, t_last] inside it, t_first = 0 when p is inside, t_last = +INFINITY when the
 * polyhedron is unbounded along the ray. Ericson 5.3.8. A plane parallel to the ray with p
 * outside it misses. count = 0 is all of space (every non-NaN ray hits, span [0, inf));
 * count < 0 or planes = NULL with count > 0 misses. Either out-pointer may be NULL; a miss
 * leaves both untouched. */
CLIPPER bool ray_span(const isect_ray *r, const isect_plane *planes, int count, float *t_first, float *t_last)
{
    if (count < 0 || (count > 0 && !planes)) return false;
    if (nan3(r->p) || nan3(r->d)) return false;
    *t_first = 0, *t_last = INFINITY;
    return clip_halfspaces(r->p, r->d, planes, count, t_first, t_last);
}

bool isect_ray_polyhedron_span(isect_ray r, const isect_plane *planes, int count,
                               float *t_first, float *t_last)
{
    float tf, tl;
    if (!ray_span(&r, planes, count, &tf, &tl)) return TRACE_RETURN(false);
    if (t_first) *t_first = tf;
    if (t_last) *t_last = tl;
    return TRACE_RETURN(true);
}

/* Ray vs convex polyhedron: the entry t_first of isect_ray_polyhedron_span (the span's own
 * clipping, inlined: called, the span took the ray by value, copied). Ericson 5.3.8. */
bool isect_ray_polyhedron(isect_ray r, const isect_plane *planes, int count, isect_hit *out)
{
    float tf, tl;
    if (!ray_span(&r, planes, count, &tf, &tl)) return TRACE_RETURN(false);
    TRACE(tf);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, tf));
}

/* Segment vs convex polyhedron: Cyrus-Beck on a + t (b - a), t in [0, 1]; the same rules as
 * isect_ray_polyhedron_span (count = 0 is all of space). Ericson 5.3.8. */
bool isect_segment_polyhedron(isect_segment s, const isect_plane *planes, int count, isect_hit *out)
{
    if (count < 0 || (count > 0 && !planes)) return TRACE_RETURN(false);
    if (nan3(s.a) || nan3(s.b)) return TRACE_RETURN(false);
    float tf = 0, tl = 1;
    if (!clip_halfspaces(s.a, glms_vec3_sub(s.b, s.a), planes, count, &tf, &tl)) return TRACE_RETURN(false);
    TRACE(tf);
    return TRACE_RETURN(segment_hit(out, s, tf));
}
