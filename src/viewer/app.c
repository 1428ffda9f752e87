#include "app.h"

#include <glad/gl.h>
#include <GLFW/glfw3.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "driver_pin.h"
#include "gl.h"
#include "hud.h"
#include "hud_layout.h"
#include "log.h"
#include "sample_ctx.h"
#include "samples.h"
#include "screenshot.h"

_Static_assert(SAMPLE_KEY_TAB == GLFW_KEY_TAB, "sample.h's key numbers follow GLFW's");

static struct {
    GLFWwindow *window;
    gl_renderer gl;
    sample_ctx ctx;
    draw_list scene;
    hud overlay;
    int current;            /* index of the running sample */
    camera_view view;
    bool help;
    int drag_button;        /* GLFW mouse button held, or -1 */
    double mouse_x, mouse_y;
    char glfw_error[256];   /* the last message from GLFW's error callback */
} app;

static void on_glfw_error(int code, const char *message)
{
    (void)code;
    snprintf(app.glfw_error, sizeof app.glfw_error, "%s", message);
}

static void start_sample(int index)
{
    sample_ctx_stop(&app.ctx);
    log_clear();
    app.current = (index % sample_count + sample_count) % sample_count;
    int width, height;
    glfwGetFramebufferSize(app.window, &width, &height);
    app.ctx.draw = &app.scene;
    sample_ctx_start(&app.ctx, samples[app.current], width, height);
    app.view = app.ctx.view;

    char title[256];
    snprintf(title, sizeof title, "isect \xe2\x80\x94 %s (%d/%d)", samples[app.current]->title,
             app.current + 1, sample_count);
    glfwSetWindowTitle(app.window, title);
}

static void on_key(GLFWwindow *window, int key, int scancode, int action, int mods)
{
    (void)scancode, (void)mods;
    if (action == GLFW_RELEASE)
        return;
    bool press = action == GLFW_PRESS;
    switch (key) {
    case GLFW_KEY_RIGHT: case GLFW_KEY_PAGE_DOWN: case GLFW_KEY_RIGHT_BRACKET:
        start_sample(app.current + 1);
        return;
    case GLFW_KEY_LEFT: case GLFW_KEY_PAGE_UP: case GLFW_KEY_LEFT_BRACKET:
        start_sample(app.current - 1);
        return;
    case GLFW_KEY_R:
        if (press) start_sample(app.current);
        return;
    case GLFW_KEY_F1: case GLFW_KEY_H:
        if (press) app.help = !app.help;
        return;
    case GLFW_KEY_HOME:
        app.view = app.ctx.view;
        return;
    case GLFW_KEY_ESCAPE:
        glfwSetWindowShouldClose(window, GLFW_TRUE);
        return;
    }
    if (key >= GLFW_KEY_1 && key <= GLFW_KEY_9) {
        if (press && key - GLFW_KEY_1 < sample_count)
            start_sample(key - GLFW_KEY_1);
        return;
    }
    if (app.ctx.sample->key)
        app.ctx.sample->key(&app.ctx, key);
}

static void on_mouse_button(GLFWwindow *window, int button, int action, int mods)
{
    (void)mods;
    if (action == GLFW_PRESS && app.drag_button < 0) {
        app.drag_button = button;
        glfwGetCursorPos(window, &app.mouse_x, &app.mouse_y);
    } else if (action == GLFW_RELEASE && button == app.drag_button) {
        app.drag_button = -1;
    }
}

static void on_cursor(GLFWwindow *window, double x, double y)
{
    float dx = (float)(x - app.mouse_x), dy = (float)(y - app.mouse_y);
    app.mouse_x = x, app.mouse_y = y;
    if (app.drag_button == GLFW_MOUSE_BUTTON_LEFT) {
        app.view = camera_orbit(app.view, dx, dy);
    } else if (app.drag_button == GLFW_MOUSE_BUTTON_RIGHT || app.drag_button == GLFW_MOUSE_BUTTON_MIDDLE) {
        int width, height;
        glfwGetWindowSize(window, &width, &height);
        app.view = camera_pan(app.view, dx, dy, (float)height);
    }
}

static void on_scroll(GLFWwindow *window, double dx, double dy)
{
    (void)window, (void)dx;
    app.view = camera_zoom(app.view, (float)dy);
}

