/* The viewer's window and main loop: open a GL 3.3 core window, run the sample, draw the
 * scene and the HUD each frame, take screenshots, remember settings. Input is in input.c. */
#include "array_count.h"
#include "app_state.h"

#include <dlfcn.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "camera.h"
#include "driver_pin.h"
#include "focus.h"
#include "hud_layout.h"
#include "inset_app.h"
#include "log.h"
#include "minkowski_view.h"
#include "platform.h"
#include "safe_file.h"
#include "samples.h"
#include "screenshot.h"
#include "svg_export.h"

app_state app;

static void on_glfw_error(int code, const char *message)
{
    (void)code;
    snprintf(app.glfw_error, sizeof app.glfw_error, "%s", message);
}


#ifdef __EMSCRIPTEN__
/* The browser has no signals to catch and no X server to lose. */
static const int quit_signal = 0;
int app_quit_signal(void)
{
    return 0;
}
static void install_quit_handlers(void)
{
}
static void install_display_lost_handler(void)
{
}
void app_flush_stdout(void)
{
    fflush(stdout);
}
#else
/* SIGINT, SIGTERM and SIGHUP ask the viewer to quit, as Esc does. A handler may only do what
 * is async-signal-safe, so it records the signal; the main loop reads it every frame (and a
 * minimised window waits with a timeout), then saves the settings and shuts GL down on the
 * way out. A second signal, while that runs, ends the process at once. */
static volatile sig_atomic_t quit_signal;

static void on_quit_signal(int signo)
{
    if (quit_signal) { /* the user means it: the default action, now */
        safe_file_cleanup_from_signal(); /* no half-written temporary left behind */
        signal(signo, SIG_DFL);
        raise(signo);
        return;
    }
    quit_signal = signo;
}

int app_quit_signal(void)
{
    return quit_signal;
}

