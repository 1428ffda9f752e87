#include "ray_draw.h"
#include "scene_tests.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The ray sample running now: the framework runs one sample at a time. */
static struct {
    const ray_target *target;
    shape *shapes;
    int item; /* the item explained */
} current;

/* The library's test of item i against the target: isect_<ray|segment|line>_<kind>. */
static scene_hit_test *item_test(const shape *shapes, int i)
{
    char call[64];
    snprintf(call, sizeof call, "isect_%s_%s", shape_kind_name(shapes[i].kind), current.target->kind);
    return scene_hit_test_named(call);
}

bool ray_draw_hit(const shape *shapes, int i, isect_hit *h)
{
    scene_hit_test *test = item_test(shapes, i);
    return test && test(&shapes[i], &shapes[current.target->items], h);
}

/* The item explained: the selected one, or while the target is selected the last item that was. */
static int explained_item(const sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    if (selected < current.target->items)
        current.item = selected;
    return current.item;
}

/* Trace mode's run (sample_trace_by): the library's test of the item explained and the target. */
static bool trace_item(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    static char name[64];
    int i = explained_item(ctx);
    snprintf(name, sizeof name, "isect_%s_%s", shape_kind_name(current.shapes[i].kind), current.target->kind);
    *call = name, *a = &current.shapes[i], *b = &current.shapes[current.target->items];
    return ray_draw_hit(current.shapes, i, NULL);
}

/* A preset's verdict: the hit of the item it set last (and selected). */
static bool preset_hits(const shape *shapes, int selected)
{
    return selected < current.target->items && ray_draw_hit(shapes, selected, NULL);
}

/* copy-as-test for the item explained (the framework declares the shapes): `isect_hit hit;`,
 * assert(isect_<kind>_<target>(<item>, <args>, &hit) == verdict), and the hit t when it is a
 * short decimal (exact). */
static void copy_test(sample_ctx *ctx)
{
    const ray_target *target = current.target;
    const shape *item = &current.shapes[explained_item(ctx)];
    const char *name = item->name, *args = target->args ? target->args : current.shapes[target->items].name;
    isect_hit h;
    bool hit = ray_draw_hit(current.shapes, (int)(item - current.shapes), &h);
    sample_code(ctx, "isect_hit hit;");
    if (item->kind == SHAPE_LINE) {
        sample_code(ctx, "assert(isect_line_%s(%s.a, %s.b, %s, &hit.point) == %s);", target->kind, name, name, args,
                    hit ? "true" : "false");
        return;
    }
    sample_code(ctx, "assert(isect_%s_%s(%s, %s, &hit) == %s);", shape_kind_name(item->kind), target->kind, name, args,
                hit ? "true" : "false");
    /* The t only when a few digits give it back exactly: a dragged scene's t is no fixed value. */
    char t[16];
    snprintf(t, sizeof t, "%.4g", (double)(hit ? h.t : 0));
    if (hit && strtof(t, NULL) == h.t)
        sample_code(ctx, "assert(fabsf(hit.t - %s%sf) < 1e-6f);", t, strpbrk(t, ".e") ? "" : ".0");
}

/* Each preset with an exact t: set into a copy of the scene, its item must hit at t[k]:
 * "Expected the ray of preset 'grazing' to intersect the sphere at t = 4". */
static void expect_t(sample_ctx *ctx, const scene_preset *presets, int preset_count, const float *t)
{
    const char *target = current.shapes[current.target->items].name;
    for (int k = 0; t && k < preset_count; k++) {
        if (t[k] < 0)
            continue;
        shape copy[SCENE_MAX_SHAPES];
        scene trial = {.shapes = copy, .count = current.target->items + 1};
        memcpy(copy, current.shapes, sizeof copy[0] * (size_t)trial.count);
        isect_hit h = {0};
        bool ok = scene_apply_preset(&trial, &presets[k]) && ray_draw_hit(copy, trial.selected, &h) && h.t == t[k];
        sample_expect(ctx, ok, "Expected the %s of preset '%s' to intersect the %s at t = %g",
                      shape_kind_name(copy[trial.selected].kind), presets[k].name, target, (double)t[k]);
    }
}

void ray_draw_start(sample_ctx *ctx, const ray_target *target, shape *shapes, const shape *start,
                    const scene_preset *presets, int preset_count, const float *t, const bool *expected)
{
    current.target = target, current.shapes = shapes, current.item = 0;
    sample_scene(ctx, shapes, start, target->items + 1);
    sample_presets(ctx, presets, preset_count, preset_hits);
    sample_copy_test(ctx, copy_test);
    sample_trace_by(ctx, trace_item);
    for (int i = 0; i < target->items; i++)
        if (shapes[i].kind == SHAPE_RAY)
            shapes[i].ray = isect_ray_from(shapes[i].ray.p, shapes[i].ray.d);
    for (int i = 0; i < target->items; i++)
        if (!item_test(shapes, i))
            sample_expect(ctx, false, "Expected a library test isect_%s_%s in scene_tests.c",
                          shape_kind_name(shapes[i].kind), target->kind);
    for (int i = 0; i < target->items; i++)
        sample_expect(ctx, ray_draw_hit(shapes, i, NULL) == expected[i], "Expected %s %d to %s the %s",
                      shape_kind_name(shapes[i].kind), i, expected[i] ? "intersect" : "not intersect",
                      shapes[target->items].name);
    expect_t(ctx, presets, preset_count, t);
}

void ray_draw_render(sample_ctx *ctx)
{
    current.target->explain(ctx, ray_draw_scene(ctx));
}

bool ray_draw_any_hits(const sample_ctx *ctx)
{
    for (int i = 0; i < current.target->items; i++)
        if (sample_in_preset(ctx, i) && ray_draw_hit(current.shapes, i, NULL))
            return true;
    return false;
}

int ray_draw_scene(sample_ctx *ctx)
{
    const ray_target *target = current.target;
    /* The rays a preset leaves aside are ghosts, drawn first: where one lies on the preset's
     * own ray (ray-sphere's grazing ray 3 under "grazing the top") the preset's stays on top. */
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < target->items; i++) {
            shape drawn = current.shapes[i];
            isect_hit h;
            bool hit = ray_draw_hit(current.shapes, i, &h), ghost = !sample_in_preset(ctx, i);
            if (ghost != (pass == 0))
                continue;
            drawn.size = target->length;
            draw_shape(ctx, &drawn, ghost ? COLOR_GHOST : hit ? COLOR_HIT : COLOR_SHAPE);
            if (hit && !ghost)
                draw_point(ctx, h.point, COLOR_NOTE);
        }
    }
    if (!target->draws_target)
        draw_shape(ctx, &current.shapes[target->items], ray_draw_any_hits(ctx) ? COLOR_HIT : COLOR_SHAPE);
    draw_marker(ctx, shape_centre(&current.shapes[sample_selected(ctx)]), 0.5f);
    return explained_item(ctx);
}

const char *ray_draw_passage(double u, double v, double w)
{
    if (u == 0 && v == 0) return "through corner c"; /* edges bc and ca */
    if (v == 0 && w == 0) return "through corner a"; /* ca and ab */
    if (w == 0 && u == 0) return "through corner b"; /* ab and bc */
    return u == 0 ? "on edge bc" : v == 0 ? "on edge ca" : w == 0 ? "on edge ab" : "inside every edge";
}
