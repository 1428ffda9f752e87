/* The 2-D inset's part of the HUD: its border, its caption with an arrow showing which way the
 * deciding direction points in it, and the scene's labels placed inside it when it is tall
 * enough to read them. The picture itself is the GL layer's (gl_draw_frame). */
#ifndef ISECT_INSET_HUD_H
#define ISECT_INSET_HUD_H

#include "hud.h"
#include "inset.h"
#include "sample_ctx.h"

/* Labels are drawn in the inset from this many lines of text tall: below it (a 640x360
 * window), they would cover what they name. */
#define INSET_LABEL_MIN_LINES 12.0f

void inset_hud(hud *h, const sample_ctx *ctx, inset_rect r);

#endif
