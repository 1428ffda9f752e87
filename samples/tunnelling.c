/* Tunnelling — a fast ball and a thin wall, the static test at fixed steps beside the moving
 * test. Run at N poses t = k / N, k = 0..N, the static sphere-AABB test sees the ball only where
 * a pose overlaps the wall; poses |v| / N apart can straddle a wall of thickness w (along the
 * motion) once |v| / N > 2r + w, and the ball passes through unseen. The moving test (the
 * centre's path against the box grown by r, Ericson, Real-Time Collision Detection, 5.5.7) finds
 * the time of impact at any speed. Small spheres: the static poses, blue where they miss; red:
 * the pose at the time of impact. + / - change N, V / B the speed. */
#include <stdio.h>

#include "sample.h"

enum { BALL, WALL, COUNT };
static const shape start[COUNT] = {
    SHAPE_SPHERE_MOVING("ball", -4.5f, 1.0f, 0.0f, 0.4f, 8.0f, 0.0f, 0.0f),
    SHAPE_AABB_FROM("wall", 0.0f, -0.5f, -1.5f, 0.1f, 3.0f, 1.5f),
};
static shape shapes[COUNT];
static const scene_pair pairs[] = {{"ball", "wall", true}};

#define BALL_AT(X, Y, Z, R, VX, VY, VZ) SHAPE_SPHERE_MOVING("ball", X, Y, Z, R, VX, VY, VZ)
static const scene_preset presets[] = {
    {"touching at t = 1 exactly", {BALL_AT(-2.5f, 1, 0, 0.5f, 2, 0, 0)}, true},
    {"0.001 short of touching at t = 1", {BALL_AT(-2.501f, 1, 0, 0.5f, 2, 0, 0)}, false},
    {"grazing the top edge at t = 0.5", {BALL_AT(-2, 3.5f, 0, 0.5f, 4, 0, 0)}, true},
    {"starting in contact: t = 0", {BALL_AT(-0.3f, 1, 0, 0.5f, 2, 0, 0)}, true},
    {"parallel motion along the wall", {BALL_AT(-0.6f, 1, -1, 0.5f, 0, 0, 2)}, false},
    {"v = 0, apart", {BALL_AT(-2, 1, 0, 0.5f, 0, 0, 0)}, false},
    {"too fast: 4 steps straddle the wall", {BALL_AT(-4.5f, 1, 0, 0.3f, 8, 0, 0)}, true},
};
static const float impact_t[] = {1, -1, 0.5f, 0, -1, -1, 0.525f}; /* -1: a miss */

#define STEPS_MAX 64
static int steps = 4; /* N */

