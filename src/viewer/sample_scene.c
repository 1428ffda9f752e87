/* The framework's side of a sample's scene (scene.h): what a click, Tab, W/A/S/D, Z/X, ',' '.'
 * and C do to the shapes a sample handed over with sample_scene, for every sample alike. A
 * sample without a scene keeps its own callbacks, called from here too. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "log.h"
#include "minkowski_view.h"
#include "sample_ctx.h"
#include "scene_tests.h"

void sample_scene(sample_ctx *ctx, shape *shapes, const shape *start, int count)
{
    if (count > SCENE_MAX_SHAPES) {
        sample_expect(ctx, false, "Expected at most %d shapes in the scene, not %d", SCENE_MAX_SHAPES, count);
        count = SCENE_MAX_SHAPES;
    }
    memcpy(shapes, start, sizeof shapes[0] * (size_t)count);
    ctx->scene.shapes = shapes, ctx->scene.count = count;
    ctx->scene.selected = 0, ctx->scene.turn_refused = false, ctx->scene.motion_selected = false;
    ctx->scene.applied = NULL;
}

void sample_presets(sample_ctx *ctx, const scene_preset *presets, int count, scene_verdict *verdict)
{
    ctx->scene.presets = presets, ctx->scene.preset_count = count, ctx->scene.verdict = verdict;
}

void sample_test(sample_ctx *ctx, const char *call, const scene_pair *pairs, int count)
{
    const scene_library_test *test = scene_library_test_named(call);
    sample_expect(ctx, test != NULL, "Expected a library test named %s in scene_tests.c", call);
    if (test)
        ctx->scene.test = *test, ctx->scene.pairs = pairs, ctx->scene.pair_count = count;
    const scene_moving_test *moving = scene_moving_test_named(call);
    ctx->scene.motion = moving ? moving->motion : (scene_motion){0, NULL};
}

void sample_test_by(sample_ctx *ctx, scene_test *test, const scene_pair *pairs, int count)
{
    ctx->scene.test = (scene_library_test){.test = test};
    ctx->scene.pairs = pairs, ctx->scene.pair_count = count;
}

void sample_copy_test(sample_ctx *ctx, void (*copy_test)(sample_ctx *ctx))
{
    ctx->copy_test = copy_test;
}

void sample_trace_by(sample_ctx *ctx, sample_trace_fn *fn)
{
    ctx->trace = fn;
}

void sample_declared_scene(sample_ctx *ctx, const sample *s)
{
    if (s->scene.shapes)
        sample_scene(ctx, s->scene.shapes, s->scene.start, s->scene.count);
    if (s->presets.presets)
        sample_presets(ctx, s->presets.presets, s->presets.count, s->presets.verdict);
    if (s->test.call)
        sample_test(ctx, s->test.call, s->test.pairs, s->test.count);
    else if (s->test.by)
        sample_test_by(ctx, s->test.by, s->test.pairs, s->test.count);
    if (s->trace)
        sample_trace_by(ctx, s->trace);
    if (s->impacts.t)
        sample_expect_impacts(ctx, s->impacts.t, s->impacts.count, s->impacts.tolerance);
    if (s->copy_test)
        sample_copy_test(ctx, s->copy_test);
}

int sample_selected(const sample_ctx *ctx)
{
    return ctx->scene.selected;
}

void sample_select(sample_ctx *ctx, int shape)
{
    sample_do_select(ctx, shape);
}

bool sample_has_scene(const sample_ctx *ctx)
{
    return ctx->scene.shapes != NULL;
}

/* The pair's two shapes in the scene; false when a name is not there. */
static bool pair_shapes(const scene *sc, const scene_pair *pair, const shape **a, const shape **b)
{
    *a = scene_find(sc, pair->a), *b = scene_find(sc, pair->b);
    return *a && *b;
}

