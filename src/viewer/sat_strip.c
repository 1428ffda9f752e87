/* The SAT strip's rows (sat_strip.h): each candidate axis with both shadows on it, and the
 * library's own reports marked. */
#include "sat_strip.h"

#include <float.h>
#include <math.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "hud_number.h"

/* An axis shorter than this times the lengths crossed to make it is the cross product of
 * parallel edges (or the normal of a zero-area triangle): no direction, skipped. Float axes of
 * parallel edges come out ~1e-7 long, not 0. */
#define DEGENERATE 1e-6f
/* The contact normal names the row whose axis it lies along (cosine within this of 1). */
#define PARALLEL 1e-4f

/* One shape as the strip projects it: a box (centre, axes, half-extents) or up to three corners. */
typedef struct sat_shape {
    bool box;
    vec3s c, u[3], e; /* a box */
    vec3s p[3];       /* a triangle's corners; c their centroid */
} sat_shape;

static sat_shape obb_shape(isect_obb b) { return (sat_shape){true, b.c, {b.u[0], b.u[1], b.u[2]}, b.e, {{{0}}}}; }
static sat_shape aabb_shape(isect_aabb b)
{
    return obb_shape((isect_obb){isect_aabb_center(b), {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}, isect_aabb_extents(b)});
}
static sat_shape triangle_shape(isect_triangle t)
{
    vec3s c = glms_vec3_divs(glms_vec3_add(glms_vec3_add(t.a, t.b), t.c), 3.0f);
    return (sat_shape){false, c, {{{0}}}, GLMS_VEC3_ZERO_INIT, {t.a, t.b, t.c}};
}

/* The shadow of shape s on the unit axis l, measured from o: a box covers (c - o)·l ± r with
 * r = sum e_i |u_i·l| (Ericson 4.4.1), corners the min and max of their (p - o)·l (5.2.9). */
static void shadow_on(const sat_shape *s, vec3s l, vec3s o, float *lo, float *hi)
{
    if (s->box) {
        float m = glms_vec3_dot(glms_vec3_sub(s->c, o), l);
        float r = s->e.x * fabsf(glms_vec3_dot(s->u[0], l)) + s->e.y * fabsf(glms_vec3_dot(s->u[1], l)) +
                  s->e.z * fabsf(glms_vec3_dot(s->u[2], l));
        *lo = m - r, *hi = m + r;
        return;
    }
    *lo = INFINITY, *hi = -INFINITY;
    for (int k = 0; k < 3; k++) {
        float d = glms_vec3_dot(glms_vec3_sub(s->p[k], o), l);
        *lo = fminf(*lo, d), *hi = fmaxf(*hi, d);
    }
}

/* Appends the row of axis index k, named name, along l (any length; ref: the product of the
 * lengths crossed to make it, for telling a zero axis), with slack the library's tolerance on
 * the unit axis times |l| (so divided by |l| here). */
static void add_row(sat_strip *s, const sat_shape *a, const sat_shape *b, int k, const char *name, vec3s l, float ref,
                    float slack)
{
    sat_strip_row *r = &s->rows[s->count++];
    *r = (sat_strip_row){.index = k};
    snprintf(r->name, sizeof r->name, "%s", name);
    float len = glms_vec3_norm(l);
    if (!(len > DEGENERATE * ref)) {
        r->degenerate = true;
        return;
    }
    r->axis = glms_vec3_divs(l, len);
    shadow_on(a, r->axis, a->c, &r->a_lo, &r->a_hi);
    shadow_on(b, r->axis, a->c, &r->b_lo, &r->b_hi);
    /* |t·L| - ra - rb from the shadows' centres and radii: where one shadow holds the other it
     * is minus the push-out, not minus the length they share. */
    r->gap = fabsf(0.5f * ((r->b_lo + r->b_hi) - (r->a_lo + r->a_hi))) - 0.5f * ((r->a_hi - r->a_lo) + (r->b_hi - r->b_lo));
    r->slack = slack / len;
    s->scale = fmaxf(s->scale, 0.5f * ((r->a_hi - r->a_lo) + (r->b_hi - r->b_lo)));
}

int sat_strip_row_of(const sat_strip *s, int k)
{
    for (int i = 0; i < s->count; i++)
        if (s->rows[i].index == k)
            return i;
    return -1;
}

/* The row the library's contact normal n stands for: along n, and of the rows along n the one
 * whose overlap (plus the slack the library counts in its depth, with_slack) is nearest depth,
 * the lowest index on a tie, as the library breaks ties. */
