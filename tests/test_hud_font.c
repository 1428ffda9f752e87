/* The HUD's text: UTF-8 decoding, the font's glyphs (the issue's · × ≤ ≥ ≠ − ² ³ ⁻ ¹ ₀-₉, and '?'
 * for the rest), a pixel size that follows the window, widths in whole columns, and wrapping
 * that never splits a word nor breaks beside an operator while the formula fits a line. */
#include <string.h>

#include "check.h"
#include "hud.h"
#include "samples.h"

static uint32_t decode_one(const char *s, size_t *used)
{
    const char *p = s;
    uint32_t c = font_utf8_next(&p);
    *used = (size_t)(p - s);
    return c;
}

#define DECODES(bytes, want, want_used)                                                       \
    do {                                                                                      \
        size_t used_;                                                                         \
        uint32_t c_ = decode_one(bytes, &used_);                                              \
        CHECK(c_ == (want) && used_ == (want_used), "%s: U+%04X in %zu bytes, want U+%04X in %d", \
              #bytes, (unsigned)c_, used_, (unsigned)(want), (want_used));                     \
    } while (0)

static void test_utf8(void)
{
    DECODES("a", 'a', 1);
    DECODES("\xc2\xb7", 0xb7, 2);              /* · */
    DECODES("\xe2\x89\xa4", 0x2264, 3);        /* ≤ */
    DECODES("\xe2\x82\x89", 0x2089, 3);        /* ₉ */
    DECODES("\xf0\x9f\x98\x80", 0x1f600, 4);
    DECODES("\x80x", 0xfffd, 1);               /* a lone continuation byte */
    DECODES("\xc0\xaf", 0xfffd, 1);            /* an overlong '/' */
    DECODES("\xe2\x89", 0xfffd, 1);            /* cut short by the end of the text */
    DECODES("\xed\xa0\x80", 0xfffd, 1);        /* a surrogate */
    DECODES("\xf4\x90\x80\x80", 0xfffd, 1);    /* past U+10FFFF */
    DECODES("\xff", 0xfffd, 1);
}

static void test_pixel_size(void)
{
    CHECK(hud_pixel_size(640, 360, 1, false) == 12, "640x360: %d px", hud_pixel_size(640, 360, 1, false));
    CHECK(hud_pixel_size(1280, 720, 1, false) == 22, "1280x720: %d px", hud_pixel_size(1280, 720, 1, false));
    CHECK(hud_pixel_size(1600, 1000, 1, false) == 28, "1600x1000: %d px", hud_pixel_size(1600, 1000, 1, false));
    CHECK(hud_pixel_size(2560, 1440, 2, false) == 44, "1280x720 at twice the pixels: %d px",
          hud_pixel_size(2560, 1440, 2, false));
    int lecture = hud_pixel_size(1280, 720, 1, true);
    CHECK(lecture >= 34 && lecture <= 38, "lecture mode at 1280x720: %d px", lecture);
    int previous = 0;
    for (int h = 100; h <= 4000; h += 7) { /* even, bounded, and growing with the window */
        int size = hud_pixel_size(h * 16 / 9, h, 1, false);
        CHECK(size % 2 == 0 && size >= 10 && size <= 160 && size >= previous, "%dx%d: %d px", h * 16 / 9, h, size);
        previous = size;
    }
}

static void test_glyphs(void)
{
    hud h = {0};
    hud_set_pixel_sizes(&h, 36, 22);
    const font_atlas *atlas = &h.font;
    const font_size *large = font_size_of(atlas, 36), *f = font_size_of(atlas, 22);
    CHECK(atlas->pixels && atlas->size_count == 2 && large && f && h.pixel_size == 36 && h.advance == large->advance,
          "baked at 36 and 22 px, in use %d px", h.pixel_size);
    hud_use(&h, HUD_CHROME);
    CHECK(f && h.pixel_size == 22 && f->advance == h.advance && h.line == 24, "HUD_CHROME: %d px, advance %d, line %g",
          h.pixel_size, h.advance, h.line);
    if (!atlas->pixels || !f)
        return;
    static const uint32_t wanted[] = {0xb7, 0xd7, 0x2264, 0x2265, 0x2260, 0x2212, 0xb2, 0xb3, 0x207b, 0xb9,
                                      0x2080, 0x2081, 0x2082, 0x2089, 0x3b1, 0x2192, 'A', '~', ' '};
    for (size_t i = 0; i < sizeof wanted / sizeof wanted[0]; i++) {
        const font_glyph *g = font_find(f, wanted[i]);
        CHECK(g && g->codepoint == wanted[i], "U+%04X is baked", (unsigned)wanted[i]);
    }
    const font_glyph *unknown = font_find(f, 0x4e00);
    CHECK(unknown && unknown->codepoint == '?', "an unknown code point draws as '?'");
    CHECK(atlas->pixels[FONT_SOLID_T * atlas->width + FONT_SOLID_S] == 255, "the solid texel is covered");
    for (int i = 0; i < f->glyph_count; i++) {
        const font_glyph *g = &f->glyphs[i];
        CHECK(i == 0 || g->codepoint > f->glyphs[i - 1].codepoint, "glyphs sorted at %d", i);
        CHECK(g->s0 >= 0 && g->s1 <= atlas->width && g->t0 >= 2 && g->t1 <= atlas->height && g->x1 - g->x0 == g->s1 - g->s0 &&
                  g->y1 - g->y0 == g->t1 - g->t0,
              "U+%04X: atlas %d,%d-%d,%d, quad %d,%d-%d,%d", (unsigned)g->codepoint, g->s0, g->t0, g->s1, g->t1, g->x0,
              g->y0, g->x1, g->y1);
    }

    /* Widths in columns, UTF-8 counted as characters; text draws one quad per visible glyph. */
    float a = (float)h.advance;
    CHECK(hud_text_width(&h, "abc") == 3 * a, "abc: %g", hud_text_width(&h, "abc"));
    CHECK(hud_text_width(&h, "a\xc2\xb7" "b") == 3 * a, "a·b: %g", hud_text_width(&h, "a\xc2\xb7" "b"));
    CHECK(hud_text_width(&h, "ab\ncde") == 3 * a, "two lines: %g", hud_text_width(&h, "ab\ncde"));
    hud_clear(&h);
    float w = hud_text(&h, 10.4f, 20.6f, (vec4s){{1, 1, 1, 1}}, "x \xe4\xb8\x80 \xe2\x89\xa4");
    CHECK(w == 5 * a && h.count == 3 * 6, "x, '?' and ≤ make 3 quads (%d vertices), width %g", h.count, w);
    CHECK(h.count > 0 && h.v[0].x == roundf(h.v[0].x) && h.v[0].y == roundf(h.v[0].y), "glyphs on whole pixels");
    hud_free(&h);
}

/* Wraps text at max_width and checks every line: it ends at a space, '\n' or the end (no word
 * split), the words come back in order, and a line is wider than max_width only when it is a
 * single word. Returns the number of lines. */
static int check_wrap(const hud *h, const char *text, float max_width)
{
    const char *p = text;
    int lines = 0;
    while (*p == ' ' || *p == '\n')
        p++;
    while (*p) {
        const char *end = hud_wrap(h, p, max_width);
        CHECK(end > p && (*end == ' ' || *end == '\n' || *end == '\0'), "a line of \"%.40s\" ends inside a word", p);
        if (end <= p)
            return lines;
        size_t len = (size_t)(end - p);
        char line[512];
        snprintf(line, sizeof line, "%.*s", (int)len, p);
        float width = hud_text_width(h, line);
        CHECK(width <= max_width || !strchr(line, ' '), "\"%s\" is %g px wide, more than %g", line, width, max_width);
        lines++;
        p = end;
        while (*p == ' ' || *p == '\n')
            p++;
    }
    return lines;
}

static void test_wrapping(void)
{
    hud h = {0};
    hud_set_pixel_sizes(&h, 12, 12);
    CHECK(h.font.size_count == 1, "one size baked once: %d", h.font.size_count);
    float col = (float)h.advance;
    for (int i = 0; i < sample_count; i++)
        for (float width = 8 * col; width <= 80 * col; width += 3 * col)
            check_wrap(&h, samples[i]->description, width);

    /* Operators glue their neighbours: "-r <= s <= r" moves to the next line whole. */
    const char *text = "at most the radius: -r <= s <= r. Ericson";
    const char *end = hud_wrap(&h, text, 26 * col);
    CHECK(end - text == 19 && !strncmp(text, "at most the radius:", 19), "first line \"%.*s\"", (int)(end - text), text);
    /* The same formula wider than a whole line breaks between its words after all. */
    const char *formula = "-r <= s <= r";
    end = hud_wrap(&h, formula, 7 * col);
    CHECK(end - formula > 0 && end - formula <= 7, "a formula wider than the line is broken: \"%s\"", end);
    /* Brackets glue too, and a parenthesis wider than a line fills the line before breaking. */
    const char *call = "holds 0: min(da, db) <= r and";
    end = hud_wrap(&h, call, 20 * col);
    CHECK(end - call == 8, "\"min(da, db) <= r\" moves whole: first line \"%.*s\"", (int)(end - call), call);
    const char *aside = "one (two three four five six) seven";
    end = hud_wrap(&h, aside, 16 * col);
    CHECK(end - aside == 14, "a long aside fills the line: \"%.*s\"", (int)(end - aside), aside);
    /* Keys named in prose are words like any: an operator binds only between two terms, not
     * beside another operator, a sentence's end or "with", "and", "or". */
    const char *keys = "culled ones hidden. + / - double and halve N.";
    end = hud_wrap(&h, keys, 24 * col);
    CHECK(end - keys == 23, "keys in prose break as words: first line \"%.*s\"", (int)(end - keys), keys);
    const char *with = "N doubles with + and halves with -.";
    end = hud_wrap(&h, with, 16 * col);
    CHECK(end - with == 16, "\"with + and\" breaks as words: first line \"%.*s\"", (int)(end - with), with);
    const char *ratio = "so t = (d0 - r) / (d0 - d1) from";
    end = hud_wrap(&h, ratio, 26 * col);
    CHECK(end - ratio == 2, "\"t = (d0 - r) / (d0 - d1)\" moves whole: first line \"%.*s\"", (int)(end - ratio), ratio);
    /* A word wider than the line stays whole on a line of its own. */
    end = hud_wrap(&h, "incomprehensibilities ok", 5 * col);
    CHECK(!strcmp(end, " ok"), "a long word stays whole: \"%s\"", end);
    CHECK(check_wrap(&h, "a \xe2\x89\xa4 b \xc2\xb7 c", 3 * col) == 3, "≤ and · glue, then break when the line is full");
    hud_free(&h);
}

int main(void)
{
    RUN(test_utf8);
    RUN(test_pixel_size);
    RUN(test_glyphs);
    RUN(test_wrapping);
    return check_summary();
}
