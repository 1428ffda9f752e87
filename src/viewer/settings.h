/* What the viewer remembers between runs, in $XDG_CONFIG_HOME/isect/settings.ini
 * (~/.config/isect/ when XDG_CONFIG_HOME is unset): the last sample, each sample's camera and
 * whether the help overlay was open. A plain "key = value" file:
 *     sample = aabb-plane
 *     help = 0
 *     camera.aabb-plane = tx ty tz yaw pitch distance
 * No GL, no GLFW: the parser is tested and fuzzed on its own. */
#ifndef ISECT_SETTINGS_H
#define ISECT_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "camera.h"

#define SETTINGS_MAX_CAMERAS 64
#define SETTINGS_ID_SIZE 48
#define SETTINGS_MAX_BYTES 65536 /* a larger file is not ours: ignored */

typedef struct settings_camera {
    char id[SETTINGS_ID_SIZE];
    camera_view view;
} settings_camera;

typedef struct settings {
    char sample[SETTINGS_ID_SIZE]; /* empty: none remembered */
    bool help;
    settings_camera cameras[SETTINGS_MAX_CAMERAS];
    int camera_count;
} settings;

/* The settings file's path; false when neither XDG_CONFIG_HOME nor HOME is set. */
bool settings_path(char *path, size_t size);
/* Parses text of the given length. On anything that is not a well-formed settings file
 * (binary bytes, a line that is not key = value, a bad number, too long) returns false, leaves
 * *s as the defaults and writes the reason to error. Unknown keys are skipped (newer files). */
bool settings_parse(settings *s, const char *text, size_t length, char *error, size_t error_size);
/* Reads path; false with a reason when it is missing, unreadable, huge or malformed. */
bool settings_load(settings *s, const char *path, char *error, size_t error_size);
/* Writes path (creating its directory), through a temporary file and a rename. */
bool settings_save(const settings *s, const char *path);

/* The camera remembered for sample id, or NULL. */
const camera_view *settings_camera_of(const settings *s, const char *id);
void settings_set_camera(settings *s, const char *id, camera_view view);

#endif
