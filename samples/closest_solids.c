/* Closest points on solids to a point P: a tetrahedron abcd and a convex polyhedron. A solid is
 * closed, so P inside or on it is its own closest point q, at distance 0.
 * Tetrahedron (Ericson, Real-Time Collision Detection, 5.1.6): P lies outside face abc when it is
 * on the other side of its plane from d, sign orient(a, b, c, P) = -sign orient(a, b, c, d) with
 * orient(a, b, c, x) = (x - a).((b - a) x (c - a)), and so for acd (against b), adb (c) and bdc
 * (a). Outside no face: inside. Else q is the nearest of the closest points (5.1.5) on the faces
 * P is outside of. A flat tetrahedron (coplanar corners) has no inside: the nearest of all four.
 * Polyhedron n_i.x <= d_i (5.1.7, the closest point as a quadratic programme): q is P dropped
 * onto a face, an edge (two planes) or a vertex (three) that lies in the polyhedron with
 * P - q = sum l_i n_i, l_i >= 0; isect tries faces first, then edges, then vertices.
 * Yellow: P joined to q on each solid. Red: P inside or on it. */
#include "sample.h"

#include <stdio.h>
#include <string.h>

enum { P, A, B, C, D, POLY, COUNT, PLANES = 7 };
static const char *const plane_names[PLANES] = {"x+", "x-", "y+", "y-", "z+", "z-", "cut"};
/* The box 1 <= x <= 3, 0 <= y <= 2, -1 <= z <= 1 with its corner (3, 2, 1) cut by x + y + z <= 5. */
#define POLYHEDRON                                                                                       \
    {.kind = SHAPE_POLYHEDRON, .name = "poly", .size = 1.2f,                                             \
     .polyhedron = {{{{{1, 0, 0}}, 3}, {{{-1, 0, 0}}, -1}, {{{0, 1, 0}}, 2}, {{{0, -1, 0}}, 0}, {{{0, 0, 1}}, 1}, \
                     {{{0, 0, -1}}, 1}, {{{1, 1, 1}}, 5}}, PLANES, {{2, 1, 0}}}}
#define START_D SHAPE_POINT_AT("d", -2, 2, -0.25f)
#define FLAT_D SHAPE_POINT_AT("d", -2, 0, -1.75f) /* in the plane y = 0 of a, b, c, past edge ab */
static const shape start[COUNT] = {
    SHAPE_POINT_AT("p", 2.75f, 1.75f, 0.5f), /* on the polyhedron's cut face x + y + z = 5 */
    SHAPE_POINT_AT("a", -3, 0, -1), SHAPE_POINT_AT("b", -1, 0, -1), SHAPE_POINT_AT("c", -2, 0, 1), START_D,
    POLYHEDRON,
};
static shape shapes[COUNT];
/* Each preset puts d and the polyhedron back (or flattens the tetrahedron) and sets P. */
#define P_AT(X, Y, Z) {START_D, POLYHEDRON, SHAPE_POINT_AT("p", X, Y, Z)}
static const scene_preset presets[] = {
    {"P inside the tetrahedron", P_AT(-2, 0.5f, -0.5f), true},
    {"P on the tetrahedron's face abc", P_AT(-2, 0, -0.5f), true},
    {"P 0.001 outside face abc", P_AT(-2, -0.001f, -0.5f), false},
    {"P nearest the tetrahedron's edge ab", P_AT(-2, -0.5f, -1.8f), false},
    {"P nearest the tetrahedron's vertex c", P_AT(-2, -0.6f, 1.8f), false},
    {"flat tetrahedron: d in the plane of abc", {FLAT_D, POLYHEDRON, SHAPE_POINT_AT("p", -1.8f, 0.8f, -1.3f)}, false},
    {"P on the polyhedron's vertex (2, 2, 1)", P_AT(2, 2, 1), true},
    {"P 0.001 outside the cut face x + y + z = 5", P_AT(2.7505774f, 1.7505774f, 0.5005774f), false},
    {"P nearest the polyhedron's edge x+ y-", P_AT(3.8f, -0.6f, 0.3f), false},
};
/* Each preset's solid (0: the tetrahedron, 1: the polyhedron), q on it and the HUD's words for q. */
static const struct { int solid; vec3s q; const char *from; } preset_result[ARRAY_COUNT(presets)] = {
    {0, {{-2, 0.5f, -0.5f}}, "P inside or on it"},
    {0, {{-2, 0, -0.5f}}, "P inside or on it"},
    {0, {{-2, 0, -0.5f}}, "q from face abc"},
    {0, {{-2, 0, -1}}, "q from face abc, on its edge ab"},
    {0, {{-2, 0, 1}}, "q from face abc, at its vertex c"},
    {0, {{-1.8f, 0, -1.3f}}, "q from face adb"},
    {1, {{2, 2, 1}}, "P inside or on it, on y+ z+ cut"},
    {1, {{2.75f, 1.75f, 0.5f}}, "q on face cut"},
    {1, {{3, 0, 0.3f}}, "q on edge x+ y-"},
};

