/* Triangle vs triangle, with the exact verdict for the float inputs: every decision is the sign
 * of an orientation determinant of input points (exact.h: a float filter with a proven bound,
 * then double, then expansion arithmetic), so the answer is the one exact arithmetic gives at
 * every scale, for every vertex order and both argument orders; touching intersects. The test
 * is Guigue and Devillers', "Fast and Robust Triangle-Triangle Overlap Test Using Orientation
 * Predicates" (JGT 2003), in the form CGAL writes it (Triangle_3_Triangle_3_do_intersect.h):
 * two orientation signs once each triangle's vertices are sorted against the other's plane.
 * Degenerate triangles by isect.h's rule: collinear vertices are the segment they span,
 * coincident ones the point, and the pair is decided by the exact segment and point tests below.
 * The separating axis of isect_triangle_triangle_axis is found afterwards, in float, among the
 * separating-axis candidates (Ericson, Real-Time Collision Detection, 4.4.1 and 5.2.1). */

#include "scalar_file.h"  /* first: scalar loads of the by-value shapes */

#include "canonical.h"
#include "exact.h"
#include "isect.h"
#include "trace.h"

#include <float.h>
#include <math.h>

#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* ---- Exact orientations and their flat cases ----------------------------------------------- */

/* The sign of det[q - p, r - p, s - p]: positive when s lies on the side of the plane p, q, r
 * that (q - p) x (r - p) points to. Finite input. */
static int orient3(vec3s p, vec3s q, vec3s r, vec3s s)
{
    return sign_of(triple_exact_sign(q, p, r, p, s, p));
}

/* The sign of the 2-D cross product (q - p) x (r - p) in the view along axis k, that is, on
 * the coordinates k + 1 and k + 2. */
static int orient2(int k, vec3s p, vec3s q, vec3s r)
{
    const int i = (k + 1) % 3, j = (k + 2) % 3;
    return sign_of(cross2_exact_sign(q.raw[i], p.raw[i], q.raw[j], p.raw[j], r.raw[i], p.raw[i], r.raw[j], p.raw[j]));
}

/* An axis k along which the plane of p, q, r is seen without loss: the component n_k of
 * (q - p) x (r - p) is not zero, exactly. -1 when the three are collinear. */
static int view_axis(vec3s p, vec3s q, vec3s r)
{
    for (int k = 0; k < 3; k++)
        if (orient2(k, p, q, r) != 0) return k;
    return -1;
}

/* x lies in the box spanned by p and q: on the segment pq when x is on its line. */
static bool in_box(vec3s p, vec3s q, vec3s x)
{
    for (int k = 0; k < 3; k++)
        if (x.raw[k] < fminf(p.raw[k], q.raw[k]) || x.raw[k] > fmaxf(p.raw[k], q.raw[k])) return false;
    return true;
}

/* Closed segments p1q1 and p2q2 in the plane seen along k meet: each crosses the other's line,
 * or an end lies on the other segment. */
static bool segments_meet_2d(int k, vec3s p1, vec3s q1, vec3s p2, vec3s q2)
{
    const int o1 = orient2(k, p1, q1, p2), o2 = orient2(k, p1, q1, q2);
    const int o3 = orient2(k, p2, q2, p1), o4 = orient2(k, p2, q2, q1);
    if (o1 * o2 < 0 && o3 * o4 < 0) return true;
    return (o1 == 0 && in_box(p1, q1, p2)) || (o2 == 0 && in_box(p1, q1, q2)) ||
           (o3 == 0 && in_box(p2, q2, p1)) || (o4 == 0 && in_box(p2, q2, q1));
}

/* x lies in the closed triangle t (not collinear in the view along k): no two of its edges see
 * x on opposite sides. */
static bool point_in_triangle_2d(int k, const vec3s t[3], vec3s x)
{
    const int o0 = orient2(k, t[0], t[1], x), o1 = orient2(k, t[1], t[2], x), o2 = orient2(k, t[2], t[0], x);
    return !((o0 < 0 || o1 < 0 || o2 < 0) && (o0 > 0 || o1 > 0 || o2 > 0));
}

/* Closed segment pq and triangle t, in t's plane seen along k: an end inside or an edge met. */
static bool segment_triangle_2d(int k, vec3s p, vec3s q, const vec3s t[3])
{
    if (point_in_triangle_2d(k, t, p) || point_in_triangle_2d(k, t, q)) return true;
    for (int e = 0; e < 3; e++)
        if (segments_meet_2d(k, p, q, t[e], t[(e + 1) % 3])) return true;
    return false;
}

