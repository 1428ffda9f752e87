/* Stress: culling many moving shapes. N boxes and spheres (half each) drift and bounce inside a
 * 40-unit cube; a camera-like frustum circles the middle and a tilted plane rocks through it.
 * Each frame the batch kernels cull every shape against the frustum's six planes
 * (isect_aabb_frustum_batch, isect_sphere_frustum_batch) and test the boxes against the plane
 * (isect_aabb_plane_batch; spheres by isect_sphere_plane, which has no batch kernel). Shapes
 * outside the frustum are hidden, the rest drawn blue, red when they meet the plane: all with
 * instancing, one draw call per shape kind, however many there are. + and - double and halve N
 * (1,000 to 1,000,000). Ericson 5.2.2-5.2.3; Gribb and Hartmann (2001) for the planes. */
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "sample.h"

#define N_DEFAULT 10000
#define N_MIN 1000
#define N_MAX 1000000
#define WORLD 20.0f /* shapes stay in [-WORLD, WORLD]^3 */

enum { KEY_EQUAL = 61, KEY_MINUS = 45, KEY_KP_SUBTRACT = 333, KEY_KP_ADD = 334 }; /* GLFW's numbers */

static struct {
    int n, boxes;                       /* shapes 0 .. boxes-1 are boxes, the rest spheres */
    float *x, *y, *z, *size;            /* centre; half-extent of a cube box, or radius */
    float *vx, *vy, *vz;
    float *min[3], *max[3];             /* the boxes' corners, for the batch kernels */
    uint8_t *visible, *on_plane;
    draw_instance *instances;
    float angle, time, test_ms;
    isect_plane frustum[6], plane;
    vec3s corners[8];
} s;

/* A fixed-seed generator (xorshift32) so every run, and every screenshot, is the same. */
static uint32_t seed;
static float uniform(float lo, float hi)
{
    seed ^= seed << 13, seed ^= seed >> 17, seed ^= seed << 5;
    return lo + (hi - lo) * (float)(seed >> 8) / 16777216.0f;
}

/* Every per-shape float array, so they are allocated and freed together. */
#define FLOAT_ARRAYS {&s.x, &s.y, &s.z, &s.size, &s.vx, &s.vy, &s.vz, \
                      &s.min[0], &s.min[1], &s.min[2], &s.max[0], &s.max[1], &s.max[2]}

static void release(void)
{
    float **arrays[] = FLOAT_ARRAYS;
    for (int i = 0; i < ARRAY_COUNT(arrays); i++) {
        free(*arrays[i]);
        *arrays[i] = NULL;
    }
    free(s.visible), free(s.on_plane), free(s.instances);
    s.visible = s.on_plane = NULL;
    s.instances = NULL;
}

