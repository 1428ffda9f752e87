/* Plane through three points, and which side a point is on — the plane through a, b, c has
 * normal n = (b - a) x (c - a), normalised, and offset d = n.a, so it is dot(n, x) = d. Seen
 * from the side n points to, a, b, c run counter-clockwise. A point q is classified by its
 * signed distance s = n.q - d: in front when s > eps, behind when s < -eps, on the plane
 * otherwise; the eps band absorbs rounding in points meant to lie on the plane.
 * Ericson, Real-Time Collision Detection, 3.6. Click or Tab picks a, b, c or a test point,
 * dragging or W/A/S/D/Q/E moves it. */
#include <stdio.h>

#include "sample.h"

#define POINT_COUNT 5
#define EPS 0.01f

static struct {
    vec3s corner[3];           /* a, b, c */
    vec3s points[POINT_COUNT]; /* the points to classify */
    int selected;              /* 0-2 a corner, 3... a test point */
} s;

/* Edge cases for test point 2 (',' and '.'), each also a start-up check: a, b, c span the plane
 * y = 0 (n = (0, 16, 0) / 16 exactly), so s is exactly q.y. */
#define FLOOR {{{-2, 0, 2}}, {{2, 0, 2}}, {{0, 0, -2}}}
static const struct {
    const char *name;
    vec3s corner[3], q;
    isect_side side;
} presets[] = {
    {"exactly on the plane", FLOOR, {{0, 0, 0}}, ISECT_ON},
    {"exactly eps above: still on (s > eps is strict)", FLOOR, {{0, EPS, 0}}, ISECT_ON},
    {"0.011 above: in front", FLOOR, {{0, 0.011f, 0}}, ISECT_FRONT},
    {"0.011 below: behind", FLOOR, {{0, -0.011f, 0}}, ISECT_BACK},
    {"a, c, b clockwise: the normal flips, 1 above is behind", {{{-2, 0, 2}}, {{0, 0, -2}}, {{2, 0, 2}}}, {{0, 1, 0}}, ISECT_BACK},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])
static const char *const side_names[3] = {"ISECT_BACK", "ISECT_ON", "ISECT_FRONT"};

static isect_plane plane(void) { return isect_plane_from_points(s.corner[0], s.corner[1], s.corner[2]); }

/* The colour rule of every sample: a point on the plane meets it (red), one off it does not. */
static vec4s side_color(isect_side side) { return side == ISECT_ON ? COLOR_HIT : COLOR_SHAPE; }

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.corner[0] = (vec3s){{-2, 0, 2}}, s.corner[1] = (vec3s){{2, 0, 2}}, s.corner[2] = (vec3s){{0, 1, -2}};
    s.points[0] = (vec3s){{-1, 2.5f, 1}};  /* front */
    s.points[1] = (vec3s){{1.5f, 2, 0.5f}}; /* front */
    s.points[2] = (vec3s){{0, 0, 2}};       /* the midpoint of a and b: exactly on */
    s.points[3] = (vec3s){{0.5f, -1.5f, -0.5f}}; /* back */
    s.points[4] = (vec3s){{-2.5f, -0.8f, -0.5f}}; /* back */
    s.selected = 4;

    /* a -> b -> c is counter-clockwise seen from above and in front: n = (0, 16, 4) / abs(...). */
    isect_plane p = plane();
    vec3s up = glms_vec3_normalize((vec3s){{0, 4, 1}});
    sample_expect(ctx, glms_vec3_dot(p.n, up) > 0.9999f, "Expected the normal of counter-clockwise a, b, c to be (0, 4, 1) / sqrt(17)");
    isect_plane flipped = isect_plane_from_points(s.corner[0], s.corner[2], s.corner[1]);
    sample_expect(ctx, glms_vec3_dot(flipped.n, up) < -0.9999f, "Expected a, c, b (clockwise) to flip the normal");

    static const isect_side expected[POINT_COUNT] = {ISECT_FRONT, ISECT_FRONT, ISECT_ON, ISECT_BACK, ISECT_BACK};
    static const char *names[] = {"behind", "on", "in front of"};
    for (int i = 0; i < POINT_COUNT; i++)
        sample_expect(ctx, isect_plane_classify(p, s.points[i], EPS) == expected[i],
                      "Expected point %d to lie %s the plane", i, names[expected[i] + 1]);

    /* The eps band: 0.009 off the midpoint still counts as on, 0.011 off is just in front. */
    vec3s mid = s.points[2];
    sample_expect(ctx, isect_plane_classify(p, glms_vec3_muladds(p.n, 0.009f, mid), EPS) == ISECT_ON,
                  "Expected the point 0.009 above to lie on the plane (within eps = 0.01)");
    sample_expect(ctx, isect_plane_classify(p, glms_vec3_muladds(p.n, 0.011f, mid), EPS) == ISECT_FRONT,
                  "Expected the point 0.011 above to lie in front of the plane");
    for (int i = 0; i < PRESET_COUNT; i++) {
        isect_plane q = isect_plane_from_points(presets[i].corner[0], presets[i].corner[1], presets[i].corner[2]);
        sample_expect(ctx, isect_plane_classify(q, presets[i].q, EPS) == presets[i].side,
                      "Expected the point of preset '%s' to lie %s the plane", presets[i].name, names[presets[i].side + 1]);
    }

    sample_set_view(ctx, (vec3s){{-2.5f, 1.9f, 1.1f}}, 25.0f, 12.0f, 12.5f);
}