/* Each pair of the start scene is a start-up check of the sample's test. */
void sample_check_pairs(sample_ctx *ctx)
{
    const scene *s = &ctx->scene;
    if (!s->test.test || !sample_has_scene(ctx))
        return;
    for (int i = 0; i < s->pair_count; i++) {
        const scene_pair *pair = &s->pairs[i];
        const shape *a, *b;
        if (!pair_shapes(&ctx->scene, pair, &a, &b))
            sample_expect(ctx, false, "Expected %s and %s to be shapes of the scene", pair->a, pair->b);
        else if (s->test.call && (a->kind != s->test.a || b->kind != s->test.b))
            sample_expect(ctx, false, "Expected %s and %s to be a %s and a %s for %s", pair->a, pair->b,
                          shape_kind_name(s->test.a), shape_kind_name(s->test.b), s->test.call);
        else
            sample_expect(ctx, s->test.test(a, b) == pair->expected, "Expected %s to %s %s", pair->a,
                          pair->expected ? "intersect" : "not intersect", pair->b);
    }
}

/* Whether the preset on screen sets the shape named name. */
static bool preset_sets(const scene_preset *p, const char *name)
{
    for (int k = 0; k < SCENE_PRESET_SHAPES; k++)
        if (p->set[k].kind != SHAPE_NONE && strcmp(p->set[k].name, name) == 0)
            return true;
    return false;
}

/* Whether the shapes named a and b form one of the sample's pairs. */
static bool partners(const scene *s, const char *a, const char *b)
{
    for (int k = 0; k < s->pair_count; k++)
        if ((strcmp(s->pairs[k].a, a) == 0 && strcmp(s->pairs[k].b, b) == 0) ||
            (strcmp(s->pairs[k].a, b) == 0 && strcmp(s->pairs[k].b, a) == 0))
            return true;
    return false;
}

bool sample_preset_on(const sample_ctx *ctx)
{
    return ctx->scene.applied != NULL;
}

bool sample_in_preset(const sample_ctx *ctx, int i)
{
    const scene *s = &ctx->scene;
    const scene_preset *p = s->applied;
    if (!p || preset_sets(p, s->shapes[i].name))
        return true;
    int set = 0, only = -1; /* a preset that sets one shape: its partners decide with it */
    for (int k = 0; k < SCENE_PRESET_SHAPES; k++)
        if (p->set[k].kind != SHAPE_NONE)
            set++, only = k;
    return set == 1 && partners(s, p->set[only].name, s->shapes[i].name);
}

bool sample_meets_any(const sample_ctx *ctx, int i)
{
    const scene *s = &ctx->scene;
    const char *name = ctx->scene.shapes[i].name;
    bool in_preset = sample_in_preset(ctx, i);
    for (int k = 0; s->test.test && k < s->pair_count; k++) {
        const shape *a, *b;
        bool involved = strcmp(s->pairs[k].a, name) == 0 || strcmp(s->pairs[k].b, name) == 0;
        if (involved && pair_shapes(&ctx->scene, &s->pairs[k], &a, &b) &&
            (!in_preset || (sample_in_preset(ctx, (int)(a - s->shapes)) && sample_in_preset(ctx, (int)(b - s->shapes)))) &&
            s->test.test(a, b))
            return true;
    }
    return false;
}

/* Red: the shape meets a partner; under a moving test, already at the start (t = 0), the
 * time of impact being drawn apart (sample_motion.c). In a preset, a shape it leaves aside is a
 * ghost, and the shapes it decides take their colour from each other only. */
vec4s sample_verdict_color(const sample_ctx *ctx, int i)
{
    if (!sample_in_preset(ctx, i))
        return COLOR_GHOST;
    bool meets = ctx->scene.motion.moves ? sample_touches_at_start(ctx, i) : sample_meets_any(ctx, i);
    return meets ? COLOR_HIT : COLOR_SHAPE;
}

void sample_draw_shapes(sample_ctx *ctx, int first, int last)
{
    /* Planes first: a segment or a triangle lying in a plane is drawn over the plane's lines,
     * not under a grid line it happens to run along. */
    for (int pass = 0; pass < 2; pass++)
        for (int i = first; i <= last && i < ctx->scene.count; i++) {
            const shape *sh = &ctx->scene.shapes[i];
            if ((sh->kind == SHAPE_PLANE) == (pass == 0))
                draw_shape(ctx, sh, sh->kind == SHAPE_PLANE ? COLOR_PLANE : sample_verdict_color(ctx, i));
        }
}

