/* Point containment (containment.c): point in convex polygon, in triangle (both forms), in convex
 * polyhedron. Hand-worked tables (on an edge, on a vertex, 0.001 outside, off the plane,
 * degenerate shapes, NaN), then 1,000,000 seeded random cases per function against the
 * double-precision oracles of fuzz/oracles.h, which share no formula with the library's search:
 * - polygon and triangle: every edge in turn (o_polygon_margin), the signed in-plane distance of
 *   the point's projection from each edge's line; the smallest is the margin, >= 0 inside;
 * - polyhedron: every plane in turn (o_polyhedron_margin), the largest signed distance.
 * Random polygons are points of an ellipse in a random plane, 3 to 16 of them, drawn again when
 * rounding left them non-convex; triangles are those, any three points, or slivers 1e-6 to 0.1
 * thick; polyhedra are boxes (normals of any length), 4 to 20 tangent planes of a sphere, or 1 to
 * 3 planes; sizes 1e-3 to 1e3, some 1e3 sizes from the origin. A verdict is checked where the
 * margin is outside the band of rounding: BAND = 32 FLT_EPSILON times the scale the oracle
 * reports (see o_polygon_verdict: R + h cond for the orientation forms, R (1 + cond) for the
 * barycentric one, R the distance from the vertices, h the height, cond the float normal's
 * conditioning count D^2 / area; for planes |p| + |d| / |n|). Within it either verdict is right;
 * the cases there are counted and must stay under 1% of those not built on the boundary or as
 * slivers (2% for the barycentric form). Cases built to be exact (small integer shapes scaled by
 * powers of two, points on an edge or a vertex, at any height along an axis-aligned normal or,
 * for the triangle forms, along any normal) must be inside, and exactly degenerate shapes must
 * contain nothing. The two triangle forms must agree with each other wherever the oracle is
 * clear. */
#include "isect.h"
#include "check.h"
#include "dvec.h"
#include "../fuzz/oracles.h"

#include <float.h>
#include <string.h>

#define V(x, y, z) ((vec3s){{(float)(x), (float)(y), (float)(z)}})
#define CASES 1000000
#ifndef BAND
#define BAND (32.0 * FLT_EPSILON)
#endif
#define MAXV 34

static float rng_log(rng *r, float lo, float hi) { return powf(10.0f, rng_float(r, lo, hi)); }
static int rng_int(rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }
static float coin(rng *r) { return (rng_next(r) & 1) ? 1.0f : -1.0f; }

/* A unit vector perpendicular to u. */
static vec3s perpendicular(rng *r, vec3s u)
{
    for (;;) {
        vec3s w = glms_vec3_cross(u, rng_unit(r));
        float l = glms_vec3_norm(w);
        if (l > 0.1f) return glms_vec3_divs(w, l);
    }
}

static void dvs(const vec3s *v, int n, dvec *out)
{
    for (int k = 0; k < n; k++) out[k] = dv(v[k]);
}

/* The oracle's verdict on a polygon: 1 inside, 0 outside, -1 within the band (or no plane). The
 * band is BAND of the rounding scale o_polygon_margin reports: R + h cond for the forms built on
 * orientations (the polygon's search, the cross products), R (1 + cond) for the barycentric
 * form, which never forms a cross product and so is ill-conditioned for slivers in the plane
 * too; divided by 1 - BAND cond, the normal's relative error: where that reaches 1/2 (a sliver
 * about 1e-5 thick) the float normal may be off by as much as itself, and nothing is checked. */
static int o_polygon_verdict(vec3s p, const vec3s *v, int n, bool barycentric)
{
    dvec d[MAXV];
    dvs(v, n, d);
    o_polygon o = o_polygon_margin(dv(p), d, n);
    double band = BAND * (barycentric ? o.R * (1 + o.cond) : o.R + o.h * o.cond) / (1 - BAND * o.cond);
    if (!(band < INFINITY) || !(BAND * o.cond < 0.5) || isnan(o.margin)) return -1;
    return o.margin > band ? 1 : o.margin < -band ? 0 : -1;
}

/* v in reversed order, starting at vertex s. */
static void reorder(const vec3s *v, int n, int s, bool rev, vec3s *out)
{
    for (int k = 0; k < n; k++) out[k] = v[rev ? (s + n - k) % n : (s + k) % n];
}

/* ---- hand-worked tables -------------------------------------------------------------------- */

/* The polygon's verdict in every cyclic order and both windings: all equal, returned. */
static bool polygon_every_order(vec3s p, const vec3s *v, int n, bool *same)
{
    bool first = isect_point_in_polygon(p, v, n);
    *same = true;
    for (int rev = 0; rev < 2; rev++)
        for (int s = 0; s < n; s++) {
            vec3s w[MAXV];
            reorder(v, n, s, rev, w);
            *same &= isect_point_in_polygon(p, w, n) == first;
        }
    return first;
}

