/* Batch kernels: one shape against many stored as structure of arrays, one byte per verdict.
 *
 * Each loop body is the scalar test's arithmetic, operation for operation (same operands, same
 * order, so the same rounding), with the early returns turned into & of comparisons written so
 * that NaN fails them, and whatever depends only on the single shape hoisted out of the loop:
 * a zero plane normal, which the scalar tests fold into their verdicts with &, is read once as
 * the NaN plane (its d taken as NaN, plane_offset), so that no lane meets it.
 * Without branches the bodies are straight-line code that GCC and Clang vectorise (check with
 * -fopt-info-vec: all six loops, 16-byte vectors on x86-64's baseline SSE2). Restrict pointers
 * spare the vectoriser run-time alias checks (the header requires that the arrays do not
 * overlap out).
 * The AABB-plane kernel runs the scalar test's float filter instead and hands the boxes it
 * leaves in doubt to the scalar test (as the ray kernel does), which decides them exactly.
 * The scalar originals: isect_aabb_plane (plane.c), isect_sphere_aabb (sphere.c),
 * isect_ray_aabb (ray_box.c), isect_aabb_frustum and isect_sphere_frustum (frustum.c). */
/* Loop vectorisation at any -O level (GCC enables it from -O2 only under the "very cheap" cost
 * model, which rejects these loops: "no vectype"); Clang vectorises at -O2 by itself. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("tree-loop-vectorize", "vect-cost-model=dynamic")
#endif

#include "isect.h"
#include "canonical.h"
#include "plane_exact.h"
#include "slab_exact.h"
#include "validate.h"

#include <math.h>

/* On x86-64 each kernel is also compiled for AVX2 (8 floats a vector rather than SSE2's 4) and
 * the loader picks the version the processor runs (GCC's and Clang's target_clones, through an
 * ELF ifunc); elsewhere, or with other compilers, the one portable version. No FMA: the
 * operations and their rounding stay the scalar test's. Not the ray kernel: its AVX2 version
 * measured twice as slow (4.7 against 2.1 ns a box, make bench, AMD EPYC Zen 5).
 * ISECT_PORTABLE_BATCH builds the portable version only (the test test_isect_batch_portable, so
 * that it is checked on processors that would pick AVX2). */
#if defined(__x86_64__) && defined(__ELF__) && defined(__has_attribute) && !defined(ISECT_PORTABLE_BATCH)
/* Clang before 16 names the resolver "<function>.ifunc" and exports no symbol under the
 * function's own name, so other objects cannot link to a cloned kernel: portable there. */
#if __has_attribute(target_clones) && !(defined(__clang__) && __clang_major__ < 16)
#define WIDE __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef WIDE
#define WIDE
#endif

/* ---- AABB vs plane: |s| <= r, twice each (Ericson 5.2.3), min <= max ----------------------- */

/* The scalar test's float filter (isect.h, isect_aabb_plane), lane by lane: 1 or 0 where it is
 * sure, 2 where it is not; isect_aabb_plane_batch then asks the scalar test, which decides those
 * exactly. Its sure verdicts are the exact ones, so the two agree on every box. */
static inline uint8_t aabb_plane_lane(float nx, float ny, float nz, float ax, float ay, float az, float d2, float x0,
                                      float y0, float z0, float x1, float y1, float z1)
{
    const float cx = x0 + x1, cy = y0 + y1, cz = z0 + z1, ex = x1 - x0, ey = y1 - y0, ez = z1 - z0;
    const float px = nx * cx, py = ny * cy, pz = nz * cz;
    const float s2 = px + py + pz - d2;
    const float r2 = ax * ex + ay * ey + az * ez;
    const float as = fabsf(s2), err = PLANE_ERR_F * (fabsf(px) + fabsf(py) + fabsf(pz) + r2 + as) + PLANE_TINY_F;
    const float gap = as - r2;
    const float exy = ex < ey ? ex : ey, e = exy < ez ? exy : ez;
    const int box = e >= 0.0f;                          /* min <= max on every axis */
    const int unsure = box & !(fabsf(gap) > err);       /* an empty box is 0, sure */
    return (uint8_t)((box & (gap < 0.0f)) | (unsure << 1));
}