/* What a triangle's vertices span: n = 1 (a point, v[0]), 2 (the segment v[0] v[1]) or 3. */
typedef struct span { int n; vec3s v[3]; } span;

/* Lexicographic order; on a line it is the order along the line (one direction or the other). */
static bool lex_less(vec3s u, vec3s v)
{
    return u.x < v.x || (u.x == v.x && (u.y < v.y || (u.y == v.y && u.z < v.z)));
}

static span span_of(const isect_triangle *t)
{
    span s = {3, {t->a, t->b, t->c}};
    if (view_axis(t->a, t->b, t->c) >= 0) return s;
    vec3s lo = t->a, hi = t->a;     /* collinear: the extreme two along the line */
    for (int i = 1; i < 3; i++) {
        if (lex_less(s.v[i], lo)) lo = s.v[i];
        if (lex_less(hi, s.v[i])) hi = s.v[i];
    }
    s.v[0] = lo, s.v[1] = hi;
    s.n = lex_less(lo, hi) ? 2 : 1;
    return s;
}

/* Triangle t (not degenerate) and the closed segment pq (p = q: the point). The ends' sides of
 * t's plane: strictly one side, apart; both in it, the 2-D test; else the segment reaches the
 * plane at one point, which lies in t when the line pq passes no edge of t on the outside, the
 * signs of [q - p, t_i - p, t_i+1 - p] not mixed (Ericson 5.3.4). */
static bool segment_meets_triangle(vec3s p, vec3s q, const vec3s t[3])
{
    const int sp = orient3(t[0], t[1], t[2], p), sq = orient3(t[0], t[1], t[2], q);
    if (sp * sq > 0) return false;
    if (sp == 0 && sq == 0) return segment_triangle_2d(view_axis(t[0], t[1], t[2]), p, q, t);
    const int o0 = orient3(p, q, t[0], t[1]), o1 = orient3(p, q, t[1], t[2]), o2 = orient3(p, q, t[2], t[0]);
    return !((o0 < 0 || o1 < 0 || o2 < 0) && (o0 > 0 || o1 > 0 || o2 > 0));
}

/* Closed segments p1q1 and p2q2 (p1 != q1, p2 != q2; p2 = q2 for a point): not coplanar,
 * apart; in one plane, the 2-D test seen along its normal; all on one line, their intervals
 * along a coordinate on which the line advances. */
static bool segments_meet(vec3s p1, vec3s q1, vec3s p2, vec3s q2)
{
    if (orient3(p1, q1, p2, q2) != 0) return false;
    int k = view_axis(p1, q1, p2);
    if (k < 0) k = view_axis(p1, q1, q2);
    if (k >= 0) return segments_meet_2d(k, p1, q1, p2, q2);
    int c = 0;
    while (p1.raw[c] == q1.raw[c]) c++;
    const float lo1 = fminf(p1.raw[c], q1.raw[c]), hi1 = fmaxf(p1.raw[c], q1.raw[c]);
    const float lo2 = fminf(p2.raw[c], q2.raw[c]), hi2 = fmaxf(p2.raw[c], q2.raw[c]);
    return lo1 <= hi2 && lo2 <= hi1;
}

/* The pair when one triangle's plane holds all three vertices of the other: they are coplanar,
 * or one (or both) is degenerate. Each is replaced by what it spans and the pair decided by the
 * exact tests above; two triangles are coplanar here, and meet when an edge of one meets an edge
 * of the other or one holds a vertex of the other. */
static bool flat_pair(const isect_triangle *a, const isect_triangle *b)
{
    span s = span_of(a), t = span_of(b);
    if (s.n < t.n) {
        const span u = s;
        s = t, t = u;
    }
    if (s.n == 1) return s.v[0].x == t.v[0].x && s.v[0].y == t.v[0].y && s.v[0].z == t.v[0].z;
    if (s.n == 2) return segments_meet(s.v[0], s.v[1], t.v[0], t.n == 2 ? t.v[1] : t.v[0]);
    if (t.n < 3) return segment_meets_triangle(t.v[0], t.v[t.n - 1], s.v);
    const int k = view_axis(s.v[0], s.v[1], s.v[2]);
    for (int i = 0; i < 3; i++)
        if (point_in_triangle_2d(k, s.v, t.v[i]) || point_in_triangle_2d(k, t.v, s.v[i])) return true;
    for (int i = 0; i < 3; i++)
        if (segment_triangle_2d(k, s.v[i], s.v[(i + 1) % 3], t.v)) return true;
    return false;
}

