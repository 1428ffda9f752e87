#include "sample_ctx.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "log.h"
#include "minkowski_view.h"

void sample_ctx_start(sample_ctx *ctx, const sample *s)
{
    ctx->sample = s;
    ctx->checks = ctx->failures = 0;
    ctx->view = camera_default_view();
    ctx->text_count = 0;
    ctx->scene = (scene){0};
    ctx->copy_test = NULL;
    ctx->trace = NULL;
    sample_declared_scene(ctx, s);
    s->initialize(ctx);
    sample_check_pairs(ctx);
    sample_check_presets(ctx);
    minkowski_view_check(ctx);
    ctx->camera = ctx->view;
}

float sample_frame_ms(const sample_ctx *ctx)
{
    return ctx->frame_ms;
}

float sample_upload_ms(const sample_ctx *ctx)
{
    return ctx->upload_ms;
}

void sample_ctx_stop(sample_ctx *ctx)
{
    if (ctx->sample && ctx->sample->shutdown)
        ctx->sample->shutdown(ctx);
}

void sample_expect(sample_ctx *ctx, bool ok, const char *format, ...)
{
    ctx->checks++;
    if (ok)
        return;
    char message[SAMPLE_MESSAGE_SIZE];
    va_list args;
    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    if (ctx->failures < SAMPLE_MAX_FAILURES)
        snprintf(ctx->failure[ctx->failures], SAMPLE_MESSAGE_SIZE, "%s", message);
    ctx->failures++;
    if (!ctx->quiet)
        log_error("%s: %s", ctx->sample->id, message);
}

void sample_set_view(sample_ctx *ctx, vec3s target, float yaw_deg, float pitch_deg, float distance)
{
    ctx->view = (camera_view){target, yaw_deg, pitch_deg, distance};
}

void sample_text(sample_ctx *ctx, const char *format, ...)
{
    if (ctx->text_count == SAMPLE_TEXT_LINES) {
        log_error_once("%s: more than %d HUD lines in a frame; the rest are not shown", ctx->sample->id,
                       SAMPLE_TEXT_LINES);
        return;
    }
    va_list args;
    va_start(args, format);
    const int length = vsnprintf(ctx->text[ctx->text_count++], SAMPLE_MESSAGE_SIZE, format, args);
    va_end(args);
    if (length >= SAMPLE_MESSAGE_SIZE) /* a line cut short must not pass for the whole why */
        log_error_once("%s: a HUD line of %d characters is cut to %d: \"%s\"", ctx->sample->id, length,
                       SAMPLE_MESSAGE_SIZE - 1, ctx->text[ctx->text_count - 1]);
}

bool sample_move(const sample_ctx *ctx, int key, vec3s *p, float step)
{
    /* The camera's forward and right directions flattened onto the ground (y = 0). */
    float yaw = glm_rad(ctx->camera.yaw);
    vec3s forward = {{-sinf(yaw), 0, -cosf(yaw)}}, right = {{cosf(yaw), 0, -sinf(yaw)}};
    vec3s up = {{0, 1, 0}};
    switch (key) {
    case 'W': *p = glms_vec3_muladds(forward, step, *p); return true;
    case 'S': *p = glms_vec3_muladds(forward, -step, *p); return true;
    case 'D': *p = glms_vec3_muladds(right, step, *p); return true;
    case 'A': *p = glms_vec3_muladds(right, -step, *p); return true;
    case 'E': *p = glms_vec3_muladds(up, step, *p); return true;
    case 'Q': *p = glms_vec3_muladds(up, -step, *p); return true;
    default: return false;
    }
}

bool sample_rotate(const sample_ctx *ctx, int key, versors *q)
{
    if (key != 'Z' && key != 'X')
        return false;
    vec3s sight = glms_vec3_normalize(glms_vec3_sub(ctx->camera.target, camera_eye(ctx->camera)));
    float angle = glm_rad(key == 'Z' ? 15.0f : -15.0f);
    *q = glms_quat_normalize(glms_quat_mul(glms_quatv(angle, sight), *q));
    return true;
}

