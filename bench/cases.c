/* The benchmark's cases: one shape near the origin, the other spread over [-k, k]^3 (or a ray
 * aimed at a point there), with sizes and orientations drawn at random. */
#include "cases.h"

#include <math.h>

static uint64_t next(bench_rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

float bench_float(bench_rng *r, float lo, float hi)
{
    return lo + (hi - lo) * (float)((next(r) >> 40) * (1.0 / 16777216.0));
}

static vec3s rvec(bench_rng *r, float lo, float hi)
{
    return (vec3s){{bench_float(r, lo, hi), bench_float(r, lo, hi), bench_float(r, lo, hi)}};
}

static vec3s runit(bench_rng *r)
{
    for (;;) {
        vec3s v = rvec(r, -1, 1);
        float l2 = glms_vec3_norm2(v);
        if (l2 > 1e-4f && l2 <= 1.0f) return glms_vec3_divs(v, sqrtf(l2));
    }
}

static versors rquat(bench_rng *r)   /* uniform rotation, Shoemake */
{
    float u1 = bench_float(r, 0, 1), u2 = bench_float(r, 0, 6.2831853f), u3 = bench_float(r, 0, 6.2831853f);
    float a = sqrtf(1 - u1), b = sqrtf(u1);
    return (versors){{a * sinf(u2), a * cosf(u2), b * sinf(u3), b * cosf(u3)}};
}

/* ---- shapes ----------------------------------------------------------------------------- */

static isect_sphere sphere_at(bench_rng *r, vec3s c) { return (isect_sphere){c, bench_float(r, 0.5f, 1.5f)}; }
static isect_aabb aabb_at(bench_rng *r, vec3s c) { return isect_aabb_from_center(c, rvec(r, 0.25f, 1.5f)); }
static isect_obb obb_at(bench_rng *r, vec3s c) { return isect_obb_from_quat(c, rvec(r, 0.25f, 1.5f), rquat(r)); }
static isect_plane plane_origin(bench_rng *r) { return (isect_plane){runit(r), 0}; }
static vec3s spread(bench_rng *r, float k) { return rvec(r, -k, k); }

static isect_capsule capsule_at(bench_rng *r, vec3s c)
{
    vec3s h = glms_vec3_scale(runit(r), bench_float(r, 0.25f, 1.5f));
    return (isect_capsule){{glms_vec3_sub(c, h), glms_vec3_add(c, h)}, bench_float(r, 0.25f, 1)};
}

static isect_cylinder cylinder_at(bench_rng *r, vec3s c)
{
    isect_capsule k = capsule_at(r, c);
    return (isect_cylinder){k.axis, k.r};
}

static isect_triangle triangle_at(bench_rng *r, vec3s c)
{
    return (isect_triangle){glms_vec3_add(c, rvec(r, -1.5f, 1.5f)), glms_vec3_add(c, rvec(r, -1.5f, 1.5f)),
                            glms_vec3_add(c, rvec(r, -1.5f, 1.5f))};
}

/* A triangle about the origin, which it holds inside: vertices at radii 1 to 2 (times size) and
 * angles near 0, 120 and 240 degrees in a random plane through the origin. */
static isect_triangle triangle_around_origin(bench_rng *r, float size)
{
    isect_obb o = isect_obb_from_quat(GLMS_VEC3_ZERO, GLMS_VEC3_ONE, rquat(r));
    vec3s v[3];
    for (int i = 0; i < 3; i++) {
        float angle = 2.0943951f * (float)i + bench_float(r, -0.5f, 0.5f), radius = size * bench_float(r, 1, 2);
        v[i] = glms_vec3_add(glms_vec3_scale(o.u[0], radius * cosf(angle)), glms_vec3_scale(o.u[1], radius * sinf(angle)));
    }
    return (isect_triangle){v[0], v[1], v[2]};
}

/* A tetrahedron about the origin: the directions of a regular tetrahedron, turned at random,
 * each vertex at 0.5 to 1.5 from the origin. */
static isect_tetrahedron tetrahedron_origin(bench_rng *r)
{
    static const float dir[4][3] = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};
    isect_obb o = isect_obb_from_quat(GLMS_VEC3_ZERO, GLMS_VEC3_ONE, rquat(r));
    vec3s v[4];
    for (int i = 0; i < 4; i++) {
        vec3s u = glms_vec3_add(glms_vec3_add(glms_vec3_scale(o.u[0], dir[i][0]), glms_vec3_scale(o.u[1], dir[i][1])),
                                glms_vec3_scale(o.u[2], dir[i][2]));
        v[i] = glms_vec3_scale(u, bench_float(r, 0.5f, 1.5f) / 1.7320508f);
    }
    return (isect_tetrahedron){v[0], v[1], v[2], v[3]};
}

