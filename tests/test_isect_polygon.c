/* AABB vs convex polygon (polygon.c): hand-worked tables, then seeded random cases against an
 * oracle of another formulation: the polygon clipped to the box, plane by plane, with
 * Sutherland and Hodgman's algorithm in double (the box is closed: a vertex on a plane is kept);
 * they meet when anything is left. Rounding is bounded by clipping twice, to the box grown by a
 * band and to the box shrunk by it: where both keep something the test must say they meet,
 * where neither does it must say apart, in between either is right. The band is 64 FLT_EPSILON
 * of the coordinates' magnitude. libccd's GJK (tests/ccd_oracle.c) is a second oracle on every
 * case, outside a wider band (1e-4 of the magnitude) around touching, where its own tolerances
 * decide. Cases built to touch exactly (dyadic: a polygon in a face's plane, one whose plane
 * passes through a box corner, one whose edge crosses a box edge, a point or a segment on the
 * box) must meet, and 0.001 apart must not. */
#include "isect.h"
#include "check.h"
#include "dvec.h"
#include "ccd_oracle.h"
#include "../fuzz/oracles.h"

#include <float.h>
#include <string.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define CASES 1000000
#define BAND (64.0 * FLT_EPSILON)
#define MAXV 16

/* ---- the oracle: Sutherland-Hodgman in double --------------------------------------------- */

/* Does the polygon meet the box [lo - g, hi + g] (g < 0: shrunk; empty when it inverts)?
 * fuzz/oracles.h's o_polygon_meets_box with one g for every axis. */
static bool o_meets(const vec3s *v, int count, isect_aabb b, double g)
{
    const double gg[3] = {g, g, g};
    return o_polygon_meets_box(v, count, b, gg);
}

/* ---- hand-worked tables -------------------------------------------------------------------- */

typedef struct poly { vec3s v[MAXV]; int n; } poly;

/* The verdict in every cyclic order and both windings: all equal, returned. */
static bool every_order(isect_aabb b, const poly *p, bool *same)
{
    bool first = isect_aabb_polygon(b, p->v, p->n);
    *same = true;
    for (int rev = 0; rev < 2; rev++)
        for (int s = 0; s < p->n; s++) {
            vec3s w[MAXV];
            for (int k = 0; k < p->n; k++) w[k] = p->v[rev ? (s + p->n - k) % p->n : (s + k) % p->n];
            *same &= isect_aabb_polygon(b, w, p->n) == first;
        }
    return first;
}

