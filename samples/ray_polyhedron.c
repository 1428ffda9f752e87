/* Ray vs convex polyhedron — a convex polyhedron is where the halfspaces n_i . x <= d_i all
 * hold, so clip the ray p + t d against them one by one (Cyrus-Beck). Along the ray, plane i
 * reads t (n_i . d) <= d_i - n_i . p: when n_i . d < 0 the ray is entering, and t >= (d_i -
 * n_i . p) / (n_i . d) raises t_first; when n_i . d > 0 it is leaving, and that t lowers t_last;
 * when n_i . d = 0 it is parallel: inside that halfspace for all t, or never. Start with
 * [0, inf); the ray hits when t_first <= t_last. Ericson, Real-Time Collision Detection, 5.3.8.
 * The polyhedron is a box with one corner cut off; its edges are drawn from the planes alone.
 * Click or Tab picks a ray or the polyhedron; drag or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns it (a ray about its start, the polyhedron about the uncut box's centre); ',' and '.'
 * set the edge cases below. */
#include "ray_draw.h"

#include <stdio.h>
#include <string.h>

#define ITEMS 4           /* rays 0-3 */
#define POLYHEDRON ITEMS  /* the target, after them */
#define PLANE_COUNT 7

static const char *const plane_names[PLANE_COUNT] = {"x+", "x-", "y+", "y-", "z+", "z-", "cut"};

/* The box -1.5 <= x <= 1.5, 0 <= y <= 2, -1 <= z <= 1, cut by x + y + z <= 3 (unit normal
 * (1, 1, 1) / sqrt(3), offset 3 / sqrt(3), as isect_plane_from_normal gives them). Picked within
 * 1.2 of the uncut box's centre. */
#define CUT_BOX                                                                                      \
    {.kind = SHAPE_POLYHEDRON, .name = "planes", .size = 1.2f,                                       \
     .polyhedron = {{{{{1, 0, 0}}, 1.5f}, {{{-1, 0, 0}}, 1.5f}, {{{0, 1, 0}}, 2}, {{{0, -1, 0}}, 0},  \
                     {{{0, 0, 1}}, 1}, {{{0, 0, -1}}, 1},                                            \
                     {{{0.577350259f, 0.577350259f, 0.577350259f}}, 1.7320509f}},                    \
                    PLANE_COUNT, {{0, 1, 0}}}}

/* The scene as it starts; each name is its variable in copy-as-test. */
static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", 2.2f, 2.12f, 1.3f, -1, -0.3f, -0.5f),  /* enters through the cut, leaves through x- */
    SHAPE_RAY_FROM("ray1", 2.2f, -0.18f, 2.26f, -1, 0.4f, -0.3f), /* leaves x- before it enters z+ */
    SHAPE_RAY_FROM("ray2", 0.5f, 0.8f, -0.5f, -0.4f, 0.3f, 1),    /* starts inside, t_first = 0 */
    SHAPE_RAY_FROM("ray3", 2, 1, 1.5f, -1, 0, 0),                 /* parallel to z+, outside it */
    CUT_BOX,
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static const ray_target target = {.items = ITEMS, .kind = "polyhedron", .args = "planes, 7", .length = 3.0f,
                                  .draws_target = true /* with the edges of the planes explained in yellow */};

/* Edge cases (',' and '.'): the polyhedron as it starts and a ray (into ray 0); each also a
 * start-up check, with the exact t it hits at (-1: none to check). Rays in a face's plane have
 * n.d = 0 and distance 0: inside that halfspace, so they touch. */
static const scene_preset presets[] = {
    {"in the bottom plane y = 0", {CUT_BOX, SHAPE_RAY_FROM("ray0", -3, 0, 0, 1, 0, 0)}, true},
    {"0.001 below y = 0", {CUT_BOX, SHAPE_RAY_FROM("ray0", -3, -0.001f, 0, 1, 0, 0)}, false},
    {"along the top edge y = 2, z = 1", {CUT_BOX, SHAPE_RAY_FROM("ray0", -3, 2, 1, 1, 0, 0)}, true},
    {"starts inside: t_first = 0", {CUT_BOX, SHAPE_RAY_FROM("ray0", 0, 1, 0, 1, 0, 0)}, true},
    {"parallel to z+ and outside it", {CUT_BOX, SHAPE_RAY_FROM("ray0", 2, 1, 1.5f, -1, 0, 0)}, false},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {1.5f, -1, 1.5f, 0, -1};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, false, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    sample_set_view(ctx, (vec3s){{-2.6f, 1.0f, -1.2f}}, -30.0f, 25.0f, 8.5f);
}

/* The "why": the Cyrus-Beck loop for ray i (clip_halfspaces), plane by plane in the library's
 * order, keeping which plane set each bound, and stopping where the library stops: at a
 * parallel plane with p outside it, or as soon as t_first passes t_last. */
