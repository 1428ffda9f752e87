/* Fuzz target: rays and segments against capsules and cylinders (cylinder.c), on raw shapes (any
 * direction length, any radius, every float pattern). Properties:
 * - NaN anywhere, a negative radius, or a cylinder with a = b: a miss, the hit left alone;
 * - a capsule with a = b gives exactly isect_ray_sphere's (isect_segment_sphere's) answer;
 * - a hit has t >= 0 (a segment's t <= 1), its point is p + t d up to rounding and lies in the
 *   shape grown by the tolerance;
 * - d doubled (exactly) halves t exactly, and leaves the verdict, while d and 2 d have normal
 *   components and t stays a normal float (but for a capsule with a = b, the sphere test);
 * - for finite input below 1e15: where the shape grown by the tolerance is missed, the test
 *   misses; where the shrunk shape is hit, the test hits, with t between the two entries (a
 *   double oracle of another form: the ray clipped to the slab between the caps and to the
 *   infinite cylinder, and for the capsule the union of that and the two end balls). */
#include "fuzz.h"
#include "oracles.h"

static const isect_hit SENTINEL = {-123.0f, {{4, 5, 6}}};
static bool untouched(isect_hit h) { return memcmp(&h, &SENTINEL, sizeof h) == 0; }

/* ---- the double oracle ------------------------------------------------------------------- */

/* The entry of p + t d (t <= tmax) into the shape grown by g: INFINITY for none. */
static double o_entry(dvec p, dvec d, double tmax, isect_segment axis, double r, double g, bool flat)
{
    dvec a = dv(axis.a), b = dv(axis.b), w = dsub(b, a);
    double L = dlen(w), R = r + g;
    if (flat) return L > 0 ? o_span_entry(o_span_meet(o_tube(p, d, a, w, R), o_slab(p, d, a, w, -g * L, L * L + g * L)), tmax) : INFINITY;
    double t = dmin(o_span_entry(o_ball(p, d, a, R), tmax), o_span_entry(o_ball(p, d, b, R), tmax));
    if (L > 0) t = dmin(t, o_span_entry(o_span_meet(o_tube(p, d, a, w, R), o_slab(p, d, a, w, 0, L * L)), tmax));
    return t;
}

/* How far x lies outside the shape (<= 0 inside). */
static double o_outside(dvec x, isect_segment axis, double r, bool flat)
{
    dvec a = dv(axis.a), w = dsub(dv(axis.b), a);
    double L2 = ddot(w, w), s = ddot(dsub(x, a), w);
    if (!flat) return ddist(x, o_closest_segment(x, a, dv(axis.b))) - r;
    double radial = dlen(dcross(w, dsub(x, a))) / sqrt(L2), L = sqrt(L2);
    return dmax(radial - r, dmax(-s / L, s / L - L));
}

/* ---- one test on one input ----------------------------------------------------------------- */

static bool call(bool seg, bool flat, vec3s p, vec3s d, isect_segment axis, float r, isect_hit *h)
{
    isect_segment s = {p, d};   /* a segment passes its end in d */
    if (flat) {
        isect_cylinder c = {axis, r};
        return seg ? isect_segment_cylinder(s, c, h) : isect_ray_cylinder((isect_ray){p, d}, c, h);
    }
    isect_capsule c = {axis, r};
    return seg ? isect_segment_capsule(s, c, h) : isect_ray_capsule((isect_ray){p, d}, c, h);
}

