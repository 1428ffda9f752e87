/* AABB vs convex polygon, as a separating-axis test (SAT): the handout's "AABB against polygon",
 * Ericson's AABB-triangle test (Real-Time Collision Detection, 5.2.9) with the triangle's three
 * edges generalised to the polygon's n. A convex polygon and a box are disjoint exactly when
 * their projections onto one of these axes are disjoint (Ericson 4.4.1, 5.2.1):
 *   - the box's three face normals x, y, z;
 *   - the polygon's normal;
 *   - each box axis crossed with each polygon edge, 3 n axes.
 * With the box's centre c and half-extents e, the box projects onto an axis l as
 * [c.l - r, c.l + r] with r = e . |l|.
 * Exact, as isect_aabb_triangle (triangle_sat.h): each axis is decided for the floats given as
 * exact arithmetic decides it along the axis of the exact edges (and, for the normal, of the
 * exact Newell normal), by a float filter with a proven error bound (below) and, where it cannot tell,
 * exact signs (aabb_triangle_exact.c). Closed shapes: touching intersects. A zero axis (a
 * degenerate polygon's normal, a zero edge) projects everything to 0 and never separates. */
#include "isect.h"
#include "aabb_triangle_exact.h"
#include "canonical.h"
#include "trace.h"

#include <float.h>
#include <math.h>

/* The filter's bounds, triangle_sat.h's for n vertices. Along an axis l, with M the largest
 * magnitude among the polygon's coordinates and the box's bounds and eps = 2^-24, the float
 * projections about the box's centre and the box's radius are within 16.1 eps |l|_1 M of the
 * exact ones along the exact axis L when l is an edge axis (triangle_sat.h's derivation: it does
 * not depend on the vertex count), plus 2^-140 for underflow: SAT_FILTER |l|_1 M + SAT_ABS.
 * The normal n = sum_k fl((v_k - v_0) x (v_{k+1} - v_0)) is further off: each of the n - 2 cross
 * products is within 8.01 eps D^2 of its exact value per component (D the polygon's extent, as
 * for the triangle), and the n - 3 additions add at most (n - 3) eps times the sum's magnitude,
 * (n - 2) 2 D^2: per component (n - 2)(2.01 n + 2) eps D^2 in all, which moves the projections
 * (|v - C| <= 2M) by 6 (n - 2)(2.01 n + 2) eps D^2 M. The filter widens by
 * 0.5 (n - 2)(n + 1) SAT_FILTER D^2 M, which is more for every n (SAT_FILTER = 32 eps), plus
 * 2^-100 in place of D^2's underflow, as triangle_sat.h.
 * Range: with M <= 2^36 and n <= FILTER_COUNT no product overflows (n's components stay below
 * 62 * 8 * 2^74 and its projections below 2^121); beyond either, and for NaN, every axis is
 * decided exactly. */
#define SAT_FILTER (16 * FLT_EPSILON)
#define SAT_ABS 0x1p-140f
#define FILTER_MAX 0x1p36f
#define FILTER_COUNT 64

static inline float min2(float a, float b) { return a < b ? a : b; }
static inline float max2(float a, float b) { return a > b ? a : b; }
static inline float absmax3(vec3s v) { return max2(fabsf(v.x), max2(fabsf(v.y), fabsf(v.z))); }
static inline float norm1(vec3s l) { return fabsf(l.x) + fabsf(l.y) + fabsf(l.z); }

/* The box (its infinite bounds replaced), the polygon, and whether the filter's range holds. */
typedef struct box_polygon { vec3s lo, hi; const vec3s *v; int count; bool filter; } box_polygon;

/* How an axis separates: not at all; clearly (by more than the filter's bound, so its float
 * projections separate too); or only in exact arithmetic (by a gap within rounding). */
enum { NOT_APART, APART, APART_EXACTLY };

/* Does axis number index separate, in exact arithmetic? The vertices project onto [lo, hi] about
 * the box's centre and the box onto [-r, r]; the filter decides when [lo, hi] clears r by the
 * bound either way, aabb_triangle_exact.c the rest. */
