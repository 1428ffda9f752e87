/* Ray vs convex polyhedron — a convex polyhedron is where the halfspaces n_i . x <= d_i all
 * hold, so clip the ray p + t d against them one by one (Cyrus-Beck). Along the ray, plane i
 * reads t (n_i . d) <= d_i - n_i . p: when n_i . d < 0 the ray is entering, and t >= (d_i -
 * n_i . p) / (n_i . d) raises t_first; when n_i . d > 0 it is leaving, and that t lowers t_last;
 * when n_i . d = 0 it is parallel: inside that halfspace for all t, or never. Start with
 * [0, inf); the ray hits when t_first <= t_last. Ericson, Real-Time Collision Detection, 5.3.8.
 * The polyhedron is a box with one corner cut off; its edges are drawn from the planes alone.
 * Click or Tab picks a ray or the polyhedron; drag or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns it. */
#include "ray_set.h"

#include <stdio.h>
#include <string.h>

#define PLANE_COUNT 7

static struct {
    isect_plane planes[PLANE_COUNT];
    vec3s centre; /* of the uncut box: where the polyhedron is picked and turns */
    ray_set rays;
} s;

static const char *const plane_names[PLANE_COUNT] = {"x+", "x-", "y+", "y-", "z+", "z-", "cut"};

static bool hit(int i, isect_hit *h) { return isect_ray_polyhedron(ray_set_ray(&s.rays, i), s.planes, PLANE_COUNT, h); }

/* Edge cases (',' and '.') on the polyhedron as it starts; each also a start-up check. Rays in
 * a face's plane have n.d = 0 and distance 0: inside that halfspace, so they touch. */