static void test_table(void)
{
    const isect_aabb box = {{{0, 0, 0}}, {{4, 4, 4}}};
    const float D = 0.001f;
    static struct { const char *what; poly p; bool hit; } cases[] = {
        {"a square on the top face", {{{{1, 1, 4}}, {{6, 1, 4}}, {{6, 6, 4}}, {{1, 6, 4}}}, 4}, true},
        {"a square 0.001 above it", {{{{1, 1, 4.001f}}, {{6, 1, 4.001f}}, {{6, 6, 4.001f}}, {{1, 6, 4.001f}}}, 4}, false},
        {"a square in the top face's plane, touching its edge", {{{{4, 1, 4}}, {{6, 1, 4}}, {{6, 3, 4}}, {{4, 3, 4}}}, 4}, true},
        {"a large square through the middle (no vertex or edge inside)",
         {{{{-10, -10, 2}}, {{10, -10, 2}}, {{10, 10, 2}}, {{-10, 10, 2}}}, 4}, true},
        {"a large tilted hexagon through the middle",
         {{{{-10, 0, -8}}, {{-5, -10, -3}}, {{5, -10, 7}}, {{10, 0, 12}}, {{5, 10, 7}}, {{-5, 10, -3}}}, 6}, true},
        /* the plane x + y + z = 12 meets the box only at the corner (4, 4, 4) */
        {"a triangle about the corner, in x + y + z = 12", {{{{6, 4, 2}}, {{2, 6, 4}}, {{4, 2, 6}}}, 3}, true},
        {"the same 0.001 out along (1, 1, 1)", {{{{6 + D, 4 + D, 2 + D}}, {{2 + D, 6 + D, 4 + D}}, {{4 + D, 2 + D, 6 + D}}}, 3}, false},
        {"a corner of the polygon on the box's corner", {{{{4, 4, 4}}, {{8, 4, 0}}, {{4, 8, 0}}}, 3}, true},
        /* the edge from (5, 3, 2) to (3, 5, 2) crosses the box's edge x = y = 4 at z = 2; the
         * polygon leans away from the box along (1, 1, 1) */
        {"an edge crossing a box edge", {{{{5, 3, 2}}, {{3, 5, 2}}, {{5, 7, 4}}, {{7, 5, 4}}}, 4}, true},
        {"that edge 0.001 out along (1, 1, 0)", {{{{5 + D, 3 + D, 2}}, {{3 + D, 5 + D, 2}}, {{5 + D, 7 + D, 4}}, {{7 + D, 5 + D, 4}}}, 4},
         false},
        {"a vertex inside", {{{{2, 2, 2}}, {{9, 2, 2}}, {{2, 9, 2}}}, 3}, true},
        {"a pentagon far away", {{{{10, 10, 10}}, {{12, 10, 10}}, {{13, 12, 10}}, {{11, 13, 10}}, {{9, 12, 10}}}, 5}, false},
        /* in the plane x + y = 8, which touches the box along its edge x = y = 4 */
        {"holding the box's vertical edge in its plane", {{{{3, 5, -1}}, {{5, 3, -1}}, {{4, 4, 9}}}, 3}, true},
        {"that 0.001 off", {{{{3 + D, 5 + D, -1}}, {{5 + D, 3 + D, -1}}, {{4 + D, 4 + D, 9}}}, 3}, false},
        /* only an edge x axis separates (u_z x the edge along (1, -1, 0)): the polygon's plane
         * is tilted so that it alone does not */
        {"an edge passing 0.001 beside the box's edge, plane tilted", {{{{5 + D, 3 + D, 2}}, {{3 + D, 5 + D, 2}}, {{6, 6, 5}}}, 3}, false},
        {"that edge touching the box edge, plane tilted", {{{{5, 3, 2}}, {{3, 5, 2}}, {{6, 6, 5}}}, 3}, true},
        /* degenerate */
        {"count 1: a point on a face", {{{{4, 2, 2}}}, 1}, true},
        {"count 1: a point 0.001 off", {{{{4.001f, 2, 2}}}, 1}, false},
        {"count 2: a segment through the box", {{{{-1, -1, -1}}, {{5, 5, 5}}}, 2}, true},
        {"count 2: a segment touching an edge", {{{{3, 5, 2}}, {{5, 3, 2}}}, 2}, true},
        {"count 2: a segment 0.001 off an edge", {{{{3 + D, 5 + D, 2}}, {{5 + D, 3 + D, 2}}}, 2}, false},
        {"collinear vertices: a segment through the box", {{{{-1, 2, 2}}, {{1, 2, 2}}, {{3, 2, 2}}, {{9, 2, 2}}}, 4}, true},
        {"collinear vertices 0.001 off a face", {{{{-1, 2, 4.001f}}, {{1, 2, 4.001f}}, {{9, 2, 4.001f}}}, 3}, false},
        {"repeated vertices: a square", {{{{1, 1, 4}}, {{1, 1, 4}}, {{6, 1, 4}}, {{6, 6, 4}}, {{6, 6, 4}}, {{1, 6, 4}}}, 6}, true},
        {"all vertices the same point, inside", {{{{1, 1, 1}}, {{1, 1, 1}}, {{1, 1, 1}}}, 3}, true},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        bool same, hit = every_order(box, &cases[i].p, &same);
        CHECK(hit == cases[i].hit, "aabb-polygon, %s: %s", cases[i].what, hit ? "meet" : "apart");
        CHECK(same, "aabb-polygon, %s: the vertex order changes the verdict", cases[i].what);
        /* and the box given by its corners the other way round: the same box */
        CHECK(isect_aabb_polygon(isect_aabb_from_corners(box.max, box.min), cases[i].p.v, cases[i].p.n) == hit,
              "aabb-polygon, %s: from_corners", cases[i].what);
    }

    /* Triangles: the same verdict as isect_aabb_triangle. */
    static const float tris[][9] = {
        {1, 1, 4, 6, 1, 4, 1, 6, 4}, {1, 1, 4.001f, 6, 1, 4.001f, 1, 6, 4.001f}, {6, 4, 2, 2, 6, 4, 4, 2, 6},
        {5, 3, 2, 3, 5, 2, 7, 5, 4}, {-1, 2, 2, 9, 2, 2, 3, 2, 2}, {4.001f, 5, -1, 5, 4.001f, -1, 4.5f, 4.5f, 9},
    };
    for (unsigned i = 0; i < sizeof tris / sizeof tris[0]; i++) {
        isect_triangle t = {V(tris[i][0], tris[i][1], tris[i][2]), V(tris[i][3], tris[i][4], tris[i][5]),
                            V(tris[i][6], tris[i][7], tris[i][8])};
        CHECK(isect_aabb_polygon(box, &t.a, 3) == isect_aabb_triangle(box, t), "triangle %u unlike isect_aabb_triangle", i);
    }

    /* The box: flat, a point, empty, NaN, infinite. */
    const vec3s sq[4] = {V(-1, -1, 2), V(5, -1, 2), V(5, 5, 2), V(-1, 5, 2)};
    CHECK(isect_aabb_polygon((isect_aabb){V(0, 0, 2), V(4, 4, 2)}, sq, 4), "a flat box in the square's plane");
    CHECK(isect_aabb_polygon((isect_aabb){V(0, 0, 0), V(4, 4, 0)}, (vec3s[]){V(2, 2, -1), V(2, 2, 1), V(3, 3, 0)}, 3),
          "a flat box crossed by a triangle");
    CHECK(isect_aabb_polygon((isect_aabb){V(1, 1, 2), V(1, 1, 2)}, sq, 4), "a point box on the square");
    CHECK(!isect_aabb_polygon((isect_aabb){V(1, 1, 2.001f), V(1, 1, 2.001f)}, sq, 4), "a point box 0.001 off it");
    CHECK(!isect_aabb_polygon((isect_aabb){V(0, 0, 4), V(4, 4, 0)}, sq, 4), "an empty box (min.z > max.z)");
    CHECK(isect_aabb_polygon_axis((isect_aabb){V(0, 0, 4), V(4, 4, 0)}, sq, 4, NULL) == 2, "an empty box: apart along z");
    CHECK(isect_aabb_polygon_axis((isect_aabb){V(1, 1, 2.001f), V(1, 1, 2.001f)}, sq, 4, NULL) == 2,
          "a point box 0.001 above the square: face z");
    CHECK(isect_aabb_polygon_axis((isect_aabb){V(1, 1, 2), V(1, 1, 2)}, sq, 4, NULL) == ISECT_AXIS_NONE, "a point box on it: none");
    CHECK(isect_aabb_polygon_axis((isect_aabb){V(0, 0, 0), V(4, 4, 4)}, NULL, 4, NULL) == ISECT_AXIS_INVALID, "verts NULL: invalid");
    CHECK(!isect_aabb_polygon((isect_aabb){V(0, 0, 0), V(4, 4, 4)}, sq, 0), "count 0");
    CHECK(!isect_aabb_polygon((isect_aabb){V(0, 0, 0), V(4, 4, 4)}, sq, -3), "count -3");
    CHECK(!isect_aabb_polygon((isect_aabb){V(0, 0, 0), V(4, 4, 4)}, NULL, 4), "verts NULL");
    CHECK(isect_aabb_polygon((isect_aabb){V(-INFINITY, -INFINITY, 1), V(INFINITY, INFINITY, 3)}, sq, 4), "a slab holding the square");
    CHECK(!isect_aabb_polygon((isect_aabb){V(-INFINITY, -INFINITY, 2.001f), V(INFINITY, INFINITY, INFINITY)}, sq, 4),
          "a half-space 0.001 above it");
    CHECK(isect_aabb_polygon((isect_aabb){V(-INFINITY, -INFINITY, -INFINITY), V(INFINITY, INFINITY, INFINITY)}, sq, 4), "all of space");
    for (int k = 0; k < 6; k++) {
        isect_aabb b = box;
        (k < 3 ? &b.min : &b.max)->raw[k % 3] = NAN;
        CHECK(!isect_aabb_polygon(b, sq, 4), "NaN in box field %d", k);
    }
    for (int k = 0; k < 12; k++) {
        vec3s v[4];
        memcpy(v, sq, sizeof v);
        v[k / 3].raw[k % 3] = k % 2 ? NAN : INFINITY;
        CHECK(!isect_aabb_polygon(box, v, 4), "%s in vertex coordinate %d", k % 2 ? "NaN" : "infinity", k);
    }
}

