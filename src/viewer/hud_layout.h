/* What the HUD shows: the sample's title and place in the list, its checks badge and failures,
 * its description, the recent log, a key hint, and the help overlay listing every key. */
#ifndef ISECT_HUD_LAYOUT_H
#define ISECT_HUD_LAYOUT_H

#include <stdbool.h>

#include "hud.h"
#include "sample_ctx.h"

/* The scene's labels, each projected to the pixel beside its point (hidden behind the camera). */
void hud_labels(hud *h, const draw_list *scene, mat4s view_projection, float width, float height);
void hud_layout(hud *h, const sample_ctx *ctx, int index, int count, bool help, float width, float height);

#endif