/* n fresh shapes; false (and none) when memory runs out. */
static bool populate(int n)
{
    release();
    float **arrays[] = FLOAT_ARRAYS;
    bool ok = true;
    for (int i = 0; i < ARRAY_COUNT(arrays); i++)
        ok &= (*arrays[i] = malloc((size_t)n * sizeof(float))) != NULL;
    s.visible = malloc((size_t)n), s.on_plane = malloc((size_t)n);
    s.instances = malloc((size_t)n * sizeof *s.instances);
    if (!ok || !s.visible || !s.on_plane || !s.instances) {
        release();
        s.n = s.boxes = 0;
        return false;
    }
    s.n = n, s.boxes = n / 2;
    seed = 12345u;
    for (int i = 0; i < n; i++) {
        s.x[i] = uniform(-WORLD, WORLD), s.y[i] = uniform(-WORLD, WORLD), s.z[i] = uniform(-WORLD, WORLD);
        s.size[i] = uniform(0.15f, 0.45f);
        s.vx[i] = uniform(-2, 2), s.vy[i] = uniform(-2, 2), s.vz[i] = uniform(-2, 2);
    }
    return true;
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

/* The frustum of an eye circling the middle at radius 14, looking at a point that circles the
 * other way: 50 degrees high, 3:2, near 1, far 22. The plane tilts back and forth through y = 0. */
static void place_frustum_and_plane(void)
{
    vec3s eye = {{14.0f * cosf(s.angle), 3.0f, 14.0f * sinf(s.angle)}};
    vec3s target = {{4.0f * cosf(-2.0f * s.angle), 0.0f, 4.0f * sinf(-2.0f * s.angle)}};
    mat4s vp = glms_mat4_mul(glms_perspective(glm_rad(50.0f), 1.5f, 1.0f, 22.0f),
                             glms_lookat(eye, target, (vec3s){{0, 1, 0}}));
    isect_frustum_from_matrix(vp, s.frustum);
    vec4s corners[8];
    glms_frustum_corners(glms_mat4_inv(vp), corners);
    for (int i = 0; i < 8; i++)
        s.corners[i] = glms_vec3(corners[i]);
    float tilt = 0.35f * sinf(0.5f * s.time);
    s.plane = (isect_plane){glms_vec3_normalize((vec3s){{tilt, 1.0f, 0.2f}}), 0.0f};
}

static isect_aabb_soa box_soa(void)
{
    return (isect_aabb_soa){s.min[0], s.min[1], s.min[2], s.max[0], s.max[1], s.max[2]};
}

static isect_sphere_soa sphere_soa(void)
{
    int b = s.boxes;
    return (isect_sphere_soa){s.x + b, s.y + b, s.z + b, s.size + b};
}

/* The boxes' corners from centres, then every verdict of this frame, timed. */
static void test_all(void)
{
    const float *c[3] = {s.x, s.y, s.z};
    for (int a = 0; a < 3; a++)
        for (int i = 0; i < s.boxes; i++) {
            s.min[a][i] = c[a][i] - s.size[i];
            s.max[a][i] = c[a][i] + s.size[i];
        }
    double start = now_ms();
    int spheres = s.n - s.boxes;
    isect_aabb_frustum_batch(box_soa(), (size_t)s.boxes, s.frustum, s.visible);
    isect_sphere_frustum_batch(sphere_soa(), (size_t)spheres, s.frustum, s.visible + s.boxes);
    isect_aabb_plane_batch(box_soa(), (size_t)s.boxes, s.plane, s.on_plane);
    for (int i = s.boxes; i < s.n; i++)
        s.on_plane[i] = isect_sphere_plane((isect_sphere){{{s.x[i], s.y[i], s.z[i]}}, s.size[i]}, s.plane);
    s.test_ms = (float)(now_ms() - start);
}

static isect_aabb box_of(int i)
{
    return (isect_aabb){{{s.min[0][i], s.min[1][i], s.min[2][i]}}, {{s.max[0][i], s.max[1][i], s.max[2][i]}}};
}

/* One box through the batch kernels, as a batch of one. */
static bool batch_box_plane(isect_aabb b, isect_plane p)
{
    uint8_t out = 2;
    isect_aabb_plane_batch((isect_aabb_soa){&b.min.x, &b.min.y, &b.min.z, &b.max.x, &b.max.y, &b.max.z}, 1, p, &out);
    return out == 1;
}

static bool batch_box_frustum(isect_aabb b, const isect_plane planes[6])
{
    uint8_t out = 2;
    isect_aabb_frustum_batch((isect_aabb_soa){&b.min.x, &b.min.y, &b.min.z, &b.max.x, &b.max.y, &b.max.z}, 1, planes, &out);
    return out == 1;
}

static void checks(sample_ctx *ctx)
{
    int frustum_wrong = 0, plane_wrong = 0;
    for (int i = 0; i < s.boxes; i++) {
        frustum_wrong += s.visible[i] != isect_aabb_frustum(box_of(i), s.frustum);
        plane_wrong += s.on_plane[i] != isect_aabb_plane(box_of(i), s.plane);
    }
    for (int i = s.boxes; i < s.n; i++)
        frustum_wrong += s.visible[i] != isect_sphere_frustum((isect_sphere){{{s.x[i], s.y[i], s.z[i]}}, s.size[i]}, s.frustum);
    sample_expect(ctx, frustum_wrong == 0, "Expected the frustum batch kernels to agree with the scalar tests on all "
                  "%d shapes; %d differ", s.n, frustum_wrong);
    sample_expect(ctx, plane_wrong == 0, "Expected isect_aabb_plane_batch to agree with isect_aabb_plane on all %d "
                  "boxes; %d differ", s.boxes, plane_wrong);
    int visible = 0;
    for (int i = 0; i < s.n; i++)
        visible += s.visible[i];
    sample_expect(ctx, visible > 0 && visible < s.n, "Expected the start view to cull some shapes and keep some; "
                  "%d of %d kept", visible, s.n);

    const isect_plane ground = {{{0, 1, 0}}, 0};
    sample_expect(ctx, batch_box_plane((isect_aabb){{{-1, 0, -1}}, {{1, 2, 1}}}, ground),
                  "Expected a box resting exactly on the plane y = 0 to meet it");
    sample_expect(ctx, !batch_box_plane((isect_aabb){{{-1, 0.001f, -1}}, {{1, 2, 1}}}, ground),
                  "Expected a box 0.001 above the plane y = 0 not to meet it");
    /* The eye at the origin looking down -z (near 1, far 10): a box behind the eye is outside
     * the near plane alone; one straddling the near plane is kept. */
    isect_plane planes[6];
    isect_frustum_from_matrix(glms_mat4_mul(glms_perspective(glm_rad(60.0f), 1.0f, 1.0f, 10.0f),
                                            glms_lookat(GLMS_VEC3_ZERO, (vec3s){{0, 0, -1}}, (vec3s){{0, 1, 0}})),
                              planes);
    sample_expect(ctx, !batch_box_frustum((isect_aabb){{{-0.5f, -0.5f, 1}}, {{0.5f, 0.5f, 2}}}, planes),
                  "Expected a box behind the eye to be culled by the near plane");
    sample_expect(ctx, batch_box_frustum((isect_aabb){{{-0.5f, -0.5f, -1.5f}}, {{0.5f, 0.5f, -0.5f}}}, planes),
                  "Expected a box across the near plane to be kept");
}

static void initialize(sample_ctx *ctx)
{
    s.angle = s.time = s.test_ms = 0;
    bool ok = populate(N_DEFAULT);
    sample_expect(ctx, ok, "Expected memory for %d shapes", N_DEFAULT);
    place_frustum_and_plane();
    if (ok) {
        test_all();
        checks(ctx);
    }
    sample_set_view(ctx, (vec3s){{-24.5f, -4, -0.3f}}, 35.0f, 30.0f, 90.0f); /* the frustum clear of the HUD and the key hint */
}

static void stop(sample_ctx *ctx)
{
    (void)ctx;
    release();
    s.n = s.boxes = 0;
}

/* Bounded motion: each centre moves with its velocity and bounces off the walls of the cube. */
static void update(sample_ctx *ctx, float dt)
{
    (void)ctx;
    float *p[3] = {s.x, s.y, s.z}, *v[3] = {s.vx, s.vy, s.vz};
    for (int a = 0; a < 3; a++)
        for (int i = 0; i < s.n; i++) {
            float q = p[a][i] + v[a][i] * dt;
            if (q > WORLD || q < -WORLD) {
                v[a][i] = -v[a][i];
                q = q > WORLD ? 2 * WORLD - q : -2 * WORLD - q;
            }
            p[a][i] = q;
        }
    s.time += dt;
    s.angle += 0.25f * dt;
    place_frustum_and_plane();
    test_all();
}

static void render(sample_ctx *ctx)
{
    /* The kept shapes only: boxes from the front of the instance array, spheres from the back. */
    const vec4s dim = COLOR_SHAPE;
    int boxes = 0, spheres = 0, on_plane = 0;
    for (int i = 0; i < s.n; i++) {
        if (!s.visible[i])
            continue;
        on_plane += s.on_plane[i];
        float r = s.size[i];
        draw_instance item = draw_instance_of((vec3s){{s.x[i], s.y[i], s.z[i]}}, (vec3s){{r, r, r}},
                                              s.on_plane[i] ? COLOR_HIT : dim);
        if (i < s.boxes)
            s.instances[boxes++] = item;
        else
            s.instances[s.n - 1 - spheres++] = item;
    }
    draw_instances(ctx, DRAW_INSTANCE_CUBE, s.instances, boxes);
    draw_instances(ctx, DRAW_INSTANCE_SPHERE, s.instances + s.n - spheres, spheres);

    for (int k = 0; k < 4; k++) { /* the frustum: near and far rectangles, side edges */
        draw_line(ctx, s.corners[k], s.corners[(k + 1) % 4], COLOR_NOTE);
        draw_line(ctx, s.corners[4 + k], s.corners[4 + (k + 1) % 4], COLOR_NOTE);
        draw_line(ctx, s.corners[k], s.corners[4 + k], COLOR_NOTE);
    }
    draw_plane(ctx, s.plane, 2 * WORLD, COLOR_PLANE);

    sample_text(ctx, "N = %d (%d boxes, %d spheres); + / - double / halve it", s.n, s.boxes, s.n - s.boxes);
    sample_text(ctx, "in the frustum %d, meeting the plane %d", boxes + spheres, on_plane);
    sample_text(ctx, "test %.2f ms, upload %.2f ms, frame %.1f ms", s.test_ms, sample_upload_ms(ctx),
                sample_frame_ms(ctx));
}

static void key(sample_ctx *ctx, int key)
{
    int n = s.n;
    if (key == KEY_EQUAL || key == KEY_KP_ADD)
        n = s.n * 2 > N_MAX ? N_MAX : s.n * 2;
    else if (key == KEY_MINUS || key == KEY_KP_SUBTRACT)
        n = s.n / 2 < N_MIN ? N_MIN : s.n / 2;
    if (n == s.n)
        return;
    if (!populate(n) && !populate(N_MIN)) {
        sample_expect(ctx, false, "Expected memory for %d shapes", n);
        return;
    }
    test_all();
}

const sample sample_stress_culling = {
    .id = "stress-culling", .title = "Stress: Culling Many Shapes",
    .shows = "N moving boxes and spheres culled against a moving frustum (yellow), drawn by instancing",
    .keywords = "culling frustum batch SIMD performance",
    .description = "Thousands of moving boxes and spheres culled against a moving frustum with the batch "
                   "kernels (a shape is culled when wholly outside one plane, s > r), then tested against a "
                   "plane: kept shapes blue, red where they meet the plane, culled ones hidden. N doubles "
                   "with + and halves with -. Ericson 5.2.2-5.2.3.",
    .initialize = initialize, .render = render, .update = update, .key = key, .shutdown = stop,
};