static const struct {
    const char *name;
    float ray[6]; /* start, direction */
    bool hits;
    float t; /* the exact hit t, or -1 */
} presets[] = {
    {"in the bottom plane y = 0", {-3, 0, 0, 1, 0, 0}, true, 1.5f},
    {"0.001 below y = 0", {-3, -0.001f, 0, 1, 0, 0}, false, -1},
    {"along the top edge y = 2, z = 1", {-3, 2, 1, 1, 0, 0}, true, 1.5f},
    {"starts inside: t_first = 0", {0, 1, 0, 1, 0, 0}, true, 0},
    {"parallel to z+ and outside it", {2, 1, 1.5f, -1, 0, 0}, false, -1},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

/* The box -1.5 <= x <= 1.5, 0 <= y <= 2, -1 <= z <= 1, cut by x + y + z <= 3. */
static void start_polyhedron(void)
{
    static const float planes[PLANE_COUNT][4] = {
        {1, 0, 0, 1.5f}, {-1, 0, 0, 1.5f}, {0, 1, 0, 2}, {0, -1, 0, 0}, {0, 0, 1, 1}, {0, 0, -1, 1}, {1, 1, 1, 3},
    };
    for (int i = 0; i < PLANE_COUNT; i++)
        s.planes[i] = isect_plane_from_normal((vec3s){{planes[i][0], planes[i][1], planes[i][2]}}, planes[i][3]);
    s.centre = (vec3s){{0, 1, 0}};
}

static void start(void)
{
    start_polyhedron();
    static const float scene[4][6] = {
        {2.2f, 2.12f, 1.3f, -1, -0.3f, -0.5f}, /* ray 0: enters through the cut, leaves through x- */
        {2.2f, -0.18f, 2.26f, -1, 0.4f, -0.3f}, /* ray 1: leaves x- before it enters z+ */
        {0.5f, 0.8f, -0.5f, -0.4f, 0.3f, 1}, /* ray 2: starts inside, t_first = 0 */
        {2, 1, 1.5f, -1, 0, 0},            /* ray 3: parallel to z+, outside it */
    };
    ray_set_init(&s.rays, scene, 4, 0, 0);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    start_polyhedron();
    ray_set_place(&s.rays, RAY_KIND_RAY, presets[i].ray);
    return presets[i].name;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    for (int i = 0; i < PRESET_COUNT; i++) {
        start();
        preset(ctx, i);
        ray_set_expect_preset(ctx, &s.rays, hit, presets[i].name, presets[i].hits, presets[i].t, "polyhedron");
    }
    start();
    static const bool expected[4] = {true, false, true, false};
    ray_set_expect(ctx, &s.rays, hit, expected, "polyhedron");
    sample_set_view(ctx, (vec3s){{-2.6f, 1.0f, -1.2f}}, -30.0f, 25.0f, 8.5f);
}

/* The edges: every pair of planes meets in a line (direction n_i x n_j); clipping that line
 * to the other halfspaces, with the library's own span, leaves the edge or nothing. Edges of
 * the planes the selected ray enters or leaves by are yellow. */
static void draw_edges(sample_ctx *ctx, vec4s color, int in, int out)
{
    for (int i = 0; i < PLANE_COUNT; i++)
        for (int j = i + 1; j < PLANE_COUNT; j++) {
            isect_plane a = s.planes[i], b = s.planes[j], rest[PLANE_COUNT];
            vec3s u = glms_vec3_cross(a.n, b.n);
            float uu = glms_vec3_dot(u, u);
            if (uu < 1e-6f) continue;
            /* The point on both planes nearest the origin (Ericson 5.4.4). */
            vec3s p = glms_vec3_scale(glms_vec3_cross(glms_vec3_sub(glms_vec3_scale(b.n, a.d), glms_vec3_scale(a.n, b.d)), u), 1 / uu);
            int n = 0;
            for (int k = 0; k < PLANE_COUNT; k++)
                if (k != i && k != j) rest[n++] = s.planes[k];
            isect_ray line = isect_ray_from(glms_vec3_muladds(glms_vec3_normalize(u), -100, p), u);
            float t0, t1;
            if (isect_ray_polyhedron_span(line, rest, n, &t0, &t1) && t1 - t0 > 1e-4f) {
                bool note = i == in || j == in || i == out || j == out;
                draw_line(ctx, glms_vec3_muladds(line.d, t0, line.p), glms_vec3_muladds(line.d, t1, line.p), note ? COLOR_NOTE : color);
            }
        }
}

/* The "why": the Cyrus-Beck loop for the selected ray, keeping which plane set each bound. */
static void explain(sample_ctx *ctx, isect_ray r, int *in, int *out)
{
    char entering[96] = "", leaving[96] = "";
    float t_first = 0, t_last = INFINITY;
    int parallel_out = -1;
    *in = *out = -1;
    for (int k = 0; k < PLANE_COUNT; k++) {
        float denom = glms_vec3_dot(s.planes[k].n, r.d), dist = s.planes[k].d - glms_vec3_dot(s.planes[k].n, r.p);
        char *list = denom < 0 ? entering : leaving;
        if (denom == 0) {
            if (dist < 0) parallel_out = k;
            continue;
        }
        float t = dist / denom;
        snprintf(list + strlen(list), 96 - strlen(list), " %s %.1f", plane_names[k], t);
        if (denom < 0 && t > t_first) t_first = t, *in = k;
        if (denom > 0 && t < t_last) t_last = t, *out = k;
    }
    sample_text(ctx, "ray %d entering (n.d < 0):%s", s.rays.item, entering);
    sample_text(ctx, "leaving (n.d > 0):%s", leaving);
    sample_text(ctx, "t_first = max(0, entering) = %.3f (%s)", t_first, *in < 0 ? "start" : plane_names[*in]);
    sample_text(ctx, "t_last = min(leaving) = %.3f (%s)", t_last, *out < 0 ? "none" : plane_names[*out]);
    float tf, tl;
    if (isect_ray_polyhedron_span(r, s.planes, PLANE_COUNT, &tf, &tl)) {
        sample_text(ctx, "t_first <= t_last -> hit, span [%.3f, %.3f]", tf, tl);
        draw_point(ctx, glms_vec3_muladds(r.d, tf, r.p), COLOR_NOTE);
        draw_label(ctx, glms_vec3_muladds(r.d, tf, r.p), COLOR_NOTE, "in %s t = %.2f", *in < 0 ? "" : plane_names[*in], tf);
        if (isfinite(tl)) {
            draw_point(ctx, glms_vec3_muladds(r.d, tl, r.p), COLOR_NOTE);
            draw_label(ctx, glms_vec3_muladds(r.d, tl, r.p), COLOR_NOTE, "out %s t = %.2f", plane_names[*out], tl);
        }
    } else if (parallel_out >= 0)
        sample_text(ctx, "parallel to %s and outside it -> miss", plane_names[parallel_out]);
    else
        sample_text(ctx, "t_first > t_last -> miss");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = ray_set_draw(ctx, &s.rays, hit, 3.0f);
    int in, out;
    explain(ctx, ray_set_ray(&s.rays, s.rays.item), &in, &out);
    draw_edges(ctx, any ? COLOR_HIT : COLOR_SHAPE, in, out);
    ray_set_pick(ctx, &s.rays);
    sample_pick_sphere(ctx, RAY_SET_TARGET, (isect_sphere){s.centre, 1.2f});
    if (s.rays.selected == RAY_SET_TARGET)
        draw_marker(ctx, s.centre, 0.5f);
}

static void select_shape(sample_ctx *ctx, int shape) { (void)ctx, ray_set_select(&s.rays, shape); }
static void key(sample_ctx *ctx, int key) { (void)ctx, ray_set_key(&s.rays, key); }

/* Moving a plane n.x = d by delta adds n.delta to d; turning it about c turns n and keeps the
 * distance of c: d' = d - n.c + n'.c. */
static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (ray_set_translate(&s.rays, delta))
        return;
    for (int k = 0; k < PLANE_COUNT; k++)
        s.planes[k].d += glms_vec3_dot(s.planes[k].n, delta);
    s.centre = glms_vec3_add(s.centre, delta);
}

static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    if (ray_set_rotate(&s.rays, turn))
        return;
    for (int k = 0; k < PLANE_COUNT; k++) {
        vec3s n = glms_quat_rotatev(turn, s.planes[k].n);
        s.planes[k].d += glms_vec3_dot(n, s.centre) - glms_vec3_dot(s.planes[k].n, s.centre);
        s.planes[k].n = n;
    }
}

static void copy_test(sample_ctx *ctx)
{
    char name[8];
    for (int k = 0; k < PLANE_COUNT; k++) {
        snprintf(name, sizeof name, "plane%d", k);
        sample_code_plane(ctx, name, s.planes[k]);
    }
    sample_code(ctx, "isect_plane planes[%d] = {plane0, plane1, plane2, plane3, plane4, plane5, plane6};", PLANE_COUNT);
    ray_set_code(ctx, &s.rays, hit, "polyhedron", "planes, 7");
}

const sample sample_ray_polyhedron = {
    .id = "ray-polyhedron",
    .shows = "entering and leaving planes, t_first and t_last",
    .title = "Ray vs Polyhedron",
    .description = "Clip the ray to each face's halfspace n.x <= d (Cyrus-Beck): planes with "
                   "n.d < 0 raise t_first, planes with n.d > 0 lower t_last, parallel ones keep "
                   "all or nothing. The ray hits when t_first <= t_last. "
                   "Ericson, Real-Time Collision Detection, 5.3.8.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_shape,
    .translate = translate,
    .rotate = rotate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
