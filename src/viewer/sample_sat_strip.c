/* sample_draw_sat_strip (sample.h): the SAT strip of the selected pair, by its shapes' kinds. */
#include "sample_ctx.h"

void sample_draw_sat_strip(sample_ctx *ctx)
{
    const shape *a, *b;
    sat_strip *s = &ctx->strip;
    s->count = 0;
    if (!sample_selected_pair(ctx, &a, &b))
        return;
    const char *const names[2] = {a->name, b->name};
    if (a->kind == SHAPE_OBB && b->kind == SHAPE_OBB)
        sat_strip_obb_obb(s, a->obb, b->obb, names);
    else if (a->kind == SHAPE_AABB && b->kind == SHAPE_TRIANGLE)
        sat_strip_aabb_triangle(s, a->aabb, b->triangle, names);
    else if (a->kind == SHAPE_TRIANGLE && b->kind == SHAPE_TRIANGLE)
        sat_strip_triangle_triangle(s, a->triangle, b->triangle, names);
    else if (a->kind == SHAPE_AABB && b->kind == SHAPE_AABB)
        sat_strip_aabb_aabb(s, a->aabb, b->aabb, names);
}
