/* The settings parser: well-formed files round-trip; corrupt, binary, huge and unreadable ones
 * are refused with a reason and leave the defaults. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "settings.h"

static void test_round_trip(void)
{
    settings s = {0}, back;
    char error[256] = "", path[] = "/tmp/isect-settings-XXXXXX";
    snprintf(s.sample, sizeof s.sample, "obb-obb");
    s.help = true;
    settings_set_camera(&s, "aabb-plane", (camera_view){{{-1, 0.5f, 1}}, 35, 22, 18});
    settings_set_camera(&s, "obb-obb", (camera_view){{{0.1f, 0.2f, 0.3f}}, -123.25f, -80, 0.5f});
    int fd = mkstemp(path);
    CHECK(fd >= 0, "mkstemp");
    close(fd);
    CHECK(settings_save(&s, path), "save %s", path);
    CHECK(settings_load(&back, path, error, sizeof error), "load: %s", error);
    CHECK(strcmp(back.sample, "obb-obb") == 0 && back.help && back.camera_count == 2, "fields");
    const camera_view *v = settings_camera_of(&back, "obb-obb");
    CHECK(v && v->yaw == -123.25f && v->pitch == -80 && v->distance == 0.5f && v->target.z == 0.3f,
          "camera round-trips exactly");
    remove(path);
}

/* parse(text) must fail with a reason mentioning what, and leave the defaults. */
static void refused(const char *text, size_t length, const char *what)
{
    settings s;
    char error[256] = "";
    bool ok = settings_parse(&s, text, length, error, sizeof error);
    CHECK(!ok && strstr(error, what) && s.sample[0] == '\0' && s.camera_count == 0 && !s.help,
          "'%.40s' gives '%s', want '%s'", text, error, what);
}

static void test_malformed(void)
{
    refused("sample = aabb-plane\nthis is not a setting\n", 41, "line 2 is not key = value");
    refused("help = yes\n", 11, "bad value for help");
    refused("sample = ../../etc\n", 19, "bad value for sample");
    refused("camera.aabb-plane = 1 2 3\n", 26, "bad value");
    refused("camera.aabb-plane = 1 2 3 4 5 nan\n", 34, "bad value");
    refused("camera.aabb-plane = 1 2 3 4 95 10\n", 34, "bad value");    /* pitch past the pole */
    refused("camera.aabb-plane = 1 2 3 4 5 6 7\n", 34, "bad value");
    refused("sample = aabb\0plane\n", 20, "binary");
    refused("\x89PNG\r\n\x1a\n", 8, "binary");
    static char huge[SETTINGS_MAX_BYTES + 2];
    memset(huge, '#', sizeof huge);
    refused(huge, sizeof huge, "larger than");
    char long_line[600];
    memset(long_line, 'a', sizeof long_line);
    refused(long_line, sizeof long_line, "too long");
}

static void test_tolerated(void)
{
    settings s;
    char error[256] = "";
    const char *text = "# comment\n\n  sample=ray-aabb  \r\nfuture.option = 7\nhelp = 0\n";
    CHECK(settings_parse(&s, text, strlen(text), error, sizeof error), "%s", error);
    CHECK(strcmp(s.sample, "ray-aabb") == 0, "spaces and CR trimmed, unknown keys skipped");
    CHECK(settings_parse(&s, "", 0, error, sizeof error) && s.sample[0] == '\0', "an empty file is fine");
}

static void test_unreadable(void)
{
    settings s;
    char error[256] = "";
    CHECK(!settings_load(&s, "/nonexistent/isect/settings.ini", error, sizeof error) && error[0], "missing");
    CHECK(!settings_load(&s, "/tmp", error, sizeof error), "a directory is refused: %s", error);
}

int main(void)
{
    RUN(test_round_trip);
    RUN(test_malformed);
    RUN(test_tolerated);
    RUN(test_unreadable);
    return check_summary();
}
