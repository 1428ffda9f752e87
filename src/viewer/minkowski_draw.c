/* Drawing a Minkowski difference in wireframe (minkowski_draw.h). */
#include "minkowski_draw.h"

#include <math.h>

#define ARC_STEPS 6 /* line segments per quarter circle */

/* The box b grown by r (the sphere − AABB difference): the 6 faces of b pushed out by r along
 * their normals, and at both ends of each of the 12 edges the quarter circle of radius r that
 * joins the two faces' outlines (the end of the edge's quarter cylinder, the rim of a corner's
 * eighth of a sphere). */
static void draw_rounded_box(sample_ctx *ctx, isect_aabb b, float r, vec4s color)
{
    for (int k = 0; k < 3; k++) { /* the faces normal to axis k */
        int i = (k + 1) % 3, j = (k + 2) % 3;
        for (int side = 0; side < 2; side++) {
            vec3s q[4];
            for (int c = 0; c < 4; c++) {
                vec3s p;
                p.raw[k] = side ? b.max.raw[k] + r : b.min.raw[k] - r;
                p.raw[i] = (c == 1 || c == 2) ? b.max.raw[i] : b.min.raw[i];
                p.raw[j] = c >= 2 ? b.max.raw[j] : b.min.raw[j];
                q[c] = p;
            }
            for (int c = 0; c < 4; c++)
                draw_line(ctx, q[c], q[(c + 1) % 4], color);
        }
    }
    for (int k = 0; k < 3; k++) { /* the edges along axis k, each at sides (si, sj) of i and j */
        int i = (k + 1) % 3, j = (k + 2) % 3;
        for (int e = 0; e < 4; e++)
            for (int end = 0; end < 2; end++) {
                vec3s p, u = GLMS_VEC3_ZERO_INIT, w = GLMS_VEC3_ZERO_INIT;
                p.raw[k] = end ? b.max.raw[k] : b.min.raw[k];
                p.raw[i] = e & 1 ? b.max.raw[i] : b.min.raw[i];
                p.raw[j] = e & 2 ? b.max.raw[j] : b.min.raw[j];
                u.raw[i] = e & 1 ? r : -r;
                w.raw[j] = e & 2 ? r : -r;
                vec3s last = glms_vec3_add(p, u);
                for (int s = 1; s <= ARC_STEPS; s++) {
                    float a = 0.5f * GLM_PIf * (float)s / ARC_STEPS;
                    vec3s next = glms_vec3_add(p, glms_vec3_add(glms_vec3_scale(u, cosf(a)), glms_vec3_scale(w, sinf(a))));
                    draw_line(ctx, last, next, color);
                    last = next;
                }
            }
    }
}

void draw_minkowski(sample_ctx *ctx, const minkowski_diff *d, vec4s color)
{
    switch (d->kind) {
    case MINKOWSKI_SPHERE: draw_sphere(ctx, d->sphere, color); break;
    case MINKOWSKI_BOX: draw_aabb(ctx, d->box, color); break;
    case MINKOWSKI_ROUNDED: draw_rounded_box(ctx, d->box, d->sphere.r, color); break;
    case MINKOWSKI_HULL:
        for (int f = 0; f < d->hull.face_count; f++)
            for (int c = 0, n = d->hull.corner_count[f]; c < n; c++)
                draw_line(ctx, d->hull.corners[f][c], d->hull.corners[f][(c + 1) % n], color);
        break;
    case MINKOWSKI_NONE: break;
    }
}
