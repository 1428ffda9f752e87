/* Closest points — the building block under the sphere tests. For a point P and a convex shape
 * the closest point q is found by a projection and a clamp:
 *   AABB:     clamp P to [min, max] axis by axis                            (Ericson 5.1.3)
 *   OBB:      the same clamp in the box's frame, q = c + sum clamp(x_i, -e_i, e_i) u_i (5.1.4)
 *   plane:    drop P along the normal, q = P - (n.P - d) n                  (5.1.1)
 *   segment:  t = (P - a).(b - a) / |b - a|^2 clamped to [0, 1], q = a + t (b - a) (5.1.2)
 *   triangle: find P's Voronoi region (a vertex, an edge or the face) and project onto it (5.1.5)
 * q == P exactly when P lies on or in the shape: that shape is drawn red, the others blue.
 * Ericson, Real-Time Collision Detection, 5.1. Click or Tab picks P or a shape, dragging or
 * W/A/S/D/Q/E moves it; Ctrl-drag or Z/X turns the picked OBB, plane, segment or triangle (P and
 * the AABB have no orientation to turn). ',' and '.' put P at the edge cases below. */
#include "sample.h"

#include <stdio.h>
#include <string.h>

enum { P, AABB, OBB, PLANE, SEGMENT, TRIANGLE, COUNT }; /* the scene's shapes, P first and selected */

/* The shapes as they start, each named by its variable in copy-as-test; a shape's name is also
 * the suffix of its function, isect_closest_point_<name>. A preset puts the shape it is about
 * back where it starts. */
#define START_AABB SHAPE_AABB_FROM("aabb", -4, 0, -1, -2, 2, 1)
#define START_PLANE {.kind = SHAPE_PLANE, .name = "plane", .plane = {{{0, 1, 0}}, -0.75f}, .size = 7.0f} /* y = -0.75 */
#define START_SEGMENT {.kind = SHAPE_SEGMENT, .name = "segment", .segment = {{{1.8f, 0, 0.5f}}, {{3.2f, 2, -0.5f}}}}
#define START_TRIANGLE \
    {.kind = SHAPE_TRIANGLE, .name = "triangle", .triangle = {{{4.2f, 0, -0.5f}}, {{6.2f, 0, 0.5f}}, {{5.2f, 2, 0}}}}
