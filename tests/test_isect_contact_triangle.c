/* AABB-triangle contact (contact_triangle.c, through triangle_sat.h): seeded random pairs checked
 * by fuzz/contact_checks.h (the verdict is isect_aabb_triangle's, a unit normal from the box
 * toward the triangle, the push to touching, the depth against the documented one and never
 * below the true one, both in double) and by libccd's GJK + EPA penetration.
 * Whether the 13 axes give the exact penetration depth: the true depth here is the double
 * separating-axis test over a superset of them (the triangle's in-plane edge normals n x e_j
 * too, which separate it from shapes in its plane), so a 13-axis minimum above it would show an
 * axis missing; and libccd, which knows no axes, is a second, independent answer. The test also
 * counts how often the 13 axes' least overlap (without the test's rounding allowance) exceeds the
 * superset's by more than the band, and prints it.
 * The kinds of pairs: triangles about and through a box at scales 1e-3 to 1e3; triangles moved
 * along a random direction to where they stop meeting (exactly, or 1e-6 to 1e-3 of the size in
 * or out); dyadic triangles lying in a face's plane (touching exactly: depth 0); degenerate
 * triangles (a segment, a point, collinear vertices); slivers; triangles far larger than the
 * box; flat boxes. */
#include "contact_random.h"

typedef struct tri_pair { isect_aabb b; isect_triangle t; } tri_pair;
static double gap_tri(const void *pair, dvec move)
{
    const tri_pair *p = pair;
    const o_poly A = o_poly_aabb(p->b);
    return gap_polytopes(&A, o_poly_triangle(p->t), move);
}

static const char *fmt_pair(isect_aabb b, isect_triangle t)
{
    static char s[400];
    snprintf(s, sizeof s, "box (%.9g %.9g %.9g)-(%.9g %.9g %.9g), triangle (%.9g %.9g %.9g) (%.9g %.9g %.9g) (%.9g %.9g %.9g)",
             b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z, t.a.x, t.a.y, t.a.z, t.b.x, t.b.y, t.b.z, t.c.x, t.c.y, t.c.z);
    return s;
}

/* Moves the triangle along w to where it stops meeting the box (the superset of axes, double),
 * less `in`. */
static void to_touching(isect_aabb b, isect_triangle *t, dvec w, double in)
{
    const o_poly A = o_poly_aabb(b), T = o_poly_triangle(*t);
    dvec L[16];
    int n = 0;
    for (int i = 0; i < 3; i++) L[n++] = A.face[i];
    for (int i = 0; i < 4; i++) L[n++] = T.face[i];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) L[n++] = dcross(A.edge[i], T.edge[j]);
    double lo, hi;
    meet_interval(A.v, 8, T.v, 3, L, n, w, &lo, &hi);
    if (!(lo <= hi)) return;
    const vec3s s = fv(dscale(w, hi - in));
    t->a = glms_vec3_add(t->a, s), t->b = glms_vec3_add(t->b, s), t->c = glms_vec3_add(t->c, s);
}

enum { T_GENERAL, T_NEAR, T_FACE, T_DEGENERATE, T_SLIVER, T_BIG, T_FLAT_BOX, T_KINDS };