void sample_label_shapes(sample_ctx *ctx, int first, int last)
{
    for (int i = first; i <= last && i < ctx->scene.count; i++) {
        const shape *sh = &ctx->scene.shapes[i];
        draw_label(ctx, shape_centre(sh), sample_verdict_color(ctx, i), "%s", sh->name);
    }
}

void sample_draw_scene(sample_ctx *ctx, float marker)
{
    sample_draw_shapes(ctx, 0, ctx->scene.count - 1);
    if (ctx->scene.count > 0) {
        const shape *selected = &ctx->scene.shapes[ctx->scene.selected];
        vec3s at = shape_centre(selected);
        draw_marker(ctx, ctx->scene.motion_selected ? glms_vec3_add(at, selected->motion) : at, marker);
    }
    sample_draw_motion(ctx);
}

/* Whether the shape named name is in the pair; its partner's name to *partner. */
static bool pair_holds(const scene_pair *pair, const char *name, const char **partner)
{
    *partner = strcmp(pair->a, name) == 0 ? pair->b : strcmp(pair->b, name) == 0 ? pair->a : NULL;
    return *partner != NULL;
}

/* The index of the selected shape's partner in pair k, or -1 when the pair does not hold it. */
static int partner_in(const scene *s, int k)
{
    const char *partner;
    const shape *found = pair_holds(&s->pairs[k], s->shapes[s->selected].name, &partner) ? scene_find(s, partner) : NULL;
    return found ? (int)(found - s->shapes) : -1;
}

void sample_explain_each(sample_ctx *ctx, void (*explain)(sample_ctx *ctx, int shape))
{
    const scene *s = &ctx->scene;
    bool in_every_pair = s->pair_count > 1;
    for (int k = 0; k < s->pair_count; k++)
        in_every_pair = in_every_pair && partner_in(s, k) >= 0;
    if (!in_every_pair) {
        explain(ctx, s->selected);
        return;
    }
    for (int k = 0; k < s->pair_count; k++) /* in a preset, not the ghosts it leaves aside */
        if (sample_in_preset(ctx, partner_in(s, k)))
            explain(ctx, partner_in(s, k));
}

bool sample_selected_pair(const sample_ctx *ctx, const shape **a, const shape **b)
{
    const scene *s = &ctx->scene;
    for (int k = 0; k < s->pair_count; k++)
        if (partner_in(s, k) >= 0 && sample_in_preset(ctx, partner_in(s, k)) && pair_shapes(s, &s->pairs[k], a, b))
            return true;
    return false;
}

void sample_each_partner(sample_ctx *ctx, void (*fn)(sample_ctx *ctx, int selected, int partner))
{
    const scene *s = &ctx->scene;
    for (int k = 0; k < s->pair_count; k++)
        if (partner_in(s, k) >= 0 && sample_in_preset(ctx, partner_in(s, k)))
            fn(ctx, s->selected, partner_in(s, k));
}

/* The next pair from *k on that holds the selected shape and overlaps, with its contact: false
 * when none is left (or the test has no contact variant). */
static bool next_contact(const sample_ctx *ctx, int *k, const shape **a, const shape **b, isect_contact *c)
{
    const scene *s = &ctx->scene;
    const char *partner, *selected = s->shapes[s->selected].name;
    for (; s->test.contact && *k < s->pair_count; ++*k)
        if (pair_holds(&s->pairs[*k], selected, &partner) && pair_shapes(s, &s->pairs[*k], a, b) &&
            s->test.contact(*a, *b, c))
            return true;
    return false;
}

void sample_draw_contacts(sample_ctx *ctx)
{
    const shape *a, *b;
    isect_contact c;
    for (int k = 0; next_contact(ctx, &k, &a, &b, &c); k++) {
        vec3s from = shape_centre(b), to = glms_vec3_muladds(c.normal, c.depth, from);
        draw_arrow(ctx, from, to, COLOR_NOTE);
        draw_label(ctx, to, COLOR_NOTE, "push-out %s", HUD_NUM(c.depth, 0));
        sample_text(ctx, "contact %s-%s: n (%.2f, %.2f, %.2f), depth %s%s", a->name, b->name, c.normal.x + 0.0f,
                    c.normal.y + 0.0f, c.normal.z + 0.0f, HUD_NUM(c.depth, 0), /* + 0: no -0.00 */
                    c.depth > 0 ? ", T: to touching" : ": touching");
    }
}

