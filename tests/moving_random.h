/* What the random tests of the moving-sphere functions share (tests/test_isect_moving_*.c): a
 * random static shape of each kind, random motions of a sphere against it, and the loop that
 * compares the library with the time-of-impact oracle of fuzz/oracles_moving.h and checks the
 * properties every moving test has.
 *
 * The motions, in equal shares (MOTION_KINDS):
 *   random   centre in [-4, 4]^3, displacement in [-6, 6]^3 (hits and misses);
 *   aimed    displacement from the centre toward a point of the shape, 0.3 to 1.5 times the way;
 *   graze    built to touch: x random, q the shape's point nearest x (the library's closest
 *            point, in float), n = (x - q) / |x - q|, the path tangent to the grown shape at
 *            q + r n (v at right angles to n) through it at a random time; the least clearance
 *            is 0 to float rounding, so these land in the band or either side of it;
 *   contact  the centre within r of the shape at t = 0 (q + s r n, s in [0, 1]), moving anyhow;
 *   still    v = 0;
 *   parallel v at right angles to the shape's normal (face, plane; a random axis for a box);
 *   fast     a small sphere (r 1e-3 to 1e-2) from afar through the shape, |v| up to ~50:
 *            the static test at both ends misses it, the continuous test must not. */
#ifndef ISECT_TEST_MOVING_RANDOM_H
#define ISECT_TEST_MOVING_RANDOM_H

#include "isect.h"
#include "check.h"
#include "../fuzz/oracles_moving.h"

#define MOVING_CASES 1000000
#define MOTION_KINDS 7
/* The band: a different verdict is allowed where the least clearance along the step is within
 * BAND_REL of the magnitude of the coordinates, the radius and the displacement, and the
 * clearance at a reported t must be within it of 0. */
#define BAND_REL 1e-5
/* An agreed hit whose path crosses the grown shape this deep (least clearance below -STEEP) has
 * a well-conditioned t: it must be within T_TOL of the oracle's. */
#define STEEP 0.1
#define T_TOL 1e-4

static int rng_int(rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }

/* One static shape, as o_sweep holds it (vertices owned here). */
typedef struct moving_shape {
    o_shape_kind kind;
    isect_plane plane;
    isect_sphere sphere;
    vec3s vb;              /* the second sphere's displacement (O_SPHERE), else 0 */
    vec3s verts[8];
    int count;
    isect_aabb box;
} moving_shape;

static moving_shape random_shape(rng *r, o_shape_kind kind)
{
    moving_shape s = {.kind = kind};
    switch (kind) {
    case O_PLANE: s.plane = isect_plane_from_normal(rng_unit(r), rng_float(r, -2, 2)); break;
    case O_SPHERE:
        s.sphere = (isect_sphere){rng_vec3(r, -2, 2), rng_int(r, 8) ? rng_float(r, 0.05f, 2) : 0};
        s.vb = rng_int(r, 3) ? rng_vec3(r, -3, 3) : GLMS_VEC3_ZERO;
        break;
    case O_TRIANGLE:
        s.count = 3;
        for (int i = 0; i < 3; i++) s.verts[i] = rng_vec3(r, -2, 2);
        if (rng_int(r, 16) == 0) s.verts[2] = glms_vec3_lerp(s.verts[0], s.verts[1], 0.25f); /* flat */
        break;
    case O_POLYGON: {                       /* a regular-ish convex polygon, turned and moved */
        s.count = 1 + rng_int(r, 8);
        versors q = rng_quat(r);
        vec3s o = rng_vec3(r, -1, 1);
        float rad = rng_float(r, 0.2f, 2.5f), a0 = rng_float(r, 0, 1);
        for (int i = 0; i < s.count; i++) {
            float a = 6.2831853f * (a0 + (float)i + 0.4f * rng_float(r, 0, 1)) / (float)s.count;
            s.verts[i] = glms_vec3_add(o, glms_quat_rotatev(q, (vec3s){{rad * cosf(a), rad * sinf(a), 0}}));
        }
        break;
    }
    case O_AABB: s.box = isect_aabb_from_corners(rng_vec3(r, -2, 2), rng_vec3(r, -2, 2)); break;
    }
    return s;
}

/* The shape's point nearest p, from the library's closest points (building cases only). */
static vec3s shape_closest(const moving_shape *s, vec3s p)
{
    switch (s->kind) {
    case O_PLANE: return isect_closest_point_plane(p, s->plane);
    case O_SPHERE: {
        vec3s d = glms_vec3_sub(p, s->sphere.c);
        float l = glms_vec3_norm(d);
        return l > 0 ? glms_vec3_muladds(d, s->sphere.r / l, s->sphere.c) : s->sphere.c;
    }
    case O_TRIANGLE:
    case O_POLYGON: {
        if (s->count < 3) return isect_closest_point_segment(p, (isect_segment){s->verts[0], s->verts[s->count - 1]});
        vec3s best = s->verts[0];
        for (int i = 1; i + 1 < s->count; i++) {
            vec3s q = isect_closest_point_triangle(p, (isect_triangle){s->verts[0], s->verts[i], s->verts[i + 1]});
            if (i == 1 || glms_vec3_distance2(q, p) < glms_vec3_distance2(best, p)) best = q;
        }
        return best;
    }
    case O_AABB: return isect_closest_point_aabb(p, s->box);
    }
    return p;
}

