/* The sample interface: what a sample file provides and what it may call.
 *
 * A sample is a table of callbacks around one file-local state struct. The framework calls
 * initialize once (and again on R), then update and render every frame. initialize never needs
 * a GL context: `isect-viewer --check` runs it with no window. Samples never call GL; they
 * draw through draw.h and report through sample_expect. */
#ifndef ISECT_SAMPLE_H
#define ISECT_SAMPLE_H

#include <stdbool.h>
#include <cglm/struct.h>

#include "array_count.h"
#include "draw.h"
#include "hud_number.h"
#include "isect.h"
#include "scene.h"

typedef struct sample_ctx sample_ctx;

/* A sample's scene as data in its descriptor: what initialize would otherwise hand over with
 * sample_scene, sample_presets, sample_test (or sample_test_by), sample_expect_impacts and
 * sample_copy_test. The framework applies each part given, in that order, before initialize. */
typedef struct sample_shapes {
    shape *shapes;      /* the sample's array; the framework changes its shapes in place */
    const shape *start; /* their start values, copied into shapes on every start and R */
    int count;
} sample_shapes;
typedef struct sample_preset_table {
    const scene_preset *presets;
    int count;
    scene_verdict *verdict; /* NULL: the sample's test on the pair the preset sets */
} sample_preset_table;
typedef struct sample_pair_test {
    const char *call;       /* the library function, "isect_aabb_plane"; or NULL and by: */
    scene_test *by;         /* the sample's own test (sample_test_by) */
    const scene_pair *pairs;
    int count;
} sample_pair_test;
typedef struct sample_impacts {
    const float *t;         /* each preset's time of impact, -1: they do not meet */
    int count;
    float tolerance;
} sample_impacts;

/* .scene = SAMPLE_SCENE(shapes, start): both arrays of the scene's size (a shapes array shorter
 * than start does not compile). */
#define SAMPLE_SCENE(SHAPES, START)                                                                \
    {(SHAPES), (START), ARRAY_COUNT(START) + 0 * (int)sizeof(char[ARRAY_COUNT(SHAPES) >= ARRAY_COUNT(START) ? 1 : -1])}
/* .presets = SAMPLE_PRESETS(presets), or SAMPLE_PRESETS_BY(presets, verdict) for a verdict of
 * the sample's own (see sample_presets). */
#define SAMPLE_PRESETS(PRESETS) {(PRESETS), ARRAY_COUNT(PRESETS), NULL}
#define SAMPLE_PRESETS_BY(PRESETS, VERDICT) {(PRESETS), ARRAY_COUNT(PRESETS), (VERDICT)}
/* .test = SAMPLE_TEST("isect_aabb_plane", pairs), or SAMPLE_TEST_BY(test, pairs) with the
 * sample's own scene_test (see sample_test and sample_test_by). */
#define SAMPLE_TEST(CALL, PAIRS) {.call = (CALL), .pairs = (PAIRS), .count = ARRAY_COUNT(PAIRS)}
#define SAMPLE_TEST_BY(TEST, PAIRS) {.by = (TEST), .pairs = (PAIRS), .count = ARRAY_COUNT(PAIRS)}
/* .impacts = SAMPLE_IMPACTS(t, tolerance), t[i] for preset i (see sample_expect_impacts). */
#define SAMPLE_IMPACTS(T, TOLERANCE) {(T), ARRAY_COUNT(T), (TOLERANCE)}

/* Trace mode (G) runs again, with the library's probes recording, the test of the selected
 * pair (sample_test's call). A sample whose test is not a pair's (a ray against its target, a
 * closest-point query) hands trace mode its own run instead: fn calls the library's function
 * once, on the shapes the sample explains now, names it in *call ("isect_ray_sphere") and its
 * two shapes in *a and *b (scene shapes, in its order; NULL where an argument is no shape of
 * the scene), and returns its verdict (true for a query that always answers, as a closest
 * point does). */
typedef bool sample_trace_fn(const sample_ctx *ctx, const char **call, const shape **a, const shape **b);

