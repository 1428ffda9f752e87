/* isect — primitive intersection tests after Ericson, Real-Time Collision Detection
 * (chapters 4 and 5). No GL, no globals, no allocation; cglm and libm only.
 *
 * Conventions
 * - Shapes are value types from cglm's struct API (vec3s), passed by value. Out-parameters
 *   (isect_hit *, vec3s *) may be NULL.
 * - Shapes are closed: touching counts as intersecting (<=), in every test.
 * - The constructors below make canonical shapes: AABBs with min <= max, plane normals and ray
 *   directions of unit length, orthonormal OBB axes, capsule radii >= 0. Raw struct values need
 *   not be canonical: each shape reads a non-canonical finite value one way, the same in every
 *   function taking it.
 *     AABB      min > max on some axis: empty. It meets nothing; its closest point is NaN.
 *     sphere    r < 0: empty, meets nothing. r = 0: the point c.
 *     OBB       a half-extent e_i < 0: empty, as an inverted AABB (closest point NaN).
 *               Axes not orthonormal: a precondition, no meaning given.
 *     cone      radius or height < 0: empty. An axis not of unit length: a precondition.
 *     plane     n = 0: the NaN plane (dot(n, x) = d would be all of space or nothing). It meets
 *               nothing, in every test, as a halfspace, frustum or polyhedron face too; its
 *               distances and closest points are NaN.
 *               |n| != 1: the same plane dot(n, x) = d wherever the verdict cannot depend on |n|
 *               (every test but four); isect_plane_distance and classify's eps are in units
 *               of |n|. |n| = 1 is a precondition where a distance is compared with a length:
 *               isect_sphere_plane, isect_sphere_halfspace, isect_sphere_frustum (and batch),
 *               isect_capsule_plane.
 *     ray       any d: the points p + t d, t >= 0, so t is in units of d (a distance when
 *               |d| = 1) and the verdict does not depend on |d| (up to rounding, for |d| within
 *               about 1e-19 .. 1e19, where d.d is a normal float). d = 0: the point p, which
 *               hits at t = 0 when p lies in the shape, like a segment with a = b.
 *     segment   a = b: the point a, hitting at t = 0 when a lies in the shape.
 *     capsule   the points within r of its axis segment. r < 0: empty, meets nothing. r = 0: the
 *               segment. a = b: the sphere of radius r about a.
 *     cylinder  the points within r of its axis line that project onto the axis segment (flat end
 *               caps). r < 0: empty, meets nothing. r = 0: the segment. a = b: no axis to orient
 *               the caps (not a disc): it meets nothing, like a line through p = q.
 *     line      p = q: no line; the line tests miss, the closest points are NaN.
 *     triangle  collinear or coincident vertices: the segment or point they span, in the
 *               boolean and closest-point tests and in the ray, segment and line tests.
 *     tetrahedron  the solid hull of a, b, c, d (any order, either handedness). Coplanar,
 *               collinear or coincident vertices: the polygon, segment or point they span.
 * - A precondition is what a function assumes and gives no meaning to otherwise (unit plane
 *   normals in the three sphere-plane tests and capsule-plane, orthonormal OBB axes, unit cone
 *   axes; convex planar polygons and quads): input that breaks one gives an unspecified but
 *   defined result (no crash, no UB). The CMake option ISECT_VALIDATE (-DISECT_VALIDATE=ON)
 *   builds the library so that every function checks those preconditions on finite input,
 *   within 1e-3 (all but convexity and planarity), and aborts with a message naming the
 *   function on a failure; input with a documented meaning above, and NaN or infinite input,
 *   is never rejected.
 * - Rays: p + t d with t >= 0. Segments: a + t (b - a) with t in [0, 1]. A hit reports the entry
 *   parameter t and its point; t is 0 when the start lies inside the shape.
 * - Degenerate input gives the result documented at the function. Any NaN in a shape makes it
 *   intersect nothing (every boolean test returns false, every ray test misses); closest-point
 *   queries return finite points for finite input on a shape that is not empty (the closest
 *   pair of two lines: on two lines, p != q).
 */
#ifndef ISECT_H
#define ISECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cglm/struct.h>

typedef struct isect_aabb     { vec3s min, max; } isect_aabb;
typedef struct isect_plane    { vec3s n; float d; } isect_plane;      /* dot(n,x) = d, n != 0 */
typedef struct isect_sphere   { vec3s c; float r; } isect_sphere;
typedef struct isect_obb      { vec3s c; vec3s u[3]; vec3s e; } isect_obb; /* orthonormal axes, half-extents */
typedef struct isect_ray      { vec3s p; vec3s d; } isect_ray;        /* p + t d, t >= 0 */
typedef struct isect_segment  { vec3s a, b; } isect_segment;          /* t in [0,1] from a to b */
typedef struct isect_capsule  { isect_segment axis; float r; } isect_capsule; /* within r of axis */
typedef struct isect_cylinder { isect_segment axis; float r; } isect_cylinder; /* flat caps at the ends */
typedef struct isect_triangle { vec3s a, b, c; } isect_triangle;
typedef struct isect_tetrahedron { vec3s a, b, c, d; } isect_tetrahedron; /* the solid, any order */
typedef struct isect_cone     { vec3s tip; vec3s axis; float height, radius; } isect_cone; /* unit axis, tip toward base */
typedef struct isect_hit      { float t; vec3s point; } isect_hit;
typedef enum isect_side { ISECT_BACK = -1, ISECT_ON = 0, ISECT_FRONT = 1 } isect_side;

/* ---- Construction and planes (plane.c) ------------------------------------------------ */

/* The box spanned by two opposite corners given in any order: min and max per axis. */
isect_aabb isect_aabb_from_corners(vec3s a, vec3s b);
/* The box with centre c and half-extents |h| per axis. */
isect_aabb isect_aabb_from_center(vec3s c, vec3s h);
/* A box's centre (min + max) / 2 and half-extents (max - min) / 2, each halved first so that
 * +-FLT_MAX bounds do not overflow; an empty box (min > max) has a negative half-extent. */
vec3s isect_aabb_center(isect_aabb b);
vec3s isect_aabb_extents(isect_aabb b);
/* The plane dot(n, x) = d scaled so |n| = 1 (n and d both divided by |n|). A zero or non-finite
 * n gives a plane whose fields are NaN, which intersects nothing. */
isect_plane isect_plane_from_normal(vec3s n, float d);
/* The plane through a, b, c with normal (b - a) x (c - a), normalised (counter-clockwise points
 * face the viewer). Collinear or coincident points give a NaN plane. Ericson 3.6. */
