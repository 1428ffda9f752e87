/* An orbit camera: it looks at a target from a distance, turned by yaw about +y and raised by
 * pitch above the horizon. Left drag orbits, right or middle drag pans, the wheel zooms. */
#ifndef ISECT_CAMERA_H
#define ISECT_CAMERA_H

#include <cglm/struct.h>

#include "isect.h"

typedef struct camera_view {
    vec3s target;
    float yaw, pitch;   /* degrees */
    float distance;
} camera_view;

#define CAMERA_FOV_DEG 45.0f /* the vertical field of view */

camera_view camera_default_view(void);
vec3s camera_eye(camera_view v);
/* Projection times view for a viewport of the given aspect (width / height; a zero-height,
 * minimised viewport is treated as square). */
mat4s camera_view_projection(camera_view v, float aspect);
/* Mouse motion in pixels over a viewport height: orbit turns 0.3 degree a pixel, pan moves the
 * target so the point under the cursor follows it, zoom scales the distance by 0.9 a notch. */
camera_view camera_orbit(camera_view v, float dx, float dy);
camera_view camera_pan(camera_view v, float dx, float dy, float viewport_height);
camera_view camera_zoom(camera_view v, float notches);
/* The ray from the eye through the viewport point (x, y) in pixels from the top-left of a
 * width x height viewport: what the cursor points at. */
isect_ray camera_ray(camera_view v, float x, float y, float width, float height);
/* The unit vectors of the view: forward (eye to target), right and up on screen. */
void camera_axes(camera_view v, vec3s *forward, vec3s *right, vec3s *up);

#endif
