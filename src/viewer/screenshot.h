/* Writing a frame to a PNG file. */
#ifndef ISECT_SCREENSHOT_H
#define ISECT_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Writes RGB rows (bottom row first, as GL reads them) to path as a PNG. It writes a temporary
 * file beside path and renames it, so a failed write leaves no partial PNG. On failure writes a
 * one-line reason to error. */
bool screenshot_write_png(const char *path, int width, int height, const uint8_t *rgb,
                          char *error, size_t error_size);

#endif
