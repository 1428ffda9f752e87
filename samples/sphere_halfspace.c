/* Sphere vs halfspace — the plane dot(n, x) = d now bounds a solid: the negative halfspace
 * dot(n, x) <= d behind it, the side away from n ("inside"). The sphere reaches that solid when
 * its centre lies no more than r in front of the plane:
 *     dist = n.c - d <= r,
 * with no lower bound: any depth behind the plane counts. So a sphere wholly behind the plane
 * meets the halfspace although it never touches the plane itself (compare sphere-plane, where
 * abs(dist) <= r). Ericson, Real-Time Collision Detection, 5.2.2. Click or Tab picks a sphere,
 * dragging or W/A/S/D/Q/E moves it. */
#include "sample.h"

#define SPHERE_COUNT 3

static struct {
    isect_plane plane;
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
} s;

/* Edge cases for sphere 2 (',' and '.'), each also a start-up check. They use the halfspace
 * y <= 0, where the distances are exact in float. */
static const struct {
    const char *name;
    isect_sphere sphere;
    bool meets;
} presets[] = {
    {"resting on the boundary: dist = r", {{{3, 1, 0}}, 1}, true},
    {"0.001 in front", {{{3, 1.001f, 0}}, 1}, false},
    {"deep inside, dist = -2: abs(dist) > r, yet it meets", {{{3, -2, 0}}, 1}, true},
    {"zero radius on the boundary", {{{3, 0, 0}}, 0}, true},
    {"zero radius 0.001 in front", {{{3, 0.001f, 0}}, 0}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])
#define PRESET_PLANE isect_plane_from_normal((vec3s){{0, 1, 0}}, 0)

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{-1, 4, 0}}, 0);
    s.spheres[0] = (isect_sphere){{{-3.0f, 1.8f, 0}}, 0.8f};   /* in front, apart */
    s.spheres[1] = (isect_sphere){{{0.5f, 0.8f, 0.5f}}, 1.0f}; /* straddles the plane */
    s.spheres[2] = (isect_sphere){{{3.5f, -1.2f, 0}}, 0.8f};   /* wholly behind: inside */
    s.selected = 2;

    static const bool expected[SPHERE_COUNT] = {false, true, true};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_halfspace(s.spheres[i], s.plane) == expected[i],
                      "Expected sphere %d to %s the halfspace", i, expected[i] ? "intersect" : "not intersect");
    sample_expect(ctx, !isect_sphere_plane(s.spheres[2], s.plane),
                  "Expected sphere 2 to not intersect the plane itself (it lies wholly behind it)");

    /* Against y <= 1: a unit sphere centred at y = 2 rests on the boundary (dist = r, closed
     * shapes touch); one at y = 2.001 is just apart; one at y = -5 is deep inside. */
    isect_plane floor = isect_plane_from_normal((vec3s){{0, 1, 0}}, 1);
    sample_expect(ctx, isect_sphere_halfspace((isect_sphere){{{2, 2, 0}}, 1}, floor),
                  "Expected the sphere resting on the boundary to intersect the halfspace");
    sample_expect(ctx, !isect_sphere_halfspace((isect_sphere){{{2, 2.001f, 0}}, 1}, floor),
                  "Expected the sphere 0.001 in front to not intersect the halfspace");
    sample_expect(ctx, isect_sphere_halfspace((isect_sphere){{{2, -5, 0}}, 1}, floor),
                  "Expected the sphere deep behind the plane to intersect the halfspace");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_sphere_halfspace(presets[i].sphere, PRESET_PLANE) == presets[i].meets,
                      "Expected the sphere of preset '%s' to %s the halfspace", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{-1.0f, 1.4f, 0.5f}}, 20.0f, 14.0f, 12.5f);
}

/* Which side counts: short arrows from the plane into the negative halfspace, labelled. */
static void shade_inside(sample_ctx *ctx)
{
    vec3s n = s.plane.n, u = {{n.y, -n.x, 0}}, w = {{0, 0, 1}};   /* u, w span the plane */
    vec3s o = glms_vec3_scale(n, s.plane.d);
    for (int i = -2; i <= 2; i++)
        for (int j = -2; j <= 2; j += 2) {
            vec3s p = glms_vec3_muladds(w, 1.5f * (float)j, glms_vec3_muladds(u, 1.5f * (float)i, o));
            draw_arrow(ctx, p, glms_vec3_muladds(n, -0.6f, p), COLOR_PLANE);
        }
    draw_label(ctx, glms_vec3_muladds(n, -0.8f, glms_vec3_muladds(u, -3.0f, o)), COLOR_NOTE,
               "inside: n.x <= d");
}

/* The "why" for one sphere: the perpendicular from c to the plane (signed length dist) and the
 * verdict dist <= r. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = s.spheres[i];
    draw_marker(ctx, sp.c, 0.5f);
    float dist = isect_plane_distance(s.plane, sp.c);
    vec3s foot = isect_closest_point_plane(sp.c, s.plane);
    draw_line(ctx, sp.c, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(sp.c, foot, 0.4f), COLOR_NOTE, "dist = %.2f", dist);
    bool meets = isect_sphere_halfspace(sp, s.plane);
    sample_text(ctx, "sphere %d: dist = %.3f, r = %.3f  ->  %s", s.selected, dist, sp.r,
                meets ? "dist <= r: it reaches the halfspace" : "dist > r: apart");
    if (meets && !isect_sphere_plane(sp, s.plane))
        sample_text(ctx, "wholly behind: red here, blue in sphere-plane");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    draw_plane(ctx, s.plane, 9.0f, COLOR_PLANE);
    shade_inside(ctx);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        draw_sphere(ctx, s.spheres[i], isect_sphere_halfspace(s.spheres[i], s.plane) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i]);
    }
    explain(ctx, s.selected);
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
    s.selected = 2;
    s.spheres[2] = presets[i].sphere;
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_sphere sp = s.spheres[s.selected];
    sample_code_plane(ctx, "plane", s.plane);
    sample_code_sphere(ctx, "sphere", sp);
    sample_code(ctx, "assert(isect_sphere_halfspace(sphere, plane) == %s);",
                isect_sphere_halfspace(sp, s.plane) ? "true" : "false");
    sample_code(ctx, "assert(isect_sphere_plane(sphere, plane) == %s);", isect_sphere_plane(sp, s.plane) ? "true" : "false");
}

const sample sample_sphere_halfspace = {
    .id = "sphere-halfspace",
    .shows = "which side counts: a sphere wholly behind the plane is red here, blue in sphere-plane",
    .title = "Sphere vs Halfspace",
    .description = "The solid behind the plane, n.x <= d, is reached when the centre lies at most "
                   "r in front of it: dist = n.c - d <= r. Any depth behind counts, so a sphere "
                   "wholly behind the plane is inside. Ericson, Real-Time Collision Detection, 5.2.2.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_sphere,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
