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

#define BOX_COUNT 3

static const char *const names[BOX_COUNT] = {"A", "B", "C"};

static struct {
    vec3s c[BOX_COUNT], e[BOX_COUNT];
    versors q[BOX_COUNT];
    isect_obb boxes[BOX_COUNT];
    int selected;
} s;

static void rebuild(int i) { s.boxes[i] = isect_obb_from_quat(s.c[i], s.e[i], s.q[i]); }

/* Box C's spin: 20 degrees a second about a tilted axis through its centre. */
#define SPIN_DEG_PER_S 20.0f
static const vec3s spin_axis = {{0.4f, 0.8f, 0.45f}};

/* Edge cases for boxes A and B (',' and '.'), left of C so its spin keeps clear of them; each
 * is also a start-up check. Half turns about y ({0,1,0,0}: axes -x, y, -z) keep touching exact
 * and make all 9 edge cross products zero, the case Ericson guards with an epsilon. */
typedef struct { vec3s c, e; versors q; } box_spec;
#define HALF_Y {{0, 1, 0, 0}}
#define X45 {{0.38268343f, 0, 0, 0.92387953f}} /* 45 degrees about x */
#define Z45 {{0, 0, 0.38268343f, 0.92387953f}} /* 45 degrees about z */
#define UNTURNED {{0, 0, 0, 1}}
static const struct {
    const char *name;
    box_spec a, b;
    bool meets;
} presets[] = {
    {"sharing a face, parallel edges", {{{-4, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, HALF_Y},
     {{{-2, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, HALF_Y}, true},
    {"0.001 apart, parallel edges", {{{-4, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, HALF_Y},
     {{{-1.999f, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, HALF_Y}, false},
    /* B's bottom edge (along z) 0.01 above A's top edge (along x): y = 0.5 + sqrt(2) +- 0.01. */
    {"crossed edges 0.01 apart: only an edge axis", {{{-3, 0.5f, 0}}, {{1.5f, 0.5f, 0.5f}}, X45},
     {{{-3, 1.9242136f, 0}}, {{0.5f, 0.5f, 1.5f}}, Z45}, false},
    {"crossed edges 0.01 into each other", {{{-3, 0.5f, 0}}, {{1.5f, 0.5f, 0.5f}}, X45},
     {{{-3, 1.9042135f, 0}}, {{0.5f, 0.5f, 1.5f}}, Z45}, true},
    {"a point box on A's top face", {{{-3, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, UNTURNED},
     {{{-3, 1, 0}}, {{0, 0, 0}}, UNTURNED}, true},
    {"a point box 0.001 above A", {{{-3, 0.5f, 0}}, {{1, 0.5f, 0.5f}}, UNTURNED},
     {{{-3, 1.001f, 0}}, {{0, 0, 0}}, UNTURNED}, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static isect_obb spec_obb(box_spec b) { return isect_obb_from_quat(b.c, b.e, b.q); }

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    /* A's top is an edge along x, C's bottom an edge along z, 0.3 above it: only the edge-edge
     * axis A.u0 x C.u2 (index 6 + 3*0 + 2 = 8) separates them. B overlaps A's end. */
    s.c[0] = (vec3s){{0, 1, 0}}, s.e[0] = (vec3s){{1.5f, 0.5f, 0.5f}};
    s.q[0] = glms_quatv(glm_rad(45), (vec3s){{1, 0, 0}});
    s.c[1] = (vec3s){{-2.0f, 1, 0.3f}}, s.e[1] = (vec3s){{0.6f, 0.6f, 0.6f}};
    s.q[1] = glms_quatv(glm_rad(30), (vec3s){{0, 1, 0}});
    s.c[2] = (vec3s){{0, 1 + 2 * 0.5f * GLM_SQRT2f + 0.3f, 0}}, s.e[2] = (vec3s){{0.5f, 0.5f, 1.5f}};
    s.q[2] = glms_quatv(glm_rad(45), (vec3s){{0, 0, 1}});
    for (int i = 0; i < BOX_COUNT; i++)
        rebuild(i);
    s.selected = 0;

    static const int pairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    static const bool expected[3] = {true, false, false};
    for (int k = 0; k < 3; k++) {
        isect_obb a = s.boxes[pairs[k][0]], b = s.boxes[pairs[k][1]];
        sample_expect(ctx, isect_obb_obb(a, b) == expected[k], "Expected box %s to %s box %s",
                      names[pairs[k][0]], expected[k] ? "intersect" : "not intersect", names[pairs[k][1]]);
    }
    int edge = isect_obb_obb_axis(s.boxes[0], s.boxes[2], NULL);
    sample_expect(ctx, edge == 8, "Expected box A and box C to be separated by edge axis 8 (A.u0 x C.u2), got %d", edge);

    /* Parallel edges: two boxes turned half a turn about y (axes exactly -x, y, -z) sharing the
     * face x = 1 touch, though all 9 edge cross products are zero; moved 0.001 apart they do not. */
    versors half = {{0, 1, 0, 0}};
    isect_obb left = isect_obb_from_quat((vec3s){{0, 0, 0}}, (vec3s){{1, 1, 1}}, half);
    isect_obb touching = isect_obb_from_quat((vec3s){{2, 0, 0}}, (vec3s){{1, 1, 1}}, half);
    isect_obb apart = isect_obb_from_quat((vec3s){{2.001f, 0, 0}}, (vec3s){{1, 1, 1}}, half);
    sample_expect(ctx, isect_obb_obb(left, touching), "Expected the box sharing a face to intersect the box");
    sample_expect(ctx, !isect_obb_obb(left, apart), "Expected the box 0.001 away to not intersect the box");
    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_obb_obb(spec_obb(presets[i].a), spec_obb(presets[i].b)) == presets[i].meets,
                      "Expected box A of preset '%s' to %s box B", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");
    int crossed = isect_obb_obb_axis(spec_obb(presets[2].a), spec_obb(presets[2].b), NULL);
    sample_expect(ctx, crossed == 8, "Expected preset '%s' to be separated by edge axis 8, got %d", presets[2].name, crossed);

    /* What the spin shows, on a copy of the scene: over one turn of C (5 degree steps) some
     * angle lets C meet A, and the first separating axis is sometimes a face, sometimes an edge. */
    bool met = false, face = false, edge_axis = false;
    for (int deg = 0; deg < 360; deg += 5) {
        versors q = glms_quat_mul(glms_quatv(glm_rad((float)deg), spin_axis), s.q[2]);
        int k = isect_obb_obb_axis(s.boxes[0], isect_obb_from_quat(s.c[2], s.e[2], q), NULL);
        met |= k < 0, face |= k >= 0 && k < 6, edge_axis |= k >= 6;
    }
    sample_expect(ctx, met && face && edge_axis, "Expected box C's turn to meet box A (%d) and be separated by a face (%d) "
                  "and an edge axis (%d)", met, face, edge_axis);

    sample_set_view(ctx, (vec3s){{-1.4f, 2.6f, 0.7f}}, 25.0f, 18.0f, 10.5f);
}

static bool hits_any(int i)
{
    for (int j = 0; j < BOX_COUNT; j++)
        if (j != i && isect_obb_obb(s.boxes[i], s.boxes[j]))
            return true;
    return false;
}

/* The radius of box b's shadow on the unit axis l: r = sum e_i |u_i . l|. */
static float radius_on(isect_obb b, vec3s l)
{
    return b.e.x * fabsf(glms_vec3_dot(b.u[0], l)) + b.e.y * fabsf(glms_vec3_dot(b.u[1], l)) +
           b.e.z * fabsf(glms_vec3_dot(b.u[2], l));
}

/* The "why" for the selected box a and box j: the library's first separating axis, drawn as a
 * line beside the pair with both shadows on it, or a line of HUD text that they intersect. */
static void explain(sample_ctx *ctx, int j)
{
    int i = s.selected;
    isect_obb a = s.boxes[i], b = s.boxes[j];
    vec3s l;
    int k = isect_obb_obb_axis(a, b, &l); /* l is unit and points from a toward b */
    if (k < 0) {
        sample_text(ctx, "%s-%s: no separating axis: they intersect", names[i], names[j]);
        return;
    }
    char kind[48];
    if (k < 6)
        snprintf(kind, sizeof kind, "face of %s (%s.u%d)", names[k < 3 ? i : j], names[k < 3 ? i : j], k % 3);
    else
        snprintf(kind, sizeof kind, "edge %s.u%d x %s.u%d", names[i], (k - 6) / 3, names[j], (k - 6) % 3);

    /* Lay the axis beside the pair (right and down, clear of both boxes) so they don't hide it. */
    vec3s side = glms_vec3_normalize((vec3s){{1, -1, 0}});
    side = glms_vec3_muladds(l, -glms_vec3_dot(side, l), side);
    if (glms_vec3_norm(side) < 0.3f)
        side = glms_vec3_muladds(l, -l.z, (vec3s){{0, 0, 1}});
    side = glms_vec3_normalize(side);
    float clear = fmaxf(radius_on(a, side), radius_on(b, side)) + 0.6f;
    vec3s o = glms_vec3_muladds(side, clear, glms_vec3_lerp(a.c, b.c, 0.5f));
    float sa = glms_vec3_dot(glms_vec3_sub(a.c, o), l), ra = radius_on(a, l);
    float sb = glms_vec3_dot(glms_vec3_sub(b.c, o), l), rb = radius_on(b, l);
    char axis_name[24];
    snprintf(axis_name, sizeof axis_name, "L = axis %d", k);
    vec4s color_a = hits_any(i) ? COLOR_HIT : COLOR_SHAPE, color_b = hits_any(j) ? COLOR_HIT : COLOR_SHAPE;
    float gap = draw_axis_intervals(ctx, o, l, axis_name, (draw_interval){sa - ra, sa + ra, color_a, names[i]},
                                    (draw_interval){sb - rb, sb + rb, color_b, names[j]});
    draw_line(ctx, a.c, glms_vec3_muladds(l, sa, o), color_a); /* each centre onto L */
    draw_line(ctx, b.c, glms_vec3_muladds(l, sb, o), color_b);
    sample_text(ctx, "%s-%s: axis %d: %s, gap %.3f -> separated", names[i], names[j], k, kind, gap);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 0.5f);
    for (int i = 0; i < BOX_COUNT; i++) {
        draw_obb(ctx, s.boxes[i], hits_any(i) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_obb(ctx, i, s.boxes[i]);
        draw_label(ctx, s.boxes[i].c, hits_any(i) ? COLOR_HIT : COLOR_SHAPE, "%s", names[i]);
    }
    draw_marker(ctx, s.boxes[s.selected].c, 0.4f);
    for (int j = 0; j < BOX_COUNT; j++)
        if (j != s.selected)
            explain(ctx, j);
    sample_text(ctx, "apart on L when abs(t.L) > ra + rb");
}

static void update(sample_ctx *ctx, float dt)
{
    (void)ctx;
    s.q[2] = glms_quat_normalize(glms_quat_mul(glms_quatv(glm_rad(SPIN_DEG_PER_S * dt), spin_axis), s.q[2]));
    rebuild(2);
}

static void select_box(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    s.c[s.selected] = glms_vec3_add(s.c[s.selected], delta);
    rebuild(s.selected);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    s.q[s.selected] = glms_quat_mul(turn, s.q[s.selected]);
    rebuild(s.selected);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_box(ctx, (s.selected + 1) % BOX_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    box_spec spec[2] = {presets[i].a, presets[i].b};
    for (int k = 0; k < 2; k++) {
        s.c[k] = spec[k].c, s.e[k] = spec[k].e, s.q[k] = spec[k].q;
        rebuild(k);
    }
    s.selected = 1;
    return presets[i].name;
}

/* The selected box against each of the others, with the index of the separating axis. */
static void copy_test(sample_ctx *ctx)
{
    static const char *const vars[BOX_COUNT] = {"a", "b", "c"};
    for (int i = 0; i < BOX_COUNT; i++)
        sample_code_obb(ctx, vars[i], s.boxes[i]);
    for (int j = 0; j < BOX_COUNT; j++) {
        if (j == s.selected)
            continue;
        const char *a = vars[s.selected], *b = vars[j];
        int k = isect_obb_obb_axis(s.boxes[s.selected], s.boxes[j], NULL);
        sample_code(ctx, "assert(isect_obb_obb(%s, %s) == %s);", a, b, k < 0 ? "true" : "false");
        sample_code(ctx, "assert(isect_obb_obb_axis(%s, %s, NULL) == %d);", a, b, k);
    }
}

const sample sample_obb_obb = {
    .id = "obb-obb",
    .shows = "the first separating axis (index and kind) and both boxes' intervals along it",
    .title = "OBB vs OBB",
    .description = "Two boxes are apart when some axis L separates their shadows: "
                   "abs(t.L) > ra + rb, t = b.c - a.c, r = sum e_i abs(u_i.L). Try the 3 face "
                   "normals of each box and the 9 edge cross products a.u_i x b.u_j. "
                   "Ericson, Real-Time Collision Detection, 4.4.1.",
    .initialize = initialize,
    .render = render,
    .update = update,
    .key = key,
    .select = select_box,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