isect_plane isect_plane_from_points(vec3s a, vec3s b, vec3s c);
/* A ray from origin along direction, normalised. A zero direction gives a NaN ray, which
 * misses everything (unlike a raw d = 0, the point p: there is no direction to normalise). */
isect_ray isect_ray_from(vec3s origin, vec3s direction);
/* An OBB with centre c, half-extents e and axes the columns of rotation q (a unit quaternion). */
isect_obb isect_obb_from_quat(vec3s c, vec3s e, versors q);
/* Signed distance of q from plane p: dot(n, q) - d, positive on the side n points to; for a
 * normal of another length, the distance times |n|. A zero normal: NaN. */
float isect_plane_distance(isect_plane p, vec3s q);
/* Which side of p the point q lies on: FRONT when isect_plane_distance > |eps|, BACK when it is
 * < -|eps|, else ON (within |eps| of the plane, in the units of isect_plane_distance). A
 * negative eps counts as |eps|. A NaN distance (a NaN or zero-normal plane) or a NaN eps: ON. */
isect_side isect_plane_classify(isect_plane p, vec3s q, float eps);

/* ---- Closest points (closest.c) -------------------------------------------------------- */

/* An empty box (min > max on some axis) has no closest point: (NaN, NaN, NaN). */
vec3s isect_closest_point_aabb(vec3s p, isect_aabb b);
/* Requires orthonormal axes. A negative half-extent (an empty box): (NaN, NaN, NaN). */
vec3s isect_closest_point_obb(vec3s p, isect_obb b);
/* The same point for every length of n; a zero normal (the NaN plane): (NaN, NaN, NaN). */
vec3s isect_closest_point_plane(vec3s p, isect_plane pl);
vec3s isect_closest_point_segment(vec3s p, isect_segment s);
vec3s isect_closest_point_triangle(vec3s p, isect_triangle t);

/* ---- Closest points between segments and lines (closest_pair.c) -------------------------- */

/* The closest points c1 of s1 and c2 of s2 (written when not NULL) and |c1 - c2|^2, returned.
 * Parallel segments that overlap have many closest pairs: the one returned has c1 nearest to
 * s1.a. A point segment (a = b) is that point. NaN anywhere: NaN, and NaN points.
 * Ericson 5.1.9. */
float isect_closest_segment_segment(isect_segment s1, isect_segment s2, vec3s *c1, vec3s *c2);
/* The same for the infinite lines through p1, q1 and p2, q2. Parallel lines: c1 = p1 and c2 its
 * foot on the second line. p = q on either line (no line) or NaN anywhere: NaN, and NaN points.
 * Ericson 5.1.8. */
float isect_closest_line_line(vec3s p1, vec3s q1, vec3s p2, vec3s q2, vec3s *c1, vec3s *c2);

/* ---- Closest points between shapes (closest_triangle.c, closest_solid.c) ----------------- */

/* Each returns the squared distance between the two points it writes (when not NULL), computed
 * from them in float, so the two always agree; NaN anywhere gives NaN and NaN points. Distances
 * are right to a few FLT_EPSILON of the largest coordinate. Coordinates below about 1e9 (the
 * segment-segment query multiplies four lengths in float; the side tests and the point-triangle
 * query work in double). Degenerate shapes are the set they span: a segment with a = b the point
 * a, a triangle with collinear or coincident vertices the segment or point, a flat tetrahedron
 * the polygon, segment or point. */

/* Segment s and triangle t. A piercing segment gives exactly 0 and the piercing point in both.
 * Otherwise the nearest of five feature pairs: the ends of s against t (5.1.5) and s against
 * the edges ab, bc, ca (5.1.9), the first of equal ones in that order. A segment meeting t
 * otherwise (lying in its plane across it, touching an edge) comes out at 0 to rounding, its two
 * points within rounding of each other. Ericson 5.1.10. */
float isect_closest_segment_triangle(isect_segment s, isect_triangle t, vec3s *cs, vec3s *ct);
/* Triangles t1 and t2: 0 and a common point (in both) when an edge of either pierces the other;
 * else the nearest of the 9 edge pairs (5.1.9) and the 6 vertices against the other triangle
 * (5.1.5). Triangles meeting otherwise (coplanar and overlapping, touching edge to edge) come
 * out at 0 to rounding. Ericson 5.1.11. */
float isect_closest_triangle_triangle(isect_triangle t1, isect_triangle t2, vec3s *c1, vec3s *c2);
/* The point q of the solid tetrahedron t nearest p (written when not NULL) and |p - q|^2: p
 * itself and 0 inside or on it; else the nearest of the closest points (5.1.5) on the faces p
 * lies outside of, decided by orientations in double. A flat tetrahedron (six times its volume
 * at most 1e-12 L^3, L the longest edge) has no inside: the nearest over all four faces, which
 * is the quadrilateral, triangle, segment or point its vertices span. Ericson 5.1.6. */
float isect_closest_point_tetrahedron(vec3s p, isect_tetrahedron t, vec3s *q);
/* The point q of the convex polyhedron dot(n_i, x) <= d_i, i < count (the representation of
 * isect_ray_polyhedron; outward normals of any non-zero length) nearest p, and |p - q|^2: p and
 * 0 inside (count = 0 is all of space). Otherwise the projection of p onto a face, edge (two
 * planes) or vertex (three) that lies in the polyhedron and satisfies the KKT conditions
 * (p - q = sum l_i n_i, l_i >= 0), found by enumerating them in double, faces first; cost up to
 * O(count^4): for small cells (boxes, frusta, k-DOPs). Need not be bounded; must not be empty:
 * an empty one (no candidate in it) gives NaN, as do a zero normal, count < 0 and planes NULL
 * with count > 0. Ericson 5.1.7 (the closest point as a quadratic programme). */
float isect_closest_point_polyhedron(vec3s p, const isect_plane *planes, int count, vec3s *q);

/* ---- Where planes meet (plane_plane.c) --------------------------------------------------- */

/* The line where two planes meet: its point nearest the origin,
 * p = ((d_a n_b - d_b n_a) x u) / (u . u) with u = n_a x n_b, and its direction u / |u| (unit
 * length, the sign of n_a x n_b), written when not NULL. Computed in double from the float
 * inputs, so the parallel test is exact and p and dir are right to float rounding at any angle.
 * False, writing nothing, exactly when n_a x n_b = 0 (parallel or coincident planes, a zero
 * normal), and for NaN or infinite input. Nearly parallel planes meet far out (|p| ~ |d| / sin
 * of their angle): false only when p is beyond the float range. Normals of any non-zero length.
 * Ericson 5.4.4. */
