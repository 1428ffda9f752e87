/* Batched debug drawing. Samples hand shapes and colours to these functions during render; the
 * vertices of a whole frame collect in one list per primitive kind (lines, points) and the
 * framework draws each list with a single call. No GL here. */
#ifndef ISECT_DRAW_H
#define ISECT_DRAW_H

#include <stdint.h>
#include <cglm/struct.h>

#include "isect.h"

typedef struct sample_ctx sample_ctx;

/* The document's colours: shapes and the plane blue, shapes that intersect red. */
#define COLOR_SHAPE ((vec4s){{0.35f, 0.55f, 1.00f, 1.0f}})
#define COLOR_HIT   ((vec4s){{1.00f, 0.22f, 0.18f, 1.0f}})
#define COLOR_PLANE COLOR_SHAPE
#define COLOR_AXIS_X ((vec4s){{0.95f, 0.20f, 0.20f, 1.0f}})
#define COLOR_AXIS_Y ((vec4s){{0.25f, 0.85f, 0.25f, 1.0f}})
#define COLOR_AXIS_Z ((vec4s){{0.25f, 0.45f, 1.00f, 1.0f}})
#define COLOR_GRID  ((vec4s){{0.30f, 0.31f, 0.34f, 1.0f}})
#define COLOR_NOTE  ((vec4s){{0.95f, 0.80f, 0.25f, 1.0f}}) /* the "why" geometry: yellow */
#define COLOR_SELECT ((vec4s){{1.00f, 1.00f, 1.00f, 1.0f}}) /* the selected shape's marker */
#define COLOR_BACKGROUND ((vec4s){{0.11f, 0.12f, 0.14f, 1.0f}}) /* the window, cleared each frame */

typedef struct draw_vertex {
    float x, y, z;
    uint8_t r, g, b, a;
} draw_vertex;

/* A growable vertex array; capacity is kept from frame to frame. */
typedef struct draw_buffer {
    draw_vertex *v;
    int count, capacity;
} draw_buffer;

#define DRAW_MAX_LABELS 32
#define DRAW_LABEL_SIZE 48

/* A short text anchored at a point of the scene; the framework projects it into the HUD. */
typedef struct draw_label_item {
    vec3s p;
    vec4s color;
    char text[DRAW_LABEL_SIZE];
} draw_label_item;

/* Instanced shapes: many copies of one unit line mesh (a cube from -1 to 1, or a sphere of
 * radius 1 drawn as three great circles), each moved to centre and scaled by scale (a box's
 * half-extents, or a sphere's radius three times). One draw call per shape kind. */
typedef enum draw_instance_shape { DRAW_INSTANCE_CUBE, DRAW_INSTANCE_SPHERE, DRAW_INSTANCE_SHAPES } draw_instance_shape;

typedef struct draw_instance {
    float x, y, z;    /* centre */
    float sx, sy, sz; /* scale */
    uint8_t r, g, b, a;
} draw_instance;

typedef struct draw_list {
    draw_buffer lines;  /* pairs of vertices */
    draw_buffer points;
    const draw_instance *instances[DRAW_INSTANCE_SHAPES]; /* the sample's arrays, this frame */
    int instance_count[DRAW_INSTANCE_SHAPES];
    draw_label_item labels[DRAW_MAX_LABELS];
    int label_count;
} draw_list;

void draw_list_clear(draw_list *list);
void draw_list_free(draw_list *list);
void draw_buffer_push(draw_buffer *b, vec3s p, vec4s color);

void draw_line(sample_ctx *ctx, vec3s a, vec3s b, vec4s color);
void draw_point(sample_ctx *ctx, vec3s p, vec4s color);
void draw_aabb(sample_ctx *ctx, isect_aabb box, vec4s color);
void draw_obb(sample_ctx *ctx, isect_obb box, vec4s color);
void draw_sphere(sample_ctx *ctx, isect_sphere s, vec4s color);
/* A square of side size centred on the plane's point nearest the origin (n·d), with a short
 * arrow along the normal. */
void draw_plane(sample_ctx *ctx, isect_plane p, float size, vec4s color);
/* The four corners of that square, in order. */
void draw_plane_corners(isect_plane p, float size, vec3s corner[4]);
void draw_arrow(sample_ctx *ctx, vec3s from, vec3s to, vec4s color);
void draw_ray(sample_ctx *ctx, isect_ray r, float length, vec4s color);
void draw_segment(sample_ctx *ctx, isect_segment s, vec4s color);
void draw_triangle(sample_ctx *ctx, isect_triangle t, vec4s color);
void draw_polygon(sample_ctx *ctx, const vec3s *verts, int count, vec4s color);
/* Draws count copies of shape as items describes them. The array stays the sample's and must
 * stay unchanged until the frame is drawn (the end of render is fine); a second call for the
 * same shape in one frame replaces the first. */
void draw_instances(sample_ctx *ctx, draw_instance_shape shape, const draw_instance *items, int count);
/* One instance with its colour packed as draw_vertex packs colours. */
draw_instance draw_instance_of(vec3s centre, vec3s scale, vec4s color);
/* A label beside point p, e.g. "c", "Q" or "t = 0.42". */
void draw_label(sample_ctx *ctx, vec3s p, vec4s color, const char *format, ...)
    __attribute__((format(printf, 4, 5)));
/* The mark of the selected shape: a small white cross at p, size across. */
void draw_marker(sample_ctx *ctx, vec3s p, float size);

/* One shape's shadow on an axis: the parameters lo..hi it covers, its colour and name. */
typedef struct draw_interval {
    float lo, hi;
    vec4s color;
    const char *name;
} draw_interval;
/* The separating-axis picture: the axis origin + x axis (unit axis) as a yellow line named
 * axis_name at its far end, the two shadows a and b just beside it with end ticks and their
 * names, and, when they do not overlap, the gap between them labelled with its width.
 * Returns that gap (negative: the overlap). */
float draw_axis_intervals(sample_ctx *ctx, vec3s origin, vec3s axis, const char *axis_name, draw_interval a,
                          draw_interval b);

/* The world axes from the origin: x red, y green, z blue, each of the given length. */
void draw_origin(sample_ctx *ctx, float length);
/* A square grid on y = 0 from -half to half with the given step. */
void draw_grid(sample_ctx *ctx, float half, float step);

#endif