static void install_quit_handlers(void)
{
    static const int quit_signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < ARRAY_COUNT(quit_signals); i++) {
        struct sigaction old, handler = {.sa_handler = on_quit_signal};
        /* SA_RESTART keeps a write to a pipe (--log-state) from failing with EINTR; the wait for
         * events wakes anyway, since select() and poll() are never restarted. */
        handler.sa_flags = SA_RESTART;
        sigemptyset(&handler.sa_mask);
        /* A signal ignored by whoever started us (nohup, a script's background job) stays so. */
        if (sigaction(quit_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sigaction(quit_signals[i], &handler, NULL);
    }
}

/* Xlib calls its IO error handler when the connection to the X server is lost (the server
 * died, or xkill closed it); if the handler returns, Xlib exits with status 1, which means a
 * failed check. This one never returns: it keeps what it can and exits with a status of its
 * own. It runs in ordinary context, not in a signal handler, so plain file I/O is allowed. */
static int on_display_lost(void *display)
{
    (void)display;
    fputs("isect-viewer: lost the connection to the display (the X server quit or closed it)\n", stderr);
    if (app.ctx.sample) /* a sample was running: remember it and its camera */
        app_save_settings();
    fflush(stdout);
    _exit(EXIT_DISPLAY_LOST);
}

/* A write to a closed socket or pipe raises SIGPIPE, whose default action ends the process
 * at once (status 141). The X connection is such a socket: Mesa or Xlib writing to a server
 * that just died would end the viewer before Xlib notices the loss and calls on_display_lost.
 * So SIGPIPE is caught and does nothing; the write fails with EPIPE instead, which Xlib reports
 * to on_display_lost. A handler, unlike SIG_IGN, is not inherited by programs we start. */
static void on_broken_pipe(int signo)
{
    (void)signo;
}

/* Standard output closed by its reader (--log-state | head) still ends the viewer by SIGPIPE,
 * as a shell pipeline expects. */
void app_flush_stdout(void)
{
    if (fflush(stdout) != 0 && errno == EPIPE) {
        signal(SIGPIPE, SIG_DFL);
        raise(SIGPIPE);
    }
}

/* Installs on_display_lost with Xlib's XSetIOErrorHandler, looked up in the libX11 that GLFW
 * loaded: this needs neither X11's headers nor a link against it, and does nothing where
 * GLFW was built without X11 (Wayland), which has no such handler. */
static void install_display_lost_handler(void)
{
    struct sigaction handler = {.sa_handler = on_broken_pipe, .sa_flags = SA_RESTART};
    sigemptyset(&handler.sa_mask);
    sigaction(SIGPIPE, &handler, NULL);
    typedef int (*io_error_handler)(void *display);
    typedef io_error_handler (*set_io_error_handler)(io_error_handler);
    void *self = dlopen(NULL, RTLD_LAZY);
    void *symbol = self ? dlsym(self, "XSetIOErrorHandler") : NULL;
    if (!symbol)
        return;
    set_io_error_handler set;
    memcpy(&set, &symbol, sizeof set); /* ISO C has no cast from an object pointer to a function */
    set(on_display_lost);
}
#endif

/* Called by GLFW when the window manager minimises the window or restores it. */
static void on_iconify(GLFWwindow *window, int iconified)
{
    (void)window;
    app.iconified = iconified;
}

void app_start_sample(int index)
{
    bool restart = app.ctx.sample && index == app.current;
    if (app.ctx.sample && app.remember)
        settings_set_camera(&app.settings, app.ctx.sample->id, focus_destination(app.view));
    sample_ctx_stop(&app.ctx);
    log_clear();
    app.current = (index % sample_count + sample_count) % sample_count;
    app.preset = -1;
    app.preset_name = NULL;
    predict_new_scene(&app.predict);
    app.ctx.draw = &app.scene;
    sample_ctx_start(&app.ctx, samples[app.current]);

    /* A restart keeps the camera; another sample starts where the user last left it. */
    const camera_view *remembered = settings_camera_of(&app.settings, samples[app.current]->id);
    if (!restart)
        app.view = app.remember && remembered ? *remembered : app.ctx.view;
    if (minkowski_view_shown(&app.ctx)) /* U: frame the difference and the origin */
        focus_selection_quietly();

    char title[256];
    snprintf(title, sizeof title, "isect \xe2\x80\x94 %s (%d/%d)", samples[app.current]->title,
             app.current + 1, sample_count);
    glfwSetWindowTitle(app.window, title);
    platform_sample_shown(samples[app.current]->id);
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
    glfwWindowHint(GLFW_STENCIL_BITS, 8); /* the surfaces tint each pixel once (gl.c) */
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
    glfwWindowHint(GLFW_OPENGL_DEBUG_CONTEXT, GLFW_TRUE); /* for KHR_debug error reports */
    glfwWindowHint(GLFW_VISIBLE, options->screenshot || options->svg || options->bench ? GLFW_FALSE : GLFW_TRUE);
    app.window = glfwCreateWindow(options->width, options->height, "isect", NULL, NULL);
    driver_pin(); /* GLX loaded libGL and the driver, whether or not a window opened */
    if (!app.window) {
        fprintf(stderr, "isect-viewer: cannot create an OpenGL 3.3 core window: %s\n", app.glfw_error);
        glfwTerminate();
        return EXIT_NO_DISPLAY;
    }
    glfwMakeContextCurrent(app.window);
    glfwSwapInterval(options->bench ? 0 : 1); /* the bench measures work, not the display's rate */
#ifndef __EMSCRIPTEN__ /* WebGL's functions need no loading */
    if (!gladLoadGL((GLADloadfunc)glfwGetProcAddress)) {
        fprintf(stderr, "isect-viewer: cannot load OpenGL 3.3 core functions\n");
        glfwDestroyWindow(app.window);
        glfwTerminate();
        return EXIT_NO_DISPLAY;
    }
#endif
    input_install(app.window);
    app.menu.source = (menu_source){samples, sample_count, sample_categories, sample_category_count, sample_category};
    glfwSetWindowIconifyCallback(app.window, on_iconify);
    return EXIT_OK;
}

/* --log-state: the sample's HUD lines (the quantities and the verdict) on stdout, once each
 * time they change, as "state <id>: <line>", so scripts driving real input can read them. */
static void log_state(void)
{
    static char last[SAMPLE_TEXT_LINES * SAMPLE_MESSAGE_SIZE + 384 + (SAT_STRIP_MAX_ROWS + 1) * 192]; /* the lines, a
                                                               * preset's, a trace step's, the SAT strip's */
    char now[sizeof last];
    size_t used = 0;
    if (app.preset >= 0)
        used += (size_t)snprintf(now, sizeof now, "state %s: preset %s\n", app.ctx.sample->id, app.preset_name);
    for (int i = 0; i < app.ctx.text_count; i++)
        used += (size_t)snprintf(now + used, sizeof now - used, "state %s: %s\n", app.ctx.sample->id, app.ctx.text[i]);
    used += sat_strip_log(&app.ctx.strip, app.ctx.sample->id, now + (used < sizeof now ? used : sizeof now),
                          used < sizeof now ? sizeof now - used : 0);
    if (app.trace_on && app.trace.call && app.trace_step >= 0 && used < sizeof now &&
        !predict_hiding(&app.predict, &app.ctx)) { /* the step the panel shows */
        const isect_trace_step *s = &app.trace.steps[app.trace_step];
        char value[64];
        trace_value_text(s, value, sizeof value);
        used += (size_t)snprintf(now + used, sizeof now - used, "state %s: trace %s step %d/%d: %s line %d, %s = %s\n",
                                 app.ctx.sample->id, app.trace.call, app.trace_step + 1, app.trace.count, s->function,
                                 s->line, s->name, value);
    }
    used = used < sizeof now ? used : sizeof now - 1;
    now[used] = '\0';
    if (strcmp(now, last) != 0) {
        fputs(now, stdout);
        app_flush_stdout();
        memcpy(last, now, used + 1);
    }
}

/* The frame last drawn as an SVG figure (svg_export.h): the title line as the HUD's, the
 * sample's lines as shown (predict mode's, while it hides them). */
static int svg_write(const char *path, int width, int height, safe_file_mode mode, char *error, size_t size)
{
    char title[256];
    if (app.preset >= 0)
        snprintf(title, sizeof title, "%s   preset %d/%d: %s", app.ctx.sample->title, app.preset + 1,
                 sample_preset_count(&app.ctx), app.preset_name ? app.preset_name : "");
    else
        snprintf(title, sizeof title, "%s", app.ctx.sample->title);
    const char *lines[SAMPLE_TEXT_LINES];
    for (int i = 0; i < app.ctx.text_count; i++)
        lines[i] = app.ctx.text[i];
    svg_figure figure = {&app.scene, app.view_projection, width, height, title, lines, app.ctx.text_count};
    return svg_export_write(path, &figure, mode, error, size);
}

/* --svg FILE. */
static int svg_to_file(const char *path, int width, int height)
{
    char error[512];
    if (svg_write(path, width, height, SAFE_FILE_REPLACE, error, sizeof error) == 0)
        return EXIT_OK;
    log_error("isect-viewer: %s", error);
    return EXIT_SCREENSHOT;
}

#ifdef __EMSCRIPTEN__
/* The browser has no files to write screenshots to (the browser's own screenshot serves) and
 * no /proc to read the memory from. */
static int take_screenshot(const char *path, int width, int height)
{
    (void)path, (void)width, (void)height;
    return EXIT_OK;
}
static void screenshot_to_next_file(int width, int height)
{
    (void)width, (void)height;
    log_info("F12 saves no screenshot in the browser: use the browser's own");
}
static void svg_to_next_file(int width, int height)
{
    (void)width, (void)height;
    log_info("Shift+F12 saves no SVG figure in the browser: run isect-viewer --svg");
}
static void log_memory(int frame_number)
{
    (void)frame_number;
}
#else
static int take_screenshot(const char *path, int width, int height)
{
    uint8_t *rgb = malloc((size_t)width * (size_t)height * 3);
    char error[512];
    int status = EXIT_OK;
    if (!rgb || !gl_read_pixels(width, height, rgb)) {
        log_error("isect-viewer: cannot read the frame back for %s", path);
        status = EXIT_SCREENSHOT;
    } else if (screenshot_write_png(path, width, height, rgb, SAFE_FILE_REPLACE, error, sizeof error) != 0) {
        log_error("isect-viewer: %s", error);
        status = EXIT_SCREENSHOT;
    }
    free(rgb);
    return status;
}

/* Writes a file of the frame to path; 0 or an errno value with the reason in error. */
typedef int frame_writer(const char *path, const void *data, safe_file_mode mode, char *error, size_t size);

/* F12 and Shift+F12: isect-<id>-<n>.<extension> in the working directory, n the first number
 * free. Each name is created exclusively, so no file is ever replaced, not even one made a
 * moment ago. what names the file in the log ("screenshot"). */
static void write_to_next_file(const char *what, const char *extension, frame_writer *write, const void *data)
{
    const char *id = app.ctx.sample->id;
    char path[128], error[512];
    int e = EEXIST;
    for (int n = 1; n < 10000 && e == EEXIST; n++) {
        struct stat st;
        snprintf(path, sizeof path, "isect-%s-%d.%s", id, n, extension);
        if (lstat(path, &st) != 0) /* taken names are skipped cheaply; a race gives EEXIST */
            e = write(path, data, SAFE_FILE_CREATE, error, sizeof error);
    }
    if (e == 0)
        log_info("%s saved: %s", what, path);
    else if (e == EEXIST)
        log_error("isect-viewer: %s not saved: isect-%s-1.%s to isect-%s-9999.%s all exist", what, id, extension, id,
                  extension);
    else
        log_error("isect-viewer: %s", error);
}

/* The frame read back, for write_to_next_file. */
typedef struct frame_pixels {
    int width, height;
    const uint8_t *rgb;
} frame_pixels;

static int write_png(const char *path, const void *data, safe_file_mode mode, char *error, size_t size)
{
    const frame_pixels *frame = data;
    return screenshot_write_png(path, frame->width, frame->height, frame->rgb, mode, error, size);
}

static void screenshot_to_next_file(int width, int height)
{
    uint8_t *rgb = malloc((size_t)width * (size_t)height * 3);
    if (!rgb || !gl_read_pixels(width, height, rgb))
        log_error("isect-viewer: cannot read the frame back for a screenshot");
    else
        write_to_next_file("screenshot", "png", write_png, &(frame_pixels){width, height, rgb});
    free(rgb);
}

static int write_svg(const char *path, const void *data, safe_file_mode mode, char *error, size_t size)
{
    const frame_pixels *frame = data;
    return svg_write(path, frame->width, frame->height, mode, error, size);
}

/* Shift+F12: the SVG figure (svg_export.h). */
static void svg_to_next_file(int width, int height)
{
    write_to_next_file("figure", "svg", write_svg, &(frame_pixels){width, height, NULL});
}

/* --log-memory: the resident set size from /proc/self/statm (pages), for soak tests. */
static void log_memory(int frame_number)
{
    long pages_total = 0, pages_resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f)
        return;
    if (fscanf(f, "%ld %ld", &pages_total, &pages_resident) == 2)
        printf("memory: frame %d, resident %ld KiB\n", frame_number, pages_resident * (sysconf(_SC_PAGESIZE) / 1024));
    fclose(f);
    app_flush_stdout();
}
#endif

