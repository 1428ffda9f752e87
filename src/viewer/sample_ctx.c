#include "sample_ctx.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "log.h"

void sample_ctx_start(sample_ctx *ctx, const sample *s, int width, int height)
{
    ctx->sample = s;
    ctx->checks = ctx->failures = 0;
    ctx->view = camera_default_view();
    s->initialize(ctx, width, height);
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
