/* Exact integers (exact_int.h): sign and magnitude, schoolbook arithmetic on 32-bit limbs. */
#include "exact_int.h"

#include <assert.h>
#include <string.h>

static void trim(isect_xint *a)
{
    while (a->n > 0 && a->m[a->n - 1] == 0) a->n--;
    if (a->n == 0) a->sign = 0;
}

isect_xint isect_xint_from_float(float x)
{
    isect_xint a = {0};
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    uint32_t exponent = (bits >> 23) & 0xff, mantissa = bits & 0x7fffff;
    /* A normal float is (2^23 + mantissa) 2^(exponent - 150); a subnormal one mantissa 2^-149.
     * Times 2^149: the 24-bit integer shifted left by exponent - 1, or the mantissa itself. */
    uint64_t digits = exponent ? (mantissa | 0x800000u) : mantissa;
    unsigned shift = exponent ? exponent - 1 : 0;
    if (digits == 0) return a;
    unsigned limb = shift / 32, bit = shift % 32;
    digits <<= bit;                                   /* at most 24 + 31 bits */
    a.m[limb] = (uint32_t)digits;
    a.m[limb + 1] = (uint32_t)(digits >> 32);
    a.n = (int)limb + 2;
    a.sign = (bits >> 31) ? -1 : 1;
    trim(&a);
    return a;
}

isect_xint isect_xint_one(void)
{
    return isect_xint_from_float(1.0f);
}

/* |a| compared with |b|: -1, 0 or 1. */
static int compare_magnitude(const isect_xint *a, const isect_xint *b)
{
    if (a->n != b->n) return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->m[i] != b->m[i]) return a->m[i] < b->m[i] ? -1 : 1;
    return 0;
}

/* |a| + |b| with the given sign. */
static isect_xint add_magnitudes(const isect_xint *a, const isect_xint *b, int sign)
{
    isect_xint r = {0};
    int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; i++) {
        carry += (uint64_t)(i < a->n ? a->m[i] : 0) + (i < b->n ? b->m[i] : 0);
        r.m[i] = (uint32_t)carry;
        carry >>= 32;
    }
    assert(n < ISECT_XINT_LIMBS);                     /* by the degree bound (exact_int.h) */
    r.m[n] = (uint32_t)carry;
    r.n = n + 1;
    r.sign = sign;
    trim(&r);
    return r;
}

/* |a| - |b| for |a| >= |b|, with the given sign. */
static isect_xint subtract_magnitudes(const isect_xint *a, const isect_xint *b, int sign)
{
    isect_xint r = {0};
    int64_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        int64_t d = (int64_t)a->m[i] - (i < b->n ? b->m[i] : 0) - borrow;
        borrow = d < 0;
        r.m[i] = (uint32_t)(d + (borrow ? (int64_t)1 << 32 : 0));
    }
    r.n = a->n;
    r.sign = sign;
    trim(&r);
    return r;
}

isect_xint isect_xint_add(const isect_xint *a, const isect_xint *b)
{
    if (a->sign == 0) return *b;
    if (b->sign == 0) return *a;
    if (a->sign == b->sign) return add_magnitudes(a, b, a->sign);
    int c = compare_magnitude(a, b);
    if (c == 0) return (isect_xint){0};
    return c > 0 ? subtract_magnitudes(a, b, a->sign) : subtract_magnitudes(b, a, b->sign);
}

isect_xint isect_xint_sub(const isect_xint *a, const isect_xint *b)
{
    isect_xint minus_b = *b;
    minus_b.sign = -b->sign;
    return isect_xint_add(a, &minus_b);
}

isect_xint isect_xint_mul(const isect_xint *a, const isect_xint *b)
{
    isect_xint r = {0};
    if (a->sign == 0 || b->sign == 0) return r;
    assert(a->n + b->n <= ISECT_XINT_LIMBS);          /* by the degree bound (exact_int.h) */
    for (int i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b->n; j++) {
            carry += (uint64_t)a->m[i] * b->m[j] + r.m[i + j];
            r.m[i + j] = (uint32_t)carry;
            carry >>= 32;
        }
        r.m[i + b->n] = (uint32_t)carry;
    }
    r.n = a->n + b->n;
    r.sign = a->sign * b->sign;
    trim(&r);
    return r;
}

isect_xvec isect_xvec_from(vec3s a)
{
    return (isect_xvec){isect_xint_from_float(a.x), isect_xint_from_float(a.y), isect_xint_from_float(a.z)};
}

isect_xvec isect_xvec_sub(vec3s a, vec3s b)
{
    isect_xvec xa = isect_xvec_from(a), xb = isect_xvec_from(b);
    return (isect_xvec){isect_xint_sub(&xa.x, &xb.x), isect_xint_sub(&xa.y, &xb.y), isect_xint_sub(&xa.z, &xb.z)};
}

isect_xint isect_xvec_dot(const isect_xvec *a, const isect_xvec *b)
{
    isect_xint x = isect_xint_mul(&a->x, &b->x), y = isect_xint_mul(&a->y, &b->y), z = isect_xint_mul(&a->z, &b->z);
    isect_xint xy = isect_xint_add(&x, &y);
    return isect_xint_add(&xy, &z);
}

/* a y b z - a z b y, and so on: the cross product's components, each exact. */
static isect_xint cross_component(const isect_xint *ay, const isect_xint *bz, const isect_xint *az,
                                  const isect_xint *by)
{
    isect_xint p = isect_xint_mul(ay, bz), q = isect_xint_mul(az, by);
    return isect_xint_sub(&p, &q);
}

isect_xvec isect_xvec_cross(const isect_xvec *a, const isect_xvec *b)
{
    return (isect_xvec){cross_component(&a->y, &b->z, &a->z, &b->y), cross_component(&a->z, &b->x, &a->x, &b->z),
                        cross_component(&a->x, &b->y, &a->y, &b->x)};
}
