/* Writing a frame to a PNG file. */
#ifndef ISECT_SCREENSHOT_H
#define ISECT_SCREENSHOT_H

#include <stddef.h>
#include <stdint.h>

#include "safe_file.h"

/* Writes RGB rows (bottom row first, as GL reads them) to path as a PNG, through
 * safe_file_write: a failed write leaves no partial PNG and the old file, if any, as it was.
 * Returns 0, or an errno value (EEXIST: SAFE_FILE_CREATE found the name taken) with a
 * one-line reason in error. */
int screenshot_write_png(const char *path, int width, int height, const uint8_t *rgb, safe_file_mode mode,
                         char *error, size_t error_size);

#endif
