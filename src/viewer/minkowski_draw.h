/* Drawing a Minkowski difference (minkowski.h) in wireframe, one helper per kind of set. */
#ifndef ISECT_MINKOWSKI_DRAW_H
#define ISECT_MINKOWSKI_DRAW_H

#include "draw.h"
#include "minkowski.h"

/* The set in color: a sphere, a box, a rounded box (its faces pushed out by r, a quarter arc
 * at each end of every edge where the quarter cylinder meets the corner's sphere) or a hull
 * (each face's outline). */
void draw_minkowski(sample_ctx *ctx, const minkowski_diff *d, vec4s color);

#endif
