/* The browser's side of platform.h (emscripten only): the main loop on requestAnimationFrame,
 * the canvas kept at the page's size times the device pixel ratio, the URL's fragment
 * (#aabb-plane) naming the sample both ways, the settings file kept in localStorage (the
 * in-memory file system forgets it on reload) and copy-as-test shown on the page. The page
 * itself is web/index.html. */
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

/* The settings file's text under this key of localStorage (absent when storage is refused). */
EM_JS(void, restore_file, (const char *path), {
    try {
        var text = localStorage.getItem('isect-settings');
        if (text === null)
            return;
        var file = UTF8ToString(path);
        FS.mkdirTree(file.substring(0, file.lastIndexOf('/')));
        FS.writeFile(file, text);
    } catch (e) {
        console.log('isect: settings not restored: ' + e);
    }
})

EM_JS(void, keep_file, (const char *path), {
    try {
        localStorage.setItem('isect-settings', FS.readFile(UTF8ToString(path), {encoding: 'utf8'}));
    } catch (e) {
        console.log('isect: settings not kept: ' + e);
    }
})

/* The page's panel for copy-as-test, which also puts the text on the clipboard where the
 * browser lets it (web/index.html). */
EM_JS(void, show_copied, (const char *text), {
    if (Module["showCopied"])
        Module["showCopied"](UTF8ToString(text));
})

EM_JS(int, still_frames, (void), {
    var n = parseInt(new URLSearchParams(location.search).get('still'), 10);
    return n > 0 && n < 1000000 ? n : 0;
})

EM_JS(int, log_state_asked, (void), {
    return new URLSearchParams(location.search).has('log-state') ? 1 : 0;
})

static bool (*loop_step)(void);

/* The page is hidden or left (a reload, a closed tab): the settings are saved then, since a
 * page never exits. */
static EM_BOOL on_visibility(int type, const EmscriptenVisibilityChangeEvent *event, void *data)
{
    (void)type, (void)data;
    if (event->hidden)
        app_save_settings();
    return EM_FALSE;
}

static const char *on_leave(int type, const void *reserved, void *data)
{
    (void)type, (void)reserved, (void)data;
    app_save_settings();
    return NULL; /* no "leave the page?" question */
}

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
    emscripten_set_visibilitychange_callback(NULL, EM_FALSE, on_visibility);
    emscripten_set_beforeunload_callback(NULL, on_leave);
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

bool platform_log_state_asked(void)
{
    return log_state_asked() != 0;
}

int platform_still_frames(void)
{
    return still_frames();
}

void platform_settings_restore(const char *path)
{
    restore_file(path);
}

void platform_settings_kept(const char *path)
{
    keep_file(path);
}

void platform_show_copied(const char *text)
{
    show_copied(text);
}
