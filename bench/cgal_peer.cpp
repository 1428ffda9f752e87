// CGAL's Epick on isect's shapes (cgal_peer.h): the floats read exactly as doubles, and the
// kernel's filtered predicates make do_intersect exact.
#include "cgal_peer.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/intersections.h>

typedef CGAL::Exact_predicates_inexact_constructions_kernel K;

bool cgal_peer_ray_triangle(const float *ray, const float *t)
{
    K::Ray_3 r(K::Point_3(ray[0], ray[1], ray[2]), K::Vector_3(ray[3], ray[4], ray[5]));
    K::Triangle_3 tri(K::Point_3(t[0], t[1], t[2]), K::Point_3(t[3], t[4], t[5]), K::Point_3(t[6], t[7], t[8]));
    return CGAL::do_intersect(r, tri);
}

bool cgal_peer_aabb_triangle(const float *b, const float *t)
{
    K::Iso_cuboid_3 box(K::Point_3(b[0], b[1], b[2]), K::Point_3(b[3], b[4], b[5]));
    K::Triangle_3 tri(K::Point_3(t[0], t[1], t[2]), K::Point_3(t[3], t[4], t[5]), K::Point_3(t[6], t[7], t[8]));
    return CGAL::do_intersect(box, tri);
}

bool cgal_peer_triangle_triangle(const float *t, const float *u)
{
    K::Triangle_3 a(K::Point_3(t[0], t[1], t[2]), K::Point_3(t[3], t[4], t[5]), K::Point_3(t[6], t[7], t[8]));
    K::Triangle_3 b(K::Point_3(u[0], u[1], u[2]), K::Point_3(u[3], u[4], u[5]), K::Point_3(u[6], u[7], u[8]));
    return CGAL::do_intersect(a, b);
}

// The shapes below as CGAL's: a box from its min and max corners, a segment from its ends.
static K::Point_3 point(const float *x) { return K::Point_3(x[0], x[1], x[2]); }
static K::Iso_cuboid_3 box(const float *b) { return K::Iso_cuboid_3(point(b), point(b + 3)); }
static K::Triangle_3 triangle(const float *t) { return K::Triangle_3(point(t), point(t + 3), point(t + 6)); }

bool cgal_peer_segment_triangle(const float *s, const float *t)
{
    return CGAL::do_intersect(K::Segment_3(point(s), point(s + 3)), triangle(t));
}

bool cgal_peer_ray_aabb(const float *ray, const float *b)
{
    return CGAL::do_intersect(K::Ray_3(point(ray), K::Vector_3(ray[3], ray[4], ray[5])), box(b));
}

bool cgal_peer_segment_aabb(const float *s, const float *b)
{
    return CGAL::do_intersect(K::Segment_3(point(s), point(s + 3)), box(b));
}

bool cgal_peer_aabb_aabb(const float *a, const float *b)
{
    return CGAL::do_intersect(box(a), box(b));
}

bool cgal_peer_aabb_plane(const float *b, const float *plane)
{
    return CGAL::do_intersect(box(b), K::Plane_3(plane[0], plane[1], plane[2], -(double)plane[3]));
}

bool cgal_peer_segment_plane(const float *s, const float *plane)
{
    return CGAL::do_intersect(K::Segment_3(point(s), point(s + 3)),
                              K::Plane_3(plane[0], plane[1], plane[2], -(double)plane[3]));
}

// (r r is exact in double: the product of two floats.) CGAL's box and ray tests read the sphere
// as the ball, like isect; its segment, triangle and sphere-sphere tests read it as the surface,
// so those have no row.
bool cgal_peer_sphere_aabb(const float *sphere, const float *b)
{
    return CGAL::do_intersect(K::Sphere_3(point(sphere), (double)sphere[3] * sphere[3]), box(b));
}

bool cgal_peer_ray_sphere(const float *ray, const float *sphere)
{
    return CGAL::do_intersect(K::Ray_3(point(ray), K::Vector_3(ray[3], ray[4], ray[5])),
                              K::Sphere_3(point(sphere), (double)sphere[3] * sphere[3]));
}
