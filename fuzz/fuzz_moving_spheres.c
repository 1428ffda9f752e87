/* Fuzz target: a sphere moving against a plane, a sphere, a triangle, a convex polygon (a
 * rectangle, turned) or an AABB (moving_sphere.c), and two spheres by interval halving
 * (moving_halving.c). The first byte picks the shape; shapes come from the constructors, or raw
 * (a box possibly empty, a plane's normal possibly zero). Properties:
 * - NaN anywhere, a negative radius, an empty box, a zero normal: false;
 * - v = 0 gives exactly the static test's verdict, with t = 0;
 * - a hit has t in [0, 1], and the static test holds at t for the sphere grown by the band;
 * - two spheres swapped give the same verdict and t, bit for bit; halving is never after the
 *   closed form's t and finds every contact it finds;
 * - for finite input below 1e4: where the oracle's least clearance along the step
 *   (fuzz/oracles_moving.h) is farther than the band from 0, the verdict matches it. */
#include "fuzz.h"
#include "oracles_moving.h"

typedef struct moving {
    o_shape_kind kind;
    isect_plane plane;
    isect_sphere b;
    vec3s vb;
    vec3s verts[4];
    isect_aabb box;
} moving;

static bool moving_test(const moving *m, isect_sphere s, vec3s v, isect_hit *h)
{
    switch (m->kind) {
    case O_PLANE: return isect_moving_sphere_plane(s, v, m->plane, h);
    case O_SPHERE: return isect_moving_sphere_sphere(s, v, m->b, m->vb, h);
    case O_TRIANGLE: return isect_moving_sphere_triangle(s, v, (isect_triangle){m->verts[0], m->verts[1], m->verts[2]}, h);
    case O_POLYGON: return isect_moving_sphere_polygon(s, v, m->verts, 4, h);
    case O_AABB: return isect_moving_sphere_aabb(s, v, m->box, h);
    }
    return false;
}