WIDE void isect_aabb_plane_batch(isect_aabb_soa boxes, size_t count, isect_plane p, uint8_t *out)
{
    const float *restrict x0 = boxes.min_x, *restrict y0 = boxes.min_y, *restrict z0 = boxes.min_z;
    const float *restrict x1 = boxes.max_x, *restrict y1 = boxes.max_y, *restrict z1 = boxes.max_z;
    uint8_t *restrict o = out;
    const float nx = p.n.x, ny = p.n.y, nz = p.n.z, d2 = p.d + p.d;
    const float ax = fabsf(nx), ay = fabsf(ny), az = fabsf(nz);
    if (!plane_normal_nonzero(&p)) {                    /* the NaN plane meets nothing */
        for (size_t i = 0; i < count; i++) o[i] = 0;
        return;
    }
    unsigned doubt = 0;                                 /* any lane in doubt (an or reduction) */
    for (size_t i = 0; i < count; i++) {
        uint8_t v = aabb_plane_lane(nx, ny, nz, ax, ay, az, d2, x0[i], y0[i], z0[i], x1[i], y1[i], z1[i]);
        o[i] = v;
        doubt |= v;
    }
    if (!(doubt & 2))
        return;
    for (size_t i = 0; i < count; i++) /* the few the float filter left in doubt, decided exactly */
        if (out[i] > 1) {
            isect_aabb b = {{{boxes.min_x[i], boxes.min_y[i], boxes.min_z[i]}},
                            {{boxes.max_x[i], boxes.max_y[i], boxes.max_z[i]}}};
            out[i] = isect_aabb_plane(b, p);
        }
}

/* ---- Sphere vs AABB: |c - clamp(c, min, max)|^2 <= r^2 (Ericson 5.2.5) ------------------- */

/* The clamp of sphere.c: the two comparisons maxss and minss perform. */
static inline float clamp(float x, float lo, float hi)
{
    float q = x > lo ? x : lo;
    return q < hi ? q : hi;
}

/* The filter of the scalar test (isect.h) lane by lane: its sure verdict is the exact one. Whether
 * a lane is in doubt (S' and R' within 32 steps of each other, the scalar test's 16 and more:
 * a shift and a test for zero, which SSE2 has, where an unsigned comparison it has not) is
 * gathered per block of lanes; a block with one is gone over again, and its lanes in doubt are
 * decided by the scalar test itself (its exact fallback), so the two agree on every lane. */
static inline uint32_t sphere_aabb_lane(float x, float y, float z, float r, isect_aabb b, uint8_t *hit)
{
    float dx = x - clamp(x, b.min.x, b.max.x), dy = y - clamp(y, b.min.y, b.max.y), dz = z - clamp(z, b.min.z, b.max.z);
    float d2 = dx * dx + dy * dy + dz * dz, rr = r * r;
    *hit = (uint8_t)((r >= 0.0f) & (d2 < rr));
    return ((ISECT_FLOAT_BITS(d2) - ISECT_FLOAT_BITS(rr) + 2 * ISECT_SPHERE_ULPS) >> 6) == 0;   /* in doubt */
}

#define SPHERE_AABB_BLOCK 1024

