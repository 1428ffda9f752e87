/* The trace panel (trace_panel.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "font.h"
#include "palette.h"
#include "trace_panel.h"
#include "trace_source.h"

#define TEXT  ((vec4s){{0.93f, 0.94f, 0.96f, 1.0f}})
#define DIM   ((vec4s){{0.62f, 0.65f, 0.70f, 1.0f}})
#define PANEL ((vec4s){{0.05f, 0.05f, 0.07f, 0.88f}})
#define NOW   ((vec4s){{0.25f, 0.27f, 0.16f, 1.0f}}) /* the line just run: a dark yellow band */

/* The panel's width in characters: most of the library's lines fit, values beside them. */
#define TRACE_PANEL_COLUMNS 76

/* The values the probes on source lines [line, end) of `file` recorded (a row's own line and
 * the probe lines after it that the listing leaves out), the latest of each name up to step
 * current: "dist = 0.25, r = 1". A return of a bool function reads true or false. */
static void line_values(const trace_run *run, int current, const char *file, int line, int end, bool returns_bool,
                        char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i <= current && i < run->count; i++) {
        const isect_trace_step *s = &run->steps[i];
        if (s->line < line || s->line >= end || strcmp(s->file, file) != 0)
            continue;
        bool later = false;
        for (int j = i + 1; j <= current && j < run->count && !later; j++)
            later = run->steps[j].line >= line && run->steps[j].line < end && strcmp(run->steps[j].file, file) == 0 &&
                    strcmp(run->steps[j].name, s->name) == 0;
        if (later)
            continue;
        char value[64];
        if (s->kind == ISECT_TRACE_RETURN && returns_bool)
            snprintf(value, sizeof value, "%s", s->value[0] != 0 ? "true" : "false");
        else
            trace_value_text(s, value, sizeof value);
        n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s%s = %s", n ? ", " : "", s->name, value);
        if (n >= size)
            return;
    }
}

/* At most `columns` characters of UTF-8 text s (the library's comments use a few non-ASCII
 * signs), as bytes. */
static size_t bytes_of_columns(const char *s, int columns)
{
    const char *p = s;
    for (int c = 0; *p && c < columns; c++)
        font_utf8_next(&p);
    return (size_t)(p - s);
}

float trace_panel_left(hud *h, float width)
{
    hud_use(h, HUD_CHROME);
    float left = width - fminf(hud_columns(h, TRACE_PANEL_COLUMNS) + h->line, 0.6f * width);
    hud_use(h, HUD_TEXT);
    return left;
}

void trace_panel_draw(hud *h, const trace_run *run, int current, float width, float top, float bottom)
{
    static trace_listing listing;
    const float left = trace_panel_left(h, width);
    hud_use(h, HUD_CHROME);
    const float line = h->line, pad = 0.5f * line, panel_w = width - left, x = left + pad;
    const int columns = (int)((panel_w - 2 * pad) / (float)h->advance);
    const int first = h->count;
    float y = top + pad;
    char text[256];

    /* What the call returned: its last step's value (a point, a distance, a side), or the verdict. */
    char result[64];
    if (trace_returns_from_call(run, run->count - 1) && run->steps[run->count - 1].type != ISECT_TRACE_INT)
        trace_value_text(&run->steps[run->count - 1], result, sizeof result);
    else
        snprintf(result, sizeof result, "%s", run->verdict ? "true" : "false");
    snprintf(text, sizeof text, "trace: %s(%s, %s) -> %s", run->call, run->a ? run->a->name : "…",
             run->b ? run->b->name : "…", result);
    hud_text_n(h, x, y, TEXT, text, bytes_of_columns(text, columns));
    y += line;
    const isect_trace_step *step = current >= 0 && current < run->count ? &run->steps[current] : NULL;
    if (!step) {
        hud_text(h, x, y, DIM, run->count == 0 ? "this test has no probes yet: nothing to step through"
                                               : "O steps through the code");
        hud_panel_behind(h, first, x - pad, top, panel_w, y + line + pad - top, PANEL);
        hud_use(h, HUD_TEXT);
        return;
    }
    const char *slash = strrchr(step->file, '/');
    snprintf(text, sizeof text, "step %d/%d%s in %s   O: next, Shift+O: back", current + 1, run->count,
             run->overflowed ? "+" : "", slash ? slash + 1 : step->file);
    hud_text_n(h, x, y, DIM, text, bytes_of_columns(text, columns));
    y += 1.5f * line;

    if (!trace_listing_at(step->file, step->line, &listing)) {
        hud_text(h, x, y, DIM, "(the source of this step is not embedded)");
        y += line;
    } else {
        int now = trace_listing_row(&listing, step->line);
        bool returns_bool = strncmp(listing.text[0], "bool ", 5) == 0 || strstr(listing.text[0], " bool ") != NULL;
        /* The line run's values in full under the listing (beside it they may be cut). */
        char values_now[512];
        int end_now = now + 1 < listing.rows ? listing.line_of_row[now + 1] : step->line + 1;
        line_values(run, current, step->file, now >= 0 ? listing.line_of_row[now] : step->line, end_now, returns_bool,
                    values_now, sizeof values_now);
        int value_rows = values_now[0] ? 1 + (int)strlen(values_now) / (columns > 8 ? columns - 8 : 1) : 0;
        int fit = (int)floorf((bottom - pad - y) / line) - (value_rows ? value_rows + 1 : 0);
        int from = 0;
        if (listing.rows > fit) /* the line run a third of the way down, when the function is long */
            from = (int)fmaxf(0, fminf((float)(now - fit / 3), (float)(listing.rows - fit)));
        for (int r = from; r < listing.rows && r < from + fit; r++, y += line) {
            if (r == now)
                hud_rect(h, x - pad, y, panel_w, line, NOW);
            char values[160];
            int end = r + 1 < listing.rows ? listing.line_of_row[r + 1] : listing.line_of_row[r] + 1;
            line_values(run, current, step->file, listing.line_of_row[r], end, returns_bool, values, sizeof values);
            /* Beside a long line the values take the end of the row, the code keeps the rest. */
            int value_columns = values[0] ? (int)strlen(values) + 2 : 0;
            if (value_columns > columns / 2)
                value_columns = columns / 2;
            const char *code = listing.text[r];
            size_t code_bytes = bytes_of_columns(code, columns - value_columns);
            if (code[code_bytes]) /* cut: the last column says so */
                code_bytes = bytes_of_columns(code, columns - value_columns - 1);
            float w = hud_text_n(h, x, y, r == now ? TEXT : DIM, code, code_bytes);
            if (code[code_bytes])
                w += hud_text(h, x + w, y, DIM, "…");
            if (values[0]) { /* cut only between values (a cut number would read as another) */
                size_t keep = bytes_of_columns(values, value_columns - 2);
                if (values[keep]) {
                    char *comma = values;
                    for (char *c = strstr(values, ", "); c && (size_t)(c - values) + 1 < keep; c = strstr(c + 1, ", "))
                        comma = c;
                    snprintf(comma, sizeof values - (size_t)(comma - values), comma == values ? "…" : ", …");
                    keep = strlen(values);
                }
                hud_text_n(h, x + w + hud_columns(h, 2), y, COLOR_NOTE, values, keep);
            }
        }
        if (values_now[0]) {
            y += 0.5f * line;
            y += line * (float)hud_text_wrapped(h, x, y, panel_w - 2 * pad, COLOR_NOTE, values_now);
        }
    }
    hud_panel_behind(h, first, x - pad, top, panel_w, y + pad - top, PANEL);
    hud_use(h, HUD_TEXT);
}
