/* Closest points — the building block under the sphere tests. For a point P and a convex shape
 * the closest point q is found by a projection and a clamp:
 *   AABB:     clamp P to [min, max] axis by axis                            (Ericson 5.1.3)
 *   OBB:      the same clamp in the box's frame, q = c + sum clamp(x_i, -e_i, e_i) u_i (5.1.4)
 *   plane:    drop P along the normal, q = P - (n.P - d) n                  (5.1.1)
 *   segment:  t = (P - a).(b - a) / |b - a|^2 clamped to [0, 1], q = a + t (b - a) (5.1.2)
 *   triangle: find P's Voronoi region (a vertex, an edge or the face) and project onto it (5.1.5)
 * q == P exactly when P lies on or in the shape: that shape is drawn red, the others blue.
 * Ericson, Real-Time Collision Detection, 5.1. Click or Tab picks P or a shape (the floor plane
 * by Tab only, so a click on it still orbits), dragging or W/A/S/D/Q/E moves it; Ctrl-drag or
 * Z/X turns the picked OBB, segment or triangle, and the OBB when P or the AABB is picked.
 * ',' and '.' put P at the edge cases below. */
#include "sample.h"

#include <stdio.h>

#define SHAPE_COUNT 5

static const char *const names[SHAPE_COUNT] = {"AABB", "OBB", "plane", "segment", "triangle"};
enum { AABB, OBB, PLANE, SEGMENT, TRIANGLE, POINT_P = SHAPE_COUNT }; /* what s.selected names */

static struct {
    vec3s p;
    isect_aabb aabb;
    versors obb_q;
    isect_obb obb;
    isect_plane plane;
    isect_segment segment;
    isect_triangle triangle;
    int selected;
} s;

/* Edge cases for P against the start scene's shapes (',' and '.'): the shape and the closest
 * point on it, each also a start-up check. */
static const struct {
    const char *name;
    vec3s p;
    int shape;
    vec3s q;
} presets[] = {
    {"P on the AABB's face x = -2", {{-2, 1, 0}}, AABB, {{-2, 1, 0}}},
    {"P 0.001 off the AABB's face", {{-1.999f, 1, 0}}, AABB, {{-2, 1, 0}}},
    {"P below the AABB's min on every axis", {{-5.5f, -0.5f, -2}}, AABB, {{-4, 0, -1}}},
    {"P on the plane", {{1, -0.75f, 2}}, PLANE, {{1, -0.75f, 2}}},
    {"P past the segment's end b", {{4, 3, -1}}, SEGMENT, {{3.2f, 2, -0.5f}}},
    {"P in the triangle's vertex region c", {{5.2f, 3, 0}}, TRIANGLE, {{5.2f, 2, 0}}},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static vec3s closest(int shape, vec3s p)
{
    switch (shape) {
    case 0: return isect_closest_point_aabb(p, s.aabb);
    case 1: return isect_closest_point_obb(p, s.obb);
    case 2: return isect_closest_point_plane(p, s.plane);
    case 3: return isect_closest_point_segment(p, s.segment);
    default: return isect_closest_point_triangle(p, s.triangle);
    }
}

/* Where the marker of a picked shape goes. */
static vec3s centre(int shape)
{
    switch (shape) {
    case AABB: return glms_vec3_lerp(s.aabb.min, s.aabb.max, 0.5f);
    case OBB: return s.obb.c;
    case PLANE: return glms_vec3_scale(s.plane.n, s.plane.d);
    case SEGMENT: return glms_vec3_lerp(s.segment.a, s.segment.b, 0.5f);
    default: return glms_vec3_divs(glms_vec3_add(glms_vec3_add(s.triangle.a, s.triangle.b), s.triangle.c), 3.0f);
    }
}

/* The shapes as they start; presets put them back. */
static void start_shapes(void)
{
    s.aabb = isect_aabb_from_corners((vec3s){{-4, 0, -1}}, (vec3s){{-2, 2, 1}});
    s.obb_q = glms_quat_mul(glms_quatv(glm_rad(30), (vec3s){{0, 1, 0}}), glms_quatv(glm_rad(20), (vec3s){{1, 0, 0}}));
    s.obb = isect_obb_from_quat((vec3s){{0, 1, 0}}, (vec3s){{0.7f, 0.7f, 0.7f}}, s.obb_q);
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0}}, -0.75f); /* the floor y = -0.75 */
    s.segment = (isect_segment){{{1.8f, 0, 0.5f}}, {{3.2f, 2, -0.5f}}};
    s.triangle = (isect_triangle){{{4.2f, 0, -0.5f}}, {{6.2f, 0, 0.5f}}, {{5.2f, 2, 0}}};
}

