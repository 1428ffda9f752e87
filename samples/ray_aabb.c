/* Ray vs AABB: the slab test. A box is where three slabs overlap, one per axis, each slab the
 * space between two parallel planes (min.x <= x <= max.x, ...). The ray p + t d lies in the x
 * slab for t between (min.x - p.x) / d.x and (max.x - p.x) / d.x; likewise for y and z. It is in
 * the box where all three intervals overlap: enter at tmin = the largest entry, leave at tmax =
 * the smallest exit, starting from [0, inf) (a segment: [0, 1]); hit when tmin <= tmax. A zero
 * d.x keeps all t when min.x <= p.x <= max.x and none otherwise, so a ray lying in a face's
 * plane still grazes the box. Ericson, Real-Time Collision Detection, 5.3.3.
 * Click or Tab picks a ray, a segment or the box; drag or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns a ray or segment. */
#include "ray_set.h"

static struct {
    isect_aabb box;
    ray_set rays; /* rays 0-3, then segments 4-5 */
} s;

static bool hit(int i, isect_hit *h)
{
    return ray_set_kind(&s.rays, i) == RAY_KIND_RAY ? isect_ray_aabb(ray_set_ray(&s.rays, i), s.box, h)
                                                    : isect_segment_aabb(ray_set_segment(&s.rays, i), s.box, h);
}

/* Edge cases (',' and '.'): a ray or segment and the box, each also a start-up check. */
#define BOX {{{0, 0, 0}}, {{2, 2, 2}}}
static const struct {
    const char *name;
    ray_kind kind;
    float item[6]; /* start, direction (a segment's: b - a) */
    isect_aabb box;
    bool hits;
    float t; /* the exact hit t, or -1 */
} presets[] = {
    /* The trap: d.y = 0 with p.y on the slab plane y = 2 (1/0 would give 0 * inf = NaN). */
    {"ray in the slab plane y = 2", RAY_KIND_RAY, {3.5f, 2, 1.5f, -1, 0, 0}, BOX, true, 1.5f},
    {"0.001 above the slab plane", RAY_KIND_RAY, {3.5f, 2.001f, 1.5f, -1, 0, 0}, BOX, false, -1},
    {"along the edge y = 2, z = 2", RAY_KIND_RAY, {3.5f, 2, 2, -1, 0, 0}, BOX, true, 1.5f},
    {"starts inside: t = 0", RAY_KIND_RAY, {1, 1, 1, 1, 0, 0}, BOX, true, 0},
    {"a point box", RAY_KIND_RAY, {3, 1, 1, -1, 0, 0}, {{{1, 1, 1}}, {{1, 1, 1}}}, true, 2},
    {"segment ending on the face x = 0", RAY_KIND_SEGMENT, {-2, 1, 1, 2, 0, 0}, BOX, true, 1},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void start(void)
{
    s.box = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{2, 2, 2}});
    static const float scene[6][6] = {
        {3.5f, -0.5f, 2.5f, -4, 1.5f, -3}, /* ray 0: enters through x = 2, leaves through z = 0 */
        {3.8f, 1, -1, -1, 0.1f, 2},   /* ray 1: its x and z intervals do not overlap */
        {0.5f, 1.5f, 0.5f, 0.2f, 0.5f, 1}, /* ray 2: starts inside, t = 0 */
        {3.5f, 2, 1.5f, -1, 0, 0},    /* ray 3: lies in the top face's plane y = 2 */
        {3, 3, 2.5f, -2, -2, -1.5f}, /* segment 4: ends inside */
        {1, -1, 3.5f, 0, 1, -1},      /* segment 5: stops short */
    };
    ray_set_init(&s.rays, scene, 4, 2, 0);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.box = presets[i].box;
    ray_set_place(&s.rays, presets[i].kind, presets[i].item);
    return presets[i].name;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    for (int i = 0; i < PRESET_COUNT; i++) {
        start();
        preset(ctx, i);
        ray_set_expect_preset(ctx, &s.rays, hit, presets[i].name, presets[i].hits, presets[i].t, "box");
    }
    start();
    static const bool expected[6] = {true, false, true, true, true, false};
    ray_set_expect(ctx, &s.rays, hit, expected, "box");
    isect_hit h = {0};
    sample_expect(ctx, isect_ray_aabb(ray_set_ray(&s.rays, 3), s.box, &h) && h.t == 1.5f,
                  "Expected ray 3, lying in the plane y = 2, to graze the box at t = 1.5");
    isect_segment apart = {{{-2, 1, 1}}, {{-0.001f, 1, 1}}};
    sample_expect(ctx, !isect_segment_aabb(apart, s.box, NULL), "Expected the segment ending 0.001 short to not intersect the box");

    sample_set_view(ctx, (vec3s){{-1.6f, 1.0f, 0.4f}}, -25.0f, 25.0f, 8.5f);
}

/* The "why" for the selected ray: each slab's t-interval drawn beside it in the axis's colour,
 * and the entry and exit where the intervals overlap. */