/* ---- Guigue and Devillers ------------------------------------------------------------------
 * With each triangle's vertices strictly on both sides of the other's plane or on it (neither
 * triangle all on one side, neither plane holding the other triangle), both triangles cross the
 * line L where the planes meet, each in an interval, and they meet iff the intervals overlap.
 * Each interval's ends lie on the two edges of the triangle that leave its lone vertex (the one
 * alone on its side); listing the vertices so that the lone one comes first and the plane's
 * orientation agrees, the intervals overlap iff neither end passes the other, two orientations:
 * [s1 t1 s2 t2] <= 0 and [s1' t1' t2' s2'] <= 0 for the "min" edges s1t1, s2t2 and the "max"
 * edges s1't1', s2't2'. The table gives those edges from the three sides (-1, 0, +1) of a
 * triangle's vertices against the other's plane, as CGAL's switch does: {s_min, t_min, s_max,
 * t_max}, vertex indices. */
enum { APART = 3, FLAT = 4 };
static const unsigned char EDGES[27][4] = {
    /* side of vertex 0, 1, 2:  - - -      - - 0         - - +         - 0 -         - 0 0 */
    {APART, 0, 0, 0}, {2, 0, 1, 2}, {2, 0, 1, 2}, {1, 2, 0, 1}, {2, 0, 0, 1},
    /*                          - 0 +      - + -         - + 0         - + +         0 - - */
    {2, 0, 0, 1}, {1, 2, 0, 1}, {2, 0, 0, 1}, {2, 0, 0, 1}, {0, 1, 2, 0},
    /*                          0 - 0      0 - +         0 0 -         0 0 0         0 0 + */
    {0, 1, 1, 2}, {0, 1, 1, 2}, {1, 2, 2, 0}, {FLAT, 0, 0, 0}, {2, 0, 1, 2},
    /*                          0 + -      0 + 0         0 + +         + - -         + - 0 */
    {1, 2, 0, 1}, {1, 2, 0, 1}, {2, 0, 0, 1}, {0, 1, 2, 0}, {0, 1, 2, 0},
    /*                          + - +      + 0 -         + 0 0         + 0 +         + + - */
    {0, 1, 1, 2}, {0, 1, 2, 0}, {0, 1, 2, 0}, {0, 1, 1, 2}, {1, 2, 2, 0},
    /*                          + + 0      + + + */
    {1, 2, 2, 0}, {APART, 0, 0, 0},
};

static inline int edges_of(int s0, int s1, int s2) { return 9 * (s0 + 1) + 3 * (s1 + 1) + (s2 + 1); }

/* The edge from vertex i to vertex j (i != j): edge i runs from i to i + 1. */
static inline int edge_between(int i, int j) { return (j - i + 3) % 3 == 1 ? i : j; }

/* What the exact test found: MEET, or, when apart, the candidate axis most likely to separate
 * them (0, 1 a plane; 2 + 3i + j the edges i of a and j of b whose orientation failed), NO_HINT
 * for the flat cases. */
enum { MEET = -1, NO_HINT = 18 };

static float max_f(float a, float b) { return a > b ? a : b; }   /* one instruction; NaN: see below */
static float min_f(float a, float b) { return a < b ? a : b; }
static float max3_f(float a, float b, float c) { return max_f(max_f(fabsf(a), fabsf(b)), fabsf(c)); }

/* det[q - p, r - p, s - p] in float (orient3's determinant, x . (y x z) as exact.h bounds it). */
static ALWAYS_INLINE float orient3_float(vec3s p, vec3s q, vec3s r, vec3s s)
{
    const float xx = q.x - p.x, xy = q.y - p.y, xz = q.z - p.z;
    const float yx = r.x - p.x, yy = r.y - p.y, yz = r.z - p.z;
    const float zx = s.x - p.x, zy = s.y - p.y, zz = s.z - p.z;
    return xx * (yy * zz - yz * zy) + xy * (yz * zx - yx * zz) + xz * (yx * zy - yy * zx);
}