static void test_polygon_table(void)
{
    const float D = 0.001f;
    /* The square [0, 4]^2 at z = 1, and a hexagon with a vertex on each of its edges' lines
     * but one (repeated-direction edges test the search's ties). */
    static const vec3s square[4] = {{{0, 0, 1}}, {{4, 0, 1}}, {{4, 4, 1}}, {{0, 4, 1}}};
    static const vec3s hex[6] = {{{0, 0, 1}}, {{2, 0, 1}}, {{4, 0, 1}}, {{4, 4, 1}}, {{2, 4, 1}}, {{0, 4, 1}}};
    /* A tilted pentagon in the plane spanned by (1, 0, 1) and (0, 1, 0): x = z. */
    static const vec3s pent[5] = {{{0, 0, 0}}, {{2, -1, 2}}, {{4, 0, 4}}, {{3, 2, 3}}, {{1, 2, 1}}};
    static const struct { const char *what; float p[3]; bool in; } sq[] = {
        {"the centre", {2, 2, 1}, true},
        {"the centre, 5 above the plane (its projection is inside)", {2, 2, 6}, true},
        {"the centre, 3 below", {2, 2, -2}, true},
        {"on an edge", {2, 0, 1}, true},
        {"on the last edge (v3 v0)", {0, 2, 1}, true},
        {"on the first edge's vertex v0", {0, 0, 1}, true},
        {"on a vertex", {4, 4, 1}, true},
        {"on an edge, 7 above", {4, 1, 8}, true},
        {"0.001 outside an edge", {2, -D, 1}, false},
        {"0.001 outside the last edge", {-D, 2, 1}, false},
        {"0.001 outside a vertex, diagonally", {4 + D, 4 + D, 1}, false},
        {"0.001 outside an edge, 7 above", {4 + D, 1, 8}, false},
        {"on the line of an edge, beyond its end", {6, 0, 1}, false},
        {"behind v0 along the diagonal", {-1, -1, 1}, false},
        {"far away", {100, -50, 1}, false},
    };
    for (unsigned i = 0; i < sizeof sq / sizeof sq[0]; i++) {
        vec3s p = V(sq[i].p[0], sq[i].p[1], sq[i].p[2]);
        bool same, in = polygon_every_order(p, square, 4, &same);
        CHECK(in == sq[i].in && same, "square, %s: %s%s", sq[i].what, in ? "inside" : "outside", same ? "" : ", order-dependent");
        in = polygon_every_order(p, hex, 6, &same);
        CHECK(in == sq[i].in && same, "hexagon with collinear vertices, %s: %s%s", sq[i].what, in ? "inside" : "outside",
              same ? "" : ", order-dependent");
    }
    /* The tilted pentagon: points in its plane on edges and vertices, 0.001 out, and off the
     * plane along its normal (1, 0, -1). */
    static const struct { const char *what; float p[3]; bool in; } pe[] = {
        {"inside", {2, 1, 2}, true},
        {"on edge v1 v2", {3, -0.5f, 3}, true},
        {"on vertex v3", {3, 2, 3}, true},
        {"on edge v4 v0", {0.5f, 1, 0.5f}, true},
        {"inside, 2 off the plane along the normal", {4, 1, 0}, true},
        {"on edge v1 v2, 1 off the plane", {4, -0.5f, 2}, true},
        {"0.001 beyond edge v3 v4 (y = 2)", {2, 2 + D, 2}, false},
        {"0.001 beyond edge v3 v4, 3 off the plane", {5, 2 + D, -1}, false},
        {"beyond vertex v2", {4.5f, 0, 4.5f}, false},
    };
    for (unsigned i = 0; i < sizeof pe / sizeof pe[0]; i++) {
        vec3s p = V(pe[i].p[0], pe[i].p[1], pe[i].p[2]);
        bool same, in = polygon_every_order(p, pent, 5, &same);
        CHECK(in == pe[i].in && same, "tilted pentagon, %s: %s%s", pe[i].what, in ? "inside" : "outside",
              same ? "" : ", order-dependent");
    }
    /* A regular 32-gon of radius 8 (the search takes 5 steps): 0.001 inside and outside every
     * edge's midpoint, and each vertex. */
    vec3s big[32];
    for (int k = 0; k < 32; k++) big[k] = V(8 * cos(k * GLM_PI / 16), 8 * sin(k * GLM_PI / 16), 3);
    int wrong = 0;
    for (int k = 0; k < 32; k++) {
        vec3s a = big[k], b = big[(k + 1) % 32], mid = glms_vec3_scale(glms_vec3_add(a, b), 0.5f);
        vec3s out = glms_vec3_normalize(V(mid.x, mid.y, 0));
        wrong += !isect_point_in_polygon(glms_vec3_muladds(out, -D, mid), big, 32);
        wrong += isect_point_in_polygon(glms_vec3_muladds(out, D, mid), big, 32);
        wrong += !isect_point_in_polygon(a, big, 32);
        wrong += isect_point_in_polygon(glms_vec3_muladds(glms_vec3_normalize(V(a.x, a.y, 0)), D, a), big, 32);
    }
    CHECK(wrong == 0, "32-gon: %d wrong verdicts beside its edges and vertices", wrong);

    /* Degenerate polygons contain nothing, not even their own points. */
    static const vec3s line[4] = {{{0, 0, 0}}, {{1, 1, 0}}, {{2, 2, 0}}, {{4, 4, 0}}};
    static const vec3s same3[3] = {{{1, 2, 3}}, {{1, 2, 3}}, {{1, 2, 3}}};
    CHECK(!isect_point_in_polygon(V(1, 1, 0), line, 4), "collinear vertices: a point on them");
    CHECK(!isect_point_in_polygon(V(0, 0, 0), line, 4), "collinear vertices: a vertex");
    CHECK(!isect_point_in_polygon(V(1, 2, 3), same3, 3), "coincident vertices");
    CHECK(!isect_point_in_polygon(square[0], square, 1), "count 1, the point itself");
    CHECK(!isect_point_in_polygon(V(2, 0, 1), square, 2), "count 2, a point of the segment");
    CHECK(!isect_point_in_polygon(V(2, 2, 1), square, 0) && !isect_point_in_polygon(V(2, 2, 1), square, -4),
          "count 0 or negative");
    CHECK(!isect_point_in_polygon(V(2, 2, 1), NULL, 4), "verts NULL");
    static const vec3s twice[8] = {{{0, 0, 1}}, {{0, 0, 1}}, {{4, 0, 1}}, {{4, 0, 1}}, {{4, 4, 1}}, {{4, 4, 1}}, {{0, 4, 1}}, {{0, 4, 1}}};
    bool same;
    CHECK(polygon_every_order(V(4, 2, 1), twice, 8, &same) && same, "every vertex twice: a point on an edge");
    CHECK(!polygon_every_order(V(4 + D, 2, 1), twice, 8, &same) && same, "every vertex twice: 0.001 outside");
    /* NaN and infinities. */
    CHECK(!isect_point_in_polygon(V(NAN, 2, 1), square, 4), "NaN point");
    CHECK(!isect_point_in_polygon(V(2, 2, INFINITY), square, 4), "a point infinitely far along the normal");
    CHECK(!isect_point_in_polygon(V(-INFINITY, 2, 1), square, 4), "an infinite point");
    for (int k = 0; k < 12; k++) {
        vec3s v[4];
        memcpy(v, square, sizeof v);
        v[k / 3].raw[k % 3] = k % 2 ? NAN : INFINITY;
        CHECK(!isect_point_in_polygon(V(2, 2, 1), v, 4), "%s in vertex coordinate %d", k % 2 ? "NaN" : "infinity", k);
    }
    /* Coordinates 1e15 and 1e-15 in size: the normal is scaled, so both work. */
    vec3s huge[4], tiny[4];
    for (int k = 0; k < 4; k++) huge[k] = glms_vec3_scale(square[k], 1e15f), tiny[k] = glms_vec3_scale(square[k], 1e-15f);
    CHECK(isect_point_in_polygon(V(2e15, 1e15, 1e15), huge, 4) && !isect_point_in_polygon(V(2e15, -1e12, 1e15), huge, 4),
          "a square 4e15 wide");
    CHECK(isect_point_in_polygon(V(2e-15, 1e-15, 1e-15), tiny, 4) && !isect_point_in_polygon(V(2e-15, -1e-18, 1e-15), tiny, 4),
          "a square 4e-15 wide");
}

