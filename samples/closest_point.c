/* Closest points — the building block under the sphere tests. For a point P and a convex shape
 * the closest point q is found by a projection and a clamp:
 *   AABB:     clamp P to [min, max] axis by axis                            (Ericson 5.1.3)
 *   OBB:      the same clamp in the box's frame, q = c + sum clamp(x_i, -e_i, e_i) u_i (5.1.4)
 *   plane:    drop P along the normal, q = P - (n.P - d) n                  (5.1.1)
 *   segment:  t = (P - a).(b - a) / |b - a|^2 clamped to [0, 1], q = a + t (b - a) (5.1.2)
 *   triangle: find P's Voronoi region (a vertex, an edge or the face) and project onto it (5.1.5)
 * q == P exactly when P lies on or in the shape: that shape is drawn red, the others blue.
 * Ericson, Real-Time Collision Detection, 5.1. W/A/S/D/Q/E move P, Z/X turn the OBB. */
#include "sample.h"

#define SHAPE_COUNT 5

static const char *const names[SHAPE_COUNT] = {"AABB", "OBB", "plane", "segment", "triangle"};

static struct {
    vec3s p;
    isect_aabb aabb;
    versors obb_q;
    isect_obb obb;
    isect_plane plane;
    isect_segment segment;
    isect_triangle triangle;
} s;

static vec3s closest(int shape, vec3s p)
{
    switch (shape) {
    case 0: return isect_closest_point_aabb(p, s.aabb);
    case 1: return isect_closest_point_obb(p, s.obb);
    case 2: return isect_closest_point_plane(p, s.plane);
    case 3: return isect_closest_point_segment(p, s.segment);
    default: return isect_closest_point_triangle(p, s.triangle);
    }
}

static void check(sample_ctx *ctx, vec3s got, vec3s want, const char *what)
{
    sample_expect(ctx, glms_vec3_distance(got, want) <= 1e-6f, "Expected the closest point %s to be (%g, %g, %g), got (%g, %g, %g)",
                  what, want.x, want.y, want.z, got.x, got.y, got.z);
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.p = (vec3s){{-3, 1, 0}}; /* inside the AABB */
    s.aabb = isect_aabb_from_corners((vec3s){{-4, 0, -1}}, (vec3s){{-2, 2, 1}});
    s.obb_q = glms_quat_mul(glms_quatv(glm_rad(30), (vec3s){{0, 1, 0}}), glms_quatv(glm_rad(20), (vec3s){{1, 0, 0}}));
    s.obb = isect_obb_from_quat((vec3s){{0, 1, 0}}, (vec3s){{0.7f, 0.7f, 0.7f}}, s.obb_q);
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0}}, -0.75f); /* the floor y = -0.75 */
    s.segment = (isect_segment){{{1.8f, 0, 0.5f}}, {{3.2f, 2, -0.5f}}};
    s.triangle = (isect_triangle){{{4.2f, 0, -0.5f}}, {{6.2f, 0, 0.5f}}, {{5.2f, 2, 0}}};

    /* Hand-worked answers on unit shapes. */
    isect_aabb unit = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    check(ctx, isect_closest_point_aabb((vec3s){{2, 3, -1}}, unit), (vec3s){{1, 1, 0}}, "of a point off the box's corner");
    check(ctx, isect_closest_point_aabb((vec3s){{0.25f, 0.5f, 0.75f}}, unit), (vec3s){{0.25f, 0.5f, 0.75f}}, "of a point inside the box");
    check(ctx, isect_closest_point_aabb((vec3s){{1, 0.5f, 0.5f}}, unit), (vec3s){{1, 0.5f, 0.5f}}, "of a point touching the face x = 1");
    check(ctx, isect_closest_point_aabb((vec3s){{1.001f, 0.5f, 0.5f}}, unit), (vec3s){{1, 0.5f, 0.5f}}, "of a point 0.001 off the face");
    isect_obb cube = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, glms_quat_identity());
    check(ctx, isect_closest_point_obb((vec3s){{3, 0.5f, -2}}, cube), (vec3s){{1, 0.5f, -1}}, "on the cube to (3, 0.5, -2)");
    isect_plane z1 = isect_plane_from_normal((vec3s){{0, 0, 2}}, 2); /* z = 1 */
    check(ctx, isect_closest_point_plane((vec3s){{3, 4, 5}}, z1), (vec3s){{3, 4, 1}}, "on the plane z = 1");
    isect_segment seg = {{{0, 0, 0}}, {{2, 0, 0}}};
    check(ctx, isect_closest_point_segment((vec3s){{3, 1, 0}}, seg), seg.b, "on the segment past its end b");
    check(ctx, isect_closest_point_segment((vec3s){{1, 5, 0}}, seg), (vec3s){{1, 0, 0}}, "on the segment's middle");
    isect_triangle tri = {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}};
    check(ctx, isect_closest_point_triangle((vec3s){{-1, -1, 1}}, tri), tri.a, "in the triangle's vertex region a");
    check(ctx, isect_closest_point_triangle((vec3s){{1, -1, 3}}, tri), (vec3s){{1, 0, 0}}, "in the triangle's edge region ab");
    check(ctx, isect_closest_point_triangle((vec3s){{2, 2, 0}}, tri), (vec3s){{1, 1, 0}}, "in the triangle's edge region bc");
    check(ctx, isect_closest_point_triangle((vec3s){{0.5f, 0.5f, 2}}, tri), (vec3s){{0.5f, 0.5f, 0}}, "in the triangle's face region");

    sample_set_view(ctx, (vec3s){{-1.3f, 2.6f, 0.0f}}, 10.0f, 26.0f, 12.5f);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 0.5f);
    vec4s color[SHAPE_COUNT];
    for (int i = 0; i < SHAPE_COUNT; i++) {
        vec3s q = closest(i, s.p);
        float dist = glms_vec3_distance(s.p, q);
        bool on = dist <= 1e-6f; /* q == P: P lies on or in the shape */
        color[i] = on ? COLOR_HIT : COLOR_SHAPE;
        draw_line(ctx, s.p, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "%s", names[i]);
        sample_text(ctx, "%-8s q = (%5.2f, %5.2f, %5.2f), dist = %.3f%s", names[i], q.x, q.y, q.z, dist,
                    on ? " -> P is on/in it" : "");
    }
    draw_aabb(ctx, s.aabb, color[0]);
    draw_obb(ctx, s.obb, color[1]);
    draw_plane(ctx, s.plane, 7.0f, color[2]);
    draw_segment(ctx, s.segment, color[3]);
    draw_triangle(ctx, s.triangle, color[4]);
    draw_marker(ctx, s.p, 0.4f);
    draw_label(ctx, glms_vec3_add(s.p, (vec3s){{0, 0.3f, 0}}), COLOR_SELECT, "P");
}

static void key(sample_ctx *ctx, int key)
{
    if (sample_rotate(ctx, key, &s.obb_q))
        s.obb = isect_obb_from_quat(s.obb.c, s.obb.e, s.obb_q);
    else
        sample_move(ctx, key, &s.p, 0.1f);
}

const sample sample_closest_point = {
    .id = "closest-point",
    .shows = "one movable point and its closest point on an AABB, OBB, plane, segment and triangle",
    .title = "Closest points",
    .description = "The closest point q to P: clamp P to a box (in its frame for an OBB), drop it "
                   "along a plane's normal, clamp its parameter on a segment, or project it onto "
                   "its Voronoi region of a triangle. Ericson, Real-Time Collision Detection, 5.1.",
    .initialize = initialize,
    .render = render,
    .key = key,
};
