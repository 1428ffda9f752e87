#include "camera_frame.h"

#include <math.h>

/* In the view's own axes (right r, up u, forward f, fixed by yaw and pitch) a point c is seen from
 * the eye e at x = r.(c - e), y = u.(c - e), depth z = f.(c - e), and lands at x / z = k on the
 * screen, k = ndc * tan(fov / 2) (times the aspect across). The rectangle spans k0 <= x / z <= k1
 * (and likewise up): a sub-frustum whose side planes x - k z = 0 have normals (1, 0, -k) / s,
 * s = sqrt(1 + k^2). A sphere (c, R) lies inside both when
 *     ex - k1 ez >= cx - k1 cz + R s1    and    ex - k0 ez <= cx - k0 cz - R s0,
 * which is linear in the eye's coordinates (ex, ez). Over all spheres: ex - k1 ez >= A and
 * ex - k0 ez <= B, so ez <= (B - A) / (k1 - k0): the nearest the eye may come. */
typedef struct axis_fit {
    float near;        /* the largest eye depth ez the axis allows */
    float a, b;        /* A and B */
    float k0, k1;
} axis_fit;

static axis_fit fit_axis(const vec3s *c, const float *radius, int count, int axis, float k0, float k1)
{
    axis_fit fit = {.a = -INFINITY, .b = INFINITY, .k0 = k0, .k1 = k1};
    float s0 = sqrtf(1 + k0 * k0), s1 = sqrtf(1 + k1 * k1);
    for (int i = 0; i < count; i++) {
        float along = c[i].raw[axis], depth = c[i].z;
        float a = along - k1 * depth + radius[i] * s1, b = along - k0 * depth - radius[i] * s0;
        fit.a = fmaxf(fit.a, a), fit.b = fminf(fit.b, b);
    }
    fit.near = (fit.b - fit.a) / (k1 - k0);
    return fit;
}

/* The screen span [*k_lo, *k_hi] (in x / z) of a sphere at (along, depth) from the eye, radius R:
 * its tangent planes through the eye, (along - k depth)^2 = R^2 (1 + k^2). The framed spheres lie
 * in the sub-frustum, so in front of the eye (depth > R). */
static void sphere_span(float along, float depth, float r, float *k_lo, float *k_hi)
{
    float den = depth * depth - r * r;
    if (!(den > 0)) {
        *k_lo = -INFINITY, *k_hi = INFINITY;
        return;
    }
    float root = r * sqrtf(fmaxf(along * along + den, 0));
    *k_lo = (along * depth - root) / den, *k_hi = (along * depth + root) / den;
}

/* The eye's coordinate along the axis at eye depth ez (<= fit.near), between lo (the bounds
 * touch the far edge k1) and hi (the near edge k0): where the gaps on screen either side are
 * equal. Moving the eye one way moves every sphere the other way on screen, by less the deeper
 * it lies, so the difference of the gaps falls as the eye moves: found by bisection. */
static float place_on_axis(const axis_fit *fit, const vec3s *c, const float *radius, int count, int axis, float ez)
{
    float lo = fit->a + fit->k1 * ez, hi = fit->b + fit->k0 * ez;
    for (int step = 0; step < 40 && hi - lo > 1e-6f * (fabsf(lo) + fabsf(hi)); step++) {
        float e = 0.5f * (lo + hi), low = INFINITY, high = -INFINITY;
        for (int i = 0; i < count; i++) {
            float k_lo, k_hi;
            sphere_span(c[i].raw[axis] - e, c[i].z - ez, radius[i], &k_lo, &k_hi);
            low = fminf(low, k_lo), high = fmaxf(high, k_hi);
        }
        if (low - fit->k0 > fit->k1 - high)
            lo = e; /* more room at the near edge: move the eye on, the bounds toward it */
        else
            hi = e;
    }
    return 0.5f * (lo + hi);
}

