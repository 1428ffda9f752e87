/* Moving OBBs — boxes a and b moving by va and vb; in b's frame a moves by v = va - vb, and the
 * centres' separation s = b.c - a.c becomes s - t v. On each of the 15 axes L of the static test
 * (the 3 face normals of each box, the 9 cross products of their edges) the shadows overlap
 * while |s.L - t v.L| <= r_a + r_b (r: the box's projected radius, sum e_i |u_i.L|), a time
 * interval; the boxes meet from the last entry to the first exit, when that span reaches into
 * [0, 1]. The axis whose entry comes last decides t; one whose shadows stay apart throughout (or
 * whose interval misses the others') keeps them apart. Ericson, Real-Time Collision Detection,
 * 5.5.2 and 4.4.1. The yellow line: the deciding axis with the shadows at the time of impact. */
#include <stdio.h>

#include "sample.h"

#define UNTURNED {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}
#define Y45 {{{0.707106769f, 0, -0.707106769f}}, {{0, 1, 0}}, {{0.707106769f, 0, 0.707106769f}}} /* 45 degrees about y */
/* The axes last: a macro's argument may not hold their commas. */
#define OBB_MOVING(NAME, CX, CY, CZ, EX, EY, EZ, VX, VY, VZ, ...) \
    {.kind = SHAPE_OBB, .name = (NAME), .obb = {{{CX, CY, CZ}}, __VA_ARGS__, {{EX, EY, EZ}}}, .motion = {{VX, VY, VZ}}, .moves = true}
enum { A, B, COUNT };
#define B_STILL OBB_MOVING("b", 0, 1, 0, 1, 1, 1, 0, 0, 0, UNTURNED)
#define A_AT(CX, CY, CZ, AXES, VX, VY, VZ) OBB_MOVING("a", CX, CY, CZ, 1, 0.5f, 0.5f, VX, VY, VZ, AXES)
static const shape start[COUNT] = {A_AT(-4, 2.5f, 1, Y45, 6, -1, -1), OBB_MOVING("b", 1, 1, 0, 1, 1, 1, -1, 0, 0, UNTURNED)};
static shape shapes[COUNT];
static const scene_pair pairs[] = {{"a", "b", true}};

static const scene_preset presets[] = {
    {"touching at t = 1 exactly", {B_STILL, A_AT(-4, 1, 0, UNTURNED, 2, 0, 0)}, true},
    {"0.001 short of touching at t = 1", {B_STILL, A_AT(-4.001f, 1, 0, UNTURNED, 2, 0, 0)}, false},
    {"grazing an edge: x's interval ends as y's begins", {B_STILL, A_AT(-2, 3.5f, 0, UNTURNED, 8, -2, 0)}, true},
    {"starting in contact: t = 0", {B_STILL, A_AT(2, 1, 0, UNTURNED, 1, 1, 0)}, true},
    {"parallel motion along the top, 0.001 above", {B_STILL, A_AT(-4, 2.501f, 0, UNTURNED, 8, 0, 0)}, false},
    {"v = 0, apart", {B_STILL, A_AT(3, 1, 0, UNTURNED, 0, 0, 0)}, false},
    {"both moving, head on", {OBB_MOVING("b", 2, 1, 0, 1, 1, 1, -4, 0, 0, UNTURNED), A_AT(-4, 1, 0, UNTURNED, 4, 0, 0)}, true},
    {"too fast for its size: through a thin wall", {OBB_MOVING("b", 0, 1, 0, 0.0625f, 1, 1, 0, 0, 0, UNTURNED), A_AT(-4, 1, 0, UNTURNED, 8, 0, 0)}, true},
    {"turned 45 degrees: a corner leads", {B_STILL, A_AT(-4, 1, 0, Y45, 4, 0, 0)}, true},
};
/* -1: a miss. The static test's slack (OBB_EPS, 1e-5 on each |u_i.u_j|) widens the projected
 * radii by a few 1e-5, so touching comes that much early: t within 1e-4. Turned: a's corner
 * reaches x = -1 when its centre is at -1 - sqrt2 / 2 (half-extents 1, 0.5 at 45 degrees). */
