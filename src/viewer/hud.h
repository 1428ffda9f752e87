/* Text and panels on top of the scene, in framebuffer pixels with y down. Text is UTF-8 in
 * DejaVu Sans Mono (font.h), every glyph a textured quad from the font's atlas; panels are
 * quads that sample the atlas's solid texel. Both are triangles in one vertex array, drawn in
 * order by the GL layer with one draw call. No GL here. */
#ifndef ISECT_HUD_H
#define ISECT_HUD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cglm/struct.h>

#include "font.h"

typedef struct hud_vertex {
    float x, y;  /* pixels */
    float s, t;  /* atlas coordinates, 0 to 1 */
    uint8_t r, g, b, a;
} hud_vertex;

/* The HUD's two sizes of text: HUD_TEXT for the sample's text, labels and log, which lecture
 * mode enlarges, and HUD_CHROME for the help overlay and the menu, which are laid out to fit
 * the window whole and so keep the window's size. */
typedef enum hud_size { HUD_TEXT, HUD_CHROME, HUD_SIZES } hud_size;

typedef struct hud {
    hud_vertex *v;  /* triangles, in drawing order */
    int count, capacity;
    font_atlas font;
    int sizes[HUD_SIZES]; /* pixel sizes, ascent to descent; 0 until hud_set_pixel_sizes */
    /* The size in use (hud_use), and what follows from it: */
    int pixel_size;
    float line;     /* pixels from one line of text to the next */
    int advance;    /* pixels from one character to the next (the font is monospaced) */
} hud;

/* The text's pixel size for a framebuffer of width x height pixels at pixel_ratio framebuffer
 * pixels per window unit: 32 lines fill the window's height and a line of 112 characters its
 * width, whichever is smaller, so the key hint fits. 12 px at 640x360, 22 at 1280x720 (the size
 * of the pixel font it replaces), 28 at 1600x1000, 34 at 1920x1080; times the pixel ratio on
 * HiDPI screens, times HUD_LECTURE_SCALE in lecture mode; even (half of it, where a label is
 * centred on its point, is a whole pixel, so glyphs stay on the pixel grid), from 10 to 160. */
#define HUD_ROWS 32.0f
#define HUD_COLUMNS 112.0f
#define HUD_LECTURE_SCALE 1.6f
int hud_pixel_size(int width, int height, float pixel_ratio, bool lecture);
/* The pixel size of the help overlay and the menu: the text's (not enlarged by lecture mode),
 * but no more than lets HUD_CHROME_ROWS lines of 1.1 sizes fill the height, so that the help
 * overlay's every key fits the window (10 px at 640x360, where the text is 12). */
#define HUD_CHROME_ROWS 35
int hud_chrome_pixel_size(int width, int height, float pixel_ratio);
/* Sets the pixel sizes of HUD_TEXT and HUD_CHROME, baking the font again when either changes,
 * and uses HUD_TEXT. */
void hud_set_pixel_sizes(hud *h, int text, int chrome);
/* Draws the text that follows, and measures it, in size which. */
void hud_use(hud *h, hud_size which);

void hud_clear(hud *h);
void hud_free(hud *h);
/* The width of n characters, for columns and panels sized in characters. */
float hud_columns(const hud *h, float n);
/* Draws UTF-8 text with its top-left corner at (x, y), snapped to whole pixels; returns the
 * width of its longest line. '\n' breaks lines; a code point the font lacks draws as '?'. */
float hud_text(hud *h, float x, float y, vec4s color, const char *text);
/* hud_text of the first len bytes of text. */
float hud_text_n(hud *h, float x, float y, vec4s color, const char *text, size_t len);
float hud_text_width(const hud *h, const char *text);
/* A filled rectangle. Its colour's alpha says how much of the background shows through; it is
 * drawn opaque, pre-blended over the background colour, as it was before the HUD blended. */
void hud_rect(hud *h, float x, float y, float w, float hgt, vec4s color);
/* A straight line thickness pixels wide, its colour's alpha blended over the background as
 * hud_rect's is (leader lines from labels to their points). */
void hud_line(hud *h, float x0, float y0, float x1, float y1, float thickness, vec4s color);
/* A rectangle drawn beneath the triangles added since index first (they are moved after it). */
void hud_panel_behind(hud *h, int first, float x, float y, float w, float hgt, vec4s color);
/* Draws text wrapped to max_width pixels; returns the number of lines. Lines break at spaces
 * only, never inside a word, and not beside an operator ("=", "<=", "≤", "-", "·", "->" …) nor
 * inside brackets ("min(da, db)", "|c - q|") unless that expression is wider than a whole
 * line; '\n' breaks a line. */
int hud_text_wrapped(hud *h, float x, float y, float max_width, vec4s color, const char *text);
/* The end of the line hud_text_wrapped draws from p, which starts a word: at a space, a '\n'
 * or the text's end. */
const char *hud_wrap(const hud *h, const char *p, float max_width);

#endif
