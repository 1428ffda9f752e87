/* What the HUD shows: the sample's title and place in the list, its checks badge and failures,
 * its description, the recent log, a key hint, and the help overlay listing every key. */
#ifndef ISECT_HUD_LAYOUT_H
#define ISECT_HUD_LAYOUT_H

#include <stdbool.h>

#include "hud.h"
#include "sample_ctx.h"

/* The scene's labels, each projected to the pixel beside its point (hidden behind the camera). */
void hud_labels(hud *h, const draw_list *scene, mat4s view_projection, float width, float height);
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
} hud_state;

/* Lays out the HUD; returns whether it showed the sample's description. */
bool hud_layout(hud *h, const sample_ctx *ctx, const hud_state *state, float width, float height);

#endif
