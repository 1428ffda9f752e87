/* The sphere tests decided exactly, for the cases their filters leave in doubt (a distance within
 * rounding of the radius, a centre within rounding of a triangle's Voronoi boundary): every
 * decision below is the sign of a polynomial of degree 2 to 6 in the float inputs, each term of
 * the same degree, evaluated in exact integers (exact_int.h). A few hundred nanoseconds each;
 * the tests reach them only in doubt. */
#include "isect.h"
#include "canonical.h"
#include "exact_int.h"
#include "sphere_exact.h"
#include "trace.h"

#include <math.h>

/* r^2, exactly (degree 2). */
static isect_xint square(float r)
{
    isect_xint x = isect_xint_from_float(r);
    return isect_xint_mul(&x, &x);
}

/* The sign of |w|^2 - rr. */
static int outside(const isect_xvec *w, const isect_xint *rr)
{
    isect_xint ww = isect_xvec_dot(w, w);
    return isect_xint_sub(&ww, rr).sign;
}

/* ---- For the inline tests of isect.h (declared there) ------------------------------------- */

/* |a.c - b.c|^2 <= (a.r + b.r)^2 with the real sum a.r + b.r, not its float rounding. A negative
 * or NaN radius, or a NaN anywhere: false. Infinite input keeps the float verdict (IEEE
 * arithmetic, as the header's conventions say). */
bool isect_internal_sphere_sphere(float ax, float ay, float az, float ar, float bx, float by, float bz, float br)
{
    const vec3s ca = {{ax, ay, az}}, cb = {{bx, by, bz}};
    if (!(ar >= 0.0f) || !(br >= 0.0f))
        return TRACE_RETURN(false);
    if (!finite3(ca) || !finite3(cb) || !isfinite(ar) || !isfinite(br)) {
        vec3s d = glms_vec3_sub(ca, cb);
        float r = ar + br;
        return TRACE_RETURN(glms_vec3_dot(d, d) <= r * r);   /* NaN: false */
    }
    isect_xvec w = isect_xvec_sub(ca, cb);
    isect_xint xa = isect_xint_from_float(ar), xb = isect_xint_from_float(br);
    isect_xint r = isect_xint_add(&xa, &xb), rr = isect_xint_mul(&r, &r);
    return TRACE_RETURN(outside(&w, &rr) <= 0);
}

/* |c - q|^2 <= r^2 for the centre c and its clamp q to the box (exact: comparisons, so q is a
 * float and c - q a difference of floats). An empty box (box false), a negative radius or a NaN
 * anywhere: false. Infinite input keeps the float verdict. */
bool isect_internal_sphere_aabb(float cx, float cy, float cz, float r, float qx, float qy, float qz, bool box)
{
    const vec3s c = {{cx, cy, cz}}, q = {{qx, qy, qz}};
    if (!box || !(r >= 0.0f) || nan3(c))
        return TRACE_RETURN(false);
    TRACE_POINT(q);
    if (!finite3(c) || !finite3(q) || !isfinite(r)) {
        vec3s d = glms_vec3_sub(c, q);
        return TRACE_RETURN(glms_vec3_dot(d, d) <= r * r);
    }
    isect_xvec w = isect_xvec_sub(c, q);
    isect_xint rr = square(r);
    return TRACE_RETURN(outside(&w, &rr) <= 0);
}

/* ---- Rays, segments, triangles ------------------------------------------------------------ */

enum sphere_contact isect_sphere_line_exact(vec3s p, vec3s da, vec3s db, bool bounded, vec3s c, float r)
{
    const isect_xint rr = square(r);
    const isect_xvec w = isect_xvec_sub(c, p), D = isect_xvec_sub(da, db);
    const isect_xint ww = isect_xvec_dot(&w, &w), C = isect_xint_sub(&ww, &rr);
    TRACE(C.sign);
    if (C.sign <= 0)
        return TRACE_RETURN(SPHERE_AT_START);
    const isect_xint s = isect_xvec_dot(&w, &D);
    TRACE(s.sign);
    if (s.sign <= 0)
        return TRACE_RETURN(SPHERE_MISS);                  /* the start is the nearest point */
    if (bounded) {
        const isect_xvec wq = isect_xvec_sub(c, da);
        const isect_xint past = isect_xvec_dot(&wq, &D);   /* >= 0: the nearest point is the end */
        TRACE(past.sign);
        if (past.sign >= 0)
            return TRACE_RETURN(outside(&wq, &rr) <= 0 ? SPHERE_HIT : SPHERE_MISS);
    }
    const isect_xint dd = isect_xvec_dot(&D, &D), cd = isect_xint_mul(&C, &dd), ss = isect_xint_mul(&s, &s);
    const isect_xint delta = isect_xint_sub(&cd, &ss);    /* |D|^2 (distance^2 - r^2) */
    TRACE(delta.sign);
    return TRACE_RETURN(delta.sign <= 0 ? SPHERE_HIT : SPHERE_MISS);
}

bool isect_sphere_triangle_exact(vec3s c, float r, isect_triangle t)
{
    const vec3s v[3] = {t.a, t.b, t.c};
    const isect_xvec ab = isect_xvec_sub(t.b, t.a), ac = isect_xvec_sub(t.c, t.a);
    const isect_xvec n = isect_xvec_cross(&ab, &ac);
    const bool flat = n.x.sign == 0 && n.y.sign == 0 && n.z.sign == 0;
    TRACE(flat);
    bool inside = !flat;
    for (int i = 0; i < 3 && inside; i++) {
        const isect_xvec e = isect_xvec_sub(v[(i + 1) % 3], v[i]), x = isect_xvec_sub(c, v[i]);
        const isect_xvec ex = isect_xvec_cross(&e, &x);
        inside = isect_xvec_dot(&n, &ex).sign >= 0;        /* c on the inner side of edge i */
        TRACE(inside);
    }
    if (inside) {                                          /* the plane's distance decides */
        const isect_xvec w = isect_xvec_sub(c, t.a);
        const isect_xint h = isect_xvec_dot(&n, &w), hh = isect_xint_mul(&h, &h);
        const isect_xint nn = isect_xvec_dot(&n, &n), rr = square(r), rrnn = isect_xint_mul(&rr, &nn);
        return TRACE_RETURN(isect_xint_sub(&hh, &rrnn).sign <= 0);
    }
    for (int i = 0; i < 3; i++)                            /* else the nearest edge decides */
        if (isect_sphere_line_exact(v[i], v[(i + 1) % 3], v[i], true, c, r) != SPHERE_MISS)
            return TRACE_RETURN(true);
    return TRACE_RETURN(false);
}
