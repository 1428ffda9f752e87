/* Point in convex polyhedron — a convex polyhedron is where the halfspaces n_i . x <= d_i of its
 * faces all hold (outward normals), so p is inside when s_i = n_i . p - d_i <= 0 for every face.
 * Take the faces in turn and stop at the first with s_i > 0: p lies in front of that face, and
 * outside. Closed: s_i = 0 (on a face, an edge, a corner) is inside. Ericson, Real-Time
 * Collision Detection, 5.4.3. The polyhedron is a box with one corner cut off, drawn from its
 * planes alone. Yellow: the face that decided (the first with s > 0, or the nearest when every
 * s <= 0) and p's perpendicular s to it. */
#include "sample.h"

#include <stdio.h>
#include <string.h>

#define PLANE_COUNT 7
static const char *const face_names[PLANE_COUNT] = {"x+", "x-", "y+", "y-", "z+", "z-", "cut"};

/* The box X0 <= x <= 4, 0 <= y <= 2, -1 <= z <= 1 cut by x - y + z <= 3.5 (the unit normal
 * (1, -1, 1) / sqrt(3), offset 3.5 / sqrt(3)). Picked within 1.2 of the box's centre. */
#define CUT_BOX(X0)                                                                                       \
    {.kind = SHAPE_POLYHEDRON, .name = "planes", .size = 1.2f,                                          \
     .polyhedron = {{{{{1, 0, 0}}, 4}, {{{-1, 0, 0}}, -(X0)}, {{{0, 1, 0}}, 2}, {{{0, -1, 0}}, 0},      \
                     {{{0, 0, 1}}, 1}, {{{0, 0, -1}}, 1}, {{{0.577350259f, -0.577350259f, 0.577350259f}}, 2.02072594f}}, \
                    PLANE_COUNT, {{2.5f, 1, 0}}}}

/* The scene: the polyhedron and four points, each named by its variable in copy-as-test; p2
 * starts selected. */
enum { SOLID, P0, P1, P2, P3, COUNT };
static const shape start[COUNT] = {
    [SOLID] = CUT_BOX(1),
    [P0] = SHAPE_POINT_AT("p0", 2, 1, 0),            /* inside: every s < 0 */
    [P1] = SHAPE_POINT_AT("p1", 4.8f, 0.8f, -0.4f),  /* in front of x+, the first face */
    [P2] = SHAPE_POINT_AT("p2", 3.8f, 0.2f, 0.8f),   /* inside the box, in front of the cut only */
    [P3] = SHAPE_POINT_AT("p3", 0.2f, 2.6f, 1.6f),   /* in front of x-, y+ and z+: x- comes first */
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

static const scene_pair pairs[] = {
    {"p0", "planes", true}, {"p1", "planes", false}, {"p2", "planes", false}, {"p3", "planes", false}};

/* Edge cases for p0 with the polyhedron put back (',' and '.'), each also a start-up check. */
static const scene_preset presets[] = {
    {"on face y+", {CUT_BOX(1), SHAPE_POINT_AT("p0", 2, 2, 0)}, true},
    {"0.001 outside face y+", {CUT_BOX(1), SHAPE_POINT_AT("p0", 2, 2.001f, 0)}, false},
    {"on the edge of x- and z-", {CUT_BOX(1), SHAPE_POINT_AT("p0", 1, 1, -1)}, true},
    {"on the corner x-, y-, z+", {CUT_BOX(1), SHAPE_POINT_AT("p0", 1, 0, 1)}, true},
    {"far outside, in front of x+, y+, z+ and the cut", {CUT_BOX(1), SHAPE_POINT_AT("p0", 6.5f, 3, 2.5f)}, false},
    {"zero thickness: x- moved onto x+, p on it", {CUT_BOX(4), SHAPE_POINT_AT("p0", 4, 1, 0)}, true},
};

/* The library's loop for p, recomputed to draw it: the first face with s > 0 (-1: none), its s,
 * and the nearest face (the largest s) for a point inside. */
static int first_outside(vec3s p, float *s, int *nearest)
{
    const isect_plane *planes = shapes[SOLID].polyhedron.planes;
    *nearest = 0;
    for (int i = 0; i < PLANE_COUNT; i++) {
        s[i] = glms_vec3_dot(planes[i].n, p) - planes[i].d;
        if (!(glms_vec3_dot(planes[i].n, p) <= planes[i].d))
            return i;
        if (s[i] > s[*nearest])
            *nearest = i;
    }
    return -1;
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, P2);
    /* The faces that decide in the start scene, as the comments above say. */
    static const int first[COUNT] = {[P0] = -1, [P1] = 0, [P2] = 6, [P3] = 1};
    for (int i = P0; i < COUNT; i++) {
        float s[PLANE_COUNT];
        int nearest;
        sample_expect(ctx, first_outside(shapes[i].point, s, &nearest) == first[i], "Expected face %d to decide for %s",
                      first[i], shapes[i].name);
    }
    sample_set_view(ctx, (vec3s){{0.35f, 2.5f, 1.4f}}, 35.0f, 22.0f, 11.75f); /* under and right of the HUD */
}

/* Whether q satisfies every face's n.x <= d, to within eps. */
static bool within_faces(vec3s q, float eps)
{
    const isect_plane *planes = shapes[SOLID].polyhedron.planes;
    for (int f = 0; f < PLANE_COUNT; f++)
        if (glms_vec3_dot(planes[f].n, q) - planes[f].d > eps)
            return false;
    return true;
}

