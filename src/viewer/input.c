/* Keyboard and mouse: sample switching, the menu, presets, copy as test, animation control,
 * screenshots, and picking and dragging shapes with the library's own ray tests. */
#include <stdio.h>
#include <string.h>

#include "app_state.h"
#include "focus.h"
#include "hud_layout.h"
#include "inset_app.h"
#include "log.h"
#include "minkowski_view.h"
#include "platform.h"
#include "samples.h"

_Static_assert(SAMPLE_KEY_TAB == GLFW_KEY_TAB, "sample.h's key numbers follow GLFW's");

/* ',' and '.': the previous or next preset, wrapping through the sample's own scene (-1); the
 * camera frames the shapes a preset sets, and goes back to the sample's own view with its scene. */
void input_cycle_preset(int step)
{
    const sample *s = app.ctx.sample;
    int count = sample_preset_count(&app.ctx);
    if (count == 0) {
        log_info("%s has no presets", s->id);
        return;
    }
    int n = count + 1; /* the presets and the start scene */
    app.preset = ((app.preset + 1 + step) % n + n) % n - 1;
    if (app.preset < 0) {
        int keep = app.current;
        app_start_sample(keep); /* back to the start scene */
        focus_move_to(app.ctx.view);
        return;
    }
    app.preset_name = sample_do_preset(&app.ctx, app.preset);
    predict_new_scene(&app.predict);
    focus_preset(app.preset);
    log_note("preset %d/%d: %s", app.preset + 1, count, app.preset_name); /* the HUD's title line shows it */
}

/* C: the sample's scene as a C test, on stdout and the clipboard. */
static void copy_test(void)
{
    const sample *s = app.ctx.sample;
    if (!sample_do_copy_test(&app.ctx)) {
        log_info("%s cannot copy its scene as a test", s->id);
        return;
    }
    /* A block of its own, each line indented, ready to paste into a test function. */
    static char text[2 * sizeof app.ctx.code + 256];
    size_t n = (size_t)snprintf(text, sizeof text, "/* isect-viewer: %s%s%s */\n{\n", s->id,
                                app.preset >= 0 ? ", preset " : "", app.preset >= 0 ? app.preset_name : "");
    for (const char *line = app.ctx.code; *line && n < sizeof text - 8;) {
        const char *end = strchr(line, '\n');
        int len = end ? (int)(end - line) : (int)strlen(line);
        n += (size_t)snprintf(text + n, sizeof text - n, "    %.*s\n", len, line);
        line += len + (end != NULL);
    }
    snprintf(text + n, sizeof text - n, "}\n");
    fputs(text, stdout);
    app_flush_stdout();
    glfwSetClipboardString(app.window, text);
    platform_show_copied(text);
    log_info("copied %s's scene as a C test (stdout and clipboard)", s->id);
}

/* G: trace mode on or off. It starts at the test's first step; the camera frames the selection
 * left of the panel. */
static void toggle_trace(void)
{
    if (app.trace_on) {
        app.trace_on = false;
        log_info("trace mode off");
        return;
    }
    input_start_trace(0);
}

void input_start_trace(int step)
{
    app.trace_on = true;
    app.trace_step = step;
    if (!trace_record(&app.ctx, &app.trace)) {
        log_info("trace: %s's selection is in no pair of a library test (Tab selects another shape)", app.ctx.sample->id);
        return;
    }
    log_info("trace: %s, %d steps; O steps, Shift+O steps back, G leaves", app.trace.call, app.trace.count);
    focus_selection();
}

/* W/A/S/D/Q/E and Z/X move and turn the selected shape; false when the sample has no scene.
 * A press moves 0.1, with Alt 0.001: the size of the presets' "0.001 apart". */
static bool move_selected(int key, int mods)
{
    vec3s delta = {{0, 0, 0}};
    versors turn = glms_quat_identity();
    if (sample_move(&app.ctx, key, &delta, mods & GLFW_MOD_ALT ? 0.001f : 0.1f))
        return sample_do_translate(&app.ctx, delta);
    if (sample_rotate(&app.ctx, key, &turn))
        return sample_do_rotate(&app.ctx, turn);
    return false;
}

/* J/K: the moving shapes' time on screen back or forward by 0.05, with Alt 0.001; it pauses the
 * animation there (P plays on from it). */
static void scrub(int direction, int mods)
{
    if (!sample_do_scrub(&app.ctx, (float)direction * (mods & GLFW_MOD_ALT ? 0.001f : 0.05f))) {
        log_info("%s has no moving shapes to scrub", app.ctx.sample->id);
        return;
    }
    if (!app.paused)
        log_info("paused at t now = %.3f: J/K scrub, P plays", (double)sample_time(&app.ctx));
    app.paused = true;
}