bool isect_plane_plane(isect_plane a, isect_plane b, vec3s *point, vec3s *dir);
/* The point where three planes meet, (d_a (n_b x n_c) + d_b (n_c x n_a) + d_c (n_a x n_b)) / D
 * with D = n_a . (n_b x n_c), computed in double, written when not NULL. False, writing nothing,
 * when the normals are linearly dependent: |D| <= 2^-50 P, P the determinant's permanent (its
 * double rounding bound), which holds for every dependent triple and reads normals within about
 * 1e-15 of dependence as dependent; also for a zero normal, NaN or infinite input, and a point
 * beyond the float range. Nearly dependent normals meet far out (|p| ~ |d| P / |D|): the point
 * is right to float rounding down to |D| ~ 1e-8 P, to ~1e-16 P / |D| of its size below.
 * Normals of any non-zero length. Ericson 5.4.5. */
bool isect_three_planes(isect_plane a, isect_plane b, isect_plane c, vec3s *point);

/* ---- Boolean tests --------------------------------------------------------------------- */

/* Inline (defined at the end of this header): sphere-sphere, AABB-AABB, sphere-AABB and
 * AABB-plane. */
inline bool isect_sphere_sphere(isect_sphere a, isect_sphere b);
inline bool isect_aabb_aabb(isect_aabb a, isect_aabb b);
/* What the separating-axis reports (*_axis) return besides an axis index (0 and up): */
#define ISECT_AXIS_NONE (-1) /* the shapes intersect: no axis separates them; *axis untouched */
#define ISECT_AXIS_INVALID (-2) /* an input holds a NaN (for triangles, also an infinity that
                                * defeats every axis): apart, along no axis; *axis is NaN */

/* The OBB tests require orthonormal axes (isect_obb_from_quat makes them). */
bool isect_obb_obb(isect_obb a, isect_obb b);
/* Index 0-14 of the first separating axis found (0-2 faces of a, 3-5 faces of b, 6-14 edge
 * a[i] x edge b[j] at 6 + 3i + j) and that axis in world space, ISECT_AXIS_NONE when they
 * intersect, ISECT_AXIS_INVALID for a NaN box. An empty box (a negative half-extent) is apart
 * along the face axis of that extent. */
int  isect_obb_obb_axis(isect_obb a, isect_obb b, vec3s *axis);
/* The plane tests below but the cone's are exact for the floats given: the verdict exact
 * arithmetic gives for the plane as stored, dot(n, x) = d with the float n and d (no
 * normalisation assumed), and the shape as stored; a float filter with a proven bound decides
 * the clear cases, exact sums the rest (plane_exact.h). NaN anywhere: false; a zero normal
 * meets nothing. */
/* Requires |n| = 1: the centre's distance dot(n, c) - d is compared with r; the verdict is that
 * of |n.c - d| <= r on the stored values whatever |n|. */
bool isect_sphere_plane(isect_sphere s, isect_plane p);
/* The sphere reaches the negative halfspace dot(n, x) <= d: n.c - d <= r and r >= 0. Requires
 * |n| = 1, as isect_sphere_plane. */
bool isect_sphere_halfspace(isect_sphere s, isect_plane p);
/* AABB, OBB and cone vs plane: any non-zero normal length gives the same verdict. The AABB's
 * nearest and farthest corners along n span the plane; the OBB's corners
 * c +- e0 u0 +- e1 u1 +- e2 u2, in exact arithmetic from its stored floats, do. isect_aabb_plane
 * is inline (defined at the end of this header). */
inline bool isect_aabb_plane(isect_aabb b, isect_plane p);
/* The rare path of the inline isect_aabb_plane (plane.c), which it calls: not part of the API.
 * (The fields in registers: the shapes themselves, by pointer or by value, would make the
 * caller keep copies of them in memory on the common path.) */
bool isect_aabb_plane_exact(vec3s min, vec3s max, vec3s n, float d);
bool isect_obb_plane(isect_obb b, isect_plane p);
/* Requires a unit axis. */
bool isect_cone_plane(isect_cone c, isect_plane p);
inline bool isect_sphere_aabb(isect_sphere s, isect_aabb b);
bool isect_sphere_obb(isect_sphere s, isect_obb b);
/* Exact: the distance from the centre to the triangle against r as exact arithmetic on the
 * floats given decides it, touching included, in every vertex order (sphere.c: a double filter
 * with proven bounds, exact integers where it cannot tell). Degenerate triangles by the rule
 * above; a non-finite vertex, a negative radius or NaN anywhere: false. Ericson 5.2.7. */
bool isect_sphere_triangle(isect_sphere s, isect_triangle t);
/* Convex planar polygon, vertices in order (either winding). */
bool isect_sphere_polygon(isect_sphere s, const vec3s *verts, int count);
/* AABB vs triangle, exact: the verdict exact arithmetic gives for the floats given (closed
 * shapes: touching intersects), at any scale and in every vertex order. Akenine-Moller's 13
 * separating axes, each decided by a float filter with a proven bound and, where it cannot
 * tell, exact determinants (triangle_sat.h). Degenerate triangles by the rule above: collinear
 * vertices are the segment they span, coincident ones the point. Box bounds may be infinite;
 * NaN, an infinite vertex or an empty box: false. Ericson 5.2.9. */
bool isect_aabb_triangle(isect_aabb b, isect_triangle t);
/* Index of a separating axis (0-2 box faces x, y, z; 3 the triangle normal (b - a) x (c - b);
 * 4-12 box axis i x triangle edge j at 4 + 3i + j, edges e0 = b - a, e1 = c - b, e2 = a - c;
 * tried in the order 0-3, then edge by edge: 4, 7, 10, 5, 8, 11, 6, 9, 12): the first that
 * separates them by more than float rounding, or where none does, the first that separates them
 * in exact arithmetic; and that axis in world space, unit length, computed in float.
 * ISECT_AXIS_NONE exactly when isect_aabb_triangle is true, ISECT_AXIS_INVALID for invalid
 * input. An empty box (min > max) is apart along the face axis where min > max. */
