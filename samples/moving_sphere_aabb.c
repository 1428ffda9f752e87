/* Moving sphere vs AABB — the ball's centre moves from c to c + v; the ball meets the box when
 * that path enters the box grown by r with its edges and corners rounded. First the path
 * against the box grown by r on every side (a slab test): where it enters through a face region
 * (outside the box on one axis) that is the time of impact; in an edge region (outside on two
 * axes) the capsule of radius r about that edge decides, in a corner region (three) the capsules
 * of the three edges at that corner. A ball already within r meets it at t = 0. Ericson,
 * Real-Time Collision Detection, 5.5.7. Yellow: the grown box, its entry, the deciding capsules. */
#include "sample.h"

enum { BALL, BOX, COUNT };
#define BOX_AT(X0, Y0, Z0, X1, Y1, Z1) SHAPE_AABB_FROM("box", X0, Y0, Z0, X1, Y1, Z1)
static const shape start[COUNT] = {
    SHAPE_SPHERE_MOVING("ball", 3.2f, 4.2f, 2.0f, 0.7f, -4.0f, -3.0f, -2.0f),
    BOX_AT(-1, 0, -1, 1, 2, 1),
};
static shape shapes[COUNT];
static const scene_pair pairs[] = {{"ball", "box", true}};

#define BALL_AT(X, Y, Z, R, VX, VY, VZ) SHAPE_SPHERE_MOVING("ball", X, Y, Z, R, VX, VY, VZ)
#define BOX_PUT_BACK BOX_AT(-1, 0, -1, 1, 2, 1)
static const scene_preset presets[] = {
    {"touching at t = 1 exactly: the top face", {BOX_PUT_BACK, BALL_AT(0, 5, 0, 1, 0, -2, 0)}, true},
    {"0.001 short of touching at t = 1", {BOX_PUT_BACK, BALL_AT(0, 5.001f, 0, 1, 0, -2, 0)}, false},
    {"grazing: along the top at d = r, the edge decides", {BOX_PUT_BACK, BALL_AT(-4, 3, 0, 1, 8, 0, 0)}, true},
    {"starting in contact: t = 0", {BOX_PUT_BACK, BALL_AT(0, 2.5f, 0, 1, 1, 1, 0)}, true},
    {"parallel motion along the top, 0.001 above", {BOX_PUT_BACK, BALL_AT(-4, 3.001f, 0, 1, 8, 0, 0)}, false},
    {"v = 0, apart", {BOX_PUT_BACK, BALL_AT(0, 4, 0, 1, 0, 0, 0)}, false},
    {"too fast for its radius: through a thin wall", {BOX_AT(0, 0, -1.5f, 0.125f, 2, 1.5f), BALL_AT(-4, 1, 0, 0.25f, 8, 0, 0)}, true},
    {"onto an edge: its capsule", {BOX_PUT_BACK, BALL_AT(3, 4, 0, 1, -4, -4, 0)}, true},
    {"onto a corner: three capsules", {BOX_PUT_BACK, BALL_AT(3, 4, 3, 1, -4, -4, -4)}, true},
    {"past a corner: in the grown box, outside the capsules", {BOX_PUT_BACK, BALL_AT(2.5f, 4, 1.5f, 1, -2, -4, 2)}, false},
};
/* -1: a miss; the edge: |c - (1, 2, 0)| = 2 sqrt2 closing along the diagonal by 4 sqrt2 a step,
 * so t = (2 sqrt2 - 1) / (4 sqrt2); the corner likewise with sqrt3. */
static const float impact_t[] = {1, -1, 0.375f, 0, -1, -1, 0.46875f, 0.5f - 0.25f / GLM_SQRT2f, 0.5f - 0.25f / 1.7320508f, -1};

static void initialize(sample_ctx *ctx)
{
    sample_set_view(ctx, (vec3s){{0.5f, 4.6f, 0.5f}}, 30.0f, 20.0f, 15.0f);
}

