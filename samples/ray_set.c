#include "ray_set.h"

void ray_set_init(ray_set *set, const float (*items)[6], int rays, int segments, int lines)
{
    set->count = rays + segments + lines, set->rays = rays, set->segments = segments;
    for (int i = 0; i < set->count && i < RAY_SET_MAX; i++) {
        vec3s d = {{items[i][3], items[i][4], items[i][5]}};
        set->start[i] = (vec3s){{items[i][0], items[i][1], items[i][2]}};
        set->dir[i] = i < rays ? glms_vec3_normalize(d) : d;
        set->turn[i] = glms_quat_identity();
    }
    set->selected = 0;
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

void ray_set_expect(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const bool *expected,
                    const char *target)
{
    for (int i = 0; i < set->count; i++)
        sample_expect(ctx, test(i, NULL) == expected[i], "Expected %s %d to %s the %s", ray_set_name(set, i), i,
                      expected[i] ? "intersect" : "not intersect", target);
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
    draw_marker(ctx, set->start[set->selected], 0.5f);
    return any;
}

bool ray_set_key(ray_set *set, const sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB) {
        set->selected = (set->selected + 1) % set->count;
        return true;
    }
    return sample_move(ctx, key, &set->start[set->selected], 0.1f) || sample_rotate(ctx, key, &set->turn[set->selected]);
}
