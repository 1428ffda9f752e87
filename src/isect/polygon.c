/* AABB vs convex polygon, as a separating-axis test (SAT): the handout's "AABB against polygon",
 * Ericson's AABB-triangle test (Real-Time Collision Detection, 5.2.9) with the triangle's three
 * edges generalised to the polygon's n. A convex polygon and a box are disjoint exactly when
 * their projections onto one of these axes are disjoint (Ericson 4.4.1, 5.2.1):
 *   - the box's three face normals x, y, z;
 *   - the polygon's normal;
 *   - each box axis crossed with each polygon edge, 3 n axes.
 * Each axis projects every vertex, so any axis the float arithmetic produces, a zero or nearly
 * zero one from a degenerate polygon too, is a valid test: a zero axis projects everything to 0
 * and never separates. With the box's centre c and half-extents e, the box projects onto an
 * axis l as [c.l - r, c.l + r] with r = e . |l|.
 * Closed shapes: a gap separates only when it exceeds the rounding error of the projections,
 * GAP_TOL |l|_1 M (M the largest coordinate magnitude), as in triangle.c; touching, and anything
 * within rounding of it, intersects, and an axis that separates here separates in exact
 * arithmetic too. The face tests compare coordinates and are exact.
 * Range: the normal is quadratic in the coordinates and projections onto it cubic, so they must
 * stay below about 1e12 (FLT_MAX^(1/3)); below about 1e-12 the products lose their bits to
 * underflow (verdicts within ~1e-11 of touching may then go either way). */
#include "isect.h"
#include "canonical.h"
#include "trace.h"

#include <float.h>
#include <math.h>

/* Twice the error bound of a projection plus a margin for rounded inputs, per unit of |l|_1 M:
 * the same tolerance as triangle.c's. */
#define GAP_TOL (16 * FLT_EPSILON)

static inline float min2(float a, float b) { return a < b ? a : b; }
static inline float max2(float a, float b) { return a > b ? a : b; }
static inline float absmax3(vec3s v) { return max2(fabsf(v.x), max2(fabsf(v.y), fabsf(v.z))); }

/* Does axis l separate the vertices v[0..count-1] (relative to the box's centre) from the box of
 * half-extents e, by more than the tolerance m |l|_1? */
static bool apart(vec3s l, const vec3s *v, int count, vec3s c, vec3s e, float m)
{
    float lo = INFINITY, hi = -INFINITY;
    for (int k = 0; k < count; k++) {
        float p = glms_vec3_dot(l, glms_vec3_sub(v[k], c));
        lo = min2(lo, p), hi = max2(hi, p);
    }
    TRACE(lo); TRACE(hi);
    const float r = e.x * fabsf(l.x) + e.y * fabsf(l.y) + e.z * fabsf(l.z) +
                    m * (fabsf(l.x) + fabsf(l.y) + fabsf(l.z));
    TRACE(r);
    return lo > r || hi < -r;
}

/* The world axis of box axis k crossed with g: u_x x g = (0, -g.z, g.y), u_y x g = (g.z, 0, -g.x),
 * u_z x g = (-g.y, g.x, 0). */
static vec3s box_axis_cross(int k, vec3s g)
{
    return k == 0 ? (vec3s){{0, -g.z, g.y}} : k == 1 ? (vec3s){{g.z, 0, -g.x}} : (vec3s){{-g.y, g.x, 0}};
}

/* Reports axis k as the separating one: *axis = l when axis is not NULL. */
static int separated(int k, vec3s l, vec3s *axis)
{
    if (axis) *axis = l;
    return k;
}

/* The test itself, shared by the verdict and the axis report: the first separating axis in the
 * order below, ISECT_AXIS_NONE when none separates, ISECT_AXIS_INVALID for invalid input. The
 * box's faces first (exact comparisons of the polygon's bounds with the box's), then the
 * polygon's normal n = sum (v_i - v_0) x (v_{i+1} - v_0) (twice its area, as isect_sphere_polygon
 * takes it), then the 3 count cross products u_k x (v_j - v_{j-1}). Ericson 5.2.9, generalised. */
