/* The settings file: well-formed files round-trip; a bad line is skipped with its reason and
 * the rest kept; values are clamped to what the controls reach; only a huge file is refused
 * as a whole; saving merges with what another viewer wrote; FIFOs and directories are not
 * read; stale temporaries are removed. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "settings.h"

static settings s, back; /* 19 KB each: kept off the stack */

static void temp_dir(char *dir, size_t size)
{
    snprintf(dir, size, "/tmp/isect-settings-XXXXXX");
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
}

static void test_round_trip(void)
{
    char error[600] = "", dir[64], path[128];
    settings_report report;
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/isect/settings.ini", dir);
    s = (settings){0};
    snprintf(s.sample, sizeof s.sample, "obb-obb");
    s.help = true;
    settings_set_camera(&s, "aabb-plane", (camera_view){{{-1, 0.5f, 1}}, 35, 22, 18});
    settings_set_camera(&s, "obb-obb", (camera_view){{{0.1f, 0.2f, 0.3f}}, -123.25f, -80, 0.5f});
    CHECK(settings_save(&s, path, error, sizeof error), "save %s: %s", path, error);
    CHECK(settings_load(&back, path, &report), "load: %s", report.file);
    CHECK(strcmp(back.sample, "obb-obb") == 0 && back.help && back.camera_count == 2, "fields");
    const camera_view *v = settings_camera_of(&back, "obb-obb");
    CHECK(v && v->yaw == -123.25f && v->pitch == -80 && v->distance == 0.5f && v->target.z == 0.3f,
          "camera round-trips exactly");
    struct stat st;
    mode_t mask = umask(0);
    umask(mask);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == (0666 & ~mask), "mode %o", st.st_mode & 0777);
    remove(path);
    *strrchr(path, '/') = '\0';
    rmdir(path), rmdir(dir);
}

/* parse(text) keeps what is good and skips one line with a reason naming it. */
static void skipped(const char *text, size_t length, const char *why)
{
    settings_report report;
    bool ok = settings_parse(&s, text, length, &report);
    CHECK(ok && report.bad_lines == 1 && strstr(report.first_bad, why), "'%.40s' gives %d bad lines, '%s', want '%s'",
          text, report.bad_lines, report.first_bad, why);
    CHECK(strcmp(s.sample, "aabb-plane") == 0 && s.help, "'%.40s': the good lines were not kept", text);
}

static void test_bad_lines(void)
{
    static const char *lines[][2] = {
        {"this is not a setting", "line 2 is not key = value"},
        {"help = yes", "line 2 has a bad value for help"},
        {"sample = ../../etc", "line 2 has a bad value for sample"},
        {"camera.aabb-plane = 1 2 3", "line 2 has a bad value for camera.aabb-plane"},
        {"camera.aabb-plane = 1 2 3 4 5 nan", "line 2 has a bad value"},
        {"camera.aabb-plane = 1 2 3 inf 5 6", "line 2 has a bad value"},
        {"camera.aabb-plane = 1 2 3 4 5 6 7", "line 2 has a bad value"},
        {"camera.Bad_Id = 1 2 3 4 5 6", "line 2 has a bad value"},
        {"\x89PNG\r\n", "line 2 holds binary bytes"},
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char text[256];
        int n = snprintf(text, sizeof text, "sample = aabb-plane\n%s\nhelp = 1\n", lines[i][0]);
        skipped(text, (size_t)n, lines[i][1]);
    }
    static const char nul[] = "sample = aabb-plane\nsample = aabb\0plane\nhelp = 1\n";
    skipped(nul, sizeof nul - 1, "line 2 holds binary bytes");
    char long_line[700];
    int n = snprintf(long_line, sizeof long_line, "sample = aabb-plane\n# %0600d\nhelp = 1\n", 0);
    skipped(long_line, (size_t)n, "line 2 is too long");

    settings_report report;
    const char *two = "sample = aabb-plane\nnonsense\nhelp = 1\nmore nonsense\n";
    CHECK(settings_parse(&s, two, strlen(two), &report) && report.bad_lines == 2 &&
          strstr(report.first_bad, "line 2"), "two bad lines: %d, '%s'", report.bad_lines, report.first_bad);
    static char huge[SETTINGS_MAX_BYTES + 2];
    memset(huge, '#', sizeof huge);
    CHECK(!settings_parse(&s, huge, sizeof huge, &report) && strstr(report.file, "larger than") &&
          s.camera_count == 0 && s.sample[0] == '\0', "a huge file is refused as a whole: '%s'", report.file);
}

