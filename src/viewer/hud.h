/* Text and panels on top of the scene, in framebuffer pixels with y down. stb_easy_font turns
 * text into quads; each quad becomes two triangles in a draw buffer (core GL has no quads). */
#ifndef ISECT_HUD_H
#define ISECT_HUD_H

#include "draw_list.h"

typedef struct hud {
    draw_buffer tris;  /* triangles in pixel coordinates */
    float scale;       /* pixels per font unit: 2 on a normal screen, more on HiDPI */
} hud;

#define HUD_LINE_HEIGHT 12.0f /* font units from one line to the next */

void hud_clear(hud *h);
void hud_free(hud *h);
/* Draws text with its top-left corner at (x, y); returns its width in pixels. '\n' breaks lines. */
float hud_text(hud *h, float x, float y, vec4s color, const char *text);
float hud_text_width(const hud *h, const char *text);
/* A filled rectangle. Its colour's alpha says how much of the background shows through; it is
 * drawn opaque, pre-blended over the background colour (the frame has no blending: gl.c). */
void hud_rect(hud *h, float x, float y, float w, float hgt, vec4s color);
/* A rectangle drawn beneath the triangles added since index first (they are moved after it). */
void hud_panel_behind(hud *h, int first, float x, float y, float w, float hgt, vec4s color);
/* Draws text wrapped to max_width pixels at word boundaries; returns the number of lines. */
int hud_text_wrapped(hud *h, float x, float y, float max_width, vec4s color, const char *text);

#endif
