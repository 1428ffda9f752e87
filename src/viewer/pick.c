#include "pick.h"

bool pick_add(pick_list *list, pickable item)
{
    if (list->count == PICK_MAX)
        return false;
    list->items[list->count++] = item;
    return true;
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
    case PICK_CAPSULE: return isect_ray_capsule(r, item->capsule, hit);
    case PICK_CYLINDER: return isect_ray_cylinder(r, item->cylinder, hit);
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