typedef bool (*tri_fn)(vec3s, isect_triangle);
static const tri_fn tri_fns[2] = {isect_point_in_triangle_barycentric, isect_point_in_triangle_cross};
static const char *const tri_names[2] = {"barycentric", "cross"};

/* The verdict of form f in all six vertex orders: all equal, returned. */
static bool triangle_every_order(tri_fn f, vec3s p, isect_triangle t, bool *same)
{
    const vec3s v[3] = {t.a, t.b, t.c};
    static const int perm[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    bool first = f(p, t);
    *same = true;
    for (int k = 1; k < 6; k++)
        *same &= f(p, (isect_triangle){v[perm[k][0]], v[perm[k][1]], v[perm[k][2]]}) == first;
    return first;
}

static void test_triangle_table(void)
{
    const float D = 0.001f;
    const isect_triangle t = {V(0, 0, 2), V(4, 0, 2), V(0, 4, 2)};
    const isect_triangle tilt = {V(0, 0, 0), V(4, 0, 4), V(0, 4, 0)};   /* in the plane x = z, normal (1, 0, -1) */
    static const struct { const char *what; float p[3]; bool in; } cases[] = {
        {"inside", {1, 1, 2}, true},
        {"inside, 10 above the plane", {1, 1, 12}, true},
        {"on the edge ab", {2, 0, 2}, true},
        {"on the hypotenuse bc", {2, 2, 2}, true},
        {"on the hypotenuse, 3 below", {1, 3, -1}, true},
        {"on the vertex c", {0, 4, 2}, true},
        {"0.001 outside ab", {2, -D, 2}, false},
        {"0.001 outside the hypotenuse", {2 + D, 2, 2}, false},
        {"0.001 outside the vertex a", {-D, -D, 2}, false},
        {"on the line bc beyond c (the book's form passes it)", {-1, 5, 2}, false},
        {"on the line ab beyond b, 5 above", {6, 0, 7}, false},
        {"far away", {-40, 30, 2}, false},
    };
    for (int f = 0; f < 2; f++)
        for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            vec3s p = V(cases[i].p[0], cases[i].p[1], cases[i].p[2]);
            bool same, in = triangle_every_order(tri_fns[f], p, t, &same);
            CHECK(in == cases[i].in && same, "triangle %s, %s: %s%s", tri_names[f], cases[i].what, in ? "inside" : "outside",
                  same ? "" : ", order-dependent");
            /* the same point moved into the tilted triangle's frame: (x, y, z) -> (x, y, x) + h (1, 0, -1) */
            float h = cases[i].p[2] - 2;
            vec3s q = V(p.x + h, p.y, p.x - h);
            in = triangle_every_order(tri_fns[f], q, tilt, &same);
            CHECK(in == cases[i].in && same, "tilted triangle %s, %s: %s%s", tri_names[f], cases[i].what, in ? "inside" : "outside",
                  same ? "" : ", order-dependent");
            CHECK(isect_point_in_polygon(p, &t.a, 3) == cases[i].in, "polygon of 3, %s", cases[i].what);
        }
    for (int f = 0; f < 2; f++) {
        tri_fn fn = tri_fns[f];
        const char *nm = tri_names[f];
        CHECK(!fn(V(1, 1, 0), (isect_triangle){V(0, 0, 0), V(1, 1, 0), V(3, 3, 0)}), "%s: collinear triangle, a point on it", nm);
        CHECK(!fn(V(0, 0, 0), (isect_triangle){V(0, 0, 0), V(1, 1, 0), V(3, 3, 0)}), "%s: collinear triangle, its vertex", nm);
        CHECK(!fn(V(1, 1, 1), (isect_triangle){V(1, 1, 1), V(1, 1, 1), V(1, 1, 1)}), "%s: a point triangle, the point", nm);
        CHECK(!fn(V(0, 0, 0), (isect_triangle){V(0, 0, 0), V(0, 0, 0), V(2, 0, 0)}), "%s: two equal vertices", nm);
        CHECK(!fn(V(NAN, 1, 2), t), "%s: NaN point", nm);
        CHECK(!fn(V(1, 1, INFINITY), t), "%s: a point infinitely far along the normal", nm);
        CHECK(!fn(V(1, -INFINITY, 2), t), "%s: an infinite point", nm);
        for (int k = 0; k < 9; k++) {
            isect_triangle u = t;
            (&u.a)[k / 3].raw[k % 3] = k % 2 ? NAN : -INFINITY;
            CHECK(!fn(V(1, 1, 2), u), "%s: %s in vertex coordinate %d", nm, k % 2 ? "NaN" : "infinity", k);
        }
        /* Small and large: the products are of four lengths, fine from 1e-9 to 1e9. */
        isect_triangle s = {V(0, 0, 1e-8f), V(4e-8f, 0, 1e-8f), V(0, 4e-8f, 1e-8f)};
        CHECK(fn(V(1e-8f, 1e-8f, 0), s) && !fn(V(-1e-11f, 1e-8f, 0), s), "%s: a triangle 4e-8 wide", nm);
        isect_triangle l = {V(0, 0, 1e8f), V(4e8f, 0, 1e8f), V(0, 4e8f, 1e8f)};
        CHECK(fn(V(1e8f, 1e8f, 0), l) && !fn(V(-1e5f, 1e8f, 0), l), "%s: a triangle 4e8 wide", nm);
    }
}

