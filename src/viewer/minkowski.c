/* The Minkowski difference of two scene shapes (minkowski.h): the set, whether it holds the
 * origin, how far the origin is, and where the relative motion's segment enters it. Each from
 * the set's own geometry (Ericson 3.11, 5.5), never from the library's verdict on the pair. */
#include "minkowski.h"

#include <math.h>

bool minkowski_applies(shape_kind a, shape_kind b)
{
    return (a == SHAPE_SPHERE && (b == SHAPE_SPHERE || b == SHAPE_AABB)) || (a == SHAPE_AABB && b == SHAPE_AABB) ||
           (a == SHAPE_OBB && b == SHAPE_OBB);
}

/* The 8 corners of box b: c + sum ±e_i u_i. */
static void obb_corners(isect_obb b, vec3s out[8])
{
    for (int k = 0; k < 8; k++) {
        vec3s p = b.c;
        for (int axis = 0; axis < 3; axis++)
            p = glms_vec3_muladds(b.u[axis], (k >> axis & 1 ? 1.0f : -1.0f) * b.e.raw[axis], p);
        out[k] = p;
    }
}

minkowski_diff minkowski_of(const shape *a, const shape *b)
{
    minkowski_diff d = {.kind = MINKOWSKI_NONE};
    if (!minkowski_applies(a->kind, b->kind))
        return d;
    if (a->kind == SHAPE_SPHERE && b->kind == SHAPE_SPHERE) {
        d.kind = MINKOWSKI_SPHERE;
        d.sphere = (isect_sphere){glms_vec3_sub(a->sphere.c, b->sphere.c), a->sphere.r + b->sphere.r};
    } else if (a->kind == SHAPE_AABB) { /* the least a − b is a.min − b.max on every axis */
        d.kind = MINKOWSKI_BOX;
        d.box = (isect_aabb){glms_vec3_sub(a->aabb.min, b->aabb.max), glms_vec3_sub(a->aabb.max, b->aabb.min)};
    } else if (a->kind == SHAPE_SPHERE) { /* {c + s − b}: the box c − B, every point grown by r */
        d.kind = MINKOWSKI_ROUNDED;
        d.box = (isect_aabb){glms_vec3_sub(a->sphere.c, b->aabb.max), glms_vec3_sub(a->sphere.c, b->aabb.min)};
        d.sphere = (isect_sphere){glms_vec3_lerp(d.box.min, d.box.max, 0.5f), a->sphere.r};
    } else { /* convex polytopes: the hull of their vertices' differences */
        vec3s ca[8], cb[8], diffs[MINKOWSKI_POINTS];
        obb_corners(a->obb, ca), obb_corners(b->obb, cb);
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++)
                diffs[8 * i + j] = glms_vec3_sub(ca[i], cb[j]);
        d.kind = MINKOWSKI_HULL;
        minkowski_hull_of(diffs, MINKOWSKI_POINTS, &d.hull);
    }
    return d;
}

/* The origin's distance from box b (0 inside): its offset from its clamp into b. */
static float origin_to_box(isect_aabb b)
{
    vec3s o = GLMS_VEC3_ZERO_INIT;
    vec3s clamped = glms_vec3_maxv(b.min, glms_vec3_minv(o, b.max));
    return glms_vec3_norm(clamped);
}

bool minkowski_holds_origin(const minkowski_diff *d)
{
    switch (d->kind) {
    case MINKOWSKI_SPHERE: return glms_vec3_dot(d->sphere.c, d->sphere.c) <= d->sphere.r * d->sphere.r;
    case MINKOWSKI_BOX: return origin_to_box(d->box) == 0;
    case MINKOWSKI_ROUNDED: return origin_to_box(d->box) <= d->sphere.r;
    case MINKOWSKI_HULL: /* on the inner side of every face: n·0 <= d */
        for (int f = 0; f < d->hull.face_count; f++)
            if (!(0 <= d->hull.planes[f].d + d->hull.eps))
                return false;
        return d->hull.face_count > 0;
    case MINKOWSKI_NONE: break;
    }
    return false;
}

/* p moved toward the origin by r (a sphere's or a rounded box's surface over its core). */
static vec3s toward_origin(vec3s p, float r)
{
    float length = glms_vec3_norm(p);
    return length > 0 ? glms_vec3_scale(p, fmaxf(length - r, 0) / length) : p;
}

float minkowski_distance(const minkowski_diff *d, vec3s *q)
{
    vec3s o = GLMS_VEC3_ZERO_INIT, at = o;
    float distance = NAN;
    if (minkowski_holds_origin(d)) {
        distance = 0;
    } else if (d->kind == MINKOWSKI_SPHERE) {
        at = toward_origin(d->sphere.c, d->sphere.r), distance = glms_vec3_norm(d->sphere.c) - d->sphere.r;
    } else if (d->kind == MINKOWSKI_BOX || d->kind == MINKOWSKI_ROUNDED) {
        float r = d->kind == MINKOWSKI_ROUNDED ? d->sphere.r : 0;
        at = toward_origin(glms_vec3_maxv(d->box.min, glms_vec3_minv(o, d->box.max)), r);
        distance = origin_to_box(d->box) - r;
    } else if (d->kind == MINKOWSKI_HULL && d->hull.face_count > 0) {
        distance = sqrtf(isect_closest_point_polyhedron(o, d->hull.planes, d->hull.face_count, &at));
    }
    if (q)
        *q = at;
    return distance;
}

