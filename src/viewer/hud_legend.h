/* The legend of the help overlay: each colour and line style of the scene with its meaning. */
#ifndef ISECT_HUD_LEGEND_H
#define ISECT_HUD_LEGEND_H

#include "hud.h"

/* The width of the legend in pixels, swatches and text. */
float hud_legend_width(const hud *h);
/* Draws the legend with its top-left corner at (x, y), one row a line. */
void hud_legend(hud *h, float x, float y);

#endif
