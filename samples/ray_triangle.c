/* Ray vs triangle — write the hit point two ways, on the ray and on the triangle:
 * p + t d = a + v (b - a) + w (c - a), i.e. P = u a + v b + w c with u = 1 - v - w. Solving these
 * three equations (Cramer's rule with scalar triple products, Moeller-Trumbore) gives t and the
 * barycentric coordinates (u, v, w); the ray hits when t >= 0 and u, v, w >= 0 (all three: P is
 * inside or on the edges). Two-sided: which side the ray comes from does not matter. A segment
 * a..b is the same with d = b - a and t <= 1. Ericson, Real-Time Collision Detection, 5.3.6 and
 * 3.4 (barycentric coordinates). Click or Tab picks a ray, a segment or the triangle; drag or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it; ',' and '.' set the edge cases below. */
#include <float.h>

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

static void explain(sample_ctx *ctx, int i);
static const ray_target target = {.items = ITEMS, .explain = explain, .kind = "triangle", .length = 4.0f};

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
    {"zero-area triangle: the segment it spans",
     {SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{1, 0, 0}}), SHAPE_RAY_FROM("ray0", 1, 0, 2, 0, 0, -1)}, true},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {2, -1, 2, 1, 1, 2};

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

/* The "why" for item i, in the order of the library's Moeller-Trumbore (triangle_entry): with
 * e1 = b - a, e2 = c - a, o = p - a: det = e1.(d x e2) (0: d parallel to the plane, or no
 * plane), then b's weight v, then c's weight w with v + w <= 1, then t. The library compares
 * the numerators with 0 and det instead of dividing; the quotients shown are the same tests.
 * P = u a + v b + w c with u = 1 - v - w. */
static void explain(sample_ctx *ctx, int i)
{
    isect_triangle tri = shapes[TRI].triangle;
    const char *name = shape_kind_name(shapes[i].kind);
    bool segment = shapes[i].kind == SHAPE_SEGMENT;
    isect_segment ab = shapes[i].segment;
    vec3s p = segment ? ab.a : shapes[i].ray.p, d = segment ? glms_vec3_sub(ab.b, ab.a) : shapes[i].ray.d;
    vec3s e1 = glms_vec3_sub(tri.b, tri.a), e2 = glms_vec3_sub(tri.c, tri.a), o = glms_vec3_sub(p, tri.a);
    vec3s s = glms_vec3_cross(d, e2), q = glms_vec3_cross(o, e1);
    float det = glms_vec3_dot(e1, s);
    isect_hit h;
    bool got = ray_draw_hit(shapes, i, &h);
    draw_label(ctx, tri.a, COLOR_NOTE, "a");
    draw_label(ctx, tri.b, COLOR_NOTE, "b");
    draw_label(ctx, tri.c, COLOR_NOTE, "c");
    if (det == 0) { /* triangle_parallel */
        vec3s n = glms_vec3_cross(e1, e2);
        const float rounding = 16.0f * FLT_EPSILON; /* the library's ROUNDING */
        bool flat = !(glms_vec3_norm2(n) > rounding * rounding * glms_vec3_norm2(e1) * glms_vec3_norm2(e2));
        if (flat) {
            sample_text(ctx, "%s %d: 1. det = e1.(d × e2) = 0: no single crossing", name, i);
            sample_text(ctx, "2. n = e1 × e2 = 0: zero-area triangle, the segment its corners span -> %s",
                        got ? "hit" : "miss");
        } else if (!got) {
            sample_text(ctx, "%s %d: 1. det = e1.(d × e2) = 0: d parallel to the plane", name, i);
            sample_text(ctx, "2. p off the plane, or in it but outside the triangle -> miss");
        } else {
            sample_text(ctx, "%s %d: 1. det = e1.(d × e2) = 0: d parallel to the plane", name, i);
            sample_text(ctx, "2. p in the plane: clipped to the three edges, enters at t = %s -> hit", HUD_NUM(h.t, 0));
            draw_point(ctx, h.point, COLOR_NOTE);
            draw_label(ctx, h.point, COLOR_NOTE, "t = %s", HUD_NUM(h.t, 0));
        }
        return;
    }
    float v = glms_vec3_dot(o, s) / det, w = glms_vec3_dot(d, q) / det, t = glms_vec3_dot(e2, q) / det;
    float u = 1 - v - w;
    vec3s P = glms_vec3_muladds(d, t, p);
    sample_text(ctx, "%s %d: 1. det = e1.(d × e2) = %.3g != 0: d crosses the plane", name, i, (double)det);
    sample_text(ctx, "P = u a + v b + w c at t = %s: (%.2f, %.2f, %.2f)", HUD_NUM(t, 0), P.x + 0.0f, P.y + 0.0f,
                P.z + 0.0f); /* + 0: no "-0.00" */
    draw_point(ctx, P, COLOR_NOTE);
    draw_label(ctx, P, COLOR_NOTE, "P, t = %s", HUD_NUM(got ? h.t : t, 0));
    if (!(v >= 0 && v <= 1)) {
        sample_text(ctx, "2. v = o.(d × e2) / det = %s %s -> outside edge ca -> miss", HUD_SIGNED(v, v < 0 ? 0 : 1),
                    v < 0 ? "< 0" : "> 1");
        return;
    }
    sample_text(ctx, "2. v = o.(d × e2) / det = %s, in [0, 1]", HUD_NUM(v, v < 0.5f ? 0 : 1));
    if (!(w >= 0 && v + w <= 1)) {
        if (w < 0)
            sample_text(ctx, "3. w = d.(o × e1) / det = %s < 0: outside edge ab -> miss", HUD_SIGNED(w, 0));
        else
            sample_text(ctx, "3. w = %s, v + w = %s > 1 (u = %s < 0): outside edge bc -> miss", HUD_NUM(w, 0),
                        HUD_NUM(v + w, 1), HUD_SIGNED(u, 0));
        return;
    }
    sample_text(ctx, "3. w = d.(o × e1) / det = %s >= 0, u = 1 - v - w = %s >= 0", HUD_NUM(w, 0), HUD_NUM(u, 0));
    float tmax = segment ? 1.0f : INFINITY;
    if (t >= 0 && t <= tmax)
        sample_text(ctx, "4. t = e2.(o × e1) / det = %s, %s -> hit", HUD_NUM(t, segment ? 1 : 0), segment ? "in [0, 1]" : ">= 0");
    else if (got) /* triangle_touch: within the rounding of the start or the end */
        sample_text(ctx, "4. t = %s, within rounding of %s: counted as t = %s -> hit", HUD_NUM(t, h.t),
                    t < 0 ? "the start" : "the end", HUD_NUM(h.t, t));
    else {
        sample_text(ctx, "4. t = e2.(o × e1) / det = %s %s -> miss", HUD_SIGNED(t, t < 0 ? 0 : 1), t < 0 ? "< 0" : "> 1");
        draw_line(ctx, t < 0 ? p : glms_vec3_add(p, d), P, COLOR_NOTE); /* the missing reach */
    }
}

const sample sample_ray_triangle = {
    .id = "ray-triangle", .title = "Ray vs Triangle",
    .shows = "the hit point and its barycentric coordinates",
    .keywords = "raycast Moeller-Trumbore barycentric picking",
    .description = "Solve p + t d = u a + v b + w c (u + v + w = 1) for t and the barycentric "
                   "coordinates: the ray hits when t >= 0 and u, v, w >= 0, from either side. "
                   "Moeller-Trumbore; Ericson, Real-Time Collision Detection, 5.3.6 and 3.4.",
    .initialize = initialize, .render = ray_draw_render,
};
