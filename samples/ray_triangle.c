/* Ray vs triangle — write the hit point two ways, on the ray and on the triangle:
 * p + t d = a + v (b - a) + w (c - a), i.e. P = u a + v b + w c with u = 1 - v - w. Solving these
 * three equations (Cramer's rule with scalar triple products, Moeller-Trumbore) gives t and the
 * barycentric coordinates (u, v, w); the ray hits when t >= 0 and u, v, w >= 0 (all three: P is
 * inside or on the edges). Two-sided: which side the ray comes from does not matter. A segment
 * a..b is the same with d = b - a and t <= 1. Ericson, Real-Time Collision Detection, 5.3.6 and
 * 3.4 (barycentric coordinates). Click or Tab picks a ray, a segment or the triangle; drag or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it; ',' and '.' set the edge cases below. */
#include "ray_draw.h"

#define ITEMS 5      /* rays 0-2, then segments 3-4 */
#define TRI ITEMS    /* the target, after them */
#define SHAPE_TRI(...) {.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {__VA_ARGS__}} /* a, b, c */

/* The scene as it starts; each name is its variable in copy-as-test. */
static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", 2.2f, 1, 2.5f, -0.6f, 0, -1),                /* from the front */
    SHAPE_RAY_FROM("ray1", 0.5f, 1.8f, -3, -0.25f, 0, 1),               /* from the back (two-sided: hits) */
    SHAPE_RAY_FROM("ray2", 3, 2.5f, 2, -0.5f, 0, -1),                   /* passes outside edge bc */
    SHAPE_SEGMENT_FROM("segment3", 0.5f, 1.5f, 2.5f, -0.5f, 0, -1.5f), /* crosses the triangle */
    SHAPE_SEGMENT_FROM("segment4", -1, 0.5f, 3, -1, 0.5f, 1.5f),       /* stops before the plane */
    SHAPE_TRI({{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{0, 3, 0}}),
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static bool hit(const shape *sh, int i, isect_hit *h)
{
    return sh[i].kind == SHAPE_RAY ? isect_ray_triangle(sh[i].ray, sh[TRI].triangle, h)
                                   : isect_segment_triangle(sh[i].segment, sh[TRI].triangle, h);
}
static const ray_target target = {.items = ITEMS, .hit = hit, .kind = "triangle", .length = 4.0f};

/* Edge cases (',' and '.'), past the document: a triangle and a ray (into ray 0), mostly on
 * T = (0,0,0) (2,0,0) (0,2,0); each also a start-up check, with the exact t it hits at (-1: none
 * to check). The 1e-4 triangle is where a fixed epsilon would fail. */
#define T SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}})
static const scene_preset presets[] = {
    {"through edge ab: w = 0", {T, SHAPE_RAY_FROM("ray0", 1, 0, 2, 0, 0, -1)}, true},
    {"0.001 outside edge ab", {T, SHAPE_RAY_FROM("ray0", 1, -0.001f, 2, 0, 0, -1)}, false},
    {"through corner a", {T, SHAPE_RAY_FROM("ray0", 0, 0, 2, 0, 0, -1)}, true},
    {"lying in the triangle's plane", {T, SHAPE_RAY_FROM("ray0", -1, 0.5f, 0, 1, 0, 0)}, true},
    {"a 1e-4 triangle",
     {SHAPE_TRI({{0, 0, 0}}, {{1e-4f, 0, 0}}, {{0, 1e-4f, 0}}),
      SHAPE_RAY_FROM("ray0", 2.5e-5f, 2.5e-5f, 1, 0, 0, -1)}, true},
    {"zero-area triangle: no plane, no hit",
     {SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{1, 0, 0}}), SHAPE_RAY_FROM("ray0", 1, 0, 2, 0, 0, -1)}, false},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {2, -1, 2, 1, 1, -1};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, true, false, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    /* On T: from the back it hits; beyond edge bc it misses. */
    isect_triangle t = {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}};
    sample_expect(ctx, isect_ray_triangle(isect_ray_from((vec3s){{0.5f, 0.5f, -2}}, (vec3s){{0, 0, 1}}), t, NULL),
                  "Expected the ray from the back side to intersect the triangle");
    sample_expect(ctx, !isect_ray_triangle(isect_ray_from((vec3s){{1.5f, 1.5f, 2}}, (vec3s){{0, 0, -1}}), t, NULL),
                  "Expected the ray beyond edge bc to not intersect the triangle");
    sample_set_view(ctx, (vec3s){{-1.7f, 1.0f, -1}}, -30.0f, 20.0f, 11.0f);
}