/* The overlap of the two intervals on L (see above), from the sides sa of a's vertices against
 * b's plane and sb of b's against a's, neither all one sign nor all zero: both orientations in
 * float, each decided by the pair's bound err (pair_bound; INFINITY: always exactly) when it
 * clears it, else exactly; both certainly negative, the common case of a meeting pair, is one
 * branch. */
static ALWAYS_INLINE int crossing(const isect_triangle *a, const int sa[3], const isect_triangle *b, const int sb[3],
                                  float err)
{
    const vec3s p[3] = {a->a, a->b, a->c}, q[3] = {b->a, b->b, b->c};
    const unsigned char *e = EDGES[edges_of(sa[0], sa[1], sa[2])], *f = EDGES[edges_of(sb[0], sb[1], sb[2])];
    const float d1 = orient3_float(p[e[0]], p[e[1]], q[f[0]], q[f[1]]);
    TRACE(d1);
    const float d2 = orient3_float(p[e[2]], p[e[3]], q[f[3]], q[f[2]]);
    TRACE(d2);
    if ((d1 < -err) & (d2 < -err)) return MEET;
    const int o1 = d1 > err ? 1 : d1 < -err ? -1 : orient3(p[e[0]], p[e[1]], q[f[0]], q[f[1]]);
    if (o1 > 0) return 2 + 3 * edge_between(e[0], e[1]) + edge_between(f[0], f[1]);
    const int o2 = d2 > err ? 1 : d2 < -err ? -1 : orient3(p[e[2]], p[e[3]], q[f[3]], q[f[2]]);
    return o2 > 0 ? 2 + 3 * edge_between(e[2], e[3]) + edge_between(f[2], f[3]) : MEET;
}

/* The whole test in exact arithmetic: the rare path (a side within the float filter's bound or
 * outside its range, a vertex on the other plane, coplanar or degenerate triangles, non-finite
 * input, which meets nothing). */
static COLD int exact_pair(const isect_triangle *a, const isect_triangle *b)
{
    if (!finite3(a->a) || !finite3(a->b) || !finite3(a->c) || !finite3(b->a) || !finite3(b->b) || !finite3(b->c))
        return NO_HINT;
    int sa[3], sb[3];
    const vec3s p[3] = {a->a, a->b, a->c}, q[3] = {b->a, b->b, b->c};
    for (int i = 0; i < 3; i++) sa[i] = orient3(q[0], q[1], q[2], p[i]);
    TRACE(sa[0]); TRACE(sa[1]); TRACE(sa[2]);
    if (EDGES[edges_of(sa[0], sa[1], sa[2])][0] == APART) return 1;
    for (int i = 0; i < 3; i++) sb[i] = orient3(p[0], p[1], p[2], q[i]);
    TRACE(sb[0]); TRACE(sb[1]); TRACE(sb[2]);
    if (EDGES[edges_of(sb[0], sb[1], sb[2])][0] == APART) return 0;
    if (EDGES[edges_of(sa[0], sa[1], sa[2])][0] == FLAT || EDGES[edges_of(sb[0], sb[1], sb[2])][0] == FLAT)
        return flat_pair(a, b) ? MEET : NO_HINT;
    return crossing(a, sa, b, sb, INFINITY);
}

/* The filter's bound for every orientation of the pair (exact.h, EXACT_TRIPLE_ERR_F M_x M_y M_z
 * for a determinant of differences x, y, z of float points): each computed difference of two of
 * the six vertices is at most D = the largest side of their bounding box in each coordinate
 * (rounding is monotonic, and |a - b| <= max - min), so EXACT_TRIPLE_ERR_F D^3 bounds them all.
 * *ok when D lies in [EXACT_F_MIN, EXACT_F_MAX], where the bound holds (never for NaN or
 * infinite input: the comparisons fail). */
static ALWAYS_INLINE float pair_bound(const isect_triangle *a, const isect_triangle *b, int *ok)
{
    float d = 0;
    for (int k = 0; k < 3; k++) {
        const float lo = min_f(min_f(min_f(a->a.raw[k], a->b.raw[k]), min_f(a->c.raw[k], b->a.raw[k])),
                               min_f(b->b.raw[k], b->c.raw[k]));
        const float hi = max_f(max_f(max_f(a->a.raw[k], a->b.raw[k]), max_f(a->c.raw[k], b->a.raw[k])),
                               max_f(b->b.raw[k], b->c.raw[k]));
        d = max_f(d, hi - lo);
    }
    *ok = (d >= EXACT_F_MIN) & (d <= EXACT_F_MAX);
    return (EXACT_TRIPLE_ERR_F * d) * (d * d);
}

