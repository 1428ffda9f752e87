/* Plane through three points, and which side a point is on — the plane through a, b, c has
 * normal n = (b - a) x (c - a), normalised, and offset d = n.a, so it is dot(n, x) = d. Seen
 * from the side n points to, a, b, c run counter-clockwise. A point q is classified by its
 * signed distance s = n.q - d: in front when s > eps, behind when s < -eps, on the plane
 * otherwise; the eps band absorbs rounding in points meant to lie on the plane.
 * Ericson, Real-Time Collision Detection, 3.6. Click or Tab picks a, b, c or a test point,
 * dragging or W/A/S/D/Q/E moves it (points have no orientation to turn); ',' and '.' set the
 * corners and test point 2 to the edge cases below. */
#include "sample.h"

#define EPS 0.01f

/* The scene: the corners a, b, c that span the plane and the test points q0-q4, named by their
 * variables in copy-as-test. */
enum { A, B, C, Q0, Q1, Q2, Q3, Q4, COUNT, POINT_COUNT = COUNT - Q0 };
static const shape start[COUNT] = {
    SHAPE_POINT_AT("a", -2, 0, 2),
    SHAPE_POINT_AT("b", 2, 0, 2),
    SHAPE_POINT_AT("c", 0, 1, -2),
    SHAPE_POINT_AT("q0", -1, 2.5f, 1),         /* front */
    SHAPE_POINT_AT("q1", 1.5f, 2, 0.5f),       /* front */
    SHAPE_POINT_AT("q2", 0, 0, 2),             /* the midpoint of a and b: exactly on */
    SHAPE_POINT_AT("q3", 0.5f, -1.5f, -0.5f),  /* back */
    SHAPE_POINT_AT("q4", -2.5f, -0.8f, -0.5f), /* back */
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for test point 2 (',' and '.'), each also a start-up check of the point's side in
 * preset_side (on the plane: the verdict): a, b, c span the plane y = 0 (n = (0, 16, 0) / 16
 * exactly), so s is exactly q.y. */
#define FLOOR SHAPE_POINT_AT("a", -2, 0, 2), SHAPE_POINT_AT("b", 2, 0, 2), SHAPE_POINT_AT("c", 0, 0, -2)
static const scene_preset presets[] = {
    {"exactly on the plane", {FLOOR, SHAPE_POINT_AT("q2", 0, 0, 0)}, true},
    {"exactly eps above: still on (s > eps is strict)", {FLOOR, SHAPE_POINT_AT("q2", 0, EPS, 0)}, true},
    {"0.011 above: in front", {FLOOR, SHAPE_POINT_AT("q2", 0, 0.011f, 0)}, false},
    {"0.011 below: behind", {FLOOR, SHAPE_POINT_AT("q2", 0, -0.011f, 0)}, false},
    {"a, c, b clockwise: the normal flips, 1 above is behind",
     {SHAPE_POINT_AT("a", -2, 0, 2), SHAPE_POINT_AT("b", 0, 0, -2), SHAPE_POINT_AT("c", 2, 0, 2),
      SHAPE_POINT_AT("q2", 0, 1, 0)},
     false},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const isect_side preset_side[PRESET_COUNT] = {ISECT_ON, ISECT_ON, ISECT_FRONT, ISECT_BACK, ISECT_BACK};
static const char *const side_names[3] = {"ISECT_BACK", "ISECT_ON", "ISECT_FRONT"};

/* The test point a shape of the scene is, or -1 for a corner. */
static int point_at(int shape) { return shape >= Q0 ? shape - Q0 : -1; }

static isect_plane plane_of(const shape *sh) { return isect_plane_from_points(sh[A].point, sh[B].point, sh[C].point); }

/* The verdict: test point 2 lies on the plane. */
static bool q2_on_plane(const shape *sh, int selected)
{
    (void)selected;
    return isect_plane_classify(plane_of(sh), sh[Q2].point, EPS) == ISECT_ON;
}

/* Trace mode's run: the selected test point classified against the plane (a corner selected:
 * test point 2). */
static bool trace_point(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    int q = point_at(sample_selected(ctx)) >= 0 ? sample_selected(ctx) : Q2;
    *call = "isect_plane_classify", *a = NULL, *b = &shapes[q];
    return isect_plane_classify(plane_of(shapes), shapes[q].point, EPS) == ISECT_ON;
}

/* The verdict's colours, as in every sample: a point on the plane meets it (red, solid), one off
 * it does not (blue, its perpendicular dashed). */
static vec4s side_color(isect_side side) { return side == ISECT_ON ? COLOR_HIT : COLOR_SHAPE; }

/* The asserts of copy-as-test (the framework declares the points): the plane from a, b, c and
 * the selected test point's side (every point's, when a corner is selected). */
static void copy_test(sample_ctx *ctx)
{
    int point = point_at(sample_selected(ctx));
    isect_plane p = plane_of(shapes);
    sample_code(ctx, "isect_plane plane = isect_plane_from_points(a, b, c);");
    for (int i = 0; i < POINT_COUNT; i++) {
        const shape *q = &shapes[Q0 + i];
        if (point < 0 || i == point)
            sample_code(ctx, "assert(isect_plane_classify(plane, %s, %gf) == %s);", q->name, (double)EPS,
                        side_names[isect_plane_classify(p, q->point, EPS) + 1]);
    }
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, Q1);

    /* a -> b -> c is counter-clockwise seen from above and in front: n = (0, 16, 4) / abs(...). */
    isect_plane p = plane_of(shapes);
    vec3s up = glms_vec3_normalize((vec3s){{0, 4, 1}});
    sample_expect(ctx, glms_vec3_dot(p.n, up) > 0.9999f, "Expected the normal of counter-clockwise a, b, c to be (0, 4, 1) / sqrt(17)");
    isect_plane flipped = isect_plane_from_points(shapes[A].point, shapes[C].point, shapes[B].point);
    sample_expect(ctx, glms_vec3_dot(flipped.n, up) < -0.9999f, "Expected a, c, b (clockwise) to flip the normal");

    static const isect_side expected[POINT_COUNT] = {ISECT_FRONT, ISECT_FRONT, ISECT_ON, ISECT_BACK, ISECT_BACK};
    static const char *names[] = {"behind", "on", "in front of"};
    for (int i = 0; i < POINT_COUNT; i++)
        sample_expect(ctx, isect_plane_classify(p, shapes[Q0 + i].point, EPS) == expected[i],
                      "Expected point %d to lie %s the plane", i, names[expected[i] + 1]);

    /* The eps band: 0.009 off the midpoint still counts as on, 0.011 off is just in front. */
    vec3s mid = shapes[Q2].point;
    sample_expect(ctx, isect_plane_classify(p, glms_vec3_muladds(p.n, 0.009f, mid), EPS) == ISECT_ON,
                  "Expected the point 0.009 above to lie on the plane (within eps = 0.01)");
    sample_expect(ctx, isect_plane_classify(p, glms_vec3_muladds(p.n, 0.011f, mid), EPS) == ISECT_FRONT,
                  "Expected the point 0.011 above to lie in front of the plane");
    /* Each preset's side (that it lies on the plane or not, the framework checks). */
    for (int i = 0; i < PRESET_COUNT; i++) {
        const shape *set = presets[i].set; /* a, b, c, q2 */
        isect_plane q = isect_plane_from_points(set[0].point, set[1].point, set[2].point);
        sample_expect(ctx, isect_plane_classify(q, set[3].point, EPS) == preset_side[i],
                      "Expected the point of preset '%s' to lie %s the plane", presets[i].name, names[preset_side[i] + 1]);
    }

    sample_set_view(ctx, (vec3s){{-2.9f, 2.7f, 1.1f}}, 25.0f, 12.0f, 12.5f);
}

static void render(sample_ctx *ctx)
{
    isect_plane p = plane_of(shapes);
    vec3s corner[3] = {shapes[A].point, shapes[B].point, shapes[C].point};
    vec3s centroid = glms_vec3_divs(glms_vec3_add(glms_vec3_add(corner[0], corner[1]), corner[2]), 3);
    draw_triangle(ctx, (isect_triangle){corner[0], corner[1], corner[2]}, COLOR_HIT); /* abc lies in the plane */
    draw_plane(ctx, p, 6.0f, COLOR_PLANE);
    draw_arrow(ctx, centroid, glms_vec3_muladds(p.n, 1.5f, centroid), COLOR_NOTE);
    draw_label(ctx, glms_vec3_muladds(p.n, 1.5f, centroid), COLOR_NOTE, "n");
    for (int i = 0; i < 3; i++) {
        draw_shape_begin(ctx, &shapes[A + i]);
        draw_point(ctx, corner[i], COLOR_NOTE);
        draw_shape_end(ctx);
        draw_label(ctx, corner[i], COLOR_NOTE, "%c", "abc"[i]);
    }
    /* Each test point in its side's colour, with its perpendicular to the plane; a point a
     * preset leaves aside is a ghost, unlabelled. */
    for (int i = 0; i < POINT_COUNT; i++) {
        vec3s q = shapes[Q0 + i].point;
        if (!sample_in_preset(ctx, Q0 + i)) {
            draw_shape_begin(ctx, &shapes[Q0 + i]);
            draw_point(ctx, q, COLOR_GHOST);
            draw_shape_end(ctx);
            continue;
        }
        isect_side side = isect_plane_classify(p, q, EPS);
        draw_line(ctx, q, isect_closest_point_plane(q, p), side_color(side));
        draw_shape_begin(ctx, &shapes[Q0 + i]);
        draw_point(ctx, q, side_color(side));
        draw_shape_end(ctx);
        static const char *const where[3] = {"behind", "on", "front"};
        float s = isect_plane_distance(p, q);
        draw_label(ctx, q, side_color(side), "%d: %s %s", i, HUD_SIGNED(s, copysignf(EPS, s)), where[side + 1]);
    }

    int selected = sample_selected(ctx), point = point_at(selected);
    vec3s sel = shapes[selected].point;
    draw_marker(ctx, sel, 0.4f);
    sample_text(ctx, "n = (%.2f, %.2f, %.2f), d = %s", p.n.x + 0.0f, p.n.y + 0.0f, p.n.z + 0.0f, HUD_NUM(p.d, 0)); /* + 0: no "-0.00" */
    sample_text(ctx, "on the plane (meets it): |s| ≤ eps, red; off it: blue, dashed (s = n·q - d)");
    if (point < 0) {
        sample_text(ctx, "moving %s: the plane follows", shapes[selected].name);
    } else { /* isect_plane_classify's order: in front, behind, else on */
        float s = isect_plane_distance(p, sel);
        isect_side side = isect_plane_classify(p, sel, EPS);
        sample_text(ctx, "point %d: s = %s, eps = %s -> %s", point, HUD_SIGNED(s, copysignf(EPS, s)),
                    HUD_NUM(EPS, fabsf(s)),
                    side == ISECT_FRONT ? "s > eps: in front"
                    : side == ISECT_BACK ? "s < -eps: behind"
                                         : "-eps ≤ s ≤ eps: on the plane");
    }
}

const sample sample_plane_points = {
    .id = "plane-points", .title = "Plane from Points",
    .shows = "the three points, the normal, and each point's signed distance: red on the plane, blue off it",
    .keywords = "classify halfspace",
    .description = "The plane through a, b, c has normal n = (b - a) × (c - a), normalised, and "
                   "d = n·a; a, b, c turn counter-clockwise seen from the front. A point q is in "
                   "front when s = n·q - d > eps, behind when s < -eps, else on. "
                   "Ericson, Real-Time Collision Detection, 3.6.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS_BY(presets, q2_on_plane),
    .copy_test = copy_test, .trace = trace_point,
    .initialize = initialize, .render = render,
};
