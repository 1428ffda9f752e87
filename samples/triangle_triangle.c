/* Triangle vs triangle — the separating-axis test: two triangles are apart exactly when their
 * shadows on some axis l are apart. The candidates are the two normals (0, 1), the nine cross
 * products edge a_i x edge b_j (2 + 3i + j), and, for triangles in a common plane, the in-plane
 * normals of the edges (11-13 of triangle a, 14-16 of b). When no axis separates, two
 * triangles in general position cross along the line where their planes meet: each one covers
 * an interval of that line, and the overlap of the two intervals is where they intersect.
 * Ericson, Real-Time Collision Detection, 5.2.1 (separating axes) and 5.2.10.
 * Triangle 0 is tested against each other. Click or Tab picks a triangle, dragging or
 * W/A/S/D/Q/E moves it, Ctrl-drag or Z/X turns it about its centroid; ',' and '.' put triangle
 * 0 back and set triangle 1 to the edge cases below. */
#include "sample.h"

/* The scene: triangle 0, which each other is tested against, and triangles 1-3; triangle 1
 * starts selected. Each name is the triangle's variable in copy-as-test. */
#define TRI_COUNT 4
#define TRIANGLE(NAME, AX, AY, AZ, BX, BY, BZ, CX, CY, CZ) \
    {.kind = SHAPE_TRIANGLE, .name = (NAME), .triangle = {{{AX, AY, AZ}}, {{BX, BY, BZ}}, {{CX, CY, CZ}}}}
#define START_TRI0 TRIANGLE("tri0", -2, 0, -1.5f, 2, 0, -1.5f, 0, 0, 2)
static const shape start[TRI_COUNT] = {
    START_TRI0,
    TRIANGLE("tri1", -0.7f, -1, 0.3f, 2.3f, -0.8f, -0.3f, 0.8f, 1.5f, 0), /* pierces triangle 0 */
    TRIANGLE("tri2", 1.5f, -0.5f, 1.5f, 2.5f, 1.5f, -0.5f, 3.5f, 2, 3),  /* skew, past its edge 1 */
    TRIANGLE("tri3", -2.5f, 0, 0.5f, -3.5f, 0, 2.5f, -1.5f, 0, 2.5f),    /* in its plane, beside it */
};
static const char *const names[TRI_COUNT] = {"tri 0", "tri 1", "tri 2", "tri 3"};
static shape shapes[TRI_COUNT]; /* the scene now: the framework moves them */

/* Edge cases for triangle 1 (',' and '.'), each also a start-up check against triangle 0, of
 * the verdict and of the separating axis in preset_axis (-1: they meet). Each puts triangle 0
 * back and sets triangle 1: the pair alone is framed, triangles 2 and 3 left aside as ghosts. */
#define TRI1(AX, AY, AZ, BX, BY, BZ, CX, CY, CZ) {START_TRI0, TRIANGLE("tri1", AX, AY, AZ, BX, BY, BZ, CX, CY, CZ)}
static const scene_preset presets[] = {
    {"vertex resting on the plane", TRI1(0, 0, 0, 1, 1, 0, 0, 1, 1), true},
    {"vertex 0.001 above the plane", TRI1(0, 0.001f, 0, 1, 1, 0, 0, 1, 1), false},
    {"coplanar, overlapping", TRI1(-1, 0, -1, 3, 0, -1, 1, 0, 2.5f), true},
    {"coplanar, sharing part of edge 0", TRI1(-1, 0, -1.5f, 1, 0, -1.5f, 0, 0, -3), true},
    {"coplanar, 0.001 past edge 0", TRI1(-1, 0, -1.501f, 1, 0, -1.501f, 0, 0, -3), false},
    {"zero-area needle through it", TRI1(0, -1, 0, 0, 1, 0, 0, 0.5f, 0), true},
};
#define PRESET_COUNT ARRAY_COUNT(presets)
static const int preset_axis[PRESET_COUNT] = {-1, 0, -1, -1, 11, -1};

/* Every pair of the start scene (only 0 and 1 meet; red: meeting any other).
 * start_axis: the axis separating each from triangle 0, the pairs explained (-1: none). */
static const scene_pair pairs[] = {{"tri0", "tri1", true},  {"tri0", "tri2", false}, {"tri0", "tri3", false},
                                   {"tri1", "tri2", false}, {"tri1", "tri3", false}, {"tri2", "tri3", false}};
static const int start_axis[TRI_COUNT] = {[1] = -1, [2] = 5, [3] = 13};

