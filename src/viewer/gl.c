#include "gl.h"

#include "gl_api.h"
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

#include "log.h"

#include "shaders.h"

#define POINT_SIZE 6.0f
#define DASH_PERIOD 10.0f /* pixels: a dash of 6 and a gap of 4 (shaders/debug.frag) */
/* A line behind a surface keeps this much of its colour over the background: enough to read
 * its hue (and for the image tests to count it, which need half), clearly dimmer than one in
 * front. */
#define HIDDEN_STRENGTH 0.75f

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

#ifdef __EMSCRIPTEN__
/* WebGL has no KHR_debug: gl_check_errors reads glGetError once a frame instead. */
void gl_install_debug_output(void)
{
}
#else
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
#endif

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

/* Links vertex shader vs with fragment shader fs into a program; 0 with a reason on failure. */
static GLuint link(GLuint vs, GLuint fs, char *error, size_t size)
{
    GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[512] = "";
        glGetProgramInfoLog(program, sizeof log, NULL, log);
        snprintf(error, size, "shaders do not link: %s", log);
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

#define SPHERE_MESH_SEGMENTS 16 /* per great circle */

/* The unit meshes of the instanced shapes, as GL_LINES vertex pairs: the cube [-1, 1]^3 (12
 * edges: corners differing in one bit, as draw.c draws boxes), then the unit sphere as its three
 * great circles in the coordinate planes. Returns the number of vertices written. */
static int unit_meshes(float (*v)[3], int first[DRAW_INSTANCE_SHAPES], int count[DRAW_INSTANCE_SHAPES])
{
    int n = 0;
    first[DRAW_INSTANCE_CUBE] = n;
    for (int i = 0; i < 8; i++)
        for (int bit = 1; bit < 8; bit <<= 1)
            if (!(i & bit))
                for (int end = 0; end < 2; end++) {
                    int c = end ? i | bit : i;
                    v[n][0] = (c & 1) ? 1.0f : -1.0f, v[n][1] = (c & 2) ? 1.0f : -1.0f, v[n][2] = (c & 4) ? 1.0f : -1.0f;
                    n++;
                }
    count[DRAW_INSTANCE_CUBE] = n;
    first[DRAW_INSTANCE_SPHERE] = n;
    for (int axis = 0; axis < 3; axis++) /* the circle around this axis */
        for (int k = 0; k < SPHERE_MESH_SEGMENTS; k++)
            for (int end = 0; end < 2; end++) {
                float a = 2.0f * GLM_PIf * (float)(k + end) / SPHERE_MESH_SEGMENTS;
                v[n][axis] = 0.0f;
                v[n][(axis + 1) % 3] = cosf(a);
                v[n][(axis + 2) % 3] = sinf(a);
                n++;
            }
    count[DRAW_INSTANCE_SPHERE] = n - first[DRAW_INSTANCE_SPHERE];
    return n;
}

/* The HUD's program, vertex array (hud_vertex: position, atlas coordinates, colour) and the
 * font texture, filtered linearly (the quads fall on whole pixels, so it samples texel centres). */
static bool hud_init(gl_renderer *gl, char *error, size_t error_size)
{
    GLuint vs = compile(GL_VERTEX_SHADER, shader_hud_vert, "hud.vert", error, error_size);
    GLuint fs = vs ? compile(GL_FRAGMENT_SHADER, shader_hud_frag, "hud.frag", error, error_size) : 0;
    gl->hud_program = fs ? link(vs, fs, error, error_size) : 0;
    glDeleteShader(vs);
    glDeleteShader(fs);
    if (!gl->hud_program)
        return false;
    gl->u_hud_mvp = glGetUniformLocation(gl->hud_program, "u_mvp");
    glUseProgram(gl->hud_program);
    glUniform1i(glGetUniformLocation(gl->hud_program, "u_atlas"), 0);

    glGenVertexArrays(1, &gl->hud_vao);
    glGenBuffers(1, &gl->hud_vbo);
    glBindVertexArray(gl->hud_vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->hud_vbo);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(hud_vertex), (void *)offsetof(hud_vertex, x));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, sizeof(hud_vertex), (void *)offsetof(hud_vertex, s));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(hud_vertex), (void *)offsetof(hud_vertex, r));

    glGenTextures(1, &gl->atlas);
    glBindTexture(GL_TEXTURE_2D, gl->atlas);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    return true;
}

