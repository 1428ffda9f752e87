/* The trace panel (trace mode, G): the traced test's own source at the window's right, the
 * function the current step stands in, the line just run highlighted and, beside each line,
 * the values its probes recorded up to this step, as a debugger shows them. No GL here. */
#ifndef ISECT_TRACE_PANEL_H
#define ISECT_TRACE_PANEL_H

#include "hud.h"
#include "trace_run.h"

/* The panel's left edge in a window `width` pixels wide: TRACE_PANEL_COLUMNS of the HUD's
 * chrome text, at most 60% of the width. */
float trace_panel_left(hud *h, float width);
/* Draws the panel for step `current` of run from x = trace_panel_left to the window's right
 * edge, between y = top and y = bottom. */
void trace_panel_draw(hud *h, const trace_run *run, int current, float width, float top, float bottom);

#endif