int  isect_aabb_triangle_axis(isect_aabb b, isect_triangle t, vec3s *axis);
/* Convex planar polygon v_0 .. v_{count-1}, in order (either winding), against the box, by
 * separating axes: the box's 3 faces, the polygon's normal sum (v_i - v_0) x (v_{i+1} - v_0), and
 * the box's 3 axes crossed with each of the count edges. Exact, as isect_aabb_triangle: the
 * verdict exact arithmetic gives for the floats given when the vertices are exactly coplanar
 * (closed shapes: touching intersects; at any scale, in every vertex order). Degenerate polygons
 * by the triangle rule: count 1 is the point v_0, count 2 the segment, collinear or repeated
 * vertices the segment or point they span. count < 1, verts NULL, an empty box, NaN or an
 * infinite vertex: false. Non-planar or non-convex input: a defined but unspecified answer.
 * Ericson 5.2.9 (AABB-triangle), generalised to n edges. */
bool isect_aabb_polygon(isect_aabb b, const vec3s *verts, int count);
/* Index of the first separating axis found (0-2 box faces x, y, z; 3 the polygon's normal;
 * 4 + 3j + k box axis k x edge j, edge j from v_{j-1} to v_j, edge 0 from v_{count-1}): the
 * first that separates by more than float rounding, or where none does, the first that
 * separates exactly; and that axis in world space, computed in float; ISECT_AXIS_NONE exactly
 * when isect_aabb_polygon is true, ISECT_AXIS_INVALID for input
 * isect_aabb_polygon calls false without an axis (NaN, an infinite vertex, count < 1). An
 * empty box is apart along the face axis where min > max. */
int isect_aabb_polygon_axis(isect_aabb b, const vec3s *verts, int count, vec3s *axis);
/* Triangle vs triangle, exact: the verdict exact arithmetic gives for the floats given (closed
 * triangles: touching intersects), at any scale, the same for every vertex order and both
 * argument orders. Guigue and Devillers' orientation test (JGT 2003), each orientation's sign by
 * a float filter with a proven bound and an exact fallback; coplanar pairs by exact 2-D
 * orientations. Degenerate triangles by the rule above: collinear vertices are the segment they
 * span, coincident ones the point. NaN or an infinite coordinate: false (triangle_triangle.c). */
bool isect_triangle_triangle(isect_triangle a, isect_triangle b);
/* ISECT_AXIS_NONE exactly when isect_triangle_triangle is true; ISECT_AXIS_INVALID, axis NaN,
 * for a NaN or infinite coordinate; otherwise the index of a separating axis and that axis, unit
 * length: 0 and 1 the planes of a and b, 2 + 3i + j edge a_i x edge b_j (edges e0 = b - a,
 * e1 = c - b, e2 = a - c), 11-13 n_a x edge a_i and 14-16 n_b x edge b_j (in the common plane; a
 * thin triangle uses the other's normal), 17 the line between the closest points of two
 * segments (or points). The first candidate in that order (the pair of edges the test found
 * first, after the planes) whose float axis leaves a gap between the projections computed in
 * double; triangles apart by less than a float axis can resolve (gaps below about 1e-7 of the
 * coordinates) get the candidate with the widest gap, which may not separate them. */
int  isect_triangle_triangle_axis(isect_triangle a, isect_triangle b, vec3s *axis);

/* ---- Contact from separating axes (contact_sphere.c, contact_box.c, contact_triangle.c) --- */

/* The handout's aside to the separating-axis test: when no axis separates two convex shapes,
 * every candidate axis L still reports an overlap, how far the second shape must move along L
 * (unit) to leave the first's projection; the axis of least overlap is the contact normal and
 * that overlap the penetration depth. For convex polyhedra this is exact: the least translation
 * that separates them is the distance from the origin to the boundary of their Minkowski
 * difference, reached on a facet, and every facet's normal is a face normal of one shape or the
 * cross product of an edge of each, the separating-axis candidates themselves (boxes: Ericson
 * 4.4.1; box and triangle, 5.2.9, whose 13 axes were checked against a superset and libccd's
 * EPA on 1,000,000 cases). For spheres it is the line of the centres.
 * Each variant returns exactly its boolean test's verdict (the same arithmetic, its tolerances
 * included) and, when true and c is not NULL, writes *c: the normal, unit length, pointing from
 * the first shape toward the second, and depth >= 0, how far the second shape must move along
 * the normal to leave the pair exactly touching, by the boolean test: moved by depth (1 - p) - q
 * they still meet, by depth (1 + p) + q they do not, q = 1e-6 of the largest coordinate and p =
 * 1e-6 (1e-5 for the triangle, whose rounding grows with the coordinates). Where the boolean
 * test has a tolerance, depth includes it: it exceeds the true penetration depth by that much
 * (below). False leaves *c untouched; NaN anywhere gives false, as in the boolean tests. Ties
 * between axes go to the first in the order given at each function. Infinite input (an infinite
 * radius, extent or box bound) can give an infinite depth. */
typedef struct isect_contact { vec3s normal; float depth; } isect_contact;

/* isect_sphere_sphere's verdict; normal (b.c - a.c) / |b.c - a.c| (divided by its largest
 * component first, so that centres 1e-30 apart give a unit normal), depth a.r + b.r - |b.c - a.c|,
 * 0 where rounding makes it negative for spheres the squared test calls touching. Concentric
 * spheres have no line of centres: normal +x (1, 0, 0), depth a.r + b.r. Ericson 4.3.1. */
bool isect_sphere_sphere_contact(isect_sphere a, isect_sphere b, isect_contact *c);
/* isect_aabb_aabb's verdict; per world axis k the smaller of a.max_k - b.min_k (b moves +k)
 * and b.max_k - a.min_k (b moves -k), the first when they are equal, which is the side of b's
 * centre (dot(normal, centre_b - centre_a) >= 0); the least over x, y, z, x first on a tie.
 * Exact but for one rounding of each difference. Ericson 4.2.1. */
bool isect_aabb_aabb_contact(isect_aabb a, isect_aabb b, isect_contact *c);
/* isect_obb_obb's verdict, from the same 15 axes in the same arithmetic (box_sat.h): on axis L
 * the overlap is (r_a + r_b - |t.L|) / |L|, r_a and r_b the projected radii of that test with its
 * slack OBB_EPS = 1e-5 added to every |R_ij|, t = b.c - a.c; normal L / |L| with the sign of
 * t.L (so dot(normal, b.c - a.c) >= 0). Order: a's faces 0-2, b's faces 3-5, edges a.u_i x b.u_j
 * at 6 + 3i + j; the first wins a tie. The slack makes depth exceed the true penetration depth
 * by OBB_EPS times the extents taking part (on a's face, b's three), divided on an edge axis by
 * |L|, the sine of the edges' angle: measured up to 1.7e-3 of the larger box's size (nearly
 * parallel edges), and boxes the test calls touching though 1e-5 of their size apart get depth
 * about 0. Edge axes skipped: parallel edges (L = 0); nearly parallel ones whose L, measured in
 * a's frame and in b's (equal in exact arithmetic), differ by more than 1e-3 |L| (the axis is
 * rounding noise; flat and segment boxes, with no slack to cover it, fall back on a face axis);
 * and an L so short that its projections, |L| (|t| + extents), fall below 1e-30 (denormal
 * products). Requires orthonormal axes. Ericson 4.4.1. */
