#include "ray_set.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ray_set_init(ray_set *set, const float (*items)[6], int rays, int segments, int lines)
{
    set->count = rays + segments + lines, set->rays = rays, set->segments = segments;
    for (int i = 0; i < set->count && i < RAY_SET_MAX; i++) {
        vec3s d = {{items[i][3], items[i][4], items[i][5]}};
        set->start[i] = (vec3s){{items[i][0], items[i][1], items[i][2]}};
        set->dir[i] = i < rays ? glms_vec3_normalize(d) : d;
        set->turn[i] = glms_quat_identity();
    }
    set->selected = set->item = 0;
}

void ray_set_place(ray_set *set, ray_kind kind, const float item[6])
{
    int i = kind == RAY_KIND_RAY ? 0 : kind == RAY_KIND_SEGMENT ? set->rays : set->rays + set->segments;
    vec3s d = {{item[3], item[4], item[5]}};
    set->start[i] = (vec3s){{item[0], item[1], item[2]}};
    set->dir[i] = kind == RAY_KIND_RAY ? glms_vec3_normalize(d) : d;
    set->turn[i] = glms_quat_identity();
    ray_set_select(set, i);
}

ray_kind ray_set_kind(const ray_set *set, int i)
{
    return i < set->rays ? RAY_KIND_RAY : i < set->rays + set->segments ? RAY_KIND_SEGMENT : RAY_KIND_LINE;
}

const char *ray_set_name(const ray_set *set, int i)
{
    static const char *const names[3] = {"ray", "segment", "line"};
    return names[ray_set_kind(set, i)];
}

vec3s ray_set_dir(const ray_set *set, int i) { return glms_quat_rotatev(set->turn[i], set->dir[i]); }

isect_ray ray_set_ray(const ray_set *set, int i) { return isect_ray_from(set->start[i], ray_set_dir(set, i)); }

isect_segment ray_set_segment(const ray_set *set, int i)
{
    vec3s d = ray_set_dir(set, i);
    vec3s a = ray_set_kind(set, i) == RAY_KIND_LINE ? glms_vec3_sub(set->start[i], d) : set->start[i];
    return (isect_segment){a, glms_vec3_add(set->start[i], d)};
}

/* Where item i is picked, marked and turned about. */
static vec3s centre(const ray_set *set, int i)
{
    vec3s c = set->start[i];
    return ray_set_kind(set, i) == RAY_KIND_SEGMENT ? glms_vec3_muladds(ray_set_dir(set, i), 0.5f, c) : c;
}

void ray_set_expect(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const bool *expected,
                    const char *target)
{
    for (int i = 0; i < set->count; i++)
        sample_expect(ctx, test(i, NULL) == expected[i], "Expected %s %d to %s the %s", ray_set_name(set, i), i,
                      expected[i] ? "intersect" : "not intersect", target);
}

void ray_set_expect_preset(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const char *preset,
                           bool hits, float t, const char *target)
{
    isect_hit h = {0};
    bool got = test(set->item, &h);
    char at[32] = "";
    if (hits && t >= 0)
        snprintf(at, sizeof at, " at t = %g", (double)t);
    sample_expect(ctx, got == hits && (!got || t < 0 || h.t == t), "Expected the %s of preset '%s' to %s the %s%s",
                  ray_set_name(set, set->item), preset, hits ? "intersect" : "not intersect", target, at);
}

bool ray_set_draw(sample_ctx *ctx, const ray_set *set, ray_set_test *test, float length)
{
    bool any = false;
    for (int i = 0; i < set->count; i++) {
        isect_hit h;
        bool hit = test(i, &h);
        vec4s color = hit ? COLOR_HIT : COLOR_SHAPE;
        any = any || hit;
        switch (ray_set_kind(set, i)) {
        case RAY_KIND_RAY: draw_ray(ctx, ray_set_ray(set, i), length, color); break;
        case RAY_KIND_SEGMENT: draw_segment(ctx, ray_set_segment(set, i), color); break;
        case RAY_KIND_LINE: {
            vec3s d = glms_vec3_normalize(ray_set_dir(set, i));
            draw_line(ctx, glms_vec3_muladds(d, -length, set->start[i]), glms_vec3_muladds(d, length, set->start[i]), color);
            break;
        }
        }
        if (hit)
            draw_point(ctx, h.point, COLOR_NOTE);
    }
    if (set->selected < set->count)
        draw_marker(ctx, centre(set, set->selected), 0.5f);
    return any;
}

void ray_set_pick(sample_ctx *ctx, const ray_set *set)
{
    for (int i = 0; i < set->count; i++)
        sample_pick_point(ctx, i, centre(set, i));
}

void ray_set_select(ray_set *set, int shape)
{
    set->selected = shape;
    if (shape < set->count)
        set->item = shape;
}

bool ray_set_key(ray_set *set, int key)
{
    if (key != SAMPLE_KEY_TAB)
        return false;
    int next = set->selected == RAY_SET_TARGET ? 0 : set->selected + 1;
    ray_set_select(set, next == set->count ? RAY_SET_TARGET : next);
    return true;
}

bool ray_set_translate(ray_set *set, vec3s delta)
{
    if (set->selected >= set->count)
        return false;
    set->start[set->selected] = glms_vec3_add(set->start[set->selected], delta);
    return true;
}

bool ray_set_rotate(ray_set *set, versors turn)
{
    int i = set->selected;
    if (i >= set->count)
        return false;
    vec3s c = centre(set, i); /* a segment keeps its middle: its start swings round it */
    set->turn[i] = glms_quat_normalize(glms_quat_mul(turn, set->turn[i]));
    if (ray_set_kind(set, i) == RAY_KIND_SEGMENT)
        set->start[i] = glms_vec3_muladds(ray_set_dir(set, i), -0.5f, c);
    return true;
}

void ray_set_code(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const char *shape, const char *args)
{
    int i = set->item;
    isect_hit h;
    bool hit = test(i, &h);
    const char *name = ray_set_name(set, i);
    switch (ray_set_kind(set, i)) {
    case RAY_KIND_RAY: sample_code_ray(ctx, "ray", ray_set_ray(set, i)); break;
    case RAY_KIND_SEGMENT: sample_code_segment(ctx, "segment", ray_set_segment(set, i)); break;
    case RAY_KIND_LINE:
        sample_code_vec3(ctx, "p", ray_set_segment(set, i).a);
        sample_code_vec3(ctx, "q", ray_set_segment(set, i).b);
        break;
    }
    sample_code(ctx, "isect_hit hit;");
    bool line = ray_set_kind(set, i) == RAY_KIND_LINE;
    sample_code(ctx, "assert(isect_%s_%s(%s, %s, %s) == %s);", name, shape, line ? "p, q" : name, args,
                line ? "&hit.point" : "&hit", hit ? "true" : "false");
    /* The t only when a few digits give it back exactly: a dragged scene's t is no fixed value. */
    char t[16];
    snprintf(t, sizeof t, "%.4g", (double)(hit ? h.t : 0));
    if (hit && !line && strtof(t, NULL) == h.t)
        sample_code(ctx, "assert(fabsf(hit.t - %s%sf) < 1e-6f);", t, strpbrk(t, ".e") ? "" : ".0");
}
