#include "settings.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "safe_file.h"

#define LOCK_WAIT_MS 5000

bool settings_path(char *path, size_t size, char *why, size_t why_size)
{
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    const char *variable = xdg && xdg[0] == '/' ? "XDG_CONFIG_HOME" : "HOME";
    int n;
    if (why_size)
        why[0] = '\0';
    if (xdg && xdg[0] == '/')
        n = snprintf(path, size, "%s/isect/settings.ini", xdg);
    else if (home && home[0])
        n = snprintf(path, size, "%s/.config/isect/settings.ini", home);
    else
        return false;
    /* Room for the temporary's suffix too, so that a path that loads also saves. */
    if (n < 0 || (size_t)n + sizeof ".tmp-XXXXXX" > size) {
        if (why_size)
            snprintf(why, why_size, "%s is too long (%zu bytes)", variable, strlen(getenv(variable)));
        return false;
    }
    for (const char *name = path; *name;) {
        size_t length = strcspn(name, "/");
        if (length > NAME_MAX) {
            if (why_size)
                snprintf(why, why_size, "%s is too long (a name in it has more than %d bytes)", variable, NAME_MAX);
            return false;
        }
        name += length + (name[length] == '/');
    }
    return true;
}

/* An id as the registry spells them: lower-case letters, digits and dashes. */
static bool valid_id(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n >= SETTINGS_ID_SIZE)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '-'))
            return false;
    return true;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        *--end = '\0';
    return s;
}

camera_view settings_clamp_view(camera_view v)
{
    /* A zero orbit and zoom apply exactly the limits the mouse runs into. */
    v = camera_zoom(camera_orbit(v, 0.0f, 0.0f), 0.0f);
    for (int i = 0; i < 3; i++)
        v.target.raw[i] = fminf(fmaxf(v.target.raw[i], -SETTINGS_MAX_TARGET), SETTINGS_MAX_TARGET);
    return v;
}

static bool finite_view(camera_view v)
{
    return isfinite(v.target.x) && isfinite(v.target.y) && isfinite(v.target.z) && isfinite(v.yaw) &&
           isfinite(v.pitch) && isfinite(v.distance);
}

/* "tx ty tz yaw pitch distance": six finite numbers, clamped into the controls' range. */
static bool parse_camera(const char *value, camera_view *v)
{
    float f[6];
    int used = 0;
    if (sscanf(value, "%f %f %f %f %f %f %n", &f[0], &f[1], &f[2], &f[3], &f[4], &f[5], &used) != 6 ||
        value[used] != '\0')
        return false;
    *v = (camera_view){{{f[0], f[1], f[2]}}, f[3], f[4], f[5]};
    if (!finite_view(*v))
        return false;
    *v = settings_clamp_view(*v);
    return true;
}

/* Checks one line (NUL-terminated, without its newline) and applies it to s. False with the
 * problem in why; the caller skips the line. */
static bool parse_line(settings *s, char *line, size_t n, int number, char *why, size_t why_size)
{
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)line[i] < 0x20 && line[i] != '\t' && line[i] != '\r') || (unsigned char)line[i] > 0x7e) {
            snprintf(why, why_size, "line %d holds binary bytes", number);
            return false;
        }
    char *key = trim(line);
    if (*key == '\0' || *key == '#')
        return true;
    char *eq = strchr(key, '=');
    if (!eq) {
        snprintf(why, why_size, "line %d is not key = value", number);
        return false;
    }
    *eq = '\0';
    char *value = trim(eq + 1);
    key = trim(key);

    bool ok = true;
    camera_view view;
    if (strcmp(key, "sample") == 0) {
        if ((ok = valid_id(value)))
            snprintf(s->sample, sizeof s->sample, "%s", value);
    } else if (strcmp(key, "help") == 0) {
        if ((ok = strcmp(value, "0") == 0 || strcmp(value, "1") == 0))
            s->help = value[0] == '1';
    } else if (strncmp(key, "camera.", 7) == 0) {
        if ((ok = valid_id(key + 7) && parse_camera(value, &view)))
            settings_set_camera(s, key + 7, view);
    } /* other keys: from a newer version, skipped */
    if (!ok)
        snprintf(why, why_size, "line %d has a bad value for %.60s", number, key);
    return ok;
}

bool settings_parse(settings *s, const char *text, size_t length, settings_report *report)
{
    *s = (settings){0};
    *report = (settings_report){0};
    if (length > SETTINGS_MAX_BYTES) {
        snprintf(report->file, sizeof report->file, "it is larger than %d bytes", SETTINGS_MAX_BYTES);
        return false;
    }
    char line[512], why[sizeof report->first_bad];
    int number = 0;
    for (size_t at = 0; at < length;) {
        size_t end = at;
        while (end < length && text[end] != '\n')
            end++;
        number++;
        size_t n = end - at;
        bool ok = n < sizeof line;
        if (ok) {
            memcpy(line, text + at, n);
            line[n] = '\0';
            ok = parse_line(s, line, n, number, why, sizeof why);
        } else {
            snprintf(why, sizeof why, "line %d is too long", number);
        }
        if (!ok && report->bad_lines++ == 0)
            snprintf(report->first_bad, sizeof report->first_bad, "%s", why);
        at = end + 1;
    }
    for (int i = 0; i < s->camera_count; i++)
        s->cameras[i].changed = false; /* as on disk: nothing for a save to write over it */
    return true;
}