/* The middle of face k: the mean of its corners, each where face k meets two other faces'
 * planes, q = (d_k (n_i x n_j) + d_i (n_j x n_k) + d_j (n_k x n_i)) / [n_k n_i n_j], and lies
 * within every face. A point on the face itself, wherever p's perpendicular lands on its plane. */
static vec3s face_middle(int k)
{
    const isect_plane *pl = shapes[SOLID].polyhedron.planes;
    vec3s sum = GLMS_VEC3_ZERO_INIT;
    int corners = 0;
    for (int i = 0; i < PLANE_COUNT; i++)
        for (int j = i + 1; j < PLANE_COUNT; j++) {
            if (i == k || j == k)
                continue;
            vec3s ij = glms_vec3_cross(pl[i].n, pl[j].n), jk = glms_vec3_cross(pl[j].n, pl[k].n),
                  ki = glms_vec3_cross(pl[k].n, pl[i].n);
            float det = glms_vec3_dot(pl[k].n, ij);
            if (fabsf(det) < 1e-6f)
                continue; /* two of the three planes parallel: no corner */
            vec3s q = glms_vec3_scale(
                glms_vec3_add(glms_vec3_add(glms_vec3_scale(ij, pl[k].d), glms_vec3_scale(jk, pl[i].d)), glms_vec3_scale(ki, pl[j].d)),
                1 / det);
            if (within_faces(q, 1e-4f))
                sum = glms_vec3_add(sum, q), corners++;
        }
    return corners ? glms_vec3_divs(sum, (float)corners) : GLMS_VEC3_ZERO;
}

/* The why for point i: s of each face in the library's order up to the one that decided, with
 * the library's verdict; p's perpendicular to the deciding face (yellow), whose index it returns. */
static int explain(sample_ctx *ctx, int i)
{
    const isect_plane *planes = shapes[SOLID].polyhedron.planes;
    vec3s p = shapes[i].point;
    float s[PLANE_COUNT];
    int nearest, first = first_outside(p, s, &nearest), k = first >= 0 ? first : nearest;
    const char *verdict = isect_point_in_polyhedron(p, planes, PLANE_COUNT) ? "inside" : "outside";
    vec3s foot = glms_vec3_muladds(planes[k].n, -s[k] / glms_vec3_dot(planes[k].n, planes[k].n), p);
    draw_line(ctx, p, foot, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    /* The face's name on the face: at the foot when the foot lies on it, else (the foot out on
     * the face's plane, past its edges) at the face's middle. */
    draw_label(ctx, within_faces(foot, 1e-4f) ? foot : face_middle(k), COLOR_NOTE, "%s", face_names[k]);
    if (sample_selected(ctx) != i) { /* one line for each point while the polyhedron is selected */
        if (first >= 0)
            sample_text(ctx, "%s: first s > 0 at %s, s = %s -> %s", shapes[i].name, face_names[k], HUD_SIGNED(s[k], 0), verdict);
        else
            sample_text(ctx, "%s: all ≤ 0, nearest %s, s = %s -> %s", shapes[i].name, face_names[k], HUD_SIGNED(s[k], 0),
                        verdict);
        return k;
    }
    char list[160] = "";
    for (int f = 0; f < PLANE_COUNT && (first < 0 || f <= first); f++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s %s %s", f ? "," : "", face_names[f], HUD_SIGNED(s[f], 0));
    sample_text(ctx, "%s: s = n·p - d, face by face:%s", shapes[i].name, list);
    if (first >= 0)
        sample_text(ctx, "%s: s = %s > 0: p in front of it%s -> %s", face_names[k], HUD_SIGNED(s[k], 0),
                    k + 1 < PLANE_COUNT ? ", the faces after it untested" : "", verdict);
    else
        sample_text(ctx, "all ≤ 0 -> %s (nearest face %s, s = %s)", verdict, face_names[k], HUD_SIGNED(s[k], 0));
    return k;
}

/* The points, the polyhedron with the deciding face of the selected point in yellow, and the
 * why of the selected point (or of every point while the polyhedron is selected). */
static void render(sample_ctx *ctx)
{
    int selected = sample_selected(ctx), noted = -1;
    sample_draw_shapes(ctx, P0, COUNT - 1);
    for (int i = P0; i < COUNT; i++) {
        draw_label(ctx, shapes[i].point, sample_verdict_color(ctx, i), "%s", shapes[i].name);
        if (selected == SOLID || selected == i) {
            int k = explain(ctx, i);
            noted = selected == i ? k : -1;
        }
    }
    draw_shape_begin(ctx, &shapes[SOLID]);
    draw_polyhedron(ctx, shapes[SOLID].polyhedron.planes, PLANE_COUNT, sample_verdict_color(ctx, SOLID),
                    noted, -1);
    draw_shape_end(ctx);
    draw_marker(ctx, shape_centre(&shapes[selected]), 0.4f);
}

const sample sample_point_in_polyhedron = {
    .id = "point-in-polyhedron", .title = "Point in Polyhedron",
    .shows = "s = n.p - d face by face, the face that decides and p's perpendicular to it",
    .keywords = "containment convex polyhedron halfspace planes inside",
    .description = "A convex polyhedron is the intersection of its faces' halfspaces n·x ≤ d. Take "
                   "the faces in turn: the first with s = n·p - d > 0 has p in front of it, "
                   "outside; when every s ≤ 0, p is inside. "
                   "Ericson, Real-Time Collision Detection, 5.4.3.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_point_in_polyhedron", pairs),
    .initialize = initialize, .render = render,
};
