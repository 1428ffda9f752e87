/* Cone vs plane — a cone has tip T, unit axis v (tip toward base), height h and base radius r.
 * Distance from the plane, s(x) = n.x - d, is linear, so over the solid cone its extremes lie at
 * the tip or on the rim circle around B = T + h v. On the rim the point farthest along -n is
 *     Q = B + r ((n x v) x v) / abs((n x v) x v),
 * and Q' = B - r (...) is farthest along +n. The cone meets the plane when these distances
 * span zero: min(s(T), s(Q)) <= 0 <= max(s(T), s(Q')). With the axis along n the cross product
 * is zero: the rim is then flat and every rim point serves as Q.
 * Ericson, Real-Time Collision Detection, 5.2.4. Click or Tab picks a cone, dragging or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it about its middle. */
#include "sample.h"

#define CONE_COUNT 3

static struct {
    isect_plane plane;
    isect_cone cones[CONE_COUNT];
    int selected;
} s;

/* Edge cases for cone 1 (',' and '.'), each also a start-up check: the plane is y = 0 and the
 * axes are exact, so every distance is exact in float. */
#define DOWN {{0, -1, 0}}
static const struct {
    const char *name;
    isect_cone cone;
    bool meets;
} presets[] = {
    {"axis parallel to n, rim on the plane (Q undefined)", {{{0, 2, 0}}, DOWN, 2, 1}, true},
    {"axis parallel to n, rim 0.001 above", {{{0, 2.001f, 0}}, DOWN, 2, 1}, false},
    {"upside down, tip on the plane", {{{0, 0, 0}}, {{0, 1, 0}}, 2, 1}, true},
    {"upside down, tip 0.001 above", {{{0, 0.001f, 0}}, {{0, 1, 0}}, 2, 1}, false},
    {"on its side, rim point Q on the plane", {{{-1, 1, 0}}, {{1, 0, 0}}, 2, 1}, true},
    {"wholly below the plane", {{{0, -0.5f, 0}}, DOWN, 2, 1}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

/* Straight down, -y (tip up), turned by degrees about the axis about. */
static vec3s tilted(float degrees, vec3s about)
{
    return glms_quat_rotatev(glms_quatv(glm_rad(degrees), about), (vec3s)DOWN);
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);
    s.cones[0] = (isect_cone){{{-3.2f, 2.6f, 0}}, DOWN, 1.8f, 0.8f}; /* axis along -n: above, apart */
    s.cones[1] = (isect_cone){{{0.5f, 2, 0}}, tilted(50, (vec3s){{0, 0, 1}}), 2.5f, 1};
    s.cones[2] = (isect_cone){{{3.5f, -0.4f, -0.5f}}, tilted(-30, (vec3s){{1, 0, 0}}), 1.2f, 0.5f};
    s.selected = 1;

    static const bool expected[CONE_COUNT] = {false, true, false};
    for (int i = 0; i < CONE_COUNT; i++)
        sample_expect(ctx, isect_cone_plane(s.cones[i], s.plane) == expected[i],
                      "Expected cone %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");

    /* Axis along -n, tip at y = 2, height 2: the flat rim lies on the plane, touching (closed
     * shapes); tip at y = 2.001 is just apart. Lying on its side at y = 1 with radius 1, the rim's
     * lowest point Q touches the plane. */
    vec3s down = {{0, -1, 0}}, side = {{1, 0, 0}};
    sample_expect(ctx, isect_cone_plane((isect_cone){{{0, 2, 4}}, down, 2, 1}, s.plane),
                  "Expected the cone standing on the plane to intersect it");
    sample_expect(ctx, !isect_cone_plane((isect_cone){{{0, 2.001f, 4}}, down, 2, 1}, s.plane),
                  "Expected the cone 0.001 above to not intersect the plane");
    sample_expect(ctx, isect_cone_plane((isect_cone){{{0, 1, 4}}, side, 2, 1}, s.plane),
                  "Expected the cone lying on its side to intersect the plane");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_cone_plane(presets[i].cone, s.plane) == presets[i].meets,
                      "Expected the cone of preset '%s' to %s the plane", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{-1.2f, 1.5f, 0.5f}}, 20.0f, 12.0f, 14.0f);
}