static const float impact_t[] = {1, -1, 0.5f, 0, -1, -1, 0.5f, 0.3671875f, (3 - 0.75f * GLM_SQRT2f) / 4};

/* The 15 axes in the library's order, as unit world vectors (0: parallel edges, no axis). */
static const char *axis_names[15] = {"a.u0", "a.u1", "a.u2", "b.u0", "b.u1", "b.u2", "a.u0 × b.u0", "a.u0 × b.u1",
                                     "a.u0 × b.u2", "a.u1 × b.u0", "a.u1 × b.u1", "a.u1 × b.u2", "a.u2 × b.u0",
                                     "a.u2 × b.u1", "a.u2 × b.u2"};
static vec3s axis_of(isect_obb a, isect_obb b, int k)
{
    vec3s l = k < 3 ? a.u[k] : k < 6 ? b.u[k - 3] : glms_vec3_cross(a.u[(k - 6) / 3], b.u[(k - 6) % 3]);
    return glms_vec3_norm2(l) < 1e-6f ? (vec3s)GLMS_VEC3_ZERO_INIT : glms_vec3_normalize(l);
}
static float radius_on(isect_obb o, vec3s l) /* the box's projected radius on l */
{
    return o.e.x * fabsf(glms_vec3_dot(o.u[0], l)) + o.e.y * fabsf(glms_vec3_dot(o.u[1], l)) + o.e.z * fabsf(glms_vec3_dot(o.u[2], l));
}

