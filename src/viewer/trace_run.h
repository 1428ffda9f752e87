/* Trace mode (G): the selected pair's test run again with the library's probes recording
 * (src/isect/trace.h), so the viewer can show the test's own code running, step by step, and
 * light in the scene the points and axes it computes. */
#ifndef ISECT_TRACE_RUN_H
#define ISECT_TRACE_RUN_H

#include "sample_ctx.h"
#include "trace/isect_trace.h"

#define TRACE_MAX_STEPS 2048

typedef struct trace_run {
    const char *call;   /* the library function traced, "isect_obb_obb"; NULL: nothing traced */
    const shape *a, *b; /* its two shapes, in its order (NULL: an argument that is no scene shape) */
    bool verdict;       /* what the call returned */
    int count;          /* steps recorded */
    bool overflowed;    /* more steps were probed than TRACE_MAX_STEPS */
    isect_trace_step steps[TRACE_MAX_STEPS];
} trace_run;

/* Runs the sample's test on the selected pair (sample_selected_pair) with the recorder on;
 * false when the sample names no library test or the selection is in no pair. */
bool trace_record(const sample_ctx *ctx, trace_run *run);
/* Whether step i returns from the traced call itself (not from a function it calls). */
bool trace_returns_from_call(const trace_run *run, int i);
/* The value a step recorded, as C would print it: "0.25", "(1, 0, 0)", "true", "3". */
void trace_value_text(const isect_trace_step *s, char *out, size_t size);
/* Draws what the traced call probed up to step `current`: the latest point of each name, and
 * the latest axis (the one being tried) as a line through the middle of the pair. */
void trace_draw(sample_ctx *ctx, const trace_run *run, int current);

#endif