static vec3s shape_normal(const moving_shape *s, rng *r)
{
    if (s->kind == O_PLANE) return s->plane.n;
    if ((s->kind == O_TRIANGLE || s->kind == O_POLYGON) && s->count >= 3)
        return glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(s->verts[1], s->verts[0]),
                                                   glms_vec3_sub(s->verts[2], s->verts[0])));
    vec3s axis = GLMS_VEC3_ZERO;
    axis.raw[rng_int(r, 3)] = 1;
    return axis;
}

/* A vector of length in [lo, hi] at right angles to the unit n. */
static vec3s random_tangent(rng *r, vec3s n, float lo, float hi)
{
    vec3s u = rng_unit(r);
    vec3s t = glms_vec3_sub(u, glms_vec3_scale(n, glms_vec3_dot(u, n)));
    float l = glms_vec3_norm(t);
    if (!(l > 1e-3f)) return GLMS_VEC3_ZERO;
    return glms_vec3_scale(t, rng_float(r, lo, hi) / l);
}

/* The sphere and its displacement for one motion of kind k against the shape. */
static void random_motion(rng *r, const moving_shape *sh, int k, isect_sphere *s, vec3s *v)
{
    s->r = rng_int(r, 16) ? rng_float(r, 0.05f, 1.5f) : 0;
    s->c = rng_vec3(r, -4, 4);
    *v = rng_vec3(r, -6, 6);
    vec3s q = shape_closest(sh, rng_vec3(r, -3, 3));
    switch (k) {
    case 1: *v = glms_vec3_scale(glms_vec3_sub(q, s->c), rng_float(r, 0.3f, 1.5f)); break;
    case 2:
    case 3: {
        vec3s x = rng_vec3(r, -3, 3);
        q = shape_closest(sh, x);
        vec3s n = glms_vec3_sub(x, q);
        float l = glms_vec3_norm(n);
        n = l > 1e-3f ? glms_vec3_divs(n, l) : rng_unit(r);
        if (k == 2) {
            *v = random_tangent(r, n, 0.5f, 6);
            s->c = glms_vec3_muladds(*v, -rng_float(r, 0, 1), glms_vec3_muladds(n, s->r, q));
        } else {
            s->c = glms_vec3_muladds(n, s->r * rng_float(r, 0, 1), q);
        }
        break;
    }
    case 4: *v = GLMS_VEC3_ZERO; break;
    case 5: *v = random_tangent(r, shape_normal(sh, r), 0.5f, 6); break;
    case 6:
        s->r = rng_float(r, 1e-3f, 1e-2f);
        s->c = glms_vec3_scale(rng_unit(r), rng_float(r, 10, 25));
        *v = glms_vec3_scale(glms_vec3_sub(q, s->c), rng_float(r, 1.05f, 2));
        break;
    }
}

/* The library's moving test and its static test, the sphere at s (a second sphere moving by
 * sh->vb as well). */
static bool moving_call(const moving_shape *sh, isect_sphere s, vec3s v, isect_hit *h)
{
    switch (sh->kind) {
    case O_PLANE: return isect_moving_sphere_plane(s, v, sh->plane, h);
    case O_SPHERE: return isect_moving_sphere_sphere(s, glms_vec3_add(v, sh->vb), sh->sphere, sh->vb, h);
    case O_TRIANGLE: return isect_moving_sphere_triangle(s, v, (isect_triangle){sh->verts[0], sh->verts[1], sh->verts[2]}, h);
    case O_POLYGON: return isect_moving_sphere_polygon(s, v, sh->verts, sh->count, h);
    case O_AABB: return isect_moving_sphere_aabb(s, v, sh->box, h);
    }
    return false;
}

/* The static test with the shapes at time t (the second sphere moved by t vb). */
static bool static_call(const moving_shape *sh, isect_sphere s, float t)
{
    switch (sh->kind) {
    case O_PLANE: return isect_sphere_plane(s, sh->plane);
    case O_SPHERE: {
        isect_sphere b = {glms_vec3_muladds(sh->vb, t, sh->sphere.c), sh->sphere.r};
        return isect_sphere_sphere(s, b);
    }
    case O_TRIANGLE: return isect_sphere_triangle(s, (isect_triangle){sh->verts[0], sh->verts[1], sh->verts[2]});
    case O_POLYGON: return isect_sphere_polygon(s, sh->verts, sh->count);
    case O_AABB: return isect_sphere_aabb(s, sh->box);
    }
    return false;
}

