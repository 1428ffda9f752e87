/* The SAT strip drawn (hud_sat_strip.h). */
#include "hud_sat_strip.h"

#include <math.h>
#include <stdio.h>

#include "hud_number.h"
#include "palette.h"

#define TEXT  ((vec4s){{0.93f, 0.94f, 0.96f, 1.0f}})
#define DIM   ((vec4s){{0.62f, 0.65f, 0.70f, 1.0f}})
#define PANEL ((vec4s){{0.05f, 0.05f, 0.07f, 0.80f}})

/* Column widths in characters: the axis's name, each number, the bar, the signed gap, the mark. */
#define NAME_COLUMNS 10
#define CELL_COLUMNS 7
#define FLAT_CELL_COLUMNS 14
#define BAR_COLUMNS 10
#define GAP_COLUMNS 8
#define MARK_COLUMNS 9
#define ROW_PITCH 0.92f /* of the HUD's line */

static const char *mark_of(const sat_strip *s, int row)
{
    return row == s->first ? "← first" : row == s->least ? "← normal" : "";
}

/* The bar of a gap on the strip's scale: from the zero line at x0, half long at most; a gap
 * beyond the scale ends in a notch. */
static void bar(hud *h, const sat_strip *s, float gap, float x0, float half, float y, float height)
{
    const float scale = s->scale > 0 ? s->scale : 1.0f;
    float len = fminf(fabsf(gap) / scale, 1.0f) * half;
    vec4s color = gap > 0 ? COLOR_SHAPE : COLOR_HIT;
    color.w = 1.0f;
    if (gap > 0)
        hud_rect(h, x0, y, fmaxf(len, 1.0f), height, color);
    else if (gap < 0)
        hud_rect(h, x0 - len, y, fmaxf(len, 1.0f), height, color);
    if (fabsf(gap) > scale) /* off the scale: a notch at the end */
        hud_rect(h, gap > 0 ? x0 + half - 2.0f : x0 - half, y - 0.2f * height, 2.0f, 1.4f * height, TEXT);
}

float hud_sat_strip(hud *h, const sat_strip *s, float x, float y, float max_w, float max_h, bool idea_shown,
                    float *right)
{
    /* Rows a little closer than the HUD's lines: the strip is a table, read across. */
    const float line = ROW_PITCH * h->line;
    const int first = h->count;
    const bool flat = s->kind == SAT_STRIP_FLAT_FLAT;
    const int cells = flat ? 2 : 3;
    const float cell_w = hud_columns(h, flat ? FLAT_CELL_COLUMNS : CELL_COLUMNS);
    const float full_w = hud_columns(h, NAME_COLUMNS + 1 + BAR_COLUMNS + GAP_COLUMNS + MARK_COLUMNS) + (float)cells * cell_w;
    const bool numbers = full_w <= max_w;
    const float name_w = hud_columns(h, NAME_COLUMNS), cells_w = numbers ? (float)cells * cell_w : 0;
    const float bar_x = x + name_w + cells_w + (float)h->advance, bar_w = hud_columns(h, BAR_COLUMNS) - (float)h->advance;
    const float gap_x = bar_x + hud_columns(h, BAR_COLUMNS), mark_x = gap_x + hud_columns(h, GAP_COLUMNS);
    float w = mark_x + hud_columns(h, MARK_COLUMNS) - x;
    char text[256];

    int rows = (int)floorf(max_h / line) - 2; /* below the title and the head */
    const bool all = rows >= s->count;
    float row_y = y;
    w = fmaxf(w, hud_text(h, x, row_y, COLOR_NOTE, sat_strip_title(s, text, sizeof text)));
    row_y += line;
    if (rows < 0)
        goto done;

    static const char *const heads[][3] = {[SAT_STRIP_BOXES] = {"ra", "rb", "|t·L|"},
                                           [SAT_STRIP_BOX_FLAT] = {"box r", "tri lo", "hi"},
                                           [SAT_STRIP_FLAT_FLAT] = {"A lo..hi", "B lo..hi", ""}};
    hud_text(h, x, row_y, DIM, "axis");
    for (int c = 0; numbers && c < cells; c++)
        hud_text(h, x + name_w + (float)c * cell_w, row_y, DIM, heads[s->kind][c]);
    hud_text(h, bar_x, row_y, DIM, "overlap|gap");
    row_y += line;

    const float x0 = bar_x + 0.5f * bar_w, half = 0.5f * bar_w;
    int shown = 0;
    for (int i = 0; i < s->count; i++) {
        const sat_strip_row *r = &s->rows[i];
        const char *mark = mark_of(s, i);
        if (!all && !mark[0])
            continue;
        if (shown >= rows)
            break;
        shown++;
        hud_text(h, x, row_y, mark[0] ? COLOR_NOTE : TEXT, r->name);
        if (r->degenerate) {
            hud_text(h, x + name_w, row_y, DIM, "degenerate (zero axis), skipped");
        } else {
            if (numbers) {
                char cell[3][SAT_STRIP_CELL_SIZE];
                sat_strip_row_cells(s, i, cell);
                for (int c = 0; c < cells; c++)
                    hud_text(h, x + name_w + (float)c * cell_w, row_y, TEXT, cell[c]);
            }
            hud_rect(h, x0, row_y, 1.0f, line * 0.85f, DIM); /* the zero line */
            bar(h, s, r->gap, x0, half, row_y + 0.2f * line, 0.5f * line);
            char gap[SAT_STRIP_CELL_SIZE];
            const char *shown_gap = sat_strip_gap_text(s, i, gap);
            vec4s tone = shown_gap[0] != '+' && shown_gap[0] != '-' ? TEXT : r->gap > 0 ? COLOR_SHAPE : COLOR_HIT;
            tone.w = 1.0f; /* the palette's line style, not an opacity */
            hud_text(h, gap_x, row_y, tone, shown_gap);
        }
        hud_text(h, mark_x, row_y, COLOR_NOTE, mark);
        row_y += line;
    }
    rows -= shown;
    if (shown < s->count && rows > 0) {
        snprintf(text, sizeof text, "%d more axes (too little room: %s)", s->count - shown,
                 idea_shown ? "I hides the idea" : "a larger window shows them");
        const int lines = hud_text_wrapped(h, x, row_y, w, DIM, text);
        rows -= lines, row_y += (float)lines * line;
    }
    /* How the library decides, where there is room left: its slack, or that it is exact. */
    const char *end = hud_wrap(h, s->decides, w);
    if (rows >= (*end ? 2 : 1))
        row_y += (float)hud_text_wrapped(h, x, row_y, w, DIM, s->decides) * line;
done:
    hud_panel_behind(h, first, x - 0.5f * line, y - 0.25f * line, w + line, row_y - y + 0.5f * line, PANEL);
    *right = x + w + 0.5f * line;
    return row_y + 0.25f * line;
}
