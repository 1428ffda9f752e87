/* Prints the names of a sample's scene shapes, one a line, as the framework holds them after
 * the sample's start (no GL, as --check): the list tests/svg_export.sh expects to find
 * grouped in an exported figure. Usage: scene_names SAMPLE-ID. Exit 2 for an unknown id. */
#include <stdio.h>

#include "sample_ctx.h"
#include "samples.h"

int main(int argc, char **argv)
{
    int index = argc == 2 ? sample_find(argv[1]) : -1;
    if (index < 0) {
        fprintf(stderr, "usage: scene_names SAMPLE-ID (see isect-viewer --list)\n");
        return 2;
    }
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[index]);
    for (int i = 0; i < ctx.scene.count; i++)
        printf("%s\n", ctx.scene.shapes[i].name);
    sample_ctx_stop(&ctx);
    return 0;
}
