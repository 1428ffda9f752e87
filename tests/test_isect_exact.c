/* The exact arithmetic of src/isect/exact.c and exact.h's filters against integer arithmetic:
 * with integer coordinates below 2^24 (exact floats), a triple product's terms stay below 2^78,
 * so 128-bit integers give its exact value. Each case is also scaled by one power of two 2^e
 * (exact in float), which scales the determinant by 2^3e and leaves its sign: the expansions
 * are checked far from 1 as well. Cases: random (the filter decides), nearly singular (a row
 * close to a combination of the others: the expansions decide), singular (the answer is 0), and
 * rows whose two operands differ by many binades (the differences are not exact in double). */
#include "check.h"
#include "exact.h"

#include <math.h>
#include <stdint.h>

__extension__ typedef __int128 i128;

static int sign128(i128 v) { return (v > 0) - (v < 0); }

/* An integer in [-2^bits, 2^bits]. */
static int64_t rng_int(rng *g, int bits)
{
    return (int64_t)floor(rng_float(g, -1, 1) * ldexp(1, bits));
}

typedef struct { int64_t a[3], b[3]; } row;   /* the row a - b */

static i128 det_exact(const row r[3])
{
    i128 x[3][3];
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) x[i][k] = (i128)r[i].a[k] - r[i].b[k];
    return x[0][0] * (x[1][1] * x[2][2] - x[1][2] * x[2][1]) + x[0][1] * (x[1][2] * x[2][0] - x[1][0] * x[2][2]) +
           x[0][2] * (x[1][0] * x[2][1] - x[1][1] * x[2][0]);
}

static vec3s scaled(const int64_t *v, int e)
{
    return (vec3s){{ldexpf((float)v[0], e), ldexpf((float)v[1], e), ldexpf((float)v[2], e)}};
}

/* Checks the fallback and the filtered form on rows r scaled by 2^e: the exact sign, and the
 * value within 1e-14 of the exact one. Returns whether both were right. */
static bool check_triple(const row r[3], int e, const char *what)
{
    i128 want = det_exact(r);
    vec3s a[3], b[3];
    for (int i = 0; i < 3; i++) a[i] = scaled(r[i].a, e), b[i] = scaled(r[i].b, e);
    double got = isect_exact_triple(a[0], b[0], a[1], b[1], a[2], b[2]);
    double filtered = triple_exact_sign(a[0], b[0], a[1], b[1], a[2], b[2]);
    double value = ldexp((double)want, 3 * e);
    bool ok = sign_of(got) == sign128(want) && sign_of(filtered) == sign128(want) &&
              fabs(got - value) <= 1e-14 * fabs(value);
    CHECK(ok, "%s: 2^%d scale, exact %.17g, expansion %.17g, filtered %.17g", what, e, value, got, filtered);
    return ok;
}

static void random_rows(rng *g, row r[3], int bits)
{
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) r[i].a[k] = rng_int(g, bits), r[i].b[k] = rng_int(g, bits);
}

static void test_triple_random(void)
{
    rng g = {0xe8ac7001};
    long bad = 0;
    for (int n = 0; n < 200000; n++) {
        row r[3];
        random_rows(&g, r, 1 + (int)rng_float(&g, 0, 23));
        bad += !check_triple(r, (int)rng_float(&g, -40, 40), "random");
    }
    printf("exact triple: 200000 random determinants, %ld wrong\n", bad);
}

/* z = x + y exactly (singular), or that plus a unit in one component (as small as an integer
 * determinant gets next to a permanent of up to 2^75). */
static void test_triple_nearly_singular(void)
{
    rng g = {0xe8ac7002};
    long bad = 0, zeros = 0;
    for (int n = 0; n < 200000; n++) {
        row r[3];
        random_rows(&g, r, 22);
        for (int k = 0; k < 3; k++) {
            r[2].a[k] = r[0].a[k] + r[1].a[k];
            r[2].b[k] = r[0].b[k] + r[1].b[k];
        }
        if (n % 2) r[2].a[(int)rng_float(&g, 0, 3)] += n % 4 == 1 ? 1 : -1;
        zeros += det_exact(r) == 0;
        bad += !check_triple(r, (int)rng_float(&g, -40, 40), "nearly singular");
    }
    printf("exact triple: 200000 singular or nearly singular determinants (%ld exactly 0), %ld wrong\n", zeros, bad);
    CHECK(zeros >= 100000, "only %ld singular cases", zeros);
}

