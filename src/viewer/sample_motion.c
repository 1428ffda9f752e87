/* The framework's side of moving shapes (Ericson 5.5; scene.h's shape.motion): the time on
 * screen, t_now, played over the step and scrubbed by keys; each moving shape's end pose, sweep,
 * displacement arrow and handle; its pose at the time of impact and at t_now. A sample declares
 * shapes that move (.moves, .motion) and names a moving test (sample_test): the rest is here. */
#include <math.h>
#include <string.h>

#include "camera.h"
#include "log.h"
#include "sample_ctx.h"

#define SWEEP_SECONDS 3.0f /* t_now from 0 to 1 */
#define HOLD_IMPACT 0.75f  /* seconds the animation stops at the first impact */
#define HOLD_END 0.5f      /* and at t = 1, before it starts over */
#define HANDLE_RADIUS 0.12f

bool sample_has_motion(const sample_ctx *ctx)
{
    for (int i = 0; sample_has_scene(ctx) && i < ctx->scene.count; i++)
        if (ctx->scene.shapes[i].moves)
            return true;
    return false;
}

float sample_time(const sample_ctx *ctx)
{
    return ctx->scene.t_now;
}

/* Pair k's shapes and, when the test is a moving one and they meet in the step, its impact. */
static bool pair_impact(const sample_ctx *ctx, int k, const shape **a, const shape **b, isect_hit *hit)
{
    const scene *s = &ctx->scene;
    *a = scene_find(s, s->pairs[k].a), *b = scene_find(s, s->pairs[k].b);
    return s->motion.impact && *a && *b && (*a)->kind == s->test.a && (*b)->kind == s->test.b &&
           s->motion.impact(*a, *b, hit);
}

/* The earliest impact of any pair, for the animation to stop at. */
static bool first_impact(const sample_ctx *ctx, float *t)
{
    bool any = false;
    for (int k = 0; k < ctx->scene.pair_count; k++) {
        const shape *a, *b;
        isect_hit hit;
        if (pair_impact(ctx, k, &a, &b, &hit) && (!any || hit.t < *t))
            *t = hit.t, any = true;
    }
    return any;
}

bool sample_touches_at_start(const sample_ctx *ctx, int i)
{
    const char *name = ctx->scene.shapes[i].name;
    for (int k = 0; k < ctx->scene.pair_count; k++) {
        const shape *a, *b;
        isect_hit hit;
        bool involved = strcmp(ctx->scene.pairs[k].a, name) == 0 || strcmp(ctx->scene.pairs[k].b, name) == 0;
        if (involved && pair_impact(ctx, k, &a, &b, &hit) && hit.t == 0)
            return true;
    }
    return false;
}

/* The animation: t_now runs 0 -> 1 in SWEEP_SECONDS, waits at the first impact and at the end,
 * then starts over. Called for every frame the app is not paused (P; O steps one frame). */
void sample_advance_motion(sample_ctx *ctx, float dt)
{
    scene *s = &ctx->scene;
    if (!sample_has_motion(ctx))
        return;
    if (s->hold > 0) {
        s->hold -= dt;
        return;
    }
    if (s->t_now >= 1) {
        s->t_now = 0;
        return;
    }
    float next = s->t_now + dt / SWEEP_SECONDS, impact = 0;
    if (first_impact(ctx, &impact) && s->t_now < impact && next >= impact)
        next = impact, s->hold = HOLD_IMPACT;
    if (next >= 1)
        next = 1, s->hold = fmaxf(s->hold, HOLD_END);
    s->t_now = next;
}

bool sample_do_scrub(sample_ctx *ctx, float step)
{
    if (!sample_has_motion(ctx))
        return false;
    ctx->scene.t_now = fminf(fmaxf(ctx->scene.t_now + step, 0.0f), 1.0f);
    ctx->scene.hold = 0;
    return true;
}

/* Each moving shape's handle: a small sphere at its end pose's centre, picked as the shape's
 * index + SAMPLE_PICK_MOTION (smaller than the shapes, so it wins where they overlap). */
void sample_pick_motion(sample_ctx *ctx)
{
    for (int i = 0; i < ctx->scene.count; i++) {
        const shape *sh = &ctx->scene.shapes[i];
        if (sh->moves)
            sample_pick_sphere(ctx, SAMPLE_PICK_MOTION + i,
                               (isect_sphere){glms_vec3_add(shape_centre(sh), sh->motion), 2.5f * HANDLE_RADIUS});
    }
}

