#include "array_count.h"
#include "hud_layout.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hud_axes.h"
#include "hud_legend.h"
#include "hud_sat_strip.h"
#include "inset_hud.h"
#include "label_layout.h"
#include "trace_panel.h"
#include "log.h"

#define TEXT   ((vec4s){{0.93f, 0.94f, 0.96f, 1.0f}})
#define DIM    ((vec4s){{0.62f, 0.65f, 0.70f, 1.0f}})
#define PASS   COLOR_PASS
#define FAIL   COLOR_FAIL
#define PANEL  ((vec4s){{0.05f, 0.05f, 0.07f, 0.80f}})
#define OPAQUE ((vec4s){{0.05f, 0.05f, 0.07f, 0.97f}})
#define NOTE   COLOR_NOTE

/* Every key of the viewer, for the help overlay (F1 / H). */
static const char *const key_help[][2] = {
    {"Right / Left, ] / [", "next / previous sample (also PageDown / PageUp)"},
    {"1 - 9, M", "jump to sample; menu of all samples (type to filter)"},
    {"I / R", "show or hide the idea / restart and run the checks again"},
    {"Tab / click", "select a shape"},
    {"W A S D, drag", "move the selected shape across the view"},
    {"Q / E, Shift-drag", "move it down / up (toward / away)"},
    {"Alt + W A S D Q E", "move it 0.001 instead of 0.1"},
    {"Z / X, Ctrl-drag", "turn it"},
    {", / .", "previous / next edge-case preset"},
    {"C", "copy the scene as a C test"},
    {"T", "out of overlap to just touching (contact)"},
    {"+ / -", "more / fewer: shapes, steps, halving eps"},
    {"V / B", "faster / slower (tunnelling)"},
    {"P / O", "pause animation / step one frame"},
    {"J / K (Alt: 0.001)", "moving shapes: time back / forward by 0.05"},
    {"G, then O / Shift+O", "trace: the test's own code, step by step"},
    {"U", "Minkowski view: a − b and the origin"},
    {"F12 / Shift+F12", "screenshot / SVG figure to isect-<id>-<n>"},
    {"Drag empty / right / wheel", "orbit / pan / zoom the camera"},
    {"F / Home", "frame the selection and its partners / reset the camera"},
    {"F3", "2-D inset: the test seen across its deciding direction"},
    {"L", "lecture mode: a larger HUD for a projector"},
    {"F2, then Y / N", "predict: verdict hidden, answer meet / apart"},
    {"F1, H", "show or hide this help"},
    {"Esc", "quit"},
};

/* The overlay is its rows of keys, a title row and three rows of padding, 1.1 sizes each. */
_Static_assert((ARRAY_COUNT(key_help) + 3) * 11 <= HUD_CHROME_ROWS * 10,
               "the help overlay's keys must fit the HUD_CHROME_ROWS that size its font");

static void help_overlay(hud *h, float width, float height)
{
    hud_use(h, HUD_CHROME); /* laid out to fit the window: lecture mode leaves it be */
    float line = h->line, pad = 0.75f * line;
    int rows = ARRAY_COUNT(key_help);
    float key_column = 0, what_column = 0;
    for (int i = 0; i < rows; i++) {
        key_column = fmaxf(key_column, hud_text_width(h, key_help[i][0]));
        what_column = fmaxf(what_column, hud_text_width(h, key_help[i][1]));
    }
    /* The keys, and beside them the legend of the colours (hud_legend.c). */
    float legend_x = key_column + what_column + 3 * pad;
    float panel_w = legend_x + hud_legend_width(h) + pad;
    float panel_h = (float)(rows + 1) * line + 2 * pad + 0.5f * line;
    float x = 0.5f * (width - panel_w), y = 0.5f * (height - panel_h);
    hud_rect(h, x, y, panel_w, panel_h, OPAQUE);
    hud_legend(h, x + legend_x, y + pad);
    hud_text(h, x + pad, y + pad, TEXT, "Keys");
    for (int i = 0; i < rows; i++) {
        float row_y = y + pad + (float)(i + 1.5f) * line;
        hud_text(h, x + pad, row_y, TEXT, key_help[i][0]); /* green is the checks badge's only */
        hud_text(h, x + 2 * pad + key_column, row_y, DIM, key_help[i][1]);
    }
    hud_use(h, HUD_TEXT);
}

/* The one-line key hint: as many of its items as fit the width, in order, and always the last,
 * which leads to the rest. */