/* ---- random cases -------------------------------------------------------------------------- */

static float rng_log(rng *r, float lo, float hi) { return powf(10.0f, rng_float(r, lo, hi)); }
static float dyadic(rng *r, float lo) { return floorf(rng_float(r, -lo, lo) * 64.0f) / 64.0f; }

/* A unit vector perpendicular to u. */
static vec3s perpendicular(rng *r, vec3s u)
{
    for (;;) {
        vec3s w = glms_vec3_cross(u, rng_unit(r));
        float l = glms_vec3_norm(w);
        if (l > 0.1f) return glms_vec3_divs(w, l);
    }
}

enum { GENERAL, FACE, EXACT, EXACT_APART, DEGENERATE, FLAT_BOX, BIG, KINDS };
static const char *const kind_name[KINDS] = {"convex, 3-8 vertices", "in a face's plane (dyadic)",
                                             "touching exactly (dyadic)", "0.001 apart (dyadic)",
                                             "collinear, repeated, 1 or 2 vertices", "a flat box", "polygon far larger than box"};

/* exact_axis: the polygon lies exactly in the plane of a face across that axis (-1: none). */
typedef struct pcase { isect_aabb b; poly p; int kind; bool must_meet; int exact_axis; } pcase;

/* A convex polygon: n points of an ellipse about c in the plane spanned by the unit vectors u, w. */
static void ellipse(rng *r, poly *p, int n, vec3s c, vec3s u, vec3s w, float ru, float rw)
{
    float ang[MAXV];
    for (int k = 0; k < n; k++) ang[k] = rng_float(r, 0, 6.2831853f);
    for (int i = 1; i < n; i++)   /* sorted: in order around the ellipse */
        for (int j = i; j > 0 && ang[j] < ang[j - 1]; j--) { float t = ang[j]; ang[j] = ang[j - 1], ang[j - 1] = t; }
    for (int k = 0; k < n; k++)
        p->v[k] = glms_vec3_add(c, glms_vec3_add(glms_vec3_scale(u, ru * cosf(ang[k])), glms_vec3_scale(w, rw * sinf(ang[k]))));
    p->n = n;
}