/* A square of half-size h about the origin in a random orientation, vertices in order. */
static bench_quad quad_origin(bench_rng *r)
{
    isect_obb o = isect_obb_from_quat(GLMS_VEC3_ZERO, GLMS_VEC3_ONE, rquat(r));
    float h = bench_float(r, 0.5f, 1.5f);
    vec3s u = glms_vec3_scale(o.u[0], h), v = glms_vec3_scale(o.u[1], h);
    return (bench_quad){{glms_vec3_add(u, v), glms_vec3_sub(v, u), glms_vec3_negate(glms_vec3_add(u, v)),
                         glms_vec3_sub(u, v)}};
}

/* A convex hexagon about the origin in a random plane: six points of a circle of radius 0.5 to
 * 1.5 at angles 60 degrees apart, each moved by up to 20 degrees. */
static bench_hexagon hexagon_origin(bench_rng *r)
{
    isect_obb o = isect_obb_from_quat(GLMS_VEC3_ZERO, GLMS_VEC3_ONE, rquat(r));
    float radius = bench_float(r, 0.5f, 1.5f);
    bench_hexagon h;
    for (int i = 0; i < 6; i++) {
        float angle = 1.0471976f * (float)i + bench_float(r, -0.35f, 0.35f);
        h.v[i] = glms_vec3_add(glms_vec3_scale(o.u[0], radius * cosf(angle)), glms_vec3_scale(o.u[1], radius * sinf(angle)));
    }
    return h;
}

/* The faces of a random box about the origin as six outward planes. */
static bench_planes box_planes(bench_rng *r)
{
    isect_obb o = obb_at(r, GLMS_VEC3_ZERO);
    bench_planes p;
    for (int i = 0; i < 3; i++) {
        p.p[2 * i] = (isect_plane){o.u[i], o.e.raw[i]};
        p.p[2 * i + 1] = (isect_plane){glms_vec3_negate(o.u[i]), o.e.raw[i]};
    }
    return p;
}

/* A 60 degree, 3:2 frustum from the origin toward a random direction, near 0.5, far 10. */
static bench_planes frustum(bench_rng *r)
{
    vec3s dir = runit(r), up = fabsf(dir.y) < 0.9f ? (vec3s){{0, 1, 0}} : (vec3s){{1, 0, 0}};
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.5f, 0.5f, 10.0f),
                             glms_lookat(GLMS_VEC3_ZERO, dir, up));
    bench_planes p;
    isect_frustum_from_matrix(vp, p.p);
    return p;
}

/* A ray from a point 5 away from the origin toward a point of [-k, k]^3. */
static isect_ray ray_toward(bench_rng *r, float k)
{
    vec3s p = glms_vec3_scale(runit(r), 5);
    return isect_ray_from(p, glms_vec3_sub(spread(r, k), p));
}

/* A segment from a point 5 away to a point of [-k, k]^3 beyond the origin's side: it ends
 * short of, inside or past the shape there. */
static isect_segment segment_toward(bench_rng *r, float k)
{
    vec3s p = glms_vec3_scale(runit(r), 5);
    return (isect_segment){p, glms_vec3_add(spread(r, k), glms_vec3_scale(p, -bench_float(r, 0, 0.6f)))};
}

/* A plane with a random unit normal through a point of [-1, 1]^3. */
static isect_plane plane_through(bench_rng *r, vec3s n) { return (isect_plane){n, glms_vec3_dot(n, rvec(r, -1, 1))}; }

/* ---- generators ------------------------------------------------------------------------- */

#define GEN(name, TA, TB, make_a, make_b)                                                     \
    void name(bench_rng *r, float k, void *a, void *b, size_t i)                              \
    {                                                                                         \
        (void)k;                                                                              \
        ((TA *)a)[i] = make_a;                                                                \
        ((TB *)b)[i] = make_b;                                                                \
    }

GEN(gen_sphere_sphere, isect_sphere, isect_sphere, sphere_at(r, spread(r, k)), sphere_at(r, GLMS_VEC3_ZERO))
GEN(gen_aabb_aabb, isect_aabb, isect_aabb, aabb_at(r, spread(r, k)), aabb_at(r, GLMS_VEC3_ZERO))
GEN(gen_obb_obb, isect_obb, isect_obb, obb_at(r, spread(r, k)), obb_at(r, GLMS_VEC3_ZERO))
GEN(gen_sphere_plane, isect_sphere, isect_plane, sphere_at(r, spread(r, k)), plane_origin(r))
GEN(gen_aabb_plane, isect_aabb, isect_plane, aabb_at(r, spread(r, k)), plane_origin(r))
GEN(gen_obb_plane, isect_obb, isect_plane, obb_at(r, spread(r, k)), plane_origin(r))
GEN(gen_cone_plane, isect_cone, isect_plane,
    ((isect_cone){spread(r, k), runit(r), bench_float(r, 0.5f, 2), bench_float(r, 0.2f, 1)}), plane_origin(r))