/* The corners of a box (8) or the corners of a triangle or polygon; 0 for other kinds. */
static int corners_of(const shape *sh, vec3s *out)
{
    switch (sh->kind) {
    case SHAPE_AABB:
        for (int k = 0; k < 8; k++)
            out[k] = (vec3s){{k & 1 ? sh->aabb.max.x : sh->aabb.min.x, k & 2 ? sh->aabb.max.y : sh->aabb.min.y,
                              k & 4 ? sh->aabb.max.z : sh->aabb.min.z}};
        return 8;
    case SHAPE_OBB:
        for (int k = 0; k < 8; k++) {
            vec3s p = sh->obb.c;
            for (int axis = 0; axis < 3; axis++)
                p = glms_vec3_muladds(sh->obb.u[axis], (k >> axis & 1 ? 1.0f : -1.0f) * sh->obb.e.raw[axis], p);
            out[k] = p;
        }
        return 8;
    case SHAPE_TRIANGLE: memcpy(out, &sh->triangle.a, 3 * sizeof out[0]); return 3;
    case SHAPE_POLYGON: case SHAPE_QUAD:
        memcpy(out, sh->polygon.v, (size_t)sh->polygon.count * sizeof out[0]);
        return sh->polygon.count;
    default: return 0;
    }
}

/* The outline of the volume the shape sweeps: a sphere's two tangent lines as seen (the
 * silhouette of the capsule it sweeps), a polytope's corners joined to where they end. */
static void draw_sweep(sample_ctx *ctx, const shape *sh, vec4s color)
{
    vec3s v = sh->motion;
    if (sh->kind == SHAPE_SPHERE) {
        vec3s forward, right, up;
        camera_axes(ctx->camera, &forward, &right, &up);
        vec3s side = glms_vec3_cross(v, forward);
        float length = glms_vec3_norm(side);
        side = length > 1e-6f ? glms_vec3_scale(side, sh->sphere.r / length) : glms_vec3_scale(up, sh->sphere.r);
        for (int k = -1; k <= 1; k += 2) {
            vec3s from = glms_vec3_muladds(side, (float)k, sh->sphere.c);
            draw_line(ctx, from, glms_vec3_add(from, v), color);
        }
        return;
    }
    vec3s corners[SHAPE_MAX_VERTICES];
    for (int k = 0, n = corners_of(sh, corners); k < n; k++)
        draw_line(ctx, corners[k], glms_vec3_add(corners[k], v), color);
}

/* Whether shape i, with its partners, stands where they overlap at time t (the moving test with
 * the shapes set at t and no motion left: the static verdict). */
static bool overlaps_at(const sample_ctx *ctx, int i, float t)
{
    const scene *s = &ctx->scene;
    const char *name = s->shapes[i].name;
    for (int k = 0; k < s->pair_count; k++) {
        const shape *a = scene_find(s, s->pairs[k].a), *b = scene_find(s, s->pairs[k].b);
        if (!a || !b || !s->motion.impact || (strcmp(a->name, name) != 0 && strcmp(b->name, name) != 0))
            continue;
        shape a_t = shape_at_time(a, t), b_t = shape_at_time(b, t);
        a_t.motion = b_t.motion = (vec3s)GLMS_VEC3_ZERO_INIT;
        if (s->motion.impact(&a_t, &b_t, NULL))
            return true;
    }
    return false;
}

/* Every pair that meets in the step: its moving shapes at the time of impact in red, the point
 * where they touch (a dot) and t beside it. */
static void draw_impacts(sample_ctx *ctx)
{
    const scene *s = &ctx->scene;
    for (int k = 0; k < s->pair_count; k++) {
        const shape *a, *b;
        isect_hit hit;
        if (!pair_impact(ctx, k, &a, &b, &hit))
            continue;
        const shape *moving[2] = {s->motion.moves & SCENE_MOVES_A ? a : NULL, s->motion.moves & SCENE_MOVES_B ? b : NULL};
        /* A partner at rest (v = 0) keeps its own colour; at t = 0 the start pose is the pose of
         * impact, drawn once. */
        for (int m = 0; m < 2 && hit.t > 0; m++)
            if (moving[m] && glms_vec3_norm2(moving[m]->motion) > 0) {
                shape at = shape_at_time(moving[m], hit.t);
                draw_shape(ctx, &at, COLOR_HIT);
            }
        draw_point(ctx, hit.point, COLOR_NOTE);
        draw_label(ctx, hit.point, COLOR_NOTE, "t = %s", HUD_NUM(hit.t, 0));
    }
}

/* Whether the scene's test moves both its shapes: each then has its own motion (va, vb) and the
 * test sees their difference v = va - vb. */
