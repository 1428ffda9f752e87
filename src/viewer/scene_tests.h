/* The library's tests of two shapes, by name: what a sample's sample_test(ctx, "isect_aabb_plane",
 * ...) runs on its pairs, and how copy-as-test writes the call. One table for every sample, so
 * a sample names the test it teaches instead of wrapping it. */
#ifndef ISECT_SCENE_TESTS_H
#define ISECT_SCENE_TESTS_H

#include "scene.h"

/* The library's test named call; NULL when the table has none. */
const scene_library_test *scene_library_test_named(const char *call);
/* A test of moving shapes named call, with what its motion adds; NULL for any other call. */
typedef struct scene_moving_test {
    scene_library_test test;
    scene_motion motion;
} scene_moving_test;
const scene_moving_test *scene_moving_test_named(const char *call);
/* A ray test of the library named call ("isect_ray_aabb", "isect_segment_sphere",
 * "isect_line_triangle") on an item and its target, with the hit (h may be NULL; a line's gives
 * only the point); NULL when the table has none. */
typedef bool scene_hit_test(const shape *item, const shape *target, isect_hit *h);
scene_hit_test *scene_hit_test_named(const char *call);
/* A shape as copy-as-test passes it: its name, and for a polygon its name and corner count;
 * one that moves in the call (scene_library_test.moves) its name and "<name>_v". */
void scene_code_argument(const shape *s, bool moves, char *out, size_t size);

#endif
