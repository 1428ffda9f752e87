/* isect_aabb_triangle is exact for the floats given (triangle_sat.h): built touching cases,
 * whose every coordinate is a float and whose touch is exact, touch, and the box moved one ulp
 * away from the touch is apart (the float gap is then far below any rounding tolerance), at
 * scales 2^-20 .. 2^20 and far from the origin; cases the former tolerance called touching
 * (found by tests/cgal/oracle.cpp, CGAL says apart); and the float filter against the axes
 * decided one by one exactly (aabb_triangle_exact.c, itself checked against CGAL by the oracle):
 * the same verdict on near-touching random cases, and an axis reported that separates exactly. */
#include "aabb_triangle_exact.h"
#include "check.h"
#include "isect.h"

#include <math.h>
#include <stdlib.h>

static isect_triangle tri_of(vec3s a, vec3s b, vec3s c) { return (isect_triangle){a, b, c}; }

/* The six vertex orders of t. */
static isect_triangle order(isect_triangle t, int k)
{
    const vec3s v[3] = {t.a, t.b, t.c};
    const int i = k % 3, rev = k / 3;
    return rev ? tri_of(v[i], v[(i + 2) % 3], v[(i + 1) % 3]) : tri_of(v[i], v[(i + 1) % 3], v[(i + 2) % 3]);
}

/* The verdict in all six orders, or -1 where they differ. */
static int verdict(isect_aabb b, isect_triangle t)
{
    const bool first = isect_aabb_triangle(b, t);
    for (int k = 1; k < 6; k++)
        if (isect_aabb_triangle(b, order(t, k)) != first) return -1;
    return first;
}

static vec3s at(float o, float s, float x, float y, float z)
{
    return (vec3s){{o + s * x, o + s * y, o + s * z}};
}

/* The box [o, o + s]^3 and a triangle touching it exactly at one point: of its plane at the
 * corner (o + s)(1, 1, 1) (the triangle's centroid, in the plane x + y + z = 3 (o + s)), of an
 * edge crossing the box's edge x = y = o + s at its middle, a collinear triangle (the segment of
 * that edge), a point triangle at the corner. Moving the box's max.x one ulp down leaves them
 * apart (along the normal, axis 3, for the first; an edge axis for the second), one ulp up
 * keeps them touching. */
static void test_touching_by_one_ulp(void)
{
    const float offsets[] = {0.0f, 1.0f, -3.0f, 1024.0f, -65536.0f};
    for (int e = -20; e <= 20; e += 4)
        for (int oi = 0; oi < 5; oi++) {
            const float s = ldexpf(1.0f, e), o = offsets[oi] * s * 4.0f;
            const isect_aabb box = {at(o, s, 0, 0, 0), at(o, s, 1, 1, 1)};
            const isect_triangle cases[4] = {
                tri_of(at(o, s, 2.5f, 0.25f, 0.25f), at(o, s, 0.25f, 2.5f, 0.25f), at(o, s, 0.25f, 0.25f, 2.5f)),
                tri_of(at(o, s, 1.75f, 0.25f, 0.5f), at(o, s, 0.25f, 1.75f, 0.5f), at(o, s, 2, 2, 0.5f)),
                tri_of(at(o, s, 1.75f, 0.25f, 0.5f), at(o, s, 0.25f, 1.75f, 0.5f), at(o, s, 1, 1, 0.5f)),
                tri_of(at(o, s, 1, 1, 1), at(o, s, 1, 1, 1), at(o, s, 1, 1, 1)),
            };
            const char *const what[4] = {"plane at a corner", "edge across an edge", "collinear", "point"};
            for (int c = 0; c < 4; c++) {
                isect_aabb in = box, out = box;
                in.max.x = nextafterf(box.max.x, INFINITY), out.max.x = nextafterf(box.max.x, -INFINITY);
                CHECK(verdict(box, cases[c]) == 1, "%s touches (2^%d, offset %g)", what[c], e, o);
                CHECK(verdict(in, cases[c]) == 1, "%s, box one ulp in, meets (2^%d, offset %g)", what[c], e, o);
                CHECK(verdict(out, cases[c]) == 0, "%s, box one ulp away, is apart (2^%d, offset %g)", what[c], e, o);
                vec3s l;
                const int k = isect_aabb_triangle_axis(out, cases[c], &l);
                const int want = c == 0 ? 3 : c == 3 ? 0 : 10;   /* u_z x (b - a) for the edge */
                CHECK(k == want && fabsf(glms_vec3_norm(l) - 1.0f) < 1e-6f, "%s: axis %d, want %d (2^%d, offset %g)",
                      what[c], k, want, e, o);
            }
        }
}

