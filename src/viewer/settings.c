#include "settings.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool settings_path(char *path, size_t size)
{
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(path, size, "%s/isect/settings.ini", xdg);
    else if (home && home[0])
        n = snprintf(path, size, "%s/.config/isect/settings.ini", home);
    else
        return false;
    return n > 0 && (size_t)n < size;
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

/* "tx ty tz yaw pitch distance": six finite numbers, a sane pitch and a positive distance. */
static bool parse_camera(const char *value, camera_view *v)
{
    float f[6];
    int used = 0;
    if (sscanf(value, "%f %f %f %f %f %f %n", &f[0], &f[1], &f[2], &f[3], &f[4], &f[5], &used) != 6 ||
        value[used] != '\0')
        return false;
    for (int i = 0; i < 6; i++)
        if (!isfinite(f[i]) || fabsf(f[i]) > 1e6f)
            return false;
    if (fabsf(f[4]) > 89.0f || !(f[5] > 0.0f))
        return false;
    *v = (camera_view){{{f[0], f[1], f[2]}}, f[3], f[4], f[5]};
    return true;
}

/* The file is ASCII text (ids, numbers, comments): any other byte means it is not ours. */
bool settings_parse(settings *s, const char *text, size_t length, char *error, size_t error_size)
{
    *s = (settings){0};
    if (length > SETTINGS_MAX_BYTES) {
        snprintf(error, error_size, "it is larger than %d bytes", SETTINGS_MAX_BYTES);
        return false;
    }
    settings parsed = {0};
    char line[512];
    int number = 0;
    for (size_t at = 0; at < length;) {
        size_t end = at;
        while (end < length && text[end] != '\n')
            end++;
        number++;
        size_t n = end - at;
        if (n >= sizeof line) {
            snprintf(error, error_size, "line %d is too long", number);
            return false;
        }
        memcpy(line, text + at, n);
        line[n] = '\0';
        at = end + 1;
        for (size_t i = 0; i < n; i++)
            if (((unsigned char)line[i] < 0x20 && line[i] != '\t' && line[i] != '\r') || (unsigned char)line[i] > 0x7e) {
                snprintf(error, error_size, "line %d holds binary bytes", number);
                return false;
            }

        char *key = trim(line);
        if (*key == '\0' || *key == '#')
            continue;
        char *eq = strchr(key, '=');
        if (!eq) {
            snprintf(error, error_size, "line %d is not key = value", number);
            return false;
        }
        *eq = '\0';
        char *value = trim(eq + 1);
        key = trim(key);

        bool ok = true;
        if (strcmp(key, "sample") == 0) {
            ok = valid_id(value);
            if (ok) snprintf(parsed.sample, sizeof parsed.sample, "%s", value);
        } else if (strcmp(key, "help") == 0) {
            ok = strcmp(value, "0") == 0 || strcmp(value, "1") == 0;
            parsed.help = value[0] == '1';
        } else if (strncmp(key, "camera.", 7) == 0) {
            camera_view view;
            ok = valid_id(key + 7) && parse_camera(value, &view);
            if (ok) settings_set_camera(&parsed, key + 7, view);
        } /* other keys: from a newer version, skipped */
        if (!ok) {
            snprintf(error, error_size, "line %d has a bad value for %s", number, key);
            return false;
        }
    }
    *s = parsed;
    return true;
}

bool settings_load(settings *s, const char *path, char *error, size_t error_size)
{
    *s = (settings){0};
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(error, error_size, "%s", strerror(errno));
        return false;
    }
    static char text[SETTINGS_MAX_BYTES + 1];
    size_t length = fread(text, 1, sizeof text, f);
    bool read_error = ferror(f);
    fclose(f);
    if (read_error) {
        snprintf(error, error_size, "it cannot be read");
        return false;
    }
    return settings_parse(s, text, length, error, error_size);
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

bool settings_save(const settings *s, const char *path)
{
    make_parent(path);
    char temporary[4200];
    snprintf(temporary, sizeof temporary, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(temporary, "w");
    if (!f)
        return false;
    fprintf(f, "# isect-viewer settings, written on exit\n");
    if (s->sample[0])
        fprintf(f, "sample = %s\n", s->sample);
    fprintf(f, "help = %d\n", s->help ? 1 : 0);
    for (int i = 0; i < s->camera_count; i++) {
        const camera_view *v = &s->cameras[i].view;
        fprintf(f, "camera.%s = %.9g %.9g %.9g %.9g %.9g %.9g\n", s->cameras[i].id, (double)v->target.x,
                (double)v->target.y, (double)v->target.z, (double)v->yaw, (double)v->pitch, (double)v->distance);
    }
    bool ok = fclose(f) == 0;
    if (ok)
        ok = rename(temporary, path) == 0;
    if (!ok)
        remove(temporary);
    return ok;
}

const camera_view *settings_camera_of(const settings *s, const char *id)
{
    for (int i = 0; i < s->camera_count; i++)
        if (strcmp(s->cameras[i].id, id) == 0)
            return &s->cameras[i].view;
    return NULL;
}

void settings_set_camera(settings *s, const char *id, camera_view view)
{
    for (int i = 0; i < s->camera_count; i++)
        if (strcmp(s->cameras[i].id, id) == 0) {
            s->cameras[i].view = view;
            return;
        }
    if (s->camera_count == SETTINGS_MAX_CAMERAS || strlen(id) >= SETTINGS_ID_SIZE)
        return;
    settings_camera *c = &s->cameras[s->camera_count++];
    snprintf(c->id, sizeof c->id, "%s", id);
    c->view = view;
}
