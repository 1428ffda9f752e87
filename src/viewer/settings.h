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

/* Ten times today's samples. When full, the least recently used camera goes, never the
 * remembered sample's; files are written least recent first, so the newest lines win. */
#define SETTINGS_MAX_CAMERAS 256
#define SETTINGS_ID_SIZE 48
#define SETTINGS_MAX_BYTES 65536 /* a larger file is not ours: ignored (256 cameras fit in 40 KB) */
#define SETTINGS_MAX_TARGET 1e4f /* farther out, float steps swamp the nearest zoom (0.2) */

typedef struct settings_camera {
    char id[SETTINGS_ID_SIZE];
    camera_view view;
    bool changed; /* set by settings_set_camera to a new value: what a save writes over the disk */
} settings_camera;

typedef struct settings {
    char sample[SETTINGS_ID_SIZE]; /* empty: none remembered */
    bool help;
    settings_camera cameras[SETTINGS_MAX_CAMERAS]; /* least recently used first */
    int camera_count;
} settings;

/* What reading a file found: why it was ignored as a whole, or the lines skipped in it. */
typedef struct settings_report {
    char file[160];       /* "" when the file was read; else why it was ignored */
    bool missing;         /* there is no file (first run): nothing to say */
    bool not_regular;     /* a directory, FIFO or device: never read, never saved over */
    int bad_lines;        /* lines skipped, each with its problem; the others were kept */
    char first_bad[128];  /* the first skipped line's problem: "line 3 is not key = value" */
} settings_report;

/* The settings file's path. False when neither XDG_CONFIG_HOME nor HOME is set (why is "")
 * or when the path would be too long to write (why says so). */
bool settings_path(char *path, size_t size, char *why, size_t why_size);
/* Parses text of the given length. Binary bytes, a line that is not key = value, a bad or
 * non-finite value or an over-long line skip that line only (counted in the report); unknown
 * keys are skipped silently (newer files). Cameras are clamped to what the viewer's controls
 * reach (settings_clamp_view). False, with the defaults, only for a file over the size limit. */
bool settings_parse(settings *s, const char *text, size_t length, settings_report *report);
/* Reads path: only a regular file, opened so that a FIFO or a device cannot block. False
 * with the report filled when it is missing, unreadable, not a regular file or too large. */
bool settings_load(settings *s, const char *path, settings_report *report);
/* Saves this run's settings at path, merged with whatever another viewer wrote since it
 * started: under a lock on the file's directory it re-reads the file, puts this run's sample,
 * help flag and changed cameras over it, and writes it atomically (safe_file_write). Removes
 * temporaries a killed writer left. False with a one-line reason in error. */
bool settings_save(const settings *s, const char *path, char *error, size_t error_size);
/* The file's text for s (cameras clamped). False if it does not fit in size. */
bool settings_format(const settings *s, char *text, size_t size);

/* A camera within the controls' limits: distance within camera_zoom's, pitch within
 * camera_orbit's, yaw wrapped as orbiting wraps it, the target within SETTINGS_MAX_TARGET.
 * The values must be finite. */
camera_view settings_clamp_view(camera_view v);
/* The camera remembered for sample id, or NULL. */
const camera_view *settings_camera_of(const settings *s, const char *id);
/* Remembers view for id (clamped) as the most recently used camera, marking it changed when
 * the value is new. */
void settings_set_camera(settings *s, const char *id, camera_view view);

#endif
