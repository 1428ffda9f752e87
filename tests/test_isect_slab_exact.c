/* isect_ray_aabb, isect_segment_aabb and isect_ray_aabb_batch are exact for the floats given
 * (slab_exact.c): rays and segments built to pass exactly through a box's corner, or to end
 * exactly on a face, touch it, and the box moved one ulp away misses, at scales 2^-20 .. 2^20.
 * The start lies far from the corner (1535 box sizes), so one ulp of the corner is far below
 * the float quotients' rounding: the float slab test alone calls those touching. Also the
 * cases where it did (found by tests/cgal/oracle.cpp; CGAL says they miss). */
#include "check.h"
#include "isect.h"

#include <math.h>

static vec3s scaled(float s, float x, float y, float z)
{
    return (vec3s){{s * x, s * y, s * z}};
}

/* The ray's verdict from the scalar test, from the batch and from the inverse form, which must
 * agree; -1 if not. */
static int ray_verdict(isect_ray r, isect_aabb b)
{
    bool scalar = isect_ray_aabb(r, b, NULL);
    isect_ray_inv ri = isect_ray_inverse(r);
    bool inverse = isect_ray_aabb_inverse(&ri, b, NULL);
    uint8_t batch;
    float t;
    isect_aabb_soa soa = {&b.min.x, &b.min.y, &b.min.z, &b.max.x, &b.max.y, &b.max.z};
    isect_ray_aabb_batch(r, soa, 1, &batch, &t);
    return batch == scalar && inverse == scalar ? scalar : -1;
}

/* The ray from p = c - d through the corner c = s (1, 1, 1) at t = 1, d = s (1536, 1792,
 * 1280) (every value exact); the box [c.x - s, c.x] x [c.y, c.y + s] x [c.z, c.z + s] has c as
 * its only point on the ray: the ray leaves its x slab as it enters the y and z slabs. The
 * segment from p to c + d passes c at t = 1/2. Moving one face by one ulp off c: a miss. */
static void test_corner_by_one_ulp(void)
{
    for (int k = -20; k <= 20; k += 4) {
        const float s = ldexpf(1, k);
        const vec3s c = scaled(s, 1, 1, 1), d = scaled(s, 1536, 1792, 1280), p = glms_vec3_sub(c, d);
        const isect_ray r = {p, d};
        const isect_segment seg = {p, glms_vec3_add(c, d)};
        const isect_aabb touching = {{{c.x - s, c.y, c.z}}, {{c.x, c.y + s, c.z + s}}};
        CHECK(ray_verdict(r, touching) == 1, "2^%d: the ray through the corner touches", k);
        CHECK(isect_segment_aabb(seg, touching, NULL), "2^%d: the segment through the corner touches", k);
        for (int face = 0; face < 3; face++) {
            isect_aabb off = touching; /* x: the max face down; y, z: the min face up */
            if (face == 0)
                off.max.x = nextafterf(c.x, -INFINITY);
            else
                off.min.raw[face] = nextafterf(c.raw[face], INFINITY);
            CHECK(ray_verdict(r, off) == 0, "2^%d: face %d one ulp off the corner: the ray misses", k, face);
            CHECK(!isect_segment_aabb(seg, off, NULL), "2^%d: face %d one ulp off: the segment misses", k, face);
            isect_aabb over = touching; /* one ulp the other way: a sliver of overlap */
            if (face == 0)
                over.max.x = nextafterf(c.x, INFINITY);
            else
                over.min.raw[face] = nextafterf(c.raw[face], -INFINITY);
            CHECK(ray_verdict(r, over) == 1, "2^%d: face %d one ulp past the corner: the ray hits", k, face);
        }
    }
}

/* A segment from a far start ending exactly on the face x = lo of the box [lo, lo + s]^3
 * touches it at t = 1; ending one ulp short, it misses. */
