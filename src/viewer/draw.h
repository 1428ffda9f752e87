/* Debug drawing for samples: shapes and colours handed over during render become vertices of
 * the frame's draw list (draw_list.h), which the framework draws with one call per primitive
 * kind. No GL here. */
#ifndef ISECT_DRAW_H
#define ISECT_DRAW_H

#include <cglm/struct.h>

#include "draw_list.h"
#include "isect.h"
#include "palette.h"
#include "scene.h"

typedef struct sample_ctx sample_ctx;

/* Any unit vector perpendicular to unit n (Hughes and Möller's choice of the smallest axis). */
vec3s draw_perpendicular(vec3s n);
void draw_line(sample_ctx *ctx, vec3s a, vec3s b, vec4s color);
void draw_point(sample_ctx *ctx, vec3s p, vec4s color);
void draw_aabb(sample_ctx *ctx, isect_aabb box, vec4s color);
void draw_obb(sample_ctx *ctx, isect_obb box, vec4s color);
void draw_sphere(sample_ctx *ctx, isect_sphere s, vec4s color);
/* The points within r of the segment a..b: rings, side lines and the two round caps. */
void draw_capsule(sample_ctx *ctx, isect_capsule c, vec4s color);
/* The points within r of the axis a..b between the planes of its ends: two rims, side lines
 * and a cross on each flat cap. */
void draw_cylinder(sample_ctx *ctx, isect_cylinder c, vec4s color);
/* A square of side size centred on the plane's point nearest the origin (d n / |n|^2, n of any
 * length), with a short arrow along the normal. */
void draw_plane(sample_ctx *ctx, isect_plane p, float size, vec4s color);
/* The four corners of that square, in order. */
void draw_plane_corners(isect_plane p, float size, vec3s corner[4]);
void draw_arrow(sample_ctx *ctx, vec3s from, vec3s to, vec4s color);
void draw_ray(sample_ctx *ctx, isect_ray r, float length, vec4s color);
void draw_segment(sample_ctx *ctx, isect_segment s, vec4s color);
void draw_triangle(sample_ctx *ctx, isect_triangle t, vec4s color);
void draw_polygon(sample_ctx *ctx, const vec3s *verts, int count, vec4s color);
/* A wireframe cone: the rim circle, lines from the tip to the rim, and the axis. */
void draw_cone(sample_ctx *ctx, isect_cone c, vec4s color);
/* A convex polyhedron given by its face planes (outward normals, at most SHAPE_MAX_PLANES):
 * its edges, those on face noted_a or noted_b (-1: none) in yellow. */
void draw_polyhedron(sample_ctx *ctx, const isect_plane *planes, int count, vec4s color, int noted_a, int noted_b);
/* Any scene shape by its kind; a plane, ray or line as long as its size (4 when 0). */
void draw_shape(sample_ctx *ctx, const shape *s, vec4s color);
/* For a shape of the scene that a sample draws its own way (a polyhedron with a face marked,
 * points with their own marks): what is drawn between begin and end is that shape, grouped
 * under its name in an SVG figure and kept as a shape in predict mode. draw_shape brackets
 * itself; these do not nest. */
void draw_shape_begin(sample_ctx *ctx, const shape *s);
void draw_shape_end(sample_ctx *ctx);
/* Draws count copies of shape as items describes them. The array stays the sample's and must
 * stay unchanged until the frame is drawn (the end of render is fine); a second call for the
 * same shape in one frame replaces the first. */
void draw_instances(sample_ctx *ctx, draw_instance_shape shape, const draw_instance *items, int count);
/* A label beside point p, e.g. "c", "Q" or "t = 0.42". */
void draw_label(sample_ctx *ctx, vec3s p, vec4s color, const char *format, ...)
    __attribute__((format(printf, 4, 5)));
/* A closest pair: p and q joined (yellow), each labelled name<i> on the far side from the other,
 * one label "p0 = q0" where they coincide. */
void draw_closest_pair(sample_ctx *ctx, vec3s p, vec3s q, const char *name_p, const char *name_q, int i);
/* The mark of the selected shape: a small white cross at p, size across. */
void draw_marker(sample_ctx *ctx, vec3s p, float size);

/* One shape's shadow on an axis: the parameters lo..hi it covers, its colour and name. */
typedef struct draw_interval {
    float lo, hi;
    vec4s color;
    const char *name;
} draw_interval;
/* The separating-axis picture: the axis origin + x axis (unit axis) as a yellow line named
 * axis_name at its far end, the two shadows a and b just beside it with end ticks, on the side
 * away from the shapes drawn before it, and their names, and, when they do not overlap, the gap
 * between them labelled with its width (the labels across the axis on the screen, to its right
 * when it is steep there).
 * Returns that gap (negative: the overlap). */
float draw_axis_intervals(sample_ctx *ctx, vec3s origin, vec3s axis, const char *axis_name, draw_interval a,
                          draw_interval b);

/* Asks F and the presets' framing to keep p in view, beside the shapes and the why: for what
 * a sample draws that is not a shape of its scene (aabb-frustum's frustum). At most
 * DRAW_MAX_KEEP points a frame; more are dropped. */
void draw_keep_in_view(sample_ctx *ctx, vec3s p);

/* Tells F and the presets' framing that what decides lies along direction u (a separating
 * axis, the line between closest points): they turn the camera to look across it, where a gap
 * along u shows its length. Used only when a frame names one direction; draw_axis_intervals
 * names its axis. */
void draw_view_across(sample_ctx *ctx, vec3s u);

/* As draw_view_across, for a separating plane with normal n: framing looks exactly across n,
 * so the plane is seen edge-on and the shapes on its two sides never overlap on screen
 * (obb-obb's crossed edges, two capsules side by side), as the book's figures draw it. */
void draw_view_edge_on(sample_ctx *ctx, vec3s n);

/* Tells F and the presets' framing to look from direction d (from the shapes toward the eye),
 * over whatever else the frame named: for a case one side shows and no rule finds (two planes'
 * bisector, along a cylinder's axis). The last one named this frame counts. */
void draw_view_from(sample_ctx *ctx, vec3s d);

/* d or -d, whichever points to near_eye's side (d·near_eye >= 0): a direction known only up to
 * its sign (a cross product, a plane's normal, an axis) turned to the side the sample's start
 * view looks from, so that a preset does not show the scene from behind or below. */
vec3s draw_toward(vec3s d, vec3s near_eye);

/* draw_view_from across, turned to near_eye's side (draw_toward), raised by degrees toward up
 * (taken as given: the caller turns it where its side matters): a side view of a gap, a segment
 * or an axis, a little above the plane or cap it lies on. A zero across names nothing. */
void draw_view_from_side(sample_ctx *ctx, vec3s across, vec3s up, float degrees, vec3s near_eye);

/* draw_view_from for a gap p..q beside a capsule's axis a..b: along (q - p) x (b - a), on the
 * side of near_eye, raised by degrees toward up. The capsule's outline then runs at r from its
 * axis in the picture's plane and the gap lies in that plane too, so |p - q| against r shows at
 * full size (a capsule 0.001 above a face sits on it, not in front of it). A gap along the axis
 * (an end cap, or a = b) is seen from its side (draw_view_edge_on); p = q names nothing. */
void draw_view_beside_axis(sample_ctx *ctx, vec3s a, vec3s b, vec3s p, vec3s q, vec3s up, vec3s near_eye,
                           float degrees);

/* A square grid on y = 0 from -half to half with the given step. */
void draw_grid(sample_ctx *ctx, float half, float step);

#endif
