/* Cone vs plane — a cone has tip T, unit axis v (tip toward base), height h and base radius r.
 * Distance from the plane, s(x) = n.x - d, is linear, so over the solid cone its extremes lie at
 * the tip or on the rim circle around B = T + h v. On the rim the point farthest along -n is
 *     Q = B + r ((n x v) x v) / abs((n x v) x v),
 * and Q' = B - r (...) is farthest along +n. The cone meets the plane when these distances
 * span zero: min(s(T), s(Q)) <= 0 <= max(s(T), s(Q')). With the axis along n the cross product
 * is zero: the rim is then flat and every rim point serves as Q.
 * Ericson, Real-Time Collision Detection, 5.2.4. Tab picks a cone, W/A/S/D/Q/E move it, Z/X
 * turn it. */
#include "sample.h"

#define CONE_COUNT 3

static struct {
    isect_plane plane;
    vec3s tip[CONE_COUNT];
    versors turn[CONE_COUNT];
    float height[CONE_COUNT], radius[CONE_COUNT];
    int selected;
} s;

/* Cone i: unturned it stands tip up, its axis pointing down -y. */
static isect_cone cone(int i)
{
    vec3s axis = glms_quat_rotatev(s.turn[i], (vec3s){{0, -1, 0}});
    return (isect_cone){s.tip[i], axis, s.height[i], s.radius[i]};
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0}}, 0);
    s.tip[0] = (vec3s){{-3.2f, 2.6f, 0}}, s.turn[0] = glms_quat_identity(); /* axis along -n: above, apart */
    s.height[0] = 1.8f, s.radius[0] = 0.8f;
    s.tip[1] = (vec3s){{0.5f, 2, 0}}, s.turn[1] = glms_quatv(glm_rad(50), (vec3s){{0, 0, 1}});
    s.height[1] = 2.5f, s.radius[1] = 1;
    s.tip[2] = (vec3s){{3.5f, -0.4f, -0.5f}}, s.turn[2] = glms_quatv(glm_rad(-30), (vec3s){{1, 0, 0}});
    s.height[2] = 1.2f, s.radius[2] = 0.5f;
    s.selected = 1;

    static const bool expected[CONE_COUNT] = {false, true, false};
    for (int i = 0; i < CONE_COUNT; i++)
        sample_expect(ctx, isect_cone_plane(cone(i), s.plane) == expected[i],
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
    for (int i = 0; i < CONE_COUNT; i++)
        draw_cone(ctx, cone(i), isect_cone_plane(cone(i), s.plane) ? COLOR_HIT : COLOR_SHAPE);
    draw_plane(ctx, s.plane, 9.0f, COLOR_PLANE);
    isect_cone c = cone(s.selected);
    draw_marker(ctx, glms_vec3_muladds(c.axis, 0.5f * c.height, c.tip), 0.5f);
    explain(ctx, c);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        s.selected = (s.selected + 1) % CONE_COUNT;
    else if (!sample_move(ctx, key, &s.tip[s.selected], 0.1f))
        sample_rotate(ctx, key, &s.turn[s.selected]);
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
};
