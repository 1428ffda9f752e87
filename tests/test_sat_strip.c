/* The SAT strip (sat_strip.h) never contradicts the library. For obb-obb, aabb-triangle,
 * triangle-triangle and aabb-aabb, in the start scene and every preset, with each shape selected
 * in turn (and obb-obb's box C turned through a whole turn), the sample is rendered as the
 * viewer renders it and the strip it left is checked:
 * - it is there, for the selected pair, and says what the pair's test says (meet or apart);
 * - when they meet no row is marked separating, and the --log-state lines say so too;
 * - when apart, the row marked first separating has a gap > 0, and (obb-obb, aabb-triangle,
 *   aabb-aabb: the tests that try their axes in a fixed order) no earlier row has a gap beyond
 *   its slack, the library's tolerance on that axis;
 * - the row marked as the contact normal has the least overlap (its slack counted where the
 *   library counts it in its depth), that overlap is the library's depth, and no row is so
 *   marked when the test has no contact. */
#include <string.h>

#include "check.h"
#include "sample_ctx.h"
#include "samples.h"

static const char *const strip_samples[] = {"obb-obb", "aabb-triangle", "triangle-triangle", "aabb-aabb"};
static int strips_checked, apart_checked, meet_checked;

/* The display geometry's own rounding: float projections of coordinates of a few units. */
static float tolerance(const sat_strip *s) { return 1e-5f * fmaxf(s->scale, 1.0f); }

static void check_strip(const sample_ctx *ctx, const char *where)
{
    const sat_strip *s = &ctx->strip;
    const shape *a, *b;
    if (!sample_selected_pair(ctx, &a, &b))
        return;
    strips_checked++;
    CHECK(s->count > 0, "%s: no strip for %s-%s", where, a->name, b->name);
    if (s->count == 0)
        return;
    CHECK(strcmp(s->a_name, a->name) == 0 && strcmp(s->b_name, b->name) == 0, "%s: the strip is of %s-%s, not %s-%s",
          where, s->a_name, s->b_name, a->name, b->name);
    CHECK(s->meet == ctx->scene.test.test(a, b), "%s: the strip says %s, %s says %s", where, s->meet ? "meet" : "apart",
          s->call, s->meet ? "apart" : "meet");

    static char log[8192];
    size_t used = sat_strip_log(s, ctx->sample->id, log, sizeof log);
    CHECK(used + 1 < sizeof log, "%s: the strip's log lines were cut short", where);
    const bool logged_first = strstr(log, "first separating") != NULL;
    const bool ordered = strcmp(s->call, "isect_triangle_triangle") != 0; /* tries its axes in a fixed order */
    if (s->meet) {
        meet_checked++;
        CHECK(s->first < 0, "%s: they meet, yet row %s is marked first separating", where, s->rows[s->first].name);
        CHECK(!strstr(log, "first separating axis") && !strstr(log, "← first separating"),
              "%s: they meet, yet the log marks a separating axis:\n%s", where, log);
        if (s->has_contact) {
            CHECK(s->least >= 0, "%s: they meet, and no row is marked as the contact normal", where);
            if (s->least >= 0) {
                const sat_strip_row *l = &s->rows[s->least];
                const bool with_slack = strcmp(s->call, "isect_obb_obb") == 0; /* the depth counts its slack */
                isect_contact c;
                CHECK(ctx->scene.test.contact(a, b, &c), "%s: %s's contact variant says apart", where, s->call);
                CHECK(fabsf(-l->gap + (with_slack ? l->slack : 0) - c.depth) <= tolerance(s),
                      "%s: the contact normal's row %s overlaps %g, the library's depth is %g", where, l->name,
                      (double)(-l->gap + (with_slack ? l->slack : 0)), (double)c.depth);
                for (int k = 0; k < s->count; k++) {
                    const sat_strip_row *r = &s->rows[k];
                    if (r->degenerate)
                        continue;
                    float mine = -l->gap + (with_slack ? l->slack : 0), theirs = -r->gap + (with_slack ? r->slack : 0);
                    CHECK(mine <= theirs + tolerance(s), "%s: the contact normal's row %s overlaps %g, row %s only %g",
                          where, l->name, (double)mine, r->name, (double)theirs);
                }
            }
        } else {
            CHECK(s->least < 0, "%s: %s has no contact variant, yet row %s is marked", where, s->call, s->rows[s->least].name);
        }
        return;
    }
    apart_checked++;
    CHECK(s->first >= 0 && logged_first, "%s: apart, but no row is marked first separating", where);
    if (s->first < 0)
        return;
    const sat_strip_row *f = &s->rows[s->first];
    CHECK(!f->degenerate && f->gap > 0, "%s: the first separating row %s shows gap %g", where, f->name, (double)f->gap);
    for (int k = 0; ordered && k < s->first; k++)
        CHECK(s->rows[k].degenerate || s->rows[k].gap <= s->rows[k].slack + tolerance(s),
              "%s: row %s, before the first separating %s, shows gap %g beyond its slack %g", where, s->rows[k].name,
              f->name, (double)s->rows[k].gap, (double)s->rows[k].slack);
    CHECK(s->least < 0, "%s: apart, yet row %s is marked as the contact normal", where, s->rows[s->least].name);
}

