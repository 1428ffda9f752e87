#include "inset.h"

#include <math.h>
#include <stdio.h>

#include "sample_ctx.h"

static void declare(sample_ctx *ctx, vec3s dir, vec3s centre, float radius, const char *caption, bool vertical)
{
    if (!ctx->draw || ctx->draw->inset.on || !(glms_vec3_norm2(dir) > 0) || !(radius >= 0))
        return; /* the first declaration of the frame wins; no direction, no inset */
    inset_request *r = &ctx->draw->inset;
    *r = (inset_request){.on = true, .vertical = vertical, .dir = glms_vec3_normalize(dir), .centre = centre,
                         .radius = radius};
    snprintf(r->caption, sizeof r->caption, "%s", caption);
}

void draw_inset_axis(sample_ctx *ctx, vec3s axis, vec3s centre, float radius, const char *caption)
{
    declare(ctx, axis, centre, radius, caption, false);
}

void draw_inset_normal(sample_ctx *ctx, vec3s n, vec3s centre, float radius, const char *caption)
{
    declare(ctx, n, centre, radius, caption, true);
}

/* v with its part along unit d removed. */
static vec3s across(vec3s v, vec3s d)
{
    return glms_vec3_muladds(d, -glms_vec3_dot(v, d), v);
}

inset_frame inset_frame_of(const inset_request *r, vec3s main_forward, vec3s main_right, vec3s main_up)
{
    const vec3s d = r->dir;
    /* Look as the main camera looks, turned about the least angle that makes the line of sight
     * perpendicular to d. The main camera looking (nearly) along d, whose pitch is clamped short
     * of vertical, has its up perpendicular to d: look down along it. */
    vec3s forward = across(main_forward, d);
    if (glms_vec3_norm(forward) < 0.05f)
        forward = glms_vec3_negate(across(main_up, d));
    forward = glms_vec3_normalize(forward);
    /* d on screen points right (an axis) or up (a normal) when it points right or up in the
     * main view, and the other way when it points left or down: the inset is then a turn of the
     * main view, never its mirror. Measured along the screen's diagonal, right + up, so that
     * the common axes (a vertical L, seen from any yaw, lies exactly across the main view's
     * right) sit far from the sign's change. With forward = up x right (camera_axes'
     * convention): right = forward x up and up = right x forward. */
    const float s = glms_vec3_dot(d, glms_vec3_add(main_right, main_up)) < 0 ? -1.0f : 1.0f;
    inset_frame f = {.forward = forward};
    if (r->vertical) {
        f.up = glms_vec3_scale(d, s);
        f.right = glms_vec3_normalize(glms_vec3_cross(forward, f.up));
    } else {
        f.right = glms_vec3_scale(d, s);
        f.up = glms_vec3_normalize(glms_vec3_cross(f.right, forward));
    }
    return f;
}

inset_frame inset_frame_for(const inset_request *r, camera_view v)
{
    vec3s forward, right, up;
    camera_axes(v, &forward, &right, &up);
    return inset_frame_of(r, forward, right, up);
}

mat4s inset_view_projection(const inset_request *r, inset_frame f, float aspect)
{
    /* A margin round what must show, and at least INSET_MIN_RADIUS: a point box, a sphere of
     * radius 0, is seen with its surroundings, not magnified into a blur of nearby lines. */
    const float half = 1.15f * fmaxf(r->radius, INSET_MIN_RADIUS);
    const float half_w = aspect >= 1 ? half * aspect : half, half_h = aspect >= 1 ? half : half / aspect;
    vec3s eye = glms_vec3_muladds(f.forward, -INSET_DEPTH, r->centre);
    mat4s view = glms_lookat(eye, r->centre, f.up);
    mat4s projection = glms_ortho(-half_w, half_w, -half_h, half_h, 0.0f, 2.0f * INSET_DEPTH);
    return glms_mat4_mul(projection, view);
}

inset_rect inset_place(float width, float height, float line, float top_right, float top_bottom, float axes_top)
{
    /* About a third of the window's width, a half of its height at most, less the caption. */
    const float margin = 0.75f * line, caption = ceilf(1.5f * line); /* the HUD's margin */
    const float side = floorf(fminf(0.34f * width, 0.5f * height - caption));
    const float x = width - margin - side;
    const inset_rect none = {0, 0, 0, 0, 0};
    if (side < INSET_MIN_SIDE)
        return none;
    if (x >= top_right) /* beside the top-left block */
        return (inset_rect){x, margin, side, side, caption};
    /* Below it, as large as the room above the world axes' triad allows. */
    const float below = floorf(fminf(side, axes_top - margin - caption - (top_bottom + margin)));
    if (below < INSET_MIN_SIDE)
        return none;
    return (inset_rect){width - margin - below, top_bottom + margin, below, below, caption};
}
