/* Plane vs plane, and three planes — two planes n_a.x = d_a and n_b.x = d_b that are not
 * parallel meet in a line along u = n_a x n_b; its point nearest the origin is
 *     p = ((d_a n_b - d_b n_a) x u) / (u . u)                      (Ericson 5.4.4).
 * A third plane cuts that line in one point unless its normal lies in the span of the other two
 * (D = n_a . (n_b x n_c) = 0):
 *     q = (d_a (n_b x n_c) + d_b (n_c x n_a) + d_c (n_a x n_b)) / D  (Ericson 5.4.5).
 * Red: a and b when they meet in a line (blue when parallel); c, the third plane, in the plane
 * colour. Yellow: the line of a and b, and the point of all three. */
#include "sample.h"

enum { A, B, C, COUNT };
#define PLANE(NAME, NX, NY, NZ, D) {.kind = SHAPE_PLANE, .name = (NAME), .plane = {{{NX, NY, NZ}}, D}, .size = 4.0f}
#define FLOOR PLANE("a", 0, 1, 0, 0)
static const shape start[COUNT] = {
    FLOOR,                                          /* y = 0 */
    PLANE("b", 0.8f, 0.6f, 0, 1),                   /* leaning over it */
    PLANE("c", 0, 0, 1, 0.5f),                      /* z = 0.5, upright */
};
static shape shapes[COUNT];
/* Each preset puts the floor a back and sets b (and c). */
static const scene_preset presets[] = {
    {"perpendicular: the line x = 1 on the floor", {FLOOR, PLANE("b", 1, 0, 0, 1)}, true},
    {"parallel, 1 above: no line", {FLOOR, PLANE("b", 0, 1, 0, 1)}, false},
    {"coincident: n_a × n_b = 0, no single line", {FLOOR, PLANE("b", 0, 2, 0, 0)}, false},
    {"nearly parallel: a line far out", {FLOOR, PLANE("b", 0.001f, 1, 0, 1)}, true},
    {"three through one point (1, 0, 0.5)", {FLOOR, PLANE("b", 1, 0, 0, 1), PLANE("c", 0, 0, 1, 0.5f)}, true},
    {"three sharing a line: D = 0, no point",
     {FLOOR, PLANE("b", 1, 0, 0, 1), PLANE("c", 0.6f, 0.8f, 0, 0.6f)}, true},
};

static const scene_pair pairs[] = {{"a", "b", true}};

/* copy-as-test: beside the pair's assert, whether the three planes meet in one point. */
static void copy_test(sample_ctx *ctx)
{
    bool point = isect_three_planes(shapes[A].plane, shapes[B].plane, shapes[C].plane, NULL);
    sample_code(ctx, "assert(isect_three_planes(a, b, c, NULL) == %s);", point ? "true" : "false");
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, B);
    vec3s q;
    isect_plane x1 = {{{1, 0, 0}}, 1}, z = {{{0, 0, 1}}, 0.5f}, slant = {{{0.6f, 0.8f, 0}}, 0.6f};
    sample_expect(ctx, isect_three_planes(start[A].plane, x1, z, &q) && glms_vec3_eqv(q, (vec3s){{1, 0, 0.5f}}),
                  "Expected y = 0, x = 1 and z = 0.5 to meet at (1, 0, 0.5)");
    sample_expect(ctx, !isect_three_planes(start[A].plane, x1, slant, &q),
                  "Expected three planes through one line to have no single point");
    sample_set_view(ctx, (vec3s){{-0.9f, 1.7f, 0}}, 30.0f, 25.0f, 11.5f);
}

/* A point beyond the planes' drawn squares (nearly parallel planes meet far out): an arrow
 * from the origin toward it with its distance, instead of framing a view a thousand units wide
 * in which the planes vanish. Returns whether it was far. */
#define FAR_OUT 20.0f
static bool far_pointer(sample_ctx *ctx, vec3s p, const char *name)
{
    float far = glms_vec3_norm(p);
    if (!(far > FAR_OUT))
        return false;
    vec3s tip = glms_vec3_scale(p, 3.0f / far);
    draw_arrow(ctx, GLMS_VEC3_ZERO, tip, COLOR_NOTE);
    draw_label(ctx, tip, COLOR_NOTE, "%s: %s away this way", name, HUD_NUM(far, 0));
    return true;
}

