/* The 2-D inset in the running viewer: F3 turns it on and off, --log-state reports where it
 * looks, and the GL layer gets its rectangle and camera. */
#ifndef ISECT_INSET_APP_H
#define ISECT_INSET_APP_H

#include "gl.h"
#include "inset.h"

/* The inset on or off (--inset at the start); turned on, the next frame frames the selection
 * clear of it, as F does, where the sample declares a direction (inset_after_render). */
void inset_turn(bool on);
void inset_after_render(void);
/* F3: the inset on or off, with a log line saying what it shows (or why nothing). */
void inset_toggle(void);
/* --log-state, while the inset is on: "state <id>: inset <caption>: right (x, y, z), up (...),
 * looking (...)", the inset camera's unit axes in world space, once each time they change
 * (or "inset: none declared" when the sample declares no direction this frame). */
void log_inset(void);
/* Whether the window point (x, y) (GLFW's cursor coordinates) lies on the inset the last frame
 * drew, picture or caption: a press there orbits, as on empty space, rather than picking a
 * shape of the main view hidden under it. */
bool inset_under_cursor(double x, double y);
/* The inset's rectangle r (HUD pixels, y down, in a framebuffer height pixels tall) and
 * camera for the GL layer, for the main camera v. */
gl_inset inset_for_gl(const inset_request *q, camera_view v, inset_rect r, int height);

#endif
