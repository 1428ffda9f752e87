/* What the box-against-a-flat-shape separating-axis samples (aabb-triangle, aabb-polygon) draw
 * for a separating axis: both shadows on it. No GL here. */
#ifndef ISECT_BOX_SHADOWS_H
#define ISECT_BOX_SHADOWS_H

#include "sample.h"

/* The shadows of the box and of the corners pts[0 .. count-1] on the axis l the test reported
 * (any length: normalised here, so shadows and gap are true lengths), drawn on a copy of l that
 * runs 3.2 above the box, and their ends in a HUD line naming the flat shape `name` (drawn as
 * `tag`). The box's shadow is red when box_meets. Ericson 5.2.9: on l the box covers
 * c.l +- e.abs(l). */
void box_shadows_explain(sample_ctx *ctx, isect_aabb box, bool box_meets, vec3s l, const vec3s *pts, int count,
                         const char *name, const char *tag);

#endif
