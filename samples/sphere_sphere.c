/* Sphere vs sphere — two spheres meet when their centres are no farther apart than the sum of
 * their radii: |a.c - b.c| <= a.r + b.r. Both sides are non-negative, so squaring keeps the
 * order and saves the square root: dot(d, d) <= (a.r + b.r)^2 with d = a.c - b.c.
 * Ericson, Real-Time Collision Detection, 4.3.1. Three spheres: A overlaps B, C stands apart;
 * the yellow segments join the centres. Click or Tab picks a sphere, dragging or W/A/S/D/Q/E
 * moves it; ',' and '.' set spheres A and B to the edge cases below. */
#include "sample.h"

#define SPHERE_COUNT 3

static const char *const names[SPHERE_COUNT] = {"A", "B", "C"};

static struct {
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
} s;

/* Edge cases for spheres A and B (',' and '.'), each also a start-up check. */
static const struct {
    const char *name;
    isect_sphere a, b;
    bool meets;
} presets[] = {
    {"exactly touching", {{{0, 1, 0}}, 1}, {{{2, 1, 0}}, 1}, true},
    {"0.001 apart", {{{0, 1, 0}}, 1}, {{{2.001f, 1, 0}}, 1}, false},
    {"touching off the axes (3-4-5)", {{{0, 1, 0}}, 1}, {{{0.75f, 2, 0}}, 0.25f}, true}, /* 0.75^2 + 1^2 = 1.25^2 */
    {"B inside A", {{{0, 1, 0}}, 1}, {{{0.25f, 1, 0}}, 0.25f}, true},
    {"zero radius on A's surface", {{{0, 1, 0}}, 1}, {{{1, 1, 0}}, 0}, true},
    {"zero radius 0.001 outside A", {{{0, 1, 0}}, 1}, {{{1.001f, 1, 0}}, 0}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.spheres[0] = (isect_sphere){{{0.0f, 1.0f, 0.0f}}, 1.0f};
    s.spheres[1] = (isect_sphere){{{1.5f, 1.5f, 0.5f}}, 0.75f};
    s.spheres[2] = (isect_sphere){{{4.0f, 1.0f, 0.0f}}, 0.75f};
    s.selected = 0;

    static const int pairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    static const bool expected[3] = {true, false, false};
    for (int k = 0; k < 3; k++) {
        isect_sphere a = s.spheres[pairs[k][0]], b = s.spheres[pairs[k][1]];
        sample_expect(ctx, isect_sphere_sphere(a, b) == expected[k], "Expected sphere %s to %s sphere %s",
                      names[pairs[k][0]], expected[k] ? "intersect" : "not intersect", names[pairs[k][1]]);
    }

    /* Unit spheres 2 apart touch exactly (dist^2 = 4 = (1 + 1)^2); 2.001 apart they do not. */
    isect_sphere unit = {{{0, 0, 0}}, 1.0f};
    isect_sphere touching = {{{2, 0, 0}}, 1.0f}, apart = {{{2.001f, 0, 0}}, 1.0f};
    sample_expect(ctx, isect_sphere_sphere(unit, touching), "Expected the touching sphere to intersect the unit sphere");
    sample_expect(ctx, !isect_sphere_sphere(unit, apart), "Expected the sphere 0.001 away to not intersect the unit sphere");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_sphere_sphere(presets[i].a, presets[i].b) == presets[i].meets,
                      "Expected sphere A of preset '%s' to %s sphere B", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{0.6f, 2.0f, 0.6f}}, 20.0f, 20.0f, 8.5f);
}

static bool hits_any(int i)
{
    for (int j = 0; j < SPHERE_COUNT; j++)
        if (j != i && isect_sphere_sphere(s.spheres[i], s.spheres[j]))
            return true;
    return false;
}

/* The "why" for one pair: the segment between the centres (yellow), labelled with its length,
 * and the numbers dist and ra + rb in the HUD. */
static void explain(sample_ctx *ctx, int i, int j)
{
    isect_sphere a = s.spheres[i], b = s.spheres[j];
    float dist = glms_vec3_distance(a.c, b.c), sum = a.r + b.r;
    bool meet = isect_sphere_sphere(a, b);
    draw_line(ctx, a.c, b.c, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(a.c, b.c, 0.5f), COLOR_NOTE, "%.2f", dist);
    sample_text(ctx, "%s-%s: dist = %.3f, ra + rb = %.3f -> %s", names[i], names[j], dist, sum,
                meet ? "dist <= ra + rb: they meet" : "dist > ra + rb: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        draw_sphere(ctx, s.spheres[i], hits_any(i) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i]);
        draw_point(ctx, s.spheres[i].c, COLOR_NOTE);
        draw_label(ctx, glms_vec3_sub(s.spheres[i].c, (vec3s){{0, s.spheres[i].r + 0.2f, 0}}), COLOR_NOTE,
                   "%s: r = %.2f", names[i], s.spheres[i].r);
    }
    draw_marker(ctx, s.spheres[s.selected].c, 0.5f);
    for (int j = 0; j < SPHERE_COUNT; j++)
        if (j != s.selected)
            explain(ctx, s.selected, j);
    sample_text(ctx, "(squared, no root: dist^2 <= (ra + rb)^2)");
}

static void select_sphere(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    s.spheres[s.selected].c = glms_vec3_add(s.spheres[s.selected].c, delta);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_sphere(ctx, (s.selected + 1) % SPHERE_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.spheres[0] = presets[i].a, s.spheres[1] = presets[i].b;
    s.selected = 1;
    return presets[i].name;
}

/* The selected sphere against each of the others. */
static void copy_test(sample_ctx *ctx)
{
    static const char *const vars[SPHERE_COUNT] = {"a", "b", "c"};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_code_sphere(ctx, vars[i], s.spheres[i]);
    for (int j = 0; j < SPHERE_COUNT; j++)
        if (j != s.selected)
            sample_code(ctx, "assert(isect_sphere_sphere(%s, %s) == %s);", vars[s.selected], vars[j],
                        isect_sphere_sphere(s.spheres[s.selected], s.spheres[j]) ? "true" : "false");
}

const sample sample_sphere_sphere = {
    .id = "sphere-sphere",
    .shows = "centre distance against the sum of radii",
    .title = "Sphere vs Sphere",
    .description = "Two spheres meet when the distance between their centres is at most the sum of "
                   "the radii, dist <= ra + rb, compared squared to avoid the root: "
                   "dist^2 <= (ra + rb)^2. Ericson, Real-Time Collision Detection, 4.3.1.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_sphere,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