/* A preset's verdict: triangle 0 against the triangle 1 it sets (not 1 against any partner). */
static bool tri0_meets_tri1(const shape *sh, int selected)
{
    (void)selected;
    return isect_triangle_triangle(sh[0].triangle, sh[1].triangle);
}

/* Triangle n (0-3) of the scene now. */
static isect_triangle tri(int n) { return shapes[n].triangle; }

/* copy-as-test's assert beyond the pairs' verdicts: the separating axis of triangle 0 and the
 * one explained. */
static void copy_test(sample_ctx *ctx)
{
    int selected = sample_selected(ctx), i = selected == 0 ? 1 : selected;
    sample_code(ctx, "assert(isect_triangle_triangle_axis(tri0, %s, NULL) == %d);", shapes[i].name,
                isect_triangle_triangle_axis(tri(0), tri(i), NULL));
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, 1);
    for (int i = 1; i < TRI_COUNT; i++)
        sample_expect(ctx, isect_triangle_triangle_axis(tri(0), tri(i), NULL) == start_axis[i],
                      "Expected axis %d between triangle 0 and triangle %d", start_axis[i], i);
    for (int i = 0; i < PRESET_COUNT; i++) /* the verdicts the framework checks; here the axes */
        sample_expect(ctx, isect_triangle_triangle_axis(tri(0), presets[i].set[1].triangle, NULL) == preset_axis[i],
                      "Expected preset '%s' to give axis %d against triangle 0", presets[i].name, preset_axis[i]);
    sample_set_view(ctx, (vec3s){{-5.0f, 1.0f, 1.8f}}, 15.0f, 35.0f, 14.0f); /* right of the SAT strip */
}

static vec3s centroid(isect_triangle t) { return glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3.0f); }

/* The unit normal of triangle i (zero for a zero-area one). */
static vec3s normal(int i)
{
    isect_triangle t = tri(i);
    vec3s n = glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.a));
    return glms_vec3_norm2(n) > 0 ? glms_vec3_normalize(n) : n;
}

/* d, or -d, whichever points to the side the start view looks from (yaw 15, pitch 35). */
static vec3s toward_viewer(vec3s d)
{
    const vec3s eye = {{0.21f, 0.57f, 0.79f}};
    return glms_vec3_dot(d, eye) < 0 ? glms_vec3_negate(d) : d;
}

/* Triangle i's interval on the line L along unit d through the origin's nearest point: where
 * its edges cross the other triangle's plane p. */
static draw_interval cut(const sample_ctx *ctx, int i, isect_plane p, vec3s d)
{
    isect_triangle t = tri(i);
    const vec3s v[4] = {t.a, t.b, t.c, t.a};
    draw_interval r = {INFINITY, -INFINITY, sample_verdict_color(ctx, i), names[i]};
    for (int k = 0; k < 3; k++) {
        isect_hit h;
        if (isect_segment_plane((isect_segment){v[k], v[k + 1]}, p, &h)) {
            r.lo = fminf(r.lo, glms_vec3_dot(d, h.point));
            r.hi = fmaxf(r.hi, glms_vec3_dot(d, h.point));
        }
    }
    return r;
}

/* F3: the inset across direction d, showing triangles 0 and i and the line 3 above them that
 * draw_axis_intervals draws the shadows on. */
static void inset_across(sample_ctx *ctx, int i, vec3s d, const char *caption)
{
    vec3s g = glms_vec3_lerp(centroid(tri(0)), centroid(tri(i)), 0.5f);
    float reach = 3.4f;
    for (int k = 0; k < 2; k++) {
        isect_triangle t = tri(k == 0 ? 0 : i);
        reach = fmaxf(reach, fmaxf(glms_vec3_distance(g, t.a), fmaxf(glms_vec3_distance(g, t.b), glms_vec3_distance(g, t.c))));
    }
    draw_inset_axis(ctx, d, g, reach, caption);
}

/* No axis separates: the planes meet in the line L, direction d = na x nb through the point
 * (da nb - db na) x d / |d|^2 (Ericson 5.4.4); each triangle covers an interval of L, and
 * where the two overlap the triangles intersect. */
