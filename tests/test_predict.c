/* Predict mode and the SVG figure on a real sample's frame, with no window: aabb-plane's first
 * preset (a box corner on the plane: they meet) rendered into a draw list as the viewer does.
 * Hidden, the frame has no meeting colour, no note colour and no number in the HUD lines, and
 * every shape keeps its group; answered, all of it is back with the score; the figure names
 * every shape and keeps its strokes inside the window. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "palette.h"
#include "predict.h"
#include "sample_ctx.h"
#include "samples.h"
#include "svg_export.h"

static sample_ctx ctx;
static draw_list list;

/* The frame as app.c's frame() builds it, then predict mode's pass over it. */
static void render(const predict *p)
{
    draw_list_clear(&list);
    ctx.text_count = 0;
    sample_render(&ctx);
    predict_frame(p, &ctx, &list);
}

static int lines_in(vec4s color)
{
    int n = 0;
    for (int i = 0; i < list.lines.count; i++)
        n += draw_vertex_is(&list.lines.v[i], color);
    return n;
}

static bool text_has(const char *part)
{
    for (int i = 0; i < ctx.text_count; i++)
        if (strstr(ctx.text[i], part))
            return true;
    return false;
}

/* Every shape of the scene has a group, each within the buffers and drawing something. */
static void check_groups(void)
{
    for (int i = 0; i < ctx.scene.count; i++) {
        bool found = false;
        for (int g = 0; g < list.group_count; g++) {
            const draw_group *group = &list.groups[g];
            if (strcmp(group->name, ctx.scene.shapes[i].name) != 0)
                continue;
            found = true;
            CHECK(group->first[DRAW_GROUP_LINES] <= group->end[DRAW_GROUP_LINES] &&
                      group->end[DRAW_GROUP_LINES] <= list.lines.count,
                  "%s's lines [%d, %d) of %d", group->name, group->first[DRAW_GROUP_LINES],
                  group->end[DRAW_GROUP_LINES], list.lines.count);
            CHECK(group->end[DRAW_GROUP_LINES] > group->first[DRAW_GROUP_LINES], "%s draws no line", group->name);
        }
        CHECK(found, "no group for %s", ctx.scene.shapes[i].name);
    }
}

static void test_hidden_then_revealed(void)
{
    predict p = {.on = true}, off = {0};
    render(&off);
    int hit = lines_in(COLOR_HIT), note = lines_in(COLOR_NOTE);
    CHECK(hit > 0 && note > 0, "the preset draws no meeting (%d) or note (%d) lines", hit, note);
    CHECK(text_has("s = "), "the sample's numbers are not in its HUD lines");

    render(&p);
    CHECK(lines_in(COLOR_HIT) == 0, "%d meeting-coloured line ends while hidden", lines_in(COLOR_HIT));
    CHECK(lines_in(COLOR_NOTE) == 0, "%d note-coloured line ends while hidden", lines_in(COLOR_NOTE));
    CHECK(!text_has("s = ") && text_has("predict: do they meet?"), "the HUD lines while hidden: %s",
          ctx.text_count ? ctx.text[0] : "none");
    for (int i = 0; i < list.label_count; i++)
        CHECK(!glms_vec4_eqv(list.labels[i].color, COLOR_HIT) && !glms_vec4_eqv(list.labels[i].color, COLOR_NOTE),
              "label %s keeps its verdict colour", list.labels[i].text);
    check_groups();

    CHECK(predict_answer(&p, &ctx, false), "N in predict mode is not predict's");
    CHECK(!predict_answer(&off, &ctx, false), "N outside predict mode is taken");
    render(&p);
    CHECK(lines_in(COLOR_HIT) == hit && lines_in(COLOR_NOTE) == note, "the answer did not reveal the lines");
    CHECK(text_has("s = ") && text_has("predict: wrong, they meet   score 0 / 1"), "after N: %s",
          ctx.text[ctx.text_count - 1]);
    predict_answer(&p, &ctx, true); /* answered already: not counted again */
    CHECK(p.asked == 1 && p.right == 0, "score %d / %d after a second answer", p.right, p.asked);

    predict_new_scene(&p);
    render(&p);
    CHECK(lines_in(COLOR_HIT) == 0 && !text_has("s = "), "a new scene is not hidden again");
    predict_answer(&p, &ctx, true);
    render(&p);
    CHECK(text_has("predict: right, they meet   score 1 / 2"), "after Y: %s", ctx.text[ctx.text_count - 1]);
}

/* The numbers of an SVG path's d, in pairs: every point within the window. */
static void check_strokes_inside(const char *svg, int width, int height)
{
    int points = 0;
    for (const char *d = strstr(svg, " d=\""); d; d = strstr(d, " d=\"")) {
        d += 4;
        while (*d == 'M' || *d == 'L') {
            char *end;
            float x = strtof(d + 1, &end), y = strtof(end, &end);
            CHECK(x >= 0 && x <= (float)width && y >= 0 && y <= (float)height, "a stroke at (%g, %g)", (double)x,
                  (double)y);
            points++;
            d = end;
        }
    }
    CHECK(points > 100, "only %d stroke points", points);
}

static void test_svg_figure(void)
{
    predict off = {0};
    render(&off);
    const int width = 640, height = 360;
    svg_figure figure = {&list, camera_view_projection(ctx.view, (float)width / (float)height), width, height,
                         "AABB vs Plane <&>", NULL, 0};
    size_t length;
    char *svg = svg_export_text(&figure, &length);
    CHECK(svg && strlen(svg) == length, "no SVG text");
    if (!svg)
        return;
    CHECK(strstr(svg, "width=\"640\" height=\"360\"") != NULL, "no 640x360 size");
    CHECK(strstr(svg, "AABB vs Plane &lt;&amp;&gt;") != NULL, "the title is not escaped");
    for (int i = 0; i < ctx.scene.count; i++) {
        char group[64];
        snprintf(group, sizeof group, "<g class=\"shape\" data-name=\"%s\">", ctx.scene.shapes[i].name);
        CHECK(strstr(svg, group) != NULL, "no %s", group);
    }
    check_strokes_inside(svg, width, height);
    free(svg);
}

int main(void)
{
    ctx = (sample_ctx){.quiet = true, .draw = &list};
    sample_ctx_start(&ctx, samples[sample_find("aabb-plane")]);
    ctx.camera = ctx.view;
    CHECK(sample_do_preset(&ctx, 0) != NULL && sample_preset_meets(&ctx), "aabb-plane's first preset does not meet");
    RUN(test_hidden_then_revealed);
    RUN(test_svg_figure);
    sample_ctx_stop(&ctx);
    draw_list_free(&list);
    return check_summary();
}