/* A dyadic box [c - h, c + h] and an exactly touching polygon: in a face's plane overlapping it,
 * through a corner in the plane x + y + z = const (signs varied), or with an edge crossing a box
 * edge and leaning away; apart: moved 0.001 S away. */
static void exact_case(rng *r, pcase *k, bool apart)
{
    vec3s c = V(dyadic(r, 4), dyadic(r, 4), dyadic(r, 4)), h = V(0.25f + fabsf(dyadic(r, 2)), 0.25f + fabsf(dyadic(r, 2)),
                                                               0.25f + fabsf(dyadic(r, 2)));
    k->b = (isect_aabb){glms_vec3_sub(c, h), glms_vec3_add(c, h)};
    vec3s s = V((rng_next(r) & 1) ? 1 : -1, (rng_next(r) & 1) ? 1 : -1, (rng_next(r) & 1) ? 1 : -1);   /* which corner */
    vec3s corner = glms_vec3_add(c, glms_vec3_mul(h, s));
    float a = 0.25f + fabsf(dyadic(r, 1)), off = 0.001f;
    switch (rng_next(r) % 3) {
    case 0: {   /* a triangle about the corner in the plane s . x = s . corner, touching only there */
        vec3s e1 = glms_vec3_mul(s, V(1, -1, 0)), e2 = glms_vec3_mul(s, V(0, 1, -1)), e3 = glms_vec3_mul(s, V(-1, 0, 1));
        k->p.v[0] = glms_vec3_muladds(glms_vec3_sub(e1, e3), a, corner);
        k->p.v[1] = glms_vec3_muladds(glms_vec3_sub(e2, e1), a, corner);
        k->p.v[2] = glms_vec3_muladds(glms_vec3_sub(e3, e2), a, corner);
        k->p.n = 3;
        if (apart) for (int i = 0; i < 3; i++) k->p.v[i] = glms_vec3_muladds(s, off, k->p.v[i]);
        break;
    }
    case 1: {   /* an edge through the box edge at x = corner.x, y = corner.y, at height z0,
                 * along (s.x, -s.y, 0) and leaning away along s */
        vec3s p = corner;
        p.z = c.z + dyadic(r, 1) * h.z;
        vec3s along = V(s.x, -s.y, 0), away = V(s.x * a, s.y * a, s.z * a * 0.5f);
        k->p.v[0] = glms_vec3_muladds(along, -a, p), k->p.v[1] = glms_vec3_muladds(along, a, p);
        k->p.v[2] = glms_vec3_add(k->p.v[1], away), k->p.v[3] = glms_vec3_add(k->p.v[0], away);
        k->p.n = 4;
        if (apart) for (int i = 0; i < 4; i++) k->p.v[i] = glms_vec3_add(k->p.v[i], V(s.x * off, s.y * off, 0));
        break;
    }
    default: {  /* a rectangle in the plane of the face x_j = corner_j, overlapping the face or
                 * only touching its edge u = corner_u from outside */
        int j = (int)(rng_next(r) % 3), j1 = (j + 1) % 3, j2 = (j + 2) % 3;
        float u0 = c.raw[j1] + dyadic(r, 2) * h.raw[j1] * 0.5f, w0 = c.raw[j2] + dyadic(r, 2) * h.raw[j2] * 0.5f;
        float ulo = u0 - a, uhi = u0 + a;
        if (rng_next(r) & 1) ulo = corner.raw[j1], uhi = corner.raw[j1] + 2 * a * s.raw[j1];
        for (int i = 0; i < 4; i++) {
            vec3s v = corner;
            v.raw[j1] = i == 1 || i == 2 ? uhi : ulo;
            v.raw[j2] = i >= 2 ? w0 + a : w0 - a;
            if (apart) v.raw[j] += s.raw[j] * off;
            k->p.v[i] = v;
        }
        k->p.n = 4;
        break;
    }
    }
    k->must_meet = !apart;
}