/* The instanced shapes' vertex array: attribute 0 the unit mesh, 1-3 the per-instance centre,
 * scale and colour (divisor 1; pointed at each shape's slice of the buffer when drawn). */
static void instancing_init(gl_renderer *gl)
{
    static float mesh[24 + 3 * 2 * SPHERE_MESH_SEGMENTS][3];
    int n = unit_meshes(mesh, gl->mesh_first, gl->mesh_count);
    glGenVertexArrays(1, &gl->instance_vao);
    glGenBuffers(1, &gl->mesh_vbo);
    glGenBuffers(1, &gl->instance_vbo);
    glBindVertexArray(gl->instance_vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->mesh_vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(n * (int)sizeof mesh[0]), mesh, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof mesh[0], (void *)0);
    glBindBuffer(GL_ARRAY_BUFFER, gl->instance_vbo);
    for (GLuint a = 1; a <= 3; a++) {
        glEnableVertexAttribArray(a);
        glVertexAttribDivisor(a, 1);
    }
}

bool gl_init(gl_renderer *gl, char *error, size_t error_size)
{
    *gl = (gl_renderer){0};
    /* Test-only: ISECT_TEST_BREAK_SHADER=1 feeds a fragment shader that cannot compile, so the
     * bad-input test can see how the viewer reports it. */
    const char *fragment = getenv("ISECT_TEST_BREAK_SHADER") ? "#version 330 core\nthis is not GLSL\n"
                                                                : shader_debug_frag;
    GLuint vs = compile(GL_VERTEX_SHADER, shader_debug_vert, "debug.vert", error, error_size);
    GLuint ivs = vs ? compile(GL_VERTEX_SHADER, shader_instanced_vert, "instanced.vert", error, error_size) : 0;
    GLuint fs = ivs ? compile(GL_FRAGMENT_SHADER, fragment, "debug.frag", error, error_size) : 0;
    GLuint ffs = fs ? compile(GL_FRAGMENT_SHADER, shader_fill_frag, "fill.frag", error, error_size) : 0;
    if (ffs) {
        gl->program = link(vs, fs, error, error_size);
        gl->instance_program = gl->program ? link(ivs, fs, error, error_size) : 0;
        gl->fill_program = gl->instance_program ? link(vs, ffs, error, error_size) : 0;
    }
    glDeleteShader(vs);
    glDeleteShader(ivs);
    glDeleteShader(fs);
    glDeleteShader(ffs);
    if (!gl->fill_program)
        return false;
    gl->u_fill_mvp = glGetUniformLocation(gl->fill_program, "u_mvp");
    gl->u_mvp = glGetUniformLocation(gl->program, "u_mvp");
    gl->u_point_size = glGetUniformLocation(gl->program, "u_point_size");
    gl->u_viewport = glGetUniformLocation(gl->program, "u_viewport");
    gl->u_dash = glGetUniformLocation(gl->program, "u_dash");
    gl->u_strength = glGetUniformLocation(gl->program, "u_strength");
    glUseProgram(gl->program);
    glUniform1f(gl->u_strength, 1.0f);
    glUniform3f(glGetUniformLocation(gl->program, "u_background"), COLOR_BACKGROUND.r, COLOR_BACKGROUND.g,
                COLOR_BACKGROUND.b);
    glUseProgram(gl->instance_program);
    glUniform1f(glGetUniformLocation(gl->instance_program, "u_strength"), 1.0f);
    gl->u_instance_mvp = glGetUniformLocation(gl->instance_program, "u_mvp");
    gl->u_instance_viewport = glGetUniformLocation(gl->instance_program, "u_viewport");
    gl->u_instance_dash = glGetUniformLocation(gl->instance_program, "u_dash");

    glGenVertexArrays(1, &gl->vao);
    glGenBuffers(1, &gl->vbo);
    glBindVertexArray(gl->vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->vbo);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(draw_vertex), (void *)offsetof(draw_vertex, x));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(draw_vertex), (void *)offsetof(draw_vertex, r));
    instancing_init(gl);
    if (!hud_init(gl, error, error_size))
        return false;

