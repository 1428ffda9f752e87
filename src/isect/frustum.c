/* The view frustum: six outward planes from a view-projection matrix, and the conservative
 * culling tests of boxes and spheres against them. */
#include "isect.h"

#include <math.h>

/* Gribb-Hartmann: with r_i the rows of m, a point is inside the clip volume when
 * r_3.x +- r_i.x >= 0 for i = 0, 1, 2 (x = (p, 1)), i.e. six planes a.p + a.w >= 0 with
 * inward normals a.xyz. cglm's glm_frustum_planes builds them (left, right, bottom, top,
 * near, far); turned outward they are dot(-a.xyz, p) <= a.w. isect_plane_from_normal
 * normalises again (a no-op within rounding) and gives the NaN plane for a zero normal. */
void isect_frustum_from_matrix(mat4s m, isect_plane out[6])
{
    vec4s in[6];
    glms_frustum_planes(m, in);
    for (int i = 0; i < 6; i++)
        out[i] = isect_plane_from_normal((vec3s){{-in[i].x, -in[i].y, -in[i].z}}, in[i].w);
}

/* Per plane: the box's centre c and half-extents e, its projection radius r = e.|n| and the
 * centre's distance s = n.c - d (as isect_aabb_plane computes them); outside when s > r. The
 * test is written as "s <= r for all planes" so that a NaN fails it. batch.c repeats this
 * arithmetic operation for operation: keep the two identical. */
bool isect_aabb_frustum(isect_aabb b, const isect_plane planes[6])
{
    vec3s c = glms_vec3_scale(glms_vec3_add(b.max, b.min), 0.5f);
    vec3s e = glms_vec3_sub(b.max, c);
    bool in = true;
    for (int i = 0; i < 6; i++) {
        float r = glms_vec3_dot(e, glms_vec3_abs(planes[i].n));
        float s = glms_vec3_dot(planes[i].n, c) - planes[i].d;
        in &= s <= r;
    }
    return in;
}

/* Per plane: outside when the centre's distance s = n.c - d exceeds r. */
bool isect_sphere_frustum(isect_sphere s, const isect_plane planes[6])
{
    bool in = s.r >= 0.0f;
    for (int i = 0; i < 6; i++) {
        float dist = glms_vec3_dot(planes[i].n, s.c) - planes[i].d;
        in &= dist <= s.r;
    }
    return in;
}