static int row_of_normal(const sat_strip *s, vec3s n, float depth, bool with_slack)
{
    int best = -1;
    float best_miss = INFINITY;
    for (int i = 0; i < s->count; i++) {
        const sat_strip_row *r = &s->rows[i];
        if (r->degenerate || fabsf(glms_vec3_dot(r->axis, n)) < 1.0f - PARALLEL)
            continue;
        float miss = fabsf(-r->gap + (with_slack ? r->slack : 0.0f) - depth);
        bool tie = fabsf(miss - best_miss) <= 1e-6f * fmaxf(s->scale, 1.0f);
        if (best < 0 || (tie ? r->index < s->rows[best].index : miss < best_miss))
            best = i, best_miss = tie ? fminf(miss, best_miss) : miss;
    }
    return best;
}

/* The largest coordinate magnitude of p[0 .. n-1]: M, the scale of the library's rounding bounds. */
static float largest(const vec3s *p, int n)
{
    float m = 0;
    for (int k = 0; k < n; k++)
        m = fmaxf(m, fmaxf(fabsf(p[k].x), fmaxf(fabsf(p[k].y), fabsf(p[k].z))));
    return m;
}

/* The library's marks: k its axis report (ISECT_AXIS_NONE: they meet), c the contact its
 * contact variant wrote (NULL: none), found among the rows (see row_of_normal). */
static void mark(sat_strip *s, int k, const isect_contact *c, bool with_slack)
{
    s->meet = k == ISECT_AXIS_NONE;
    s->first = sat_strip_row_of(s, k);
    if (c)
        s->least = row_of_normal(s, c->normal, c->depth, with_slack);
}

static void start(sat_strip *s, const char *const names[2], sat_strip_kind kind, const char *call, bool has_contact,
                  const char *decides)
{
    *s = (sat_strip){.kind = kind, .a_name = names[0], .b_name = names[1], .call = call, .first = -1, .least = -1,
                     .has_contact = has_contact, .decides = decides};
}

/* The letter a box's axes are named by: its name when that is one letter ("A.u0" for box a, as
 * the scene labels it), else A or B by its place in the pair. */
static char letter(const char *name, char place)
{
    return name && name[0] && !name[1] ? (char)toupper((unsigned char)name[0]) : place;
}

void sat_strip_obb_obb(sat_strip *s, isect_obb a, isect_obb b, const char *const names[2])
{
    start(s, names, SAT_STRIP_BOXES, "isect_obb_obb", true,
          "OBB_EPS = 1e-5 on each |R_ij|: a gap within a row's slack (~1e-5 of the size) still touches");
    const sat_shape sa = obb_shape(a), sb = obb_shape(b);
    const float ae[3] = {a.e.x, a.e.y, a.e.z}, be[3] = {b.e.x, b.e.y, b.e.z};
    const float sum_a = ae[0] + ae[1] + ae[2], sum_b = be[0] + be[1] + be[2];
    const char la = letter(names[0], 'A'), lb = letter(names[1], 'B');
    char name[SAT_STRIP_NAME_SIZE];
    /* box_sat.h's slack: OBB_EPS times each half-extent taking part in r_a + r_b. */
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "%c.u%d", la, i);
        add_row(s, &sa, &sb, i, name, a.u[i], 1.0f, 1e-5f * sum_b);
    }
    for (int j = 0; j < 3; j++) {
        snprintf(name, sizeof name, "%c.u%d", lb, j);
        add_row(s, &sa, &sb, 3 + j, name, b.u[j], 1.0f, 1e-5f * sum_a);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            snprintf(name, sizeof name, "%c.u%d×%c.u%d", la, i, lb, j);
            float slack = 1e-5f * (ae[(i + 1) % 3] + ae[(i + 2) % 3] + be[(j + 1) % 3] + be[(j + 2) % 3]);
            add_row(s, &sa, &sb, 6 + 3 * i + j, name, glms_vec3_cross(a.u[i], b.u[j]), 1.0f, slack);
        }
    isect_contact c;
    const bool touch = isect_obb_obb_contact(a, b, &c);
    mark(s, isect_obb_obb_axis(a, b, NULL), touch ? &c : NULL, true);
}

