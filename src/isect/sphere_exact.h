/* The exact sphere predicates (sphere_exact.c), for the cases the float and double filters of
 * the sphere tests cannot call: the distance from the centre to a point, a box, a ray, a segment
 * or a triangle compared with the radius in exact integers (exact_int.h), for the floats given.
 * Private to the library (the two the inline tests of isect.h call are declared there). */
#ifndef ISECT_SPHERE_EXACT_H
#define ISECT_SPHERE_EXACT_H

#include "isect.h"

/* What the line p + t D, D = da - db, does with the ball |x - c| <= r (t >= 0, and t <= 1 when
 * bounded): misses it, starts in it (or on it), or enters it later. The ray p + t d is
 * (p, d, 0, false); the segment a..b is (a, b, a, true), whose end is then da. */
enum sphere_contact { SPHERE_MISS, SPHERE_HIT, SPHERE_AT_START };

/* The distance from c to the ray (segment) against r, exactly, by the signs of
 *     C = |c - p|^2 - r^2              (<= 0: the start is in the ball),
 *     s = (c - p).D                    (<= 0: the start is the nearest point: a miss),
 *     (c - da).D                       (segment, >= 0: the end is the nearest point: its C),
 *     C |D|^2 - s^2                    (<= 0: the line's nearest point, inside, is in the ball).
 * D = 0 is the point p. Finite input and r >= 0 only. */
enum sphere_contact isect_sphere_line_exact(vec3s p, vec3s da, vec3s db, bool bounded, vec3s c, float r);

/* The distance from c to the triangle (isect.h's degenerate rule: collinear vertices are the
 * segment they span, coincident ones the point) against r, exactly: with n = (b - a) x (c - a)
 * not 0 and the centre projecting into the closed triangle (n.((v_{i+1} - v_i) x (c - v_i)) >= 0
 * for each edge), the plane's (n.(c - a))^2 <= r^2 |n|^2; else an edge segment within r
 * (isect_sphere_line_exact). Finite input and r >= 0 only. */
bool isect_sphere_triangle_exact(vec3s c, float r, isect_triangle t);

#endif
