/* The frame as an SVG figure for handouts (Shift+F12, --svg FILE): every line and point of
 * the draw list projected with the frame's camera into the window's pixels and clipped to
 * it, as vector strokes about a pixel wide; each shape of the scene in a group that names it,
 * <g class="shape" data-name="box0">; the labels and the HUD's title and sample lines as
 * <text>. On white, for printing: each colour keeps its hue, darkened where it is too light
 * to read on paper (the yellow of the "why" becomes olive); dashed stays dashed. The
 * translucent surfaces and instanced shapes are not written (a figure of lines). No GL. */
#ifndef ISECT_SVG_EXPORT_H
#define ISECT_SVG_EXPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "draw_list.h"
#include "safe_file.h"

typedef struct svg_figure {
    const draw_list *scene;
    mat4s view_projection; /* the camera the frame was drawn with */
    int width, height;     /* the framebuffer's pixels */
    const char *title;     /* the HUD's title line: the sample and the preset */
    const char *const *lines; /* the sample's HUD lines (the verdict and its numbers) */
    int line_count;
} svg_figure;

/* The figure as SVG text, in a buffer the caller frees; NULL when out of memory. */
char *svg_export_text(const svg_figure *figure, size_t *length);
/* Writes it to path through safe_file_write. Returns 0, or an errno value with a one-line
 * reason in error (EEXIST: SAFE_FILE_CREATE found the name taken). */
int svg_export_write(const char *path, const svg_figure *figure, safe_file_mode mode, char *error, size_t error_size);

#endif
