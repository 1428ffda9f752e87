/* What the main loop does differently in the browser, beyond the GL header (gl_api.h): who
 * drives the loop, how many pixels the window has per unit of its size, the URL's fragment
 * naming the sample, the settings kept in the browser's storage and copy-as-test shown on the
 * page. On the desktop these are the plain versions below; web.c implements them for
 * emscripten. */
#ifndef ISECT_PLATFORM_H
#define ISECT_PLATFORM_H

#include <stdbool.h>

#ifdef __EMSCRIPTEN__
/* Hands the loop to the browser, which calls step once an animation frame; never returns. */
void platform_run_main_loop(bool (*step)(void));
/* The device pixel ratio (the browser's GLFW reports the canvas's pixels as the window's size). */
float platform_pixel_ratio(int framebuffer_height, int window_height);
/* The sample the URL's fragment names (#aabb-plane), or first when it names none. */
int platform_first_sample(int first);
/* Puts the running sample's id in the URL's fragment. */
void platform_sample_shown(const char *id);
/* Whether the URL asks for the state log (?log-state): --log-state's lines in the console. */
bool platform_log_state_asked(void);
/* N for ?still=N in the URL (0 when absent): app_options.still_frames. */
int platform_still_frames(void);
/* Before the settings file at path is read: writes there what the browser's storage keeps. */
void platform_settings_restore(const char *path);
/* After the settings file at path is written: keeps it in the browser's storage. */
void platform_settings_kept(const char *path);
/* copy-as-test's text, shown on the page beside the canvas and put on the clipboard. */
void platform_show_copied(const char *text);
#else
/* The desktop runs its own loop: app_run calls step until it returns false. */
static inline void platform_run_main_loop(bool (*step)(void))
{
    (void)step;
}
static inline float platform_pixel_ratio(int framebuffer_height, int window_height)
{
    return (float)framebuffer_height / (float)window_height;
}
static inline int platform_first_sample(int first)
{
    return first;
}
static inline void platform_sample_shown(const char *id)
{
    (void)id;
}
static inline bool platform_log_state_asked(void)
{
    return false;
}
static inline int platform_still_frames(void)
{
    return 0;
}
static inline void platform_settings_restore(const char *path)
{
    (void)path;
}
static inline void platform_settings_kept(const char *path)
{
    (void)path;
}
static inline void platform_show_copied(const char *text) /* stdout and GLFW's clipboard serve */
{
    (void)text;
}
#endif

#endif
