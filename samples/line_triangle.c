/* Line vs triangle — the line through p and q passes on one side or the other of each edge, and
 * the sign of a scalar triple product says which: with pq = q - p and pa, pb, pc from p to the
 * corners, u = [pq pc pb], v = [pq pa pc] and w = [pq pb pa] (each six times the signed volume
 * of a tetrahedron). The line pierces the triangle when all three have the same sign (a zero:
 * through an edge, still a hit); the point is then (u a + v b + w c) / (u + v + w), so u, v, w
 * are unnormalised barycentric coordinates. No t: the line is infinite both ways.
 * Ericson, Real-Time Collision Detection, 5.3.4 (made two-sided).
 * Tab picks a line, W/A/S/D/Q/E move it, Z/X turn it. */
#include "sample.h"

#define LINE_COUNT 3

static struct {
    isect_triangle tri;
    vec3s mid[LINE_COUNT], half[LINE_COUNT]; /* p = mid - half, q = mid + half */
    versors turn[LINE_COUNT];
    int selected;
} s;

static vec3s p_of(int i) { return glms_vec3_sub(s.mid[i], glms_quat_rotatev(s.turn[i], s.half[i])); }
static vec3s q_of(int i) { return glms_vec3_add(s.mid[i], glms_quat_rotatev(s.turn[i], s.half[i])); }
static bool hit(int i, vec3s *point) { return isect_line_triangle(p_of(i), q_of(i), s.tri, point); }
static float triple(vec3s x, vec3s y, vec3s z) { return glms_vec3_dot(x, glms_vec3_cross(y, z)); }

static void initialize(sample_ctx *ctx, int width, int height)
{
    (void)width, (void)height;
    s.tri = (isect_triangle){{{-2, -0.5f, -0.5f}}, {{2, 0, 0.5f}}, {{0, 3, 0}}};
    static const float scene[LINE_COUNT][6] = {
        {0.86f, 1, 0.725f, -0.6f, 0, -1},     /* line 0: through the triangle */
        {2.02f, 2.38f, -0.05f, 0.3f, 0.2f, 1},  /* line 1: outside edge bc */
        {-0.8f, 0.98f, 0.475f, 0.5f, -0.3f, -1}, /* line 2: through it, pq pointing the other way */
    };
    for (int i = 0; i < LINE_COUNT; i++) {
        s.mid[i] = (vec3s){{scene[i][0], scene[i][1], scene[i][2]}};
        s.half[i] = (vec3s){{scene[i][3], scene[i][4], scene[i][5]}};
        s.turn[i] = glms_quat_identity();
    }
    s.selected = 0;

    static const bool expected[LINE_COUNT] = {true, false, true};
    for (int i = 0; i < LINE_COUNT; i++)
        sample_expect(ctx, hit(i, NULL) == expected[i], "Expected line %d to %s the triangle", i,
                      expected[i] ? "intersect" : "not intersect");
    /* Past the document, on (0,0,0) (2,0,0) (0,2,0): a line through edge ab has w = 0 exactly
     * and touches; 0.001 outside it is just apart; a line lying in the plane has no single point. */
    isect_triangle t = {{{0, 0, 0}}, {{2, 0, 0}}, {{0, 2, 0}}};
    sample_expect(ctx, isect_line_triangle((vec3s){{1, 0, 1}}, (vec3s){{1, 0, -1}}, t, NULL),
                  "Expected the line through edge ab to intersect the triangle");
    sample_expect(ctx, !isect_line_triangle((vec3s){{1, -0.001f, 1}}, (vec3s){{1, -0.001f, -1}}, t, NULL),
                  "Expected the line 0.001 outside edge ab to not intersect the triangle");
    sample_expect(ctx, isect_line_triangle((vec3s){{0.5f, 0.5f, -1}}, (vec3s){{0.5f, 0.5f, 1}}, t, NULL),
                  "Expected the line with pq from the back to intersect the triangle");
    sample_expect(ctx, !isect_line_triangle((vec3s){{-1, 0.5f, 0}}, (vec3s){{3, 0.5f, 0}}, t, NULL),
                  "Expected the line lying in the triangle's plane to not intersect it (no single point)");

    sample_set_view(ctx, (vec3s){{-1.7f, 1.0f, -1}}, -30.0f, 20.0f, 11.0f);
}

/* The "why": the three triple products of the selected line and their signs. */
static void explain(sample_ctx *ctx, int i)
{
    vec3s p = p_of(i), q = q_of(i), pq = glms_vec3_sub(q, p);
    vec3s pa = glms_vec3_sub(s.tri.a, p), pb = glms_vec3_sub(s.tri.b, p), pc = glms_vec3_sub(s.tri.c, p);
    float u = triple(pq, pc, pb), v = triple(pq, pa, pc), w = triple(pq, pb, pa);
    sample_text(ctx, "line %d: pq = q - p; pa, pb, pc: p to the corners", i);
    sample_text(ctx, "u = [pq pc pb] = %+.3f  (edge bc)", u);
    sample_text(ctx, "v = [pq pa pc] = %+.3f  (edge ca)", v);
    sample_text(ctx, "w = [pq pb pa] = %+.3f  (edge ab)", w);
    vec3s point;
    if (hit(i, &point)) {
        sample_text(ctx, "one sign: hit at (u a + v b + w c) / (u + v + w)");
        draw_point(ctx, point, COLOR_NOTE);
        draw_label(ctx, point, COLOR_NOTE, "hit");
    } else
        sample_text(ctx, "signs differ: it passes outside an edge -> miss");
    draw_point(ctx, p, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, p, COLOR_NOTE, "p");
    draw_label(ctx, q, COLOR_NOTE, "q");
    draw_label(ctx, s.tri.a, COLOR_NOTE, "a");
    draw_label(ctx, s.tri.b, COLOR_NOTE, "b");
    draw_label(ctx, s.tri.c, COLOR_NOTE, "c");
}

static void render(sample_ctx *ctx)
{
    draw_origin(ctx, 1.0f);
    bool any = false;
    for (int i = 0; i < LINE_COUNT; i++) {
        bool got = hit(i, NULL);
        any = any || got;
        vec3s d = glms_vec3_normalize(glms_vec3_sub(q_of(i), p_of(i)));
        draw_line(ctx, glms_vec3_muladds(d, -3.5f, s.mid[i]), glms_vec3_muladds(d, 3.5f, s.mid[i]), got ? COLOR_HIT : COLOR_SHAPE);
    }
    draw_triangle(ctx, s.tri, any ? COLOR_HIT : COLOR_SHAPE);
    draw_marker(ctx, s.mid[s.selected], 0.5f);
    explain(ctx, s.selected);
}

static void key(sample_ctx *ctx, int key)
{
    if (key == SAMPLE_KEY_TAB)
        s.selected = (s.selected + 1) % LINE_COUNT;
    else if (!sample_move(ctx, key, &s.mid[s.selected], 0.1f))
        sample_rotate(ctx, key, &s.turn[s.selected]);
}

const sample sample_line_triangle = {
    .id = "line-triangle",
    .shows = "the infinite line and the signs of the three scalar triple products",
    .title = "Line vs Triangle",
    .description = "The line pq pierces abc when the scalar triple products u = [pq pc pb], "
                   "v = [pq pa pc], w = [pq pb pa] all have one sign: it passes inside each edge. "
                   "The point is (u a + v b + w c) / (u + v + w). "
                   "Ericson, Real-Time Collision Detection, 5.3.4.",
    .initialize = initialize,
    .render = render,
    .key = key,
};
