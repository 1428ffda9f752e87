/* Sphere vs capsule — the capsule is every point within rc of its axis segment, so the sphere
 * meets it when its centre c comes within rs + rc of the axis: with q the axis point nearest to
 * c (the segment's closest point, Ericson 5.1.2: the projection of c onto the axis, clamped to
 * its ends), |c - q| <= rs + rc. Ericson, Real-Time Collision Detection, 4.5.1. Yellow: q
 * joined to each sphere's centre. */
#include "sample.h"

enum { CAPSULE, SPHERE0, SPHERE1, SPHERE2, COUNT };
#define START_CAPSULE SHAPE_CAPSULE_FROM("capsule", -2, 1, 0, 2, 1, 0, 0.5f)
static const shape start[COUNT] = {
    START_CAPSULE,
    SHAPE_SPHERE_AT("sphere0", 0.5f, 2.2f, 0.5f, 0.9f), /* over the middle, meets */
    SHAPE_SPHERE_AT("sphere1", 3.6f, 2.4f, 0, 0.6f),    /* past end b, apart */
    SHAPE_SPHERE_AT("sphere2", -1, 1, 2.2f, 0.8f),      /* beside it, apart */
};
static shape shapes[COUNT];
/* Each preset puts the capsule back and sets sphere 0 (or both). */
static const scene_preset presets[] = {
    {"touching the side", {START_CAPSULE, SHAPE_SPHERE_AT("sphere0", 0, 2.5f, 0, 1)}, true},
    {"0.001 off the side", {START_CAPSULE, SHAPE_SPHERE_AT("sphere0", 0, 2.501f, 0, 1)}, false},
    {"touching the end cap", {START_CAPSULE, SHAPE_SPHERE_AT("sphere0", 4, 1, 0, 1.5f)}, true},
    {"0.001 off the end cap", {START_CAPSULE, SHAPE_SPHERE_AT("sphere0", 4.001f, 1, 0, 1.5f)}, false},
    {"r = 0: a point on the surface", {START_CAPSULE, SHAPE_SPHERE_AT("sphere0", 0, 1.5f, 0, 0)}, true},
    {"a = b: the capsule is a sphere",
     {SHAPE_CAPSULE_FROM("capsule", 0, 1, 0, 0, 1, 0, 0.5f), SHAPE_SPHERE_AT("sphere0", 2, 1, 0, 1.5f)}, true},
};

static const scene_pair pairs[] = {{"sphere0", "capsule", true}, {"sphere1", "capsule", false}, {"sphere2", "capsule", false}};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SPHERE0);
    sample_set_view(ctx, (vec3s){{-0.2f, 2.2f, 0.4f}}, 20.0f, 25.0f, 11.0f);
}

static void render(sample_ctx *ctx)
{
    isect_capsule capsule = shapes[CAPSULE].capsule;
    sample_draw_scene(ctx, 0.5f);
    for (int i = SPHERE0; i < COUNT; i++) {
        if (!sample_in_preset(ctx, i)) /* a preset's ghost is not explained */
            continue;
        isect_sphere s = shapes[i].sphere;
        vec3s q = isect_closest_point_segment(s.c, capsule.axis);
        float dist = glms_vec3_distance(q, s.c);
        draw_line(ctx, q, s.c, COLOR_NOTE);
        draw_view_edge_on(ctx, glms_vec3_sub(s.c, q)); /* the gap q..c seen from its side */
        draw_point(ctx, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "q%d", i - SPHERE0);
        /* Which part of the axis q is: an end where the projection (c - a)·(b - a) is clamped */
        vec3s ab = glms_vec3_sub(capsule.axis.b, capsule.axis.a);
        float along = glms_vec3_dot(glms_vec3_sub(s.c, capsule.axis.a), ab);
        bool point = glms_vec3_eqv(capsule.axis.a, capsule.axis.b); /* a = b: the library's sphere-sphere */
        sample_text(ctx, "sphere %d: %s|c - q| = %s %s rs + rc = %s", i - SPHERE0,
                    point                            ? "a = b, the capsule is the sphere about a (as sphere-sphere), q = a: "
                    : along <= 0                     ? "c behind end a, q = a: "
                    : along >= glms_vec3_dot(ab, ab) ? "c past end b, q = b: "
                                                     : "",
                    HUD_NUM(dist, s.r + capsule.r), sample_meets_any(ctx, i) ? "≤" : ">", HUD_NUM(s.r + capsule.r, dist));
    }
}

const sample sample_sphere_capsule = {
    .id = "sphere-capsule", .title = "Sphere vs Capsule",
    .shows = "each centre's nearest point q on the axis",
    .keywords = "distance closest swept sphere",
    .description = "A sphere meets a capsule when its centre c lies within rs + rc of the axis: "
                   "|c - q| ≤ rs + rc, q the axis point nearest to c. "
                   "Ericson, Real-Time Collision Detection, 4.5.1 and 5.1.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_capsule", pairs),
    .initialize = initialize, .render = render,
};
