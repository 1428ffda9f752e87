/* Ray vs sphere — put the ray p + t d (|d| = 1) into the sphere's equation |x - C|^2 = r^2 and
 * solve the quadratic t^2 + 2 b t + c = 0, where m = p - C, b = m.d and c = m.m - r^2 (C the
 * centre, c the constant term, as the book writes them). When
 * c > 0 the start is outside; then b >= 0 means the ray does not approach (miss). The discriminant
 * b^2 - c < 0 means the line passes the sphere by (miss); otherwise the ray enters at
 * t = -b - sqrt(b^2 - c), clamped to 0 when the start is inside (c <= 0). A segment a..b is the
 * same ray from a, accepted while t <= |b - a|. Ericson, Real-Time Collision Detection, 5.3.2.
 * Click or Tab picks a ray, a segment or the sphere; drag or W/A/S/D/Q/E moves it, Ctrl-drag or
 * Z/X turns a ray (about its start) or a segment (about its middle); ',' and '.' set the edge
 * cases below. */
#include "ray_draw.h"

#define ITEMS 6         /* rays 0-3, then segments 4-5 */
#define SPHERE ITEMS    /* the target, after them */
#define SEGMENT 4       /* where a preset puts its segment */

/* The scene as it starts; each name is its variable in copy-as-test. */
static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", -4.5f, 0.5f, 1, 1, 0.2f, -0.2f),   /* through the sphere */
    SHAPE_RAY_FROM("ray1", 0.5f, 1.5f, 0.5f, 1, 1, 0),        /* starts inside, t = 0 */
    SHAPE_RAY_FROM("ray2", 2.5f, -0.5f, 1, 0.6f, -0.6f, 0.5f), /* starts outside, points away */
    SHAPE_RAY_FROM("ray3", 0, 3, 4, 0, 0, -1),                /* grazes the top, b^2 - c = 0 exactly */
    SHAPE_SEGMENT_FROM("segment4", 3, 4, -2, 1, 1, -1),       /* ends inside */
    SHAPE_SEGMENT_FROM("segment5", -2, -2, 2, 0, -2, 2),      /* passes below */
    SHAPE_SPHERE_AT("sphere", 0, 1, 0, 2),
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static void explain(sample_ctx *ctx, int i);
static const ray_target target = {.items = ITEMS, .explain = explain, .kind = "sphere", .length = 5.0f};

/* Edge cases (',' and '.'): the sphere and a ray (into ray 0) or a segment (into segment 4),
 * each also a start-up check, with the exact t it hits at (-1: none to check). */
#define AT_0_1_0(R) SHAPE_SPHERE_AT("sphere", 0, 1, 0, R) /* the sphere: centre (0, 1, 0), radius R */
static const scene_preset presets[] = {
    {"grazing the top: b² - c = 0", {AT_0_1_0(2), SHAPE_RAY_FROM("ray0", 0, 3, 4, 0, 0, -1)}, true},
    {"grazing 0.001 above", {AT_0_1_0(2), SHAPE_RAY_FROM("ray0", 0, 3.001f, 4, 0, 0, -1)}, false},
    {"starts on the surface, pointing away (c = 0)", {AT_0_1_0(2), SHAPE_RAY_FROM("ray0", 0, 3, 0, 0, 1, 0)}, true},
    {"zero radius, through the centre", {AT_0_1_0(0), SHAPE_RAY_FROM("ray0", -3, 1, 0, 1, 0, 0)}, true},
    /* Past the document: a segment ending exactly on the sphere touches it; 0.001 short, apart. */
    {"segment ending on the sphere", {AT_0_1_0(2), SHAPE_SEGMENT_FROM("segment4", -6, 1, 0, -2, 1, 0)}, true},
    {"segment ending 0.001 short", {AT_0_1_0(2), SHAPE_SEGMENT_FROM("segment4", -6, 1, 0, -2.001f, 1, 0)}, false},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {4, -1, 0, 3, 1, -1};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, true, false, true, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    isect_hit h = {0};
    sample_expect(ctx, isect_ray_sphere(shapes[1].ray, shapes[SPHERE].sphere, &h) && h.t == 0,
                  "Expected ray 1, starting inside, to hit at t = 0");
    sample_expect(ctx, isect_ray_sphere(shapes[3].ray, shapes[SPHERE].sphere, &h) && h.t == 4,
                  "Expected the tangent ray 3 to touch the sphere at t = 4");
    sample_set_view(ctx, (vec3s){{-2.2f, 1.4f, 0}}, -30.0f, 25.0f, 12.0f);
}

/* Seen square-on to the plane through the ray's line and C: the sphere's outline is then the
 * great circle in that plane, so the line's distance from C against r (grazing, or 0.001 above)
 * shows as it is, neither end-on nor foreshortened. A line through C has no such plane: it is
 * seen from its side, 20 degrees above, a vertical one from wherever the view is. */
