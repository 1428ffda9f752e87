/* The settings-file parser (src/viewer/settings.c) on arbitrary bytes: it reads a file the user
 * or anything else may have written, so it must never crash, read out of bounds or hang, and
 * what it accepts must be well-formed: a refusal gives a reason and leaves the defaults; an
 * acceptance gives ids of [a-z0-9-], finite cameras with a pitch within the poles and a
 * positive distance, no more than SETTINGS_MAX_CAMERAS of them, each id once. */
#include <string.h>

#include "fuzz.h"
#include "settings.h"

static bool valid_id(const char *id)
{
    size_t n = strlen(id);
    if (n == 0 || n >= SETTINGS_ID_SIZE)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((id[i] >= 'a' && id[i] <= 'z') || (id[i] >= '0' && id[i] <= '9') || id[i] == '-'))
            return false;
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    settings s;
    char error[256] = "";
    if (!settings_parse(&s, (const char *)data, size, error, sizeof error)) {
        FUZZ_CHECK(error[0] != '\0', "a refusal without a reason");
        FUZZ_CHECK(s.sample[0] == '\0' && !s.help && s.camera_count == 0, "a refusal left values behind");
        return 0;
    }
    FUZZ_CHECK(s.sample[0] == '\0' || valid_id(s.sample), "accepted sample '%s'", s.sample);
    FUZZ_CHECK(s.camera_count >= 0 && s.camera_count <= SETTINGS_MAX_CAMERAS, "%d cameras", s.camera_count);
    for (int i = 0; i < s.camera_count; i++) {
        const camera_view *v = &s.cameras[i].view;
        FUZZ_CHECK(valid_id(s.cameras[i].id), "camera id '%s'", s.cameras[i].id);
        FUZZ_CHECK(isfinite(v->target.x) && isfinite(v->target.y) && isfinite(v->target.z) && isfinite(v->yaw),
                   "camera %s not finite", s.cameras[i].id);
        FUZZ_CHECK(fabsf(v->pitch) <= 89.0f && v->distance > 0.0f && isfinite(v->distance),
                   "camera %s pitch %g distance %g", s.cameras[i].id, (double)v->pitch, (double)v->distance);
        for (int k = 0; k < i; k++)
            FUZZ_CHECK(strcmp(s.cameras[k].id, s.cameras[i].id) != 0, "camera %s twice", s.cameras[i].id);
        FUZZ_CHECK(settings_camera_of(&s, s.cameras[i].id) == v, "lookup of %s", s.cameras[i].id);
    }
    return 0;
}
