#include "predict.h"

#include <stdio.h>

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

/* Keeps of the scene's buffer kind (DRAW_GROUP_LINES: a line is two vertices; or POINTS),
 * taken stride at a time, those whose first is not in colour gone; recolours from into to in
 * the kept ones; moves the shapes' groups with what is kept. */
static void filter_buffer(draw_list *scene, int kind, vec4s gone, vec4s from, vec4s to)
{
    draw_buffer *b = kind == DRAW_GROUP_LINES ? &scene->lines : &scene->points;
    int stride = kind == DRAW_GROUP_LINES ? 2 : 1, kept = 0;
    for (int i = 0; i + stride <= b->count; i += stride) {
        for (int g = 0; g < scene->group_count; g++) { /* a bound at i moves to where i goes */
            draw_group *group = &scene->groups[g];
            group->first[kind] = group->first[kind] == i ? kept : group->first[kind];
            group->end[kind] = group->end[kind] == i ? kept : group->end[kind];
        }
        if (draw_vertex_is(&b->v[i], gone))
            continue;
        for (int k = 0; k < stride; k++) {
            draw_vertex v = b->v[i + k];
            if (draw_vertex_is(&v, from))
                draw_vertex_set_color(&v, to);
            b->v[kept++] = v;
        }
    }
    for (int g = 0; g < scene->group_count; g++) { /* bounds at the end */
        draw_group *group = &scene->groups[g];
        group->first[kind] = group->first[kind] >= b->count ? kept : group->first[kind];
        group->end[kind] = group->end[kind] >= b->count ? kept : group->end[kind];
    }
    b->count = kept;
}

void predict_hide_verdict(draw_list *scene)
{
    filter_buffer(scene, DRAW_GROUP_LINES, COLOR_NOTE, COLOR_HIT, COLOR_SHAPE);
    filter_buffer(scene, DRAW_GROUP_POINTS, COLOR_NOTE, COLOR_HIT, COLOR_SHAPE);
    fill_hide_verdict(&scene->fills);
    int kept = 0;
    for (int i = 0; i < scene->label_count; i++) {
        draw_label_item label = scene->labels[i];
        if (glms_vec4_eqv(label.color, COLOR_NOTE))
            continue;
        if (glms_vec4_eqv(label.color, COLOR_HIT))
            label.color = COLOR_SHAPE;
        scene->labels[kept++] = label;
    }
    scene->label_count = kept;
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
    predict_hide_verdict(scene);
    ctx->text_count = 0;
    if (sample_preset_on(ctx))
        sample_text(ctx, "predict: do they meet? Y: they meet, N: apart   %s", score);
    else
        sample_text(ctx, "predict: ',' or '.' picks a preset, then Y: they meet, N: apart   %s", score);
}