static void explain_overlap(sample_ctx *ctx, int i)
{
    isect_triangle a = tri(0), b = tri(i);
    isect_plane pa = isect_plane_from_points(a.a, a.b, a.c), pb = isect_plane_from_points(b.a, b.b, b.c);
    vec3s d = glms_vec3_cross(pa.n, pb.n);
    if (!(glms_vec3_norm(d) >= 1e-4f)) {
        bool flat_a = glms_vec3_norm2(glms_vec3_cross(glms_vec3_sub(a.b, a.a), glms_vec3_sub(a.c, a.a))) == 0;
        bool flat_b = glms_vec3_norm2(glms_vec3_cross(glms_vec3_sub(b.b, b.a), glms_vec3_sub(b.c, b.a))) == 0;
        if (flat_a || flat_b) /* zero area: the segment it spans (isect.h's rule), no plane of its own */
            sample_text(ctx, "0 and %d: triangle %d has zero area (a segment), no axis separates -> they meet", i,
                        flat_a ? 0 : i);
        else
            sample_text(ctx, "0 and %d: coplanar, no axis separates -> they meet", i);
        return;
    }
    vec3s o = glms_vec3_divs(glms_vec3_cross(glms_vec3_sub(glms_vec3_scale(pb.n, pa.d), glms_vec3_scale(pa.n, pb.d)), d),
                             glms_vec3_norm2(d));
    d = glms_vec3_normalize(d);
    draw_interval ia = cut(ctx, 0, pb, d), ib = cut(ctx, i, pa, d);
    draw_axis_intervals(ctx, o, d, "L", ia, ib);
    /* Seen along the bisector of the two normals (the acute one): across L, so the intervals
     * show their lengths, and each face half the angle between the planes off square-on,
     * neither edge-on. */
    vec3s nb = glms_vec3_dot(pa.n, pb.n) < 0 ? glms_vec3_negate(pb.n) : pb.n;
    draw_view_from(ctx, toward_viewer(glms_vec3_add(pa.n, nb)));
    inset_across(ctx, i, d, "L: where the planes meet");
    float from = fmaxf(ia.lo, ib.lo), to = fminf(ia.hi, ib.hi), length = to - from; /* the common part */
    draw_segment(ctx, (isect_segment){glms_vec3_muladds(d, from, o), glms_vec3_muladds(d, to, o)}, COLOR_NOTE);
    sample_text(ctx, "0 and %d: no axis separates -> they meet", i);
    sample_text(ctx, "where the planes meet, on L: tri 0 %s .. %s, tri %d %s .. %s", HUD_NUM_AS(ia.lo, from, to),
                HUD_NUM_AS(ia.hi, from, to), i, HUD_NUM_AS(ib.lo, from, to), HUD_NUM_AS(ib.hi, from, to));
    if (length > 0)
        sample_text(ctx, "the triangles share %s .. %s of L (length %s)", HUD_NUM(from, to), HUD_NUM(to, from),
                    HUD_NUM(length, 0));
    else /* one interval is a point of the other's (a vertex on the other's plane): length 0 */
        sample_text(ctx, "the triangles share one point of L, at %s (length 0)", HUD_NUM(from, 0));
}

/* Triangle i's shadow on axis l, measured from g. */
static draw_interval shadow(const sample_ctx *ctx, int i, vec3s l, vec3s g)
{
    isect_triangle t = tri(i);
    float p0 = glms_vec3_dot(l, glms_vec3_sub(t.a, g)), p1 = glms_vec3_dot(l, glms_vec3_sub(t.b, g));
    float p2 = glms_vec3_dot(l, glms_vec3_sub(t.c, g));
    return (draw_interval){fminf(p0, fminf(p1, p2)), fmaxf(p0, fmaxf(p1, p2)), sample_verdict_color(ctx, i), names[i]};
}

/* The axis is drawn 3 beside the pair: up, across it (sideways for an upright axis). */
static vec3s axis_beside(vec3s l)
{
    vec3s up = fabsf(l.y) > 0.9f ? (vec3s){{1, 0, 0}} : (vec3s){{0, 1, 0}};
    return glms_vec3_normalize(glms_vec3_muladds(l, -glms_vec3_dot(up, l), up));
}

/* For coplanar triangles, in their plane, across l: seen from above the plane the axis lies
 * beside the triangles, not over them. */
static vec3s axis_beside_coplanar(vec3s l)
{
    return toward_viewer(glms_vec3_normalize(glms_vec3_cross(normal(0), l)));
}

/* Where to look from, separated on axis l (k as isect_triangle_triangle_axis numbers it):
 * - a normal (k 0, 1): its plane edge-on, so the gap along l shows in full, turned about l to
 *   face the other triangle as squarely as that allows and raised 15 degrees off the plane
 *   on the other triangle's side, so the plane still reads as a triangle;
 * - an edge's in-plane normal (k 11-16): 60 degrees above the common plane, leaning toward
 *   the axis drawn beside them: both triangles in full, the axis across the view;
 * - edge x edge: the framework's rule (across l) holds. */
