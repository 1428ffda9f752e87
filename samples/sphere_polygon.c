/* Sphere vs convex polygon — three steps, in the library's order. First the plane: if the centre
 * c is farther than r from the polygon's plane (abs(s) > r with s = n.c - d), nothing in the
 * plane can reach the sphere. Then the edges: one whose closest point E to c is within r
 * (abs(E - c) <= r) meets the sphere. Else they meet only when c projects inside the polygon
 * (P on the inner side of every edge). Ericson, Real-Time Collision Detection, 5.2.8.
 * Click or Tab picks a sphere or the polygon, dragging or W/A/S/D/Q/E moves it, Ctrl-drag or
 * Z/X turns the polygon; ',' and '.' set sphere 0 and the polygon to the edge cases below. */
#include "sample.h"

/* The scene: four spheres and a hexagon in the plane y = 0, each named by its variable in
 * copy-as-test. */
enum { SPHERE0, SPHERE1, SPHERE2, SPHERE3, POLY, COUNT, SPHERE_COUNT = POLY };
#define HEXAGON                                                                                       \
    {.kind = SHAPE_POLYGON, .name = "poly",                                                           \
     .polygon = {{{{2, 0, 0}}, {{1, 0, -2}}, {{-1, 0, -2}}, {{-2, 0, 0}}, {{-1, 0, 2}}, {{1, 0, 2}}}, 6}}
static const shape start[COUNT] = {
    SHAPE_SPHERE_AT("sphere0", 0.3f, 0.6f, -0.2f, 0.8f), /* over the inside */
    SHAPE_SPHERE_AT("sphere1", 2.9f, 0.5f, -1.2f, 0.7f), /* near the plane, off the polygon */
    SHAPE_SPHERE_AT("sphere2", 1.0f, 2.1f, -1.5f, 0.8f), /* far above the plane */
    SHAPE_SPHERE_AT("sphere3", -2.0f, 0.4f, 1.4f, 0.9f), /* off an edge, within reach */
    HEXAGON,
};
static shape shapes[COUNT]; /* the scene now: the framework moves them */

/* Each sphere against the polygon as the scene starts (a
 * start-up check each). */
static const scene_pair pairs[] = {
    {"sphere0", "poly", true}, {"sphere1", "poly", false}, {"sphere2", "poly", false}, {"sphere3", "poly", true}};

/* Edge cases for sphere 0 against the hexagon put back (',' and '.'), each also a start-up
 * check. */
static const scene_preset presets[] = {
    {"resting on the face", {HEXAGON, SHAPE_SPHERE_AT("sphere0", 0, 1, 0, 1.0f)}, true},
    {"0.001 above the face", {HEXAGON, SHAPE_SPHERE_AT("sphere0", 0, 1, 0, 0.999f)}, false},
    {"in the plane, touching edge z = 2", {HEXAGON, SHAPE_SPHERE_AT("sphere0", 0, 0, 3, 1.0f)}, true},
    {"in the plane, 0.001 past vertex (2, 0, 0)", {HEXAGON, SHAPE_SPHERE_AT("sphere0", 3.001f, 0, 0, 1.0f)}, false},
    {"zero radius on the face", {HEXAGON, SHAPE_SPHERE_AT("sphere0", 0.5f, 0, 0.5f, 0.0f)}, true},
    {"the whole polygon inside the sphere", {HEXAGON, SHAPE_SPHERE_AT("sphere0", 0, 0.5f, 0, 2.5f)}, true},
};

static void initialize(sample_ctx *ctx)
{
    sample_select(ctx, SPHERE1);
    sample_set_view(ctx, (vec3s){{-1.2f, 0.6f, -0.2f}}, 30.0f, 30.0f, 10.5f);
}

/* The steps for sphere i in the library's order: the perpendicular s from c to the plane (foot
 * P); then the edges, in order, until one comes within r (its closest point E); then whether P
 * lies on the inner side of every edge. */
