/* Sphere vs triangle — find the point Q of the triangle closest to the sphere's centre c; the
 * sphere meets the triangle when that point is within the radius: |Q - c|^2 <= r^2. Q comes from
 * the Voronoi region of the triangle that c lies in: the face (c projected onto the plane), one
 * of the edges AB, BC, CA (c projected onto that edge) or one of the vertices A, B, C.
 * Ericson, Real-Time Collision Detection, 5.2.7 (with 5.1.5 ClosestPtPointTriangle).
 * Click or Tab picks a sphere or the triangle, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or
 * Z/X turns the triangle; ',' and '.' set sphere 0 and the triangle to the edge cases below. */
#include "sample.h"

#include <string.h>

/* The scene: four spheres and the triangle ABC in the plane y = 0, each named by its variable
 * in copy-as-test. */
enum { SPHERE_COUNT = 4, TRI = SPHERE_COUNT, COUNT };
#define ABC {.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {{{-3, 0, -1.5f}}, {{3, 0, -1.5f}}, {{0, 0, 3}}}}
static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere0", 0.8f, 0.7f, 0.3f, 0.9f),   /* above the face */
    SHAPE_SPHERE_AT("sphere1", -1.2f, 0.5f, -2.6f, 0.8f), /* beyond edge AB */
    SHAPE_SPHERE_AT("sphere2", 3.8f, 0.4f, -2, 1.1f),     /* beyond vertex B */
    SHAPE_SPHERE_AT("sphere3", -2.6f, 0.3f, 1.6f, 0.7f),  /* beyond edge CA */
    ABC,
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each sphere against the triangle as the scene starts (a
 * start-up check each, and copy-as-test's asserts for the selected shape). */
static const scene_pair pairs[] = {
    {"sphere0", "tri", true}, {"sphere1", "tri", false}, {"sphere2", "tri", true}, {"sphere3", "tri", false}};

/* Edge cases for sphere 0 against ABC put back (',' and '.'), each also a start-up check. */
static const scene_preset presets[] = {
    {"touching vertex C", {ABC, SHAPE_SPHERE_AT("sphere0", 0, 0, 4, 1.0f)}, true},
    {"0.001 short of vertex C", {ABC, SHAPE_SPHERE_AT("sphere0", 0, 0, 4, 0.999f)}, false},
    {"touching edge AB", {ABC, SHAPE_SPHERE_AT("sphere0", 0, 0, -2.5f, 1.0f)}, true},
    {"0.001 above the face", {ABC, SHAPE_SPHERE_AT("sphere0", 0, 1.001f, 0, 1.0f)}, false},
    {"centre in the plane, past edge AB", {ABC, SHAPE_SPHERE_AT("sphere0", 0, 0, -3, 1.0f)}, false},
    {"zero radius on the face", {ABC, SHAPE_SPHERE_AT("sphere0", 0.5f, 0, 0.5f, 0.0f)}, true},
};

static void initialize(sample_ctx *ctx)
{
    sample_set_view(ctx, (vec3s){{-1.6f, 0.6f, 0.4f}}, 30.0f, 35.0f, 11.5f);
}

/* The Voronoi region of Q, read off its barycentric coordinates (u, v, w) for (A, B, C): all
 * positive on the face, one zero on an edge, two zero at a vertex. Ericson 3.4. */
static const char *region(isect_triangle t, vec3s q)
{
    vec3s v0 = glms_vec3_sub(t.b, t.a), v1 = glms_vec3_sub(t.c, t.a), v2 = glms_vec3_sub(q, t.a);
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
    int selected = sample_selected(ctx);
    isect_triangle tri = shapes[TRI].triangle;
    sample_draw_scene(ctx, 0.5f);
    bool corner_named[3] = {false, false, false}, centre_named = false; /* already named as some Q */
    for (int i = 0; i < SPHERE_COUNT; i++) { /* the why: the closest point Q, the line from c to it, Q's region */
        if (!sample_in_preset(ctx, i)) /* a preset's ghosts are not explained */
            continue;
        isect_sphere sp = shapes[i].sphere;
        vec3s q = isect_closest_point_triangle(sp.c, tri);
        draw_line(ctx, sp.c, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        if (i == selected) /* Q..c, against r, seen from across: at (nearly) its full length */
            draw_view_across(ctx, glms_vec3_sub(sp.c, q));
        const char *where = region(tri, q);
        if (glms_vec3_eqv(q, sp.c) && i == selected) { /* c on the triangle: Q is c, one label */
            draw_label(ctx, q, COLOR_NOTE, "Q%d = c%d", i, i);
            centre_named = true;
        } else if (strncmp(where, "vertex ", 7) == 0) { /* Q is that corner: one label names both */
            draw_label(ctx, q, COLOR_NOTE, "Q%d = %s", i, where + 7);
            corner_named[where[7] - 'A'] = true;
        } else
            draw_label(ctx, q, COLOR_NOTE, "Q%d", i);
        float dist = glms_vec3_distance(q, sp.c);
        sample_text(ctx, "sphere %d, %s: |Q - c| = %s %s r = %s", i, where, HUD_NUM(dist, sp.r),
                    isect_sphere_triangle(sp, tri) ? "≤" : ">", HUD_NUM(sp.r, dist));
        if (sp.r == 0) /* the degenerate sphere, named as such */
            sample_text(ctx, "   r = 0: sphere %d is a point, which meets the triangle only on it", i);
    }
    /* The corners' names just outside the triangle, in a neutral light grey: not the verdict's
     * colour, which a sphere touching a corner (or the triangle's own fill) would share. */
    const vec4s name_color = {{0.93f, 0.94f, 0.96f, LINE_SOLID}};
    vec3s g = glms_vec3_divs(glms_vec3_add(glms_vec3_add(tri.a, tri.b), tri.c), 3.0f);
    const vec3s corner[3] = {tri.a, tri.b, tri.c};
    for (int k = 0; k < 3; k++)
        if (!corner_named[k])
            draw_label(ctx, glms_vec3_lerp(g, corner[k], 1.08f), name_color, "%c", 'A' + k);
    if (selected != TRI && !centre_named) /* c with the sphere's number, as its Q: not read as corner C beside it */
        draw_label(ctx, shapes[selected].sphere.c, COLOR_NOTE, "c%d", selected);
}

const sample sample_sphere_triangle = {
    .id = "sphere-triangle", .title = "Sphere vs Triangle",
    .shows = "the closest point on the triangle and its region (face, edge, vertex)",
    .keywords = "closest point Voronoi",
    .description = "A sphere meets a triangle when the triangle's point Q closest to the centre c is "
                   "within the radius: |Q - c| ≤ r. Q is found from the Voronoi region c lies "
                   "in: the face, an edge or a vertex. Ericson, Real-Time Collision Detection, 5.2.7.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_triangle", pairs),
    .initialize = initialize, .render = render,
};