bool isect_obb_obb_contact(isect_obb a, isect_obb b, isect_contact *c);
/* isect_aabb_triangle's verdict, from the same 13 axes in the same arithmetic (triangle_sat.h):
 * the box faces x, y, z (0-2), the triangle's normal (3), box axis i x edge j (4 + 3i + j). On a
 * face axis the overlap is that of the intervals, as for two boxes; on the others, with the
 * triangle's vertices projected to [lo, hi] and the box to [-r, r] about its centre, computed in
 * float, the smaller of r - lo (the triangle moves +L) and hi + r (it moves -L), each at least 0
 * (the exact verdict can meet where the float projections miss), divided by |L|; the normal
 * points from the box's centre toward the middle of the triangle's interval. The least wins, the
 * lowest index on a tie. The float overlaps are within 16 FLT_EPSILON |L|_1 M of the exact ones
 * (M the largest coordinate magnitude; triangle_sat.h), so depth is within 3.3e-6 M of the
 * true depth, and mostly far closer. Axes skipped: zero ones (the normal of a degenerate
 * triangle, an edge of zero length; the rest are complete for the segment or point it spans),
 * and ones so short that their projections, about |L| M, fall below 1e-30 (denormal
 * products). An infinite box bound: the overlap on the side where the box's projection reaches
 * infinity is infinite (the triangle leaves through the other). Ericson 5.2.9. */
bool isect_aabb_triangle_contact(isect_aabb b, isect_triangle t, isect_contact *c);

/* ---- Capsules (capsule.c) --------------------------------------------------------------- */

/* The capsule around the segment a b with radius |r| (never empty); a and b kept in order. */
isect_capsule isect_capsule_make(vec3s a, vec3s b, float r);
/* The distance from the centre to the axis against rs + rc. Ericson 4.5.1. */
bool isect_sphere_capsule(isect_sphere s, isect_capsule c);
/* The distance between the axes (isect_closest_segment_segment) against ra + rb. Ericson 4.5.1. */
bool isect_capsule_capsule(isect_capsule a, isect_capsule b);
/* The axis ends' signed distances from the plane: min <= r and max >= -r. Requires |n| = 1;
 * exact for that formula on the stored values whatever |n| (as the plane tests above). */
bool isect_capsule_plane(isect_capsule c, isect_plane p);
/* The squared distance between the axis and the triangle (isect_closest_segment_triangle:
 * 0 when the axis pierces it, else the nearest of the axis ends against the triangle and the
 * axis against its edges) against r^2, touching included; r < 0 or NaN anywhere: false.
 * Ericson 4.5.1 with 5.1.10. */
bool isect_capsule_triangle(isect_capsule c, isect_triangle t);

/* ---- Rays and segments vs capsules and cylinders (cylinder.c) ---------------------------- */

/* Hits as below (t in units of d for a ray, in [0, 1] for a segment; t = 0 when the start lies
 * inside; a miss leaves *out untouched). Both shapes lie in the infinite cylinder of radius r
 * about the axis line: its entry is the answer when it projects between the ends, and else the
 * entry into that end's piece is: the sphere about the end for a capsule, the cap's disc for a
 * cylinder (crossed before the ray leaves the infinite cylinder). Ericson 5.3.7
 * (IntersectSegmentCylinder), with a start inside handled, no EPSILON (a direction whose
 * sideways drift is below 1e-19 runs parallel to the axis, to a cap) and a cap test that keeps
 * rays entering through the rim. d and the axis are scaled by powers of two first, exactly: the
 * verdict does not depend on |d| (any finite d != 0), and doubling d halves t exactly. r < 0 or
 * NaN anywhere: a miss; r = 0: the axis segment, met where the arithmetic puts the ray exactly
 * on it (along it, or starting on it). Coordinates below about 1e18. */
/* A capsule with a = b: isect_ray_sphere / isect_segment_sphere, exactly (the ray's |d| then
 * within that test's range, about 1e-19 .. 1e19). */
bool isect_ray_capsule(isect_ray r, isect_capsule c, isect_hit *out);
bool isect_segment_capsule(isect_segment s, isect_capsule c, isect_hit *out);
/* A cylinder with a = b meets nothing (no axis: see the conventions). */
bool isect_ray_cylinder(isect_ray r, isect_cylinder c, isect_hit *out);
bool isect_segment_cylinder(isect_segment s, isect_cylinder c, isect_hit *out);

/* ---- Capsule vs AABB (capsule_aabb.c) --------------------------------------------------- */

/* The squared distance from the axis segment to the box against r^2, touching included. Along
 * the axis the squared distance to the box (5.1.3's clamp) is convex and piecewise quadratic in
 * t, its slope piecewise linear and non-decreasing: the minimum is at an end or at the slope's
 * root, bracketed by the breakpoints where a coordinate crosses a face's plane (at most six),
 * where the line's nearest approach to that face, edge or corner gives it; exact in exact
 * arithmetic (and for dyadic touching cases in float), no iteration or tolerance. r < 0, an
 * empty box or NaN anywhere: false; a = b gives isect_sphere_aabb's verdict; infinite box bounds
 * work. Coordinates below about 1e18. Ericson 4.5.1 with 5.1.3. */
bool isect_capsule_aabb(isect_capsule c, isect_aabb b);

/* ---- Containment (containment.c) -------------------------------------------------------- */

/* Closed: a point on the boundary is inside. Polygons and triangles are flat and the point is
 * 3-D: it is inside when its orthogonal projection onto their plane is (it lies in the prism
 * over them), so a point computed onto the plane is judged as the exact one, with no tolerance;
 * for "on the polygon", add a plane distance test of your own. A polygon or triangle of zero
 * area (collinear or coincident vertices, count < 3) has no plane: it contains nothing. NaN
 * anywhere, or an infinite coordinate in the point: false. */