typedef struct sample {
    const char *id;          /* kebab-case, e.g. "aabb-plane" */
    const char *title;       /* e.g. "AABB vs Plane" */
    const char *description; /* one paragraph: the idea, the formula, the source */
    const char *shows;       /* one line: what it draws beyond red and blue (the README table) */
    const char *keywords;    /* optional: more words the menu's filter finds it by ("SAT") */
    /* The scene as data (above), each part optional; initialize then adds what is particular
     * (the selection, the view, checks of its own). */
    sample_shapes scene;
    sample_preset_table presets;
    sample_pair_test test;
    sample_impacts impacts;
    void (*copy_test)(sample_ctx *ctx); /* see sample_copy_test */
    sample_trace_fn *trace;  /* optional: trace mode's run when the test is not a pair's (above) */
    void (*initialize)(sample_ctx *ctx);
    void (*render)(sample_ctx *ctx);
    /* Or, in place of render: the "why" of one shape. The framework draws the origin and the
     * scene, then calls explain as sample_explain_each does. */
    void (*explain)(sample_ctx *ctx, int shape);
    void (*update)(sample_ctx *ctx, float dt);   /* optional */
    void (*key)(sample_ctx *ctx, int key);       /* optional; GLFW key codes ('A'..'Z' are ASCII) */
    void (*shutdown)(sample_ctx *ctx);           /* optional */
} sample;

/* Hands the sample's shapes to the framework (.scene, or call from initialize): copies start into shapes
 * and selects the first. From then on a click or Tab selects one, W/A/S/D/Q/E and drags move
 * it, Z/X and Ctrl-drags turn it, ',' and '.' set the presets, and C declares every shape by
 * its name. The array stays the sample's; the framework changes its shapes in place. */
void sample_scene(sample_ctx *ctx, shape *shapes, const shape *start, int count);
/* The sample's edge cases, cycled with ',' and '.' (.presets, or after sample_scene):
 * each sets some shapes by name and states the verdict it expects, and each is also a start-up
 * check. The verdict is the sample's test (sample_test) on the pair of the first two shapes the
 * preset sets (on one shape: whether it meets any partner) or, where verdict is not NULL,
 * verdict(shapes, the shape the preset set last). */
void sample_presets(sample_ctx *ctx, const scene_preset *presets, int count, scene_verdict *verdict);
/* The test as a call on two scene shapes (Jolt's InteractivePairs, in data; .test, or
 * after sample_scene): call names the library function ("isect_aabb_plane"; the
 * table of them is src/viewer/scene_tests.c) and pairs lists the shape pairs it relates, in the
 * order it takes them, with their verdicts in the start scene. Each pair is a start-up check,
 * copy-as-test asserts every pair that holds the selected shape, and sample_meets_any tells
 * whether a shape meets any of its partners (red). */
void sample_test(sample_ctx *ctx, const char *call, const scene_pair *pairs, int count);
/* The same with the sample's own test, for a verdict the library has no boolean call for (two
 * segments touching); copy-as-test leaves its asserts to the sample's copy_test. */
void sample_test_by(sample_ctx *ctx, scene_test *test, const scene_pair *pairs, int count);
/* The same as .trace in the descriptor (sample_trace_fn), for a sample that sets its scene up in
 * initialize (the ray samples). */
void sample_trace_by(sample_ctx *ctx, sample_trace_fn *fn);
/* For a test of moving shapes (.impacts, or after sample_test): the time of impact each preset must
 * give, t[i] for preset i (-1: they do not meet), within tolerance; each a start-up check. */
void sample_expect_impacts(sample_ctx *ctx, const float *t, int count, float tolerance);
/* For the explanation of a moving test that found no contact: when the motion v is zero, a HUD
 * line saying so ("v = 0: nothing moves ...") and true, for the moving tests decide v = 0 by
 * their static test alone and compute nothing along a path; else nothing and false. */
bool sample_explain_still(sample_ctx *ctx, vec3s v);
/* The least distance from the segment c .. c + v to the box b, and where along it (*t in [0, 1]):
 * how near a path that finds no contact comes, so its explanation can print the margin (a
 * 0.001 miss). For the HUD only: the distance to a box is convex along a line, so a
 * golden-section search finds its minimum to float precision. */