static void load_settings(const app_options *options)
{
    char path[4096], why[160];
    settings_report report;
    app.remember = app.save = false;
    if (options->screenshot || options->svg || options->bench)
        return;
    if (!settings_path(path, sizeof path, why, sizeof why)) {
        if (why[0])
            log_error("settings: %s; settings will be neither read nor saved", why);
        return;
    }
    app.remember = app.save = true;
    platform_settings_restore(path);
    if (settings_load(&app.settings, path, &report)) {
        if (report.bad_lines == 1)
            log_error("settings: ignoring a bad line (%s) in %s; the other lines are kept", report.first_bad, path);
        else if (report.bad_lines > 1)
            log_error("settings: ignoring %d bad lines (the first: %s) in %s; the other lines are kept",
                      report.bad_lines, report.first_bad, path);
    } else if (report.not_regular) { /* a directory or a FIFO in the way: leave it be */
        app.save = false;
        log_error("settings: ignoring %s (%s); settings will not be saved over it", path, report.file);
    } else if (!report.missing) { /* first run: written on exit */
        log_error("settings: ignoring %s (%s); it will be rewritten on exit", path, report.file);
    }
}

/* Writes this run's sample, help flag and changed cameras over what is on disk now, so that
 * two viewers closing together both keep theirs. */