/* The library's |P - q|^2 and q: on the tetrahedron (solid 0) or the polyhedron (solid 1). */
static float closest(const shape *sh, int solid, vec3s *q)
{
    isect_tetrahedron abcd = {sh[A].point, sh[B].point, sh[C].point, sh[D].point};
    if (solid == 0) return isect_closest_point_tetrahedron(sh[P].point, abcd, q);
    return isect_closest_point_polyhedron(sh[P].point, sh[POLY].polyhedron.planes, sh[POLY].polyhedron.count, q);
}
/* Trace mode's run: P against the polyhedron when it is selected, else the tetrahedron. */
static bool trace_solid(const sample_ctx *ctx, const char **call, const shape **a, const shape **b)
{
    int solid = sample_selected(ctx) == POLY;
    *call = solid ? "isect_closest_point_polyhedron" : "isect_closest_point_tetrahedron";
    *a = &shapes[P], *b = solid ? &shapes[POLY] : NULL;
    return closest(shapes, solid, NULL) == 0;
}
/* A preset's verdict: P inside or on either solid. */
static bool in_a_solid(const shape *sh, int selected)
{
    (void)selected;
    return closest(sh, 0, NULL) == 0 || closest(sh, 1, NULL) == 0;
}

/* The tetrahedron's faces in the library's order, each with the corner opposite it. */
static const int face[4][4] = {{A, B, C, D}, {A, C, D, B}, {A, D, B, C}, {B, D, C, A}};
static double orient(vec3s a, vec3s b, vec3s c, vec3s x) /* in double, as the library */
{
    double u[3] = {b.x - a.x, b.y - a.y, b.z - a.z}, v[3] = {c.x - a.x, c.y - a.y, c.z - a.z};
    double w[3] = {x.x - a.x, x.y - a.y, x.z - a.z};
    return w[0] * (u[1] * v[2] - u[2] * v[1]) + w[1] * (u[2] * v[0] - u[0] * v[2]) + w[2] * (u[0] * v[1] - u[1] * v[0]);
}
static char sign(double v) { return v > 0 ? '+' : v < 0 ? '-' : '0'; }

/* Where on face xyz (named name) its closest point q lies, when not inside it: ", at its vertex
 * c" or ", on its edge ab" (to rounding, 1e-6 of the face's size); nothing otherwise. */
static void feature_of(vec3s q, vec3s x, vec3s y, vec3s z, const char *name, char *out, size_t size)
{
    const vec3s v[3] = {x, y, z};
    float tol = 1e-6f * fmaxf(glms_vec3_distance(x, y), fmaxf(glms_vec3_distance(y, z), glms_vec3_distance(z, x)));
    for (int k = 0; k < 3; k++)
        if (glms_vec3_distance(q, v[k]) <= tol) {
            snprintf(out, size, ", at its vertex %c", name[k]);
            return;
        }
    for (int k = 0; k < 3; k++) {
        isect_segment edge = {v[k], v[(k + 1) % 3]};
        if (glms_vec3_distance(q, isect_closest_point_segment(q, edge)) <= tol) {
            snprintf(out, size, ", on its edge %c%c", name[k], name[(k + 1) % 3]);
            return;
        }
    }
}

/* The tetrahedron's why, in the library's order: the signs it compares face by face (line), and
 * the outside face whose closest point is q, the first of equal ones (from). */
