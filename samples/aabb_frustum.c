/* AABB and sphere vs frustum — the culling test. A view frustum is six planes with outward
 * normals (inside: n·x <= d for all six), here from a perspective matrix by Gribb-Hartmann. A
 * shape is culled when it lies wholly outside some plane: for a box with centre c and
 * half-extents e, s = n·c - d > r = e·|n| (its nearest corner is past the plane); for a sphere,
 * s > r. Otherwise it is reported as intersecting. That is conservative: a shape beyond an edge
 * or corner of the frustum that crosses both planes there (box 2) is outside no single plane
 * and is reported, though it misses; the test never misses a shape that meets the frustum.
 * Ericson 5.2.3 per plane; Gribb and Hartmann (2001) for the planes.
 * Click or Tab picks a box or a sphere, dragging or W/A/S/D/Q/E moves it; ',' and '.' set box 0
 * or sphere 0 to the edge cases below. The frustum stays where the camera puts it. */
#include "sample.h"

/* The scene: three boxes and two spheres, each named by its variable in copy-as-test; box 2
 * starts selected. */
enum { BOX0, BOX1, BOX2, SPHERE0, SPHERE1, COUNT };
static const char *const labels[COUNT] = {"box 0", "box 1", "box 2", "sphere 0", "sphere 1"};
/* A cube by its centre and half-side h. */
#define CUBE(NAME, X, Y, Z, H) SHAPE_AABB_FROM(NAME, (X) - (H), (Y) - (H), (Z) - (H), (X) + (H), (Y) + (H), (Z) + (H))
static const shape start[COUNT] = {
    [BOX0] = CUBE("box0", 0, 0, -3, 0.5f),                                  /* inside */
    [BOX1] = CUBE("box1", 4, 0, -2, 0.5f),                                  /* right of it */
    [BOX2] = SHAPE_AABB_FROM("box2", 4.45f, -0.4f, -5.6f, 5.2f, 0.4f, -4.9f), /* past the edge */
    [SPHERE0] = SHAPE_SPHERE_AT("sphere0", -1.2f, 0.3f, -1, 0.5f),          /* across the near plane */
    [SPHERE1] = SHAPE_SPHERE_AT("sphere1", 0, -3.5f, -2.5f, 0.8f),          /* below it */
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* The frustum is the camera's, not a shape of the scene: it cannot be picked or moved. */
static const char *const plane_names[6] = {"left", "right", "bottom", "top", "near", "far"};
static struct {
    isect_plane planes[6];
    vec3s corners[8];
} s;

/* Edge cases (',' and '.') on the near plane z = -1 and the far plane z = -5, which come out of
 * this matrix exactly; each is also a start-up check. */
static const scene_preset presets[] = {
    {"box touching the near plane from the eye's side", {CUBE("box0", 0, 0, -0.5f, 0.5f)}, true},
    {"box 0.001 short of the near plane", {CUBE("box0", 0, 0, -0.499f, 0.5f)}, false},
    {"sphere touching the far plane from behind", {SHAPE_SPHERE_AT("sphere0", 0, 0, -6, 1)}, true},
    {"sphere 0.001 beyond touching the far plane", {SHAPE_SPHERE_AT("sphere0", 0, 0, -6.001f, 1)}, false},
};

static bool shape_meets(const shape *sh)
{
    return sh->kind == SHAPE_AABB ? isect_aabb_frustum(sh->aabb, s.planes) : isect_sphere_frustum(sh->sphere, s.planes);
}

/* Trace mode's run: the selected shape against the frustum (its planes are no scene shape). */
static bool trace_shape(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    *a = &shapes[sample_selected(ctx)], *b = NULL;
    *call = (*a)->kind == SHAPE_AABB ? "isect_aabb_frustum" : "isect_sphere_frustum";
    return shape_meets(*a);
}

/* A preset's verdict: whether the shape it set (box 0 or sphere 0) is reported. */
static bool preset_shape_meets(const shape *sh, int selected)
{
    return shape_meets(&sh[selected]);
}

/* Copy-as-test: the framework declares the boxes and spheres; the frustum's planes, which are
 * not shapes of the scene, and the assert for the selected shape follow. */
static void copy_test(sample_ctx *ctx)
{
    for (int k = 0; k < 6; k++) sample_code_plane(ctx, plane_names[k], s.planes[k]);
    sample_code(ctx, "isect_plane frustum[6] = {left, right, bottom, top, near, far};");
    const shape *sh = &shapes[sample_selected(ctx)];
    sample_code(ctx, "assert(isect_%s_frustum(%s, frustum) == %s);", sh->kind == SHAPE_AABB ? "aabb" : "sphere",
                sh->name, shape_meets(sh) ? "true" : "false");
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, BOX2);
    /* The eye at the origin looking down -z: 60 degrees high, 3:2, near 1, far 5. */
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.5f, 1.0f, 5.0f),
                             glms_lookat(GLMS_VEC3_ZERO, (vec3s){{0, 0, -1}}, (vec3s){{0, 1, 0}}));
    isect_frustum_from_matrix(vp, s.planes);
    vec4s corners[8];
    glms_frustum_corners(glms_mat4_inv(vp), corners);
    for (int i = 0; i < 8; i++) s.corners[i] = glms_vec3(corners[i]);

    /* Box 2 lies where x > 4.33 = the right plane's x at the far plane, so no point of it is in
     * the frustum; but it crosses both the right and the far plane. */
    static const bool expected[COUNT] = {true, false, true, true, false};
    for (int i = 0; i < COUNT; i++)
        sample_expect(ctx, shape_meets(&shapes[i]) == expected[i], "Expected %s to %s the frustum%s", labels[i],
                      expected[i] ? "intersect" : "not intersect", i == BOX2 ? " (conservative: outside no one plane)" : "");
    sample_set_view(ctx, (vec3s){{-3.2f, 2.0f, -1.0f}}, 30.0f, 25.0f, 15.0f);
}