/* Rows x = xa - xb whose operands lie far apart (2^40 and 2^-40 of one another): the
 * difference is not a double, and the determinant is still exact. Checked against the same
 * determinant with the large operand moved: (xa - xb) with xa = 2^s u, xb = v equals the
 * integer row over the common scale. */
static void test_triple_wide_rows(void)
{
    rng g = {0xe8ac7003};
    long bad = 0;
    for (int n = 0; n < 100000; n++) {
        /* xa = u 2^20, xb = v 2^-20 with u, v below 2^20: over the scale 2^-20, a = u 2^40 and
         * b = v, and the exact integer difference needs up to 61 bits. */
        row big[3];
        vec3s a[3], b[3];
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++) {
                int64_t u = rng_int(&g, 20), v = rng_int(&g, 20);
                a[i].raw[k] = ldexpf((float)u, 20), b[i].raw[k] = ldexpf((float)v, -20);
                big[i].a[k] = u * ((int64_t)1 << 40), big[i].b[k] = v;
            }
        /* |a - b| < 2^61, products of three < 2^183: too wide for 128 bits; take the sign from
         * the rows' leading parts U (a = U 2^40), which the small parts cannot overturn when
         * the leading determinant is large. */
        row lead[3];
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++) lead[i].a[k] = big[i].a[k] >> 40, lead[i].b[k] = 0;
        i128 lead_det = det_exact(lead);
        /* The terms with a small part are below 18 2^140 over 2^120 |det(U)|: skip the few
         * cases where the leading determinant does not dwarf them. */
        if (lead_det > -((i128)1 << 30) && lead_det < ((i128)1 << 30)) continue;
        double got = isect_exact_triple(a[0], b[0], a[1], b[1], a[2], b[2]);
        bool ok = sign_of(got) == sign128(lead_det);
        bad += !ok;
        CHECK(ok, "wide rows: sign %d, leading determinant's %d", sign_of(got), sign128(lead_det));
    }
    printf("exact triple: 100000 determinants of rows with operands 2^40 apart, %ld wrong\n", bad);
}

static void test_cross2(void)
{
    rng g = {0xe8ac7004};
    long bad = 0;
    for (int n = 0; n < 200000; n++) {
        int bits = 1 + (int)rng_float(&g, 0, 21), e = (int)rng_float(&g, -60, 60);   /* 2 x - v below 2^24 */
        int64_t v[8];
        for (int i = 0; i < 8; i++) v[i] = rng_int(&g, bits);
        if (n % 2) {   /* y parallel to x: y = 2 x */
            v[4] = v[0] + v[0] - v[1], v[5] = v[1];
            v[6] = v[2] + v[2] - v[3], v[7] = v[3];
            if (n % 4 == 1) v[6] += 1;
        }
        i128 want = ((i128)v[0] - v[1]) * ((i128)v[6] - v[7]) - ((i128)v[2] - v[3]) * ((i128)v[4] - v[5]);
        float f[8];
        for (int i = 0; i < 8; i++) f[i] = ldexpf((float)v[i], e);
        double got = isect_exact_cross2(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]);
        double filtered = cross2_exact_sign(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]);
        double value = ldexp((double)want, 2 * e);
        bool ok = sign_of(got) == sign128(want) && sign_of(filtered) == sign128(want) &&
                  fabs(got - value) <= 1e-14 * fabs(value);
        bad += !ok;
        CHECK(ok, "cross2: exact %.17g, expansion %.17g, filtered %.17g", value, got, filtered);
    }
    printf("exact cross2: 200000 determinants (half parallel or nearly), %ld wrong\n", bad);
}

int main(void)
{
    RUN(test_triple_random);
    RUN(test_triple_nearly_singular);
    RUN(test_triple_wide_rows);
    RUN(test_cross2);
    return check_summary();
}