/* A wireframe cone: the rim circle, lines from the tip to the rim, and the axis. */
static void draw_cone(sample_ctx *ctx, isect_cone c, vec4s color)
{
    vec3s a = fabsf(c.axis.x) < 0.57f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    vec3s u = glms_vec3_normalize(glms_vec3_cross(c.axis, a)), w = glms_vec3_cross(c.axis, u);
    vec3s base = glms_vec3_muladds(c.axis, c.height, c.tip), prev = glms_vec3_muladds(u, c.radius, base);
    for (int i = 1; i <= 32; i++) {
        float t = GLM_PIf * (float)i / 16;
        vec3s p = glms_vec3_muladds(w, c.radius * sinf(t), glms_vec3_muladds(u, c.radius * cosf(t), base));
        draw_line(ctx, prev, p, color);
        if (i % 4 == 0)
            draw_line(ctx, c.tip, p, color);
        prev = p;
    }
    draw_line(ctx, c.tip, base, color);
}

/* The "why" for one cone: T, and the rim points Q (farthest along -n) and Q' (along +n), each
 * with its perpendicular to the plane and signed distance. */
static void explain(sample_ctx *ctx, isect_cone c)
{
    vec3s n = s.plane.n, base = glms_vec3_muladds(c.axis, c.height, c.tip);
    vec3s toward = glms_vec3_sub(glms_vec3_scale(c.axis, glms_vec3_dot(n, c.axis)), n); /* (n x v) x v */
    float len = glms_vec3_norm(toward);
    if (len < 1e-6f) /* axis along n: the rim is flat, any rim point will do */
        toward = glms_vec3_cross(c.axis, fabsf(c.axis.x) < 0.57f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}});
    toward = glms_vec3_normalize(toward);
    vec3s pts[3] = {c.tip, glms_vec3_muladds(toward, c.radius, base), glms_vec3_muladds(toward, -c.radius, base)};
    static const char *names[3] = {"T", "Q", "Q'"};
    float d[3];
    for (int i = 0; i < 3; i++) {
        d[i] = isect_plane_distance(s.plane, pts[i]);
        draw_line(ctx, pts[i], isect_closest_point_plane(pts[i], s.plane), COLOR_NOTE);
        draw_point(ctx, pts[i], COLOR_NOTE);
        draw_label(ctx, pts[i], COLOR_NOTE, "%s  s = %.2f", names[i], d[i]);
    }
    sample_text(ctx, "cone %d: s(T) = %.3f, s(Q) = %.3f, s(Q') = %.3f", s.selected, d[0], d[1], d[2]);
    sample_text(ctx, "%s", isect_cone_plane(c, s.plane) ? "min <= 0 <= max: they meet"
                                                        : "all on one side of the plane: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < CONE_COUNT; i++) {
        isect_cone c = s.cones[i];
        draw_cone(ctx, c, isect_cone_plane(c, s.plane) ? COLOR_HIT : COLOR_SHAPE);
        /* Picked by the sphere about the axis's middle that reaches the tip and the rim. */
        float reach = sqrtf(0.25f * c.height * c.height + c.radius * c.radius);
        sample_pick_sphere(ctx, i, (isect_sphere){glms_vec3_muladds(c.axis, 0.5f * c.height, c.tip), reach});
    }
    draw_plane(ctx, s.plane, 9.0f, COLOR_PLANE);
    isect_cone c = s.cones[s.selected];
    draw_marker(ctx, glms_vec3_muladds(c.axis, 0.5f * c.height, c.tip), 0.5f);
    explain(ctx, c);
}

static void select_cone(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    s.cones[s.selected].tip = glms_vec3_add(s.cones[s.selected].tip, delta);
}

/* About the middle of the axis M = T + (h/2) v: turn v, and put the tip back h/2 behind M. */
static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    isect_cone *c = &s.cones[s.selected];
    vec3s middle = glms_vec3_muladds(c->axis, 0.5f * c->height, c->tip);
    c->axis = glms_vec3_normalize(glms_quat_rotatev(turn, c->axis));
    c->tip = glms_vec3_muladds(c->axis, -0.5f * c->height, middle);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_cone(ctx, (s.selected + 1) % CONE_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = 1;
    s.cones[1] = presets[i].cone;
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_cone c = s.cones[s.selected];
    sample_code_plane(ctx, "plane", s.plane);
    sample_code_cone(ctx, "cone", c);
    sample_code(ctx, "assert(isect_cone_plane(cone, plane) == %s);", isect_cone_plane(c, s.plane) ? "true" : "false");
}

const sample sample_cone_plane = {
    .id = "cone-plane",
    .shows = "the tip T and the rim points Q, Q' lowest and highest along n, which decide it",
    .title = "Cone vs Plane",
    .description = "Distance to the plane is linear, so over a cone it is extreme at the tip T or "
                   "at the rim points Q and Q' lowest and highest along n. The cone meets the "
                   "plane when min(s(T), s(Q)) <= 0 <= max(s(T), s(Q')). "
                   "Ericson, Real-Time Collision Detection, 5.2.4.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_cone,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
