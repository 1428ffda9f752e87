/* Copy as test: the sample writes its current scene as C declarations and assertions; the
 * framework puts the lines on stdout and the clipboard. Floats are printed with %.9g, which
 * reads back as the same float (FLT_DECIMAL_DIG), so the test rebuilds the exact scene. */
#include <stdarg.h>
#include <stdio.h>

#include "log.h"
#include "sample_ctx.h"

void sample_code(sample_ctx *ctx, const char *format, ...)
{
    size_t room = sizeof ctx->code - ctx->code_length;
    va_list args;
    va_start(args, format);
    int n = room < 2 ? -1 : vsnprintf(ctx->code + ctx->code_length, room - 1, format, args);
    va_end(args);
    if (n < 0 || (size_t)n >= room - 1)
        log_error_once("%s: the copied test is longer than %zu bytes and was cut short", ctx->sample->id,
                       sizeof ctx->code);
    if (n < 0)
        return;
    ctx->code_length += (size_t)n < room - 1 ? (size_t)n : room - 2;
    ctx->code[ctx->code_length++] = '\n';
    ctx->code[ctx->code_length] = '\0';
}

/* "{{x, y, z}}" for a vec3s initialiser. */
#define V "{{%.9g, %.9g, %.9g}}"
#define XYZ(v) (double)(v).x, (double)(v).y, (double)(v).z

void sample_code_vec3(sample_ctx *ctx, const char *name, vec3s v)
{
    sample_code(ctx, "vec3s %s = " V ";", name, XYZ(v));
}

void sample_code_aabb(sample_ctx *ctx, const char *name, isect_aabb b)
{
    sample_code(ctx, "isect_aabb %s = {" V ", " V "};", name, XYZ(b.min), XYZ(b.max));
}

void sample_code_sphere(sample_ctx *ctx, const char *name, isect_sphere s)
{
    sample_code(ctx, "isect_sphere %s = {" V ", %.9g};", name, XYZ(s.c), (double)s.r);
}

void sample_code_plane(sample_ctx *ctx, const char *name, isect_plane p)
{
    sample_code(ctx, "isect_plane %s = {" V ", %.9g};", name, XYZ(p.n), (double)p.d);
}

void sample_code_obb(sample_ctx *ctx, const char *name, isect_obb b)
{
    sample_code(ctx, "isect_obb %s = {" V ", {" V ", " V ", " V "}, " V "};", name, XYZ(b.c), XYZ(b.u[0]),
                XYZ(b.u[1]), XYZ(b.u[2]), XYZ(b.e));
}

void sample_code_ray(sample_ctx *ctx, const char *name, isect_ray r)
{
    sample_code(ctx, "isect_ray %s = {" V ", " V "};", name, XYZ(r.p), XYZ(r.d));
}

void sample_code_segment(sample_ctx *ctx, const char *name, isect_segment s)
{
    sample_code(ctx, "isect_segment %s = {" V ", " V "};", name, XYZ(s.a), XYZ(s.b));
}

void sample_code_capsule(sample_ctx *ctx, const char *name, isect_capsule c)
{
    sample_code(ctx, "isect_capsule %s = {{" V ", " V "}, %.9g};", name, XYZ(c.axis.a), XYZ(c.axis.b), (double)c.r);
}

void sample_code_cylinder(sample_ctx *ctx, const char *name, isect_cylinder c)
{
    sample_code(ctx, "isect_cylinder %s = {{" V ", " V "}, %.9g};", name, XYZ(c.axis.a), XYZ(c.axis.b), (double)c.r);
}

void sample_code_triangle(sample_ctx *ctx, const char *name, isect_triangle t)
{
    sample_code(ctx, "isect_triangle %s = {" V ", " V ", " V "};", name, XYZ(t.a), XYZ(t.b), XYZ(t.c));
}

void sample_code_points(sample_ctx *ctx, const char *name, const vec3s *points, int count)
{
    char line[1024];
    int n = snprintf(line, sizeof line, "vec3s %s[%d] = {", name, count);
    for (int i = 0; i < count && n > 0 && (size_t)n < sizeof line; i++)
        n += snprintf(line + n, sizeof line - (size_t)n, "%s" V, i ? ", " : "", XYZ(points[i]));
    sample_code(ctx, "%s};", line);
}

void sample_code_planes(sample_ctx *ctx, const char *name, const isect_plane *planes, int count)
{
    sample_code(ctx, "isect_plane %s[%d] = {", name, count);
    for (int i = 0; i < count; i++)
        sample_code(ctx, "    {" V ", %.9g},", XYZ(planes[i].n), (double)planes[i].d);
    sample_code(ctx, "};");
}

void sample_code_cone(sample_ctx *ctx, const char *name, isect_cone c)
{
    sample_code(ctx, "isect_cone %s = {" V ", " V ", %.9g, %.9g};", name, XYZ(c.tip), XYZ(c.axis),
                (double)c.height, (double)c.radius);
}
