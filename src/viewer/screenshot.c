#include "screenshot.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb_image_write.h>

/* stbi_write_png does not report write errors, so the PNG is encoded to memory and written
 * by safe_file_write, which checks every step. stb hands the whole PNG over in one call. */
typedef struct png_bytes {
    unsigned char *data;
    size_t size;
    bool failed;
} png_bytes;

static void collect(void *context, void *data, int size)
{
    png_bytes *png = context;
    unsigned char *grown = png->failed ? NULL : realloc(png->data, png->size + (size_t)size);
    if (!grown) {
        png->failed = true;
        return;
    }
    memcpy(grown + png->size, data, (size_t)size);
    png->data = grown;
    png->size += (size_t)size;
}

int screenshot_write_png(const char *path, int width, int height, const uint8_t *rgb, safe_file_mode mode,
                         char *error, size_t error_size)
{
    png_bytes png = {0};
    stbi_flip_vertically_on_write(1);
    if (!stbi_write_png_to_func(collect, &png, width, height, 3, rgb, width * 3) || png.failed) {
        free(png.data);
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(ENOMEM));
        return ENOMEM;
    }
    int e = safe_file_write(path, png.data, png.size, mode, error, error_size);
    free(png.data);
    return e;
}