GEN(gen_sphere_aabb, isect_sphere, isect_aabb, sphere_at(r, spread(r, k)), aabb_at(r, rvec(r, -0.5f, 0.5f)))
GEN(gen_sphere_obb, isect_sphere, isect_obb, sphere_at(r, spread(r, k)), obb_at(r, GLMS_VEC3_ZERO))
GEN(gen_sphere_triangle, isect_sphere, isect_triangle, sphere_at(r, spread(r, k)), triangle_at(r, GLMS_VEC3_ZERO))
GEN(gen_sphere_quad, isect_sphere, bench_quad, sphere_at(r, spread(r, k)), quad_origin(r))
GEN(gen_aabb_triangle, isect_aabb, isect_triangle, aabb_at(r, spread(r, k)), triangle_at(r, GLMS_VEC3_ZERO))
GEN(gen_aabb_hexagon, isect_aabb, bench_hexagon, aabb_at(r, spread(r, k)), hexagon_origin(r))
GEN(gen_triangle_triangle, isect_triangle, isect_triangle, triangle_at(r, spread(r, k)),
    triangle_around_origin(r, 1.5f))
GEN(gen_aabb_frustum, isect_aabb, bench_planes, aabb_at(r, spread(r, k)), frustum(r))
GEN(gen_sphere_frustum, isect_sphere, bench_planes, sphere_at(r, spread(r, k)), frustum(r))
GEN(gen_sphere_capsule, isect_sphere, isect_capsule, sphere_at(r, spread(r, k)), capsule_at(r, GLMS_VEC3_ZERO))
GEN(gen_capsule_capsule, isect_capsule, isect_capsule, capsule_at(r, spread(r, k)), capsule_at(r, GLMS_VEC3_ZERO))
GEN(gen_capsule_triangle, isect_capsule, isect_triangle, capsule_at(r, spread(r, k)), triangle_at(r, GLMS_VEC3_ZERO))
GEN(gen_sphere_tetrahedron, isect_sphere, isect_tetrahedron, sphere_at(r, spread(r, k)), tetrahedron_origin(r))
GEN(gen_sphere_planes, isect_sphere, bench_planes, sphere_at(r, spread(r, k)), box_planes(r))
GEN(gen_segment_plane, isect_segment, isect_plane,
    ((isect_segment){spread(r, k), glms_vec3_add(spread(r, k), rvec(r, -1, 1))}), plane_origin(r))
GEN(gen_ray_sphere, isect_ray, isect_sphere, ray_toward(r, k), sphere_at(r, GLMS_VEC3_ZERO))
GEN(gen_segment_sphere, isect_segment, isect_sphere, segment_toward(r, k), sphere_at(r, GLMS_VEC3_ZERO))
GEN(gen_ray_aabb, isect_ray, isect_aabb, ray_toward(r, k), aabb_at(r, GLMS_VEC3_ZERO))
GEN(gen_segment_aabb, isect_segment, isect_aabb, segment_toward(r, k), aabb_at(r, GLMS_VEC3_ZERO))
GEN(gen_ray_capsule, isect_ray, isect_capsule, ray_toward(r, k), capsule_at(r, GLMS_VEC3_ZERO))
GEN(gen_segment_capsule, isect_segment, isect_capsule, segment_toward(r, k), capsule_at(r, GLMS_VEC3_ZERO))
GEN(gen_ray_cylinder, isect_ray, isect_cylinder, ray_toward(r, k), cylinder_at(r, GLMS_VEC3_ZERO))
GEN(gen_segment_cylinder, isect_segment, isect_cylinder, segment_toward(r, k), cylinder_at(r, GLMS_VEC3_ZERO))
GEN(gen_segment_triangle, isect_segment, isect_triangle, segment_toward(r, k), triangle_around_origin(r, 1))
GEN(gen_segment_quad, isect_segment, bench_quad, segment_toward(r, k), quad_origin(r))
GEN(gen_ray_planes, isect_ray, bench_planes, ray_toward(r, k), box_planes(r))
GEN(gen_segment_planes, isect_segment, bench_planes, segment_toward(r, k), box_planes(r))
GEN(gen_point_hexagon, vec3s, bench_hexagon, spread(r, k), hexagon_origin(r))
GEN(gen_point_triangle, vec3s, isect_triangle, spread(r, k), triangle_around_origin(r, 1))
GEN(gen_point_planes, vec3s, bench_planes, spread(r, k), box_planes(r))
GEN(gen_capsule_aabb, isect_capsule, isect_aabb, capsule_at(r, spread(r, k)), aabb_at(r, GLMS_VEC3_ZERO))

