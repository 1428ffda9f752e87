/* Fuzz target: where planes meet (plane_plane.c), the line of two planes and the point of three,
 * on raw planes (normals of any length, zero normals, every float pattern). Properties, checked
 * in long double (products of floats are exact there, and sums nearly so):
 * - NaN or infinity anywhere, or a zero normal: false, and nothing written;
 * - two planes: false exactly when n_a x n_b = 0 (exactly: in long double the components of the
 *   cross product of floats are exact but for one rounding, and 0 only when they are 0) or the
 *   point is beyond the float range; a true answer has |dir| = 1 along n_a x n_b, its point on
 *   both planes and nearest the origin (p . dir = 0), all to float rounding of p; the planes
 *   swapped give the same point and the opposite direction, bit for bit;
 * - three planes: never false where |D| > 2^-45 P (D the determinant, P its permanent) and the
 *   point is well inside the float range, never true for exactly dependent normals (checked on
 *   a third normal built as the exact sum or difference of the first two, where that is exact);
 *   a true answer lies on all three planes to float rounding plus the determinant's
 *   conditioning, 2^-48 (S + P |p|) / |D| (S = sum |d_k| |n_i x n_j|). */
#include "fuzz.h"
#include "oracles_long.h"

static const vec3s UNTOUCHED = {{-7, -8, -9}};

static bool plane_finite(isect_plane p) { return finite3(p.n) && isfinite(p.d); }
static bool zero3(vec3s v) { return v.x == 0 && v.y == 0 && v.z == 0; }

/* |n . p - d| and its scale |n| |p| + |d|, in long double. */
static ld residual(isect_plane pl, vec3s p, ld *scale)
{
    *scale = llen(lv(pl.n)) * llen(lv(p)) + fabsl((ld)pl.d);
    return fabsl(ldot(lv(pl.n), lv(p)) - pl.d);
}

static isect_plane raw_plane(fuzz_in *in)
{
    vec3s n = fuzz_vec3(in);
    return (isect_plane){n, fuzz_float(in)};
}

static void check_plane_plane(isect_plane a, isect_plane b)
{
    vec3s p = UNTOUCHED, dir = UNTOUCHED, q = UNTOUCHED, back = UNTOUCHED;
    bool got = isect_plane_plane(a, b, &p, &dir);
    bool swapped = isect_plane_plane(b, a, &q, &back);
    FUZZ_CHECK(got == swapped, "plane-plane: %d one way, %d the other", got, swapped);
    FUZZ_CHECK(isect_plane_plane(a, b, NULL, NULL) == got, "plane-plane: NULL outputs change the verdict");
    if (!got) {
        FUZZ_CHECK(eq3(p, UNTOUCHED) && eq3(dir, UNTOUCHED), "plane-plane: wrote on false");
    } else {
        FUZZ_CHECK(eq3(p, q) && back.x == -dir.x && back.y == -dir.y && back.z == -dir.z,
                   "plane-plane: swapped planes give another line");
    }
    if (!plane_finite(a) || !plane_finite(b)) {
        FUZZ_CHECK(!got, "plane-plane: NaN or infinite input meets");
        return;
    }
    lvec u = lcross(lv(a.n), lv(b.n));
    bool parallel = u.x == 0 && u.y == 0 && u.z == 0;
    if (parallel) {
        FUZZ_CHECK(!got, "plane-plane: parallel normals (%g %g %g), (%g %g %g) meet", a.n.x, a.n.y, a.n.z, b.n.x, b.n.y, b.n.z);
        return;
    }
    /* The true point: the minimum-norm solution, ((d_a n_b - d_b n_a) x u) / u.u, in long double
     * (w and u exact but for a rounding or two: far finer than float). */
    lvec na = lv(a.n), nb = lv(b.n);
    lvec w = {a.d * nb.x - b.d * na.x, a.d * nb.y - b.d * na.y, a.d * nb.z - b.d * na.z};
    ld uu = ldot(u, u);
    lvec t = lcross(w, u);
    lvec po = {t.x / uu, t.y / uu, t.z / uu};
    ld far = llen(po);
    if (!got) {
        FUZZ_CHECK(!(far < 0.5L * FLT_MAX), "plane-plane: not parallel, point at %Lg, but false", far);
        return;
    }
    FUZZ_CHECK(fabsl(llen(lv(dir)) - 1) <= 4 * FLT_EPSILON, "plane-plane: |dir| = %.9Lg", llen(lv(dir)));
    lvec ud = {u.x / sqrtl(uu), u.y / sqrtl(uu), u.z / sqrtl(uu)};
    FUZZ_CHECK(llen((lvec){dir.x - ud.x, dir.y - ud.y, dir.z - ud.z}) <= 4 * FLT_EPSILON, "plane-plane: dir not along n_a x n_b");
    ld sa, sb, ra = residual(a, p, &sa), rb = residual(b, p, &sb);
    /* (plus |n| 1e-44: a denormal coordinate of p is rounded to 1.4e-45 absolute) */
    FUZZ_CHECK(ra <= 4 * FLT_EPSILON * sa + llen(na) * 1e-44L && rb <= 4 * FLT_EPSILON * sb + llen(nb) * 1e-44L,
               "plane-plane: point off its planes by %Lg (of %Lg) and %Lg (of %Lg)", ra, sa, rb, sb);
    FUZZ_CHECK(fabsl(ldot(lv(p), ud)) <= 4 * FLT_EPSILON * llen(lv(p)) + 1e-44L, "plane-plane: not the point nearest the origin");
    FUZZ_CHECK(llen((lvec){p.x - po.x, p.y - po.y, p.z - po.z}) <= 4 * FLT_EPSILON * far + 1e-44L,
               "plane-plane: point (%.9g %.9g %.9g), true (%.9Lg %.9Lg %.9Lg)", p.x, p.y, p.z, po.x, po.y, po.z);
}

