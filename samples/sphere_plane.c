/* Sphere vs plane — drop the perpendicular from the sphere's centre c to the plane dot(n, x) = d.
 * Its foot is the plane's closest point to c, and its signed length is the centre's distance
 *     dist = n.c - d   (positive on the side n points to).
 * The sphere reaches the plane exactly when that perpendicular is no longer than the radius:
 * abs(dist) <= r, on either side of the plane. Ericson, Real-Time Collision Detection, 5.2.2.
 * Click or Tab picks a sphere, dragging or W/A/S/D/Q/E moves it. One more sphere sweeps through
 * the plane along its normal (P pauses, O steps), turning red each time it passes. */
#include "sample.h"

#define SPHERE_COUNT 3

static struct {
    isect_plane plane;
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
    float time; /* of the sweeping sphere */
} s;

/* Edge cases for sphere 1 (',' and '.'), each also a start-up check. They use the plane y = 0,
 * where the distances are exact in float. */
static const struct {
    const char *name;
    isect_sphere sphere;
    bool meets;
} presets[] = {
    {"resting on the plane: dist = r", {{{0, 1, 0}}, 1}, true},
    {"0.001 above the plane", {{{0, 1.001f, 0}}, 1}, false},
    {"touching from below: dist = -r", {{{0, -1, 0}}, 1}, true},
    {"wholly below: the plane, not the halfspace", {{{0, -2, 0}}, 1}, false},
    {"zero radius, centre on the plane", {{{0, 0, 0}}, 0}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])
#define PRESET_PLANE isect_plane_from_normal((vec3s){{0, 1, 0}}, 0)

/* The sweeping sphere: radius 0.5, centre B + h n at height h above B, the plane's point nearest
 * (-1.3, 0, 0.8). It moves as h(t) = 1.8 sin(0.8 t). */
#define SWEEP_HEIGHT 1.8f
#define SWEEP_SPEED 0.8f
static isect_sphere sweeper_at(float h)
{
    vec3s base = isect_closest_point_plane((vec3s){{-1.3f, 0, 0.8f}}, s.plane);
    return (isect_sphere){glms_vec3_muladds(s.plane.n, h, base), 0.5f};
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{-1, 4, 0}}, 0);
    s.spheres[0] = (isect_sphere){{{-3.0f, 1.8f, 0}}, 0.8f};   /* above, apart */
    s.spheres[1] = (isect_sphere){{{1.2f, 1.4f, 0.5f}}, 1.5f}; /* straddles the plane */
    s.spheres[2] = (isect_sphere){{{3.5f, -1.0f, 0}}, 0.7f};   /* below, apart */
    s.selected = 1;
    s.time = 0;

    static const bool expected[SPHERE_COUNT] = {false, true, false};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_plane(s.spheres[i], s.plane) == expected[i],
                      "Expected sphere %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");

    /* Against the plane y = 1: a unit sphere centred at y = 2 rests on it (dist = r = 1, closed
     * shapes touch), one at y = 0 touches it from below, and one at y = 2.001 is just apart. */
    isect_plane floor = isect_plane_from_normal((vec3s){{0, 1, 0}}, 1);
    sample_expect(ctx, isect_sphere_plane((isect_sphere){{{2, 2, 0}}, 1}, floor),
                  "Expected the sphere resting on the plane to intersect it");
    sample_expect(ctx, isect_sphere_plane((isect_sphere){{{2, 0, 0}}, 1}, floor),
                  "Expected the sphere touching the plane from below to intersect it");
    sample_expect(ctx, !isect_sphere_plane((isect_sphere){{{2, 2.001f, 0}}, 1}, floor),
                  "Expected the sphere 0.001 above to not intersect the plane");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_sphere_plane(presets[i].sphere, PRESET_PLANE) == presets[i].meets,
                      "Expected the sphere of preset '%s' to %s the plane", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");
    /* The sweep's colour flips: it meets the plane mid-sweep and is apart at either end. */
    sample_expect(ctx, isect_sphere_plane(sweeper_at(0), s.plane) && !isect_sphere_plane(sweeper_at(SWEEP_HEIGHT), s.plane) &&
                           !isect_sphere_plane(sweeper_at(-SWEEP_HEIGHT), s.plane),
                  "Expected the sweeping sphere to intersect the plane mid-sweep and not at either end");

    sample_set_view(ctx, (vec3s){{-1.0f, 2.0f, 0.5f}}, 20.0f, 12.0f, 12.5f);
}