static void view_square_on(sample_ctx *ctx, isect_ray r, vec3s m)
{
    const vec3s up = {{0, 1, 0}}, start_eye = {{-0.45f, 0.42f, 0.78f}}; /* the start view's side */
    vec3s n = glms_vec3_cross(r.d, m);
    if (glms_vec3_norm2(n) < 1e-8f * glms_vec3_norm2(m)) {
        n = glms_vec3_cross(r.d, up);
        if (glms_vec3_norm2(n) < 1e-6f)
            return;
        n = glms_vec3_normalize(n);
        n = glms_vec3_dot(n, start_eye) < 0 ? glms_vec3_negate(n) : n;
        draw_view_from(ctx, glms_vec3_muladds(up, tanf(glm_rad(20)), n));
        return;
    }
    draw_view_from(ctx, glms_vec3_dot(n, start_eye) < 0 ? glms_vec3_negate(n) : n);
}

/* The "why" for item i (a segment as the ray from a, up to t <= |b - a|). */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sphere = shapes[SPHERE].sphere;
    bool segment = shapes[i].kind == SHAPE_SEGMENT;
    isect_segment ab = shapes[i].segment;
    isect_ray r = segment ? isect_ray_from(ab.a, glms_vec3_sub(ab.b, ab.a)) : shapes[i].ray;
    vec3s m = glms_vec3_sub(r.p, sphere.c);
    float b = glms_vec3_dot(m, r.d), c = glms_vec3_dot(m, m) - sphere.r * sphere.r;
    float disc = b * b - c, t = -b - sqrtf(fmaxf(disc, 0));
    view_square_on(ctx, r, m);
    if (!segment) /* the ray's arrow, drawn target.length long: framed with it, not past the edge */
        draw_keep_in_view(ctx, glms_vec3_muladds(r.d, target.length, r.p));
    draw_keep_in_view(ctx, glms_vec3_muladds(r.d, -0.5f, r.p)); /* the start's marker and "p" */
    sample_text(ctx, "%s %d: m = p - C = (%s, %s, %s)", shape_kind_name(shapes[i].kind), i, HUD_AS_IS(m.x + 0.0f),
                HUD_AS_IS(m.y + 0.0f), HUD_AS_IS(m.z + 0.0f)); /* + 0: no -0.00 */
    /* c told from b²: the discriminant b² - c decides, so both show the digits it hangs on. */
    sample_text(ctx, "b = m·d = %s, c = m·m - r² = %s", HUD_SIGNED(b, roundf(b * 100) / 100), HUD_SIGNED(c, b * b));
    /* sphere_entry's branches, in its order: inside (no root needed), moving away, the
     * discriminant, then the root (computed there as c / (-b + sqrt(disc)), the same number). */
    if (c <= 0) {
        sample_text(ctx, "1. c ≤ 0: starts inside or on the sphere -> hit at t = 0");
    } else if (b >= 0) {
        sample_text(ctx, "1. c > 0: starts outside; 2. b ≥ 0: not approaching -> miss");
    } else {
        sample_text(ctx, "1. c > 0: starts outside; 2. b < 0: approaching");
        sample_text(ctx, "3. disc = b² - c = %s", HUD_SIGNED(disc, 0));
        if (disc < 0) {
            sample_text(ctx, "4. disc < 0: the line passes the sphere -> miss");
        } else if (!segment) {
            sample_text(ctx, "4. disc ≥ 0: t = -b - sqrt(disc) = %s -> hit", HUD_NUM(t, 0));
        } else {
            float length = glms_vec3_distance(ab.a, ab.b);
            sample_text(ctx, "4. disc ≥ 0: t = -b - sqrt(disc) = %s", HUD_NUM(t, length));
            sample_text(ctx, "5. segment: t = %s %s length = %s -> %s", HUD_NUM(t, length), t <= length ? "≤" : ">",
                        HUD_NUM(length, t), t <= length ? "hit" : "miss");
        }
    }
    isect_hit h;
    if (ray_draw_hit(shapes, i, &h)) /* t as the HUD counts it: along the unit d (a segment's is 0..1) */
        draw_label(ctx, h.point, COLOR_NOTE, "t = %s", HUD_NUM(segment ? glms_vec3_distance(r.p, h.point) : h.t, 0));
    if (glms_vec3_norm2(glms_vec3_cross(m, r.d)) > 1e-6f * glms_vec3_norm2(m)) /* m along d would cover the item */
        draw_line(ctx, sphere.c, r.p, COLOR_NOTE);
    draw_label(ctx, r.p, COLOR_NOTE, "p");
    draw_label(ctx, sphere.c, COLOR_NOTE, "C");
}

const sample sample_ray_sphere = {
    .id = "ray-sphere", .title = "Ray vs Sphere",
    .shows = "the document's m, b, c, discriminant and t; a start inside (t = 0) and a ray pointing away",
    .keywords = "raycast picking quadratic",
    .description = "Put p + t d into |x - C|² = r² (C the centre): with m = p - C, b = m·d and c = m·m - r² "
                   "the ray enters at t = -b - sqrt(b² - c). It misses when it starts outside "
                   "(c > 0) not approaching (b ≥ 0) or when b² - c < 0; inside, t = 0. "
                   "Ericson, Real-Time Collision Detection, 5.3.2.",
    .initialize = initialize, .render = ray_draw_render,
};