#ifndef __EMSCRIPTEN__ /* WebGL: multisampling is the context's antialias flag; gl_PointSize is always on */
    glEnable(GL_MULTISAMPLE);
    glEnable(GL_PROGRAM_POINT_SIZE);
#endif
    glDepthFunc(GL_LEQUAL);
    return true;
}

void gl_shutdown(gl_renderer *gl)
{
    glDeleteBuffers(1, &gl->vbo);
    glDeleteBuffers(1, &gl->mesh_vbo);
    glDeleteBuffers(1, &gl->instance_vbo);
    glDeleteVertexArrays(1, &gl->vao);
    glDeleteVertexArrays(1, &gl->instance_vao);
    glDeleteProgram(gl->program);
    glDeleteProgram(gl->instance_program);
    glDeleteProgram(gl->fill_program);
    glDeleteBuffers(1, &gl->hud_vbo);
    glDeleteVertexArrays(1, &gl->hud_vao);
    glDeleteProgram(gl->hud_program);
    glDeleteTextures(1, &gl->atlas);
    *gl = (gl_renderer){0};
}

/* Copies the frame's scene vertices into the one buffer: lines, then points, then surfaces. */
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

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

/* glDrawArrays that skips empty lists and counts the calls it makes. */
static void draw_arrays(gl_renderer *gl, GLenum mode, int first, int count)
{
    if (count <= 0)
        return;
    glDrawArrays(mode, first, count);
    gl->draw_calls++;
}

/* The instanced shapes: all instance arrays in one upload (timed), then one instanced draw per
 * shape kind, attributes 1-3 pointed at that kind's slice. */
static void draw_instanced(gl_renderer *gl, const draw_list *scene, mat4s view_projection, int width, int height)
{
    size_t total = 0;
    for (int k = 0; k < DRAW_INSTANCE_SHAPES; k++)
        total += (size_t)scene->instance_count[k] * sizeof(draw_instance);
    gl->upload_ms = 0.0f;
    if (total == 0)
        return;
    double start = now_ms();
    glBindVertexArray(gl->instance_vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->instance_vbo);
    if (total > gl->instance_vbo_bytes) {
        gl->instance_vbo_bytes = total + total / 2;
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)gl->instance_vbo_bytes, NULL, GL_STREAM_DRAW);
    }
    size_t offset[DRAW_INSTANCE_SHAPES], at = 0;
    for (int k = 0; k < DRAW_INSTANCE_SHAPES; k++) {
        size_t bytes = (size_t)scene->instance_count[k] * sizeof(draw_instance);
        offset[k] = at;
        if (bytes)
            glBufferSubData(GL_ARRAY_BUFFER, (GLintptr)at, (GLsizeiptr)bytes, scene->instances[k]);
        at += bytes;
    }
    gl->upload_ms = (float)(now_ms() - start);

    glUseProgram(gl->instance_program);
    glUniformMatrix4fv(gl->u_instance_mvp, 1, GL_FALSE, (const float *)view_projection.raw);
    glUniform2f(gl->u_instance_viewport, (float)width, (float)height);
    glUniform1f(gl->u_instance_dash, DASH_PERIOD);
    for (int k = 0; k < DRAW_INSTANCE_SHAPES; k++) {
        if (scene->instance_count[k] == 0)
            continue;
        uintptr_t base = offset[k]; /* buffer offsets, passed as GL passes them: as pointers */
        glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(draw_instance), (void *)(base + offsetof(draw_instance, x)));
        glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, sizeof(draw_instance), (void *)(base + offsetof(draw_instance, sx)));
        glVertexAttribPointer(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(draw_instance), (void *)(base + offsetof(draw_instance, r)));
        glDrawArraysInstanced(GL_LINES, gl->mesh_first[k], gl->mesh_count[k], scene->instance_count[k]);
        gl->draw_calls++;
    }
}