/* T: the selected shape moved out of the first partner it overlaps (not only touches) by the
 * push-out, along the normal when it is the pair's second shape, against it when the first. */
static void touch(sample_ctx *ctx)
{
    const shape *a, *b;
    isect_contact c;
    int k = 0;
    while (next_contact(ctx, &k, &a, &b, &c) && !(c.depth > 0))
        k++;
    shape *moved = &ctx->scene.shapes[ctx->scene.selected];
    if (!ctx->scene.test.contact) {
        log_info("T: %s reports no contact", ctx->scene.test.call ? ctx->scene.test.call : "this test");
        return;
    }
    if (k >= ctx->scene.pair_count) {
        log_info("T: %s overlaps nothing", moved->name);
        return;
    }
    shape_translate(moved, glms_vec3_scale(c.normal, moved == b ? c.depth : -c.depth));
    log_info("T: %s moved %s out of %s along the contact normal: %s", moved->name, HUD_NUM(c.depth, 0),
             moved == b ? a->name : b->name, ctx->scene.test.test(a, b) ? "just touching" : "apart");
}

void sample_render(sample_ctx *ctx)
{
    if (minkowski_view_shown(ctx)) { /* U: the pair as its Minkowski difference, in place of the sample's drawing */
        minkowski_view_render(ctx);
        return;
    }
    if (ctx->sample->render) {
        ctx->sample->render(ctx);
        return;
    }
    sample_draw_scene(ctx, 0.5f);
    sample_explain_each(ctx, ctx->sample->explain);
    sample_draw_contacts(ctx);
}

/* copy-as-test's asserts of the sample's pairs that hold the selected shape. */
static void code_pairs(sample_ctx *ctx)
{
    const scene *s = &ctx->scene;
    const char *selected = ctx->scene.shapes[ctx->scene.selected].name;
    for (int k = 0; s->test.call && k < s->pair_count; k++) {
        const shape *a, *b;
        const scene_pair *pair = &s->pairs[k];
        if (!((strcmp(pair->a, selected) == 0 || strcmp(pair->b, selected) == 0) && pair_shapes(&ctx->scene, pair, &a, &b)))
            continue;
        char first[64], second[64];
        scene_code_argument(a, s->motion.moves & SCENE_MOVES_A, first, sizeof first);
        scene_code_argument(b, s->motion.moves & SCENE_MOVES_B, second, sizeof second);
        sample_code(ctx, "assert(%s(%s, %s%s) == %s);", s->test.call, first, second, s->test.more,
                    s->test.test(a, b) ? "true" : "false");
    }
}

/* The pair a preset decides: the sample's pair of the first two shapes it sets (in either
 * order), in the pair's order, else those two as the preset names them; when it sets one shape,
 * the first pair that holds it. */
static bool preset_pair(const sample_ctx *ctx, const scene_preset *preset, const shape **a, const shape **b)
{
    const scene *s = &ctx->scene;
    const char *x = preset->set[0].name, *y = preset->set[1].kind == SHAPE_NONE ? NULL : preset->set[1].name;
    for (int k = 0; k < s->pair_count; k++) {
        const scene_pair *pair = &s->pairs[k];
        bool same = y ? (strcmp(pair->a, x) == 0 && strcmp(pair->b, y) == 0) || (strcmp(pair->a, y) == 0 && strcmp(pair->b, x) == 0)
                      : strcmp(pair->a, x) == 0 || strcmp(pair->b, x) == 0;
        if (same && pair_shapes(s, pair, a, b))
            return true;
    }
    *a = scene_find(s, x), *b = y ? scene_find(s, y) : NULL;
    return *a && *b;
}

/* A preset's verdict when the sample names no verdict function: the sample's test on the pair
 * the preset decides; when it sets one shape, whether that one meets any of its partners. */
