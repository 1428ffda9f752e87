/* Contact from separating axes (contact_sphere.c, contact_box.c, contact_triangle.c): exact
 * small cases for all four variants (touching faces at depth 0, 0.001 of overlap, edge against
 * edge, a sphere inside a sphere, ties, degenerate and NaN input), then seeded random cases for
 * sphere-sphere and AABB-AABB checked by fuzz/contact_checks.h (the verdict is the boolean
 * test's, a unit normal toward the second shape, the push to touching, the depth against the
 * exact one in double) and by libccd's GJK + EPA penetration. OBB-OBB and AABB-triangle have
 * their random cases in test_isect_contact_boxes.c and test_isect_contact_triangle.c. */
#include "contact_random.h"

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})

/* |got - want| <= tol for the depth and each component of the normal. */
static bool near_contact(isect_contact got, vec3s n, float depth, float tol)
{
    return (got.depth == depth || fabsf(got.depth - depth) <= tol) && fabsf(got.normal.x - n.x) <= tol && fabsf(got.normal.y - n.y) <= tol &&
           fabsf(got.normal.z - n.z) <= tol;
}

#define EXPECT(call, want_n, want_depth, tol, what)                                          \
    do {                                                                                      \
        isect_contact c_ = {{{9, 9, 9}}, 9};                                                  \
        bool hit_ = call;                                                                     \
        CHECK(hit_ && near_contact(c_, want_n, want_depth, tol), "%s: hit %d, normal (%.9g %.9g %.9g), depth %.9g", what, hit_, \
              c_.normal.x, c_.normal.y, c_.normal.z, c_.depth);                               \
    } while (0)

#define EXPECT_MISS(call, what)                                                               \
    do {                                                                                      \
        isect_contact c_ = {{{9, 9, 9}}, 9};                                                  \
        bool hit_ = call;                                                                     \
        CHECK(!hit_ && c_.depth == 9 && c_.normal.x == 9, "%s: hit %d or *c written", what, hit_); \
    } while (0)

static void test_spheres(void)
{
    const isect_sphere a = {V(0, 0, 0), 1};
    EXPECT(isect_sphere_sphere_contact(a, (isect_sphere){V(3, 0, 0), 2}, &c_), V(1, 0, 0), 0, 0, "touching along +x");
    EXPECT(isect_sphere_sphere_contact(a, (isect_sphere){V(0, -2.999f, 0), 2}, &c_), V(0, -1, 0), 0.001f, 1e-6f,
           "0.001 deep along -y");
    EXPECT_MISS(isect_sphere_sphere_contact(a, (isect_sphere){V(0, 0, 3.001f), 2}, &c_), "0.001 apart");
    EXPECT(isect_sphere_sphere_contact((isect_sphere){V(0, 0, 0), 2}, (isect_sphere){V(0.5f, 0, 0), 0.5f}, &c_), V(1, 0, 0),
           2, 0, "a sphere inside a sphere: out along the centres' line by 2.5 - 0.5");
    EXPECT(isect_sphere_sphere_contact((isect_sphere){V(1, 2, 3), 2}, (isect_sphere){V(1, 2, 3), 0.5f}, &c_), V(1, 0, 0),
           2.5f, 0, "concentric: +x, ra + rb");
    EXPECT(isect_sphere_sphere_contact((isect_sphere){V(1, 2, 3), 0}, (isect_sphere){V(1, 2, 3), 0}, &c_), V(1, 0, 0), 0, 0,
           "two equal points");
    EXPECT(isect_sphere_sphere_contact(a, (isect_sphere){V(1e-30f, 0, 0), 1}, &c_), V(1, 0, 0), 2, 0,
           "centres 1e-30 apart: still a unit normal");
    EXPECT(isect_sphere_sphere_contact(a, (isect_sphere){V(3, 4, 0), 4}, &c_), V(0.6f, 0.8f, 0), 0, 1e-6f, "3-4-5");
    EXPECT(isect_sphere_sphere_contact(a, (isect_sphere){V(5, 5, 5), INFINITY}, &c_), V(0.57735027f, 0.57735027f, 0.57735027f),
           INFINITY, 1e-6f, "an infinite radius: infinite depth");
    EXPECT_MISS(isect_sphere_sphere_contact(a, (isect_sphere){V(0, 0, 0), -1}, &c_), "a negative radius");
    EXPECT_MISS(isect_sphere_sphere_contact(a, (isect_sphere){V(0, NAN, 0), 1}, &c_), "NaN");
    CHECK(isect_sphere_sphere_contact(a, (isect_sphere){V(1, 0, 0), 1}, NULL), "c may be NULL");
}