static void random_case(rng *r, int i, pcase *k)
{
    static const int kinds[20] = {GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, FACE, FACE,
                                  EXACT, EXACT, EXACT_APART, EXACT_APART, DEGENERATE, DEGENERATE, FLAT_BOX, BIG, GENERAL, GENERAL};
    *k = (pcase){.kind = kinds[i % 20], .exact_axis = -1};
    if (k->kind == EXACT || k->kind == EXACT_APART) {
        exact_case(r, k, k->kind == EXACT_APART);
        return;
    }
    float S = rng_log(r, -2, 2), sp = S * rng_log(r, -0.7f, 0.7f);
    vec3s cb = glms_vec3_scale(rng_vec3(r, -5, 5), S), h = glms_vec3_scale(rng_vec3(r, 0.1f, 1), S);
    if (k->kind == FLAT_BOX) h.raw[rng_next(r) % 3] = 0;
    k->b = isect_aabb_from_center(cb, h);
    vec3s n = rng_unit(r), u = perpendicular(r, n), w = glms_vec3_cross(n, u);
    float reach = glms_vec3_norm(h) + sp;
    vec3s cp = glms_vec3_add(cb, glms_vec3_scale(rng_unit(r), reach * rng_float(r, 0, 0.9f)));
    int count = 3 + (int)(rng_next(r) % 6);
    switch (k->kind) {
    case FACE: {   /* axis-aligned polygon in the plane of a face, dyadic box */
        vec3s c = V(dyadic(r, 4), dyadic(r, 4), dyadic(r, 4)), hh = V(0.25f + fabsf(dyadic(r, 2)), 0.25f + fabsf(dyadic(r, 2)),
                                                                   0.25f + fabsf(dyadic(r, 2)));
        k->b = (isect_aabb){glms_vec3_sub(c, hh), glms_vec3_add(c, hh)};
        int j = (int)(rng_next(r) % 3);
        vec3s ax[3] = {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1)};
        vec3s pc = c;
        pc.raw[j] += ((rng_next(r) & 1) ? 1 : -1) * hh.raw[j];
        pc.raw[(j + 1) % 3] += dyadic(r, 2), pc.raw[(j + 2) % 3] += dyadic(r, 2);
        ellipse(r, &k->p, count, pc, ax[(j + 1) % 3], ax[(j + 2) % 3], rng_float(r, 0.1f, 2), rng_float(r, 0.1f, 2));
        for (int q = 0; q < count; q++) k->p.v[q].raw[j] = pc.raw[j];   /* exactly in the plane */
        k->exact_axis = j;
        return;
    }
    case DEGENERATE: {
        vec3s d = glms_vec3_scale(rng_unit(r), sp);
        switch (i / 20 % 4) {
        case 0:   /* collinear */
            for (int q = 0; q < count; q++) k->p.v[q] = glms_vec3_muladds(d, rng_float(r, -1, 1), cp);
            k->p.n = count;
            break;
        case 1:   /* a convex polygon with repeated vertices */
            ellipse(r, &k->p, count, cp, u, w, sp, sp * rng_float(r, 0.2f, 1));
            for (int q = count; q > 0; q--) k->p.v[2 * q - 1] = k->p.v[q - 1], k->p.v[2 * q - 2] = k->p.v[q - 1];
            k->p.n = 2 * count;
            break;
        case 2:   /* a point */
            k->p.v[0] = cp, k->p.n = 1;
            break;
        default:  /* a segment */
            k->p.v[0] = glms_vec3_sub(cp, d), k->p.v[1] = glms_vec3_add(cp, d), k->p.n = 2;
            break;
        }
        return;
    }
    case BIG:
        sp = S * rng_log(r, 1, 2);
        cp = glms_vec3_add(cb, glms_vec3_scale(n, glms_vec3_norm(h) * rng_float(r, -1.5f, 1.5f)));
        break;
    default:
        break;
    }
    ellipse(r, &k->p, count, cp, u, w, sp, sp * rng_float(r, 0.1f, 1));
}

