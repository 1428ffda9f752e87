/* Trace mode (G) shows a test's own code running: for every sample's start scene and each of
 * its presets, with each shape selected in turn, the selected pair's test is traced as the
 * viewer traces it, and
 * - the steps end with the return of the traced function itself, and the value that return
 *   recorded is the verdict the call gave (the trace follows the code that ran, to its end);
 * - every step's line lies in a function of the embedded sources whose header names the step's
 *   function (the panel shows the code that was compiled, at the line that ran);
 * - the recording fitted.
 * Every test a sample calls is checked so: each has its probes (src/isect/trace.h), and each of
 * its returns goes through TRACE_RETURN. */
#include <string.h>

#include "check.h"
#include "sample_ctx.h"
#include "samples.h"
#include "trace_run.h"
#include "trace_source.h"

static trace_run run;
static trace_listing listing;
static int traced_runs;

/* The header rows of a listing (up to its opening brace) name function. */
static bool header_names(const trace_listing *l, const char *function)
{
    char call[96];
    snprintf(call, sizeof call, "%s(", function);
    for (int r = 0; r < l->rows && l->text[r][0] != '{'; r++)
        if (strstr(l->text[r], call))
            return true;
    return false;
}

static bool check_run(const sample_ctx *ctx, const char *where)
{
    if (!trace_record(ctx, &run))
        return false;
    traced_runs++;
    CHECK(run.count > 0, "%s: %s recorded no step", where, run.call);
    if (run.count == 0)
        return true;
    CHECK(!run.overflowed, "%s: %s probed more than %d steps", where, run.call, TRACE_MAX_STEPS);
    const isect_trace_step *last = &run.steps[run.count - 1];
    CHECK(trace_returns_from_call(&run, run.count - 1), "%s: %s's last step is %s at %s:%d, not its return", where,
          run.call, last->name, last->function, last->line);
    bool returns_bool = trace_listing_at(last->file, last->line, &listing) && strncmp(listing.text[0], "bool ", 5) == 0;
    if (returns_bool) /* a verdict, not a point, a distance or a side */
        CHECK((last->value[0] != 0) == run.verdict, "%s: %s returned %d, its trace says %g", where, run.call,
              run.verdict, (double)last->value[0]);
    for (int i = 0; i < run.count; i++) {
        const isect_trace_step *s = &run.steps[i];
        bool found = trace_listing_at(s->file, s->line, &listing);
        CHECK(found && header_names(&listing, s->function) && trace_listing_row(&listing, s->line) >= 0,
              "%s: step %d (%s in %s, %s:%d) is not in that function's embedded source", where, i, s->name,
              s->function, s->file, s->line);
    }
    return true;
}

/* Each shape selected in turn, each traced; whether any selection had a test to trace. */
static bool check_scene(sample_ctx *ctx, const char *what)
{
    char where[200];
    bool traced = false;
    for (int i = 0; i < ctx->scene.count; i++) {
        sample_do_select(ctx, i);
        snprintf(where, sizeof where, "%s, %s, %s selected", ctx->sample->id, what, ctx->scene.shapes[i].name);
        traced |= check_run(ctx, where);
    }
    return traced;
}

static void test_every_preset_traces_to_its_return(void)
{
    for (int i = 0; i < sample_count; i++) {
        sample_ctx ctx = {.quiet = true};
        sample_ctx_start(&ctx, samples[i]);
        if (!sample_has_scene(&ctx)) {
            sample_ctx_stop(&ctx);
            continue;
        }
        bool traced = check_scene(&ctx, "start scene");
        for (int p = 0; p < sample_preset_count(&ctx); p++)
            traced |= check_scene(&ctx, sample_do_preset(&ctx, p));
        /* stress-culling times thousands of boxes: its tests are the other samples' */
        CHECK(traced || strcmp(samples[i]->id, "stress-culling") == 0, "%s has no test trace mode can run",
              samples[i]->id);
        sample_ctx_stop(&ctx);
    }
    printf("%d traced runs\n", traced_runs);
    CHECK(traced_runs > 0, "no test was traced");
}

/* The panel shows code as written without its probes. */
static void test_probes_are_stripped(void)
{
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"    float d = x - y; TRACE(d);", "    float d = x - y;"},
        {"    TRACE_POINT(c); TRACE(e);", ""},
        {"    return TRACE_RETURN(a & (b <= c));", "    return a & (b <= c);"},
        {"    TRACE_AXIS(glms_vec3_cross(u, v));", ""},
        {"    f(TRACEX(a)); MY_TRACE(b);", "    f(TRACEX(a)); MY_TRACE(b);"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char out[128];
        trace_strip_probes(cases[i].in, strlen(cases[i].in), out, sizeof out);
        CHECK(strcmp(out, cases[i].out) == 0, "\"%s\" became \"%s\", want \"%s\"", cases[i].in, out, cases[i].out);
    }
}

int main(void)
{
    RUN(test_probes_are_stripped);
    RUN(test_every_preset_traces_to_its_return);
    return check_summary();
}
