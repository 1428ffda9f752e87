#include "inset_hud.h"

#include <math.h>

#include "hud_layout.h"
#include "palette.h"

#define BORDER ((vec4s){{0.55f, 0.57f, 0.62f, 1.0f}})

/* The bytes of the longest start of UTF-8 text that is at most columns characters wide (the
 * font is monospaced): a caption wider than the inset is cut at its border. */
static size_t fitting_bytes(const char *text, float columns)
{
    size_t n = 0;
    for (int chars = 0; text[n] && (float)(chars + 1) <= columns; chars++)
        for (n++; ((unsigned char)text[n] & 0xC0) == 0x80; n++) /* the code point's other bytes */
            ;
    return n;
}

void inset_hud(hud *h, const sample_ctx *ctx, inset_rect r)
{
    const inset_request *q = &ctx->draw->inset;
    const float t = fmaxf(1.0f, roundf((float)h->pixel_size / 12.0f)), line = h->line;
    const float x0 = r.x, y0 = r.y, x1 = r.x + r.w, y1 = r.y + r.h;
    hud_line(h, x0, y0, x1, y0, t, BORDER);
    hud_line(h, x1, y0, x1, y1, t, BORDER);
    hud_line(h, x1, y1, x0, y1, t, BORDER);
    hud_line(h, x0, y1, x0, y0, t, BORDER);

    /* The caption in the strip under the picture, after an arrow the way the direction points
     * in it: right for an axis, up for a normal (inset_frame_of keeps that sign true to the main
     * view, so the arrow tells which side of the picture the direction's + end is). */
    const float arrow = line, head = 0.3f * line, strip = y1 + 0.5f * (r.caption_h - line);
    const float ax = x0 + 0.2f * line, ay = q->vertical ? strip + line : strip + 0.5f * line; /* tail */
    const float tx = q->vertical ? ax + head : ax + arrow, ty = q->vertical ? ay - arrow : ay; /* tip */
    const float bx = q->vertical ? tx : ax; /* the tail, under the tip for an upright arrow */
    hud_line(h, bx, ay, tx, ty, t, COLOR_NOTE);
    hud_line(h, tx, ty, tx - head, ty + (q->vertical ? head : -head), t, COLOR_NOTE);
    hud_line(h, tx, ty, tx + (q->vertical ? head : -head), ty + head, t, COLOR_NOTE);
    const float text_x = tx + 0.6f * line;
    hud_text_n(h, text_x, strip, COLOR_NOTE, q->caption, fitting_bytes(q->caption, (x1 - text_x) / (float)h->advance));

    if (r.h < INSET_LABEL_MIN_LINES * line)
        return;
    const inset_frame f = inset_frame_for(q, ctx->camera);
    const mat4s view_projection = inset_view_projection(q, f, r.w / r.h);
    label_box panels[1]; /* only the selection marker's place */
    hud_labels(h, ctx->draw, view_projection, (label_box){r.x, r.y, r.w, r.h}, panels, 0);
}
