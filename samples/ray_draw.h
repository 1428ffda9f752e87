/* What the ray samples (ray-sphere, ray-aabb, ray-triangle, line-triangle, line-quad,
 * ray-polyhedron) draw and check alike. Their scenes start with the items, rays, segments and
 * lines (SHAPE_RAY, SHAPE_SEGMENT, SHAPE_LINE through segment.a and .b), tested each against the
 * one target shape that follows them. The framework moves and turns them all. No GL here. */
#ifndef ISECT_RAY_DRAW_H
#define ISECT_RAY_DRAW_H

#include "sample.h"

/* Scene tables use scene.h's SHAPE_RAY_FROM, SHAPE_SEGMENT_FROM and SHAPE_LINE_THROUGH.
 * ray_draw_unit makes a start scene's d unit; a preset's ray is set as written, so its d must
 * be unit. */

/* The sample's verdict for item i of shapes against its target; h (may be NULL) gets the hit. */
typedef bool ray_draw_test(const shape *shapes, int i, isect_hit *h);

/* Makes every ray's direction unit (isect_ray_from), so tables can write them as they read. */
void ray_draw_unit(shape *shapes, int count);

/* The item explained and copied: the selected one, or while the target is selected the last
 * item that was (kept in *last). */
int ray_draw_item(const sample_ctx *ctx, int items, int *last);

/* One start-up check per item: "Expected ray 2 to not intersect the sphere". */
void ray_draw_expect(sample_ctx *ctx, const shape *shapes, int items, ray_draw_test *test, const bool *expected,
                     const char *target);
/* The exact t of each preset that gives one (t[i] >= 0), beside the framework's check of its
 * verdict: the preset set into a copy of the scene, its item (the shape it selects) must hit at
 * t[i]: "Expected the ray of preset 'grazing' to intersect the sphere at t = 4". */
void ray_draw_expect_t(sample_ctx *ctx, const shape *shapes, int count, const scene_preset *presets,
                       const float *t, int preset_count, ray_draw_test *test, const char *target);

/* Draws every item red when it hits, blue when not (rays and lines length long), a yellow dot
 * where each hits, and the selected shape's marker. Returns whether any item hits. */
bool ray_draw_items(sample_ctx *ctx, const shape *shapes, int items, ray_draw_test *test, float length);

/* The asserts of copy-as-test for item i (the framework declares the shapes): `isect_hit hit;`,
 * assert(isect_<kind>_<shape>(<item>, <args>, &hit) == verdict), and the hit t when it is a
 * short decimal (exact). args names the target as declared ("sphere"). */
void ray_draw_code(sample_ctx *ctx, const shape *shapes, int i, ray_draw_test *test, const char *shape,
                   const char *args);

#endif
