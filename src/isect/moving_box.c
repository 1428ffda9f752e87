/* Moving boxes: an AABB moving against a plane, and two moving AABBs and OBBs. Each reduces the
 * motion to a one-dimensional question per axis (the distance along the plane normal; the
 * projections on each separating axis), whose answer is an interval of times; the shapes meet
 * at the first time every interval holds. Ericson, Real-Time Collision Detection, 5.5.2, 5.5.4
 * and 5.5.8. At t = 0 each answer is the static test's own (isect_aabb_plane,
 * isect_aabb_aabb, box_sat.h's obb_sat), so v = 0 gives exactly the static verdict. */
#include "box_sat.h"
#include "canonical.h"
#include "isect.h"
#include "scalar_loads.h"
#include "trace.h"
#include "validate.h"

#include <float.h>
#include <math.h>

/* The component signs of n: +1, -1, or 0 where n_k = 0 (the box's extent along k then does not
 * reach toward the plane, and the point below takes the centre's coordinate there). Two flags,
 * not a branch: a random normal's signs are coin tosses. */
static inline float sign1(float x)
{
    return (float)((x > 0.0f) - (x < 0.0f));
}

/* AABB moving against a plane (5.5.4): the box's centre c and half-extents e as isect_aabb_plane
 * computes them (halved before adding), its projected radius r = e.|n| and the centre's signed
 * distance s = n.c - d, both in units of |n|, so any non-zero normal length gives the same t.
 * Then the moving sphere-plane logic of 5.5.3 with that r: isect_aabb_plane (exact) meets at
 * t = 0; otherwise the distance s + t (n.v) reaches the band |s| <= r at
 * t = (s - r) / -(n.v) from the front (s > r, n.v < 0), t = (-r - s) / (n.v) from the back, and
 * the box meets the plane when that t <= 1. The point: at time t the box centre c + t v moved
 * along the diagonal c - sign(n) e (the corner nearest the plane, or the centre of the nearest
 * edge or face where n has zero components) by the fraction s(t) / r that puts it on the plane,
 * s(t) = +-r for a contact at t > 0 (that corner itself: the fraction is +-1) and s at t = 0 (a
 * point of the box's diagonal on the plane, inside the box). r = 0 (a point box, or a normal
 * across its flat sides): the centre. False for an empty box, a zero normal, NaN anywhere, and
 * an infinite v (a step with no time at which the box is anywhere). Those are asked only of an
 * answer that would be a hit (one branch, taken or not alike by every finite input): a miss is
 * a miss whatever they say. */
SCALAR_LOADS bool isect_moving_aabb_plane(isect_aabb b, vec3s v, isect_plane p, isect_hit *out)
{
    const vec3s c = glms_vec3_add(glms_vec3_scale(b.max, 0.5f), glms_vec3_scale(b.min, 0.5f));
    const vec3s e = glms_vec3_sub(b.max, c);
    TRACE_POINT(c); TRACE(e);
    const float r = glms_vec3_dot(e, glms_vec3_abs(p.n));
    TRACE(r);
    const float s = glms_vec3_dot(p.n, c) - p.d;
    TRACE(s);
    float t, f;                                       /* the contact time, s(t) / r */
    if (isect_aabb_plane(b, p)) {                     /* the static test (exact) */
        t = 0.0f;
        f = r > 0.0f ? s / r : 0.0f;
        f = f < -1.0f ? -1.0f : f > 1.0f ? 1.0f : f;  /* |s| a rounding past r */
    } else {
        const float nv = glms_vec3_dot(p.n, v);
        TRACE(nv);
        float side;
        if (s > 0.0f && nv < 0.0f)
            t = (s - r) / -nv, side = 1.0f;           /* from the front, toward the plane */
        else if (s < 0.0f && nv > 0.0f)
            t = (-r - s) / nv, side = -1.0f;          /* from the back */
        else
            return TRACE_RETURN(false);               /* moving away, parallel, or NaN */
        t = t > 0.0f ? t : 0.0f;                      /* apart by less than the rounding of |s| - r */
        TRACE(t);
        if (!(t <= 1.0f))
            return TRACE_RETURN(false);               /* the band is reached after the step */
        f = r > 0.0f ? side : 0.0f;
    }
    const bool finite_v = (fabsf(v.x) <= FLT_MAX) & (fabsf(v.y) <= FLT_MAX) & (fabsf(v.z) <= FLT_MAX);
    const bool nonempty = aabb_nonempty(b), nonzero = normal_nonzero(p.n);
    if (!(nonempty & nonzero & finite_v))
        return TRACE_RETURN(false);       /* empty box, zero normal, NaN; an infinite v too */
    if (out) {
        const vec3s ct = glms_vec3_add(c, glms_vec3_scale(v, t));
        const vec3s corner = {{sign1(p.n.x) * e.x, sign1(p.n.y) * e.y, sign1(p.n.z) * e.z}};
        out->t = t;
        out->point = glms_vec3_sub(ct, glms_vec3_scale(corner, f));
    }
    return TRACE_RETURN(true);
}

