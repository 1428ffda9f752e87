/* The view frustum (frustum.c): the planes Gribb-Hartmann extracts from a matrix, and the
 * conservative box and sphere tests, against tables and a million random cases decided in
 * double by brute force: the box's 8 corners against each plane, the sphere's centre distance.
 * An exact separating-axis test in double (box axes, frustum normals, edge crosses) shows the
 * conservative test never misses a box that meets the frustum, and measures how often it says
 * "intersecting" for one that does not. */
#include "isect.h"
#include "check.h"
#include "dvec.h"

#include <float.h>
#include <stdbool.h>
#include <string.h>

/* Signed distance of x from plane p in double: dot(n, x) - d. */
static double dist(isect_plane p, dvec x) { return ddot(dv(p.n), x) - p.d; }

static dvec corner(isect_aabb b, int i)
{
    return (dvec){(i & 1) ? b.max.x : b.min.x, (i & 2) ? b.max.y : b.min.y, (i & 4) ? b.max.z : b.min.z};
}

/* The box [-1,1] x [-1,1] x [-2,2] as six outward planes: a "frustum" with exact planes, for
 * exactly touching cases. */
static void box_frustum(isect_plane f[6])
{
    f[0] = isect_plane_from_normal((vec3s){{-1, 0, 0}}, 1), f[1] = isect_plane_from_normal((vec3s){{1, 0, 0}}, 1);
    f[2] = isect_plane_from_normal((vec3s){{0, -1, 0}}, 1), f[3] = isect_plane_from_normal((vec3s){{0, 1, 0}}, 1);
    f[4] = isect_plane_from_normal((vec3s){{0, 0, 1}}, 2), f[5] = isect_plane_from_normal((vec3s){{0, 0, -1}}, 2);
}

static isect_aabb box_at(float x, float y, float z, float h)
{
    return isect_aabb_from_center((vec3s){{x, y, z}}, (vec3s){{h, h, h}});
}

static void test_frustum_from_matrix(void)
{
    /* 90 degree vertical field of view, square, near 1, far 10, eye at the origin looking
     * down -z: the side planes are x = +-z and y = +-z, near z = -1, far z = -10. */
    isect_plane f[6];
    isect_frustum_from_matrix(glms_perspective(glm_rad(90.0f), 1.0f, 1.0f, 10.0f), f);
    const float h = 0.70710678f;
    const isect_plane want[6] = {
        {{{-h, 0, h}}, 0}, {{{h, 0, h}}, 0}, {{{0, -h, h}}, 0}, {{{0, h, h}}, 0},
        {{{0, 0, 1}}, -1}, {{{0, 0, -1}}, 10},
    };
    for (int i = 0; i < 6; i++)
        CHECK(glms_vec3_distance(f[i].n, want[i].n) < 1e-6f && fabsf(f[i].d - want[i].d) < 1e-5f,
              "plane %d: n (%g %g %g) d %g", i, f[i].n.x, f[i].n.y, f[i].n.z, f[i].d);

    /* The same planes work as the halfspaces of isect_ray_polyhedron: a ray from the eye down
     * the view axis enters at the near plane, t = 1, and leaves at the far one, t = 10. */
    float t0, t1;
    CHECK(isect_ray_polyhedron_span(isect_ray_from((vec3s){{0, 0, 0}}, (vec3s){{0, 0, -1}}), f, 6, &t0, &t1) &&
          fabsf(t0 - 1) < 1e-5f && fabsf(t1 - 10) < 1e-4f, "span %g %g", t0, t1);

    /* A view matrix moves the frustum: eye at (5, 0, 0) looking along +x. */
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.5f, 0.5f, 20.0f),
                             glms_lookat((vec3s){{5, 0, 0}}, (vec3s){{6, 0, 0}}, (vec3s){{0, 1, 0}}));
    isect_frustum_from_matrix(vp, f);
    CHECK(isect_sphere_frustum((isect_sphere){{{10, 0, 0}}, 0}, f), "a point ahead is inside");
    CHECK(!isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, 1}, f), "a sphere behind the eye is outside");
    /* The 8 corners of the clip cube, unprojected, lie on three planes each. */
    vec4s c[8];
    glms_frustum_corners(glms_mat4_inv(vp), c);
    for (int i = 0; i < 8; i++) {
        int on = 0;
        for (int k = 0; k < 6; k++) {
            double s = dist(f[k], (dvec){c[i].x, c[i].y, c[i].z});
            CHECK(s < 1e-4, "corner %d outside plane %d by %g", i, k, s);
            on += fabs(s) < 1e-4;
        }
        CHECK(on == 3, "corner %d on %d planes", i, on);
    }

    /* A singular matrix gives NaN planes, and nothing intersects them. */
    isect_frustum_from_matrix(glms_mat4_zero(), f);
    CHECK(isnan(f[0].d) && !isect_aabb_frustum(box_at(0, 0, 0, 1), f) &&
          !isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, 1}, f), "zero matrix");
}

