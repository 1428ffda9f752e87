/* Rays, segments and lines against a triangle, with the exact verdict for the float inputs:
 * every decision is the sign of a determinant of the inputs (exact.h), so the answer is the one
 * exact arithmetic gives, at every scale, for every vertex order and winding. Degenerate input
 * by one rule: a triangle with collinear vertices is the segment they span (coincident ones, the
 * point); a segment with a = b, or a ray with d = 0, is its point; a line, ray or segment in the
 * triangle's plane meets it where the 2-D test in that plane says, first contact first.
 * Ericson, Real-Time Collision Detection, 5.3.4 and 5.3.6. */

#include "scalar_file.h"  /* first: scalar loads of the by-value shapes */

#include "isect.h"
#include "canonical.h"
#include "exact.h"
#include "hit.h"
#include "trace.h"

#include <float.h>
#include <math.h>

/* A line p + t D with D = da - db (a ray: db = 0; a segment or line through p and q: da = q,
 * db = p), and which t it keeps: all (line), t >= 0 (ray) or 0 <= t <= 1 (segment). */
enum line_kind { LINE, RAY, SEGMENT };

/* What the rare paths found: no contact, a contact, or a contact exactly at the start. */
enum contact { MISS, HIT, AT_START };

static const vec3s ZERO = {{0, 0, 0}};

/* The common case is inlined into each public test, where its kind is a constant (GCC would
 * otherwise call it once for all three, passing the triangle through memory). */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* ---- The plane the rare cases lie in ------------------------------------------------------ */

/* An axis k along which the plane of x = xa - xb and y = ya - yb (directions) can be viewed: the
 * component n_k of n = x × y is not zero, decided exactly; the largest |n_k| first, so the 2-D
 * view is the best conditioned. -1 when x and y are parallel (or one is zero). */
static int normal_axis(vec3s xa, vec3s xb, vec3s ya, vec3s yb)
{
    double n[3];
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        n[k] = ((double)xa.raw[i] - xb.raw[i]) * ((double)ya.raw[j] - yb.raw[j]) -
               ((double)xa.raw[j] - xb.raw[j]) * ((double)ya.raw[i] - yb.raw[i]);
    }
    int order[3] = {0, 1, 2};
    for (int a = 0; a < 3; a++)
        for (int b = a + 1; b < 3; b++)
            if (fabs(n[order[b]]) > fabs(n[order[a]])) { int s = order[a]; order[a] = order[b]; order[b] = s; }
    for (int a = 0; a < 3; a++) {
        int k = order[a], i = (k + 1) % 3, j = (k + 2) % 3;
        if (cross2_exact_sign(xa.raw[i], xb.raw[i], xa.raw[j], xb.raw[j], ya.raw[i], yb.raw[i], ya.raw[j],
                              yb.raw[j]) != 0)
            return k;
    }
    return -1;
}

/* The axis to drop so that the line and the triangle, which lie in one plane (or on one line),
 * keep every incidence and order in the 2-D view: the triangle's normal if it has one; for a
 * collinear triangle, the normal of the plane of the line and the segment s0 s1 the vertices
 * span (or of the line and that segment's point); all on one line, any axis that keeps D. */
static int view_axis(vec3s p, vec3s da, vec3s db, isect_triangle tri)
{
    int k = normal_axis(tri.b, tri.a, tri.c, tri.a);
    if (k >= 0) return k;
    /* Collinear vertices are ordered along their line as along any axis on which they differ. */
    const vec3s v[3] = {tri.a, tri.b, tri.c};
    vec3s s0 = tri.a, s1 = tri.a;
    for (int axis = 0; axis < 3; axis++) {
        int lo = 0, hi = 0;
        for (int i = 1; i < 3; i++) {
            if (v[i].raw[axis] < v[lo].raw[axis]) lo = i;
            if (v[i].raw[axis] > v[hi].raw[axis]) hi = i;
        }
        if (v[lo].raw[axis] < v[hi].raw[axis]) { s0 = v[lo], s1 = v[hi]; break; }
    }
    k = normal_axis(da, db, s1, s0);
    if (k < 0) k = normal_axis(da, db, s0, p);
    if (k >= 0) return k;
    int big = 0;
    for (int i = 1; i < 3; i++)
        if (fabs((double)da.raw[i] - db.raw[i]) > fabs((double)da.raw[big] - db.raw[big])) big = i;
    return (big + 2) % 3;                       /* the view keeps axes big + 1 and big */
}

