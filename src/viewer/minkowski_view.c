/* The Minkowski view (minkowski_view.h): the selected pair as its difference and the origin.
 * The set comes from minkowski.c; its colour is the library's verdict, so a difference drawn
 * red with the origin outside it (or blue around it) would show the two disagreeing, and the
 * start-up checks make sure they never do on the scenes the samples ship. */
#include "minkowski_view.h"

#include <math.h>
#include <string.h>

#include "log.h"
#include "minkowski.h"
#include "minkowski_draw.h"

static bool asked;

void minkowski_view_set(bool on)
{
    asked = on;
}

bool minkowski_view_asked(void)
{
    return asked;
}

bool minkowski_view_applies(const sample_ctx *ctx)
{
    return sample_has_scene(ctx) && ctx->scene.test.call && ctx->scene.pair_count > 0 &&
           minkowski_applies(ctx->scene.test.a, ctx->scene.test.b);
}

bool minkowski_view_shown(const sample_ctx *ctx)
{
    return asked && minkowski_view_applies(ctx);
}

bool minkowski_view_toggle(const sample_ctx *ctx)
{
    if (!minkowski_view_applies(ctx)) {
        log_info("U: %s has no Minkowski view (it is for sphere, AABB and OBB pairs)", ctx->sample->id);
        return false;
    }
    asked = !asked;
    log_info(asked ? "U: the Minkowski view: the selected pair as A − B and the origin (U returns)"
                   : "U: the Minkowski view off");
    return asked;
}

/* The pair the view shows: the first of the sample's pairs that holds the selected shape (in a
 * preset, with a partner the preset keeps), else the first pair; false when its names are not
 * shapes of the scene. */
static bool shown_pair(const sample_ctx *ctx, const shape **a, const shape **b)
{
    const scene *s = &ctx->scene;
    const char *selected = s->shapes[s->selected].name;
    int chosen = 0;
    for (int k = s->pair_count - 1; k >= 0; k--) {
        const char *partner = strcmp(s->pairs[k].a, selected) == 0 ? s->pairs[k].b
                              : strcmp(s->pairs[k].b, selected) == 0 ? s->pairs[k].a : NULL;
        const shape *found = partner ? scene_find(s, partner) : NULL;
        if (found && sample_in_preset(ctx, (int)(found - s->shapes)))
            chosen = k;
    }
    *a = scene_find(s, s->pairs[chosen].a), *b = scene_find(s, s->pairs[chosen].b);
    return *a && *b && (*a)->kind == s->test.a && (*b)->kind == s->test.b;
}

/* The relative motion the moving test sees, v = va − vb (a shape the test keeps at rest: 0). */
static vec3s relative_motion(const scene *s, const shape *a, const shape *b)
{
    vec3s va = s->motion.moves & SCENE_MOVES_A ? a->motion : GLMS_VEC3_ZERO;
    vec3s vb = s->motion.moves & SCENE_MOVES_B ? b->motion : GLMS_VEC3_ZERO;
    return glms_vec3_sub(va, vb);
}

/* The library's verdict on the pair as it stands (a moving test: at t = 0, no motion). */
static bool library_meets(const scene *s, const shape *a, const shape *b)
{
    if (!s->motion.impact)
        return s->test.test(a, b);
    shape still_a = *a, still_b = *b;
    still_a.motion = still_b.motion = (vec3s)GLMS_VEC3_ZERO_INIT;
    return s->motion.impact(&still_a, &still_b, NULL);
}

/* What the set is, in one HUD line. */
static void describe(sample_ctx *ctx, const minkowski_diff *d, const shape *a, const shape *b)
{
    switch (d->kind) {
    case MINKOWSKI_SPHERE:
        sample_text(ctx, "%s − %s: the sphere of radius r%s + r%s = %s about c%s − c%s", a->name, b->name, a->name,
                    b->name, HUD_NUM(d->sphere.r, 0), a->name, b->name);
        break;
    case MINKOWSKI_BOX:
        sample_text(ctx, "%s − %s: the box [%s.min − %s.max, %s.max − %s.min]", a->name, b->name, a->name, b->name,
                    a->name, b->name);
        break;
    case MINKOWSKI_ROUNDED:
        sample_text(ctx, "%s − %s: the box c − %s grown by r = %s (round edges and corners)", a->name, b->name, b->name,
                    HUD_NUM(d->sphere.r, 0));
        break;
    case MINKOWSKI_HULL:
        sample_text(ctx, "%s − %s: the hull of the 64 corner differences, %d faces", a->name, b->name, d->hull.face_count);
        break;
    case MINKOWSKI_NONE: break;
    }
}

/* A moving test: the segment O -> −v (where O goes relative to the difference over the step)
 * and where it enters, against the library's time of impact. */
static void draw_path(sample_ctx *ctx, const minkowski_diff *d, const shape *a, const shape *b)
{
    const scene *s = &ctx->scene;
    vec3s v = relative_motion(s, a, b), end = glms_vec3_negate(v), o = GLMS_VEC3_ZERO_INIT;
    bool both = (s->motion.moves & SCENE_MOVES_A) && (s->motion.moves & SCENE_MOVES_B);
    if (glms_vec3_norm(v) > 0) {
        draw_arrow(ctx, o, end, COLOR_NOTE);
        draw_label(ctx, end, COLOR_NOTE, both ? "−(v%s − v%s)" : "−v", a->name, b->name);
        draw_keep_in_view(ctx, end);
    }
    float t = minkowski_entry(d, v);
    isect_hit hit = {.t = -1};
    bool meets = s->motion.impact(a, b, &hit);
    if (t >= 0) {
        vec3s at = glms_vec3_scale(end, t);
        draw_point(ctx, at, COLOR_HIT);
        draw_label(ctx, at, COLOR_HIT, "enters at t = %s", HUD_NUM(t, meets ? hit.t : t));
    }
    sample_text(ctx, "yellow arrow O -> %s: O's path relative to %s − %s over the step", both ? "−(va − vb)" : "−v", a->name,
                b->name);
    if (t >= 0)
        sample_text(ctx, "   it enters %s − %s at t = %s: the time of impact", a->name, b->name, HUD_NUM(t, meets ? hit.t : t));
    else
        sample_text(ctx, "   it never enters %s − %s: no contact in the step", a->name, b->name);
    if (meets)
        sample_text(ctx, "library: %s(%s, %s): contact at t = %s", s->test.call, a->name, b->name, HUD_NUM(hit.t, t));
    else
        sample_text(ctx, "library: %s(%s, %s): no contact", s->test.call, a->name, b->name);
}

