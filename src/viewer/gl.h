/* Everything that calls OpenGL: the debug shader, the one vertex buffer a frame, the HUD's
 * shader and font texture, and reading the finished frame back for screenshots. */
#ifndef ISECT_GL_H
#define ISECT_GL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draw_list.h"
#include "palette.h"
#include "hud.h"

typedef struct gl_renderer {
    unsigned program, vao, vbo;
    int u_mvp, u_point_size, u_viewport, u_dash, u_strength;
    size_t vbo_bytes;
    /* The translucent surfaces: the lines' vertex shader with a fragment shader that blends. */
    unsigned fill_program;
    int u_fill_mvp;
    /* Instancing: the unit meshes (static) and the frame's instance data. */
    unsigned instance_program, instance_vao, mesh_vbo, instance_vbo;
    int u_instance_mvp, u_instance_viewport, u_instance_dash;
    int mesh_first[DRAW_INSTANCE_SHAPES], mesh_count[DRAW_INSTANCE_SHAPES];
    size_t instance_vbo_bytes;
    /* The HUD: textured triangles in pixels, and the font atlas as a one-channel texture. */
    unsigned hud_program, hud_vao, hud_vbo, atlas;
    int u_hud_mvp;
    size_t hud_vbo_bytes;
    unsigned atlas_generation; /* the font_atlas generation the texture holds */
    /* The last frame's figures: draw calls issued, CPU ms spent uploading instance data. */
    int draw_calls;
    float upload_ms;
} gl_renderer;

/* Compiles the shaders and sets the fixed state (depth test, blending, MSAA, point size).
 * On failure writes a one-line reason to error. Needs a current GL 3.3 core context. */
bool gl_init(gl_renderer *gl, char *error, size_t error_size);
void gl_shutdown(gl_renderer *gl);
/* Draws one frame: the scene's lines and points with view_projection and depth test, then the
 * HUD's triangles in pixel coordinates on top, blended (its text is antialiased), the font
 * atlas uploaded again when the HUD baked it anew. One draw call per primitive kind that has
 * vertices, and one instanced draw call per instanced shape kind in use. */
typedef struct gl_inset {
    mat4s view_projection;
    int x, y, w, h; /* framebuffer pixels, from the bottom-left as GL counts them */
} gl_inset;
/* With inset not NULL, the scene is drawn a second time into the inset's rectangle (the 2-D
 * inset, inset.h), cleared first, before the HUD. */
void gl_draw_frame(gl_renderer *gl, const draw_list *scene, const hud *overlay, mat4s view_projection,
                   int width, int height, const gl_inset *inset);
/* Reads the back buffer as RGB rows, bottom row first, resolving multisampling through a
 * single-sample framebuffer (a direct read of a multisampled buffer is unresolved). */
bool gl_read_pixels(int width, int height, uint8_t *rgb);

/* GL errors: where the context offers KHR_debug (a debug context was asked for), a callback
 * logs each error as it happens; otherwise gl_check_errors drains glGetError once a frame.
 * Either way each error is logged and counted, and a run that saw any exits with
 * EXIT_GL_ERROR, so the render tests fail on them. */
void gl_install_debug_output(void);
void gl_check_errors(void);
int gl_error_count(void);
/* Test-only: makes one invalid GL call (an unknown capability to glEnable). */
void gl_provoke_error(void);

#endif