/* The planes are homogeneous in m: every finite scale of a matrix gives the same unit planes.
 * Through cglm's normalisation entries of 1e30 gave NaN planes (|n|^2 overflowed, so n / |n|
 * was 0), which culled everything; tiny entries lost the normal to underflow the same way. */
static void test_frustum_from_matrix_scaled(void)
{
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.5f, 0.5f, 20.0f),
                             glms_lookat((vec3s){{5, 1, 2}}, (vec3s){{6, 0.5f, 1}}, (vec3s){{0, 1, 0}}));
    isect_plane f[6], g[6];
    isect_frustum_from_matrix(vp, f);
    const float scales[] = {1e30f, 1e-30f, 1e37f, 1e-37f, 3.0f, 0.1f, -2.0f};
    for (unsigned k = 0; k < sizeof scales / sizeof scales[0]; k++) {
        mat4s m = vp;
        for (int j = 0; j < 4; j++) m.col[j] = glms_vec4_scale(m.col[j], scales[k]);
        isect_frustum_from_matrix(m, g);
        /* a negative scale flips every inequality: the planes turn inside out */
        float sign = scales[k] < 0 ? -1.0f : 1.0f;
        for (int i = 0; i < 6; i++) {
            bool finite = isfinite(g[i].n.x) && isfinite(g[i].n.y) && isfinite(g[i].n.z) && isfinite(g[i].d);
            CHECK(finite && glms_vec3_distance(glms_vec3_scale(g[i].n, sign), f[i].n) < 1e-6f &&
                  fabsf(sign * g[i].d - f[i].d) < 1e-5f * (1 + fabsf(f[i].d)),
                  "scale %g, plane %d: n (%g %g %g) d %g, want (%g %g %g) %g", scales[k], i,
                  g[i].n.x, g[i].n.y, g[i].n.z, g[i].d, f[i].n.x, f[i].n.y, f[i].n.z, f[i].d);
        }
        if (sign > 0)
            CHECK(isect_sphere_frustum((isect_sphere){{{6, 0.5f, 1}}, 0.1f}, g), "scale %g: a point ahead culled", scales[k]);
    }
    /* entries near FLT_MAX: r_3 + r_i would overflow unscaled */
    mat4s big = glms_mat4_identity();
    big.col[0].raw[0] = big.col[1].raw[1] = big.col[2].raw[2] = big.col[3].raw[3] = 3e38f;
    isect_frustum_from_matrix(big, g);
    for (int i = 0; i < 6; i++)
        CHECK(isfinite(g[i].d) && fabsf(glms_vec3_norm(g[i].n) - 1) < 1e-6f, "entries 3e38: plane %d not finite", i);
    CHECK(isect_sphere_frustum((isect_sphere){{{0.5f, 0.5f, 0.5f}}, 0}, g) &&
          !isect_sphere_frustum((isect_sphere){{{1.5f, 0.5f, 0.5f}}, 0.25f}, g), "entries 3e38: the clip cube");
}

/* Non-canonical planes and boxes: a zero normal is the NaN plane (its halfspace 0 <= d held for
 * every point when d >= 0, so a frustum with such a plane culled nothing by it); an inverted
 * box (min > max) is empty, where its negative "extent" used to pass every plane. Normals of
 * another non-zero length leave the box test's verdict as it is. */