void minkowski_view_render(sample_ctx *ctx)
{
    const scene *s = &ctx->scene;
    const shape *a, *b;
    if (!shown_pair(ctx, &a, &b))
        return;
    /* The pair, dimmed, with its names and motions: the shapes still pick and move. */
    for (int k = 0; k < 2; k++) {
        const shape *sh = k ? b : a;
        draw_shape(ctx, sh, COLOR_GHOST);
        draw_label(ctx, shape_centre(sh), COLOR_GHOST, "%s", sh->name);
        if (sh->moves && glms_vec3_norm(sh->motion) > 0)
            draw_arrow(ctx, shape_centre(sh), glms_vec3_add(shape_centre(sh), sh->motion), COLOR_GHOST);
    }
    draw_marker(ctx, shape_centre(&s->shapes[s->selected]), 0.4f);

    minkowski_diff d = minkowski_of(a, b);
    bool meets = library_meets(s, a, b), inside = minkowski_holds_origin(&d);
    draw_minkowski(ctx, &d, meets ? COLOR_HIT : COLOR_SHAPE);
    isect_aabb bounds = minkowski_bounds(&d);
    draw_keep_in_view(ctx, bounds.min);
    draw_keep_in_view(ctx, bounds.max);
    vec3s o = GLMS_VEC3_ZERO_INIT;
    for (int k = 0; k < 3; k++) { /* short world axes through O, to read its place against the set */
        vec3s arm = GLMS_VEC3_ZERO_INIT;
        arm.raw[k] = 0.3f;
        draw_line(ctx, glms_vec3_negate(arm), arm, COLOR_AXIS);
    }
    draw_point(ctx, o, COLOR_NOTE);
    draw_label(ctx, o, COLOR_NOTE, "O");
    draw_keep_in_view(ctx, o);

    sample_text(ctx, "Minkowski view (U): %s − %s = {p − q : p in %s, q in %s}; they meet when O is in it", a->name,
                b->name, a->name, b->name);
    describe(ctx, &d, a, b);
    const char *when = s->motion.impact ? "at t = 0: " : "";
    if (inside)
        sample_text(ctx, "%sorigin inside %s − %s -> they meet", when, a->name, b->name);
    else {
        vec3s q;
        float gap = minkowski_distance(&d, &q);
        if (!s->motion.impact) { /* the shortest way in: the pair's distance (a moving test draws its path) */
            draw_line(ctx, o, q, COLOR_NOTE);
            draw_label(ctx, glms_vec3_lerp(o, q, 0.5f), COLOR_NOTE, "%s", HUD_NUM(gap, 0));
        }
        sample_text(ctx, "%sorigin outside, distance %s", when, HUD_NUM(gap, 0));
    }
    if (s->motion.impact)
        draw_path(ctx, &d, a, b);
    else
        sample_text(ctx, "library: %s(%s, %s) = %s", s->test.call, a->name, b->name, meets ? "true" : "false");
}

/* The checks for the scene sc as it stands: every pair. */
static void check_scene(sample_ctx *ctx, const scene *sc, const char *where)
{
    for (int k = 0; k < sc->pair_count; k++) {
        const shape *a = scene_find(sc, sc->pairs[k].a), *b = scene_find(sc, sc->pairs[k].b);
        if (!a || !b || a->kind != sc->test.a || b->kind != sc->test.b)
            continue;
        minkowski_diff d = minkowski_of(a, b);
        bool inside = minkowski_holds_origin(&d), meets = library_meets(sc, a, b);
        sample_expect(ctx, inside == meets, "Expected the origin %s %s − %s (%s), as %s says", meets ? "inside" : "outside",
                      a->name, b->name, where, sc->test.call);
        if (!sc->motion.impact)
            continue;
        isect_hit hit = {.t = -1};
        bool contact = sc->motion.impact(a, b, &hit);
        float t = minkowski_entry(&d, relative_motion(sc, a, b));
        sample_expect(ctx, contact == (t >= 0) && (!contact || fabsf(t - hit.t) <= 1e-3f),
                      "Expected O's path to enter %s − %s at t = %g (%s), as %s says, not %g", a->name, b->name,
                      (double)hit.t, where, sc->test.call, (double)t);
    }
}

void minkowski_view_check(sample_ctx *ctx)
{
    if (!minkowski_view_applies(ctx))
        return;
    check_scene(ctx, &ctx->scene, "the start scene");
    for (int i = 0; i < ctx->scene.preset_count; i++) {
        shape copy[SCENE_MAX_SHAPES];
        memcpy(copy, ctx->scene.shapes, sizeof copy[0] * (size_t)ctx->scene.count);
        scene trial = ctx->scene;
        trial.shapes = copy;
        if (scene_apply_preset(&trial, &ctx->scene.presets[i]))
            check_scene(ctx, &trial, ctx->scene.presets[i].name);
    }
}
