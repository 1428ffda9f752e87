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
    /* Every end and the gap with one count of decimals: enough to tell apart the two ends
     * facing each other across the gap (a 0.001 gap shows in the numbers too), and enough to
     * show the gap's first digit, so that the facing ends differ by the gap as printed
     * (-1.4142 and -1.4149 for a gap of 0.0007, not -1.414 and -1.415, 0.001 apart). */
    float near_box = lo > r ? r : -r, near_flat = lo > r ? lo : hi;
    bool by_gap = hud_number_decimals(gap, 0) > hud_number_decimals(near_box, near_flat);
    float a = by_gap ? gap : near_box, b = by_gap ? 0 : near_flat;
    sample_text(ctx, "box: %s .. %s   %s: %s .. %s   gap %s", HUD_NUM_AS(-r, a, b), HUD_NUM_AS(r, a, b), name,
                HUD_NUM_AS(lo, a, b), HUD_NUM_AS(hi, a, b), HUD_NUM_AS(gap, a, b));
}
