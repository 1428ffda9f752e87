/* Segment vs sphere — the segment's point q nearest the centre c is within r (Ericson,
 * Real-Time Collision Detection, 5.1.2 and 5.3.2). With m = a - c and d = b - a, the library
 * (isect_segment_sphere) asks it in three steps: |m| <= r, a is in the sphere; else m.d >= 0, a
 * itself is q (a miss); else q is the line's point at s = -m.d / d.d, at |m + s d| from c, or b
 * where s > 1. Yellow: q joined to c. */
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
    sample_set_view(ctx, (vec3s){{-1.2f, 2.3f, 0}}, 20.0f, 20.0f, 9.0f); /* the shapes below and right of the HUD text */
}

/* The why for segment i, in isect_segment_sphere's order (its squares, as distances). */
static void explain(sample_ctx *ctx, int i, isect_sphere sphere)
{
    isect_segment g = shapes[i].segment;
    vec3s m = glms_vec3_sub(g.a, sphere.c), d = glms_vec3_sub(g.b, g.a);
    float r = sphere.r, ma = glms_vec3_norm(m), md = glms_vec3_dot(m, d);
    int n = i - SEGMENT0;
    if (ma <= r) {
        sample_text(ctx, "segment %d: |m| = %s ≤ r = %s: a in or on the sphere -> hit at t = 0", n, HUD_NUM(ma, r),
                    HUD_NUM(r, ma));
        return;
    }
    if (!(md < 0)) {
        sample_text(ctx, "segment %d: |m| = %s > r = %s, m·d = %s ≥ 0: q = a -> miss", n, HUD_NUM(ma, r), HUD_NUM(r, ma),
                    HUD_SIGNED(md, 0));
        return;
    }
    float s = -md / glms_vec3_dot(d, d), line = glms_vec3_norm(glms_vec3_muladds(d, s, m));
    sample_text(ctx, "segment %d: |m| = %s > r = %s, m·d < 0: s = -m·d / d·d = %s", n, HUD_NUM(ma, r), HUD_NUM(r, ma),
                HUD_NUM(s, 1));
    if (line > r) {
        sample_text(ctx, "  |m + s d| = %s > r: the line passes outside -> miss", HUD_NUM(line, r));
    } else if (s > 1) {
        float end = glms_vec3_distance(g.b, sphere.c);
        sample_text(ctx, "  |m + s d| = %s ≤ r, s > 1: q = b, |b - c| = %s %s r -> %s", HUD_NUM(line, r),
                    HUD_NUM(end, r), end <= r ? "≤" : ">", end <= r ? "hit" : "miss");
    } else {
        sample_text(ctx, "  |m + s d| = %s ≤ r, s ≤ 1: q on the line -> hit", HUD_NUM(line, r));
    }
}

static void render(sample_ctx *ctx)
{
    isect_sphere s = shapes[SPHERE].sphere;
    sample_draw_scene(ctx, 0.5f);
    for (int i = SEGMENT0; i < COUNT; i++) {
        if (!sample_in_preset(ctx, i)) /* a preset's ghost is not explained */
            continue;
        vec3s q = isect_closest_point_segment(s.c, shapes[i].segment);
        float dist = glms_vec3_distance(q, s.c);
        draw_line(ctx, q, s.c, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "q%d", i - SEGMENT0);
        if (dist > 0) /* seen exactly across c - q, q lies on the outline: a 0.001 gap shows as one */
            draw_view_edge_on(ctx, glms_vec3_scale(glms_vec3_sub(q, s.c), 1.0f / dist));
        explain(ctx, i, s);
    }
}

const sample sample_segment_sphere = {
    .id = "segment-sphere", .title = "Segment vs Sphere",
    .shows = "each segment's point nearest the centre",
    .keywords = "distance closest",
    .description = "A segment meets a sphere when its point q nearest the centre c is within r. "
                   "With m = a - c, d = b - a: q = a when m·d ≥ 0, else the line's point at "
                   "s = -m·d / d·d, or b when s > 1. Ericson, Real-Time Collision Detection, "
                   "5.1.2, 5.3.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_segment_sphere", pairs),
    .initialize = initialize, .render = render,
};
