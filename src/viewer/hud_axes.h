/* The orientation of the world axes, drawn in a corner of the window as a small triad (as
 * Blender's and most modelling tools' view gizmo): it shows which way x, y and z point from
 * this camera without putting lines and letters across the shapes at the origin. */
#ifndef ISECT_HUD_AXES_H
#define ISECT_HUD_AXES_H

#include "camera.h"
#include "hud.h"

/* Draws the triad on a small panel whose bottom-right corner is (right, bottom); returns the
 * panel's side in pixels. */
float hud_axes(hud *h, camera_view view, float right, float bottom);

#endif
