#include "array_count.h"
#include "hud_layout.h"

#include <math.h>
#include <stdio.h>

#include "log.h"

#define TEXT   ((vec4s){{0.93f, 0.94f, 0.96f, 1.0f}})
#define DIM    ((vec4s){{0.62f, 0.65f, 0.70f, 1.0f}})
#define PASS   ((vec4s){{0.35f, 0.85f, 0.40f, 1.0f}})
#define FAIL   ((vec4s){{1.00f, 0.35f, 0.30f, 1.0f}})
#define PANEL  ((vec4s){{0.05f, 0.05f, 0.07f, 0.80f}})
#define OPAQUE ((vec4s){{0.05f, 0.05f, 0.07f, 0.97f}})
#define NOTE   COLOR_NOTE

/* Every key of the viewer, for the help overlay (F1 / H). */
static const char *const key_help[][2] = {
    {"Right, PageDown, ]", "next sample"},
    {"Left, PageUp, [", "previous sample"},
    {"1 - 9", "jump to sample"},
    {"M", "menu of all samples (type to filter)"},
    {"I", "show or hide the idea (the description)"},
    {"R", "restart the sample and run its checks again"},
    {"Tab / click", "select a shape"},
    {"W A S D, drag", "move the selected shape across the view"},
    {"Q / E, Shift-drag", "move it down / up (toward / away)"},
    {"Alt + W A S D Q E", "move it 0.001 instead of 0.1"},
    {"Z / X, Ctrl-drag", "turn it"},
    {", / .", "previous / next edge-case preset"},
    {"C", "copy the scene as a C test"},
    {"T", "out of overlap to just touching (contact)"},
    {"+ / -", "more / fewer shapes (stress sample)"},
    {"P / O", "pause animation / step one frame"},
    {"F12", "screenshot to isect-<id>-<n>.png"},
    {"Left drag (empty)", "orbit the camera"},
    {"Right / middle drag", "pan"},
    {"Mouse wheel", "zoom"},
    {"Home", "reset the camera"},
    {"F1, H", "show or hide this help"},
    {"Esc", "quit"},
};

static void help_overlay(hud *h, float width, float height)
{
    float line = HUD_LINE_HEIGHT * h->scale, pad = line;
    int rows = ARRAY_COUNT(key_help);
    float key_column = 0;
    for (int i = 0; i < rows; i++) {
        float w = hud_text_width(h, key_help[i][0]);
        key_column = w > key_column ? w : key_column;
    }
    float panel_w = key_column + hud_text_width(h, "restart the sample and run its checks again") + 3 * pad;
    float panel_h = (float)(rows + 2) * line + 2 * pad;
    float x = 0.5f * (width - panel_w), y = 0.5f * (height - panel_h);
    hud_rect(h, x, y, panel_w, panel_h, OPAQUE);
    hud_text(h, x + pad, y + pad, TEXT, "Keys");
    for (int i = 0; i < rows; i++) {
        float row_y = y + pad + (float)(i + 2) * line;
        hud_text(h, x + pad, row_y, PASS, key_help[i][0]);
        hud_text(h, x + 2 * pad + key_column, row_y, TEXT, key_help[i][1]);
    }
}

void hud_labels(hud *h, const draw_list *scene, mat4s view_projection, float width, float height)
{
    for (int i = 0; i < scene->label_count; i++) {
        const draw_label_item *label = &scene->labels[i];
        vec4s c = glms_mat4_mulv(view_projection, (vec4s){{label->p.x, label->p.y, label->p.z, 1}});
        if (c.w <= 0)
            continue;
        float x = (c.x / c.w * 0.5f + 0.5f) * width, y = (0.5f - c.y / c.w * 0.5f) * height;
        hud_text(h, x + 0.5f * h->scale * 6, y - 0.5f * h->scale * 6, label->color, label->text);
    }
}

bool hud_layout(hud *h, const sample_ctx *ctx, const hud_state *state, float width, float height)
{
    float line = HUD_LINE_HEIGHT * h->scale, margin = 0.75f * line;
    float x = margin, y = margin;
    char text[160];

    /* Title and place in the list. */
    float w = hud_text(h, x, y, TEXT, ctx->sample->title);
    snprintf(text, sizeof text, "  %d/%d", state->index + 1, state->count);
    w += hud_text(h, x + w, y, DIM, text);
    if (state->preset >= 0) {
        snprintf(text, sizeof text, "   preset %d/%d: %s", state->preset + 1, sample_preset_count(ctx),
                 state->preset_name ? state->preset_name : "");
        w += hud_text(h, x + w, y, NOTE, text);
    }
    if (state->paused && ctx->sample->update)
        hud_text(h, x + w, y, NOTE, "   paused (P resumes, O steps)");
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
    for (int i = 0; i < ctx->failures && i < SAMPLE_MAX_FAILURES; i++, y += line)
        hud_text(h, x, y, FAIL, ctx->failure[i]);

    /* The idea of the test, in a column of readable width on a dark panel so the scene behind
     * does not cross the text. The panel is drawn first, so its triangles lie under the text's:
     * measure the text into a scratch HUD to know the height. */
    float column = fminf(width * 0.45f, 56.0f * 6.0f * h->scale);
    y += 0.5f * line;
    int start = h->tris.count;
    bool idea = state->idea == HUD_IDEA_SHOWN || (state->idea == HUD_IDEA_AUTO && height >= HUD_IDEA_MIN_ROWS * line);
    int rows = idea ? hud_text_wrapped(h, x, y, column, DIM, ctx->sample->description)
                    : (hud_text(h, x, y, DIM, "I: the idea of the test"), 1);
    float panel_w = column;
    for (int i = 0; i < ctx->text_count; i++, rows++) { /* the sample's own lines: the "why" */
        float w = hud_text(h, x, y + ((float)rows + 0.5f) * line, NOTE, ctx->text[i]);
        panel_w = fmaxf(panel_w, w);
    }
    float panel_h = ((float)rows + (ctx->text_count ? 1.1f : 0.6f)) * line;
    hud_panel_behind(h, start, x - 0.5f * line, y - 0.5f * line, panel_w + line, panel_h, PANEL);

    /* Bottom: the recent log above a one-line key hint. */
    float bottom = height - margin - line;
    hud_text(h, x, bottom, DIM, "Left/Right: sample   M: menu   Tab/click: select   WASD QE/drag: move   Z/X: turn   , .: presets   H: help");
    for (int i = LOG_LINES - 1, row = 1; i >= 0; i--) {
        const log_line *l = log_recent(i);
        if (l)
            hud_text(h, x, bottom - (float)(row++) * line, l->error ? FAIL : TEXT, l->text);
    }

    if (state->help)
        help_overlay(h, width, height);
    return idea;
}
