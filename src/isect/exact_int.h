/* Exact integers for the predicates of degree 4 to 6 (the sphere and plane tests), private to the
 * library: where a float filter cannot certify a sign, these give the exact value.
 *
 * Every finite float is an integer multiple of 2^-149 below 2^128, so X = x 2^149 is an integer
 * below 2^277, exactly. A polynomial whose terms all have the same degree k in the inputs (a
 * homogeneous one: |w|^2 - r^2, (n.w)^2 - r^2 |n|^2) then has the exact value 2^(149 k) times its
 * value at the floats, with the same sign. Mixing degrees (n.c - d) needs the lower ones raised
 * with isect_xint_one(), the integer that stands for 1.0. For degree k <= 6 a product is below
 * 2^(6 * 277) = 2^1662, and a sum of up to 2^20 of them below 2^1682: the fixed width below holds
 * them with room to spare, so nothing here overflows or rounds.
 *
 * Sign and magnitude, the magnitude in 32-bit limbs, least significant first, with its length;
 * schoolbook arithmetic. A few hundred nanoseconds a predicate: for the rare cases only.
 * (Prefixed isect_ although private: a static library shares the consumer's namespace.) */
#ifndef ISECT_EXACT_INT_H
#define ISECT_EXACT_INT_H

#include "isect.h"

#include <stdint.h>

#define ISECT_XINT_LIMBS 54   /* 1728 bits: degree 6 and a sum of 2^20 terms (see above) */

typedef struct isect_xint {
    int sign;                          /* -1, 0 or 1; the magnitude is 0 exactly when sign is 0 */
    int n;                             /* limbs in use: m[n - 1] != 0, or n = 0 */
    uint32_t m[ISECT_XINT_LIMBS];
} isect_xint;

typedef struct isect_xvec { isect_xint x, y, z; } isect_xvec;

/* x 2^149 for a finite float x (degree 1); isect_xint_one() is 1.0 so scaled. */
isect_xint isect_xint_from_float(float x);
isect_xint isect_xint_one(void);

isect_xint isect_xint_add(const isect_xint *a, const isect_xint *b);
isect_xint isect_xint_sub(const isect_xint *a, const isect_xint *b);
isect_xint isect_xint_mul(const isect_xint *a, const isect_xint *b);

/* a - b for two float vectors, component by component (degree 1); a . b; a x b. */
isect_xvec isect_xvec_sub(vec3s a, vec3s b);
isect_xvec isect_xvec_from(vec3s a);
isect_xint isect_xvec_dot(const isect_xvec *a, const isect_xvec *b);
isect_xvec isect_xvec_cross(const isect_xvec *a, const isect_xvec *b);

#endif