bool settings_load(settings *s, const char *path, settings_report *report)
{
    *s = (settings){0};
    *report = (settings_report){0};
    /* Only a regular file is opened, and without blocking: a FIFO or a terminal in its place
     * must not hang the viewer before its window opens. fstat checks what was opened. */
    struct stat st;
    int fd = -1;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        report->not_regular = true;
        snprintf(report->file, sizeof report->file, "it cannot be read: it is %s, not a regular file",
                 safe_file_kind(st.st_mode));
        return false;
    }
    if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)) < 0) {
        report->missing = errno == ENOENT;
        snprintf(report->file, sizeof report->file, "it cannot be read: %s", strerror(errno));
        return false;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        report->not_regular = true;
        snprintf(report->file, sizeof report->file, "it cannot be read: it is not a regular file");
        close(fd);
        return false;
    }
    static char text[SETTINGS_MAX_BYTES + 1]; /* one byte more than allowed: "too large" */
    size_t length = 0;
    for (ssize_t n = 1; n != 0 && length < sizeof text;) {
        if ((n = read(fd, text + length, sizeof text - length)) > 0)
            length += (size_t)n;
        else if (n < 0 && errno != EINTR) {
            snprintf(report->file, sizeof report->file, "it cannot be read: %s", strerror(errno));
            close(fd);
            return false;
        }
    }
    close(fd);
    return settings_parse(s, text, length, report);
}

static bool put(char *text, size_t size, size_t *used, const char *format, ...) __attribute__((format(printf, 4, 5)));
static bool put(char *text, size_t size, size_t *used, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    int n = vsnprintf(text + *used, size - *used, format, args);
    va_end(args);
    if (n < 0 || (size_t)n >= size - *used)
        return false;
    *used += (size_t)n;
    return true;
}

bool settings_format(const settings *s, char *text, size_t size)
{
    size_t used = 0;
    bool ok = put(text, size, &used, "# isect-viewer settings, written on exit\n");
    if (s->sample[0])
        ok = ok && put(text, size, &used, "sample = %s\n", s->sample);
    ok = ok && put(text, size, &used, "help = %d\n", s->help ? 1 : 0);
    for (int i = 0; ok && i < s->camera_count; i++) {
        camera_view v = settings_clamp_view(s->cameras[i].view);
        ok = put(text, size, &used, "camera.%s = %.9g %.9g %.9g %.9g %.9g %.9g\n", s->cameras[i].id,
                 (double)v.target.x, (double)v.target.y, (double)v.target.z, (double)v.yaw, (double)v.pitch,
                 (double)v.distance);
    }
    return ok;
}

/* mkdir -p of path's directory. */
static void make_parent(const char *path)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(dir, 0755);
            *p = '/';
        }
}

/* Locks the settings' directory (it is ours, and unlike the file it is not replaced by the
 * rename) so that one viewer's read-merge-write is not interleaved with another's. A viewer
 * stuck holding it for seconds must not stop this one from saving: then it goes unlocked. */
static int lock_directory(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash && slash != path ? (int)(slash - path) : 1, slash ? path : ".");
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    for (int waited = 0; fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK && waited < LOCK_WAIT_MS;
         waited += 10) /* other errors (no locks on this file system): go on unlocked */
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    return fd; /* closing it unlocks */
}

bool settings_save(const settings *mine, const char *path, char *error, size_t error_size)
{
    static settings merged;
    static char text[SETTINGS_MAX_BYTES];
    settings_report report;
    make_parent(path);
    int lock = lock_directory(path);
    safe_file_remove_stale(path); /* under the lock no viewer of ours is mid-write */

    /* What is on disk now (nothing, if it is missing or not ours), then this run's changes. */
    settings_load(&merged, path, &report); /* a FIFO or device there: safe_file_write refuses it */
    if (mine->sample[0])
        snprintf(merged.sample, sizeof merged.sample, "%s", mine->sample);
    merged.help = mine->help;
    for (int i = 0; i < mine->camera_count; i++)
        if (mine->cameras[i].changed)
            settings_set_camera(&merged, mine->cameras[i].id, mine->cameras[i].view);

    bool ok = settings_format(&merged, text, sizeof text);
    if (!ok)
        snprintf(error, error_size, "cannot write %s: the settings are larger than %zu bytes", path, sizeof text);
    else
        ok = safe_file_write(path, text, strlen(text), SAFE_FILE_REPLACE, error, error_size) == 0;
    if (lock >= 0)
        close(lock);
    return ok;
}

const camera_view *settings_camera_of(const settings *s, const char *id)
{
    for (int i = 0; i < s->camera_count; i++)
        if (strcmp(s->cameras[i].id, id) == 0)
            return &s->cameras[i].view;
    return NULL;
}

static void remove_camera(settings *s, int i)
{
    memmove(&s->cameras[i], &s->cameras[i + 1], (size_t)(s->camera_count - i - 1) * sizeof s->cameras[0]);
    s->camera_count--;
}

void settings_set_camera(settings *s, const char *id, camera_view view)
{
    if (!finite_view(view) || !valid_id(id))
        return;
    view = settings_clamp_view(view);
    bool changed = true;
    for (int i = 0; i < s->camera_count; i++)
        if (strcmp(s->cameras[i].id, id) == 0) {
            const camera_view *old = &s->cameras[i].view;
            changed = s->cameras[i].changed || old->target.x != view.target.x || old->target.y != view.target.y ||
                      old->target.z != view.target.z || old->yaw != view.yaw || old->pitch != view.pitch ||
                      old->distance != view.distance;
            remove_camera(s, i);
            break;
        }
    if (s->camera_count == SETTINGS_MAX_CAMERAS) /* the least recently used, but not the sample's */
        remove_camera(s, strcmp(s->cameras[0].id, s->sample) == 0 ? 1 : 0);
    settings_camera *c = &s->cameras[s->camera_count++];
    snprintf(c->id, sizeof c->id, "%s", id);
    c->view = view;
    c->changed = changed;
}
