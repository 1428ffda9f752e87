/* The OBB-OBB separating-axis test, one body for box.c (isect_obb_obb and its axis report) and
 * contact_box.c (isect_obb_obb_contact, which also keeps the axis of least overlap). Private to
 * the library. Each .c file gets its own copy, specialised by the compiler for the NULL
 * out-parameters it passes (gcc's constprop): the boolean test's copy keeps none of the
 * contact's bookkeeping. */
#ifndef ISECT_BOX_SAT_H
#define ISECT_BOX_SAT_H

#include "canonical.h"
#include "isect.h"
#include "trace.h"

#include <float.h>
#include <math.h>

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

/* sqrt(x^2 + y^2), the length of an edge axis L in a's frame (contact only), scaled by the larger
 * first: for nearly parallel edges x and y can be 1e-38, whose squares underflow to 0 (two
 * segment boxes along z, 1e-38 from parallel, touching end to end: their edge axis, the only one
 * without slack, read 0 / 0 and lost to a face axis at 1e-5, found by fuzz/fuzz_contact.c). */
static inline float edge_length(float x, float y)
{
    const float q = x * x + y * y;
    if (q >= 0x1p-100f) return sqrtf(q);       /* far above the denormals: no rounding lost */
    const float m = fmaxf(fabsf(x), fabsf(y));
    if (!(m > 0.0f)) return 0.0f;
    x /= m, y /= m;
    return m * sqrtf(x * x + y * y);
}

/* Whether an edge axis of length len may stand for the contact (asked only of one that would be
 * the least so far): not when below tiny (see obb_sat), nor when the axis the test measures in
 * a's frame, L_a = R_{i1 j} a.u_i2 - R_{i2 j} a.u_i1, and the one in b's, L_b = R_{i j2} b.u_j1 -
 * R_{i j1} b.u_j2 (both a.u_i x b.u_j in exact arithmetic), differ by more than 1e-3 |L|: nearly
 * parallel edges whose cosines' rounding (~1e-7) is not small beside the sine give an axis of
 * noise, a different one in each frame, and with no slack to cover it (flat or segment boxes,
 * whose extents taking part are 0) pushing b along L_a need not move t.L_b (two segments on one
 * line, 1e-7 from parallel, read depth 0 there and still met after a push of 4e-6; found by
 * fuzz/fuzz_contact.c). */
static bool edge_reliable(const isect_obb *a, const isect_obb *b, float len, float ra1, float ra2, int i1, int i2,
                          float rb1, float rb2, int j1, int j2, float tiny)
{
    if (!(len >= tiny)) return false;
    const vec3s la = glms_vec3_sub(glms_vec3_scale(a->u[i2], ra1 / len), glms_vec3_scale(a->u[i1], ra2 / len));
    const vec3s lb = glms_vec3_sub(glms_vec3_scale(b->u[j1], rb1 / len), glms_vec3_scale(b->u[j2], rb2 / len));
    return glms_vec3_norm2(glms_vec3_sub(la, lb)) <= 1e-6f;
}

/* Edge axis L = a.u_i x b.u_j, with i1, i2 and j1, j2 the other indices (cyclic): apart only
 * when t·L taken in a's frame and t·L taken in b's frame both exceed r_a + r_b. EDGE_TL_A and
 * EDGE_TL_B are those two |t·L|. */
#define EDGE_R(i, i1, i2, j, j1, j2)                                                          \
    ((ae[i1] * AR[i2][j] + ae[i2] * AR[i1][j]) + (be[j1] * AR[i][j2] + be[j2] * AR[i][j1]))