void app_save_settings(void)
{
    char path[4096], error[600];
    if (!app.save || !settings_path(path, sizeof path, NULL, 0))
        return;
    snprintf(app.settings.sample, sizeof app.settings.sample, "%s", app.ctx.sample->id);
    app.settings.help = app.help;
    settings_set_camera(&app.settings, app.ctx.sample->id, focus_destination(app.view)); /* a move in flight: where it goes */
    if (!settings_save(&app.settings, path, error, sizeof error))
        log_error("isect-viewer: settings not saved: %s", error);
    else
        platform_settings_kept(path);
}

double app_clock_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

/* CPU ms of one frame's phases, for --bench. */
typedef struct frame_times {
    double update, draw, gl;
} frame_times;

/* One frame: update (unless paused), render the sample, lay out the HUD, draw. */
static void frame(const app_options *options, float dt, int width, int height, frame_times *times)
{
    double t0 = app_clock_ms();
    if (!app.paused || app.step) {
        float step = app.paused ? 1.0f / 60.0f : dt;
        sample_advance_motion(&app.ctx, step); /* moving shapes' t_now */
        if (app.ctx.sample->update)
            app.ctx.sample->update(&app.ctx, step);
    }
    app.step = false;
    focus_advance(dt);
    double t1 = app_clock_ms();

    draw_list_clear(&app.scene);
    app.ctx.text_count = 0;
    app.ctx.strip.count = 0;
    app.ctx.picks.count = 0;
    app.ctx.camera = app.view;
    sample_render(&app.ctx);
    sample_pick_scene(&app.ctx);
    if (app.trace_on && trace_record(&app.ctx, &app.trace)) { /* again each frame: the shapes move */
        app.trace_step = app.trace_step < app.trace.count ? app.trace_step : app.trace.count - 1;
        trace_draw(&app.ctx, &app.trace, app.trace_step);
    }
    predict_frame(&app.predict, &app.ctx, &app.scene); /* before the log: it logs what is shown */
    inset_after_render();
    if (options->log_state) {
        log_state();
        if (app.inset)
            log_inset();
    }

    mat4s view_projection = camera_view_projection(app.view, (float)width / (float)height);
    app.view_projection = view_projection;
    int window_width, window_height;
    glfwGetWindowSize(app.window, &window_width, &window_height);
    hud_clear(&app.overlay);
    float pixel_ratio = platform_pixel_ratio(height, window_height > 0 ? window_height : height);
    hud_set_pixel_sizes(&app.overlay, hud_pixel_size(width, height, pixel_ratio, app.lecture),
                        hud_chrome_pixel_size(width, height, pixel_ratio));
    hud_state state = {.index = app.current, .count = sample_count, .help = app.help, .paused = app.paused,
                       .preset = app.preset, .preset_name = app.preset_name, .idea = app.idea,
                       .pixel_ratio = pixel_ratio, .view_projection = view_projection,
                       .trace = app.trace_on && !predict_hiding(&app.predict, &app.ctx) ? &app.trace : NULL, /* its return is the answer */
                       .trace_step = app.trace_step, .inset = app.inset};
    hud_extent extent;
    app.idea_shown = hud_layout(&app.overlay, &app.ctx, &state, (float)width, (float)height, &extent);
    focus_after_layout((float)width, (float)height, &extent, options->frames > 0); /* the next frame's view */
    if (app.menu.open)
        menu_draw(&app.menu, &app.overlay, app.current, (float)width, (float)height);
    double t2 = app_clock_ms();
    app.inset_shown = extent.inset;
    gl_inset inset = inset_for_gl(&app.scene.inset, app.view, extent.inset, height);
    gl_draw_frame(&app.gl, &app.scene, &app.overlay, view_projection, width, height, extent.inset.w > 0 ? &inset : NULL);
    double t3 = app_clock_ms();
    app.ctx.upload_ms = app.gl.upload_ms;
    *times = (frame_times){t1 - t0, t2 - t1, t3 - t2};
}