static void test_segment_end_by_one_ulp(void)
{
    for (int k = -20; k <= 20; k += 4) {
        const float s = ldexpf(1, k);
        const isect_aabb box = {scaled(s, 1, 1, 1), scaled(s, 2, 2, 2)};
        const vec3s a = scaled(s, -1535, 1.5f, 1.25f), end = scaled(s, 1, 1.5f, 1.25f);
        CHECK(isect_segment_aabb((isect_segment){a, end}, box, NULL), "2^%d: ending on the face touches", k);
        const vec3s short_end = {{nextafterf(end.x, -INFINITY), end.y, end.z}};
        CHECK(!isect_segment_aabb((isect_segment){a, short_end}, box, NULL), "2^%d: one ulp short misses", k);
        isect_hit h;
        CHECK(isect_segment_aabb((isect_segment){a, end}, box, &h) && h.t <= 1.0f, "2^%d: t = %g in [0, 1]", k,
              (double)h.t);
    }
}

/* Where the float slab test said hit and CGAL's exact kernel says miss. */
static void test_former_float_verdicts(void)
{
    static const struct {
        float box[6], p[3], q[3];
        bool segment;
    } cases[] = {
        {{0x1.0fb258p-1f, -0x1.0825f2p-6f, 0x1.22079ap+1f, 0x1.f1adbap-1f, 0x1.d7faa6p-1f, 0x1.2a9ce4p+1f},
         {0x1.67bcdap+1f, -0x1.b2e50ap+1f, 0x1.e1769ap+1f},
         {-0x1.23d044p+1f, 0x1.1471dap+2f, -0x1.6db36cp+0f},
         false},
        {{-0x1.33b48ap+1f, 0x1.74fe2ep+0f, 0x1.45dd48p+1f, -0x1.92bf24p+0f, 0x1.99007p+1f, 0x1.23775p+2f},
         {-0x1.4fd676p-1f, 0x1.ad0274p+0f, 0x1.0440a2p+3f},
         {-0x1.d5a7d4p-1f, -0x1.c02232p-3f, -0x1.6592ap+2f},
         false},
        {{0x1.b6b216p-9f, -0x1.3dd4eap-8f, 0x1.d86ce6p-9f, 0x1.4869cep-8f, -0x1.83238cp-9f, 0x1.4ecbb8p-8f},
         {0x1.4ce33cp-14f, -0x1.eb688ap-10f, 0x1.0dcb2p-9f},
         {0x1.ac4afcp-9f, -0x1.85f58ep-9f, 0x1.8fcc5p-9f},
         false},
        {{-0x1.062c6ep-7f, 0x1.0402aap-9f, 0x1.dede36p-8f, 0x1.59b6f6p-7f, 0x1.5e91a6p-8f, 0x1.525ccap-6f},
         {0x1.8c206cp-8f, -0x1.060a7ap-5f, 0x1.4be41p-5f},
         {-0x1.062c7p-7f, 0x1.0402bap-9f, 0x1.dede3cp-8f},
         true},
        {{0x1.c15984p+0f, 0x1.12a0acp+3f, 0x1.1dd304p+2f, 0x1.b4b6bp+3f, 0x1.188f9cp+3f, 0x1.7574cep+3f},
         {0x1.65625cp+4f, -0x1.c67ec4p+4f, -0x1.0fc5bep+4f},
         {0x1.c1598ap+0f, 0x1.12a0aap+3f, 0x1.1dd304p+2f},
         true},
        {{-0x1.4ab392p-15f, 0x1.b9530cp-11f, 0x1.c0c8f8p-13f, -0x1.0f9386p-16f, 0x1.0911f2p-10f, 0x1.de79acp-12f},
         {-0x1.708aep-12f, 0x1.2a2e84p-10f, 0x1.6d5844p-13f},
         {0x1.4e987p-12f, 0x1.1e4912p-11f, 0x1.0a1cd6p-12f},
         true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const isect_aabb b = {{{cases[i].box[0], cases[i].box[1], cases[i].box[2]}},
                              {{cases[i].box[3], cases[i].box[4], cases[i].box[5]}}};
        const vec3s p = {{cases[i].p[0], cases[i].p[1], cases[i].p[2]}}, q = {{cases[i].q[0], cases[i].q[1], cases[i].q[2]}};
        if (cases[i].segment)
            CHECK(!isect_segment_aabb((isect_segment){p, q}, b, NULL), "case %zu: the segment misses", i);
        else
            CHECK(ray_verdict((isect_ray){p, q}, b) == 0, "case %zu: the ray misses", i);
    }
}

/* The inverse form against the dividing one on rays whose d has zero, subnormal, huge (2^126 and
 * more, whose reciprocal is subnormal), infinite and NaN components, and random ones: the same
 * verdict, and t within the slab test's rounding of each other. */
static void test_inverse_form(void)
{
    const float special[] = {0.0f, -0.0f, 0x1p-149f, -0x1p-130f, 0x1p126f, -0x1.fffffep127f, INFINITY, NAN, 1.0f, -0.5f};
    const int specials = (int)(sizeof special / sizeof special[0]);
    rng g = {0x1b5e0001};
    long cases = 0, bad = 0;
    for (int n = 0; n < 200000; n++) {
        vec3s p = rng_vec3(&g, -4, 4), d = rng_vec3(&g, -1, 1), lo = rng_vec3(&g, -2, 1);
        for (int i = 0; i < 3; i++)
            if (n % 3 == 0 && rng_float(&g, 0, 1) < 0.5f) d.raw[i] = special[(int)rng_float(&g, 0, (float)specials)];
        isect_aabb b = {lo, glms_vec3_add(lo, rng_vec3(&g, n % 7 == 0 ? -0.5f : 0.0f, 2))};
        if (n % 5 == 0) p.x = b.min.x;                            /* starting on a face's plane */
        isect_ray r = {p, d};
        isect_ray_inv ri = isect_ray_inverse(r);
        isect_hit h1 = {0}, h2 = {0};
        bool want = isect_ray_aabb(r, b, &h1), got = isect_ray_aabb_inverse(&ri, b, &h2);
        bool ok = want == got && (!want || fabsf(h1.t - h2.t) <= 0x1p-20f * fabsf(h1.t) + 0x1p-140f);
        cases++, bad += !ok;
        CHECK(ok, "inverse form: d (%a, %a, %a): %d at t %a, dividing %d at t %a", d.x, d.y, d.z, got, h2.t, want, h1.t);
    }
    printf("inverse form: %ld rays against the dividing test, %ld differ\n", cases, bad);
}

/* A batch of several blocks (the kernel gathers its boxes in doubt per block of 1024): the
 * touching corner box and its three one-ulp-off boxes at lanes in the first, a middle and the last
 * block, among clear misses and hits; every lane as the scalar test, t too. */
static void test_batch_blocks(void)
{
    enum { N = 3000 };
    static float lo[3][N], hi[3][N], t[N];
    static uint8_t out[N];
    const float s = 1;
    const vec3s c = scaled(s, 1, 1, 1), d = scaled(s, 1536, 1792, 1280);
    const isect_ray r = {glms_vec3_sub(c, d), d};
    const isect_aabb touching = {{{c.x - s, c.y, c.z}}, {{c.x, c.y + s, c.z + s}}};
    isect_aabb boxes[N];
    for (int i = 0; i < N; i++) {
        isect_aabb b = touching;
        const int k = i % 7;
        if (k == 0) b.max.x = nextafterf(c.x, -INFINITY);         /* one ulp off: in doubt, misses */
        else if (k == 1) b.min.y = nextafterf(c.y, INFINITY);
        else if (k == 2) b.min.z = nextafterf(c.z, INFINITY);
        else if (k == 3) b = (isect_aabb){{{-1e3f, -1e3f, -1e3f}}, {{1e3f, 1e3f, 1e3f}}};   /* clear hit */
        else if (k == 4) b = (isect_aabb){{{5, 5, 5}}, {{6, 6, 6}}};                      /* clear miss */
        else if (k == 5 && i % 1000 > 3) b = (isect_aabb){{{5, 5, 5}}, {{6, 6, 6}}};     /* doubt in a few blocks only */
        boxes[i] = b;
        for (int a = 0; a < 3; a++) lo[a][i] = b.min.raw[a], hi[a][i] = b.max.raw[a];
    }
    const isect_aabb_soa soa = {lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]};
    isect_ray_aabb_batch(r, soa, N, out, t);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        isect_hit h;
        const bool want = isect_ray_aabb(r, boxes[i], &h);
        bad += out[i] != want || (want ? t[i] != h.t : t[i] != INFINITY);
    }
    CHECK(bad == 0, "%d of %d lanes unlike the scalar test", bad, N);
}

int main(void)
{
    test_inverse_form();
    RUN(test_corner_by_one_ulp);
    RUN(test_segment_end_by_one_ulp);
    RUN(test_former_float_verdicts);
    RUN(test_batch_blocks);
    return check_summary();
}