/* ---- The rare cases: in the plane, degenerate, or within the filter's bound --------------- */

/* The line p + t D and the triangle in one plane (or the triangle collinear, or a point, with
 * the line in a plane through it): in the 2-D view along view_axis, the line meets the convex
 * hull of a, b, c unless all three lie strictly on one side of it; its part in the hull is an
 * interval of t whose ends are vertices on the line (t = (x - p).D / D.D) or crossings of edges
 * xy whose ends lie on opposite sides (t = [x - p, y - p] / [D, y - x]). Each end's sign of t,
 * and of t - 1 (the same with the end q for p), is a 2-D cross product's: exact. */
static int coplanar_contact(vec3s p, vec3s da, vec3s db, isect_triangle tri, enum line_kind kind,
                            double *t)
{
    const int k = view_axis(p, da, db, tri), i = (k + 1) % 3, j = (k + 2) % 3;
    const vec3s v[3] = {tri.a, tri.b, tri.c};
    const double Di = (double)da.raw[i] - db.raw[i], Dj = (double)da.raw[j] - db.raw[j];
    double side[3];                             /* [D, x - p]: which side of the line x lies */
    for (int n = 0; n < 3; n++)
        side[n] = cross2_exact_sign(da.raw[i], db.raw[i], da.raw[j], db.raw[j], v[n].raw[i], p.raw[i],
                                    v[n].raw[j], p.raw[j]);
    if ((side[0] > 0 && side[1] > 0 && side[2] > 0) || (side[0] < 0 && side[1] < 0 && side[2] < 0))
        return MISS;
    /* The interval's ends: the signs of t and of t - 1, and t itself (rounded). */
    bool ahead = false, behind = false, before_end = false;
    double t_first = INFINITY, t_last = -INFINITY;
    for (int n = 0; n < 3; n++) {
        const vec3s x = v[n], y = v[(n + 1) % 3];
        int s_t, s_end = 0;
        double tt;
        if (side[n] == 0) {                     /* the vertex x lies on the line */
            /* (x - p).D as the cross product of x - p with D turned a quarter: (-Dj, Di) */
            s_t = sign_of(cross2_exact_sign(x.raw[i], p.raw[i], x.raw[j], p.raw[j], db.raw[j], da.raw[j],
                                            da.raw[i], db.raw[i]));
            if (kind == SEGMENT)
                s_end = sign_of(cross2_exact_sign(x.raw[i], da.raw[i], x.raw[j], da.raw[j], db.raw[j],
                                                  da.raw[j], da.raw[i], db.raw[i]));
            tt = (((double)x.raw[i] - p.raw[i]) * Di + ((double)x.raw[j] - p.raw[j]) * Dj) / (Di * Di + Dj * Dj);
        } else if (side[n] * side[(n + 1) % 3] < 0) {   /* the edge xy crosses it */
            const int s_y = sign_of(side[(n + 1) % 3]);
            double c = cross2_exact_sign(x.raw[i], p.raw[i], x.raw[j], p.raw[j], y.raw[i], p.raw[i],
                                         y.raw[j], p.raw[j]);
            s_t = sign_of(c) * s_y;
            if (kind == SEGMENT)
                s_end = sign_of(cross2_exact_sign(x.raw[i], da.raw[i], x.raw[j], da.raw[j], y.raw[i],
                                                  da.raw[i], y.raw[j], da.raw[j])) * s_y;
            tt = c / (side[(n + 1) % 3] - side[n]);
        } else {
            continue;
        }
        if (s_t >= 0) ahead = true;
        if (s_t <= 0) behind = true;
        if (s_end <= 0) before_end = true;
        if (s_t == 0) tt = 0;
        if (s_end == 0 && kind == SEGMENT) tt = 1;
        t_first = fmin(t_first, tt), t_last = fmax(t_last, tt);
    }
    if (kind != LINE && !ahead) return MISS;    /* the whole interval lies behind the start */
    if (kind == SEGMENT && !before_end) return MISS;    /* ... or past the end */
    if (ahead && behind) { *t = 0; return AT_START; }   /* the start is in it */
    *t = ahead ? fmax(t_first, 0) : t_last;     /* its near end (a line behind p: the end nearest p) */
    if (kind == SEGMENT) *t = fmin(*t, 1);
    return HIT;
}

