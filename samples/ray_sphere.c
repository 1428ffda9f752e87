/* Ray vs sphere — put the ray p + t d (|d| = 1) into the sphere's equation |x - c|^2 = r^2 and
 * solve the quadratic t^2 + 2 b t + c = 0, where m = p - c, b = m.d and c = m.m - r^2. When
 * c > 0 the start is outside; then b > 0 means the ray points away (miss). The discriminant
 * b^2 - c < 0 means the line passes the sphere by (miss); otherwise the ray enters at
 * t = -b - sqrt(b^2 - c), clamped to 0 when the start is inside (c <= 0). A segment a..b is the
 * same ray from a, accepted while t <= |b - a|. Ericson, Real-Time Collision Detection, 5.3.2.
 * Click or Tab picks a ray, a segment or the sphere; drag or W/A/S/D/Q/E moves it, Ctrl-drag or
 * Z/X turns a ray or segment. */
#include "ray_set.h"

static struct {
    isect_sphere sphere;
    ray_set rays; /* rays 0-3, then segments 4-5 */
} s;

static bool hit(int i, isect_hit *h)
{
    return ray_set_kind(&s.rays, i) == RAY_KIND_RAY ? isect_ray_sphere(ray_set_ray(&s.rays, i), s.sphere, h)
                                                    : isect_segment_sphere(ray_set_segment(&s.rays, i), s.sphere, h);
}

