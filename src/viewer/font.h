/* The HUD's font: DejaVu Sans Mono (Debian's fonts-dejavu-core; its licence travels in the
 * file's name table), embedded at build time by cmake/embed_font.cmake and rasterised by
 * stb_truetype into a single-channel glyph atlas at the pixel size the HUD asks for. No GL
 * here: the GL layer uploads the atlas when its generation changes. */
#ifndef ISECT_FONT_H
#define ISECT_FONT_H

#include <stdbool.h>
#include <stdint.h>

/* A glyph: its rectangle in the atlas (texels) and where that rectangle goes relative to the
 * pen, which stands on the baseline (pixels, y down). */
typedef struct font_glyph {
    uint32_t codepoint;
    int16_t s0, t0, s1, t1;  /* atlas rectangle, texels */
    int16_t x0, y0, x1, y1;  /* quad relative to the pen, pixels */
} font_glyph;

/* The glyphs at one pixel size. */
typedef struct font_size {
    int pixel_size;          /* ascent to descent, pixels */
    int ascent;              /* the baseline below the top of a line, pixels */
    int advance;             /* pen step of every glyph (a monospaced font), whole pixels */
    font_glyph *glyphs;      /* sorted by code point */
    int glyph_count;
} font_size;

/* One atlas for every size the HUD draws in (at most FONT_MAX_SIZES: its text and, in lecture
 * mode, the larger text), so one texture serves the whole HUD. */
#define FONT_MAX_SIZES 2
typedef struct font_atlas {
    font_size sizes[FONT_MAX_SIZES];
    int size_count;          /* 0 before the first bake */
    int width, height;       /* of pixels, one byte a texel */
    unsigned char *pixels;   /* row 0 is opaque: FONT_SOLID_S/T sample it for solid fills */
    unsigned generation;     /* changes at every bake */
} font_atlas;

/* A texel that is fully covered, for drawing solid rectangles with the text's shader (Dear
 * ImGui's "white pixel" idea): one texture and one draw call for panels and text alike. */
#define FONT_SOLID_S 0
#define FONT_SOLID_T 0

/* Rasterises the glyph set at each of the count pixel sizes (ascent to descent; equal sizes
 * baked once) unless the atlas holds just those already; false (the atlas left empty, the
 * reason logged once) when memory runs out. */
bool font_bake(font_atlas *f, const int *pixel_sizes, int count);
void font_free(font_atlas *f);
/* The atlas's glyphs at pixel_size; NULL when it was not baked at that size. */
const font_size *font_size_of(const font_atlas *f, int pixel_size);
/* The glyph of codepoint, or of '?' when the font has none for it. */
const font_glyph *font_find(const font_size *s, uint32_t codepoint);
/* The font's advance width over its ascent-to-descent height (0.517 for DejaVu Sans Mono):
 * how wide a column of text is at a pixel size, before any bake. */
float font_advance_ratio(void);

/* Decodes the UTF-8 sequence at *s and moves *s past it. A malformed or truncated sequence,
 * an overlong form, a surrogate or a value past U+10FFFF gives U+FFFD and moves one byte on. */
uint32_t font_utf8_next(const char **s);

#endif
