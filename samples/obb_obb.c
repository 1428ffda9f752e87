/* OBB vs OBB — the separating-axis test. Two convex shapes are disjoint exactly when some axis
 * L exists on which their projections (their shadows) do not overlap. A box projects onto L
 * as an interval about its centre of radius r = sum e_i |u_i . L|, so on L the boxes are apart
 * when |(b.c - a.c) . L| > r_a + r_b. For two boxes 15 axes suffice: the 3 face normals of
 * each and the 9 cross products of an edge of a with an edge of b.
 * Ericson, Real-Time Collision Detection, 4.4.1 (after Gottschalk). For every separated pair
 * the first axis found is drawn as a long yellow line with both boxes' intervals on it.
 * Box C turns slowly about a tilted axis (P pauses, O steps), so the first separating axis
 * changes kind as it turns, and now and then none separates it from A. Click or Tab picks a
 * box, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it; ',' and '.' set boxes A
 * and B to the edge cases below. */
#include "sample.h"

#include <stdio.h>

/* Axes u0, u1, u2 of the turns used below, as isect_obb_from_quat makes them from the
 * quaternion (checked at start-up). Half a turn about y, (0, 1, 0, 0), gives the exact axes
 * -x, y, -z: it keeps touching exact and makes all 9 edge cross products of two such boxes
 * zero, the case Ericson guards with an epsilon. */
#define UNTURNED {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}
#define HALF_Y {{{-1, 0, 0}}, {{0, 1, 0}}, {{0, 0, -1}}}
#define X45 {{{1, 0, 0}}, {{0, 0.707106709f, 0.707106829f}}, {{0, -0.707106829f, 0.707106709f}}} /* 45 degrees about x */
#define Z45 {{{0.707106709f, 0.707106829f, 0}}, {{-0.707106829f, 0.707106709f, 0}}, {{0, 0, 1}}} /* 45 degrees about z */
#define Y30 {{{0.866025388f, 0, -0.50000006f}}, {{0, 1, 0}}, {{0.50000006f, 0, 0.866025388f}}} /* 30 degrees about y */
#define OBB(NAME, CX, CY, CZ, AXES, EX, EY, EZ) \
    {.kind = SHAPE_OBB, .name = (NAME), .obb = {{{CX, CY, CZ}}, AXES, {{EX, EY, EZ}}}}

/* The scene: boxes A, B and C, each named by its variable in copy-as-test; A starts selected.
 * A's top is an edge along x, C's bottom an edge along z, 0.3 above it: only the edge-edge
 * axis A.u0 x C.u2 (index 6 + 3*0 + 2 = 8) separates them. B overlaps A's end. */
enum { A, B, C, BOX_COUNT };
static const char *const letters[BOX_COUNT] = {"A", "B", "C"};
static const shape start[BOX_COUNT] = {
    [A] = OBB("a", 0, 1, 0, X45, 1.5f, 0.5f, 0.5f),
    [B] = OBB("b", -2.0f, 1, 0.3f, Y30, 0.6f, 0.6f, 0.6f),
    [C] = OBB("c", 0, 1 + 2 * 0.5f * GLM_SQRT2f + 0.3f, 0, Z45, 0.5f, 0.5f, 1.5f),
};
static shape boxes[BOX_COUNT]; /* the scene now: the framework moves them, update turns C */

/* Box C's spin: 20 degrees a second about a tilted axis through its centre. */
#define SPIN_DEG_PER_S 20.0f
static const vec3s spin_axis = {{0.4f, 0.8f, 0.45f}};

/* Edge cases for boxes A and B (',' and '.'), left of C so its spin keeps clear of them; each
 * is also a start-up check. */
