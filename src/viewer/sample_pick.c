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

/* A thin capsule or cylinder is picked as if its radius were at least a point's. */
void sample_pick_capsule(sample_ctx *ctx, int shape, isect_capsule c)
{
    vec3s centre = glms_vec3_lerp(c.axis.a, c.axis.b, 0.5f);
    c.r = fmaxf(c.r, PICK_POINT_RADIUS);
    add(ctx, (pickable){.shape = shape, .kind = PICK_CAPSULE, .capsule = c, .centre = centre,
                        .radius = 0.5f * glms_vec3_distance(c.axis.a, c.axis.b) + c.r});
}

void sample_pick_cylinder(sample_ctx *ctx, int shape, isect_cylinder c)
{
    vec3s centre = glms_vec3_lerp(c.axis.a, c.axis.b, 0.5f);
    c.r = fmaxf(c.r, PICK_POINT_RADIUS);
    add(ctx, (pickable){.shape = shape, .kind = PICK_CYLINDER, .cylinder = c, .centre = centre,
                        .radius = hypotf(0.5f * glms_vec3_distance(c.axis.a, c.axis.b), c.r)});
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
