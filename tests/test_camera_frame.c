/* camera_frame: for many yaws, pitches, window shapes and free rectangles, the framed bounds,
 * projected through the camera's own view-projection matrix, lie inside the rectangle less its
 * margin, touch it on the axis that limits them, and sit centred in it; a lone point lands at
 * the rectangle's centre; the move eases from one view to the other and stops there. */
#include "camera_frame.h"
#include "check.h"

/* The projected extent of the spheres: each sampled at 1,200 points of its surface (a Fibonacci
 * lattice, so the silhouette is found to within a fraction of a pixel) and at its centre. */
typedef struct extent {
    float x0, y0, x1, y1;
    bool behind;
} extent;

static extent project_bounds(camera_view v, const isect_sphere *s, int count, float width, float height)
{
    extent e = {INFINITY, INFINITY, -INFINITY, -INFINITY, false};
    enum { SAMPLES = 1200 };
    for (int i = 0; i < count; i++)
        for (int k = 0; k <= SAMPLES; k++) {
            vec3s p = s[i].c;
            if (k < SAMPLES) { /* the k-th lattice point, or the centre */
                float z = 1 - (2 * (float)k + 1) / SAMPLES, rho = sqrtf(fmaxf(0, 1 - z * z));
                float phi = 2.39996323f * (float)k;
                p = glms_vec3_muladds((vec3s){{rho * cosf(phi), rho * sinf(phi), z}}, s[i].r, p);
            }
            float x, y;
            if (!camera_project(v, p, width, height, &x, &y)) {
                e.behind = true;
                continue;
            }
            e.x0 = fminf(e.x0, x), e.x1 = fmaxf(e.x1, x), e.y0 = fminf(e.y0, y), e.y1 = fmaxf(e.y1, y);
        }
    return e;
}

/* Frames the bounds and checks the picture: inside the rectangle less its margin (to half a
 * pixel), touching it on at least one axis (to 1.5 pixels: as large as it can be), and centred
 * on both (the gaps either side equal to a pixel). */
static void frames(camera_view v, const isect_sphere *s, int count, float width, float height, camera_rect r,
                   const char *what)
{
    camera_view f = camera_frame(v, s, count, width, height, r);
    CHECK(f.yaw == v.yaw && f.pitch == v.pitch, "%s: the view turned (yaw %g -> %g, pitch %g -> %g)", what,
          (double)v.yaw, (double)f.yaw, (double)v.pitch, (double)f.pitch);
    extent e = project_bounds(f, s, count, width, height);
    float m = CAMERA_FRAME_MARGIN * fminf(r.w, r.h);
    float left = e.x0 - (r.x + m), right = (r.x + r.w - m) - e.x1;
    float top = e.y0 - (r.y + m), bottom = (r.y + r.h - m) - e.y1;
    const float tol = 0.5f;
    CHECK(!e.behind && left >= -tol && right >= -tol && top >= -tol && bottom >= -tol,
          "%s at yaw %g pitch %g, %gx%g, rect (%g, %g, %g, %g): bounds span x %g..%g, y %g..%g, outside the "
          "rectangle less its margin %g", what, (double)v.yaw, (double)v.pitch, (double)width, (double)height,
          (double)r.x, (double)r.y, (double)r.w, (double)r.h, (double)e.x0, (double)e.x1, (double)e.y0,
          (double)e.y1, (double)m);
    CHECK(fminf(left + right, top + bottom) <= 3.0f, "%s at yaw %g pitch %g: not as large as it can be (gaps %g %g %g %g)",
          what, (double)v.yaw, (double)v.pitch, (double)left, (double)right, (double)top, (double)bottom);
    CHECK(fabsf(left - right) <= 1.0f && fabsf(top - bottom) <= 1.0f,
          "%s at yaw %g pitch %g, %gx%g: not centred (gaps left %g right %g top %g bottom %g)", what,
          (double)v.yaw, (double)v.pitch, (double)width, (double)height, (double)left, (double)right, (double)top,
          (double)bottom);
}

