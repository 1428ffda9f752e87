/* The SAT strip in the HUD (sat_strip.h): a title with the pair and the library's verdict, a
 * line on how the library decides, and a row per candidate axis in the order the library tries
 * them: its name, the shadows' numbers, a bar from a zero line (overlap to the left in the
 * "meets" colour, gap to the right in the "apart" colour, all bars of the strip on one scale)
 * and the library's marks. No GL here. */
#ifndef ISECT_HUD_SAT_STRIP_H
#define ISECT_HUD_SAT_STRIP_H

#include "hud.h"
#include "sat_strip.h"

/* Draws s with its top-left corner at (x, y) on a panel, no wider than max_w and no taller than
 * max_h: every row where they fit, else the marked rows only and a line saying how many are
 * left out and what makes room (I, where the idea above takes rows: idea_shown); narrower than
 * the full columns, without the numbers. Returns the panel's bottom and writes its right edge
 * to *right. */
float hud_sat_strip(hud *h, const sat_strip *s, float x, float y, float max_w, float max_h, bool idea_shown,
                    float *right);

#endif
