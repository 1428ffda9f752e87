#include "pick.h"

#include <math.h>

#include "log.h"
#include "sample_ctx.h"

static void add(sample_ctx *ctx, pickable item)
{
    if (ctx->picks.count < PICK_MAX)
        ctx->picks.items[ctx->picks.count++] = item;
    else
        log_error_once("%s: more than %d pickable shapes; the rest cannot be clicked", ctx->sample->id, PICK_MAX);
}

void sample_pick_sphere(sample_ctx *ctx, int shape, isect_sphere s)
{
    add(ctx, (pickable){.shape = shape, .kind = PICK_SPHERE, .sphere = s, .centre = s.c, .radius = s.r});
}

void sample_pick_point(sample_ctx *ctx, int shape, vec3s p)
{
    sample_pick_sphere(ctx, shape, (isect_sphere){p, PICK_POINT_RADIUS});
}

void sample_pick_aabb(sample_ctx *ctx, int shape, isect_aabb b)
{
    vec3s c = isect_aabb_center(b);
    add(ctx, (pickable){.shape = shape, .kind = PICK_AABB, .aabb = b, .centre = c,
                        .radius = glms_vec3_distance(c, b.max)});
}

void sample_pick_obb(sample_ctx *ctx, int shape, isect_obb b)
{
    add(ctx, (pickable){.shape = shape, .kind = PICK_OBB, .obb = b, .centre = b.c, .radius = glms_vec3_norm(b.e)});
}

void sample_pick_triangle(sample_ctx *ctx, int shape, isect_triangle t)
{
    vec3s c = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3.0f);
    float r = fmaxf(glms_vec3_distance(c, t.a), fmaxf(glms_vec3_distance(c, t.b), glms_vec3_distance(c, t.c)));
    add(ctx, (pickable){.shape = shape, .kind = PICK_TRIANGLE, .triangle = t, .centre = c, .radius = r});
}

void sample_pick_plane(sample_ctx *ctx, int shape, isect_plane p, float size)
{
    vec3s corner[4];
    draw_plane_corners(p, size, corner);
    pickable item = {.shape = shape, .kind = PICK_QUAD, .centre = glms_vec3_scale(p.n, p.d), .radius = 0.71f * size};
    for (int i = 0; i < 4; i++)
        item.quad[i] = corner[i];
    add(ctx, item);
}

/* An OBB is an AABB in its own frame: turn the ray into the box's axes, then the slab test. */
static bool ray_obb(isect_ray r, isect_obb b, isect_hit *hit)
{
    vec3s p = glms_vec3_sub(r.p, b.c);
    isect_ray local = {{{glms_vec3_dot(p, b.u[0]), glms_vec3_dot(p, b.u[1]), glms_vec3_dot(p, b.u[2])}},
                       {{glms_vec3_dot(r.d, b.u[0]), glms_vec3_dot(r.d, b.u[1]), glms_vec3_dot(r.d, b.u[2])}}};
    return isect_ray_aabb(local, (isect_aabb){glms_vec3_negate(b.e), b.e}, hit);
}

static bool ray_hits(isect_ray r, const pickable *item, isect_hit *hit)
{
    switch (item->kind) {
    case PICK_SPHERE: return isect_ray_sphere(r, item->sphere, hit);
    case PICK_AABB: return isect_ray_aabb(r, item->aabb, hit);
    case PICK_OBB: return ray_obb(r, item->obb, hit);
    case PICK_TRIANGLE: return isect_ray_triangle(r, item->triangle, hit);
    case PICK_QUAD:
        return isect_ray_triangle(r, (isect_triangle){item->quad[0], item->quad[1], item->quad[2]}, hit) ||
               isect_ray_triangle(r, (isect_triangle){item->quad[0], item->quad[2], item->quad[3]}, hit);
    }
    return false;
}

const pickable *pick_nearest(const pick_list *list, isect_ray ray, float *t)
{
    const pickable *best = NULL;
    float best_t = 0;
    for (int i = 0; i < list->count; i++) {
        isect_hit hit;
        const pickable *item = &list->items[i];
        if (ray_hits(ray, item, &hit) &&
            (!best || item->radius < best->radius || (item->radius == best->radius && hit.t < best_t)))
            best = item, best_t = hit.t;
    }
    if (best && t)
        *t = best_t;
    return best;
}
