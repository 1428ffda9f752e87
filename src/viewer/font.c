#include "font.h"

#include <math.h>
#include <stdlib.h>

#include "log.h"

#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>

/* The .ttf file, as bytes, from cmake/embed_font.cmake. */
extern const unsigned char font_ttf[];
extern const unsigned long font_ttf_size;

/* The glyphs baked, ascending: ASCII, then what formulas and the HUD's notes need (· × ≤ ≥ ≠
 * − ² ³ ⁻ ¹ ₀-₉ among them) and what is cheap beside it. A code point the font lacks is left
 * out when baking, so it draws as '?' like any other. */
static const uint32_t glyph_ranges[][2] = {
    {0x0020, 0x007e}, /* ASCII */
    {0x00a0, 0x00ff}, /* Latin-1: no-break space, ° ± ² ³ · ¹ ½ ×, accented letters */
    {0x0391, 0x03c9}, /* Greek: α β θ λ π σ … */
    {0x2010, 0x2027}, /* dashes, quotes, † ‖ • … */
    {0x2032, 0x2033}, /* primes ′ ″ */
    {0x2070, 0x208e}, /* superscripts ⁰ ⁱ ⁴-⁹ ⁺ ⁻ ⁼ ⁽ ⁾ ⁿ, subscripts ₀-₉ ₊ ₋ ₌ ₍ ₎ */
    {0x2190, 0x2194}, /* arrows ← ↑ → ↓ ↔ */
    {0x21d2, 0x21d2}, /* ⇒ */
    {0x21d4, 0x21d4}, /* ⇔ */
    {0x2200, 0x222b}, /* ∀ ∂ ∆ ∇ ∈ ∉ ∑ − ∓ ∘ ∙ √ ∞ ∠ ∧ ∨ ∩ ∪ ∫ */
    {0x2248, 0x2248}, /* ≈ */
    {0x2260, 0x2265}, /* ≠ ≡ ≤ ≥ */
    {0x22a5, 0x22a5}, /* ⊥ */
    {0x22c5, 0x22c5}, /* ⋅ */
    {0x25a0, 0x25a1}, /* ■ □ */
    {0x25b2, 0x25b3}, /* ▲ △ */
    {0x25cb, 0x25cb}, /* ○ */
    {0x25cf, 0x25cf}, /* ● */
    {0x2713, 0x2713}, /* ✓ */
    {0x2717, 0x2717}, /* ✗ */
};
#define MAX_GLYPHS 512

#define SOLID_ROWS 2 /* row 0 opaque, row 1 a blank gap above the glyphs */
#define MAX_ATLAS 4096

static stbtt_fontinfo info;

static bool font_init(void)
{
    static int state; /* 0 not tried, 1 ready, -1 unusable */
    if (state == 0) {
        int offset = stbtt_GetFontOffsetForIndex(font_ttf, 0);
        state = offset >= 0 && stbtt_InitFont(&info, font_ttf, offset) ? 1 : -1;
        if (state < 0) /* only a broken build gets here: the file is checked at configure time */
            log_error("hud: the embedded font (%lu bytes) is not a TrueType font stb_truetype reads", font_ttf_size);
    }
    return state > 0;
}

/* The code points of glyph_ranges the font has, ascending; their number. */
static int present_codepoints(int out[MAX_GLYPHS])
{
    int n = 0;
    for (size_t r = 0; r < sizeof glyph_ranges / sizeof glyph_ranges[0]; r++)
        for (uint32_t c = glyph_ranges[r][0]; c <= glyph_ranges[r][1] && n < MAX_GLYPHS; c++)
            if (stbtt_FindGlyphIndex(&info, (int)c) > 0)
                out[n++] = (int)c;
    return n;
}

float font_advance_ratio(void)
{
    static float ratio; /* read once: the HUD asks every frame */
    if (ratio == 0.0f) {
        int ascent, descent, gap, advance, bearing;
        if (!font_init())
            return 0.6f;
        stbtt_GetFontVMetrics(&info, &ascent, &descent, &gap);
        stbtt_GetCodepointHMetrics(&info, 'M', &advance, &bearing);
        ratio = (float)advance / (float)(ascent - descent);
    }
    return ratio;
}

