/* Sphere vs OBB — the AABB test in the box's own frame. Write the centre as coordinates along
 * the box's axes, x_i = dot(c - b.c, u_i), clamp each to [-e_i, e_i] and map back: that is the
 * box's closest point q = b.c + sum clamp(x_i, -e_i, e_i) u_i. The sphere meets the box when
 * |q - c|^2 <= r^2. Ericson, Real-Time Collision Detection, 5.2.6 (with 5.1.4).
 * Click or Tab picks a sphere or the box, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or Z/X
 * turns the box whatever is picked; ',' and '.' set sphere 0 and the box to the cases below. */
#include "sample.h"

#include <stdio.h>

#define SPHERE_COUNT 3

static struct {
    vec3s box_c, box_e;
    versors box_q;
    isect_obb box;
    isect_sphere spheres[SPHERE_COUNT];
    int selected; /* 0 .. SPHERE_COUNT - 1 a sphere, SPHERE_COUNT the box */
} s;

static void rebuild(void) { s.box = isect_obb_from_quat(s.box_c, s.box_e, s.box_q); }

static const vec3s box_c = {{0, 1, 0}}, box_e = {{1.5f, 0.5f, 0.75f}};
/* Turned half a turn about y the box's axes are exactly -x, y, -z, so touching is exact. */
static const versors half_turn = {{0, 1, 0, 0}};
static versors start_q(void)
{
    return glms_quat_mul(glms_quatv(glm_rad(30), (vec3s){{0, 1, 0}}), glms_quatv(glm_rad(20), (vec3s){{0, 0, 1}}));
}

/* Edge cases for sphere 0 and the box put back at its start (',' and '.'), each also a
 * start-up check; half_turned picks the half turn over the starting orientation. */
static const struct {
    const char *name;
    bool half_turned;
    isect_sphere sphere;
    bool meets;
} presets[] = {
    {"touching face u0 (box half turned)", true, {{{2.5f, 1, 0}}, 1}, true},
    {"0.001 off face u0", true, {{{2.501f, 1, 0}}, 1}, false},
    {"touching the edge of faces u0, u1", true, {{{2.25f, 2.5f, 0}}, 1.25f}, true}, /* 0.75^2 + 1^2 = 1.25^2 */
    {"in the box's world AABB, off the box", false, {{{-1.5f, 1.75f, -1.25f}}, 0.5f}, false},
    {"centre inside the box", false, {{{0.5f, 1.2f, 0.3f}}, 0.1f}, true},
    {"zero radius on face u0", true, {{{1.5f, 1, 0.25f}}, 0}, true},
};
#define PRESET_COUNT (int)(sizeof presets / sizeof presets[0])

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.box_c = box_c, s.box_e = box_e, s.box_q = start_q();
    rebuild();
    s.spheres[0] = (isect_sphere){{{-0.5f, 1.9f, 0.8f}}, 0.7f};
    s.spheres[1] = (isect_sphere){{{-1.6f, -0.2f, 1.6f}}, 0.6f};
    s.spheres[2] = (isect_sphere){{{2.6f, 0.8f, -0.8f}}, 0.6f};
    s.selected = 1;

    static const bool expected[SPHERE_COUNT] = {true, false, false};
    for (int i = 0; i < SPHERE_COUNT; i++)
        sample_expect(ctx, isect_sphere_obb(s.spheres[i], s.box) == expected[i], "Expected sphere %d to %s the box",
                      i, expected[i] ? "intersect" : "not intersect");

    /* Turned half a turn about y the box's axes are exactly -x, y, -z: a unit sphere centred 1
     * beyond the face x = 1.5 touches it. Off the turned box's face u0 by r + 0.001 it does not. */
    isect_obb flipped = isect_obb_from_quat(s.box_c, s.box_e, half_turn);
    isect_sphere touching = {{{2.5f, 1, 0}}, 1.0f};
    isect_sphere apart = {glms_vec3_muladds(s.box.u[0], 1.5f + 0.5f + 0.001f, s.box_c), 0.5f};
    sample_expect(ctx, isect_sphere_obb(touching, flipped), "Expected the touching sphere to intersect the box");
    sample_expect(ctx, !isect_sphere_obb(apart, s.box), "Expected the sphere 0.001 off face u0 to not intersect the box");
    for (int i = 0; i < PRESET_COUNT; i++) {
        isect_obb box = presets[i].half_turned ? flipped : s.box;
        sample_expect(ctx, isect_sphere_obb(presets[i].sphere, box) == presets[i].meets,
                      "Expected the sphere of preset '%s' to %s the box", presets[i].name,
                      presets[i].meets ? "intersect" : "not intersect");
    }

    sample_set_view(ctx, (vec3s){{-1.5f, 2.4f, 1.1f}}, 20.0f, 25.0f, 8.5f);
}

