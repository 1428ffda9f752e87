/* Moving spheres — two spheres moving by va and vb over the step. In b's frame a moves by
 * v = va - vb and b rests, and they touch when a's centre comes within ra + rb of b's: the
 * smaller root of |s + t v|^2 = (ra + rb)^2, s = a.c - b.c, a ray against a sphere (Ericson,
 * Real-Time Collision Detection, 5.5.5). Beside it, interval halving (5.5.1): bound each half of
 * the step by the sphere about a's mid-interval centre grown by half the interval's travel,
 * keep the earlier half that may meet, down to intervals of eps (+ / - change eps); the yellow
 * ticks along a's path are the intervals it kept, one row per level. */
#include <stdio.h>

#include "sample.h"

enum { A, B, COUNT };
static const shape start[COUNT] = {
    SHAPE_SPHERE_MOVING("a", -3.0f, 1.0f, 0.0f, 0.8f, 4.0f, 0.0f, 0.0f),
    SHAPE_SPHERE_MOVING("b", 2.0f, 1.0f, 1.5f, 0.6f, -1.0f, 0.0f, -1.5f),
};
static shape shapes[COUNT];
static const scene_pair pairs[] = {{"a", "b", true}};

#define A_AT(X, Y, Z, R, VX, VY, VZ) SHAPE_SPHERE_MOVING("a", X, Y, Z, R, VX, VY, VZ)
#define B_AT(X, Y, Z, R, VX, VY, VZ) SHAPE_SPHERE_MOVING("b", X, Y, Z, R, VX, VY, VZ)
static const scene_preset presets[] = {
    {"touching at t = 1 exactly", {A_AT(0, 1, 0, 1, 2, 0, 0), B_AT(4, 1, 0, 1, 0, 0, 0)}, true},
    {"0.001 short of touching at t = 1", {A_AT(0, 1, 0, 1, 2, 0, 0), B_AT(4.001f, 1, 0, 1, 0, 0, 0)}, false},
    {"grazing: closest at t = 0.5, touching", {A_AT(0, 1, 0, 1, 4, 0, 0), B_AT(2, 3, 0, 1, 0, 0, 0)}, true},
    {"grazing 0.001 wide", {A_AT(0, 1, 0, 1, 4, 0, 0), B_AT(2, 3.001f, 0, 1, 0, 0, 0)}, false},
    {"starting in contact: t = 0", {A_AT(0, 1, 0, 1, 1, 1, 0), B_AT(1.5f, 1, 0, 1, 0, 0, 0)}, true},
    {"parallel motion: va = vb, apart", {A_AT(0, 1, 0, 1, 3, 0, 0), B_AT(0, 3.5f, 0, 1, 3, 0, 0)}, false},
    {"v = 0, apart", {A_AT(0, 1, 0, 1, 0, 0, 0), B_AT(3, 1, 0, 1, 0, 0, 0)}, false},
    {"too fast for their radii", {A_AT(-3, 1, 0, 0.2f, 8, 0, 0), B_AT(1, 1, 0, 0.2f, 0, 0, 0)}, true},
    {"both moving, head on", {A_AT(-2, 1, 0, 1, 2, 0, 0), B_AT(2, 1, 0, 1, -2, 0, 0)}, true},
};
static const float impact_t[] = {1, -1, 0.5f, -1, 0, -1, -1, 0.45f, 0.5f}; /* -1: a miss */

#define HALVING_MAX_KEPT 64
static float eps = 1e-3f;
static struct halving { /* interval halving's record, filled by may_meet */
    isect_sphere a, b;
    vec3s v;
    int tests, kept;
    float kept_t0[HALVING_MAX_KEPT], kept_t1[HALVING_MAX_KEPT];
} halving;

/* The bound isect_moving_sphere_sphere_halving uses (moving_halving.c): over [t0, t1] a's centre
 * stays within |v| (t1 - t0) / 2 of its mid-interval position; counted, and kept intervals
 * recorded for the drawing. */
