/* The GL API and GLFW, for the two platforms: OpenGL 3.3 core through glad on the desktop,
 * WebGL 2 (OpenGL ES 3.0) through emscripten's headers and built-in GLFW in the browser, which
 * needs no loader. Include this instead of <glad/gl.h> and <GLFW/glfw3.h>. */
#ifndef ISECT_GL_API_H
#define ISECT_GL_API_H

#ifdef __EMSCRIPTEN__
#ifndef GLFW_INCLUDE_NONE
#define GLFW_INCLUDE_NONE /* emscripten's glfw3.h would otherwise pull in desktop GL/gl.h */
#endif
#include <GLES3/gl3.h>
#include <GLFW/glfw3.h>
#ifndef GLFW_SCALE_TO_MONITOR /* emscripten's GLFW is 3.2's API; the browser ignores the hint */
#define GLFW_SCALE_TO_MONITOR 0x0002200C
#endif
#else
#include <glad/gl.h>
#include <GLFW/glfw3.h>
#endif

#endif
