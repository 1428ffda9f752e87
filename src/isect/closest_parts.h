/* The closest-point queries of closest.c, closest_pair.c and closest_triangle.c with their shapes
 * given by their points' addresses (or the shape's): what the queries built on them (capsule.c,
 * closest_triangle.c, closest_solid.c) call, so that no segment or triangle is copied by value
 * between the library's own functions. Each gives its public form's answer, bit for bit. Private
 * to the library. */
#ifndef ISECT_CLOSEST_PARTS_H
#define ISECT_CLOSEST_PARTS_H

#include "isect.h"

/* isect_closest_segment_segment for the segments a1 b1 and a2 b2. */
float isect_segment_pair(const vec3s *a1, const vec3s *b1, const vec3s *a2, const vec3s *b2, vec3s *c1, vec3s *c2);

/* isect_closest_point_triangle for p and the triangle a b c. */
vec3s isect_point_triangle(const vec3s *p, const vec3s *a, const vec3s *b, const vec3s *c);

/* isect_closest_segment_triangle for *s and *t. */
float isect_segment_triangle_pair(const isect_segment *s, const isect_triangle *t, vec3s *cs, vec3s *ct);

#endif
