/* Reads the PNG the viewer rendered for a sample and checks that it shows both verdicts: some
 * pixels in the hit colour (red) and some in the shape colour (blue). The origin axes are red,
 * green and blue too, so a disc around the projected origin, as large as the axes, is left out.
 * Usage: render_colors SAMPLE-ID FILE.png */
#include <math.h>
#include <stdio.h>

#include <stb_image.h>

#include "camera.h"
#include "sample_ctx.h"
#include "samples.h"

#define MIN_PIXELS 60 /* a wireframe shape a few dozen pixels across has hundreds */

static bool project(mat4s vp, vec3s p, int w, int h, float *x, float *y)
{
    vec4s c = glms_mat4_mulv(vp, (vec4s){{p.x, p.y, p.z, 1}});
    if (c.w <= 0)
        return false;
    *x = (c.x / c.w * 0.5f + 0.5f) * (float)w;
    *y = (0.5f - c.y / c.w * 0.5f) * (float)h;
    return true;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s SAMPLE-ID FILE.png\n", argv[0]);
        return 2;
    }
    int index = sample_find(argv[1]);
    int w, h, channels;
    unsigned char *image = stbi_load(argv[2], &w, &h, &channels, 3);
    if (index < 0 || !image) {
        fprintf(stderr, "%s: unknown sample or unreadable image %s\n", argv[1], argv[2]);
        return 1;
    }
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[index]);
    mat4s vp = camera_view_projection(ctx.view, (float)w / (float)h);

    /* The disc around the origin that the axes (length 1, as draw_origin is called) may cover. */
    float ox = -1e9f, oy = -1e9f, radius = 0;
    if (project(vp, (vec3s){{0, 0, 0}}, w, h, &ox, &oy))
        for (int axis = 0; axis < 3; axis++) {
            vec3s tip = {{axis == 0, axis == 1, axis == 2}};
            float x, y;
            if (project(vp, glms_vec3_scale(tip, 1.2f), w, h, &x, &y))
                radius = fmaxf(radius, hypotf(x - ox, y - oy) + 6);
        }

    int red = 0, blue = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (hypotf((float)x - ox, (float)y - oy) < radius)
                continue;
            const unsigned char *p = image + 3 * ((size_t)y * w + x);
            int r = p[0], g = p[1], b = p[2];
            red += r > 120 && r > g + 50 && r > b + 50;
            blue += b > 120 && b > r + 50 && b > g + 20;
        }
    bool ok = red >= MIN_PIXELS && blue >= MIN_PIXELS;
    printf("%s %s: %d red pixels, %d blue pixels (at least %d of each)\n", ok ? "ok  " : "FAIL", argv[1], red,
           blue, MIN_PIXELS);
    printf("%d passed, %d failed\n", ok, !ok);
    sample_ctx_stop(&ctx);
    stbi_image_free(image);
    return ok ? 0 : 1;
}
