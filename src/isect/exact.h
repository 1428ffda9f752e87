/* Exact signs of small determinants of float inputs, private to the library: a double-precision
 * filter with a proven error bound decides the clear cases, and exact expansion arithmetic
 * (exact.c) the rest. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust
 * Geometric Predicates" (1997): the idea of the filter and of the expansions; the bounds below
 * are derived for these evaluations.
 *
 * Why double works so well for float input: a float has 24 significant bits and an exponent in
 * [-149, 127], so every float, and every sum of floats, is a multiple of 2^-149 below 2^129.
 * Products of three such values lie between 2^-447 and 2^387 when not zero, so no value
 * computed here overflows or underflows in double (whose normal range is 2^-1022 .. 2^1024),
 * and the standard model fl(x op y) = (x op y)(1 + e), |e| <= EXACT_EPS = 2^-53, holds for every
 * operation. The product of two floats is exact in double (48 <= 53 bits). */
#ifndef ISECT_EXACT_H
#define ISECT_EXACT_H

#include "isect.h"

#include <float.h>
#include <math.h>

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 2
#error "exact.c needs double arithmetic rounded to double (FLT_EVAL_METHOD 0 or 1), not x87 extended"
#endif

/* Half an ulp of 1: the relative rounding error of one double operation. */
#define EXACT_EPS (DBL_EPSILON / 2)

/* ---- The filter's bounds ------------------------------------------------------------------
 *
 * Triple product D = x . (y x z), each row the difference of two float vectors (x = xa - xb;
 * a row that is a float vector itself has xb = 0), evaluated in double as
 *     x^ = fl(xa - xb) (per component),  c_i = fl(fl(y^_j z^_k) - fl(y^_k z^_j)),
 *     D^ = fl(fl(fl(x^_0 c_0) + fl(x^_1 c_1)) + fl(x^_2 c_2)).
 * Each of the six terms x_i y_j z_k of D collects at most 8 factors (1 + e): three from the
 * rows' differences, one from the product y z, one from the subtraction, one from the product
 * with x, two from the sums (a fused multiply-add only removes factors). So
 *     |D^ - D| <= g8 P,  g8 = 8 EPS / (1 - 8 EPS),  P = sum of the six |x_i y_j z_k|.
 * With M_x = max_i |x^_i| (and |x_i| <= |x^_i| / (1 - EPS)), P <= 6 M_x M_y M_z / (1 - EPS)^3;
 * the bound is computed with three multiplications (in any order), which lose at most
 * (1 - EPS)^3. Hence
 * any C >= 48 EPS (1 + 16 EPS) makes |D^| > C M_x M_y M_z prove sign(D^) = sign(D):
 * EXACT_TRIPLE_ERR = 49 EPS.
 *
 * Two-dimensional cross product D = x0 y1 - x1 y0 (rows again differences of floats),
 * evaluated as fl(fl(x^0 y^1) - fl(x^1 y^0)): each term collects two factors from the
 * differences, one from its product and one from the subtraction, so |D^ - D| <= g4 P,
 * P <= 2 M_x M_y / (1 - EPS)^2, and C >= 8 EPS (1 + 8 EPS) will do: EXACT_CROSS2_ERR = 9 EPS. */
#define EXACT_TRIPLE_ERR (49.0 * EXACT_EPS)
#define EXACT_CROSS2_ERR (9.0 * EXACT_EPS)

/* The same triple product evaluated in float, for the hot paths: float's rounding error is
 * EPS_F = 2^-24, and the derivation above holds while no operation overflows or has a subnormal
 * result. With the rows' maxima M_x, M_y, M_z in [2^-40, 2^40], products of two are below 2^80
 * and of three below 2^123, far from FLT_MAX. A subnormal result (below 2^-126) is rounded with
 * an absolute error of at most 2^-150 instead: the six products y_j z_k then add at most
 * 6 2^-150 M_x, which is below 2^-46 of the bound 48 EPS_F M_x M_y M_z (as M_y M_z >= 2^-80),
 * and the three products x_i c_i at most 3 2^-150 = 2^-148.4, below 2^-10 of the smallest bound
 * (48 EPS_F 2^-120 = 2^-138.4); a sum or difference with a subnormal result is exact. So
 * C >= 48 EPS_F (1 + 16 EPS_F) (1 + 2^-10 + 2^-46) will do:
 * EXACT_TRIPLE_ERR_F = 50 EPS_F, for maxima in [EXACT_F_MIN, EXACT_F_MAX]. Outside that range,
 * and for NaN or infinite input (which fails the range test), the double filter decides. */