camera_view camera_frame(camera_view v, const isect_sphere *bounds, int count, float width, float height,
                         camera_rect free)
{
    enum { MAX = CAMERA_FRAME_MAX_BOUNDS };
    if (count < 1 || count > MAX || !(width > 0) || !(height > 0))
        return v;
    float m = CAMERA_FRAME_MARGIN * fminf(free.w, free.h);
    float x0 = free.x + m, x1 = free.x + free.w - m, y0 = free.y + m, y1 = free.y + free.h - m;
    if (!(x1 > x0) || !(y1 > y0))
        return v;
    float ty = tanf(glm_rad(CAMERA_FOV_DEG) * 0.5f), tx = ty * width / height;
    float kx0 = (2 * x0 / width - 1) * tx, kx1 = (2 * x1 / width - 1) * tx;
    float ky0 = (1 - 2 * y1 / height) * ty, ky1 = (1 - 2 * y0 / height) * ty; /* pixels run down */

    vec3s forward, right, up, c[MAX];
    float radius[MAX], z_min = INFINITY, z_max = -INFINITY;
    camera_axes(v, &forward, &right, &up);
    for (int i = 0; i < count; i++) {
        vec3s p = bounds[i].c;
        c[i] = (vec3s){{glms_vec3_dot(right, p), glms_vec3_dot(up, p), glms_vec3_dot(forward, p)}};
        radius[i] = fmaxf(bounds[i].r, 0.0f);
        z_min = fminf(z_min, c[i].z), z_max = fmaxf(z_max, c[i].z);
    }
    axis_fit fx = fit_axis(c, radius, count, 0, kx0, kx1), fy = fit_axis(c, radius, count, 1, ky0, ky1);
    vec3s eye = {{0, 0, fminf(fx.near, fy.near)}};
    eye.x = place_on_axis(&fx, c, radius, count, 0, eye.z);
    eye.y = place_on_axis(&fy, c, radius, count, 1, eye.z);

    /* The target at the depth of the bounds' middle; bounds too small (a point) or too large to
     * frame at a sane distance are seen from the nearest or farthest one, their middle put at the
     * rectangle's centre. */
    float middle = 0.5f * (z_min + z_max), distance = middle - eye.z;
    if (!(distance >= CAMERA_FRAME_MIN_DISTANCE && distance <= CAMERA_FRAME_MAX_DISTANCE)) {
        distance = glm_clamp(isfinite(distance) ? distance : 0, CAMERA_FRAME_MIN_DISTANCE, CAMERA_FRAME_MAX_DISTANCE);
        vec3s lo = c[0], hi = c[0];
        for (int i = 1; i < count; i++)
            lo = glms_vec3_minv(lo, c[i]), hi = glms_vec3_maxv(hi, c[i]);
        vec3s mid = glms_vec3_lerp(lo, hi, 0.5f);
        eye = (vec3s){{mid.x - 0.5f * (kx0 + kx1) * distance, mid.y - 0.5f * (ky0 + ky1) * distance, middle - distance}};
    }
    vec3s world_eye = glms_vec3_add(glms_vec3_scale(right, eye.x),
                                    glms_vec3_add(glms_vec3_scale(up, eye.y), glms_vec3_scale(forward, eye.z)));
    v.target = glms_vec3_muladds(forward, distance, world_eye);
    v.distance = distance;
    return v;
}

bool camera_project(camera_view v, vec3s p, float width, float height, float *x, float *y)
{
    vec4s clip = glms_mat4_mulv(camera_view_projection(v, width / fmaxf(height, 1.0f)), (vec4s){{p.x, p.y, p.z, 1}});
    if (!(clip.w > 0))
        return false;
    *x = (clip.x / clip.w * 0.5f + 0.5f) * width;
    *y = (0.5f - clip.y / clip.w * 0.5f) * height;
    return true;
}

camera_move camera_move_start(camera_view from, camera_view to, float duration)
{
    return (camera_move){.from = from, .to = to, .duration = duration, .active = true};
}

/* Smoothstep in time; the target slides, the distance scales (equal ratios in equal times, as a
 * zoom feels even), yaw turns the short way round. */
camera_view camera_move_step(camera_move *m, float dt)
{
    m->elapsed += dt;
    if (!m->active || !(m->elapsed < m->duration)) {
        m->active = false;
        return m->to;
    }
    float t = m->elapsed / m->duration, s = t * t * (3 - 2 * t);
    camera_view a = m->from, b = m->to, v;
    float turn = remainderf(b.yaw - a.yaw, 360.0f);
    v.target = glms_vec3_lerp(a.target, b.target, s);
    v.yaw = a.yaw + s * turn;
    v.pitch = a.pitch + s * (b.pitch - a.pitch);
    v.distance = a.distance > 0 && b.distance > 0 ? a.distance * powf(b.distance / a.distance, s)
                                                  : a.distance + s * (b.distance - a.distance);
    return v;
}