/* The sides of t's vertices against u's plane, d_i = (t_i - u_0) . ((u_1 - u_0) x (u_2 - u_0)),
 * in float. */
static ALWAYS_INLINE void plane_sides(const isect_triangle *u, const isect_triangle *t, float d[3])
{
    const float e1x = u->b.x - u->a.x, e1y = u->b.y - u->a.y, e1z = u->b.z - u->a.z;
    const float e2x = u->c.x - u->a.x, e2y = u->c.y - u->a.y, e2z = u->c.z - u->a.z;
    const float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
    d[0] = (t->a.x - u->a.x) * nx + (t->a.y - u->a.y) * ny + (t->a.z - u->a.z) * nz;
    d[1] = (t->b.x - u->a.x) * nx + (t->b.y - u->a.y) * ny + (t->b.z - u->a.z) * nz;
    d[2] = (t->c.x - u->a.x) * nx + (t->c.y - u->a.y) * ny + (t->c.z - u->a.z) * nz;
}

/* The test: both planes' sides in float, certain when they clear the bound (one flag per sign,
 * combined with & and |, and one branch for both planes: the signs are random to a branch
 * predictor); all of one triangle on one side of the other's plane is apart, else crossing()
 * decides. Anything uncertain, or a side exactly 0, goes to exact_pair. */
static ALWAYS_INLINE int triangle_pair(const isect_triangle *a, const isect_triangle *b)
{
    int ok;
    const float err = pair_bound(a, b, &ok);
    TRACE(err);
    float da[3], db[3];
    plane_sides(b, a, da);                      /* a's vertices against b's plane */
    TRACE(da[0]); TRACE(da[1]); TRACE(da[2]);
    const int ap0 = da[0] > err, ap1 = da[1] > err, ap2 = da[2] > err;
    const int an0 = da[0] < -err, an1 = da[1] < -err, an2 = da[2] < -err;
    plane_sides(a, b, db);                      /* b's vertices against a's plane */
    TRACE(db[0]); TRACE(db[1]); TRACE(db[2]);
    const int bp0 = db[0] > err, bp1 = db[1] > err, bp2 = db[2] > err;
    const int bn0 = db[0] < -err, bn1 = db[1] < -err, bn2 = db[2] < -err;
    const int apart_a = (ap0 & ap1 & ap2) | (an0 & an1 & an2), apart_b = (bp0 & bp1 & bp2) | (bn0 & bn1 & bn2);
    TRACE(apart_a); TRACE(apart_b);
    if (ok & (apart_a | apart_b)) return apart_a ? 1 : 0;
    if (!(ok & (ap0 | an0) & (ap1 | an1) & (ap2 | an2) & (bp0 | bn0) & (bp1 | bn1) & (bp2 | bn2)))
        return exact_pair(a, b);
    const int sa[3] = {ap0 - an0, ap1 - an1, ap2 - an2}, sb[3] = {bp0 - bn0, bp1 - bn1, bp2 - bn2};
    return crossing(a, sa, b, sb, err);
}

/* ---- The separating axis ------------------------------------------------------------------- */

/* The gap between the triangles' projections on l, in double: > 0 when l separates them in the
 * projections as computed (each vertex's l . v rounded once per operation). */
static double gap_along(vec3s l, const vec3s p[3], const vec3s q[3])
{
    double lo[2] = {INFINITY, INFINITY}, hi[2] = {-INFINITY, -INFINITY};
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < 3; i++) {
            const vec3s v = s ? q[i] : p[i];
            const double x = (double)l.x * v.x + (double)l.y * v.y + (double)l.z * v.z;
            lo[s] = fmin(lo[s], x), hi[s] = fmax(hi[s], x);
        }
    return fmax(lo[1] - hi[0], lo[0] - hi[1]);
}

/* The candidates are computed in double from the float vertices (whose differences and
 * products are exact or nearly so there, with no underflow or overflow for any float input) and
 * rounded to a float unit vector: the float axis nearest each exact candidate. */
typedef struct dvec3 { double x, y, z; } dvec3;

