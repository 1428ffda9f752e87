/* What the main loop does differently in the browser, beyond the GL header (gl_api.h): who
 * drives the loop, how many pixels the window has per unit of its size, and the URL's fragment
 * naming the sample. On the desktop these are the plain versions below; web.c implements them
 * for emscripten. */
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
#endif

#endif
