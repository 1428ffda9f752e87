#include "hud.h"
#include "palette.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"

int hud_pixel_size(int width, int height, float pixel_ratio, bool lecture)
{
    float ratio = pixel_ratio > 1.0f ? pixel_ratio : 1.0f;
    float by_height = (float)height / ratio / HUD_ROWS;
    float by_width = (float)width / ratio / (HUD_COLUMNS * font_advance_ratio());
    float size = fminf(by_height, by_width) * (lecture ? HUD_LECTURE_SCALE : 1.0f) * ratio;
    int even = 2 * (int)lroundf(0.5f * size);
    return even < 10 ? 10 : even > 160 ? 160 : even;
}

int hud_chrome_pixel_size(int width, int height, float pixel_ratio)
{
    int fit = 2 * (int)floorf(0.5f * (float)height / (1.1f * HUD_CHROME_ROWS));
    int size = hud_pixel_size(width, height, pixel_ratio, false);
    return fit < 10 ? 10 : fit < size ? fit : size;
}

void hud_use(hud *h, hud_size which)
{
    h->pixel_size = h->sizes[which];
    /* 10% leading: the pixel font's 24 px lines at 22 px, 13 px lines at 12 px. */
    h->line = roundf(1.1f * (float)h->pixel_size);
    h->advance = (int)lroundf(font_advance_ratio() * (float)h->pixel_size);
}

void hud_set_pixel_sizes(hud *h, int text, int chrome)
{
    h->sizes[HUD_TEXT] = text;
    h->sizes[HUD_CHROME] = chrome;
    font_bake(&h->font, h->sizes, HUD_SIZES);
    hud_use(h, HUD_TEXT);
}

void hud_clear(hud *h)
{
    h->count = 0;
}

void hud_free(hud *h)
{
    free(h->v);
    font_free(&h->font);
    *h = (hud){0};
}

float hud_columns(const hud *h, float n)
{
    return n * (float)h->advance;
}

static uint8_t to_byte(float c)
{
    return (uint8_t)(glm_clamp(c, 0.0f, 1.0f) * 255.0f + 0.5f);
}

/* Appends the two triangles of the rectangle x0..x1, y0..y1 showing atlas texels s0..s1,
 * t0..t1 (texel units; scaled here to the atlas's 0..1). */
/* Room for six more vertices; false (said once) when memory runs out: the quad is dropped
 * rather than crash. */
static bool room_for_quad(hud *h)
{
    if (h->count + 6 > h->capacity) {
        int capacity = h->capacity ? 2 * h->capacity : 4096;
        hud_vertex *v = realloc(h->v, (size_t)capacity * sizeof *v);
        if (!v) {
            log_error_once("hud: out of memory for %d vertices; some text is not drawn", capacity);
            return false;
        }
        h->v = v;
        h->capacity = capacity;
    }
    return true;
}

static void push_quad(hud *h, float x0, float y0, float x1, float y1, float s0, float t0, float s1, float t1,
                      vec4s color)
{
    if (!room_for_quad(h))
        return;
    float sw = h->font.width ? 1.0f / (float)h->font.width : 0.0f, th = h->font.height ? 1.0f / (float)h->font.height : 0.0f;
    s0 *= sw, s1 *= sw, t0 *= th, t1 *= th;
    uint8_t r = to_byte(color.r), g = to_byte(color.g), b = to_byte(color.b), a = to_byte(color.a);
    const hud_vertex quad[6] = {
        {x0, y0, s0, t0, r, g, b, a}, {x1, y0, s1, t0, r, g, b, a}, {x1, y1, s1, t1, r, g, b, a},
        {x0, y0, s0, t0, r, g, b, a}, {x1, y1, s1, t1, r, g, b, a}, {x0, y1, s0, t1, r, g, b, a},
    };
    memcpy(h->v + h->count, quad, sizeof quad);
    h->count += 6;
}

void hud_rect(hud *h, float x, float y, float w, float hgt, vec4s color)
{
    color = glms_vec4_lerp(COLOR_BACKGROUND, color, color.w);
    color.w = 1.0f;
    /* Every corner at the middle of the solid texel: fully covered, whatever the filtering. */
    float s = FONT_SOLID_S + 0.5f, t = FONT_SOLID_T + 0.5f;
    push_quad(h, x, y, x + w, y + hgt, s, t, s, t, color);
}

