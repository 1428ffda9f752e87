/* Writes, as one C file on stdout, the copy-as-test block (the C key) of every sample's start
 * scene and of each of its presets, each in a function of its own, and a main that runs them
 * all. tests/copy_all.sh compiles that file against the library with -Wall -Wextra -Werror and
 * runs it: every copied test must build warning-free and pass as it stands. No GL: render is
 * run into a draw list only, as a frame would, before each copy. */
#include <stdio.h>
#include <string.h>

#include "sample_ctx.h"
#include "samples.h"

static int block_count;

/* One render (samples may note what they explain there), then the copy, as a function. */
static void emit(sample_ctx *ctx, const char *what)
{
    draw_list_clear(ctx->draw);
    ctx->text_count = 0;
    sample_render(ctx);
    if (!sample_do_copy_test(ctx))
        return;
    printf("/* %s, %s */\nstatic void test_%d(void)\n{\n%s}\n\n", ctx->sample->id, what, block_count++, ctx->code);
}

int main(void)
{
    puts("#include <assert.h>\n#include <stdbool.h>\n#include <stdio.h>\n#include \"isect.h\"\n");
    for (int i = 0; i < sample_count; i++) {
        draw_list list = {0};
        sample_ctx ctx = {.quiet = true, .draw = &list};
        sample_ctx_start(&ctx, samples[i]);
        emit(&ctx, "start scene");
        for (int p = 0; p < sample_preset_count(&ctx); p++) {
            char what[160];
            snprintf(what, sizeof what, "preset %s", sample_do_preset(&ctx, p));
            emit(&ctx, what);
        }
        sample_ctx_stop(&ctx);
        draw_list_free(&list);
    }
    puts("int main(void)\n{");
    for (int k = 0; k < block_count; k++)
        printf("    test_%d();\n", k);
    printf("    printf(\"%d passed, 0 failed\\n\");\n    return 0;\n}\n", block_count);
    return 0;
}
