/* What the HUD shows: the sample's title and place in the list, its checks badge and failures,
 * its description, the recent log, a key hint, the scene's labels, and the help overlay listing
 * every key. */
#ifndef ISECT_HUD_LAYOUT_H
#define ISECT_HUD_LAYOUT_H

#include <stdbool.h>

#include "hud.h"
#include "inset.h"
#include "label_layout.h"
#include "sample_ctx.h"
#include "trace_run.h"

/* Whether the sample's description is shown: by the window's height (shown where it leaves the
 * scene room: at least HUD_IDEA_MIN_HEIGHT window units and HUD_IDEA_MIN_ROWS rows of text
 * tall, so neither in a small window nor in lecture mode, whose text would fill the window),
 * or as I last toggled it. */
enum { HUD_IDEA_AUTO, HUD_IDEA_SHOWN, HUD_IDEA_HIDDEN };
#define HUD_IDEA_MIN_ROWS 25
#define HUD_IDEA_MIN_HEIGHT 600.0f

/* What the framework knows beyond the sample: its place in the list and the viewer's modes. */
typedef struct hud_state {
    int index, count;
    bool help, paused;
    int idea;
    int preset;              /* -1: the sample's own scene */
    const char *preset_name;
    float pixel_ratio;       /* framebuffer pixels per window unit */
    mat4s view_projection;   /* the scene's camera: where its labels' points are on screen */
    const struct trace_run *trace; /* trace mode (G): the run its panel shows, or NULL */
    int trace_step;          /* the step the panel is at */
    bool inset;              /* F3: the 2-D inset, where the sample declares one */
} hud_state;

/* Where the layout put the HUD's text, in pixels from the window's top-left, y down: the block at
 * the top left (title line, checks badge, failures, the description and "why" panel) covers
 * x < top_right, y < top_bottom; the log and the key hint at the bottom cover y >= bottom_top,
 * x < bottom_right; the world axes' triad covers x >= axes_left, y >= axes_top (above the key
 * hint, at the right). What lies elsewhere (the help overlay and the menu aside) is the scene's. */
typedef struct hud_extent {
    float top_right, top_bottom;
    float bottom_top, bottom_right;
    float axes_left, axes_top;
    float panel_left; /* the trace panel covers x >= panel_left (width when it is not shown) */
    inset_rect inset; /* the 2-D inset (F3), w = 0 when none is shown */
    float line;       /* the text's line height, which the scene's labels share */
} hud_extent;

/* Lays out the HUD, recording where its text lies in *extent (when not NULL), with the scene's
 * labels placed beside their points around that text and around each other; returns whether it
 * showed the sample's description. */
bool hud_layout(hud *h, const sample_ctx *ctx, const hud_state *state, float width, float height, hud_extent *extent);

/* The scene's labels: each projected by view_projection to its point's pixel in the viewport
 * view (pixels from the window's top-left, y down), then laid out inside it around the points
 * and the first avoid_count panels (the HUD's text; label_layout.h), and the selection
 * marker's box, which hud_labels writes after them (panels holds a place for it). One that had
 * to move away gets a thin, dimmed line in its colour back to its point. */
void hud_labels(hud *h, const draw_list *scene, mat4s view_projection, label_box view, label_box *panels,
                int avoid_count);

#endif