/* Narrows [*t0, *t1] to the times at which the projections on one axis overlap under the
 * relative motion: the signed gap x(t) = x - t w (x the centres' separation along the axis, w the
 * relative speed along it) within the sum of the projected radii, |x - t w| <= r, which holds
 * for t between (x - r) / w and (x + r) / w. w = 0: always (|x| <= r) or never. Returns false
 * when the axis never overlaps within the interval, or a bound is NaN (infinite extents or
 * centres, whose differences are inf - inf, or inf / inf). [*t0, *t1] lies in [0, 1], so an
 * entry whose numerator has the sign that makes it <= 0, or an exit whose numerator is w or
 * beyond (>= 1), cannot narrow it: with skip, that division is left out, with the same result
 * (a correctly rounded quotient is monotone; a NaN fails both tests and is divided), as long
 * as w is finite (skip false otherwise: an infinite numerator over it is the NaN of inf / inf). */
static inline bool narrow_axis(float x, float w, float r, float *t0, float *t1, bool skip)
{
    if (w == 0.0f)
        return fabsf(x) <= r;
    const bool forward = w > 0.0f;                  /* a NaN w takes the backward form: divided */
    const float en = forward ? x - r : x + r, le = forward ? x + r : x - r;
    if (!skip || (forward ? !(en <= 0.0f) : !(en >= 0.0f))) {   /* entry en / w > 0 (or NaN) */
        const float enter = en / w;
        TRACE(enter);
        if (isnan(enter))
            return false;                           /* inf - inf or inf / inf: no time to give */
        if (!(enter <= *t0)) *t0 = enter;
    }
    if (!skip || (forward ? !(le >= w) : !(le <= w))) {         /* exit le / w < 1 (or NaN) */
        const float leave = le / w;
        TRACE(leave);
        if (isnan(leave))
            return false;
        if (!(leave >= *t1)) *t1 = leave;
    }
    TRACE(*t0); TRACE(*t1);
    return *t0 <= *t1;
}

/* One world axis of the moving AABB test: the times at which [amin, amax] + t w meets
 * [bmin, bmax] run from (bmin - amax) / w to (bmax - amin) / w (the other way round for w < 0),
 * taken as their min and max, which for boxes that are not empty is that order whatever w's sign
 * (a coin toss on random motion: a branch on it mispredicted half the time). Narrows [*t0, *t1]
 * to them; w = 0 (a predictable branch) keeps all t when the intervals overlap and none when
 * not. A NaN bound (infinite extents, inf - inf) clears *ok. */
static inline void aabb_axis(float amin, float amax, float bmin, float bmax, float w, float *t0, float *t1,
                             bool *ok)
{
    if (w == 0.0f) {
        *ok &= (amin <= bmax) & (bmin <= amax);             /* apart on k and not moving along it */
        return;
    }
    const float lo = (bmin - amax) / w, hi = (bmax - amin) / w;
    const float enter = lo < hi ? lo : hi, leave = lo > hi ? lo : hi;
    TRACE(enter); TRACE(leave);
    *ok &= !((int)isnan(lo) | (int)isnan(hi));                        /* infinite bounds: inf - inf */
    *t0 = enter > *t0 ? enter : *t0;
    *t1 = leave < *t1 ? leave : *t1;
    TRACE(*t0); TRACE(*t1);
}

