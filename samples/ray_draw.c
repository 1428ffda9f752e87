#include "ray_draw.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ray_draw_unit(shape *shapes, int count)
{
    for (int i = 0; i < count; i++)
        if (shapes[i].kind == SHAPE_RAY)
            shapes[i].ray = isect_ray_from(shapes[i].ray.p, shapes[i].ray.d);
}

int ray_draw_item(const sample_ctx *ctx, int items, int *last)
{
    int selected = sample_selected(ctx);
    if (selected < items)
        *last = selected;
    return *last;
}

void ray_draw_expect(sample_ctx *ctx, const shape *shapes, int items, ray_draw_test *test, const bool *expected,
                     const char *target)
{
    for (int i = 0; i < items; i++)
        sample_expect(ctx, test(shapes, i, NULL) == expected[i], "Expected %s %d to %s the %s",
                      shape_kind_name(shapes[i].kind), i, expected[i] ? "intersect" : "not intersect", target);
}

void ray_draw_expect_t(sample_ctx *ctx, const shape *shapes, int count, const scene_preset *presets,
                       const float *t, int preset_count, ray_draw_test *test, const char *target)
{
    for (int k = 0; k < preset_count; k++) {
        if (t[k] < 0)
            continue;
        shape copy[SCENE_MAX_SHAPES];
        scene trial = {.shapes = copy, .count = count};
        memcpy(copy, shapes, sizeof copy[0] * (size_t)count);
        isect_hit h = {0};
        bool ok = scene_apply_preset(&trial, &presets[k]) && test(copy, trial.selected, &h) && h.t == t[k];
        sample_expect(ctx, ok, "Expected the %s of preset '%s' to intersect the %s at t = %g",
                      shape_kind_name(copy[trial.selected].kind), presets[k].name, target, (double)t[k]);
    }
}

bool ray_draw_items(sample_ctx *ctx, const shape *shapes, int items, ray_draw_test *test, float length)
{
    bool any = false;
    for (int i = 0; i < items; i++) {
        const shape *sh = &shapes[i];
        isect_hit h;
        bool hit = test(shapes, i, &h);
        vec4s color = hit ? COLOR_HIT : COLOR_SHAPE;
        any = any || hit;
        shape drawn = *sh;
        drawn.size = length;
        draw_shape(ctx, &drawn, color);
        if (hit)
            draw_point(ctx, h.point, COLOR_NOTE);
    }
    draw_marker(ctx, shape_centre(&shapes[sample_selected(ctx)]), 0.5f);
    return any;
}

void ray_draw_code(sample_ctx *ctx, const shape *shapes, int i, ray_draw_test *test, const char *shape,
                   const char *args)
{
    const char *name = shapes[i].name, *kind = shape_kind_name(shapes[i].kind);
    isect_hit h;
    bool hit = test(shapes, i, &h);
    sample_code(ctx, "isect_hit hit;");
    if (shapes[i].kind == SHAPE_LINE) {
        sample_code(ctx, "assert(isect_line_%s(%s.a, %s.b, %s, &hit.point) == %s);", shape, name, name, args,
                    hit ? "true" : "false");
        return;
    }
    sample_code(ctx, "assert(isect_%s_%s(%s, %s, &hit) == %s);", kind, shape, name, args, hit ? "true" : "false");
    /* The t only when a few digits give it back exactly: a dragged scene's t is no fixed value. */
    char t[16];
    snprintf(t, sizeof t, "%.4g", (double)(hit ? h.t : 0));
    if (hit && strtof(t, NULL) == h.t)
        sample_code(ctx, "assert(fabsf(hit.t - %s%sf) < 1e-6f);", t, strpbrk(t, ".e") ? "" : ".0");
}
