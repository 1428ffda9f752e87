/* The slab test decided exactly. Along the line p + t D, D = q - o, the box's slab on axis i
 * (D_i != 0) holds t in [A_i, B_i], A_i = (N_i - p_i) / D_i and B_i = (F_i - p_i) / D_i, where
 * N_i and F_i are the box's near and far sides as seen along D_i (min and max when D_i > 0).
 * An axis with D_i = 0 holds every t or none: min_i <= p_i <= max_i. The line meets the box
 * for t in [0, T] exactly when every entry comes before every exit:
 *     A_i <= B_j for every pair of moving axes i != j,   0 <= B_j,   A_i <= T (segments, T = 1)
 * (A_i <= B_i is min_i <= max_i). Multiplied out by the positive |D_i| |D_j|, each is the sign
 * of a 2-D cross product of differences of floats, which exact.h decides exactly:
 *     A_i <= B_j  <=>  s_i s_j ((F_j - p_j) D_i - (N_i - p_i) D_j) >= 0,  s = sign D,
 *     A_i <= 1    <=>  s_i ((N_i - p_i) - D_i) <= 0,
 * and 0 <= B_j is a comparison of floats, s_j (F_j - p_j) >= 0 (Ericson, Real-Time Collision
 * Detection, 5.3.3, the slab test, with its divisions moved across). */
#include "slab_exact.h"
#include "exact.h"

static bool finite3(vec3s v)
{
    return isfinite(v.x) && isfinite(v.y) && isfinite(v.z);
}

int isect_slab_exact(vec3s p, vec3s q, vec3s o, bool bounded, isect_aabb b)
{
    if (!(finite3(p) && finite3(q) && finite3(o) && finite3(b.min) && finite3(b.max)))
        return -1;
    int moving[3], count = 0;
    float near[3], far[3];
    int s[3];
    for (int i = 0; i < 3; i++) {
        float lo = b.min.raw[i], hi = b.max.raw[i];
        if (lo > hi)
            return 0; /* an empty box */
        s[i] = (q.raw[i] > o.raw[i]) - (q.raw[i] < o.raw[i]); /* the sign of D_i, exactly */
        if (s[i] == 0) {
            if (p.raw[i] < lo || p.raw[i] > hi)
                return 0; /* parallel to the slab and outside it */
            continue;
        }
        near[i] = s[i] > 0 ? lo : hi;
        far[i] = s[i] > 0 ? hi : lo;
        if ((float)s[i] * (far[i] - p.raw[i]) < 0)
            return 0; /* the exit lies behind the start: B_i < 0 (the float difference keeps the sign) */
        moving[count++] = i;
    }
    for (int a = 0; a < count; a++) {
        int i = moving[a];
        /* A_i <= 1: (N_i - p_i) - (q_i - o_i), as the cross product of ((N_i - p_i), (q_i - o_i))
         * with (1, 1). */
        if (bounded && s[i] * sign_of(cross2_exact_sign(near[i], p.raw[i], q.raw[i], o.raw[i], 1, 0, 1, 0)) > 0)
            return 0;
        for (int c = 0; c < count; c++) {
            int j = moving[c];
            if (i == j)
                continue;
            /* (F_j - p_j) D_i - (N_i - p_i) D_j */
            double x = cross2_exact_sign(far[j], p.raw[j], near[i], p.raw[i], q.raw[j], o.raw[j], q.raw[i], o.raw[i]);
            if (s[i] * s[j] * sign_of(x) < 0)
                return 0;
        }
    }
    return 1;
}
