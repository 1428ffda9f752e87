/* Sphere vs triangle — find the point Q of the triangle closest to the sphere's centre c; the
 * sphere meets the triangle when that point is within the radius: |Q - c|^2 <= r^2. Q comes from
 * the Voronoi region of the triangle that c lies in: the face (c projected onto the plane), one
 * of the edges AB, BC, CA (c projected onto that edge) or one of the vertices A, B, C.
 * Ericson, Real-Time Collision Detection, 5.2.7 (with 5.1.5 ClosestPtPointTriangle).
 * Click or Tab picks a sphere, dragging or W/A/S/D/Q/E moves it. */
#include "sample.h"

#define SPHERE_COUNT 4

static struct {
    isect_triangle tri;
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
} s;

/* Edge cases for sphere 0 (',' and '.'), each also a start-up check. */
static const struct {
    const char *name;
    isect_sphere sphere;
    bool meets;
} presets[] = {
    {"touching vertex C", {{{0, 0, 4}}, 1.0f}, true},
    {"0.001 short of vertex C", {{{0, 0, 4}}, 0.999f}, false},
    {"touching edge AB", {{{0, 0, -2.5f}}, 1.0f}, true},
    {"0.001 above the face", {{{0, 1.001f, 0}}, 1.0f}, false},
    {"centre in the plane, past edge AB", {{{0, 0, -3}}, 1.0f}, false},
    {"zero radius on the face", {{{0.5f, 0, 0.5f}}, 0.0f}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.tri = (isect_triangle){{{-3, 0, -1.5f}}, {{3, 0, -1.5f}}, {{0, 0, 3}}};
    s.spheres[0] = (isect_sphere){{{0.8f, 0.7f, 0.3f}}, 0.9f};   /* above the face */
    s.spheres[1] = (isect_sphere){{{-1.2f, 0.5f, -2.6f}}, 0.8f}; /* beyond edge AB */
    s.spheres[2] = (isect_sphere){{{3.8f, 0.4f, -2}}, 1.1f};     /* beyond vertex B */
    s.spheres[3] = (isect_sphere){{{-2.6f, 0.3f, 1.6f}}, 0.7f};  /* beyond edge CA */
    s.selected = 0;

    static const bool expected[SPHERE_COUNT] = {true, false, true, false};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_triangle(s.spheres[i], s.tri) == expected[i],
                      "Expected sphere %d to %s the triangle", i, expected[i] ? "intersect" : "not intersect");

    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_sphere_triangle(presets[i].sphere, s.tri) == presets[i].meets,
                      "Expected the sphere of preset '%s' to %s the triangle", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{-1.6f, 0.6f, 0.4f}}, 30.0f, 35.0f, 11.5f);
}

/* The Voronoi region of Q, read off its barycentric coordinates (u, v, w) for (A, B, C): all
 * positive on the face, one zero on an edge, two zero at a vertex. Ericson 3.4. */
static const char *region(vec3s q)
{
    vec3s v0 = glms_vec3_sub(s.tri.b, s.tri.a), v1 = glms_vec3_sub(s.tri.c, s.tri.a), v2 = glms_vec3_sub(q, s.tri.a);
    float d00 = glms_vec3_dot(v0, v0), d01 = glms_vec3_dot(v0, v1), d11 = glms_vec3_dot(v1, v1);
    float d20 = glms_vec3_dot(v2, v0), d21 = glms_vec3_dot(v2, v1), den = d00 * d11 - d01 * d01;
    float v = (d11 * d20 - d01 * d21) / den, w = (d00 * d21 - d01 * d20) / den, u = 1.0f - v - w;
    const float eps = 1e-4f;
    int mask = (u > eps) | (v > eps) << 1 | (w > eps) << 2;   /* which vertices Q leans on */
    static const char *names[8] = {"face", "vertex A", "vertex B", "edge AB", "vertex C", "edge CA", "edge BC", "face"};
    return names[mask];
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = false;
    for (int i = 0; i < SPHERE_COUNT; i++) {
        isect_sphere sp = s.spheres[i];
        bool hit = isect_sphere_triangle(sp, s.tri);
        any = any || hit;
        draw_sphere(ctx, sp, hit ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, sp);

        /* The why: the closest point Q, the line from c to it, and Q's region. */
        vec3s q = isect_closest_point_triangle(sp.c, s.tri);
        float dist = glms_vec3_distance(q, sp.c);
        draw_line(ctx, sp.c, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "Q%d", i);
        sample_text(ctx, "sphere %d, %s: abs(Q - c) = %.3f %s r = %.3f", i, region(q), dist, hit ? "<=" : ">", sp.r);
    }
    vec4s color = any ? COLOR_HIT : COLOR_SHAPE; /* the triangle: red when any sphere meets it */
    draw_triangle(ctx, s.tri, color);
    vec3s g = glms_vec3_divs(glms_vec3_add(glms_vec3_add(s.tri.a, s.tri.b), s.tri.c), 3.0f);
    draw_label(ctx, glms_vec3_lerp(g, s.tri.a, 1.15f), color, "A");
    draw_label(ctx, glms_vec3_lerp(g, s.tri.b, 1.15f), color, "B");
    draw_label(ctx, glms_vec3_lerp(g, s.tri.c, 1.15f), color, "C");
    draw_marker(ctx, s.spheres[s.selected].c, 0.5f);
    draw_label(ctx, s.spheres[s.selected].c, COLOR_NOTE, "c");
}

static void select_sphere(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    s.spheres[s.selected].c = glms_vec3_add(s.spheres[s.selected].c, delta);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_sphere(ctx, (s.selected + 1) % SPHERE_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = 0;
    s.spheres[0] = presets[i].sphere;
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_sphere sp = s.spheres[s.selected];
    sample_code_triangle(ctx, "tri", s.tri);
    sample_code_sphere(ctx, "sphere", sp);
    sample_code(ctx, "assert(isect_sphere_triangle(sphere, tri) == %s);", isect_sphere_triangle(sp, s.tri) ? "true" : "false");
}

const sample sample_sphere_triangle = {
    .id = "sphere-triangle",
    .shows = "the closest point on the triangle and its region (face, edge, vertex)",
    .title = "Sphere vs Triangle",
    .description = "A sphere meets a triangle when the triangle's point Q closest to the centre c is "
                   "within the radius: abs(Q - c) <= r. Q is found from the Voronoi region c lies "
                   "in: the face, an edge or a vertex. Ericson, Real-Time Collision Detection, 5.2.7.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_sphere,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
