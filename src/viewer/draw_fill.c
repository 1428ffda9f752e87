/* Filled, shaded, translucent surfaces of the closed shapes (draw_fill.h). Each surface is a
 * list of triangles in the frame's fill buffer; the GL layer (gl.c, draw_fills) tints each
 * pixel with its nearest surface and draws the lines behind any surface dimmer. */
#include "draw_fill.h"

#include <math.h>

#include "draw.h"
#include "palette.h"
#include "sample_ctx.h"

#define FILL_RINGS 12    /* latitude bands of a sphere */
#define FILL_SEGMENTS 24 /* around a sphere, a tube or a cone */

/* Opacity of a surface: meeting shapes stronger than apart ones, the reference plane faintest
 * (it is large and must not hide what lies beyond it). */
#define FILL_ALPHA_MEET 0.26f
#define FILL_ALPHA_APART 0.14f
#define FILL_ALPHA_PLANE 0.10f

static bool same_rgb(vec4s a, vec4s b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

bool fill_wanted(vec4s color)
{
    return same_rgb(color, COLOR_HIT) || same_rgb(color, COLOR_SHAPE) || same_rgb(color, COLOR_PLANE);
}

/* A shape's colour as a surface's: the fourth component becomes the opacity. */
static vec4s surface(vec4s color)
{
    color.w = same_rgb(color, COLOR_PLANE) ? FILL_ALPHA_PLANE : color.w < 0.75f ? FILL_ALPHA_APART : FILL_ALPHA_MEET;
    return color;
}

/* The colour of a surface point with unit normal n: Lambert under one light from above, in
 * front and to the right, two-sided (|n.l|, so no winding matters), over an ambient floor. */
static void vertex(sample_ctx *ctx, vec3s p, vec3s n, vec4s color)
{
    const vec3s light = {{0.35f, 0.85f, 0.40f}}; /* about unit */
    float shade = 0.45f + 0.55f * fabsf(glms_vec3_dot(n, light));
    draw_buffer_push(&ctx->draw->fills, p, (vec4s){{color.r * shade, color.g * shade, color.b * shade, color.w}});
}

/* A flat triangle in a surface colour: one normal for its corners; a degenerate one adds
 * nothing. */
static void flat_triangle(sample_ctx *ctx, vec3s a, vec3s b, vec3s c, vec4s color)
{
    vec3s n = glms_vec3_cross(glms_vec3_sub(b, a), glms_vec3_sub(c, a));
    float len = glms_vec3_norm(n);
    if (!ctx->draw || !(len > 0.0f))
        return;
    n = glms_vec3_divs(n, len);
    vertex(ctx, a, n, color);
    vertex(ctx, b, n, color);
    vertex(ctx, c, n, color);
}

void fill_triangle(sample_ctx *ctx, vec3s a, vec3s b, vec3s c, vec4s color)
{
    flat_triangle(ctx, a, b, c, surface(color));
}

void fill_plane(sample_ctx *ctx, const vec3s corner[4], vec4s color)
{
    /* Drawn a hair behind itself, seen from the eye (a thousandth of the eye's distance: far
     * above the depth buffer's resolution, far below a pixel), so that a face or a triangle lying
     * in the plane is the nearer surface and tints its pixels, instead of the two taking turns in
     * stripes. The plane's lines stay where it is. */
    vec3s eye = camera_eye(ctx->camera), n = glms_vec3_cross(glms_vec3_sub(corner[1], corner[0]), glms_vec3_sub(corner[2], corner[0]));
    float away = glms_vec3_dot(n, glms_vec3_sub(eye, corner[0])) >= 0 ? -1.0f : 1.0f;
    vec3s push = glms_vec3_scale(glms_vec3_normalize(n), away * 1e-3f * glms_vec3_distance(eye, corner[0]));
    vec3s c[4];
    for (int i = 0; i < 4; i++)
        c[i] = glms_vec3_add(corner[i], push);
    color.w = FILL_ALPHA_PLANE;
    flat_triangle(ctx, c[0], c[1], c[2], color);
    flat_triangle(ctx, c[0], c[2], c[3], color);
}

void fill_polygon(sample_ctx *ctx, const vec3s *v, int count, vec4s color)
{
    for (int i = 2; i < count; i++) /* a fan: the polygon is convex */
        flat_triangle(ctx, v[0], v[i - 1], v[i], surface(color));
}

void fill_box(sample_ctx *ctx, const vec3s corner[8], vec4s color)
{
    for (int axis = 1; axis < 8; axis <<= 1) /* the two faces across each axis bit */
        for (int side = 0; side < 2; side++) {
            int u = axis == 1 ? 2 : 1, v = axis == 4 ? 2 : 4, base = side ? axis : 0;
            vec3s quad[4] = {corner[base], corner[base | u], corner[base | u | v], corner[base | v]};
            fill_polygon(ctx, quad, 4, color);
        }
}

/* The zone of a sphere about c between latitudes lat0 and lat1 (radians, -pi/2 at -w, pi/2 at
 * +w), with u, v, w an orthonormal frame. */
static void fill_sphere_zone(sample_ctx *ctx, vec3s c, float r, vec3s u, vec3s v, vec3s w, float lat0, float lat1,
                             int rings, vec4s color)
{
    if (!ctx->draw || !(r > 0.0f))
        return;
    for (int i = 0; i < rings; i++)
        for (int j = 0; j < FILL_SEGMENTS; j++) {
            vec3s n[4];
            for (int k = 0; k < 4; k++) { /* the band's quad: (i, j) (i, j+1) (i+1, j+1) (i+1, j) */
                int di = k >= 2, dj = k == 1 || k == 2;
                float lat = lat0 + (lat1 - lat0) * (float)(i + di) / (float)rings;
                float lon = 2.0f * GLM_PIf * (float)(j + dj) / FILL_SEGMENTS;
                n[k] = glms_vec3_add(glms_vec3_scale(w, sinf(lat)),
                                     glms_vec3_add(glms_vec3_scale(u, cosf(lat) * cosf(lon)),
                                                   glms_vec3_scale(v, cosf(lat) * sinf(lon))));
            }
            const int tri[6] = {0, 1, 2, 0, 2, 3};
            for (int k = 0; k < 6; k++)
                vertex(ctx, glms_vec3_muladds(n[tri[k]], r, c), n[tri[k]], color);
        }
}

void fill_sphere(sample_ctx *ctx, isect_sphere s, vec4s color)
{
    fill_sphere_zone(ctx, s.c, s.r, (vec3s){{1, 0, 0}}, (vec3s){{0, 0, 1}}, (vec3s){{0, 1, 0}}, -0.5f * GLM_PIf,
                     0.5f * GLM_PIf, FILL_RINGS, surface(color));
}

/* A unit w along a..b and u, v across it; false when a = b. */
static bool axis_frame(vec3s a, vec3s b, vec3s *u, vec3s *v, vec3s *w)
{
    vec3s ab = glms_vec3_sub(b, a);
    float length = glms_vec3_norm(ab);
    if (!(length > 0.0f))
        return false;
    *w = glms_vec3_divs(ab, length);
    *u = draw_perpendicular(*w);
    *v = glms_vec3_cross(*w, *u);
    return true;
}

void fill_tube(sample_ctx *ctx, vec3s a, vec3s b, float r_a, float r_b, bool capped, vec4s color)
{
    vec3s u, v, w;
    if (!ctx->draw || !axis_frame(a, b, &u, &v, &w))
        return;
    color = surface(color);
    /* The side's normal leans toward the narrow end by the slope (r_a - r_b) / length. */
    float slope = (r_a - r_b) / glms_vec3_distance(a, b);
    for (int j = 0; j < FILL_SEGMENTS; j++) {
        vec3s out[2], n[2];
        for (int k = 0; k < 2; k++) {
            float lon = 2.0f * GLM_PIf * (float)(j + k) / FILL_SEGMENTS;
            out[k] = glms_vec3_add(glms_vec3_scale(u, cosf(lon)), glms_vec3_scale(v, sinf(lon)));
            n[k] = glms_vec3_normalize(glms_vec3_muladds(w, slope, out[k]));
        }
        vec3s pa[2] = {glms_vec3_muladds(out[0], r_a, a), glms_vec3_muladds(out[1], r_a, a)};
        vec3s pb[2] = {glms_vec3_muladds(out[0], r_b, b), glms_vec3_muladds(out[1], r_b, b)};
        vertex(ctx, pa[0], n[0], color), vertex(ctx, pa[1], n[1], color), vertex(ctx, pb[1], n[1], color);
        vertex(ctx, pa[0], n[0], color), vertex(ctx, pb[1], n[1], color), vertex(ctx, pb[0], n[0], color);
        if (capped) {
            flat_triangle(ctx, a, pa[0], pa[1], color);
            flat_triangle(ctx, b, pb[0], pb[1], color);
        }
    }
}

void fill_capsule(sample_ctx *ctx, isect_capsule c, vec4s color)
{
    vec3s u, v, w;
    if (!axis_frame(c.axis.a, c.axis.b, &u, &v, &w)) {
        fill_sphere(ctx, (isect_sphere){c.axis.a, c.r}, color);
        return;
    }
    fill_tube(ctx, c.axis.a, c.axis.b, c.r, c.r, false, color);
    fill_sphere_zone(ctx, c.axis.b, c.r, u, v, w, 0.0f, 0.5f * GLM_PIf, FILL_RINGS / 2, surface(color));
    fill_sphere_zone(ctx, c.axis.a, c.r, u, v, w, -0.5f * GLM_PIf, 0.0f, FILL_RINGS / 2, surface(color));
}

/* A surface in the meeting colour is the only one with no blue (vertex scales all three
 * channels by its shade): its shade is its red over the colour's red. */
void fill_hide_verdict(draw_buffer *fills)
{
    const vec4s hit = COLOR_HIT, apart = COLOR_SHAPE;
    for (int i = 0; i < fills->count; i++) {
        draw_vertex *v = &fills->v[i];
        if (v->b != 0 || v->r == 0)
            continue;
        float shade = (float)v->r / (255.0f * hit.r);
        bool opacity_of_meeting = draw_vertex_is(v, (vec4s){{(float)v->r / 255.0f, (float)v->g / 255.0f, 0.0f, FILL_ALPHA_MEET}});
        draw_vertex_set_color(v, (vec4s){{apart.r * shade, apart.g * shade, apart.b * shade,
                                          opacity_of_meeting ? FILL_ALPHA_APART : (float)v->a / 255.0f}});
    }
}