static float key_hint(hud *h, float x, float y, float max_width)
{
    static const char *const items[] = {"Left/Right: sample", "M: menu", "Tab/click: select", "WASD QE/drag: move",
                                        "Z/X: turn", ", .: presets", "H: help"};
    const int last = ARRAY_COUNT(items) - 1;
    char text[160] = "";
    size_t used = 0;
    for (int i = 0; i < last; i++) {
        char wider[sizeof text];
        snprintf(wider, sizeof wider, "%s%s   %s", text, items[i], items[last]);
        if (hud_text_width(h, wider) > max_width)
            break;
        used += (size_t)snprintf(text + used, sizeof text - used, "%s   ", items[i]);
    }
    snprintf(text + used, sizeof text - used, "%s", items[last]);
    return hud_text(h, x, y, DIM, text);
}

/* Where p lands in pixels from the window's top-left, view_projection mapping onto the
 * viewport view; false when it lies behind the eye. */
static bool to_pixels(mat4s view_projection, vec3s p, label_box view, float *x, float *y)
{
    vec4s c = glms_mat4_mulv(view_projection, (vec4s){{p.x, p.y, p.z, 1}});
    if (!(c.w > 0))
        return false;
    *x = view.x + (c.x / c.w * 0.5f + 0.5f) * view.w, *y = view.y + (0.5f - c.y / c.w * 0.5f) * view.h;
    return true;
}

/* The screen box of the selection marker's six ends; 0 when any lies behind the eye. */
static int marker_box(const vec3s *ends, mat4s view_projection, label_box view, label_box *out)
{
    float x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (int i = 0; i < 6; i++) {
        float x, y;
        if (!to_pixels(view_projection, ends[i], view, &x, &y))
            return 0;
        x0 = fminf(x0, x), x1 = fmaxf(x1, x), y0 = fminf(y0, y), y1 = fmaxf(y1, y);
    }
    *out = (label_box){x0, y0, x1 - x0, y1 - y0};
    return 1;
}

/* The scene's lines on the screen, in a static array as label_layout's ink grid is (one layout
 * runs at a time, and a frame allocates nothing): those with an end behind the eye are left
 * out, and those past the first LABEL_LINES_MAX. A line of the why's yellow, the colour of most
 * labels, weighs ten of a shape's wires: a label sits over a sphere's rings, which its halo
 * keeps apart from the letters, before it lets a yellow bar or tick run through them. */
enum { LABEL_NOTE_LINE_WEIGHT = 10 };

enum { LABEL_LINES_MAX = 1 << 15 };

static const label_segment *screen_lines(const draw_list *scene, mat4s view_projection, label_box view, int *count)
{
    static label_segment out[LABEL_LINES_MAX];
    *count = 0;
    int pairs = scene->lines.count / 2;
    for (int i = 0; i < pairs && *count < LABEL_LINES_MAX; i++) {
        const draw_vertex *a = &scene->lines.v[2 * i], *b = a + 1;
        label_segment s = {.weight = draw_vertex_is(a, COLOR_NOTE) ? LABEL_NOTE_LINE_WEIGHT : 1};
        if (to_pixels(view_projection, (vec3s){{a->x, a->y, a->z}}, view, &s.x0, &s.y0) &&
            to_pixels(view_projection, (vec3s){{b->x, b->y, b->z}}, view, &s.x1, &s.y1))
            out[(*count)++] = s;
    }
    return out;
}