static bool preset_verdict(const sample_ctx *ctx, const scene_preset *preset)
{
    const scene *s = &ctx->scene;
    if (s->verdict)
        return s->verdict(ctx->scene.shapes, ctx->scene.selected);
    const shape *a, *b;
    if (preset->set[1].kind == SHAPE_NONE || !preset_pair(ctx, preset, &a, &b))
        return sample_meets_any(ctx, ctx->scene.selected);
    return s->test.test(a, b);
}

/* Preset i set into trial, a copy of the sample's scene held in copy; false (and a failed
 * check) when it names a shape the scene does not have. */
static bool preset_trial(sample_ctx *ctx, int i, shape copy[SCENE_MAX_SHAPES], sample_ctx *trial)
{
    memcpy(copy, ctx->scene.shapes, sizeof copy[0] * (size_t)ctx->scene.count);
    *trial = *ctx; /* the same sample on a copy of its scene */
    trial->scene.shapes = copy;
    if (scene_apply_preset(&trial->scene, &ctx->scene.presets[i]))
        return true;
    sample_expect(ctx, false, "Expected preset '%s' to name shapes of the scene", ctx->scene.presets[i].name);
    return false;
}

/* Every preset is also a start-up check: set it into a copy of the scene, ask the sample's
 * verdict, compare with the preset's. */
void sample_check_presets(sample_ctx *ctx)
{
    const scene *s = &ctx->scene;
    if (!s->presets || !sample_has_scene(ctx))
        return;
    if (!s->verdict && !s->test.test) {
        sample_expect(ctx, false, "Expected a verdict or a test to check the presets against");
        return;
    }
    for (int i = 0; i < s->preset_count; i++) {
        shape copy[SCENE_MAX_SHAPES];
        sample_ctx trial;
        if (preset_trial(ctx, i, copy, &trial))
            sample_expect(ctx, preset_verdict(&trial, &s->presets[i]) == s->presets[i].expected, "Expected preset '%s' to %s",
                          s->presets[i].name, s->presets[i].expected ? "intersect" : "not intersect");
    }
}

void sample_expect_impacts(sample_ctx *ctx, const float *t, int count, float tolerance)
{
    const scene *s = &ctx->scene;
    if (count != s->preset_count || !s->motion.impact) {
        sample_expect(ctx, false, "Expected a moving test and a time of impact for each of the %d presets, not %d",
                      s->preset_count, count);
        return;
    }
    for (int i = 0; i < count; i++) {
        shape copy[SCENE_MAX_SHAPES];
        sample_ctx trial;
        const shape *a, *b;
        if (!preset_trial(ctx, i, copy, &trial))
            continue;
        isect_hit hit = {.t = -1};
        if (preset_pair(&trial, &s->presets[i], &a, &b))
            s->motion.impact(a, b, &hit);
        sample_expect(ctx, fabsf(hit.t - t[i]) <= tolerance, "Expected preset '%s' to give t = %g, not %g",
                      s->presets[i].name, (double)t[i], (double)hit.t);
    }
}

/* Each shape pickable where it is drawn; shapes too thin to hit (points, rays, segments, lines)
 * by a small sphere around their centre. Not planes: their square fills the floor, and a click
 * on empty floor must still orbit the camera. */