static void test_polyhedron_table(void)
{
    const float D = 0.001f;
    /* The box [0, 2] x [0, 4] x [0, 1] with normals of lengths 1, 3 and 0.5. */
    const isect_plane box[6] = {{V(1, 0, 0), 2}, {V(-1, 0, 0), 0}, {V(0, 3, 0), 12}, {V(0, -3, 0), 0},
                                {V(0, 0, 0.5f), 0.5f}, {V(0, 0, -0.5f), 0}};
    static const struct { const char *what; float p[3]; bool in; } cases[] = {
        {"inside", {1, 2, 0.5f}, true},
        {"on a face", {2, 2, 0.5f}, true},
        {"on a face with a long normal", {1, 4, 0.5f}, true},
        {"on an edge", {0, 4, 0.5f}, true},
        {"on a corner", {2, 4, 1}, true},
        {"on the opposite corner", {0, 0, 0}, true},
        {"0.001 outside a face", {2 + D, 2, 0.5f}, false},
        {"0.001 outside the long normal's face", {1, 4 + D, 0.5f}, false},
        {"0.001 outside the short normal's face", {1, 2, 1 + D}, false},
        {"0.001 outside a corner", {-D, -D, -D}, false},
        {"far away", {50, 50, 50}, false},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vec3s p = V(cases[i].p[0], cases[i].p[1], cases[i].p[2]);
        CHECK(isect_point_in_polyhedron(p, box, 6) == cases[i].in, "box, %s", cases[i].what);
    }
    /* The tetrahedron x, y, z >= 0, x + y + z <= 1 (normal (1, 1, 1), not unit): on the slanted
     * face, exactly; 0.001 beyond it. */
    const isect_plane tet[4] = {{V(-1, 0, 0), 0}, {V(0, -1, 0), 0}, {V(0, 0, -1), 0}, {V(1, 1, 1), 1}};
    CHECK(isect_point_in_polyhedron(V(0.25f, 0.25f, 0.5f), tet, 4), "tetrahedron: on the slanted face");
    CHECK(!isect_point_in_polyhedron(V(0.25f + D, 0.25f, 0.5f), tet, 4), "tetrahedron: 0.001 beyond it");
    CHECK(isect_point_in_polyhedron(V(1, 0, 0), tet, 4), "tetrahedron: on a vertex");
    /* Unbounded, empty and degenerate sets. */
    CHECK(isect_point_in_polyhedron(V(1e30f, -1e30f, 7), NULL, 0), "count 0: all of space");
    CHECK(!isect_point_in_polyhedron(V(-1e20f, 5, 1e20f), tet, 1), "one halfspace: x = -1e20 is outside x >= 0");
    CHECK(isect_point_in_polyhedron(V(1e20f, 5, 1e20f), tet, 1), "one halfspace: x = 1e20 is inside x >= 0");
    CHECK(!isect_point_in_polyhedron(V(1, 2, 0.5f), box, -1), "count < 0");
    CHECK(!isect_point_in_polyhedron(V(1, 2, 0.5f), NULL, 6), "planes NULL");
    isect_plane z[6];
    memcpy(z, box, sizeof z);
    z[3] = (isect_plane){V(0, 0, 0), 5};
    CHECK(!isect_point_in_polyhedron(V(1, 2, 0.5f), z, 6), "a zero normal (the NaN plane) contains nothing");
    z[3] = (isect_plane){V(0, -0.0f, 0), -5};
    CHECK(!isect_point_in_polyhedron(V(1, 2, 0.5f), z, 6), "a zero normal with -0");
    const isect_plane opposite[2] = {{V(1, 0, 0), 0}, {V(-1, 0, 0), -1}};   /* x <= 0 and x >= 1 */
    CHECK(!isect_point_in_polyhedron(V(0, 0, 0), opposite, 2) && !isect_point_in_polyhedron(V(1, 0, 0), opposite, 2),
          "an empty intersection");
    for (int k = 0; k < 4; k++) {
        isect_plane w[6];
        memcpy(w, box, sizeof w);
        if (k < 3) w[k + 1].n.raw[k] = NAN;
        else w[2].d = NAN;
        CHECK(!isect_point_in_polyhedron(V(1, 2, 0.5f), w, 6), "NaN in plane field %d", k);
    }
    CHECK(!isect_point_in_polyhedron(V(1, NAN, 0.5f), box, 6), "NaN point");
    CHECK(!isect_point_in_polyhedron(V(1, 2, INFINITY), NULL, 0), "infinite point, all of space");
    CHECK(!isect_point_in_polyhedron(V(-INFINITY, 2, 0.5f), tet, 1), "infinite point");
    /* From isect_frustum_from_matrix: the camera's frustum holds a point ahead, not one behind. */
    isect_plane fr[6];
    isect_frustum_from_matrix(glms_mat4_mul(glms_perspective(1.0f, 1.5f, 0.5f, 10.0f),
                                            glms_lookat(V(0, 0, 0), V(0, 0, -1), V(0, 1, 0))), fr);
    CHECK(isect_point_in_polyhedron(V(0, 0, -5), fr, 6) && !isect_point_in_polyhedron(V(0, 0, 5), fr, 6), "a frustum");
}

/* ---- random polygons and triangles --------------------------------------------------------- */

/* Convex polygons: n points of an ellipse about c in the plane of the unit vectors u, w (counter-
 * clockwise about u x w), at sorted random angles. */