static void explain(sample_ctx *ctx, int i)
{
    static const char *const names[3] = {"x", "y", "z"};
    static const vec4s color[3] = {{{1.0f, 0.5f, 0.4f, 1}}, {{0.4f, 0.95f, 0.4f, 1}}, {{0.3f, 0.9f, 1.0f, 1}}};
    bool ray = ray_set_kind(&s.rays, i) == RAY_KIND_RAY;
    vec3s p = s.rays.start[i], d = ray_set_dir(&s.rays, i); /* a segment: d = b - a, t in [0, 1] */
    float tmin = 0, tmax = ray ? INFINITY : 1, shown = ray ? 3.5f : 1; /* shown: drawn length in t */
    int in = -1, out = -1;
    vec3s up = fabsf(d.y) < 0.9f * glms_vec3_norm(d) ? (vec3s){{0, 1, 0}} : (vec3s){{1, 0, 0}};
    vec3s side = glms_vec3_normalize(glms_vec3_cross(glms_vec3_cross(d, up), d)); /* up, square to d */
    sample_text(ctx, "%s %d: t-interval inside each slab", ray ? "ray" : "segment", i);
    for (int k = 0; k < 3; k++) {
        const char *axis = names[k];
        float t1 = -INFINITY, t2 = INFINITY;
        if (d.raw[k] == 0) {
            bool inside = s.box.min.raw[k] <= p.raw[k] && p.raw[k] <= s.box.max.raw[k];
            if (!inside) t1 = INFINITY, t2 = -INFINITY;
            sample_text(ctx, "%s: d.%s = 0, %s the slab: %s", axis, axis, inside ? "inside" : "outside", inside ? "all t" : "no t");
        } else {
            t1 = (s.box.min.raw[k] - p.raw[k]) / d.raw[k], t2 = (s.box.max.raw[k] - p.raw[k]) / d.raw[k];
            if (t1 > t2) { float tmp = t1; t1 = t2; t2 = tmp; }
            sample_text(ctx, "%s: t in [%.3f, %.3f]", axis, t1, t2);
        }
        if (t1 > tmin) tmin = t1, in = k;
        if (t2 < tmax) tmax = t2, out = k;
        float a = fmaxf(t1, -0.5f * shown), b = fminf(t2, shown); /* clipped to what is drawn */
        vec3s off = glms_vec3_scale(side, 0.2f * (float)(k + 1));
        if (a <= b) {
            draw_line(ctx, glms_vec3_add(glms_vec3_muladds(d, a, p), off), glms_vec3_add(glms_vec3_muladds(d, b, p), off), color[k]);
            draw_label(ctx, glms_vec3_add(glms_vec3_muladds(d, 0.5f * (a + b), p), off), color[k], "%s", axis);
        }
    }
    sample_text(ctx, "tmin = largest entry = %.3f (%s)", tmin, in < 0 ? "start" : names[in]);
    sample_text(ctx, "tmax = smallest exit = %.3f (%s)", tmax, out < 0 ? "end" : names[out]);
    isect_hit h;
    if (hit(i, &h)) {
        sample_text(ctx, "tmin <= tmax: hit at t = %.3f", h.t);
        draw_point(ctx, glms_vec3_muladds(d, tmin, p), COLOR_NOTE);
        draw_label(ctx, glms_vec3_muladds(d, tmin, p), COLOR_NOTE, "in t = %.2f", tmin);
        draw_point(ctx, glms_vec3_muladds(d, tmax, p), COLOR_NOTE);
        draw_label(ctx, glms_vec3_muladds(d, tmax, p), COLOR_NOTE, "out t = %.2f", tmax);
    } else
        sample_text(ctx, "tmin > tmax: the intervals miss each other -> miss");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = ray_set_draw(ctx, &s.rays, hit, 3.5f);
    draw_aabb(ctx, s.box, any ? COLOR_HIT : COLOR_SHAPE);
    ray_set_pick(ctx, &s.rays);
    sample_pick_aabb(ctx, RAY_SET_TARGET, s.box);
    if (s.rays.selected == RAY_SET_TARGET)
        draw_marker(ctx, glms_vec3_scale(glms_vec3_add(s.box.min, s.box.max), 0.5f), 0.5f);
    explain(ctx, s.rays.item);
}

static void select_shape(sample_ctx *ctx, int shape) { (void)ctx, ray_set_select(&s.rays, shape); }
static void key(sample_ctx *ctx, int key) { (void)ctx, ray_set_key(&s.rays, key); }
static void rotate(sample_ctx *ctx, versors turn) { (void)ctx, ray_set_rotate(&s.rays, turn); }

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (!ray_set_translate(&s.rays, delta))
        s.box = (isect_aabb){glms_vec3_add(s.box.min, delta), glms_vec3_add(s.box.max, delta)};
}

static void copy_test(sample_ctx *ctx)
{
    sample_code_aabb(ctx, "box", s.box);
    ray_set_code(ctx, &s.rays, hit, "aabb", "box");
}

const sample sample_ray_aabb = {
    .id = "ray-aabb",
    .shows = "each slab's t-interval, the entry and exit points and their t",
    .title = "Ray vs AABB",
    .description = "Slab test: the ray p + t d is between the two x planes for t from "
                   "(min.x - p.x) / d.x to (max.x - p.x) / d.x, and so for y and z. It hits when "
                   "the three intervals overlap: tmin = largest entry <= tmax = smallest exit. "
                   "Ericson, Real-Time Collision Detection, 5.3.3.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_shape,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