void sample_pick_scene(sample_ctx *ctx)
{
    for (int i = 0; i < ctx->scene.count; i++) {
        const shape *sh = &ctx->scene.shapes[i];
        switch (sh->kind) {
        case SHAPE_SPHERE: sample_pick_sphere(ctx, i, sh->sphere); break;
        case SHAPE_AABB: sample_pick_aabb(ctx, i, sh->aabb); break;
        case SHAPE_OBB: sample_pick_obb(ctx, i, sh->obb); break;
        case SHAPE_TRIANGLE: sample_pick_triangle(ctx, i, sh->triangle); break;
        case SHAPE_POLYGON: case SHAPE_QUAD: /* a fan of triangles from the first corner */
            for (int k = 1; k + 1 < sh->polygon.count; k++)
                sample_pick_triangle(ctx, i, (isect_triangle){sh->polygon.v[0], sh->polygon.v[k], sh->polygon.v[k + 1]});
            break;
        case SHAPE_CONE: {
            float reach = sqrtf(0.25f * sh->cone.height * sh->cone.height + sh->cone.radius * sh->cone.radius);
            sample_pick_sphere(ctx, i, (isect_sphere){shape_centre(sh), reach});
            break;
        }
        case SHAPE_POLYHEDRON: sample_pick_sphere(ctx, i, (isect_sphere){sh->polyhedron.centre, sh->size}); break;
        case SHAPE_CAPSULE: sample_pick_capsule(ctx, i, sh->capsule); break;
        case SHAPE_CYLINDER: sample_pick_cylinder(ctx, i, sh->cylinder); break;
        case SHAPE_SEGMENT: /* grabbed near its ends too, not only its middle */
            sample_pick_point(ctx, i, sh->segment.a);
            sample_pick_point(ctx, i, sh->segment.b);
            sample_pick_point(ctx, i, shape_centre(sh));
            break;
        case SHAPE_POINT: case SHAPE_RAY: case SHAPE_LINE: sample_pick_point(ctx, i, shape_centre(sh)); break;
        case SHAPE_PLANE: case SHAPE_NONE: break; /* a plane is everywhere: Tab selects it, a click orbits */
        }
    }
    sample_pick_motion(ctx);
}

bool sample_can_select(const sample_ctx *ctx)
{
    return sample_has_scene(ctx);
}

/* shape: an index of the scene, or SAMPLE_PICK_MOTION + the index of a moving shape for its
 * displacement handle. */
void sample_do_select(sample_ctx *ctx, int shape)
{
    if (!sample_has_scene(ctx))
        return;
    bool motion = shape >= SAMPLE_PICK_MOTION;
    shape -= motion ? SAMPLE_PICK_MOTION : 0;
    bool valid = shape >= 0 && shape < ctx->scene.count;
    ctx->scene.selected = valid ? shape : 0, ctx->scene.turn_refused = false;
    ctx->scene.motion_selected = motion && valid && ctx->scene.shapes[shape].moves;
}

bool sample_do_translate(sample_ctx *ctx, vec3s delta)
{
    if (!sample_has_scene(ctx))
        return false;
    shape *sh = &ctx->scene.shapes[ctx->scene.selected];
    if (ctx->scene.motion_selected) /* the handle: the end pose moves, the start stays */
        sh->motion = glms_vec3_add(sh->motion, delta);
    else
        shape_translate(sh, delta);
    return true;
}

bool sample_do_rotate(sample_ctx *ctx, versors turn)
{
    if (!sample_has_scene(ctx))
        return false;
    shape *sh = &ctx->scene.shapes[ctx->scene.selected];
    if (ctx->scene.motion_selected) { /* the handle: v turns about the start centre */
        sh->motion = glms_quat_rotatev(turn, sh->motion);
        return true;
    }
    if (!shape_rotate(sh, turn) && !ctx->scene.turn_refused) {
        ctx->scene.turn_refused = true;
        const char *kind = shape_kind_name(sh->kind);
        log_info("%s is %s %s: it has no orientation to turn", sh->name, strchr("AEIOU", kind[0]) ? "an" : "a", kind);
    }
    return true;
}

/* Tab: the next shape of the scene, a moving shape's displacement handle right after it; T: out
 * to just touching. Other keys go to the sample's own handler. */
void sample_do_key(sample_ctx *ctx, int key)
{
    const scene *s = &ctx->scene;
    if (sample_has_scene(ctx) && key == SAMPLE_KEY_TAB)
        sample_do_select(ctx, s->shapes[s->selected].moves && !s->motion_selected ? SAMPLE_PICK_MOTION + s->selected
                                                                                   : (s->selected + 1) % s->count);
    else if (sample_has_scene(ctx) && key == 'T')
        touch(ctx);
    else if (ctx->sample->key)
        ctx->sample->key(ctx, key);
}

int sample_preset_count(const sample_ctx *ctx)
{
    return sample_has_scene(ctx) && ctx->scene.presets ? ctx->scene.preset_count : 0;
}

const char *sample_do_preset(sample_ctx *ctx, int index)
{
    const scene *s = &ctx->scene;
    if (index < 0 || index >= sample_preset_count(ctx))
        return NULL;
    scene_apply_preset(&ctx->scene, &s->presets[index]);
    ctx->scene.applied = &s->presets[index];
    return s->presets[index].name;
}