static const shape start[COUNT] = {
    SHAPE_POINT_AT("p", -3, 1, 0), /* inside the AABB */
    START_AABB,
    /* A cube of half-side 0.7 about (0, 1, 0), turned 20 degrees about x and then 30 about y:
     * its axes are the columns of Ry(30) Rx(20) = (c30, 0, -s30), (s30 s20, c20, c30 s20),
     * (s30 c20, -s20, c30 c20). */
    {.kind = SHAPE_OBB, .name = "obb",
     .obb = {{{0, 1, 0}},
             {{{0.866025404f, 0, -0.5f}}, {{0.171010072f, 0.939692621f, 0.296198133f}},
              {{0.469846310f, -0.342020143f, 0.813797681f}}},
             {{0.7f, 0.7f, 0.7f}}}},
    START_PLANE,
    START_SEGMENT,
    START_TRIANGLE,
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Edge cases for P (',' and '.'): each sets one shape as it starts and P, and is checked at
 * start-up against "P lies on or in a shape" and against the closest point on that shape. */
static const scene_preset presets[] = {
    {"P on the AABB's face x = -2", {START_AABB, SHAPE_POINT_AT("p", -2, 1, 0)}, true},
    {"P 0.001 off the AABB's face", {START_AABB, SHAPE_POINT_AT("p", -1.999f, 1, 0)}, false},
    {"P below the AABB's min on every axis", {START_AABB, SHAPE_POINT_AT("p", -5.5f, -0.5f, -2)}, false},
    {"P on the plane", {START_PLANE, SHAPE_POINT_AT("p", 1, -0.75f, 2)}, true},
    {"P past the segment's end b", {START_SEGMENT, SHAPE_POINT_AT("p", 4, 3, -1)}, false},
    {"P in the triangle's vertex region c", {START_TRIANGLE, SHAPE_POINT_AT("p", 5.2f, 3, 0)}, false},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const vec3s preset_q[PRESET_COUNT] = { /* the closest point on each preset's shape */
    {{-2, 1, 0}}, {{-2, 1, 0}}, {{-4, 0, -1}}, {{1, -0.75f, 2}}, {{3.2f, 2, -0.5f}}, {{5.2f, 2, 0}},
};

static vec3s closest(const shape *sh, vec3s p)
{
    switch (sh->kind) {
    case SHAPE_AABB: return isect_closest_point_aabb(p, sh->aabb);
    case SHAPE_OBB: return isect_closest_point_obb(p, sh->obb);
    case SHAPE_PLANE: return isect_closest_point_plane(p, sh->plane);
    case SHAPE_SEGMENT: return isect_closest_point_segment(p, sh->segment);
    default: return isect_closest_point_triangle(p, sh->triangle);
    }
}

/* Trace mode's run: the closest point of P on the selected shape; with P selected, on the
 * first shape in play (the one a preset sets). */
static bool trace_closest(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    static char name[48];
    int i = sample_selected(ctx);
    for (int k = AABB; i == P && k < COUNT; k++)
        i = sample_in_preset(ctx, k) ? k : P;
    snprintf(name, sizeof name, "isect_closest_point_%s", shapes[i].name); /* its name is the function's suffix */
    *call = name, *a = &shapes[P], *b = &shapes[i];
    closest(&shapes[i], shapes[P].point);
    return true;
}

/* The case that gave q, as ", ..." for the HUD: the axes a box's clamp moved P on (5.1.3,
 * 5.1.4), the segment's t before its clamp (5.1.2), the triangle's Voronoi region (5.1.5), read
 * off where q lies. Nothing for a plane (one case) or a box that clamped nothing. */
static void branch(const shape *sh, vec3s p, vec3s q, char *out, size_t size)
{
    static const char *const corner_name[3] = {"a", "b", "c"};
    out[0] = 0;
    if (sh->kind == SHAPE_AABB || sh->kind == SHAPE_OBB) {
        vec3s d = glms_vec3_sub(p, sh->kind == SHAPE_AABB ? glms_vec3_scale(glms_vec3_add(sh->aabb.min, sh->aabb.max), 0.5f) : sh->obb.c);
        for (int k = 0; k < 3; k++) {
            float x = sh->kind == SHAPE_AABB ? d.raw[k] : glms_vec3_dot(d, sh->obb.u[k]);
            float e = sh->kind == SHAPE_AABB ? (sh->aabb.max.raw[k] - sh->aabb.min.raw[k]) * 0.5f : sh->obb.e.raw[k];
            if (fabsf(x) > e)
                snprintf(out + strlen(out), size - strlen(out), "%s%s%c", out[0] ? " " : ", clamped on ",
                         sh->kind == SHAPE_AABB ? "" : "u", sh->kind == SHAPE_AABB ? "xyz"[k] : "012"[k]);
        }
    } else if (sh->kind == SHAPE_SEGMENT) {
        vec3s a = sh->segment.a, ab = glms_vec3_sub(sh->segment.b, a);
        float t = glms_vec3_norm2(ab) > 0 ? glms_vec3_dot(glms_vec3_sub(p, a), ab) / glms_vec3_norm2(ab) : 0;
        snprintf(out, size, ", t = %s%s", HUD_NUM(t, t < 0.5f ? 0 : 1), t < 0 ? " < 0: q = a" : t > 1 ? " > 1: q = b" : " in [0, 1]");
    } else if (sh->kind == SHAPE_TRIANGLE) {
        const vec3s v[3] = {sh->triangle.a, sh->triangle.b, sh->triangle.c};
        snprintf(out, size, ", face region");
        for (int k = 2; k >= 0; k--) /* an edge's region, unless a vertex's */
            if (glms_vec3_distance(q, isect_closest_point_segment(q, (isect_segment){v[k], v[(k + 1) % 3]})) <= 1e-6f)
                snprintf(out, size, ", edge region %s%s", corner_name[k], corner_name[(k + 1) % 3]);
        for (int k = 0; k < 3; k++)
            if (glms_vec3_distance(q, v[k]) <= 1e-6f)
                snprintf(out, size, ", vertex region %s", corner_name[k]);
    }
}

/* q == P: P lies on or in the shape. */
static bool on(const shape *sh, vec3s p)
{
    return glms_vec3_distance(p, closest(sh, p)) <= 1e-6f;
}

/* The verdict of a preset: P lies on or in one of the shapes. */
static bool p_on_a_shape(const shape *sh, int selected)
{
    (void)selected;
    for (int i = AABB; i < COUNT; i++)
        if (on(&sh[i], sh[P].point))
            return true;
    return false;
}

static void check(sample_ctx *ctx, vec3s got, vec3s want, const char *what)
{
    sample_expect(ctx, glms_vec3_distance(got, want) <= 1e-6f, "Expected the closest point %s to be (%g, %g, %g), got (%g, %g, %g)",
                  what, want.x, want.y, want.z, got.x, got.y, got.z);
}

/* The asserts of copy-as-test (the framework declares p and the shapes): P against the picked
 * shape, or against every shape when P itself is picked. */
static void copy_test(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    for (int i = AABB; i < COUNT; i++) {
        if (selected != P && i != selected)
            continue;
        vec3s q = closest(&shapes[i], shapes[P].point);
        sample_code(ctx, "assert(glms_vec3_distance(isect_closest_point_%s(p, %s), (vec3s){{%.9g, %.9g, %.9g}}) <= 1e-6f);",
                    shapes[i].name, shapes[i].name, (double)q.x, (double)q.y, (double)q.z);
    }
}

static void initialize(sample_ctx *ctx)
{
    /* Hand-worked answers on unit shapes. */
    isect_aabb unit = isect_aabb_from_corners((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}});
    check(ctx, isect_closest_point_aabb((vec3s){{2, 3, -1}}, unit), (vec3s){{1, 1, 0}}, "of a point off the box's corner");
    check(ctx, isect_closest_point_aabb((vec3s){{0.25f, 0.5f, 0.75f}}, unit), (vec3s){{0.25f, 0.5f, 0.75f}}, "of a point inside the box");
    check(ctx, isect_closest_point_aabb((vec3s){{1, 0.5f, 0.5f}}, unit), (vec3s){{1, 0.5f, 0.5f}}, "of a point touching the face x = 1");
    check(ctx, isect_closest_point_aabb((vec3s){{1.001f, 0.5f, 0.5f}}, unit), (vec3s){{1, 0.5f, 0.5f}}, "of a point 0.001 off the face");
    isect_obb cube = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, glms_quat_identity());
    check(ctx, isect_closest_point_obb((vec3s){{3, 0.5f, -2}}, cube), (vec3s){{1, 0.5f, -1}}, "on the cube to (3, 0.5, -2)");
    isect_plane z1 = isect_plane_from_normal((vec3s){{0, 0, 2}}, 2); /* z = 1 */
    check(ctx, isect_closest_point_plane((vec3s){{3, 4, 5}}, z1), (vec3s){{3, 4, 1}}, "on the plane z = 1");
    isect_segment seg = {{{0, 0, 0}}, {{2, 0, 0}}};
    check(ctx, isect_closest_point_segment((vec3s){{3, 1, 0}}, seg), seg.b, "on the segment past its end b");
    check(ctx, isect_closest_point_segment((vec3s){{1, 5, 0}}, seg), (vec3s){{1, 0, 0}}, "on the segment's middle");
    isect_triangle tri = {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}};
    check(ctx, isect_closest_point_triangle((vec3s){{-1, -1, 1}}, tri), tri.a, "in the triangle's vertex region a");
    check(ctx, isect_closest_point_triangle((vec3s){{1, -1, 3}}, tri), (vec3s){{1, 0, 0}}, "in the triangle's edge region ab");
    check(ctx, isect_closest_point_triangle((vec3s){{2, 2, 0}}, tri), (vec3s){{1, 1, 0}}, "in the triangle's edge region bc");
    check(ctx, isect_closest_point_triangle((vec3s){{0.5f, 0.5f, 2}}, tri), (vec3s){{0.5f, 0.5f, 0}}, "in the triangle's face region");
    /* Each preset's closest point on its shape (its verdict the framework checks). */
    for (int i = 0; i < PRESET_COUNT; i++) {
        char what[96];
        const shape *target = &presets[i].set[0];
        snprintf(what, sizeof what, "on the %s of preset '%s'", shape_kind_name(target->kind), presets[i].name);
        check(ctx, closest(target, presets[i].set[1].point), preset_q[i], what);
    }

    sample_set_view(ctx, (vec3s){{-1.0f, 3.2f, 0.0f}}, 10.0f, 26.0f, 13.0f);
}