/* --bench: every sample in turn for options->frames frames, as fast as the driver goes; per
 * sample (only --sample's, when given) the mean CPU ms a frame in update, draw building (render and HUD layout) and GL
 * submission (gl_draw_frame, driver included), and the most draw calls in a frame. */
static int run_bench(const app_options *options, double first_frame_ms)
{
    printf("bench first_frame_ms=%.1f\n", first_frame_ms);
    printf("%-20s %10s %10s %10s %10s %6s\n", "sample", "update ms", "draw ms", "gl ms", "total ms", "calls");
    for (int i = 0; i < sample_count && !quit_signal; i++) {
        if (options->sample_given && i != options->sample)
            continue;
        app_start_sample(i);
        frame_times sum = {0};
        int calls = 0;
        for (int n = 0; n < options->frames && !quit_signal; n++) {
            glfwPollEvents();
            int width, height;
            glfwGetFramebufferSize(app.window, &width, &height);
            frame_times t;
            double start = app_clock_ms();
            frame(options, 1.0f / 60.0f, width, height, &t);
            gl_check_errors();
            glfwSwapBuffers(app.window);
            app.ctx.frame_ms = (float)(app_clock_ms() - start);
            sum.update += t.update, sum.draw += t.draw, sum.gl += t.gl;
            calls = app.gl.draw_calls > calls ? app.gl.draw_calls : calls;
        }
        double k = 1.0 / options->frames;
        printf("%-20s %10.4f %10.4f %10.4f %10.4f %6d\n", samples[i]->id, sum.update * k, sum.draw * k, sum.gl * k,
               (sum.update + sum.draw + sum.gl) * k, calls);
        printf("bench %s update_ms=%.4f draw_ms=%.4f gl_ms=%.4f calls=%d\n", samples[i]->id, sum.update * k,
               sum.draw * k, sum.gl * k, calls);
    }
    fflush(stdout);
    return gl_error_count() > 0 ? EXIT_GL_ERROR : EXIT_OK;
}

