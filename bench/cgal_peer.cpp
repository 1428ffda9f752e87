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