static void test_aabbs(void)
{
    const isect_aabb a = {V(0, 0, 0), V(1, 1, 1)};
    EXPECT(isect_aabb_aabb_contact(a, (isect_aabb){V(1, 0, 0), V(2, 1, 1)}, &c_), V(1, 0, 0), 0, 0, "touching faces");
    EXPECT(isect_aabb_aabb_contact(a, (isect_aabb){V(0.2f, 0.1f, -0.999f), V(0.6f, 0.8f, 0.001f)}, &c_), V(0, 0, -1),
           0.001f, 1e-7f, "0.001 deep below");
    EXPECT_MISS(isect_aabb_aabb_contact(a, (isect_aabb){V(1.001f, 0, 0), V(2, 1, 1)}, &c_), "0.001 apart");
    EXPECT(isect_aabb_aabb_contact(a, (isect_aabb){V(1, 1, 1), V(2, 2, 2)}, &c_), V(1, 0, 0), 0, 0,
           "corner to corner: every axis 0, x first");
    EXPECT(isect_aabb_aabb_contact(a, a, &c_), V(1, 0, 0), 1, 0, "the same box: +x (x first, + on the centres' tie)");
    EXPECT(isect_aabb_aabb_contact(a, (isect_aabb){V(0.25f, 0.25f, 0.25f), V(0.5f, 0.5f, 0.5f)}, &c_), V(-1, 0, 0), 0.5f, 0,
           "inside, nearer the low faces: out through -x by 0.5");
    EXPECT(isect_aabb_aabb_contact(a, (isect_aabb){V(0.5f, 0.5f, 0.1f), V(1.5f, 1.5f, 0.9f)}, &c_), V(1, 0, 0), 0.5f, 0,
           "x and y tie at 0.5: x");
    EXPECT(isect_aabb_aabb_contact(a, (isect_aabb){V(0.9f, -5, -5), V(INFINITY, 5, 5)}, &c_), V(1, 0, 0), 0.1f, 1e-6f,
           "an infinite bound: out the finite way");
    EXPECT_MISS(isect_aabb_aabb_contact(a, (isect_aabb){V(0.5f, 0.5f, 0.5f), V(0.2f, 0.8f, 0.8f)}, &c_), "an empty box");
    EXPECT_MISS(isect_aabb_aabb_contact(a, (isect_aabb){V(0, 0, NAN), V(1, 1, 1)}, &c_), "NaN");
}

/* A cube of half-extent 1 at c, turned by deg degrees about axis. */
static isect_obb cube(vec3s c, float deg, vec3s axis)
{
    return isect_obb_from_quat(c, V(1, 1, 1), glms_quatv(glm_rad(deg), axis));
}

