/* The exact integers of src/isect/exact_int.c: signs of small polynomials against 128-bit integer
 * arithmetic (integer inputs below 2^24 scaled by one power of two anywhere in float's range,
 * subnormals included), and identities that must come out exactly 0 on arbitrary floats up to
 * FLT_MAX and down to the smallest subnormal (Lagrange's identity is of degree 4; a product of
 * six of the largest floats reaches the width the header allows). */
#include "check.h"
#include "exact_int.h"

#include <float.h>
#include <math.h>

__extension__ typedef __int128 i128;

static int sign128(i128 v) { return (v > 0) - (v < 0); }

static int64_t rng_int(rng *g, int bits)
{
    return (int64_t)floor(rng_float(g, -1, 1) * ldexp(1, bits));
}

/* A float of any magnitude: a random significand times 2^e, e in [-149, 104] (subnormals too). */
static float rng_wide(rng *g)
{
    return ldexpf(rng_float(g, -1, 1), (int)rng_float(g, -149, 104));
}

/* a b - c d (degree 2) and a b c d - e f g h (degree 4) on integers scaled by 2^e. */
static void test_against_int128(void)
{
    rng g = {0xe1a7e001};
    long bad = 0;
    for (int n = 0; n < 200000; n++) {
        int degree4 = n % 2, bits = degree4 ? 1 + (int)rng_float(&g, 0, 24) : 24;
        int e = (int)rng_float(&g, -149, degree4 ? 100 : 104);
        int64_t v[8];
        for (int i = 0; i < 8; i++) v[i] = rng_int(&g, bits);
        if (n % 4 < 2) v[4] = v[0], v[5] = v[1], v[6] = v[2], v[7] = v[3];   /* exactly 0 */
        isect_xint x[8];
        for (int i = 0; i < 8; i++) x[i] = isect_xint_from_float(ldexpf((float)v[i], e));
        i128 want;
        isect_xint got, p, q;
        if (degree4) {
            want = (i128)v[0] * v[1] * v[2] * v[3] - (i128)v[4] * v[5] * v[6] * v[7];
            isect_xint p01 = isect_xint_mul(&x[0], &x[1]), p23 = isect_xint_mul(&x[2], &x[3]);
            isect_xint p45 = isect_xint_mul(&x[4], &x[5]), p67 = isect_xint_mul(&x[6], &x[7]);
            p = isect_xint_mul(&p01, &p23), q = isect_xint_mul(&p45, &p67);
        } else {
            want = (i128)v[0] * v[1] - (i128)v[2] * v[3];
            p = isect_xint_mul(&x[0], &x[1]), q = isect_xint_mul(&x[2], &x[3]);
        }
        got = isect_xint_sub(&p, &q);
        bool ok = got.sign == sign128(want);
        bad += !ok;
        CHECK(ok, "degree %d at 2^%d: sign %d, want %d", degree4 ? 4 : 2, e, got.sign, sign128(want));
    }
    printf("exact integers: 200000 polynomials against 128-bit integers, %ld wrong\n", bad);
}

/* (x + y)^2 - x^2 - 2 x y - y^2 = 0 and Lagrange's |a x b|^2 - |a|^2 |b|^2 + (a . b)^2 = 0, with
 * the vector helpers, on floats of every magnitude; a . (a x b) = 0. */
static void test_identities(void)
{
    rng g = {0xe1a7e002};
    long bad = 0;
    for (int n = 0; n < 100000; n++) {
        float xf = rng_wide(&g), yf = rng_wide(&g);
        isect_xint x = isect_xint_from_float(xf), y = isect_xint_from_float(yf);
        isect_xint s = isect_xint_add(&x, &y), s2 = isect_xint_mul(&s, &s);
        isect_xint xx = isect_xint_mul(&x, &x), xy = isect_xint_mul(&x, &y), yy = isect_xint_mul(&y, &y);
        isect_xint r = isect_xint_sub(&s2, &xx);
        r = isect_xint_sub(&r, &xy), r = isect_xint_sub(&r, &xy), r = isect_xint_sub(&r, &yy);
        bool square = r.sign == 0 && (s2.sign > 0 || (xf == -yf));

        vec3s a = {{rng_wide(&g), rng_wide(&g), rng_wide(&g)}}, b = {{rng_wide(&g), rng_wide(&g), rng_wide(&g)}};
        vec3s zero = {{0, 0, 0}};
        isect_xvec xa = isect_xvec_sub(a, zero), xb = isect_xvec_from(b);
        isect_xvec c = isect_xvec_cross(&xa, &xb);
        isect_xint cc = isect_xvec_dot(&c, &c), aa = isect_xvec_dot(&xa, &xa), bb = isect_xvec_dot(&xb, &xb);
        isect_xint ab = isect_xvec_dot(&xa, &xb), aabb = isect_xint_mul(&aa, &bb), ab2 = isect_xint_mul(&ab, &ab);
        isect_xint lagrange = isect_xint_sub(&cc, &aabb);
        lagrange = isect_xint_add(&lagrange, &ab2);
        isect_xint along = isect_xvec_dot(&xa, &c);
        bool ok = square && lagrange.sign == 0 && along.sign == 0;
        bad += !ok;
        CHECK(ok, "identities on %a, %a: square %d, Lagrange %d, a.(a x b) %d", xf, yf, square, lagrange.sign,
              along.sign);
    }
    printf("exact integers: 100000 identity checks on floats of every magnitude, %ld wrong\n", bad);
}

/* The extremes: FLT_MAX^6 minus itself built another way is 0; FLT_MAX^6 exceeds
 * FLT_MAX^6 - the smallest subnormal^6; the smallest subnormal is not 0; signs of products. */
static void test_extremes(void)
{
    float values[] = {FLT_MAX, -FLT_MAX, 0x1p-149f, -0x1p-149f, FLT_MIN, 1.0f, -0.0f, 3.0f};
    isect_xint m = isect_xint_from_float(FLT_MAX), t = isect_xint_from_float(0x1p-149f);
    isect_xint m2 = isect_xint_mul(&m, &m), m3 = isect_xint_mul(&m2, &m);
    isect_xint m6a = isect_xint_mul(&m3, &m3), m4 = isect_xint_mul(&m2, &m2), m6b = isect_xint_mul(&m4, &m2);
    isect_xint zero = isect_xint_sub(&m6a, &m6b);
    CHECK(zero.sign == 0, "FLT_MAX^6 two ways differ: sign %d", zero.sign);
    isect_xint t2 = isect_xint_mul(&t, &t), t3 = isect_xint_mul(&t2, &t), t6 = isect_xint_mul(&t3, &t3);
    isect_xint less = isect_xint_sub(&m6a, &t6), diff = isect_xint_sub(&m6a, &less);
    CHECK(less.sign == 1 && diff.sign == 1 && t6.sign == 1, "FLT_MAX^6 - 2^-894: signs %d %d %d", less.sign,
          diff.sign, t6.sign);
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        isect_xint v = isect_xint_from_float(values[i]), sq = isect_xint_mul(&v, &v);
        int want = (values[i] > 0) - (values[i] < 0);
        CHECK(v.sign == want && sq.sign == want * want, "%a: sign %d, square's %d", values[i], v.sign, sq.sign);
    }
    isect_xint one = isect_xint_one(), two = isect_xint_add(&one, &one), f2 = isect_xint_from_float(2.0f);
    isect_xint same = isect_xint_sub(&two, &f2);
    CHECK(same.sign == 0, "1 + 1 != 2");
}

int main(void)
{
    test_against_int128();
    test_identities();
    test_extremes();
    return check_summary();
}