/* Barycentric coordinates of q (in the triangle's plane): q = u a + v b + w c. Ericson 3.4. */
static vec3s barycentric(isect_triangle tri, vec3s q)
{
    vec3s v0 = glms_vec3_sub(tri.b, tri.a), v1 = glms_vec3_sub(tri.c, tri.a), v2 = glms_vec3_sub(q, tri.a);
    float d00 = glms_vec3_dot(v0, v0), d01 = glms_vec3_dot(v0, v1), d11 = glms_vec3_dot(v1, v1);
    float d20 = glms_vec3_dot(v2, v0), d21 = glms_vec3_dot(v2, v1), den = d00 * d11 - d01 * d01;
    float v = (d11 * d20 - d01 * d21) / den, w = (d00 * d21 - d01 * d20) / den;
    return (vec3s){{1 - v - w, v, w}};
}

/* The "why": where item i meets the triangle's plane, P, and its (u, v, w). */
static void explain(sample_ctx *ctx, int i)
{
    isect_triangle tri = shapes[TRI].triangle;
    const char *name = shape_kind_name(shapes[i].kind);
    bool segment = shapes[i].kind == SHAPE_SEGMENT;
    isect_segment ab = shapes[i].segment;
    vec3s p = segment ? ab.a : shapes[i].ray.p, d = segment ? glms_vec3_sub(ab.b, ab.a) : shapes[i].ray.d;
    vec3s n = glms_vec3_cross(glms_vec3_sub(tri.b, tri.a), glms_vec3_sub(tri.c, tri.a));
    if (glms_vec3_dot(n, d) == 0) { /* no single P: in the plane it hits where it enters */
        isect_hit h;
        if (hit(shapes, i, &h))
            sample_text(ctx, "%s %d lies in the triangle's plane: hit where it enters, t = %.3f", name, i, h.t);
        else
            sample_text(ctx, "%s %d: parallel to the triangle's plane -> miss", name, i);
        return;
    }
    float t = glms_vec3_dot(n, glms_vec3_sub(tri.a, p)) / glms_vec3_dot(n, d);
    vec3s P = glms_vec3_muladds(d, t, p), b = barycentric(tri, P);
    isect_hit h;
    bool got = hit(shapes, i, &h);
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
    draw_label(ctx, tri.a, COLOR_NOTE, "a");
    draw_label(ctx, tri.b, COLOR_NOTE, "b");
    draw_label(ctx, tri.c, COLOR_NOTE, "c");
    if (!got && (t < 0 || (segment && t > 1)))
        draw_line(ctx, t < 0 ? p : glms_vec3_add(p, d), P, COLOR_NOTE); /* the missing reach */
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    explain(ctx, ray_draw_scene(ctx));
}

const sample sample_ray_triangle = {
    .id = "ray-triangle",
    .shows = "the hit point and its barycentric coordinates",
    .title = "Ray vs Triangle",
    .description = "Solve p + t d = u a + v b + w c (u + v + w = 1) for t and the barycentric "
                   "coordinates: the ray hits when t >= 0 and u, v, w >= 0, from either side. "
                   "Moeller-Trumbore; Ericson, Real-Time Collision Detection, 5.3.6 and 3.4.",
    .initialize = initialize, .render = render,
};
