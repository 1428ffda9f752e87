/* The interactive viewer: a window, the main loop, sample switching, input, camera and HUD. */
#ifndef ISECT_APP_H
#define ISECT_APP_H

#include <stdbool.h>

/* Exit statuses of isect-viewer. */
enum {
    EXIT_OK = 0,
    EXIT_CHECKS_FAILED = 1,   /* --check: a sample's start-up expectation failed */
    EXIT_USAGE = 2,           /* a malformed option or an unknown sample id */
    EXIT_NO_DISPLAY = 3,      /* no window could be opened (no display, no GL 3.3 core) */
    EXIT_SCREENSHOT = 4,      /* the screenshot (or --svg's figure) could not be read back or written */
    EXIT_GL_ERROR = 5,        /* OpenGL reported an error while running */
    EXIT_DISPLAY_LOST = 6,    /* the connection to the X server was lost (server gone, xkill) */
    EXIT_OUTPUT = 7,          /* standard output could not be written (a full disk, /dev/full) */
};
/* SIGINT, SIGTERM and SIGHUP have no status of their own: they end the main loop as Esc does
 * (settings saved, GL shut down), then main ends the process by that signal (app_quit_signal). */

typedef struct app_options {
    int sample;              /* index in the registry */
    bool sample_given;       /* --sample was given: it wins over the remembered sample */
    int width, height;       /* window size in screen coordinates */
    int frames;              /* stop after this many frames; 0 runs until closed */
    const char *screenshot;  /* write the last frame here and exit; renders in a hidden window */
    bool log_state;          /* print the sample's HUD lines to stdout whenever they change */
    bool log_memory;         /* print the resident memory every 1000 frames (soak tests) */
    bool bench;              /* run every sample hidden for frames frames, print the costs, exit */
    int preset;              /* --preset N: press '.' this many times after the start (0: none) */
    int trace;               /* --trace N: trace mode at step N (1-based; 0 the last); -1: off */
    bool inset;              /* --inset: the 2-D inset on from the start (F3) */
    double start_ms;         /* app_clock_ms() at main's entry: for the time to the first frame */
    int still_frames;        /* the browser's ?still=N: N frames of 1/60 s, then animations hold */
    bool predict;            /* --predict: start in predict mode (F2) */
    const char *svg;         /* --svg FILE: write the last frame as an SVG figure and exit, as --screenshot */
} app_options;

/* CLOCK_MONOTONIC in ms. */
double app_clock_ms(void);

/* Runs the viewer; returns an exit status from the enum above. */
int app_run(const app_options *options);

/* Flushes stdout; if its reader has gone (a closed pipe), ends the process by SIGPIPE. */
void app_flush_stdout(void);

/* The signal (SIGINT, SIGTERM or SIGHUP) that ended app_run's loop, or 0. */
int app_quit_signal(void);

#endif