/* The "why": the plane the shape is farthest past (largest s - r), the centre's perpendicular
 * s to it and the radius r along its normal. */
static void explain(sample_ctx *ctx, int i)
{
    const shape *sh = &shapes[i];
    vec3s c = shape_centre(sh);
    int worst = 0;
    float ws = 0, wr = 0;
    for (int k = 0; k < 6; k++) {
        vec3s n = s.planes[k].n;
        float r = sh->kind == SHAPE_AABB ? glms_vec3_dot(glms_vec3_sub(sh->aabb.max, c), glms_vec3_abs(n)) : sh->sphere.r;
        float dist = isect_plane_distance(s.planes[k], c);
        if (k == 0 || dist - r > ws - wr) worst = k, ws = dist, wr = r;
    }
    vec3s n = s.planes[worst].n, foot = glms_vec3_muladds(n, -ws, c);
    if (sample_preset_on(ctx)) {
        /* A preset decides on that plane: seen edge-on, the gap along n shows, beside the
         * plane's trace through the foot, along its steepest line (the far face's own edges lie
         * out of the picture). */
        vec3s side = glms_vec3_cross(n, (vec3s){{0, 1, 0}});
        side = glms_vec3_norm2(side) > 1e-6f ? glms_vec3_normalize(side) : draw_perpendicular(n);
        vec3s up = glms_vec3_cross(side, n), top = glms_vec3_muladds(up, 2 * fmaxf(wr, 0.5f), foot);
        draw_view_edge_on(ctx, n);
        draw_line(ctx, glms_vec3_muladds(up, -2 * fmaxf(wr, 0.5f), foot), top, COLOR_SHAPE);
        draw_label(ctx, top, COLOR_SHAPE, "%s plane", plane_names[worst]);
    }
    draw_line(ctx, c, foot, COLOR_NOTE);
    draw_line(ctx, c, glms_vec3_muladds(n, wr, c), COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, c, COLOR_NOTE, "c");
    draw_label(ctx, glms_vec3_muladds(n, wr, c), COLOR_NOTE, "r");
    draw_label(ctx, foot, COLOR_NOTE, "s (%s)", plane_names[worst]);
    sample_text(ctx, "%s: farthest out past the %s plane: s = %s, r = %s", labels[i], plane_names[worst],
                HUD_SIGNED(ws, wr), HUD_NUM(wr, ws));
    sample_text(ctx, "  -> %s", shape_meets(sh) ? "s ≤ r for all six planes: reported intersecting"
                                                : "s > r: wholly outside that plane, culled");
    if (sample_in_preset(ctx, BOX2)) /* a preset leaves box 2 aside: nothing to say of it */
        sample_text(ctx, "conservative: box 2 is past an edge, outside no one plane");
}

static void render(sample_ctx *ctx)
{
    int selected = sample_selected(ctx);
    for (int k = 0; k < 4; k++) {   /* near rectangle, far rectangle, the four side edges */
        draw_line(ctx, s.corners[k], s.corners[(k + 1) % 4], COLOR_SHAPE);
        draw_line(ctx, s.corners[4 + k], s.corners[4 + (k + 1) % 4], COLOR_SHAPE);
        draw_line(ctx, GLMS_VEC3_ZERO, s.corners[4 + k], COLOR_SHAPE);
    }
    /* The whole frustum, named, in view; a preset frames its shape against the one plane that
     * decides, which the "s (plane)" label names. */
    if (!sample_preset_on(ctx)) {
        draw_label(ctx, GLMS_VEC3_ZERO, COLOR_SHAPE, "eye");
        vec3s near = GLMS_VEC3_ZERO_INIT, far = GLMS_VEC3_ZERO_INIT;
        for (int k = 0; k < 4; k++)
            near = glms_vec3_muladds(s.corners[k], 0.25f, near), far = glms_vec3_muladds(s.corners[4 + k], 0.25f, far);
        draw_label(ctx, near, COLOR_SHAPE, "near");
        draw_label(ctx, far, COLOR_SHAPE, "far");
        for (int k = 0; k < 8; k++)
            draw_keep_in_view(ctx, s.corners[k]);
    }
    for (int i = 0; i < COUNT; i++) {
        const shape *sh = &shapes[i];
        vec4s color = !sample_in_preset(ctx, i) ? COLOR_GHOST : shape_meets(sh) ? COLOR_HIT : COLOR_SHAPE;
        draw_shape(ctx, sh, color);
    }
    draw_marker(ctx, shape_centre(&shapes[selected]), 0.4f);
    explain(ctx, selected);
}

const sample sample_aabb_frustum = {
    .id = "aabb-frustum", .title = "AABB and Sphere vs Frustum",
    .shows = "for the selected shape: the plane it is farthest past, its distance s and radius r",
    .keywords = "culling frustum view",
    .description = "A shape is culled when it lies wholly outside one of the frustum's six planes: "
                   "s = n·c - d > r, with r = e·|n| for a box and the radius for a sphere; "
                   "otherwise it is reported as intersecting (conservative near edges). "
                   "Ericson, Real-Time Collision Detection, 5.2.3; Gribb-Hartmann planes.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS_BY(presets, preset_shape_meets),
    .copy_test = copy_test, .trace = trace_shape,
    .initialize = initialize, .render = render,
};