static const scene_preset presets[] = {
    {"sharing a face, parallel edges", {OBB("a", -4, 0.5f, 0, HALF_Y, 1, 0.5f, 0.5f), OBB("b", -2, 0.5f, 0, HALF_Y, 1, 0.5f, 0.5f)}, true},
    {"0.001 apart, parallel edges",
     {OBB("a", -4, 0.5f, 0, HALF_Y, 1, 0.5f, 0.5f), OBB("b", -1.999f, 0.5f, 0, HALF_Y, 1, 0.5f, 0.5f)}, false},
    /* B's bottom edge (along z) 0.01 above A's top edge (along x): y = 0.5 + sqrt(2) +- 0.01. */
    {"crossed edges 0.01 apart", /* only an edge axis separates them */
     {OBB("a", -3, 0.5f, 0, X45, 1.5f, 0.5f, 0.5f), OBB("b", -3, 1.9242136f, 0, Z45, 0.5f, 0.5f, 1.5f)}, false},
    {"crossed edges 0.01 into each other",
     {OBB("a", -3, 0.5f, 0, X45, 1.5f, 0.5f, 0.5f), OBB("b", -3, 1.9042135f, 0, Z45, 0.5f, 0.5f, 1.5f)}, true},
    {"a point box on A's top face", {OBB("a", -3, 0.5f, 0, UNTURNED, 1, 0.5f, 0.5f), OBB("b", -3, 1, 0, UNTURNED, 0, 0, 0)}, true},
    {"a point box 0.001 above A",
     {OBB("a", -3, 0.5f, 0, UNTURNED, 1, 0.5f, 0.5f), OBB("b", -3, 1.001f, 0, UNTURNED, 0, 0, 0)}, false},
};
#define CROSSED 2 /* the preset only an edge axis separates */

/* Every pair of the start scene with its verdict: each a
 * start-up check, the colour (red: it meets another box) and copy-as-test's asserts for the
 * selected box. The presets set A and B, so the test on them is each preset's verdict. */
static const scene_pair pairs[] = {{"a", "b", true}, {"a", "c", false}, {"b", "c", false}};

/* copy-as-test's asserts beyond the pairs' verdicts: the separating axis of the selected box
 * and each other, as explained (-1: none). */
static void copy_test(sample_ctx *ctx)
{
    int s = sample_selected(ctx);
    for (int j = 0; j < BOX_COUNT; j++)
        if (j != s)
            sample_code(ctx, "assert(isect_obb_obb_axis(%s, %s, NULL) == %d);", boxes[s].name, boxes[j].name,
                        isect_obb_obb_axis(boxes[s].obb, boxes[j].obb, NULL));
}

static void initialize(sample_ctx *ctx)
{
    versors turn_c = glms_quatv(glm_rad(45), (vec3s){{0, 0, 1}});
    sample_expect(ctx, obb_axes_are(start[A].obb, glms_quatv(glm_rad(45), (vec3s){{1, 0, 0}})) &&
                           obb_axes_are(start[B].obb, glms_quatv(glm_rad(30), (vec3s){{0, 1, 0}})) &&
                           obb_axes_are(start[C].obb, turn_c) &&
                           obb_axes_are(presets[0].set[0].obb, glms_quat_init(0, 1, 0, 0)),
                  "Expected the boxes' axes to be their turns as isect_obb_from_quat makes them");

    int edge = isect_obb_obb_axis(boxes[A].obb, boxes[C].obb, NULL);
    sample_expect(ctx, edge == 8, "Expected box A and box C to be separated by edge axis 8 (A.u0 x C.u2), got %d", edge);

    /* Parallel edges: two boxes turned half a turn about y (axes exactly -x, y, -z) sharing the
     * face x = 1 touch, though all 9 edge cross products are zero; moved 0.001 apart they do not. */
    versors half = {{0, 1, 0, 0}};
    isect_obb left = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, half);
    isect_obb touching = isect_obb_from_quat((vec3s){{2, 0, 0}}, (vec3s){{1, 1, 1}}, half);
    isect_obb apart = isect_obb_from_quat((vec3s){{2.001f, 0, 0}}, (vec3s){{1, 1, 1}}, half);
    sample_expect(ctx, isect_obb_obb(left, touching), "Expected the box sharing a face to intersect the box");
    sample_expect(ctx, !isect_obb_obb(left, apart), "Expected the box 0.001 away to not intersect the box");
    int crossed = isect_obb_obb_axis(presets[CROSSED].set[0].obb, presets[CROSSED].set[1].obb, NULL);
    sample_expect(ctx, crossed == 8, "Expected preset '%s' to be separated by edge axis 8, got %d", presets[CROSSED].name, crossed);

    /* What the spin shows, on a copy of the scene: over one turn of C (5 degree steps) some
     * angle lets C meet A, and the first separating axis is sometimes a face, sometimes an edge. */
    bool met = false, face = false, edge_axis = false;
    isect_obb c = boxes[C].obb;
    for (int deg = 0; deg < 360; deg += 5) {
        versors q = glms_quat_mul(glms_quatv(glm_rad((float)deg), spin_axis), turn_c);
        int k = isect_obb_obb_axis(boxes[A].obb, isect_obb_from_quat(c.c, c.e, q), NULL);
        met |= k < 0, face |= k >= 0 && k < 6, edge_axis |= k >= 6;
    }
    sample_expect(ctx, met && face && edge_axis, "Expected box C's turn to meet box A (%d) and be separated by a face (%d) "
                  "and an edge axis (%d)", met, face, edge_axis);

    sample_set_view(ctx, (vec3s){{-3.7f, 2.6f, 1.8f}}, 25.0f, 18.0f, 11.5f); /* the boxes right of the SAT strip */
}

