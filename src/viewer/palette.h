/* The viewer's colours, shared by the samples' drawing and the GL layer's clear. */
#ifndef ISECT_PALETTE_H
#define ISECT_PALETTE_H

#include <cglm/struct.h>

/* The document's colours: shapes and the plane blue, shapes that intersect red. */
#define COLOR_SHAPE ((vec4s){{0.35f, 0.55f, 1.00f, 1.0f}})
#define COLOR_HIT   ((vec4s){{1.00f, 0.22f, 0.18f, 1.0f}})
#define COLOR_PLANE COLOR_SHAPE
#define COLOR_AXIS_X ((vec4s){{0.95f, 0.20f, 0.20f, 1.0f}})
#define COLOR_AXIS_Y ((vec4s){{0.25f, 0.85f, 0.25f, 1.0f}})
#define COLOR_AXIS_Z ((vec4s){{0.25f, 0.45f, 1.00f, 1.0f}})
#define COLOR_GRID  ((vec4s){{0.30f, 0.31f, 0.34f, 1.0f}})
#define COLOR_NOTE  ((vec4s){{0.95f, 0.80f, 0.25f, 1.0f}}) /* the "why" geometry: yellow */
#define COLOR_GHOST ((vec4s){{0.22f, 0.30f, 0.45f, 1.0f}}) /* a moving shape's end pose and sweep: dim */
#define COLOR_NOW   ((vec4s){{0.70f, 0.85f, 1.00f, 1.0f}}) /* a moving shape at the time on screen */
#define COLOR_SELECT ((vec4s){{1.00f, 1.00f, 1.00f, 1.0f}}) /* the selected shape's marker */
#define COLOR_BACKGROUND ((vec4s){{0.11f, 0.12f, 0.14f, 1.0f}}) /* the window, cleared each frame */

#endif