static void test_frustum_noncanonical(void)
{
    isect_plane f[6];
    box_frustum(f);
    isect_aabb inside = box_at(0, 0, 0, 0.5f);
    isect_sphere ball = {{{0, 0, 0}}, 0.5f};
    for (int k = 0; k < 6; k++) {
        isect_plane g[6];
        memcpy(g, f, sizeof g);
        g[k] = (isect_plane){{{0, 0, 0}}, (k & 1) ? 0.0f : 1.0f};
        CHECK(!isect_aabb_frustum(inside, g), "zero normal in plane %d: box inside", k);
        CHECK(!isect_sphere_frustum(ball, g), "zero normal in plane %d: sphere inside", k);
        g[k] = (isect_plane){glms_vec3_scale(f[k].n, 3), f[k].d * 3};
        CHECK(isect_aabb_frustum(inside, g) && isect_aabb_frustum(box_at(2, 0, 0, 1), g) &&
              !isect_aabb_frustum(box_at(2.001f, 0, 0, 1), g), "plane %d with |n| = 3", k);
    }
    for (int k = 0; k < 3; k++) {
        isect_aabb inv = inside;
        float lo = inv.min.raw[k];
        inv.min.raw[k] = inv.max.raw[k], inv.max.raw[k] = lo;
        CHECK(!isect_aabb_frustum(inv, f), "box inverted on axis %d, inside", k);
    }
    /* bounds near FLT_MAX: the centre is halved before adding, as in isect_aabb_plane */
    isect_aabb far = {{{3e38f, -0.5f, -0.5f}}, {{3.4e38f, 0.5f, 0.5f}}};
    isect_aabb reach = {{{-0.5f, -0.5f, -0.5f}}, {{3.4e38f, 0.5f, 0.5f}}};
    CHECK(!isect_aabb_frustum(far, f) && isect_aabb_frustum(reach, f), "bounds near FLT_MAX");
}

static void test_aabb_frustum_table(void)
{
    isect_plane f[6];
    box_frustum(f);
    CHECK(isect_aabb_frustum(box_at(0, 0, 0, 0.5f), f), "inside");
    CHECK(isect_aabb_frustum(box_at(0, 0, 0, 8), f), "containing");
    CHECK(isect_aabb_frustum(box_at(1.5f, 0, 0, 1), f), "straddling the right plane");
    CHECK(isect_aabb_frustum(box_at(2, 0, 0, 1), f), "touching the right plane from outside");
    CHECK(isect_aabb_frustum(box_at(0, 0, -3, 1), f), "touching the far plane from outside");
    CHECK(!isect_aabb_frustum(box_at(2.001f, 0, 0, 1), f), "0.001 right of it");
    CHECK(!isect_aabb_frustum(box_at(0, -2.001f, 0, 1), f), "0.001 below it");
    CHECK(!isect_aabb_frustum(box_at(0, 0, 8, 1), f), "far beyond the near plane");

    /* The conservative answer: near the far left edge of a 90 degree frustum (far plane
     * z = -10, left plane x = z, meeting at 45 degrees) this box crosses both planes, so no
     * single plane has it wholly outside, yet its part with z >= -10 has x <= -10.2 < z: it
     * misses the frustum, and the test says true. */
    isect_plane g[6];
    isect_frustum_from_matrix(glms_perspective(glm_rad(90.0f), 1.0f, 1.0f, 10.0f), g);
    CHECK(isect_aabb_frustum(isect_aabb_from_corners((vec3s){{-11, -0.5f, -10.5f}}, (vec3s){{-10.2f, 0.5f, -9.6f}}), g),
          "conservative: true for a box beyond the frustum's edge");
    CHECK(!isect_aabb_frustum(isect_aabb_from_corners((vec3s){{-11, -0.5f, -10.5f}}, (vec3s){{-10.2f, 0.5f, -10.1f}}), g),
          "wholly beyond the far plane");
}

