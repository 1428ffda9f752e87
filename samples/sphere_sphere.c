/* Sphere vs sphere — two spheres meet when their centres are no farther apart than the sum of
 * their radii: |a.c - b.c| <= a.r + b.r. Both sides are non-negative, so squaring keeps the
 * order and saves the square root: dot(d, d) <= (a.r + b.r)^2 with d = a.c - b.c.
 * Ericson, Real-Time Collision Detection, 4.3.1. Three spheres: A overlaps B, C stands apart;
 * the yellow segments join the centres. Click or Tab picks a sphere, dragging or W/A/S/D/Q/E
 * moves it; ',' and '.' set spheres A and B to the edge cases below. */
#include "sample.h"

#include <stdio.h>

#define SPHERE_COUNT 3

/* The scene as it starts: each sphere's name is its variable in copy-as-test, its label the
 * capital. A overlaps B, C stands apart. */
static const shape start[SPHERE_COUNT] = {
    SHAPE_SPHERE_AT("a", 0.0f, 1.0f, 0.0f, 1.0f),
    SHAPE_SPHERE_AT("b", 1.5f, 1.5f, 0.5f, 0.75f),
    SHAPE_SPHERE_AT("c", 4.0f, 1.0f, 0.0f, 0.75f),
};
static const char *const labels[SPHERE_COUNT] = {"A", "B", "C"};
static shape spheres[SPHERE_COUNT]; /* the scene now: the framework moves them */

/* Edge cases for spheres A and B (',' and '.'), each also a start-up check of A against B:
 * unit spheres 2 apart touch exactly (dist^2 = 4 = (1 + 1)^2), 2.001 apart they do not. */
static const scene_preset presets[] = {
    {"exactly touching", {SHAPE_SPHERE_AT("a", 0, 1, 0, 1), SHAPE_SPHERE_AT("b", 2, 1, 0, 1)}, true},
    {"0.001 apart", {SHAPE_SPHERE_AT("a", 0, 1, 0, 1), SHAPE_SPHERE_AT("b", 2.001f, 1, 0, 1)}, false},
    {"touching off the axes (3-4-5)", /* 0.75^2 + 1^2 = 1.25^2 */
     {SHAPE_SPHERE_AT("a", 0, 1, 0, 1), SHAPE_SPHERE_AT("b", 0.75f, 2, 0, 0.25f)}, true},
    {"B inside A", {SHAPE_SPHERE_AT("a", 0, 1, 0, 1), SHAPE_SPHERE_AT("b", 0.25f, 1, 0, 0.25f)}, true},
    {"zero radius on A's surface", {SHAPE_SPHERE_AT("a", 0, 1, 0, 1), SHAPE_SPHERE_AT("b", 1, 1, 0, 0)}, true},
    {"zero radius 0.001 outside A", {SHAPE_SPHERE_AT("a", 0, 1, 0, 1), SHAPE_SPHERE_AT("b", 1.001f, 1, 0, 0)}, false},
};

/* Every pair of the start scene with its verdict (each a
 * start-up check, and copy-as-test's asserts for the selected sphere). */
static const scene_pair pairs[] = {{"a", "b", true}, {"a", "c", false}, {"b", "c", false}};

static void initialize(sample_ctx *ctx)
{
    sample_set_view(ctx, (vec3s){{0.6f, 2.0f, 0.6f}}, 20.0f, 20.0f, 8.5f);
}

/* The "why" for one pair: the segment between the centres (yellow), labelled with its length,
 * and the numbers dist and ra + rb in the HUD. */
static void explain(sample_ctx *ctx, int i, int j)
{
    isect_sphere a = spheres[i].sphere, b = spheres[j].sphere;
    float dist = glms_vec3_distance(a.c, b.c), sum = a.r + b.r;
    bool meet = isect_sphere_sphere(a, b);
    draw_line(ctx, a.c, b.c, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(a.c, b.c, 0.5f), COLOR_NOTE, "%s", HUD_NUM(dist, sum));
    char caption[INSET_CAPTION_SIZE]; /* F3: across the line of centres, dist and ra + rb side by side */
    snprintf(caption, sizeof caption, "%s-%s: dist vs ra + rb", labels[i], labels[j]);
    draw_inset_axis(ctx, glms_vec3_sub(b.c, a.c), glms_vec3_lerp(a.c, b.c, 0.5f), 0.5f * dist + fmaxf(a.r, b.r), caption);
    sample_text(ctx, "%s-%s: dist = %s, ra + rb = %s -> %s", labels[i], labels[j], HUD_NUM(dist, sum), HUD_NUM(sum, dist),
                meet ? "dist ≤ ra + rb: they meet" : "dist > ra + rb: apart");
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        if (!sample_in_preset(ctx, i)) /* a preset's ghost stays unnamed */
            continue;
        isect_sphere sp = spheres[i].sphere;
        draw_point(ctx, sp.c, COLOR_NOTE);
        draw_label(ctx, glms_vec3_sub(sp.c, (vec3s){{0, sp.r + 0.2f, 0}}), COLOR_NOTE, "%s: r = %s", labels[i], HUD_NUM(sp.r, 0));
    }
    sample_each_partner(ctx, explain);
    sample_text(ctx, "(squared, no root: dist² ≤ (ra + rb)²)");
    sample_draw_contacts(ctx);
}

const sample sample_sphere_sphere = {
    .id = "sphere-sphere", .title = "Sphere vs Sphere",
    .shows = "centre distance against the sum of radii",
    .keywords = "distance radii",
    .description = "Two spheres meet when the distance between their centres is at most the sum of "
                   "the radii, dist ≤ ra + rb, compared squared to avoid the root: "
                   "dist² ≤ (ra + rb)². Ericson, Real-Time Collision Detection, 4.3.1.",
    .scene = SAMPLE_SCENE(spheres, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_sphere", pairs),
    .initialize = initialize, .render = render,
};