static void test_random_triangles(void)
{
    contact_tally y = {.name = "aabb-triangle", .kind_name = {"general, scales 1e-3 to 1e3", "near touching along a random direction",
                                                               "in a face's plane (dyadic, depth 0)", "a segment or a point",
                                                               "slivers (a vertex 1e-4 off the opposite edge)",
                                                               "far larger than the box", "flat boxes"}};
    rng r = {0x7A1C0u};
    long over13 = 0, measured = 0;
    double worst13 = 0;
    for (int i = 0; i < CONTACT_CASES; i++) {
        static const int kinds[10] = {T_GENERAL, T_GENERAL, T_GENERAL, T_NEAR, T_NEAR, T_FACE, T_DEGENERATE, T_SLIVER, T_BIG, T_FLAT_BOX};
        const int k = kinds[i % 10];
        const float S = rng_log(&r, -3, 3);
        const vec3s o = glms_vec3_scale(rng_vec3(&r, -10, 10), S * rng_log(&r, -1, 1));
        vec3s h = glms_vec3_scale(rng_vec3(&r, 0.05f, 1), S);
        if (k == T_FLAT_BOX) h.raw[rng_next(&r) % 3] = 0;
        isect_aabb b = isect_aabb_from_center(o, h);
        /* three points of a circle of radius `reach` about p, in a random plane */
        const float reach = k == T_BIG ? S * rng_log(&r, 1, 2) : S * rng_float(&r, 0.1f, 1.5f);
        const vec3s p = glms_vec3_add(o, glms_vec3_scale(rng_vec3(&r, -1, 1), S));
        const vec3s u = rng_unit(&r), w = glms_vec3_normalize(glms_vec3_cross(u, rng_unit(&r))), v = glms_vec3_cross(u, w);
        vec3s q[3];
        for (int m = 0; m < 3; m++) {
            const float ang = rng_float(&r, 0, 6.2831853f);
            q[m] = glms_vec3_add(p, glms_vec3_add(glms_vec3_scale(w, reach * cosf(ang)), glms_vec3_scale(v, reach * sinf(ang))));
        }
        isect_triangle t = {q[0], q[1], q[2]};
        switch (k) {
        case T_NEAR: case T_SLIVER: case T_FLAT_BOX:
            if (k == T_SLIVER) t.c = glms_vec3_add(glms_vec3_lerp(t.a, t.b, rng_float(&r, 0, 1)), glms_vec3_scale(rng_unit(&r), 1e-4f * reach));
            to_touching(b, &t, rng_dunit(&r), near_offset(&r, S));
            break;
        case T_DEGENERATE:
            if (i / 10 % 2) t.b = t.c = t.a;                                   /* a point */
            else t.c = glms_vec3_lerp(t.a, t.b, rng_float(&r, -0.5f, 1.5f));   /* collinear */
            to_touching(b, &t, rng_dunit(&r), near_offset(&r, S));
            break;
        case T_FACE: {   /* dyadic box, triangle in the plane of a face */
            for (int q = 0; q < 3; q++) b.min.raw[q] = dyadic(&r, 8), b.max.raw[q] = b.min.raw[q] + 0.25f + fabsf(dyadic(&r, 2));
            const int q = (int)(rng_next(&r) % 3);
            const float plane = rng_next(&r) & 1 ? b.max.raw[q] : b.min.raw[q];
            vec3s *v[3] = {&t.a, &t.b, &t.c};
            for (int m = 0; m < 3; m++) {
                for (int z = 0; z < 3; z++) v[m]->raw[z] = b.min.raw[z] + dyadic(&r, 1) + 0.25f;
                v[m]->raw[q] = plane;
            }
            break;
        }
        default:
            break;
        }
        contact_check c;
        check_contact_aabb_triangle(b, t, &c);
        const vec3s he = glms_vec3_sub(b.max, b.min);
        const double size = dmax(cc_absmax3(he), dmax(ddist(dv(t.a), dv(t.b)), dmax(ddist(dv(t.b), dv(t.c)), ddist(dv(t.c), dv(t.a)))));
        if (k == T_FACE && c.hit && c.c.depth != 0) cc_fail(&c, CF_EXACT, "in a face's plane: depth %g %g", c.c.depth, 0);
        const char *what = fmt_pair(b, t);
        tally_add(&y, k, &c, size, what);
        if (c.hit && c.measured && k != T_DEGENERATE) {   /* the 13 axes' minimum against the superset's */
            contact_check e = c;
            o_depth_aabb_triangle_documented(b, t, 0, &e);
            measured++;
            worst13 = dmax(worst13, (e.oracle - c.truth) / size);
            if (e.oracle_lo > c.truth + c.band && over13++ < 3)
                fprintf(stderr, "aabb-triangle: 13 axes give %.9g, the superset %.9g: %s\n", e.oracle, c.truth, what);
        }
        if (i % 4 == 0 && k != T_DEGENERATE && k != T_FLAT_BOX && k != T_SLIVER) {   /* EPA needs a solid difference */
            ccd_shape sa = ccd_shape_aabb(b), st = ccd_shape_triangle(t);
            const tri_pair pair = {b, t};
            tally_ccd(&y, &sa, &st, &c, size, gap_tri, &pair, what);
        }
    }
    tally_print(&y);
    printf("aabb-triangle: the 13 axes' least overlap (no allowance) exceeds the superset's (the true depth) by more "
           "than the band in %ld of %ld hits; by at most %.3g of the size\n", over13, measured, worst13);
    CHECK(over13 == 0, "aabb-triangle: the 13 axes miss the true depth in %ld cases", over13);
}

int main(void)
{
    RUN(test_random_triangles);
    return check_summary();
}
