#include "scene.h"

#include <math.h>
#include <string.h>

static vec3s mean_of(const vec3s *points, int count)
{
    vec3s sum = GLMS_VEC3_ZERO_INIT;
    for (int i = 0; i < count; i++)
        sum = glms_vec3_add(sum, points[i]);
    return glms_vec3_divs(sum, (float)(count > 0 ? count : 1));
}

vec3s shape_centre(const shape *s)
{
    switch (s->kind) {
    case SHAPE_POINT: return s->point;
    case SHAPE_SPHERE: return s->sphere.c;
    case SHAPE_AABB: return isect_aabb_center(s->aabb);
    case SHAPE_OBB: return s->obb.c;
    case SHAPE_PLANE: /* the point nearest the origin, d n / |n|^2 (n of any length) */
        return glms_vec3_norm2(s->plane.n) > 0 ? glms_vec3_scale(s->plane.n, s->plane.d / glms_vec3_norm2(s->plane.n))
                                               : s->plane.n;
    case SHAPE_CONE: return glms_vec3_muladds(s->cone.axis, 0.5f * s->cone.height, s->cone.tip);
    case SHAPE_RAY: return s->ray.p;
    case SHAPE_SEGMENT: case SHAPE_LINE: return glms_vec3_lerp(s->segment.a, s->segment.b, 0.5f);
    case SHAPE_CAPSULE: return glms_vec3_lerp(s->capsule.axis.a, s->capsule.axis.b, 0.5f);
    case SHAPE_CYLINDER: return glms_vec3_lerp(s->cylinder.axis.a, s->cylinder.axis.b, 0.5f);
    case SHAPE_TRIANGLE: return mean_of(&s->triangle.a, 3);
    case SHAPE_POLYGON: case SHAPE_QUAD: return mean_of(s->polygon.v, s->polygon.count);
    case SHAPE_POLYHEDRON: return s->polyhedron.centre;
    case SHAPE_NONE: break;
    }
    return (vec3s)GLMS_VEC3_ZERO_INIT;
}

const char *shape_kind_name(shape_kind kind)
{
    static const char *const names[] = {
        [SHAPE_NONE] = "nothing", [SHAPE_POINT] = "point",       [SHAPE_SPHERE] = "sphere",
        [SHAPE_AABB] = "AABB",    [SHAPE_OBB] = "OBB",           [SHAPE_PLANE] = "plane",
        [SHAPE_CONE] = "cone",    [SHAPE_SEGMENT] = "segment",   [SHAPE_RAY] = "ray",
        [SHAPE_LINE] = "line",    [SHAPE_TRIANGLE] = "triangle", [SHAPE_POLYGON] = "polygon",
        [SHAPE_QUAD] = "quad",    [SHAPE_POLYHEDRON] = "polyhedron",
        [SHAPE_CAPSULE] = "capsule",     [SHAPE_CYLINDER] = "cylinder",
    };
    return names[kind];
}

bool shape_can_turn(shape_kind kind)
{
    return kind != SHAPE_POINT && kind != SHAPE_SPHERE && kind != SHAPE_AABB && kind != SHAPE_NONE;
}

static void shift_points(vec3s *points, int count, vec3s delta)
{
    for (int i = 0; i < count; i++)
        points[i] = glms_vec3_add(points[i], delta);
}

static void turn_points(vec3s *points, int count, vec3s centre, versors turn)
{
    for (int i = 0; i < count; i++)
        points[i] = glms_vec3_add(centre, glms_quat_rotatev(turn, glms_vec3_sub(points[i], centre)));
}

/* A plane dot(n, x) = d moved by delta keeps n; its offset grows by n.delta. */
static void shift_plane(isect_plane *p, vec3s delta)
{
    p->d += glms_vec3_dot(p->n, delta);
}

/* Turning a plane about a point c: n' = turn(n), and c keeps its signed distance from it,
 * so d' = n'.c + (d - n.c). */
static void turn_plane(isect_plane *p, vec3s c, versors turn)
{
    float offset = p->d - glms_vec3_dot(p->n, c);
    p->n = glms_vec3_normalize(glms_quat_rotatev(turn, p->n));
    p->d = glms_vec3_dot(p->n, c) + offset;
}