/* Two moving AABBs (5.5.8): a moves by v = va - vb relative to b. On world axis k its interval
 * [a.min_k, a.max_k] + t v_k overlaps [b.min_k, b.max_k] from t = (b.min_k - a.max_k) / v_k to
 * (b.max_k - a.min_k) / v_k (the other way round for v_k < 0); the boxes meet from the last of
 * the three entries to the first of the exits, if that span and [0, 1] share a time. At t = 0
 * the answer is isect_aabb_aabb's, so v = 0 gives its verdict exactly; an axis with v_k = 0
 * either overlaps throughout or never. The swapped call (b by vb against a by va) negates v and
 * both gaps, giving the same t to the bit. The point: the centre of the boxes' intersection box
 * at time t, each box moved by its own displacement (world space at t). False for an empty box,
 * NaN anywhere, and an infinite va or vb: asked only of an answer that would be a hit (a NaN or
 * an empty box fails isect_aabb_aabb, and leaves the axes' spans NaN or meaningless, which the
 * check then discards). */
SCALAR_LOADS bool isect_moving_aabb_aabb(isect_aabb a, vec3s va, isect_aabb b, vec3s vb, isect_hit *out)
{
    float t0 = 0.0f, t1 = 1.0f;
    if (!isect_aabb_aabb(a, b)) {
        const vec3s v = glms_vec3_sub(va, vb);
        TRACE(v);
        bool ok = true;
        aabb_axis(a.min.x, a.max.x, b.min.x, b.max.x, v.x, &t0, &t1, &ok);
        aabb_axis(a.min.y, a.max.y, b.min.y, b.max.y, v.y, &t0, &t1, &ok);
        aabb_axis(a.min.z, a.max.z, b.min.z, b.max.z, v.z, &t0, &t1, &ok);
        if (!(ok & (t0 <= t1)))
            return TRACE_RETURN(false);              /* no common time in [0, 1], or NaN */
    }
    const bool finite_v = (fabsf(va.x) <= FLT_MAX) & (fabsf(va.y) <= FLT_MAX) & (fabsf(va.z) <= FLT_MAX) &
                          (fabsf(vb.x) <= FLT_MAX) & (fabsf(vb.y) <= FLT_MAX) & (fabsf(vb.z) <= FLT_MAX);
    const bool nonempty_a = aabb_nonempty(a), nonempty_b = aabb_nonempty(b);
    if (!(nonempty_a & nonempty_b & finite_v))
        return TRACE_RETURN(false);
    if (out) {
        /* all finite but the bounds, which may be infinite: no NaN, so the ternaries are fmaxf
         * and fminf (library calls, at -O2) */
        vec3s lo, hi;
        for (int k = 0; k < 3; k++) {
            const float amin = a.min.raw[k] + t0 * va.raw[k], amax = a.max.raw[k] + t0 * va.raw[k];
            const float bmin = b.min.raw[k] + t0 * vb.raw[k], bmax = b.max.raw[k] + t0 * vb.raw[k];
            lo.raw[k] = amin > bmin ? amin : bmin, hi.raw[k] = amax < bmax ? amax : bmax;
        }
        out->t = t0;
        out->point = glms_vec3_add(glms_vec3_scale(lo, 0.5f), glms_vec3_scale(hi, 0.5f));
    }
    return TRACE_RETURN(true);
}

/* The box o moved by t v. */
static isect_obb obb_at(isect_obb o, vec3s v, float t)
{
    o.c = glms_vec3_add(o.c, glms_vec3_scale(v, t));
    return o;
}

/* The point of o furthest along d, sum of e_i u_i taken with the sign of u_i.d; an axis across
 * d (u_i.d = 0) contributes nothing, giving the centre of that edge or face. skip (0-2, or -1
 * for none) leaves one axis out: the centre of o's edge along u_skip furthest along d. */
