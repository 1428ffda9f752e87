/* Sphere vs plane — drop the perpendicular from the sphere's centre c to the plane dot(n, x) = d.
 * Its foot is the plane's closest point to c, and its signed length is the centre's distance
 *     dist = n.c - d   (positive on the side n points to).
 * The sphere reaches the plane exactly when that perpendicular is no longer than the radius:
 * abs(dist) <= r, on either side of the plane. Ericson, Real-Time Collision Detection, 5.2.2.
 * Tab picks a sphere, W/A/S/D/Q/E move it. */
#include "sample.h"

#define SPHERE_COUNT 3

static struct {
    isect_plane plane;
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
} s;

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{-1, 4, 0}}, 0);
    s.spheres[0] = (isect_sphere){{{-3.0f, 1.8f, 0}}, 0.8f};   /* above, apart */
    s.spheres[1] = (isect_sphere){{{1.2f, 1.4f, 0.5f}}, 1.5f}; /* straddles the plane */
    s.spheres[2] = (isect_sphere){{{3.5f, -1.0f, 0}}, 0.7f};   /* below, apart */
    s.selected = 1;

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
    for (int i = 0; i < SPHERE_COUNT; i++)
        draw_sphere(ctx, s.spheres[i], isect_sphere_plane(s.spheres[i], s.plane) ? COLOR_HIT : COLOR_SHAPE);
    draw_plane(ctx, s.plane, 9.0f, COLOR_PLANE);
    draw_marker(ctx, s.spheres[s.selected].c, 0.5f);
    explain(ctx, s.spheres[s.selected]);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        s.selected = (s.selected + 1) % SPHERE_COUNT;
    else
        sample_move(ctx, key, &s.spheres[s.selected].c, 0.1f);
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
    .key = key,
};
