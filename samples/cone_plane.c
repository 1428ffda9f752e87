/* Cone vs plane — a cone has tip T, unit axis v (tip toward base), height h and base radius r.
 * Distance from the plane, s(x) = n.x - d, is linear, so over the solid cone its extremes lie at
 * the tip or on the rim circle around B = T + h v. On the rim the point farthest along -n is
 *     Q = B + r ((n x v) x v) / abs((n x v) x v),
 * and Q' = B - r (...) is farthest along +n. The cone meets the plane when these distances
 * span zero: min(s(T), s(Q)) <= 0 <= max(s(T), s(Q')). With the axis along n the cross product
 * is zero: the rim is then flat and every rim point serves as Q.
 * Ericson, Real-Time Collision Detection, 5.2.4. Click or Tab picks a cone or the plane,
 * dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it (a cone about its middle); ','
 * and '.' set cone 1 to the edge cases below. */
#include "sample.h"

/* The scene: three cones and the plane y = 0, each named by its variable in copy-as-test. */
enum { CONE0, CONE1, CONE2, PLANE, COUNT, CONE_COUNT = PLANE };
#define CONE(NAME, X, Y, Z, ... /* axis, height, radius */) \
    {.kind = SHAPE_CONE, .name = (NAME), .cone = {{{X, Y, Z}}, __VA_ARGS__}}
#define DOWN {{0, -1, 0}}
static const shape start[COUNT] = {
    CONE("cone0", -3.2f, 2.6f, 0, DOWN, 1.8f, 0.8f), /* axis along -n: above, apart */
    /* -y turned 50 degrees about z, (sin 50, -cos 50, 0): leaning into the plane, meets */
    CONE("cone1", 0.5f, 2, 0, {{0.766044443f, -0.642787610f, 0}}, 2.5f, 1),
    /* -y turned -30 degrees about x, (0, -cos 30, sin 30): wholly below, apart */
    CONE("cone2", 3.5f, -0.4f, -0.5f, {{0, -0.866025404f, 0.5f}}, 1.2f, 0.5f),
    {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, 0}, .size = 9.0f},
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each cone against the plane as the scene starts (a
 * start-up check each, and copy-as-test's asserts for the selected shape). */
static const scene_pair pairs[] = {{"cone0", "plane", false}, {"cone1", "plane", true}, {"cone2", "plane", false}};

/* Edge cases for cone 1 (',' and '.'), each also a start-up check of cone 1 against the plane:
 * the plane is y = 0 and the axes are exact, so every distance is exact in float. */
static const scene_preset presets[] = {
    {"axis parallel to n, rim on the plane (Q undefined)", {CONE("cone1", 0, 2, 0, DOWN, 2, 1)}, true},
    {"axis parallel to n, rim 0.001 above", {CONE("cone1", 0, 2.001f, 0, DOWN, 2, 1)}, false},
    {"upside down, tip on the plane", {CONE("cone1", 0, 0, 0, {{0, 1, 0}}, 2, 1)}, true},
    {"upside down, tip 0.001 above", {CONE("cone1", 0, 0.001f, 0, {{0, 1, 0}}, 2, 1)}, false},
    {"on its side, rim point Q on the plane", {CONE("cone1", -1, 1, 0, {{1, 0, 0}}, 2, 1)}, true},
    {"wholly below the plane", {CONE("cone1", 0, -0.5f, 0, DOWN, 2, 1)}, false},
};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, CONE1); /* the one the presets are about */
    sample_set_view(ctx, (vec3s){{-1.2f, 1.5f, 0.5f}}, 20.0f, 12.0f, 14.0f);
}

/* The "why" for cone i: T, and the rim points Q (farthest along -n) and Q' (along +n), each
 * with its perpendicular to the plane and signed distance. */
static void explain(sample_ctx *ctx, int i)
{
    isect_cone c = shapes[i].cone;
    isect_plane plane = shapes[PLANE].plane;
    vec3s n = plane.n, base = glms_vec3_muladds(c.axis, c.height, c.tip);
    vec3s toward = glms_vec3_sub(glms_vec3_scale(c.axis, glms_vec3_dot(n, c.axis)), n); /* (n x v) x v */
    float len = glms_vec3_norm(toward);
    if (len < 1e-6f) /* axis along n: the rim is flat, any rim point will do */
        toward = glms_vec3_cross(c.axis, fabsf(c.axis.x) < 0.57f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}});
    toward = glms_vec3_normalize(toward);
    vec3s pts[3] = {c.tip, glms_vec3_muladds(toward, c.radius, base), glms_vec3_muladds(toward, -c.radius, base)};
    static const char *names[3] = {"T", "Q", "Q'"};
    float d[3];
    for (int k = 0; k < 3; k++) {
        d[k] = isect_plane_distance(plane, pts[k]);
        draw_line(ctx, pts[k], isect_closest_point_plane(pts[k], plane), COLOR_NOTE);
        draw_point(ctx, pts[k], COLOR_NOTE);
        draw_label(ctx, pts[k], COLOR_NOTE, "%s  s = %s", names[k], HUD_SIGNED(d[k], 0));
    }
    sample_text(ctx, "cone %d: s(T) = %s, s(Q) = %s, s(Q') = %s", i, HUD_SIGNED(d[0], 0), HUD_SIGNED(d[1], 0),
                HUD_SIGNED(d[2], 0));
    if (len < 1e-6f) /* the library's rim spread r |n x v| is 0: s(Q) = s(Q') = s(B) */
        sample_text(ctx, "   axis along n: r |n × v| = 0, the rim is level, s(Q) = s(Q')");
    float lo = fminf(d[0], d[1]), hi = fmaxf(d[0], d[2]); /* the library's min(s(T), s(Q)), max(s(T), s(Q')) */
    if (isect_cone_plane(c, plane))
        sample_text(ctx, "min = %s ≤ 0 ≤ max = %s: they meet", HUD_SIGNED(lo, 0), HUD_SIGNED(hi, 0));
    else if (lo > 0)
        sample_text(ctx, "min = %s > 0: wholly in front of the plane, apart", HUD_SIGNED(lo, 0));
    else
        sample_text(ctx, "max = %s < 0: wholly behind the plane, apart", HUD_SIGNED(hi, 0));
}

const sample sample_cone_plane = {
    .id = "cone-plane", .title = "Cone vs Plane",
    .shows = "the tip T and the rim points Q, Q' lowest and highest along n, which decide it",
    .keywords = "halfspace rim projection",
    .description = "Distance to the plane is linear, so over a cone it is extreme at the tip T or "
                   "at the rim points Q and Q' lowest and highest along n. The cone meets the "
                   "plane when min(s(T), s(Q)) ≤ 0 ≤ max(s(T), s(Q')). "
                   "Ericson, Real-Time Collision Detection, 5.2.4.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_cone_plane", pairs),
    .initialize = initialize, .explain = explain,
};