/* The surfaces, in two passes over the same triangles, pushed a little back (polygon offset)
 * so that a line lying on a surface counts as in front of it: first their depth alone, then
 * their colour blended where each is the nearest surface, without writing depth. The nearest
 * surface of a pixel tints it once, whatever lies behind; the depth buffer then holds the
 * surfaces only, for the lines' two passes. The destination's alpha is kept, as for the HUD. */
static void draw_fills(gl_renderer *gl, const draw_list *scene, mat4s view_projection)
{
    if (scene->fills.count == 0)
        return;
    int first = scene->lines.count + scene->points.count;
    glUseProgram(gl->fill_program);
    glUniformMatrix4fv(gl->u_fill_mvp, 1, GL_FALSE, (const float *)view_projection.raw);
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(1.0f, 1.0f);
    glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
    draw_arrays(gl, GL_TRIANGLES, first, scene->fills.count);
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    glDepthMask(GL_FALSE);
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
    /* Once per pixel (per sample), by the stencil: two surfaces in one plane (a box's face lying
     * in a plane, coplanar triangles) both pass the depth test, now one and now the other, and
     * blending both drew stripes. Without a stencil buffer the test passes, as before. */
    glEnable(GL_STENCIL_TEST);
    glStencilFunc(GL_EQUAL, 0, 0xff);
    glStencilOp(GL_KEEP, GL_KEEP, GL_INCR);
    draw_arrays(gl, GL_TRIANGLES, first, scene->fills.count);
    glDisable(GL_STENCIL_TEST);
    glDisable(GL_BLEND);
    glDisable(GL_POLYGON_OFFSET_FILL);
}

/* The lines and points, dashed where their colour says so (a uniform, not a state: no extra
 * draw call or shader variant); points never are. */
static void draw_lines_and_points(gl_renderer *gl, const draw_list *scene)
{
    glUniform1f(gl->u_dash, DASH_PERIOD);
    draw_arrays(gl, GL_LINES, 0, scene->lines.count);
    glUniform1f(gl->u_dash, 0.0f);
    draw_arrays(gl, GL_POINTS, scene->lines.count, scene->points.count);
}

/* The HUD: pixel coordinates with y down, over the scene, text blended onto what is under it.
 * The destination's alpha is kept at the clear's 1, so a browser's canvas stays opaque. */
static void draw_hud(gl_renderer *gl, const hud *overlay, int width, int height)
{
    if (overlay->count == 0 || !overlay->font.pixels)
        return;
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, gl->atlas);
    if (gl->atlas_generation != overlay->font.generation) {
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1); /* rows of one byte a texel, any width */
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, overlay->font.width, overlay->font.height, 0, GL_RED, GL_UNSIGNED_BYTE,
                     overlay->font.pixels);
        gl->atlas_generation = overlay->font.generation;
    }
    glUseProgram(gl->hud_program);
    glBindVertexArray(gl->hud_vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->hud_vbo);
    size_t bytes = (size_t)overlay->count * sizeof(hud_vertex);
    if (bytes > gl->hud_vbo_bytes) { /* grow, and keep the capacity */
        gl->hud_vbo_bytes = bytes + bytes / 2;
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)gl->hud_vbo_bytes, NULL, GL_STREAM_DRAW);
    }
    glBufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)bytes, overlay->v);

    glClear(GL_DEPTH_BUFFER_BIT);
    mat4s pixels = glms_ortho(0.0f, (float)width, (float)height, 0.0f, -1.0f, 1.0f);
    glUniformMatrix4fv(gl->u_hud_mvp, 1, GL_FALSE, (const float *)pixels.raw);
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
    draw_arrays(gl, GL_TRIANGLES, 0, overlay->count);
    glDisable(GL_BLEND);
}