static vec3s obb_support(const isect_obb *o, vec3s d, int skip)
{
    vec3s p = o->c;
    for (int i = 0; i < 3; i++) {
        const float s = glms_vec3_dot(o->u[i], d);
        if (i != skip && s != 0.0f)
            p = glms_vec3_add(p, glms_vec3_scale(o->u[i], s > 0.0f ? o->e.raw[i] : -o->e.raw[i]));
    }
    return p;
}

/* isect_closest_point_obb's clamp, the same arithmetic, on a box passed by pointer (the call
 * copied the 60-byte box onto the stack 16 times a hit) and not empty. */
static inline vec3s obb_clamp(vec3s p, const isect_obb *b)
{
    const vec3s d = glms_vec3_sub(p, b->c);
    vec3s q = b->c;
    for (int i = 0; i < 3; i++) {
        float dist = glms_vec3_dot(d, b->u[i]);
        const float e = b->e.raw[i];
        dist = dist > e ? e : dist;
        dist = dist < -e ? -e : dist;
        q = glms_vec3_muladds(b->u[i], dist, q);
    }
    return q;
}

/* Alternating projections (von Neumann): clamped into a, then into b, and again, converge to a
 * point of the boxes' common part from any start; a start on it stays. ROUNDS rounds, then the
 * middle of the last two clamps. A round that gives back the point it started from has reached
 * a fixed point, which every later round would repeat: the rounds stop there, with the same
 * answer. */
#define ROUNDS 8
static vec3s obb_common_point(const isect_obb *a, const isect_obb *b, vec3s p)
{
    vec3s pa = p;
    for (int k = 0; k < ROUNDS; k++) {
        const vec3s start = p;
        pa = obb_clamp(p, a), p = obb_clamp(pa, b);
        if ((p.x == start.x) & (p.y == start.y) & (p.z == start.z))
            break;
    }
    return glms_vec3_add(glms_vec3_scale(pa, 0.5f), glms_vec3_scale(p, 0.5f));
}

/* A point where the moved boxes a and b touch at their first contact on axis index k (box_sat.h's
 * numbering), d the axis pointing from a toward b, as the start of obb_common_point. On a's face
 * (k < 3): b's support point toward a; on b's face: a's toward b (a vertex resting on a face, the
 * general case, is that vertex, on both boxes; a face or edge lying flat on the other gives its
 * centre, which the projections move onto the other box). On an edge axis: the middle of the
 * closest points of a's edge along u_i furthest toward b and b's edge along u_j furthest toward
 * a (crossing edges: their crossing; the middle of the two edges' centres where the closest
 * points overflow). */
static vec3s obb_contact_point(const isect_obb *a, const isect_obb *b, int k, vec3s d)
{
    const vec3s nd = glms_vec3_negate(d);
    if (k < 6)
        return obb_common_point(a, b, k < 3 ? obb_support(b, nd, -1) : obb_support(a, d, -1));
    const int i = (k - 6) / 3, j = (k - 6) % 3;
    const vec3s ca = obb_support(a, d, i), cb = obb_support(b, nd, j);
    const vec3s ha = glms_vec3_scale(a->u[i], a->e.raw[i]), hb = glms_vec3_scale(b->u[j], b->e.raw[j]);
    vec3s pa, pb;
    isect_closest_segment_segment((isect_segment){glms_vec3_sub(ca, ha), glms_vec3_add(ca, ha)},
                                  (isect_segment){glms_vec3_sub(cb, hb), glms_vec3_add(cb, hb)}, &pa, &pb);
    vec3s p = glms_vec3_add(glms_vec3_scale(pa, 0.5f), glms_vec3_scale(pb, 0.5f));
    if (!finite3(p))      /* edges beyond ~1e13, whose products of squared lengths overflow */
        p = glms_vec3_add(glms_vec3_scale(ca, 0.5f), glms_vec3_scale(cb, 0.5f));
    return obb_common_point(a, b, p);
}

/* The edge axis a.u_i x b.u_j as box_sat.h measures it in a's frame, L_a = R_{i1 j} a.u_i2 -
 * R_{i2 j} a.u_i1: the world direction of the projections x and w below. */