/* The segment −t v, t in [0, 1], clipped by the half-space n·x <= h (Cyrus-Beck): narrows
 * [*t0, *t1]; false when nothing is left. */
static bool clip(vec3s n, float h, vec3s v, float *t0, float *t1)
{
    float rate = -glms_vec3_dot(n, v); /* n·x(t) = rate t */
    if (rate == 0)
        return 0 <= h;
    float t = h / rate;
    if (rate > 0)
        *t1 = fminf(*t1, t);
    else
        *t0 = fmaxf(*t0, t);
    return *t0 <= *t1;
}

/* The path's distance from the rounded box's core at t, minus its radius: convex in t. */
static float rounded_gap(const minkowski_diff *d, vec3s v, float t)
{
    isect_aabb moved = {glms_vec3_muladds(v, t, d->box.min), glms_vec3_muladds(v, t, d->box.max)};
    return origin_to_box(moved) - d->sphere.r; /* −t v against the box = the origin against box + t v */
}

float minkowski_entry(const minkowski_diff *d, vec3s v)
{
    if (minkowski_holds_origin(d))
        return 0;
    float t0 = 0, t1 = 1;
    switch (d->kind) {
    case MINKOWSKI_SPHERE: { /* |s + t v| = r, the smaller root (5.5.5) */
        vec3s s = d->sphere.c;
        float a = glms_vec3_dot(v, v), b = glms_vec3_dot(s, v), c = glms_vec3_dot(s, s) - d->sphere.r * d->sphere.r;
        float disc = b * b - a * c;
        if (b >= 0 || disc < 0)
            return -1;
        float t = (-b - sqrtf(disc)) / a;
        return t <= 1 ? t : -1;
    }
    case MINKOWSKI_BOX: /* the slab test, three pairs of faces */
        for (int k = 0; k < 3; k++) {
            vec3s n = GLMS_VEC3_ZERO_INIT;
            n.raw[k] = 1;
            if (!clip(n, d->box.max.raw[k], v, &t0, &t1) || !clip(glms_vec3_negate(n), -d->box.min.raw[k], v, &t0, &t1))
                return -1;
        }
        return t0;
    case MINKOWSKI_HULL:
        for (int f = 0; f < d->hull.face_count; f++)
            if (!clip(d->hull.planes[f].n, d->hull.planes[f].d + d->hull.eps, v, &t0, &t1))
                return -1;
        return d->hull.face_count > 0 ? t0 : -1;
    case MINKOWSKI_ROUNDED: { /* the gap is convex along the path: find its least, then bisect */
        /* A grazing path touches at one point, where the search lands only to within rounding:
         * 1e-6 of the coordinates counts as touching. */
        isect_aabb far = minkowski_bounds(d);
        float slack = 1e-6f * fmaxf(glms_vec3_max(glms_vec3_abs(far.min)), glms_vec3_max(glms_vec3_abs(far.max)));
        float lo = 0, hi = 1;
        for (int i = 0; i < 80; i++) { /* golden-section search for the least gap */
            float m1 = hi - 0.618034f * (hi - lo), m2 = lo + 0.618034f * (hi - lo);
            if (rounded_gap(d, v, m1) <= rounded_gap(d, v, m2))
                hi = m2;
            else
                lo = m1;
        }
        float least = rounded_gap(d, v, 1) <= slack ? 1 : 0.5f * (lo + hi);
        if (rounded_gap(d, v, least) > slack)
            return -1;
        lo = 0, hi = least; /* gap(lo) > 0 >= gap(hi), decreasing between */
        for (int i = 0; i < 60; i++) {
            float m = 0.5f * (lo + hi);
            if (rounded_gap(d, v, m) <= slack)
                hi = m;
            else
                lo = m;
        }
        return hi;
    }
    case MINKOWSKI_NONE: break;
    }
    return -1;
}

isect_aabb minkowski_bounds(const minkowski_diff *d)
{
    vec3s r;
    switch (d->kind) {
    case MINKOWSKI_SPHERE:
        r = glms_vec3_broadcast(d->sphere.r);
        return (isect_aabb){glms_vec3_sub(d->sphere.c, r), glms_vec3_add(d->sphere.c, r)};
    case MINKOWSKI_ROUNDED:
        r = glms_vec3_broadcast(d->sphere.r);
        return (isect_aabb){glms_vec3_sub(d->box.min, r), glms_vec3_add(d->box.max, r)};
    case MINKOWSKI_BOX: return d->box;
    case MINKOWSKI_HULL: {
        isect_aabb b = {glms_vec3_broadcast(INFINITY), glms_vec3_broadcast(-INFINITY)};
        for (int f = 0; f < d->hull.face_count; f++)
            for (int k = 0; k < d->hull.corner_count[f]; k++)
                b.min = glms_vec3_minv(b.min, d->hull.corners[f][k]), b.max = glms_vec3_maxv(b.max, d->hull.corners[f][k]);
        return b;
    }
    case MINKOWSKI_NONE: break;
    }
    return (isect_aabb){GLMS_VEC3_ZERO_INIT, GLMS_VEC3_ZERO_INIT};
}