static void initialize(sample_ctx *ctx)
{
    /* The start scene tunnels at N = 4: no static pose touches the wall. */
    bool seen = false;
    for (int k = 0; k <= 4; k++)
        seen = seen || isect_sphere_aabb(shape_at_time(&start[BALL], (float)k / 4).sphere, start[WALL].aabb);
    sample_expect(ctx, !seen, "Expected the ball to pass the wall unseen by the static test at 4 steps");
    sample_set_view(ctx, (vec3s){{0.0f, 4.4f, 0.0f}}, 20.0f, 14.0f, 15.5f); /* the scene below the HUD */
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    const shape *ball = &shapes[BALL];
    isect_aabb wall = shapes[WALL].aabb;
    float r = ball->sphere.r, speed = glms_vec3_norm(ball->motion);
    int first = -1;
    for (int k = 0; k <= steps; k++) { /* the static test's poses */
        isect_sphere pose = shape_at_time(ball, (float)k / (float)steps).sphere;
        bool hit = isect_sphere_aabb(pose, wall);
        first = first < 0 && hit ? k : first;
        draw_sphere(ctx, (isect_sphere){pose.c, 0.08f}, hit ? COLOR_HIT : COLOR_SHAPE);
    }
    /* w: the wall's width along the motion, its extents projected on the unit direction of v. */
    vec3s dir = speed > 0 ? glms_vec3_divs(ball->motion, speed) : (vec3s){{1, 0, 0}};
    float w = 2 * glms_vec3_dot(isect_aabb_extents(wall), glms_vec3_abs(dir)), gap = 2 * r + w;
    float stride = speed / (float)steps;
    if (first >= 0)
        sample_text(ctx, "static test at N = %d steps (+ / -): pose k = %d of %d overlaps the wall (t = %s)", steps,
                    first, steps, HUD_NUM((float)first / (float)steps, 0));
    else
        sample_text(ctx, "static test at N = %d steps (+ / -): no pose overlaps the wall", steps);
    sample_text(ctx, "stride |v| / N = %s %s 2r + w = %s: %s", HUD_NUM(stride, gap), stride > gap ? ">" : "≤",
                HUD_NUM(gap, stride), stride > gap ? "steps can pass the wall" : "no step passes it");
    sample_text(ctx, "safe up to |v| = N (2r + w) = %s (V / B: |v| up / down)", HUD_NUM((float)steps * gap, speed));
    isect_hit hit;
    if (isect_moving_sphere_aabb(ball->sphere, ball->motion, wall, &hit))
        sample_text(ctx, "moving test: %st = %s%s", hit.t == 0 ? "touching at the start (the static test holds), " : "",
                    HUD_NUM(hit.t, 0), first < 0 ? ": the ball tunnels through the steps" : "");
    else if (sample_explain_still(ctx, ball->motion)) { /* the static test's quantity */
        vec3s q = isect_closest_point_aabb(ball->sphere.c, wall);
        float dist = glms_vec3_distance(ball->sphere.c, q);
        draw_line(ctx, ball->sphere.c, q, COLOR_NOTE);
        sample_text(ctx, "  dist(c, wall) = %s > r = %s", HUD_NUM(dist, r), HUD_NUM(r, dist));
    } else {
        float at; /* the path's nearest point to the wall, and the gap from it (yellow) */
        float nearest = sample_path_box_distance(ball->sphere.c, ball->motion, wall, &at);
        vec3s p = glms_vec3_muladds(ball->motion, at, ball->sphere.c), q = isect_closest_point_aabb(p, wall);
        draw_line(ctx, p, q, COLOR_NOTE);
        sample_text(ctx, "moving test: the path's nearest to the wall %s > r = %s: no contact in the step",
                    HUD_NUM(nearest, ball->sphere.r), HUD_NUM(ball->sphere.r, nearest));
    }
}

/* + / -: more or fewer steps; V / B: the ball's displacement 1.25 times longer or shorter. */
static void key(sample_ctx *ctx, int key)
{
    enum { KEY_EQUAL = 61, KEY_MINUS = 45, KEY_KP_SUBTRACT = 333, KEY_KP_ADD = 334 }; /* GLFW's numbers */
    shape *ball = &shapes[BALL];
    (void)ctx;
    if (key == KEY_EQUAL || key == KEY_KP_ADD)
        steps = steps < STEPS_MAX ? steps + 1 : STEPS_MAX;
    else if (key == KEY_MINUS || key == KEY_KP_SUBTRACT)
        steps = steps > 1 ? steps - 1 : 1;
    else if (key == 'V' || key == 'B')
        ball->motion = glms_vec3_scale(ball->motion, key == 'V' ? 1.25f : 0.8f);
}

const sample sample_tunnelling = {
    .id = "tunnelling", .title = "Tunnelling: static steps vs moving test",
    .shows = "the static test's poses at N steps (blue: miss) beside the moving test's time of impact",
    .keywords = "swept continuous time of impact TOI bullet through paper CCD discrete",
    .description = "Tested at N poses t = k / N, a ball of radius r passes a wall of thickness w unseen "
                   "once its stride |v| / N exceeds 2r + w. The moving test follows the centre's path "
                   "against the wall grown by r and finds the time of impact at any speed. Ericson, "
                   "Real-Time Collision Detection, 5.5.7.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_sphere_aabb", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .render = render, .key = key,
};
