/* A program outside the isect tree, built against the installed library: it includes
 * <isect/isect.h> as any engine would, runs one intersection test with a known answer and
 * checks that the version macros say what the installed package says (argv[1]). */
#include <stdio.h>
#include <string.h>

#include <isect/isect.h>
#include <isect/isect_version.h>

int main(int argc, char **argv)
{
    /* A unit ray along +x from x = -5 enters the box [-1, 1]^3 at x = -1: t = 4. */
    isect_ray ray = isect_ray_from((vec3s){{-5, 0, 0}}, (vec3s){{1, 0, 0}});
    isect_aabb box = isect_aabb_from_corners((vec3s){{1, 1, 1}}, (vec3s){{-1, -1, -1}});
    isect_hit hit = {0};
    bool hits = isect_ray_aabb(ray, box, &hit);
    /* Touching spheres intersect (shapes are closed); a hair further apart they do not. */
    isect_sphere a = {{{0, 0, 0}}, 1}, touching = {{{2, 0, 0}}, 1}, apart = {{{2.001f, 0, 0}}, 1};

    int failures = 0;
    if (!hits || hit.t < 3.999f || hit.t > 4.001f) {
        printf("FAIL ray vs box: hit %d, t %g (want 1, 4)\n", hits, (double)hit.t);
        failures++;
    }
    if (!isect_sphere_sphere(a, touching) || isect_sphere_sphere(a, apart)) {
        printf("FAIL sphere vs sphere: touching must hit, apart must miss\n");
        failures++;
    }
    char version[32];
    snprintf(version, sizeof version, "%d.%d.%d", ISECT_VERSION_MAJOR, ISECT_VERSION_MINOR, ISECT_VERSION_PATCH);
    if (argc < 2 || strcmp(version, ISECT_VERSION_STRING) != 0 || strcmp(argv[1], ISECT_VERSION_STRING) != 0) {
        printf("FAIL version: macros %s, string %s, package %s\n", version, ISECT_VERSION_STRING,
               argc < 2 ? "(not given)" : argv[1]);
        failures++;
    }
    printf("isect %s: %s\n", ISECT_VERSION_STRING, failures ? "FAILED" : "ray vs box t = 4, spheres touch");
    return failures ? 1 : 0;
}