#define EXACT_TRIPLE_ERR_F (50.0f * (FLT_EPSILON / 2))
#define EXACT_F_MIN 0x1p-40f
#define EXACT_F_MAX 0x1p40f

/* ---- The exact fallbacks (exact.c) --------------------------------------------------------
 * (Prefixed isect_ although private: a static library shares the consumer's namespace.)
 * Each returns the determinant rounded from its exact value: the sign is exact (0 only when
 * the determinant is 0) and the magnitude within a few ulps. Finite inputs only. */

/* (xa - xb) . ((ya - yb) x (za - zb)) */
double isect_exact_triple(vec3s xa, vec3s xb, vec3s ya, vec3s yb, vec3s za, vec3s zb);
/* (x0a - x0b) (y1a - y1b) - (x1a - x1b) (y0a - y0b): the 2-D cross product of the rows
 * x = (x0a - x0b, x1a - x1b) and y = (y0a - y0b, y1a - y1b). */
double isect_exact_cross2(float x0a, float x0b, float x1a, float x1b, float y0a, float y0b, float y1a,
                          float y1b);

/* ---- Filtered, for the rare paths (the hot paths inline their own filter) ----------------- */

/* max(a, b) as one instruction (fmax is a libm call where NaN must be honoured); a NaN may
 * give either operand: the filters below never certify a NaN value, whatever the bound. */
static inline double exact_max(double a, double b)
{
    return a > b ? a : b;
}

static inline double exact_max3(double a, double b, double c)
{
    return exact_max(exact_max(fabs(a), fabs(b)), fabs(c));
}

/* (xa - xb) . ((ya - yb) x (za - zb)) with its exact sign, for finite inputs. */
static inline double triple_exact_sign(vec3s xa, vec3s xb, vec3s ya, vec3s yb, vec3s za, vec3s zb)
{
    double x0 = (double)xa.x - xb.x, x1 = (double)xa.y - xb.y, x2 = (double)xa.z - xb.z;
    double y0 = (double)ya.x - yb.x, y1 = (double)ya.y - yb.y, y2 = (double)ya.z - yb.z;
    double z0 = (double)za.x - zb.x, z1 = (double)za.y - zb.y, z2 = (double)za.z - zb.z;
    double d = x0 * (y1 * z2 - y2 * z1) + x1 * (y2 * z0 - y0 * z2) + x2 * (y0 * z1 - y1 * z0);
    double err = EXACT_TRIPLE_ERR * exact_max3(x0, x1, x2) * exact_max3(y0, y1, y2) * exact_max3(z0, z1, z2);
    return fabs(d) > err ? d : isect_exact_triple(xa, xb, ya, yb, za, zb);
}

/* The 2-D cross product of isect_exact_cross2 with its exact sign, for finite inputs. */
static inline double cross2_exact_sign(float x0a, float x0b, float x1a, float x1b, float y0a, float y0b,
                                       float y1a, float y1b)
{
    double x0 = (double)x0a - x0b, x1 = (double)x1a - x1b, y0 = (double)y0a - y0b, y1 = (double)y1a - y1b;
    double d = x0 * y1 - x1 * y0;
    double err = EXACT_CROSS2_ERR * exact_max(fabs(x0), fabs(x1)) * exact_max(fabs(y0), fabs(y1));
    return fabs(d) > err ? d : isect_exact_cross2(x0a, x0b, x1a, x1b, y0a, y0b, y1a, y1b);
}

static inline int sign_of(double v)
{
    return (v > 0) - (v < 0);
}

#endif