static void ellipse(rng *r, vec3s *v, int n, vec3s c, vec3s u, vec3s w, float ru, float rw)
{
    float ang[MAXV];
    for (int k = 0; k < n; k++) ang[k] = rng_float(r, 0, 6.2831853f);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && ang[j] < ang[j - 1]; j--) { float t = ang[j]; ang[j] = ang[j - 1], ang[j - 1] = t; }
    for (int k = 0; k < n; k++)
        v[k] = glms_vec3_add(c, glms_vec3_add(glms_vec3_scale(u, ru * cosf(ang[k])), glms_vec3_scale(w, rw * sinf(ang[k]))));
}

/* Small convex lattice polygons (counter-clockwise), for cases exact in float. */
static const int lattice[4][8][2] = {
    {{0, 0}, {4, 0}, {0, 3}},
    {{-2, -1}, {2, -1}, {2, 1}, {-2, 1}},
    {{0, -2}, {2, -1}, {2, 1}, {0, 2}, {-2, 1}, {-2, -1}},
    {{-3, -1}, {-1, -3}, {1, -3}, {3, -1}, {3, 1}, {1, 3}, {-1, 3}, {-3, 1}},
};
static const int lattice_n[4] = {3, 4, 6, 8};

enum { GENERAL, EDGE, VERTEX, NEAR, EXACT_AXIS, EXACT_TILTED, REPEATED, DEGENERATE, FAR, SLIVER, KINDS };
static const char *const kind_name[KINDS] = {
    "convex, near the prism", "on an edge, at a height", "on a vertex, at a height", "0.001 S beside an edge",
    "exact: on an edge or vertex, axis-aligned plane", "exact: on an edge or vertex, tilted", "repeated vertices",
    "exactly degenerate (contains nothing)", "far away", "sliver triangle (1e-6 to 0.1 thick), any point"};
/* Kinds built to lie on the boundary, or to be ill-conditioned: most of their cases are within
 * the band (a sliver's normal is known only to about FLT_EPSILON / thickness). */
static bool on_boundary(int kind) { return kind == EDGE || kind == VERTEX || kind == SLIVER; }

typedef struct pcase { vec3s v[MAXV]; int n; vec3s p; int kind; int must; /* 1 in, 0 out, -1 oracle */ } pcase;

static void polygon_case_once(rng *r, int i, int fixed_n, pcase *k);

/* A polygon (or, with fixed_n = 3, a triangle) and a point, of kind k; a random polygon that
 * rounding left non-convex (the tests' precondition) is drawn again. */
static void polygon_case(rng *r, int i, int fixed_n, pcase *k)
{
    for (;;) {
        polygon_case_once(r, i, fixed_n, k);
        if (k->must >= 0 || fixed_n) return;
        dvec d[MAXV];
        dvs(k->v, k->n, d);
        if (o_polygon_convex(d, k->n)) return;
    }
}

