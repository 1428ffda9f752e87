/* The browser's side of platform.h (emscripten only): the main loop on requestAnimationFrame,
 * the canvas kept at the page's size times the device pixel ratio, and the URL's fragment
 * (#aabb-plane) naming the sample both ways. The page itself is web/index.html. */
#include <emscripten.h>
#include <emscripten/html5.h>
#include <string.h>

#include "app_state.h"
#include "platform.h"
#include "samples.h"

/* Sizes the canvas's pixels to its CSS box times the device pixel ratio. Browser.setCanvasSize
 * tells emscripten's GLFW, which then reports the new size as the window's and framebuffer's. */
EM_JS(void, fit_canvas, (void), {
    var canvas = Module["canvas"];
    var ratio = window.devicePixelRatio || 1;
    var width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    var height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width != width || canvas.height != height)
        Browser.setCanvasSize(width, height);
})

/* The URL's fragment without '#', into out (size bytes). */
EM_JS(void, read_fragment, (char *out, int size), {
    var id = location.hash.slice(1);
    try { id = decodeURIComponent(id); } catch (e) {}
    stringToUTF8(id, out, size);
})

EM_JS(void, write_fragment, (const char *id), {
    var hash = '#' + UTF8ToString(id);
    if (location.hash != hash)
        history.replaceState(null, "", hash);
})

/* For the page and its tests: frames drawn, and the ms from navigation to the first one. */
EM_JS(void, count_frame, (void), {
    Module["frames"] = (Module["frames"] || 0) + 1;
    if (Module["frames"] == 1) {
        Module["firstFrameMs"] = performance.now();
        if (Module["onFirstFrame"])
            Module["onFirstFrame"]();
    }
})

static bool (*loop_step)(void);

/* A fragment edited by hand (or a link followed on the page) switches the sample. */
static void follow_fragment(void)
{
    char id[128];
    read_fragment(id, sizeof id);
    int index = id[0] ? sample_find(id) : -1;
    if (index >= 0 && index != app.current)
        app_start_sample(index);
}

static void web_frame(void)
{
    fit_canvas();
    follow_fragment();
    glfwSetWindowShouldClose(app.window, GLFW_FALSE); /* Esc does not end a page; closing the tab does */
    loop_step();
    count_frame();
}

void platform_run_main_loop(bool (*step)(void))
{
    loop_step = step;
    fit_canvas();
    emscripten_set_main_loop(web_frame, 0, 1);
}

float platform_pixel_ratio(int framebuffer_height, int window_height)
{
    (void)framebuffer_height, (void)window_height;
    return (float)emscripten_get_device_pixel_ratio();
}

int platform_first_sample(int first)
{
    char id[128];
    read_fragment(id, sizeof id);
    int index = id[0] ? sample_find(id) : -1;
    return index >= 0 ? index : first;
}

void platform_sample_shown(const char *id)
{
    write_fragment(id);
}
