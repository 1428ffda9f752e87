/* Sphere vs plane — drop the perpendicular from the sphere's centre c to the plane dot(n, x) = d.
 * Its foot is the plane's closest point to c, and its signed length is the centre's distance
 *     dist = n.c - d   (positive on the side n points to).
 * The sphere reaches the plane exactly when that perpendicular is no longer than the radius:
 * abs(dist) <= r, on either side of the plane. Ericson, Real-Time Collision Detection, 5.2.2.
 * Click or Tab picks a sphere or the plane, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns the plane; ',' and '.' set sphere 1 and the plane to the edge cases below. One more
 * sphere sweeps through the plane along its normal (P pauses, O steps), turning red each time
 * it passes. */
#include "sample.h"

/* The scene: three spheres and the plane, each named by its variable in copy-as-test. */
enum { SPHERE0, SPHERE1, SPHERE2, PLANE, COUNT, SPHERE_COUNT = PLANE };
static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere0", -3.0f, 1.8f, 0, 0.8f),   /* above, apart */
    SHAPE_SPHERE_AT("sphere1", 1.2f, 1.4f, 0.5f, 1.5f), /* straddles the plane */
    SHAPE_SPHERE_AT("sphere2", 3.5f, -1.0f, 0, 0.7f),   /* below, apart */
    /* n = (-1, 4, 0) / sqrt(17), through the origin */
    {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{-0.242535636f, 0.970142543f, 0}}, 0}, .size = 9.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */
static float sweep_time;    /* of the sweeping sphere */

/* Each sphere against the plane as the scene starts (a
 * start-up check each, and copy-as-test's asserts for the selected shape). */
static const scene_pair pairs[] = {
    {"sphere0", "plane", false}, {"sphere1", "plane", true}, {"sphere2", "plane", false}};

/* Edge cases for sphere 1 (',' and '.'), each also a start-up check. They use the plane y = 0,
 * where the distances are exact in float. */
#define FLOOR {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}}
static const scene_preset presets[] = {
    {"resting on the plane: dist = r", {FLOOR, SHAPE_SPHERE_AT("sphere1", 0, 1, 0, 1)}, true},
    {"0.001 above the plane", {FLOOR, SHAPE_SPHERE_AT("sphere1", 0, 1.001f, 0, 1)}, false},
    {"touching from below: dist = -r", {FLOOR, SHAPE_SPHERE_AT("sphere1", 0, -1, 0, 1)}, true},
    {"wholly below: the plane, not the halfspace", {FLOOR, SHAPE_SPHERE_AT("sphere1", 0, -2, 0, 1)}, false},
    {"zero radius, centre on the plane", {FLOOR, SHAPE_SPHERE_AT("sphere1", 0, 0, 0, 0)}, true},
};

/* The sweeping sphere: radius 0.5, centre B + h n at height h above B, the plane's point nearest
 * (-1.3, 0, 0.8). It moves as h(t) = 1.8 sin(0.8 t). */
#define SWEEP_HEIGHT 1.8f
#define SWEEP_SPEED 0.8f
static isect_sphere sweeper_at(float h)
{
    isect_plane plane = shapes[PLANE].plane;
    vec3s base = isect_closest_point_plane((vec3s){{-1.3f, 0, 0.8f}}, plane);
    return (isect_sphere){glms_vec3_muladds(plane.n, h, base), 0.5f};
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SPHERE1); /* the one the presets are about */
    sweep_time = 0;
    isect_plane plane = shapes[PLANE].plane;
    sample_expect(ctx, glms_vec3_distance(plane.n, isect_plane_from_normal((vec3s){{-1, 4, 0}}, 0).n) <= 1e-6f,
                  "Expected the plane's normal to be (-1, 4, 0) made unit");
    /* The sweep's colour flips: it meets the plane mid-sweep and is apart at either end. */
    sample_expect(ctx,
                  isect_sphere_plane(sweeper_at(0), plane) && !isect_sphere_plane(sweeper_at(SWEEP_HEIGHT), plane) &&
                      !isect_sphere_plane(sweeper_at(-SWEEP_HEIGHT), plane),
                  "Expected the sweeping sphere to intersect the plane mid-sweep and not at either end");

    sample_set_view(ctx, (vec3s){{-1.0f, 2.0f, 0.5f}}, 20.0f, 12.0f, 12.5f);
}

