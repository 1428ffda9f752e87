/* The viewer's state, shared by the main loop (app.c) and the input handlers (input.c). */
#ifndef ISECT_APP_STATE_H
#define ISECT_APP_STATE_H

#include "gl_api.h"

#include "app.h"
#include "gl.h"
#include "hud.h"
#include "menu.h"
#include "predict.h"
#include "sample_ctx.h"
#include "settings.h"
#include "trace_run.h"

typedef enum drag_mode { DRAG_NONE, DRAG_ORBIT, DRAG_PAN, DRAG_SHAPE } drag_mode;

typedef struct app_state {
    GLFWwindow *window;
    gl_renderer gl;
    sample_ctx ctx;
    draw_list scene;
    hud overlay;
    int current;              /* index of the running sample */
    camera_view view;         /* the camera now */
    bool help, paused, step;  /* help overlay; animation paused; one step asked for (O) */
    int idea;                 /* the description: HUD_IDEA_AUTO, _SHOWN or _HIDDEN (I) */
    bool idea_shown;          /* whether the last frame showed it */
    bool lecture;             /* lecture mode (L): the HUD's text HUD_LECTURE_SCALE times larger */
    bool inset;               /* the 2-D inset (F3, --inset) */
    inset_rect inset_shown;   /* where the last frame drew it (framebuffer pixels), w 0: nowhere */
    int preset;               /* the preset shown (',' and '.'), -1 for the sample's own scene */
    const char *preset_name;
    menu menu;
    settings settings;
    bool remember;            /* use the settings (not for --screenshot) */
    bool save;                /* write them on exit (not when a directory is in the way) */
    bool screenshot_asked;    /* F12: write the next frame to isect-<id>-<n>.png */
    bool iconified;           /* minimised: the loop waits for events instead of drawing */
    bool trace_on;            /* trace mode (G): the selected pair's test, its code and values */
    int trace_step;           /* the step the trace panel shows (O / Shift+O) */
    trace_run trace;          /* this frame's recording of the test */
    predict predict;          /* predict-then-reveal (F2): hidden verdicts, Y / N, the score */
    bool svg_asked;           /* Shift+F12: write the next frame to isect-<id>-<n>.svg */
    mat4s view_projection;    /* the camera of the frame last drawn (the SVG export's) */

    drag_mode drag;
    int mods;                 /* GLFW modifier keys of the drag's press */
    double mouse_x, mouse_y;
    vec3s grab;               /* the dragged point, on the plane facing the camera */

    char glfw_error[256];     /* the last message from GLFW's error callback */
} app_state;

extern app_state app;

/* Stops the running sample (remembering its camera) and starts sample index (wrapping). */
void app_start_sample(int index);
/* Saves the settings (the sample, the help flag, the cameras); at exit, and in the browser when
 * the page is hidden or left. */
void app_save_settings(void);
void input_install(GLFWwindow *window);
/* ',' (step -1) and '.' (step +1): the previous or next preset, wrapping through the start scene. */
void input_cycle_preset(int step);
/* Trace mode on at step `step` (0 the first; past the last, the last). */
void input_start_trace(int step);

#endif
