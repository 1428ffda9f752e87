/* Both shadows on a separating axis of a box and a triangle or polygon (box_shadows.h). */
#include <math.h>
#include <stdio.h>

#include "box_shadows.h"

void box_shadows_explain(sample_ctx *ctx, isect_aabb box, bool box_meets, vec3s l, const vec3s *pts, int count,
                         const char *name, const char *tag)
{
    l = glms_vec3_normalize(l);
    vec3s c = isect_aabb_center(box), e = isect_aabb_extents(box);
    float r = glms_vec3_dot(e, glms_vec3_abs(l)), lo = INFINITY, hi = -INFINITY;
    for (int v = 0; v < count; v++) {
        float s = glms_vec3_dot(l, glms_vec3_sub(pts[v], c));
        lo = fminf(lo, s), hi = fmaxf(hi, s);
    }
    /* The axis runs 3.2 above the box: o = c + 3.2 * (the part of y across l). */
    vec3s up = fabsf(l.y) > 0.9f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    vec3s o = glms_vec3_muladds(glms_vec3_normalize(glms_vec3_muladds(l, -glms_vec3_dot(up, l), up)), 3.2f, c);
    float gap = draw_axis_intervals(ctx, o, l, "l", (draw_interval){-r, r, box_meets ? COLOR_HIT : COLOR_SHAPE, "box"},
                                    (draw_interval){lo, hi, COLOR_SHAPE, tag});
    /* F3: across l, box, shape and both shadows side by side (the copy of l 3.2 above the box
     * included). */
    float reach = 3.6f;
    for (int v = 0; v < count; v++)
        reach = fmaxf(reach, glms_vec3_distance(pts[v], c));
    char caption[INSET_CAPTION_SIZE];
    snprintf(caption, sizeof caption, "l: box vs %s", tag);
    draw_inset_axis(ctx, l, c, fmaxf(reach, glms_vec3_norm(e)), caption);
    /* Every end with the decimals that tell apart the two ends facing each other across the
     * gap, so a 0.001 gap shows in the numbers too. */
    float near_box = lo > r ? r : -r, near_flat = lo > r ? lo : hi;
    sample_text(ctx, "box: %s .. %s   %s: %s .. %s   gap %s", HUD_NUM_AS(-r, near_box, near_flat),
                HUD_NUM_AS(r, near_box, near_flat), name, HUD_NUM_AS(lo, near_box, near_flat),
                HUD_NUM_AS(hi, near_box, near_flat), HUD_NUM(gap, 0));
}
