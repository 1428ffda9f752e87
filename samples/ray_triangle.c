/* Ray vs triangle — the line through p along d passes inside the triangle when the scalar triple
 * products u = [d pc pb], v = [d pa pc], w = [d pb pa] (pa = a - p ...) have one sign: they are
 * the weights of a, b, c where it meets the plane, so P = (u a + v b + w c) / (u + v + w). The
 * ray hits when that crossing lies ahead, t = -[pa pb pc] / (u + v + w) >= 0. Each sign is the
 * library's exact verdict for the floats; all three 0 puts the ray in the triangle's plane, where
 * a 2-D test decides (a zero-area triangle is the segment it spans). Two-sided. A segment a..b is
 * the same with d = b - a and t <= 1. Ericson, Real-Time Collision Detection, 5.3.4 and 5.3.6. Click or Tab picks a ray, a segment or the triangle; drag or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it; ',' and '.' set the edge cases below. */
#include "ray_draw.h"

#define ITEMS 5      /* rays 0-2, then segments 3-4 */
#define TRI ITEMS    /* the target, after them */
#define SHAPE_TRI(...) {.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {__VA_ARGS__}} /* a, b, c */

/* The scene as it starts; each name is its variable in copy-as-test. */
static const shape start[ITEMS + 1] = {
    SHAPE_RAY_FROM("ray0", 2.2f, 1, 2.5f, -0.6f, 0, -1),                /* from the front */
    SHAPE_RAY_FROM("ray1", 0.5f, 1.8f, -3, -0.25f, 0, 1),               /* from the back (two-sided: hits) */
    SHAPE_RAY_FROM("ray2", 3, 2.5f, 2, -0.5f, 0, -1),                   /* passes outside edge bc */
    SHAPE_SEGMENT_FROM("segment3", 0.5f, 1.5f, 2.5f, -0.5f, 0, -1.5f), /* crosses the triangle */
    SHAPE_SEGMENT_FROM("segment4", -1, 0.5f, 3, -1, 0.5f, 1.5f),       /* stops before the plane */
    SHAPE_TRI({{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{0, 3, 0}}),
};
static shape shapes[ITEMS + 1]; /* the scene now: the framework moves them */

static void explain(sample_ctx *ctx, int i);
static const ray_target target = {.items = ITEMS, .explain = explain, .kind = "triangle", .length = 4.0f};

/* Edge cases (',' and '.'), past the document: a triangle and a ray (into ray 0), mostly on
 * T = (0,0,0) (2,0,0) (0,2,0); each also a start-up check, with the exact t it hits at (-1: none
 * to check). The 1e-4 triangle is where a fixed epsilon would fail. */
#define T SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}})
static const scene_preset presets[] = {
    {"through edge ab: w = 0", {T, SHAPE_RAY_FROM("ray0", 1, 0, 2, 0, 0, -1)}, true},
    {"0.001 outside edge ab", {T, SHAPE_RAY_FROM("ray0", 1, -0.001f, 2, 0, 0, -1)}, false},
    {"through corner a", {T, SHAPE_RAY_FROM("ray0", 0, 0, 2, 0, 0, -1)}, true},
    {"lying in the triangle's plane", {T, SHAPE_RAY_FROM("ray0", -1, 0.5f, 0, 1, 0, 0)}, true},
    {"a 1e-4 triangle",
     {SHAPE_TRI({{0, 0, 0}}, {{1e-4f, 0, 0}}, {{0, 1e-4f, 0}}),
      SHAPE_RAY_FROM("ray0", 2.5e-5f, 2.5e-5f, 1, 0, 0, -1)}, true},
    {"zero-area triangle: the segment it spans",
     {SHAPE_TRI({{0, 0, 0}}, {{2, 0, 0}}, {{1, 0, 0}}), SHAPE_RAY_FROM("ray0", 1, 0, 2, 0, 0, -1)}, true},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const float preset_t[PRESET_COUNT] = {2, -1, 2, 1, 1, 2};

static void initialize(sample_ctx *ctx)
{
    static const bool expected[ITEMS] = {true, true, false, true, false};
    ray_draw_start(ctx, &target, shapes, start, presets, PRESET_COUNT, preset_t, expected);
    /* On T: from the back it hits; beyond edge bc it misses. */
    isect_triangle t = {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}};
    sample_expect(ctx, isect_ray_triangle(isect_ray_from((vec3s){{0.5f, 0.5f, -2}}, (vec3s){{0, 0, 1}}), t, NULL),
                  "Expected the ray from the back side to intersect the triangle");
    sample_expect(ctx, !isect_ray_triangle(isect_ray_from((vec3s){{1.5f, 1.5f, 2}}, (vec3s){{0, 0, -1}}), t, NULL),
                  "Expected the ray beyond edge bc to not intersect the triangle");
    sample_set_view(ctx, (vec3s){{-1.7f, 1.0f, -1}}, -30.0f, 20.0f, 11.0f);
}

/* [x, y, z] = x.(y × z), in double from the float inputs: the signs the library decides
 * exactly (src/isect/ray_triangle.c), shown with their values. */
static double triple(vec3s x, vec3s y, vec3s z)
{
    double yz[3] = {(double)y.y * z.z - (double)y.z * z.y, (double)y.z * z.x - (double)y.x * z.z,
                    (double)y.x * z.y - (double)y.y * z.x};
    return x.x * yz[0] + x.y * yz[1] + x.z * yz[2];
}

/* A side product as its sign decides: 0 only when exactly 0, and a tiny one (a 1e-4 triangle's
 * are 1e-9) in three significant digits rather than rounded to 0.0000. */
static const char *side(char text[16], double x)
{
    snprintf(text, 16, x == 0 ? "0" : "%+.3g", x);
    return text;
}

/* The "why" for item i, in the order of the library's exact test (ray_triangle.c, Ericson
 * 5.3.4): with pa = a - p, pb, pc, the side products u = [d pc pb], v = [d pa pc],
 * w = [d pb pa] are a's, b's and c's weights where the line through p along d meets the plane;
 * of one sign, the line passes inside every edge; all three 0, it lies in the triangle's plane
 * (or the triangle is a segment) and a 2-D test decides. Then the plane product
 * T = [pa pb pc] = n.(a - p) places the crossing: t = -T / (u + v + w). */
static void explain(sample_ctx *ctx, int i)
{
    isect_triangle tri = shapes[TRI].triangle;
    const char *name = shape_kind_name(shapes[i].kind);
    bool segment = shapes[i].kind == SHAPE_SEGMENT;
    isect_segment ab = shapes[i].segment;
    vec3s p = segment ? ab.a : shapes[i].ray.p, d = segment ? glms_vec3_sub(ab.b, ab.a) : shapes[i].ray.d;
    vec3s pa = glms_vec3_sub(tri.a, p), pb = glms_vec3_sub(tri.b, p), pc = glms_vec3_sub(tri.c, p);
    double u = triple(d, pc, pb), v = triple(d, pa, pc), w = triple(d, pb, pa);
    isect_hit h;
    bool got = ray_draw_hit(shapes, i, &h);
    /* The corners' names; a corner the hit point lands on (a zero-area triangle's middle
     * corner, a hit through a vertex) is named once, with P. */
    static const char *const corner_name[3] = {"a", "b", "c"};
    const vec3s corner[3] = {tri.a, tri.b, tri.c};
    /* "On a corner" within 1e-4 of the triangle's size: a 1e-4 triangle's inside is no corner. */
    float size = fmaxf(glms_vec3_distance(tri.a, tri.b), fmaxf(glms_vec3_distance(tri.b, tri.c), glms_vec3_distance(tri.c, tri.a)));
    int hit_corner = -1;
    for (int k = 0; k < 3; k++) {
        if (got && hit_corner < 0 && glms_vec3_distance(corner[k], h.point) <= 1e-4f * size)
            hit_corner = k;
        else
            draw_label(ctx, corner[k], COLOR_NOTE, "%s", corner_name[k]);
    }
    char su[16], sv[16], sw[16];
    sample_text(ctx, "%s %d: side products u = %s, v = %s, w = %s", name, i, side(su, u),
                side(sv, v), side(sw, w));
    if (got) {
        draw_point(ctx, h.point, COLOR_NOTE);
        if (hit_corner >= 0)
            draw_label(ctx, h.point, COLOR_NOTE, "P = %s, t = %s", corner_name[hit_corner], HUD_NUM(h.t, 0));
        else
            draw_label(ctx, h.point, COLOR_NOTE, "P, t = %s", HUD_NUM(h.t, 0));
    }
    if (u == 0 && v == 0 && w == 0) {
        bool flat = glms_vec3_norm2(glms_vec3_cross(glms_vec3_sub(tri.b, tri.a), glms_vec3_sub(tri.c, tri.a))) == 0;
        sample_text(ctx, "1. all 0: %s", flat ? "a zero-area triangle (its corners span a segment)"
                                               : "the line lies in the triangle's plane");
        const char *in = flat ? "in the plane of the line and that segment" : "in the plane";
        if (got)
            sample_text(ctx, "2. the 2-D test %s: first contact at t = %s -> hit", in, HUD_NUM(h.t, 0));
        else
            sample_text(ctx, "2. the 2-D test %s: no contact -> miss", in);
        return;
    }
    if ((u > 0 || v > 0 || w > 0) && (u < 0 || v < 0 || w < 0)) {
        /* The one of the lesser sign names the edge passed; one of each and a 0 name none. */
        int above = (u > 0) + (v > 0) + (w > 0), below = (u < 0) + (v < 0) + (w < 0);
        const char *edge = above > below ? (u < 0 ? "edge bc" : v < 0 ? "edge ca" : "edge ab")
                         : below > above ? (u > 0 ? "edge bc" : v > 0 ? "edge ca" : "edge ab") : "an edge";
        sample_text(ctx, "1. not of one sign: the line passes outside %s -> miss", edge);
        return;
    }
    double plane = triple(pc, pa, pb), t = -plane / (u + v + w); /* [pa pb pc] = pc.(pa × pb) */
    sample_text(ctx, "1. of one sign: the line passes %s", ray_draw_passage(u, v, w));
    char sp[16];
    sample_text(ctx, "2. T = [pa pb pc] = %s, t = -T / (u + v + w) = %s", side(sp, plane),
                HUD_SIGNED((float)t, segment ? 1 : 0));
    if (got)
        sample_text(ctx, "3. t %s -> hit", segment ? "in [0, 1]" : "≥ 0");
    else {
        sample_text(ctx, "3. t %s: the plane lies %s -> miss", t < 0 ? "< 0" : "> 1", t < 0 ? "behind the start" : "past the end");
        vec3s P = glms_vec3_muladds(d, (float)t, p);
        draw_point(ctx, P, COLOR_NOTE);
        draw_line(ctx, t < 0 ? p : glms_vec3_add(p, d), P, COLOR_NOTE); /* the missing reach */
    }
}

const sample sample_ray_triangle = {
    .id = "ray-triangle", .title = "Ray vs Triangle",
    .shows = "the hit point and the signs of the side products",
    .keywords = "raycast barycentric scalar triple product exact picking",
    .description = "The line through p along d passes inside the triangle when u = [d pc pb], "
                   "v = [d pa pc] and w = [d pb pa] (pa = a - p ...) have one sign; the ray hits "
                   "when the crossing t = -[pa pb pc] / (u + v + w) is ≥ 0. Exact signs; all "
                   "three 0: a 2-D test in the plane. Ericson, Real-Time Collision Detection, "
                   "5.3.4 and 5.3.6.",
    .initialize = initialize, .render = ray_draw_render,
};
