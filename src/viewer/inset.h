/* The 2-D inset (F3): a second, small, orthographic view of the same frame's drawing, in the
 * corner the HUD leaves free, that looks ACROSS the direction the verdict hangs on, so that the
 * quantity compared is a length on screen, as the book's figures draw it:
 * - a separating axis L (or the line between sphere centres) is drawn horizontal: the two
 *   shapes' shadows on L lie side by side along the inset's x axis, with the gap (or overlap)
 *   between them, the picture of Ericson 4.4.1's |t·L| > ra + rb;
 * - a plane normal n is drawn vertical: the plane is seen edge-on as a horizontal line, the
 *   distance s of the centre from it and the radius r both vertical lengths (Ericson 5.2.2-5.2.3).
 * The inset looks along the main camera's forward turned until it is perpendicular to that
 * direction (orbiting the camera turns the inset about it), and shows it pointing the way it
 * points in the main view (right, or up), so the inset is never a mirror of the main view.
 * Samples declare the direction from render; the framework draws it when F3 has it on. */
#ifndef ISECT_INSET_H
#define ISECT_INSET_H

#include <stdbool.h>
#include <cglm/struct.h>

#include "camera.h"

typedef struct sample_ctx sample_ctx;

#define INSET_CAPTION_SIZE 48

/* What a sample declared this frame (the first declaration of a frame wins: the selected
 * pair, when a sample explains several). */
typedef struct inset_request {
    bool on;
    bool vertical;  /* dir drawn up (a plane normal) rather than to the right (an axis) */
    vec3s dir;      /* unit */
    vec3s centre;   /* the middle of the picture */
    float radius;   /* the picture shows at least this far from centre, every way */
    char caption[INSET_CAPTION_SIZE];
} inset_request;

/* For samples, from render. An axis L (a separating axis, the line between two centres): the
 * inset looks across it and draws it horizontal. centre and radius: the ball the picture must
 * show (both shapes of the pair). The caption names the direction ("axis L = A.u0 x C.u2"). */
void draw_inset_axis(sample_ctx *ctx, vec3s axis, vec3s centre, float radius, const char *caption);
/* A plane's normal n: the inset sees the plane edge-on, n drawn vertical ("along n"). */
void draw_inset_normal(sample_ctx *ctx, vec3s n, vec3s centre, float radius, const char *caption);

/* The inset's camera: unit vectors right, up and forward (into the picture), from the request
 * and the main camera's axes (camera_axes). */
typedef struct inset_frame {
    vec3s right, up, forward;
} inset_frame;
inset_frame inset_frame_of(const inset_request *r, vec3s main_forward, vec3s main_right, vec3s main_up);
/* The same for the main camera's view v. */
inset_frame inset_frame_for(const inset_request *r, camera_view v);
/* Projection times view of the orthographic camera looking at r->centre along f.forward, for a
 * viewport of the given aspect (width / height), showing at least r->radius (plus a margin)
 * (INSET_MIN_RADIUS at least) every way and everything within INSET_DEPTH of the centre,
 * front and back. */
#define INSET_DEPTH 100.0f
#define INSET_MIN_RADIUS 1.0f
mat4s inset_view_projection(const inset_request *r, inset_frame f, float aspect);

/* Where the inset goes, in pixels from the window's top left (y down): the picture, a square
 * in the top-right corner, right of the HUD's top-left block when there is room, else below it,
 * and under it a strip caption_h tall for its caption (a line of text and a half); w = 0 when
 * the window leaves no room for a picture INSET_MIN_SIDE pixels tall. */
typedef struct inset_rect {
    float x, y, w, h;
    float caption_h;
} inset_rect;
#define INSET_MIN_SIDE 96.0f
inset_rect inset_place(float width, float height, float line, float top_right, float top_bottom, float axes_top);

#endif