static void test_bounds_fit_the_free_rectangle(void)
{
    static const float yaws[] = {0, 35, -120, 200}, pitches[] = {-60, 0, 25, 80};
    static const float windows[][2] = {{1280, 720}, {640, 360}, {900, 900}, {600, 1000}};
    rng r = {7};
    for (int w = 0; w < 4; w++) {
        float width = windows[w][0], height = windows[w][1];
        const camera_rect rects[] = {
            {0, 0, width, height},                                 /* the whole window */
            {0, 0.4f * height, width, 0.52f * height},             /* below a panel, above the hint */
            {0.45f * width, 0, 0.55f * width, 0.92f * height},     /* right of a narrow panel */
            {0.7f * width, 0.7f * height, 0.25f * width, 0.2f * height}, /* a small corner */
        };
        for (int k = 0; k < 4; k++)
            for (int y = 0; y < 4; y++)
                for (int p = 0; p < 4; p++) {
                    camera_view v = {.target = rng_vec3(&r, -5, 5), .yaw = yaws[y], .pitch = pitches[p], .distance = 12};
                    isect_sphere s[6];
                    for (int i = 0; i < 6; i++) /* spheres and points (r = 0) scattered over a few units */
                        s[i] = (isect_sphere){rng_vec3(&r, -3, 3), i % 2 ? 0 : rng_float(&r, 0.1f, 1.5f)};
                    frames(v, s, 6, width, height, rects[k], "six spheres and points");
                    isect_sphere one = {rng_vec3(&r, -20, 20), rng_float(&r, 0.5f, 4)};
                    frames(v, &one, 1, width, height, rects[k], "one sphere");
                    isect_sphere rod[2] = {{{{-6, 0.5f, 1}}, 0}, {{{7, -0.5f, -1}}, 0}}; /* long and thin */
                    frames(v, rod, 2, width, height, rects[k], "a rod");
                }
    }
}

/* A lone point has no size to fit: it is seen from the nearest framing distance, at the
 * rectangle's centre. */
static void test_a_point_lands_at_the_centre(void)
{
    camera_view v = {.target = {{1, 2, 3}}, .yaw = 35, .pitch = 25, .distance = 12};
    isect_sphere point = {{{4, -1, 2}}, 0};
    camera_rect r = {600, 300, 500, 300};
    camera_view f = camera_frame(v, &point, 1, 1280, 720, r);
    float x, y;
    CHECK(camera_project(f, point.c, 1280, 720, &x, &y) && fabsf(x - 850) < 0.5f && fabsf(y - 450) < 0.5f,
          "the point lands at (%g, %g), not the rectangle's centre (850, 450)", (double)x, (double)y);
    CHECK(fabsf(f.distance - CAMERA_FRAME_MIN_DISTANCE) < 1e-4f, "distance %g", (double)f.distance);
}

/* No bounds, or a rectangle the margin leaves no room in: the view as it was. */
static void test_nothing_to_frame(void)
{
    camera_view v = camera_default_view(), f;
    isect_sphere s = {{{0, 0, 0}}, 1};
    f = camera_frame(v, &s, 0, 1280, 720, (camera_rect){0, 0, 1280, 720});
    CHECK(glms_vec3_eqv(f.target, v.target) && f.distance == v.distance, "no bounds moved the view");
    f = camera_frame(v, &s, 1, 1280, 720, (camera_rect){0, 0, 0, 720});
    CHECK(glms_vec3_eqv(f.target, v.target) && f.distance == v.distance, "an empty rectangle moved the view");
}

static void test_the_move_eases_and_ends(void)
{
    camera_view a = {.target = {{0, 0, 0}}, .yaw = 350, .pitch = 10, .distance = 2};
    camera_view b = {.target = {{4, 0, 0}}, .yaw = 10, .pitch = 30, .distance = 8};
    camera_move m = camera_move_start(a, b, CAMERA_MOVE_SECONDS);
    float last_x = 0;
    for (int frame = 1; frame <= 17; frame++) { /* 0.3 s at 60 frames a second, and one more */
        camera_view v = camera_move_step(&m, 1.0f / 60.0f);
        CHECK(v.target.x >= last_x, "frame %d: the target went back (%g < %g)", frame, (double)v.target.x,
              (double)last_x);
        CHECK(v.distance >= 2 - 1e-5f && v.distance <= 8 + 1e-5f, "frame %d: distance %g", frame, (double)v.distance);
        float yaw = remainderf(v.yaw, 360);
        CHECK(yaw >= -10 - 1e-3f && yaw <= 10 + 1e-3f, "frame %d: yaw %g turned the long way", frame, (double)v.yaw);
        if (frame == 1)
            CHECK(v.target.x < 0.1f, "the first frame jumped to %g (eased in: a small step)", (double)v.target.x);
        last_x = v.target.x;
    }
    camera_view end = camera_move_step(&m, 1.0f / 60.0f);
    CHECK(!m.active && glms_vec3_eqv(end.target, b.target) && end.yaw == b.yaw && end.distance == b.distance,
          "the move did not end at its goal");
}

int main(void)
{
    RUN(test_bounds_fit_the_free_rectangle);
    RUN(test_a_point_lands_at_the_centre);
    RUN(test_nothing_to_frame);
    RUN(test_the_move_eases_and_ends);
    return check_summary();
}