float sample_path_box_distance(vec3s c, vec3s v, isect_aabb b, float *t);
/* copy-as-test's own asserts (.copy_test, or call from initialize): C writes the test's pairs' asserts, then
 * calls copy_test to add the sample's with sample_code*, and declares first every shape they
 * name. */
void sample_copy_test(sample_ctx *ctx, void (*copy_test)(sample_ctx *ctx));
/* The index of the selected shape of the scene; sample_select selects one (the scene starts on
 * its first shape). */
int sample_selected(const sample_ctx *ctx);
void sample_select(sample_ctx *ctx, int shape);
/* Whether shape i takes part in the preset on screen: one it sets, or, when it sets one shape,
 * a partner of that one; every shape of the start scene does. The others are drawn as ghosts. */
bool sample_in_preset(const sample_ctx *ctx, int i);
/* The first pair of the scene that holds the selected shape and a partner in play (a preset's,
 * not a ghost), in the order the test takes them; false when there is none. */
bool sample_selected_pair(const sample_ctx *ctx, const shape **a, const shape **b);
/* Whether a preset was set (',' or '.') since the start scene (R returns to it). */
bool sample_preset_on(const sample_ctx *ctx);
/* Whether shape i meets any shape it is paired with in the sample's pairs, as it stands now. */
bool sample_meets_any(const sample_ctx *ctx, int i);
/* The colour of shape i's verdict, as the scene draws it (planes aside): COLOR_HIT when it
 * meets a partner (under a moving test: at the start), else COLOR_SHAPE. For its labels. */
vec4s sample_verdict_color(const sample_ctx *ctx, int i);
/* Draws shapes first..last of the scene (inclusive) by their kind: planes in the plane colour,
 * the others red when sample_meets_any, blue when not. */
void sample_draw_shapes(sample_ctx *ctx, int first, int last);
/* Labels shapes first..last of the scene (inclusive) with their names at their centres, each in
 * its verdict colour (sample_verdict_color). */
void sample_label_shapes(sample_ctx *ctx, int first, int last);
/* Draws the whole scene so and marks the selected shape with a cross marker across. A scene
 * with moving shapes (shape.moves) under a moving test (sample_test(ctx, "isect_moving_...")):
 * a shape is red when it meets a partner at the start, and the framework adds for each moving
 * shape its end pose (dim), the outline of its sweep, the displacement arrow with its handle
 * (click or Tab selects it, drags and W/A/S/D/Q/E change v, Z/X turn it), the shape at the time
 * on screen (sample_time) and, for each pair that meets in the step, the moving shapes at the
 * time of impact (red) with the contact point; and a HUD line with t_now and v. */
void sample_draw_scene(sample_ctx *ctx, float marker);
/* Moving shapes' time on screen, t_now in [0, 1]: it plays over 3 s, waits at the first impact
 * and at the end, and J/K scrub it (Alt: finely). */
float sample_time(const sample_ctx *ctx);
/* Contact, for a test with a contact variant (the separating-axis tests and sphere-sphere):
 * for each pair holding the selected shape that overlaps, the push-out of its second shape, an
 * arrow along the contact normal as long as the penetration depth, and a HUD line with both;
 * T moves the selected shape out by it, leaving the pair just touching. */
void sample_draw_contacts(sample_ctx *ctx);
/* The SAT strip (sat_strip.h), for the separating-axis tests obb-obb, aabb-triangle,
 * triangle-triangle and aabb-aabb: for the selected shape and its first partner in play, every
 * candidate axis with both shadows' numbers and the gap or overlap as a bar, the library's first
 * separating axis and contact normal marked; the HUD draws it below the "why". One pair a frame;
 * nothing for a pair of other shapes. */
void sample_draw_sat_strip(sample_ctx *ctx);
/* The "why", one shape at a time: calls explain(ctx, i) for the selected shape i, or, while the
 * shape that every pair of sample_test holds is selected (the plane each box is tested
 * against), for each of its partners. */
void sample_explain_each(sample_ctx *ctx, void (*explain)(sample_ctx *ctx, int shape));
/* The "why" of a pair: fn(ctx, selected, partner) for each shape the selected one is paired
 * with in sample_test's pairs, in their order (sphere A against B, then A against C). */
