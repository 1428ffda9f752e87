/* Translucent shaded surfaces under the wireframe: the depth cue. A shape drawn in a verdict
 * colour (meeting, apart, or a reference plane) is also filled, so that a line behind a solid
 * is dimmed by it and one in front stays bright, and overlapping outlines read as in front or
 * behind. Helper geometry (the "why" in yellow, ghosts, markers) stays lines only. */
#ifndef ISECT_DRAW_FILL_H
#define ISECT_DRAW_FILL_H

#include <stdbool.h>
#include <cglm/struct.h>

#include "draw_list.h"
#include "isect.h"

typedef struct sample_ctx sample_ctx;

/* Whether a shape in this colour is filled: the verdict colours and the reference plane's. */
bool fill_wanted(vec4s color);

/* Filled surfaces, each shaded by a fixed light from above and in front (Lambert, with an
 * ambient floor so the side away from it stays visible). Two-sided: no winding is assumed. */
void fill_triangle(sample_ctx *ctx, vec3s a, vec3s b, vec3s c, vec4s color);
void fill_polygon(sample_ctx *ctx, const vec3s *v, int count, vec4s color);
/* A plane's square (draw_plane_corners), always faint whatever its colour: it is large and
 * must not hide what lies beyond it. */
void fill_plane(sample_ctx *ctx, const vec3s corner[4], vec4s color);
/* A box from its 8 corners, corner i having bit 0 = +x, bit 1 = +y, bit 2 = +z (as draw.c). */
void fill_box(sample_ctx *ctx, const vec3s corner[8], vec4s color);
void fill_sphere(sample_ctx *ctx, isect_sphere s, vec4s color);
/* The side of a tube of radius r about a..b, from radius r_a at a to r_b at b (a cylinder when
 * they are equal, a cone when one is 0), with flat caps where capped. */
void fill_tube(sample_ctx *ctx, vec3s a, vec3s b, float r_a, float r_b, bool capped, vec4s color);
/* The round ends of a capsule: half spheres of radius r about a and b, facing away from each
 * other along the axis. */
void fill_capsule(sample_ctx *ctx, isect_capsule c, vec4s color);
/* Predict mode (predict.h): the meeting colour's surfaces turned into the apart colour's, with
 * its opacity, each keeping its shade. */
void fill_hide_verdict(draw_buffer *fills);

#endif