static void polygon_case_once(rng *r, int i, int fixed_n, pcase *k)
{
    static const int kinds[20] = {GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, GENERAL, EDGE, EDGE, VERTEX,
                                  VERTEX, NEAR, NEAR, NEAR, EXACT_AXIS, EXACT_AXIS, EXACT_TILTED, REPEATED, DEGENERATE, FAR};
    k->kind = kinds[i % 20], k->must = -1;
    const float S = rng_log(r, -3, 3);
    vec3s c = glms_vec3_scale(rng_vec3(r, -5, 5), S);
    if (i % 7 == 0) c = glms_vec3_scale(c, 200);   /* far from the origin: coordinates ~1e3 S */
    const vec3s nrm = rng_unit(r), u = perpendicular(r, nrm), w = glms_vec3_cross(nrm, u);
    int n = fixed_n ? fixed_n : 3 + rng_int(r, 14);

    if (k->kind == EXACT_AXIS || k->kind == EXACT_TILTED || k->kind == DEGENERATE) {
        /* integers scaled by a power of two, about a dyadic centre: every product exact */
        const int L = fixed_n ? 0 : rng_int(r, 4);
        const float s = ldexpf(1, rng_int(r, 9) - 4);
        vec3s cd = V(floorf(rng_float(r, -64, 64)), floorf(rng_float(r, -64, 64)), floorf(rng_float(r, -64, 64)));
        cd = glms_vec3_scale(cd, s);
        int j = rng_int(r, 3);
        vec3s eu = V(j == 0, j == 1, j == 2), ew = V(j == 1, j == 2, j == 0), en = glms_vec3_cross(eu, ew);
        if (k->kind != EXACT_AXIS) {   /* small integer axes, not parallel */
            do eu = V(rng_int(r, 5) - 2, rng_int(r, 5) - 2, rng_int(r, 5) - 2), ew = V(rng_int(r, 5) - 2, rng_int(r, 5) - 2, rng_int(r, 5) - 2);
            while (glms_vec3_norm2(glms_vec3_cross(eu, ew)) == 0);
            en = glms_vec3_cross(eu, ew);
        }
        if (k->kind == DEGENERATE) {   /* collinear, or all one point: contains nothing */
            vec3s d = rng_next(r) % 4 ? eu : V(0, 0, 0);
            n = fixed_n ? 3 : 2 + rng_int(r, 6);
            for (int q = 0; q < n; q++) k->v[q] = glms_vec3_add(cd, glms_vec3_scale(d, s * (float)(rng_int(r, 9) - 4)));
            if (rng_next(r) & 1) k->p = k->v[rng_int(r, n)];
            else k->p = glms_vec3_add(cd, glms_vec3_scale(rng_vec3(r, -8, 8), s));
            k->n = n, k->must = 0;
            return;
        }
        n = lattice_n[L];
        for (int q = 0; q < n; q++)
            k->v[q] = glms_vec3_add(cd, glms_vec3_scale(glms_vec3_add(glms_vec3_scale(eu, (float)lattice[L][q][0]),
                                                                      glms_vec3_scale(ew, (float)lattice[L][q][1])), s));
        int e = rng_int(r, n);
        k->p = glms_vec3_lerp(k->v[e], k->v[(e + 1) % n], 0.25f * (float)rng_int(r, 5));
        if (k->kind == EXACT_AXIS || fixed_n)   /* along the normal: exact for the triangle forms always */
            k->p = glms_vec3_add(k->p, glms_vec3_scale(en, s * 0.25f * (float)(rng_int(r, 33) - 16)));
        k->n = n, k->must = 1;
        if (rng_next(r) & 1)   /* the other winding */
            for (int q = 0; q < n / 2; q++) { vec3s t = k->v[q]; k->v[q] = k->v[n - 1 - q], k->v[n - 1 - q] = t; }
        return;
    }

    const float ru = S * rng_float(r, 0.2f, 1), rw = ru * rng_float(r, 0.05f, 1);
    const bool sliver = fixed_n && rng_next(r) % 5 == 0;
    if (sliver) {   /* c near the line ab */
        k->v[0] = glms_vec3_add(c, glms_vec3_scale(u, -ru)), k->v[1] = glms_vec3_add(c, glms_vec3_scale(u, ru));
        k->v[2] = glms_vec3_add(glms_vec3_lerp(k->v[0], k->v[1], rng_float(r, -0.5f, 1.5f)), glms_vec3_scale(w, ru * rng_log(r, -6, -1)));
    } else if (fixed_n && rng_next(r) % 3 == 0) {   /* any three points */
        for (int q = 0; q < 3; q++) k->v[q] = glms_vec3_add(c, glms_vec3_scale(rng_vec3(r, -1, 1), ru));
    } else {
        ellipse(r, k->v, n, c, u, w, ru, rw);
    }
    if (rng_next(r) & 1)
        for (int q = 0; q < n / 2; q++) { vec3s t = k->v[q]; k->v[q] = k->v[n - 1 - q], k->v[n - 1 - q] = t; }
    /* the plane's normal of the polygon as built, for heights and in-plane offsets */
    vec3s pn = glms_vec3_cross(glms_vec3_sub(k->v[1], k->v[0]), glms_vec3_sub(k->v[2], k->v[0]));
    pn = glms_vec3_norm2(pn) > 0 ? glms_vec3_normalize(pn) : nrm;
    const float h = S * rng_float(r, -3, 3);
    const int e = rng_int(r, n);
    const vec3s a = k->v[e], b = k->v[(e + 1) % n];
    switch (k->kind) {
    case EDGE: k->p = glms_vec3_muladds(pn, h, glms_vec3_lerp(a, b, rng_float(r, 0, 1))); break;
    case VERTEX: k->p = glms_vec3_muladds(pn, h, a); break;
    case NEAR: {
        vec3s side = glms_vec3_cross(glms_vec3_sub(b, a), pn);
        float l = glms_vec3_norm(side);
        if (l > 0) side = glms_vec3_divs(side, l);
        k->p = glms_vec3_muladds(side, coin(r) * 1e-3f * S, glms_vec3_muladds(pn, h, glms_vec3_lerp(a, b, rng_float(r, 0, 1))));
        break;
    }
    case REPEATED: {
        if (fixed_n) {   /* a triangle with a vertex twice is degenerate: contains nothing */
            k->v[2] = k->v[rng_int(r, 2)];
            k->p = glms_vec3_muladds(pn, h, glms_vec3_lerp(k->v[0], k->v[1], rng_float(r, 0, 1)));
            k->n = 3, k->must = 0;
            return;
        }
        int m = 0;
        vec3s t[MAXV];
        for (int q = 0; q < n; q++) {
            t[m++] = k->v[q];
            if (rng_next(r) & 1) t[m++] = k->v[q];
        }
        memcpy(k->v, t, sizeof(vec3s) * (size_t)m);
        n = m;
        k->p = glms_vec3_add(c, glms_vec3_add(glms_vec3_scale(u, ru * rng_float(r, -1.2f, 1.2f)),
                                              glms_vec3_add(glms_vec3_scale(w, rw * rng_float(r, -1.2f, 1.2f)), glms_vec3_scale(nrm, h))));
        break;
    }
    case FAR: k->p = glms_vec3_add(c, glms_vec3_scale(rng_unit(r), S * rng_log(r, 1, 4))); break;
    default:
        k->p = glms_vec3_add(c, glms_vec3_add(glms_vec3_scale(u, ru * rng_float(r, -1.3f, 1.3f)),
                                              glms_vec3_add(glms_vec3_scale(w, rw * rng_float(r, -1.3f, 1.3f)), glms_vec3_scale(nrm, h))));
        break;
    }
    k->n = n;
    if (sliver) k->kind = SLIVER;
}

typedef struct tally { long cases, in, band, bad, kind_cases[KINDS], kind_band[KINDS], kind_bad[KINDS], exact, inner, inner_band; } tally;

/* One verdict against the case's expectation or the oracle: counts it, true when wrong. */
static bool judge(tally *y, const pcase *k, bool got, int oracle)
{
    y->cases++, y->kind_cases[k->kind]++, y->in += got, y->inner += !on_boundary(k->kind);
    if (k->must >= 0) {
        y->exact++;
        return got != (k->must == 1) && (y->bad++, y->kind_bad[k->kind]++, true);
    }
    if (oracle < 0) {
        y->band++, y->kind_band[k->kind]++, y->inner_band += !on_boundary(k->kind);
        return false;
    }
    return got != (oracle == 1) && (y->bad++, y->kind_bad[k->kind]++, true);
}

static void print_case(const char *what, const pcase *k, bool got, int oracle)
{
    fprintf(stderr, "%s (%s): got %d, oracle %d, p (%.9g %.9g %.9g), %d vertices:", what, kind_name[k->kind], got, oracle, k->p.x,
            k->p.y, k->p.z, k->n);
    for (int q = 0; q < k->n; q++) fprintf(stderr, " (%.9g %.9g %.9g)", k->v[q].x, k->v[q].y, k->v[q].z);
    fputc('\n', stderr);
}

/* The checks on a tally: no disagreement, and under percent % of the cases not built on the
 * boundary (or as slivers) within the band. */
