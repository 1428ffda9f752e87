#include "draw_list.h"

#include <stdlib.h>

#include "log.h"

void draw_list_clear(draw_list *list)
{
    list->lines.count = 0;
    list->points.count = 0;
    list->fills.count = 0;
    list->label_count = 0;
    list->has_marker = false;
    list->keep_count = 0;
    list->across_count = 0;
    list->across_edge_on = false;
    list->has_view_from = false;
    list->group_count = 0;
    list->inset.on = false;
    for (int i = 0; i < DRAW_INSTANCE_SHAPES; i++) {
        list->instances[i] = NULL;
        list->instance_count[i] = 0;
    }
}

void draw_list_free(draw_list *list)
{
    free(list->lines.v);
    free(list->points.v);
    free(list->fills.v);
    *list = (draw_list){0};
}

/* A colour channel in [0, 1] as a byte, rounded to nearest (halves up): + 0.5 and a cast, not
 * lrintf, which is a libm call per channel at -O2 and was the viewer's largest own cost. */
static uint8_t to_byte(float c)
{
    return (uint8_t)(glm_clamp(c, 0.0f, 1.0f) * 255.0f + 0.5f);
}

void draw_group_begin(draw_list *list, const char *name)
{
    if (list->group_count < DRAW_MAX_GROUPS)
        list->groups[list->group_count] = (draw_group){name, {list->lines.count, list->points.count},
                                                       {list->lines.count, list->points.count}};
}

void draw_group_end(draw_list *list)
{
    if (list->group_count < DRAW_MAX_GROUPS) {
        draw_group *g = &list->groups[list->group_count++];
        g->end[DRAW_GROUP_LINES] = list->lines.count, g->end[DRAW_GROUP_POINTS] = list->points.count;
    }
}

bool draw_vertex_is(const draw_vertex *v, vec4s c)
{
    return v->r == to_byte(c.r) && v->g == to_byte(c.g) && v->b == to_byte(c.b) && v->a == to_byte(c.w);
}

void draw_vertex_set_color(draw_vertex *v, vec4s c)
{
    v->r = to_byte(c.r), v->g = to_byte(c.g), v->b = to_byte(c.b), v->a = to_byte(c.w);
}

void draw_buffer_push(draw_buffer *b, vec3s p, vec4s color)
{
    if (b->count == b->capacity) {
        int capacity = b->capacity ? 2 * b->capacity : 4096;
        draw_vertex *v = realloc(b->v, (size_t)capacity * sizeof *v);
        if (!v) { /* out of memory: drop the vertex rather than crash */
            log_error_once("draw: out of memory for %d vertices; some lines are not drawn", capacity);
            return;
        }
        b->v = v;
        b->capacity = capacity;
    }
    b->v[b->count++] = (draw_vertex){p.x, p.y, p.z, to_byte(color.r), to_byte(color.g),
                                     to_byte(color.b), to_byte(color.a)};
}

draw_instance draw_instance_of(vec3s centre, vec3s scale, vec4s color)
{
    return (draw_instance){centre.x, centre.y, centre.z, scale.x, scale.y, scale.z,
                           to_byte(color.r), to_byte(color.g), to_byte(color.b), to_byte(color.a)};
}
