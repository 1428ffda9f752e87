#include <stdio.h>

#include "moving_plane_explain.h"

void moving_plane_explain(sample_ctx *ctx, const char *name, vec3s c, vec3s v, float r, const char *r_name,
                          isect_plane plane, bool meets, float t)
{
    vec3s end = glms_vec3_add(c, v), foot0 = isect_closest_point_plane(c, plane), foot1 = isect_closest_point_plane(end, plane);
    float d0 = isect_plane_distance(plane, c), d1 = isect_plane_distance(plane, end);
    draw_line(ctx, c, foot0, COLOR_NOTE);
    draw_line(ctx, end, foot1, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(c, foot0, 0.5f), COLOR_NOTE, "d0");
    draw_label(ctx, glms_vec3_lerp(end, foot1, 0.5f), COLOR_NOTE, "d1");
    float side_r = copysignf(r, d0); /* the distances are compared with r on the start's side */
    char head[128];
    snprintf(head, sizeof head, "%s: d0 = %s, d1 = %s, %s = %s", name, HUD_SIGNED(d0, side_r), HUD_SIGNED(d1, side_r),
             r_name, HUD_NUM(r, fabsf(d1)));
    if (meets && t == 0)
        sample_text(ctx, "%s -> |d0| ≤ r: touching at the start, t = 0", head);
    else if (!meets && glms_vec3_eqv(c, end))
        sample_text(ctx, "%s -> v = 0: nothing moves and |d0| > r: no contact", head);
    else if (!meets)
        sample_text(ctx, "%s -> %s: no contact in the step", head, d0 > 0 ? "d1 > r" : "d1 < -r");
    else
        sample_text(ctx, "%s -> t = (d0 %s r) / (d0 - d1) = %s", head, d0 > 0 ? "-" : "+", HUD_NUM(t, 0));
    if (meets && fabsf(d0) > r && fabsf(d1) > r)
        sample_text(ctx, "  (the static test misses at t = 0 and at t = 1)");
}