/* Convex planar polygon v_0 .. v_{count-1}, in order (either winding): the normal
 * n = sum (v_i - v_0) x (v_{i+1} - v_0) in one pass, then up to 8 vertices p against each edge
 * in turn (the sign of n . ((v_i - v_{i-1}) x (p - v_{i-1})), to the first that fails), above
 * that a binary search over the fan of triangles v_0 v_k v_{k+1} for the wedge holding p
 * (log2(count) tests of the sign of n . ((v_k - v_0) x (p - v_0))), and p against that wedge's
 * outer edge (and, for ties and rounding, its neighbours). Repeated vertices are fine; non-convex or non-planar input gives an unspecified
 * but defined answer. Coordinates below about 1e18. Ericson 5.4.1. */
bool isect_point_in_polygon(vec3s p, const vec3s *verts, int count);
/* The two forms of Ericson 5.4.2, which agree but within rounding of an edge. Barycentric (3.4):
 * v = (d11 d20 - d01 d21) / D, w = (d00 d21 - d01 d20) / D with D = d00 d11 - d01^2 from the
 * dot products of b - a, c - a, p - a, inside when v >= 0, w >= 0, v + w <= 1 (the division
 * postponed). Cross products: the normals u, v, w of the triangles p b c, p c a, p a b point the
 * same way as n = (b - a) x (c - a) (n.u, n.v, n.w >= 0; the book compares u with v and w, which
 * passes a point on the line bc beyond the edge). Coordinates between about 1e-9 and 1e9. */
bool isect_point_in_triangle_barycentric(vec3s p, isect_triangle t);
bool isect_point_in_triangle_cross(vec3s p, isect_triangle t);
/* Inside every halfspace dot(n_i, p) <= d_i of the convex polyhedron (outward normals of any
 * non-zero length, as isect_ray_polyhedron). count = 0 is all of space; count < 0, planes NULL
 * with count > 0, a zero normal (the NaN plane): false. Ericson 5.4.3. */
bool isect_point_in_polyhedron(vec3s p, const isect_plane *planes, int count);

/* ---- Rays, segments and lines ---------------------------------------------------------- */

/* A hit writes *out (when out is not NULL); a miss leaves it untouched. A ray's t is in units of
 * its d (the hit point is p + t d), a segment's in [0, 1]. Planes and polyhedron faces may have
 * normals of any non-zero length. */
/* Segment vs plane: the verdict exact for the floats given (the ends' signed distances n.a - d
 * and n.b - d differ in sign or one is 0, decided exactly); t is da / (da - db) from the float
 * distances, within about 2^-21 (|n.||a| + |n.||b| + |d|) / |n.(b - a)| of the exact crossing
 * (|n.||x| the sum of the |n_i x_i|), and exactly 0 (1) where a (only b) lies on the plane. */
bool isect_segment_plane(isect_segment s, isect_plane p, isect_hit *out);
/* Ray and segment against a sphere (ray_sphere.c): the exact verdict for the floats given, the distance
 * from the centre to the ray (segment) against r, touching included (a float filter with proven
 * bounds, exact integers where it cannot tell); d = 0 or a = b is the point. t is the entry root
 * in float, as before: within a few ulps of the exact entry, plus up to 2^-9 (|p - c| + r) / |d|
 * for a ray within rounding of tangent (2^-20 seen on 164,530 random hits); 0 when the start is
 * inside; a segment's in [0, 1], a ray's at most FLT_MAX. Ericson 5.3.2. */
bool isect_ray_sphere(isect_ray r, isect_sphere s, isect_hit *out);
bool isect_segment_sphere(isect_segment seg, isect_sphere s, isect_hit *out);
/* Ray and segment against a box (the slab test, ray_box.c): the exact verdict for the floats given,
 * touching included; a box with min > max on an axis is empty. t is the float slab test's entry,
 * within a few ulps of the exact one (a segment's clamped to 1); an entry past the float range
 * is a miss. */
bool isect_ray_aabb(isect_ray r, isect_aabb b, isect_hit *out);
bool isect_segment_aabb(isect_segment s, isect_aabb b, isect_hit *out);
/* The form engines keep for a ray cast against many boxes: the ray with 1 / d made once
 * (isect_ray_inverse), tested by multiplying (isect_ray_aabb_inverse). The same verdict as
 * isect_ray_aabb, exact too, and t within the same bound. parallel: a component of d is 0.
 * divide: one is subnormal, 2^126 or more, infinite or NaN (float holds no accurate reciprocal
 * of it), or p is not finite; such a ray is tested as isect_ray_aabb tests it. */
typedef struct isect_ray_inv { isect_ray ray; vec3s inv; bool parallel, divide; } isect_ray_inv;
isect_ray_inv isect_ray_inverse(isect_ray r);
bool isect_ray_aabb_inverse(const isect_ray_inv *r, isect_aabb b, isect_hit *out);
/* Ray, segment and line against a triangle (ray_triangle.c): the exact verdict for the floats
 * given, as exact arithmetic on them would decide, for every vertex order and winding; edges and
 * vertices included, two-sided. A collinear triangle is the segment it spans (coincident
 * vertices, the point); a ray with d = 0 or a segment with a = b is its point; in the triangle's
 * plane the contact is the 2-D one, t its first point. t (and the point) are rounded: the
 * crossing of the exact verdict, computed from the deciding determinants in float (double when
 * coordinates leave 2^-40 .. 2^40 or a determinant is within its rounding), within a few ulps
 * of t times the conditioning |D| |p - a..|^2 / |n.D| of the crossing, and clamped into
 * [0, tmax]; a ray's t beyond FLT_MAX is reported as FLT_MAX. NaN or infinite input misses.
 * The line through p and q (p = q: no line, a miss); *point is the crossing, or in the plane
 * the point of contact nearest p. */
bool isect_line_triangle(vec3s p, vec3s q, isect_triangle t, vec3s *point);
/* The infinite line through p and q against the convex quad abcd (vertices in order). */
bool isect_line_quad(vec3s p, vec3s q, vec3s a, vec3s b, vec3s c, vec3s d, vec3s *point);
/* As isect_line_triangle (above): exact verdicts, t = 0 when the start lies on the triangle. */
bool isect_ray_triangle(isect_ray r, isect_triangle t, isect_hit *out);
bool isect_segment_triangle(isect_segment s, isect_triangle t, isect_hit *out);
/* Convex polyhedron as the intersection of the halfspaces dot(n, x) <= d (outward normals). */
bool isect_ray_polyhedron(isect_ray r, const isect_plane *planes, int count, isect_hit *out);
/* The ray's span inside that polyhedron: t_first (0 when p is inside) and t_last (+INFINITY when
 * the polyhedron is unbounded along the ray); either pointer may be NULL, a miss leaves both. */