static void test_tolerated(void)
{
    settings_report report;
    const char *text = "# comment\n\n  sample=ray-aabb  \r\nfuture.option = 7\nhelp = 0\n";
    CHECK(settings_parse(&s, text, strlen(text), &report) && report.bad_lines == 0, "%s", report.first_bad);
    CHECK(strcmp(s.sample, "ray-aabb") == 0, "spaces and CR trimmed, unknown keys skipped");
    CHECK(settings_parse(&s, "", 0, &report) && s.sample[0] == '\0', "an empty file is fine");
}

/* Cameras come back as the controls could have left them: nothing the mouse cannot reach. */
static void test_clamped(void)
{
    settings_report report;
    const char *text = "camera.a = 0 0 0 725 95 1e-30\ncamera.b = 1e9 -1e9 0 -30 -95 1e6\n";
    CHECK(settings_parse(&s, text, strlen(text), &report) && report.bad_lines == 0, "%s", report.first_bad);
    const camera_view *a = settings_camera_of(&s, "a"), *b = settings_camera_of(&s, "b");
    CHECK(a && a->yaw == 5 && a->pitch == 89 && a->distance == 0.2f, "a: %g %g %g", (double)a->yaw,
          (double)a->pitch, (double)a->distance);
    CHECK(b && b->target.x == SETTINGS_MAX_TARGET && b->target.y == -SETTINGS_MAX_TARGET && b->pitch == -89 &&
          b->distance == 500, "b: %g %g %g", (double)b->target.x, (double)b->pitch, (double)b->distance);
    settings_set_camera(&s, "c", (camera_view){{{0, 0, 0}}, 0, 0, 1e-30f});
    CHECK(settings_camera_of(&s, "c")->distance == 0.2f, "clamped when set, so before saving too");
}

/* More cameras than fit: the least recently used go, never the remembered sample's. */
static void test_many_cameras(void)
{
    static char text[SETTINGS_MAX_BYTES];
    settings_report report;
    for (int count = 70; count <= 300; count += 230) {
        size_t used = (size_t)snprintf(text, sizeof text, "sample = s1\n");
        for (int i = 1; i <= count; i++)
            used += (size_t)snprintf(text + used, sizeof text - used, "camera.s%d = %d 0 0 0 0 10\n", i, i);
        CHECK(settings_parse(&s, text, used, &report) && report.bad_lines == 0, "%d cameras: %s", count,
              report.first_bad);
        int kept = count < SETTINGS_MAX_CAMERAS ? count : SETTINGS_MAX_CAMERAS;
        CHECK(s.camera_count == kept, "%d cameras: %d kept", count, s.camera_count);
        const camera_view *sample = settings_camera_of(&s, "s1");
        CHECK(sample && sample->target.x == 1, "%d: the sample's camera went", count);
        char last[16];
        snprintf(last, sizeof last, "s%d", count);
        CHECK(settings_camera_of(&s, last) != NULL, "%d: the newest went", count);
    }
}

/* Two viewers that started from the same file and save one after the other keep both. */
static void test_merge(void)
{
    static settings a, b;
    char error[600] = "", dir[64], path[128];
    settings_report report;
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    FILE *f = fopen(path, "w");
    fputs("sample = aabb-plane\ncamera.x = 1 0 0 0 0 10\n", f);
    fclose(f);
    CHECK(settings_load(&a, path, &report) && settings_load(&b, path, &report), "load");
    settings_set_camera(&a, "x", *settings_camera_of(&a, "x")); /* visited, not moved */
    settings_set_camera(&a, "from-a", (camera_view){{{0, 0, 0}}, 10, 10, 10});
    snprintf(a.sample, sizeof a.sample, "from-a");
    settings_set_camera(&b, "x", (camera_view){{{2, 0, 0}}, 0, 0, 10});
    settings_set_camera(&b, "from-b", (camera_view){{{0, 0, 0}}, 20, 20, 20});
    snprintf(b.sample, sizeof b.sample, "from-b");
    CHECK(settings_save(&b, path, error, sizeof error), "save b: %s", error);
    CHECK(settings_save(&a, path, error, sizeof error), "save a: %s", error);
    CHECK(settings_load(&s, path, &report), "load: %s", report.file);
    CHECK(settings_camera_of(&s, "from-a") && settings_camera_of(&s, "from-b"), "one viewer's camera was lost");
    CHECK(settings_camera_of(&s, "x") && settings_camera_of(&s, "x")->target.x == 2,
          "a camera one viewer did not move overwrote the other's");
    CHECK(strcmp(s.sample, "from-a") == 0, "the last to close sets the sample: %s", s.sample);
    remove(path);
    rmdir(dir);
}