void hud_labels(hud *h, const draw_list *scene, mat4s view_projection, label_box view, label_box *panels,
                       int avoid_count)
{
    label_request request[DRAW_MAX_LABELS];
    label_place place[DRAW_MAX_LABELS];
    int count = scene->label_count;
    for (int i = 0; i < count; i++) {
        const draw_label_item *label = &scene->labels[i];
        float x, y;
        bool ahead = to_pixels(view_projection, label->p, view, &x, &y); /* behind: no label */
        float lines = 1;
        for (const char *p = label->text; *p; p++)
            lines += *p == '\n';
        request[i] = (label_request){ahead ? x : NAN, ahead ? y : NAN, hud_text_width(h, label->text),
                                     lines * h->line, label->text};
    }
    int avoid = avoid_count;
    if (scene->has_marker) /* the selection marker's box on screen, the last to avoid */
        avoid += marker_box(scene->marker, view_projection, view, &panels[avoid]);
    int line_count = 0;
    const label_segment *lines = screen_lines(scene, view_projection, view, &line_count);   /* labels keep off them */
    label_frame frame = {(float)h->advance, view, panels, avoid, lines, line_count};
    label_layout(request, count, &frame, place);
    float thickness = fmaxf(1.0f, roundf((float)h->pixel_size / 24.0f));
    for (int i = 0; i < count; i++) {
        vec4s dim = scene->labels[i].color;
        dim.w = 0.5f;
        if (place[i].shown && place[i].leader)
            hud_line(h, place[i].leader_from_x, place[i].leader_from_y, place[i].leader_to_x, place[i].leader_to_y,
                     thickness, dim);
    }
    /* Each label over a halo of the background colour, its text drawn offset by a pixel or two
     * in eight directions: a label stays legible where it crosses a line of its own colour
     * (a yellow "t" in a yellow ring), and the scene's lines still show between the letters. */
    const float halo = fmaxf(1.0f, roundf((float)h->pixel_size / 16.0f));
    for (int i = 0; i < count; i++) {
        if (!place[i].shown)
            continue;
        for (int k = 0; k < 9; k++)
            if (k != 4)
                hud_text(h, place[i].x + (float)(k % 3 - 1) * halo, place[i].y + (float)(k / 3 - 1) * halo,
                         COLOR_BACKGROUND, scene->labels[i].text);
        hud_text(h, place[i].x, place[i].y, scene->labels[i].color, scene->labels[i].text);
    }
}

