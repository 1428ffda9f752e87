/* Ray vs triangle — write the hit point two ways, on the ray and on the triangle:
 * p + t d = a + v (b - a) + w (c - a), i.e. P = u a + v b + w c with u = 1 - v - w. Solving these
 * three equations (Cramer's rule with scalar triple products, Moeller-Trumbore) gives t and the
 * barycentric coordinates (u, v, w); the ray hits when t >= 0 and u, v, w >= 0 (all three: P is
 * inside or on the edges). Two-sided: which side the ray comes from does not matter. A segment
 * a..b is the same with d = b - a and t <= 1. Ericson, Real-Time Collision Detection, 5.3.6 and
 * 3.4 (barycentric coordinates). Click or Tab picks a ray, a segment or the triangle; drag or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it. */
#include "ray_set.h"

static struct {
    isect_triangle tri;
    ray_set rays; /* rays 0-2, then segments 3-4 */
} s;

static bool hit(int i, isect_hit *h)
{
    return ray_set_kind(&s.rays, i) == RAY_KIND_RAY ? isect_ray_triangle(ray_set_ray(&s.rays, i), s.tri, h)
                                                    : isect_segment_triangle(ray_set_segment(&s.rays, i), s.tri, h);
}

/* Edge cases (',' and '.'), past the document, on the triangle T = (0,0,0) (2,0,0) (0,2,0);
 * each also a start-up check. The 1e-4 triangle is where a fixed epsilon would fail. */