bool isect_ray_polyhedron_span(isect_ray r, const isect_plane *planes, int count,
                               float *t_first, float *t_last);
bool isect_segment_polyhedron(isect_segment s, const isect_plane *planes, int count, isect_hit *out);

/* ---- Moving shapes (moving_sphere.c, moving_box.c, moving_halving.c) --------------------- */

/* Ericson 5.5: a shape that moves by the displacement v over one step occupies S + t v at time
 * t in [0, 1]. The tests answer whether two shapes meet at some time of the step and, when they
 * do and out is not NULL, write the first such time, out->t in [0, 1], and a point where they
 * touch then, out->point (a point both shapes hold at time t, in world space at time t). Touching
 * counts, as in the static tests: shapes that meet only at t = 1 meet; shapes that already meet
 * at t = 0 report t = 0 (and a point of their overlap). Where both shapes move, only the
 * relative motion va - vb decides; a test with one displacement keeps the other shape at rest
 * (pass va - vb to move both: the point is then in the frame of the shape at rest). v = 0 gives
 * the static test's verdict with t = 0. A miss leaves *out untouched; NaN anywhere, an empty
 * shape (negative radius, min > max) or a zero plane normal: false. */

/* The sphere tests below (moving_sphere.c) call the static test (isect_sphere_plane, _sphere,
 * _triangle, _polygon, _aabb) for t = 0, so v = 0 gives its verdict exactly, and follow the
 * centre's path c .. c + v past it only for v != 0. out->point is the other shape's point
 * nearest the sphere's centre at time t: where they touch, on the sphere's surface toward it;
 * where they overlap at t = 0, the shape's closest point to the centre (the centre itself inside
 * a box). Infinite input: a defined, unspecified answer. */

/* Sphere moving against a plane (5.5.3): the centre's signed distances d0 = n.c - d and
 * d1 = n.(c + v) - d; they meet when |d0| <= r (t = 0) or the path crosses the band |d| <= r,
 * t = (d0 - r) / (d0 - d1) from the front (r -> -r from the back). The point: c(t) - r n from
 * the front (+ r n from the back); the centre's foot on the plane at t = 0. Requires |n| = 1. */
bool isect_moving_sphere_plane(isect_sphere s, vec3s v, isect_plane p, isect_hit *out);
/* AABB moving against a plane (5.5.4): the box's projected radius r = e.|n| about its centre,
 * then the sphere test above with that r. Planes of any non-zero normal length (t does not
 * depend on it). The point: the box's corner nearest the plane at t (the centre of its nearest
 * edge or face where n has zero components), on the plane; at t = 0 a point of that diagonal on
 * the plane. An infinite v: false. */
bool isect_moving_aabb_plane(isect_aabb b, vec3s v, isect_plane p, isect_hit *out);
/* Two moving spheres (5.5.5): the relative motion v = va - vb against the sphere of radius
 * ra + rb about b.c, a ray-sphere test (isect_ray_sphere from a.c along v, t <= 1), t the
 * smaller root of |s + t v|^2 = (ra + rb)^2 with s = a.c - b.c. The point divides the centres'
 * segment at time t as ra : rb (the touching point; in both spheres when they overlap at
 * t = 0). Swapping a and b, or passing va - vb and 0, gives the same verdict and t exactly. */
bool isect_moving_sphere_sphere(isect_sphere a, vec3s va, isect_sphere b, vec3s vb, isect_hit *out);
/* Sphere moving against a triangle and a convex planar polygon (5.5.6): the centre's path
 * against the triangle swept by the sphere (its Minkowski sum: the face offset by r on either
 * side, the edges' capsules and so the corners' spheres), the first of those contacts: the
 * offset faces by isect_segment_plane with the crossing in the polygon (isect_point_in_polygon),
 * the edges by isect_segment_capsule. A sphere moving farther than its radius is caught whatever
 * the thickness (the path is tested, not its ends). A triangle or polygon of zero area (count 1
 * or 2, collinear vertices) is the segment or point it spans; a non-finite vertex, count < 1 or
 * verts NULL: false. Polygons: vertices in order, either winding, as isect_sphere_polygon. */
bool isect_moving_sphere_triangle(isect_sphere s, vec3s v, isect_triangle t, isect_hit *out);
bool isect_moving_sphere_polygon(isect_sphere s, vec3s v, const vec3s *verts, int count, isect_hit *out);
/* Sphere moving against an AABB (5.5.7): the centre's path against the box grown by r (a slab
 * test, isect_segment_aabb); where it enters through a face the answer stands, and through an
 * edge or corner region the capsules (isect_segment_capsule) of that edge or of the three edges
 * at that corner decide. Infinite bounds work. */
bool isect_moving_sphere_aabb(isect_sphere s, vec3s v, isect_aabb b, isect_hit *out);
/* Two moving AABBs (5.5.8) and OBBs (5.5.2): on each candidate axis (3 for boxes, the 15 of the
 * static OBB test) the time interval in which the projections overlap under the relative
 * motion; they meet when the intervals and [0, 1] have a common time, the first of it is t.
 * Swapping a and b (with va, vb) gives the same t to the bit. An infinite va or vb: false.
 * AABBs: the point is the centre of the boxes' common box at t. OBBs: the static test's
 * arithmetic and slack (OBB_EPS = 1e-5 on every |R_ij|), so t may come early by that slack
 * (1e-5 of the extents over the approach speed; more on nearly parallel edges) and v = 0 gives
 * isect_obb_obb exactly; the point starts at the touching feature on the axis that entered
 * last (a vertex on a face, the crossing of two edges) or, overlapping at t = 0, at b's centre,
 * and is then clamped into a and b alternately 8 times: exact for a vertex on a face and for
 * crossing edges, otherwise within both boxes only approximately (measured: outside one by up
 * to 1.8e-2 of the coordinates' magnitude, nearly all in overlaps at t = 0). */
bool isect_moving_aabb_aabb(isect_aabb a, vec3s va, isect_aabb b, vec3s vb, isect_hit *out);
bool isect_moving_obb_obb(isect_obb a, vec3s va, isect_obb b, vec3s vb, isect_hit *out);

