/* The settings-file parser (src/viewer/settings.c) on arbitrary bytes: it reads a file the user
 * or anything else may have written, so it must never crash, read out of bounds or hang, and
 * what it keeps must be well-formed: a refusal (only for size) gives a reason and leaves the
 * defaults; otherwise ids are of [a-z0-9-], cameras finite and within the controls' limits
 * (pitch within the poles, the zoom's distances, yaw wrapped), no more than
 * SETTINGS_MAX_CAMERAS of them, each id once, every skipped line named, and writing the result
 * and reading it back gives the same settings with nothing skipped. */
#include <string.h>

#include "fuzz.h"
#include "settings.h"

/* An id as the registry spells them, written independently of settings.c's check (an oracle
 * must not be the code it checks): non-empty, shorter than the field, every byte from this
 * alphabet. */
static bool valid_id(const char *id)
{
    size_t n = strlen(id);
    return n > 0 && n < SETTINGS_ID_SIZE && strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-") == n;
}

static bool same_view(camera_view a, camera_view b)
{
    return a.target.x == b.target.x && a.target.y == b.target.y && a.target.z == b.target.z && a.yaw == b.yaw &&
           a.pitch == b.pitch && a.distance == b.distance;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static settings s, back;
    static char text[SETTINGS_MAX_BYTES];
    settings_report report;
    if (!settings_parse(&s, (const char *)data, size, &report)) {
        FUZZ_CHECK(report.file[0] != '\0', "a refusal without a reason");
        FUZZ_CHECK(size > SETTINGS_MAX_BYTES, "a refusal of %zu bytes: %s", size, report.file);
        FUZZ_CHECK(s.sample[0] == '\0' && !s.help && s.camera_count == 0, "a refusal left values behind");
        return 0;
    }
    FUZZ_CHECK(report.bad_lines >= 0 && (report.bad_lines == 0) == (report.first_bad[0] == '\0'),
               "%d bad lines, first '%s'", report.bad_lines, report.first_bad);
    FUZZ_CHECK(s.sample[0] == '\0' || valid_id(s.sample), "accepted sample '%s'", s.sample);
    FUZZ_CHECK(s.camera_count >= 0 && s.camera_count <= SETTINGS_MAX_CAMERAS, "%d cameras", s.camera_count);
    for (int i = 0; i < s.camera_count; i++) {
        const camera_view *v = &s.cameras[i].view;
        FUZZ_CHECK(valid_id(s.cameras[i].id), "camera id '%s'", s.cameras[i].id);
        FUZZ_CHECK(fabsf(v->target.x) <= SETTINGS_MAX_TARGET && fabsf(v->target.y) <= SETTINGS_MAX_TARGET &&
                   fabsf(v->target.z) <= SETTINGS_MAX_TARGET && fabsf(v->yaw) < 360.0f,
                   "camera %s target or yaw out of range", s.cameras[i].id);
        FUZZ_CHECK(fabsf(v->pitch) <= 89.0f && v->distance >= 0.2f && v->distance <= 500.0f,
                   "camera %s pitch %g distance %g", s.cameras[i].id, (double)v->pitch, (double)v->distance);
        for (int k = 0; k < i; k++)
            FUZZ_CHECK(strcmp(s.cameras[k].id, s.cameras[i].id) != 0, "camera %s twice", s.cameras[i].id);
        FUZZ_CHECK(settings_camera_of(&s, s.cameras[i].id) == v, "lookup of %s", s.cameras[i].id);
    }

    FUZZ_CHECK(settings_format(&s, text, sizeof text), "%d cameras do not fit in a file", s.camera_count);
    FUZZ_CHECK(settings_parse(&back, text, strlen(text), &report) && report.bad_lines == 0,
               "the written file reads back with '%s%s'", report.file, report.first_bad);
    FUZZ_CHECK(strcmp(back.sample, s.sample) == 0 && back.help == s.help && back.camera_count == s.camera_count,
               "the written file reads back different");
    for (int i = 0; i < s.camera_count; i++)
        FUZZ_CHECK(strcmp(back.cameras[i].id, s.cameras[i].id) == 0 &&
                   same_view(back.cameras[i].view, s.cameras[i].view), "camera %s changed", s.cameras[i].id);
    return 0;
}