/* The main loop's state between its steps. */
typedef struct main_loop {
    const app_options *options;
    int status;  /* the run's exit status so far */
    int n;       /* the frame number, from 1 */
    double last; /* glfwGetTime() at the last frame */
} main_loop;

static main_loop loop;

/* One pass of the main loop: events, then one frame drawn and presented (or, minimised, a
 * wait). False when the loop is over: the window closed, a quit signal, or --frames done. */
static bool main_loop_step(void)
{
    const app_options *options = loop.options;
    if (glfwWindowShouldClose(app.window) || quit_signal)
        return false;
    glfwPollEvents();
    int width, height;
    glfwGetFramebufferSize(app.window, &width, &height);
    /* Minimised (on X11 the framebuffer keeps its size then): nothing is seen, so draw
     * nothing and sleep until an event; the timeout lets the loop see a quit signal. */
    if (app.iconified || width <= 0 || height <= 0) {
        glfwWaitEventsTimeout(0.1);
        return true;
    }
    /* Screenshots step animations by a fixed 1/60 s a frame, so images are repeatable; so does
     * a page opened with ?still=N for its first N frames, then it holds them where a screenshot's
     * N frames leave them, for comparing the page with the golden images. */
    int n = loop.n++;
    double now = glfwGetTime();
    float dt = options->screenshot || options->svg ? 1.0f / 60.0f : (float)fmin(now - loop.last, 0.1);
    if (options->still_frames > 0)
        dt = n <= options->still_frames ? 1.0f / 60.0f : 0.0f;
    frame_times times;
    frame(options, dt, width, height, &times);
    app.ctx.frame_ms = n > 1 ? (float)((now - loop.last) * 1e3) : 0.0f; /* shown from the next frame */
    loop.last = now;
    gl_check_errors();
    if (options->log_memory && n % 1000 == 0)
        log_memory(n);

    bool last_frame = options->frames > 0 && n >= options->frames;
    if (last_frame && options->screenshot)
        loop.status = take_screenshot(options->screenshot, width, height);
    if (last_frame && options->svg)
        loop.status = svg_to_file(options->svg, width, height);
    if (app.svg_asked) {
        app.svg_asked = false;
        svg_to_next_file(width, height);
    }
    if (app.screenshot_asked) {
        app.screenshot_asked = false;
        screenshot_to_next_file(width, height);
    }
    glfwSwapBuffers(app.window);
    return !last_frame;
}