static void on_key(GLFWwindow *window, int key, int scancode, int action, int mods)
{
    (void)scancode;
    if (action == GLFW_RELEASE)
        return;
    bool press = action == GLFW_PRESS;
    if (key == GLFW_KEY_F12) { /* also with the menu open; Shift: the SVG figure */
        app.screenshot_asked |= press && !(mods & GLFW_MOD_SHIFT);
        app.svg_asked |= press && (mods & GLFW_MOD_SHIFT);
        return;
    }
    if (app.menu.open) {
        int chosen = menu_key(&app.menu, key);
        if (chosen >= 0)
            app_start_sample(chosen);
        return;
    }
    switch (key) {
    case GLFW_KEY_RIGHT: case GLFW_KEY_PAGE_DOWN: case GLFW_KEY_RIGHT_BRACKET:
        app_start_sample(app.current + 1);
        return;
    case GLFW_KEY_LEFT: case GLFW_KEY_PAGE_UP: case GLFW_KEY_LEFT_BRACKET:
        app_start_sample(app.current - 1);
        return;
    case GLFW_KEY_R: if (press) app_start_sample(app.current); return;
    case GLFW_KEY_F1: case GLFW_KEY_H: if (press) app.help = !app.help; return;
    case GLFW_KEY_M: if (press) menu_open(&app.menu, app.current); return;
    case GLFW_KEY_I:
        if (press) {
            app.idea = app.idea_shown ? HUD_IDEA_HIDDEN : HUD_IDEA_SHOWN;
            log_info(app.idea == HUD_IDEA_SHOWN ? "the idea shown (I hides it)" : "the idea hidden (I shows it)");
        }
        return;
    case GLFW_KEY_L:
        if (press) {
            app.lecture = !app.lecture;
            log_info(app.lecture ? "lecture mode: a larger HUD (L returns to the normal size)" : "lecture mode off");
        }
        return;
    case GLFW_KEY_HOME: focus_move_to(app.ctx.view); return;
    case GLFW_KEY_F: if (press) focus_selection(); return;
    case GLFW_KEY_U: /* the Minkowski view, framed */
        if (press && minkowski_view_toggle(&app.ctx))
            focus_selection_quietly();
        return;
    case GLFW_KEY_F3: if (press) inset_toggle(); return;
    case GLFW_KEY_COMMA: input_cycle_preset(-1); return;
    case GLFW_KEY_PERIOD: input_cycle_preset(+1); return;
    case GLFW_KEY_C: if (press) copy_test(); return;
    case GLFW_KEY_F2: if (press) predict_toggle(&app.predict); return;
    case GLFW_KEY_P:
        if (press) {
            app.paused = !app.paused;
            log_info(app.paused ? "paused: O steps, P resumes" : "resumed");
        }
        return;
    case GLFW_KEY_G: if (press) toggle_trace(); return;
    case GLFW_KEY_O:
        if (app.trace_on) { /* through the traced code: one step, with Shift one back, within the steps */
            int step = app.trace_step + (mods & GLFW_MOD_SHIFT ? -1 : 1);
            app.trace_step = step < 0 ? 0 : step < app.trace.count ? step : app.trace.count - 1;
        }
        else
            app.step = app.paused;
        return;
    case GLFW_KEY_J: case GLFW_KEY_K: scrub(key == GLFW_KEY_K ? 1 : -1, mods); return;
    case GLFW_KEY_ESCAPE: glfwSetWindowShouldClose(window, GLFW_TRUE); return;
    }
    if (key >= GLFW_KEY_1 && key <= GLFW_KEY_9) {
        if (press && key - GLFW_KEY_1 < sample_count)
            app_start_sample(key - GLFW_KEY_1);
        return;
    }
    if ((key == GLFW_KEY_Y || key == GLFW_KEY_N) && press && predict_answer(&app.predict, &app.ctx, key == GLFW_KEY_Y))
        return;
    if (!move_selected(key, mods))
        sample_do_key(&app.ctx, key);
}

static void on_char(GLFWwindow *window, unsigned codepoint)
{
    (void)window;
    if (app.menu.open)
        menu_char(&app.menu, codepoint);
}

/* The cursor's ray. GLFW gives the cursor in window coordinates, which on a HiDPI screen are
 * fewer than the framebuffer's pixels; the aspect is the same, so the window's size serves. */
