/* Sphere vs convex polygon — two steps. First the plane: if the centre c is farther than r from
 * the polygon's plane (abs(s) > r with s = n.c - d), nothing in the plane can reach the sphere.
 * Otherwise find the polygon's point Q closest to c: c projected onto the plane when that lands
 * inside the polygon, else the closest point on the nearest edge; they meet when
 * abs(Q - c) <= r. Ericson, Real-Time Collision Detection, 5.2.8.
 * Tab picks a sphere, W/A/S/D/Q/E move it. */
#include "sample.h"

#define SPHERE_COUNT 4
#define VERT_COUNT 6

static struct {
    vec3s poly[VERT_COUNT];
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
} s;

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    static const vec3s hexagon[VERT_COUNT] = {{{2, 0, 0}}, {{1, 0, -2}}, {{-1, 0, -2}},
                                              {{-2, 0, 0}}, {{-1, 0, 2}}, {{1, 0, 2}}};
    for (int i = 0; i < VERT_COUNT; i++)
        s.poly[i] = hexagon[i];
    s.spheres[0] = (isect_sphere){{{0.3f, 0.6f, -0.2f}}, 0.8f};  /* over the inside */
    s.spheres[1] = (isect_sphere){{{2.9f, 0.5f, -1.2f}}, 0.7f};  /* near the plane, off the polygon */
    s.spheres[2] = (isect_sphere){{{1.0f, 2.1f, -1.5f}}, 0.8f};  /* far above the plane */
    s.spheres[3] = (isect_sphere){{{-2.0f, 0.4f, 1.4f}}, 0.9f};  /* off an edge, within reach */
    s.selected = 1;

    static const bool expected[SPHERE_COUNT] = {true, false, false, true};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_polygon(s.spheres[i], s.poly, VERT_COUNT) == expected[i],
                      "Expected sphere %d to %s the polygon", i, expected[i] ? "intersect" : "not intersect");

    /* Past the scene: a unit sphere resting on the middle of the hexagon, or 1 beyond its far
     * edge z = 2, touches it exactly; with r = 0.999 it is just apart. */
    isect_sphere on_face = {{{0, 1, 0}}, 1.0f}, at_edge = {{{0, 0, 3}}, 1.0f}, apart = {{{0, 1, 0}}, 0.999f};
    sample_expect(ctx, isect_sphere_polygon(on_face, s.poly, VERT_COUNT), "Expected the sphere resting on the face to intersect the polygon");
    sample_expect(ctx, isect_sphere_polygon(at_edge, s.poly, VERT_COUNT), "Expected the sphere touching an edge to intersect the polygon");
    sample_expect(ctx, !isect_sphere_polygon(apart, s.poly, VERT_COUNT), "Expected the sphere 0.001 above the face to not intersect the polygon");

    sample_set_view(ctx, (vec3s){{-1.2f, 0.6f, -0.2f}}, 30.0f, 30.0f, 10.5f);
}

/* The two steps for one sphere: the perpendicular s from c to the plane (foot P), then Q: P when
 * it lies on the inner side of every edge, else the closest point on the nearest edge. */
static void explain(sample_ctx *ctx, isect_sphere sp)
{
    isect_plane plane = isect_plane_from_points(s.poly[0], s.poly[1], s.poly[2]);
    float dist = isect_plane_distance(plane, sp.c);
    vec3s p = glms_vec3_muladds(plane.n, -dist, sp.c), q = p;
    draw_line(ctx, sp.c, p, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(sp.c, p, 0.5f), COLOR_NOTE, "s");
    sample_text(ctx, "sphere %d, 1. plane: abs(s) = %.3f %s r = %.3f", s.selected, fabsf(dist),
                fabsf(dist) <= sp.r ? "<=" : "> ", sp.r);
    if (fabsf(dist) > sp.r) {
        sample_text(ctx, "   the plane alone keeps them apart");
        return;
    }

    bool inside = true;
    float best = INFINITY;
    for (int i = 0, j = VERT_COUNT - 1; i < VERT_COUNT; j = i++) {
        vec3s edge = glms_vec3_sub(s.poly[i], s.poly[j]);
        inside &= glms_vec3_dot(plane.n, glms_vec3_cross(edge, glms_vec3_sub(p, s.poly[j]))) >= 0.0f;
        vec3s e = isect_closest_point_segment(sp.c, (isect_segment){s.poly[j], s.poly[i]});
        if (glms_vec3_distance2(e, sp.c) < best)
            best = glms_vec3_distance2(e, sp.c), q = e;
    }
    if (inside)
        q = p;
    float d = glms_vec3_distance(q, sp.c);
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, q, COLOR_NOTE, inside ? "Q = P" : "Q");
    draw_label(ctx, p, COLOR_NOTE, "P");
    sample_text(ctx, "   2. %s: abs(Q - c) = %.3f %s r = %.3f", inside ? "P inside, Q = P" : "P outside, Q on an edge",
                d, d <= sp.r ? "<=" : ">", sp.r);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = false;
    for (int i = 0; i < SPHERE_COUNT; i++) {
        bool hit = isect_sphere_polygon(s.spheres[i], s.poly, VERT_COUNT);
        any = any || hit;
        draw_sphere(ctx, s.spheres[i], hit ? COLOR_HIT : COLOR_SHAPE);
    }
    draw_polygon(ctx, s.poly, VERT_COUNT, any ? COLOR_HIT : COLOR_SHAPE);

    isect_sphere sp = s.spheres[s.selected];
    draw_marker(ctx, sp.c, 0.5f);
    draw_label(ctx, sp.c, COLOR_NOTE, "c");
    explain(ctx, sp);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        s.selected = (s.selected + 1) % SPHERE_COUNT;
    else
        sample_move(ctx, key, &s.spheres[s.selected].c, 0.1f);
}

const sample sample_sphere_polygon = {
    .id = "sphere-polygon",
    .shows = "the plane test, then the closest point on the polygon",
    .title = "Sphere vs Polygon",
    .description = "First the plane: a sphere farther than r from the polygon's plane (abs(s) > r) "
                   "misses it. Then the polygon's point Q closest to the centre c: c projected onto "
                   "the plane if inside, else the nearest edge point; they meet when abs(Q - c) <= r. "
                   "Ericson, Real-Time Collision Detection, 5.2.8.",
    .initialize = initialize,
    .render = render,
    .key = key,
};
