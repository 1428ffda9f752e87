/* Capsule vs triangle — a capsule is its axis segment swept by a sphere of radius r, so it meets
 * the triangle when the axis comes within r of it: |c_s - c_t| <= r, c_s and c_t the closest
 * points of the axis and the triangle (compared squared, closed). They come from
 * isect_closest_segment_triangle: an axis that pierces the triangle gives 0 at the piercing
 * point; otherwise the nearest of five feature pairs, the axis ends against the triangle (5.1.5)
 * and the axis against the edges AB, BC, CA (5.1.9), the first of equal ones in that order. A
 * collinear triangle is the segment it spans. Ericson, Real-Time Collision Detection, 4.5.1 with
 * 5.1.10. Yellow: c_s joined to c_t, and which pair gave them. */
#include "sample.h"

enum { CAPSULE0, CAPSULE1, CAPSULE2, TRI, COUNT, CAPSULE_COUNT = TRI };
#define ABC {.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {{{-2, 0, -1}}, {{2, 0, -1}}, {{0, 0, 2}}}}
static const shape start[COUNT] = {
    SHAPE_CAPSULE_FROM("capsule0", 0.6f, 0.3f, 0, 1.6f, 2, -0.8f, 0.5f),          /* leaning on the face */
    SHAPE_CAPSULE_FROM("capsule1", -1.4f, 1.4f, -0.4f, -0.6f, 0.4f, -2.2f, 0.6f), /* across edge AB, apart */
    SHAPE_CAPSULE_FROM("capsule2", -0.6f, -0.8f, 0.3f, -0.9f, 1.2f, 0.6f, 0.25f), /* piercing the face */
    ABC,
};
static shape shapes[COUNT];
/* Each preset puts ABC back (or makes it collinear) and sets capsule 0. */
#define CAPSULE0_FROM(AX, AY, AZ, BX, BY, BZ, R) SHAPE_CAPSULE_FROM("capsule0", AX, AY, AZ, BX, BY, BZ, R)
static const scene_preset presets[] = {
    {"resting on the face", {ABC, CAPSULE0_FROM(-1, 0.5f, 0, 1, 0.5f, 0, 0.5f)}, true},
    {"0.001 above the face", {ABC, CAPSULE0_FROM(-1, 0.501f, 0, 1, 0.501f, 0, 0.5f)}, false},
    {"its side touching edge AB", {ABC, CAPSULE0_FROM(0.5f, -1, -3.375f, 0.5f, 2, 0.625f, 0.625f)}, true},
    {"its end cap on vertex C", {ABC, CAPSULE0_FROM(0, 0.375f, 2.5f, 0, 1.125f, 3.5f, 0.625f)}, true},
    {"its end cap 0.001 off vertex C", {ABC, CAPSULE0_FROM(0, 0.375f, 2.5f, 0, 1.125f, 3.5f, 0.624f)}, false},
    {"the axis piercing the face", {ABC, CAPSULE0_FROM(0.5f, -1, 0.25f, 0.5f, 1.5f, 0.75f, 0.2f)}, true},
    {"collinear ABC: lying across that segment",
     {{.kind = SHAPE_TRIANGLE, .name = "tri", .triangle = {{{-2, 0, -1}}, {{2, 0, -1}}, {{1, 0, -1}}}},
      CAPSULE0_FROM(0, 0.5f, -2.5f, 0, 0.5f, 0.5f, 0.5f)}, true},
    {"a = b: a sphere on the face", {ABC, CAPSULE0_FROM(0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f)}, true},
};

static const scene_pair pairs[] = {{"capsule0", "tri", true}, {"capsule1", "tri", false}, {"capsule2", "tri", true}};

/* Whether the axis ends lie on opposite sides of the triangle's plane (one may lie on it, not
 * both): their heights over it, n . (p - A) with n = (B - A) x (C - A), in double as the
 * library's piercing test takes them. */