static isect_ray cursor_ray(double x, double y)
{
    int w, h;
    glfwGetWindowSize(app.window, &w, &h);
    return camera_ray(app.view, (float)x, (float)y, (float)w, (float)h);
}

/* Where the cursor's ray meets the plane through app.grab facing the camera. */
static bool on_grab_plane(double x, double y, vec3s *point)
{
    vec3s forward, right, up;
    camera_axes(app.view, &forward, &right, &up);
    isect_plane facing = {forward, glms_vec3_dot(forward, app.grab)};
    isect_ray r = cursor_ray(x, y);
    float denom = glms_vec3_dot(facing.n, r.d);
    if (!(denom > 1e-6f))
        return false;
    float t = (facing.d - glms_vec3_dot(facing.n, r.p)) / denom;
    *point = glms_vec3_muladds(r.d, t, r.p);
    return true;
}

static void on_mouse_button(GLFWwindow *window, int button, int action, int mods)
{
    if (action == GLFW_RELEASE) {
        app.drag = DRAG_NONE;
        return;
    }
    if (app.drag != DRAG_NONE)
        return;
    /* Where the button went down is the position of the last cursor event before it
     * (on_cursor): asking the window now (glfwGetCursorPos) gives where the pointer is after
     * motion already queued behind the press, so a quick press-and-drag grabbed beside the
     * shape (a 9-pixel handle missed by a 20-pixel move). */
    (void)window;
    app.mods = mods;
    if (button != GLFW_MOUSE_BUTTON_LEFT) {
        app.drag = DRAG_PAN;
        return;
    }
    /* A click on a pickable shape selects it and starts dragging it; elsewhere it orbits. */
    float t;
    const pickable *hit = sample_can_select(&app.ctx) && !inset_under_cursor(app.mouse_x, app.mouse_y)
                              ? pick_nearest(&app.ctx.picks, cursor_ray(app.mouse_x, app.mouse_y), &t) : NULL;
    if (!hit) {
        app.drag = DRAG_ORBIT;
        return;
    }
    sample_do_select(&app.ctx, hit->shape);
    app.grab = hit->centre;
    app.drag = DRAG_SHAPE;
}

static void drag_shape(double x, double y, float dx, float dy)
{
    vec3s forward, right, up;
    camera_axes(app.view, &forward, &right, &up);
    if (app.mods & GLFW_MOD_CONTROL) { /* Ctrl: turn about the screen's axes, 0.5 degree a pixel */
        versors turn = glms_quat_mul(glms_quatv(glm_rad(0.5f * dx), up), glms_quatv(glm_rad(0.5f * dy), right));
        sample_do_rotate(&app.ctx, turn);
        return;
    }
    if (!sample_has_scene(&app.ctx))
        return;
    vec3s delta;
    if (app.mods & GLFW_MOD_SHIFT) { /* Shift: toward or away from the camera */
        float per_pixel = glms_vec3_distance(camera_eye(app.view), app.grab) * 0.0025f;
        delta = glms_vec3_scale(forward, -dy * per_pixel);
    } else {
        vec3s point;
        if (!on_grab_plane(x, y, &point))
            return;
        delta = glms_vec3_sub(point, app.grab);
    }
    app.grab = glms_vec3_add(app.grab, delta);
    sample_do_translate(&app.ctx, delta);
}

static void on_cursor(GLFWwindow *window, double x, double y)
{
    float dx = (float)(x - app.mouse_x), dy = (float)(y - app.mouse_y);
    app.mouse_x = x, app.mouse_y = y;
    int width, height;
    glfwGetWindowSize(window, &width, &height);
    switch (app.drag) {
    case DRAG_ORBIT: app.view = camera_orbit(app.view, dx, dy); break;
    case DRAG_PAN: app.view = camera_pan(app.view, dx, dy, (float)height); break;
    case DRAG_SHAPE: drag_shape(x, y, dx, dy); break;
    case DRAG_NONE: break;
    }
}

static void on_scroll(GLFWwindow *window, double dx, double dy)
{
    (void)window, (void)dx;
    app.view = camera_zoom(app.view, (float)dy);
}

void input_install(GLFWwindow *window)
{
    glfwSetKeyCallback(window, on_key);
    glfwSetCharCallback(window, on_char);
    glfwSetMouseButtonCallback(window, on_mouse_button);
    glfwSetCursorPosCallback(window, on_cursor);
    glfwSetScrollCallback(window, on_scroll);
    glfwGetCursorPos(window, &app.mouse_x, &app.mouse_y); /* until the first cursor event */
}
