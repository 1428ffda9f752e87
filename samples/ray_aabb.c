/* Ray vs AABB: the slab test. A box is where three slabs overlap, one per axis, each slab the
 * space between two parallel planes (min.x <= x <= max.x, ...). The ray p + t d lies in the x
 * slab for t between (min.x - p.x) / d.x and (max.x - p.x) / d.x; likewise for y and z. It is in
 * the box where all three intervals overlap: enter at tmin = the largest entry, leave at tmax =
 * the smallest exit, starting from [0, inf) (a segment: [0, 1]); hit when tmin <= tmax. A zero
 * d.x keeps all t when min.x <= p.x <= max.x and none otherwise, so a ray lying in a face's
 * plane still grazes the box. Ericson, Real-Time Collision Detection, 5.3.3.
 * Click or Tab picks a ray, a segment or the box; drag or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns a ray (about its start) or a segment (about its middle); ',' and '.' set the edge cases
 * below. */
#include "ray_draw.h"

#define ITEMS 6      /* rays 0-3, then segments 4-5 */
#define BOX ITEMS    /* the target, after them */
#define SEGMENT 4    /* where a preset puts its segment */

/* The scene as it starts; each name is its variable in copy-as-test. */
static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", 3.5f, -0.5f, 2.5f, -4, 1.5f, -3), /* enters through x = 2, leaves through z = 0 */
    SHAPE_RAY_FROM("ray1", 3.8f, 1, -1, -1, 0.1f, 2),        /* its x and z intervals do not overlap */
    SHAPE_RAY_FROM("ray2", 0.5f, 1.5f, 0.5f, 0.2f, 0.5f, 1), /* starts inside, t = 0 */
    SHAPE_RAY_FROM("ray3", 3.5f, 2, 1.5f, -1, 0, 0),         /* lies in the top face's plane y = 2 */
    SHAPE_SEGMENT_FROM("segment4", 3, 3, 2.5f, 1, 1, 1),     /* ends inside */
    SHAPE_SEGMENT_FROM("segment5", 1, -1, 3.5f, 1, 0, 2.5f), /* stops short */
    SHAPE_AABB_FROM("box", 0, 0, 0, 2, 2, 2),
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static void explain(sample_ctx *ctx, int i);
static const ray_target target = {.items = ITEMS, .explain = explain, .kind = "aabb", .length = 3.5f};

/* Edge cases (',' and '.'): the box and a ray (into ray 0) or a segment (into segment 4), each
 * also a start-up check, with the exact t it hits at (-1: none to check). */
#define BOX_0_2 SHAPE_AABB_FROM("box", 0, 0, 0, 2, 2, 2)
static const scene_preset presets[] = {
    /* The trap: d.y = 0 with p.y on the slab plane y = 2 (1/0 would give 0 * inf = NaN). */
    {"ray in the slab plane y = 2", {BOX_0_2, SHAPE_RAY_FROM("ray0", 3.5f, 2, 1.5f, -1, 0, 0)}, true},
    {"0.001 above the slab plane", {BOX_0_2, SHAPE_RAY_FROM("ray0", 3.5f, 2.001f, 1.5f, -1, 0, 0)}, false},
    {"along the edge y = 2, z = 2", {BOX_0_2, SHAPE_RAY_FROM("ray0", 3.5f, 2, 2, -1, 0, 0)}, true},
    {"starts inside: t = 0", {BOX_0_2, SHAPE_RAY_FROM("ray0", 1, 1, 1, 1, 0, 0)}, true},
    {"a point box", {SHAPE_AABB_FROM("box", 1, 1, 1, 1, 1, 1), SHAPE_RAY_FROM("ray0", 3, 1, 1, -1, 0, 0)}, true},
    {"segment ending on the face x = 0", {BOX_0_2, SHAPE_SEGMENT_FROM("segment4", -2, 1, 1, 0, 1, 1)}, true},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {1.5f, -1, 1.5f, 0, 2, 1};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, false, true, true, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    isect_hit h = {0};
    sample_expect(ctx, isect_ray_aabb(shapes[3].ray, shapes[BOX].aabb, &h) && h.t == 1.5f,
                  "Expected ray 3, lying in the plane y = 2, to graze the box at t = 1.5");
    isect_segment apart = {{{-2, 1, 1}}, {{-0.001f, 1, 1}}};
    sample_expect(ctx, !isect_segment_aabb(apart, shapes[BOX].aabb, NULL),
                  "Expected the segment ending 0.001 short to not intersect the box");
    sample_set_view(ctx, (vec3s){{-1.6f, 1.0f, 0.4f}}, -25.0f, 25.0f, 8.5f);
}

/* The "why" for item i: each slab's t-interval drawn beside it, a row an axis named by its
 * letter (in the why's yellow: one meaning per colour), and the entry and exit where the
 * intervals overlap. */