static void test_obbs(void)
{
    const isect_obb a = cube(V(0, 0, 0), 0, V(0, 0, 1));
    /* On a's face x the overlap is 1 + b's radius, with OBB_EPS = 1e-5 on each of its three
     * |R_0j|: 1 + 3e-5 (b's face x ties with it; a's comes first), less the centres' 2. */
    EXPECT(isect_obb_obb_contact(a, cube(V(2, 0.5f, 0), 0, V(0, 0, 1)), &c_), V(1, 0, 0), 3e-5f, 1e-7f,
           "touching faces: depth 0 plus the slack, 3e-5");
    EXPECT(isect_obb_obb_contact(a, cube(V(1.999f, 0.5f, 0), 0, V(0, 0, 1)), &c_), V(1, 0, 0), 0.001f + 3e-5f, 1e-7f,
           "0.001 deep along +x");
    EXPECT_MISS(isect_obb_obb_contact(a, cube(V(2.001f, 0.5f, 0), 0, V(0, 0, 1)), &c_), "0.001 apart");
    EXPECT(isect_obb_obb_contact(a, a, &c_), V(1, 0, 0), 2 + 3e-5f, 1e-6f, "the same box: a's face 0, +u_0");
    /* Edge against edge: a turned 45 degrees about z has the edge x = sqrt 2, y = 0 along z; b
     * turned 45 degrees about y, at x = 2 sqrt 2 - d, has the edge x = sqrt 2 - d, z = 0 along y.
     * They cross; the least overlap is along x = z x y, the edges' cross product: depth d, plus
     * the slack 1e-5 (a.e_x + a.e_y + b.e_z + b.e_x) on that axis. */
    const float s2 = sqrtf(2);
    const isect_obb a45 = cube(V(0, 0, 0), 45, V(0, 0, 1));
    EXPECT(isect_obb_obb_contact(a45, cube(V(2 * s2 - 0.001f, 0, 0), 45, V(0, 1, 0)), &c_), V(1, 0, 0), 0.001f + 4e-5f,
           1e-6f, "edge across edge, 0.001 deep");
    EXPECT(isect_obb_obb_contact(a45, cube(V(2 * s2, 0, 0), 45, V(0, 1, 0)), &c_), V(1, 0, 0), 4e-5f, 1e-6f,
           "edge across edge, touching");
    EXPECT_MISS(isect_obb_obb_contact(a45, cube(V(2 * s2 + 0.001f, 0, 0), 45, V(0, 1, 0)), &c_), "edge across edge, 0.001 apart");
    EXPECT_MISS(isect_obb_obb_contact(a, (isect_obb){V(0, 0, 0), {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)}, V(1, -1, 1)}, &c_),
                "an empty box");
    EXPECT_MISS(isect_obb_obb_contact(a, (isect_obb){V(0, 0, 0), {V(1, 0, 0), V(0, NAN, 0), V(0, 0, 1)}, V(1, 1, 1)}, &c_), "NaN");
}

static void test_triangles(void)
{
    const isect_aabb box = {V(0, 0, 0), V(1, 1, 1)};
    const isect_triangle top = {V(0.2f, 0.2f, 1), V(3, 0.2f, 1), V(0.2f, 3, 1)};
    EXPECT(isect_aabb_triangle_contact(box, top, &c_), V(0, 0, 1), 0, 0, "on the top face: +z, the face before the normal");
    isect_triangle t = top;
    t.a.z = t.b.z = t.c.z = 0.999f;
    EXPECT(isect_aabb_triangle_contact(box, t, &c_), V(0, 0, 1), 0.001f, 1e-6f, "0.001 into the top face");
    t.a.z = t.b.z = t.c.z = 1.001f;
    EXPECT_MISS(isect_aabb_triangle_contact(box, t, &c_), "0.001 above it");
    /* The edge from (1.5, 0.5 - d, 0.5) to (0.5 - d, 1.5, 0.5), leaning away along (1, 1, 1), cuts
     * the box's edge x = y = 1 by d along (1, 1, 0) / sqrt 2: the least overlap is on u_z x edge. */
    const float d = 0.001f;
    const isect_triangle across = {V(1.5f, 0.5f - d, 0.5f), V(0.5f - d, 1.5f, 0.5f), V(2, 2, 1.5f)};
    EXPECT(isect_aabb_triangle_contact(box, across, &c_), V(0.70710678f, 0.70710678f, 0), d / sqrtf(2), 1e-5f,
           "an edge across the box's edge");
    const isect_triangle point = {V(0.5f, 0.5f, 0.9f), V(0.5f, 0.5f, 0.9f), V(0.5f, 0.5f, 0.9f)};
    EXPECT(isect_aabb_triangle_contact(box, point, &c_), V(0, 0, 1), 0.1f, 1e-6f, "a point inside near the top");
    const isect_triangle seg = {V(-1, 0.5f, 0.95f), V(2, 0.5f, 0.95f), V(0.5f, 0.5f, 0.95f)};
    EXPECT(isect_aabb_triangle_contact(box, seg, &c_), V(0, 0, 1), 0.05f, 1e-6f, "a segment through the box, near the top");
    EXPECT(isect_aabb_triangle_contact((isect_aabb){V(-INFINITY, -INFINITY, 0), V(INFINITY, INFINITY, 1)}, top, &c_),
           V(0, 0, 1), 0, 0, "a slab: its finite faces");
    EXPECT_MISS(isect_aabb_triangle_contact(box, (isect_triangle){V(0, 0, NAN), V(1, 0, 0), V(0, 1, 0)}, &c_), "NaN");
    EXPECT_MISS(isect_aabb_triangle_contact((isect_aabb){V(0, 0, 1), V(1, 1, 0)}, top, &c_), "an empty box");
}