static vec3s edge_axis_a(const isect_obb *a, float R[3][3], int i, int j)
{
    const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    return glms_vec3_sub(glms_vec3_scale(a->u[i2], R[i1][j]), glms_vec3_scale(a->u[i1], R[i2][j]));
}

/* Two moving OBBs (5.5.2): a moves by v = va - vb relative to b, so the centres' separation
 * t = b.c - a.c becomes t - tau v. On each of the 15 axes L of the static test (box_sat.h) the
 * projections overlap while |t.L - tau v.L| <= r_a + r_b, with r_a + r_b and t.L in obb_sat's
 * arithmetic (its slack OBB_EPS on every |R_ij| included) and v.L in the same form as t.L; the
 * boxes meet from the last entry to the first exit, if that span and [0, 1] share a time. An
 * edge axis, which the static test calls separating only when t.L taken in a's frame and in b's
 * both say so, overlaps at the times either frame overlaps: the span from the earlier entry to
 * the later exit of the two frames' intervals (each first cut to [0, 1]). At t = 0 the answer
 * is obb_sat's own, so v = 0 gives isect_obb_obb's verdict exactly; an axis with v.L = 0
 * overlaps throughout or never, the static comparison. Swapping the boxes (and va, vb) negates
 * t, v and every projection: the same t to the bit.
 * The point, in world space at time t: obb_common_point started at b's centre for boxes meeting
 * at t = 0, and at the touching feature on the axis whose entry came last (obb_contact_point)
 * for a first contact at t > 0: exact for a vertex on a face and for crossing edges; elsewhere
 * the alternating clamps approach the common part without reaching it (measured by
 * tests/test_isect_moving_box_random.c: outside a box by up to 1.8e-2 of the magnitude of the
 * coordinates, nearly all in overlaps at t = 0). False for an empty box (negative half-extent),
 * NaN anywhere and an infinite va or vb. Requires orthonormal axes. A NaN needs no test of its
 * own: obb_sat calls NaN boxes apart, and past it a NaN in a box reaches a face axis's x, r or
 * w (every part of a box enters one of its three), whose narrow_axis fails; the rest is asked
 * of an answer that would be a hit. */
bool isect_moving_obb_obb(isect_obb a, vec3s va, isect_obb b, vec3s vb, isect_hit *out)
{
    ISECT_REQUIRE(validate_obb_axes(a) && validate_obb_axes(b), "OBB axes orthonormal");
    const bool finite_v = (fabsf(va.x) <= FLT_MAX) & (fabsf(va.y) <= FLT_MAX) & (fabsf(va.z) <= FLT_MAX) &
                          (fabsf(vb.x) <= FLT_MAX) & (fabsf(vb.y) <= FLT_MAX) & (fabsf(vb.z) <= FLT_MAX);
    if (obb_sat(&a, &b, NULL, NULL) == ISECT_AXIS_NONE) {       /* no NaN, no empty box */
        if (!finite_v)
            return TRACE_RETURN(false);
        if (out) {
            out->t = 0.0f;
            out->point = obb_common_point(&a, &b, b.c);
        }
        return TRACE_RETURN(true);
    }
    const vec3s v = glms_vec3_sub(va, vb);
    TRACE(v);
    if (v.x == 0.0f && v.y == 0.0f && v.z == 0.0f)
        return TRACE_RETURN(false);                  /* at rest: the static verdict */

    /* obb_sat's quantities, all of them: R, AR = |R| + OBB_EPS, t in a's and b's frames, and v
     * in both frames. */
    const float ae[3] = {a.e.x, a.e.y, a.e.z}, be[3] = {b.e.x, b.e.y, b.e.z};
    const vec3s t = glms_vec3_sub(b.c, a.c);
    float R[3][3], AR[3][3], ta[3], tb[3], wa[3], wb[3];
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++)
            R[i][j] = glms_vec3_dot(a.u[i], b.u[j]), AR[i][j] = fabsf(R[i][j]) + OBB_EPS;
        ta[i] = glms_vec3_dot(t, a.u[i]), tb[i] = glms_vec3_dot(t, b.u[i]);
        wa[i] = glms_vec3_dot(v, a.u[i]), wb[i] = glms_vec3_dot(v, b.u[i]);
    }

    /* Every w below finite: |v.L| <= 3 max |v_k| on a face axis, twice that on an edge axis. */
    const bool skip = (fabsf(v.x) <= 0x1p124f) & (fabsf(v.y) <= 0x1p124f) & (fabsf(v.z) <= 0x1p124f);
    float t0 = 0.0f, t1 = 1.0f, last = -1.0f;        /* the span so far, the latest entry */
    int entry = 0;                                   /* the axis of the latest entry */
    float sign = 1.0f;                               /* the sign of that axis's relative speed */