/* Cases the tolerance of 16 FLT_EPSILON called touching and CGAL's exact kernel does not
 * (test_cgal_oracle --map, before the filter): apart, in every vertex order. */
static void test_former_tolerance_cases(void)
{
    static const struct { float box[6], tri[9]; } cases[] = {
        {{-0x1.3e12b4p-2f, -0x1.42803p-1f, 0x1.4e794p-1f, -0x1.50059ap-3f, -0x1.a9b30cp-2f, 0x1.fd1944p-1f},
         {-0x1.bc46d6p-2f, -0x1.656706p-1f, 0x1.ae0624p-1f, -0x1.f7f98ap-3f, -0x1.8bb148p-1f, 0x1.9bf112p-1f,
          -0x1.788e0cp-2f, -0x1.ff413cp-2f, 0x1.06fcdp-1f}},
        {{-0x1.5e19a8p+15f, -0x1.d203bep+15f, -0x1.0a296ap+12f, -0x1.5e16cp+15f, -0x1.d200ep+15f, -0x1.0a2524p+12f},
         {-0x1.5e17fp+15f, -0x1.d2047p+15f, -0x1.0a31bcp+12f, -0x1.5e1716p+15f, -0x1.d20362p+15f, -0x1.0a1df4p+12f,
          -0x1.5e15fep+15f, -0x1.d205e8p+15f, -0x1.0a2058p+12f}},
        {{0x1.8f0b44p+0f, -0x1.eedb2p+0f, 0x1.9407e4p+1f, 0x1.be3aaap+1f, -0x1.7053bp+0f, 0x1.b8076ap+1f},
         {0x1.518b58p+1f, -0x1.2ead9cp+0f, 0x1.34482ep+1f, -0x1.0ac078p+1f, -0x1.270d48p+1f, 0x1.6bb424p+2f,
          0x1.314cfep+0f, -0x1.869ef2p+0f, 0x1.b48beep+1f}},
        {{-0x1.38068ep+53f, -0x1.2dc8f8p+53f, -0x1.4ee63cp+51f, -0x1.20161cp+53f, -0x1.25390cp+52f, -0x1.4217a4p+51f},
         {-0x1.a29052p+52f, -0x1.2e93bap+53f, -0x1.7037ep+51f, -0x1.c8d39ap+52f, -0x1.d4230cp+51f, 0x1.e7cf1p+50f,
          -0x1.24c9c8p+53f, -0x1.29e242p+52f, -0x1.7c815ap+51f}},
        {{-0x1.846cf2p-77f, -0x1.a5dfb4p-78f, 0x1.05946cp-76f, -0x1.094622p-80f, -0x1.8021d6p-81f, 0x1.9295bcp-76f},
         {-0x1.4473acp-78f, 0x1.21500ep-77f, 0x1.5e12e4p-77f, -0x1.16b23ap-79f, -0x1.b4bd46p-81f, 0x1.f1ac02p-77f,
          -0x1.779696p-77f, 0x1.5cfe9p-78f, 0x1.154d96p-76f}},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const float *b = cases[i].box, *t = cases[i].tri;
        const isect_aabb box = {{{b[0], b[1], b[2]}}, {{b[3], b[4], b[5]}}};
        const isect_triangle tri = {{{t[0], t[1], t[2]}}, {{t[3], t[4], t[5]}}, {{t[6], t[7], t[8]}}};
        CHECK(verdict(box, tri) == 0, "case %u: apart (CGAL)", i);
    }
}

/* Does axis index (0-12) separate them exactly: the face axes by comparison, axes 3-12 by the
 * exact decision? */
static bool separates(isect_aabb b, isect_triangle t, int index)
{
    if (index >= 3) return isect_aabb_triangle_exact_apart(b.min, b.max, t, index);
    const float lo = fminf(fminf(t.a.raw[index], t.b.raw[index]), t.c.raw[index]);
    const float hi = fmaxf(fmaxf(t.a.raw[index], t.b.raw[index]), t.c.raw[index]);
    return hi < b.min.raw[index] || lo > b.max.raw[index];
}

/* The reference verdict: does any of the 13 axes separate them exactly? */
static bool reference_apart(isect_aabb b, isect_triangle t)
{
    for (int index = 0; index <= 12; index++)
        if (separates(b, t, index)) return true;
    return false;
}