/* ---- random spheres and boxes ------------------------------------------------------------- */

static const char *fmt_spheres(isect_sphere a, isect_sphere b)
{
    static char s[256];
    snprintf(s, sizeof s, "a (%.9g %.9g %.9g) r %.9g, b (%.9g %.9g %.9g) r %.9g", a.c.x, a.c.y, a.c.z, a.r, b.c.x, b.c.y,
             b.c.z, b.r);
    return s;
}

typedef struct sphere_pair { isect_sphere a, b; } sphere_pair;
static double gap_spheres(const void *pair, dvec move)
{
    const sphere_pair *p = pair;
    return ddist(dadd(dv(p->b.c), move), dv(p->a.c)) - ((double)p->a.r + p->b.r);
}

enum { S_GENERAL, S_NEAR, S_TOUCH_DYADIC, S_INSIDE, S_CONCENTRIC, S_KINDS };

static void test_random_spheres(void)
{
    contact_tally y = {.name = "sphere-sphere", .mpr = true, .kind_name = {"general, scales 1e-3 to 1e3", "near touching (+-1e-3, 1e-5, 1e-6)",
                                                               "touching exactly (dyadic, on an axis)", "one inside the other",
                                                               "concentric"}};
    rng r = {0xC0A7AC7u};
    for (int i = 0; i < CONTACT_CASES; i++) {
        const int k = i % 10 < 5 ? S_GENERAL : i % 10 < 7 ? S_NEAR : i % 10 - 5;
        const float S = rng_log(&r, -3, 3);
        const vec3s o = glms_vec3_scale(rng_vec3(&r, -10, 10), S * rng_log(&r, -1, 2));
        isect_sphere a = {o, S * rng_float(&r, 0.05f, 1)}, b = {o, S * rng_float(&r, 0.05f, 1)};
        const dvec w = rng_dunit(&r);
        switch (k) {
        case S_GENERAL: b.c = fv(dadd(dv(o), dscale(w, S * rng_float(&r, 0, 2.5f)))); break;
        case S_NEAR: b.c = fv(dadd(dv(o), dscale(w, (double)a.r + b.r + near_offset(&r, S)))); break;
        case S_TOUCH_DYADIC:
            a = (isect_sphere){V(dyadic(&r, 8), dyadic(&r, 8), dyadic(&r, 8)), 0.25f + fabsf(dyadic(&r, 2))};
            b = (isect_sphere){a.c, 0.25f + fabsf(dyadic(&r, 2))};
            b.c.raw[rng_next(&r) % 3] += (rng_next(&r) & 1 ? 1 : -1) * (a.r + b.r);
            break;
        case S_INSIDE: b.r = a.r * rng_float(&r, 0, 0.9f), b.c = fv(dadd(dv(o), dscale(w, (a.r - b.r) * rng_float(&r, 0, 1)))); break;
        default: break;   /* concentric */
        }
        contact_check c;
        check_contact_sphere_sphere(a, b, &c);
        if (k == S_TOUCH_DYADIC && (!c.hit || c.c.depth != 0))   /* exact arithmetic: they meet, at depth 0 */
            cc_fail(&c, c.hit ? CF_EXACT : CF_VERDICT, "dyadic touching: hit %g, depth %g", c.hit, c.c.depth);
        tally_add(&y, k, &c, dmax(a.r, b.r), fmt_spheres(a, b));
        /* symmetric: the same depth, the normal reversed (but for concentric spheres) */
        isect_contact s;
        if (c.hit && isect_sphere_sphere_contact(b, a, &s) && !glms_vec3_eqv(a.c, b.c) && !(s.depth == c.c.depth &&
            fabsf(s.normal.x + c.c.normal.x) <= 1e-6f && fabsf(s.normal.y + c.c.normal.y) <= 1e-6f &&
            fabsf(s.normal.z + c.c.normal.z) <= 1e-6f) && y.fail[CF_EXACT]++ < 3)
            fprintf(stderr, "sphere-sphere not symmetric: %s\n", fmt_spheres(a, b)), y.fails++;
        if (i % 4 == 0) {
            ccd_shape sa = ccd_shape_sphere(a), sb = ccd_shape_sphere(b);
            const sphere_pair pair = {a, b};
            tally_ccd(&y, &sa, &sb, &c, dmax(a.r, b.r), gap_spheres, &pair, fmt_spheres(a, b));
        }
    }
    tally_print(&y);
}

