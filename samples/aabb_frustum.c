/* AABB and sphere vs frustum — the culling test. A view frustum is six planes with outward
 * normals (inside: n·x <= d for all six), here from a perspective matrix by Gribb-Hartmann. A
 * shape is culled when it lies wholly outside some plane: for a box with centre c and
 * half-extents e, s = n·c - d > r = e·|n| (its nearest corner is past the plane); for a sphere,
 * s > r. Otherwise it is reported as intersecting. That is conservative: a shape beyond an edge
 * or corner of the frustum that crosses both planes there (box 2) is outside no single plane
 * and is reported, though it misses; the test never misses a shape that meets the frustum.
 * Ericson 5.2.3 per plane; Gribb and Hartmann (2001) for the planes.
 * Click or Tab picks a shape, dragging or W/A/S/D/Q/E moves it. */
#include "sample.h"

#define BOX_COUNT 3
#define SHAPE_COUNT 5 /* boxes 0-2, then spheres 0-1 */

static const char *const plane_names[6] = {"left", "right", "bottom", "top", "near", "far"};

static struct {
    isect_plane planes[6];
    vec3s corners[8];
    isect_aabb boxes[BOX_COUNT];
    isect_sphere spheres[SHAPE_COUNT - BOX_COUNT];
    int selected;
} s;

/* Edge cases (',' and '.') on the near plane z = -1 and the far plane z = -5, which come out of
 * this matrix exactly; each is also a start-up check. Boxes by centre and half-size h. */
static const struct {
    const char *name;
    bool sphere;
    vec3s c;
    float size; /* half-size of a cube, or radius */
    bool meets;
} presets[] = {
    {"box touching the near plane from the eye's side", false, {{0, 0, -0.5f}}, 0.5f, true},
    {"box 0.001 short of the near plane", false, {{0, 0, -0.499f}}, 0.5f, false},
    {"sphere touching the far plane from behind", true, {{0, 0, -6}}, 1, true},
    {"sphere 0.001 beyond touching the far plane", true, {{0, 0, -6.001f}}, 1, false},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static bool shape_meets(int i)
{
    return i < BOX_COUNT ? isect_aabb_frustum(s.boxes[i], s.planes) : isect_sphere_frustum(s.spheres[i - BOX_COUNT], s.planes);
}

static vec3s shape_centre(int i)
{
    return i < BOX_COUNT ? glms_vec3_scale(glms_vec3_add(s.boxes[i].min, s.boxes[i].max), 0.5f) : s.spheres[i - BOX_COUNT].c;
}

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    /* The eye at the origin looking down -z: 60 degrees high, 3:2, near 1, far 5. */
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.5f, 1.0f, 5.0f),
                             glms_lookat(GLMS_VEC3_ZERO, (vec3s){{0, 0, -1}}, (vec3s){{0, 1, 0}}));
    isect_frustum_from_matrix(vp, s.planes);
    vec4s corners[8];
    glms_frustum_corners(glms_mat4_inv(vp), corners);
    for (int i = 0; i < 8; i++) s.corners[i] = glms_vec3(corners[i]);

    s.boxes[0] = isect_aabb_from_center((vec3s){{0, 0, -3}}, (vec3s){{0.5f, 0.5f, 0.5f}});      /* inside */
    s.boxes[1] = isect_aabb_from_center((vec3s){{4, 0, -2}}, (vec3s){{0.5f, 0.5f, 0.5f}});      /* right of it */
    s.boxes[2] = isect_aabb_from_corners((vec3s){{4.45f, -0.4f, -5.6f}}, (vec3s){{5.2f, 0.4f, -4.9f}}); /* past the edge */
    s.spheres[0] = (isect_sphere){{{-1.2f, 0.3f, -1}}, 0.5f};                               /* across the near plane */
    s.spheres[1] = (isect_sphere){{{0, -3.5f, -2.5f}}, 0.8f};                               /* below it */
    s.selected = 2;

    /* Box 2 lies where x > 4.33 = the right plane's x at the far plane, so no point of it is in
     * the frustum; but it crosses both the right and the far plane. */
    static const bool expected[SHAPE_COUNT] = {true, false, true, true, false};
    for (int i = 0; i < SHAPE_COUNT; i++)
        sample_expect(ctx, shape_meets(i) == expected[i], "Expected %s %d to %s the frustum%s",
                      i < BOX_COUNT ? "box" : "sphere", i < BOX_COUNT ? i : i - BOX_COUNT,
                      expected[i] ? "intersect" : "not intersect", i == 2 ? " (conservative: outside no one plane)" : "");
    for (int i = 0; i < PRESET_COUNT; i++) {
        bool got = presets[i].sphere ? isect_sphere_frustum((isect_sphere){presets[i].c, presets[i].size}, s.planes)
                                     : isect_aabb_frustum(isect_aabb_from_center(presets[i].c, glms_vec3_broadcast(presets[i].size)), s.planes);
        sample_expect(ctx, got == presets[i].meets, "Expected the %s to %s the frustum", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");
    }
    sample_set_view(ctx, (vec3s){{-1.5f, 1.0f, -2.0f}}, 30.0f, 25.0f, 14.0f);
}