static void tetrahedron_why(const shape *sh, vec3s q, float dist, char *line, char *from, size_t size)
{
    double l2 = 0, volume = orient(sh[A].point, sh[B].point, sh[C].point, sh[D].point);
    for (int i = A; i <= D; i++)
        for (int j = i + 1; j <= D; j++) {
            double e[3] = {sh[j].point.x - sh[i].point.x, sh[j].point.y - sh[i].point.y, sh[j].point.z - sh[i].point.z};
            l2 = fmax(l2, e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
        }
    bool flat = !(fabs(volume) > 1e-12 * l2 * sqrt(l2)); /* the library's test */
    if (flat) snprintf(line, size, "  flat (6V = %.2g): no inside, all four faces", volume);
    else snprintf(line, size, "  orient P/opposite:");
    snprintf(from, size, "P inside or on it");
    for (int f = 0, found = 0; f < 4; f++) {
        vec3s x = sh[face[f][0]].point, y = sh[face[f][1]].point, z = sh[face[f][2]].point;
        double sp = orient(x, y, z, sh[P].point), so = orient(x, y, z, sh[face[f][3]].point);
        bool outside = flat || (sp > 0 && so < 0) || (sp < 0 && so > 0);
        char name[4] = {sh[face[f][0]].name[0], sh[face[f][1]].name[0], sh[face[f][2]].name[0], 0};
        if (!flat)
            snprintf(line + strlen(line), size - strlen(line), " %s %c/%c%s", name, sign(sp), sign(so),
                     outside ? " out" : "");
        vec3s on_face = isect_closest_point_triangle(sh[P].point, (isect_triangle){x, y, z});
        if (outside && dist > 0 && !found && glms_vec3_eqv(on_face, q)) {
            found = 1;
            snprintf(from, size, "q from face %s", name);
            feature_of(q, x, y, z, name, from + strlen(from), size - strlen(from));
        }
    }
}

/* The polyhedron's why: the planes P is outside of (line), and those q lies on to rounding: a
 * face, an edge or a vertex (from). */
static void polyhedron_why(const shape *sh, vec3s q, float dist, char *line, char *from, size_t size)
{
    static const char *const feature[3] = {"no plane", "face", "edge"};
    const isect_plane *planes = sh[POLY].polyhedron.planes;
    char out[64] = "", on[64] = "";
    int count = 0;
    for (int i = 0; i < PLANES; i++) {
        vec3s n = planes[i].n, p = sh[P].point;
        if ((double)n.x * p.x + (double)n.y * p.y + (double)n.z * p.z - planes[i].d > 0) /* as the library */
            snprintf(out + strlen(out), sizeof out - strlen(out), " %s", plane_names[i]);
        float rounding = 1e-5f * (glms_vec3_norm(n) * glms_vec3_norm(q) + fabsf(planes[i].d));
        if (fabsf(glms_vec3_dot(n, q) - planes[i].d) <= rounding)
            count++, snprintf(on + strlen(on), sizeof on - strlen(on), " %s", plane_names[i]);
    }
    snprintf(line, size, "  P outside (n·P > d):%s", out[0] ? out : " none");
    if (dist == 0) snprintf(from, size, "P inside or on it%s%s", count ? ", on" : "", on);
    else snprintf(from, size, "q on %s%s", count < 3 ? feature[count] : "vertex", on);
}

/* P's distance from a solid, its closest point q, the HUD line of the why and the words for q. */
static float why(const shape *sh, int solid, vec3s *q, char *line, char *from, size_t size)
{
    float dist = sqrtf(closest(sh, solid, q));
    if (solid == 0) tetrahedron_why(sh, *q, dist, line, from, size);
    else polyhedron_why(sh, *q, dist, line, from, size);
    return dist;
}

/* copy-as-test: P's squared distance from each solid. */
static void copy_test(sample_ctx *ctx)
{
    double tetrahedron = closest(shapes, 0, NULL), polyhedron = closest(shapes, 1, NULL);
    sample_code(ctx, "assert(fabsf(isect_closest_point_tetrahedron(p, (isect_tetrahedron){a, b, c, d}, NULL) - "
                     "(float)%.9g) <= 1e-6f * (float)%.9g);", tetrahedron, tetrahedron);
    sample_code(ctx, "assert(fabsf(isect_closest_point_polyhedron(p, poly, %d, NULL) - (float)%.9g) <= "
                     "1e-6f * (float)%.9g);", PLANES, polyhedron, polyhedron);
}

static void initialize(sample_ctx *ctx)
{
    for (int i = 0; i < (int)ARRAY_COUNT(presets); i++) { /* each preset's q on its solid, and the words for it */
        shape sh[COUNT];
        memcpy(sh, start, sizeof sh);
        sh[D] = presets[i].set[0], sh[POLY] = presets[i].set[1], sh[P] = presets[i].set[2];
        char line[160], from[160];
        vec3s q;
        why(sh, preset_result[i].solid, &q, line, from, sizeof from);
        vec3s want = preset_result[i].q;
        sample_expect(ctx, glms_vec3_distance(q, want) <= 1e-6f && strcmp(from, preset_result[i].from) == 0,
                      "Expected preset '%s' to give q = (%g, %g, %g), %s; got (%g, %g, %g), %s", presets[i].name,
                      want.x, want.y, want.z, preset_result[i].from, q.x, q.y, q.z, from);
    }
    sample_set_view(ctx, (vec3s){{-2.2f, 1.9f, 0.0f}}, 12.0f, 22.0f, 10.0f);
}

static void render(sample_ctx *ctx)
{
    static const char *const solid_name[2] = {"tetrahedron abcd", "polyhedron"};
    bool in[2];
    float dist[2];
    vec3s q[2];
    for (int solid = 0; solid < 2; solid++) {
        char line[160], from[160];
        dist[solid] = why(shapes, solid, &q[solid], line, from, sizeof from);
        in[solid] = dist[solid] == 0;
        sample_text(ctx, "%s: |P - q| = %s, %s", solid_name[solid], HUD_NUM(dist[solid], 0), from);
        sample_text(ctx, "%s", line);
        draw_line(ctx, shapes[P].point, q[solid], COLOR_NOTE);
        draw_point(ctx, q[solid], COLOR_NOTE);
        if (dist[solid] > 0) draw_label(ctx, q[solid], COLOR_NOTE, "q %s", HUD_NUM(dist[solid], 0));
    }
    /* P outside both: the nearer gap P..q (the preset's) from its side, and from a side across
     * x too, along which the two solids lie: P..q at full length, the solids apart on screen.
     * From above or in front; a gap along x from any side (edge-on). P on a solid: the start's
     * view, not one turned to the other solid's gap across the scene. */
    int near = dist[0] <= dist[1] ? 0 : 1;
    vec3s gap = glms_vec3_sub(q[near], shapes[P].point), eye = glms_vec3_cross(gap, (vec3s){{1, 0, 0}});
    if (dist[near] > 0 && glms_vec3_norm2(eye) > 1e-4f * glms_vec3_norm2(gap))
        draw_view_from(ctx, eye.y < -1e-6f || (fabsf(eye.y) <= 1e-6f && eye.z < 0) ? glms_vec3_negate(eye) : eye);
    else if (dist[near] > 0)
        draw_view_edge_on(ctx, gap);
    vec4s tetrahedron_color = in[0] ? COLOR_HIT : COLOR_SHAPE;
    for (int i = A; i <= D; i++) {
        draw_shape(ctx, &shapes[i], tetrahedron_color);
        draw_label(ctx, shapes[i].point, tetrahedron_color, "%s", shapes[i].name);
        for (int j = i + 1; j <= D; j++) draw_line(ctx, shapes[i].point, shapes[j].point, tetrahedron_color);
    }
    draw_shape(ctx, &shapes[POLY], in[1] ? COLOR_HIT : COLOR_SHAPE);
    draw_shape(ctx, &shapes[P], in[0] || in[1] ? COLOR_HIT : COLOR_SHAPE);
    draw_label(ctx, shapes[P].point, COLOR_SELECT, "P");
    draw_marker(ctx, shape_centre(&shapes[sample_selected(ctx)]), 0.4f);
}

const sample sample_closest_solids = {
    .id = "closest-solids", .title = "Closest points on solids",
    .shows = "a point's closest point on a tetrahedron and a polyhedron, the faces it is outside of",
    .keywords = "distance tetrahedron polyhedron orientation KKT",
    .description = "Tetrahedron: the nearest of P's closest points on the faces P is outside of "
                   "(by orientation signs). Convex polyhedron: P dropped onto a face, edge or vertex "
                   "in it. Inside: P. Ericson, Real-Time Collision Detection, 5.1.6 and 5.1.7.",
    .scene = SAMPLE_SCENE(shapes, start), .presets = SAMPLE_PRESETS_BY(presets, in_a_solid),
    .copy_test = copy_test, .trace = trace_solid,
    .initialize = initialize, .render = render,
};