static void initialize(sample_ctx *ctx)
{
    sample_set_view(ctx, (vec3s){{-0.5f, 5.0f, 0.0f}}, 10.0f, 22.0f, 17.0f); /* the scene below the HUD */
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    isect_obb a = shapes[A].obb, b = shapes[B].obb;
    vec3s v = glms_vec3_sub(shapes[A].motion, shapes[B].motion), s = glms_vec3_sub(b.c, a.c);
    isect_hit hit;
    bool meets = isect_moving_obb_obb(a, shapes[A].motion, b, shapes[B].motion, &hit);
    if (meets && isect_obb_obb(a, b)) {
        sample_text(ctx, "the boxes overlap at the start (no axis separates them): t = 0");
        return;
    }
    if (!meets && sample_explain_still(ctx, v)) { /* the static test's quantity: its first separating axis */
        for (int k = 0; k < 15; k++) {
            vec3s l = axis_of(a, b, k);
            float x = fabsf(glms_vec3_dot(s, l)), r = radius_on(a, l) + radius_on(b, l);
            if (glms_vec3_norm2(l) > 0 && x > r) {
                sample_text(ctx, "  axis %s separates them: |s·L| - (r_a + r_b) = %s > 0", axis_names[k], HUD_NUM(x - r, 0));
                break;
            }
        }
        return;
    }
    float first = 0, last = 1, enters[15], exits[15];
    int entering = -1, leaving = -1, apart = -1;
    float apart_by = 0; /* the gap between the shadows on that axis, in units of length */
    for (int k = 0; k < 15 && apart < 0; k++) {
        vec3s l = axis_of(a, b, k);
        float x = glms_vec3_dot(s, l), w = glms_vec3_dot(v, l), r = radius_on(a, l) + radius_on(b, l);
        if (glms_vec3_norm2(l) == 0 || w == 0) { /* the shadows keep their distance */
            enters[k] = -INFINITY, exits[k] = INFINITY, apart = fabsf(x) <= r ? -1 : k;
            if (apart >= 0)
                apart_by = (fabsf(x) - r) / glms_vec3_norm(l);
            continue;
        }
        float lo = (x - r) / w, hi = (x + r) / w; /* |x - t w| <= r */
        enters[k] = fminf(lo, hi), exits[k] = fmaxf(lo, hi);
        if (enters[k] > first)
            first = enters[k], entering = k;
        if (exits[k] < last)
            last = exits[k], leaving = k;
    }
    int shown = apart >= 0 ? apart : entering >= 0 ? entering : leaving;
    if (apart >= 0)
        sample_text(ctx, "axis %s: v·L = 0 and the shadows apart by %s throughout: no contact", axis_names[apart],
                    HUD_NUM(apart_by, 0));
    else if (entering >= 0)
        sample_text(ctx, "the last entry: axis %s, overlap for t in [%s, %s]", axis_names[entering],
                    HUD_NUM(enters[entering], last), HUD_NUM_AS(exits[entering], enters[entering], last));
    if (apart < 0 && leaving >= 0 && leaving != entering)
        sample_text(ctx, "the first exit: axis %s, overlap for t in [%s, %s]", axis_names[leaving],
                    HUD_NUM_AS(enters[leaving], exits[leaving], first), HUD_NUM(exits[leaving], first));
    if (apart < 0)
        sample_text(ctx, "t_first = %s%s %s t_last = %s%s: %s", HUD_NUM(first, last), entering < 0 ? " (the step's start)" : "",
                    first <= last ? "≤" : ">", HUD_NUM(last, first), leaving < 0 ? " (the step's end)" : "",
                    meets ? "they meet" : "never all 15 in the step");
    if (meets && shown < 0) /* the library's t: the static test's slack OBB_EPS widens every radius a little */
        sample_text(ctx, "the library's t = %s (its slack OBB_EPS included)", HUD_NUM(hit.t, first));
    if (shown < 0)
        return;
    /* The shown axis beside the boxes at the time of impact (or of its entry, or the start). */
    float t = meets ? hit.t : apart >= 0 ? 0 : fminf(fmaxf(first, 0), 1);
    isect_obb at_a = a, at_b = b;
    at_a.c = glms_vec3_muladds(shapes[A].motion, t, a.c), at_b.c = glms_vec3_muladds(shapes[B].motion, t, b.c);
    vec3s l = axis_of(a, b, shown), o = glms_vec3_add(glms_vec3_lerp(at_a.c, at_b.c, 0.5f), (vec3s){{0, -2.0f, 0}});
    float sa = glms_vec3_dot(glms_vec3_sub(at_a.c, o), l), ra = radius_on(a, l);
    float sb = glms_vec3_dot(glms_vec3_sub(at_b.c, o), l), rb = radius_on(b, l);
    if (meets) { /* the slack makes the library's t early: at it the shadows may not quite touch */
        float gap = fmaxf(sb - rb - (sa + ra), sa - ra - (sb + rb));
        if (gap > 0)
            sample_text(ctx, "the library's t = t_first - %s: its slack OBB_EPS stops it early, the shadows on L still %s apart",
                        HUD_NUM(first - hit.t, 0), HUD_NUM(gap, 0));
        else
            sample_text(ctx, "the library's t = %s (its slack OBB_EPS included)", HUD_NUM(hit.t, first));
    }
    char name[40];
    snprintf(name, sizeof name, "L = %s at t = %s", axis_names[shown], HUD_NUM(t, 0)); /* as the HUD prints t */
    draw_axis_intervals(ctx, o, l, name, (draw_interval){sa - ra, sa + ra, meets ? COLOR_HIT : COLOR_SHAPE, "a"},
                        (draw_interval){sb - rb, sb + rb, COLOR_SHAPE, "b"});
}

const sample sample_moving_obbs = {
    .id = "moving-obbs", .title = "Moving OBBs",
    .shows = "the axis whose entry comes last (of the 15), its interval and the first exit's, the shadows at impact",
    .keywords = "swept continuous time of impact TOI sweep box SAT separating axis interval",
    .description = "In b's frame a moves by v = va - vb. On each of the static test's 15 axes the "
                   "shadows overlap while |s·L - t v·L| ≤ r_a + r_b: an interval of times. The "
                   "boxes meet from the last entry to the first exit, when that span reaches into "
                   "[0, 1]. Ericson, Real-Time Collision Detection, 5.5.2.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_obb_obb", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-4f), /* OBB_EPS makes touching come early */
    .initialize = initialize, .render = render,
};
