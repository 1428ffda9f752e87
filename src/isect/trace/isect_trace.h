/* The trace recorder: what the viewer's trace mode (the G key) reads to show a test's own code
 * running, line by line, with its values. It exists only in the traced build of the library
 * (the target isect_traced: the same sources compiled with ISECT_TRACE, which turns the probes
 * of trace.h on); the library users link, isect, has no probe and no recorder.
 *
 * A probe records where it stands (file, line, function), the text of what it probes and its
 * value, after the statement it follows has run: a debugger's "step over". Recording happens
 * only between isect_trace_begin and isect_trace_end, into the caller's array, so the viewer's
 * other calls of the same tests cost one test of a flag. One recording at a time: this is a
 * global of the traced build, for a single-threaded viewer. */
#ifndef ISECT_TRACE_RECORDER_H
#define ISECT_TRACE_RECORDER_H

#include <stdbool.h>
#include <cglm/struct.h>

/* What a probe says of its value: a quantity (drawn as text beside its line), a point or an
 * axis (the viewer also draws them in the scene), or the value a function returns. */
typedef enum isect_trace_kind {
    ISECT_TRACE_VALUE,
    ISECT_TRACE_POINT,
    ISECT_TRACE_AXIS,
    ISECT_TRACE_SPAN, /* an interval [t0, t1] of the traced call's first shape, a ray's or segment's parameter */
    ISECT_TRACE_SHADOW_A, /* the first shape's shadow radius on the axis being tried (in units of |L|) */
    ISECT_TRACE_SHADOW_B, /* the second shape's */
    ISECT_TRACE_RETURN,
} isect_trace_kind;

/* The value's C type, for printing it as the code means it. */
typedef enum isect_trace_type {
    ISECT_TRACE_FLOAT,
    ISECT_TRACE_INT,
    ISECT_TRACE_BOOL,
    ISECT_TRACE_VEC3,
    ISECT_TRACE_INTERVAL, /* value[0] .. value[1] */
} isect_trace_type;

typedef struct isect_trace_step {
    const char *file;     /* __FILE__ as the library was compiled: a path ending in the file's name */
    const char *function; /* __func__ */
    const char *name;     /* the probed expression as written; "return" for a return */
    int line;
    isect_trace_kind kind;
    isect_trace_type type;
    float value[3]; /* one component for FLOAT, INT and BOOL; two for INTERVAL; three for VEC3 */
} isect_trace_step;

/* Starts recording into steps[0 .. capacity). */
void isect_trace_begin(isect_trace_step *steps, int capacity);
/* Stops recording; returns how many steps were recorded (at most the capacity) and sets
 * *overflowed when more were probed than fitted (may be NULL). */
int isect_trace_end(bool *overflowed);

/* The probes (called by trace.h's macros, not by hand). */
void isect_trace_float(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                       float x);
void isect_trace_int(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                     long x);
void isect_trace_bool(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                      bool x);
void isect_trace_vec3(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                      vec3s x);
void isect_trace_span(const char *file, int line, const char *function, const char *name, float t0, float t1);
/* A return's probe: records x and gives it back. */
long isect_trace_return_int(const char *file, int line, const char *function, long x);
float isect_trace_return_float(const char *file, int line, const char *function, float x);
vec3s isect_trace_return_vec3(const char *file, int line, const char *function, vec3s x);

#endif