/* The contact decided exactly: the three side products [D, c - p, b - p], [D, a - p, c - p],
 * [D, b - p, a - p] (the weights of a, b, c: Ericson 5.3.4) and the plane products of the start
 * [a - p, b - p, c - p] = n.(a - p) and of the end (segment), each by exact.h's filter with the
 * expansion fallback; all three side products zero puts the line in the triangle's plane (or the
 * triangle is degenerate): coplanar_contact. A zero direction is the point p, which the triangle
 * holds when the ray from p along x starts in it. Non-finite input misses. */
static COLD int exact_contact(vec3s p, vec3s da, vec3s db, isect_triangle tri, enum line_kind kind,
                              double *t)
{
    if (!finite3(p) || !finite3(da) || !finite3(db) || !finite3(tri.a) || !finite3(tri.b) || !finite3(tri.c))
        return TRACE_RETURN(MISS);
    if (da.x == db.x && da.y == db.y && da.z == db.z) {   /* the point p */
        *t = 0;
        return TRACE_RETURN(kind != LINE && exact_contact(p, (vec3s){{1, 0, 0}}, ZERO, tri, RAY, t) == AT_START ? AT_START : MISS);
    }
    const double u = triple_exact_sign(da, db, tri.c, p, tri.b, p);
    const double v = triple_exact_sign(da, db, tri.a, p, tri.c, p);
    const double w = triple_exact_sign(da, db, tri.b, p, tri.a, p);
    TRACE(u); TRACE(v); TRACE(w);
    if ((u > 0 || v > 0 || w > 0) && (u < 0 || v < 0 || w < 0)) return TRACE_RETURN(MISS);
    if (u == 0 && v == 0 && w == 0) return TRACE_RETURN(coplanar_contact(p, da, db, tri, kind, t));
    const double s = u + v + w;                 /* = -n.D, not 0: one sign, not all zero */
    const double T = triple_exact_sign(tri.a, p, tri.b, p, tri.c, p);
    TRACE(s); TRACE(T);
    if (kind != LINE && T != 0 && (T > 0) == (s > 0)) return TRACE_RETURN(MISS);   /* behind the start */
    if (T == 0) { *t = 0; return TRACE_RETURN(AT_START); }
    double tt = -T / s;                         /* of the sign of the exact t: T and s are exact-signed */
    if (kind == SEGMENT) {
        const double Tq = triple_exact_sign(tri.a, da, tri.b, da, tri.c, da);
        if (Tq != 0 && (Tq > 0) != (s > 0)) return TRACE_RETURN(MISS);               /* past the end */
        tt = Tq == 0 ? 1 : fmin(tt, 1);
    }
    *t = tt;
    return TRACE_RETURN(HIT);
}

/* exact_contact for the common case's rare exits, from the caller's own copies of the shapes
 * (pointers: the common path then never copies the shapes for the call). */
static COLD bool exact_contact_at(const vec3s *p, const vec3s *da, const vec3s *db, const isect_triangle *tri,
                                  enum line_kind kind, double *t)
{
    return exact_contact(*p, *da, *db, *tri, kind, t) != MISS;
}

/* ---- The common case: filtered in float -------------------------------------------------- */

static float max_f(float a, float b) { return a > b ? a : b; }   /* one instruction; NaN: see below */
static float max3_f(float a, float b, float c) { return max_f(max_f(fabsf(a), fabsf(b)), fabsf(c)); }

