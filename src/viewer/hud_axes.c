#include "hud_axes.h"

#include "palette.h"

#define PANEL ((vec4s){{0.05f, 0.05f, 0.07f, 0.80f}})

float hud_axes(hud *h, camera_view view, float right, float bottom)
{
    static const char *const names[3] = {"x", "y", "z"};
    const float side = 3.6f * h->line, arm = 1.2f * h->line;
    const float cx = right - 0.5f * side, cy = bottom - 0.5f * side;
    hud_rect(h, right - side, bottom - side, side, side, PANEL);
    vec3s forward, screen_right, screen_up;
    camera_axes(view, &forward, &screen_right, &screen_up);
    /* Each world axis as the camera sees it: its components along the screen's right and up
     * (an orthographic view of the directions, so the triad keeps its size as the camera
     * zooms). The ones pointing away from the viewer are drawn first and dimmer. */
    int order[3] = {0, 1, 2};
    float toward[3];
    for (int i = 0; i < 3; i++)
        toward[i] = -forward.raw[i];
    for (int i = 0; i < 3; i++)
        for (int j = i + 1; j < 3; j++)
            if (toward[order[j]] < toward[order[i]]) {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
    for (int k = 0; k < 3; k++) {
        int i = order[k];
        float dx = screen_right.raw[i] * arm, dy = -screen_up.raw[i] * arm;
        vec4s color = COLOR_AXIS;
        color.w = toward[i] < -0.2f ? 0.55f : 1.0f;
        hud_line(h, cx, cy, cx + dx, cy + dy, h->line > 24 ? 3.0f : 2.0f, color);
        float half = 0.5f * hud_text_width(h, names[i]);
        hud_text(h, cx + 1.35f * dx - half, cy + 1.35f * dy - 0.5f * h->line, color, names[i]);
    }
    return side;
}
