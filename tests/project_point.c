/* Prints where a world point appears on screen in a sample's starting view, or in the view
 * given after it (as the settings file writes a camera), as "X Y" pixels from the window's
 * top-left, so input tests can aim the mouse at a shape or see where one is shown.
 * Usage: project_point SAMPLE-ID WIDTH HEIGHT X Y Z [TX TY TZ YAW PITCH DISTANCE] */
#include <stdio.h>
#include <stdlib.h>

#include "camera.h"
#include "sample_ctx.h"
#include "samples.h"

int main(int argc, char **argv)
{
    int index = argc == 7 || argc == 13 ? sample_find(argv[1]) : -1;
    if (index < 0) {
        fprintf(stderr, "usage: project_point SAMPLE-ID WIDTH HEIGHT X Y Z [TX TY TZ YAW PITCH DISTANCE]\n");
        return 2;
    }
    float w = strtof(argv[2], NULL), h = strtof(argv[3], NULL);
    vec4s p = {{strtof(argv[4], NULL), strtof(argv[5], NULL), strtof(argv[6], NULL), 1}};
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[index]);
    float f[6];
    for (int i = 0; i < 6 && argc == 13; i++)
        f[i] = strtof(argv[7 + i], NULL);
    camera_view view = argc == 13 ? (camera_view){{{f[0], f[1], f[2]}}, f[3], f[4], f[5]} : ctx.view;
    vec4s c = glms_mat4_mulv(camera_view_projection(view, w / h), p);
    printf("%d %d\n", (int)((c.x / c.w * 0.5f + 0.5f) * w), (int)((0.5f - c.y / c.w * 0.5f) * h));
    return 0;
}
