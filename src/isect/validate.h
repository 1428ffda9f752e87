/* The validation build (cmake -DISECT_VALIDATE=ON defines ISECT_VALIDATE for the library): each
 * public function checks the preconditions its comment in isect.h states and aborts with a
 * message naming the function and the condition. A precondition is what the header assumes and
 * gives no meaning to otherwise: a plane normal of unit length where a distance is compared with
 * a length (sphere vs plane, halfspace and frustum; capsule vs plane), orthonormal OBB axes, a
 * unit cone axis.
 * Input that has a documented meaning is not checked, since it is not a mistake: a ray direction
 * of any length, an inverted box, a negative radius or extent, a zero plane normal, degenerate
 * triangles. Nor is non-finite input: the NaN rule (intersects nothing) and the documented
 * results for infinities hold in this build too, so every check passes a NaN or infinite value.
 * Without ISECT_VALIDATE the checks compile to nothing (the default, and the fuzz targets). */
#ifndef ISECT_VALIDATE_H
#define ISECT_VALIDATE_H

#ifdef ISECT_VALIDATE

#include "isect.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* How far from canonical a value may be and still pass: |v.v - 1| for a unit vector, |u_i.u_j|
 * for two axes. Float normalisation is good to a few 1e-7; a shape turned by a float quaternion
 * thousands of times, as the viewer's soak test does, drifts to ~1e-5. 1e-3 still catches the
 * usual mistake, an unnormalised vector (|(0, 1, 0.5)|^2 = 1.25). */
#define ISECT_VALIDATE_TOLERANCE 1e-3f

/* Prints "isect: <function>: precondition failed: <what> (<file>:<line>)" and aborts. */
_Noreturn static inline void isect_validate_fail(const char *fn, const char *what, const char *file,
                                                 int line)
{
    fprintf(stderr, "isect: %s: precondition failed: %s (%s:%d)\n", fn, what, file, line);
    abort();
}

#define ISECT_REQUIRE(cond, what)                                                             \
    ((cond) ? (void)0 : isect_validate_fail(__func__, what, __FILE__, __LINE__))

static inline bool validate_finite3(vec3s v)
{
    return isfinite(v.x) && isfinite(v.y) && isfinite(v.z);
}

/* |v| = 1 within the tolerance, or v not finite. */
static inline bool validate_unit(vec3s v)
{
    return !validate_finite3(v) || fabsf(glms_vec3_dot(v, v) - 1.0f) <= ISECT_VALIDATE_TOLERANCE;
}

/* A plane whose distances are lengths: |n| = 1, or n zero (the NaN plane, documented), or
 * anything not finite. */
static inline bool validate_unit_plane(isect_plane p)
{
    return (p.n.x == 0.0f && p.n.y == 0.0f && p.n.z == 0.0f) || validate_unit(p.n);
}

/* Orthonormal axes u_0, u_1, u_2 within the tolerance, or an axis not finite. */
static inline bool validate_obb_axes(isect_obb b)
{
    if (!validate_finite3(b.u[0]) || !validate_finite3(b.u[1]) || !validate_finite3(b.u[2]))
        return true;
    const float tol = ISECT_VALIDATE_TOLERANCE;
    return validate_unit(b.u[0]) && validate_unit(b.u[1]) && validate_unit(b.u[2]) &&
           fabsf(glms_vec3_dot(b.u[0], b.u[1])) <= tol && fabsf(glms_vec3_dot(b.u[1], b.u[2])) <= tol &&
           fabsf(glms_vec3_dot(b.u[2], b.u[0])) <= tol;
}

#else

#define ISECT_REQUIRE(cond, what) ((void)0)

#endif

#endif