static void render(sample_ctx *ctx)
{
    vec3s p = shapes[P].point;
    vec4s color[COUNT];
    for (int i = AABB; i < COUNT; i++) {
        vec3s q = closest(&shapes[i], p);
        const char *name = shape_kind_name(shapes[i].kind);
        color[i] = !sample_in_preset(ctx, i) ? COLOR_GHOST : on(&shapes[i], p) ? COLOR_HIT : COLOR_SHAPE;
        if (!sample_in_preset(ctx, i)) /* a preset's ghosts are not explained */
            continue;
        draw_line(ctx, p, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "%s", name);
        char why[64];
        branch(&shapes[i], p, q, why, sizeof why);
        sample_text(ctx, "%-8s q = (%5.2f, %5.2f, %5.2f), dist = %s%s%s", name, q.x, q.y, q.z,
                    HUD_NUM(glms_vec3_distance(p, q), 0), on(&shapes[i], p) ? " ≤ 1e-6 -> P is on/in it" : "", why);
    }
    /* A preset's P on (or just off) a plane or one face of the AABB: that face seen edge-on. */
    if (sample_preset_on(ctx) && sample_in_preset(ctx, PLANE)) { /* from +z's side of n (over the flat rule) */
        vec3s n = shapes[PLANE].plane.n, side = glms_vec3_muladds(n, -n.z, (vec3s){{0, 0, 1}});
        draw_view_from(ctx, glms_vec3_norm2(side) > 0.01f ? side : glms_vec3_muladds(n, -n.x, (vec3s){{1, 0, 0}}));
    }
    if (sample_preset_on(ctx) && sample_in_preset(ctx, AABB)) {
        vec3s q = closest(&shapes[AABB], p), n = GLMS_VEC3_ZERO;
        int faces = 0;
        for (int k = 0; k < 3; k++)
            if (q.raw[k] == shapes[AABB].aabb.min.raw[k] || q.raw[k] == shapes[AABB].aabb.max.raw[k])
                n.raw[k] = 1, faces++;
        if (faces == 1)
            draw_view_edge_on(ctx, n);
    }
    for (int i = AABB; i <= TRIANGLE; i++)
        draw_shape(ctx, &shapes[i], color[i]);
    if (sample_preset_on(ctx) && sample_in_preset(ctx, TRIANGLE)) { /* its corners, which name the regions */
        const isect_triangle t = shapes[TRIANGLE].triangle;
        draw_label(ctx, t.a, color[TRIANGLE], "a");
        draw_label(ctx, t.b, color[TRIANGLE], "b");
        draw_label(ctx, t.c, color[TRIANGLE], "c");
    } else if (sample_in_preset(ctx, SEGMENT)) { /* the segment's ends, which the clamp picks between */
        draw_label(ctx, shapes[SEGMENT].segment.a, color[SEGMENT], "a");
        draw_label(ctx, shapes[SEGMENT].segment.b, color[SEGMENT], "b");
    }
    draw_marker(ctx, shape_centre(&shapes[sample_selected(ctx)]), 0.4f);
    draw_label(ctx, glms_vec3_add(p, (vec3s){{0, 0.3f, 0}}), COLOR_SELECT, "P");
}

const sample sample_closest_point = {
    .id = "closest-point", .title = "Closest points",
    .shows = "one movable point and its closest point on an AABB, OBB, plane, segment and triangle",
    .keywords = "distance projection Voronoi",
    .description = "The closest point q to P: clamp P to a box (in its frame for an OBB), drop it "
                   "along a plane's normal, clamp its parameter on a segment, or project it onto "
                   "its Voronoi region of a triangle. Ericson, Real-Time Collision Detection, 5.1.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS_BY(presets, p_on_a_shape),
    .copy_test = copy_test, .trace = trace_closest,
    .initialize = initialize, .render = render,
};
