/* Box against box: AABB–AABB by interval overlap, OBB–OBB by the separating-axis test. */
#include "canonical.h"
#include "isect.h"
#include "validate.h"

#include <math.h>

/* isect_aabb_aabb is defined inline in isect.h; this is its external definition (C99 6.7.4). */
extern inline bool isect_aabb_aabb(isect_aabb a, isect_aabb b);

/* OBB_EPS is added to every |R_ij| (a cosine, so the number has no unit). Each projected
 * radius then grows by OBB_EPS times the half-extents taking part: the slack is relative to the
 * boxes' sizes. It must outweigh the rounding noise in R and t (a few FLT_EPSILON, axes from a
 * float quaternion being orthonormal only to ~1e-7) on the axes a.u_i x b.u_j of parallel
 * edges, where the cross product is ~0, both sides of |t·L| <= r_a + r_b are noise, and noise
 * alone would report a separation of boxes that overlap. Measured (tests/test_isect_box.c,
 * parallel edges): 0 gives false separations of overlapping boxes, 1e-6 and 2e-6 still of
 * touching ones; 1e-5 leaves a margin of 5. The price: boxes apart by less than ~1e-5 of their
 * size may be reported as touching, never the reverse; along an edge axis a.u_i x b.u_j, whose
 * length is the sine of the angle between the edges, that slack is divided by the sine (edges
 * 0.1 degree from parallel: ~6e-3 of the size; measured by fuzz/fuzz_boxes.c). */
#define OBB_EPS 1e-5f

/* The axis of a separation, unit length, pointing from a toward b (st: the sign of t·L). l is
 * divided by its largest |component| first: the cross product of nearly parallel edges can be
 * so small that |l|^2 is a denormal with few bits left (axes 1e-21 apart gave an axis of length
 * 1.00002, found by fuzz/fuzz_boxes.c). */
static vec3s axis_toward_b(vec3s l, float st)
{
    float m = fmaxf(fabsf(l.x), fmaxf(fabsf(l.y), fabsf(l.z)));
    if (m > 0.0f) l = glms_vec3_divs(l, m);
    float len = glms_vec3_norm(l);
    return glms_vec3_scale(l, (st < 0.0f ? -1.0f : 1.0f) / (len > 0.0f ? len : 1.0f));
}

/* The world axis of a separation on edge axis a.u_i x b.u_j, unit, pointing from a toward b:
 * written in a's frame, L = R_{i1 j} a.u_i2 - R_{i2 j} a.u_i1, the axis the test measured (the
 * plain cross product is exactly 0 for bitwise equal axes, where R's rounding is not: it gave
 * a zero axis, found by fuzz/fuzz_boxes.c). */
static vec3s edge_axis(const isect_obb *a, vec3s t, float r1, float r2, int i1, int i2)
{
    vec3s l = glms_vec3_sub(glms_vec3_scale(a->u[i2], r1), glms_vec3_scale(a->u[i1], r2));
    return axis_toward_b(l, glms_vec3_dot(t, l));
}

/* Edge axis L = a.u_i x b.u_j, with i1, i2 and j1, j2 the other indices (cyclic): apart only
 * when t·L taken in a's frame and t·L taken in b's frame both exceed r_a + r_b. */
#define EDGE_R(i, i1, i2, j, j1, j2)                                                          \
    ((ae[i1] * AR[i2][j] + ae[i2] * AR[i1][j]) + (be[j1] * AR[i][j2] + be[j2] * AR[i][j1]))
#define EDGE_APART(i, i1, i2, j, j1, j2)                                                      \
    (!(fabsf(R[i1][j] * ta[i2] - R[i2][j] * ta[i1]) <= EDGE_R(i, i1, i2, j, j1, j2)) &        \
     !(fabsf(R[i][j2] * tb[j1] - R[i][j1] * tb[j2]) <= EDGE_R(i, i1, i2, j, j1, j2)))

/* OBB vs OBB by the separating-axis test over the 15 candidate axes: the 3 face normals of
 * each box and the 9 cross products of an edge of a with an edge of b. With R_ij = a.u_i·b.u_j
 * and t = b.c - a.c, the boxes are apart on axis L when
 *     |t·L| > r_a + r_b,   r_a = sum_i a.e_i |a.u_i·L|,   r_b = sum_j b.e_j |b.u_j·L|,
 * which for L = a.u_i is |t_a[i]| > a.e_i + sum_j b.e_j |R_ij| (and likewise for b.u_j), and
 * for L = a.u_i x b.u_j (i1, i2 and j1, j2 the other two indices, cyclic)
 *     t·L = R_{i1 j} t_a[i2] - R_{i2 j} t_a[i1] = R_{i j2} t_b[j1] - R_{i j1} t_b[j2],
 *     r_a = a.e_i1 |R_{i2 j}| + a.e_i2 |R_{i1 j}|,   r_b = b.e_j1 |R_{i j2}| + b.e_j2 |R_{i j1}|,
 * t_a and t_b being t in a's and in b's frame. Ericson, Real-Time Collision Detection, 4.4.1
 * (after Gottschalk's OBBTree), with OBB_EPS added to |R| for parallel edges.
 * Symmetry: t_b is taken straight from t (not as t_a R, as Ericson does), and an edge axis
 * separates only when t·L from both frames says so. The two boxes then play mirrored roles in
 * bit-identical arithmetic, so isect_obb_obb(a, b) == isect_obb_obb(b, a) exactly, even where
 * rounding decides (Ericson's listing disagrees with itself there).
 * A NaN anywhere fails a face test (the comparisons are written !(x <= r)): NaN boxes are
 * apart, on the first axis the NaN reaches. Assumes orthonormal axes. A negative half-extent
 * e_i makes a box empty (no point has |x_i| <= e_i): apart, on that face axis. */
