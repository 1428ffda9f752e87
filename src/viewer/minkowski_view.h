/* The Minkowski view (U): in a sample whose test takes two spheres, two AABBs, a sphere and an
 * AABB or two OBBs (static or moving), the selected shape's pair drawn as its difference
 * A − B = {a − b} with the origin O, so that the test reads "is O inside?"; the pair itself
 * dimmed. The framework draws it in place of the sample's render; no sample code. */
#ifndef ISECT_MINKOWSKI_VIEW_H
#define ISECT_MINKOWSKI_VIEW_H

#include <stdbool.h>

#include "sample_ctx.h"

/* The view asked for (U, --minkowski): kept across samples, drawn where it applies. */
void minkowski_view_set(bool on);
bool minkowski_view_asked(void);
/* Whether the running sample's test has a difference to draw. */
bool minkowski_view_applies(const sample_ctx *ctx);
/* Whether the view is asked for and applies: sample_render then calls minkowski_view_render. */
bool minkowski_view_shown(const sample_ctx *ctx);
/* U: turns the view on or off, with a log line saying what it shows (or that this sample has
 * none); true when it is now shown. */
bool minkowski_view_toggle(const sample_ctx *ctx);
/* The frame's drawing: the pair dimmed, the difference in the library's verdict colour, O, the
 * relative motion's segment for a moving test, and the HUD lines. */
void minkowski_view_render(sample_ctx *ctx);
/* Start-up checks (with --check): for every pair of the start scene and of each preset, the
 * origin is inside the difference computed here exactly when the library's test says they
 * meet; for a moving test, the segment enters it exactly when the moving test finds contact,
 * at the same t. */
void minkowski_view_check(sample_ctx *ctx);

#endif
