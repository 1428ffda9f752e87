#include "scene_bounds.h"

#include <math.h>
#include <string.h>

static int points_as_bounds(const vec3s *p, int count, isect_sphere *out)
{
    for (int i = 0; i < count; i++)
        out[i] = (isect_sphere){p[i], 0};
    return count;
}

/* The sphere about the polyhedron's corners, each the meeting point of three face planes
 * (Cramer's rule: x = (d1 (n2 x n3) + d2 (n3 x n1) + d3 (n1 x n2)) / n1.(n2 x n3)) that lies
 * inside the other faces; centred on the polyhedron's centre. */
static isect_sphere polyhedron_bounds(const shape_polyhedron *poly)
{
    const isect_plane *pl = poly->planes;
    float r2 = 0;
    for (int i = 0; i < poly->count; i++)
        for (int j = i + 1; j < poly->count; j++)
            for (int k = j + 1; k < poly->count; k++) {
                vec3s jk = glms_vec3_cross(pl[j].n, pl[k].n), ki = glms_vec3_cross(pl[k].n, pl[i].n),
                      ij = glms_vec3_cross(pl[i].n, pl[j].n);
                float det = glms_vec3_dot(pl[i].n, jk);
                if (fabsf(det) < 1e-6f)
                    continue;
                vec3s sum = glms_vec3_add(glms_vec3_scale(jk, pl[i].d),
                                          glms_vec3_add(glms_vec3_scale(ki, pl[j].d), glms_vec3_scale(ij, pl[k].d)));
                vec3s x = glms_vec3_scale(sum, 1 / det);
                bool inside = true;
                for (int m = 0; m < poly->count && inside; m++)
                    inside = glms_vec3_dot(pl[m].n, x) - pl[m].d <= 1e-4f * (1 + fabsf(pl[m].d));
                if (inside)
                    r2 = fmaxf(r2, glms_vec3_distance2(x, poly->centre));
            }
    return (isect_sphere){poly->centre, sqrtf(r2)};
}

int shape_bounds(const shape *s, vec3s near, isect_sphere *out)
{
    float length = s->size > 0 ? s->size : SHAPE_LINE_LENGTH;
    switch (s->kind) {
    case SHAPE_NONE: return 0;
    case SHAPE_POINT: return points_as_bounds(&s->point, 1, out);
    case SHAPE_SPHERE: out[0] = s->sphere; return 1;
    case SHAPE_AABB:
    case SHAPE_OBB: {
        vec3s c = shape_centre(s), corner[8];
        for (int i = 0; i < 8; i++) {
            vec3s sign = {{i & 1 ? 1.0f : -1.0f, i & 2 ? 1.0f : -1.0f, i & 4 ? 1.0f : -1.0f}};
            if (s->kind == SHAPE_AABB) {
                corner[i] = glms_vec3_add(c, glms_vec3_mul(sign, isect_aabb_extents(s->aabb)));
                continue;
            }
            corner[i] = c;
            for (int a = 0; a < 3; a++)
                corner[i] = glms_vec3_muladds(s->obb.u[a], sign.raw[a] * s->obb.e.raw[a], corner[i]);
        }
        return points_as_bounds(corner, 8, out);
    }
    case SHAPE_PLANE: /* near moved along the normal onto the plane */
        out[0] = (isect_sphere){glms_vec3_muladds(s->plane.n, s->plane.d - glms_vec3_dot(s->plane.n, near), near), 0};
        return 1;
    case SHAPE_LINE: {
        vec3s a = s->segment.a, ab = glms_vec3_sub(s->segment.b, a);
        float t = glms_vec3_dot(ab, ab) > 0 ? glms_vec3_dot(glms_vec3_sub(near, a), ab) / glms_vec3_dot(ab, ab) : 0;
        out[0] = (isect_sphere){glms_vec3_muladds(ab, t, a), 0};
        return 1;
    }
    case SHAPE_CONE:
        out[0] = (isect_sphere){s->cone.tip, 0};
        out[1] = (isect_sphere){glms_vec3_muladds(s->cone.axis, s->cone.height, s->cone.tip), s->cone.radius};
        return 2;
    case SHAPE_SEGMENT: return points_as_bounds(&s->segment.a, 2, out);
    case SHAPE_RAY:
        out[0] = (isect_sphere){s->ray.p, 0};
        out[1] = (isect_sphere){glms_vec3_muladds(s->ray.d, length, s->ray.p), 0};
        return 2;
    case SHAPE_TRIANGLE: return points_as_bounds(&s->triangle.a, 3, out);
    case SHAPE_POLYGON:
    case SHAPE_QUAD: return points_as_bounds(s->polygon.v, s->polygon.count < SHAPE_BOUNDS_MAX ? s->polygon.count : SHAPE_BOUNDS_MAX, out);
    case SHAPE_POLYHEDRON: out[0] = polyhedron_bounds(&s->polyhedron); return 1;
    case SHAPE_CAPSULE:
        out[0] = (isect_sphere){s->capsule.axis.a, s->capsule.r}, out[1] = (isect_sphere){s->capsule.axis.b, s->capsule.r};
        return 2;
    case SHAPE_CYLINDER: /* the spheres at the caps' centres hold the caps' rims */
        out[0] = (isect_sphere){s->cylinder.axis.a, s->cylinder.r}, out[1] = (isect_sphere){s->cylinder.axis.b, s->cylinder.r};
        return 2;
    }
    return 0;
}