/* The static test with the shapes at time t. */
static bool static_test(const moving *m, isect_sphere s, float t)
{
    switch (m->kind) {
    case O_PLANE: return isect_sphere_plane(s, m->plane);
    case O_SPHERE: return isect_sphere_sphere(s, (isect_sphere){glms_vec3_muladds(m->vb, t, m->b.c), m->b.r});
    case O_TRIANGLE: return isect_sphere_triangle(s, (isect_triangle){m->verts[0], m->verts[1], m->verts[2]});
    case O_POLYGON: return isect_sphere_polygon(s, m->verts, 4);
    case O_AABB: return isect_sphere_aabb(s, m->box);
    }
    return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    uint8_t mode = fuzz_byte(&in);
    moving m = {.kind = (o_shape_kind)(mode % 5)};
    isect_sphere s = fuzz_sphere(&in);
    vec3s v = fuzz_vec3(&in);
    if (mode & 0x80) v = GLMS_VEC3_ZERO;
    bool bad = nan3(s.c) || isnan(s.r) || nan3(v) || !(s.r >= 0);
    switch (m.kind) {
    case O_PLANE:
        if (mode & 0x40) m.plane = (isect_plane){fuzz_vec3(&in), fuzz_float(&in)}, m.plane.n = GLMS_VEC3_ZERO;
        else m.plane = fuzz_plane(&in);
        bad = bad || nan3(m.plane.n) || isnan(m.plane.d) || (m.plane.n.x == 0 && m.plane.n.y == 0 && m.plane.n.z == 0);
        break;
    case O_SPHERE:
        m.b = fuzz_sphere(&in), m.vb = fuzz_vec3(&in);
        bad = bad || nan3(m.b.c) || !(m.b.r >= 0) || nan3(m.vb);
        break;
    case O_TRIANGLE:
    case O_POLYGON: {
        isect_triangle t = fuzz_triangle(&in);
        m.verts[0] = t.a, m.verts[1] = t.b, m.verts[2] = t.c;
        if (m.kind == O_POLYGON) {                      /* the parallelogram a, b, b + c - a, c */
            m.verts[2] = glms_vec3_sub(glms_vec3_add(t.b, t.c), t.a), m.verts[3] = t.c;
        }
        bad = bad || tri_nan(t);
        break;
    }
    case O_AABB:
        if (mode & 0x40) m.box = (isect_aabb){fuzz_vec3(&in), fuzz_vec3(&in)};
        else m.box = fuzz_aabb(&in);
        bad = bad || nan3(m.box.min) || nan3(m.box.max) || !(m.box.min.x <= m.box.max.x) ||
              !(m.box.min.y <= m.box.max.y) || !(m.box.min.z <= m.box.max.z);
        break;
    }

    isect_hit h = {-1, GLMS_VEC3_ZERO};
    bool got = moving_test(&m, s, v, &h);
    if (bad) {
        FUZZ_CHECK(!got, "NaN, a negative radius, an empty box or a zero normal meets (kind %d)", m.kind);
        return 0;
    }
    if (got) FUZZ_CHECK(h.t >= 0 && h.t <= 1, "t %g out of [0, 1] (kind %d)", h.t, m.kind);

    /* v = 0 (both at rest): the static verdict, t = 0 */
    moving rest = m;
    rest.vb = GLMS_VEC3_ZERO;
    isect_hit still;
    bool st = moving_test(&rest, s, GLMS_VEC3_ZERO, &still);
    FUZZ_CHECK(st == static_test(&rest, s, 0), "v = 0 unlike the static test (kind %d)", m.kind);
    FUZZ_CHECK(!st || still.t == 0, "v = 0: t %g", still.t);

    if (m.kind == O_SPHERE) {
        isect_hit sw = {-1, GLMS_VEC3_ZERO}, hv = sw;
        bool swapped = isect_moving_sphere_sphere(m.b, m.vb, s, v, &sw);
        FUZZ_CHECK(swapped == got && (!got || sw.t == h.t), "swapped: %d t %g, against %d t %g", swapped, sw.t, got, h.t);
        if (isect_moving_sphere_sphere_halving(s, v, m.b, m.vb, 1e-3f, &hv) && got)
            FUZZ_CHECK(hv.t <= h.t, "halving t %g after the closed form's %g", hv.t, h.t);
        FUZZ_CHECK(!got || isect_moving_sphere_sphere_halving(s, v, m.b, m.vb, 1e-3f, NULL) || h.t == 0 ||
                   !finite3(v) || !finite3(m.vb), "halving misses a contact at t %g", h.t);
    }

    /* against the oracle, for finite input of moderate size */
    vec3s shape_lo = m.kind == O_AABB ? m.box.min : m.kind == O_SPHERE ? m.b.c : m.verts[0];
    double mag = dmax(dmax(o_absmax3(s.c), o_absmax3(v)), s.r) + o_absmax3(shape_lo) +
                 (m.kind == O_AABB ? o_absmax3(m.box.max) : 0) + (m.kind == O_SPHERE ? m.b.r + o_absmax3(m.vb) : 0) +
                 (m.kind == O_TRIANGLE || m.kind == O_POLYGON ? o_absmax3(m.verts[1]) + o_absmax3(m.verts[2]) + o_absmax3(m.verts[3]) : 0) +
                 (m.kind == O_PLANE ? fabs(m.plane.d) : 0);
    if (!(mag < 1e4) || !isfinite(s.r))
        return 0;
    double band = 1e-4 * mag + 1e-8;
    vec3s va = v;
    if (got) {                                          /* the static test at t, grown by the band */
        isect_sphere at = {glms_vec3_muladds(va, h.t, s.c), s.r + (float)band};
        FUZZ_CHECK(static_test(&m, at, h.t), "static test fails at t %g (kind %d)", h.t, m.kind);
    }
    o_sweep sw = {m.kind, m.plane, m.b, m.verts, m.kind == O_TRIANGLE ? 3 : 4, m.box, dv(s.c), dv(v), s.r};
    if (m.kind == O_SPHERE) sw.v = dsub(dv(v), dv(m.vb));
    o_toi want = o_sweep_toi(&sw);
    o_verdict j = o_judge(o_sweep_clearance, &sw, &want, got, h.t, band);
    FUZZ_CHECK(j != O_DISAGREE, "kind %d: got %d t %.9g, oracle %d t %.9g, least clearance %.3g (band %.3g)", m.kind, got,
               h.t, want.hit, want.t, want.min_clear, band);
    return 0;
}
