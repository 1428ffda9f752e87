#include "camera.h"

#include <math.h>

#define CAMERA_NEAR 0.05f
#define CAMERA_FAR 1000.0f

camera_view camera_default_view(void)
{
    return (camera_view){.target = {{0, 0, 0}}, .yaw = 35.0f, .pitch = 25.0f, .distance = 12.0f};
}

vec3s camera_eye(camera_view v)
{
    float yaw = glm_rad(v.yaw), pitch = glm_rad(v.pitch);
    vec3s offset = {{cosf(pitch) * sinf(yaw), sinf(pitch), cosf(pitch) * cosf(yaw)}};
    return glms_vec3_muladds(offset, v.distance, v.target);
}

mat4s camera_view_projection(camera_view v, float aspect)
{
    if (!(aspect > 0.0f) || !isfinite(aspect))
        aspect = 1.0f;
    mat4s view = glms_lookat(camera_eye(v), v.target, (vec3s){{0, 1, 0}});
    mat4s proj = glms_perspective(glm_rad(CAMERA_FOV_DEG), aspect, CAMERA_NEAR, CAMERA_FAR);
    return glms_mat4_mul(proj, view);
}

camera_view camera_orbit(camera_view v, float dx, float dy)
{
    v.yaw = fmodf(v.yaw - 0.3f * dx, 360.0f);
    v.pitch = glm_clamp(v.pitch + 0.3f * dy, -89.0f, 89.0f);
    return v;
}

camera_view camera_pan(camera_view v, float dx, float dy, float viewport_height)
{
    /* World units per pixel at the target's depth: 2 d tan(fov/2) spans the viewport height. */
    float scale = 2.0f * v.distance * tanf(glm_rad(CAMERA_FOV_DEG) * 0.5f) / fmaxf(viewport_height, 1.0f);
    vec3s forward, right, up;
    camera_axes(v, &forward, &right, &up);
    v.target = glms_vec3_muladds(right, -dx * scale, v.target);
    v.target = glms_vec3_muladds(up, dy * scale, v.target);
    return v;
}

camera_view camera_zoom(camera_view v, float notches)
{
    v.distance = glm_clamp(v.distance * powf(0.9f, notches), 0.2f, 500.0f);
    return v;
}

void camera_axes(camera_view v, vec3s *forward, vec3s *right, vec3s *up)
{
    *forward = glms_vec3_normalize(glms_vec3_sub(v.target, camera_eye(v)));
    *right = glms_vec3_normalize(glms_vec3_cross(*forward, (vec3s){{0, 1, 0}}));
    *up = glms_vec3_cross(*right, *forward);
}

isect_ray camera_ray(camera_view v, float x, float y, float width, float height)
{
    /* Unproject the cursor at the near and the far plane; the ray runs from one to the other. */
    mat4s inverse = glms_mat4_inv(camera_view_projection(v, width / fmaxf(height, 1.0f)));
    float nx = 2.0f * x / fmaxf(width, 1.0f) - 1.0f, ny = 1.0f - 2.0f * y / fmaxf(height, 1.0f);
    vec4s near = glms_mat4_mulv(inverse, (vec4s){{nx, ny, -1, 1}});
    vec4s far = glms_mat4_mulv(inverse, (vec4s){{nx, ny, 1, 1}});
    vec3s a = glms_vec3_divs(glms_vec3(near), near.w), b = glms_vec3_divs(glms_vec3(far), far.w);
    return isect_ray_from(camera_eye(v), glms_vec3_sub(b, a));
}