static bool may_meet(const void *user, float t0, float t1)
{
    struct halving *h = (struct halving *)user;
    float grow = glms_vec3_norm(h->v) * (0.5f * (t1 - t0)) * (1.0f + 0x1p-20f);
    isect_sphere swept = {glms_vec3_muladds(h->v, 0.5f * (t0 + t1), h->a.c), h->a.r + grow};
    bool may = isect_sphere_sphere(swept, h->b);
    h->tests++;
    if (may && h->kept < HALVING_MAX_KEPT)
        h->kept_t0[h->kept] = t0, h->kept_t1[h->kept] = t1, h->kept++;
    return may;
}

static bool run_halving(const shape *a, const shape *b, float *t)
{
    halving = (struct halving){.a = a->sphere, .b = b->sphere, .v = glms_vec3_sub(a->motion, b->motion)};
    return isect_moving_halving(may_meet, &halving, eps, t);
}

static void initialize(sample_ctx *ctx)
{
    for (int i = 0; i < (int)ARRAY_COUNT(presets); i++) {
        const shape *a = &presets[i].set[0], *b = &presets[i].set[1];
        isect_hit hit = {.t = -1}, halved = {.t = -1};
        float mine = -1;
        isect_moving_sphere_sphere(a->sphere, a->motion, b->sphere, b->motion, &hit);
        isect_moving_sphere_sphere_halving(a->sphere, a->motion, b->sphere, b->motion, eps, &halved);
        run_halving(a, b, &mine);
        /* Halving is never late, and stops at the start of an interval (of at most eps) in which
         * the spheres come within eps |v| / 2 of touching, so within eps |v| at its start: at
         * most eps early for a head-on contact, more for a graze (isect.h, 5.5.1). */
        vec3s v = glms_vec3_sub(a->motion, b->motion), s = glms_vec3_sub(a->sphere.c, b->sphere.c);
        float gap = glms_vec3_norm(glms_vec3_muladds(v, halved.t, s)) - (a->sphere.r + b->sphere.r);
        sample_expect(ctx, impact_t[i] < 0 || (halved.t <= hit.t && gap <= eps * glms_vec3_norm(v) + 1e-5f),
                      "Expected halving's t for '%s' (%g) before %g, the spheres within eps |v| there",
                      presets[i].name, (double)halved.t, (double)hit.t);
        sample_expect(ctx, mine == halved.t, "Expected the sample's halving on '%s' to give the library's t %g, not %g",
                      presets[i].name, (double)halved.t, (double)mine);
    }
    sample_set_view(ctx, (vec3s){{0.0f, 3.4f, 0.5f}}, 10.0f, 18.0f, 13.0f);
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    const shape *a = &shapes[A], *b = &shapes[B];
    vec3s s = glms_vec3_sub(a->sphere.c, b->sphere.c);
    float dist = glms_vec3_norm(s), sum = a->sphere.r + b->sphere.r, halved = -1;
    isect_hit hit;
    bool meets = isect_moving_sphere_sphere(a->sphere, a->motion, b->sphere, b->motion, &hit);
    bool halving_meets = run_halving(a, b, &halved);
    if (meets && hit.t == 0)
        sample_text(ctx, "closed form: |s| = %s, ra + rb = %s -> |s| ≤ ra + rb: t = 0", HUD_NUM(dist, sum),
                    HUD_NUM(sum, dist));
    else if (!meets && sample_explain_still(ctx, glms_vec3_sub(a->motion, b->motion))) /* the static test's quantity */
        sample_text(ctx, "  |s| = %s > ra + rb = %s", HUD_NUM(dist, sum), HUD_NUM(sum, dist));
    else if (!meets) { /* the nearest the path comes, against ra + rb: what a graze misses by */
        vec3s v = glms_vec3_sub(a->motion, b->motion);
        float t = glm_clamp(-glms_vec3_dot(s, v) / glms_vec3_dot(v, v), 0, 1);
        float nearest = glms_vec3_norm(glms_vec3_muladds(v, t, s));
        sample_text(ctx, "closed form: no root in [0, 1]; |s + t v| is least at t = %s: %s > ra + rb = %s", HUD_NUM(t, 0),
                    HUD_NUM(nearest, sum), HUD_NUM(sum, nearest));
    } else
        sample_text(ctx, "closed form: root of |s + t v| = ra + rb = %s in [0, 1]: t = %s", HUD_NUM(sum, 0),
                    HUD_NUM(hit.t, halving_meets ? halved : 0));
    int levels = (int)ceilf(-log2f(eps));
    sample_text(ctx, "halving (eps = %g, %d levels; + / -): %s%s, %d interval tests, %d kept", (double)eps, levels,
                halving_meets ? "t = " : "no contact", halving_meets ? HUD_NUM(halved, meets ? hit.t : 0) : "",
                halving.tests, halving.kept);
    if (halving_meets && !meets) /* isect.h: its bound on how early, or how falsely, it may report */
        sample_text(ctx, "  halving is conservative: it keeps a piece whose bounding sphere touches, so a path that"
                         " misses by under eps |v| is reported");
    else if (halving_meets && halved < hit.t - eps) /* a kept piece's bounding sphere touched first */
        sample_text(ctx, "  halving is conservative: it reports the start of the first piece whose bounding sphere"
                         " touches, %s before the closed form's t", HUD_NUM(hit.t - halved, 0));
    /* The kept intervals along a's path, a row a level (its length tells the level): above the
     * path, or below it where b passes above (side: from b's centre to a's, across v). */
    vec3s v = glms_vec3_sub(a->motion, b->motion);
    vec3s side = glms_vec3_dot(v, v) > 0 ? glms_vec3_muladds(v, -glms_vec3_dot(s, v) / glms_vec3_dot(v, v), s) : s;
    vec3s up = {{0, side.y < -0.5f * glms_vec3_norm(side) ? -1.0f : 1.0f, 0}};
    for (int k = 0; k < halving.kept; k++) {
        int level = (int)roundf(-log2f(halving.kept_t1[k] - halving.kept_t0[k]));
        vec3s lift = glms_vec3_scale(up, a->sphere.r + 0.15f + 0.06f * (float)level);
        vec3s from = glms_vec3_add(glms_vec3_muladds(a->motion, halving.kept_t0[k], a->sphere.c), lift);
        vec3s to = glms_vec3_add(glms_vec3_muladds(a->motion, halving.kept_t1[k], a->sphere.c), lift);
        draw_line(ctx, from, to, COLOR_NOTE);
    }
}