/* One frame's render as app.c does it, then the check. */
static void render_and_check(sample_ctx *ctx, const char *where)
{
    draw_list_clear(ctx->draw);
    ctx->text_count = 0;
    ctx->strip.count = 0;
    ctx->picks.count = 0;
    sample_render(ctx);
    check_strip(ctx, where);
}

static void check_scene(sample_ctx *ctx, const char *what)
{
    char where[200];
    for (int i = 0; i < ctx->scene.count; i++) {
        sample_do_select(ctx, i);
        snprintf(where, sizeof where, "%s, %s, %s selected", ctx->sample->id, what, ctx->scene.shapes[i].name);
        render_and_check(ctx, where);
    }
}

static void test_every_preset_strip_agrees_with_the_library(void)
{
    static draw_list list;
    for (int i = 0; i < sample_count; i++) {
        bool wanted = false;
        for (size_t k = 0; k < sizeof strip_samples / sizeof *strip_samples; k++)
            wanted = wanted || strcmp(samples[i]->id, strip_samples[k]) == 0;
        if (!wanted)
            continue;
        sample_ctx ctx = {.quiet = true, .draw = &list};
        sample_ctx_start(&ctx, samples[i]);
        check_scene(&ctx, "start scene");
        if (samples[i]->update) /* obb-obb: box C turned 5 degrees a step through a whole turn */
            for (int step = 0; step < 72; step++) {
                samples[i]->update(&ctx, 0.25f);
                char what[64];
                snprintf(what, sizeof what, "start scene turned %d steps", step + 1);
                check_scene(&ctx, what);
            }
        for (int p = 0; p < sample_preset_count(&ctx); p++)
            check_scene(&ctx, sample_do_preset(&ctx, p));
        sample_ctx_stop(&ctx);
    }
    draw_list_free(&list);
    printf("%d strips checked: %d apart, %d meeting\n", strips_checked, apart_checked, meet_checked);
    CHECK(apart_checked > 0 && meet_checked > 0, "no strip of %s pair was checked", apart_checked ? "a meeting" : "an apart");
}

/* A point box's radius is an exact 0 and reads "0" on every row: on rows its shadow lies deep
 * inside the other's (printed with 2 decimals) as on rows near a gap (printed with the digits
 * that tell the ends apart). obb-obb presets 5 and 6 printed "0" and "0.00" in one strip. */
static void test_point_box_radius_reads_zero_on_every_row(void)
{
    const char *const names[2] = {"A", "P"};
    const isect_obb box = {{{0, 0, 0}}, {{{1, 0, 0}}, {{0, 1, 0}}, {{0, 0, 1}}}, {{1, 1, 1}}};
    const vec3s at[2] = {{{0.2f, 0.1f, 0}}, {{1.001f, 0.3f, 0}}}; /* deep inside; 0.001 outside x */
    for (int k = 0; k < 2; k++) {
        isect_obb point = box;
        point.c = at[k], point.e = (vec3s){{0, 0, 0}};
        sat_strip s;
        sat_strip_obb_obb(&s, box, point, names);
        for (int row = 0; row < s.count; row++) {
            char cells[3][SAT_STRIP_CELL_SIZE];
            sat_strip_row_cells(&s, row, cells);
            CHECK(s.rows[row].degenerate || strcmp(cells[1], "0") == 0, "point %d, row %s: rb reads \"%s\", not \"0\"", k,
                  s.rows[row].name, cells[1]);
        }
    }
}

int main(void)
{
    RUN(test_point_box_radius_reads_zero_on_every_row);
    RUN(test_every_preset_strip_agrees_with_the_library);
    return check_summary();
}
