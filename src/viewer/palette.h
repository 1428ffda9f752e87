/* The viewer's colours, shared by the samples' drawing, the HUD and the GL layer's clear: one
 * meaning per colour, everywhere. Built on Okabe and Ito's colour-blind-safe set ("Color
 * Universal Design", 2008) so that every pair of meanings stays apart under protanopia,
 * deuteranopia and tritanopia on the dark background; tests/test_palette.c checks it. */
#ifndef ISECT_PALETTE_H
#define ISECT_PALETTE_H

#include <cglm/struct.h>

/* A scene colour's fourth component is its line style, not an opacity (the scene is drawn
 * opaque): below 1 the line is dashed (shaders/debug.frag). The verdict is so told twice, by
 * hue and by stroke, for a reader who cannot tell the hues apart. Points are never dashed. */
#define LINE_SOLID  1.0f
#define LINE_DASHED 0.5f

/* The verdict: shapes that meet vermillion (#D55E00) and solid, shapes apart sky blue
 * (#56B4E9) and dashed. */
#define COLOR_HIT   ((vec4s){{0.835f, 0.369f, 0.000f, LINE_SOLID}})
#define COLOR_SHAPE ((vec4s){{0.337f, 0.706f, 0.914f, LINE_DASHED}})
/* A plane that is only the reference of the test, itself neither meeting nor apart: blue
 * (#0072B2), solid. A plane that is judged (plane-plane) takes the verdict's colours. */
#define COLOR_PLANE ((vec4s){{0.000f, 0.447f, 0.698f, LINE_SOLID}})
/* The "why": the geometry and numbers that explain the verdict, yellow (#F0E442). */
#define COLOR_NOTE  ((vec4s){{0.941f, 0.894f, 0.259f, LINE_SOLID}})
/* A moving shape's end pose and sweep: dim. At the time on screen it takes the verdict's
 * colours, apart or meeting at that time. */
#define COLOR_GHOST ((vec4s){{0.22f, 0.30f, 0.45f, LINE_SOLID}})
#define COLOR_NOW   COLOR_SHAPE
#define COLOR_SELECT ((vec4s){{1.00f, 1.00f, 1.00f, LINE_SOLID}}) /* the selected shape's marker */
/* The world axes: neutral grey with their letters at the tips, so that no hue means "axis". */
#define COLOR_AXIS  ((vec4s){{0.70f, 0.70f, 0.70f, LINE_SOLID}})
#define COLOR_GRID  ((vec4s){{0.30f, 0.31f, 0.34f, LINE_SOLID}})
#define COLOR_BACKGROUND ((vec4s){{0.11f, 0.12f, 0.14f, 1.0f}}) /* the window, cleared each frame */

/* The HUD's checks badge and failure lines: bluish green (#009E73) when every start-up check
 * passed, a lighter vermillion when one failed (light enough to read as text). */
#define COLOR_PASS  ((vec4s){{0.000f, 0.620f, 0.451f, 1.0f}})
#define COLOR_FAIL  ((vec4s){{1.000f, 0.443f, 0.000f, 1.0f}})

#endif
