/* Capsule vs capsule — a capsule is every point within r of a segment (its axis), so two meet
 * exactly when their axes come within ra + rb of each other: |c1 - c2| <= ra + rb, where c1 and
 * c2 are the closest points of the two axes (Ericson, Real-Time Collision Detection, 4.5.1; the
 * closest points of two segments, 5.1.9). Yellow: c1 joined to c2, with the parameters s and t
 * that place them on their axes, clamped to [0, 1]. */
#include "sample.h"

#include <stdio.h>

enum { A, B, C, COUNT };
#define START_A SHAPE_CAPSULE_FROM("a", -2, 1, 0, 2, 1, 0, 0.5f)
static const shape start[COUNT] = {
    START_A,
    SHAPE_CAPSULE_FROM("b", -1, 2.2f, -1.5f, 1.5f, 1.6f, 1.2f, 0.6f), /* crosses over a */
    SHAPE_CAPSULE_FROM("c", 1.5f, 3.5f, 2, 3.5f, 3, -1, 0.4f),       /* above both */
};
static shape shapes[COUNT];
/* Each preset puts a back and sets b. */
#define B_FROM(AX, AY, AZ, BX, BY, BZ, R) SHAPE_CAPSULE_FROM("b", AX, AY, AZ, BX, BY, BZ, R)
static const scene_preset presets[] = {
    {"side by side, touching", {START_A, B_FROM(-1, 2, 0, 3, 2, 0, 0.5f)}, true},
    {"side by side, 0.001 apart", {START_A, B_FROM(-1, 2.001f, 0, 3, 2.001f, 0, 0.5f)}, false},
    {"crossing above, touching", {START_A, B_FROM(0, 2, -2, 0, 2, 2, 0.5f)}, true},
    {"end cap on end cap", {START_A, B_FROM(3, 1, 0, 5, 1, 0, 0.5f)}, true},
    {"end caps 0.001 apart", {START_A, B_FROM(3.001f, 1, 0, 5, 1, 0, 0.5f)}, false},
    {"a = b: a sphere on the side", {START_A, B_FROM(0, 2, 0, 0, 2, 0, 0.5f)}, true},
    {"r = 0: a segment grazing the surface", {START_A, B_FROM(0, 1.5f, -1, 0, 1.5f, 1, 0)}, true},
};

static const scene_pair pairs[] = {{"a", "b", true}, {"a", "c", false}, {"b", "c", false}};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, B);
    sample_set_view(ctx, (vec3s){{-0.6f, 2.6f, 0}}, 25.0f, 25.0f, 12.0f);
}

/* The parameter of p on the segment s: 0 at a, 1 at b (0 for a point segment). */
static float parameter(vec3s p, isect_segment s)
{
    vec3s d = glms_vec3_sub(s.b, s.a);
    float dd = glms_vec3_dot(d, d);
    return dd > 0 ? glms_vec3_dot(glms_vec3_sub(p, s.a), d) / dd : 0;
}

/* The why for the selected capsule i against capsule j. */
static void explain(sample_ctx *ctx, int i, int j)
{
    isect_capsule p = shapes[i].capsule, q = shapes[j].capsule;
    vec3s c1, c2;
    float dist = sqrtf(isect_closest_segment_segment(p.axis, q.axis, &c1, &c2));
    draw_line(ctx, c1, c2, COLOR_NOTE);
    draw_point(ctx, c1, COLOR_NOTE);
    draw_point(ctx, c2, COLOR_NOTE);
    draw_view_edge_on(ctx, glms_vec3_sub(c2, c1)); /* the gap between the axes, seen from its side */
    /* An axis with a = b is a point: its parameter is no choice (the library's degenerate case;
     * both points: its sphere-sphere test). */
    bool pa = glms_vec3_eqv(p.axis.a, p.axis.b), qa = glms_vec3_eqv(q.axis.a, q.axis.b);
    char s_text[48], t_text[48];
    vec3s n = glms_vec3_cross(glms_vec3_sub(p.axis.b, p.axis.a), glms_vec3_sub(q.axis.b, q.axis.a));
    bool parallel = !pa && !qa && glms_vec3_eqv(n, GLMS_VEC3_ZERO); /* any s of the overlap: the library takes 0 */
    snprintf(s_text, sizeof s_text, pa ? "%s is a point (a = b)" : parallel ? "parallel axes, s = %s" : "s = %s",
             pa ? shapes[i].name : HUD_NUM(parameter(c1, p.axis), 0));
    snprintf(t_text, sizeof t_text, qa ? "%s is a point (a = b)" : "t = %s", qa ? shapes[j].name : HUD_NUM(parameter(c2, q.axis), 0));
    sample_text(ctx, "%s-%s: %s, %s%s: |c1 - c2| = %s %s ra + rb = %s", shapes[i].name, shapes[j].name, s_text, t_text,
                pa && qa ? " (as sphere-sphere)" : "", HUD_NUM(dist, p.r + q.r), dist <= p.r + q.r ? "≤" : ">",
                HUD_NUM(p.r + q.r, dist));
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    for (int i = 0; i < COUNT; i++) { /* each capsule's name past its end farther from the others */
        isect_segment axis = shapes[i].capsule.axis;
        float room_a = INFINITY, room_b = INFINITY;
        for (int j = 0; j < COUNT; j++)
            if (j != i) {
                isect_segment other = shapes[j].capsule.axis;
                room_a = fminf(room_a, glms_vec3_distance(axis.a, isect_closest_point_segment(axis.a, other)));
                room_b = fminf(room_b, glms_vec3_distance(axis.b, isect_closest_point_segment(axis.b, other)));
            }
        vec3s end = room_b >= room_a ? axis.b : axis.a, out = glms_vec3_sub(end, room_b >= room_a ? axis.a : axis.b);
        out = glms_vec3_norm2(out) > 0 ? glms_vec3_normalize(out) : (vec3s){{0, 1, 0}};
        draw_label(ctx, glms_vec3_muladds(out, shapes[i].capsule.r + 0.3f, end), sample_verdict_color(ctx, i), "%s",
                   shapes[i].name);
    }
    sample_each_partner(ctx, explain);
}

const sample sample_capsule_capsule = {
    .id = "capsule-capsule", .title = "Capsule vs Capsule",
    .shows = "the closest points of the two axes",
    .keywords = "distance closest swept sphere",
    .description = "Two capsules meet when their axis segments come within the sum of the radii: "
                   "|c1 - c2| ≤ ra + rb for the closest points c1, c2 of the axes. "
                   "Ericson, Real-Time Collision Detection, 4.5.1 and 5.1.9.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_capsule_capsule", pairs),
    .initialize = initialize, .render = render,
};