/* Interval halving (5.5.1), generic over the shapes: may_meet(user, t0, t1) must return true
 * whenever the moving shapes meet at some time in [t0, t1] (a conservative test: the bounding
 * spheres of each shape's sweep over the interval, say). The step is halved, the earlier half
 * first, down to intervals of length L, the largest power of two <= eps (1e-4 is 14 levels);
 * true with *t the start of the first such interval the test keeps. So *t is never after the
 * first contact, and in [*t, *t + L] the shapes come within the bound's slack of meeting: *t is
 * within about L of the contact where the gap closes fast, and can be earlier on a grazing path,
 * where it closes slowly (for the spheres below, by up to L / 2 + |v| L / (2 g), g the rate at
 * which the gap closes at the contact: L head-on; 0.05 seen at eps = 1e-3 on paths that graze).
 * Likewise shapes that only come within the slack give a hit the closed form does not report
 * (for the spheres, within |v| L / 2). An eps below 2^-24, or NaN, is read as 2^-24: at most 24
 * levels, no allocation. may_meet NULL: false. */
bool isect_moving_halving(bool (*may_meet)(const void *user, float t0, float t1), const void *user,
                          float eps, float *t);
/* Two moving spheres by interval halving, to compare with the closed form above: in b's frame
 * (a moves by va - vb, so only the relative motion decides) each interval bounds a's sweep by
 * the sphere about its mid-interval centre grown by half the interval's travel (and 2^-20 of
 * that, and 2^-49 of the sizes, for rounding), tested against b in double with each rounding in
 * the contact's favour (v = 0: isect_sphere_sphere's verdict). out->t
 * never after isect_moving_sphere_sphere's t, before it as above; the point as there, at out->t.
 * NaN anywhere or a negative radius: false. */
bool isect_moving_sphere_sphere_halving(isect_sphere a, vec3s va, isect_sphere b, vec3s vb, float eps,
                                        isect_hit *out);

/* ---- Frustum (frustum.c) ---------------------------------------------------------------- */

/* A view frustum is six planes with OUTWARD unit normals, inside being dot(n, x) <= d for all
 * six: the same halfspaces as isect_ray_polyhedron, so a frustum can be handed to it as is.
 * Order: left, right, bottom, top, near, far. */
enum { ISECT_FRUSTUM_PLANES = 6 };

/* The six planes of the frustum of a view-projection matrix m (clip = m * world, column
 * vectors, OpenGL clip space -w <= x, y, z <= w as glm_perspective and glm_ortho make them),
 * outward and normalised. Gribb and Hartmann, "Fast Extraction of Viewing Frustum Planes from
 * the World-View-Projection Matrix" (2001), the rows combined as cglm's glm_frustum_planes
 * does. m is scaled by a power of two near its largest |entry| first, so every finite matrix
 * gives finite unit planes, entries of 1e30 or 1e-30 included. A plane whose normal is zero (a
 * singular matrix) or not finite (an infinite entry) comes out NaN, and then nothing
 * intersects it. */
void isect_frustum_from_matrix(mat4s m, isect_plane out[6]);
/* Conservative, plane by plane: false when the box lies wholly outside some plane (its nearest
 * point along n is past it, dot(n, c) - e.|n| > d), else true. Never false for a box that meets
 * the frustum, but true for some boxes near its edges and corners that are outside every plane
 * only in part (the classic culling test). Planes as isect_frustum_from_matrix makes them, or
 * of any non-zero normal length; false when anything is NaN, the box is empty or a normal is
 * zero. Ericson 5.2.3 per plane; Akenine-Moller et al., RTR 4th ed., 22.14. */
bool isect_aabb_frustum(isect_aabb b, const isect_plane planes[6]);
/* Conservative, plane by plane: false when the sphere lies wholly outside some plane
 * (dot(n, c) - d > r), else true; true for some spheres near edges and corners that miss it.
 * It is isect_sphere_halfspace for all six planes, so it requires unit normals. A negative or
 * NaN radius, NaN anywhere or a zero normal: false. Ericson 5.2.2 per plane. */
bool isect_sphere_frustum(isect_sphere s, const isect_plane planes[6]);

/* ---- Batch kernels (batch.c) ------------------------------------------------------------ */

/* Structure-of-arrays batches for the cheap tests a renderer runs by the thousand: one shape
 * against `count` shapes stored one coordinate per array (so that a vector register holds the
 * same coordinate of 4, 8 or 16 shapes), the verdicts written as one byte per shape, 1 for
 * intersecting and 0 for not, into out[0 .. count-1]. Each out[i] is exactly what the scalar
 * test gives for shape i (the same float operations in the same order, NaN included; tested on
 * random, touching and NaN cases), so a batch can replace a loop of scalar calls. Plain C that
 * the compiler vectorises, on x86-64 also built for AVX2 and chosen at load time; the arrays
 * need no alignment and must not overlap out. */

/* Boxes by their corners, as isect_aabb: box i is [min_x[i], max_x[i]] x [min_y[i], ...]. */
typedef struct isect_aabb_soa {
    const float *min_x, *min_y, *min_z, *max_x, *max_y, *max_z;
} isect_aabb_soa;
/* Spheres: centre (x[i], y[i], z[i]) and radius r[i]. */
typedef struct isect_sphere_soa {
    const float *x, *y, *z, *r;
} isect_sphere_soa;

/* out[i] = isect_aabb_plane(box i, p): the scalar test's float filter lane by lane, and the
 * scalar test itself for the few boxes the filter leaves in doubt. */
void isect_aabb_plane_batch(isect_aabb_soa boxes, size_t count, isect_plane p, uint8_t *out);
/* out[i] = isect_sphere_aabb(sphere i, b). */
void isect_sphere_aabb_batch(isect_sphere_soa spheres, size_t count, isect_aabb b, uint8_t *out);
/* out[i] = isect_ray_aabb(r, box i, &hit); when t is not NULL, t[i] = hit.t for a hit and
 * INFINITY for a miss. */
void isect_ray_aabb_batch(isect_ray r, isect_aabb_soa boxes, size_t count, uint8_t *out, float *t);
/* out[i] = isect_aabb_frustum(box i, planes): conservative, see there. */
void isect_aabb_frustum_batch(isect_aabb_soa boxes, size_t count, const isect_plane planes[6],
                              uint8_t *out);
/* out[i] = isect_sphere_frustum(sphere i, planes): conservative, see there. */
void isect_sphere_frustum_batch(isect_sphere_soa spheres, size_t count, const isect_plane planes[6],
                                uint8_t *out);

/* ---- Inline tests (their definitions: isect_inline.h) ------------------------------------- */

#include "isect_inline.h"

#endif