#define T {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}}
static const struct {
    const char *name;
    ray_kind kind;
    float item[6]; /* start, direction (a segment's: b - a) */
    isect_triangle tri;
    bool hits;
    float t; /* the exact hit t, or -1 */
} presets[] = {
    {"through edge ab: w = 0", RAY_KIND_RAY, {1, 0, 2, 0, 0, -1}, T, true, 2},
    {"0.001 outside edge ab", RAY_KIND_RAY, {1, -0.001f, 2, 0, 0, -1}, T, false, -1},
    {"through corner a", RAY_KIND_RAY, {0, 0, 2, 0, 0, -1}, T, true, 2},
    {"lying in the triangle's plane", RAY_KIND_RAY, {-1, 0.5f, 0, 1, 0, 0}, T, true, 1},
    {"a 1e-4 triangle", RAY_KIND_RAY, {2.5e-5f, 2.5e-5f, 1, 0, 0, -1}, {{{0, 0, 0}}, {{1e-4f, 0, 0}}, {{0, 1e-4f, 0}}}, true, 1},
    {"zero-area triangle: no plane, no hit", RAY_KIND_RAY, {1, 0, 2, 0, 0, -1}, {{{0, 0, 0}}, {{2, 0, 0}}, {{1, 0, 0}}}, false, -1},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void start(void)
{
    s.tri = (isect_triangle){{{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{0, 3, 0}}};
    static const float scene[5][6] = {
        {2.2f, 1, 2.5f, -0.6f, 0, -1}, /* ray 0: from the front */
        {0.5f, 1.8f, -3, -0.25f, 0, 1}, /* ray 1: from the back (two-sided: hits) */
        {3, 2.5f, 2, -0.5f, 0, -1},   /* ray 2: passes outside edge bc */
        {0.5f, 1.5f, 2.5f, -1, -1.5f, -4}, /* segment 3: crosses the triangle */
        {-1, 0.5f, 3, 0, 0, -1.5f},   /* segment 4: stops before the plane */
    };
    ray_set_init(&s.rays, scene, 3, 2, 0);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.tri = presets[i].tri;
    ray_set_place(&s.rays, presets[i].kind, presets[i].item);
    return presets[i].name;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    for (int i = 0; i < PRESET_COUNT; i++) {
        start();
        preset(ctx, i);
        ray_set_expect_preset(ctx, &s.rays, hit, presets[i].name, presets[i].hits, presets[i].t, "triangle");
    }
    start();
    static const bool expected[5] = {true, true, false, true, false};
    ray_set_expect(ctx, &s.rays, hit, expected, "triangle");
    /* On T: from the back it hits; beyond edge bc it misses. */
    isect_triangle t = T;
    sample_expect(ctx, isect_ray_triangle(isect_ray_from((vec3s){{0.5f, 0.5f, -2}}, (vec3s){{0, 0, 1}}), t, NULL),
                  "Expected the ray from the back side to intersect the triangle");
    sample_expect(ctx, !isect_ray_triangle(isect_ray_from((vec3s){{1.5f, 1.5f, 2}}, (vec3s){{0, 0, -1}}), t, NULL),
                  "Expected the ray beyond edge bc to not intersect the triangle");

    sample_set_view(ctx, (vec3s){{-1.7f, 1.0f, -1}}, -30.0f, 20.0f, 11.0f);
}

/* Barycentric coordinates of q (in the triangle's plane): q = u a + v b + w c. Ericson 3.4. */
static vec3s barycentric(vec3s q)
{
    vec3s v0 = glms_vec3_sub(s.tri.b, s.tri.a), v1 = glms_vec3_sub(s.tri.c, s.tri.a), v2 = glms_vec3_sub(q, s.tri.a);
    float d00 = glms_vec3_dot(v0, v0), d01 = glms_vec3_dot(v0, v1), d11 = glms_vec3_dot(v1, v1);
    float d20 = glms_vec3_dot(v2, v0), d21 = glms_vec3_dot(v2, v1), den = d00 * d11 - d01 * d01;
    float v = (d11 * d20 - d01 * d21) / den, w = (d00 * d21 - d01 * d20) / den;
    return (vec3s){{1 - v - w, v, w}};
}

/* The "why": where the selected ray meets the triangle's plane, P, and its (u, v, w). */
static void explain(sample_ctx *ctx, int i)
{
    const char *name = ray_set_name(&s.rays, i);
    vec3s p = s.rays.start[i], d = ray_set_dir(&s.rays, i); /* a segment: d = b - a */
    vec3s n = glms_vec3_cross(glms_vec3_sub(s.tri.b, s.tri.a), glms_vec3_sub(s.tri.c, s.tri.a));
    if (glms_vec3_dot(n, d) == 0) { /* no single P: in the plane it hits where it enters */
        isect_hit h;
        if (hit(i, &h))
            sample_text(ctx, "%s %d lies in the triangle's plane: hit where it enters, t = %.3f", name, i, h.t);
        else
            sample_text(ctx, "%s %d: parallel to the triangle's plane -> miss", name, i);
        return;
    }
    float t = glms_vec3_dot(n, glms_vec3_sub(s.tri.a, p)) / glms_vec3_dot(n, d);
    vec3s P = glms_vec3_muladds(d, t, p), b = barycentric(P);
    isect_hit h;
    bool got = hit(i, &h);
    sample_text(ctx, "%s %d meets the plane at t = %.3f", name, i, t);
    sample_text(ctx, "P = (%.2f, %.2f, %.2f) = u a + v b + w c", P.x, P.y, P.z);
    sample_text(ctx, "u = %.3f, v = %.3f, w = %.3f", b.x, b.y, b.z);
    if (got)
        sample_text(ctx, "u, v, w >= 0 and t in range -> hit, t = %.3f", h.t);
    else if (b.x < 0 || b.y < 0 || b.z < 0)
        sample_text(ctx, "a coordinate < 0: P is outside -> miss");
    else
        sample_text(ctx, "P is inside but t is %s -> miss", t < 0 ? "< 0" : "> 1");
    draw_point(ctx, P, COLOR_NOTE);
    draw_label(ctx, P, COLOR_NOTE, "P, t = %.2f", got ? h.t : t);
    draw_label(ctx, s.tri.a, COLOR_NOTE, "a");
    draw_label(ctx, s.tri.b, COLOR_NOTE, "b");
    draw_label(ctx, s.tri.c, COLOR_NOTE, "c");
    if (!got && (t < 0 || (ray_set_kind(&s.rays, i) == RAY_KIND_SEGMENT && t > 1)))
        draw_line(ctx, t < 0 ? p : glms_vec3_add(p, d), P, COLOR_NOTE); /* the missing reach */
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = ray_set_draw(ctx, &s.rays, hit, 4.0f);
    draw_triangle(ctx, s.tri, any ? COLOR_HIT : COLOR_SHAPE);
    ray_set_pick(ctx, &s.rays);
    sample_pick_triangle(ctx, RAY_SET_TARGET, s.tri);
    if (s.rays.selected == RAY_SET_TARGET)
        draw_marker(ctx, glms_vec3_divs(glms_vec3_add(glms_vec3_add(s.tri.a, s.tri.b), s.tri.c), 3), 0.5f);
    explain(ctx, s.rays.item);
}

static void select_shape(sample_ctx *ctx, int shape) { (void)ctx, ray_set_select(&s.rays, shape); }
static void key(sample_ctx *ctx, int key) { (void)ctx, ray_set_key(&s.rays, key); }

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (!ray_set_translate(&s.rays, delta))
        sample_shift_triangle(delta, &s.tri);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    if (!ray_set_rotate(&s.rays, turn))
        sample_turn_triangle(turn, &s.tri);
}

static void copy_test(sample_ctx *ctx)
{
    sample_code_triangle(ctx, "tri", s.tri);
    ray_set_code(ctx, &s.rays, hit, "triangle", "tri");
}

const sample sample_ray_triangle = {
    .id = "ray-triangle",
    .shows = "the hit point and its barycentric coordinates",
    .title = "Ray vs Triangle",
    .description = "Solve p + t d = u a + v b + w c (u + v + w = 1) for t and the barycentric "
                   "coordinates: the ray hits when t >= 0 and u, v, w >= 0, from either side. "
                   "Moeller-Trumbore; Ericson, Real-Time Collision Detection, 5.3.6 and 3.4.",
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