static void check_three_planes(isect_plane a, isect_plane b, isect_plane c, bool dependent)
{
    vec3s p = UNTOUCHED;
    bool got = isect_three_planes(a, b, c, &p);
    FUZZ_CHECK(isect_three_planes(a, b, c, NULL) == got, "three planes: NULL point changes the verdict");
    if (!got) FUZZ_CHECK(eq3(p, UNTOUCHED), "three planes: wrote on false");
    if (!plane_finite(a) || !plane_finite(b) || !plane_finite(c) || zero3(a.n) || zero3(b.n) || zero3(c.n)) {
        FUZZ_CHECK(!got, "three planes: NaN, infinite or zero-normal input meets");
        return;
    }
    if (dependent) {
        FUZZ_CHECK(!got, "three planes: exactly dependent normals meet at (%g %g %g)", p.x, p.y, p.z);
        return;
    }
    lvec na = lv(a.n), nb = lv(b.n), nc = lv(c.n), ua = lcross(nb, nc), ub = lcross(nc, na), uc = lcross(na, nb);
    ld D = ldot(na, ua);
    ld P = fabsl(na.x) * (fabsl(nb.y * nc.z) + fabsl(nb.z * nc.y)) + fabsl(na.y) * (fabsl(nb.z * nc.x) + fabsl(nb.x * nc.z)) +
           fabsl(na.z) * (fabsl(nb.x * nc.y) + fabsl(nb.y * nc.x));
    ld S = fabsl((ld)a.d) * llen(ua) + fabsl((ld)b.d) * llen(ub) + fabsl((ld)c.d) * llen(uc);
    if (!(fabsl(D) > 0x1p-45L * P)) {
        if (fabsl(D) < 0x1p-55L * P) FUZZ_CHECK(!got, "three planes: |D| = %Lg of P, below the bound, but a point", fabsl(D) / P);
        return;
    }
    lvec num = {a.d * ua.x + b.d * ub.x + c.d * uc.x, a.d * ua.y + b.d * ub.y + c.d * uc.y, a.d * ua.z + b.d * ub.z + c.d * uc.z};
    lvec po = {num.x / D, num.y / D, num.z / D};
    ld far = llen(po);
    ld cond = 0x1p-48L * (S + P * far) / fabsl(D);
    if (!got) {
        FUZZ_CHECK(!(far + cond < 0.5L * FLT_MAX), "three planes: |D| = %Lg of P, point at %Lg, but false", fabsl(D) / P, far);
        return;
    }
    FUZZ_CHECK(llen((lvec){p.x - po.x, p.y - po.y, p.z - po.z}) <= 4 * FLT_EPSILON * far + cond + 1e-44L,
               "three planes: point (%.9g %.9g %.9g), true (%.9Lg %.9Lg %.9Lg), cond %Lg", p.x, p.y, p.z, po.x, po.y, po.z, cond);
    isect_plane pl[3] = {a, b, c};
    for (int k = 0; k < 3; k++) {
        ld s, r = residual(pl[k], p, &s);
        FUZZ_CHECK(r <= 4 * FLT_EPSILON * s + llen(lv(pl[k].n)) * (cond + 1e-44L), "three planes: point off plane %d by %Lg", k, r);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = fuzz_begin(data, size);
    isect_plane a = raw_plane(&in), b = raw_plane(&in), c = raw_plane(&in);
    uint8_t mode = fuzz_byte(&in);
    check_plane_plane(a, b);
    check_three_planes(a, b, c, false);
    /* The third normal the exact sum or difference of the first two (where float makes it
     * exact): linearly dependent, whatever the rounding of the determinant in double. */
    isect_plane dep = c;
    dep.n = (mode & 1) ? glms_vec3_add(a.n, b.n) : glms_vec3_sub(a.n, b.n);
    bool exact = finite3(dep.n);
    for (int k = 0; k < 3 && exact; k++)
        exact = (ld)dep.n.raw[k] == ((mode & 1) ? (ld)a.n.raw[k] + b.n.raw[k] : (ld)a.n.raw[k] - b.n.raw[k]);
    if (exact) check_three_planes(a, b, dep, true);
    return 0;
}