/* Edge cases (',' and '.'): a ray or segment and the sphere, each also a start-up check. */
static const struct {
    const char *name;
    ray_kind kind;
    float item[6]; /* start, direction (a segment's: b - a) */
    isect_sphere sphere;
    bool hits;
    float t; /* the exact hit t, or -1 */
} presets[] = {
    {"grazing the top: b^2 - c = 0", RAY_KIND_RAY, {0, 3, 4, 0, 0, -1}, {{{0, 1, 0}}, 2}, true, 4},
    {"grazing 0.001 above", RAY_KIND_RAY, {0, 3.001f, 4, 0, 0, -1}, {{{0, 1, 0}}, 2}, false, -1},
    {"starts on the surface, pointing away (c = 0)", RAY_KIND_RAY, {0, 3, 0, 0, 1, 0}, {{{0, 1, 0}}, 2}, true, 0},
    {"zero radius, through the centre", RAY_KIND_RAY, {-3, 1, 0, 1, 0, 0}, {{{0, 1, 0}}, 0}, true, 3},
    /* Past the document: a segment ending exactly on the sphere touches it; 0.001 short, apart. */
    {"segment ending on the sphere", RAY_KIND_SEGMENT, {-6, 1, 0, 4, 0, 0}, {{{0, 1, 0}}, 2}, true, 1},
    {"segment ending 0.001 short", RAY_KIND_SEGMENT, {-6, 1, 0, 3.999f, 0, 0}, {{{0, 1, 0}}, 2}, false, -1},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void start(void)
{
    s.sphere = (isect_sphere){{{0, 1, 0}}, 2};
    static const float scene[6][6] = {
        {-4.5f, 0.5f, 1, 1, 0.2f, -0.2f}, /* ray 0: through the sphere */
        {0.5f, 1.5f, 0.5f, 1, 1, 0}, /* ray 1: starts inside, t = 0 */
        {2.5f, -0.5f, 1, 0.6f, -0.6f, 0.5f}, /* ray 2: starts outside, points away */
        {0, 3, 4, 0, 0, -1},        /* ray 3: grazes the top, b^2 - c = 0 exactly */
        {3, 4, -2, -2, -3, 1},      /* segment 4: ends inside */
        {-2, -2, 2, 2, 0, 0},       /* segment 5: passes below */
    };
    ray_set_init(&s.rays, scene, 4, 2, 0);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.sphere = presets[i].sphere;
    ray_set_place(&s.rays, presets[i].kind, presets[i].item);
    return presets[i].name;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    for (int i = 0; i < PRESET_COUNT; i++) {
        start();
        preset(ctx, i);
        ray_set_expect_preset(ctx, &s.rays, hit, presets[i].name, presets[i].hits, presets[i].t, "sphere");
    }
    start();
    static const bool expected[6] = {true, true, false, true, true, false};
    ray_set_expect(ctx, &s.rays, hit, expected, "sphere");
    isect_hit h = {0};
    sample_expect(ctx, isect_ray_sphere(ray_set_ray(&s.rays, 1), s.sphere, &h) && h.t == 0,
                  "Expected ray 1, starting inside, to hit at t = 0");
    sample_expect(ctx, isect_ray_sphere(ray_set_ray(&s.rays, 3), s.sphere, &h) && h.t == 4,
                  "Expected the tangent ray 3 to touch the sphere at t = 4");
    sample_set_view(ctx, (vec3s){{-2.2f, 1.4f, 0}}, -30.0f, 25.0f, 12.0f);
}

/* The "why" for the selected ray (a segment as the ray from a, up to t <= |b - a|). */
static void explain(sample_ctx *ctx, int i)
{
    isect_ray r = ray_set_ray(&s.rays, i); /* for a segment: from a toward b, unit d */
    vec3s m = glms_vec3_sub(r.p, s.sphere.c);
    float b = glms_vec3_dot(m, r.d), c = glms_vec3_dot(m, m) - s.sphere.r * s.sphere.r;
    float disc = b * b - c, t = -b - sqrtf(fmaxf(disc, 0));
    sample_text(ctx, "%s %d: m = p - c = (%.2f, %.2f, %.2f)", ray_set_name(&s.rays, i), i, m.x, m.y, m.z);
    sample_text(ctx, "b = m.d = %.3f, c = m.m - r^2 = %.3f", b, c);
    sample_text(ctx, "disc = b^2 - c = %.3f", disc);
    if (c <= 0)
        sample_text(ctx, "c <= 0: starts inside -> t clamped to 0");
    else if (b > 0)
        sample_text(ctx, "c > 0 and b > 0: outside, pointing away -> miss");
    else if (disc < 0)
        sample_text(ctx, "disc < 0: the line passes the sphere -> miss");
    else
        sample_text(ctx, "t = -b - sqrt(disc) = %.3f", t);
    if (ray_set_kind(&s.rays, i) == RAY_KIND_SEGMENT)
        sample_text(ctx, "segment length %.3f: hit needs t <= length", glms_vec3_norm(ray_set_dir(&s.rays, i)));
    isect_hit h;
    if (hit(i, &h))
        draw_label(ctx, h.point, COLOR_NOTE, "t = %.2f", h.t);
    draw_line(ctx, s.sphere.c, r.p, COLOR_NOTE);
    draw_label(ctx, r.p, COLOR_NOTE, "p");
    draw_label(ctx, s.sphere.c, COLOR_NOTE, "c");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = ray_set_draw(ctx, &s.rays, hit, 5.0f);
    draw_sphere(ctx, s.sphere, any ? COLOR_HIT : COLOR_SHAPE);
    ray_set_pick(ctx, &s.rays);
    sample_pick_sphere(ctx, RAY_SET_TARGET, s.sphere);
    if (s.rays.selected == RAY_SET_TARGET)
        draw_marker(ctx, s.sphere.c, 0.5f);
    explain(ctx, s.rays.item);
}

static void select_shape(sample_ctx *ctx, int shape) { (void)ctx, ray_set_select(&s.rays, shape); }
static void key(sample_ctx *ctx, int key) { (void)ctx, ray_set_key(&s.rays, key); }
static void rotate(sample_ctx *ctx, versors turn) { (void)ctx, ray_set_rotate(&s.rays, turn); }

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (!ray_set_translate(&s.rays, delta))
        s.sphere.c = glms_vec3_add(s.sphere.c, delta);
}

static void copy_test(sample_ctx *ctx)
{
    sample_code_sphere(ctx, "sphere", s.sphere);
    ray_set_code(ctx, &s.rays, hit, "sphere", "sphere");
}

const sample sample_ray_sphere = {
    .id = "ray-sphere",
    .shows = "the document's m, b, c, discriminant and t; a start inside (t = 0) and a ray pointing away",
    .title = "Ray vs Sphere",
    .description = "Put p + t d into |x - c|^2 = r^2: with m = p - c, b = m.d and c = m.m - r^2 "
                   "the ray enters at t = -b - sqrt(b^2 - c). It misses when it starts outside "
                   "(c > 0) pointing away (b > 0) or when b^2 - c < 0; inside, t = 0. "
                   "Ericson, Real-Time Collision Detection, 5.3.2.",
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
