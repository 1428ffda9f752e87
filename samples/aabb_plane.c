/* AABB vs plane — project the box's half-extents e onto the plane normal: the box's shadow on
 * the normal is an interval of radius r = e·|n| about its centre c. The box meets the plane when
 * the centre's signed distance s = n·c − d is no more than that: |s| <= r.
 * Ericson, Real-Time Collision Detection, 5.2.3. The scene is the source document's
 * AABBPlaneIntersection sample; Tab picks a box, W/A/S/D/Q/E move it. */
#include "sample.h"

#define BOX_COUNT 4

static struct {
    isect_plane plane;
    isect_aabb boxes[BOX_COUNT];
    int selected;
} s;

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0.5f}}, 0);
    s.boxes[0] = isect_aabb_from_corners((vec3s){{-2, -2, -2}}, (vec3s){{-1, -1, -1}});
    s.boxes[1] = isect_aabb_from_corners((vec3s){{2, 1, 2}}, (vec3s){{4, 3, 4}});
    s.boxes[2] = isect_aabb_from_corners((vec3s){{1, 0, 1}}, (vec3s){{0, -1, 0}});   /* max corner first */
    s.boxes[3] = isect_aabb_from_corners((vec3s){{5, 5, 5}}, (vec3s){{-5, -5, -5}}); /* max corner first */
    s.selected = 2;

    static const bool expected[BOX_COUNT] = {false, false, true, true};
    for (int i = 0; i < BOX_COUNT; i++)
        sample_expect(ctx, isect_aabb_plane(s.boxes[i], s.plane) == expected[i],
                      "Expected aabb %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");

    /* Past the document: the unit box's corner (0,0,0) lies on the plane, so it touches it (closed
     * shapes); lifted by 0.001 it is just apart. */
    isect_aabb touching = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    isect_aabb apart = isect_aabb_from_corners((vec3s){{0, 0.001f, 0}}, (vec3s){{1, 1.001f, 1}});
    sample_expect(ctx, isect_aabb_plane(touching, s.plane), "Expected the touching box to intersect the plane");
    sample_expect(ctx, !isect_aabb_plane(apart, s.plane), "Expected the box 0.001 above to not intersect the plane");

    sample_set_view(ctx, (vec3s){{-1.0f, 0.0f, 1.0f}}, 35.0f, 22.0f, 18.0f);
}

/* The "why" for one box: its centre, the interval [c - r n, c + r n] it covers along the normal
 * (yellow), the corner that reaches farthest along n, and the perpendicular s down to the plane. */
static void explain(sample_ctx *ctx, isect_aabb box)
{
    vec3s c = glms_vec3_scale(glms_vec3_add(box.min, box.max), 0.5f);
    vec3s e = glms_vec3_sub(box.max, c);
    float r = glms_vec3_dot(e, glms_vec3_abs(s.plane.n));
    float dist = isect_plane_distance(s.plane, c);
    vec3s n = s.plane.n;
    vec3s corner = {{c.x + (n.x >= 0 ? e.x : -e.x), c.y + (n.y >= 0 ? e.y : -e.y), c.z + (n.z >= 0 ? e.z : -e.z)}};
    vec3s foot = glms_vec3_muladds(n, -dist, c);

    draw_line(ctx, glms_vec3_muladds(n, -r, c), glms_vec3_muladds(n, r, c), COLOR_NOTE);
    draw_line(ctx, c, corner, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, c, COLOR_NOTE, "c");
    draw_label(ctx, glms_vec3_muladds(n, r, c), COLOR_NOTE, "r");
    draw_label(ctx, foot, COLOR_NOTE, "s");
    sample_text(ctx, "box %d: s = %.3f, r = %.3f  ->  %s", s.selected, dist, r,
                fabsf(dist) <= r ? "-r <= s <= r: they meet" : "|s| > r: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < BOX_COUNT; i++)
        draw_aabb(ctx, s.boxes[i], isect_aabb_plane(s.boxes[i], s.plane) ? COLOR_HIT : COLOR_SHAPE);
    draw_plane(ctx, s.plane, 5.0f, COLOR_PLANE);

    isect_aabb *box = &s.boxes[s.selected];
    draw_marker(ctx, glms_vec3_scale(glms_vec3_add(box->min, box->max), 0.5f), 0.5f);
    explain(ctx, *box);
}

static void key(sample_ctx *ctx, int key)
{
    isect_aabb *box = &s.boxes[s.selected];
    vec3s c = glms_vec3_scale(glms_vec3_add(box->min, box->max), 0.5f), moved = c;
    if (key == SAMPLE_KEY_TAB)
        s.selected = (s.selected + 1) % BOX_COUNT;
    else if (sample_move(ctx, key, &moved, 0.1f)) {
        vec3s step = glms_vec3_sub(moved, c);
        *box = (isect_aabb){glms_vec3_add(box->min, step), glms_vec3_add(box->max, step)};
    }
}

const sample sample_aabb_plane = {
    .id = "aabb-plane",
    .shows = "for the selected box: centre c, its projection radius r along the normal, the distance s",
    .title = "AABB vs Plane",
    .description = "A box meets a plane when the distance s = n.c - d of its centre from the plane "
                   "is at most the radius r = e.abs(n) of the box projected onto the normal: "
                   "-r <= s <= r. Ericson, Real-Time Collision Detection, 5.2.3.",
    .initialize = initialize,
    .render = render,
    .key = key,
};
