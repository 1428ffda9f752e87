/* Compares a rendered PNG with its golden image. llvmpipe renders bit-identically run to run,
 * but another Mesa build may move an antialiased edge by a shade: a pixel counts as different
 * when a channel differs by more than PIXEL_TOLERANCE, and the images match while at most
 * MAX_DIFFERENT of the pixels do. On a mismatch it writes DIFF.png: the golden image dimmed,
 * with the differing pixels in magenta, so a person can see what moved.
 * Usage: golden_compare RENDERED.png GOLDEN.png DIFF.png */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include <stb_image.h>
#include <stb_image_write.h>

#define PIXEL_TOLERANCE 24
#define MAX_DIFFERENT 0.002 /* 0.2% of the pixels: a few short edges */

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: golden_compare RENDERED.png GOLDEN.png DIFF.png\n");
        return 2;
    }
    int w, h, gw, gh, n;
    unsigned char *image = stbi_load(argv[1], &w, &h, &n, 3);
    unsigned char *golden = stbi_load(argv[2], &gw, &gh, &n, 3);
    if (!image || !golden) {
        fprintf(stderr, "cannot read %s (run `make golden` to create the golden images)\n", image ? argv[2] : argv[1]);
        return 1;
    }
    if (w != gw || h != gh) {
        fprintf(stderr, "%s is %dx%d, its golden image %dx%d\n", argv[1], w, h, gw, gh);
        return 1;
    }
    unsigned char *diff = malloc((size_t)w * h * 3);
    long different = 0;
    for (long i = 0; i < (long)w * h; i++) {
        const unsigned char *a = image + 3 * i, *b = golden + 3 * i;
        int worst = abs(a[0] - b[0]);
        worst = abs(a[1] - b[1]) > worst ? abs(a[1] - b[1]) : worst;
        worst = abs(a[2] - b[2]) > worst ? abs(a[2] - b[2]) : worst;
        bool off = worst > PIXEL_TOLERANCE;
        different += off;
        for (int c = 0; c < 3; c++)
            diff[3 * i + c] = off ? (c == 1 ? 0 : 255) : b[c] / 3;
    }
    double fraction = (double)different / ((double)w * h);
    bool ok = fraction <= MAX_DIFFERENT;
    printf("%s %s: %ld of %d pixels differ (%.3f%%, at most %.1f%% allowed)\n", ok ? "ok  " : "FAIL", argv[1],
           different, w * h, 100 * fraction, 100 * MAX_DIFFERENT);
    if (!ok) {
        stbi_write_png(argv[3], w, h, 3, diff, w * 3);
        printf("the differences are in %s\n", argv[3]);
    }
    printf("%d passed, %d failed\n", ok, !ok);
    free(diff);
    stbi_image_free(image);
    stbi_image_free(golden);
    return ok ? 0 : 1;
}
