#include "hud.h"
#include "palette.h"

#include <stdlib.h>
#include <string.h>

#include <stb_easy_font.h>

void hud_clear(hud *h)
{
    h->tris.count = 0;
}

void hud_free(hud *h)
{
    free(h->tris.v);
    h->tris = (draw_buffer){0};
}

void hud_rect(hud *h, float x, float y, float w, float hgt, vec4s color)
{
    color = glms_vec4_lerp(COLOR_BACKGROUND, color, color.w);
    color.w = 1.0f;
    vec3s a = {{x, y, 0}}, b = {{x + w, y, 0}}, c = {{x + w, y + hgt, 0}}, d = {{x, y + hgt, 0}};
    const vec3s tri[6] = {a, b, c, a, c, d};
    for (int i = 0; i < 6; i++)
        draw_buffer_push(&h->tris, tri[i], color);
}

void hud_panel_behind(hud *h, int first, float x, float y, float w, float hgt, vec4s color)
{
    hud_rect(h, x, y, w, hgt, color);
    /* Rotate the rectangle's six vertices in front of the text added since first. */
    draw_vertex *v = h->tris.v;
    int end = h->tris.count;
    if (!v || end - first < 6)
        return;
    draw_vertex rect[6];
    memcpy(rect, v + end - 6, sizeof rect);
    memmove(v + first + 6, v + first, (size_t)(end - 6 - first) * sizeof *v);
    memcpy(v + first, rect, sizeof rect);
}

float hud_text_width(const hud *h, const char *text)
{
    return (float)stb_easy_font_width((char *)text) * h->scale;
}

float hud_text(hud *h, float x, float y, vec4s color, const char *text)
{
    /* stb_easy_font writes 4 vertices of 16 bytes per quad: x, y, z floats and RGBA bytes,
     * the layout of draw_vertex. About 270 bytes a character is ample. */
    static draw_vertex quads[4 * 2048];
    unsigned char rgba[4] = {0, 0, 0, 255};
    int n = stb_easy_font_print(0, 0, (char *)text, rgba, quads, (int)sizeof quads);
    for (int q = 0; q < n; q++) {
        static const int corner[6] = {0, 1, 2, 0, 2, 3};
        for (int k = 0; k < 6; k++) {
            const draw_vertex *v = &quads[4 * q + corner[k]];
            draw_buffer_push(&h->tris, (vec3s){{x + v->x * h->scale, y + v->y * h->scale, 0}}, color);
        }
    }
    return hud_text_width(h, text);
}

int hud_text_wrapped(hud *h, float x, float y, float max_width, vec4s color, const char *text)
{
    char line[256];
    int lines = 0;
    const char *p = text;
    while (*p) {
        /* Take words while the line fits; a single over-long word goes on a line of its own. */
        size_t len = 0, fit = 0;
        while (p[len] && p[len] != '\n' && len < sizeof line - 1) {
            size_t end = len;
            while (p[end] && p[end] != ' ' && p[end] != '\n' && end < sizeof line - 1)
                end++;
            memcpy(line, p, end);
            line[end] = '\0';
            if (fit > 0 && hud_text_width(h, line) > max_width)
                break;
            fit = len = end;
            if (p[len] == ' ')
                len++;
        }
        if (fit == 0)
            fit = len;
        memcpy(line, p, fit);
        line[fit] = '\0';
        hud_text(h, x, y + (float)lines * HUD_LINE_HEIGHT * h->scale, color, line);
        lines++;
        p += fit;
        while (*p == ' ' || *p == '\n')
            p++;
    }
    return lines;
}