void sat_strip_aabb_triangle(sat_strip *s, isect_aabb a, isect_triangle b, const char *const names[2])
{
    start(s, names, SAT_STRIP_BOX_FLAT, "isect_aabb_triangle", true,
          "exact: a gap within float rounding (the row's slack) is decided in exact arithmetic");
    static const char xyz[] = "xyz";
    const sat_shape sa = aabb_shape(a), sb = triangle_shape(b);
    const vec3s e[3] = {glms_vec3_sub(b.b, b.a), glms_vec3_sub(b.c, b.b), glms_vec3_sub(b.a, b.c)};
    const vec3s unit[3] = {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}};
    /* triangle_sat.h's float filter: a gap below 16 FLT_EPSILON |l|_1 M goes to exact arithmetic. */
    const float bound = 16.0f * FLT_EPSILON * largest((const vec3s[]){a.min, a.max, b.a, b.b, b.c}, 5);
    char name[SAT_STRIP_NAME_SIZE];
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "box %c", xyz[i]);
        add_row(s, &sa, &sb, i, name, unit[i], 1.0f, bound);
    }
    vec3s n = glms_vec3_cross(e[0], e[1]);
    add_row(s, &sa, &sb, 3, "n_tri", n, glms_vec3_norm(e[0]) * glms_vec3_norm(e[1]),
            bound * (fabsf(n.x) + fabsf(n.y) + fabsf(n.z)));
    for (int j = 0; j < 3; j++) /* the order the library tries them: edge by edge */
        for (int i = 0; i < 3; i++) {
            snprintf(name, sizeof name, "%c×e%d", xyz[i], j);
            vec3s l = glms_vec3_cross(unit[i], e[j]);
            add_row(s, &sa, &sb, 4 + 3 * i + j, name, l, glms_vec3_norm(e[j]), bound * (fabsf(l.x) + fabsf(l.y) + fabsf(l.z)));
        }
    isect_contact c;
    const bool touch = isect_aabb_triangle_contact(a, b, &c);
    mark(s, isect_aabb_triangle_axis(a, b, NULL), touch ? &c : NULL, false);
}

void sat_strip_triangle_triangle(sat_strip *s, isect_triangle a, isect_triangle b, const char *const names[2])
{
    start(s, names, SAT_STRIP_FLAT_FLAT, "isect_triangle_triangle", false,
          "decided exactly by orientations (Guigue-Devillers); these axes are found after it");
    const sat_shape sa = triangle_shape(a), sb = triangle_shape(b);
    const vec3s ea[3] = {glms_vec3_sub(a.b, a.a), glms_vec3_sub(a.c, a.b), glms_vec3_sub(a.a, a.c)};
    const vec3s eb[3] = {glms_vec3_sub(b.b, b.a), glms_vec3_sub(b.c, b.b), glms_vec3_sub(b.a, b.c)};
    /* isect.h: gaps below about 1e-7 of the coordinates */
    const float slack = 1e-7f * largest((const vec3s[]){a.a, a.b, a.c, b.a, b.b, b.c}, 6);
    vec3s na = glms_vec3_cross(ea[0], ea[1]), nb = glms_vec3_cross(eb[0], eb[1]);
    float ref_a = glms_vec3_norm(ea[0]) * glms_vec3_norm(ea[1]), ref_b = glms_vec3_norm(eb[0]) * glms_vec3_norm(eb[1]);
    char name[SAT_STRIP_NAME_SIZE];
    add_row(s, &sa, &sb, 0, "n_A", na, ref_a, 0);
    add_row(s, &sa, &sb, 1, "n_B", nb, ref_b, 0);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            snprintf(name, sizeof name, "A.e%d×B.e%d", i, j);
            add_row(s, &sa, &sb, 2 + 3 * i + j, name, glms_vec3_cross(ea[i], eb[j]),
                    glms_vec3_norm(ea[i]) * glms_vec3_norm(eb[j]), 0);
        }
    for (int k = 0; k < s->count; k++)
        s->rows[k].slack = s->rows[k].degenerate ? 0 : slack;
    vec3s axis;
    int k = isect_triangle_triangle_axis(a, b, &axis);
    /* In a common plane the normals and edge pairs see no gap; the in-plane normals n x e
     * (11-16) do. Shown when the two normals are parallel, or when the library names one. */
    bool coplanar = !s->rows[0].degenerate && !s->rows[1].degenerate &&
                    glms_vec3_norm(glms_vec3_cross(s->rows[0].axis, s->rows[1].axis)) <= 1e-6f;
    if (coplanar || (k >= 11 && k <= 16))
        for (int t = 0; t < 6; t++) {
            vec3s n = t < 3 ? na : nb, edge = t < 3 ? ea[t] : eb[t - 3];
            snprintf(name, sizeof name, "n_%c×%c.e%d", t < 3 ? 'A' : 'B', t < 3 ? 'A' : 'B', t % 3);
            add_row(s, &sa, &sb, 11 + t, name, glms_vec3_cross(n, edge), glms_vec3_norm(n) * glms_vec3_norm(edge), 0);
            s->rows[s->count - 1].slack = s->rows[s->count - 1].degenerate ? 0 : slack;
        }
    if (k == 17) { /* the line between the closest points of two segments: the library's axis itself */
        add_row(s, &sa, &sb, 17, "closest", axis, 1.0f, 0);
        s->rows[s->count - 1].slack = slack;
    }
    mark(s, k, NULL, false);
}

