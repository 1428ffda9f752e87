#include "screenshot.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <stb_image_write.h>

bool screenshot_write_png(const char *path, int width, int height, const uint8_t *rgb,
                          char *error, size_t error_size)
{
    char temporary[4096];
    if (snprintf(temporary, sizeof temporary, "%s.tmp%ld", path, (long)getpid()) >= (int)sizeof temporary) {
        snprintf(error, error_size, "cannot write %s: the path is too long", path);
        return false;
    }
    stbi_flip_vertically_on_write(1);
    if (!stbi_write_png(temporary, width, height, 3, rgb, width * 3)) {
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(errno ? errno : EIO));
        remove(temporary);
        return false;
    }
    if (rename(temporary, path) != 0) {
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(errno));
        remove(temporary);
        return false;
    }
    return true;
}
