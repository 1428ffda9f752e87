/* Debug drawing on the CPU: every routine turns a shape into line or point vertices in the
 * frame's draw list. The framework uploads the list once per frame (gl.c). */
#include "draw.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "draw_fill.h"
#include "log.h"
#include "sample_ctx.h"

#define SPHERE_SEGMENTS 32 /* per circle */
#define SPHERE_RINGS 7     /* latitude circles between the poles, plus 8 meridians */

void draw_instances(sample_ctx *ctx, draw_instance_shape shape, const draw_instance *items, int count)
{
    if (!ctx->draw || shape < 0 || shape >= DRAW_INSTANCE_SHAPES)
        return;
    ctx->draw->instances[shape] = items;
    ctx->draw->instance_count[shape] = items && count > 0 ? count : 0;
}


void draw_line(sample_ctx *ctx, vec3s a, vec3s b, vec4s color)
{
    if (!ctx->draw)
        return;
    draw_buffer_push(&ctx->draw->lines, a, color);
    draw_buffer_push(&ctx->draw->lines, b, color);
}

void draw_point(sample_ctx *ctx, vec3s p, vec4s color)
{
    if (ctx->draw)
        draw_buffer_push(&ctx->draw->points, p, color);
}

/* The 12 edges of a box given its 8 corners, corner i having bit 0 = +x, bit 1 = +y, bit 2 = +z:
 * an edge joins two corners that differ in one bit. */
static void draw_box_corners(sample_ctx *ctx, const vec3s corner[8], vec4s color)
{
    for (int i = 0; i < 8; i++)
        for (int bit = 1; bit < 8; bit <<= 1)
            if (!(i & bit))
                draw_line(ctx, corner[i], corner[i | bit], color);
    if (fill_wanted(color))
        fill_box(ctx, corner, color);
}

void draw_aabb(sample_ctx *ctx, isect_aabb box, vec4s color)
{
    vec3s corner[8];
    for (int i = 0; i < 8; i++)
        corner[i] = (vec3s){{(i & 1) ? box.max.x : box.min.x, (i & 2) ? box.max.y : box.min.y,
                             (i & 4) ? box.max.z : box.min.z}};
    draw_box_corners(ctx, corner, color);
}

void draw_obb(sample_ctx *ctx, isect_obb box, vec4s color)
{
    vec3s corner[8];
    for (int i = 0; i < 8; i++) {
        vec3s p = box.c;
        p = glms_vec3_muladds(box.u[0], (i & 1) ? box.e.x : -box.e.x, p);
        p = glms_vec3_muladds(box.u[1], (i & 2) ? box.e.y : -box.e.y, p);
        p = glms_vec3_muladds(box.u[2], (i & 4) ? box.e.z : -box.e.z, p);
        corner[i] = p;
    }
    draw_box_corners(ctx, corner, color);
}

/* A circle of radius r around centre c in the plane spanned by unit vectors u and v. */
/* The arc of radius r about c in the plane of unit u and v, from angle a0 to a1 (from u toward v). */
static void draw_arc(sample_ctx *ctx, vec3s c, vec3s u, vec3s v, float r, float a0, float a1, vec4s color)
{
    int steps = (int)ceilf(SPHERE_SEGMENTS * fabsf(a1 - a0) / (2.0f * GLM_PIf));
    vec3s prev = glms_vec3_muladds(v, r * sinf(a0), glms_vec3_muladds(u, r * cosf(a0), c));
    for (int i = 1; i <= steps; i++) {
        float a = a0 + (a1 - a0) * (float)i / (float)steps;
        vec3s p = glms_vec3_muladds(v, r * sinf(a), glms_vec3_muladds(u, r * cosf(a), c));
        draw_line(ctx, prev, p, color);
        prev = p;
    }
}

static void draw_circle(sample_ctx *ctx, vec3s c, vec3s u, vec3s v, float r, vec4s color)
{
    draw_arc(ctx, c, u, v, r, 0, 2.0f * GLM_PIf, color);
}

