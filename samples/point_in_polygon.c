/* Point in convex polygon — a binary search over the fan of triangles v0 v_k v_k+1 (Ericson,
 * Real-Time Collision Detection, 5.4.1). With n = sum (v_k - v0) x (v_k+1 - v0), the polygon's
 * normal, o(a b) = n.((b - a) x (p - a)) >= 0 puts p on the inner side of a -> b. p must lie in
 * the fan's angle (o(v0 v1) >= 0 >= o(v0 v_last)); halving lo..hi on the sign of o(v0 v_mid)
 * finds the wedge v0 v_lo v_hi that holds it in log2(count) steps, and p is inside when it is
 * on the inner side of that wedge's outer edge v_lo v_hi (the library checks the edges beside
 * it too, for ties and rounding). Off the plane p is judged by its projection p'; a polygon of
 * zero area contains nothing. Yellow: the wedge the search found and its outer edge. */
#include "sample.h"

#include <stdio.h>
#include <string.h>

/* The scene: a convex heptagon in the plane y = 0 and four points; p2 starts selected. */
enum { POLY, P0, P1, P2, P3, COUNT };
#define P(X, Z) {{X, 0, Z}}
#define POLYGON(N, ...) {.kind = SHAPE_POLYGON, .name = "poly", .polygon = {{__VA_ARGS__}, N}}
#define HEPTAGON POLYGON(7, P(0.5f, 1), P(1.5f, 3), P(3.5f, 4), P(6, 3), P(6.5f, 1), P(5, -1), P(2, -1))
static const shape start[COUNT] = {
    [POLY] = HEPTAGON,
    [P0] = SHAPE_POINT_AT("p0", 4, 0, 1.5f),       /* inside */
    [P1] = SHAPE_POINT_AT("p1", 0.3f, 0, 2.6f),    /* outside the fan's angle, past v0 v1 */
    [P2] = SHAPE_POINT_AT("p2", 7.2f, 0, 2.6f),    /* in wedge v0 v3 v4, beyond edge v3 v4 */
    [P3] = SHAPE_POINT_AT("p3", 2.5f, 1.5f, 2.0f), /* above the plane, over the inside */
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

static const scene_pair pairs[] = {{"p0", "poly", true}, {"p1", "poly", false}, {"p2", "poly", false}, {"p3", "poly", true}};

/* Edge cases for p0 with the polygon put back (',' and '.'), each also a start-up check. In the
 * plane y = 0 with these corners, o() is exact: a point on an edge gives 0. */
static const scene_preset presets[] = {
    {"on edge v2 v3", {HEPTAGON, SHAPE_POINT_AT("p0", 4.75f, 0, 3.5f)}, true},
    {"0.001 outside edge v2 v3", {HEPTAGON, SHAPE_POINT_AT("p0", 4.75f, 0, 3.501f)}, false},
    {"on vertex v4", {HEPTAGON, SHAPE_POINT_AT("p0", 6.5f, 0, 1)}, true},
    {"on v0, where every fan ray starts", {HEPTAGON, SHAPE_POINT_AT("p0", 0.5f, 0, 1)}, true},
    {"in wedge v0 v1 v2, beyond the line of edge v1 v2", {HEPTAGON, SHAPE_POINT_AT("p0", 2.2f, 0, 4.2f)}, false},
    {"v3 repeated: a zero-length edge, p on it",
     {POLYGON(8, P(0.5f, 1), P(1.5f, 3), P(3.5f, 4), P(6, 3), P(6, 3), P(6.5f, 1), P(5, -1), P(2, -1)),
      SHAPE_POINT_AT("p0", 6, 0, 3)}, true},
    {"collinear corners: zero area contains nothing",
     {POLYGON(4, P(0.5f, 1), P(2.5f, 1), P(4.5f, 1), P(6.5f, 1)), SHAPE_POINT_AT("p0", 3, 0, 1)}, false},
};

static float orient(vec3s n, vec3s a, vec3s b, vec3s p)
{
    return glms_vec3_dot(n, glms_vec3_cross(glms_vec3_sub(b, a), glms_vec3_sub(p, a)));
}

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, P2);
    sample_set_view(ctx, (vec3s){{-0.15f, 1.4f, 0.9f}}, 0.0f, 40.0f, 13.5f); /* under and right of the HUD */
}

/* "+1.25 >= 0" or "-0.0025 < 0": a value of o() and its sign. */
#define VS_0(X) HUD_SIGNED((X), 0), (X) >= 0 ? "≥" : "<"

/* The why for point i, the library's steps recomputed to draw them: the wedge the search found
 * (yellow) and the tests that decided, with the library's verdict; every step of the search in
 * the HUD while the point is selected. */
