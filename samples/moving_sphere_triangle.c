/* Moving sphere vs triangle — a ball of radius r whose centre moves from c to c + v meets the
 * triangle when that path enters the triangle's Minkowski sum with the ball: the face offset by
 * r to either side, the capsules of radius r about the three edges (their ends, the corners'
 * spheres). The first of those entries is the time of impact; a ball already within r of the
 * triangle meets it at t = 0. The same sweep serves any convex polygon (start-up checks below).
 * Ericson, Real-Time Collision Detection, 5.5.6. Yellow: the piece of the sum that decides. */
#include <stdio.h>
#include <string.h>

#include "sample.h"

enum { BALL, TRI, COUNT };
#define TRIANGLE {.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {{{-2, 0, -2}}, {{0, 0, 2}}, {{2, 0, -2}}}}
static const shape start[COUNT] = {
    SHAPE_SPHERE_MOVING("ball", -3.0f, 2.5f, 1.0f, 0.6f, 3.5f, -3.0f, -1.0f),
    TRIANGLE, /* in the floor y = 0, n = (b - a) x (c - a) up */
};
static shape shapes[COUNT];
static const scene_pair pairs[] = {{"ball", "tri", true}};

#define BALL_AT(X, Y, Z, R, VX, VY, VZ) SHAPE_SPHERE_MOVING("ball", X, Y, Z, R, VX, VY, VZ)
static const scene_preset presets[] = {
    {"touching at t = 1 exactly: the face offset by r", {TRIANGLE, BALL_AT(0, 3, 0, 1, 0, -2, 0)}, true},
    {"0.001 short of touching at t = 1", {TRIANGLE, BALL_AT(0, 3.001f, 0, 1, 0, -2, 0)}, false},
    {"grazing corner a's sphere at t = 0.5", {TRIANGLE, BALL_AT(-3, 0, -6, 1, 0, 0, 8)}, true},
    {"starting in contact: t = 0", {TRIANGLE, BALL_AT(0, 0.5f, 0, 1, 1, 2, 0)}, true},
    {"parallel motion along the face, 0.001 above", {TRIANGLE, BALL_AT(-4, 1.001f, 0, 1, 8, 0, 0)}, false},
    {"v = 0, apart", {TRIANGLE, BALL_AT(0, 2, 0, 1, 0, 0, 0)}, false},
    {"too fast for its radius: through in one step", {TRIANGLE, BALL_AT(0, 2, 0, 0.25f, 0, -4, 0)}, true},
    {"from below: the face offset by -r", {TRIANGLE, BALL_AT(0, -2, 0, 1, 0, 4, 0)}, true},
    {"in the plane onto edge ca: its capsule", {TRIANGLE, BALL_AT(0, 0, -5, 1, 0, 0, 4)}, true},
};
static const float impact_t[] = {1, -1, 0.5f, 0, -1, -1, 0.4375f, 0.25f, 0.5f}; /* -1: a miss */

/* The pieces of the sum in the order the library tries them (sweep_polygon, moving_sphere.c). */
enum { FACE_BELOW, FACE_ABOVE, EDGE_CA, EDGE_AB, EDGE_BC, PIECES }; /* faces by n = (b - a) x (c - a) */
static const char *const piece_names[PIECES] = {"the face offset by -r n", "the face offset by +r n", "edge ca's capsule",
                                                "edge ab's capsule", "edge bc's capsule"};
static isect_segment edge_of(isect_triangle tri, int piece)
{
    const vec3s p[3] = {tri.a, tri.b, tri.c};
    int e = piece - EDGE_CA;
    return (isect_segment){p[(e + 2) % 3], p[e]};
}

/* The path's entry t into each piece (INFINITY: none), and the centre there. */
static void entries(isect_sphere s, vec3s v, isect_triangle tri, float t[PIECES], vec3s at[PIECES])
{
    const vec3s p[3] = {tri.a, tri.b, tri.c};
    isect_segment path = {s.c, glms_vec3_add(s.c, v)};
    isect_plane face = isect_plane_from_points(tri.a, tri.b, tri.c);
    isect_hit h;
    for (int k = 0; k < PIECES; k++) {
        bool hit = k < EDGE_CA ? isect_segment_plane(path, (isect_plane){face.n, face.d + (k ? s.r : -s.r)}, &h) &&
                                     isect_point_in_polygon(h.point, p, 3)
                               : isect_segment_capsule(path, (isect_capsule){edge_of(tri, k), s.r}, &h);
        t[k] = hit ? h.t : INFINITY, at[k] = h.point;
    }
}

