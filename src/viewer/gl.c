#include "gl.h"

#include <glad/gl.h>
#include <stdio.h>
#include <stdlib.h>

#include "log.h"

#include "shaders.h"

#define BACKGROUND 0.11f, 0.12f, 0.14f, 1.0f
#define POINT_SIZE 6.0f

static GLuint compile(GLenum type, const char *source, const char *name, char *error, size_t size)
{
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[512] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        for (char *c = log; *c; c++) /* one line: the driver's log may span several */
            if (*c == '\n') *c = ' ';
        snprintf(error, size, "shader %s does not compile: %s", name, log);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

static int errors;
static bool debug_output;

static void GLAD_API_PTR on_debug_message(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length,
                                      const GLchar *message, const void *user)
{
    (void)source, (void)id, (void)severity, (void)length, (void)user;
    if (type != GL_DEBUG_TYPE_ERROR)
        return; /* performance notes and the like are not failures */
    errors++;
    log_error("GL error: %s", message);
}

void gl_install_debug_output(void)
{
    GLint flags = 0;
    glGetIntegerv(GL_CONTEXT_FLAGS, &flags);
    if (!GLAD_GL_KHR_debug || !(flags & GL_CONTEXT_FLAG_DEBUG_BIT))
        return;
    glEnable(GL_DEBUG_OUTPUT);
    glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
    glDebugMessageCallback(on_debug_message, NULL);
    debug_output = true;
}

void gl_check_errors(void)
{
    /* With debug output on, glGetError reports the same errors again: drain it silently. */
    for (GLenum e; (e = glGetError()) != GL_NO_ERROR;) {
        if (debug_output)
            continue;
        errors++;
        log_error("GL error 0x%04x", e);
    }
}

int gl_error_count(void)
{
    return errors;
}

void gl_provoke_error(void)
{
    glEnable(0x7fff); /* GL_INVALID_ENUM */
}

bool gl_init(gl_renderer *gl, char *error, size_t error_size)
{
    *gl = (gl_renderer){0};
    /* Test-only: ISECT_TEST_BREAK_SHADER=1 feeds a fragment shader that cannot compile, so the
     * bad-input test can see how the viewer reports it. */
    const char *fragment = getenv("ISECT_TEST_BREAK_SHADER") ? "#version 330 core\nthis is not GLSL\n"
                                                                : shader_debug_frag;
    GLuint vs = compile(GL_VERTEX_SHADER, shader_debug_vert, "debug.vert", error, error_size);
    GLuint fs = vs ? compile(GL_FRAGMENT_SHADER, fragment, "debug.frag", error, error_size) : 0;
    if (!fs) {
        glDeleteShader(vs);
        return false;
    }
    gl->program = glCreateProgram();
    glAttachShader(gl->program, vs);
    glAttachShader(gl->program, fs);
    glLinkProgram(gl->program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(gl->program, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[512] = "";
        glGetProgramInfoLog(gl->program, sizeof log, NULL, log);
        snprintf(error, error_size, "shaders do not link: %s", log);
        return false;
    }
    gl->u_mvp = glGetUniformLocation(gl->program, "u_mvp");
    gl->u_point_size = glGetUniformLocation(gl->program, "u_point_size");

    glGenVertexArrays(1, &gl->vao);
    glGenBuffers(1, &gl->vbo);
    glBindVertexArray(gl->vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->vbo);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(draw_vertex), (void *)offsetof(draw_vertex, x));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(draw_vertex), (void *)offsetof(draw_vertex, r));

    glEnable(GL_MULTISAMPLE);
    glEnable(GL_PROGRAM_POINT_SIZE);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthFunc(GL_LEQUAL);
    return true;
}

void gl_shutdown(gl_renderer *gl)
{
    glDeleteBuffers(1, &gl->vbo);
    glDeleteVertexArrays(1, &gl->vao);
    glDeleteProgram(gl->program);
    *gl = (gl_renderer){0};
}

/* Copies the frame's vertices into the one buffer: lines, then points, then HUD triangles. */
static void upload(gl_renderer *gl, const draw_buffer *parts[], int count)
{
    size_t total = 0;
    for (int i = 0; i < count; i++)
        total += (size_t)parts[i]->count * sizeof(draw_vertex);
    if (total > gl->vbo_bytes) { /* grow, and keep the capacity */
        gl->vbo_bytes = total + total / 2;
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)gl->vbo_bytes, NULL, GL_STREAM_DRAW);
    }
    size_t offset = 0;
    for (int i = 0; i < count; i++) {
        size_t bytes = (size_t)parts[i]->count * sizeof(draw_vertex);
        if (bytes)
            glBufferSubData(GL_ARRAY_BUFFER, (GLintptr)offset, (GLsizeiptr)bytes, parts[i]->v);
        offset += bytes;
    }
}

void gl_draw_frame(gl_renderer *gl, const draw_list *scene, const hud *overlay, mat4s view_projection,
                   int width, int height)
{
    glViewport(0, 0, width, height);
    glClearColor(BACKGROUND);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

    glUseProgram(gl->program);
    glBindVertexArray(gl->vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->vbo);
    const draw_buffer *parts[3] = {&scene->lines, &scene->points, &overlay->tris};
    upload(gl, parts, 3);

    /* The scene: depth-tested wireframe lines, then points. */
    glEnable(GL_DEPTH_TEST);
    glDisable(GL_BLEND);
    glUniformMatrix4fv(gl->u_mvp, 1, GL_FALSE, (const float *)view_projection.raw);
    glUniform1f(gl->u_point_size, POINT_SIZE);
    glDrawArrays(GL_LINES, 0, scene->lines.count);
    glDrawArrays(GL_POINTS, scene->lines.count, scene->points.count);

    /* The HUD: pixel coordinates with y down, blended over the scene. */
    glDisable(GL_DEPTH_TEST);
    glEnable(GL_BLEND);
    mat4s pixels = glms_ortho(0.0f, (float)width, (float)height, 0.0f, -1.0f, 1.0f);
    glUniformMatrix4fv(gl->u_mvp, 1, GL_FALSE, (const float *)pixels.raw);
    glDrawArrays(GL_TRIANGLES, scene->lines.count + scene->points.count, overlay->tris.count);
}

bool gl_read_pixels(int width, int height, uint8_t *rgb)
{
    GLuint fbo = 0, colour = 0;
    glGenFramebuffers(1, &fbo);
    glGenRenderbuffers(1, &colour);
    glBindRenderbuffer(GL_RENDERBUFFER, colour);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, fbo);
    glFramebufferRenderbuffer(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
    bool ok = glCheckFramebufferStatus(GL_DRAW_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    if (ok) {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
        glReadBuffer(GL_BACK);
        glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, rgb);
        ok = glGetError() == GL_NO_ERROR;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteRenderbuffers(1, &colour);
    glDeleteFramebuffers(1, &fbo);
    return ok;
}