static void test_sphere_frustum_table(void)
{
    isect_plane f[6];
    box_frustum(f);
    CHECK(isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, 0.5f}, f), "inside");
    CHECK(isect_sphere_frustum((isect_sphere){{{2, 0, 0}}, 1}, f), "touching the right plane");
    CHECK(isect_sphere_frustum((isect_sphere){{{0, 0, 4}}, 2}, f), "touching the near plane");
    CHECK(!isect_sphere_frustum((isect_sphere){{{2.001f, 0, 0}}, 1}, f), "0.001 right of it");
    CHECK(isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, 0}, f), "a point inside");
    CHECK(!isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, -1}, f), "negative radius");
    /* Conservative: centre (1.6, 1.6) is 0.6 beyond both x = 1 and y = 1, within r = 0.7 of
     * each plane, but 0.6 sqrt 2 = 0.85 from the edge: it misses, and the test says true. */
    CHECK(isect_sphere_frustum((isect_sphere){{{1.6f, 1.6f, 0}}, 0.7f}, f), "conservative near an edge");
}

static void test_frustum_nan(void)
{
    isect_plane f[6];
    box_frustum(f);
    CHECK(!isect_aabb_frustum(box_at(NAN, 0, 0, 1), f), "NaN box");
    CHECK(!isect_aabb_frustum(box_at(0, 0, 0, NAN), f), "NaN extent");
    CHECK(!isect_sphere_frustum((isect_sphere){{{0, NAN, 0}}, 1}, f), "NaN centre");
    CHECK(!isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, NAN}, f), "NaN radius");
    for (int k = 0; k < 6; k++) {
        isect_plane g[6];
        box_frustum(g);
        g[k].d = NAN;
        CHECK(!isect_aabb_frustum(box_at(0, 0, 0, 0.5f), g) && !isect_sphere_frustum((isect_sphere){{{0, 0, 0}}, 1}, g),
              "NaN plane %d", k);
    }
}

/* A random perspective frustum: eye in [-10, 10]^3, a random view direction, field of view
 * 30-100 degrees, aspect 0.5-2, near 0.1-1, far 5-40. */
static mat4s random_view_projection(rng *r)
{
    vec3s eye = rng_vec3(r, -10, 10);
    vec3s dir = rng_unit(r), up = fabsf(dir.y) < 0.9f ? (vec3s){{0, 1, 0}} : (vec3s){{1, 0, 0}};
    mat4s proj = glms_perspective(glm_rad(rng_float(r, 30, 100)), rng_float(r, 0.5f, 2), rng_float(r, 0.1f, 1),
                                  rng_float(r, 5, 40));
    return glms_mat4_mul(proj, glms_lookat(eye, glms_vec3_add(eye, dir), up));
}

/* Exact box vs frustum in double, by the separating-axis test between two convex polyhedra:
 * the box's 3 face normals, the frustum's 6 plane normals, and the crosses of the box's 3 edge
 * directions with the frustum's 6 edge directions (4 side edges, near edges along 2 directions). */
static bool exact_aabb_frustum(isect_aabb b, const dvec fc[8], const isect_plane f[6])
{
    dvec axes[3 + 6 + 18];
    int n = 0;
    for (int i = 0; i < 3; i++) axes[n++] = (dvec){i == 0, i == 1, i == 2};
    for (int k = 0; k < 6; k++) axes[n++] = dv(f[k].n);
    /* glm_frustum_corners order: near (0-3) then far (4-7), corner i + 4 behind corner i;
     * near corners 0-1-2-3 go around the rectangle. */
    const dvec edges[6] = {dsub(fc[4], fc[0]), dsub(fc[5], fc[1]), dsub(fc[6], fc[2]),
                           dsub(fc[7], fc[3]), dsub(fc[1], fc[0]), dsub(fc[2], fc[1])};
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 6; k++)
            axes[n++] = dcross(axes[i], edges[k]);
    for (int a = 0; a < n; a++) {
        double blo = INFINITY, bhi = -INFINITY, flo = INFINITY, fhi = -INFINITY;
        for (int i = 0; i < 8; i++) {
            double p = ddot(axes[a], corner(b, i)), q = ddot(axes[a], fc[i]);
            blo = fmin(blo, p), bhi = fmax(bhi, p), flo = fmin(flo, q), fhi = fmax(fhi, q);
        }
        if (bhi < flo || fhi < blo) return false;
    }
    return true;
}

