/* The legend: a short stroke of each palette colour, drawn as the scene draws it (dashed where
 * the scene dashes it), and what that colour means in every sample. */
#include "hud_legend.h"

#include "array_count.h"
#include "palette.h"

#define TEXT ((vec4s){{0.93f, 0.94f, 0.96f, 1.0f}})
#define SWATCH_COLUMNS 4 /* the stroke's length in characters */

typedef struct legend_row {
    vec4s color;
    const char *meaning;
} legend_row;

/* An initialiser, not a static table: the palette's compound literals are not constants in C11. */
#define LEGEND                                                                                                 \
    {                                                                                                          \
        {COLOR_HIT, "meets: shapes that intersect"}, {COLOR_SHAPE, "apart (dashed): shapes that do not"},       \
            {COLOR_PLANE, "the plane tested against"}, {COLOR_NOTE, "why: the geometry and numbers"},           \
            {COLOR_GHOST, "a moving shape's end and sweep"}, {COLOR_SELECT, "the selected shape's marker"},     \
            {COLOR_AXIS, "the world axes x, y, z"}, {COLOR_PASS, "checks badge: all passed"},                   \
            {COLOR_FAIL, "checks badge: one failed"},                                                           \
    }

float hud_legend_width(const hud *h)
{
    const legend_row legend[] = LEGEND;
    float widest = 0;
    for (int i = 0; i < ARRAY_COUNT(legend); i++) {
        float w = hud_text_width(h, legend[i].meaning);
        widest = widest > w ? widest : w;
    }
    return (float)((SWATCH_COLUMNS + 1) * h->advance) + widest;
}

/* A horizontal stroke from x, w long, at the middle of the text line at y: solid, or dashed as
 * the scene dashes (6 on, 4 off), in a period scaled to the font. */
static void stroke(hud *h, float x, float y, float w, vec4s color)
{
    float thick = h->line > 24 ? 3.0f : 2.0f, mid = y + 0.5f * h->line - 0.5f * thick;
    bool dashed = color.w < 1.0f;
    color.w = 1.0f; /* the style is drawn, the swatch itself is opaque */
    if (!dashed) {
        hud_rect(h, x, mid, w, thick, color);
        return;
    }
    float period = 0.5f * h->line;
    for (float at = 0; at < w; at += period)
        hud_rect(h, x + at, mid, (at + 0.6f * period < w ? 0.6f * period : w - at), thick, color);
}

void hud_legend(hud *h, float x, float y)
{
    const legend_row legend[] = LEGEND;
    hud_text(h, x, y, TEXT, "Colours");
    float swatch = (float)(SWATCH_COLUMNS * h->advance);
    for (int i = 0; i < ARRAY_COUNT(legend); i++) {
        float row_y = y + (float)(i + 1.5f) * h->line;
        stroke(h, x, row_y, swatch - (float)h->advance, legend[i].color);
        hud_text(h, x + swatch, row_y, TEXT, legend[i].meaning);
    }
}
