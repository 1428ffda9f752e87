/* Exact determinants of float inputs by expansion arithmetic: a number is held as an
 * expansion, a sum of doubles ordered by increasing magnitude whose bits do not overlap, and
 * the error-free transformations below turn every sum and product into such an expansion with
 * no rounding at all. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust
 * Geometric Predicates" (1997), sections 2.3-2.6 (two-sum, Theorem 7; expansion sum, Theorem 13,
 * which needs round-to-nearest-even; scaling, Theorem 19); the product by fma is the classic
 * error-free product (Ogita, Rump and Oishi, 2005). No allocation: the expansions live in
 * fixed arrays sized by the largest determinant computed here (exact.h says why nothing
 * overflows or underflows for float input). */
#include "exact.h"

#include <math.h>

/* a + b = x + y exactly, x = fl(a + b) (Knuth's two-sum, branch-free). */
static void two_sum(double a, double b, double *x, double *y)
{
    double s = a + b;
    double bv = s - a, av = s - bv;
    *y = (a - av) + (b - bv);
    *x = s;
}

/* a b = x + y exactly, x = fl(a b): the fused multiply-add rounds a b - x only once, and that
 * difference is a double. */
static void two_prod(double a, double b, double *x, double *y)
{
    double p = a * b;
    *y = fma(a, b, -p);
    *x = p;
}

/* The exact difference a - b of two floats as an expansion of at most two terms; returns its
 * length (0 when a = b). */
static int diff_expansion(float a, float b, double *h)
{
    double x, y;
    two_sum(a, -(double)b, &x, &y);
    int n = 0;
    if (y != 0) h[n++] = y;
    if (x != 0) h[n++] = x;
    return n;
}

/* h = e + f. The terms of both are merged by magnitude and swept with two-sum, keeping each
 * non-zero round-off (Shewchuk's fast expansion sum with zero elimination, Theorem 13, written
 * with two-sum throughout). h may hold elen + flen terms; returns its length. */
static int expansion_sum(const double *e, int elen, const double *f, int flen, double *h)
{
    double g[256];
    int i = 0, j = 0, n = 0;
    while (i < elen && j < flen)
        g[n++] = fabs(e[i]) < fabs(f[j]) ? e[i++] : f[j++];
    while (i < elen) g[n++] = e[i++];
    while (j < flen) g[n++] = f[j++];
    if (n == 0) return 0;
    int hn = 0;
    double q = g[0];
    for (int k = 1; k < n; k++) {
        double r;
        two_sum(q, g[k], &q, &r);
        if (r != 0) h[hn++] = r;
    }
    if (q != 0) h[hn++] = q;
    return hn;
}

/* h = b e, for a double b (Shewchuk's scale expansion with zero elimination, Theorem 19).
 * h may hold 2 elen terms; returns its length. */
static int expansion_scale(const double *e, int elen, double b, double *h)
{
    if (elen == 0 || b == 0) return 0;
    int hn = 0;
    double q, r;
    two_prod(e[0], b, &q, &r);
    if (r != 0) h[hn++] = r;
    for (int i = 1; i < elen; i++) {
        double p1, p0, s;
        two_prod(e[i], b, &p1, &p0);
        two_sum(q, p0, &s, &r);
        if (r != 0) h[hn++] = r;
        two_sum(p1, s, &q, &r);
        if (r != 0) h[hn++] = r;
    }
    if (q != 0) h[hn++] = q;
    return hn;
}

/* h = e f: the sum of e scaled by each term of f. h may hold 2 elen flen terms (at most 128
 * here); returns its length. */
static int expansion_product(const double *e, int elen, const double *f, int flen, double *h)
{
    double part[128], acc[128];
    int n = 0;
    for (int j = 0; j < flen; j++) {
        int pn = expansion_scale(e, elen, f[j], part);
        n = expansion_sum(acc, n, part, pn, h);
        for (int k = 0; k < n; k++) acc[k] = h[k];
    }
    return n;
}

static void negate(double *e, int n)
{
    for (int i = 0; i < n; i++) e[i] = -e[i];
}

/* The expansion's value rounded to a double, with its exact sign: summed from the smallest
 * term up, which is within a few ulps; should that rounding ever reach 0 or the wrong sign
 * (the sum below the top term can round up to its magnitude), the top term, whose sign the
 * expansion's is, is returned instead. */
static double expansion_value(const double *e, int n)
{
    if (n == 0) return 0;
    double s = 0;
    for (int i = 0; i < n; i++) s += e[i];
    double top = e[n - 1];
    return (s > 0) == (top > 0) && s != 0 ? s : top;
}

/* y_j z_k - y_k z_j, exactly: at most 16 terms. */
static int cross_term(const double *yj, int yjn, const double *zk, int zkn, const double *yk, int ykn,
                      const double *zj, int zjn, double *h)
{
    double p[8], q[8];
    int pn = expansion_product(yj, yjn, zk, zkn, p);
    int qn = expansion_product(yk, ykn, zj, zjn, q);
    negate(q, qn);
    return expansion_sum(p, pn, q, qn, h);
}

double isect_exact_triple(vec3s xa, vec3s xb, vec3s ya, vec3s yb, vec3s za, vec3s zb)
{
    double x[3][2], y[3][2], z[3][2];
    int xn[3], yn[3], zn[3];
    for (int i = 0; i < 3; i++) {
        xn[i] = diff_expansion(xa.raw[i], xb.raw[i], x[i]);
        yn[i] = diff_expansion(ya.raw[i], yb.raw[i], y[i]);
        zn[i] = diff_expansion(za.raw[i], zb.raw[i], z[i]);
    }
    double total[192] = {0}, acc[192];
    int n = 0;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        double c[16], term[64];
        int cn = cross_term(y[j], yn[j], z[k], zn[k], y[k], yn[k], z[j], zn[j], c);
        int tn = expansion_product(c, cn, x[i], xn[i], term);
        for (int m = 0; m < n; m++) acc[m] = total[m];
        n = expansion_sum(acc, n, term, tn, total);
    }
    return expansion_value(total, n);
}

double isect_exact_cross2(float x0a, float x0b, float x1a, float x1b, float y0a, float y0b, float y1a,
                    float y1b)
{
    double x0[2], x1[2], y0[2], y1[2], h[16];
    int x0n = diff_expansion(x0a, x0b, x0), x1n = diff_expansion(x1a, x1b, x1);
    int y0n = diff_expansion(y0a, y0b, y0), y1n = diff_expansion(y1a, y1b, y1);
    return expansion_value(h, cross_term(x0, x0n, y1, y1n, x1, x1n, y0, y0n, h));
}
