/* Capsule vs plane — the signed distance from the plane dot(n, x) = d runs linearly along the
 * axis, from da = n.a - d at one end to db = n.b - d at the other, so the capsule spans
 * [min(da, db) - r, max(da, db) + r] along n. It meets the plane when that span holds 0:
 *     min(da, db) <= r  and  max(da, db) >= -r,
 * the nearer end within r of the plane or the ends on opposite sides (Ericson, Real-Time
 * Collision Detection, 4.5.1, with the signed distance of 5.2.2). Yellow: each end's
 * perpendicular to the plane, labelled with its signed distance. */
#include "sample.h"

enum { CAPSULE0, CAPSULE1, CAPSULE2, PLANE, COUNT, CAPSULE_COUNT = PLANE };
#define FLOOR {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}, .size = 9.0f}
static const shape start[COUNT] = {
    SHAPE_CAPSULE_FROM("capsule0", -3, -0.6f, 0.5f, -1, 1.4f, -0.5f, 0.4f), /* ends on both sides */
    SHAPE_CAPSULE_FROM("capsule1", 0, 0.8f, 1, 2, 0.9f, 1, 0.5f),           /* lying just above */
    SHAPE_CAPSULE_FROM("capsule2", 2.5f, 0.5f, -1, 2.5f, 2.5f, -1, 0.5f),    /* standing on its cap */
    FLOOR,
};
static shape shapes[COUNT];
/* Each preset puts the floor y = 0 back and sets capsule 0. */
#define CAPSULE0_FROM(AX, AY, AZ, BX, BY, BZ, R) SHAPE_CAPSULE_FROM("capsule0", AX, AY, AZ, BX, BY, BZ, R)
static const scene_preset presets[] = {
    {"lying on the plane", {FLOOR, CAPSULE0_FROM(-1, 0.5f, 0, 1, 0.5f, 0, 0.5f)}, true},
    {"lying 0.001 above", {FLOOR, CAPSULE0_FROM(-1, 0.501f, 0, 1, 0.501f, 0, 0.5f)}, false},
    {"standing on its cap", {FLOOR, CAPSULE0_FROM(0, 0.5f, 0, 0, 2.5f, 0, 0.5f)}, true},
    {"tilted, lower cap 0.001 above", {FLOOR, CAPSULE0_FROM(0, 0.501f, 0, 1, 2.5f, 0, 0.5f)}, false},
    {"ends on both sides: da < 0 < db", {FLOOR, CAPSULE0_FROM(0, -1, 0, 1, 2, 0, 0.25f)}, true},
    {"wholly below: the plane, not the halfspace", {FLOOR, CAPSULE0_FROM(-1, -1, 0, 1, -1, 0, 0.5f)}, false},
    {"r = 0: a segment lying in the plane", {FLOOR, CAPSULE0_FROM(-1, 0, 0, 1, 0, 0, 0)}, true},
};

static const scene_pair pairs[] = {{"capsule0", "plane", true}, {"capsule1", "plane", false}, {"capsule2", "plane", true}};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, CAPSULE0);
    sample_set_view(ctx, (vec3s){{-1.2f, 1.6f, 0}}, 15.0f, 20.0f, 12.0f);
}

/* The why for capsule i: each end's signed distance, and the branch that decides. */
static void explain(sample_ctx *ctx, int i)
{
    isect_capsule c = shapes[i].capsule;
    isect_plane plane = shapes[PLANE].plane;
    float da = isect_plane_distance(plane, c.axis.a), db = isect_plane_distance(plane, c.axis.b);
    float lo = fminf(da, db), hi = fmaxf(da, db);
    draw_line(ctx, c.axis.a, isect_closest_point_plane(c.axis.a, plane), COLOR_NOTE);
    draw_line(ctx, c.axis.b, isect_closest_point_plane(c.axis.b, plane), COLOR_NOTE);
    draw_label(ctx, c.axis.a, COLOR_NOTE, "da = %s", HUD_SIGNED(da, da == lo ? c.r : -c.r));
    draw_label(ctx, c.axis.b, COLOR_NOTE, "db = %s", HUD_SIGNED(db, db == lo ? c.r : -c.r));
    /* Seen 10 degrees above the plane, across the axis: da, db and r stand at full length on
     * the plane's edge (a segment lying in the plane, r = 0, is left to the view from above). */
    vec3s across = glms_vec3_cross(plane.n, glms_vec3_sub(c.axis.b, c.axis.a));
    across = glms_vec3_norm2(across) > 1e-6f ? across : draw_perpendicular(plane.n);
    /* Framing keeps 0.6 beyond the capsule's box in view (at least 1 beyond its axis), so the
     * plane shows around the capsule and the gap under it, not a capsule filling the window. */
    vec3s low = glms_vec3_minv(c.axis.a, c.axis.b), high = glms_vec3_maxv(c.axis.a, c.axis.b);
    float margin = fmaxf(c.r + 0.6f, 1.0f);
    draw_keep_in_view(ctx, glms_vec3_subs(low, margin));
    draw_keep_in_view(ctx, glms_vec3_adds(high, margin));
    if (c.r > 0)
        draw_view_from_side(ctx, across, plane.n, 10.0f, (vec3s){{0.38f, 0.42f, 0.82f}}); /* the start view's side */
    if (lo > c.r)
        sample_text(ctx, "capsule %d: min(da, db) = %s > r = %s: wholly in front, apart", i, HUD_SIGNED(lo, c.r),
                    HUD_NUM(c.r, lo));
    else if (hi < -c.r)
        sample_text(ctx, "capsule %d: max(da, db) = %s < -r = %s: wholly behind, apart", i, HUD_SIGNED(hi, -c.r),
                    HUD_SIGNED(-c.r, hi));
    else
        sample_text(ctx, "capsule %d: min(da, db) = %s ≤ r and max(da, db) = %s ≥ -r (r = %s): they meet", i,
                    HUD_SIGNED(lo, c.r), HUD_SIGNED(hi, -c.r), HUD_NUM(c.r, lo));
}

const sample sample_capsule_plane = {
    .id = "capsule-plane", .title = "Capsule vs Plane",
    .shows = "the signed distances da, db of the axis ends",
    .keywords = "swept sphere",
    .description = "A capsule meets a plane when the span of its axis' signed distances, widened by "
                   "r, holds 0: min(da, db) ≤ r and max(da, db) ≥ -r. "
                   "Ericson, Real-Time Collision Detection, 4.5.1 and 5.2.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_capsule_plane", pairs),
    .initialize = initialize, .explain = explain,
};