bool hud_layout(hud *h, const sample_ctx *ctx, const hud_state *state, float width, float height, hud_extent *extent)
{
    float line = h->line, margin = 0.75f * line;
    float x = margin, y = margin;
    char text[160];
    /* Trace mode's panel of code takes the right of the window; the text keeps to its left. */
    const bool tracing = state->trace && state->trace->call;
    const float panel_left = tracing ? trace_panel_left(h, width) : width;

    /* Title and place in the list, on a panel so that no scene line crosses them. */
    int title_start = h->count;
    float w = hud_text(h, x, y, TEXT, ctx->sample->title);
    snprintf(text, sizeof text, "  %d/%d", state->index + 1, state->count);
    w += hud_text(h, x + w, y, DIM, text);
    if (state->preset >= 0) {
        snprintf(text, sizeof text, "   preset %d/%d: %s", state->preset + 1, sample_preset_count(ctx),
                 state->preset_name ? state->preset_name : "");
        w += hud_text(h, x + w, y, NOTE, text);
    }
    if (state->paused && ctx->sample->update)
        w += hud_text(h, x + w, y, NOTE, "   paused (P resumes, O steps)");
    hud_panel_behind(h, title_start, x - 0.5f * line, y - 0.25f * line, w + line, 1.4f * line, PANEL);
    float top_right = x + w + 0.5f * line;
    y += line * 1.5f;

    /* The checks badge, then each failure. */
    if (ctx->failures == 0)
        snprintf(text, sizeof text, "%d/%d checks passed", ctx->checks, ctx->checks);
    else
        snprintf(text, sizeof text, "%d of %d checks failed", ctx->failures, ctx->checks);
    vec4s badge = ctx->failures ? FAIL : PASS;
    float badge_w = hud_text_width(h, text) + line;
    hud_rect(h, x, y - 0.25f * line, badge_w, 1.25f * line, (vec4s){{badge.r * 0.3f, badge.g * 0.3f, badge.b * 0.3f, 0.9f}});
    hud_text(h, x + 0.5f * line, y, badge, text);
    y += line * 1.5f;
    top_right = fmaxf(top_right, x + badge_w);
    for (int i = 0; i < ctx->failures && i < SAMPLE_MAX_FAILURES; i++, y += line)
        top_right = fmaxf(top_right, x + hud_text(h, x, y, FAIL, ctx->failure[i]));

    /* The idea of the test, in a column of readable width on a dark panel so the scene behind
     * does not cross the text. The panel is drawn first, so its triangles lie under the text's:
     * measure the text into a scratch HUD to know the height. */
    float column = fminf(fminf(width * 0.45f, panel_left - x - margin), hud_columns(h, 56));
    y += 0.5f * line;
    int start = h->count;
    bool roomy = height >= HUD_IDEA_MIN_ROWS * line && height >= HUD_IDEA_MIN_HEIGHT * fmaxf(1.0f, state->pixel_ratio);
    /* Hidden by default beside the trace panel and the SAT strip, which need the rows. */
    bool idea = state->idea == HUD_IDEA_SHOWN || (state->idea == HUD_IDEA_AUTO && roomy && !tracing && !ctx->strip.count);
    int rows = idea ? hud_text_wrapped(h, x, y, column, DIM, ctx->sample->description)
                    : (hud_text(h, x, y, DIM, "I: the idea of the test"), 1);
    float panel_w = column, room = panel_left - x - margin;
    for (int i = 0; i < ctx->text_count; i++) { /* the sample's own lines: the "why" */
        const char *why = ctx->text[i];
        float row_y = y + ((float)rows + 0.5f) * line, w = hud_text_width(h, why);
        if (w <= room) {
            hud_text(h, x, row_y, NOTE, why);
            rows++;
        } else { /* wider than the window (lecture mode, a narrow window): wrapped, indent kept */
            size_t indent = strspn(why, " ");
            float dx = hud_columns(h, (float)indent);
            rows += hud_text_wrapped(h, x + dx, row_y, room - dx, NOTE, why + indent);
            w = room;
        }
        panel_w = fmaxf(panel_w, w);
    }
    float panel_h = ((float)rows + (ctx->text_count ? 1.1f : 0.6f)) * line;
    hud_panel_behind(h, start, x - 0.5f * line, y - 0.5f * line, panel_w + line, panel_h, PANEL);
    float panel_bottom = y - 0.5f * line + panel_h;
    /* The SAT strip below the "why", clear of the trace panel, down to the key hint (the log lines
     * show where it leaves room). */
    float strip_right = 0;
    if (ctx->strip.count && !tracing) { /* the trace shows the same axes, as the code tries them */
        const float strip_top = panel_bottom + 0.5f * line;
        panel_bottom = hud_sat_strip(h, &ctx->strip, x, strip_top, room, height - margin - 1.5f * line - strip_top,
                                     idea, &strip_right);
    }

    /* Bottom: the recent log above a one-line key hint, as many lines as fit below the panel. */
    float bottom = height - margin - line, bottom_top = bottom;
    int hint_start = h->count;
    float hint_w = key_hint(h, x, bottom, width - 2 * margin);
    hud_panel_behind(h, hint_start, x - 0.5f * line, bottom - 0.25f * line, hint_w + line, 1.4f * line, PANEL);
    float bottom_right = x + hint_w;
    for (int i = LOG_LINES - 1, row = 1; i >= 0 && bottom - (float)row * line >= panel_bottom; i--) {
        const log_line *l = log_recent(i);
        if (l) {
            bottom_top = bottom - (float)row * line;
            float w_log = hud_text(h, x, bottom - (float)(row++) * line, l->error ? FAIL : TEXT, l->text);
            bottom_right = fmaxf(bottom_right, x + w_log);
        }
    }
    /* The world axes, in the corner above the key hint's right end. */
    float axes_bottom = bottom - 0.5f * line, axes_side = hud_axes(h, ctx->camera, width - margin, axes_bottom);
    if (panel_left < width)
        trace_panel_draw(h, state->trace, state->trace_step, width, margin + 1.5f * line, /* below the title */
                         axes_bottom - axes_side - line);
    hud_extent drawn = {fmaxf(fmaxf(top_right, strip_right), x - 0.5f * line + panel_w + line), panel_bottom, bottom_top, bottom_right,
                        width - margin - axes_side, axes_bottom - axes_side, panel_left, {0, 0, 0, 0, 0}, line};
    if (state->inset && !tracing && ctx->draw && ctx->draw->inset.on) /* F3: the 2-D inset, top right */
        drawn.inset = inset_place(width, height, line, drawn.top_right, drawn.top_bottom, drawn.axes_top);
    if (extent)
        *extent = drawn;
    if (ctx->draw) { /* over the scene, under the help overlay */
        label_box panels[6] = {{0, 0, drawn.top_right, drawn.top_bottom},
                               {0, drawn.bottom_top, drawn.bottom_right, height - drawn.bottom_top},
                               {drawn.axes_left, drawn.axes_top, width - drawn.axes_left, height - drawn.axes_top}};
        int count = 3; /* and a place for the selection marker's box */
        if (drawn.panel_left < width) /* the trace panel */
            panels[count++] = (label_box){drawn.panel_left, 0, width - drawn.panel_left, drawn.axes_top};
        if (drawn.inset.w > 0)
            panels[count++] = (label_box){drawn.inset.x, drawn.inset.y, drawn.inset.w, drawn.inset.h + drawn.inset.caption_h};
        hud_labels(h, ctx->draw, state->view_projection, (label_box){0, 0, width, height}, panels, count);
    }
    if (drawn.inset.w > 0)
        inset_hud(h, ctx, drawn.inset);

    if (state->help)
        help_overlay(h, width, height);
    return idea;
}
