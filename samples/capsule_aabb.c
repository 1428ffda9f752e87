/* Capsule vs AABB — a capsule is its axis x(t) = a + t (b - a), t in [0, 1], swept by a sphere
 * of radius r, so it meets the box when the axis comes within r of it: min over t of
 * f(t) = |x(t) - q(t)|^2 <= r^2, q(t) = x(t) clamped to the box (5.1.3). f is convex and
 * piecewise quadratic, its pieces ending where x(t) crosses a face's plane (six breakpoints at
 * most), its slope f' piecewise linear and non-decreasing: the least f is at an end of the axis
 * or at the root of f' between the two breakpoints where f' changes sign; there f is the squared
 * distance from the line to one face, edge or corner. Ericson, Real-Time Collision Detection,
 * 4.5.1 with 5.1.3. Yellow: the axis point p = x(t*) nearest the box joined to q, its clamp. */
#include "sample.h"

enum { CAPSULE0, CAPSULE1, CAPSULE2, BOX, COUNT };
#define START_BOX SHAPE_AABB_FROM("box", -1, 0, -1, 1, 2, 1)
static const shape start[COUNT] = {
    SHAPE_CAPSULE_FROM("capsule0", -0.6f, 3.6f, 0.2f, 3, 1.2f, -0.3f, 0.6f),        /* across edge x = 1, y = 2 */
    SHAPE_CAPSULE_FROM("capsule1", -2.42f, 2.52f, -0.62f, -0.62f, 2.52f, -2.42f, 0.6f), /* past corner (-1, 2, -1) */
    SHAPE_CAPSULE_FROM("capsule2", -2.8f, 0.4f, 0.2f, -1.6f, 0.6f, 0.9f, 0.5f),         /* beside face x = -1 */
    START_BOX,
};
static shape shapes[COUNT];
/* Each preset puts the box back and sets capsule 0. The edge and corner cases are dyadic: the
 * library's arithmetic is exact on them, so touching is touching. */
#define CAPSULE0_FROM(AX, AY, AZ, BX, BY, BZ, R) SHAPE_CAPSULE_FROM("capsule0", AX, AY, AZ, BX, BY, BZ, R)
static const scene_preset presets[] = {
    {"lying on the top face", {START_BOX, CAPSULE0_FROM(-0.5f, 2.5f, 0, 0.5f, 2.5f, 0, 0.5f)}, true},
    {"0.001 above the top face", {START_BOX, CAPSULE0_FROM(-0.5f, 2.501f, 0, 0.5f, 2.501f, 0, 0.5f)}, false},
    {"across edge x = 1, y = 2: touching it", {START_BOX, CAPSULE0_FROM(-0.125f, 3.625f, 0, 2.875f, 1.375f, 0, 0.625f)}, true},
    {"across corner (1, 2, 1): touching it", {START_BOX, CAPSULE0_FROM(0, 4, 1.25f, 3, 1, 1.25f, 0.75f)}, true},
    {"across the corner, r 0.001 short", {START_BOX, CAPSULE0_FROM(0, 4, 1.25f, 3, 1, 1.25f, 0.749f)}, false},
    {"the axis through the box", {START_BOX, CAPSULE0_FROM(-2.5f, 0.5f, -0.5f, 2.5f, 1.5f, 0.5f, 0.3f)}, true},
    {"a = b: a sphere touching the edge", {START_BOX, CAPSULE0_FROM(1.375f, 2.5f, 0, 1.375f, 2.5f, 0, 0.625f)}, true},
    {"r = 0: a segment over the edge", {START_BOX, CAPSULE0_FROM(0, 3, 0, 2, 1, 0, 0)}, true},
};

static const scene_pair pairs[] = {{"capsule0", "box", true}, {"capsule1", "box", false}, {"capsule2", "box", false}};