/* The "why": the plane the shape is farthest past (largest s - r), the centre's perpendicular
 * s to it and the radius r along its normal. */
static void explain(sample_ctx *ctx, int i)
{
    vec3s c = shape_centre(i);
    int worst = 0;
    float ws = 0, wr = 0;
    for (int k = 0; k < 6; k++) {
        vec3s n = s.planes[k].n;
        float r = i < BOX_COUNT ? glms_vec3_dot(glms_vec3_sub(s.boxes[i].max, c), glms_vec3_abs(n)) : s.spheres[i - BOX_COUNT].r;
        float dist = isect_plane_distance(s.planes[k], c);
        if (k == 0 || dist - r > ws - wr) worst = k, ws = dist, wr = r;
    }
    vec3s n = s.planes[worst].n, foot = glms_vec3_muladds(n, -ws, c);
    draw_line(ctx, c, foot, COLOR_NOTE);
    draw_line(ctx, c, glms_vec3_muladds(n, wr, c), COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, c, COLOR_NOTE, "c");
    draw_label(ctx, glms_vec3_muladds(n, wr, c), COLOR_NOTE, "r");
    draw_label(ctx, foot, COLOR_NOTE, "s (%s)", plane_names[worst]);
    sample_text(ctx, "%s %d: farthest out past the %s plane: s = %.3f, r = %.3f", i < BOX_COUNT ? "box" : "sphere",
                i < BOX_COUNT ? i : i - BOX_COUNT, plane_names[worst], ws, wr);
    sample_text(ctx, "  -> %s", shape_meets(i) ? "s <= r for all six planes: reported intersecting"
                                              : "s > r: wholly outside that plane, culled");
    sample_text(ctx, "conservative: box 2 is past an edge, outside no one plane");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 0.5f);
    for (int k = 0; k < 4; k++) {   /* near rectangle, far rectangle, the four side edges */
        draw_line(ctx, s.corners[k], s.corners[(k + 1) % 4], COLOR_SHAPE);
        draw_line(ctx, s.corners[4 + k], s.corners[4 + (k + 1) % 4], COLOR_SHAPE);
        draw_line(ctx, GLMS_VEC3_ZERO, s.corners[4 + k], COLOR_SHAPE);
    }
    draw_label(ctx, GLMS_VEC3_ZERO, COLOR_SHAPE, "eye");
    for (int i = 0; i < BOX_COUNT; i++) {
        draw_aabb(ctx, s.boxes[i], shape_meets(i) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_aabb(ctx, i, s.boxes[i]);
    }
    for (int i = BOX_COUNT; i < SHAPE_COUNT; i++) {
        draw_sphere(ctx, s.spheres[i - BOX_COUNT], shape_meets(i) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i - BOX_COUNT]);
    }
    draw_marker(ctx, shape_centre(s.selected), 0.4f);
    explain(ctx, s.selected);
}

static void select_shape(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (s.selected < BOX_COUNT) {
        isect_aabb *box = &s.boxes[s.selected];
        *box = (isect_aabb){glms_vec3_add(box->min, delta), glms_vec3_add(box->max, delta)};
    } else {
        isect_sphere *sp = &s.spheres[s.selected - BOX_COUNT];
        sp->c = glms_vec3_add(sp->c, delta);
    }
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_shape(ctx, (s.selected + 1) % SHAPE_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    if (presets[i].sphere)
        s.selected = BOX_COUNT, s.spheres[0] = (isect_sphere){presets[i].c, presets[i].size};
    else
        s.selected = 0, s.boxes[0] = isect_aabb_from_center(presets[i].c, glms_vec3_broadcast(presets[i].size));
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    for (int k = 0; k < 6; k++) sample_code_plane(ctx, plane_names[k], s.planes[k]);
    sample_code(ctx, "isect_plane frustum[6] = {left, right, bottom, top, near, far};");
    int i = s.selected;
    if (i < BOX_COUNT) {
        sample_code_aabb(ctx, "box", s.boxes[i]);
        sample_code(ctx, "assert(isect_aabb_frustum(box, frustum) == %s);", shape_meets(i) ? "true" : "false");
    } else {
        sample_code_sphere(ctx, "sphere", s.spheres[i - BOX_COUNT]);
        sample_code(ctx, "assert(isect_sphere_frustum(sphere, frustum) == %s);", shape_meets(i) ? "true" : "false");
    }
}

const sample sample_aabb_frustum = {
    .id = "aabb-frustum",
    .shows = "for the selected shape: the plane it is farthest past, its distance s and radius r",
    .title = "AABB and Sphere vs Frustum",
    .description = "A shape is culled when it lies wholly outside one of the frustum's six planes: "
                   "s = n.c - d > r, with r = e.abs(n) for a box and the radius for a sphere; "
                   "otherwise it is reported as intersecting (conservative near edges). "
                   "Ericson, Real-Time Collision Detection, 5.2.3; Gribb-Hartmann planes.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_shape,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