bool sample_preset_meets(const sample_ctx *ctx)
{
    return ctx->scene.applied && (ctx->scene.verdict || ctx->scene.test.test) && preset_verdict(ctx, ctx->scene.applied);
}

/* One declaration of a shape in copy-as-test, its floats exact (%.9g). */
static void code_shape(sample_ctx *ctx, const shape *sh)
{
    switch (sh->kind) {
    case SHAPE_POINT: sample_code_vec3(ctx, sh->name, sh->point); break;
    case SHAPE_SPHERE: sample_code_sphere(ctx, sh->name, sh->sphere); break;
    case SHAPE_AABB: sample_code_aabb(ctx, sh->name, sh->aabb); break;
    case SHAPE_OBB: sample_code_obb(ctx, sh->name, sh->obb); break;
    case SHAPE_PLANE: sample_code_plane(ctx, sh->name, sh->plane); break;
    case SHAPE_CONE: sample_code_cone(ctx, sh->name, sh->cone); break;
    case SHAPE_RAY: sample_code_ray(ctx, sh->name, sh->ray); break;
    case SHAPE_SEGMENT: case SHAPE_LINE: sample_code_segment(ctx, sh->name, sh->segment); break;
    case SHAPE_CAPSULE: sample_code_capsule(ctx, sh->name, sh->capsule); break;
    case SHAPE_CYLINDER: sample_code_cylinder(ctx, sh->name, sh->cylinder); break;
    case SHAPE_TRIANGLE: sample_code_triangle(ctx, sh->name, sh->triangle); break;
    case SHAPE_POLYGON: case SHAPE_QUAD: sample_code_points(ctx, sh->name, sh->polygon.v, sh->polygon.count); break;
    case SHAPE_POLYHEDRON: sample_code_planes(ctx, sh->name, sh->polyhedron.planes, sh->polyhedron.count); break;
    case SHAPE_NONE: break;
    }
}

/* Whether name appears in code as a whole C identifier. */
static bool mentions(const char *code, const char *name)
{
    size_t n = strlen(name);
    for (const char *at = strstr(code, name); at; at = strstr(at + 1, name)) {
        bool starts = at == code || !(isalnum((unsigned char)at[-1]) || at[-1] == '_');
        bool ends = !(isalnum((unsigned char)at[n]) || at[n] == '_');
        if (starts && ends)
            return true;
    }
    return false;
}

/* "vec3s <name>_v = ...;", a moving shape's displacement, where the asserts pass it. */
static void code_motion(sample_ctx *ctx, const shape *sh, const char *asserts)
{
    char name[96];
    snprintf(name, sizeof name, "%s_v", sh->name);
    if (sh->moves && mentions(asserts, name))
        sample_code_vec3(ctx, name, sh->motion);
}

/* The sample writes its asserts; the framework puts in front of them the declarations of the
 * shapes they name (all of them when the sample writes none), so the test compiles warning-free. */
bool sample_do_copy_test(sample_ctx *ctx)
{
    static char asserts[sizeof ctx->code];
    ctx->code_length = 0, ctx->code[0] = '\0';
    if (sample_has_scene(ctx))
        code_pairs(ctx);
    if (ctx->copy_test)
        ctx->copy_test(ctx);
    if (!sample_has_scene(ctx))
        return ctx->copy_test != NULL;
    memcpy(asserts, ctx->code, ctx->code_length + 1);
    ctx->code_length = 0, ctx->code[0] = '\0';
    for (int i = 0; i < ctx->scene.count; i++) {
        if (!asserts[0] || mentions(asserts, ctx->scene.shapes[i].name))
            code_shape(ctx, &ctx->scene.shapes[i]);
        code_motion(ctx, &ctx->scene.shapes[i], asserts);
    }
    size_t room = sizeof ctx->code - ctx->code_length - 1, n = strlen(asserts);
    n = n < room ? n : room;
    memcpy(ctx->code + ctx->code_length, asserts, n);
    ctx->code_length += n;
    ctx->code[ctx->code_length] = '\0';
    return true;
}
