/* The exact side of the plane tests (plane_exact.h): sums of products of floats, summed without
 * rounding as expansions, sums of doubles ordered by increasing magnitude whose bits do not
 * overlap. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
 * Predicates" (1997): two-sum (Theorem 7) and the growing of an expansion by one double
 * (Grow-Expansion, Theorem 10, with zero elimination), whose sign is that of its largest
 * component; the product of two doubles as an exact pair by fma (Ogita, Rump and Oishi, 2005),
 * as in exact.c. Float input keeps every value here between 2^-500 and 2^400 (exact.h), so
 * nothing overflows or underflows in double. */
#include "plane_exact.h"

#include <math.h>

/* a + b = *x + *y exactly, *x = fl(a + b) (Knuth's two-sum, branch-free). */
static void two_sum(double a, double b, double *x, double *y)
{
    double s = a + b;
    double bv = s - a, av = s - bv;
    *y = (a - av) + (b - bv);
    *x = s;
}

/* h (n components) grown by b: h + b exactly, zero components dropped; returns the new length
 * (at most n + 1). */
static int grow(double *h, int n, double b)
{
    double q = b;
    int m = 0;
    for (int i = 0; i < n; i++) {
        double r;
        two_sum(q, h[i], &q, &r);
        if (r != 0) h[m++] = r;
    }
    if (q != 0) h[m++] = q;
    return m;
}

/* The expansion's value rounded to a double, with its exact sign: summed from the smallest
 * component up (within a few ulps); should that rounding ever reach 0 or the wrong sign, the
 * largest component, whose sign the expansion's is, is returned instead. */
static double value(const double *h, int n)
{
    if (n == 0) return 0;
    double s = 0;
    for (int i = 0; i < n; i++) s += h[i];
    double top = h[n - 1];
    return (s > 0) == (top > 0) && s != 0 ? s : top;
}

/* n.x - d - off as an expansion in h (room for 5); returns its length. */
static int side_expansion(vec3s n, float d, vec3s x, float off, double *h)
{
    int len = 0;
    len = grow(h, len, (double)n.x * x.x);      /* products of two floats: exact in double */
    len = grow(h, len, (double)n.y * x.y);
    len = grow(h, len, (double)n.z * x.z);
    len = grow(h, len, -(double)d);
    return grow(h, len, -(double)off);
}

double isect_plane_side_exact(vec3s n, float d, vec3s x, float off)
{
    double h[5];
    return value(h, side_expansion(n, d, x, off, h));
}

/* sigma_s (n.c - d) - sum_i sigma_i e_i (n.u_i), with sigma_s the sign of n.c - d and sigma_i that
 * of n.u_i (each decided exactly first; +1 for 0): |s| - r with every absolute value taken
 * exactly. Each e_i n_j u_ij is the exact pair of e_i times the exact double n_j u_ij. At most
 * 4 + 18 components. */
double isect_obb_plane_exact(const isect_obb *b, const isect_plane *p)
{
    double h[24];
    int len = side_expansion(p->n, p->d, b->c, 0.0f, h);
    if (value(h, len) < 0)
        for (int k = 0; k < len; k++) h[k] = -h[k];
    for (int i = 0; i < 3; i++) {
        const double sigma = isect_plane_side_exact(p->n, 0.0f, b->u[i], 0.0f) < 0 ? -1.0 : 1.0;
        for (int j = 0; j < 3; j++) {
            const double nu = (double)p->n.raw[j] * b->u[i].raw[j];   /* exact */
            const double hi = nu * b->e.raw[i], lo = fma(nu, b->e.raw[i], -hi);   /* hi + lo = nu e_i */
            len = grow(h, len, -sigma * hi);
            len = grow(h, len, -sigma * lo);
        }
    }
    return value(h, len);
}
