/* Shader sources from shaders/, embedded at build time (cmake/embed_shaders.cmake). */
#ifndef ISECT_SHADERS_H
#define ISECT_SHADERS_H

extern const char shader_debug_vert[];
extern const char shader_debug_frag[];
extern const char shader_fill_frag[];
extern const char shader_instanced_vert[];
extern const char shader_hud_vert[];
extern const char shader_hud_frag[];

#endif