WIDE void isect_sphere_aabb_batch(isect_sphere_soa spheres, size_t count, isect_aabb b, uint8_t *out)
{
    const float *restrict x = spheres.x, *restrict y = spheres.y, *restrict z = spheres.z;
    const float *restrict r = spheres.r;
    uint8_t *restrict o = out;
    const uint8_t box = (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
    for (size_t start = 0; start < count; start += SPHERE_AABB_BLOCK) {
        const size_t end = count - start < SPHERE_AABB_BLOCK ? count : start + SPHERE_AABB_BLOCK;
        uint32_t any = 0;
        uint8_t hit;
        for (size_t i = start; i < end; i++) {
            any |= sphere_aabb_lane(x[i], y[i], z[i], r[i], b, &hit);
            o[i] = box & hit;
        }
        if (any)
            for (size_t i = start; i < end; i++)
                if (sphere_aabb_lane(x[i], y[i], z[i], r[i], b, &hit))
                    o[i] = isect_sphere_aabb((isect_sphere){{{x[i], y[i], z[i]}}, r[i]}, b);
    }
}

/* ---- Ray vs AABB: the slab test (Ericson 5.3.3) ------------------------------------------ */

/* The ray is the same for every box, so what depends on its direction is settled once per
 * axis: which corner array the ray meets first (near: min for d >= 0, max for d < 0, which is
 * the scalar's swap of t1 and t2), and whether the axis is parallel (d = 0: inside the slab or
 * never, as in the scalar; it divides by 1 there so that no lane divides by zero, and the
 * quotient is not used). */
typedef struct slab_axis {
    const float *near, *far;
    float p, d;
    bool parallel;
} slab_axis;

static slab_axis slab_setup(float p, float d, const float *lo, const float *hi)
{
    bool parallel = d == 0.0f;
    return (slab_axis){d < 0.0f ? hi : lo, d < 0.0f ? lo : hi, p, parallel ? 1.0f : d, parallel};
}

/* t1 = (near - p) / d, t2 = (far - p) / d narrow [tmin, tmax]; ok fails on NaN or t1 > t2
 * (an empty box), or for a parallel axis when p is outside [min, max]. */
static inline bool slab(slab_axis a, float near, float far, float *tmin, float *tmax)
{
    float lo = near - a.p, hi = far - a.p;
    float t1 = lo / a.d, t2 = hi / a.d;
    /* Both verdicts computed, then picked with & and |: a comparison under a ?: is a
     * conditional operation that may trap (-ftrapping-math), which GCC will not vectorise. */
    bool ok = (a.parallel & (lo <= 0.0f) & (hi >= 0.0f)) | (!a.parallel & (t1 <= t2));
    float t1s = a.parallel ? *tmin : t1, t2s = a.parallel ? *tmax : t2;
    *tmin = t1s > *tmin ? t1s : *tmin;
    *tmax = t2s < *tmax ? t2s : *tmax;
    return ok;
}

/* The verdict of one box, 1 or 0, plus 2 where the float slab test cannot call it (slab_sure):
 * isect_ray_aabb_batch then asks the exact scalar test; *t its entry distance on a hit. */
static inline uint8_t ray_box(slab_axis ax, slab_axis ay, slab_axis az, float nx, float fx, float ny,
                              float fy, float nz, float fz, float *t)
{
    float tmin = 0.0f, tmax = INFINITY;
    bool ok = slab(ax, nx, fx, &tmin, &tmax);
    ok &= slab(ay, ny, fy, &tmin, &tmax);
    ok &= slab(az, nz, fz, &tmin, &tmax);
    *t = tmin;
    /* (An entry at +inf (overflow) misses; such a box is never sure, tmax being +inf too, so the
     * scalar test rules on it. Testing tmin < INFINITY here as well kept GCC from vectorising
     * the loop: 4x the time.) */
    int hit = ok & (tmin <= tmax);
    int doubt = ok & !slab_sure(tmin, tmax);
    return (uint8_t)(hit | (doubt << 1));
}

/* Restrict parameters, not locals: GCC keeps restrict only where it can see the pointers'
 * origin, and these come through a choice made at run time. Two loops, so neither branches.
 * Returns whether any box of [start, end) is in doubt (bit 1 of the or of their verdicts). */
static uint8_t ray_aabb_loops(slab_axis ax, slab_axis ay, slab_axis az, const float *restrict nx,
                              const float *restrict fx, const float *restrict ny, const float *restrict fy,
                              const float *restrict nz, const float *restrict fz, size_t start, size_t end,
                              uint8_t *restrict o, float *restrict t)
{
    float ti;
    uint8_t any = 0;
    if (t) {
        for (size_t i = start; i < end; i++) {
            uint8_t hit = ray_box(ax, ay, az, nx[i], fx[i], ny[i], fy[i], nz[i], fz[i], &ti);
            o[i] = hit, any |= hit;
            t[i] = hit == 1 ? ti : INFINITY;
        }
    } else {
        for (size_t i = start; i < end; i++) {
            uint8_t hit = ray_box(ax, ay, az, nx[i], fx[i], ny[i], fy[i], nz[i], fz[i], &ti);
            o[i] = hit, any |= hit;
        }
    }
    return any & 2;
}

#define RAY_AABB_BLOCK 1024

/* The scalar returns at the first failing axis; here every axis is evaluated and the verdicts
 * are and-ed. The same answer: tmin only grows and tmax only shrinks, so tmin > tmax after any
 * axis stays so, and a NaN quotient has already failed t1 <= t2. A parallel axis (d = +0 or -0,
 * neither < 0) has near = min and far = max, the scalar's lo and hi. The boxes go by blocks: a
 * block with a box in doubt is gone over again, and those boxes decided by the exact scalar test
 * (a second pass over every verdict cost 0.3 ns a box). */
void isect_ray_aabb_batch(isect_ray r, isect_aabb_soa boxes, size_t count, uint8_t *out, float *t)
{
    const slab_axis ax = slab_setup(r.p.x, r.d.x, boxes.min_x, boxes.max_x);
    const slab_axis ay = slab_setup(r.p.y, r.d.y, boxes.min_y, boxes.max_y);
    const slab_axis az = slab_setup(r.p.z, r.d.z, boxes.min_z, boxes.max_z);
    for (size_t start = 0; start < count; start += RAY_AABB_BLOCK) {
        const size_t end = count - start < RAY_AABB_BLOCK ? count : start + RAY_AABB_BLOCK;
        if (!ray_aabb_loops(ax, ay, az, ax.near, ax.far, ay.near, ay.far, az.near, az.far, start, end, out, t))
            continue;
        for (size_t i = start; i < end; i++)
            if (out[i] > 1) {
                isect_aabb b = {{{boxes.min_x[i], boxes.min_y[i], boxes.min_z[i]}},
                                {{boxes.max_x[i], boxes.max_y[i], boxes.max_z[i]}}};
                isect_hit h;
                out[i] = isect_ray_aabb(r, b, &h);
                if (t)
                    t[i] = out[i] ? h.t : INFINITY;
            }
    }
}

/* ---- Frustum: outside no plane (conservative; frustum.c) --------------------------------- */

/* One plane, normal n, |n| in a and offset d, as isect_aabb_frustum reads it (d NaN for a zero
 * normal). */
typedef struct frustum_plane { float nx, ny, nz, ax, ay, az, d; } frustum_plane;

static frustum_plane frustum_plane_of(isect_plane p)
{
    return (frustum_plane){p.n.x, p.n.y, p.n.z, fabsf(p.n.x), fabsf(p.n.y), fabsf(p.n.z),
                           plane_offset(p)};
}

/* Box (centre c, half-extents e) not wholly outside plane q: s <= r, as 1 or 0 (an int, so that
 * the six are combined with & without a compiler warning about bitwise & on bools). */
static inline int box_inside(frustum_plane q, float cx, float cy, float cz, float ex, float ey, float ez)
{
    float r = ex * q.ax + ey * q.ay + ez * q.az;
    float s = q.nx * cx + q.ny * cy + q.nz * cz - q.d;
    return s <= r;
}

/* Sphere not wholly outside plane q: n.c - d <= r, as 1 or 0. */
static inline int sphere_inside(frustum_plane q, float x, float y, float z, float r)
{
    float dist = q.nx * x + q.ny * y + q.nz * z - q.d;
    return dist <= r;
}

/* The six planes are written out rather than looped over: GCC at -O2 does not unroll the inner
 * loop, and a loop inside the loop keeps the outer one from being vectorised. */
WIDE void isect_aabb_frustum_batch(isect_aabb_soa boxes, size_t count, const isect_plane planes[6],
                                   uint8_t *out)
{
    const float *restrict x0 = boxes.min_x, *restrict y0 = boxes.min_y, *restrict z0 = boxes.min_z;
    const float *restrict x1 = boxes.max_x, *restrict y1 = boxes.max_y, *restrict z1 = boxes.max_z;
    uint8_t *restrict o = out;
    const frustum_plane q0 = frustum_plane_of(planes[0]), q1 = frustum_plane_of(planes[1]),
                        q2 = frustum_plane_of(planes[2]), q3 = frustum_plane_of(planes[3]),
                        q4 = frustum_plane_of(planes[4]), q5 = frustum_plane_of(planes[5]);
    for (size_t i = 0; i < count; i++) {
        float cx = x1[i] * 0.5f + x0[i] * 0.5f, cy = y1[i] * 0.5f + y0[i] * 0.5f;
        float cz = z1[i] * 0.5f + z0[i] * 0.5f;
        float ex = x1[i] - cx, ey = y1[i] - cy, ez = z1[i] - cz;
        o[i] = (x0[i] <= x1[i]) & (y0[i] <= y1[i]) & (z0[i] <= z1[i]) &
               box_inside(q0, cx, cy, cz, ex, ey, ez) & box_inside(q1, cx, cy, cz, ex, ey, ez) &
               box_inside(q2, cx, cy, cz, ex, ey, ez) & box_inside(q3, cx, cy, cz, ex, ey, ez) &
               box_inside(q4, cx, cy, cz, ex, ey, ez) & box_inside(q5, cx, cy, cz, ex, ey, ez);
    }
}

WIDE void isect_sphere_frustum_batch(isect_sphere_soa spheres, size_t count, const isect_plane planes[6],
                                     uint8_t *out)
{
    const float *restrict x = spheres.x, *restrict y = spheres.y, *restrict z = spheres.z;
    const float *restrict r = spheres.r;
    uint8_t *restrict o = out;
    for (int k = 0; k < 6; k++)
        ISECT_REQUIRE(validate_unit_plane(planes[k]), "frustum plane normals of unit length");
    const frustum_plane q0 = frustum_plane_of(planes[0]), q1 = frustum_plane_of(planes[1]),
                        q2 = frustum_plane_of(planes[2]), q3 = frustum_plane_of(planes[3]),
                        q4 = frustum_plane_of(planes[4]), q5 = frustum_plane_of(planes[5]);
    for (size_t i = 0; i < count; i++)
        o[i] = (r[i] >= 0.0f) &
               sphere_inside(q0, x[i], y[i], z[i], r[i]) & sphere_inside(q1, x[i], y[i], z[i], r[i]) &
               sphere_inside(q2, x[i], y[i], z[i], r[i]) & sphere_inside(q3, x[i], y[i], z[i], r[i]) &
               sphere_inside(q4, x[i], y[i], z[i], r[i]) & sphere_inside(q5, x[i], y[i], z[i], r[i]);
}