vec3s draw_perpendicular(vec3s n)
{
    vec3s a = fabsf(n.x) < 0.57f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    return glms_vec3_normalize(glms_vec3_cross(n, a));
}

void draw_sphere(sample_ctx *ctx, isect_sphere s, vec4s color)
{
    const vec3s x = {{1, 0, 0}}, y = {{0, 1, 0}}, z = {{0, 0, 1}};
    /* A ghost (a shape a preset leaves aside, a moving sphere's end pose) is three great
     * circles, not the full mesh: it stays in the picture without cluttering a sphere the
     * preset decides that happens to overlap it. */
    const vec4s ghost = COLOR_GHOST;
    bool light = color.r == ghost.r && color.g == ghost.g && color.b == ghost.b;
    for (int i = 1; i <= SPHERE_RINGS; i++) { /* latitude circles */
        if (light && 2 * i != SPHERE_RINGS + 1)
            continue;
        float lat = GLM_PIf * ((float)i / (SPHERE_RINGS + 1) - 0.5f);
        vec3s c = glms_vec3_muladds(y, s.r * sinf(lat), s.c);
        draw_circle(ctx, c, x, z, s.r * cosf(lat), color);
    }
    for (int i = 0; i < 4; i += light ? 2 : 1) { /* meridians through the poles, every 45 degrees */
        float lon = GLM_PIf * (float)i / 4;
        vec3s u = {{cosf(lon), 0, sinf(lon)}};
        draw_circle(ctx, s.c, u, y, s.r, color);
    }
    if (fill_wanted(color))
        fill_sphere(ctx, s, color);
}

void draw_cylinder(sample_ctx *ctx, isect_cylinder c, vec4s color)
{
    vec3s a = c.axis.a, b = c.axis.b, ab = glms_vec3_sub(b, a);
    float length = glms_vec3_norm(ab);
    vec3s w = length > 0 ? glms_vec3_scale(ab, 1 / length) : (vec3s){{0, 1, 0}};
    vec3s u = draw_perpendicular(w), v = glms_vec3_cross(w, u);
    draw_circle(ctx, a, u, v, c.r, color);
    draw_circle(ctx, b, u, v, c.r, color);
    for (int i = 0; i < 4; i++) {
        vec3s side = glms_vec3_scale(i % 2 ? v : u, i < 2 ? c.r : -c.r);
        draw_line(ctx, glms_vec3_add(a, side), glms_vec3_add(b, side), color);
        draw_line(ctx, a, glms_vec3_add(a, side), color); /* the flat caps' spokes */
        draw_line(ctx, b, glms_vec3_add(b, side), color);
    }
    if (fill_wanted(color))
        fill_tube(ctx, a, b, c.r, c.r, true, color);
}

/* Two rings where the cylinder meets the caps, four lines along it, and over each cap two half
 * circles across its pole: the outline of all points within r of the axis a..b. */
void draw_capsule(sample_ctx *ctx, isect_capsule c, vec4s color)
{
    vec3s a = c.axis.a, b = c.axis.b, ab = glms_vec3_sub(b, a);
    float length = glms_vec3_norm(ab);
    if (!(length > 1e-6f * (1 + c.r))) { /* a = b: the sphere of radius r about a */
        draw_sphere(ctx, (isect_sphere){a, c.r}, color);
        return;
    }
    vec3s w = glms_vec3_scale(ab, 1 / length), u = draw_perpendicular(w), v = glms_vec3_cross(w, u);
    draw_circle(ctx, a, u, v, c.r, color);
    draw_circle(ctx, b, u, v, c.r, color);
    for (int i = 0; i < 4; i++) {
        vec3s side = glms_vec3_scale(i % 2 ? v : u, i < 2 ? c.r : -c.r);
        draw_line(ctx, glms_vec3_add(a, side), glms_vec3_add(b, side), color);
    }
    vec3s back = glms_vec3_negate(w);
    draw_arc(ctx, b, u, w, c.r, 0, GLM_PIf, color);
    draw_arc(ctx, b, v, w, c.r, 0, GLM_PIf, color);
    draw_arc(ctx, a, u, back, c.r, 0, GLM_PIf, color);
    draw_arc(ctx, a, v, back, c.r, 0, GLM_PIf, color);
    if (fill_wanted(color))
        fill_capsule(ctx, c, color);
}