void sat_strip_aabb_aabb(sat_strip *s, isect_aabb a, isect_aabb b, const char *const names[2])
{
    start(s, names, SAT_STRIP_BOXES, "isect_aabb_aabb", true,
          "exact comparisons of the ends; no axis report: marked, the first with a gap");
    static const char *const axis_names[3] = {"x", "y", "z"};
    const sat_shape sa = aabb_shape(a), sb = aabb_shape(b);
    const vec3s unit[3] = {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}};
    for (int i = 0; i < 3; i++)
        add_row(s, &sa, &sb, i, axis_names[i], unit[i], 1.0f, 0);
    s->meet = isect_aabb_aabb(a, b);
    for (int i = 0; i < 3 && !s->meet && s->first < 0; i++) /* isect_aabb_aabb's own comparison per axis */
        if (!(fmaxf(a.min.raw[i], b.min.raw[i]) <= fminf(a.max.raw[i], b.max.raw[i])))
            s->first = i;
    isect_contact c;
    if (isect_aabb_aabb_contact(a, b, &c))
        s->least = row_of_normal(s, c.normal, c.depth, false);
}

/* A number of a row's cells: as hud_number_as writes it, with the decimals that tell apart the
 * two ends facing each other across the gap (as box_shadows.c prints them), on a row whose
 * shadows are apart or overlap by less than 0.01 (the rows a 0.001 preset is about); with 2
 * decimals on the others; an exact 0 (a point box's radius) as "0" on every row; float noise
 * about 0 (below 1e-6 of the strip's scale) as "≈0", where the shadows' rounding leaves an
 * exact 0 a few ulps off (a triangle's own normal, on which it is one point). */
static const char *cell(const sat_strip *s, const sat_strip_row *r, float v, float a, float b, char out[HUD_NUMBER_SIZE])
{
    if (v == 0)
        return "0";
    if (fabsf(v) <= 1e-6f * fmaxf(s->scale, 1.0f))
        return "≈0";
    if (r->gap < -0.01f)
        return snprintf(out, HUD_NUMBER_SIZE, "%.2f", (double)v + 0.0), out; /* + 0: no -0.00 */
    return hud_number_as(out, HUD_NUMBER_SIZE, v, a, b, HUD_NUMBER_PLAIN);
}

void sat_strip_row_cells(const sat_strip *s, int row, char cells[3][SAT_STRIP_CELL_SIZE])
{
    const sat_strip_row *r = &s->rows[row];
    const bool a_first = r->a_lo + r->a_hi <= r->b_lo + r->b_hi;
    const float x = a_first ? r->a_hi : r->b_hi, y = a_first ? r->b_lo : r->a_lo; /* the ends facing */
    const float ra = 0.5f * (r->a_hi - r->a_lo), rb = 0.5f * (r->b_hi - r->b_lo);
    const float tl = fabsf(0.5f * ((r->b_lo + r->b_hi) - (r->a_lo + r->a_hi)));
    char n[4][HUD_NUMBER_SIZE];
    switch (s->kind) {
    case SAT_STRIP_BOXES:
        snprintf(cells[0], SAT_STRIP_CELL_SIZE, "%s", cell(s, r, ra, tl, ra + rb, n[0]));
        snprintf(cells[1], SAT_STRIP_CELL_SIZE, "%s", cell(s, r, rb, tl, ra + rb, n[1]));
        snprintf(cells[2], SAT_STRIP_CELL_SIZE, "%s", cell(s, r, tl, tl, ra + rb, n[2]));
        break;
    case SAT_STRIP_BOX_FLAT:
        snprintf(cells[0], SAT_STRIP_CELL_SIZE, "%s", cell(s, r, ra, x, y, n[0]));
        snprintf(cells[1], SAT_STRIP_CELL_SIZE, "%s", cell(s, r, r->b_lo, x, y, n[1]));
        snprintf(cells[2], SAT_STRIP_CELL_SIZE, "%s", cell(s, r, r->b_hi, x, y, n[2]));
        break;
    case SAT_STRIP_FLAT_FLAT:
        snprintf(cells[0], SAT_STRIP_CELL_SIZE, "%s..%s", cell(s, r, r->a_lo, x, y, n[0]), cell(s, r, r->a_hi, x, y, n[1]));
        snprintf(cells[1], SAT_STRIP_CELL_SIZE, "%s..%s", cell(s, r, r->b_lo, x, y, n[2]), cell(s, r, r->b_hi, x, y, n[3]));
        cells[2][0] = '\0';
        break;
    }
}