static vec3s corner(isect_aabb b, int mask) /* max on the axes whose bit is set (x 1, y 2, z 4) */
{
    return (vec3s){{mask & 1 ? b.max.x : b.min.x, mask & 2 ? b.max.y : b.min.y, mask & 4 ? b.max.z : b.min.z}};
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    isect_sphere s = shapes[BALL].sphere;
    vec3s v = shapes[BALL].motion, grow = {{s.r, s.r, s.r}};
    isect_aabb b = shapes[BOX].aabb, grown = {glms_vec3_sub(b.min, grow), glms_vec3_add(b.max, grow)};
    isect_hit hit, entry;
    bool meets = isect_moving_sphere_aabb(s, v, b, &hit);
    if (meets && hit.t == 0) { /* the static test (isect_sphere_aabb) already holds */
        float dist = glms_vec3_distance(s.c, isect_closest_point_aabb(s.c, b));
        sample_text(ctx, "at the start: dist(c, box) = %s ≤ r = %s: touching, t = 0", HUD_NUM(dist, s.r), HUD_NUM(s.r, dist));
        return;
    }
    if (!meets && sample_explain_still(ctx, v)) { /* the static test's quantity */
        vec3s q = isect_closest_point_aabb(s.c, b);
        float dist = glms_vec3_distance(s.c, q);
        draw_line(ctx, s.c, q, COLOR_NOTE);
        sample_text(ctx, "  dist(c, box) = %s > r = %s", HUD_NUM(dist, s.r), HUD_NUM(s.r, dist));
        return;
    }
    draw_aabb(ctx, grown, COLOR_GHOST);
    if (!isect_segment_aabb((isect_segment){s.c, glms_vec3_add(s.c, v)}, grown, &entry)) {
        float at;
        float nearest = sample_path_box_distance(s.c, v, b, &at);
        vec3s on_path = glms_vec3_muladds(v, at, s.c);
        draw_line(ctx, on_path, isect_closest_point_aabb(on_path, b), COLOR_NOTE); /* the gap r misses by */
        sample_text(ctx, "the path misses the box grown by r: nearest to the box %s > r = %s, no contact",
                    HUD_NUM(nearest, s.r), HUD_NUM(s.r, nearest));
        return;
    }
    int below = 0, above = 0; /* the axes the entry lies outside the box on, as the library finds them */
    for (int k = 0; k < 3; k++)
        below |= (entry.point.raw[k] < b.min.raw[k]) << k, above |= (entry.point.raw[k] > b.max.raw[k]) << k;
    int outside = below | above, axes = (outside & 1) + (outside >> 1 & 1) + (outside >> 2);
    static const char *const region[4] = {"a face", "a face", "an edge", "a corner"};
    draw_point(ctx, entry.point, COLOR_NOTE);
    if (axes >= 2) /* in a face region the entry is the centre at impact, labelled t by the framework */
        draw_label(ctx, entry.point, COLOR_NOTE, "enters grown box");
    sample_text(ctx, "the path enters the box grown by r at t = %s%s, outside the box on %d ax%cs: %s region",
                HUD_NUM(entry.t, meets ? hit.t : 1), axes >= 2 ? "" : " (the yellow dot)", axes,
                axes == 1 ? 'i' : 'e', region[axes]);
    float nearest = INFINITY; /* the path's closest approach to the deciding edges */
    vec3s near_path = s.c, near_edge = s.c;
    if (axes >= 2) /* the edge's capsule, or the three at the corner */
        for (int bit = 1; bit < 8; bit <<= 1)
            if (axes == 3 || !(outside & bit)) {
                isect_segment edge = {corner(b, above), corner(b, above ^ bit)};
                draw_capsule(ctx, (isect_capsule){edge, s.r}, COLOR_NOTE);
                vec3s on_path, on_edge;
                float d = sqrtf(isect_closest_segment_segment((isect_segment){s.c, glms_vec3_add(s.c, v)}, edge, &on_path, &on_edge));
                if (d < nearest)
                    nearest = d, near_path = on_path, near_edge = on_edge;
            }
    if (!meets) {
        draw_line(ctx, near_path, near_edge, COLOR_NOTE); /* the path's nearest to the edges */
        sample_text(ctx, "the path misses %s: nearest to %s %s > r = %s, no contact",
                    axes == 3 ? "the three capsules at the corner" : "the edge's capsule", axes == 3 ? "the edges" : "the edge",
                    HUD_NUM(nearest, s.r), HUD_NUM(s.r, nearest));
    } else if (axes <= 1)
        sample_text(ctx, "a face region: the grown box is the sum there, t = %s", HUD_NUM(hit.t, 0));
    else
        sample_text(ctx, "the %s decide%s: t = %s", axes == 3 ? "three capsules at the corner" : "edge's capsule",
                    axes == 3 ? "" : "s", HUD_NUM(hit.t, entry.t));
}

const sample sample_moving_sphere_aabb = {
    .id = "moving-sphere-aabb", .title = "Moving Sphere vs AABB",
    .shows = "the box grown by r, the region the path enters it in (face, edge, corner) and the edge capsules that decide",
    .keywords = "swept continuous time of impact TOI sweep box Minkowski",
    .description = "The ball first touches the box when its centre's path enters the box grown by r "
                   "with rounded edges: a slab test against the grown box, then, where it enters in "
                   "an edge or corner region, the capsules about that edge or the three at that "
                   "corner. Ericson, Real-Time Collision Detection, 5.5.7.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_sphere_aabb", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .render = render,
};
