/* The viewer's fixed limits (HUD lines, labels, picks, the copied test's size) say so in the
 * log the first time a sample passes them, once, and never write past their arrays. */
#include <string.h>

#include "check.h"
#include "log.h"
#include "sample_ctx.h"

static int log_lines_containing(const char *part)
{
    int found = 0;
    for (int i = 0; log_recent(i); i++)
        found += strstr(log_recent(i)->text, part) != NULL;
    return found;
}

static void noop(sample_ctx *ctx)
{
    (void)ctx;
}

static const sample greedy = {.id = "greedy", .initialize = noop, .render = noop};

static void test_limits_are_said_once(void)
{
    draw_list list = {0};
    sample_ctx ctx = {.quiet = true, .draw = &list};
    sample_ctx_start(&ctx, &greedy);
    log_clear();
    for (int frame = 0; frame < 3; frame++) { /* three frames: still one line each */
        ctx.text_count = 0, ctx.picks.count = 0;
        draw_list_clear(&list);
        for (int i = 0; i < SAMPLE_TEXT_LINES + 2; i++)
            sample_text(&ctx, "line %d", i);
        for (int i = 0; i < DRAW_MAX_LABELS + 2; i++)
            draw_label(&ctx, (vec3s){{0, 0, 0}}, COLOR_NOTE, "%d", i);
        for (int i = 0; i < PICK_MAX + 2; i++)
            sample_pick_point(&ctx, i, (vec3s){{0, 0, 0}});
    }
    CHECK(ctx.text_count == SAMPLE_TEXT_LINES, "%d HUD lines kept", ctx.text_count);
    CHECK(list.label_count == DRAW_MAX_LABELS, "%d labels kept", list.label_count);
    CHECK(ctx.picks.count == PICK_MAX, "%d picks kept", ctx.picks.count);
    CHECK(log_lines_containing("HUD lines") == 1, "HUD lines' limit said %d times", log_lines_containing("HUD lines"));
    CHECK(log_lines_containing("labels") == 1, "labels' limit said %d times", log_lines_containing("labels"));
    CHECK(log_lines_containing("pickable") == 1, "picks' limit said %d times", log_lines_containing("pickable"));

    ctx.code_length = 0, ctx.code[0] = '\0';
    for (int i = 0; i < 2000; i++)
        sample_code(&ctx, "assert(%d == %d);", i, i);
    CHECK(ctx.code_length < sizeof ctx.code && ctx.code[ctx.code_length] == '\0', "code overran: %zu", ctx.code_length);
    CHECK(log_lines_containing("cut short") == 1, "the code limit said %d times", log_lines_containing("cut short"));
    draw_list_free(&list);
}

int main(void)
{
    RUN(test_limits_are_said_once);
    return check_summary();
}