static void check(sample_ctx *ctx, vec3s got, vec3s want, const char *what)
{
    sample_expect(ctx, glms_vec3_distance(got, want) <= 1e-6f, "Expected the closest point %s to be (%g, %g, %g), got (%g, %g, %g)",
                  what, want.x, want.y, want.z, got.x, got.y, got.z);
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.p = (vec3s){{-3, 1, 0}}; /* inside the AABB */
    s.selected = POINT_P;
    start_shapes();

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
    for (int i = 0; i < PRESET_COUNT; i++) {
        char what[96];
        snprintf(what, sizeof what, "on the %s of preset '%s'", names[presets[i].shape], presets[i].name);
        check(ctx, closest(presets[i].shape, presets[i].p), presets[i].q, what);
    }

    sample_set_view(ctx, (vec3s){{-1.3f, 2.6f, 0.0f}}, 10.0f, 26.0f, 12.5f);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 0.5f);
    vec4s color[SHAPE_COUNT];
    for (int i = 0; i < SHAPE_COUNT; i++) {
        vec3s q = closest(i, s.p);
        float dist = glms_vec3_distance(s.p, q);
        bool on = dist <= 1e-6f; /* q == P: P lies on or in the shape */
        color[i] = on ? COLOR_HIT : COLOR_SHAPE;
        draw_line(ctx, s.p, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "%s", names[i]);
        sample_text(ctx, "%-8s q = (%5.2f, %5.2f, %5.2f), dist = %.3f%s", names[i], q.x, q.y, q.z, dist,
                    on ? " -> P is on/in it" : "");
    }
    draw_aabb(ctx, s.aabb, color[AABB]);
    draw_obb(ctx, s.obb, color[OBB]);
    draw_plane(ctx, s.plane, 7.0f, color[PLANE]);
    draw_segment(ctx, s.segment, color[SEGMENT]);
    draw_triangle(ctx, s.triangle, color[TRIANGLE]);
    sample_pick_point(ctx, POINT_P, s.p);
    sample_pick_aabb(ctx, AABB, s.aabb);
    sample_pick_obb(ctx, OBB, s.obb);
    sample_pick_point(ctx, SEGMENT, glms_vec3_lerp(s.segment.a, s.segment.b, 0.5f));
    sample_pick_triangle(ctx, TRIANGLE, s.triangle);
    draw_marker(ctx, s.selected == POINT_P ? s.p : centre(s.selected), 0.4f);
    draw_label(ctx, glms_vec3_add(s.p, (vec3s){{0, 0.3f, 0}}), COLOR_SELECT, "P");
}

static void select_shape(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s d)
{
    (void)ctx;
    switch (s.selected) {
    case AABB: s.aabb = (isect_aabb){glms_vec3_add(s.aabb.min, d), glms_vec3_add(s.aabb.max, d)}; break;
    case OBB: s.obb = isect_obb_from_quat(glms_vec3_add(s.obb.c, d), s.obb.e, s.obb_q); break;
    case PLANE: s.plane.d += glms_vec3_dot(s.plane.n, d); break;
    case SEGMENT: sample_shift_segment(d, &s.segment); break;
    case TRIANGLE: sample_shift_triangle(d, &s.triangle); break;
    default: s.p = glms_vec3_add(s.p, d); break;
    }
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    if (s.selected == SEGMENT)
        sample_turn_segment(turn, &s.segment);
    else if (s.selected == TRIANGLE)
        sample_turn_triangle(turn, &s.triangle);
    else if (s.selected != PLANE) { /* the OBB, also for P and the AABB, which cannot turn */
        s.obb_q = glms_quat_mul(turn, s.obb_q);
        s.obb = isect_obb_from_quat(s.obb.c, s.obb.e, s.obb_q);
    }
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_shape(ctx, (s.selected + 1) % (SHAPE_COUNT + 1));
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    start_shapes();
    s.p = presets[i].p;
    s.selected = POINT_P;
    return presets[i].name;
}

/* P against the picked shape, or against every shape when P itself is picked. */
static void copy_test(sample_ctx *ctx)
{
    static const char *const fn[SHAPE_COUNT] = {"aabb", "obb", "plane", "segment", "triangle"};
    sample_code_vec3(ctx, "p", s.p);
    for (int i = 0; i < SHAPE_COUNT; i++) {
        if (s.selected != POINT_P && i != s.selected)
            continue;
        switch (i) {
        case AABB: sample_code_aabb(ctx, fn[i], s.aabb); break;
        case OBB: sample_code_obb(ctx, fn[i], s.obb); break;
        case PLANE: sample_code_plane(ctx, fn[i], s.plane); break;
        case SEGMENT: sample_code_segment(ctx, fn[i], s.segment); break;
        default: sample_code_triangle(ctx, fn[i], s.triangle); break;
        }
        vec3s q = closest(i, s.p);
        sample_code(ctx, "assert(glms_vec3_distance(isect_closest_point_%s(p, %s), (vec3s){{%.9g, %.9g, %.9g}}) <= 1e-6f);",
                    fn[i], fn[i], (double)q.x, (double)q.y, (double)q.z);
    }
}

const sample sample_closest_point = {
    .id = "closest-point",
    .shows = "one movable point and its closest point on an AABB, OBB, plane, segment and triangle",
    .title = "Closest points",
    .description = "The closest point q to P: clamp P to a box (in its frame for an OBB), drop it "
                   "along a plane's normal, clamp its parameter on a segment, or project it onto "
                   "its Voronoi region of a triangle. Ericson, Real-Time Collision Detection, 5.1.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_shape,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