typedef struct tally { long cases, hits, band, bad, kind_cases[KINDS], kind_bad[KINDS], kind_band[KINDS], exact, order_bad,
                       gjk, gjk_bad, axis_bad; } tally;

/* isect_aabb_polygon_axis agrees with the verdict, and an axis it reports separates the box and
 * the polygon in double: their projections onto it are disjoint. */
static bool axis_agrees(const pcase *k, bool meets)
{
    vec3s l;
    int axis = isect_aabb_polygon_axis(k->b, k->p.v, k->p.n, &l);
    if (meets || axis == ISECT_AXIS_NONE)
        return meets == (axis == ISECT_AXIS_NONE);
    if (axis < 0 || axis > 3 + 3 * k->p.n)
        return false;
    double bc[3], be[3], r = 0, lo = INFINITY, hi = -INFINITY;
    for (int q = 0; q < 3; q++) {
        bc[q] = 0.5 * ((double)k->b.min.raw[q] + k->b.max.raw[q]), be[q] = 0.5 * ((double)k->b.max.raw[q] - k->b.min.raw[q]);
        if (be[q] < 0) return axis == q;   /* an empty box: apart along its inverted face axis */
        r += be[q] * fabs((double)l.raw[q]);
    }
    for (int v = 0; v < k->p.n; v++) {
        double x = 0;
        for (int q = 0; q < 3; q++) x += (double)l.raw[q] * ((double)k->p.v[v].raw[q] - bc[q]);
        lo = fmin(lo, x), hi = fmax(hi, x);
    }
    return lo > r || hi < -r;
}

static double mag(const pcase *k)
{
    double m = fmax(fmax(fabs(k->b.min.x), fabs(k->b.max.x)), fmax(fmax(fabs(k->b.min.y), fabs(k->b.max.y)),
                                                                   fmax(fabs(k->b.min.z), fabs(k->b.max.z))));
    for (int q = 0; q < k->p.n; q++) m = fmax(m, fmax(fabs(k->p.v[q].x), fmax(fabs(k->p.v[q].y), fabs(k->p.v[q].z))));
    return m;
}