/* A displacement of length 0 to len in a random direction. */
static vec3s displacement(bench_rng *r, float len) { return glms_vec3_scale(runit(r), bench_float(r, 0, len)); }
static bench_moving_sphere moving_sphere(bench_rng *r, vec3s c, float len)
{
    isect_sphere s = sphere_at(r, c);
    return (bench_moving_sphere){s, displacement(r, len)};
}
static bench_moving_aabb moving_aabb(bench_rng *r, vec3s c, float len)
{
    isect_aabb b = aabb_at(r, c);
    return (bench_moving_aabb){b, displacement(r, len)};
}
static bench_moving_obb moving_obb(bench_rng *r, vec3s c, float len)
{
    isect_obb o = obb_at(r, c);
    return (bench_moving_obb){o, displacement(r, len)};
}

GEN(gen_moving_sphere_plane, bench_moving_sphere, isect_plane, moving_sphere(r, spread(r, k), 4), plane_origin(r))
GEN(gen_moving_sphere_sphere, bench_moving_sphere, bench_moving_sphere, moving_sphere(r, spread(r, k), 4),
    moving_sphere(r, GLMS_VEC3_ZERO, 1))
GEN(gen_moving_sphere_triangle, bench_moving_sphere, isect_triangle, moving_sphere(r, spread(r, k), 4),
    triangle_at(r, GLMS_VEC3_ZERO))
GEN(gen_moving_sphere_quad, bench_moving_sphere, bench_quad, moving_sphere(r, spread(r, k), 4), quad_origin(r))
GEN(gen_moving_sphere_aabb, bench_moving_sphere, isect_aabb, moving_sphere(r, spread(r, k), 4),
    aabb_at(r, rvec(r, -0.5f, 0.5f)))
GEN(gen_moving_aabb_plane, bench_moving_aabb, isect_plane, moving_aabb(r, spread(r, k), 4), plane_origin(r))
GEN(gen_moving_aabb_aabb, bench_moving_aabb, bench_moving_aabb, moving_aabb(r, spread(r, k), 4),
    moving_aabb(r, GLMS_VEC3_ZERO, 1))
GEN(gen_moving_obb_obb, bench_moving_obb, bench_moving_obb, moving_obb(r, spread(r, k), 4),
    moving_obb(r, GLMS_VEC3_ZERO, 1))

void gen_plane_plane(bench_rng *r, float k, void *a, void *b, size_t i)
{
    vec3s n = runit(r);
    ((isect_plane *)a)[i] = plane_through(r, n);
    ((isect_plane *)b)[i] = plane_through(r, bench_float(r, 0, 10) < k ? glms_vec3_negate(n) : runit(r));
}

void gen_three_planes(bench_rng *r, float k, void *a, void *b, size_t i)
{
    vec3s n0 = runit(r), n1 = runit(r);
    vec3s n2 = bench_float(r, 0, 10) < k ? glms_vec3_negate(n0) : runit(r);
    ((isect_plane *)a)[i] = plane_through(r, n0);
    ((bench_plane2 *)b)[i] = (bench_plane2){{plane_through(r, n1), plane_through(r, n2)}};
}

void gen_aabb_along_x(bench_rng *r, float k, void *a, void *b, size_t i)
{
    (void)b;
    ((isect_aabb *)a)[i] = aabb_at(r, (vec3s){{bench_float(r, -50, 50), bench_float(r, -k, k), bench_float(r, -k, k)}});
}

void gen_ray_triangle_scaled(bench_rng *r, float k, void *a, void *b, size_t i)
{
    float s = powf(10.0f, bench_float(r, -4, 4));
    isect_ray ray = ray_toward(r, k);
    isect_triangle t = triangle_around_origin(r, 1);
    ray.p = glms_vec3_scale(ray.p, s);
    t = (isect_triangle){glms_vec3_scale(t.a, s), glms_vec3_scale(t.b, s), glms_vec3_scale(t.c, s)};
    ((isect_ray *)a)[i] = ray;
    ((isect_triangle *)b)[i] = t;
}

float bench_calibrate(bench_gen gen, bench_rate rate, void *a, void *b, size_t probe, float lo, float hi)
{
    for (int step = 0; step < 20; step++) {
        float mid = 0.5f * (lo + hi);
        if (rate(gen, mid, a, b, probe) > 0.5) lo = mid;    /* too many meet: spread wider */
        else hi = mid;
    }
    return 0.5f * (lo + hi);
}