/* f'(t) / 2 = d . (x(t) - q(t)), in double. */
static double slope(isect_segment s, isect_aabb b, double t)
{
    double g = 0;
    for (int k = 0; k < 3; k++) {
        double d = (double)s.b.raw[k] - s.a.raw[k], x = s.a.raw[k] + t * d;
        g += d * (x - fmin(fmax(x, b.min.raw[k]), b.max.raw[k]));
    }
    return g;
}

/* t* as the library finds it, in double for the drawing: an end when f' >= 0 at 0 or <= 0 at
 * 1; else each breakpoint inside the bracket [lo, hi] narrows it by the sign of f' there, and
 * between the last two f' is linear: its root is read off its values at lo and hi. */
static double nearest_t(isect_segment s, isect_aabb b, double *lo, double *hi)
{
    *lo = 0, *hi = 1;
    if (slope(s, b, 0) >= 0) return 0;
    if (slope(s, b, 1) <= 0) return 1;
    for (int k = 0; k < 3; k++)
        for (int side = 0; side < 2 && s.b.raw[k] != s.a.raw[k]; side++) {
            double t = ((side ? b.max.raw[k] : b.min.raw[k]) - (double)s.a.raw[k]) / ((double)s.b.raw[k] - s.a.raw[k]);
            if (t > *lo && t < *hi) *(slope(s, b, t) < 0 ? lo : hi) = t;
        }
    double g0 = slope(s, b, *lo), g1 = slope(s, b, *hi);
    return *lo + (*hi - *lo) * (-g0 / (g1 - g0));
}

/* |p - q| for capsule c and box b: p = x(t*), q its clamp to the box. */
static float nearest(isect_capsule c, isect_aabb b, vec3s *p, vec3s *q, double *t, double *lo, double *hi)
{
    *t = nearest_t(c.axis, b, lo, hi);
    *p = glms_vec3_muladds(glms_vec3_sub(c.axis.b, c.axis.a), (float)*t, c.axis.a); /* a + t d, as the library */
    *q = isect_closest_point_aabb(*p, b);
    return glms_vec3_distance(*p, *q);
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, CAPSULE0);
    /* The drawn p and q tell each preset's verdict as the library does. */
    for (int i = 0; i < (int)ARRAY_COUNT(presets); i++) {
        isect_capsule c = presets[i].set[1].capsule;
        vec3s p, q;
        double t, lo, hi;
        float dist = nearest(c, presets[i].set[0].aabb, &p, &q, &t, &lo, &hi);
        sample_expect(ctx, (dist <= c.r) == presets[i].expected, "Expected |p - q| = %g against r = %g to give \"%s\"",
                      (double)dist, (double)c.r, presets[i].name);
    }
    sample_set_view(ctx, (vec3s){{-3.4f, 4.6f, 1.3f}}, 25.0f, 25.0f, 15.0f); /* the scene right of and below the HUD */
}

/* The library's early outs, in its order (src/isect/capsule_aabb.c): an end within r meets; a
 * face's plane with the whole capsule beyond it separates. Returns whether one decided; else
 * the nearest point along the axis decides (the lines after). */
