/* AABB vs plane — project the box's half-extents e onto the plane normal: the box's shadow on
 * the normal is an interval of radius r = e·|n| about its centre c. The box meets the plane when
 * the centre's signed distance s = n·c − d is no more than that: |s| <= r.
 * Ericson, Real-Time Collision Detection, 5.2.3. The scene is the source document's
 * AABBPlaneIntersection sample; click or Tab picks a box, dragging or W/A/S/D/Q/E moves it. */
#include "sample.h"

#define BOX_COUNT 4

static struct {
    isect_plane plane;
    isect_aabb boxes[BOX_COUNT];
    int selected;
} s;

/* Edge cases for box 2 (',' and '.'), each also a start-up check. */
static const struct {
    const char *name;
    vec3s a, b;   /* two opposite corners */
    bool meets;
} presets[] = {
    {"corner exactly on the plane", {{0, 0, 0}}, {{1, 1, 1}}, true},
    {"0.001 above the plane", {{0, 0.001f, 0}}, {{1, 1.001f, 1}}, false},
    {"given max corner first", {{1, 0, 1}}, {{0, -1, 0}}, true},
    {"a point box on the plane", {{0, 0, 0}}, {{0, 0, 0}}, true},
    {"a point box 0.001 above", {{0, 0.001f, 0}}, {{0, 0.001f, 0}}, false},
    {"straddling, centre on the plane", {{-1, -1, 2}}, {{1, 1, -2}}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.plane = isect_plane_from_normal((vec3s){{0, 1, 0.5f}}, 0);
    s.boxes[0] = isect_aabb_from_corners((vec3s){{-2, -2, -2}}, (vec3s){{-1, -1, -1}});
    s.boxes[1] = isect_aabb_from_corners((vec3s){{2, 1, 2}}, (vec3s){{4, 3, 4}});
    s.boxes[2] = isect_aabb_from_corners((vec3s){{1, 0, 1}}, (vec3s){{0, -1, 0}});   /* max corner first */
    s.boxes[3] = isect_aabb_from_corners((vec3s){{5, 5, 5}}, (vec3s){{-5, -5, -5}}); /* max corner first */
    s.selected = 2;

    static const bool expected[BOX_COUNT] = {false, false, true, true};
    for (int i = 0; i < BOX_COUNT; i++)
        sample_expect(ctx, isect_aabb_plane(s.boxes[i], s.plane) == expected[i],
                      "Expected aabb %d to %s the plane", i, expected[i] ? "intersect" : "not intersect");
    for (int i = 0; i < PRESET_COUNT; i++) {
        isect_aabb box = isect_aabb_from_corners(presets[i].a, presets[i].b);
        sample_expect(ctx, isect_aabb_plane(box, s.plane) == presets[i].meets, "Expected the box of preset '%s' to %s the plane",
                      presets[i].name, presets[i].meets ? "intersect" : "not intersect");
    }
    sample_set_view(ctx, (vec3s){{-1.0f, 0.0f, 1.0f}}, 35.0f, 22.0f, 18.0f);
}

/* The "why" for one box: its centre, the interval [c - r n, c + r n] it covers along the normal
 * (yellow), the corner that reaches farthest along n, and the perpendicular s down to the plane. */
static void explain(sample_ctx *ctx, isect_aabb box)
{
    vec3s c = glms_vec3_scale(glms_vec3_add(box.min, box.max), 0.5f);
    vec3s e = glms_vec3_sub(box.max, c);
    float r = glms_vec3_dot(e, glms_vec3_abs(s.plane.n));
    float dist = isect_plane_distance(s.plane, c);
    vec3s n = s.plane.n;
    vec3s corner = {{c.x + (n.x >= 0 ? e.x : -e.x), c.y + (n.y >= 0 ? e.y : -e.y), c.z + (n.z >= 0 ? e.z : -e.z)}};
    vec3s foot = glms_vec3_muladds(n, -dist, c);

    draw_line(ctx, glms_vec3_muladds(n, -r, c), glms_vec3_muladds(n, r, c), COLOR_NOTE);
    draw_line(ctx, c, corner, COLOR_NOTE);
    draw_point(ctx, foot, COLOR_NOTE);
    draw_label(ctx, c, COLOR_NOTE, "c");
    draw_label(ctx, glms_vec3_muladds(n, r, c), COLOR_NOTE, "r");
    draw_label(ctx, foot, COLOR_NOTE, "s");
    sample_text(ctx, "box %d: s = %.3f, r = %.3f  ->  %s", s.selected, dist, r,
                fabsf(dist) <= r ? "-r <= s <= r: they meet" : "abs(s) > r: apart");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    for (int i = 0; i < BOX_COUNT; i++) {
        draw_aabb(ctx, s.boxes[i], isect_aabb_plane(s.boxes[i], s.plane) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_aabb(ctx, i, s.boxes[i]);
    }
    draw_plane(ctx, s.plane, 5.0f, COLOR_PLANE);

    isect_aabb *box = &s.boxes[s.selected];
    draw_marker(ctx, glms_vec3_scale(glms_vec3_add(box->min, box->max), 0.5f), 0.5f);
    explain(ctx, *box);
}

static void select_box(sample_ctx *ctx, int box)
{
    (void)ctx;
    s.selected = box;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    isect_aabb *box = &s.boxes[s.selected];
    *box = (isect_aabb){glms_vec3_add(box->min, delta), glms_vec3_add(box->max, delta)};
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_box(ctx, (s.selected + 1) % BOX_COUNT);
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = 2;
    s.boxes[2] = isect_aabb_from_corners(presets[i].a, presets[i].b);
    return presets[i].name;
}

static void copy_test(sample_ctx *ctx)
{
    isect_aabb box = s.boxes[s.selected];
    sample_code_plane(ctx, "plane", s.plane);
    sample_code_aabb(ctx, "box", box);
    sample_code(ctx, "assert(isect_aabb_plane(box, plane) == %s);", isect_aabb_plane(box, s.plane) ? "true" : "false");
}

const sample sample_aabb_plane = {
    .id = "aabb-plane",
    .shows = "for the selected box: centre c, its projection radius r along the normal, the distance s",
    .title = "AABB vs Plane",
    .description = "A box meets a plane when the distance s = n.c - d of its centre from the plane "
                   "is at most the radius r = e.abs(n) of the box projected onto the normal: "
                   "-r <= s <= r. Ericson, Real-Time Collision Detection, 5.2.3.",
    .initialize = initialize,
    .render = render,
    .key = key,
    .select = select_box,
    .translate = translate,
    .preset_count = PRESET_COUNT,
    .preset = preset,
    .copy_test = copy_test,
};
