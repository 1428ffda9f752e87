/* The sample interface: what a sample file provides and what it may call.
 *
 * A sample is a table of callbacks around one file-local state struct. The framework calls
 * initialize once (and again on R), then update and render every frame. initialize never needs
 * a GL context: `isect-viewer --check` runs it with no window. Samples never call GL; they
 * draw through draw.h and report through sample_expect. */
#ifndef ISECT_SAMPLE_H
#define ISECT_SAMPLE_H

#include <stdbool.h>
#include <cglm/struct.h>

#include "draw.h"
#include "isect.h"

typedef struct sample_ctx sample_ctx;

typedef struct sample {
    const char *id;          /* kebab-case, e.g. "aabb-plane" */
    const char *title;       /* e.g. "AABB vs Plane" */
    const char *description; /* one paragraph: the idea, the formula, the source */
    const char *shows;       /* one line: what it draws beyond red and blue (the README table) */
    void (*initialize)(sample_ctx *ctx, int width, int height);
    void (*render)(sample_ctx *ctx);
    void (*update)(sample_ctx *ctx, float dt);   /* optional */
    void (*key)(sample_ctx *ctx, int key);       /* optional; GLFW key codes ('A'..'Z' are ASCII) */
    void (*shutdown)(sample_ctx *ctx);           /* optional */
} sample;

/* Counts one start-up check; when ok is false, logs "<sample-id>: <message>" to stderr and to
 * the on-screen log. */
void sample_expect(sample_ctx *ctx, bool ok, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* A line of text in this frame's HUD, under the description: the quantity the verdict hangs
 * on, e.g. "s = 0.71, r = 1.23, |s| <= r". Call it from render. */
void sample_text(sample_ctx *ctx, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* Keys a sample may handle: letters are their ASCII capitals ('W'), the rest as GLFW numbers
 * them (app.c checks they agree). */
#define SAMPLE_KEY_TAB 258

/* Keyboard movement of a shape, shared by every sample: W/A/S/D move p by step in the camera's
 * ground plane (forward, left, back, right as seen), Q/E down and up. Returns whether key was
 * one of them. */
bool sample_move(const sample_ctx *ctx, int key, vec3s *p, float step);
/* Z/X turn q by 15 degrees one way or the other about the camera's line of sight, so the shape
 * spins as seen on screen. Returns whether key was Z or X. */
bool sample_rotate(const sample_ctx *ctx, int key, versors *q);

/* The starting view: the camera orbits target at distance, yaw about +y and pitch above the
 * horizon, both in degrees. Home returns to it. */
void sample_set_view(sample_ctx *ctx, vec3s target, float yaw_deg, float pitch_deg, float distance);

#endif
