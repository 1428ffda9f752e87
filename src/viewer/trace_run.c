/* Recording the selected pair's test and drawing what it probed (trace_run.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "palette.h"
#include "trace_run.h"

bool trace_record(const sample_ctx *ctx, trace_run *run)
{
    run->call = NULL, run->count = 0, run->overflowed = false;
    const scene_library_test *test = &ctx->scene.test;
    if (test->call && test->test && sample_selected_pair(ctx, &run->a, &run->b)) {
        run->call = test->call;
        isect_trace_begin(run->steps, TRACE_MAX_STEPS);
        run->verdict = test->test(run->a, run->b);
        run->count = isect_trace_end(&run->overflowed);
        return true;
    }
    if (!ctx->trace) /* the sample's own run (sample_trace_by), on what it explains */
        return false;
    run->a = run->b = NULL;
    isect_trace_begin(run->steps, TRACE_MAX_STEPS);
    run->verdict = ctx->trace(ctx, &run->call, &run->a, &run->b);
    run->count = isect_trace_end(&run->overflowed);
    return run->call != NULL;
}

bool trace_returns_from_call(const trace_run *run, int i)
{
    return i >= 0 && i < run->count && run->steps[i].kind == ISECT_TRACE_RETURN &&
           strcmp(run->steps[i].function, run->call) == 0;
}

/* The shortest decimal that reads back as the same float, as a debugger prints it (0.1, not
 * 0.100000001; 1.001 beside r = 1 shows the 0.001 that decides), and no "-0". */
static int number(char *out, size_t size, float x)
{
    int n = 0;
    for (int digits = 1; digits <= 9; digits++) {
        n = snprintf(out, size, "%.*g", digits, x == 0 ? 0.0 : (double)x);
        if (strtof(out, NULL) == x || x != x)
            break;
    }
    return n;
}

void trace_value_text(const isect_trace_step *s, char *out, size_t size)
{
    switch (s->type) {
    case ISECT_TRACE_BOOL: snprintf(out, size, "%s", s->value[0] != 0 ? "true" : "false"); return;
    case ISECT_TRACE_INT: snprintf(out, size, "%d", (int)s->value[0]); return;
    case ISECT_TRACE_FLOAT: number(out, size, s->value[0]); return;
    case ISECT_TRACE_INTERVAL: {
        char t0[24], t1[24];
        number(t0, sizeof t0, s->value[0]), number(t1, sizeof t1, s->value[1]);
        snprintf(out, size, "[%s, %s]", t0, t1);
        return;
    }
    case ISECT_TRACE_VEC3: {
        char c[3][24];
        for (int i = 0; i < 3; i++)
            number(c[i], sizeof c[i], s->value[i]);
        snprintf(out, size, "(%s, %s, %s)", c[0], c[1], c[2]);
        return;
    }
    }
}

/* The span [t0, t1] of a traced ray, segment or line (its own parameter), drawn over it with
 * its ends marked; an end at infinity is drawn SHAPE_LINE_LENGTH past the start. */
static void draw_span(sample_ctx *ctx, const shape *item, const isect_trace_step *s)
{
    vec3s p, d;
    if (item && item->kind == SHAPE_RAY)
        p = item->ray.p, d = item->ray.d;
    else if (item && (item->kind == SHAPE_SEGMENT || item->kind == SHAPE_LINE))
        p = item->segment.a, d = glms_vec3_sub(item->segment.b, item->segment.a);
    else
        return;
    float len = glms_vec3_norm(d), far = len > 0 ? SHAPE_LINE_LENGTH / len : 0;
    float t0 = glm_clamp(s->value[0], -far, far), t1 = glm_clamp(s->value[1], -far, far);
    if (!(t0 <= t1)) /* empty: the ray has left the shape */
        return;
    vec3s a = glms_vec3_muladds(d, t0, p), b = glms_vec3_muladds(d, t1, p);
    char text[64];
    trace_value_text(s, text, sizeof text);
    draw_line(ctx, a, b, COLOR_NOTE);
    draw_point(ctx, a, COLOR_NOTE);
    draw_point(ctx, b, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(a, b, 0.5f), COLOR_NOTE, "t in %s", text);
}

/* The pair's shadows on the axis being tried: the latest axis up to current, and the shadow
 * radii probed beside it (between the axes before and after it). Each shadow is the shape's
 * centre projected onto the axis, plus and minus its radius over |L| (the radii come in units
 * of the axis's length), drawn just off the axis line through middle, one on each side. */
