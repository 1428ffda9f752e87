/* Drawing a scene shape by its kind: the one place that knows how each kind of shape looks, so
 * that a new kind is drawn everywhere once it is drawn here. */
#include "draw.h"
#include "draw_fill.h"
#include "sample_ctx.h"

#include <math.h>
#include <string.h>

#define CONE_RIM_SEGMENTS 32

void draw_cone(sample_ctx *ctx, isect_cone c, vec4s color)
{
    vec3s u = draw_perpendicular(c.axis), w = glms_vec3_cross(c.axis, u);
    vec3s base = glms_vec3_muladds(c.axis, c.height, c.tip), prev = glms_vec3_muladds(u, c.radius, base);
    for (int i = 1; i <= CONE_RIM_SEGMENTS; i++) {
        float t = 2 * GLM_PIf * (float)i / CONE_RIM_SEGMENTS;
        vec3s p = glms_vec3_muladds(w, c.radius * sinf(t), glms_vec3_muladds(u, c.radius * cosf(t), base));
        draw_line(ctx, prev, p, color);
        if (i % 4 == 0)
            draw_line(ctx, c.tip, p, color);
        prev = p;
    }
    draw_line(ctx, c.tip, base, color);
    if (fill_wanted(color))
        fill_tube(ctx, c.tip, base, 0.0f, c.radius, true, color);
}

/* Keeps the part of convex polygon v (count corners) where n.x <= d, in place (Sutherland and
 * Hodgman's clip against one plane); returns the new count, at most count + 1. */
static int clip_polygon(vec3s *v, int count, isect_plane p)
{
    vec3s out[SHAPE_MAX_PLANES + 4];
    int n = 0;
    for (int i = 0; i < count; i++) {
        vec3s a = v[i], b = v[(i + 1) % count];
        float da = glms_vec3_dot(p.n, a) - p.d, db = glms_vec3_dot(p.n, b) - p.d;
        if (da <= 0)
            out[n++] = a;
        if ((da < 0 && db > 0) || (da > 0 && db < 0)) /* the edge crosses: keep where it does */
            out[n++] = glms_vec3_lerp(a, b, da / (da - db));
    }
    for (int i = 0; i < n; i++)
        v[i] = out[i];
    return n;
}

/* Each face's surface: a large square on its plane clipped by every other face. */
static void fill_polyhedron(sample_ctx *ctx, const isect_plane *planes, int count, vec4s color)
{
    for (int i = 0; i < count; i++) {
        vec3s face[SHAPE_MAX_PLANES + 4];
        draw_plane_corners(planes[i], 100.0f, face);
        int n = 4;
        for (int j = 0; j < count && n >= 3; j++)
            if (j != i)
                n = clip_polygon(face, n, planes[j]);
        if (n >= 3)
            fill_polygon(ctx, face, n, color);
    }
}

/* Each edge is where two face planes meet (the line through the point on both nearest the
 * origin, along n_i x n_j: Ericson 5.4.4), clipped to the other faces' halfspaces with the
 * library's Cyrus-Beck span (5.3.8). */
void draw_polyhedron(sample_ctx *ctx, const isect_plane *planes, int count, vec4s color, int noted_a, int noted_b)
{
    isect_plane rest[SHAPE_MAX_PLANES];
    if (count > SHAPE_MAX_PLANES)
        return;
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++) {
            isect_plane a = planes[i], b = planes[j];
            vec3s u = glms_vec3_cross(a.n, b.n);
            float uu = glms_vec3_dot(u, u);
            if (uu < 1e-6f)
                continue; /* parallel faces share no edge */
            vec3s p = glms_vec3_scale(glms_vec3_cross(glms_vec3_sub(glms_vec3_scale(b.n, a.d), glms_vec3_scale(a.n, b.d)), u), 1 / uu);
            int n = 0;
            for (int k = 0; k < count; k++)
                if (k != i && k != j)
                    rest[n++] = planes[k];
            isect_ray line = isect_ray_from(glms_vec3_muladds(glms_vec3_normalize(u), -100, p), u);
            float t0, t1;
            if (isect_ray_polyhedron_span(line, rest, n, &t0, &t1) && t1 - t0 > 1e-4f) {
                bool noted = i == noted_a || j == noted_a || i == noted_b || j == noted_b;
                draw_line(ctx, glms_vec3_muladds(line.d, t0, line.p), glms_vec3_muladds(line.d, t1, line.p),
                          noted ? COLOR_NOTE : color);
            }
        }
    if (fill_wanted(color))
        fill_polyhedron(ctx, planes, count, color);
}

/* Whether a bounded shape is so small that its wireframe vanishes on screen (a zero-radius sphere,
 * a point box, a triangle 1e-4 across, a zero-length segment): under TINY_SHAPE across.
 * Unbounded shapes (planes, rays, lines) and points, drawn as dots by intent, are never tiny. */
