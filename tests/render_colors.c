/* Reads the PNG the viewer rendered for a sample and checks that it shows the verdicts its start
 * scene holds: some pixels in the hit colour, and some in the apart colour when a shape of the
 * scene's pairs meets none of its partners (plane-plane's start has none: its third plane is a
 * reference, in the plane colour). verdict_colors.h reads the colours from the palette; the
 * origin axes are grey and count as neither.
 * Usage: render_colors SAMPLE-ID FILE.png
 *        render_colors --masks FILE.png HIT.png APART.png
 * The second form writes the two verdicts' pixels as black-and-white images, for web_page.py to
 * compare the browser's picture with the desktop's by the same rule. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb_image.h>
#include <stb_image_write.h>

#include "sample_ctx.h"
#include "samples.h"
#include "verdict_colors.h"

#define MIN_PIXELS 60 /* a wireframe shape a few dozen pixels across has hundreds, dashed or not */

static int write_masks(const unsigned char *image, int w, int h, const char *hit_file, const char *apart_file)
{
    unsigned char *hit = malloc((size_t)w * h), *apart = malloc((size_t)w * h);
    if (!hit || !apart)
        return 1;
    for (long i = 0; i < (long)w * h; i++) {
        verdict_color v = verdict_color_of(image[3 * i], image[3 * i + 1], image[3 * i + 2]);
        hit[i] = v == VERDICT_HIT ? 255 : 0;
        apart[i] = v == VERDICT_APART ? 255 : 0;
    }
    bool ok = stbi_write_png(hit_file, w, h, 1, hit, w) && stbi_write_png(apart_file, w, h, 1, apart, w);
    free(hit);
    free(apart);
    if (!ok)
        fprintf(stderr, "render_colors: cannot write %s or %s\n", hit_file, apart_file);
    return ok ? 0 : 1;
}

/* Whether the sample's start scene has a shape, among those its pairs name, that meets none of
 * its partners (it is drawn in the apart colour). Samples without pairs draw both verdicts
 * by their own rule: expect both. */
static bool start_has_apart(int index)
{
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[index]);
    const scene *sc = &ctx.scene;
    bool apart = sc->pair_count == 0;
    for (int k = 0; k < sc->pair_count && !apart; k++) {
        const shape *a = scene_find(sc, sc->pairs[k].a), *b = scene_find(sc, sc->pairs[k].b);
        apart = (a && !sample_meets_any(&ctx, (int)(a - sc->shapes))) || (b && !sample_meets_any(&ctx, (int)(b - sc->shapes)));
    }
    sample_ctx_stop(&ctx);
    return apart;
}

int main(int argc, char **argv)
{
    bool masks = argc == 5 && strcmp(argv[1], "--masks") == 0;
    if (argc != 3 && !masks) {
        fprintf(stderr, "usage: %s SAMPLE-ID FILE.png\n       %s --masks FILE.png HIT.png APART.png\n", argv[0],
                argv[0]);
        return 2;
    }
    int w, h, channels;
    unsigned char *image = stbi_load(argv[2], &w, &h, &channels, 3);
    if (!image || (!masks && sample_find(argv[1]) < 0)) {
        fprintf(stderr, "%s: unknown sample or unreadable image %s\n", argv[1], argv[2]);
        return 1;
    }
    if (masks) {
        int status = write_masks(image, w, h, argv[3], argv[4]);
        stbi_image_free(image);
        return status;
    }
    int hit = 0, apart = 0;
    for (long i = 0; i < (long)w * h; i++) {
        verdict_color v = verdict_color_of(image[3 * i], image[3 * i + 1], image[3 * i + 2]);
        hit += v == VERDICT_HIT;
        apart += v == VERDICT_APART;
    }
    bool want_apart = start_has_apart(sample_find(argv[1]));
    bool ok = hit >= MIN_PIXELS && (apart >= MIN_PIXELS || !want_apart);
    printf("%s %s: %d hit pixels, %d apart pixels (at least %d of %s)\n", ok ? "ok  " : "FAIL", argv[1], hit, apart,
           MIN_PIXELS, want_apart ? "each" : "hit: every shape of its pairs meets one");
    printf("%d passed, %d failed\n", ok, !ok);
    stbi_image_free(image);
    return ok ? 0 : 1;
}