/* A closed polygon's edges, without its surface. */
static void draw_outline(sample_ctx *ctx, const vec3s *verts, int count, vec4s color)
{
    for (int i = 0; i < count; i++)
        draw_line(ctx, verts[i], verts[(i + 1) % count], color);
}

/* The square of side size on plane p: its middle, the plane's point nearest the origin
 * (d n / |n|^2), and half-sides u and v along two unit directions in the plane. The library takes
 * a normal of any length; a square built on a long one came out stretched along n x u. */
static void plane_square(isect_plane p, float size, vec3s *centre, vec3s *u, vec3s *v)
{
    float length = glms_vec3_norm(p.n);
    vec3s n = length > 0 ? glms_vec3_scale(p.n, 1 / length) : p.n;
    *centre = glms_vec3_scale(n, length > 0 ? p.d / length : 0);
    *u = glms_vec3_scale(draw_perpendicular(n), 0.5f * size);
    *v = glms_vec3_cross(n, *u);
}

/* The square's corners, in order round it. */
static void square_corners(vec3s centre, vec3s u, vec3s v, vec3s corner[4])
{
    corner[0] = glms_vec3_sub(glms_vec3_sub(centre, u), v);
    corner[1] = glms_vec3_sub(glms_vec3_add(centre, u), v);
    corner[2] = glms_vec3_add(glms_vec3_add(centre, u), v);
    corner[3] = glms_vec3_add(glms_vec3_sub(centre, u), v);
}

void draw_plane_corners(isect_plane p, float size, vec3s corner[4])
{
    vec3s centre, u, v;
    plane_square(p, size, &centre, &u, &v);
    square_corners(centre, u, v, corner);
}

void draw_plane(sample_ctx *ctx, isect_plane p, float size, vec4s color)
{
    vec3s centre, u, v, corner[4];
    plane_square(p, size, &centre, &u, &v);
    square_corners(centre, u, v, corner);
    draw_outline(ctx, corner, 4, color);
    if (fill_wanted(color))
        fill_plane(ctx, corner, color);
    /* A few inner lines so the square reads as a surface, and the normal arrow. */
    for (int i = 1; i < 4; i++) {
        float k = (float)i / 2.0f - 1.0f;
        draw_line(ctx, glms_vec3_add(glms_vec3_muladds(u, k, centre), v),
                  glms_vec3_sub(glms_vec3_muladds(u, k, centre), v), color);
        draw_line(ctx, glms_vec3_add(glms_vec3_muladds(v, k, centre), u),
                  glms_vec3_sub(glms_vec3_muladds(v, k, centre), u), color);
    }
    draw_arrow(ctx, centre, glms_vec3_muladds(glms_vec3_normalize(p.n), 0.25f * size, centre), color);
}

void draw_arrow(sample_ctx *ctx, vec3s from, vec3s to, vec4s color)
{
    draw_line(ctx, from, to, color);
    vec3s d = glms_vec3_sub(to, from);
    float len = glms_vec3_norm(d);
    if (!(len > 0.0f))
        return;
    vec3s dir = glms_vec3_divs(d, len);
    vec3s side = draw_perpendicular(dir);
    vec3s side2 = glms_vec3_cross(dir, side);
    float head = fminf(0.2f * len, 0.4f);
    vec3s base = glms_vec3_muladds(dir, -head, to);
    for (int i = 0; i < 4; i++) { /* four barbs around the tip */
        vec3s s = (i & 1) ? side2 : side;
        float sign = (i & 2) ? -1.0f : 1.0f;
        draw_line(ctx, to, glms_vec3_muladds(s, sign * 0.4f * head, base), color);
    }
}

void draw_ray(sample_ctx *ctx, isect_ray r, float length, vec4s color)
{
    draw_point(ctx, r.p, color);
    draw_arrow(ctx, r.p, glms_vec3_muladds(r.d, length, r.p), color);
}