static void view_separated(sample_ctx *ctx, int i, int k, vec3s l, vec3s beside)
{
    if (k >= 11) {
        draw_view_from(ctx, glms_vec3_add(glms_vec3_scale(toward_viewer(normal(0)), sinf(glm_rad(60))),
                                          glms_vec3_scale(beside, cosf(glm_rad(60)))));
        return;
    }
    if (k >= 2)
        return;
    int plane = k == 0 ? 0 : i, other = k == 0 ? i : 0;
    vec3s up = glms_vec3_sub(centroid(tri(other)), centroid(tri(plane))); /* l toward the other */
    vec3s n = glms_vec3_dot(l, up) < 0 ? glms_vec3_negate(l) : l, m = normal(other);
    vec3s face = glms_vec3_muladds(n, -glms_vec3_dot(m, n), m); /* the other's normal, across l */
    if (glms_vec3_norm2(face) < 1e-6f) { /* parallel planes: any side shows them */
        draw_view_edge_on(ctx, l);
        return;
    }
    face = toward_viewer(glms_vec3_normalize(face));
    draw_view_from(ctx, glms_vec3_add(glms_vec3_scale(face, cosf(glm_rad(15))), glms_vec3_scale(n, sinf(glm_rad(15)))));
}

/* Separated on axis k: which axis, and the axis 3 above the pair with both shadows and the gap. */
static void explain_axis(sample_ctx *ctx, int i, int k, vec3s l)
{
    sample_text(ctx, "0 and %d: separated on axis %d:", i, k);
    if (k < 2) sample_text(ctx, "   normal of triangle %d", k == 0 ? 0 : i);
    else if (k < 11) sample_text(ctx, "   edge %d of tri 0 × edge %d of tri %d", (k - 2) / 3, (k - 2) % 3, i);
    else if (k < 17) sample_text(ctx, "   in-plane normal of edge %d of tri %d", (k - 11) % 3, k < 14 ? 0 : i);
    else sample_text(ctx, "   between the closest points");

    vec3s g = glms_vec3_lerp(centroid(tri(0)), centroid(tri(i)), 0.5f);
    vec3s beside = k >= 11 ? axis_beside_coplanar(l) : axis_beside(l);
    vec3s o = glms_vec3_muladds(beside, 3.0f, g);
    draw_interval a = shadow(ctx, 0, l, g), b = shadow(ctx, i, l, g);
    float gap = draw_axis_intervals(ctx, o, l, "l", a, b);
    view_separated(ctx, i, k, l, beside);
    inset_across(ctx, i, l, "l: the separating axis");
    /* Every end with the decimals that tell apart the two ends facing each other across the
     * gap, so a 0.001 gap shows in the numbers too. */
    bool a_first = a.hi < b.lo;
    float x = a_first ? a.hi : b.hi, y = a_first ? b.lo : a.lo;
    sample_text(ctx, "tri 0: %s .. %s   tri %d: %s .. %s   gap %s", HUD_NUM_AS(a.lo, x, y), HUD_NUM_AS(a.hi, x, y), i,
                HUD_NUM_AS(b.lo, x, y), HUD_NUM_AS(b.hi, x, y), HUD_NUM(gap, 0));
}

static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    for (int i = 0; i < TRI_COUNT; i++) /* the ghosts a preset leaves aside unnamed */
        if (sample_in_preset(ctx, i))
            draw_label(ctx, glms_vec3_lerp(centroid(tri(i)), tri(i).a, 1.2f), sample_verdict_color(ctx, i), "%d", i);
    int i = sample_selected(ctx) == 0 ? 1 : sample_selected(ctx); /* the pair explained: triangle 0 and i */
    vec3s l;
    int k = isect_triangle_triangle_axis(tri(0), tri(i), &l);
    if (k < 0) explain_overlap(ctx, i);
    else explain_axis(ctx, i, k, l);
    sample_draw_sat_strip(ctx);
}

const sample sample_triangle_triangle = {
    .id = "triangle-triangle", .title = "Triangle vs Triangle",
    .shows = "the separating axis, or the overlap segment on the line of the two planes; a coplanar pair",
    .keywords = "SAT separating axis coplanar",
    .description = "Separating axes: two triangles are apart exactly when their shadows on one axis "
                   "are apart: the two normals, edge × edge (9), and in a common plane the edges' "
                   "in-plane normals. Crossing triangles overlap on the line where their planes meet. "
                   "Ericson, Real-Time Collision Detection, 5.2.1 and 5.2.10.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS_BY(presets, tri0_meets_tri1),
    .test = SAMPLE_TEST("isect_triangle_triangle", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