static void test_frustum_random(void)
{
    rng r = {20240611};
    int cases = 1000000, hits = 0, band = 0, disagree_box = 0, disagree_sphere = 0;
    int missed = 0, false_positive = 0, exact_checked = 0, sphere_missed = 0;
    isect_plane f[6];
    dvec fc[8];
    for (int i = 0; i < cases; i++) {
        if (i % 1000 == 0) {                        /* a new frustum every 1000 cases */
            mat4s vp = random_view_projection(&r);
            isect_frustum_from_matrix(vp, f);
            vec4s c[8];
            glms_frustum_corners(glms_mat4_inv(vp), c);
            for (int k = 0; k < 8; k++) fc[k] = (dvec){c[k].x, c[k].y, c[k].z};
        }
        /* Shapes in and around the frustum (its corners blended with weights from -0.5 to 1.5;
         * corners 0-3 go around the near rectangle, 4-7 behind them), pebbles to houses. */
        float u = rng_float(&r, -0.5f, 1.5f), v = rng_float(&r, -0.5f, 1.5f), w = rng_float(&r, -0.3f, 1.3f);
        dvec p[2];
        for (int k = 0; k < 2; k++) {
            dvec o = fc[4 * k], du = dsub(fc[4 * k + 3], o), dv = dsub(fc[4 * k + 1], o);
            p[k] = (dvec){o.x + u * du.x + v * dv.x, o.y + u * du.y + v * dv.y, o.z + u * du.z + v * dv.z};
        }
        vec3s c = {{(float)(p[0].x + w * (p[1].x - p[0].x)), (float)(p[0].y + w * (p[1].y - p[0].y)),
                    (float)(p[0].z + w * (p[1].z - p[0].z))}};
        float h = expf(rng_float(&r, logf(0.05f), logf(8)));
        isect_aabb b = isect_aabb_from_center(c, rng_vec3(&r, 0.1f * h, h));
        isect_sphere s = {c, h};

        /* Box: the largest over planes of the smallest corner distance decides (> 0: outside
         * some plane). Within 1e-5 of the shape's scale it is the band: rounding may decide. */
        double worst = -INFINITY, sworst = -INFINITY;
        for (int k = 0; k < 6; k++) {
            double m = INFINITY;
            for (int j = 0; j < 8; j++) m = fmin(m, dist(f[k], corner(b, j)));
            worst = fmax(worst, m);
            sworst = fmax(sworst, dist(f[k], dv(c)) - h);
        }
        double tol = 1e-5 * (40 + fabs(c.x) + fabs(c.y) + fabs(c.z) + h);
        bool got = isect_aabb_frustum(b, f), sgot = isect_sphere_frustum(s, f);
        hits += got;
        if (fabs(worst) <= tol || fabs(sworst) <= tol) { band++; continue; }
        disagree_box += got != (worst <= 0);
        disagree_sphere += sgot != (sworst <= 0);

        /* Never a miss where they meet; false positives counted (every 10th case: slower). */
        if (i % 10 == 0) {
            bool exact = exact_aabb_frustum(b, fc, f);
            exact_checked++;
            missed += exact && !got;
            false_positive += !exact && got;
            /* The sphere meets the frustum when its centre is inside (sworst <= -h). */
            sphere_missed += sworst <= -h && !sgot;
        }
    }
    printf("  %d cases, %.1f%% intersecting, %d in the touching band; box: %d disagree with the "
           "corners; sphere: %d disagree with the distances\n",
           cases, 100.0 * hits / cases, band, disagree_box, disagree_sphere);
    printf("  exact SAT on %d: %d missed, %d conservative false positives (%.2f%%)\n", exact_checked, missed,
           false_positive, 100.0 * false_positive / exact_checked);
    CHECK(disagree_box == 0, "%d box disagreements", disagree_box);
    CHECK(disagree_sphere == 0, "%d sphere disagreements", disagree_sphere);
    CHECK(missed == 0 && sphere_missed == 0, "%d boxes, %d spheres missed", missed, sphere_missed);
    CHECK(band < cases / 100, "%d in the band", band);
    CHECK(hits > cases / 5 && hits < cases * 4 / 5, "%d hits: mixed outcomes", hits);
}

int main(void)
{
    RUN(test_frustum_from_matrix);
    RUN(test_frustum_from_matrix_scaled);
    RUN(test_frustum_noncanonical);
    RUN(test_aabb_frustum_table);
    RUN(test_sphere_frustum_table);
    RUN(test_frustum_nan);
    RUN(test_frustum_random);
    return check_summary();
}