#define EDGE_TL_A(i, i1, i2, j, j1, j2) fabsf(R[i1][j] * ta[i2] - R[i2][j] * ta[i1])
#define EDGE_TL_B(i, i1, i2, j, j1, j2) fabsf(R[i][j2] * tb[j1] - R[i][j1] * tb[j2])
#define EDGE_APART(i, i1, i2, j, j1, j2)                                                      \
    (!(EDGE_TL_A(i, i1, i2, j, j1, j2) <= EDGE_R(i, i1, i2, j, j1, j2)) &                     \
     !(EDGE_TL_B(i, i1, i2, j, j1, j2) <= EDGE_R(i, i1, i2, j, j1, j2)))

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
 * e_i makes a box empty (no point has |x_i| <= e_i): apart, on that face axis.
 * Contact (contact not NULL, written only when no axis separates): every axis that does not
 * separate leaves an overlap, r_a + r_b - |t·L| (>= 0, the same sums as the test, so OBB_EPS
 * included; on an edge axis the smaller |t·L| of the two frames), divided by |L| (1 for a face,
 * sqrt(R_{i1 j}^2 + R_{i2 j}^2), the sine of the edges' angle, for an edge): how far b must move
 * along L to make it separate. The least one, the first in index order on a tie, is the depth,
 * and its axis, pointing from a toward b, the normal. An edge axis of parallel edges (|L| = 0)
 * gives an infinite or NaN quotient and never wins; one that edge_reliable turns down is
 * skipped too. */
static inline int obb_sat(const isect_obb *a, const isect_obb *b, vec3s *axis, isect_contact *contact)
{
    const float ae[3] = {a->e.x, a->e.y, a->e.z}, be[3] = {b->e.x, b->e.y, b->e.z};
    const vec3s t = glms_vec3_sub(b->c, a->c);
    float R[3][3], AR[3][3], ta[3], tb[3];     /* R_ij = a.u_i·b.u_j, AR = |R| + OBB_EPS */
    float least = INFINITY;                    /* contact: the least overlap so far, its axis */
    int at = 0;
    /* contact: an edge axis shorter than tiny has projections t.L, of about |L| (|t| + extents),
     * below 1e-30, where the float products underflow (axes 1.4e-45 from parallel read t.L = 0
     * and an overlap of 0 along L): it is skipped. */
    const float tiny = contact ? 1e-30f / (fmaxf(fabsf(t.x), fmaxf(fabsf(t.y), fabsf(t.z))) + (ae[0] + ae[1] + ae[2]) +
                                           (be[0] + be[1] + be[2]) + FLT_MIN)
                               : 0.0f;

    if ((ae[0] < 0) | (ae[1] < 0) | (ae[2] < 0) | (be[0] < 0) | (be[1] < 0) | (be[2] < 0)) {
        for (int i = 0; i < 6; i++) {
            const isect_obb *box = i < 3 ? a : b;
            if (box->e.raw[i % 3] < 0) {
                if (axis) *axis = axis_toward_b(box->u[i % 3], glms_vec3_dot(t, box->u[i % 3]));
                return i;
            }
        }
    }

    /* The overlap d along axis index k, kept when it is the least so far (contact only). */
#define KEEP(d, k)                                                                            \
    if (contact) {                                                                            \
        const float d_ = (d);                                                                 \
        if (d_ < least) least = d_, at = (k);                                                 \
    }

    /* L = a.u_i: r_a = a.e_i, r_b = sum_j b.e_j |R_ij|. Row i of R is made when its test needs
     * it, so boxes apart along a.u_0 cost 4 dot products, not 15. */
#define FACE_A(i)                                                                             \
    R[i][0] = glms_vec3_dot(a->u[i], b->u[0]), AR[i][0] = fabsf(R[i][0]) + OBB_EPS;           \
    R[i][1] = glms_vec3_dot(a->u[i], b->u[1]), AR[i][1] = fabsf(R[i][1]) + OBB_EPS;           \
    R[i][2] = glms_vec3_dot(a->u[i], b->u[2]), AR[i][2] = fabsf(R[i][2]) + OBB_EPS;           \
    ta[i] = glms_vec3_dot(t, a->u[i]);                                                        \
    {                                                                                         \
        const float tl = fabsf(ta[i]); /* |t·L| */                                            \
        const float ra = ae[i], rb = be[0] * AR[i][0] + be[1] * AR[i][1] + be[2] * AR[i][2];  \
        TRACE(tl); TRACE_SHADOW_A("ra", ra); TRACE_SHADOW_B("rb", rb); TRACE_AXIS(a->u[i]);   \
        if (!(tl <= ra + rb)) {                                                               \
            if (axis) *axis = axis_toward_b(a->u[i], ta[i]);                                  \
            return i;                                                                         \
        }                                                                                     \
        KEEP(ra + rb - tl, i)                                                                 \
    }
    FACE_A(0)
    FACE_A(1)
    FACE_A(2)
#undef FACE_A
    /* L = b.u_j: r_a = sum_i a.e_i |R_ij|, r_b = b.e_j. t_b straight from t, not t_a R. */
#define FACE_B(j)                                                                             \
    tb[j] = glms_vec3_dot(t, b->u[j]);                                                        \
    {                                                                                         \
        const float tl = fabsf(tb[j]);                                                        \
        const float ra = ae[0] * AR[0][j] + ae[1] * AR[1][j] + ae[2] * AR[2][j], rb = be[j];  \
        TRACE(tl); TRACE_SHADOW_A("ra", ra); TRACE_SHADOW_B("rb", rb); TRACE_AXIS(b->u[j]);   \
        if (!(tl <= ra + rb)) {                                                               \
            if (axis) *axis = axis_toward_b(b->u[j], tb[j]);                                  \
            return 3 + j;                                                                     \
        }                                                                                     \
        KEEP(ra + rb - tl, 3 + j)                                                             \
    }
    FACE_B(0)
    FACE_B(1)
    FACE_B(2)
#undef FACE_B
    /* L = a.u_i x b.u_j, index 6 + 3i + j */
#define EDGE(i, i1, i2, j, j1, j2)                                                            \
    TRACE_AXIS_NAMED("L = a.u_i x b.u_j", glms_vec3_cross(a->u[i], b->u[j]));                \
    TRACE_SHADOW_A("ra", ae[i1] * AR[i2][j] + ae[i2] * AR[i1][j]);                            \
    TRACE_SHADOW_B("rb", be[j1] * AR[i][j2] + be[j2] * AR[i][j1]);                            \
    TRACE_NAMED("|t.L| in a's frame", EDGE_TL_A(i, i1, i2, j, j1, j2));                       \
    TRACE_NAMED("|t.L| in b's frame", EDGE_TL_B(i, i1, i2, j, j1, j2));                       \
    if (EDGE_APART(i, i1, i2, j, j1, j2)) {                                                   \
        if (axis) *axis = edge_axis(a, t, R[i1][j], R[i2][j], i1, i2);                        \
        return 6 + 3 * i + j;                                                                 \
    }                                                                                         \
    if (contact) {                                                                            \
        const float len_ = edge_length(R[i1][j], R[i2][j]);                                   \
        const float d_ = (EDGE_R(i, i1, i2, j, j1, j2) - fminf(EDGE_TL_A(i, i1, i2, j, j1, j2),  \
                                                               EDGE_TL_B(i, i1, i2, j, j1, j2))) / len_; \
        if (d_ < least && edge_reliable(a, b, len_, R[i1][j], R[i2][j], i1, i2, R[i][j2], R[i][j1], j1, j2, tiny)) \
            least = d_, at = 6 + 3 * i + j;                                                   \
    }
    EDGE(0, 1, 2, 0, 1, 2)
    EDGE(0, 1, 2, 1, 2, 0)
    EDGE(0, 1, 2, 2, 0, 1)
    EDGE(1, 2, 0, 0, 1, 2)
    EDGE(1, 2, 0, 1, 2, 0)
    EDGE(1, 2, 0, 2, 0, 1)
    EDGE(2, 0, 1, 0, 1, 2)
    EDGE(2, 0, 1, 1, 2, 0)
    EDGE(2, 0, 1, 2, 0, 1)
#undef EDGE
#undef KEEP
    if (contact) {
        const int k = at < 6 ? 0 : at - 6, i = k / 3, j = k % 3;   /* an edge's i and j */
        contact->depth = least;
        contact->normal = at < 3 ? axis_toward_b(a->u[at], ta[at])
                        : at < 6 ? axis_toward_b(b->u[at - 3], tb[at - 3])
                                 : edge_axis(a, t, R[(i + 1) % 3][j], R[(i + 2) % 3][j], (i + 1) % 3, (i + 2) % 3);
    }
    return ISECT_AXIS_NONE;
}
#undef EDGE_APART
#undef EDGE_TL_A
#undef EDGE_TL_B
#undef EDGE_R

#endif
