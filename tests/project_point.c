/* Prints where a world point appears on screen in a sample's starting view, as "X Y" pixels
 * from the window's top-left, so input tests can aim the mouse at a shape.
 * Usage: project_point SAMPLE-ID WIDTH HEIGHT X Y Z */
#include <stdio.h>
#include <stdlib.h>

#include "camera.h"
#include "sample_ctx.h"
#include "samples.h"

int main(int argc, char **argv)
{
    int index = argc == 7 ? sample_find(argv[1]) : -1;
    if (index < 0) {
        fprintf(stderr, "usage: project_point SAMPLE-ID WIDTH HEIGHT X Y Z\n");
        return 2;
    }
    float w = strtof(argv[2], NULL), h = strtof(argv[3], NULL);
    vec4s p = {{strtof(argv[4], NULL), strtof(argv[5], NULL), strtof(argv[6], NULL), 1}};
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[index]);
    vec4s c = glms_mat4_mulv(camera_view_projection(ctx.view, w / h), p);
    printf("%d %d\n", (int)((c.x / c.w * 0.5f + 0.5f) * w), (int)((0.5f - c.y / c.w * 0.5f) * h));
    return 0;
}
