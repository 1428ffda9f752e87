/* What the ray samples (ray-sphere, ray-aabb, ray-triangle, line-triangle, line-quad,
 * ray-polyhedron, ray-capsule, ray-cylinder) share: a scene of items (rays, segments and lines:
 * SHAPE_RAY, SHAPE_SEGMENT, SHAPE_LINE through segment.a and .b) followed by the one target each
 * item is tested against with the library's test of the two, the presets' verdicts and exact t,
 * copy-as-test's asserts and the drawing of items and hits. The sample keeps its "why"
 * (explain). No GL here. */
#ifndef ISECT_RAY_DRAW_H
#define ISECT_RAY_DRAW_H

#include "sample.h"

typedef struct ray_target {
    int items;          /* shapes 0 .. items-1 are the items, shape items the target */
    const char *kind;   /* the target in the library's names: "sphere" as in isect_ray_sphere */
    const char *args;   /* the target's arguments in copy-as-test; NULL: its name */
    float length;       /* how long rays and lines are drawn */
    bool draws_target;  /* the sample draws the target itself (ray_draw_scene leaves it out) */
    void (*explain)(sample_ctx *ctx, int item); /* the "why" of one item, for ray_draw_render */
} ray_target;

/* initialize's part: hands the scene over (start copied into shapes, rays' d made unit, so
 * tables can write them as they read; a preset's d is set as written and must be unit) with
 * its presets and copy-as-test. Each preset sets the target and one item, which it selects;
 * its verdict is that item's hit, and where t[k] >= 0 (t may be NULL) the hit must be at
 * exactly t[k]. expected[i] is item i's verdict in the start scene. All are start-up checks:
 * "Expected ray 2 to not intersect the sphere". */
void ray_draw_start(sample_ctx *ctx, const ray_target *target, shape *shapes, const shape *start,
                    const scene_preset *presets, int preset_count, const float *t, const bool *expected);

/* Whether item i of shapes hits the target, by the library's test of the two (isect_ray_triangle
 * for a ray, isect_segment_triangle for a segment, isect_line_triangle for a line: the table of
 * src/viewer/scene_tests.c); h (may be NULL) gets the hit, a line's only its point. */
bool ray_draw_hit(const shape *shapes, int i, isect_hit *h);

/* render's part: draws every item red when it hits, blue when not, a yellow dot where each
 * hits, the target (red when any item hits it) and the selection. Returns the item to explain:
 * the selected one, or while the target is selected the last item that was. */
int ray_draw_scene(sample_ctx *ctx);

/* A whole render for a sample whose "why" is the target's explain: the scene
 * (ray_draw_scene) and the explanation of the item it returns. */
void ray_draw_render(sample_ctx *ctx);

/* Whether any item the preset on screen decides (every item, in the start scene) hits the target now. */
bool ray_draw_any_hits(const sample_ctx *ctx);

/* Where a line whose side products u, v, w against edges bc, ca, ab (Ericson 5.3.4) are of one
 * sign, not all 0, passes: "inside every edge", "on edge bc" (one is 0) or "through corner c"
 * (two are 0: the corner the two edges share). */
const char *ray_draw_passage(double u, double v, double w);

#endif
