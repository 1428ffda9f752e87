/* The framework's side of the sample context: the running sample, its check results, the
 * frame's draw list and the starting view it asked for. Samples see only the opaque type. */
#ifndef ISECT_SAMPLE_CTX_H
#define ISECT_SAMPLE_CTX_H

#include "camera.h"
#include "draw_list.h"
#include "pick.h"
#include "sample.h"
#include "sat_strip.h"

#define SAMPLE_MAX_FAILURES 16
#define SAMPLE_MESSAGE_SIZE 160
#define SAMPLE_TEXT_LINES 8

#include <stddef.h>

struct sample_ctx {
    const sample *sample;
    int checks, failures;
    char failure[SAMPLE_MAX_FAILURES][SAMPLE_MESSAGE_SIZE]; /* the first failures, for the HUD */
    draw_list *draw;       /* NULL in --check: render is never called there */
    camera_view view;      /* the starting view the sample chose */
    camera_view camera;    /* the camera now, for movement relative to the view */
    char text[SAMPLE_TEXT_LINES][SAMPLE_MESSAGE_SIZE]; /* this frame's sample_text lines */
    int text_count;
    bool quiet;            /* don't log failures (the caller reports them itself) */
    pick_list picks;       /* this frame's pickable shapes */
    float frame_ms, upload_ms; /* the last frame's figures (sample_frame_ms), set by app.c */
    char code[8192];       /* the C test copy_test writes */
    size_t code_length;
    scene scene;           /* the shapes handed over with sample_scene; none: shapes == NULL */
    void (*copy_test)(sample_ctx *ctx); /* sample_copy_test */
    sample_trace_fn *trace; /* sample_trace_by: trace mode's run, when not the selected pair's test */
    sat_strip strip;       /* this frame's SAT strip (sample_draw_sat_strip); none: count == 0 */
};

/* Starts sample s: resets the checks and the view, applies the scene its descriptor declares
 * (sample_declared_scene), then runs its initialize. */
void sample_ctx_start(sample_ctx *ctx, const sample *s);
/* Runs the sample's shutdown, if it has one. */
void sample_ctx_stop(sample_ctx *ctx);

/* What input does to the sample (sample_scene.c): through its scene when it handed one over,
 * else through its own callbacks. The do_ functions return false when the sample has no way
 * to take the action. */
/* The scene s's descriptor declares (.scene, .presets, .test, .impacts, .copy_test), applied in
 * that order as the calls would be. */
void sample_declared_scene(sample_ctx *ctx, const sample *s);
bool sample_has_scene(const sample_ctx *ctx);
void sample_check_presets(sample_ctx *ctx);
void sample_check_pairs(sample_ctx *ctx);
void sample_pick_scene(sample_ctx *ctx);
bool sample_can_select(const sample_ctx *ctx);
void sample_do_select(sample_ctx *ctx, int shape);
bool sample_do_translate(sample_ctx *ctx, vec3s delta);
bool sample_do_rotate(sample_ctx *ctx, versors turn);
void sample_do_key(sample_ctx *ctx, int key);
int sample_preset_count(const sample_ctx *ctx);
const char *sample_do_preset(sample_ctx *ctx, int index);
/* The verdict of the preset on screen on the scene as it stands now (its start-up check's
 * verdict, which is the preset's expected one until a shape moves); false with no preset. */
bool sample_preset_meets(const sample_ctx *ctx);
bool sample_do_copy_test(sample_ctx *ctx);
/* The sample's render, or for a sample that gives explain instead: the origin, the scene and
 * sample_explain_each. */
void sample_render(sample_ctx *ctx);

/* Moving shapes (sample_motion.c): the pick index of shape i's displacement handle is
 * SAMPLE_PICK_MOTION + i; the time on screen advances with each frame not paused and is
 * scrubbed by step (false: the scene has no moving shape). */
#define SAMPLE_PICK_MOTION SCENE_MAX_SHAPES
bool sample_has_motion(const sample_ctx *ctx);
void sample_advance_motion(sample_ctx *ctx, float dt);
bool sample_do_scrub(sample_ctx *ctx, float step);
void sample_pick_motion(sample_ctx *ctx);
/* Whether shape i meets a partner at t = 0 under the scene's moving test. */
bool sample_touches_at_start(const sample_ctx *ctx, int i);
/* Each moving shape's end pose, sweep, arrow, handle and pose at t_now; each pair's pose at its
 * impact with the contact point; a HUD line with t_now and v (from sample_draw_scene). */
void sample_draw_motion(sample_ctx *ctx);

#endif
