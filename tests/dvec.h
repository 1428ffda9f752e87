/* Double-precision 3-vectors for the test oracles (tests/ and fuzz/oracles.h): one type, dvec,
 * and short d-prefixed helpers, so an oracle reads like the formula it checks:
 *     ddot(dsub(p, a), ab)      dadd(a, dscale(ab, t))      dlen(dcross(e1, e2))
 * The oracles must stay independent of the code they check, so nothing here calls isect or
 * cglm: vec3s is the only thing borrowed (cglm's plain struct type), to cross between the
 * float world of the library and the double one of the oracle through dv() and fv(). */
#ifndef ISECT_TEST_DVEC_H
#define ISECT_TEST_DVEC_H

#include <math.h>
#include <cglm/types-struct.h>

typedef struct dvec { double x, y, z; } dvec;

/* float -> double (exact) and double -> float (rounded once per component). */
static inline dvec dv(vec3s v) { return (dvec){v.x, v.y, v.z}; }
static inline vec3s fv(dvec a) { return (vec3s){{(float)a.x, (float)a.y, (float)a.z}}; }

static inline dvec dadd(dvec a, dvec b) { return (dvec){a.x + b.x, a.y + b.y, a.z + b.z}; }
static inline dvec dsub(dvec a, dvec b) { return (dvec){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline dvec dscale(dvec a, double s) { return (dvec){a.x * s, a.y * s, a.z * s}; }
static inline double ddot(dvec a, dvec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline dvec dcross(dvec a, dvec b)
{
    return (dvec){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static inline double dlen(dvec a) { return sqrt(ddot(a, a)); }
static inline double ddist(dvec a, dvec b) { return dlen(dsub(a, b)); }
/* Component i (0, 1, 2) of a. */
static inline double dget(dvec a, int i) { return i == 0 ? a.x : i == 1 ? a.y : a.z; }

/* Scalars, written out so that NaN goes the way the oracles expect: dmin and dmax return b
 * when the comparison is false (a NaN a or b), dclamp returns x for a NaN x. */
static inline double dmin(double a, double b) { return a < b ? a : b; }
static inline double dmax(double a, double b) { return a > b ? a : b; }
static inline double dclamp(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }

#endif