static const char *fmt_boxes(isect_aabb a, isect_aabb b)
{
    static char s[320];
    snprintf(s, sizeof s, "a (%.9g %.9g %.9g)-(%.9g %.9g %.9g), b (%.9g %.9g %.9g)-(%.9g %.9g %.9g)", a.min.x, a.min.y,
             a.min.z, a.max.x, a.max.y, a.max.z, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z);
    return s;
}

typedef struct aabb_pair { isect_aabb a, b; } aabb_pair;
static double gap_aabbs(const void *pair, dvec move)
{
    const aabb_pair *p = pair;
    const o_poly A = o_poly_aabb(p->a);
    return gap_polytopes(&A, o_poly_aabb(p->b), move);
}

enum { B_GENERAL, B_NEAR, B_TOUCH_DYADIC, B_INSIDE, B_FLAT, B_KINDS };

static void test_random_aabbs(void)
{
    contact_tally y = {.name = "aabb-aabb", .kind_name = {"general, scales 1e-3 to 1e3", "near touching along a random direction",
                                                           "touching exactly (dyadic)", "one inside the other",
                                                           "flat or point boxes"}};
    rng r = {0xAABBC0u};
    for (int i = 0; i < CONTACT_CASES; i++) {
        const int k = i % 10 < 5 ? B_GENERAL : i % 10 < 7 ? B_NEAR : i % 10 - 5;
        const float S = rng_log(&r, -3, 3);
        const vec3s o = glms_vec3_scale(rng_vec3(&r, -10, 10), S * rng_log(&r, -1, 2));
        isect_aabb a = isect_aabb_from_center(o, glms_vec3_scale(rng_vec3(&r, 0.05f, 1), S));
        vec3s hb = glms_vec3_scale(rng_vec3(&r, 0.05f, 1), S);
        if (k == B_FLAT) hb.raw[rng_next(&r) % 3] = 0, hb.raw[rng_next(&r) % 3] *= rng_next(&r) & 1;
        isect_aabb b = isect_aabb_from_center(glms_vec3_add(o, glms_vec3_scale(rng_vec3(&r, -2, 2), S)), hb);
        if (k == B_NEAR) {   /* moved along w to where they stop meeting, then a little in or out */
            dvec A[8], B[8];
            const dvec L[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
            o_aabb_corners(a, A), o_aabb_corners(b, B);
            const dvec w = rng_dunit(&r);
            double lo, hi;
            meet_interval(A, 8, B, 8, L, 3, w, &lo, &hi);
            const vec3s shift = fv(dscale(w, hi - near_offset(&r, S)));
            b.min = glms_vec3_add(b.min, shift), b.max = glms_vec3_add(b.max, shift);
        } else if (k == B_TOUCH_DYADIC) {
            for (int q = 0; q < 3; q++) a.min.raw[q] = dyadic(&r, 8), a.max.raw[q] = a.min.raw[q] + 0.25f + fabsf(dyadic(&r, 2));
            for (int q = 0; q < 3; q++) b.min.raw[q] = a.min.raw[q] + dyadic(&r, 1), b.max.raw[q] = b.min.raw[q] + 0.25f + fabsf(dyadic(&r, 2));
            const int q = (int)(rng_next(&r) % 3);
            const float len = b.max.raw[q] - b.min.raw[q];
            if (rng_next(&r) & 1) b.min.raw[q] = a.max.raw[q], b.max.raw[q] = a.max.raw[q] + len;
            else b.max.raw[q] = a.min.raw[q], b.min.raw[q] = a.min.raw[q] - len;
            const int p = (q + 1) % 3;   /* overlapping on the others */
            b.min.raw[p] = a.min.raw[p], b.max.raw[p] = a.max.raw[p];
            b.min.raw[(q + 2) % 3] = a.min.raw[(q + 2) % 3], b.max.raw[(q + 2) % 3] = b.min.raw[(q + 2) % 3] + 0.25f;
        } else if (k == B_INSIDE) {
            for (int q = 0; q < 3; q++) {
                const float lo = a.min.raw[q] + rng_float(&r, 0, 0.5f) * (a.max.raw[q] - a.min.raw[q]);
                b.min.raw[q] = lo, b.max.raw[q] = lo + rng_float(&r, 0, 1) * (a.max.raw[q] - lo);
            }
        }
        contact_check c;
        check_contact_aabb_aabb(a, b, &c);
        if (k == B_TOUCH_DYADIC && (!c.hit || c.c.depth != 0))   /* exact arithmetic: they meet, at depth 0 */
            cc_fail(&c, c.hit ? CF_EXACT : CF_VERDICT, "dyadic touching: hit %g, depth %g", c.hit, c.c.depth);
        const double size = dmax(cc_absmax3(glms_vec3_sub(a.max, a.min)), cc_absmax3(glms_vec3_sub(b.max, b.min)));
        tally_add(&y, k, &c, size, fmt_boxes(a, b));
        isect_contact s;
        if (c.hit && isect_aabb_aabb_contact(b, a, &s) && s.depth != c.c.depth &&
            y.fail[CF_EXACT]++ < 3)
            fprintf(stderr, "aabb-aabb depth not symmetric: %g, %g: %s\n", c.c.depth, s.depth, fmt_boxes(a, b)), y.fails++;
        if (i % 4 == 0 && k != B_FLAT) {   /* libccd's EPA needs solid shapes */
            ccd_shape sa = ccd_shape_aabb(a), sb = ccd_shape_aabb(b);
            const aabb_pair pair = {a, b};
            tally_ccd(&y, &sa, &sb, &c, size, gap_aabbs, &pair, fmt_boxes(a, b));
        }
    }
    tally_print(&y);
}

int main(void)
{
    RUN(test_spheres);
    RUN(test_aabbs);
    RUN(test_obbs);
    RUN(test_triangles);
    RUN(test_random_spheres);
    RUN(test_random_aabbs);
    return check_summary();
}
