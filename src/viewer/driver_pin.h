/* Sanitizer builds only: keeps every shared object loaded so far (libGL, libGLX_mesa, Mesa's
 * *_dri.so …) mapped after glfwTerminate unloads them. LeakSanitizer scans a loaded module's
 * data for pointers; once a module is unmapped, what its statics held looks leaked. Measured
 * on Debian 12 (Mesa 22.3.6): llvmpipe's swrast_dri.so keeps 128 bytes from a pthread_once
 * initialiser run at screen creation (glfwCreateWindow → libGLX_mesa → swrast_dri), reported
 * as a "direct leak … <unknown module>" (or a neighbouring library's name) when the window
 * cannot be created and the driver is unloaded. Project leaks are still reported, with file
 * and line (ctest viewer_planted_leak). */
#ifndef ISECT_DRIVER_PIN_H
#define ISECT_DRIVER_PIN_H

/* Call right after glfwCreateWindow, whether or not it succeeded. Does nothing outside
 * sanitizer builds. */
void driver_pin(void);

#endif