void hud_line(hud *h, float x0, float y0, float x1, float y1, float thickness, vec4s color)
{
    float dx = x1 - x0, dy = y1 - y0, length = hypotf(dx, dy);
    if (!(length > 0) || !room_for_quad(h))
        return;
    /* A quad along the segment, half the thickness to each side of it. */
    float nx = -dy / length * 0.5f * thickness, ny = dx / length * 0.5f * thickness;
    color = glms_vec4_lerp(COLOR_BACKGROUND, color, color.w);
    uint8_t r = to_byte(color.r), g = to_byte(color.g), b = to_byte(color.b);
    float s = (FONT_SOLID_S + 0.5f) / (float)(h->font.width ? h->font.width : 1);
    float t = (FONT_SOLID_T + 0.5f) / (float)(h->font.height ? h->font.height : 1);
    const hud_vertex a = {x0 + nx, y0 + ny, s, t, r, g, b, 255}, c = {x1 - nx, y1 - ny, s, t, r, g, b, 255};
    const hud_vertex quad[6] = {
        a, {x1 + nx, y1 + ny, s, t, r, g, b, 255}, c, a, c, {x0 - nx, y0 - ny, s, t, r, g, b, 255},
    };
    memcpy(h->v + h->count, quad, sizeof quad);
    h->count += 6;
}

void hud_panel_behind(hud *h, int first, float x, float y, float w, float hgt, vec4s color)
{
    hud_rect(h, x, y, w, hgt, color);
    /* Rotate the rectangle's six vertices in front of the text added since first. */
    hud_vertex *v = h->v;
    int end = h->count;
    if (!v || end - first < 6)
        return;
    hud_vertex rect[6];
    memcpy(rect, v + end - 6, sizeof rect);
    memmove(v + first + 6, v + first, (size_t)(end - 6 - first) * sizeof *v);
    memcpy(v + first, rect, sizeof rect);
}

/* The width of the longest line of the first len bytes of text: characters times the advance. */
static float width_n(const hud *h, const char *text, size_t len)
{
    const char *p = text, *end = text + len;
    int longest = 0, n = 0;
    while (p < end && *p) {
        if (*p == '\n') {
            n = 0;
            p++;
            continue;
        }
        font_utf8_next(&p);
        n++;
        longest = n > longest ? n : longest;
    }
    return (float)longest * (float)h->advance;
}

float hud_text_width(const hud *h, const char *text)
{
    return width_n(h, text, strlen(text));
}

float hud_text_n(hud *h, float x, float y, vec4s color, const char *text, size_t len)
{
    const font_size *f = font_size_of(&h->font, h->pixel_size);
    if (!f) /* the bake failed (said once): nothing to draw with */
        return width_n(h, text, len);
    /* The pen on whole pixels, the baseline a half-leading below the line's top: each glyph's
     * texels then fall one to one on the screen's pixels. */
    float left = roundf(x), pen = left;
    float baseline = roundf(y) + floorf(0.5f * (h->line - (float)h->pixel_size)) + (float)f->ascent;
    const char *p = text, *end = text + len;
    while (p < end && *p) {
        if (*p == '\n') {
            pen = left, baseline += h->line;
            p++;
            continue;
        }
        const font_glyph *g = font_find(f, font_utf8_next(&p));
        if (g && g->x1 > g->x0 && g->y1 > g->y0) /* spaces have no quad */
            push_quad(h, pen + g->x0, baseline + g->y0, pen + g->x1, baseline + g->y1, g->s0, g->t0, g->s1, g->t1,
                      color);
        pen += (float)h->advance;
    }
    return width_n(h, text, len);
}

float hud_text(hud *h, float x, float y, vec4s color, const char *text)
{
    return hud_text_n(h, x, y, color, text, strlen(text));
}

/* Whether the word of len bytes at w is an operator, beside which a formula must not break:
 * made only of these (ASCII and their typeset forms). */
static bool is_operator(const char *w, size_t len)
{
    static const uint32_t ops[] = {'=', '<', '>', '+', '-', '*', '/', '^', '~', 0x00b1 /* ± */, 0x00b7 /* · */,
                                   0x00d7 /* × */, 0x2212 /* − */, 0x2192 /* → */, 0x21d2 /* ⇒ */, 0x2248 /* ≈ */,
                                   0x2260 /* ≠ */, 0x2261 /* ≡ */, 0x2264 /* ≤ */, 0x2265 /* ≥ */, 0x22c5 /* ⋅ */,
                                   0x2208 /* ∈ */};
    const char *p = w, *end = w + len;
    if (len == 0)
        return false;
    while (p < end) {
        uint32_t c = font_utf8_next(&p);
        bool found = false;
        for (size_t i = 0; i < sizeof ops / sizeof ops[0] && !found; i++)
            found = c == ops[i];
        if (!found)
            return false;
    }
    return true;
}

static size_t word_length(const char *w)
{
    size_t n = 0;
    while (w[n] && w[n] != ' ' && w[n] != '\n')
        n++;
    return n;
}

/* Follows the brackets through a word: ( [ { open, ) ] } close (never below none open), and
 * each '|' opens or closes an absolute value |x|. */