static void explain(sample_ctx *ctx, int i, const isect_plane *planes, int *in, int *out)
{
    isect_ray r = shapes[i].ray;
    char entering[128] = "", leaving[128] = "", parallel[128] = "";
    float t_first = 0, t_last = INFINITY;
    int stop = -1;          /* the plane that ended the loop, if any */
    bool outside = false;   /* it ended there as a parallel plane with p outside */
    float stop_dist = 0;
    *in = *out = -1;
    for (int k = 0; k < PLANE_COUNT && stop < 0; k++) {
        float denom = glms_vec3_dot(planes[k].n, r.d), dist = planes[k].d - glms_vec3_dot(planes[k].n, r.p);
        if (denom == 0) {
            if (!(dist >= 0)) {
                stop = k, outside = true, stop_dist = dist;
                break;
            }
            snprintf(parallel + strlen(parallel), sizeof parallel - strlen(parallel), " %s %s", plane_names[k],
                     HUD_SIGNED(dist, 0));
            continue;
        }
        float t = dist / denom;
        char *list = denom < 0 ? entering : leaving;
        snprintf(list + strlen(list), sizeof entering - strlen(list), " %s %s", plane_names[k], HUD_NUM(t, 0));
        if (denom < 0 && t > t_first) t_first = t, *in = k;
        if (denom > 0 && t < t_last) t_last = t, *out = k;
        if (t_first > t_last)
            stop = k;
    }
    sample_text(ctx, "ray %d entering (n·d < 0):%s", i, entering[0] ? entering : " none");
    sample_text(ctx, "leaving (n·d > 0):%s", leaving[0] ? leaving : " none");
    if (parallel[0])
        sample_text(ctx, "parallel, p inside (d - n·p ≥ 0):%s", parallel);
    if (outside) { /* the face that decides is marked and seen edge-on, from across n x d: the
                      ray runs beside its edge at full length, dist away */
        *in = stop, *out = -1;
        vec3s across = glms_vec3_normalize(glms_vec3_cross(planes[stop].n, r.d));
        draw_view_from(ctx, across.y < 0 || (across.y == 0 && across.z < 0) ? glms_vec3_negate(across) : across);
        sample_text(ctx, "%s: n·d = 0 and dist = d - n·p = %s < 0: parallel, p outside -> miss", plane_names[stop],
                    HUD_SIGNED(stop_dist, 0));
        return;
    }
    sample_text(ctx, "t_first = max(0, entering) = %s (%s)", HUD_NUM(t_first, t_last), *in < 0 ? "start" : plane_names[*in]);
    if (isinf(t_last)) /* no plane bounds it: the ray runs on inside */
        sample_text(ctx, "t_last = min(leaving): no leaving plane, unbounded");
    else
        sample_text(ctx, "t_last = min(leaving) = %s (%s)", HUD_NUM(t_last, t_first), plane_names[*out]);
    if (stop >= 0) {
        sample_text(ctx, "at %s: t_first > t_last -> miss (the planes after it are not tested)", plane_names[stop]);
        return;
    }
    float tf, tl;
    if (isect_ray_polyhedron_span(r, planes, PLANE_COUNT, &tf, &tl)) {
        if (isinf(tl))
            sample_text(ctx, "t_first ≤ t_last -> hit, from t = %s on", HUD_NUM(tf, 0));
        else
            sample_text(ctx, "t_first ≤ t_last -> hit, span [%s, %s]", HUD_NUM(tf, tl), HUD_NUM(tl, tf));
        if (*in < 0) { /* starts inside: seen from beside the ray, raised, so its start lies
                          inside a face's outline, clear of the edges, with its label beside it */
            vec3s side = glms_vec3_cross(r.d, (vec3s){{0, 1, 0}});
            side = glms_vec3_norm2(side) > 1e-6f ? glms_vec3_normalize(side) : draw_perpendicular(r.d);
            draw_view_from(ctx, glms_vec3_muladds((vec3s){{0, 1, 0}}, 0.35f, side));
        }
        draw_point(ctx, glms_vec3_muladds(r.d, tf, r.p), COLOR_NOTE);
        if (*in < 0)
            draw_label(ctx, r.p, COLOR_NOTE, "start t = 0");
        else
            draw_label(ctx, glms_vec3_muladds(r.d, tf, r.p), COLOR_NOTE, "in %s t = %s", plane_names[*in], HUD_NUM(tf, tl));
        if (isfinite(tl)) {
            draw_point(ctx, glms_vec3_muladds(r.d, tl, r.p), COLOR_NOTE);
            draw_label(ctx, glms_vec3_muladds(r.d, tl, r.p), COLOR_NOTE, "out %s t = %s", plane_names[*out], HUD_NUM(tl, tf));
        }
    } else { /* not reached: the loop above stops where the library misses */
        sample_text(ctx, "-> miss");
    }
}

static void render(sample_ctx *ctx)
{
    const isect_plane *planes = shapes[POLYHEDRON].polyhedron.planes;
    int in, out;
    explain(ctx, ray_draw_scene(ctx), planes, &in, &out);
    draw_shape_begin(ctx, &shapes[POLYHEDRON]);
    draw_polyhedron(ctx, planes, PLANE_COUNT, ray_draw_any_hits(ctx) ? COLOR_HIT : COLOR_SHAPE, in, out);
    draw_shape_end(ctx);
}

const sample sample_ray_polyhedron = {
    .id = "ray-polyhedron", .title = "Ray vs Polyhedron",
    .shows = "entering and leaving planes, t_first and t_last",
    .keywords = "raycast Cyrus-Beck clipping convex",
    .description = "Clip the ray to each face's halfspace n·x ≤ d (Cyrus-Beck): planes with "
                   "n·d < 0 raise t_first, planes with n·d > 0 lower t_last, parallel ones keep "
                   "all or nothing. The ray hits when t_first ≤ t_last. "
                   "Ericson, Real-Time Collision Detection, 5.3.8.",
    .initialize = initialize, .render = render,
};
