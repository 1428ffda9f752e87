/* The trace recorder (isect_trace.h): an array the viewer lends for one recording. */
#include "isect_trace.h"

static struct {
    isect_trace_step *steps;
    int capacity, count;
    bool recording, overflowed;
} trace;

void isect_trace_begin(isect_trace_step *steps, int capacity)
{
    trace.steps = steps;
    trace.capacity = capacity;
    trace.count = 0;
    trace.overflowed = false;
    trace.recording = true;
}

int isect_trace_end(bool *overflowed)
{
    trace.recording = false;
    if (overflowed)
        *overflowed = trace.overflowed;
    return trace.count;
}

/* Records a step with its value's components (x alone for a number), when recording and there
 * is room. */
static void record(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                   isect_trace_type type, float x, float y, float z)
{
    if (!trace.recording)
        return;
    if (trace.count == trace.capacity) {
        trace.overflowed = true;
        return;
    }
    trace.steps[trace.count++] = (isect_trace_step){
        .file = file, .line = line, .function = function, .name = name, .kind = kind, .type = type, .value = {x, y, z}};
}

void isect_trace_float(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                       float x)
{
    record(file, line, function, name, kind, ISECT_TRACE_FLOAT, x, 0, 0);
}

void isect_trace_int(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                     long x)
{
    record(file, line, function, name, kind, ISECT_TRACE_INT, (float)x, 0, 0);
}

void isect_trace_bool(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                      bool x)
{
    record(file, line, function, name, kind, ISECT_TRACE_BOOL, x, 0, 0);
}

void isect_trace_vec3(const char *file, int line, const char *function, const char *name, isect_trace_kind kind,
                      vec3s x)
{
    record(file, line, function, name, kind, ISECT_TRACE_VEC3, x.x, x.y, x.z);
}

void isect_trace_span(const char *file, int line, const char *function, const char *name, float t0, float t1)
{
    record(file, line, function, name, ISECT_TRACE_SPAN, ISECT_TRACE_INTERVAL, t0, t1, 0);
}

long isect_trace_return_int(const char *file, int line, const char *function, long x)
{
    isect_trace_int(file, line, function, "return", ISECT_TRACE_RETURN, x);
    return x;
}

float isect_trace_return_float(const char *file, int line, const char *function, float x)
{
    isect_trace_float(file, line, function, "return", ISECT_TRACE_RETURN, x);
    return x;
}

vec3s isect_trace_return_vec3(const char *file, int line, const char *function, vec3s x)
{
    isect_trace_vec3(file, line, function, "return", ISECT_TRACE_RETURN, x);
    return x;
}
