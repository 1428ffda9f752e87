/* OBB-OBB contact (contact_box.c, through box_sat.h): seeded random pairs checked by
 * fuzz/contact_checks.h (the verdict is isect_obb_obb's, a unit normal toward b, the push to
 * touching, the depth against the documented one and never below the true one, both in double)
 * and by libccd's GJK + EPA penetration. The kinds of pairs: random rotations and scales; pairs
 * moved along a random direction to where they stop meeting (exactly, by the double test, or
 * 1e-6 to 1e-3 of the size in or out); the same along the cross product of an edge of each (edge
 * against edge); nearly parallel boxes (b turned 1e-7 to 1e-1 radians from a), whose edge axes
 * are nearly zero; axis-aligned dyadic boxes touching exactly; one box deep in the other; flat,
 * segment and point boxes. Also: the depth is the same both ways round, within the band. */
#include "contact_random.h"

typedef struct obb_pair { isect_obb a, b; } obb_pair;
static double gap_obbs(const void *pair, dvec move)
{
    const obb_pair *p = pair;
    const o_poly A = o_poly_obb(p->a);
    return gap_polytopes(&A, o_poly_obb(p->b), move);
}

static const char *fmt_obb(isect_obb b)
{
    static char s[2][300];
    static int k;
    k ^= 1;
    versors q = glms_mat3_quat((mat3s){.col = {b.u[0], b.u[1], b.u[2]}});
    snprintf(s[k], sizeof s[k], "c (%.9g %.9g %.9g) e (%.9g %.9g %.9g) q (%.9g %.9g %.9g %.9g)", b.c.x, b.c.y, b.c.z, b.e.x,
             b.e.y, b.e.z, q.x, q.y, q.z, q.w);
    return s[k];
}

static const char *fmt_pair(isect_obb a, isect_obb b)
{
    static char s[700];
    const char *fa = fmt_obb(a);
    snprintf(s, sizeof s, "a %s, b %s", fa, fmt_obb(b));
    return s;
}

/* Moves b along w to where the boxes stop meeting (by the 15 axes in double), less `in`. */
static void to_touching(isect_obb a, isect_obb *b, dvec w, double in)
{
    const o_poly A = o_poly_obb(a), B = o_poly_obb(*b);
    dvec L[15];
    for (int i = 0; i < 3; i++) {
        L[i] = A.face[i], L[3 + i] = B.face[i];
        for (int j = 0; j < 3; j++) L[6 + 3 * i + j] = dcross(A.edge[i], B.edge[j]);
    }
    double lo, hi;
    meet_interval(A.v, 8, B.v, 8, L, 15, w, &lo, &hi);
    if (lo <= hi) b->c = fv(dadd(dv(b->c), dscale(w, hi - in)));
}

enum { O_GENERAL, O_NEAR, O_EDGE, O_PARALLEL, O_EXACT, O_DEEP, O_FLAT, O_KINDS };