#define TRACK(k, w)                                                                           \
    if (t0 > last) last = t0, entry = (k), sign = (w) > 0.0f ? 1.0f : -1.0f;
    for (int i = 0; i < 3; i++) {                    /* L = a.u_i: r_a = a.e_i, r_b = sum b.e_j |R_ij| */
        const float r = ae[i] + (be[0] * AR[i][0] + be[1] * AR[i][1] + be[2] * AR[i][2]);
        if (!narrow_axis(ta[i], wa[i], r, &t0, &t1, skip))
            return TRACE_RETURN(false);
        TRACK(i, wa[i])
        TRACE_AXIS(a.u[i]); TRACE(t0); TRACE(t1);
    }
    for (int j = 0; j < 3; j++) {                    /* L = b.u_j */
        const float r = (ae[0] * AR[0][j] + ae[1] * AR[1][j] + ae[2] * AR[2][j]) + be[j];
        if (!narrow_axis(tb[j], wb[j], r, &t0, &t1, skip))
            return TRACE_RETURN(false);
        TRACK(3 + j, wb[j])
        TRACE_AXIS(b.u[j]); TRACE(t0); TRACE(t1);
    }
    for (int i = 0; i < 3; i++) {                    /* L = a.u_i x b.u_j, in both frames */
        const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; j++) {
            const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            const float r = (ae[i1] * AR[i2][j] + ae[i2] * AR[i1][j]) + (be[j1] * AR[i][j2] + be[j2] * AR[i][j1]);
            TRACE(r);
            const float xa = R[i1][j] * ta[i2] - R[i2][j] * ta[i1], wla = R[i1][j] * wa[i2] - R[i2][j] * wa[i1];
            const float xb = R[i][j2] * tb[j1] - R[i][j1] * tb[j2], wlb = R[i][j2] * wb[j1] - R[i][j1] * wb[j2];
            float a0 = t0, a1 = t1, b0 = t0, b1 = t1;
            const bool in_a = narrow_axis(xa, wla, r, &a0, &a1, skip);
            const bool in_b = narrow_axis(xb, wlb, r, &b0, &b1, skip);
            if (!in_a && !in_b)
                return TRACE_RETURN(false);
            t0 = !in_b ? a0 : !in_a ? b0 : a0 < b0 ? a0 : b0;    /* no NaN in a kept span */
            t1 = !in_b ? a1 : !in_a ? b1 : a1 > b1 ? a1 : b1;
            TRACK(6 + 3 * i + j, wla)
            TRACE(t0); TRACE(t1);
        }
    }
#undef TRACK
    const bool nonempty_a = obb_nonempty(a), nonempty_b = obb_nonempty(b);
    if (!(nonempty_a & nonempty_b & finite_v))
        return TRACE_RETURN(false);                  /* an empty box; an infinite va or vb */
    if (out) {
        const isect_obb at = obb_at(a, va, t0), bt = obb_at(b, vb, t0);
        const vec3s axis = entry < 3 ? a.u[entry] : entry < 6 ? b.u[entry - 3]
                                                              : edge_axis_a(&a, R, (entry - 6) / 3, (entry - 6) % 3);
        out->t = t0;
        out->point = obb_contact_point(&at, &bt, entry, glms_vec3_scale(axis, sign));
    }
    return TRACE_RETURN(true);
}
