/* The "why" shared by the ray samples against the shapes swept along a segment, the cylinder
 * and the capsule: isect's one test for both (src/isect/cylinder.c), step by step. No GL here. */
#ifndef ISECT_SWEPT_EXPLAIN_H
#define ISECT_SWEPT_EXPLAIN_H

#include "ray_draw.h"

/* Explains item i of shapes (a ray or a segment) against the swept shape of radius r about axis:
 * the entry t_c into the infinite cylinder, where it projects on the axis, and then the side or
 * the end piece: the cap's disc (flat) or the end's sphere, whose verdict is the library's
 * (ray_draw_hit). */
void swept_explain(sample_ctx *ctx, const shape *shapes, int i, isect_segment axis, float r, bool flat);

/* Asks the framing to look from direction v, turned to the start view's side: one of the views
 * the steps above pick (down the axis, across a ray and the axis). */
void swept_view_from(sample_ctx *ctx, vec3s v);
/* Seen down the unit axis u, 70 degrees above the caps and tilted across the ray's direction d:
 * the side is the circle of radius r, so a ray grazing it or passing 0.001 outside shows
 * against the circle (a ray parallel to the axis is not a dot). */
void swept_view_down_axis(sample_ctx *ctx, vec3s u, vec3s d);

#endif
