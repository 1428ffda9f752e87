/* Fuzz target: moving boxes (moving_box.c): an AABB against a plane, two AABBs, two OBBs, each
 * with its displacement(s). The first byte of the case picks the function and a few shapings
 * (a displacement zeroed, or one component of it; raw AABBs, possibly empty). Properties:
 * - NaN anywhere, an empty box, a zero normal, an infinite displacement: false;
 * - v = 0 (and equal displacements for two boxes) gives exactly the static verdict with t = 0;
 * - a hit has t in [0, 1] and, for finite input below 1e15, a finite point;
 * - two boxes: swapping them (and their displacements) gives the same verdict and t, bit for bit;
 * - for finite input below 1e15: the verdict matches the double oracles of oracles_moving_box.h
 *   (per-axis first contact from projected corners) unless the least clearance along the step
 *   (o_time_of_impact over the gap) is within the band, and at the reported t the gap is within
 *   the band (REL of the magnitude, plus 1e-44 / |n| for the plane's products that underflow;
 *   for OBBs 10 REL, and no verdict check on edges within 1e-3
 *   of parallel, where the static test's slack is divided by the sine: box_sat.h). */
#include "fuzz.h"
#include "oracles_moving_box.h"

typedef struct gap_case { int kind; isect_aabb a, b; isect_obb oa, ob; isect_plane p; vec3s va, vb; } gap_case;

static double gap_at(const void *u, double t)
{
    const gap_case *c = u;
    if (c->kind == 0) return o_aabb_plane_gap(c->a, c->va, c->p, t);
    if (c->kind == 1) return o_aabb_aabb_gap(c->a, c->va, c->b, c->vb, t);
    return o_obb_obb_gap(c->oa, c->va, c->ob, c->vb, t);
}

/* The verdict and t against the oracle, outside the band. */
static void check_oracle(const gap_case *c, bool got, const isect_hit *h, double want_t, double band)
{
    if (got != (want_t >= 0)) {
        const o_toi toi = o_time_of_impact(gap_at, c, 64, 1e-12 * band);
        FUZZ_CHECK(fabs(toi.min_clear) <= band, "kind %d: got %d, oracle t %.9g, least clearance %.3g (band %.3g)",
                   c->kind, got, want_t, toi.min_clear, band);
        return;
    }
    if (got)
        FUZZ_CHECK(gap_at(c, h->t) <= band, "kind %d: apart by %.3g at t %.9g (band %.3g)", c->kind, gap_at(c, h->t),
                   h->t, band);
}