/* p + t D against the triangle; *t the first contact (for a line, the crossing, or in the plane
 * the point of contact nearest p), exactly 0 when the start is on the triangle. In the frame of
 * p (pa = a - p, ...): the side products u = [D, pc, pb], v = [D, pa, pc], w = [D, pb, pa] have
 * one sign when the line passes through the triangle, and then t = -[pa, pb, pc] / (u + v + w)
 * (the plane n.x = n.a with n.D = -(u + v + w) and n.(a - p) = [pa, pb, pc]), which is >= 0 when
 * [pa, pb, pc] and u + v + w differ in sign, and <= 1 when the end's [qa, qb, qc] has the sign
 * of u + v + w. Each product is decided here, in float, when it clears exact.h's float bound
 * EXACT_TRIPLE_ERR_F |D|max |p..|max^2 (|p..|max^3 for the plane products), which holds while
 * those maxima lie in [EXACT_F_MIN, EXACT_F_MAX]; otherwise exact_contact decides (double
 * filter, then expansions). NaN or infinite input always goes there: the range test fails. */
static ALWAYS_INLINE bool triangle_contact(const vec3s *pp, const vec3s *dap, const vec3s *dbp,
                                           const isect_triangle *trip, enum line_kind kind, double *t)
{
    const vec3s p = *pp, da = *dap, db = *dbp;
    const isect_triangle tri = *trip;
    const float dx = da.x - db.x, dy = da.y - db.y, dz = da.z - db.z;
    const float ax = tri.a.x - p.x, ay = tri.a.y - p.y, az = tri.a.z - p.z;
    const float bx = tri.b.x - p.x, by = tri.b.y - p.y, bz = tri.b.z - p.z;
    const float cx = tri.c.x - p.x, cy = tri.c.y - p.y, cz = tri.c.z - p.z;
    const float mx = dy * cz - dz * cy, my = dz * cx - dx * cz, mz = dx * cy - dy * cx;   /* D x pc */
    const float u = bx * mx + by * my + bz * mz;        /* [D, pc, pb] = pb.(D x pc) */
    const float v = -(ax * mx + ay * my + az * mz);     /* [D, pa, pc] = -pa.(D x pc) */
    TRACE(u); TRACE(v);
    const float mp = max_f(max_f(max3_f(ax, ay, az), max3_f(bx, by, bz)), max3_f(cx, cy, cz));
    const float md = max3_f(dx, dy, dz);
    if (!(mp >= EXACT_F_MIN && mp <= EXACT_F_MAX && md >= EXACT_F_MIN && md <= EXACT_F_MAX))
        return TRACE_RETURN(exact_contact_at(pp, dap, dbp, trip, kind, t));   /* (also NaN: comparisons fail) */
    const float err = (EXACT_TRIPLE_ERR_F * md) * (mp * mp);   /* (two multiplications deep) */
    TRACE(err);
    /* (each test one flag, the flags combined with & and |: one branch, not one per sign) */
    const int u_pos = u > err, u_neg = u < -err, v_pos = v > err, v_neg = v < -err;
    if ((u_pos & v_neg) | (u_neg & v_pos))
        return TRACE_RETURN(false);                           /* the line passes outside an edge */
    const float yx = ay * bz - az * by, yy = az * bx - ax * bz, yz = ax * by - ay * bx;  /* pa x pb */
    const float w = -(dx * yx + dy * yy + dz * yz);     /* [D, pb, pa] = -D.(pa x pb) */
    TRACE(w);
    const int w_pos = w > err, w_neg = w < -err;
    if (((u_pos | v_pos) & w_neg) | ((u_neg | v_neg) & w_pos))
        return TRACE_RETURN(false);
    if (!((u_pos | u_neg) & (v_pos | v_neg) & (w_pos | w_neg)))
        return TRACE_RETURN(exact_contact_at(pp, dap, dbp, trip, kind, t));
    const float s = u + v + w;                  /* = -n.D, of the sign of u, v and w */
    const float T = cx * yx + cy * yy + cz * yz;        /* [pa, pb, pc] = pc.(pa x pb) */
    TRACE(s); TRACE(T);
    if (kind == LINE) { *t = -T / s; return TRACE_RETURN(true); }
    const float err_T = (EXACT_TRIPLE_ERR_F * mp) * (mp * mp);
    if (!(fabsf(T) > err_T))
        return TRACE_RETURN(exact_contact_at(pp, dap, dbp, trip, kind, t));
    if ((T > 0) == (s > 0)) return TRACE_RETURN(false);      /* the plane lies behind the start */
    float tt = -T / s;
    TRACE(tt);
    if (kind == SEGMENT) {
        /* The end q = p + D: [qa, qb, qc] = [pa - D, pb - D, pc - D] = T + u + v + w (expand the
         * determinant; u, v, w as above), so t <= 1 when T + s has the sign of s. Its float value
         * is off the exact one by at most the bounds of T and of u, v, w (err_T + 3 err), the two
         * roundings of s (2 eps |s|: u, v, w share a sign) and the last one (eps |T + s|),
         * eps = 2^-24; a margin of 2^-20 covers the roundings of the bound itself. */
        const float Tq = T + s;
        TRACE(Tq);
        if (!(fabsf(Tq) * (1 - 0x1p-22f) > (err_T + 3 * err + 0x1p-22f * fabsf(s)) * (1 + 0x1p-20f)))
            return TRACE_RETURN(exact_contact_at(pp, dap, dbp, trip, kind, t));
        if ((Tq > 0) != (s > 0)) return TRACE_RETURN(false);  /* the plane lies past the end */
        tt = tt < 1 ? tt : 1;
    }
    *t = tt > 0 ? tt : 0;                       /* (rounding may leave the certified range) */
    return TRACE_RETURN(true);
}

