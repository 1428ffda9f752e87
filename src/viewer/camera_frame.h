/* Framing: the camera, turned as it is, moved so that given bounds fill a rectangle of the window
 * (the part the HUD leaves free) with a margin; and the short eased move that takes it there. */
#ifndef ISECT_CAMERA_FRAME_H
#define ISECT_CAMERA_FRAME_H

#include <stdbool.h>

#include "camera.h"

/* A rectangle of the window in pixels, from its top-left corner, y down. */
typedef struct camera_rect {
    float x, y, w, h;
} camera_rect;

/* The margin kept inside the rectangle on every side: this fraction of its smaller side. */
#define CAMERA_FRAME_MARGIN 0.10f
/* The nearest and farthest a framed target may be (the range camera_zoom allows, less a step). */
#define CAMERA_FRAME_MIN_DISTANCE 1.0f
#define CAMERA_FRAME_MAX_DISTANCE 400.0f
#define CAMERA_FRAME_MAX_BOUNDS 320

/* v with its yaw and pitch kept and its eye moved so that the spheres' projections fit the
 * rectangle free of a width x height window, as large as they can be, centred in it: the eye is
 * placed where the tightest of the four sub-frustum planes through the rectangle's edges touches
 * the bounds; the target lies on the line of sight at the depth of the bounds' middle, so the
 * bounds' centre is off the window's centre by the rectangle's. Zero-radius spheres are points.
 * count < 1 or above CAMERA_FRAME_MAX_BOUNDS, or a rectangle with no room, returns v. */
camera_view camera_frame(camera_view v, const isect_sphere *bounds, int count, float width, float height,
                         camera_rect free);

/* Where p lands in a width x height window under v, in pixels from the top-left; false when it
 * lies behind the eye. */
bool camera_project(camera_view v, vec3s p, float width, float height, float *x, float *y);

/* A move from one view to another over duration seconds, eased in and out. */
#define CAMERA_MOVE_SECONDS 0.3f
typedef struct camera_move {
    camera_view from, to;
    float elapsed, duration;
    bool active;
} camera_move;

camera_move camera_move_start(camera_view from, camera_view to, float duration);
/* Advances the move by dt seconds and returns the view there (to, once it is over, when active
 * turns false). */
camera_view camera_move_step(camera_move *m, float dt);

#endif