/* The line of planes i and j (drawn 4 long either side of its point p), or why there is none. */
static void explain_line(sample_ctx *ctx, int i, int j)
{
    vec3s p, u;
    if (!isect_plane_plane(shapes[i].plane, shapes[j].plane, &p, &u)) {
        isect_plane a = shapes[i].plane, b = shapes[j].plane; /* parallel: the same plane when d/|n| agree */
        bool same = a.d * glms_vec3_norm(b.n) == b.d * glms_vec3_norm(a.n) && glms_vec3_dot(a.n, b.n) > 0;
        /* Seen from their side (along the third plane too, where it can be), level with them: the
         * two planes are two thin strips the distance between them apart, not squares on top of
         * each other. */
        vec3s n = glms_vec3_normalize(a.n), side = glms_vec3_cross(n, shapes[C].plane.n);
        side = glms_vec3_norm2(side) > 1e-6f ? glms_vec3_normalize(side) : draw_perpendicular(n);
        draw_view_from(ctx, side);
        vec3s c_corner[4]; /* and c whole, whose D the next line gives */
        draw_plane_corners(shapes[C].plane, shapes[C].size, c_corner);
        for (int k = 0; k < 4; k++)
            draw_keep_in_view(ctx, c_corner[k]);
        if (same) { /* one square drawn twice: one name for both */
            vec3s corner[4];
            draw_plane_corners(a, shapes[i].size, corner);
            draw_label(ctx, corner[0], COLOR_SHAPE, "%s = %s", shapes[i].name, shapes[j].name);
            sample_text(ctx, "%s, %s: n_%s × n_%s = 0: parallel, and the same plane: no single line", shapes[i].name,
                        shapes[j].name, shapes[i].name, shapes[j].name);
            return;
        }
        /* How far b lies from a along n_a: their distances from the origin, d / |n|, with b's
         * taken along n_a. Drawn at a corner of a that neither name sits at. */
        float gap = (glms_vec3_dot(a.n, b.n) > 0 ? b.d : -b.d) / glms_vec3_norm(b.n) - a.d / glms_vec3_norm(a.n);
        vec3s corner[4], b_corner[4];
        draw_plane_corners(a, shapes[i].size, corner);
        draw_plane_corners(b, shapes[j].size, b_corner);
        draw_label(ctx, corner[0], COLOR_SHAPE, "%s", shapes[i].name);
        draw_label(ctx, b_corner[1], COLOR_SHAPE, "%s", shapes[j].name);
        vec3s top = glms_vec3_muladds(n, gap, corner[3]);
        draw_line(ctx, corner[3], top, COLOR_NOTE);
        draw_label(ctx, glms_vec3_lerp(corner[3], top, 0.5f), COLOR_NOTE, "%s %s %s %s", shapes[j].name,
                   HUD_NUM(fabsf(gap), 0), gap > 0 ? "above" : "below", shapes[i].name);
        sample_text(ctx, "%s, %s: n_%s × n_%s = 0: parallel, %s %s %s %s: no line", shapes[i].name, shapes[j].name,
                    shapes[i].name, shapes[j].name, shapes[j].name, HUD_NUM(fabsf(gap), 0),
                    gap > 0 ? "above" : "below", shapes[i].name);
        return;
    }
    vec3s a_corner[4], b_corner[4]; /* the planes named at corners of their squares apart */
    draw_plane_corners(shapes[i].plane, shapes[i].size, a_corner);
    draw_plane_corners(shapes[j].plane, shapes[j].size, b_corner);
    draw_label(ctx, a_corner[0], sample_verdict_color(ctx, i), "%s", shapes[i].name);
    draw_label(ctx, b_corner[1], sample_verdict_color(ctx, j), "%s", shapes[j].name);
    if (!far_pointer(ctx, p, "p")) {
        draw_line(ctx, glms_vec3_muladds(u, -4, p), glms_vec3_muladds(u, 4, p), COLOR_NOTE);
        draw_point(ctx, p, COLOR_NOTE);
        draw_label(ctx, p, COLOR_NOTE, "p");
    }
    p = glms_vec3_adds(p, 0.0f), u = glms_vec3_adds(u, 0.0f); /* + 0: no "-0.00" */
    sample_text(ctx, "%s, %s: line through p = (%.2f, %.2f, %.2f) along u = (%.2f, %.2f, %.2f)", shapes[i].name,
                shapes[j].name, p.x, p.y, p.z, u.x, u.y, u.z);
}

static void render(sample_ctx *ctx)
{
    for (int i = A; i <= B; i++)
        draw_shape(ctx, &shapes[i], sample_verdict_color(ctx, i));
    draw_shape(ctx, &shapes[C], COLOR_PLANE);
    vec3s c_corner[4];
    draw_plane_corners(shapes[C].plane, shapes[C].size, c_corner);
    draw_label(ctx, c_corner[2], COLOR_PLANE, "%s", shapes[C].name);
    draw_marker(ctx, shape_centre(&shapes[sample_selected(ctx)]), 0.5f);
    explain_line(ctx, A, B);
    vec3s n_a = shapes[A].plane.n, n_b = shapes[B].plane.n, n_c = shapes[C].plane.n, q;
    float D = glms_vec3_dot(n_a, glms_vec3_cross(n_b, n_c));
    if (isect_three_planes(shapes[A].plane, shapes[B].plane, shapes[C].plane, &q)) {
        q = glms_vec3_adds(q, 0.0f);
        if (!far_pointer(ctx, q, "q")) {
            draw_point(ctx, q, COLOR_NOTE);
            draw_label(ctx, q, COLOR_NOTE, "q");
        }
        sample_text(ctx, "with c: D = n_a·(n_b × n_c) = %.3f: one point q = (%.2f, %.2f, %.2f)", D, q.x, q.y, q.z);
    } else
        sample_text(ctx, "with c: D = n_a·(n_b × n_c) = %s: the normals are dependent, no single point", HUD_NUM(D, 0));
}

const sample sample_plane_plane = {
    .id = "plane-plane", .title = "Plane vs Plane, three planes",
    .shows = "the line of a and b, the point of all three",
    .keywords = "intersection line point",
    .description = "Two planes that are not parallel meet in a line along u = n_a × n_b; a third "
                   "plane cuts it in one point unless D = n_a·(n_b × n_c) = 0. "
                   "Ericson, Real-Time Collision Detection, 5.4.4 and 5.4.5.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_plane_plane", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