static void test_random_obbs(void)
{
    contact_tally y = {.name = "obb-obb", .kind_name = {"general, scales 1e-3 to 1e3", "near touching along a random direction",
                                                         "near touching along an edge x edge axis", "nearly parallel, near touching",
                                                         "axis-aligned, touching exactly (dyadic)", "one deep in the other",
                                                         "flat, segment or point boxes"}};
    rng r = {0x0BB0C0u};
    long asym = 0;
    for (int i = 0; i < CONTACT_CASES; i++) {
        static const int kinds[10] = {O_GENERAL, O_GENERAL, O_GENERAL, O_NEAR, O_NEAR, O_EDGE, O_PARALLEL, O_EXACT, O_DEEP, O_FLAT};
        const int k = kinds[i % 10];
        const float S = rng_log(&r, -3, 3);
        const vec3s o = glms_vec3_scale(rng_vec3(&r, -10, 10), S * rng_log(&r, -1, 1));
        isect_obb a = isect_obb_from_quat(o, glms_vec3_scale(rng_vec3(&r, 0.05f, 1), S), rng_quat(&r));
        vec3s eb = glms_vec3_scale(rng_vec3(&r, 0.05f, 1), S);
        if (k == O_FLAT) eb.raw[rng_next(&r) % 3] = 0, eb.raw[rng_next(&r) % 3] *= rng_next(&r) & 1;
        isect_obb b = isect_obb_from_quat(glms_vec3_add(o, glms_vec3_scale(rng_vec3(&r, -1.5f, 1.5f), S)), eb, rng_quat(&r));
        switch (k) {
        case O_NEAR: case O_FLAT:
            to_touching(a, &b, rng_dunit(&r), near_offset(&r, S));
            break;
        case O_EDGE: {
            const dvec w = dcross(dv(a.u[rng_next(&r) % 3]), dv(b.u[rng_next(&r) % 3]));
            if (dlen(w) > 1e-3) to_touching(a, &b, dscale(w, 1 / dlen(w)), near_offset(&r, S));
            break;
        }
        case O_PARALLEL: {   /* b's axes: a's turned by 1e-7 to 1e-1 radians about a random axis */
            const versors qa = glms_mat3_quat((mat3s){.col = {a.u[0], a.u[1], a.u[2]}});
            const versors tilt = glms_quatv(rng_log(&r, -7, -1), rng_unit(&r));
            b = isect_obb_from_quat(b.c, b.e, glms_quat_mul(tilt, qa));
            to_touching(a, &b, rng_dunit(&r), near_offset(&r, S));
            break;
        }
        case O_EXACT: {   /* dyadic boxes with the identity's axes, face to face */
            const versors id = glms_quat_identity();
            a = isect_obb_from_quat((vec3s){{dyadic(&r, 8), dyadic(&r, 8), dyadic(&r, 8)}},
                                    (vec3s){{0.25f + fabsf(dyadic(&r, 2)), 0.25f + fabsf(dyadic(&r, 2)), 0.25f + fabsf(dyadic(&r, 2))}}, id);
            b = isect_obb_from_quat(a.c, (vec3s){{0.25f + fabsf(dyadic(&r, 2)), 0.25f + fabsf(dyadic(&r, 2)), 0.25f + fabsf(dyadic(&r, 2))}}, id);
            const int q = (int)(rng_next(&r) % 3);
            b.c.raw[q] += (rng_next(&r) & 1 ? 1 : -1) * (a.e.raw[q] + b.e.raw[q]);
            b.c.raw[(q + 1) % 3] += dyadic(&r, 0.25f);
            break;
        }
        case O_DEEP:
            b.c = glms_vec3_add(a.c, glms_vec3_scale(rng_vec3(&r, -0.1f, 0.1f), S));
            break;
        default:
            break;
        }
        contact_check c;
        check_contact_obb_obb(a, b, &c);
        if (k == O_EXACT && !c.hit) cc_fail(&c, CF_VERDICT, "exactly touching faces: hit %g %g", c.hit, 0);
        const double size = 2 * dmax(cc_absmax3(a.e), cc_absmax3(b.e));
        const char *what = fmt_pair(a, b);
        tally_add(&y, k, &c, size, what);
        isect_contact s;
        if (c.hit && isect_obb_obb_contact(b, a, &s) && !(fabs(s.depth - c.c.depth) <= c.band) && asym++ < 3)
            fprintf(stderr, "obb-obb: depth %.9g one way, %.9g the other: %s\n", c.c.depth, s.depth, what);
        if (i % 4 == 0 && k != O_FLAT) {
            ccd_shape sa = ccd_shape_obb(a), sb = ccd_shape_obb(b);
            const obb_pair pair = {a, b};
            tally_ccd(&y, &sa, &sb, &c, size, gap_obbs, &pair, what);
        }
    }
    tally_print(&y);
    CHECK(asym == 0, "obb-obb: the depth depends on the order in %ld cases", asym);
}

int main(void)
{
    RUN(test_random_obbs);
    return check_summary();
}