static void check_hit(bool got, const isect_hit *h, bool finite)
{
    if (!got) return;
    FUZZ_CHECK(h->t >= 0 && h->t <= 1, "t %g outside [0, 1]", h->t);
    FUZZ_CHECK(!finite || finite3(h->point), "a non-finite point for finite input");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    const uint8_t mode = fuzz_byte(&in);
    gap_case c;
    memset(&c, 0, sizeof c);
    c.kind = mode % 3;
    const vec3s zero = {{0, 0, 0}};
    if (c.kind == 2) {
        c.oa = fuzz_obb(&in), c.ob = fuzz_obb(&in);
        if (mode & 8) c.ob.u[0] = c.oa.u[0], c.ob.u[1] = c.oa.u[1], c.ob.u[2] = c.oa.u[2];   /* parallel */
    } else if (mode & 8) {
        vec3s lo = fuzz_vec3(&in);
        c.a = (isect_aabb){lo, fuzz_vec3(&in)};                /* raw: possibly empty */
    } else {
        c.a = fuzz_aabb(&in);
    }
    if (c.kind == 0) {
        vec3s n = fuzz_vec3(&in);
        c.p = (isect_plane){n, fuzz_float(&in)};               /* raw: any length, or zero */
    } else if (c.kind == 1) {
        c.b = fuzz_aabb(&in);
    }
    c.va = fuzz_vec3(&in), c.vb = c.kind ? fuzz_vec3(&in) : zero;
    if (mode & 16) c.va.raw[mode / 64 % 3] = c.vb.raw[mode / 64 % 3];  /* no relative motion on an axis */
    if (mode & 32) c.vb = zero;

    isect_hit h = {-1, {{0}}}, h2 = {-1, {{0}}};
    bool got, still;
    if (c.kind == 0) {
        got = isect_moving_aabb_plane(c.a, c.va, c.p, &h);
        still = isect_moving_aabb_plane(c.a, zero, c.p, &h2);
        FUZZ_CHECK(still == isect_aabb_plane(c.a, c.p) && (!still || h2.t == 0), "v = 0 unlike aabb-plane");
    } else if (c.kind == 1) {
        got = isect_moving_aabb_aabb(c.a, c.va, c.b, c.vb, &h);
        still = isect_moving_aabb_aabb(c.a, c.va, c.b, c.va, &h2);
        FUZZ_CHECK(!finite3(c.va) || (still == isect_aabb_aabb(c.a, c.b) && (!still || h2.t == 0)),
                   "equal displacements unlike aabb-aabb");
        still = isect_moving_aabb_aabb(c.b, c.vb, c.a, c.va, &h2);
        FUZZ_CHECK(still == got && (!got || h2.t == h.t), "swapped: %d t %.9g against %d t %.9g", still, h2.t, got, h.t);
    } else {
        got = isect_moving_obb_obb(c.oa, c.va, c.ob, c.vb, &h);
        still = isect_moving_obb_obb(c.oa, zero, c.ob, zero, &h2);
        FUZZ_CHECK(still == isect_obb_obb(c.oa, c.ob) && (!still || h2.t == 0), "v = 0 unlike obb-obb");
        still = isect_moving_obb_obb(c.ob, c.vb, c.oa, c.va, &h2);
        FUZZ_CHECK(still == got && (!got || h2.t == h.t), "swapped: %d t %.9g against %d t %.9g", still, h2.t, got, h.t);
    }

    const vec3s parts[] = {c.a.min, c.a.max, c.b.min, c.b.max, c.oa.c, c.oa.u[0], c.oa.u[1], c.oa.u[2], c.oa.e,
                           c.ob.c, c.ob.u[0], c.ob.u[1], c.ob.u[2], c.ob.e, c.p.n, {{c.p.d, 0, 0}}, c.va, c.vb};
    double m = 0;                                  /* the magnitude of the lengths */
    bool nan = false, finite = true;
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        nan = nan || nan3(parts[k]), finite = finite && finite3(parts[k]);
        if (k < 14 || k > 15) m = dmax(m, absmax3(parts[k]));
    }
    const bool empty = (c.kind == 2) ? !(c.oa.e.x >= 0 && c.oa.e.y >= 0 && c.oa.e.z >= 0 && c.ob.e.x >= 0 &&
                                          c.ob.e.y >= 0 && c.ob.e.z >= 0)
                                     : !(c.a.min.x <= c.a.max.x && c.a.min.y <= c.a.max.y && c.a.min.z <= c.a.max.z);
    const bool zero_n = c.kind == 0 && c.p.n.x == 0 && c.p.n.y == 0 && c.p.n.z == 0;
    if (nan || empty || zero_n || !finite3(c.va) || !finite3(c.vb)) {
        FUZZ_CHECK(!got, "NaN, an empty box, a zero normal or an infinite displacement meets");
        return 0;
    }
    check_hit(got, &h, false);
    if (!finite || !(m < 1e15)) return 0;

    const double band = (c.kind == 2 ? 10 : 1) * tol1(4 * m);
    if (c.kind == 0) {
        const double len = dlen(dv(c.p.n)), md = m + fabs(c.p.d) / len;  /* in units of |n| */
        if (!(len > 1e-18 && len < 1e18 && md < 1e15)) return 0;         /* n.n finite, not denormal */
        check_hit(got, &h, true);
        /* products n_k x_k below FLT_MIN keep an absolute precision of ~1e-45: 1e-44 / |n| */
        check_oracle(&c, got, &h, o_toi_aabb_plane(c.a, c.va, c.p), tol1(4 * md) + 1e-44 / len);
    } else if (c.kind == 1) {
        check_hit(got, &h, true);
        const o_poly pa = o_poly_aabb(c.a), pb = o_poly_aabb(c.b);
        check_oracle(&c, got, &h, o_toi_sat(&pa, c.va, &pb, c.vb), band);
    } else {
        for (int i = 0; i < 3; i++)                            /* axes orthonormal, no parallel edges */
            for (int j = 0; j < 3; j++) {
                const double d = fabs(ddot(dv(c.oa.u[i]), dv(c.ob.u[j])));
                if ((d > 1 - 1e-3 && !(mode & 8)) || fabs(dlen(dv(c.oa.u[i])) - 1) > 1e-5) return 0;
            }
        check_hit(got, &h, true);
        const o_poly pa = o_poly_obb(c.oa), pb = o_poly_obb(c.ob);
        check_oracle(&c, got, &h, o_toi_sat(&pa, c.va, &pb, c.vb), band);
    }
    return 0;
}
