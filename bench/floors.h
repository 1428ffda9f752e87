/* The floors: for every test the bench measures, a plain scalar transcription of its listing in
 * Ericson's Real-Time Collision Detection (chapters 4 and 5), shapes by pointer, no tricks, in
 * float. The bench runs each beside isect on the same cases, counts where their verdicts differ
 * (the floors are not exact near touching: that is where they may differ) and prints isect's
 * time over the floor's, the ratio issue 19 asks to keep at 1.25 or less.
 * Where the book gives no listing (cone-plane, the polygon, polyhedron and capsule tests, the
 * closest points between solids, the moving OBBs), the floor is the plainest complete method the
 * section describes, said at the function. Ray floors take unit directions (the bench's rays
 * come from isect_ray_from), as the book's listings assume. */
#ifndef ISECT_BENCH_FLOORS_H
#define ISECT_BENCH_FLOORS_H

#include <stdbool.h>
#include "isect.h"

/* min and max as the comparisons minss and maxss make (fminf and fmaxf are calls into libm
 * unless NaN rules are relaxed, as engines' own min and max are not). */
static inline float floor_min(float a, float b) { return a < b ? a : b; }
static inline float floor_max(float a, float b) { return a > b ? a : b; }

/* ---- 5.1 closest points (floors_closest.c) ------------------------------------------------ */
vec3s floor_closest_point_plane(const vec3s *p, const isect_plane *pl);
vec3s floor_closest_point_segment(const vec3s *p, const isect_segment *s);
vec3s floor_closest_point_aabb(const vec3s *p, const isect_aabb *b);
float floor_sq_dist_point_aabb(const vec3s *p, const isect_aabb *b);
vec3s floor_closest_point_obb(const vec3s *p, const isect_obb *b);
vec3s floor_closest_point_triangle(const vec3s *p, const vec3s *a, const vec3s *b, const vec3s *c);
float floor_closest_point_tetrahedron(const vec3s *p, const isect_tetrahedron *t, vec3s *q);
float floor_closest_point_polyhedron(const vec3s *p, const isect_plane *planes, int count, vec3s *q);
float floor_closest_segment_segment(const vec3s *p1, const vec3s *q1, const vec3s *p2, const vec3s *q2,
                                    vec3s *c1, vec3s *c2);
float floor_closest_line_line(const vec3s *p1, const vec3s *q1, const vec3s *p2, const vec3s *q2,
                              vec3s *c1, vec3s *c2);
float floor_closest_segment_triangle(const isect_segment *s, const isect_triangle *t, vec3s *cs, vec3s *ct);
float floor_closest_triangle_triangle(const isect_triangle *t1, const isect_triangle *t2, vec3s *c1, vec3s *c2);

/* ---- 4.2-4.5, 5.2 overlap tests (floors_overlap.c) ----------------------------------------- */
bool floor_sphere_sphere(const isect_sphere *a, const isect_sphere *b);
bool floor_aabb_aabb(const isect_aabb *a, const isect_aabb *b);
bool floor_sphere_plane(const isect_sphere *s, const isect_plane *p);
bool floor_sphere_halfspace(const isect_sphere *s, const isect_plane *p);
bool floor_aabb_plane(const isect_aabb *b, const isect_plane *p);
bool floor_obb_plane(const isect_obb *b, const isect_plane *p);
bool floor_cone_plane(const isect_cone *c, const isect_plane *p);
bool floor_sphere_aabb(const isect_sphere *s, const isect_aabb *b);
bool floor_sphere_obb(const isect_sphere *s, const isect_obb *b);
bool floor_sphere_triangle(const isect_sphere *s, const isect_triangle *t);
bool floor_sphere_polygon(const isect_sphere *s, const vec3s *v, int n);
bool floor_aabb_frustum(const isect_aabb *b, const isect_plane *planes);
bool floor_sphere_frustum(const isect_sphere *s, const isect_plane *planes);
bool floor_sphere_capsule(const isect_sphere *s, const isect_capsule *c);
bool floor_capsule_capsule(const isect_capsule *a, const isect_capsule *b);
bool floor_capsule_triangle(const isect_capsule *c, const isect_triangle *t);
bool floor_capsule_aabb(const isect_capsule *c, const isect_aabb *b);