/* ---- The public tests --------------------------------------------------------------------- */

/* Line vs triangle: the line through p and q (p = q: no line, a miss). It pierces the triangle
 * when the side products (triangle_contact) share a sign; in the triangle's plane it meets it
 * where the 2-D test says, and *point is then the point of contact nearest p. Ericson 5.3.4,
 * made two-sided and exact. */
bool isect_line_triangle(vec3s p, vec3s q, isect_triangle tri, vec3s *point)
{
    double t;
    if (p.x == q.x && p.y == q.y && p.z == q.z) return TRACE_RETURN(false);
    if (!triangle_contact(&p, &q, &p, &tri, LINE, &t)) return TRACE_RETURN(false);
    if (point) {
        *point = (vec3s){{(float)(p.x + t * ((double)q.x - p.x)), (float)(p.y + t * ((double)q.y - p.y)),
                          (float)(p.z + t * ((double)q.z - p.z))}};
        TRACE_POINT(*point);
    }
    return TRACE_RETURN(true);
}

/* Ray vs triangle, two-sided, edges and vertices included: the exact verdict for the floats
 * given (triangle_contact), t = 0 when p lies on the triangle, and in the triangle's plane the
 * distance (in units of d) at which the ray enters it. d = 0 is the point p. Ericson 5.3.6 for
 * the question, 5.3.4 for the products that answer it. */
bool isect_ray_triangle(isect_ray r, isect_triangle tri, isect_hit *out)
{
    double t;
    if (!triangle_contact(&r.p, &r.d, &ZERO, &tri, RAY, &t)) return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(ray_hit(out, r.p, r.d, hit_t_to_float(t)));
}

/* Segment vs triangle: as the ray, on a + t (b - a) with t in [0, 1], the direction never
 * rounded (its products are taken with b and a themselves); an endpoint on the triangle hits at
 * t = 0 or 1, and a point segment (a = b) hits when the point lies on the triangle. */
bool isect_segment_triangle(isect_segment s, isect_triangle tri, isect_hit *out)
{
    double t;
    if (!triangle_contact(&s.a, &s.b, &s.a, &tri, SEGMENT, &t)) return TRACE_RETURN(false);
    TRACE(t);
    return TRACE_RETURN(segment_hit(out, s, (float)t));
}