static void report(const char *name, const tally *y, int percent)
{
    printf("%s: %ld cases (%.1f%% inside): %ld within the band, %ld disagreements; %ld exact cases\n", name, y->cases,
           100.0 * y->in / y->cases, y->band, y->bad, y->exact);
    for (int q = 0; q < KINDS; q++)
        if (y->kind_cases[q])
            printf("  %-50s %7ld cases, %ld in the band, %ld disagreements\n", kind_name[q], y->kind_cases[q], y->kind_band[q],
                   y->kind_bad[q]);
    printf("  %ld of the %ld cases not built on the boundary within the band\n", y->inner_band, y->inner);
    CHECK(y->bad == 0, "%s: %ld disagreements", name, y->bad);
    CHECK(y->inner_band * 100 < y->inner * percent, "%s: %ld in the band", name, y->inner_band);
    CHECK(y->in * 10 > y->cases && y->in * 10 < 9 * y->cases, "%s: outcomes not mixed", name);
}

static void test_polygon_random(void)
{
    rng r = {0xC0274A1Fu};
    tally y = {0};
    long order_bad = 0, shown = 0;
    for (int i = 0; i < CASES; i++) {
        pcase k;
        polygon_case(&r, i, 0, &k);
        bool got = isect_point_in_polygon(k.p, k.v, k.n);
        int o = k.must >= 0 ? k.must : o_polygon_verdict(k.p, k.v, k.n, false);
        if (judge(&y, &k, got, o) && shown++ < 5) print_case("point-in-polygon", &k, got, o);
        /* every fourth case: another starting vertex and the other winding, the same verdict
         * wherever the oracle is clear */
        if (i % 4 == 0 && o >= 0 && k.n >= 1) {
            vec3s w[MAXV];
            reorder(k.v, k.n, rng_int(&r, k.n), true, w);
            order_bad += isect_point_in_polygon(k.p, w, k.n) != (o == 1);
        }
    }
    report("point-in-polygon", &y, 1);
    printf("  %ld verdicts changed by the vertex order\n", order_bad);
    CHECK(order_bad == 0, "point-in-polygon: %ld order-dependent verdicts", order_bad);
}

static void test_triangle_random(void)
{
    rng r = {0x7A1A9613u};
    tally y[2] = {{0}}, yp = {0};
    long differ = 0, differ_band = 0, shown = 0;
    for (int i = 0; i < CASES; i++) {
        pcase k;
        polygon_case(&r, i, 3, &k);
        isect_triangle t = {k.v[0], k.v[1], k.v[2]};
        int ob = k.must >= 0 ? k.must : o_polygon_verdict(k.p, k.v, 3, true);
        int oc = k.must >= 0 ? k.must : o_polygon_verdict(k.p, k.v, 3, false);
        bool got[2];
        for (int f = 0; f < 2; f++) {
            got[f] = tri_fns[f](k.p, t);
            if (judge(&y[f], &k, got[f], f ? oc : ob) && shown++ < 6) print_case(tri_names[f], &k, got[f], f ? oc : ob);
        }
        /* the polygon's normal is scaled (rounded) by its largest component: a tilted exact case
         * off the plane is exact for the triangle forms only (counted here as on an edge) */
        pcase kp = k;
        if (k.kind == EXACT_TILTED) kp.must = -1, kp.kind = EDGE, oc = o_polygon_verdict(k.p, k.v, 3, false);
        bool gp = isect_point_in_polygon(k.p, k.v, 3);
        if (judge(&yp, &kp, gp, oc) && shown++ < 6) print_case("polygon of 3", &k, gp, oc);
        if (got[0] != got[1]) (ob < 0 ? differ_band++ : differ++);
    }
    /* the barycentric form's band is wider (R (1 + cond), see o_polygon_verdict): 2%; the
     * orientation forms sit at 0.9-1.02% of these cases (gcc and clang round differently) */
    report("point-in-triangle, barycentric", &y[0], 2);
    report("point-in-triangle, cross products", &y[1], 2);
    report("point-in-polygon on the same triangles", &yp, 2);
    printf("  the two triangle forms differ on %ld cases outside the band, %ld within it\n", differ, differ_band);
    CHECK(differ == 0, "the triangle forms disagree on %ld cases outside the band", differ);
}

/* ---- random polyhedra ---------------------------------------------------------------------- */

enum { BOX, CELL, FEW, FACE, EXACT, EXACT_APART, ZERO, ALL, HKINDS };
static const char *const hkind_name[HKINDS] = {
    "box faces, normals of any length", "tangent planes of a sphere (4-20)", "1-3 planes (unbounded)", "on a face (rounded)",
    "exact: on a face, edge or corner", "0.001 outside a face", "a zero normal among them", "count 0"};

typedef struct hcase { isect_plane pl[24]; int n; vec3s p; int kind; int must; } hcase;