static void explain(sample_ctx *ctx, int i)
{
    const vec3s *v = shapes[POLY].polygon.v;
    int count = shapes[POLY].polygon.count;
    vec3s p = shapes[i].point, n = GLMS_VEC3_ZERO;
    const char *name = shapes[i].name, *verdict = isect_point_in_polygon(p, v, count) ? "inside" : "outside";
    bool full = sample_selected(ctx) == i;
    for (int k = 1; k + 1 < count; k++)
        n = glms_vec3_add(n, glms_vec3_cross(glms_vec3_sub(v[k], v[0]), glms_vec3_sub(v[k + 1], v[0])));
    float m = fmaxf(fabsf(n.x), fmaxf(fabsf(n.y), fabsf(n.z))); /* n is divided by it, as the library does */
    if (!(m > 0 && isfinite(m))) {
        sample_text(ctx, "%s: n = sum (v_k - v0) × (v_(k+1) - v0) = 0: zero area -> %s", name, verdict);
        return;
    }
    n = glms_vec3_divs(n, m);
    vec3s q = glms_vec3_muladds(n, -glms_vec3_dot(n, glms_vec3_sub(p, v[0])) / glms_vec3_dot(n, n), p); /* p' */
    if (glms_vec3_distance(p, q) > 0.05f) {
        draw_line(ctx, p, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "p'");
    }
    float first = orient(n, v[0], v[1], p), last = orient(n, v[0], v[count - 1], p);
    if (!(first >= 0) || !(last <= 0)) { /* outside the fan's angle: beyond its first or its last edge */
        int k = first >= 0 ? count - 1 : 1;
        draw_line(ctx, v[0], glms_vec3_add(v[k], glms_vec3_scale(glms_vec3_sub(v[k], v[0]), 0.3f)), COLOR_NOTE);
        sample_text(ctx, "%s: o(v0 v%d) = %s %s 0: outside the fan's angle -> %s", name, k, HUD_SIGNED(k == 1 ? first : last, 0),
                    k == 1 ? "<" : ">", verdict);
        return;
    }
    char line[200] = "";
    int lo = 1, hi = count - 1;
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        float o = orient(n, v[0], v[mid], p);
        snprintf(line + strlen(line), sizeof line - strlen(line), "%s o(v0 v%d) = %s: %s = %d", line[0] ? "," : "", mid,
                 HUD_SIGNED(o, 0), o >= 0 ? "lo" : "hi", mid);
        *(o >= 0 ? &lo : &hi) = mid;
    }
    float outer = orient(n, v[lo], v[hi], p), before = orient(n, v[lo - 1], v[lo], p);
    float after = orient(n, v[hi], v[(hi + 1) % count], p);
    draw_line(ctx, v[0], v[lo], COLOR_NOTE);
    draw_line(ctx, v[0], v[hi], COLOR_NOTE);
    draw_line(ctx, v[lo], v[hi], COLOR_NOTE);
    draw_label(ctx, glms_vec3_lerp(v[0], glms_vec3_lerp(v[lo], v[hi], 0.5f), 0.4f), COLOR_NOTE, "wedge");
    if (full) {
        sample_text(ctx, "%s: o(v0 v1) = %s ≥ 0, o(v0 v%d) = %s ≤ 0: in the fan's angle", name, HUD_SIGNED(first, 0),
                    count - 1, HUD_SIGNED(last, 0));
        sample_text(ctx, "search, lo = 1, hi = %d:%s", count - 1, line[0] ? line : " nothing to halve");
        line[0] = '\0';
    } else {
        snprintf(line, sizeof line, "%s: wedge v0 v%d v%d, ", name, lo, hi);
    }
    /* The library tests the outer edge, then the edges beside it (shown in full, or when one fails). */
    snprintf(line + strlen(line), sizeof line - strlen(line), "outer edge o(v%d v%d) = %s %s 0", lo, hi, VS_0(outer));
    if (outer >= 0 && (full || !(before >= 0 && after >= 0)))
        snprintf(line + strlen(line), sizeof line - strlen(line), ", beside o(v%d v%d) = %s %s 0, o(v%d v%d) = %s %s 0",
                 lo - 1, lo, VS_0(before), hi, (hi + 1) % count, VS_0(after));
    sample_text(ctx, "%s -> %s", line, verdict);
}

/* The polygon's fan from v0 in its own colour, each corner and point named, then the why of the
 * selected point (or of every point while the polygon is selected). */
static void render(sample_ctx *ctx)
{
    const shape_polygon *poly = &shapes[POLY].polygon;
    vec4s color = sample_verdict_color(ctx, POLY);
    sample_draw_scene(ctx, 0.4f);
    for (int k = 0; k < poly->count; k++) {
        if (k >= 2 && k + 1 < poly->count)
            draw_line(ctx, poly->v[0], poly->v[k], color);
        draw_label(ctx, poly->v[k], color, "v%d", k);
    }
    sample_label_shapes(ctx, P0, COUNT - 1);
    sample_explain_each(ctx, explain);
}

const sample sample_point_in_polygon = {
    .id = "point-in-polygon", .title = "Point in Polygon",
    .shows = "the fan from v0, the wedge the binary search finds and its outer edge",
    .keywords = "containment convex polygon binary search fan inside prism",
    .description = "With n the polygon's normal, o(a b) = n·((b - a) × (p - a)) ≥ 0 when p is on "
                   "the inner side of a -> b. A binary search on the sign of o(v0 v_mid) finds the "
                   "wedge v0 v_lo v_hi of the fan that holds p; p is inside when o(v_lo v_hi) ≥ 0. "
                   "Ericson, Real-Time Collision Detection, 5.4.1.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_point_in_polygon", pairs),
    .initialize = initialize, .render = render,
};