/* + and -: eps 10 times finer or coarser, between 1e-6 and 0.1. */
static void key(sample_ctx *ctx, int key)
{
    enum { KEY_EQUAL = 61, KEY_MINUS = 45, KEY_KP_SUBTRACT = 333, KEY_KP_ADD = 334 }; /* GLFW's numbers */
    (void)ctx;
    if (key == KEY_EQUAL || key == KEY_KP_ADD)
        eps = fmaxf(eps * 0.1f, 1e-6f);
    else if (key == KEY_MINUS || key == KEY_KP_SUBTRACT)
        eps = fminf(eps * 10.0f, 0.1f);
}

const sample sample_moving_spheres = {
    .id = "moving-spheres", .title = "Moving Spheres",
    .shows = "the closed form's t beside interval halving's, and the intervals halving kept",
    .keywords = "swept continuous time of impact TOI sweep interval halving bisection",
    .description = "In b's frame a moves by v = va - vb; they first touch at the smaller root of "
                   "|s + t v| = ra + rb, s = a.c - b.c (5.5.5). Interval halving bounds each half of "
                   "the step by a grown sphere and keeps the earlier half that may meet, down to eps "
                   "(5.5.1). Ericson, Real-Time Collision Detection.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_moving_sphere_sphere", pairs),
    .impacts = SAMPLE_IMPACTS(impact_t, 1e-6f),
    .initialize = initialize, .render = render, .key = key,
};