#define TINY_SHAPE 0.02f
static bool shape_is_tiny(const shape *s)
{
    switch (s->kind) {
    case SHAPE_SPHERE: return s->sphere.r < 0.5f * TINY_SHAPE;
    case SHAPE_AABB: return glms_vec3_distance(s->aabb.min, s->aabb.max) < TINY_SHAPE;
    case SHAPE_OBB: return glms_vec3_norm(s->obb.e) < 0.5f * TINY_SHAPE;
    case SHAPE_TRIANGLE: {
        isect_triangle t = s->triangle;
        return fmaxf(glms_vec3_distance(t.a, t.b), fmaxf(glms_vec3_distance(t.b, t.c), glms_vec3_distance(t.c, t.a))) <
               TINY_SHAPE;
    }
    case SHAPE_SEGMENT: return glms_vec3_distance(s->segment.a, s->segment.b) < TINY_SHAPE;
    case SHAPE_CAPSULE: return s->capsule.r < 0.5f * TINY_SHAPE && glms_vec3_distance(s->capsule.axis.a, s->capsule.axis.b) < TINY_SHAPE;
    default: return false;
    }
}

/* The glyph of a shape too small to see: a dot, and around it an octahedron's 12 edges
 * TINY_GLYPH from the centre, diagonal to the axes so that the selection's axis-aligned cross
 * and the world axes do not hide it. */
#define TINY_GLYPH 0.12f
static void draw_tiny_glyph(sample_ctx *ctx, vec3s c, vec4s color)
{
    draw_point(ctx, c, color);
    vec3s tip[6];
    for (int i = 0; i < 6; i++) { /* +x, -x, +y, -y, +z, -z */
        vec3s d = {{0, 0, 0}};
        d.raw[i / 2] = i % 2 ? -TINY_GLYPH : TINY_GLYPH;
        tip[i] = glms_vec3_add(c, d);
    }
    for (int i = 0; i < 6; i++)
        for (int j = i + 1; j < 6; j++)
            if (i / 2 != j / 2) /* tips on different axes share an edge */
                draw_line(ctx, tip[i], tip[j], color);
}

static void draw_shape_lines(sample_ctx *ctx, const shape *s, vec4s color)
{
    if (shape_is_tiny(s)) /* a dot and a diamond where it is, so that it can be seen and picked by eye */
        draw_tiny_glyph(ctx, shape_centre(s), color);
    float length = s->size > 0 ? s->size : SHAPE_LINE_LENGTH;
    switch (s->kind) {
    case SHAPE_NONE: break;
    case SHAPE_POINT: draw_point(ctx, s->point, color); break;
    case SHAPE_SPHERE: draw_sphere(ctx, s->sphere, color); break;
    case SHAPE_AABB: draw_aabb(ctx, s->aabb, color); break;
    case SHAPE_OBB: draw_obb(ctx, s->obb, color); break;
    case SHAPE_PLANE: draw_plane(ctx, s->plane, length, color); break;
    case SHAPE_CONE: draw_cone(ctx, s->cone, color); break;
    case SHAPE_SEGMENT: draw_segment(ctx, s->segment, color); break;
    case SHAPE_RAY: draw_ray(ctx, s->ray, length, color); break;
    case SHAPE_LINE: { /* length either way from the middle of pq */
        vec3s m = shape_centre(s), d = glms_vec3_normalize(glms_vec3_sub(s->segment.b, s->segment.a));
        draw_line(ctx, glms_vec3_muladds(d, -length, m), glms_vec3_muladds(d, length, m), color);
        break;
    }
    case SHAPE_TRIANGLE: draw_triangle(ctx, s->triangle, color); break;
    case SHAPE_POLYGON:
    case SHAPE_QUAD: draw_polygon(ctx, s->polygon.v, s->polygon.count, color); break;
    case SHAPE_CAPSULE: draw_capsule(ctx, s->capsule, color); break;
    case SHAPE_CYLINDER: draw_cylinder(ctx, s->cylinder, color); break;
    case SHAPE_POLYHEDRON: draw_polyhedron(ctx, s->polyhedron.planes, s->polyhedron.count, color, -1, -1); break;
    }
}

void draw_shape_begin(sample_ctx *ctx, const shape *s)
{
    draw_group_begin(ctx->draw, s->name);
}

void draw_shape_end(sample_ctx *ctx)
{
    draw_group_end(ctx->draw);
}

/* A shape of the scene, or a copy of one (a ray drawn longer, a moving shape at another time),
 * is bracketed under its name. */
void draw_shape(sample_ctx *ctx, const shape *s, vec4s color)
{
    bool of_scene = false;
    for (int i = 0; i < ctx->scene.count && !of_scene && s->name; i++)
        of_scene = s->kind == ctx->scene.shapes[i].kind && strcmp(s->name, ctx->scene.shapes[i].name) == 0;
    if (of_scene)
        draw_shape_begin(ctx, s);
    draw_shape_lines(ctx, s, color);
    if (of_scene)
        draw_shape_end(ctx);
}