static void render(sample_ctx *ctx)
{
    isect_plane p = plane();
    vec3s centroid = glms_vec3_divs(glms_vec3_add(glms_vec3_add(s.corner[0], s.corner[1]), s.corner[2]), 3);
    draw_origin(ctx, 1.0f);
    draw_triangle(ctx, (isect_triangle){s.corner[0], s.corner[1], s.corner[2]}, COLOR_HIT); /* abc lies in the plane */
    draw_plane(ctx, p, 6.0f, COLOR_PLANE);
    draw_arrow(ctx, centroid, glms_vec3_muladds(p.n, 1.5f, centroid), COLOR_NOTE);
    draw_label(ctx, glms_vec3_muladds(p.n, 1.5f, centroid), COLOR_NOTE, "n");
    for (int i = 0; i < 3; i++) {
        draw_point(ctx, s.corner[i], COLOR_NOTE);
        draw_label(ctx, s.corner[i], COLOR_NOTE, "%c", "abc"[i]);
    }
    /* Each test point in its side's colour, with its perpendicular to the plane. */
    for (int i = 0; i < 3; i++)
        sample_pick_point(ctx, i, s.corner[i]);
    for (int i = 0; i < POINT_COUNT; i++) {
        sample_pick_point(ctx, 3 + i, s.points[i]);
        isect_side side = isect_plane_classify(p, s.points[i], EPS);
        draw_line(ctx, s.points[i], isect_closest_point_plane(s.points[i], p), side_color(side));
        draw_point(ctx, s.points[i], side_color(side));
        static const char *const where[3] = {"behind", "on", "front"};
        draw_label(ctx, s.points[i], side_color(side), "%d: %+.2f %s", i, isect_plane_distance(p, s.points[i]), where[side + 1]);
    }

    vec3s sel = s.selected < 3 ? s.corner[s.selected] : s.points[s.selected - 3];
    draw_marker(ctx, sel, 0.4f);
    sample_text(ctx, "n = (%.2f, %.2f, %.2f), d = %.2f, eps = %.2f", p.n.x + 0.0f, p.n.y + 0.0f, p.n.z + 0.0f, p.d, EPS); /* + 0: no "-0.00" */
    sample_text(ctx, "red: on the plane, abs(s) <= eps; blue: off it");
    if (s.selected < 3)
        sample_text(ctx, "moving %c: the plane follows", "abc"[s.selected]);
    else
        sample_text(ctx, "point %d: s = n.q - d = %.3f", s.selected - 3, isect_plane_distance(p, sel));
}

static void select_point(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    vec3s *p = s.selected < 3 ? &s.corner[s.selected] : &s.points[s.selected - 3];
    *p = glms_vec3_add(*p, delta);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_point(ctx, (s.selected + 1) % (3 + POINT_COUNT));
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    for (int k = 0; k < 3; k++)
        s.corner[k] = presets[i].corner[k];
    s.points[2] = presets[i].q;
    s.selected = 3 + 2;
    return presets[i].name;
}

/* The plane from a, b, c and the selected test point's side (every point's, when a corner is
 * selected). */
static void copy_test(sample_ctx *ctx)
{
    isect_plane p = plane();
    sample_code_vec3(ctx, "a", s.corner[0]);
    sample_code_vec3(ctx, "b", s.corner[1]);
    sample_code_vec3(ctx, "c", s.corner[2]);
    sample_code(ctx, "isect_plane plane = isect_plane_from_points(a, b, c);");
    for (int i = 0; i < POINT_COUNT; i++) {
        if (s.selected >= 3 && i != s.selected - 3)
            continue;
        char name[8];
        snprintf(name, sizeof name, "q%d", i);
        sample_code_vec3(ctx, name, s.points[i]);
        sample_code(ctx, "assert(isect_plane_classify(plane, q%d, %gf) == %s);", i, (double)EPS,
                    side_names[isect_plane_classify(p, s.points[i], EPS) + 1]);
    }
}

const sample sample_plane_points = {
    .id = "plane-points",
    .shows = "the three points, the normal, and each point's signed distance: red on the plane, blue off it",
    .title = "Plane from Points",
    .description = "The plane through a, b, c has normal n = (b - a) x (c - a), normalised, and "
                   "d = n.a; a, b, c turn counter-clockwise seen from the front. A point q is in "
                   "front when s = n.q - d > eps, behind when s < -eps, else on. "
                   "Ericson, Real-Time Collision Detection, 3.6.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_point,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