void draw_segment(sample_ctx *ctx, isect_segment s, vec4s color)
{
    draw_line(ctx, s.a, s.b, color);
    draw_point(ctx, s.a, color);
    draw_point(ctx, s.b, color);
}

void draw_triangle(sample_ctx *ctx, isect_triangle t, vec4s color)
{
    draw_line(ctx, t.a, t.b, color);
    draw_line(ctx, t.b, t.c, color);
    draw_line(ctx, t.c, t.a, color);
    if (fill_wanted(color))
        fill_triangle(ctx, t.a, t.b, t.c, color);
}

void draw_polygon(sample_ctx *ctx, const vec3s *verts, int count, vec4s color)
{
    draw_outline(ctx, verts, count, color);
    if (fill_wanted(color))
        fill_polygon(ctx, verts, count, color);
}

/* The side of the axis (origin + t axis, t in [from, to]) away from the shapes drawn so far this
 * frame (the scene's, bracketed as groups): minus the mean offset, across the axis, of their
 * vertices whose t lies in the span. A separating axis is laid beside the pair, and its shadows
 * and their names read as a ruler on its far side; on the near side they sit on the shapes'
 * edges. When the shapes lie about the axis (their mean within AXIS_SHAPES_ASTRIDE of it, as on
 * a line through both triangles) or none is drawn, fallback. */
#define AXIS_SHAPES_ASTRIDE 0.25f
static vec3s side_away_from_shapes(const draw_list *d, vec3s origin, vec3s axis, float from, float to, vec3s fallback)
{
    vec3s sum = GLMS_VEC3_ZERO_INIT;
    int count = 0;
    for (int g = 0; g < d->group_count; g++)
        for (int i = d->groups[g].first[DRAW_GROUP_LINES]; i < d->groups[g].end[DRAW_GROUP_LINES]; i++) {
            const draw_vertex *v = &d->lines.v[i];
            vec3s r = glms_vec3_sub((vec3s){{v->x, v->y, v->z}}, origin);
            float t = glms_vec3_dot(r, axis);
            if (t >= from && t <= to)
                sum = glms_vec3_add(sum, glms_vec3_muladds(axis, -t, r)), count++;
        }
    if (count == 0 || glms_vec3_norm(sum) < AXIS_SHAPES_ASTRIDE * (float)count)
        return fallback;
    return glms_vec3_negate(glms_vec3_normalize(sum));
}

/* The side of the axis its labels go on: across the axis on the screen (labels are a fixed size
 * there, and a world offset seen end-on puts them on the axis), on the shadows' side; but for an
 * axis steep on the screen, to its right, whichever side the shadows are on: a label's text runs
 * right from its anchor, and from an anchor left of the axis it would run back across it. */
static vec3s label_side(camera_view view, vec3s axis, vec3s shadows)
{
    vec3s forward, right, up;
    camera_axes(view, &forward, &right, &up);
    float x = glms_vec3_dot(axis, right), y = glms_vec3_dot(axis, up);
    vec3s across = glms_vec3_add(glms_vec3_scale(right, -y), glms_vec3_scale(up, x)); /* the axis turned 90 on screen */
    across = glms_vec3_muladds(axis, -glms_vec3_dot(across, axis), across);
    if (!(glms_vec3_norm2(across) > 1e-4f)) /* seen along the axis: no across on the screen */
        return shadows;
    bool steep = fabsf(x) < fabsf(y);
    float toward = steep ? glms_vec3_dot(across, right) : glms_vec3_dot(across, shadows);
    return glms_vec3_scale(glms_vec3_normalize(across), toward < 0 ? -1.0f : 1.0f);
}

