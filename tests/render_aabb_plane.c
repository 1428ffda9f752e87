/* Reads the PNG the viewer rendered for aabb-plane and checks it shows the document's verdicts:
 * the edges of boxes 2 and 3 in the hit colour, those of boxes 0 and 1 in the apart colour
 * (dashed: a dash or a gap is found within a pixel of most probes), the plane in its own. The boxes are
 * written here from the document, not taken from the sample; the camera is the sample's own
 * starting view, so the test projects each edge to the pixels where it must appear.
 * Usage: render_aabb_plane FILE.png */
#include <stdio.h>

#include <stb_image.h>

#include "camera.h"
#include "sample_ctx.h"
#include "samples.h"
#include "verdict_colors.h"

static int width, height;
static unsigned char *image;

typedef enum { OTHER, HIT, APART, PLANE } hue;

/* Antialiased edges blend into the background: verdict_colors.h's rule for blends. */
static hue classify(int x, int y)
{
    const unsigned char *p = image + 3 * ((size_t)y * width + x);
    verdict_color v = verdict_color_of(p[0], p[1], p[2]);
    return v == VERDICT_HIT ? HIT : v == VERDICT_APART ? APART : blend_of(p[0], p[1], p[2], COLOR_PLANE) ? PLANE : OTHER;
}

static const char *const hue_names[] = {"other", "hit", "apart", "plane"};

/* Whether the 3x3 pixels around (x, y) hold the hue. */
static bool near_hue(int x, int y, hue want)
{
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height && classify(x + dx, y + dy) == want)
                return true;
    return false;
}

typedef struct tally { int seen, expected, wrong_only; } tally;

/* Samples points along segment a-b (clear of its ends), projects them to pixels (y down) and
 * counts where the expected hue is found, and where only the other one is. */
static void probe_segment(mat4s vp, vec3s a, vec3s b, hue want, tally *t)
{
    hue other = want == HIT ? APART : HIT; /* the plane is neither verdict */
    for (int i = 1; i < 20; i++) {
        vec3s p = glms_vec3_lerp(a, b, 0.1f + 0.8f * (float)i / 20.0f);
        vec4s c = glms_mat4_mulv(vp, (vec4s){{p.x, p.y, p.z, 1}});
        if (c.w <= 0) continue;
        int x = (int)((c.x / c.w * 0.5f + 0.5f) * (float)width);
        int y = (int)((0.5f - c.y / c.w * 0.5f) * (float)height);
        if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2) continue;
        t->seen++;
        bool found = near_hue(x, y, want);
        t->expected += found;
        t->wrong_only += !found && near_hue(x, y, other);
    }
}

static tally probe_box(mat4s vp, vec3s p, vec3s q, hue want)
{
    isect_aabb box = {glms_vec3_minv(p, q), glms_vec3_maxv(p, q)};
    tally t = {0};
    for (int i = 0; i < 8; i++)
        for (int bit = 1; bit < 8; bit <<= 1) {
            if (i & bit) continue;
            int j = i | bit;
            vec3s a = {{(i & 1) ? box.max.x : box.min.x, (i & 2) ? box.max.y : box.min.y, (i & 4) ? box.max.z : box.min.z}};
            vec3s b = {{(j & 1) ? box.max.x : box.min.x, (j & 2) ? box.max.y : box.min.y, (j & 4) ? box.max.z : box.min.z}};
            probe_segment(vp, a, b, want, &t);
        }
    return t;
}

static int failures;

static void judge(const char *what, tally t, hue want)
{
    double found = t.seen ? (double)t.expected / t.seen : 0, wrong = t.seen ? (double)t.wrong_only / t.seen : 1;
    bool ok = t.seen >= 20 && found >= 0.6 && wrong <= 0.1;
    printf("%s %s: %d points, %.0f%% %s, %.0f%% only the other colour\n", ok ? "ok  " : "FAIL", what, t.seen,
           100 * found, hue_names[want], 100 * wrong);
    failures += !ok;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE.png\n", argv[0]);
        return 2;
    }
    int channels;
    image = stbi_load(argv[1], &width, &height, &channels, 3);
    if (!image) {
        fprintf(stderr, "cannot read %s: %s\n", argv[1], stbi_failure_reason());
        return 1;
    }
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[sample_find("aabb-plane")]);
    mat4s vp = camera_view_projection(ctx.view, (float)width / (float)height);

    judge("box 0 (-2,-2,-2)-(-1,-1,-1)", probe_box(vp, (vec3s){{-2, -2, -2}}, (vec3s){{-1, -1, -1}}, APART), APART);
    judge("box 1 (2,1,2)-(4,3,4)", probe_box(vp, (vec3s){{2, 1, 2}}, (vec3s){{4, 3, 4}}, APART), APART);
    judge("box 2 (1,0,1)-(0,-1,0)", probe_box(vp, (vec3s){{1, 0, 1}}, (vec3s){{0, -1, 0}}, HIT), HIT);
    judge("box 3 (5,5,5)-(-5,-5,-5)", probe_box(vp, (vec3s){{5, 5, 5}}, (vec3s){{-5, -5, -5}}, HIT), HIT);

    /* The plane n = (0,1,0.5)/|.|, d = 0: a square of side 5 about the origin whose first side
     * runs along n x (1,0,0) (draw.h), and its normal arrow. */
    vec3s n = glms_vec3_normalize((vec3s){{0, 1, 0.5f}});
    vec3s u = glms_vec3_scale(glms_vec3_normalize(glms_vec3_cross(n, (vec3s){{1, 0, 0}})), 2.5f);
    vec3s v = glms_vec3_cross(n, u);
    vec3s corner[4] = {glms_vec3_add(u, v), glms_vec3_sub(u, v), glms_vec3_negate(glms_vec3_add(u, v)), glms_vec3_sub(v, u)};
    tally plane = {0};
    for (int i = 0; i < 4; i++)
        probe_segment(vp, corner[i], corner[(i + 1) % 4], PLANE, &plane);
    probe_segment(vp, glms_vec3_scale(n, 0.3f), glms_vec3_scale(n, 1.1f), PLANE, &plane);
    judge("plane outline and normal", plane, PLANE);

    sample_ctx_stop(&ctx);
    stbi_image_free(image);
    printf("%d passed, %d failed\n", 5 - failures, failures);
    return failures ? 1 : 0;
}