/* Opens the window with a GL 3.3 core context (4x MSAA when granted) and loads GL. */
static int open_window(const app_options *options)
{
    glfwSetErrorCallback(on_glfw_error);
    if (!glfwInit()) {
        fprintf(stderr, "isect-viewer: cannot open a window: %s. Run it on a display, or "
                        "headless under a virtual one: xvfb-run -a isect-viewer ...\n",
                app.glfw_error[0] ? app.glfw_error : "no display");
        return EXIT_NO_DISPLAY;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_SAMPLES, 4);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
    glfwWindowHint(GLFW_VISIBLE, options->screenshot ? GLFW_FALSE : GLFW_TRUE);
    app.window = glfwCreateWindow(options->width, options->height, "isect", NULL, NULL);
    if (!app.window) {
        fprintf(stderr, "isect-viewer: cannot create an OpenGL 3.3 core window: %s\n", app.glfw_error);
        glfwTerminate();
        return EXIT_NO_DISPLAY;
    }
    glfwMakeContextCurrent(app.window);
    glfwSwapInterval(1);
    if (!gladLoadGL((GLADloadfunc)glfwGetProcAddress)) {
        fprintf(stderr, "isect-viewer: cannot load OpenGL 3.3 core functions\n");
        glfwDestroyWindow(app.window);
        glfwTerminate();
        return EXIT_NO_DISPLAY;
    }
    driver_pin();
    glfwSetKeyCallback(app.window, on_key);
    glfwSetMouseButtonCallback(app.window, on_mouse_button);
    glfwSetCursorPosCallback(app.window, on_cursor);
    glfwSetScrollCallback(app.window, on_scroll);
    return EXIT_OK;
}

/* --log-state: the sample's HUD lines (the quantities and the verdict) on stdout, once each
 * time they change, as "state <id>: <line>", so scripts driving real input can read them. */
static void log_state(void)
{
    static char last[SAMPLE_TEXT_LINES * SAMPLE_MESSAGE_SIZE];
    char now[sizeof last];
    size_t used = 0;
    for (int i = 0; i < app.ctx.text_count; i++)
        used += (size_t)snprintf(now + used, sizeof now - used, "state %s: %s\n", app.ctx.sample->id, app.ctx.text[i]);
    now[used] = '\0';
    if (strcmp(now, last) != 0) {
        fputs(now, stdout);
        fflush(stdout);
        memcpy(last, now, used + 1);
    }
}

static int take_screenshot(const char *path, int width, int height)
{
    uint8_t *rgb = malloc((size_t)width * (size_t)height * 3);
    char error[512];
    int status = EXIT_OK;
    if (!rgb || !gl_read_pixels(width, height, rgb)) {
        fprintf(stderr, "isect-viewer: cannot read the frame back for %s\n", path);
        status = EXIT_SCREENSHOT;
    } else if (!screenshot_write_png(path, width, height, rgb, error, sizeof error)) {
        fprintf(stderr, "isect-viewer: %s\n", error);
        status = EXIT_SCREENSHOT;
    }
    free(rgb);
    return status;
}

int app_run(const app_options *options)
{
    app.drag_button = -1;
    int status = open_window(options);
    if (status != EXIT_OK)
        return status;
    char error[600];
    if (!gl_init(&app.gl, error, sizeof error)) {
        fprintf(stderr, "isect-viewer: %s\n", error);
        glfwDestroyWindow(app.window);
        glfwTerminate();
        return EXIT_NO_DISPLAY;
    }
    start_sample(options->sample);

    double last = glfwGetTime();
    for (int frame = 1; !glfwWindowShouldClose(app.window); frame++) {
        glfwPollEvents();
        int width, height;
        glfwGetFramebufferSize(app.window, &width, &height);
        if (width <= 0 || height <= 0) { /* minimised: nothing to draw, wait for events */
            glfwWaitEventsTimeout(0.1);
            frame--;
            continue;
        }
        double now = glfwGetTime();
        if (app.ctx.sample->update)
            app.ctx.sample->update(&app.ctx, (float)fmin(now - last, 0.1));
        last = now;

        draw_list_clear(&app.scene);
        app.ctx.text_count = 0;
        app.ctx.camera = app.view;
        app.ctx.sample->render(&app.ctx);
        if (options->log_state)
            log_state();
        mat4s view_projection = camera_view_projection(app.view, (float)width / (float)height);
        int window_width, window_height;
        glfwGetWindowSize(app.window, &window_width, &window_height);
        hud_clear(&app.overlay);
        app.overlay.scale = 2.0f * roundf(fmaxf(1.0f, (float)height / (float)(window_height > 0 ? window_height : height)));
        hud_labels(&app.overlay, &app.scene, view_projection, (float)width, (float)height);
        hud_layout(&app.overlay, &app.ctx, app.current, sample_count, app.help, (float)width, (float)height);
        gl_draw_frame(&app.gl, &app.scene, &app.overlay, view_projection, width, height);

        bool last_frame = options->frames > 0 && frame >= options->frames;
        if (last_frame && options->screenshot)
            status = take_screenshot(options->screenshot, width, height);
        glfwSwapBuffers(app.window);
        if (last_frame)
            break;
    }

    sample_ctx_stop(&app.ctx);
    draw_list_free(&app.scene);
    hud_free(&app.overlay);
    gl_shutdown(&app.gl);
    glfwDestroyWindow(app.window);
    glfwTerminate();
    return status;
}