static bool unbounded(shape_kind kind)
{
    return kind == SHAPE_PLANE || kind == SHAPE_LINE;
}

static bool named(const char *name, const char *const *names, int count)
{
    for (int i = 0; i < count; i++)
        if (names[i] && strcmp(names[i], name) == 0)
            return true;
    return false;
}

/* Whether shapes a and b are a pair of the scene, in either order. */
static bool paired(const scene *sc, const char *a, const char *b)
{
    for (int k = 0; k < sc->pair_count; k++) {
        const scene_pair *p = &sc->pairs[k];
        if ((strcmp(p->a, a) == 0 && strcmp(p->b, b) == 0) || (strcmp(p->a, b) == 0 && strcmp(p->b, a) == 0))
            return true;
    }
    return false;
}

/* The shapes in focus, in[i] for shape i; returns how many shapes the scene has: those named;
 * then the partners of each named shape that has none among them (a preset that sets a sphere
 * and the floor it rests on is about that pair, not about every sphere on the floor). In a
 * scene with no pairs, F on one shape frames them all; a preset, only what it sets. */
static int focus_set(const scene *sc, const char *const *names, int name_count, bool *in)
{
    int count = sc->count < SCENE_MAX_SHAPES ? sc->count : SCENE_MAX_SHAPES;
    bool named_here[SCENE_MAX_SHAPES] = {false};
    for (int i = 0; i < count; i++)
        in[i] = named_here[i] = named(sc->shapes[i].name, names, name_count) || (sc->pair_count == 0 && name_count < 2 && !sc->applied);
    for (int i = 0; i < count; i++) {
        bool has_partner = false;
        for (int j = 0; j < count && named_here[i]; j++)
            has_partner = has_partner || (named_here[j] && paired(sc, sc->shapes[i].name, sc->shapes[j].name));
        for (int j = 0; j < count && named_here[i] && !has_partner; j++)
            in[j] = in[j] || paired(sc, sc->shapes[i].name, sc->shapes[j].name);
    }
    return count;
}

bool scene_focus_flat_normal(const scene *sc, const char *const *names, int name_count, vec3s *normal)
{
    bool in[SCENE_MAX_SHAPES] = {false};
    int count = focus_set(sc, names, name_count, in);
    for (int i = 0; i < count; i++) {
        const shape *s = &sc->shapes[i];
        vec3s n = GLMS_VEC3_ZERO_INIT;
        if (!in[i])
            continue;
        if (s->kind == SHAPE_PLANE)
            n = s->plane.n;
        else if (s->kind == SHAPE_TRIANGLE)
            n = glms_vec3_cross(glms_vec3_sub(s->triangle.b, s->triangle.a), glms_vec3_sub(s->triangle.c, s->triangle.a));
        else if (s->kind == SHAPE_POLYGON || s->kind == SHAPE_QUAD)
            for (int k = 1; k + 1 < s->polygon.count; k++) /* the fan's area vectors: Newell's normal */
                n = glms_vec3_add(n, glms_vec3_cross(glms_vec3_sub(s->polygon.v[k], s->polygon.v[0]),
                                                     glms_vec3_sub(s->polygon.v[k + 1], s->polygon.v[0])));
        if (glms_vec3_norm2(n) > 0) {
            *normal = glms_vec3_normalize(n);
            return true;
        }
    }
    return false;
}

bool scene_focus_motion(const scene *sc, const char *const *names, int name_count, vec3s *motion)
{
    bool in[SCENE_MAX_SHAPES] = {false};
    int count = focus_set(sc, names, name_count, in);
    for (int i = 0; i < count; i++)
        if (in[i] && sc->shapes[i].moves && glms_vec3_norm2(sc->shapes[i].motion) > 0) {
            *motion = sc->shapes[i].motion;
            return true;
        }
    return false;
}

int scene_focus_bounds(const scene *sc, const char *const *names, int name_count, isect_sphere *out)
{
    bool in[SCENE_MAX_SHAPES] = {false};
    int count = focus_set(sc, names, name_count, in);
    /* The bounded ones first, both ends of a motion; then the middle of those for the rest. */
    int n = 0;
    vec3s sum = GLMS_VEC3_ZERO_INIT;
    for (int i = 0; i < count; i++) {
        const shape *s = &sc->shapes[i];
        if (!in[i] || unbounded(s->kind))
            continue;
        shape end = shape_at_time(s, 1);
        int first = n;
        n += shape_bounds(s, sum, out + n); /* near means nothing to a bounded shape */
        if (s->moves)
            n += shape_bounds(&end, sum, out + n);
        for (int k = first; k < n; k++)
            sum = glms_vec3_add(sum, out[k].c);
    }
    int bounded = n;
    vec3s middle = bounded ? glms_vec3_divs(sum, (float)bounded) : (vec3s)GLMS_VEC3_ZERO_INIT;
    for (int i = 0; i < count; i++) {
        const shape *s = &sc->shapes[i];
        if (!in[i] || !unbounded(s->kind))
            continue;
        if (bounded == 0) { /* only planes and lines: the part of each that is drawn */
            float length = s->size > 0 ? s->size : SHAPE_LINE_LENGTH;
            out[n++] = (isect_sphere){shape_centre(s), s->kind == SHAPE_PLANE ? 0.5f * length : length};
        } else {
            n += shape_bounds(s, middle, out + n);
        }
    }
    return n;
}