static bool straddles(isect_segment s, isect_triangle t)
{
    double h[2];
    for (int e = 0; e < 2; e++) {
        double u[3], v[3], w[3];
        for (int k = 0; k < 3; k++)
            u[k] = (double)t.b.raw[k] - t.a.raw[k], v[k] = (double)t.c.raw[k] - t.a.raw[k],
            w[k] = (double)(e ? s.b : s.a).raw[k] - t.a.raw[k];
        h[e] = (u[1] * v[2] - u[2] * v[1]) * w[0] + (u[2] * v[0] - u[0] * v[2]) * w[1] + (u[0] * v[1] - u[1] * v[0]) * w[2];
    }
    return h[0] != h[1] && ((h[0] <= 0 && h[1] >= 0) || (h[0] >= 0 && h[1] <= 0));
}

/* The branch the library's c_s, c_t came from: the piercing (0, one point for both, the ends on
 * either side of the plane), else the first of the five candidates, in its order, whose points
 * they are. */
static const char *feature_pair(isect_segment s, isect_triangle t, vec3s cs, vec3s ct)
{
    static const char *names[5] = {"end a vs the triangle", "end b vs the triangle", "the axis vs edge AB",
                                   "the axis vs edge BC", "the axis vs edge CA"};
    if (glms_vec3_eqv(cs, ct) && straddles(s, t)) return "the axis piercing the triangle";
    vec3s c1[5] = {s.a, s.b}, c2[5] = {isect_closest_point_triangle(s.a, t), isect_closest_point_triangle(s.b, t)};
    const vec3s v[3] = {t.a, t.b, t.c};
    for (int e = 0; e < 3; e++)
        isect_closest_segment_segment(s, (isect_segment){v[e], v[(e + 1) % 3]}, &c1[2 + e], &c2[2 + e]);
    for (int k = 0; k < 5; k++)
        if (glms_vec3_eqv(c1[k], cs) && glms_vec3_eqv(c2[k], ct)) return names[k];
    return "the axis piercing the triangle";
}

/* copy-as-test's assert beyond the verdicts: the squared distance of the selected capsule's axis
 * from the triangle (of each capsule's while the triangle is selected). */
static void copy_test(sample_ctx *ctx)
{
    for (int i = 0; i < CAPSULE_COUNT; i++)
        if (sample_selected(ctx) == TRI || sample_selected(ctx) == i)
            sample_code(ctx, "assert(fabsf(isect_closest_segment_triangle(%s.axis, tri, NULL, NULL) - (float)%.9g) <= 1e-6f);",
                        shapes[i].name,
                        (double)isect_closest_segment_triangle(shapes[i].capsule.axis, shapes[TRI].triangle, NULL, NULL));
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, CAPSULE0);
    sample_expect(ctx, isect_closest_segment_triangle(start[CAPSULE2].capsule.axis, start[TRI].triangle, NULL, NULL) == 0,
                  "Expected capsule 2's axis to pierce the triangle: distance exactly 0");
    sample_set_view(ctx, (vec3s){{-2.2f, 1.9f, 2.2f}}, 60.0f, 30.0f, 10.0f); /* the scene right of and below the HUD */
}

/* The triangle's unit normal on the side of the capsule's axis (zero for zero area). */
static vec3s side_normal(isect_triangle t, isect_capsule c)
{
    vec3s n = glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.a));
    if (!(glms_vec3_norm2(n) > 0))
        return n;
    vec3s mid = glms_vec3_lerp(c.axis.a, c.axis.b, 0.5f);
    return glms_vec3_normalize(glms_vec3_dot(n, glms_vec3_sub(mid, t.a)) < 0 ? glms_vec3_negate(n) : n);
}

/* The why for capsule i: cs joined to ct and |cs - ct| against r; for the selected capsule, the
 * pair they came from (and the vertex ct is, if it is one). */
