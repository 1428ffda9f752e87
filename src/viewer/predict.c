#include "predict.h"

#include <stdio.h>
#include <string.h>

#include "draw_fill.h"
#include "log.h"
#include "palette.h"

void predict_toggle(predict *p)
{
    p->on = !p->on;
    p->answered = false;
    if (p->on)
        log_info("predict mode: the verdict is hidden; Y: they meet, N: apart (F2 leaves)");
    else
        log_info("predict mode off: score %d / %d", p->right, p->asked);
}

void predict_new_scene(predict *p)
{
    p->answered = false;
}

bool predict_answer(predict *p, const sample_ctx *ctx, bool meets)
{
    if (!p->on)
        return false;
    if (!sample_preset_on(ctx)) {
        log_info(sample_preset_count(ctx) ? "predict: ',' or '.' picks a preset to answer"
                                          : "predict: this sample has no presets to answer");
        return true;
    }
    if (p->answered) {
        log_info("predict: answered already; ',' or '.' for the next preset");
        return true;
    }
    p->answered = true;
    p->said_meets = meets;
    p->truth = sample_preset_meets(ctx);
    p->asked++;
    p->right += p->truth == meets;
    return true;
}

/* Whether vertex i of the buffer kind lies in one of the groups (their bounds as drawn). */
static bool in_group(const draw_group *groups, int count, int kind, int i)
{
    for (int g = 0; g < count; g++)
        if (i >= groups[g].first[kind] && i < groups[g].end[kind])
            return true;
    return false;
}

/* In the scene's buffer kind (DRAW_GROUP_LINES: a line is two vertices; or POINTS): the note
 * colour taken out, except in a shape's own lines (a polyhedron's marked face), where it
 * becomes the apart colour as the meeting colour does everywhere. The shapes' groups move
 * with what is kept. */
static void filter_buffer(draw_list *scene, int kind)
{
    draw_buffer *b = kind == DRAW_GROUP_LINES ? &scene->lines : &scene->points;
    int stride = kind == DRAW_GROUP_LINES ? 2 : 1, kept = 0, count = scene->group_count;
    draw_group drawn[DRAW_MAX_GROUPS];
    memcpy(drawn, scene->groups, sizeof drawn[0] * (size_t)count);
    for (int i = 0; i < b->count; i++) {
        for (int g = 0; g < count; g++) { /* a bound at i moves to where i goes */
            scene->groups[g].first[kind] = drawn[g].first[kind] == i ? kept : scene->groups[g].first[kind];
            scene->groups[g].end[kind] = drawn[g].end[kind] == i ? kept : scene->groups[g].end[kind];
        }
        if (i % stride != 0)
            continue;
        bool shape = in_group(drawn, count, kind, i);
        if (!shape && draw_vertex_is(&b->v[i], COLOR_NOTE))
            continue;
        for (int k = 0; k < stride && i + k < b->count; k++) {
            draw_vertex v = b->v[i + k];
            if (draw_vertex_is(&v, COLOR_HIT) || (shape && draw_vertex_is(&v, COLOR_NOTE)))
                draw_vertex_set_color(&v, COLOR_SHAPE);
            b->v[kept++] = v;
        }
    }
    for (int g = 0; g < count; g++) { /* bounds at the end */
        scene->groups[g].first[kind] = drawn[g].first[kind] >= b->count ? kept : scene->groups[g].first[kind];
        scene->groups[g].end[kind] = drawn[g].end[kind] >= b->count ? kept : scene->groups[g].end[kind];
    }
    b->count = kept;
}

/* Whether text is the name of a shape of the scene. */
static bool names_a_shape(const sample_ctx *ctx, const char *text)
{
    for (int i = 0; i < ctx->scene.count; i++)
        if (strcmp(ctx->scene.shapes[i].name, text) == 0)
            return true;
    return false;
}

void predict_hide_verdict(draw_list *scene, const sample_ctx *ctx)
{
    filter_buffer(scene, DRAW_GROUP_LINES);
    filter_buffer(scene, DRAW_GROUP_POINTS);
    fill_hide_verdict(&scene->fills);
    int kept = 0;
    for (int i = 0; i < scene->label_count; i++) {
        draw_label_item label = scene->labels[i];
        if (glms_vec4_eqv(label.color, COLOR_NOTE) || !names_a_shape(ctx, label.text))
            continue;
        if (glms_vec4_eqv(label.color, COLOR_HIT))
            label.color = COLOR_SHAPE;
        scene->labels[kept++] = label;
    }
    scene->label_count = kept;
}

bool predict_hiding(const predict *p, const sample_ctx *ctx)
{
    return p->on && sample_preset_count(ctx) > 0 && !(p->answered && sample_preset_on(ctx));
}

void predict_frame(const predict *p, sample_ctx *ctx, draw_list *scene)
{
    if (!p->on)
        return;
    if (sample_preset_count(ctx) == 0) { /* nothing to ask: the sample as it is, and why */
        sample_text(ctx, "predict: this sample has no presets to predict (F2 leaves predict mode)");
        return;
    }
    char score[48];
    snprintf(score, sizeof score, "score %d / %d", p->right, p->asked);
    if (p->answered && sample_preset_on(ctx)) {
        sample_text(ctx, "predict: %s, they %s   %s", p->said_meets == p->truth ? "right" : "wrong",
                    p->truth ? "meet" : "are apart", score);
        return;
    }
    predict_hide_verdict(scene, ctx);
    ctx->text_count = 0;
    ctx->strip.count = 0; /* the SAT strip marks the separating axis: the answer */
    if (sample_preset_on(ctx))
        sample_text(ctx, "predict: do they meet? Y: they meet, N: apart   %s", score);
    else
        sample_text(ctx, "predict: ',' or '.' picks a preset, then Y: they meet, N: apart   %s", score);
}
