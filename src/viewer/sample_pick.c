/* The pickable shapes a sample (or its scene) registers each frame, into the context's pick
 * list: the sample side of picking. Choosing among them is pick.c's. */
#include <math.h>

#include "log.h"
#include "sample_ctx.h"

static void add(sample_ctx *ctx, pickable item)
{
    if (!pick_add(&ctx->picks, item))
        log_error_once("%s: more than %d pickable shapes; the rest cannot be clicked", ctx->sample->id, PICK_MAX);
}

void sample_pick_sphere(sample_ctx *ctx, int shape, isect_sphere s)
{
    add(ctx, (pickable){.shape = shape, .kind = PICK_SPHERE, .sphere = s, .centre = s.c, .radius = s.r});
}

/* Until the library has a ray-capsule test: spheres of the capsule's radius along its axis, no
 * farther apart than that radius, so their union covers all but a shallow rim of it. */
void sample_pick_capsule(sample_ctx *ctx, int shape, isect_capsule c)
{
    float length = glms_vec3_distance(c.axis.a, c.axis.b);
    int n = c.r > 0 ? (int)fminf(8.0f, ceilf(length / c.r) + 1.0f) : 2;
    for (int i = 0; i < n; i++) {
        vec3s p = glms_vec3_lerp(c.axis.a, c.axis.b, n > 1 ? (float)i / (float)(n - 1) : 0.0f);
        sample_pick_sphere(ctx, shape, (isect_sphere){p, fmaxf(c.r, PICK_POINT_RADIUS)});
    }
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