/* The "why" for sphere i: the perpendicular from c to its foot on the plane (length dist), and
 * beside the sphere, level with c, the radius r laid along the same direction, so the two
 * lengths compare by eye. The r bar stands outside the sphere, where its end tick and its name
 * cross none of the sphere's rings. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = shapes[i].sphere;
    isect_plane plane = shapes[PLANE].plane;
    vec3s n = plane.n;
    float dist = isect_plane_distance(plane, sp.c);
    vec3s foot = isect_closest_point_plane(sp.c, plane);
    vec3s down = glms_vec3_scale(n, dist >= 0 ? -1.0f : 1.0f);   /* from c toward the plane */
    vec3s across = glms_vec3_normalize(glms_vec3_cross(n, (vec3s){{0, 0, 1}})); /* in the plane, square to n */
    vec3s r0 = glms_vec3_muladds(across, sp.r + 0.35f, sp.c), r1 = glms_vec3_muladds(down, sp.r, r0);
    vec3s tick = glms_vec3_scale(across, 0.2f);

    draw_line(ctx, sp.c, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE); /* unnamed: "dist" names the perpendicular it ends */
    float side_r = copysignf(sp.r, dist); /* dist is compared with r on its own side: +r or -r */
    draw_label(ctx, glms_vec3_lerp(sp.c, foot, 0.5f), COLOR_NOTE, "dist = %s", HUD_SIGNED(dist, side_r));
    draw_line(ctx, r0, r1, COLOR_NOTE);
    draw_line(ctx, glms_vec3_sub(r0, tick), glms_vec3_add(r0, tick), COLOR_NOTE); /* the bar's two ends */
    draw_line(ctx, glms_vec3_sub(r1, tick), glms_vec3_add(r1, tick), COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(r0, r1, 0.5f), COLOR_NOTE, "r = %s", HUD_NUM(sp.r, fabsf(dist)));
    /* F3: the plane edge-on, n up, dist and r both upright lengths. */
    draw_inset_normal(ctx, n, glms_vec3_lerp(sp.c, foot, 0.5f), 0.5f * fabsf(dist) + sp.r + 0.5f, "n: dist vs r");
    sample_text(ctx, "sphere %d: dist = %s, r = %s  ->  %s", i, HUD_SIGNED(dist, side_r), HUD_NUM(sp.r, fabsf(dist)),
                isect_sphere_plane(sp, plane) ? "|dist| ≤ r: they meet" : "|dist| > r: apart");
}

/* The selected sphere explained (every sphere while the plane is selected), then the sweep. */
static void render(sample_ctx *ctx)
{
    isect_plane plane = shapes[PLANE].plane;
    sample_draw_scene(ctx, 0.5f);
    sample_explain_each(ctx, explain);
    if (sample_preset_on(ctx)) /* a preset is its own case: the sweep stays out of it */
        return;
    isect_sphere sw = sweeper_at(SWEEP_HEIGHT * sinf(SWEEP_SPEED * sweep_time));
    bool sweep_meets = isect_sphere_plane(sw, plane);
    draw_sphere(ctx, sw, sweep_meets ? COLOR_HIT : COLOR_SHAPE);
    float sweep_dist = isect_plane_distance(plane, sw.c);
    sample_text(ctx, "sweeping sphere: dist = %s, r = %s  ->  %s", HUD_SIGNED(sweep_dist, copysignf(sw.r, sweep_dist)),
                HUD_NUM(sw.r, fabsf(sweep_dist)), sweep_meets ? "they meet" : "apart");
}

static void update(sample_ctx *ctx, float dt)
{
    (void)ctx;
    sweep_time = fmodf(sweep_time + dt, 2 * GLM_PIf / SWEEP_SPEED); /* one period */
}

const sample sample_sphere_plane = {
    .id = "sphere-plane", .title = "Sphere vs Plane",
    .shows = "the perpendicular from the centre to the plane: signed distance vs radius",
    .keywords = "halfspace distance",
    .description = "The perpendicular from the centre c to the plane has signed length "
                   "dist = n·c - d. The sphere meets the plane, from either side, when that is "
                   "within the radius: |dist| ≤ r. Ericson, Real-Time Collision Detection, 5.2.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_plane", pairs),
    .initialize = initialize, .render = render, .update = update,
};