static inline int first_separating_axis(isect_aabb b, const vec3s *verts, int count, vec3s *axis)
{
    const vec3s none = {{NAN, NAN, NAN}};
    if (verts == NULL || count < 1) return separated(ISECT_AXIS_INVALID, none, axis);
    vec3s lo = verts[0], hi = verts[0];
    for (int k = 0; k < count; k++) {
        if (!finite3(verts[k])) return separated(ISECT_AXIS_INVALID, none, axis); /* NaN or infinite vertex */
        lo = glms_vec3_minv(lo, verts[k]), hi = glms_vec3_maxv(hi, verts[k]);
    }
    if (nan3(b.min) || nan3(b.max)) return separated(ISECT_AXIS_INVALID, none, axis);
    TRACE(lo); TRACE(hi);
    for (int k = 0; k < 3; k++) {                            /* the box's faces (and an empty box) */
        if (hi.raw[k] < b.min.raw[k] || lo.raw[k] > b.max.raw[k] || b.min.raw[k] > b.max.raw[k]) {
            vec3s face = GLMS_VEC3_ZERO;
            face.raw[k] = 1;
            TRACE_AXIS(face);
            return separated(k, face, axis);
        }
    }

    /* The box's centre c and half-extents e, an infinite bound replaced by the polygon's (halved
     * first, so that +-FLT_MAX bounds do not overflow). */
    vec3s blo = b.min, bhi = b.max;
    for (int k = 0; k < 3; k++) {
        if (isinf(blo.raw[k])) blo.raw[k] = lo.raw[k];
        if (isinf(bhi.raw[k])) bhi.raw[k] = hi.raw[k];
    }
    blo = glms_vec3_scale(blo, 0.5f), bhi = glms_vec3_scale(bhi, 0.5f);
    const vec3s c = glms_vec3_add(blo, bhi), e = glms_vec3_sub(bhi, blo);
    TRACE_POINT(c); TRACE(e);
    const float m = GAP_TOL * max2(max2(absmax3(lo), absmax3(hi)), 2 * max2(absmax3(blo), absmax3(bhi)));

    /* The polygon's plane. */
    vec3s n = GLMS_VEC3_ZERO;
    for (int k = 1; k + 1 < count; k++)
        n = glms_vec3_add(n, glms_vec3_cross(glms_vec3_sub(verts[k], verts[0]), glms_vec3_sub(verts[k + 1], verts[0])));
    TRACE_AXIS(n);
    if (apart(n, verts, count, c, e, m)) return separated(3, n, axis);

    /* The box's axes crossed with each edge g (box_axis_cross): a vertex w (from the centre)
     * projects onto them as the components of g x w, so the three are taken in one pass over
     * the vertices. */
    for (int j = 0, i = count - 1; j < count; i = j++) {
        const vec3s g = glms_vec3_sub(verts[j], verts[i]);
        TRACE(g);
        vec3s lo3 = {{INFINITY, INFINITY, INFINITY}}, hi3 = {{-INFINITY, -INFINITY, -INFINITY}};
        for (int k = 0; k < count; k++) {
            const vec3s p = glms_vec3_cross(g, glms_vec3_sub(verts[k], c));
            lo3 = glms_vec3_minv(lo3, p), hi3 = glms_vec3_maxv(hi3, p);
        }
        const vec3s ga = glms_vec3_abs(g);
        /* the box's radius e . |l| and the tolerance m |l|_1 for each axis: |l| = (0, |g.z|, |g.y|) ... */
        const vec3s r = {{e.y * ga.z + e.z * ga.y + m * (ga.z + ga.y), e.x * ga.z + e.z * ga.x + m * (ga.z + ga.x),
                          e.x * ga.y + e.y * ga.x + m * (ga.y + ga.x)}};
        TRACE(lo3); TRACE(hi3); TRACE(r);
        for (int k = 0; k < 3; k++)
            if (lo3.raw[k] > r.raw[k] || hi3.raw[k] < -r.raw[k]) {
                TRACE(k); TRACE_AXIS(box_axis_cross(k, g));
                return separated(4 + 3 * j + k, box_axis_cross(k, g), axis);
            }
    }
    return ISECT_AXIS_NONE;
}

/* AABB vs convex planar polygon v_0 .. v_{count-1}, in order, either winding, by the axes of
 * first_separating_axis. Degenerate input, by the triangle rule: count 1 is the point v_0,
 * count 2 the segment v_0 v_1, and collinear or repeated vertices the segment or point they
 * span: their normal and the cross products of zero edges are zero axes, and the box's faces
 * with its axes crossed with the line's direction are the complete set of axes for a box
 * against a segment. count < 1 or verts NULL: false. An empty box (min > max on some axis), NaN
 * anywhere, or an infinite vertex: false. Infinite box bounds are fine: past the face tests, an
 * infinite bound is replaced by the polygon's (only the box's part within the polygon's bounds
 * can meet it), so slabs and all of space work. Non-convex or non-planar input gives an
 * unspecified (but defined) answer. */
bool isect_aabb_polygon(isect_aabb b, const vec3s *verts, int count)
{
    return TRACE_RETURN(first_separating_axis(b, verts, count, NULL) == ISECT_AXIS_NONE);
}

int isect_aabb_polygon_axis(isect_aabb b, const vec3s *verts, int count, vec3s *axis)
{
    return first_separating_axis(b, verts, count, axis);
}
