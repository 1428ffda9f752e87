/* The validation build (cmake -DISECT_VALIDATE=ON, src/isect/validate.h): every precondition
 * the header states is checked on finite input and a violation aborts with a message naming the
 * function, while input the header gives a meaning (any ray direction, inverted boxes, negative
 * sizes, zero normals) and NaN or infinite input pass. Each call runs in a child process; in
 * the ordinary build the same violations must return normally (a defined, unspecified answer).
 * CMake defines ISECT_VALIDATE for this program exactly when it defines it for the library. */
#define _POSIX_C_SOURCE 200809L
#include "isect.h"
#include "check.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef ISECT_VALIDATE
static const bool validating = true;
#else
static const bool validating = false;
#endif

/* Runs f in a child with its stderr captured: true when the child aborted (SIGABRT), and what
 * it wrote in msg. */
static bool aborts(void (*f)(void), char *msg, size_t size)
{
    int fd[2];
    msg[0] = 0;
    if (pipe(fd) != 0) return false;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        dup2(fd[1], 2);
        f();
        _exit(0);
    }
    close(fd[1]);
    size_t n = 0;
    ssize_t got;
    while (n + 1 < size && (got = read(fd[0], msg + n, size - 1 - n)) > 0) n += (size_t)got;
    msg[n] = 0;
    close(fd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

static volatile bool sink;   /* keeps the calls from being optimised away */

static const isect_sphere SPHERE = {{{0, 0, 0}}, 1};
static isect_obb obb_with(vec3s u0, vec3s u1, vec3s u2, vec3s e)
{
    return (isect_obb){{{0, 0, 0}}, {u0, u1, u2}, e};
}
#define X ((vec3s){{1, 0, 0}})
#define Y ((vec3s){{0, 1, 0}})
#define Z ((vec3s){{0, 0, 1}})

/* ---- Preconditions: abort when validating ------------------------------------------------ */

static void sphere_plane_long_normal(void) { sink = isect_sphere_plane(SPHERE, (isect_plane){{{0, 1, 0.5f}}, 0}); }
static void sphere_halfspace_short_normal(void) { sink = isect_sphere_halfspace(SPHERE, (isect_plane){{{0, 0.5f, 0}}, 0}); }
static void sphere_frustum_long_normal(void)
{
    isect_plane f[6];
    for (int k = 0; k < 6; k++) {
        vec3s n = GLMS_VEC3_ZERO;
        n.raw[k / 2] = (k & 1) ? 1.0f : -1.0f;
        f[k] = (isect_plane){n, 1};
    }
    f[4].n.z = 2;
    sink = isect_sphere_frustum(SPHERE, f);
}
static void obb_obb_skewed(void) { sink = isect_obb_obb(obb_with(X, (vec3s){{0.1f, 1, 0}}, Z, X), obb_with(X, Y, Z, X)); }
static void obb_obb_axis_long(void) { sink = isect_obb_obb_axis(obb_with(X, Y, Z, X), obb_with(X, Y, (vec3s){{0, 0, 2}}, X), NULL) < 0; }
static void obb_plane_skewed(void) { sink = isect_obb_plane(obb_with(X, X, Z, X), (isect_plane){Y, 0}); }
static void sphere_obb_skewed(void) { sink = isect_sphere_obb(SPHERE, obb_with((vec3s){{1, 0.1f, 0}}, Y, Z, X)); }
static void closest_obb_skewed(void) { sink = isnan(isect_closest_point_obb(X, obb_with(Y, Y, Z, X)).x); }
static void capsule_plane_long_normal(void)
{
    sink = isect_capsule_plane((isect_capsule){{{{0, 0, 0}}, {{0, 1, 0}}}, 1}, (isect_plane){{{0, 1, 0.5f}}, 0});
}
static void cone_plane_long_axis(void) { sink = isect_cone_plane((isect_cone){{{0, 1, 0}}, {{0, -2, 0}}, 2, 1}, (isect_plane){Y, 0}); }

/* ---- Defined meanings, NaN and infinity: never abort ------------------------------------- */

static void defined_meanings(void)
{
    isect_aabb inverted = {{{1, 1, 1}}, {{-1, -1, -1}}};
    isect_plane zero = {{{0, 0, 0}}, 0}, nan_plane = {{{NAN, 0, 1}}, 0}, inf_plane = {{{INFINITY, 0, 0}}, 0};
    isect_obb negative = obb_with(X, Y, Z, (vec3s){{-1, 1, 1}});
    isect_obb nan_axes = obb_with((vec3s){{NAN, 0, 0}}, Y, Z, X);
    isect_plane f[6] = {zero, nan_plane, inf_plane, {Y, 1}, {Z, 1}, {X, 1}};
    sink = isect_ray_sphere((isect_ray){{{0, 0, -10}}, {{0, 0, 2}}}, SPHERE, NULL);
    sink = isect_ray_sphere((isect_ray){{{0, 0, 0}}, {{0, 0, 0}}}, SPHERE, NULL);
    sink = isect_ray_aabb((isect_ray){{{0, 0, -10}}, {{0, 0, 0.1f}}}, inverted, NULL);
    sink = isect_aabb_aabb(inverted, inverted) || isect_sphere_aabb((isect_sphere){{{0, 0, 0}}, -1}, inverted);
    sink = isect_aabb_plane(inverted, zero) || isect_aabb_plane(inverted, (isect_plane){{{0, 3, 0}}, 1});
    sink = isect_sphere_plane(SPHERE, zero) || isect_sphere_plane(SPHERE, nan_plane) || isect_sphere_plane(SPHERE, inf_plane);
    sink = isect_sphere_halfspace(SPHERE, zero) || isect_sphere_frustum(SPHERE, f);
    sink = isect_obb_obb(negative, negative) || isect_obb_obb(nan_axes, negative) || isect_obb_plane(negative, zero);
    sink = isect_sphere_obb((isect_sphere){{{0, 0, 0}}, -1}, nan_axes);
    sink = isect_cone_plane((isect_cone){{{0, 1, 0}}, {{NAN, 0, 0}}, -2, -1}, zero);
    sink = isnan(isect_closest_point_plane(X, zero).x) && isnan(isect_closest_point_aabb(X, inverted).x);
    sink = isect_plane_classify(zero, X, -1) == ISECT_ON;
    isect_capsule empty = {{X, Y}, -1}, nan_capsule = {{{{NAN, 0, 0}}, Y}, 1};
    sink = isect_capsule_plane(empty, zero) || isect_capsule_plane(nan_capsule, nan_plane) ||
           isect_capsule_plane(empty, inf_plane) || isect_capsule_capsule(empty, nan_capsule) ||
           isect_sphere_capsule((isect_sphere){{{0, 0, 0}}, -1}, empty);
    sink = isnan(isect_closest_segment_segment(nan_capsule.axis, empty.axis, NULL, NULL)) &&
           isnan(isect_closest_line_line(X, X, Y, Z, NULL, NULL));
    /* Rays vs capsules and cylinders take any direction (zero too), any radius (negative: empty)
     * and any axis (a = b: a sphere, or no cylinder); planes meet with normals of any length,
     * zero ones included; a polygon may be NULL, short, flat or non-finite. */
    isect_ray zero_d = {{{0, 0, 0}}, {{0, 0, 0}}}, long_d = {{{0, 0, -10}}, {{0, 0, 1e20f}}};
    isect_cylinder no_axis = {{X, X}, 1}, negative_cyl = {{X, Y}, -1};
    sink = isect_ray_capsule(zero_d, empty, NULL) || isect_ray_capsule(long_d, (isect_capsule){{X, X}, 1}, NULL) ||
           isect_segment_capsule((isect_segment){X, X}, nan_capsule, NULL);
    sink = isect_ray_cylinder(zero_d, no_axis, NULL) || isect_ray_cylinder(long_d, negative_cyl, NULL) ||
           isect_segment_cylinder((isect_segment){X, Y}, (isect_cylinder){{X, Y}, NAN}, NULL);
    vec3s point, dir, quad[4] = {X, Y, Z, {{INFINITY, 0, 0}}};
    sink = isect_plane_plane(zero, (isect_plane){{{0, 5, 0}}, 1}, &point, &dir) ||
           isect_plane_plane(nan_plane, inf_plane, NULL, NULL);
    sink = isect_three_planes(zero, (isect_plane){{{0, 5, 0}}, 1}, (isect_plane){{{0, 0, 0.1f}}, 1}, &point) ||
           isect_three_planes(nan_plane, inf_plane, zero, NULL);
    sink = isect_aabb_polygon(inverted, quad, 3) || isect_aabb_polygon(inverted, quad, 4) ||
           isect_aabb_polygon((isect_aabb){{{0, 0, 0}}, {{1, 1, 1}}}, NULL, 4) ||
           isect_aabb_polygon((isect_aabb){{{0, 0, 0}}, {{1, 1, 1}}}, quad, 1);
    /* Closest points between shapes: degenerate shapes (a point segment, a collinear triangle, a
     * flat tetrahedron, an unbounded or empty polyhedron), NaN and infinity, a negative radius. */
    isect_triangle line = {X, {{2, 0, 0}}, {{3, 0, 0}}}, nan_tri = {{{NAN, 0, 0}}, Y, Z};
    isect_tetrahedron flat = {X, Y, {{0, 0, 0}}, {{1, 1, 0}}};
    isect_plane empty_cell[2] = {{{{1, 0, 0}}, -1}, {{{-1, 0, 0}}, -1}};
    sink = isnan(isect_closest_segment_triangle((isect_segment){X, X}, nan_tri, NULL, NULL)) &&
           isect_closest_triangle_triangle(line, line, NULL, NULL) == 0 &&
           isect_closest_point_tetrahedron(Z, flat, NULL) == 1 &&
           isnan(isect_closest_point_polyhedron(X, empty_cell, 2, NULL)) &&
           isect_closest_point_polyhedron(X, &inf_plane, 1, NULL) >= 0;
    sink = isect_capsule_triangle(empty, line) || isect_capsule_triangle(nan_capsule, line) ||
           isect_capsule_triangle((isect_capsule){{X, Y}, INFINITY}, nan_tri);
}

int main(void)
{
    static const struct { const char *name, *fn; void (*f)(void); } violations[] = {
        {"sphere vs plane, |n| = 1.118", "isect_sphere_plane", sphere_plane_long_normal},
        {"sphere vs halfspace, |n| = 0.5", "isect_sphere_halfspace", sphere_halfspace_short_normal},
        {"sphere vs frustum, one |n| = 2", "isect_sphere_frustum", sphere_frustum_long_normal},
        {"OBB vs OBB, skewed axes", "isect_obb_obb", obb_obb_skewed},
        {"OBB vs OBB axis, an axis of length 2", "isect_obb_obb_axis", obb_obb_axis_long},
        {"OBB vs plane, two equal axes", "isect_obb_plane", obb_plane_skewed},
        {"sphere vs OBB, skewed axes", "isect_sphere_obb", sphere_obb_skewed},
        {"closest point on an OBB, two equal axes", "isect_closest_point_obb", closest_obb_skewed},
        {"cone vs plane, |axis| = 2", "isect_cone_plane", cone_plane_long_axis},
        {"capsule vs plane, |n| = 1.118", "isect_capsule_plane", capsule_plane_long_normal},
    };
    char msg[512];
    for (size_t i = 0; i < sizeof violations / sizeof violations[0]; i++) {
        bool died = aborts(violations[i].f, msg, sizeof msg);
        if (validating)
            CHECK(died && strstr(msg, violations[i].fn) && strstr(msg, "precondition failed"),
                  "%s: %s (stderr: %s)", violations[i].name, died ? "aborted, wrong message" : "did not abort", msg);
        else
            CHECK(!died, "%s: aborted without ISECT_VALIDATE", violations[i].name);
    }
    bool died = aborts(defined_meanings, msg, sizeof msg);
    CHECK(!died && msg[0] == 0, "a defined meaning or non-finite input aborted: %s", msg);
    printf("%s build: %zu precondition violations %s, documented meanings and NaN/infinity pass\n",
           validating ? "ISECT_VALIDATE" : "ordinary", sizeof violations / sizeof violations[0],
           validating ? "abort with a message" : "return");
    return check_summary();
}