typedef struct moving_tally {
    long cases, in_band, kind_band[MOTION_KINDS], disagree, hits, steep, kind_cases[MOTION_KINDS], kind_hits[MOTION_KINDS];
    long static_fail, before_fail, still_fail;
    double max_dt, max_dt_steep;
} moving_tally;

/* MOVING_CASES random cases of the kind against the oracle, with the properties: the static
 * test holds at the reported t for the sphere grown by the band and fails for it shrunk by the
 * band at t/4, t/2 and 3t/4; v = 0 gives exactly the static verdict (t = 0). Prints the tally. */
static void moving_random(const char *name, o_shape_kind kind, uint64_t seed)
{
    rng r = {seed};
    moving_tally T = {0};
    for (long i = 0; i < MOVING_CASES; i++) {
        moving_shape sh = random_shape(&r, kind);
        int k = (int)(i % MOTION_KINDS);
        isect_sphere s;
        vec3s v;
        random_motion(&r, &sh, k, &s, &v);
        isect_hit h = {-1, GLMS_VEC3_ZERO};
        bool got = moving_call(&sh, s, v, &h);

        vec3s va = glms_vec3_add(v, sh.vb);     /* the sphere's own displacement */
        o_sweep sw = {kind, sh.plane, sh.sphere, sh.verts, sh.count, sh.box, dv(s.c),
                      dsub(dv(va), dv(sh.vb)), s.r};
        o_toi want = o_sweep_toi(&sw);
        double m = dmax(dmax(o_absmax3(s.c), o_absmax3(va)), s.r) + 4.0;   /* shapes lie within 4 */
        double band = BAND_REL * m;
        o_verdict j = o_judge(o_sweep_clearance, &sw, &want, got, h.t, band);
        T.cases++, T.kind_cases[k]++;
        T.in_band += j == O_IN_BAND, T.kind_band[k] += j == O_IN_BAND;
        if (j == O_DISAGREE) {
            if (T.disagree++ < 5)
                fprintf(stderr, "%s kind %d case %ld: got %d t %.9g, oracle %d t %.9g min clearance %.3g (band %.3g)\n",
                        name, k, i, got, h.t, want.hit, want.t, want.min_clear, band);
        }
        if (got && want.hit) {
            T.hits++, T.kind_hits[k]++;
            double dt = fabs(h.t - want.t);
            T.max_dt = dmax(T.max_dt, dt);
            if (want.min_clear < -STEEP) T.steep++, T.max_dt_steep = dmax(T.max_dt_steep, dt);
        }
        if (got && j == O_AGREE) {
            isect_sphere at = {glms_vec3_muladds(va, h.t, s.c), s.r + (float)band};
            T.static_fail += !static_call(&sh, at, h.t);
            for (int q = 1; q < 4 && s.r > band; q++) {
                float tq = h.t * (float)q / 4;
                isect_sphere before = {glms_vec3_muladds(va, tq, s.c), s.r - (float)band};
                T.before_fail += tq < h.t && static_call(&sh, before, tq);
            }
        }
        isect_hit still;
        moving_shape rest = sh;                 /* both at rest */
        rest.vb = GLMS_VEC3_ZERO;
        bool st = moving_call(&rest, s, GLMS_VEC3_ZERO, &still);
        T.still_fail += st != static_call(&rest, s, 0) || (st && still.t != 0);
    }
    printf("%s: %ld cases, %ld in the band, %ld disagreements; %ld hits (%ld steep), max |t - oracle| %.3g "
           "(steep: %.3g); static at t failed %ld, before t held %ld, v = 0 unlike static %ld\n",
           name, T.cases, T.in_band, T.disagree, T.hits, T.steep, T.max_dt, T.max_dt_steep,
           T.static_fail, T.before_fail, T.still_fail);
    printf("  hits per motion kind (random aimed graze contact still parallel fast):");
    for (int k = 0; k < MOTION_KINDS; k++) printf(" %ld/%ld", T.kind_hits[k], T.kind_cases[k]);
    printf("\n  in the band per motion kind:");
    for (int k = 0; k < MOTION_KINDS; k++) printf(" %ld", T.kind_band[k]);
    printf("\n");
    long off = T.in_band - T.kind_band[2], off_cases = T.cases - T.kind_cases[2];
    CHECK(off * 100 <= off_cases, "%s: %ld of the %ld cases not built to graze in the band (over 1%%)", name, off, off_cases);
    CHECK(T.disagree == 0, "%s: %ld disagreements outside the band", name, T.disagree);
    CHECK(T.max_dt_steep <= T_TOL, "%s: t off by %g on a steep crossing", name, T.max_dt_steep);
    CHECK(T.static_fail == 0, "%s: static test fails at the reported t %ld times", name, T.static_fail);
    CHECK(T.before_fail == 0, "%s: static test holds before the reported t %ld times", name, T.before_fail);
    CHECK(T.still_fail == 0, "%s: v = 0 unlike the static verdict %ld times", name, T.still_fail);
    CHECK(T.kind_hits[6] * 2 > T.kind_cases[6], "%s: fast spheres mostly missed", name);
}

#endif