/* The "why" for one sphere: the perpendicular from c to its foot on the plane (length dist),
 * and beside it the radius r laid along the same line, so the two lengths compare by eye. */
static void explain(sample_ctx *ctx, isect_sphere sp)
{
    vec3s n = s.plane.n;
    float dist = isect_plane_distance(s.plane, sp.c);
    vec3s foot = isect_closest_point_plane(sp.c, s.plane);
    vec3s down = glms_vec3_scale(n, dist >= 0 ? -1.0f : 1.0f);   /* from c toward the plane */
    vec3s side = glms_vec3_scale(glms_vec3_normalize(glms_vec3_cross(n, (vec3s){{0, 0, 1}})), 0.5f);
    vec3s r0 = glms_vec3_add(sp.c, side), r1 = glms_vec3_muladds(down, sp.r, r0);

    draw_line(ctx, sp.c, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, foot, COLOR_NOTE, "foot");
    draw_label(ctx, glms_vec3_lerp(sp.c, foot, 0.3f), COLOR_NOTE, "dist = %.2f", dist);
    draw_line(ctx, r0, r1, COLOR_NOTE);
    draw_line(ctx, glms_vec3_sub(r1, side), glms_vec3_add(r1, side), COLOR_NOTE);
    draw_label(ctx, r1, COLOR_NOTE, "r = %.2f", sp.r);
    sample_text(ctx, "sphere %d: dist = %.3f, r = %.3f  ->  %s", s.selected, dist, sp.r,
                isect_sphere_plane(sp, s.plane) ? "abs(dist) <= r: they meet" : "abs(dist) > r: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        draw_sphere(ctx, s.spheres[i], isect_sphere_plane(s.spheres[i], s.plane) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i]);
    }
    isect_sphere sw = sweeper_at(SWEEP_HEIGHT * sinf(SWEEP_SPEED * s.time));
    bool meets = isect_sphere_plane(sw, s.plane);
    draw_sphere(ctx, sw, meets ? COLOR_HIT : COLOR_SHAPE);
    draw_plane(ctx, s.plane, 9.0f, COLOR_PLANE);
    draw_marker(ctx, s.spheres[s.selected].c, 0.5f);
    explain(ctx, s.spheres[s.selected]);
    sample_text(ctx, "sweeping sphere: dist = %+.3f, r = %.3f  ->  %s", isect_plane_distance(s.plane, sw.c), sw.r,
                meets ? "they meet" : "apart");
}

static void update(sample_ctx *ctx, float dt)
{
    (void)ctx;
    s.time = fmodf(s.time + dt, 2 * GLM_PIf / SWEEP_SPEED); /* one period */
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
    s.plane = PRESET_PLANE;
    s.selected = 1;
    s.spheres[1] = presets[i].sphere;
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_sphere sp = s.spheres[s.selected];
    sample_code_plane(ctx, "plane", s.plane);
    sample_code_sphere(ctx, "sphere", sp);
    sample_code(ctx, "assert(isect_sphere_plane(sphere, plane) == %s);", isect_sphere_plane(sp, s.plane) ? "true" : "false");
}

const sample sample_sphere_plane = {
    .id = "sphere-plane",
    .shows = "the perpendicular from the centre to the plane: signed distance vs radius",
    .title = "Sphere vs Plane",
    .description = "The perpendicular from the centre c to the plane has signed length "
                   "dist = n.c - d. The sphere meets the plane, from either side, when that is "
                   "within the radius: abs(dist) <= r. Ericson, Real-Time Collision Detection, 5.2.2.",
    .initialize = initialize,
    .render = render,
    .update = update,
    .key = key,
    .select = select_sphere,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