static void brackets(const char *w, size_t len, int *depth, bool *bar)
{
    for (size_t i = 0; i < len; i++) {
        char c = w[i];
        if (c == '(' || c == '[' || c == '{')
            ++*depth;
        else if ((c == ')' || c == ']' || c == '}') && *depth > 0)
            --*depth;
        else if (c == '|')
            *bar = !*bar;
    }
}

/* The word after the word of len bytes at w, across a single space; NULL when none (the
 * text's end, a line's end, a double space). */
static const char *following(const char *w, size_t len)
{
    const char *e = w + len;
    return e[0] == ' ' && e[1] && e[1] != ' ' && e[1] != '\n' ? e + 1 : NULL;
}

/* Whether the word of len bytes at w can be a term beside an operator: not an operator itself
 * (operators in a row, "+ / -", are keys listed, not a formula), not a word that joins prose
 * ("with", "and", "or": "doubles with + and halves with -" names keys) and, on the operator's
 * left, not the end of a sentence or a clause ("hidden. +"). No word (NULL) is no evidence
 * either way: it counts as a term. */
static bool is_term(const char *w, size_t len, bool left)
{
    static const char *const joiners[] = {"with", "and", "or"};
    if (!w)
        return true;
    if (is_operator(w, len))
        return false;
    for (size_t i = 0; i < sizeof joiners / sizeof joiners[0]; i++)
        if (strlen(joiners[i]) == len && !strncmp(w, joiners[i], len))
            return false;
    return !left || !strchr(".,;:!?", w[len - 1]);
}

/* Whether the word of len bytes at w is an operator of a formula, which binds the words beside
 * it: an operator standing between two terms ("-r <= s <= r", "(d0 - r) / (d0 - d1)"), not a
 * key named in prose ("hidden. + / - double"). before is the word before it, or NULL. */
static bool binds(const char *before, const char *w, size_t len)
{
    const char *after = following(w, len);
    return is_operator(w, len) && is_term(before, before ? word_length(before) : 0, true) &&
           is_term(after, after ? word_length(after) : 0, false);
}

/* The end of the unit of words that starts at p: words joined by single spaces that may not
 * break, because one of the two words beside the space is an operator of a formula or the
 * space is inside brackets ("min(da, db)", "[pq pc pb]", "|c - q|"). before is the word before
 * p across a single space, or NULL; *last is set to the start of the unit's last word. */
static const char *unit_end(const char *before, const char *p, const char **last)
{
    const char *word = p, *end = p + word_length(p);
    int depth = 0;
    bool bar = false;
    brackets(word, (size_t)(end - word), &depth, &bar);
    while (following(word, (size_t)(end - word))) {
        const char *next = end + 1;
        size_t next_len = word_length(next);
        if (depth == 0 && !bar && !binds(before, word, (size_t)(end - word)) && !binds(word, next, next_len))
            break;
        before = word, word = next, end = next + next_len;
        brackets(word, next_len, &depth, &bar);
    }
    *last = word;
    return end;
}

/* The end of the words from start, before limit, that fit in max_width (at least one word),
 * units or not: how a unit wider than a line is broken. */
static const char *fit_words(const hud *h, const char *start, const char *limit, float max_width)
{
    const char *fit = start + word_length(start);
    while (fit < limit && *fit == ' ') {
        const char *next = fit + 1 + word_length(fit + 1);
        if (next > limit || width_n(h, start, (size_t)(next - start)) > max_width)
            break;
        fit = next;
    }
    return fit;
}

const char *hud_wrap(const hud *h, const char *p, float max_width)
{
    /* Take units while the line fits. A unit wider than a whole line is broken between its
     * words, filling the line first (a long parenthesis in prose reads as prose); a single
     * over-long word goes on a line of its own, never split. */
    const char *end = p, *q = p, *before = NULL;
    for (;;) {
        const char *last;
        const char *u = unit_end(before, q, &last);
        if (width_n(h, p, (size_t)(u - p)) <= max_width) {
            end = u;
        } else {
            if (end == p || width_n(h, q, (size_t)(u - q)) > max_width)
                end = fit_words(h, p, u, max_width);
            break;
        }
        if (*u != ' ')
            break;
        q = u;
        while (*q == ' ')
            q++;
        before = q == u + 1 ? last : NULL;
        if (!*q || *q == '\n')
            break;
    }
    return end;
}

int hud_text_wrapped(hud *h, float x, float y, float max_width, vec4s color, const char *text)
{
    int lines = 0;
    const char *p = text;
    while (*p == ' ' || *p == '\n')
        p++;
    while (*p) {
        const char *end = hud_wrap(h, p, max_width);
        hud_text_n(h, x, y + (float)lines * h->line, color, p, (size_t)(end - p));
        lines++;
        p = end;
        while (*p == ' ' || *p == '\n')
            p++;
    }
    return lines;
}