void sample_each_partner(sample_ctx *ctx, void (*fn)(sample_ctx *ctx, int selected, int partner));

/* Counts one start-up check; when ok is false, logs "<sample-id>: <message>" to stderr and to
 * the on-screen log. */
void sample_expect(sample_ctx *ctx, bool ok, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* A line of text in this frame's HUD, under the description: the quantity the verdict hangs
 * on, e.g. "s = 0.71, r = 1.23, |s| <= r". Call it from render. */
void sample_text(sample_ctx *ctx, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* The framework's figures for the last frame drawn, for samples that show their own cost: its
 * length in ms (one frame start to the next) and the CPU ms spent uploading the instance data of
 * draw_instances. Both 0 before the first frame and in --check. */
float sample_frame_ms(const sample_ctx *ctx);
float sample_upload_ms(const sample_ctx *ctx);

/* Keys a sample may handle: letters are their ASCII capitals ('W'), the rest as GLFW numbers
 * them (app.c checks they agree). */
#define SAMPLE_KEY_TAB 258

/* Keyboard movement of a shape, shared by every sample: W/A/S/D move p by step in the camera's
 * ground plane (forward, left, back, right as seen), Q/E down and up. Returns whether key was
 * one of them. */
bool sample_move(const sample_ctx *ctx, int key, vec3s *p, float step);
/* Z/X turn q by 15 degrees one way or the other about the camera's line of sight, so the shape
 * spins as seen on screen. Returns whether key was Z or X. */
bool sample_rotate(const sample_ctx *ctx, int key, versors *q);

/* Pickable shapes for this frame (call from render): shape is the index select() receives.
 * A point is picked within a small sphere around it. */
void sample_pick_sphere(sample_ctx *ctx, int shape, isect_sphere s);
void sample_pick_aabb(sample_ctx *ctx, int shape, isect_aabb b);
void sample_pick_obb(sample_ctx *ctx, int shape, isect_obb b);
void sample_pick_triangle(sample_ctx *ctx, int shape, isect_triangle t);
void sample_pick_point(sample_ctx *ctx, int shape, vec3s p);
void sample_pick_capsule(sample_ctx *ctx, int shape, isect_capsule c);
void sample_pick_cylinder(sample_ctx *ctx, int shape, isect_cylinder c);

/* One line of the C test that copy_test writes (no newline needed). */
void sample_code(sample_ctx *ctx, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* A declaration of a shape named name with its exact float values (%.9g round-trips), e.g.
 * "isect_aabb box = {{{-2, -2, -2}}, {{-1, -1, -1}}};". */
void sample_code_vec3(sample_ctx *ctx, const char *name, vec3s v);
void sample_code_aabb(sample_ctx *ctx, const char *name, isect_aabb b);
void sample_code_sphere(sample_ctx *ctx, const char *name, isect_sphere s);
void sample_code_plane(sample_ctx *ctx, const char *name, isect_plane p);
void sample_code_obb(sample_ctx *ctx, const char *name, isect_obb b);
void sample_code_ray(sample_ctx *ctx, const char *name, isect_ray r);
void sample_code_segment(sample_ctx *ctx, const char *name, isect_segment s);
void sample_code_capsule(sample_ctx *ctx, const char *name, isect_capsule c);
void sample_code_cylinder(sample_ctx *ctx, const char *name, isect_cylinder c);
void sample_code_triangle(sample_ctx *ctx, const char *name, isect_triangle t);
void sample_code_cone(sample_ctx *ctx, const char *name, isect_cone c);
/* "vec3s name[count] = {...};" and "isect_plane name[count] = {...};" */
void sample_code_points(sample_ctx *ctx, const char *name, const vec3s *points, int count);
void sample_code_planes(sample_ctx *ctx, const char *name, const isect_plane *planes, int count);

/* The starting view: the camera orbits target at distance, yaw about +y and pitch above the
 * horizon, both in degrees. Home returns to it. */
void sample_set_view(sample_ctx *ctx, vec3s target, float yaw_deg, float pitch_deg, float distance);

#endif