static void explain(sample_ctx *ctx, int i)
{
    static const char *const names[3] = {"x", "y", "z"};
    isect_aabb box = shapes[BOX].aabb;
    bool ray = shapes[i].kind == SHAPE_RAY;
    isect_segment ab = shapes[i].segment;
    vec3s p = ray ? shapes[i].ray.p : ab.a;
    vec3s d = ray ? shapes[i].ray.d : glms_vec3_sub(ab.b, ab.a); /* a segment: d = b - a, t in [0, 1] */
    float tmin = 0, tmax = ray ? INFINITY : 1, shown = ray ? 3.5f : 1; /* shown: drawn length in t */
    int in = -1, out = -1;
    vec3s up = fabsf(d.y) < 0.9f * glms_vec3_norm(d) ? (vec3s){{0, 1, 0}} : (vec3s){{1, 0, 0}};
    vec3s side = glms_vec3_normalize(glms_vec3_cross(glms_vec3_cross(d, up), d)); /* up, square to d */
    sample_text(ctx, "%s %d: t-interval inside each slab, from %s", ray ? "ray" : "segment", i, ray ? "t ≥ 0" : "t in [0, 1]");
    /* slab_entry's order: x, y, z, each ending the test at once when it empties the interval. */
    for (int k = 0; k < 3; k++) {
        const char *axis = names[k];
        float t1 = -INFINITY, t2 = INFINITY;
        if (d.raw[k] == 0) {
            bool inside = box.min.raw[k] <= p.raw[k] && p.raw[k] <= box.max.raw[k];
            float lo = box.min.raw[k], hi = box.max.raw[k], at = p.raw[k], near = at < lo ? lo : hi;
            if (!inside) {
                sample_text(ctx, "%s: d.%s = 0 and p.%s = %s outside [%s, %s]: no t -> miss", axis, axis, axis,
                            HUD_NUM_AS(at, at, near), HUD_NUM_AS(lo, at, near), HUD_NUM_AS(hi, at, near));
                return;
            }
            sample_text(ctx, "%s: d.%s = 0, p.%s = %s in [%s, %s]: all t", axis, axis, axis, HUD_NUM(at, 0), HUD_NUM(lo, 0),
                        HUD_NUM(hi, 0));
        } else {
            t1 = (box.min.raw[k] - p.raw[k]) / d.raw[k], t2 = (box.max.raw[k] - p.raw[k]) / d.raw[k];
            if (t1 > t2) { float tmp = t1; t1 = t2; t2 = tmp; }
            sample_text(ctx, "%s: t in [%s, %s]", axis, HUD_NUM(t1, t2), HUD_NUM(t2, t1));
        }
        if (t1 > tmin) tmin = t1, in = k;
        if (t2 < tmax) tmax = t2, out = k;
        float a = fmaxf(t1, -0.5f * shown), b = fminf(t2, shown); /* clipped to what is drawn */
        vec3s off = glms_vec3_scale(side, 0.2f * (float)(k + 1));
        if (a <= b) {
            draw_line(ctx, glms_vec3_add(glms_vec3_muladds(d, a, p), off), glms_vec3_add(glms_vec3_muladds(d, b, p), off), COLOR_NOTE);
            draw_label(ctx, glms_vec3_add(glms_vec3_muladds(d, 0.5f * (a + b), p), off), COLOR_NOTE, "%s", axis);
        }
        if (tmin > tmax) {
            sample_text(ctx, "tmin = %s > tmax = %s after %s: the intervals miss -> miss", HUD_NUM(tmin, tmax),
                        HUD_NUM(tmax, tmin), axis);
            return;
        }
    }
    sample_text(ctx, "tmin = largest entry = %s (%s)", HUD_NUM(tmin, tmax), in < 0 ? "start" : names[in]);
    sample_text(ctx, "tmax = smallest exit = %s (%s)", HUD_NUM(tmax, tmin), out < 0 ? "end" : names[out]);
    isect_hit h;
    if (ray_draw_hit(shapes, i, &h)) {
        sample_text(ctx, "tmin ≤ tmax: hit at t = %s", HUD_NUM(h.t, 0));
        draw_point(ctx, glms_vec3_muladds(d, tmin, p), COLOR_NOTE);
        draw_label(ctx, glms_vec3_muladds(d, tmin, p), COLOR_NOTE, "in t = %s", HUD_NUM(tmin, tmax));
        draw_point(ctx, glms_vec3_muladds(d, tmax, p), COLOR_NOTE);
        draw_label(ctx, glms_vec3_muladds(d, tmax, p), COLOR_NOTE, "out t = %s", HUD_NUM(tmax, tmin));
    } else /* not reached: every miss of slab_entry returns above */
        sample_text(ctx, "tmin > tmax: the intervals miss each other -> miss");
}

const sample sample_ray_aabb = {
    .id = "ray-aabb", .title = "Ray vs AABB",
    .shows = "each slab's t-interval, the entry and exit points and their t",
    .keywords = "raycast slab picking",
    .description = "Slab test: the ray p + t d is between the two x planes for t from "
                   "(min.x - p.x) / d.x to (max.x - p.x) / d.x, and so for y and z. It hits when "
                   "the three intervals overlap: tmin = largest entry ≤ tmax = smallest exit. "
                   "Ericson, Real-Time Collision Detection, 5.3.3.",
    .initialize = initialize, .render = ray_draw_render,
};
