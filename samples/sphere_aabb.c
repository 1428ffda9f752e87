/* Sphere vs AABB — find the point q of the box closest to the sphere's centre c by clamping c
 * to the box axis by axis, q_i = min(max(c_i, min_i), max_i); the sphere meets the box when
 * that point is within the radius: |q - c|^2 <= r^2. Per axis, c lies outside the slab by
 * (min_i - c_i) below it or (c_i - max_i) above it: both sides count. A centre below min on an
 * axis is the case cglm 0.8.8's glm_aabb_sphere gets wrong; sphere 0 sits there.
 * Ericson, Real-Time Collision Detection, 5.2.5 (with 5.1.3 for the closest point).
 * Click or Tab picks a sphere or the box, dragging or W/A/S/D/Q/E moves it; ',' and '.' set
 * sphere 0 against the unit box to the edge cases below. */
#include "sample.h"

#include <stdio.h>

#define SPHERE_COUNT 3

static struct {
    isect_aabb box;
    isect_sphere spheres[SPHERE_COUNT];
    int selected; /* 0 .. SPHERE_COUNT - 1 a sphere, SPHERE_COUNT the box */
} s;

/* Edge cases for sphere 0 against the unit box (',' and '.'), each also a start-up check. */
static const isect_aabb unit_box = {{{0, 0, 0}}, {{1, 1, 1}}};
static const struct {
    const char *name;
    isect_sphere sphere;
    bool meets;
} presets[] = {
    {"touching the face x = 1", {{{2, 0.5f, 0.5f}}, 1}, true},
    {"0.001 off the face x = 1", {{{2.001f, 0.5f, 0.5f}}, 1}, false},
    {"centre below min.x, touching (cglm's trap)", {{{-0.5f, 0.5f, 0.5f}}, 0.5f}, true},
    {"touching the corner (1,1,1)", {{{1.25f, 1.5f, 1.5f}}, 0.75f}, true}, /* 0.25^2 + 0.5^2 + 0.5^2 = 0.75^2 */
    {"over every slab, yet off the corner", {{{-0.6f, -0.6f, 1.6f}}, 0.9f}, false},
    {"zero radius inside the box", {{{0.5f, 0.5f, 0.5f}}, 0}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.box = unit_box;
    s.spheres[0] = (isect_sphere){{{-0.5f, 0.5f, 0.5f}}, 0.6f}; /* below min.x: the trap */
    s.spheres[1] = (isect_sphere){{{2.0f, 0.2f, 0.5f}}, 0.5f};  /* off the face x = 1 */
    s.spheres[2] = (isect_sphere){{{1.6f, 1.6f, -0.6f}}, 0.9f}; /* in the corner's region */
    s.selected = 0;

    /* Sphere 2 overlaps the box's slab on every axis, yet misses the corner (1,1,0): its centre
     * is sqrt(3) * 0.6 = 1.04 from it, more than r = 0.9. */
    static const bool expected[SPHERE_COUNT] = {true, false, false};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_aabb(s.spheres[i], s.box) == expected[i], "Expected sphere %d to %s the box",
                      i, expected[i] ? "intersect" : "not intersect");

    /* A unit sphere centred 1 beyond the face x = 1 touches it; 0.001 farther it does not. */
    isect_sphere touching = {{{2, 0.5f, 0.5f}}, 1.0f}, apart = {{{2.001f, 0.5f, 0.5f}}, 1.0f};
    sample_expect(ctx, isect_sphere_aabb(touching, s.box), "Expected the touching sphere to intersect the box");
    sample_expect(ctx, !isect_sphere_aabb(apart, s.box), "Expected the sphere 0.001 away to not intersect the box");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_sphere_aabb(presets[i].sphere, unit_box) == presets[i].meets,
                      "Expected the sphere of preset '%s' to %s the box", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{0.0f, 1.3f, 0.5f}}, 20.0f, 25.0f, 6.5f);
}

/* The "why" for one sphere: the segment from the centre c to the box's closest point q. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = s.spheres[i];
    vec3s q = isect_closest_point_aabb(sp.c, s.box);
    float dist = glms_vec3_distance(sp.c, q);
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_point(ctx, sp.c, COLOR_NOTE);
    draw_label(ctx, sp.c, COLOR_NOTE, "c%d", i);
    draw_label(ctx, q, COLOR_NOTE, "q%d", i);
    sample_text(ctx, "sphere %d: dist = %.3f, r = %.3f -> %s", i, dist, sp.r,
                isect_sphere_aabb(sp, s.box) ? "dist <= r: they meet" : "dist > r: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 0.5f);
    bool box_hit = false;
    for (int i = 0; i < SPHERE_COUNT; i++) {
        bool hit = isect_sphere_aabb(s.spheres[i], s.box);
        box_hit |= hit;
        draw_sphere(ctx, s.spheres[i], hit ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i]);
        explain(ctx, i);
    }
    draw_aabb(ctx, s.box, box_hit ? COLOR_HIT : COLOR_SHAPE);
    sample_pick_aabb(ctx, SPHERE_COUNT, s.box);
    vec3s box_c = glms_vec3_scale(glms_vec3_add(s.box.min, s.box.max), 0.5f);
    draw_marker(ctx, s.selected < SPHERE_COUNT ? s.spheres[s.selected].c : box_c, 0.3f);
    sample_text(ctx, "q = clamp(c, min, max) per axis; dist^2 <= r^2");
}

static void select_shape(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (s.selected < SPHERE_COUNT)
        s.spheres[s.selected].c = glms_vec3_add(s.spheres[s.selected].c, delta);
    else
        s.box = (isect_aabb){glms_vec3_add(s.box.min, delta), glms_vec3_add(s.box.max, delta)};
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_shape(ctx, (s.selected + 1) % (SPHERE_COUNT + 1));
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.box = unit_box, s.spheres[0] = presets[i].sphere;
    s.selected = 0;
    return presets[i].name;
}

/* The selected sphere against the box, or the box against every sphere. */
static void copy_test(sample_ctx *ctx)
{
    sample_code_aabb(ctx, "box", s.box);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        if (s.selected < SPHERE_COUNT && i != s.selected)
            continue;
        char name[16];
        snprintf(name, sizeof name, "sphere%d", i);
        sample_code_sphere(ctx, name, s.spheres[i]);
        sample_code(ctx, "assert(isect_sphere_aabb(%s, box) == %s);", name,
                    isect_sphere_aabb(s.spheres[i], s.box) ? "true" : "false");
    }
}

const sample sample_sphere_aabb = {
    .id = "sphere-aabb",
    .shows = "the closest point on the box and the line from the centre to it",
    .title = "Sphere vs AABB",
    .description = "Clamp the sphere's centre c to the box axis by axis to get the box's closest "
                   "point q; the sphere meets the box when dist(c, q)^2 <= r^2. Below min and above "
                   "max both count. Ericson, Real-Time Collision Detection, 5.2.5.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_shape,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