/* A point of the triangle: a vertex, a point of an edge or of the inside, rounded to float. */
static vec3s point_on(rng *g, isect_triangle t)
{
    float u = rng_float(g, 0, 1), v = rng_float(g, 0, 1);
    const int how = (int)(rng_next(g) % 3);
    if (how == 0) u = 0, v = 0;
    else if (how == 1) v = 0;
    else if (u + v > 1) u = 1 - u, v = 1 - v;
    return glms_vec3_add(t.a, glms_vec3_add(glms_vec3_scale(glms_vec3_sub(t.b, t.a), u),
                                            glms_vec3_scale(glms_vec3_sub(t.c, t.a), v)));
}

/* Near-touching random cases at scales 1e-3 .. 1e3 and up to 1e4 from the origin, and slivers:
 * a box corner, or the middle of a box edge, on a point of the triangle (rounded), the box
 * moved by 0 to 2 ulps of that point. The verdict must be the reference's, and the axis
 * reported one that separates exactly. */
static void test_filter_against_exact_axes(void)
{
    rng g = {20};
    long apart = 0, n = 200000, wrong = 0;
    for (long i = 0; i < n; i++) {
        const float s = powf(10.0f, rng_float(&g, -3, 3)), far = rng_next(&g) % 2 ? powf(10.0f, rng_float(&g, 0, 4)) : 0;
        const vec3s centre = glms_vec3_scale(rng_vec3(&g, -1, 1), far);
        isect_triangle t = {glms_vec3_add(centre, glms_vec3_scale(rng_vec3(&g, -1, 1), s)),
                            glms_vec3_add(centre, glms_vec3_scale(rng_vec3(&g, -1, 1), s)),
                            glms_vec3_add(centre, glms_vec3_scale(rng_vec3(&g, -1, 1), s))};
        if (rng_next(&g) % 4 == 0)   /* a sliver: c near the line of a and b */
            t.c = glms_vec3_add(glms_vec3_lerp(t.a, t.b, rng_float(&g, -0.5f, 1.5f)),
                                glms_vec3_scale(rng_vec3(&g, -1, 1), s * powf(10.0f, rng_float(&g, -7, -3))));
        const vec3s p = point_on(&g, t), size = glms_vec3_scale(rng_vec3(&g, 0, 1), s);
        vec3s lo = p;
        for (int k = 0; k < 3; k++) {
            const int side = (int)(rng_next(&g) % 3);   /* p on the min side, the max side, or the middle */
            lo.raw[k] = side == 0 ? p.raw[k] : side == 1 ? p.raw[k] - size.raw[k] : p.raw[k] - size.raw[k] / 2;
            const int ulps = (int)(rng_next(&g) % 5) - 2;
            for (int u = 0; u < abs(ulps); u++) lo.raw[k] = nextafterf(lo.raw[k], ulps > 0 ? INFINITY : -INFINITY);
        }
        isect_aabb b = {lo, glms_vec3_add(lo, size)};
        for (int k = 0; k < 3; k++) b.max.raw[k] = fmaxf(b.max.raw[k], b.min.raw[k]);
        const bool want = reference_apart(b, t);
        vec3s l;
        const int got = isect_aabb_triangle_axis(b, t, &l);
        apart += want;
        if ((got != ISECT_AXIS_NONE) != want || (want && !separates(b, t, got)) || verdict(b, t) != !want) {
            if (++wrong <= 5)
                CHECK(false, "case %ld: axis %d, the exact axes say %s: box (%a, %a, %a) (%a, %a, %a) tri (%a, %a, %a) "
                      "(%a, %a, %a) (%a, %a, %a)", i, got, want ? "apart" : "meet", b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z,
                      t.a.x, t.a.y, t.a.z, t.b.x, t.b.y, t.b.z, t.c.x, t.c.y, t.c.z);
        }
    }
    CHECK(wrong == 0, "%ld of %ld cases differ from the exact axes", wrong, n);
    CHECK(apart > n / 10 && apart < n - n / 10, "both verdicts occur: %ld of %ld apart", apart, n);
    printf("filter vs exact axes: %ld near-touching cases, %ld apart, %ld differ\n", n, apart, wrong);
}

int main(void)
{
    RUN(test_touching_by_one_ulp);
    RUN(test_former_tolerance_cases);
    RUN(test_filter_against_exact_axes);
    return check_summary();
}
