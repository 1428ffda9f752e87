/* Sphere vs convex polygon — two steps. First the plane: if the centre c is farther than r from
 * the polygon's plane (abs(s) > r with s = n.c - d), nothing in the plane can reach the sphere.
 * Otherwise find the polygon's point Q closest to c: c projected onto the plane when that lands
 * inside the polygon, else the closest point on the nearest edge; they meet when
 * abs(Q - c) <= r. Ericson, Real-Time Collision Detection, 5.2.8.
 * Click or Tab picks a sphere, dragging or W/A/S/D/Q/E moves it. */
#include "sample.h"

#define SPHERE_COUNT 4
#define VERT_COUNT 6

static struct {
    vec3s poly[VERT_COUNT];
    isect_sphere spheres[SPHERE_COUNT];
    int selected;
} s;

/* Edge cases for sphere 0 (',' and '.'), each also a start-up check. */
static const struct {
    const char *name;
    isect_sphere sphere;
    bool meets;
} presets[] = {
    {"resting on the face", {{{0, 1, 0}}, 1.0f}, true},
    {"0.001 above the face", {{{0, 1, 0}}, 0.999f}, false},
    {"in the plane, touching edge z = 2", {{{0, 0, 3}}, 1.0f}, true},
    {"in the plane, 0.001 past vertex (2, 0, 0)", {{{3.001f, 0, 0}}, 1.0f}, false},
    {"zero radius on the face", {{{0.5f, 0, 0.5f}}, 0.0f}, true},
    {"the whole polygon inside the sphere", {{{0, 0.5f, 0}}, 2.5f}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    static const vec3s hexagon[VERT_COUNT] = {{{2, 0, 0}}, {{1, 0, -2}}, {{-1, 0, -2}},
                                              {{-2, 0, 0}}, {{-1, 0, 2}}, {{1, 0, 2}}};
    for (int i = 0; i < VERT_COUNT; i++)
        s.poly[i] = hexagon[i];
    s.spheres[0] = (isect_sphere){{{0.3f, 0.6f, -0.2f}}, 0.8f};  /* over the inside */
    s.spheres[1] = (isect_sphere){{{2.9f, 0.5f, -1.2f}}, 0.7f};  /* near the plane, off the polygon */
    s.spheres[2] = (isect_sphere){{{1.0f, 2.1f, -1.5f}}, 0.8f};  /* far above the plane */
    s.spheres[3] = (isect_sphere){{{-2.0f, 0.4f, 1.4f}}, 0.9f};  /* off an edge, within reach */
    s.selected = 1;

    static const bool expected[SPHERE_COUNT] = {true, false, false, true};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_polygon(s.spheres[i], s.poly, VERT_COUNT) == expected[i],
                      "Expected sphere %d to %s the polygon", i, expected[i] ? "intersect" : "not intersect");

    for (int i = 0; i < PRESET_COUNT; i++)
        sample_expect(ctx, isect_sphere_polygon(presets[i].sphere, s.poly, VERT_COUNT) == presets[i].meets,
                      "Expected the sphere of preset '%s' to %s the polygon", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");

    sample_set_view(ctx, (vec3s){{-1.2f, 0.6f, -0.2f}}, 30.0f, 30.0f, 10.5f);
}

/* The two steps for one sphere: the perpendicular s from c to the plane (foot P), then Q: P when
 * it lies on the inner side of every edge, else the closest point on the nearest edge. */
static void explain(sample_ctx *ctx, isect_sphere sp)
{
    isect_plane plane = isect_plane_from_points(s.poly[0], s.poly[1], s.poly[2]);
    float dist = isect_plane_distance(plane, sp.c);
    vec3s p = glms_vec3_muladds(plane.n, -dist, sp.c), q = p;
    draw_line(ctx, sp.c, p, COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(sp.c, p, 0.5f), COLOR_NOTE, "s");
    sample_text(ctx, "sphere %d, 1. plane: abs(s) = %.3f %s r = %.3f", s.selected, fabsf(dist),
                fabsf(dist) <= sp.r ? "<=" : "> ", sp.r);
    if (fabsf(dist) > sp.r) {
        sample_text(ctx, "   the plane alone keeps them apart");
        return;
    }

    bool inside = true;
    float best = INFINITY;
    for (int i = 0, j = VERT_COUNT - 1; i < VERT_COUNT; j = i++) {
        vec3s edge = glms_vec3_sub(s.poly[i], s.poly[j]);
        inside &= glms_vec3_dot(plane.n, glms_vec3_cross(edge, glms_vec3_sub(p, s.poly[j]))) >= 0.0f;
        vec3s e = isect_closest_point_segment(sp.c, (isect_segment){s.poly[j], s.poly[i]});
        if (glms_vec3_distance2(e, sp.c) < best)
            best = glms_vec3_distance2(e, sp.c), q = e;
    }
    if (inside)
        q = p;
    float d = glms_vec3_distance(q, sp.c);
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, q, COLOR_NOTE, inside ? "Q = P" : "Q");
    draw_label(ctx, p, COLOR_NOTE, "P");
    sample_text(ctx, "   2. %s: abs(Q - c) = %.3f %s r = %.3f", inside ? "P inside, Q = P" : "P outside, Q on an edge",
                d, d <= sp.r ? "<=" : ">", sp.r);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = false;
    for (int i = 0; i < SPHERE_COUNT; i++) {
        bool hit = isect_sphere_polygon(s.spheres[i], s.poly, VERT_COUNT);
        any = any || hit;
        draw_sphere(ctx, s.spheres[i], hit ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i]);
    }
    draw_polygon(ctx, s.poly, VERT_COUNT, any ? COLOR_HIT : COLOR_SHAPE);

    isect_sphere sp = s.spheres[s.selected];
    draw_marker(ctx, sp.c, 0.5f);
    draw_label(ctx, sp.c, COLOR_NOTE, "c");
    explain(ctx, sp);
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

/* The polygon as an array of its vertices, the selected sphere, and the verdict. */
static void copy_test(sample_ctx *ctx)
{
    isect_sphere sp = s.spheres[s.selected];
    sample_code(ctx, "const vec3s poly[%d] = {", VERT_COUNT);
    for (int i = 0; i < VERT_COUNT; i++)
        sample_code(ctx, "    {{%.9g, %.9g, %.9g}},", s.poly[i].x, s.poly[i].y, s.poly[i].z);
    sample_code(ctx, "};");
    sample_code_sphere(ctx, "sphere", sp);
    sample_code(ctx, "assert(isect_sphere_polygon(sphere, poly, %d) == %s);", VERT_COUNT,
                isect_sphere_polygon(sp, s.poly, VERT_COUNT) ? "true" : "false");
}

const sample sample_sphere_polygon = {
    .id = "sphere-polygon",
    .shows = "the plane test, then the closest point on the polygon",
    .title = "Sphere vs Polygon",
    .description = "First the plane: a sphere farther than r from the polygon's plane (abs(s) > r) "
                   "misses it. Then the polygon's point Q closest to the centre c: c projected onto "
                   "the plane if inside, else the nearest edge point; they meet when abs(Q - c) <= r. "
                   "Ericson, Real-Time Collision Detection, 5.2.8.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_sphere,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
