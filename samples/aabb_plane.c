/* AABB vs plane — the box's half-extents e projected onto the plane normal give the radius
 * r = e·|n| of its shadow on the normal; the box meets the plane when the centre's signed
 * distance s = n·c − d is no farther than that: |s| <= r. Ericson, Real-Time Collision
 * Detection, 5.2.3. The scene is the source document's AABBPlaneIntersection sample. */
#include "sample.h"

#define BOX_COUNT 4

static struct {
    isect_plane plane;
    isect_aabb boxes[BOX_COUNT];
} s;

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0.5f}}, 0);
    s.boxes[0] = isect_aabb_from_corners((vec3s){{-2, -2, -2}}, (vec3s){{-1, -1, -1}});
    s.boxes[1] = isect_aabb_from_corners((vec3s){{2, 1, 2}}, (vec3s){{4, 3, 4}});
    s.boxes[2] = isect_aabb_from_corners((vec3s){{1, 0, 1}}, (vec3s){{0, -1, 0}});   /* max corner first */
    s.boxes[3] = isect_aabb_from_corners((vec3s){{5, 5, 5}}, (vec3s){{-5, -5, -5}}); /* max corner first */

    static const bool expected[BOX_COUNT] = {false, false, true, true};
    for (int i = 0; i < BOX_COUNT; i++)
        sample_expect(ctx, isect_aabb_plane(s.boxes[i], s.plane) == expected[i],
                      "Expected aabb %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{0, -0.5f, 0}}, 35.0f, 25.0f, 24.0f);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < BOX_COUNT; i++)
        draw_aabb(ctx, s.boxes[i], isect_aabb_plane(s.boxes[i], s.plane) ? COLOR_HIT : COLOR_SHAPE);
    draw_plane(ctx, s.plane, 5.0f, COLOR_PLANE);
}

const sample sample_aabb_plane = {
    .id = "aabb-plane",
    .title = "AABB vs Plane",
    .description = "A box meets a plane when the distance s = n.c - d of its centre from the plane "
                   "is at most the radius r = e.abs(n) of the box projected onto the normal: "
                   "-r <= s <= r. Ericson, Real-Time Collision Detection, 5.2.3.",
    .initialize = initialize,
    .render = render,
};