static dvec3 dsub(vec3s a, vec3s b) { return (dvec3){(double)a.x - b.x, (double)a.y - b.y, (double)a.z - b.z}; }
static dvec3 dminus(dvec3 a, dvec3 b) { return (dvec3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static dvec3 dmuladd(dvec3 d, double t, vec3s p) { return (dvec3){p.x + t * d.x, p.y + t * d.y, p.z + t * d.z}; }
static double ddot(dvec3 a, dvec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static dvec3 dcross(dvec3 a, dvec3 b)
{
    return (dvec3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static double clamp01(double x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

static bool dzero(dvec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }

/* The point at s on segment pq: its ends exactly at s = 0 and 1. */
static dvec3 dpoint(vec3s p, vec3s q, dvec3 d, double s)
{
    if (s == 0 || s == 1) {
        const vec3s e = s == 0 ? p : q;
        return (dvec3){e.x, e.y, e.z};
    }
    return dmuladd(d, s, p);
}

/* An axis through the closest points p on segment p1q1 and q on segment p2q2 (either may be a
 * point; Ericson 5.1.9). It is q - p, made exactly perpendicular to a segment whose interior
 * holds its closest point, d x ((q - p) x d): q - p itself is accurate to the coordinates'
 * rounding, not the gap's, and only the cross products keep a gap far smaller than the
 * coordinates from tilting the axis along the segment. Where rounding leaves nothing of it, a
 * direction across both segments (d1 x d2), or across the one that has a direction. */
static dvec3 segment_axis(vec3s p1, vec3s q1, vec3s p2, vec3s q2)
{
    const dvec3 d1 = dsub(q1, p1), d2 = dsub(q2, p2), r = dsub(p1, p2);
    const double a = ddot(d1, d1), e = ddot(d2, d2), f = ddot(d2, r);
    double s = 0, t = 0;
    if (a > 0 && e > 0) {
        const double b = ddot(d1, d2), c = ddot(d1, r), denom = a * e - b * b;
        s = denom > 0 ? clamp01((b * f - c * e) / denom) : 0;
        t = (b * s + f) / e;
        if (t < 0) t = 0, s = clamp01(-c / a);
        else if (t > 1) t = 1, s = clamp01((b - c) / a);
    } else if (a > 0) {
        s = clamp01(-ddot(d1, r) / a);
    } else if (e > 0) {
        t = clamp01(f / e);
    }
    const dvec3 w = dminus(dpoint(p2, q2, d2, t), dpoint(p1, q1, d1, s));
    dvec3 v = {0, 0, 0};
    if (s > 0 && s < 1) v = dcross(d1, dcross(w, d1));
    if (dzero(v) && t > 0 && t < 1) v = dcross(d2, dcross(w, d2));
    if (dzero(v)) v = w;
    if (dzero(v)) v = dcross(d1, d2);
    for (int k = 0; k < 3 && dzero(v); k++) {
        const dvec3 axis = {k == 0, k == 1, k == 2};
        v = dcross(a > 0 ? d1 : d2, axis);
    }
    return v;
}

/* A triangle's edges e0 = b - a, e1 = c - b, e2 = a - c, its normal e0 x e1 and the index of
 * its longest edge (squared length in len2). */
typedef struct frame { dvec3 e[3], n; int longest; double len2; } frame;

static frame frame_of(const isect_triangle *t)
{
    frame f = {{dsub(t->b, t->a), dsub(t->c, t->b), dsub(t->a, t->c)}, {0, 0, 0}, 0, 0};
    f.n = dcross(f.e[0], f.e[1]);
    for (int i = 0; i < 3; i++) {
        const double l2 = ddot(f.e[i], f.e[i]);
        if (l2 > f.len2) f.len2 = l2, f.longest = i;
    }
    return f;
}

/* A triangle is thin (a sliver, segment or point) when |n| <= 1e-3 |longest edge|^2: its
 * in-plane axes then come from the other triangle's normal. */
#define THIN2 1e-6

/* The candidate axes, in the order isect.h numbers them (edges e0 = b - a, e1 = c - b,
 * e2 = a - c; normals n_a, n_b):
 *   0       n_a, the plane of a           1        n_b, the plane of b
 *   2-10    edge a_i x edge b_j at 2 + 3i + j          (complete for non-coplanar triangles)
 *   11-13   m_a x edge a_i,  14-16  m_b x edge b_j      (in-plane edge normals: coplanar pairs)
 *   17      the line between the closest points of the longest edges, when both are thin
 * where m_a = n_a and m_b = n_b, except that a thin triangle borrows the other's normal (a
 * segment lying in b's plane is separated within it by n_b x segment). Together they are
 * complete for every pair, degenerate ones included. */
static dvec3 candidate(int index, const isect_triangle *a, const isect_triangle *b, const frame *fa, const frame *fb)
{
    if (index == 0) return fa->n;
    if (index == 1) return fb->n;
    if (index <= 10) return dcross(fa->e[(index - 2) / 3], fb->e[(index - 2) % 3]);
    const bool thin_a = ddot(fa->n, fa->n) <= THIN2 * fa->len2 * fa->len2;
    const bool thin_b = ddot(fb->n, fb->n) <= THIN2 * fb->len2 * fb->len2;
    if (index <= 13) return dcross(thin_a && !thin_b ? fb->n : fa->n, fa->e[index - 11]);
    if (index <= 16) return dcross(thin_b && !thin_a ? fa->n : fb->n, fb->e[index - 14]);
    if (!(thin_a && thin_b)) return (dvec3){0, 0, 0};
    /* The segments in a canonical order (each one's ends, then the two), so that the axis is
     * the same for every vertex and argument order. */
    const vec3s p[3] = {a->a, a->b, a->c}, q[3] = {b->a, b->b, b->c};
    const int ia = fa->longest, ib = fb->longest;
    vec3s s0[2] = {p[ia], p[(ia + 1) % 3]}, s1[2] = {q[ib], q[(ib + 1) % 3]};
    for (int k = 0; k < 2; k++) {
        vec3s *s = k ? s1 : s0;
        if (lex_less(s[1], s[0])) { const vec3s t = s[0]; s[0] = s[1], s[1] = t; }
    }
    if (lex_less(s1[0], s0[0]) || (glms_vec3_eqv(s1[0], s0[0]) && lex_less(s1[1], s0[1]))) {
        const vec3s t0 = s0[0], t1 = s0[1];
        s0[0] = s1[0], s0[1] = s1[1], s1[0] = t0, s1[1] = t1;
    }
    return segment_axis(s0[0], s0[1], s1[0], s1[1]);
}

/* l as a float unit vector (scaled by its largest component first); the zero vector for l = 0. */
static vec3s unit(dvec3 l)
{
    const double m = fmax(fabs(l.x), fmax(fabs(l.y), fabs(l.z)));
    if (!(m > 0)) return (vec3s){{0, 0, 0}};
    l = (dvec3){l.x / m, l.y / m, l.z / m};
    const double n = sqrt(ddot(l, l));
    return (vec3s){{(float)(l.x / n), (float)(l.y / n), (float)(l.z / n)}};
}

/* The first candidate (the exact test's hint right after the planes) whose unit axis leaves a
 * gap between the projections computed in double; where rounding closes every gap (triangles
 * apart by less than the projections' rounding), the candidate with the widest. */
static int separating_axis(const isect_triangle *a, const isect_triangle *b, int hint, vec3s *axis)
{
    const frame fa = frame_of(a), fb = frame_of(b);
    const vec3s p[3] = {a->a, a->b, a->c}, q[3] = {b->a, b->b, b->c};
    int order[19], n = 0;
    order[n++] = 0, order[n++] = 1;
    if (hint >= 2 && hint <= 10) order[n++] = hint;
    for (int i = 2; i <= 17; i++)
        if (i != hint) order[n++] = i;
    int best = order[0];
    double best_gap = -INFINITY;
    vec3s best_l = {{0, 0, 0}};
    for (int k = 0; k < n; k++) {
        const vec3s l = unit(candidate(order[k], a, b, &fa, &fb));
        if (!(max3_f(l.x, l.y, l.z) > 0)) continue;     /* a zero axis separates nothing */
        const double g = gap_along(l, p, q);
        if (g > best_gap) best_gap = g, best = order[k], best_l = l;
        if (g > 0) break;
    }
    if (axis) *axis = best_l;
    return best;
}

/* ---- The public tests ----------------------------------------------------------------------- */

bool isect_triangle_triangle(isect_triangle a, isect_triangle b)
{
    return TRACE_RETURN(triangle_pair(&a, &b) == MEET);
}

int isect_triangle_triangle_axis(isect_triangle a, isect_triangle b, vec3s *axis)
{
    if (!finite3(a.a) || !finite3(a.b) || !finite3(a.c) || !finite3(b.a) || !finite3(b.b) || !finite3(b.c))
        return nan_axis(axis);
    const int hint = exact_pair(&a, &b);
    return hint == MEET ? ISECT_AXIS_NONE : separating_axis(&a, &b, hint, axis);
}