static void polyhedron_case(rng *r, int i, hcase *k)
{
    static const int kinds[20] = {BOX, BOX, BOX, BOX, CELL, CELL, CELL, CELL, CELL, FEW, FEW, FACE, FACE, FACE,
                                  EXACT, EXACT, EXACT_APART, ZERO, ALL, CELL};
    k->kind = kinds[i % 20], k->must = -1;
    const float S = rng_log(r, -3, 3);
    vec3s c = glms_vec3_scale(rng_vec3(r, -5, 5), S);
    if (i % 7 == 0) c = glms_vec3_scale(c, 200);
    k->p = glms_vec3_add(c, glms_vec3_scale(rng_vec3(r, -1.5f, 1.5f), S));
    if (k->kind == EXACT || k->kind == EXACT_APART) {
        /* the box [lo, hi] from dyadic bounds, normals (+-s, 0, 0) ... with s a small dyadic */
        const float sc = ldexpf(1, rng_int(r, 9) - 4);
        vec3s lo = glms_vec3_scale(V(floorf(rng_float(r, -64, 32)), floorf(rng_float(r, -64, 32)), floorf(rng_float(r, -64, 32))), sc);
        vec3s hi = glms_vec3_add(lo, glms_vec3_scale(V(1 + rng_int(r, 16), 1 + rng_int(r, 16), 1 + rng_int(r, 16)), sc));
        for (int a = 0; a < 3; a++) {
            float s = (float)(1 + rng_int(r, 7)) * 0.25f;
            vec3s n = V(a == 0, a == 1, a == 2);
            k->pl[2 * a] = (isect_plane){glms_vec3_scale(n, s), s * hi.raw[a]};
            k->pl[2 * a + 1] = (isect_plane){glms_vec3_scale(n, -s), -s * lo.raw[a]};
        }
        k->n = 6;
        /* a point on a face (one coordinate at a bound), an edge (two) or a corner (three) */
        int on = 1 + rng_int(r, 3);
        for (int a = 0; a < 3; a++) {
            float t = 0.125f * (float)rng_int(r, 9);
            k->p.raw[a] = lo.raw[a] + t * (hi.raw[a] - lo.raw[a]);
            if (a < on) k->p.raw[a] = (rng_next(r) & 1) ? hi.raw[a] : lo.raw[a];
        }
        k->must = 1;
        if (k->kind == EXACT_APART) {
            int a = rng_int(r, on);
            k->p.raw[a] += (k->p.raw[a] == hi.raw[a] ? 1 : -1) * 0.001f * glms_vec3_norm(glms_vec3_sub(hi, lo));
            k->must = 0;
        }
        return;
    }
    if (k->kind == ALL) {
        k->n = 0, k->must = 1;
        return;
    }
    int base = k->kind == FACE || k->kind == ZERO ? (rng_next(r) & 1 ? BOX : CELL) : k->kind;
    if (base == BOX) {
        isect_obb o = isect_obb_from_quat(c, glms_vec3_scale(V(rng_log(r, -1, 0), rng_log(r, -1, 0), rng_log(r, -1, 0)), S), rng_quat(r));
        for (int a = 0; a < 3; a++) {
            float s1 = rng_log(r, -3, 3), s2 = rng_log(r, -3, 3);
            float dc = glms_vec3_dot(o.u[a], o.c);
            k->pl[2 * a] = (isect_plane){glms_vec3_scale(o.u[a], s1), s1 * (dc + o.e.raw[a])};
            k->pl[2 * a + 1] = (isect_plane){glms_vec3_scale(o.u[a], -s2), -s2 * (dc - o.e.raw[a])};
        }
        k->n = 6;
    } else {
        k->n = base == FEW ? 1 + rng_int(r, 3) : 4 + rng_int(r, 17);
        for (int q = 0; q < k->n; q++) {
            vec3s n = rng_unit(r);
            float s = rng_log(r, -2, 2);
            k->pl[q] = (isect_plane){glms_vec3_scale(n, s), s * (glms_vec3_dot(n, c) + S * rng_float(r, 0.3f, 1))};
        }
    }
    if (k->kind == FACE) {   /* p moved onto a plane (to rounding) */
        isect_plane q = k->pl[rng_int(r, k->n)];
        float t = (glms_vec3_dot(q.n, k->p) - q.d) / glms_vec3_norm2(q.n);
        k->p = glms_vec3_muladds(q.n, -t, k->p);
    }
    if (k->kind == ZERO) {
        k->pl[rng_int(r, k->n)].n = V(0, 0, 0);
        k->must = 0;
    }
}

static void test_polyhedron_random(void)
{
    rng r = {0x9017ED20u};
    long cases = 0, in = 0, band = 0, inner_band = 0, bad = 0, exact = 0, kc[HKINDS] = {0}, kb[HKINDS] = {0}, kbad[HKINDS] = {0}, shown = 0;
    for (int i = 0; i < CASES; i++) {
        hcase k;
        polyhedron_case(&r, i, &k);
        bool got = isect_point_in_polyhedron(k.p, k.pl, k.n);
        cases++, in += got, kc[k.kind]++;
        int o = k.must;
        if (o >= 0) exact++;
        else {
            double scale, m = o_polyhedron_margin(dv(k.p), k.pl, k.n, &scale), g = BAND * scale;
            o = m < -g ? 1 : m > g ? 0 : -1;
        }
        if (o < 0) band++, kb[k.kind]++, inner_band += k.kind != FACE;
        else if (got != (o == 1)) {
            bad++, kbad[k.kind]++;
            if (shown++ < 5) {
                fprintf(stderr, "point-in-polyhedron (%s): got %d, want %d, p (%.9g %.9g %.9g), %d planes:", hkind_name[k.kind], got, o,
                        k.p.x, k.p.y, k.p.z, k.n);
                for (int q = 0; q < k.n; q++) fprintf(stderr, " (%.9g %.9g %.9g; %.9g)", k.pl[q].n.x, k.pl[q].n.y, k.pl[q].n.z, k.pl[q].d);
                fputc('\n', stderr);
            }
        }
    }
    printf("point-in-polyhedron: %ld cases (%.1f%% inside): %ld within the band, %ld disagreements; %ld exact cases\n", cases,
           100.0 * in / cases, band, bad, exact);
    for (int q = 0; q < HKINDS; q++)
        printf("  %-50s %7ld cases, %ld in the band, %ld disagreements\n", hkind_name[q], kc[q], kb[q], kbad[q]);
    CHECK(bad == 0, "point-in-polyhedron: %ld disagreements", bad);
    printf("  %ld of the %ld cases not built on a face within the band\n", inner_band, cases - kc[FACE]);
    CHECK(inner_band * 100 < cases - kc[FACE], "point-in-polyhedron: %ld in the band", inner_band);
    CHECK(in * 10 > cases && in * 10 < 9 * cases, "point-in-polyhedron: outcomes not mixed");
}

int main(void)
{
    RUN(test_polygon_table);
    RUN(test_triangle_table);
    RUN(test_polyhedron_table);
    RUN(test_polygon_random);
    RUN(test_triangle_random);
    RUN(test_polyhedron_random);
    return check_summary();
}