/* ---- 4.4.1, 5.2.9 separating axes, and the contact variants (floors_sat.c) ----------------- */
bool floor_obb_obb(const isect_obb *a, const isect_obb *b);
bool floor_aabb_triangle(const isect_aabb *b, const isect_triangle *t);
bool floor_aabb_polygon(const isect_aabb *b, const vec3s *v, int n);
bool floor_triangle_triangle(const isect_triangle *a, const isect_triangle *b);
bool floor_sphere_sphere_contact(const isect_sphere *a, const isect_sphere *b, isect_contact *c);
bool floor_aabb_aabb_contact(const isect_aabb *a, const isect_aabb *b, isect_contact *c);
bool floor_obb_obb_contact(const isect_obb *a, const isect_obb *b, isect_contact *c);
bool floor_aabb_triangle_contact(const isect_aabb *b, const isect_triangle *t, isect_contact *c);

/* ---- 5.3 rays, segments and lines (floors_ray.c) -------------------------------------------- */
bool floor_segment_plane(const isect_segment *s, const isect_plane *p, isect_hit *h);
bool floor_ray_sphere(const isect_ray *r, const isect_sphere *s, isect_hit *h);
bool floor_segment_sphere(const isect_segment *g, const isect_sphere *s, isect_hit *h);
bool floor_ray_aabb(const isect_ray *r, const isect_aabb *b, isect_hit *h);
/* The slab test engines use, with the ray's inverse direction 1 / d kept beside it (computed
 * once per ray, before the test). */
bool floor_ray_aabb_inverse(const isect_ray *r, const vec3s *inv_d, const isect_aabb *b, isect_hit *h);
bool floor_segment_aabb(const isect_segment *s, const isect_aabb *b, isect_hit *h);
bool floor_line_triangle(const vec3s *p, const vec3s *q, const isect_triangle *t, vec3s *point);
bool floor_line_quad(const vec3s *p, const vec3s *q, const vec3s *v, vec3s *point);
bool floor_ray_triangle(const isect_ray *r, const isect_triangle *t, isect_hit *h);
bool floor_segment_triangle(const isect_segment *s, const isect_triangle *t, isect_hit *h);
bool floor_ray_polyhedron(const isect_ray *r, const isect_plane *planes, int n, isect_hit *h);
bool floor_segment_polyhedron(const isect_segment *s, const isect_plane *planes, int n, isect_hit *h);
bool floor_ray_cylinder(const isect_ray *r, const isect_cylinder *c, isect_hit *h);
bool floor_segment_cylinder(const isect_segment *s, const isect_cylinder *c, isect_hit *h);
bool floor_ray_capsule(const isect_ray *r, const isect_capsule *c, isect_hit *h);
bool floor_segment_capsule(const isect_segment *s, const isect_capsule *c, isect_hit *h);

/* ---- 5.4 containment and planes meeting (floors_containment.c) ------------------------------ */
bool floor_point_polygon(const vec3s *p, const vec3s *v, int n);
bool floor_point_triangle_barycentric(const vec3s *p, const isect_triangle *t);
bool floor_point_triangle_cross(const vec3s *p, const isect_triangle *t);
bool floor_point_polyhedron(const vec3s *p, const isect_plane *planes, int n);
bool floor_plane_plane(const isect_plane *a, const isect_plane *b, vec3s *point, vec3s *dir);
bool floor_three_planes(const isect_plane *a, const isect_plane *b, const isect_plane *c, vec3s *point);

/* ---- 5.5 moving shapes (floors_moving.c) ---------------------------------------------------- */
bool floor_moving_sphere_plane(const isect_sphere *s, const vec3s *v, const isect_plane *p, isect_hit *h);
bool floor_moving_aabb_plane(const isect_aabb *b, const vec3s *v, const isect_plane *p, isect_hit *h);
bool floor_moving_sphere_sphere(const isect_sphere *a, const vec3s *va, const isect_sphere *b, const vec3s *vb,
                                isect_hit *h);
bool floor_moving_sphere_sphere_halving(const isect_sphere *a, const vec3s *va, const isect_sphere *b,
                                        const vec3s *vb, float eps, isect_hit *h);
bool floor_moving_sphere_triangle(const isect_sphere *s, const vec3s *v, const isect_triangle *t, isect_hit *h);
bool floor_moving_sphere_polygon(const isect_sphere *s, const vec3s *v, const vec3s *verts, int n, isect_hit *h);
bool floor_moving_sphere_aabb(const isect_sphere *s, const vec3s *v, const isect_aabb *b, isect_hit *h);
bool floor_moving_aabb_aabb(const isect_aabb *a, const vec3s *va, const isect_aabb *b, const vec3s *vb,
                            isect_hit *h);
bool floor_moving_obb_obb(const isect_obb *a, const vec3s *va, const isect_obb *b, const vec3s *vb, isect_hit *h);

#endif
