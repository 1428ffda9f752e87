/* Which verdict colour a rendered pixel shows, from palette.h itself: the one place the tests
 * that look at images (render_colors, render_aabb_plane, and web_page.py through render_colors
 * --masks) take the colours from. A line is 1 pixel wide and antialiased, so its pixels are the
 * colour blended with the background, bg + k (colour - bg): a pixel counts when it lies near that
 * segment (within a seventh of the colour's distance from the background) with at least half
 * of the colour (k >= 0.5). The verdict colours, the plane's and the note's are far enough apart (the
 * palette's own test) that no blend of one passes for another. */
#ifndef ISECT_TEST_VERDICT_COLORS_H
#define ISECT_TEST_VERDICT_COLORS_H

#include <stdbool.h>

#include "palette.h"

typedef enum verdict_color { VERDICT_OTHER, VERDICT_HIT, VERDICT_APART } verdict_color;

/* Whether the pixel (bytes) is a blend of the background and c with at least half of c. */
static inline bool blend_of(int r, int g, int b, vec4s c)
{
    float bg[3] = {255 * COLOR_BACKGROUND.r, 255 * COLOR_BACKGROUND.g, 255 * COLOR_BACKGROUND.b};
    float e[3] = {255 * c.r - bg[0], 255 * c.g - bg[1], 255 * c.b - bg[2]};
    float d[3] = {(float)r - bg[0], (float)g - bg[1], (float)b - bg[2]};
    float ee = e[0] * e[0] + e[1] * e[1] + e[2] * e[2];
    float k = (d[0] * e[0] + d[1] * e[1] + d[2] * e[2]) / ee, off = 0;
    for (int i = 0; i < 3; i++)
        off += (d[i] - k * e[i]) * (d[i] - k * e[i]);
    return k >= 0.5f && k <= 1.2f && off <= 0.02f * ee;
}

static inline verdict_color verdict_color_of(int r, int g, int b)
{
    if (blend_of(r, g, b, COLOR_HIT)) return VERDICT_HIT;
    if (blend_of(r, g, b, COLOR_SHAPE)) return VERDICT_APART;
    return VERDICT_OTHER;
}

#endif