static int obb_sat(const isect_obb *a, const isect_obb *b, vec3s *axis)
{
    const float ae[3] = {a->e.x, a->e.y, a->e.z}, be[3] = {b->e.x, b->e.y, b->e.z};
    const vec3s t = glms_vec3_sub(b->c, a->c);
    float R[3][3], AR[3][3], ta[3], tb[3];     /* R_ij = a.u_i·b.u_j, AR = |R| + OBB_EPS */

    if ((ae[0] < 0) | (ae[1] < 0) | (ae[2] < 0) | (be[0] < 0) | (be[1] < 0) | (be[2] < 0)) {
        for (int i = 0; i < 6; i++) {
            const isect_obb *box = i < 3 ? a : b;
            if (box->e.raw[i % 3] < 0) {
                if (axis) *axis = axis_toward_b(box->u[i % 3], glms_vec3_dot(t, box->u[i % 3]));
                return i;
            }
        }
    }

    /* L = a.u_i: r_a = a.e_i, r_b = sum_j b.e_j |R_ij|. Row i of R is made when its test needs
     * it, so boxes apart along a.u_0 cost 4 dot products, not 15. */
#define FACE_A(i)                                                                             \
    R[i][0] = glms_vec3_dot(a->u[i], b->u[0]), AR[i][0] = fabsf(R[i][0]) + OBB_EPS;          \
    R[i][1] = glms_vec3_dot(a->u[i], b->u[1]), AR[i][1] = fabsf(R[i][1]) + OBB_EPS;          \
    R[i][2] = glms_vec3_dot(a->u[i], b->u[2]), AR[i][2] = fabsf(R[i][2]) + OBB_EPS;          \
    ta[i] = glms_vec3_dot(t, a->u[i]);                                                        \
    if (!(fabsf(ta[i]) <= ae[i] + (be[0] * AR[i][0] + be[1] * AR[i][1] + be[2] * AR[i][2]))) { \
        if (axis) *axis = axis_toward_b(a->u[i], ta[i]);                                      \
        return i;                                                                             \
    }
    FACE_A(0) FACE_A(1) FACE_A(2)
#undef FACE_A
    /* L = b.u_j: r_a = sum_i a.e_i |R_ij|, r_b = b.e_j. t_b straight from t, not t_a R. */
#define FACE_B(j)                                                                             \
    tb[j] = glms_vec3_dot(t, b->u[j]);                                                        \
    if (!(fabsf(tb[j]) <= (ae[0] * AR[0][j] + ae[1] * AR[1][j] + ae[2] * AR[2][j]) + be[j])) { \
        if (axis) *axis = axis_toward_b(b->u[j], tb[j]);                                      \
        return 3 + j;                                                                         \
    }
    FACE_B(0) FACE_B(1) FACE_B(2)
#undef FACE_B
    /* L = a.u_i x b.u_j, index 6 + 3i + j */
#define EDGE(i, i1, i2, j, j1, j2)                                                            \
    if (EDGE_APART(i, i1, i2, j, j1, j2)) {                                                   \
        if (axis) *axis = edge_axis(a, t, R[i1][j], R[i2][j], i1, i2);                        \
        return 6 + 3 * i + j;                                                                 \
    }
    EDGE(0, 1, 2, 0, 1, 2) EDGE(0, 1, 2, 1, 2, 0) EDGE(0, 1, 2, 2, 0, 1)
    EDGE(1, 2, 0, 0, 1, 2) EDGE(1, 2, 0, 1, 2, 0) EDGE(1, 2, 0, 2, 0, 1)
    EDGE(2, 0, 1, 0, 1, 2) EDGE(2, 0, 1, 1, 2, 0) EDGE(2, 0, 1, 2, 0, 1)
#undef EDGE
    return ISECT_AXIS_NONE;
}
#undef EDGE_APART
#undef EDGE_R

bool isect_obb_obb(isect_obb a, isect_obb b)
{
    ISECT_REQUIRE(validate_obb_axes(a) && validate_obb_axes(b), "OBB axes orthonormal");
    return obb_sat(&a, &b, NULL) == ISECT_AXIS_NONE;
}

/* The same test as isect_obb_obb (one shared body), reporting the first separating axis in the
 * order faces of a (0-2), faces of b (3-5), edges a.u_i x b.u_j (6 + 3i + j), and that axis,
 * unit length and pointing from a toward b, in *axis (when not NULL; untouched on
 * ISECT_AXIS_NONE). */
int isect_obb_obb_axis(isect_obb a, isect_obb b, vec3s *axis)
{
    ISECT_REQUIRE(validate_obb_axes(a) && validate_obb_axes(b), "OBB axes orthonormal");
    const vec3s parts[10] = {a.c, a.u[0], a.u[1], a.u[2], a.e, b.c, b.u[0], b.u[1], b.u[2], b.e};
    if (any_nan(parts, 10))
        return nan_axis(axis);
    return obb_sat(&a, &b, axis);
}