int app_run(const app_options *options)
{
    install_quit_handlers();
    install_display_lost_handler();
    load_settings(options);
#ifdef ISECT_SANITIZE
    if (getenv("ISECT_TEST_LEAK")) /* test-only: a leak LeakSanitizer must report, with its line */
        log_info("planted a leak of %zu bytes at %p", (size_t)4096, malloc(4096));
#endif
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
    gl_install_debug_output(); /* after the shaders: a compile failure is reported once, above */
    if (getenv("ISECT_TEST_GL_ERROR"))
        gl_provoke_error(); /* test-only: shows that a GL error fails the run */
    /* --sample wins over the remembered one. */
    int first = options->sample;
    if (!options->sample_given && app.remember && app.settings.sample[0] && sample_find(app.settings.sample) >= 0)
        first = sample_find(app.settings.sample);
    first = platform_first_sample(first); /* the browser: the URL's fragment wins over both */
    app.help = app.remember && app.settings.help;
    app.predict.on = options->predict;
    inset_turn(options->inset);
    app_start_sample(first);
    for (int i = 0; i < options->preset; i++) /* --preset N: as if '.' were pressed N times */
        input_cycle_preset(+1);
    if (options->trace >= 0) /* --trace N: as if G were pressed, then O N - 1 times */
        input_start_trace(options->trace == 0 ? TRACE_MAX_STEPS : options->trace - 1);
    if (options->bench) {
        /* Time to the first frame presented: one frame of the first sample. */
        int width, height;
        glfwGetFramebufferSize(app.window, &width, &height);
        frame_times t;
        frame(options, 1.0f / 60.0f, width, height, &t);
        glfwSwapBuffers(app.window);
        status = run_bench(options, app_clock_ms() - options->start_ms);
        sample_ctx_stop(&app.ctx);
        draw_list_free(&app.scene);
        hud_free(&app.overlay);
        gl_shutdown(&app.gl);
        glfwDestroyWindow(app.window);
        glfwTerminate();
        return status;
    }

    loop = (main_loop){.options = options, .status = EXIT_OK, .n = 1, .last = glfwGetTime()};
    platform_run_main_loop(main_loop_step); /* the browser: returns never, calls the step each frame */
    while (main_loop_step())
        ;
    status = loop.status;

    if (gl_error_count() > 0) {
        fprintf(stderr, "isect-viewer: OpenGL reported %d error%s\n", gl_error_count(), gl_error_count() == 1 ? "" : "s");
        status = status == EXIT_OK ? EXIT_GL_ERROR : status;
    }
    app_save_settings();
    sample_ctx_stop(&app.ctx);
    draw_list_free(&app.scene);
    hud_free(&app.overlay);
    gl_shutdown(&app.gl);
    glfwDestroyWindow(app.window);
    glfwTerminate();
    return status;
}
