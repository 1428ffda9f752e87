/* The floor for the viewer's time to first frame: a bare GLFW + glad program that opens the
 * same kind of window as `isect-viewer --bench` (hidden, GL 3.3 core, 4x MSAA), clears it and
 * presents one frame, then prints the time from main's entry to after that swap. */
#include <stdio.h>
#include <time.h>

#include <glad/gl.h>
#include <GLFW/glfw3.h>

static double clock_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

int main(void)
{
    double start = clock_ms();
    if (!glfwInit()) {
        fprintf(stderr, "isect-first-frame: cannot open a window (no display?)\n");
        return 3;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_SAMPLES, 4);
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    GLFWwindow *window = glfwCreateWindow(1280, 720, "first frame", NULL, NULL);
    if (!window) {
        fprintf(stderr, "isect-first-frame: cannot create an OpenGL 3.3 core window\n");
        glfwTerminate();
        return 3;
    }
    glfwMakeContextCurrent(window);
    if (!gladLoadGL((GLADloadfunc)glfwGetProcAddress)) {
        fprintf(stderr, "isect-first-frame: cannot load OpenGL 3.3 core functions\n");
        glfwTerminate();
        return 3;
    }
    glClearColor(0.11f, 0.12f, 0.14f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glfwSwapBuffers(window);
    printf("first_frame_ms=%.1f\n", clock_ms() - start);
    glfwDestroyWindow(window);
    glfwTerminate();
    return 0;
}