float draw_axis_intervals(sample_ctx *ctx, vec3s origin, vec3s axis, const char *axis_name, draw_interval a,
                          draw_interval b)
{
    float from = fminf(a.lo, b.lo) - 0.6f, to = fmaxf(a.hi, b.hi) + 0.6f;
    /* "Beside" is away from the shapes; with none to one side, up across the axis (sideways for
     * a vertical axis), so the shadows read as bars over a ruler. */
    vec3s up = fabsf(axis.y) > 0.9f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    vec3s side = glms_vec3_normalize(glms_vec3_muladds(axis, -glms_vec3_dot(up, axis), up));
    if (ctx->draw)
        side = side_away_from_shapes(ctx->draw, origin, axis, from, to, side);
    /* The shadows' names and the gap's width on one side, half a unit out from the axis. */
    const vec3s labels = glms_vec3_scale(label_side(ctx->camera, axis, side), 0.5f);
    draw_line(ctx, glms_vec3_muladds(axis, from, origin), glms_vec3_muladds(axis, to, origin), COLOR_NOTE);
    draw_label(ctx, glms_vec3_muladds(axis, to, origin), COLOR_NOTE, "%s", axis_name);
    draw_view_across(ctx, axis); /* the shadows and their gap lie along it */
    const draw_interval shadow[2] = {a, b};
    for (int i = 0; i < 2; i++) { /* a just beside the axis, b a little further: overlaps stay visible */
        vec3s o = glms_vec3_muladds(side, 0.08f * (float)(i + 1), origin), tick = glms_vec3_scale(side, 0.2f);
        vec3s lo = glms_vec3_muladds(axis, shadow[i].lo, o), hi = glms_vec3_muladds(axis, shadow[i].hi, o);
        draw_line(ctx, lo, hi, shadow[i].color);
        draw_line(ctx, glms_vec3_sub(lo, tick), glms_vec3_add(lo, tick), shadow[i].color);
        draw_line(ctx, glms_vec3_sub(hi, tick), glms_vec3_add(hi, tick), shadow[i].color);
        draw_label(ctx, glms_vec3_add(labels, glms_vec3_muladds(axis, 0.5f * (shadow[i].lo + shadow[i].hi), origin)),
                   shadow[i].color, "%s", shadow[i].name);
    }
    bool a_first = a.hi < b.lo;
    float gap0 = a_first ? a.hi : b.hi, gap1 = a_first ? b.lo : a.lo;
    if (gap1 > gap0)
        draw_label(ctx, glms_vec3_add(labels, glms_vec3_muladds(axis, 0.5f * (gap0 + gap1), origin)), COLOR_NOTE,
                   "gap %s", HUD_NUM(gap1 - gap0, 0)); /* a 0.001 gap shows as 0.001 */
    return fmaxf(b.lo - a.hi, a.lo - b.hi);
}

void draw_grid(sample_ctx *ctx, float half, float step)
{
    int n = (int)floorf(half / step);
    for (int i = -n; i <= n; i++) {
        float k = (float)i * step;
        draw_line(ctx, (vec3s){{k, 0, -half}}, (vec3s){{k, 0, half}}, COLOR_GRID);
        draw_line(ctx, (vec3s){{-half, 0, k}}, (vec3s){{half, 0, k}}, COLOR_GRID);
    }
}

void draw_label(sample_ctx *ctx, vec3s p, vec4s color, const char *format, ...)
{
    if (!ctx->draw)
        return;
    if (ctx->draw->label_count == DRAW_MAX_LABELS) {
        log_error_once("%s: more than %d labels in a frame; the rest are not drawn", ctx->sample->id, DRAW_MAX_LABELS);
        return;
    }
    draw_label_item *label = &ctx->draw->labels[ctx->draw->label_count++];
    label->p = p;
    label->color = color;
    label->color.w = 1.0f; /* in the scene the fourth component is the line style: labels are opaque */
    va_list args;
    va_start(args, format);
    vsnprintf(label->text, sizeof label->text, format, args);
    va_end(args);
}