static inline int decide(float lo, float hi, float r, float bound, int index, const box_polygon *x)
{
    TRACE(lo); TRACE(hi); TRACE(r);
    const float out = r + bound, in = r - bound;
    if (x->filter && (lo > out || hi < -out)) return APART;
    if (!(x->filter && lo < in && hi > -in) && isect_aabb_polygon_exact_apart(x->lo, x->hi, x->v, x->count, index))
        return APART_EXACTLY;
    return NOT_APART;
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

/* The axis of index k >= 3: the polygon's normal, or box axis k % 3 crossed with edge j. */
static vec3s axis_of(int k, vec3s n, const vec3s *verts, int count)
{
    if (k == 3) return n;
    const int j = (k - 4) / 3;
    return box_axis_cross((k - 4) % 3, glms_vec3_sub(verts[j], verts[j == 0 ? count - 1 : j - 1]));
}

/* The test itself, shared by the verdict and the axis report: the box's faces first (exact
 * comparisons of the polygon's bounds with the box's), then the polygon's normal
 * n = sum (v_i - v_0) x (v_{i+1} - v_0) (twice its area, as isect_sphere_polygon takes it), then
 * the 3 count cross products u_k x (v_j - v_{j-1}). The axis reported is the first that
 * separates by more than rounding, or where none does, the first that separates exactly;
 * ISECT_AXIS_NONE when none separates, ISECT_AXIS_INVALID for invalid input. Without an axis to
 * report, the first that separates at all ends the test. Ericson 5.2.9, generalised. */
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

    /* The box's centre c and half-extents e, an infinite bound replaced by the polygon's (only
     * the box's part within the polygon's bounds can meet it), halved first, so that +-FLT_MAX
     * bounds do not overflow. */
    vec3s blo = b.min, bhi = b.max;
    for (int k = 0; k < 3; k++) {
        if (isinf(blo.raw[k])) blo.raw[k] = lo.raw[k];
        if (isinf(bhi.raw[k])) bhi.raw[k] = hi.raw[k];
    }
    const float big = max2(max2(absmax3(lo), absmax3(hi)), max2(absmax3(blo), absmax3(bhi)));
    const box_polygon x = {blo, bhi, verts, count, big <= FILTER_MAX && count <= FILTER_COUNT};
    const float m = SAT_FILTER * big;
    blo = glms_vec3_scale(blo, 0.5f), bhi = glms_vec3_scale(bhi, 0.5f);
    const vec3s c = glms_vec3_add(blo, bhi), e = glms_vec3_sub(bhi, blo);
    TRACE_POINT(c); TRACE(e);
    int exactly = ISECT_AXIS_NONE;

    /* The polygon's plane; the normal's own rounding widens its bound. */
    vec3s n = GLMS_VEC3_ZERO;
    for (int k = 1; k + 1 < count; k++)
        n = glms_vec3_add(n, glms_vec3_cross(glms_vec3_sub(verts[k], verts[0]), glms_vec3_sub(verts[k + 1], verts[0])));
    TRACE_AXIS(n);
    if (count >= 3) {
        float plo = INFINITY, phi = -INFINITY;
        for (int k = 0; k < count; k++) {
            const float p = glms_vec3_dot(n, glms_vec3_sub(verts[k], c));
            plo = min2(plo, p), phi = max2(phi, p);
        }
        const float d = absmax3(glms_vec3_sub(hi, lo));
        /* (the count's product in float: in int it overflows past 46,000 vertices) */
        const float widen = 0.5f * (float)(count - 2) * (float)(count + 1) * m * (d * d + 0x1p-100f);
        const int apart = decide(plo, phi, glms_vec3_dot(e, glms_vec3_abs(n)), m * norm1(n) + SAT_ABS + widen, 3, &x);
        if (apart == APART || (apart && !axis)) return separated(3, n, axis);
        if (apart) exactly = 3;
    }

    /* The box's axes crossed with each edge g (box_axis_cross): a vertex w (from the centre)
     * projects onto them as the components of g x w, so the three are taken in one pass over
     * the vertices; along u_k x g the box's radius is e . |u_k x g|. */
    for (int j = 0, i = count - 1; j < count; i = j++) {
        const vec3s g = glms_vec3_sub(verts[j], verts[i]);
        TRACE(g);
        vec3s lo3 = {{INFINITY, INFINITY, INFINITY}}, hi3 = {{-INFINITY, -INFINITY, -INFINITY}};
        for (int k = 0; k < count; k++) {
            const vec3s p = glms_vec3_cross(g, glms_vec3_sub(verts[k], c));
            lo3 = glms_vec3_minv(lo3, p), hi3 = glms_vec3_maxv(hi3, p);
        }
        const vec3s ga = glms_vec3_abs(g);
        const vec3s r = {{e.y * ga.z + e.z * ga.y, e.x * ga.z + e.z * ga.x, e.x * ga.y + e.y * ga.x}};
        const vec3s bound = {{m * (ga.z + ga.y) + SAT_ABS, m * (ga.z + ga.x) + SAT_ABS, m * (ga.y + ga.x) + SAT_ABS}};
        for (int k = 0; k < 3; k++) {
            const int apart = decide(lo3.raw[k], hi3.raw[k], r.raw[k], bound.raw[k], 4 + 3 * j + k, &x);
            if (apart == APART || (apart && !axis)) {
                TRACE(k); TRACE_AXIS(box_axis_cross(k, g));
                return separated(4 + 3 * j + k, box_axis_cross(k, g), axis);
            }
            if (apart && exactly == ISECT_AXIS_NONE) exactly = 4 + 3 * j + k;
        }
    }
    if (exactly != ISECT_AXIS_NONE) return separated(exactly, axis_of(exactly, n, verts, count), axis);
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
