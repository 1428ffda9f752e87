/* The view frustum: six outward planes from a view-projection matrix, and the conservative
 * culling tests of boxes and spheres against them. */
#include "isect.h"
#include "canonical.h"
#include "trace.h"
#include "validate.h"

#include <float.h>
#include <math.h>

/* Gribb-Hartmann: with r_i the rows of m, a point is inside the clip volume when
 * r_3.x +- r_i.x >= 0 for i = 0, 1, 2 (x = (p, 1)), i.e. six planes a.p + a.w >= 0 with
 * inward normals a.xyz (left, right, bottom, top, near, far, as cglm's glm_frustum_planes
 * orders them); turned outward they are dot(-a.xyz, p) <= a.w, normalised by
 * isect_plane_from_normal (the NaN plane for a zero normal). The planes are homogeneous, so m
 * may be scaled first: by 2^-k, exact, with 2^k about its largest |entry|, the sums r_3 +- r_i
 * cannot overflow (entries of 1e30 gave NaN planes through cglm, whose |a.xyz| overflowed). */
void isect_frustum_from_matrix(mat4s m, isect_plane out[6])
{
    float big = 0.0f;                           /* largest |entry| (fmaxf skips a NaN) */
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 4; i++)
            big = fmaxf(big, fabsf(m.col[j].raw[i]));
    if (big > 0.0f && big <= FLT_MAX) {         /* not all zero, none infinite */
        int k;
        frexpf(big, &k);                        /* big = f 2^k, f in [0.5, 1) */
        for (int j = 0; j < 4; j++)             /* each entry times 2^-k: at most 1, exact
                                                 * unless 2^126 times smaller than big */
            for (int i = 0; i < 4; i++)
                m.col[j].raw[i] = ldexpf(m.col[j].raw[i], -k);
    }
    for (int i = 0; i < 3; i++) {
        vec4s row = {{m.col[0].raw[i], m.col[1].raw[i], m.col[2].raw[i], m.col[3].raw[i]}};
        vec4s w = {{m.col[0].raw[3], m.col[1].raw[3], m.col[2].raw[3], m.col[3].raw[3]}};
        vec4s lo = glms_vec4_add(w, row), hi = glms_vec4_sub(w, row);   /* -w <= x_i, x_i <= w */
        out[2 * i] = isect_plane_from_normal((vec3s){{-lo.x, -lo.y, -lo.z}}, lo.w);
        out[2 * i + 1] = isect_plane_from_normal((vec3s){{-hi.x, -hi.y, -hi.z}}, hi.w);
    }
}

/* Per plane: the box's centre c and half-extents e, its projection radius r = e.|n| and the
 * centre's distance s = n.c - d (as isect_aabb_plane computes them, c halved before adding so
 * that bounds near FLT_MAX do not overflow); outside when s > r. Any non-zero normal length
 * gives the same verdict, as s and r both scale with it. The test is written as "s <= r for all
 * planes" so that a NaN fails it; an empty box (min > max) and a zero normal fail it too.
 * batch.c repeats this arithmetic operation for operation: keep the two identical. */
bool isect_aabb_frustum(isect_aabb b, const isect_plane planes[6])
{
    vec3s c = glms_vec3_add(glms_vec3_scale(b.max, 0.5f), glms_vec3_scale(b.min, 0.5f));
    vec3s e = glms_vec3_sub(b.max, c);
    TRACE_POINT(c); TRACE(e);
    bool in = aabb_nonempty(b);
    for (int i = 0; i < 6; i++) {
        TRACE(i); TRACE_AXIS(planes[i].n);
        vec3s an = glms_vec3_abs(planes[i].n);
        float r = glms_vec3_dot(e, an);
        TRACE(r);
        float s = glms_vec3_dot(planes[i].n, c) - planes[i].d;
        TRACE(s);
        in &= normal_nonzero(planes[i].n) & (s <= r);
        TRACE(in);
    }
    return TRACE_RETURN(in);
}

/* Per plane: outside when the centre's distance s = n.c - d exceeds r (a length, so the
 * normals must be unit; a zero normal fails, as a NaN one does). */
bool isect_sphere_frustum(isect_sphere s, const isect_plane planes[6])
{
    for (int i = 0; i < 6; i++)
        ISECT_REQUIRE(validate_unit_plane(planes[i]), "frustum plane normals of unit length");
    bool in = s.r >= 0.0f;
    for (int i = 0; i < 6; i++) {
        TRACE(i); TRACE_AXIS(planes[i].n);
        float dist = glms_vec3_dot(planes[i].n, s.c) - planes[i].d;
        TRACE(dist);
        in &= plane_normal_nonzero(&planes[i]) & (dist <= s.r);
        TRACE(in);
    }
    return TRACE_RETURN(in);
}