void font_free(font_atlas *f)
{
    free(f->pixels);
    for (int i = 0; i < f->size_count; i++)
        free(f->sizes[i].glyphs);
    unsigned generation = f->generation;
    *f = (font_atlas){.generation = generation};
}

/* Packs the glyphs at each size into a width x height atlas below its solid rows; false when
 * they do not fit (or memory runs out), so the caller tries a larger one. */
static bool pack(unsigned char *pixels, int width, int height, const int *sizes, int count, int *codepoints, int n,
                 stbtt_packedchar chars[][MAX_GLYPHS])
{
    stbtt_pack_context pc;
    if (!stbtt_PackBegin(&pc, pixels + SOLID_ROWS * width, width, height - SOLID_ROWS, width, 1, NULL))
        return false;
    /* No oversampling: each glyph lands on whole pixels at a whole-pixel pen (hud.c), so the
     * texels map one to one onto the screen and the text stays sharp. */
    stbtt_PackSetOversampling(&pc, 1, 1);
    stbtt_pack_range ranges[FONT_MAX_SIZES];
    for (int i = 0; i < count; i++)
        ranges[i] = (stbtt_pack_range){.font_size = (float)sizes[i], .array_of_unicode_codepoints = codepoints,
                                       .num_chars = n, .chardata_for_range = chars[i]};
    int ok = stbtt_PackFontRanges(&pc, font_ttf, 0, ranges, count);
    stbtt_PackEnd(&pc);
    return ok != 0;
}

/* The glyphs of one size, from what stb_truetype packed; false when memory runs out. */
static bool glyphs_of(font_size *size, int pixel_size, const int *codepoints, int n, const stbtt_packedchar *chars)
{
    font_glyph *glyphs = malloc((size_t)n * sizeof *glyphs);
    if (!glyphs)
        return false;
    for (int i = 0; i < n; i++) {
        const stbtt_packedchar *c = &chars[i];
        glyphs[i] = (font_glyph){
            .codepoint = (uint32_t)codepoints[i],
            .s0 = (int16_t)c->x0, .t0 = (int16_t)(c->y0 + SOLID_ROWS),
            .s1 = (int16_t)c->x1, .t1 = (int16_t)(c->y1 + SOLID_ROWS),
            .x0 = (int16_t)lroundf(c->xoff), .y0 = (int16_t)lroundf(c->yoff),
            .x1 = (int16_t)lroundf(c->xoff2), .y1 = (int16_t)lroundf(c->yoff2),
        };
    }
    int ascent, descent, gap;
    stbtt_GetFontVMetrics(&info, &ascent, &descent, &gap);
    float scale = stbtt_ScaleForPixelHeight(&info, (float)pixel_size);
    int advance = (int)lroundf(font_advance_ratio() * (float)pixel_size);
    *size = (font_size){.pixel_size = pixel_size, .ascent = (int)lroundf((float)ascent * scale),
                        .advance = advance > 1 ? advance : 1, .glyphs = glyphs, .glyph_count = n};
    return true;
}

/* Whether the atlas holds the glyphs at exactly these sizes. */
static bool baked_at(const font_atlas *f, const int *sizes, int count)
{
    if (!f->pixels || f->size_count != count)
        return false;
    for (int i = 0; i < count; i++)
        if (f->sizes[i].pixel_size != sizes[i])
            return false;
    return true;
}

