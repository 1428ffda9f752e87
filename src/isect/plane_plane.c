/* Where planes meet: the line of two planes and the point of three. Ericson, Real-Time Collision
 * Detection, 5.4.4 and 5.4.5.
 *
 * Both are built from cross products of the normals, and both are decided by whether those
 * vanish: two planes are parallel when n_a x n_b = 0, three normals are linearly dependent when
 * n_a . (n_b x n_c) = 0. In float, those are differences of nearly equal products for nearly
 * parallel normals, and the listing's EPSILON guesses where rounding noise ends. Here the
 * arithmetic is done in double from the float inputs instead: a product of two floats is exact
 * in double (24 + 24 bits < 53), so each component of a cross product of two normals is the
 * exact difference of two exact products, rounded once. That makes the parallel test exact
 * (a component is 0 only when its two products are equal) and keeps the line's point and
 * direction accurate to float rounding at every angle the float normals can express, where the
 * float listing's point is off by about FLT_EPSILON / sin(angle) of its size. The three-plane
 * determinant is one more product and sum, whose rounding is bounded and compared with it (see
 * there). The double range also holds every product of up to four float lengths, so no input
 * underflows or overflows inside: only a result beyond the float range fails.
 *
 * Planes may have normals of any non-zero length (the line and the point do not depend on it).
 * A zero normal is the NaN plane and meets nothing; NaN or infinite input gives false. */
#include "isect.h"
#include "trace.h"

#include <math.h>

/* Double vectors, for the inside of these two functions only. */
typedef struct dv3 { double x, y, z; } dv3;

static inline dv3 widen(vec3s v) { return (dv3){v.x, v.y, v.z}; }
static inline dv3 dv3_cross(dv3 a, dv3 b)
{
    return (dv3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static inline double dv3_dot(dv3 a, dv3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline dv3 dv3_scale(dv3 a, double s) { return (dv3){a.x * s, a.y * s, a.z * s}; }
static inline dv3 dv3_sub(dv3 a, dv3 b) { return (dv3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline dv3 dv3_add(dv3 a, dv3 b) { return (dv3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static inline vec3s narrow(dv3 a) { return (vec3s){{(float)a.x, (float)a.y, (float)a.z}}; }
static inline bool finite_vec(vec3s v) { return isfinite(v.x) && isfinite(v.y) && isfinite(v.z); }

/* The line of two planes dot(n_a, x) = d_a and dot(n_b, x) = d_b: it runs along u = n_a x n_b,
 * and its point nearest the origin lies in the span of the normals, at
 *     p = ((d_a n_b - d_b n_a) x u) / (u . u),
 * which satisfies both plane equations (expand with the vector triple product) and p . u = 0.
 * Ericson, Real-Time Collision Detection, 5.4.4 (IntersectPlanes, the second form), in double:
 * - dir = u / |u|, unit length, so that (point, dir) is a ray along the line with t a distance;
 *   its sign is that of n_a x n_b (swapping the planes reverses it).
 * - Parallel planes: false exactly when n_a and n_b are parallel, u = 0 as computed, which is
 *   u = 0 exactly (coincident planes included: there is no single line; a zero normal too).
 * - Nearly parallel planes meet far away, |p| about |d| / sin(angle): p and dir come out right to
 *   float rounding for every angle (double keeps the cancellation in u and in d_a n_b - d_b n_a
 *   exact); false only when p is beyond the float range (|p| > FLT_MAX).
 * - NaN or infinity anywhere: false. Nothing is written on false. */
bool isect_plane_plane(isect_plane a, isect_plane b, vec3s *point, vec3s *dir)
{
    const dv3 na = widen(a.n), nb = widen(b.n);
    const dv3 u = dv3_cross(na, nb);             /* each component exact, rounded once */
    const double uu = dv3_dot(u, u);
    TRACE(uu);
    if (!(uu > 0)) return TRACE_RETURN(false);    /* parallel, a zero normal, or NaN */
    const dv3 w = dv3_sub(dv3_scale(nb, a.d), dv3_scale(na, b.d));
    const vec3s p = narrow(dv3_scale(dv3_cross(w, u), 1.0 / uu));
    TRACE_POINT(p);
    const vec3s l = narrow(dv3_scale(u, 1.0 / sqrt(uu)));
    TRACE_AXIS(l);
    if (!finite_vec(p) || !finite_vec(l)) return TRACE_RETURN(false);   /* beyond float, or infinite input */
    if (point) *point = p;
    if (dir) *dir = l;
    return TRACE_RETURN(true);
}

/* The point of three planes: by Cramer's rule in vector form,
 *     p = (d_a (n_b x n_c) + d_b (n_c x n_a) + d_c (n_a x n_b)) / (n_a . (n_b x n_c)).
 * Ericson, Real-Time Collision Detection, 5.4.5 (IntersectPlanes, the first form), in double.
 * - Linearly dependent normals (two of them parallel, or all three in one plane: the planes meet
 *   in a line, in nothing, or are one plane): false. The determinant D = n_a . (n_b x n_c) is
 *   exact but for its double rounding, which is below 5 * 2^-53 times its permanent
 *   P = sum |n_a,i| (|n_b,j n_c,k| + |n_b,k n_c,j|) (Higham, Accuracy and Stability of Numerical
 *   Algorithms, 3.1, for the dot product; each component of n_b x n_c is rounded once). So
 *   false when |D| <= 2^-50 P: always for dependent normals (whatever the rounding), and also
 *   for normals within about 1e-15 P of dependence, which read as dependent. Where |D| is
 *   above that, D is certainly not 0 and the point exists.
 * - Nearly dependent normals meet far away, |p| about |d| P / |D|, and the point is sensitive:
 *   computed in double, it is right to float rounding down to |D| of about 1e-8 P, and to about
 *   1e-16 P / |D| of its size below that. A point beyond the float range: false.
 * - A zero normal (the NaN plane) makes D = P = 0: false. NaN or infinity anywhere: false.
 * Nothing is written on false. */
bool isect_three_planes(isect_plane a, isect_plane b, isect_plane c, vec3s *point)
{
    const dv3 na = widen(a.n), nb = widen(b.n), nc = widen(c.n);
    const dv3 ua = dv3_cross(nb, nc), ub = dv3_cross(nc, na), uc = dv3_cross(na, nb);
    const double det = dv3_dot(na, ua);
    const double perm = fabs(na.x) * (fabs(nb.y * nc.z) + fabs(nb.z * nc.y)) +
                        fabs(na.y) * (fabs(nb.z * nc.x) + fabs(nb.x * nc.z)) +
                        fabs(na.z) * (fabs(nb.x * nc.y) + fabs(nb.y * nc.x));
    if (!(fabs(det) > 0x1p-50 * perm)) return false;   /* dependent within rounding, or NaN */
    const dv3 num = dv3_add(dv3_add(dv3_scale(ua, a.d), dv3_scale(ub, b.d)), dv3_scale(uc, c.d));
    const vec3s p = narrow(dv3_scale(num, 1.0 / det));
    if (!finite_vec(p)) return false;             /* beyond float, or infinite input */
    if (point) *point = p;
    return true;
}