/* The "why" for one sphere: its centre in the box's frame, x_i = (c - b.c).u_i, clamped to
 * [-e_i, e_i], which maps back to the closest point q; and the segment c..q. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = s.spheres[i];
    vec3s local, clamped, q = isect_closest_point_obb(sp.c, s.box);
    for (int k = 0; k < 3; k++) {
        local.raw[k] = glms_vec3_dot(glms_vec3_sub(sp.c, s.box.c), s.box.u[k]);
        clamped.raw[k] = glm_clamp(local.raw[k], -s.box.e.raw[k], s.box.e.raw[k]);
    }
    bool hit = isect_sphere_obb(sp, s.box);
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, sp.c, COLOR_NOTE, "c%d", i);
    draw_label(ctx, q, COLOR_NOTE, "q%d", i);
    sample_text(ctx, "sphere %d: dist(c, q) = %.3f %s r = %.3f -> %s", i, glms_vec3_distance(sp.c, q), hit ? "<=" : ">",
                sp.r, hit ? "they meet" : "apart");
    if (i == s.selected)
        sample_text(ctx, "   frame x = (%.2f, %.2f, %.2f) -> (%.2f, %.2f, %.2f)", local.x, local.y, local.z, clamped.x,
                    clamped.y, clamped.z);
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 0.5f);
    bool box_hit = false;
    for (int i = 0; i < SPHERE_COUNT; i++)
        box_hit |= isect_sphere_obb(s.spheres[i], s.box);
    draw_obb(ctx, s.box, box_hit ? COLOR_HIT : COLOR_SHAPE);
    sample_pick_obb(ctx, SPHERE_COUNT, s.box);
    for (int i = 0; i < 3; i++) /* the box's own axes, along which c is clamped */
        draw_label(ctx, glms_vec3_muladds(s.box.u[i], s.box.e.raw[i], s.box.c), COLOR_SHAPE, "u%d", i);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        draw_sphere(ctx, s.spheres[i], isect_sphere_obb(s.spheres[i], s.box) ? COLOR_HIT : COLOR_SHAPE);
        sample_pick_sphere(ctx, i, s.spheres[i]);
        explain(ctx, i);
    }
    draw_marker(ctx, s.selected < SPHERE_COUNT ? s.spheres[s.selected].c : s.box.c, 0.3f);
    sample_text(ctx, "q = b.c + sum clamp(x_i, -e_i, e_i) u_i; dist^2 <= r^2");
}

static void select_shape(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.selected = i;
}

static void translate(sample_ctx *ctx, vec3s delta)
{
    (void)ctx;
    if (s.selected < SPHERE_COUNT) {
        s.spheres[s.selected].c = glms_vec3_add(s.spheres[s.selected].c, delta);
    } else {
        s.box_c = glms_vec3_add(s.box_c, delta);
        rebuild();
    }
}

/* The box is the one shape that turns, so it turns whichever shape is picked. */
static void rotate(sample_ctx *ctx, versors turn)
{
    (void)ctx;
    s.box_q = glms_quat_mul(turn, s.box_q);
    rebuild();
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        select_shape(ctx, (s.selected + 1) % (SPHERE_COUNT + 1));
}

static const char *preset(sample_ctx *ctx, int i)
{
    (void)ctx;
    s.box_c = box_c, s.box_q = presets[i].half_turned ? half_turn : start_q();
    rebuild();
    s.spheres[0] = presets[i].sphere;
    s.selected = 0;
    return presets[i].name;
}

/* The selected sphere against the box, or the box against every sphere. */
static void copy_test(sample_ctx *ctx)
{
    sample_code_obb(ctx, "box", s.box);
    for (int i = 0; i < SPHERE_COUNT; i++) {
        if (s.selected < SPHERE_COUNT && i != s.selected)
            continue;
        char name[16];
        snprintf(name, sizeof name, "sphere%d", i);
        sample_code_sphere(ctx, name, s.spheres[i]);
        sample_code(ctx, "assert(isect_sphere_obb(%s, box) == %s);", name,
                    isect_sphere_obb(s.spheres[i], s.box) ? "true" : "false");
    }
}

const sample sample_sphere_obb = {
    .id = "sphere-obb",
    .shows = "the closest point on the OBB and the line to it",
    .title = "Sphere vs OBB",
    .description = "Express the sphere's centre in the box's frame, clamp each coordinate to "
                   "[-e_i, e_i] and map back: the box's closest point q. The sphere meets the box "
                   "when dist(c, q)^2 <= r^2. Ericson, Real-Time Collision Detection, 5.2.6.",
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
