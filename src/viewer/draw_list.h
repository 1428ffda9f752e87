/* The frame's draw list: the vertices of every line and point, the instanced shapes and the
 * labels, and the translucent surfaces under them (draw_fill.h), collected on the CPU while a sample renders and drawn by the GL layer (gl.c) with one
 * call per primitive kind. What samples call is draw.h; this is what it fills. No GL here. */
#ifndef ISECT_DRAW_LIST_H
#define ISECT_DRAW_LIST_H

#include <stdint.h>
#include <cglm/struct.h>

#include "inset.h"

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
#define DRAW_MAX_KEEP 8
#define DRAW_MAX_GROUPS 32

/* The vertices of one scene shape in the lines and points buffers, [first, end) of each, with
 * its name: what the SVG export groups as that shape. */
enum { DRAW_GROUP_LINES, DRAW_GROUP_POINTS };
typedef struct draw_group {
    const char *name;
    int first[2], end[2];
} draw_group;

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
    draw_buffer fills;  /* triples of vertices: translucent surfaces, the colour's alpha an opacity */
    const draw_instance *instances[DRAW_INSTANCE_SHAPES]; /* the sample's arrays, this frame */
    int instance_count[DRAW_INSTANCE_SHAPES];
    draw_label_item labels[DRAW_MAX_LABELS];
    int label_count;
    /* The selection marker's ends (three crossed strokes), when one is drawn: the labels keep
     * off it, so it never covers a name or a number. */
    vec3s marker[6];
    bool has_marker;
    /* Points a sample asks framing to keep in view beside its shapes (draw_keep_in_view): a
     * frustum it draws itself. */
    vec3s keep[DRAW_MAX_KEEP];
    int keep_count;
    /* The direction the quantity that decides lies along (a separating axis, the gap between
     * closest points), to be seen from across (draw_view_across); framing uses it when this
     * frame gave exactly one. */
    vec3s across;
    int across_count;
    bool across_edge_on; /* draw_view_edge_on: exactly across, the plane normal to it edge-on */
    vec3s view_from;     /* draw_view_from: the direction framing looks from, when has_view_from */
    bool has_view_from;
    /* The scene's shapes as drawn this frame (draw_shape brackets each), in drawing order. */
    draw_group groups[DRAW_MAX_GROUPS];
    int group_count;
    inset_request inset; /* the 2-D inset's direction (draw_inset_axis, draw_inset_normal) */
} draw_list;

void draw_list_clear(draw_list *list);
void draw_list_free(draw_list *list);
/* Appends a vertex (the colour packed to bytes); on running out of memory the vertex is dropped
 * and that is logged once. */
void draw_buffer_push(draw_buffer *b, vec3s p, vec4s color);
/* Brackets the lines and points that draw the shape named name (a group past DRAW_MAX_GROUPS
 * is not recorded). */
void draw_group_begin(draw_list *list, const char *name);
void draw_group_end(draw_list *list);
/* Whether v has colour c as draw_buffer_push packs it; sets v's colour so. */
bool draw_vertex_is(const draw_vertex *v, vec4s c);
void draw_vertex_set_color(draw_vertex *v, vec4s c);
/* One instance with its colour packed as draw_vertex packs colours. */
draw_instance draw_instance_of(vec3s centre, vec3s scale, vec4s color);

#endif