static void initialize(sample_ctx *ctx)
{
    for (int i = 0; i < (int)ARRAY_COUNT(presets); i++) {
        const shape *ball = &presets[i].set[1];
        isect_triangle tri = presets[i].set[0].triangle;
        const vec3s corners[3] = {tri.a, tri.b, tri.c}, square[4] = {{{-2, 0, -2}}, {{2, 0, -2}}, {{2, 0, 2}}, {{-2, 0, 2}}};
        isect_hit hit = {.t = -1}, as_polygon = {.t = -1}, on_square = {.t = -1};
        isect_moving_sphere_triangle(ball->sphere, ball->motion, tri, &hit);
        isect_moving_sphere_polygon(ball->sphere, ball->motion, corners, 3, &as_polygon);
        isect_moving_sphere_polygon(ball->sphere, ball->motion, square, 4, &on_square);
        sample_expect(ctx, as_polygon.t == hit.t, "Expected preset '%s' to give t = %g as a polygon too, not %g",
                      presets[i].name, (double)hit.t, (double)as_polygon.t);
        /* The square holding the triangle: the face and edge ca cases alike, corner a a graze
         * of edge da's capsule (closest at a). */
        sample_expect(ctx, on_square.t == hit.t, "Expected preset '%s' against the square to give t = %g, not %g",
                      presets[i].name, (double)hit.t, (double)on_square.t);
    }
    sample_set_view(ctx, (vec3s){{-0.5f, 3.6f, 0.0f}}, 25.0f, 22.0f, 14.0f);
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    isect_sphere s = shapes[BALL].sphere;
    vec3s v = shapes[BALL].motion;
    isect_triangle tri = shapes[TRI].triangle;
    isect_hit hit;
    bool meets = isect_moving_sphere_triangle(s, v, tri, &hit);
    if (meets && hit.t == 0) { /* the static test (isect_sphere_triangle) already holds */
        float dist = glms_vec3_distance(s.c, isect_closest_point_triangle(s.c, tri));
        sample_text(ctx, "at the start: dist(c, tri) = %s ≤ r = %s: touching, t = 0", HUD_NUM(dist, s.r),
                    HUD_NUM(s.r, dist));
        return;
    }
    vec3s near_path, near_tri;
    float closest = sqrtf(isect_closest_segment_triangle((isect_segment){s.c, glms_vec3_add(s.c, v)}, tri, &near_path, &near_tri));
    if (!meets && sample_explain_still(ctx, v)) { /* the static test's quantity */
        vec3s q = isect_closest_point_triangle(s.c, tri);
        float dist = glms_vec3_distance(s.c, q);
        draw_line(ctx, s.c, q, COLOR_NOTE);
        sample_text(ctx, "  dist(c, tri) = %s > r = %s", HUD_NUM(dist, s.r), HUD_NUM(s.r, dist));
        return;
    }
    if (!meets) {
        draw_line(ctx, near_path, near_tri, COLOR_NOTE);
        sample_text(ctx, "the path c .. c + v: nearest to tri %s > r = %s, no contact in the step",
                    HUD_NUM(closest, s.r), HUD_NUM(s.r, closest));
        return;
    }
    float t[PIECES];
    vec3s at[PIECES];
    entries(s, v, tri, t, at);
    int first = 0; /* the piece whose entry is the library's t (the first of equal ones) */
    for (int k = 1; k < PIECES; k++)
        first = fabsf(t[k] - hit.t) < fabsf(t[first] - hit.t) ? k : first;
    char list[200] = "";
    float other = INFINITY; /* the nearest other entry: the first's t is printed to tell them apart */
    for (int k = 0; k < PIECES; k++)
        if (k != first && t[k] <= 1) {
            bool tie = t[k] == t[first];
            snprintf(list + strlen(list), sizeof list - strlen(list), ", %s at %s%s", piece_names[k],
                     HUD_NUM(t[k], t[first]), tie ? " too: a tie, the test keeps the first" : "");
            if (!tie && fabsf(t[k] - hit.t) < fabsf(other - hit.t))
                other = t[k];
        }
    const char *what = piece_names[first];
    if (first >= EDGE_CA) { /* the capsule: its side, or a corner's sphere where c is past an end */
        isect_segment edge = edge_of(tri, first);
        vec3s foot = isect_closest_point_segment(at[first], edge);
        bool corner = glms_vec3_eqv(foot, edge.a) || glms_vec3_eqv(foot, edge.b);
        what = !corner ? piece_names[first] : glms_vec3_eqv(foot, tri.a) ? "corner a's sphere"
                                           : glms_vec3_eqv(foot, tri.b) ? "corner b's sphere" : "corner c's sphere";
        if (corner)
            draw_sphere(ctx, (isect_sphere){foot, s.r}, COLOR_NOTE);
        else
            draw_capsule(ctx, (isect_capsule){edge, s.r}, COLOR_NOTE);
    } else { /* the face moved by r along n (above) or -n (below) */
        vec3s up = glms_vec3_scale(isect_plane_from_points(tri.a, tri.b, tri.c).n, first == FACE_ABOVE ? s.r : -s.r);
        draw_triangle(ctx, (isect_triangle){glms_vec3_add(tri.a, up), glms_vec3_add(tri.b, up), glms_vec3_add(tri.c, up)}, COLOR_NOTE);
    }
    /* The entry is the centre of the pose at impact, whose "t = " label the framework writes a
     * radius away: a label of its own there would stack on that one, so the text names the dot. */
    draw_point(ctx, at[first], COLOR_NOTE);
    sample_text(ctx, "the centre's path enters %s first (the yellow dot): t = %s", what,
                HUD_NUM(hit.t, isfinite(other) ? other : 0));
    if (list[0]) /* a HUD line holds some 160 characters: the later entries on a line of their own */
        sample_text(ctx, "  also entered:%s", list + 1);
}

const sample sample_moving_sphere_triangle = {
    .id = "moving-sphere-triangle", .title = "Moving Sphere vs Triangle",
    .shows = "the piece of the triangle grown by r the centre's path enters first: offset face, edge capsule, corner sphere",
    .keywords = "swept continuous time of impact TOI sweep Minkowski polygon",
    .description = "The ball first touches the triangle when its centre's path enters the triangle "
                   "grown by r: the face offset by r to either side, the edges' capsules, the "
                   "corners' spheres. The first entry is t. Ericson, Real-Time Collision Detection, "
                   "5.5.6.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_sphere_triangle", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .render = render,
};