static void test_random(void)
{
    rng r = {0xAAB8907Fu};
    tally y = {0};
    for (int i = 0; i < CASES; i++) {
        pcase k;
        random_case(&r, i, &k);
        bool got = isect_aabb_polygon(k.b, k.p.v, k.p.n);
        double m = mag(&k), g = BAND * m;
        /* Shrunk: by g on each axis, or to the middle where the box is thinner than 2 g (a flat
         * box stays flat), and not at all across a face whose plane the polygon lies in exactly
         * (its coordinate there is exact, and so is the test's: still a box inside the box). */
        double shrink[3];
        for (int q = 0; q < 3; q++)
            shrink[q] = q == k.exact_axis ? 0 : -fmin(g, 0.5 * ((double)k.b.max.raw[q] - k.b.min.raw[q]));
        bool grown = o_meets(k.p.v, k.p.n, k.b, g), shrunk = o_polygon_meets_box(k.p.v, k.p.n, k.b, shrink);
        bool bad = false;
        y.cases++, y.kind_cases[k.kind]++, y.hits += got;
        if (k.must_meet) {
            y.exact++;
            bad = !got;
        } else if (grown == shrunk) {
            bad = got != grown;
        } else {
            y.band++, y.kind_band[k.kind]++;
        }
        /* libccd's GJK, outside its own band (1e-4 of the magnitude), on shapes above 0.1 in size
         * (its tolerances are absolute: a point 0.003 inside a box 0.01 wide read as apart) */
        vec3s ext = glms_vec3_sub(k.b.max, k.b.min);
        if (k.p.n <= 8 && fmaxf(ext.x, fmaxf(ext.y, ext.z)) >= 0.1f) {
            bool far_in = o_meets(k.p.v, k.p.n, k.b, -1e-4 * m), far_out = !o_meets(k.p.v, k.p.n, k.b, 1e-4 * m);
            if (far_in || far_out) {
                ccd_shape a = ccd_shape_aabb(k.b), p = {.count = k.p.n, .radius = 0};
                memcpy(p.pts, k.p.v, sizeof(vec3s) * (size_t)k.p.n);
                y.gjk++;
                bool gjk = ccd_oracle_gjk(&a, &p);
                if (gjk != far_in && y.gjk_bad++ < 3) {
                    fprintf(stderr, "  GJK says %d, clipping %d (kind %s), box (%.9g %.9g %.9g)-(%.9g %.9g %.9g), %d vertices:", gjk,
                            far_in, kind_name[k.kind], k.b.min.x, k.b.min.y, k.b.min.z, k.b.max.x, k.b.max.y, k.b.max.z, k.p.n);
                    for (int q = 0; q < k.p.n; q++) fprintf(stderr, " (%.9g %.9g %.9g)", k.p.v[q].x, k.p.v[q].y, k.p.v[q].z);
                    fputc('\n', stderr);
                }
            }
        }
        y.axis_bad += !axis_agrees(&k, got);
        /* every fourth case: the other windings and starting vertices agree outside the band */
        if (i % 4 == 0 && grown == shrunk) {
            bool same;
            every_order(k.b, &k.p, &same);
            y.order_bad += !same;
        }
        if (bad) {
            y.bad++;
            if (y.kind_bad[k.kind]++ < 3) {
                fprintf(stderr, "aabb-polygon %s: got %d, grown %d, shrunk %d; box (%.9g %.9g %.9g)-(%.9g %.9g %.9g), %d vertices:",
                        kind_name[k.kind], got, grown, shrunk, k.b.min.x, k.b.min.y, k.b.min.z, k.b.max.x, k.b.max.y, k.b.max.z, k.p.n);
                for (int q = 0; q < k.p.n; q++) fprintf(stderr, " (%.9g %.9g %.9g)", k.p.v[q].x, k.p.v[q].y, k.p.v[q].z);
                fputc('\n', stderr);
            }
        }
    }
    printf("aabb-polygon: %d cases vs Sutherland-Hodgman clipping in double (%.1f%% meet): %ld within the band of "
           "touching, %ld disagreements; %ld exact touches; libccd GJK on %ld cases, %ld disagreements; "
           "%ld cases where the vertex order changes the verdict\n", CASES, 100.0 * y.hits / y.cases, y.band, y.bad, y.exact,
           y.gjk, y.gjk_bad, y.order_bad);
    for (int q = 0; q < KINDS; q++)
        printf("  %-40s %7ld cases, %ld in the band, %ld disagreements\n", kind_name[q], y.kind_cases[q], y.kind_band[q], y.kind_bad[q]);
    CHECK(y.bad == 0, "aabb-polygon: %ld disagreements", y.bad);
    CHECK(y.gjk_bad == 0, "aabb-polygon: %ld disagreements with GJK", y.gjk_bad);
    CHECK(y.order_bad == 0, "aabb-polygon: %ld order-dependent verdicts", y.order_bad);
    printf("  isect_aabb_polygon_axis: %ld cases where the axis disagrees with the verdict or does not separate in double\n",
           y.axis_bad);
    CHECK(y.axis_bad == 0, "aabb-polygon: %ld bad separating axes", y.axis_bad);
    CHECK(y.band * 100 < y.cases, "aabb-polygon: %ld in the band", y.band);
    CHECK(y.hits * 5 > y.cases && y.hits * 5 < 4 * y.cases, "aabb-polygon: outcomes not mixed");
}