/* The scene with view_projection into a viewport of width x height pixels: the depth cue's
 * passes below (gl_draw_frame), on the vertices already uploaded. */
static void draw_scene(gl_renderer *gl, const draw_list *scene, mat4s view_projection, int width, int height)
{
    draw_fills(gl, scene, view_projection);
    glUseProgram(gl->program);
    glBindVertexArray(gl->vao);
    glUniformMatrix4fv(gl->u_mvp, 1, GL_FALSE, (const float *)view_projection.raw);
    glUniform1f(gl->u_point_size, POINT_SIZE);
    glUniform2f(gl->u_viewport, (float)width, (float)height);
    glDepthMask(GL_FALSE);
    if (scene->fills.count > 0) {
        glDepthFunc(GL_GREATER);
        glUniform1f(gl->u_strength, HIDDEN_STRENGTH);
        draw_lines_and_points(gl, scene);
        glUniform1f(gl->u_strength, 1.0f);
        glDepthFunc(GL_LEQUAL);
    }
    draw_lines_and_points(gl, scene);
    glDepthMask(GL_TRUE);
    draw_instanced(gl, scene, view_projection, width, height);
}

/* The 2-D inset: the same scene again in its own rectangle, cleared first (colour, depth and
 * stencil, by the scissor), with its orthographic camera; the HUD then draws its border. */
static void draw_inset(gl_renderer *gl, const draw_list *scene, const gl_inset *inset, int width, int height)
{
    glEnable(GL_SCISSOR_TEST);
    glScissor(inset->x, inset->y, inset->w, inset->h);
    glViewport(inset->x, inset->y, inset->w, inset->h);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
    draw_scene(gl, scene, inset->view_projection, inset->w, inset->h);
    glDisable(GL_SCISSOR_TEST);
    glViewport(0, 0, width, height);
}

void gl_draw_frame(gl_renderer *gl, const draw_list *scene, const hud *overlay, mat4s view_projection,
                   int width, int height, const gl_inset *inset)
{
    gl->draw_calls = 0;
    glViewport(0, 0, width, height);
    glClearColor(COLOR_BACKGROUND.x, COLOR_BACKGROUND.y, COLOR_BACKGROUND.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);

    glUseProgram(gl->program);
    glBindVertexArray(gl->vao);
    glBindBuffer(GL_ARRAY_BUFFER, gl->vbo);
    const draw_buffer *parts[3] = {&scene->lines, &scene->points, &scene->fills};
    upload(gl, parts, 3);

    /* Depth test on for the whole frame, blending for the surfaces and the HUD: llvmpipe
     * compiles a fragment-shader variant for each state it meets (40 ms, 67 with blending, 4x
     * MSAA), and the first frame pays for each once. The HUD's panels are opaque (hud_rect),
     * its text is antialiased coverage and needs the blend; both pass the depth test because
     * the depth buffer is cleared before them.
     * The scene, for the depth cue: the translucent surfaces first (draw_fills), leaving their
     * depth; then the lines and points behind a surface (GL_GREATER), dimmed toward the
     * background, opaque over the tint; then those in front of every surface at full colour;
     * then the instanced shapes. No line writes depth, so lines never hide each other, and a
     * line's pixel is always its colour at full or reduced strength over the background, which
     * is how the image tests read verdict colours (tests/verdict_colors.h). */
    glEnable(GL_DEPTH_TEST);
    draw_scene(gl, scene, view_projection, width, height);
    if (inset && inset->w > 0 && inset->h > 0)
        draw_inset(gl, scene, inset, width, height);

    draw_hud(gl, overlay, width, height);
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