const char *sat_strip_gap_text(const sat_strip *s, int row, char out[SAT_STRIP_CELL_SIZE])
{
    const float gap = s->rows[row].gap;
    if (gap != 0 && fabsf(gap) <= 1e-6f * fmaxf(s->scale, 1.0f))
        return snprintf(out, SAT_STRIP_CELL_SIZE, "≈0"), out;
    return hud_number(out, SAT_STRIP_CELL_SIZE, gap, 0, HUD_NUMBER_SIGNED);
}

const char *sat_strip_row_text(const sat_strip *s, int row, char *out, size_t size)
{
    static const char *const heads[][3] = {
        [SAT_STRIP_BOXES] = {"ra", "rb", "|t·L|"}, [SAT_STRIP_BOX_FLAT] = {"r", "lo", "hi"},
        [SAT_STRIP_FLAT_FLAT] = {"A", "B", ""}};
    const sat_strip_row *r = &s->rows[row];
    const char *mark = row == s->first ? "  ← first separating" : row == s->least ? "  ← contact normal" : "";
    if (r->degenerate) {
        snprintf(out, size, "%-9s degenerate (zero axis), skipped%s", r->name, mark);
        return out;
    }
    char cells[3][SAT_STRIP_CELL_SIZE];
    sat_strip_row_cells(s, row, cells);
    const char *const *head = heads[s->kind];
    /* The gap by name and size: "gap 0.30", "overlap 0.32", or "touching" (exactly 0). */
    const char *verb = r->gap > 0 ? "gap" : r->gap < 0 ? "overlap" : "touching";
    char gap[SAT_STRIP_CELL_SIZE];
    const char *size_text = r->gap == 0 ? "" : sat_strip_gap_text(s, row, gap);
    if (size_text[0] == '+' || size_text[0] == '-')
        size_text++;
    if (cells[2][0])
        snprintf(out, size, "%-9s %s %s %s %s %s %s %s%s%s%s", r->name, head[0], cells[0], head[1], cells[1], head[2],
                 cells[2], verb, size_text[0] ? " " : "", size_text, mark);
    else
        snprintf(out, size, "%-9s %s %s %s %s %s%s%s%s", r->name, head[0], cells[0], head[1], cells[1], verb,
                 size_text[0] ? " " : "", size_text, mark);
    return out;
}

const char *sat_strip_title(const sat_strip *s, char *out, size_t size)
{
    const char *a = s->a_name ? s->a_name : "A", *b = s->b_name ? s->b_name : "B";
    if (!s->meet)
        snprintf(out, size, "SAT %s-%s: apart; first separating axis %s", a, b, s->first >= 0 ? s->rows[s->first].name : "none");
    else if (!s->has_contact)
        snprintf(out, size, "SAT %s-%s: meet; no axis separates (no contact variant)", a, b);
    else
        snprintf(out, size, "SAT %s-%s: meet; contact normal %s", a, b, s->least >= 0 ? s->rows[s->least].name : "on no row");
    return out;
}

size_t sat_strip_log(const sat_strip *s, const char *id, char *out, size_t size)
{
    if (s->count == 0) /* no strip this frame: nothing, not even its title */
        return 0;
    size_t used = 0;
    char text[256];
    for (int i = -1; i < s->count && used + 1 < size; i++) {
        int n = snprintf(out + used, size - used, "state %s: strip %s\n", id,
                         i < 0 ? sat_strip_title(s, text, sizeof text) : sat_strip_row_text(s, i, text, sizeof text));
        used += n < 0 ? 0 : (size_t)n < size - used ? (size_t)n : size - used - 1;
    }
    return used;
}