static void test_not_regular(void)
{
    char dir[64], path[128], error[600];
    settings_report report;
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    CHECK(!settings_load(&s, path, &report) && report.missing, "missing: %s", report.file);
    CHECK(mkfifo(path, 0644) == 0, "mkfifo");
    alarm(10); /* a FIFO that blocks the read fails the test instead of hanging it */
    CHECK(!settings_load(&s, path, &report) && report.not_regular && strstr(report.file, "a FIFO"),
          "a FIFO: '%s'", report.file);
    CHECK(!settings_save(&s, path, error, sizeof error) && strstr(error, "not a regular file"), "saved over a FIFO: %s",
          error);
    alarm(0);
    struct stat st;
    CHECK(lstat(path, &st) == 0 && S_ISFIFO(st.st_mode), "the FIFO was replaced");
    remove(path);
    CHECK(!settings_load(&s, dir, &report) && report.not_regular && strstr(report.file, "cannot be read"),
          "a directory: '%s'", report.file);
    rmdir(dir);
}

static void test_path(void)
{
    char path[4096], why[160];
    static char long_home[5000];
    memset(long_home, 'a', sizeof long_home - 1);
    long_home[0] = '/';
    setenv("XDG_CONFIG_HOME", "/config", 1);
    CHECK(settings_path(path, sizeof path, why, sizeof why) && strcmp(path, "/config/isect/settings.ini") == 0, "%s",
          path);
    setenv("XDG_CONFIG_HOME", long_home, 1);
    CHECK(!settings_path(path, sizeof path, why, sizeof why) && strstr(why, "XDG_CONFIG_HOME is too long"), "'%s'",
          why);
    long_home[300] = '\0'; /* short enough a path, but one name longer than any file system allows */
    setenv("XDG_CONFIG_HOME", long_home, 1);
    CHECK(!settings_path(path, sizeof path, why, sizeof why) && strstr(why, "a name in it"), "'%s'", why);
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("HOME");
    CHECK(!settings_path(path, sizeof path, why, sizeof why) && why[0] == '\0', "no HOME: '%s'", why);
}

/* A writer killed between writing and renaming leaves its temporary: the next save removes
 * it once it is a minute old (a fresh one may be another writer's, still at work). */
static void test_stale_temporaries(void)
{
    char dir[64], path[128], old[160], fresh[160], other[160], error[600];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    snprintf(old, sizeof old, "%s.tmp-aB3xYz", path);
    snprintf(fresh, sizeof fresh, "%s.tmp-Qw3rTy", path);
    snprintf(other, sizeof other, "%s.tmp-notours", path);
    const char *names[] = {old, fresh, other};
    for (int i = 0; i < 3; i++)
        fclose(fopen(names[i], "w"));
    struct timespec times[2] = {{.tv_sec = 1}, {.tv_sec = 1}}; /* 1970 */
    utimensat(AT_FDCWD, old, times, 0);
    s = (settings){0};
    CHECK(settings_save(&s, path, error, sizeof error), "%s", error);
    CHECK(access(old, F_OK) != 0, "the stale temporary is still there");
    CHECK(access(fresh, F_OK) == 0 && access(other, F_OK) == 0, "a fresh or foreign file was removed");
    remove(fresh), remove(other), remove(path), rmdir(dir);
}

/* A dotfile manager's link: the file it names is replaced, the link stays. */
static void test_symlink(void)
{
    char dir[64], path[128], real[128], error[600];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    snprintf(real, sizeof real, "%s/dotfiles-settings.ini", dir);
    CHECK(symlink("dotfiles-settings.ini", path) == 0, "symlink");
    s = (settings){0};
    snprintf(s.sample, sizeof s.sample, "ray-aabb");
    CHECK(settings_save(&s, path, error, sizeof error), "%s", error);
    struct stat st;
    settings_report report;
    CHECK(lstat(path, &st) == 0 && S_ISLNK(st.st_mode), "the link was replaced");
    CHECK(settings_load(&back, real, &report) && strcmp(back.sample, "ray-aabb") == 0, "not written through");
    remove(path), remove(real), rmdir(dir);
}

int main(void)
{
    RUN(test_round_trip);
    RUN(test_bad_lines);
    RUN(test_tolerated);
    RUN(test_clamped);
    RUN(test_many_cameras);
    RUN(test_merge);
    RUN(test_not_regular);
    RUN(test_stale_temporaries);
    RUN(test_symlink);
    RUN(test_path);
    return check_summary();
}
