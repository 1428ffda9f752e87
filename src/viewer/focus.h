/* Framing the shapes that decide: F frames the selection, a preset the shapes it set, each with
 * the shapes the sample pairs them with, in the part of the window the HUD's text leaves free.
 * The camera moves there over CAMERA_MOVE_SECONDS, eased; in a run of a fixed number of frames
 * (--frames, --screenshot) it is there at once, so the pictures are repeatable. */
#ifndef ISECT_FOCUS_H
#define ISECT_FOCUS_H

#include <stdbool.h>

#include "camera.h"
#include "hud_layout.h"

/* F: the selected shape and its partners (a sample without a scene keeps its view, and says so). */
void focus_selection(void);
/* The same framing without F's log line, unless a framing is asked for already (a preset's):
 * for the Minkowski view (U), whose drawing asks to keep the difference and the origin in view,
 * and the 2-D inset (F3), which takes the top-right corner, so the shapes framed keep clear of it. */
void focus_selection_quietly(void);
/* After a preset is applied: the shapes it set and their partners. */
void focus_preset(int preset);
/* A move to view v (Home, and the start scene: the sample's own view); it replaces a framing
 * asked for and not yet made. The mouse, and another sample, stop a move at once. */
void focus_move_to(camera_view v);
/* Where the view is going: the end of the move in progress or of a move asked for (Home), else
 * now. Settings keep it, so that quitting during a 0.3 s move keeps the view it was heading to,
 * however slowly the last frames came (a sanitizer build, a loaded machine). */
camera_view focus_destination(camera_view now);
/* Each frame, before the scene is drawn: the view dt seconds further along the move. */
void focus_advance(float dt);
/* Each frame, after the HUD's layout: a framing asked for since is worked out in the window's
 * free part (width x height pixels, the HUD's text where extent says) and started, or, at_once,
 * taken at once. */
void focus_after_layout(float width, float height, const hud_extent *extent, bool at_once);

#endif