void shape_translate(shape *s, vec3s delta)
{
    switch (s->kind) {
    case SHAPE_POINT: s->point = glms_vec3_add(s->point, delta); break;
    case SHAPE_SPHERE: s->sphere.c = glms_vec3_add(s->sphere.c, delta); break;
    case SHAPE_AABB: shift_points(&s->aabb.min, 2, delta); break;
    case SHAPE_OBB: s->obb.c = glms_vec3_add(s->obb.c, delta); break;
    case SHAPE_PLANE: shift_plane(&s->plane, delta); break;
    case SHAPE_CONE: s->cone.tip = glms_vec3_add(s->cone.tip, delta); break;
    case SHAPE_RAY: s->ray.p = glms_vec3_add(s->ray.p, delta); break;
    case SHAPE_SEGMENT: case SHAPE_LINE: shift_points(&s->segment.a, 2, delta); break;
    case SHAPE_CAPSULE: shift_points(&s->capsule.axis.a, 2, delta); break;
    case SHAPE_CYLINDER: shift_points(&s->cylinder.axis.a, 2, delta); break;
    case SHAPE_TRIANGLE: shift_points(&s->triangle.a, 3, delta); break;
    case SHAPE_POLYGON: case SHAPE_QUAD: shift_points(s->polygon.v, s->polygon.count, delta); break;
    case SHAPE_POLYHEDRON:
        for (int i = 0; i < s->polyhedron.count; i++)
            shift_plane(&s->polyhedron.planes[i], delta);
        s->polyhedron.centre = glms_vec3_add(s->polyhedron.centre, delta);
        break;
    case SHAPE_NONE: break;
    }
}

shape shape_at_time(const shape *s, float t)
{
    shape moved = *s;
    shape_translate(&moved, glms_vec3_scale(s->motion, t));
    return moved;
}

bool shape_rotate(shape *s, versors turn)
{
    vec3s c = shape_centre(s);
    switch (s->kind) {
    case SHAPE_OBB:
        for (int i = 0; i < 3; i++)
            s->obb.u[i] = glms_vec3_normalize(glms_quat_rotatev(turn, s->obb.u[i]));
        return true;
    case SHAPE_PLANE: turn_plane(&s->plane, c, turn); return true;
    case SHAPE_CONE: /* about its middle, so it spins in place */
        s->cone.axis = glms_vec3_normalize(glms_quat_rotatev(turn, s->cone.axis));
        s->cone.tip = glms_vec3_muladds(s->cone.axis, -0.5f * s->cone.height, c);
        return true;
    case SHAPE_RAY: s->ray.d = glms_vec3_normalize(glms_quat_rotatev(turn, s->ray.d)); return true;
    case SHAPE_SEGMENT: case SHAPE_LINE: turn_points(&s->segment.a, 2, c, turn); return true;
    case SHAPE_CAPSULE: turn_points(&s->capsule.axis.a, 2, c, turn); return true;
    case SHAPE_CYLINDER: turn_points(&s->cylinder.axis.a, 2, c, turn); return true;
    case SHAPE_TRIANGLE: turn_points(&s->triangle.a, 3, c, turn); return true;
    case SHAPE_POLYGON: case SHAPE_QUAD: turn_points(s->polygon.v, s->polygon.count, c, turn); return true;
    case SHAPE_POLYHEDRON:
        for (int i = 0; i < s->polyhedron.count; i++)
            turn_plane(&s->polyhedron.planes[i], c, turn);
        return true;
    case SHAPE_POINT: case SHAPE_SPHERE: case SHAPE_AABB: case SHAPE_NONE: break;
    }
    return false;
}

bool obb_axes_are(isect_obb b, versors q)
{
    isect_obb want = isect_obb_from_quat(b.c, b.e, q);
    float off = 0;
    for (int i = 0; i < 3; i++)
        off = fmaxf(off, glms_vec3_distance(b.u[i], want.u[i]));
    return off <= 1e-6f;
}

shape *scene_find(const scene *sc, const char *name)
{
    for (int i = 0; i < sc->count; i++)
        if (strcmp(sc->shapes[i].name, name) == 0)
            return &sc->shapes[i];
    return NULL;
}

bool scene_apply_preset(scene *sc, const scene_preset *preset)
{
    for (int k = 0; k < SCENE_PRESET_SHAPES && preset->set[k].kind != SHAPE_NONE; k++) {
        shape *target = scene_find(sc, preset->set[k].name);
        if (!target || target->kind != preset->set[k].kind)
            return false;
        float size = target->size;
        bool moves = target->moves; /* a moving shape keeps its handle, also set to v = 0 */
        *target = preset->set[k];
        if (!(target->size > 0))
            target->size = size; /* a preset need not repeat the drawn size */
        target->moves = target->moves || moves;
        sc->selected = (int)(target - sc->shapes), sc->turn_refused = false, sc->motion_selected = false;
    }
    sc->t_now = 0, sc->hold = 0; /* the motion replays from its start */
    return true;
}