void draw_closest_pair(sample_ctx *ctx, vec3s p, vec3s q, const char *name_p, const char *name_q, int i)
{
    draw_line(ctx, p, q, COLOR_NOTE);
    draw_point(ctx, p, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    if (glms_vec3_eqv(p, q)) {
        draw_label(ctx, p, COLOR_NOTE, "%s%d = %s%d", name_p, i, name_q, i);
        return;
    }
    vec3s away = glms_vec3_scale(glms_vec3_normalize(glms_vec3_sub(p, q)), 0.2f);
    draw_label(ctx, glms_vec3_add(p, away), COLOR_NOTE, "%s%d", name_p, i);
    draw_label(ctx, glms_vec3_sub(q, away), COLOR_NOTE, "%s%d", name_q, i);
}

void draw_keep_in_view(sample_ctx *ctx, vec3s p)
{
    if (ctx->draw && ctx->draw->keep_count < DRAW_MAX_KEEP)
        ctx->draw->keep[ctx->draw->keep_count++] = p;
}

void draw_view_across(sample_ctx *ctx, vec3s u)
{
    if (ctx->draw && glms_vec3_norm2(u) > 0) {
        ctx->draw->across = glms_vec3_normalize(u);
        ctx->draw->across_count++;
    }
}

void draw_view_edge_on(sample_ctx *ctx, vec3s n)
{
    if (!ctx->draw || glms_vec3_norm2(n) == 0)
        return;
    draw_list *d = ctx->draw;
    /* The same direction as the last named (draw_axis_intervals' axis) counts once. */
    if (!(d->across_count > 0 && fabsf(glms_vec3_dot(glms_vec3_normalize(n), d->across)) > 0.9999f))
        draw_view_across(ctx, n);
    d->across_edge_on = true;
}

void draw_view_from(sample_ctx *ctx, vec3s d)
{
    if (ctx->draw && glms_vec3_norm2(d) > 0) {
        ctx->draw->view_from = glms_vec3_normalize(d);
        ctx->draw->has_view_from = true;
    }
}

vec3s draw_toward(vec3s d, vec3s near_eye)
{
    return glms_vec3_dot(d, near_eye) < 0 ? glms_vec3_negate(d) : d;
}

void draw_view_from_side(sample_ctx *ctx, vec3s across, vec3s up, float degrees, vec3s near_eye)
{
    if (!(glms_vec3_norm2(across) > 0))
        return;
    across = draw_toward(glms_vec3_normalize(across), near_eye);
    up = glms_vec3_norm2(up) > 0 ? glms_vec3_normalize(up) : up;
    float a = glm_rad(degrees);
    draw_view_from(ctx, glms_vec3_add(glms_vec3_scale(across, cosf(a)), glms_vec3_scale(up, sinf(a))));
}

void draw_view_beside_axis(sample_ctx *ctx, vec3s a, vec3s b, vec3s p, vec3s q, vec3s up, vec3s near_eye,
                           float degrees)
{
    vec3s gap = glms_vec3_sub(q, p), axis = glms_vec3_sub(b, a);
    if (!(glms_vec3_norm2(gap) > 0))
        return;
    vec3s eye = glms_vec3_cross(gap, axis);
    if (glms_vec3_norm2(eye) <= 1e-6f * glms_vec3_norm2(gap) * glms_vec3_norm2(axis)) { /* a = b too */
        draw_view_edge_on(ctx, gap);
        return;
    }
    draw_view_from_side(ctx, eye, up, degrees, near_eye);
}

/* Three axis-aligned arms with the middle third left open: the selection shows, and a point
 * shape or a hit dot at the shape's centre stays visible through it. */
void draw_marker(sample_ctx *ctx, vec3s p, float size)
{
    float h = 0.5f * size, gap = h / 3;
    const vec3s ends[6] = {{{p.x - h, p.y, p.z}}, {{p.x + h, p.y, p.z}}, {{p.x, p.y - h, p.z}},
                           {{p.x, p.y + h, p.z}}, {{p.x, p.y, p.z - h}}, {{p.x, p.y, p.z + h}}};
    for (int i = 0; i < 6; i++) {
        vec3s out = glms_vec3_sub(ends[i], p); /* centre to the arm's end, of length h */
        draw_line(ctx, glms_vec3_muladds(out, gap / h, p), ends[i], COLOR_SELECT);
    }
    for (int i = 0; ctx->draw && i < 6; i++)
        ctx->draw->marker[i] = ends[i];
    if (ctx->draw)
        ctx->draw->has_marker = true;
}