/* The radius of box b's shadow on the unit axis l: r = sum e_i |u_i . l|. */
static float radius_on(isect_obb b, vec3s l)
{
    return b.e.x * fabsf(glms_vec3_dot(b.u[0], l)) + b.e.y * fabsf(glms_vec3_dot(b.u[1], l)) +
           b.e.z * fabsf(glms_vec3_dot(b.u[2], l));
}

/* Under the contact line, for an intersecting pair: the library's depth is ra + rb - |t·n| with
 * OBB_EPS = 1e-5 added to every |R_ij| (isect.h), 1e-5 times the extents taking part more than
 * the shadows' overlap on n. Where that slack is most of the depth (faces that touch), say so. */
static void explain_slack(sample_ctx *ctx, int i, int j)
{
    isect_obb a = boxes[i < j ? i : j].obb, b = boxes[i < j ? j : i].obb;
    isect_contact contact;
    if (!isect_obb_obb_contact(a, b, &contact))
        return;
    float overlap = radius_on(a, contact.normal) + radius_on(b, contact.normal) -
                    fabsf(glms_vec3_dot(glms_vec3_sub(b.c, a.c), contact.normal));
    if (contact.depth - overlap > 0.5f * contact.depth)
        sample_text(ctx, "   (depth %s: overlap %s on n + the OBB_EPS slack, 1e-5 per |R_ij|)",
                    HUD_NUM(contact.depth, overlap), HUD_NUM(overlap, contact.depth));
}

/* The "why" for the selected box and its partner, i and j: the library's first separating axis, drawn as a
 * line beside the pair with both shadows on it, or a line of HUD text that they intersect. */
