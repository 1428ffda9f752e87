/* The movable rays, segments and lines of the ray samples (ray-sphere, ray-aabb, ray-triangle,
 * line-triangle, line-quad, ray-polyhedron). Each item is a start point, a base direction and
 * a turn: a ray runs from start along the turned unit direction, a segment from start to
 * start + direction, and a line through p = start - direction and q = start + direction (so
 * its start is the middle of pq). Items come in that order: rays, then segments, then lines.
 * Besides the items, each sample has one target shape they are tested against, selected as
 * RAY_SET_TARGET: the set handles selecting, moving and turning items, the sample its target.
 * No GL here. */
#ifndef ISECT_RAY_SET_H
#define ISECT_RAY_SET_H

#include "sample.h"

#define RAY_SET_MAX 8
#define RAY_SET_TARGET RAY_SET_MAX /* the pick index and selection of the sample's target shape */

typedef enum ray_kind { RAY_KIND_RAY, RAY_KIND_SEGMENT, RAY_KIND_LINE } ray_kind;

typedef struct ray_set {
    int count, rays, segments; /* items [0, rays) are rays, then segments, then lines */
    vec3s start[RAY_SET_MAX], dir[RAY_SET_MAX];
    versors turn[RAY_SET_MAX];
    int selected; /* an item or RAY_SET_TARGET */
    int item;     /* the item explained and copied: the last one selected */
} ray_set;

/* The sample's verdict for item i, from the library; h (may be NULL) gets the hit point. */
typedef bool ray_set_test(int i, isect_hit *h);

/* items[i] = {start x, y, z, direction x, y, z}; ray directions are normalised. */
void ray_set_init(ray_set *set, const float (*items)[6], int rays, int segments, int lines);
/* Puts item = {start, direction} into the first item of its kind and selects it (a preset). */
void ray_set_place(ray_set *set, ray_kind kind, const float item[6]);
ray_kind ray_set_kind(const ray_set *set, int i);
const char *ray_set_name(const ray_set *set, int i); /* "ray", "segment" or "line" */
/* The turned direction: unit for a ray, b - a for a segment, (q - p) / 2 for a line. */
vec3s ray_set_dir(const ray_set *set, int i);
/* Item i as a ray from its start (a segment's: toward b, unit direction). */
isect_ray ray_set_ray(const ray_set *set, int i);
/* Item i as a segment: a..b, or a line's p..q. */
isect_segment ray_set_segment(const ray_set *set, int i);

/* One start-up check per item: "Expected ray 2 to not intersect the <target>". */
void ray_set_expect(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const bool *expected,
                    const char *target);
/* The check of a preset on the selected item, and its t unless t < 0 (a miss, a line, an
 * inexact t): "Expected the ray of preset 'grazing' to intersect the sphere at t = 4". */
void ray_set_expect_preset(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const char *preset,
                           bool hits, float t, const char *target);
/* Draws every item red when it hits, blue when not (rays and lines length long), a yellow dot
 * where each hits, and the selected item's marker. Returns whether any item hits. */
bool ray_set_draw(sample_ctx *ctx, const ray_set *set, ray_set_test *test, float length);

/* Interaction: every item is picked by its centre (a ray's start, a segment's or line's
 * middle), which is also where it turns about. select takes an item or RAY_SET_TARGET; Tab
 * steps through the items and then the target. translate and rotate move the selected item and
 * return false when the target is selected, for the sample to move it. */
void ray_set_pick(sample_ctx *ctx, const ray_set *set);
void ray_set_select(ray_set *set, int shape);
bool ray_set_key(ray_set *set, int key);
bool ray_set_translate(ray_set *set, vec3s delta);
bool ray_set_rotate(ray_set *set, versors turn);

/* copy_test for the item the sample explains: its declaration, `isect_hit hit;`, and
 * assert(isect_<kind>_<shape>(<item>, <args>, &hit) == verdict), plus the hit t when it is a
 * short decimal (exact). args names the target as the sample declared it ("sphere"). */
void ray_set_code(sample_ctx *ctx, const ray_set *set, ray_set_test *test, const char *shape, const char *args);

#endif