static void explain(sample_ctx *ctx, int i)
{
    isect_capsule c = shapes[i].capsule;
    isect_triangle t = shapes[TRI].triangle;
    vec3s cs, ct;
    float dist = sqrtf(isect_closest_segment_triangle(c.axis, t, &cs, &ct));
    int corner = glms_vec3_eqv(ct, t.a) ? 0 : glms_vec3_eqv(ct, t.b) ? 1 : glms_vec3_eqv(ct, t.c) ? 2 : -1;
    draw_closest_pair(ctx, cs, ct, "cs", corner < 0 ? "ct" : (const char *[]){"A = ct", "B = ct", "C = ct"}[corner], i);
    if (i == sample_selected(ctx))
        /* beside the axis, 20 degrees toward the face's normal on the capsule's side */
        draw_view_beside_axis(ctx, c.axis.a, c.axis.b, cs, ct, side_normal(t, c), (vec3s){{0.75f, 0.5f, 0.43f}}, 20.0f);
    if (i == sample_selected(ctx) && glms_vec3_norm2(side_normal(t, c)) == 0) {
        /* zero area: seen between the segment ABC spans and the axis, so both show at length
         * (beside the axis alone looks along the segment), raised over cs to see them cross */
        vec3s gap = glms_vec3_normalize(glms_vec3_sub(ct, cs)), axis = glms_vec3_sub(c.axis.b, c.axis.a);
        vec3s both = glms_vec3_add(glms_vec3_normalize(glms_vec3_cross(gap, glms_vec3_sub(t.b, t.a))),
                                   glms_vec3_normalize(glms_vec3_cross(gap, axis)));
        if (glms_vec3_norm2(both) > 1e-6f)
            draw_view_from(ctx, glms_vec3_muladds(gap, -0.6f, glms_vec3_normalize(both)));
    }
    bool meets = sample_meets_any(ctx, i);
    sample_text(ctx, "capsule %d: |cs - ct| = %s %s r = %s, %s", i, HUD_NUM(dist, c.r), meets ? "≤" : ">",
                HUD_NUM(c.r, dist), meets ? "they meet" : "apart");
    if (sample_selected(ctx) == TRI)
        return;
    const char *vertex = corner < 0 ? "" : (const char *[]){", ct = A", ", ct = B", ", ct = C"}[corner];
    bool flat = glms_vec3_norm2(glms_vec3_cross(glms_vec3_sub(t.b, t.a), glms_vec3_sub(t.c, t.a))) == 0;
    bool point = glms_vec3_eqv(c.axis.a, c.axis.b);
    sample_text(ctx, "  from %s%s%s%s", feature_pair(c.axis, t, cs, ct), vertex,
                flat ? " (ABC has zero area: the triangle is the segment it spans)" : "",
                point ? " (a = b: the axis is the point a, the capsule a sphere)" : "");
}

/* Whether corner v is ct for a capsule explained now (the selected one, or each in play while
 * the triangle is selected). */
static bool corner_is_ct(const sample_ctx *ctx, vec3s v)
{
    for (int i = 0; i < CAPSULE_COUNT; i++) {
        vec3s cs, ct;
        if ((sample_selected(ctx) != i && sample_selected(ctx) != TRI) || !sample_in_preset(ctx, i))
            continue;
        isect_closest_segment_triangle(shapes[i].capsule.axis, shapes[TRI].triangle, &cs, &ct);
        if (glms_vec3_eqv(ct, v))
            return true;
    }
    return false;
}

/* The scene and the why, with the triangle's corners named for the edges the HUD speaks of,
 * just outside the triangle; a corner that is ct is named in ct's label ("C = ct0"). */
static void render(sample_ctx *ctx)
{
    isect_triangle t = shapes[TRI].triangle;
    vec4s color = sample_verdict_color(ctx, TRI);
    vec3s g = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3.0f);
    const vec3s corner[3] = {t.a, t.b, t.c};
    sample_draw_scene(ctx, 0.5f);
    sample_explain_each(ctx, explain);
    for (int k = 0; k < 3; k++)
        if (!corner_is_ct(ctx, corner[k]))
            draw_label(ctx, glms_vec3_lerp(g, corner[k], 1.12f), color, "%c", "ABC"[k]);
}

const sample sample_capsule_triangle = {
    .id = "capsule-triangle", .title = "Capsule vs Triangle",
    .shows = "the closest points of the axis and the triangle, and the feature pair they come from",
    .keywords = "swept sphere distance closest segment triangle",
    .description = "A capsule meets a triangle when its axis comes within r of it: |cs - ct| ≤ r, cs "
                   "and ct the closest points of axis and triangle: 0 where the axis pierces it, "
                   "else the nearest of the axis ends against the triangle and the axis against "
                   "each edge. Ericson, Real-Time Collision Detection, 4.5.1, 5.1.10.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_capsule_triangle", pairs), .copy_test = copy_test,
    .initialize = initialize, .render = render,
};