static void explain(sample_ctx *ctx, int i, int j)
{
    if (i > j) { /* in the pair's order (a before b), as the test and the SAT strip take them */
        int t = i;
        i = j, j = t;
    }
    isect_obb a = boxes[i].obb, b = boxes[j].obb;
    vec3s l;
    int k = isect_obb_obb_axis(a, b, &l); /* l is unit and points from a toward b */
    float reach_ab = 0.5f * glms_vec3_distance(a.c, b.c) + fmaxf(glms_vec3_norm(a.e), glms_vec3_norm(b.e));
    char caption[2 * INSET_CAPTION_SIZE]; /* the inset keeps INSET_CAPTION_SIZE - 1 bytes */
    if (k < 0) {
        sample_text(ctx, "%s-%s: no separating axis: they intersect", letters[i], letters[j]);
        isect_contact contact; /* F3: across the axis of least overlap, the contact normal */
        snprintf(caption, sizeof caption, "%s-%s: least overlap, n", letters[i], letters[j]);
        if (isect_obb_obb_contact(a, b, &contact)) {
            draw_inset_axis(ctx, contact.normal, glms_vec3_lerp(a.c, b.c, 0.5f), reach_ab, caption);
            /* The axis of least overlap seen as the separating ones are, its plane edge-on: the
             * boxes on its two sides, where they cross the push-out depth into each other. */
            draw_view_edge_on(ctx, contact.normal);
        }
        return;
    }
    char kind[48];
    if (k < 6)
        snprintf(kind, sizeof kind, "face of %s (%s.u%d)", letters[k < 3 ? i : j], letters[k < 3 ? i : j], k % 3);
    else
        snprintf(kind, sizeof kind, "edge %s.u%d × %s.u%d", letters[i], (k - 6) / 3, letters[j], (k - 6) % 3);

    /* Lay the axis beside the pair (right and down, clear of both boxes) so they don't hide it. */
    vec3s side = glms_vec3_normalize((vec3s){{1, -1, 0}});
    side = glms_vec3_muladds(l, -glms_vec3_dot(side, l), side);
    if (glms_vec3_norm(side) < 0.3f)
        side = glms_vec3_muladds(l, -l.z, (vec3s){{0, 0, 1}});
    side = glms_vec3_normalize(side);
    float clear = fmaxf(radius_on(a, side), radius_on(b, side)) + 0.9f;
    vec3s o = glms_vec3_muladds(side, clear, glms_vec3_lerp(a.c, b.c, 0.5f));
    float sa = glms_vec3_dot(glms_vec3_sub(a.c, o), l), ra = radius_on(a, l);
    float sb = glms_vec3_dot(glms_vec3_sub(b.c, o), l), rb = radius_on(b, l);
    char axis_name[24];
    snprintf(axis_name, sizeof axis_name, "L = axis %d", k);
    vec4s color_a = sample_verdict_color(ctx, i);
    vec4s color_b = sample_verdict_color(ctx, j);
    /* The axis's name goes past its far end, past b's shadow; where that is much the shorter
     * (a point box), L is taken the other way, so the name goes past a's, away from the gap. */
    float way = rb < 0.5f * ra ? -1.0f : 1.0f;
    float gap = draw_axis_intervals(ctx, o, glms_vec3_scale(l, way), axis_name,
                                    (draw_interval){way * sa - ra, way * sa + ra, color_a, letters[i]},
                                    (draw_interval){way * sb - rb, way * sb + rb, color_b, letters[j]});
    draw_view_edge_on(ctx, l); /* the plane normal to L edge-on: A and B on its two sides */
    snprintf(caption, sizeof caption, "%s-%s: L = %s", letters[i], letters[j], kind); /* F3: across L */
    draw_inset_axis(ctx, l, glms_vec3_lerp(a.c, b.c, 0.5f), fmaxf(reach_ab, clear + 0.4f), caption);
    draw_line(ctx, a.c, glms_vec3_muladds(l, sa, o), color_a); /* each centre onto L */
    draw_line(ctx, b.c, glms_vec3_muladds(l, sb, o), color_b);
    /* The test's own comparison on L (unit here): abs(t.L) against ra + rb, and their difference. */
    float tl = fabsf(sb - sa), reach = ra + rb;
    sample_text(ctx, "%s-%s: axis %d: %s -> separated", letters[i], letters[j], k, kind);
    sample_text(ctx, "   |t·L| = %s > ra + rb = %s (gap %s)", HUD_NUM(tl, reach), HUD_NUM(reach, tl), HUD_NUM(gap, 0));
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.4f);
    for (int i = 0; i < BOX_COUNT; i++) { /* each name over its box's upper left, clear of the axis beside */
        isect_obb b = boxes[i].obb;
        vec3s over = {{-0.6f * radius_on(b, (vec3s){{1, 0, 0}}), radius_on(b, (vec3s){{0, 1, 0}}) + 0.2f, 0}};
        draw_label(ctx, glms_vec3_add(b.c, over), sample_verdict_color(ctx, i), "%s", letters[i]);
    }
    sample_each_partner(ctx, explain);
    sample_text(ctx, "apart on L when |t·L| > ra + rb");
    sample_draw_contacts(ctx);
    sample_each_partner(ctx, explain_slack);
    sample_draw_sat_strip(ctx);
}

/* C's spin, composed in quaternions so its axes stay orthonormal however long it turns. */
static void update(sample_ctx *ctx, float dt)
{
    (void)ctx;
    isect_obb *c = &boxes[C].obb;
    versors now = glms_mat3_quat((mat3s){.col = {c->u[0], c->u[1], c->u[2]}});
    *c = isect_obb_from_quat(c->c, c->e, glms_quat_mul(glms_quatv(glm_rad(SPIN_DEG_PER_S * dt), spin_axis), now));
}

const sample sample_obb_obb = {
    .id = "obb-obb", .title = "OBB vs OBB",
    .shows = "the first separating axis (index and kind) and both boxes' intervals along it",
    .keywords = "SAT separating axis oriented box",
    .description = "Two boxes are apart when some axis L separates their shadows: "
                   "|t·L| > ra + rb, t = b.c - a.c, r = sum e_i |u_i·L|. Try the 3 face "
                   "normals of each box and the 9 edge cross products a.u_i × b.u_j. "
                   "Ericson, Real-Time Collision Detection, 4.4.1.",
    .scene = SAMPLE_SCENE(boxes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_obb_obb", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render, .update = update,
};