static bool relative_motion(const scene *s)
{
    return (s->motion.moves & SCENE_MOVES_A) && (s->motion.moves & SCENE_MOVES_B);
}

void sample_draw_motion(sample_ctx *ctx)
{
    const scene *s = &ctx->scene;
    const shape *shown = NULL; /* whose v the HUD gives: the selected shape, else the first that moves */
    for (int i = 0; i < s->count; i++) {
        const shape *sh = &s->shapes[i];
        if (!sh->moves)
            continue;
        if (!shown || i == s->selected)
            shown = sh;
        shape end = shape_at_time(sh, 1), now = shape_at_time(sh, s->t_now);
        vec3s from = shape_centre(sh), to = shape_centre(&end);
        if (!glms_vec3_eqv(sh->motion, GLMS_VEC3_ZERO)) { /* at rest, the end pose is the start pose: not over it */
            draw_shape(ctx, &end, COLOR_GHOST);
            draw_sweep(ctx, sh, COLOR_GHOST);
        }
        if (glms_vec3_distance(from, to) > HANDLE_RADIUS)
            draw_arrow(ctx, from, to, COLOR_NOTE);
        draw_sphere(ctx, (isect_sphere){to, HANDLE_RADIUS}, s->motion_selected && i == s->selected ? COLOR_SELECT : COLOR_NOTE);
        /* Beyond the handle along v, so that the handle's rings do not cross the name. */
        vec3s along = glms_vec3_scale(glms_vec3_normalize(sh->motion), 2.5f * HANDLE_RADIUS);
        draw_label(ctx, glms_vec3_add(to, along), COLOR_NOTE, "%s + v%s", sh->name, relative_motion(s) ? sh->name : "");
        /* The pose now, unless it has not left the start pose (v = 0, or the first frames of the
         * sweep): drawn over it, its colour would hide the verdict at t = 0 under the start's. */
        if (s->t_now * glms_vec3_norm(sh->motion) >= 0.05f)
            draw_shape(ctx, &now, overlaps_at(ctx, i, s->t_now) ? COLOR_HIT : COLOR_NOW);
    }
    if (!shown)
        return;
    draw_impacts(ctx);
    vec3s v = shown->motion;
    sample_text(ctx, "t now = %.3f (J/K scrub, P plays); %s%s moves by v%s = (%.2f, %.2f, %.2f)", (double)s->t_now,
                shown->name, s->motion_selected ? " (its v selected)" : "", relative_motion(s) ? shown->name : "",
                v.x + 0.0, v.y + 0.0, v.z + 0.0);
}

bool sample_explain_still(sample_ctx *ctx, vec3s v)
{
    if (!glms_vec3_eqv(v, GLMS_VEC3_ZERO))
        return false;
    bool any_moves = false; /* v = va - vb = 0 with va = vb != 0: they move, together */
    for (int i = 0; i < ctx->scene.count; i++)
        any_moves = any_moves || (ctx->scene.shapes[i].moves && !glms_vec3_eqv(ctx->scene.shapes[i].motion, GLMS_VEC3_ZERO));
    if (relative_motion(&ctx->scene) && any_moves)
        sample_text(ctx, "v = va - vb = 0: they move together, so the static test at t = 0 decides: apart -> no contact");
    else
        sample_text(ctx, "v = 0: nothing moves, so the static test at t = 0 decides: apart -> no contact");
    return true;
}

static float box_distance_at(vec3s c, vec3s v, isect_aabb b, float t)
{
    vec3s p = glms_vec3_muladds(v, t, c);
    return glms_vec3_distance(p, isect_closest_point_aabb(p, b));
}

float sample_path_box_distance(vec3s c, vec3s v, isect_aabb b, float *t)
{
    const float phi = 0.618034f; /* (sqrt 5 - 1) / 2 */
    float lo = 0, hi = 1;
    for (int i = 0; i < 60 && hi - lo > 1e-7f; i++) {
        float m1 = hi - phi * (hi - lo), m2 = lo + phi * (hi - lo);
        if (box_distance_at(c, v, b, m1) <= box_distance_at(c, v, b, m2))
            hi = m2;
        else
            lo = m1;
    }
    /* The ends too: the search keeps the minimum when it lies at t = 0 or 1 only to within its
     * last bracket, and a path ending 0.001 short must print that end's distance exactly. */
    float mid = 0.5f * (lo + hi), best = mid, d = box_distance_at(c, v, b, mid);
    for (float end = 0; end <= 1; end += 1)
        if (box_distance_at(c, v, b, end) <= d)
            d = box_distance_at(c, v, b, end), best = end;
    if (t)
        *t = best;
    return d;
}