static bool library_steps(sample_ctx *ctx, isect_capsule c, isect_aabb b)
{
    float da = glms_vec3_distance(c.axis.a, isect_closest_point_aabb(c.axis.a, b));
    float db = glms_vec3_distance(c.axis.b, isect_closest_point_aabb(c.axis.b, b));
    bool point = glms_vec3_eqv(c.axis.a, c.axis.b); /* a = b: the sphere of radius r about a */
    if (da <= c.r || db <= c.r) {
        bool at_a = da <= c.r;
        sample_text(ctx, "  1. %s within r: |%c - q| = %s ≤ r -> they meet", point ? "a = b, a sphere: its centre" : at_a ? "end a" : "end b",
                    at_a ? 'a' : 'b', HUD_NUM(at_a ? da : db, c.r));
        return true;
    }
    sample_text(ctx, "  1. no end within r: |a - q| = %s, |b - q| = %s > r%s", HUD_NUM(da, c.r), HUD_NUM(db, c.r),
                point ? " (a = b: a sphere, and it is apart)" : "");
    static const char axis[3] = {'x', 'y', 'z'};
    for (int k = 0; k < 3; k++) {
        float lo = fminf(c.axis.a.raw[k], c.axis.b.raw[k]) - c.r, hi = fmaxf(c.axis.a.raw[k], c.axis.b.raw[k]) + c.r;
        if (lo > b.max.raw[k] || hi < b.min.raw[k]) {
            bool above = lo > b.max.raw[k];
            sample_text(ctx, "  2. %c: the capsule's %s = %s %s the box's %s = %s: that face's plane separates -> apart",
                        axis[k], above ? "lowest" : "highest", HUD_NUM(above ? lo : hi, above ? b.max.raw[k] : b.min.raw[k]),
                        above ? ">" : "<", above ? "max" : "min", HUD_NUM(above ? b.max.raw[k] : b.min.raw[k], above ? lo : hi));
            return true;
        }
    }
    if (point) {
        sample_text(ctx, "  2. no face's plane separates; a = b: no axis to search -> apart");
        return true;
    }
    sample_text(ctx, "  2. no face's plane separates: the axis point nearest the box decides");
    return false;
}

/* The why for capsule i: p joined to q and |p - q| against r; for the selected capsule, what q
 * lies on and where t* came from. */
static void explain(sample_ctx *ctx, int i)
{
    static const char *feature[4] = {"p in or on the box", "q on a face", "q on an edge", "q at a corner"};
    isect_capsule c = shapes[i].capsule;
    vec3s p, q;
    double t, lo, hi;
    float dist = nearest(c, shapes[BOX].aabb, &p, &q, &t, &lo, &hi);
    draw_closest_pair(ctx, p, q, "p", "q", i);
    if (i == sample_selected(ctx))
        /* beside the axis, 15 degrees above, from the start view's side */
        draw_view_beside_axis(ctx, c.axis.a, c.axis.b, p, q, (vec3s){{0, 1, 0}}, (vec3s){{0.38f, 0.42f, 0.82f}}, 15.0f);
    bool meets = sample_meets_any(ctx, i);
    sample_text(ctx, "capsule %d: |p - q| = %s %s r = %s, %s", i, HUD_NUM(dist, c.r), meets ? "≤" : ">",
                HUD_NUM(c.r, dist), meets ? "they meet" : "apart");
    if (sample_selected(ctx) == BOX || library_steps(ctx, c, shapes[BOX].aabb))
        return;
    const char *on = feature[(p.x != q.x) + (p.y != q.y) + (p.z != q.z)];
    if (t == 0 || t == 1) {
        sample_text(ctx, "  %s; t* = %.0f, end %c: f'(%.0f) %s 0", on, t, t == 0 ? 'a' : 'b', t, t == 0 ? "≥" : "≤");
    } else {
        sample_text(ctx, "  %s; t* = %.3f, where f' = 0", on, t);
        sample_text(ctx, "  f' < 0 at %.3f, ≥ 0 at %.3f: root between", lo, hi);
    }
}

const sample sample_capsule_aabb = {
    .id = "capsule-aabb", .title = "Capsule vs AABB",
    .shows = "the axis point p nearest the box, its clamp q, and what q lies on",
    .keywords = "swept sphere distance closest piecewise quadratic",
    .description = "A capsule meets a box when |p - q| ≤ r: p the axis point nearest the box, "
                   "q = clamp(p, min, max). Along the axis the squared distance f is convex, "
                   "piecewise quadratic: least at an end or where f' = 0 between breakpoints. "
                   "Ericson, Real-Time Collision Detection, 4.5.1, 5.1.3.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_capsule_aabb", pairs),
    .initialize = initialize, .explain = explain,
};
