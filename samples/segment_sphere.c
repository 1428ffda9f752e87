/* Segment vs sphere — the segment's point nearest the centre c is q = a + t (b - a), t the
 * projection of c - a onto b - a clamped to [0, 1]; they meet when |c - q| <= r (Ericson,
 * Real-Time Collision Detection, 5.1.2 and 5.3.2). Yellow: q joined to c. */
#include "sample.h"

enum { SPHERE, SEGMENT0, SEGMENT1, COUNT };
static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere", 0, 1, 0, 1),
    SHAPE_SEGMENT_FROM("segment0", -2, 1.5f, 1, 2, 0.5f, 0.5f), /* cuts through */
    SHAPE_SEGMENT_FROM("segment1", 1, 2.5f, -2, 3, 2, 0),       /* passes above */
};
static shape shapes[COUNT];
/* Each preset sets segment 0 against the unit sphere at (0, 1, 0). */
static const scene_preset presets[] = {
    {"tangent at the top", {SHAPE_SEGMENT_FROM("segment0", -2, 2, 0, 2, 2, 0)}, true},
    {"0.001 above the top", {SHAPE_SEGMENT_FROM("segment0", -2, 2.001f, 0, 2, 2.001f, 0)}, false},
    {"ending on the surface", {SHAPE_SEGMENT_FROM("segment0", -3, 1, 0, -1, 1, 0)}, true},
    {"ending 0.001 short", {SHAPE_SEGMENT_FROM("segment0", -3, 1, 0, -1.001f, 1, 0)}, false},
    {"wholly inside", {SHAPE_SEGMENT_FROM("segment0", -0.25f, 1, 0, 0.25f, 1, 0)}, true},
    {"zero length on the surface", {SHAPE_SEGMENT_FROM("segment0", 1, 1, 0, 1, 1, 0)}, true},
};

static const scene_pair pairs[] = {{"segment0", "sphere", true}, {"segment1", "sphere", false}};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SEGMENT0);
    sample_set_view(ctx, (vec3s){{0, 1, 0}}, 20.0f, 20.0f, 9.0f);
}

static void render(sample_ctx *ctx)
{
    isect_sphere s = shapes[SPHERE].sphere;
    sample_draw_scene(ctx, 0.5f);
    for (int i = SEGMENT0; i < COUNT; i++) {
        if (!sample_in_preset(ctx, i)) /* a preset's ghost is not explained */
            continue;
        vec3s q = isect_closest_point_segment(s.c, shapes[i].segment);
        draw_line(ctx, q, s.c, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "q%d", i - SEGMENT0);
        float dist = glms_vec3_distance(q, s.c);
        if (dist > 0) /* seen exactly across c - q, q lies on the outline: a 0.001 gap shows as one */
            draw_view_edge_on(ctx, glms_vec3_scale(glms_vec3_sub(q, s.c), 1.0f / dist));
        sample_text(ctx, "segment %d: |c - q| = %s, r = %s -> %s", i - SEGMENT0, HUD_NUM(dist, s.r), HUD_NUM(s.r, dist),
                    sample_meets_any(ctx, i) ? "|c - q| ≤ r: they meet" : "|c - q| > r: apart");
    }
}

const sample sample_segment_sphere = {
    .id = "segment-sphere", .title = "Segment vs Sphere",
    .shows = "each segment's point nearest the centre",
    .keywords = "distance closest",
    .description = "A segment meets a sphere when its point q nearest the centre c is within the "
                   "radius: |c - q| ≤ r. Ericson, Real-Time Collision Detection, 5.1.2, 5.3.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_segment_sphere", pairs),
    .initialize = initialize, .render = render,
};
