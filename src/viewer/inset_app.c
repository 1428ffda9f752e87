#include "inset_app.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_state.h"
#include "focus.h"
#include "log.h"

/* Turned on: the next frame, once the sample has declared its direction, frames the selection
 * clear of the inset (as F does), so that the inset covers none of the shapes it shows. */
static bool frame_pending;

void inset_turn(bool on)
{
    app.inset = frame_pending = on;
}

void inset_after_render(void)
{
    if (frame_pending && app.scene.inset.on)
        focus_selection_quietly();
    frame_pending = false;
}

void inset_toggle(void)
{
    inset_turn(!app.inset);
    if (!app.inset)
        log_info("F3: the 2-D inset hidden");
    else if (app.scene.inset.on)
        log_info("F3: the 2-D inset, looking across %s", app.scene.inset.caption);
    else
        log_info("F3: the 2-D inset is on; %s names no deciding direction here", app.ctx.sample->id);
}

/* "(x, y, z)" to 3 decimals, with no -0.000. */
static void format_vec(char *out, size_t size, vec3s v)
{
    float c[3];
    for (int i = 0; i < 3; i++)
        c[i] = fabsf(v.raw[i]) < 0.0005f ? 0.0f : v.raw[i];
    snprintf(out, size, "(%.3f, %.3f, %.3f)", (double)c[0], (double)c[1], (double)c[2]);
}

void log_inset(void)
{
    static char last[256];
    char now[sizeof last];
    const inset_request *q = &app.scene.inset;
    if (!q->on) {
        snprintf(now, sizeof now, "state %s: inset: none declared\n", app.ctx.sample->id);
    } else {
        inset_frame f = inset_frame_for(q, app.view);
        char right[48], up[48], forward[48];
        format_vec(right, sizeof right, f.right);
        format_vec(up, sizeof up, f.up);
        format_vec(forward, sizeof forward, f.forward);
        snprintf(now, sizeof now, "state %s: inset %s: right %s, up %s, looking %s\n", app.ctx.sample->id, q->caption,
                 right, up, forward);
    }
    if (strcmp(now, last) != 0) {
        fputs(now, stdout);
        app_flush_stdout();
        memcpy(last, now, sizeof last);
    }
}

bool inset_under_cursor(double x, double y)
{
    const inset_rect r = app.inset_shown;
    int window_w, window_h, pixels_w, pixels_h;
    glfwGetWindowSize(app.window, &window_w, &window_h);
    glfwGetFramebufferSize(app.window, &pixels_w, &pixels_h);
    if (!(r.w > 0) || window_w <= 0 || window_h <= 0)
        return false;
    const double px = x * pixels_w / window_w, py = y * pixels_h / window_h; /* HiDPI: more pixels */
    return px >= r.x && px < r.x + r.w && py >= r.y && py < r.y + r.h + r.caption_h;
}

gl_inset inset_for_gl(const inset_request *q, camera_view v, inset_rect r, int height)
{
    gl_inset out = {.x = (int)r.x, .y = height - (int)(r.y + r.h), .w = (int)r.w, .h = (int)r.h};
    if (r.w > 0 && r.h > 0)
        out.view_projection = inset_view_projection(q, inset_frame_for(q, v), r.w / r.h);
    return out;
}
