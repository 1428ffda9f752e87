/* Box against box: AABB–AABB by interval overlap, OBB–OBB by the separating-axis test. */
#include "isect.h"

#include <math.h>

/* AABB vs AABB: two boxes meet when their intervals overlap on every world axis,
 * a.min <= b.max and b.min <= a.max per axis. Ericson, Real-Time Collision Detection, 4.2.1.
 * Assumes min <= max; written with <= and & so a NaN gives false, branch-free. */
bool isect_aabb_aabb(isect_aabb a, isect_aabb b)
{
    return (a.min.x <= b.max.x) & (b.min.x <= a.max.x) &
           (a.min.y <= b.max.y) & (b.min.y <= a.max.y) &
           (a.min.z <= b.max.z) & (b.min.z <= a.max.z);
}

/* Added to every |R_ij| (a cosine). It pads each projected radius by OBB_EPS times the
 * half-extents taking part, so the slack is relative to the boxes' sizes, and it outweighs
 * the rounding noise (a few FLT_EPSILON in R and in t) that otherwise decides the tests
 * whose axis is a zero cross product of parallel edges: there both sides are ~0 and noise
 * alone would report a separation. Boxes apart by less than ~1e-5 of their size may
 * therefore be reported as touching, never the reverse. */
#define OBB_EPS 1e-5f

/* The axis of a separation, unit length, pointing from a toward b (st: the sign of t·L). */
static vec3s axis_toward_b(vec3s l, float st)
{
    float len = glms_vec3_norm(l);
    return glms_vec3_scale(l, (st < 0.0f ? -1.0f : 1.0f) / (len > 0.0f ? len : 1.0f));
}

/* OBB vs OBB by the separating-axis test over the 15 candidate axes: the 3 face normals of
 * each box and the 9 cross products of an edge of a with an edge of b. With R_ij = a.u_i·b.u_j
 * and t = b.c - a.c, on axis L the boxes are apart when
 *     |t·L| > r_a + r_b,   r_a = sum_i a.e_i |a.u_i·L|,   r_b = sum_j b.e_j |b.u_j·L|,
 * and for L = a.u_i x b.u_j (i1, i2 and j1, j2 the other two indices, cyclic)
 *     t·L = R_{i1 j} t_a[i2] - R_{i2 j} t_a[i1] = R_{i j2} t_b[j1] - R_{i j1} t_b[j2],
 *     r_a = a.e_i1 |R_{i2 j}| + a.e_i2 |R_{i1 j}|,   r_b = b.e_j1 |R_{i j2}| + b.e_j2 |R_{i j1}|,
 * t_a and t_b being t in a's and b's frame. Ericson, Real-Time Collision Detection, 4.4.1
 * (after Gottschalk's OBBTree), with OBB_EPS added to |R| for parallel edges.
 * Symmetry: t_b is taken straight from t (not as t_a R), and t·L from both frames, keeping the
 * smaller |t·L|; every test then computes bit for bit the same numbers when a and b are
 * swapped, so isect_obb_obb(a, b) == isect_obb_obb(b, a) exactly, rounding included.
 * A NaN anywhere fails a face test (the comparisons are written !(x <= r)): NaN boxes are
 * separated, by the first axis the NaN reaches. Assumes orthonormal axes and e >= 0. */
static inline int obb_sat(isect_obb a, isect_obb b, vec3s *axis)
{
    const float ae[3] = {a.e.x, a.e.y, a.e.z}, be[3] = {b.e.x, b.e.y, b.e.z};
    float R[3][3], absR[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            R[i][j] = glms_vec3_dot(a.u[i], b.u[j]);
            absR[i][j] = fabsf(R[i][j]) + OBB_EPS;
        }
    vec3s t = glms_vec3_sub(b.c, a.c);
    const float ta[3] = {glms_vec3_dot(t, a.u[0]), glms_vec3_dot(t, a.u[1]), glms_vec3_dot(t, a.u[2])};
    const float tb[3] = {glms_vec3_dot(t, b.u[0]), glms_vec3_dot(t, b.u[1]), glms_vec3_dot(t, b.u[2])};

    /* L = a.u_i: r_a = a.e_i, r_b = sum_j b.e_j |R_ij| */
    for (int i = 0; i < 3; i++) {
        float ra = ae[i];
        float rb = be[0] * absR[i][0] + be[1] * absR[i][1] + be[2] * absR[i][2];
        if (!(fabsf(ta[i]) <= ra + rb)) {
            if (axis) *axis = axis_toward_b(a.u[i], ta[i]);
            return i;
        }
    }
    /* L = b.u_j: r_a = sum_i a.e_i |R_ij|, r_b = b.e_j */
    for (int j = 0; j < 3; j++) {
        float ra = ae[0] * absR[0][j] + ae[1] * absR[1][j] + ae[2] * absR[2][j];
        float rb = be[j];
        if (!(fabsf(tb[j]) <= ra + rb)) {
            if (axis) *axis = axis_toward_b(b.u[j], tb[j]);
            return 3 + j;
        }
    }
    /* L = a.u_i x b.u_j */
    static const int next[3] = {1, 2, 0}, prev[3] = {2, 0, 1};
    for (int i = 0; i < 3; i++) {
        int i1 = next[i], i2 = prev[i];
        for (int j = 0; j < 3; j++) {
            int j1 = next[j], j2 = prev[j];
            float tl = fminf(fabsf(R[i1][j] * ta[i2] - R[i2][j] * ta[i1]),    /* a's frame */
                             fabsf(R[i][j2] * tb[j1] - R[i][j1] * tb[j2]));   /* b's frame */
            float ra = ae[i1] * absR[i2][j] + ae[i2] * absR[i1][j];
            float rb = be[j1] * absR[i][j2] + be[j2] * absR[i][j1];
            if (!(tl <= ra + rb)) {
                if (axis) {
                    vec3s l = glms_vec3_cross(a.u[i], b.u[j]);
                    *axis = axis_toward_b(l, glms_vec3_dot(t, l));
                }
                return 6 + 3 * i + j;
            }
        }
    }
    return -1;
}

bool isect_obb_obb(isect_obb a, isect_obb b)
{
    return obb_sat(a, b, NULL) < 0;
}

/* The same test as isect_obb_obb (one shared body), reporting the first separating axis in the
 * order faces of a (0-2), faces of b (3-5), edges a.u_i x b.u_j (6 + 3i + j), and that axis,
 * unit length and pointing from a toward b, in *axis (when not NULL; untouched on -1). */
int isect_obb_obb_axis(isect_obb a, isect_obb b, vec3s *axis)
{
    return obb_sat(a, b, axis);
}