static void explain(sample_ctx *ctx, int i)
{
    isect_sphere sp = shapes[i].sphere;
    const vec3s *v = shapes[POLY].polygon.v;
    int count = shapes[POLY].polygon.count;
    isect_plane plane = isect_plane_from_points(v[0], v[1], v[2]);
    float dist = isect_plane_distance(plane, sp.c);
    vec3s p = glms_vec3_muladds(plane.n, -dist, sp.c), q = p;
    draw_line(ctx, sp.c, p, COLOR_NOTE);
    if (dist != 0) /* c in the plane: s has no length to name */
        draw_label(ctx, glms_vec3_lerp(sp.c, p, 0.5f), COLOR_NOTE, "s");
    float s = fabsf(dist);
    if (i == sample_selected(ctx)) /* c in the plane is its own foot P: one label names both */
        draw_label(ctx, sp.c, COLOR_NOTE, dist == 0 ? "c = P" : "c");
    sample_text(ctx, "sphere %d, 1. plane: |s| = %s %s r = %s", i, HUD_NUM(s, sp.r), s <= sp.r ? "≤" : ">",
                HUD_NUM(sp.r, s));
    if (sp.r == 0) /* the degenerate sphere, named as such */
        sample_text(ctx, "   r = 0: the sphere is a point, which meets the polygon only on it");
    if (s > sp.r) {
        sample_text(ctx, "   the plane alone keeps them apart");
        /* The polygon edge-on, from +z's side (draw_view_from: edge-on framing keeps a flat
         * shape 35 degrees open): s and the radius then show at full length. */
        vec3s side = glms_vec3_muladds(plane.n, -plane.n.z, (vec3s){{0, 0, 1}});
        draw_view_from(ctx, glms_vec3_norm2(side) > 0.01f ? side : glms_vec3_muladds(plane.n, -plane.n.x, (vec3s){{1, 0, 0}}));
        return;
    }

    /* 2. The edges in the library's order (v[count-1] v[0] first): the first within r decides. */
    int within = -1, nearest = 0;
    float best = INFINITY;
    bool inside = true;
    for (int k = 0, j = count - 1; k < count && within < 0; j = k++) {
        vec3s e = isect_closest_point_segment(sp.c, (isect_segment){v[j], v[k]});
        float d = glms_vec3_distance(e, sp.c);
        if (d < best)
            best = d, q = e, nearest = j;
        if (d <= sp.r) {
            within = j;
            q = e, best = d;
            break;
        }
        vec3s edge = glms_vec3_sub(v[k], v[j]);
        inside &= glms_vec3_dot(plane.n, glms_vec3_cross(edge, glms_vec3_sub(p, v[j]))) >= 0.0f;
    }
    if ((within >= 0 || !inside) && dist != 0) /* (inside, P gets its label with the verdict below) */
        draw_label(ctx, p, COLOR_NOTE, "P");
    if (within >= 0) {
        /* The deciding edge itself, named by its vertices: it stays visible inside the sphere. */
        int k = (within + 1) % count;
        draw_line(ctx, v[within], v[k], COLOR_NOTE);
        draw_label(ctx, v[within], COLOR_NOTE, "%d", within);
        draw_label(ctx, v[k], COLOR_NOTE, "%d", k);
        draw_line(ctx, sp.c, q, COLOR_NOTE);
        draw_point(ctx, q, COLOR_NOTE);
        draw_label(ctx, q, COLOR_NOTE, "E");
        sample_text(ctx, "   2. edge %d-%d: |E - c| = %s ≤ r = %s: they meet", within, k,
                    HUD_NUM(best, sp.r), HUD_NUM(sp.r, best));
        return;
    }
    sample_text(ctx, "   2. no edge within r: nearest, edge %d-%d, |E - c| = %s > r = %s", nearest,
                (nearest + 1) % count, HUD_NUM(best, sp.r), HUD_NUM(sp.r, best));
    if (inside)
        q = p;
    draw_line(ctx, sp.c, q, COLOR_NOTE);
    draw_point(ctx, q, COLOR_NOTE);
    draw_label(ctx, q, COLOR_NOTE, inside ? "P inside" : "E");
    sample_text(ctx, "   3. %s", inside ? "P on the inner side of every edge: inside, they meet"
                                        : "P outside an edge: apart");
}

/* The selected sphere explained, or every sphere while the polygon is selected. */
static void render(sample_ctx *ctx)
{
    sample_draw_scene(ctx, 0.5f);
    sample_explain_each(ctx, explain);
}

const sample sample_sphere_polygon = {
    .id = "sphere-polygon", .title = "Sphere vs Polygon",
    .shows = "the plane test, then the closest point on the polygon",
    .keywords = "distance closest convex polygon",
    .description = "First the plane: a sphere farther than r from the polygon's plane (|s| > r) "
                   "misses it. Then the edges: one whose point E closest to the centre c is within "
                   "r (|E - c| ≤ r) meets it. Else they meet when c projects inside the polygon. "
                   "Ericson, Real-Time Collision Detection, 5.2.8.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS(presets),
    .test = SAMPLE_TEST("isect_sphere_polygon", pairs),
    .initialize = initialize, .render = render,
};