static void draw_shadows(sample_ctx *ctx, const trace_run *run, int current, vec3s middle)
{
    int k = -1;
    for (int i = 0; i <= current && i < run->count; i++)
        k = run->steps[i].kind == ISECT_TRACE_AXIS ? i : k;
    if (k < 0 || !run->a || !run->b)
        return;
    const isect_trace_step *shadow[2] = {NULL, NULL};
    for (int i = k - 1; i >= 0 && run->steps[i].kind != ISECT_TRACE_AXIS; i--) /* probed before the axis */
        for (int w = 0; w < 2; w++)
            if (run->steps[i].kind == (w ? ISECT_TRACE_SHADOW_B : ISECT_TRACE_SHADOW_A) && !shadow[w])
                shadow[w] = &run->steps[i];
    for (int i = k + 1; i <= current && i < run->count && run->steps[i].kind != ISECT_TRACE_AXIS; i++) /* after */
        for (int w = 0; w < 2; w++)
            if (run->steps[i].kind == (w ? ISECT_TRACE_SHADOW_B : ISECT_TRACE_SHADOW_A))
                shadow[w] = &run->steps[i];
    const vec3s l = {{run->steps[k].value[0], run->steps[k].value[1], run->steps[k].value[2]}};
    const float len = glms_vec3_norm(l);
    if (!shadow[0] || !shadow[1] || !(len > 0))
        return;
    const vec3s u = glms_vec3_scale(l, 1.0f / len), off = glms_vec3_scale(glms_vec3_normalize(draw_perpendicular(u)), 0.12f);
    const shape *of[2] = {run->a, run->b};
    for (int w = 0; w < 2; w++) {
        float c = glms_vec3_dot(glms_vec3_sub(shape_centre(of[w]), middle), u), r = shadow[w]->value[0] / len;
        vec3s side = glms_vec3_scale(off, w ? -1.0f : 1.0f);
        vec3s p0 = glms_vec3_add(glms_vec3_muladds(u, c - r, middle), side);
        vec3s p1 = glms_vec3_add(glms_vec3_muladds(u, c + r, middle), side);
        draw_line(ctx, p0, p1, COLOR_NOTE);
        draw_point(ctx, p0, COLOR_NOTE);
        draw_point(ctx, p1, COLOR_NOTE);
        draw_label(ctx, glms_vec3_lerp(p0, p1, 0.5f), COLOR_NOTE, "%s's shadow", of[w]->name);
    }
}

/* How far an axis is drawn each side of the middle of the pair. */
#define TRACE_AXIS_HALF_LENGTH 4.0f

void trace_draw(sample_ctx *ctx, const trace_run *run, int current)
{
    const vec4s color = COLOR_NOTE;
    vec3s middle = run->a && run->b ? glms_vec3_lerp(shape_centre(run->a), shape_centre(run->b), 0.5f)
                   : run->a         ? shape_centre(run->a)
                                    : (vec3s){{0, 0, 0}};
    draw_shadows(ctx, run, current, middle);
    for (int i = 0; i <= current && i < run->count; i++) {
        const isect_trace_step *s = &run->steps[i];
        if (s->kind != ISECT_TRACE_POINT && s->kind != ISECT_TRACE_AXIS && s->kind != ISECT_TRACE_SPAN)
            continue;
        /* A later step up to current shows instead: for a point one of the same name, for an axis
         * or a span any other (the one being tried, the part still in play). */
        bool later = false;
        for (int j = i + 1; j <= current && j < run->count && !later; j++)
            later = run->steps[j].kind == s->kind &&
                    (s->kind != ISECT_TRACE_POINT ||
                     (strcmp(run->steps[j].name, s->name) == 0 && strcmp(run->steps[j].function, s->function) == 0));
        if (later)
            continue;
        if (s->kind == ISECT_TRACE_SPAN) {
            draw_span(ctx, run->a, s);
            continue;
        }
        vec3s v = {{s->value[0], s->value[1], s->value[2]}};
        if (s->kind == ISECT_TRACE_POINT) {
            draw_point(ctx, v, color);
            draw_label(ctx, v, color, "%s", s->name);
            continue;
        }
        float len = glms_vec3_norm(v);
        if (!(len > 0))
            continue;
        vec3s half = glms_vec3_scale(v, TRACE_AXIS_HALF_LENGTH / len);
        draw_line(ctx, glms_vec3_sub(middle, half), glms_vec3_add(middle, half), color);
        draw_label(ctx, glms_vec3_add(middle, half), color, "%s", s->name);
    }
}