/* ---- exact touching ------------------------------------------------------------------------ */

/* Two exactly touching pairs and the box moved one float away, at scales 2^-60 .. 2^60 and moved
 * 2^10 of their size from the origin: touching meets, one ulp apart does not (the former
 * tolerance, 16 FLT_EPSILON of the largest coordinate, called that gap touching). The hexagon
 * lies in the plane x + y + z = 3 around the box's corner (1, 1, 1), so only its normal can
 * separate; the parallelogram's edge from (2, 0, 0) to (0, 2, 0) crosses the box's edge x = y = 1
 * and the rest lies beyond x + y = 2, so only z x that edge (edge 1) can. Every vertex order. */
static void test_exact_touching(void)
{
    static const float hexagon[6][3] = {{2, 1, 0}, {1, 2, 0}, {0, 2, 1}, {0, 1, 2}, {1, 0, 2}, {2, 0, 1}};
    static const float parallelogram[4][3] = {{2, 0, 0}, {0, 2, 0}, {1, 3, 1}, {3, 1, 1}};
    const struct { const float (*v)[3]; int n; int axis; } pairs[2] = {{hexagon, 6, 3}, {parallelogram, 4, 4 + 3 * 1 + 2}};
    for (int q = 0; q < 2; q++)
        for (int e = -60; e <= 60; e += 20)
            for (int far = 0; far < 2; far++) {
                const float s = ldexpf(1, e), off = far ? ldexpf(1024, e) : 0;
                poly p = {.n = pairs[q].n};
                for (int k = 0; k < p.n; k++)
                    p.v[k] = V(pairs[q].v[k][0] * s + off, pairs[q].v[k][1] * s + off, pairs[q].v[k][2] * s + off);
                const isect_aabb touching = {V(off - s, off - s, off - s), V(off + s, off + s, off + s)};
                isect_aabb apart = touching;
                apart.max.x = nextafterf(apart.max.x, 0);
                bool same_t, same_a;
                CHECK(every_order(touching, &p, &same_t) && same_t, "pair %d at 2^%d%s: touching, not met", q, e,
                      far ? ", far" : "");
                CHECK(!every_order(apart, &p, &same_a) && same_a, "pair %d at 2^%d%s: one ulp apart, met", q, e,
                      far ? ", far" : "");
                vec3s axis;
                const int got = isect_aabb_polygon_axis(apart, p.v, p.n, &axis);
                CHECK(got == pairs[q].axis, "pair %d at 2^%d%s: axis %d, want %d", q, e, far ? ", far" : "", got,
                      pairs[q].axis);
            }
}

/* A polygon of 100 vertices, past the filter's count (polygon.c decides every axis exactly):
 * around the box corner (1, 1, 1) in the plane x + y + z = 3, at (1, 1, 1) + a (1, -1, 0) +
 * b (1, 0, -1) for (a, b) on a circle, rounded to multiples of 2^-10 (every vertex exact, the
 * polygon exactly planar): touching the box at its corner, and one ulp apart. */
static void test_exact_many_vertices(void)
{
    enum { N = 100 };
    static vec3s v[N];
    for (int k = 0; k < N; k++) {
        const float a = roundf(1024 * cosf(6.2831853f * (float)k / N)) / 1024;
        const float b = roundf(1024 * sinf(6.2831853f * (float)k / N)) / 1024;
        v[k] = V(1 + a + b, 1 - a, 1 - b);
    }
    const isect_aabb touching = {V(-1, -1, -1), V(1, 1, 1)};
    isect_aabb apart = touching;
    apart.max.z = nextafterf(1, 0);
    CHECK(isect_aabb_polygon(touching, v, N), "100 vertices: touching the corner, not met");
    CHECK(!isect_aabb_polygon(apart, v, N), "100 vertices: one ulp apart, met");
    vec3s axis;
    CHECK(isect_aabb_polygon_axis(apart, v, N, &axis) == 3, "100 vertices: not apart along the normal");
}

int main(void)
{
    RUN(test_table);
    RUN(test_exact_touching);
    RUN(test_exact_many_vertices);
    RUN(test_random);
    return check_summary();
}