bool font_bake(font_atlas *f, const int *pixel_sizes, int count)
{
    int sizes[FONT_MAX_SIZES], n_sizes = 0;
    for (int i = 0; i < count && n_sizes < FONT_MAX_SIZES; i++) { /* each size once */
        bool seen = pixel_sizes[i] < 1 || pixel_sizes[i] > 512;
        for (int k = 0; k < n_sizes; k++)
            seen |= sizes[k] == pixel_sizes[i];
        if (!seen)
            sizes[n_sizes++] = pixel_sizes[i];
    }
    if (baked_at(f, sizes, n_sizes))
        return true;
    font_free(f);
    if (!font_init() || n_sizes == 0)
        return false;
    static int codepoints[MAX_GLYPHS];
    static stbtt_packedchar chars[FONT_MAX_SIZES][MAX_GLYPHS];
    int n = present_codepoints(codepoints);

    /* A first guess at the atlas from the glyphs' cells (a column wide, a line tall, plus the
     * padding), then twice as tall until they fit. */
    float area = 0;
    for (int i = 0; i < n_sizes; i++)
        area += ((float)sizes[i] * font_advance_ratio() + 2.0f) * ((float)sizes[i] + 2.0f) * (float)n;
    int width = 64;
    while (width < MAX_ATLAS && (float)width * (float)width < 1.2f * area)
        width *= 2;
    unsigned char *pixels = NULL;
    int height = width / 4; /* tried first at half as tall as wide */
    bool packed = false;
    while (!packed && height < MAX_ATLAS) {
        height *= 2;
        free(pixels);
        pixels = malloc((size_t)width * (size_t)height);
        if (!pixels)
            break;
        packed = pack(pixels, width, height, sizes, n_sizes, codepoints, n, chars);
    }
    *f = (font_atlas){.width = width, .height = height, .pixels = pixels, .generation = f->generation + 1};
    for (int i = 0; packed && i < n_sizes; i++, f->size_count++)
        packed = glyphs_of(&f->sizes[i], sizes[i], codepoints, n, chars[i]);
    if (!packed) {
        font_free(f);
        log_error_once("hud: cannot bake the font at %d px (out of memory or over %dx%d texels); no text is drawn",
                       sizes[n_sizes - 1], MAX_ATLAS, MAX_ATLAS);
        return false;
    }
    for (int x = 0; x < width; x++) {
        pixels[x] = 255;        /* the solid row */
        pixels[width + x] = 0;  /* and the gap below it */
    }
    return true;
}

const font_size *font_size_of(const font_atlas *f, int pixel_size)
{
    for (int i = 0; i < f->size_count; i++)
        if (f->sizes[i].pixel_size == pixel_size)
            return &f->sizes[i];
    return NULL;
}

static const font_glyph *search(const font_size *s, uint32_t codepoint)
{
    int lo = 0, hi = s->glyph_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        uint32_t c = s->glyphs[mid].codepoint;
        if (c == codepoint)
            return &s->glyphs[mid];
        if (c < codepoint)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return NULL;
}

const font_glyph *font_find(const font_size *s, uint32_t codepoint)
{
    /* ASCII is baked first and in order: a glance, not a search (when the font has it all). */
    if (codepoint >= 0x20 && codepoint <= 0x7e && s->glyph_count > 0x5e && s->glyphs[codepoint - 0x20].codepoint == codepoint)
        return &s->glyphs[codepoint - 0x20];
    const font_glyph *g = search(s, codepoint);
    return g ? g : search(s, '?');
}

uint32_t font_utf8_next(const char **s)
{
    /* RFC 3629, section 3: lead byte 0xxxxxxx, 110xxxxx, 1110xxxx or 11110xxx, then 10xxxxxx
     * continuation bytes; the shortest form only, no surrogates, nothing past U+10FFFF. */
    static const uint32_t lead_mask[] = {0x7f, 0x1f, 0x0f, 0x07};
    static const uint32_t least[] = {0, 0x80, 0x800, 0x10000};
    const unsigned char *p = (const unsigned char *)*s;
    int extra = p[0] < 0x80 ? 0 : (p[0] & 0xe0) == 0xc0 ? 1 : (p[0] & 0xf0) == 0xe0 ? 2 : (p[0] & 0xf8) == 0xf0 ? 3 : -1;
    uint32_t c = extra < 0 ? 0 : p[0] & lead_mask[extra];
    for (int i = 1; extra > 0 && i <= extra; i++) {
        if ((p[i] & 0xc0) != 0x80) { /* also stops at the terminating NUL */
            extra = -1;
            break;
        }
        c = c << 6 | (p[i] & 0x3fu);
    }
    if (extra < 0 || c < least[extra] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
        *s += 1;
        return 0xfffd;
    }
    *s += extra + 1;
    return c;
}