static void check(bool seg, bool flat, vec3s p, vec3s q, isect_segment axis, float r)
{
    const char *what = seg ? (flat ? "segment-cylinder" : "segment-capsule") : (flat ? "ray-cylinder" : "ray-capsule");
    isect_hit h = SENTINEL;
    bool got = call(seg, flat, p, q, axis, r, &h);
    FUZZ_CHECK(call(seg, flat, p, q, axis, r, NULL) == got, "%s: NULL hit changes the verdict", what);
    if (!got) FUZZ_CHECK(untouched(h), "%s: a miss wrote the hit", what);
    bool nan = nan3(p) || nan3(q) || nan3(axis.a) || nan3(axis.b) || isnan(r);
    if (nan || !(r >= 0) || (flat && eq3(axis.a, axis.b))) {
        FUZZ_CHECK(!got, "%s: NaN, negative radius or a cylinder with a = b hit", what);
        return;
    }
    if (!flat && eq3(axis.a, axis.b)) {
        isect_hit hs = SENTINEL;
        isect_sphere sp = {axis.a, r};
        bool want = seg ? isect_segment_sphere((isect_segment){p, q}, sp, &hs) : isect_ray_sphere((isect_ray){p, q}, sp, &hs);
        FUZZ_CHECK(want == got && memcmp(&h, &hs, sizeof h) == 0, "%s: a = b unlike the sphere test", what);
    }
    dvec P = dv(p), D = seg ? dsub(dv(q), P) : dv(q);
    if (got) {
        FUZZ_CHECK(h.t >= 0 && (seg ? h.t <= 1 : h.t < INFINITY), "%s: t = %g", what, h.t);
        double scale = dlen(P) + h.t * dlen(D);
        if (scale < 1e30)
            FUZZ_CHECK(ddist(dv(h.point), dadd(P, dscale(D, h.t))) <= 1e-5 * scale + 1e-30, "%s: point off p + t d", what);
    }
    /* Doubling d (a ray's): t halves, exactly, where nothing leaves the normal range. */
    if (!seg && finite3(q) && (flat || !eq3(axis.a, axis.b))) {   /* (a = b: the sphere test's business) */
        vec3s q2 = glms_vec3_scale(q, 2);
        float m = absmax3(q);
        if (m >= 0x1p-100f && m <= 0x1p100f && finite3(q2)) {
            isect_hit h2 = SENTINEL;
            bool got2 = call(false, flat, p, q2, axis, r, &h2);
            if (!(got2 && !got && h2.t > FLT_MAX / 4))   /* t for d overflowed (a miss), for 2 d it did not */
                FUZZ_CHECK(got2 == got && (!got || h2.t == h.t / 2 || h.t / 2 < FLT_MIN), "%s: d doubled: %d, t %.9g vs %.9g",
                           what, got2, h2.t, h.t);
        }
    }
    if (!finite3(p) || !finite3(q) || !finite3(axis.a) || !finite3(axis.b) || !isfinite(r)) return;
    double M = dmax(dmax(absmax3(p), absmax3(axis.a)), dmax(absmax3(axis.b), r)) + (seg ? absmax3(q) : 0);
    if (!(M < 1e15)) return;
    /* a ray's direction whose length is far from 1: its t can overflow, or its products with the
     * coordinates (the library normalises it first) underflow */
    double dl = dlen(D);
    if (!seg && !(dl > 1e-30 && dl < 1e30)) return;
    /* a capsule with a = b is isect_ray_sphere's sphere, for the |d| that test takes (d.d a
     * normal float) */
    if (!seg && !flat && eq3(axis.a, axis.b) && !(dl > 1.1e-19 && dl < 1e19)) return;
    double tol = tol2(M);
    /* (t's own precision: 1e-5 of it, and 1.4e-45 absolute where it is denormal, times |d|) */
    if (got) FUZZ_CHECK(o_outside(dv(h.point), axis, r, flat) <= tol + (1e-5 * h.t + 2e-45) * dl,
                        "%s: hit point outside the shape by %g (tol %g)", what, o_outside(dv(h.point), axis, r, flat), tol);
    /* A cylinder's caps are discs of radius r: one so short that it is thinner than the band
     * vanishes when shrunk; that is the band too. */
    double tmax = seg ? 1 : INFINITY;
    double grown = o_entry(P, D, tmax, axis, r, tol, flat), shrunk = o_entry(P, D, tmax, axis, r, -tol, flat);
    if (grown == INFINITY) FUZZ_CHECK(!got, "%s: the grown shape is missed, but it hits at t %g", what, h.t);
    if (shrunk < 1e38 && (seg || shrunk * dl < 1e30)) {   /* (t itself a float) */
        FUZZ_CHECK(got, "%s: the shrunk shape is hit at t %.9g, but it misses", what, shrunk);
        double slack = 1e-5 * (shrunk + M / dl);
        FUZZ_CHECK(h.t >= grown - slack && h.t <= shrunk + slack, "%s: t %.9g outside [%.9g, %.9g]", what, h.t, grown, shrunk);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    vec3s p = fuzz_vec3(&in), q = fuzz_vec3(&in);
    isect_segment axis = fuzz_segment(&in);
    float r = fuzz_float(&in);
    for (int k = 0; k < 4; k++) check(k & 1, k & 2, p, q, axis, r);
    /* the axis reversed: the same shape, the same verdict where the oracle is clear (checked
     * above for both orders) */
    isect_segment rev = {axis.b, axis.a};
    for (int k = 0; k < 4; k++) check(k & 1, k & 2, p, q, rev, r);
    return 0;
}
