/* Probes for the viewer's trace mode (issue 18; the recorder is trace/isect_trace.h). In the
 * library as users build it they are nothing: TRACE(x) is an empty statement and
 * TRACE_RETURN(x) is x. In the traced build (ISECT_TRACE defined, the target isect_traced that
 * the viewer links) each records its line, the text of x and x's value, so the viewer can show
 * the function's own source with the line just run and the values beside it.
 *   TRACE(x)         a quantity: float, int, bool or vec3s
 *   TRACE_POINT(p)   a point (vec3s), also drawn in the scene
 *   TRACE_AXIS(l)    a direction (vec3s), drawn as a line through the pair in the scene
 *   TRACE_NAMED(name, x), TRACE_AXIS_NAMED(name, l)   the same under a name of the book's,
 *                    where the expression is long ("ra" for a sum of products)
 *   TRACE_SHADOW_A(name, r), TRACE_SHADOW_B(name, r)   the radius of the first or second
 *                    shape's shadow on the axis being tried, in units of that axis's length:
 *                    drawn on the axis about the shape's centre
 *   TRACE_SPAN(t0, t1)  the part [t0, t1] of the traced ray or segment still in play (its own
 *                    parameter: p + t d, a + t (b - a)), drawn on it
 *   return TRACE_RETURN(x);   the value returned
 * A probe stands after the statement whose result it records, on its line or the next; the
 * viewer shows the source without the probes. x is evaluated a second time: no side effects. */
#ifndef ISECT_TRACE_H
#define ISECT_TRACE_H

#ifdef ISECT_TRACE

#include "trace/isect_trace.h"

#define TRACE_AT_ __FILE__, __LINE__, __func__
#define TRACE_NAMED_AS_(kind, name, x)                                                            \
    _Generic((x), vec3s: isect_trace_vec3, float: isect_trace_float, double: isect_trace_float,   \
             _Bool: isect_trace_bool, default: isect_trace_int)(TRACE_AT_, name, kind, (x))
#define TRACE_AS_(kind, x) TRACE_NAMED_AS_(kind, #x, x)
#define TRACE_NAMED(name, x) TRACE_NAMED_AS_(ISECT_TRACE_VALUE, name, x)
#define TRACE_AXIS_NAMED(name, l) TRACE_NAMED_AS_(ISECT_TRACE_AXIS, name, l)
#define TRACE_SHADOW_A(name, r) isect_trace_float(TRACE_AT_, name, ISECT_TRACE_SHADOW_A, (r))
#define TRACE_SHADOW_B(name, r) isect_trace_float(TRACE_AT_, name, ISECT_TRACE_SHADOW_B, (r))
#define TRACE(x) TRACE_AS_(ISECT_TRACE_VALUE, x)
#define TRACE_POINT(p) TRACE_AS_(ISECT_TRACE_POINT, p)
#define TRACE_AXIS(l) TRACE_AS_(ISECT_TRACE_AXIS, l)
#define TRACE_SPAN(t0, t1) isect_trace_span(TRACE_AT_, "[" #t0 ", " #t1 "]", (t0), (t1))
#define TRACE_RETURN(x)                                                                           \
    _Generic((x), vec3s: isect_trace_return_vec3, float: isect_trace_return_float,                \
             default: isect_trace_return_int)(TRACE_AT_, (x))
/* The same probes under the names isect.h uses in its inline tests (the public header defines
 * no unprefixed TRACE; without ISECT_TRACE it makes these nothing itself). */
#define ISECT_PROBE(x) TRACE(x)
#define ISECT_PROBE_POINT(p) TRACE_POINT(p)
#define ISECT_PROBE_RETURN(x) TRACE_RETURN(x)

#else

#define TRACE(x) ((void)0)
#define TRACE_POINT(p) ((void)0)
#define TRACE_AXIS(l) ((void)0)
#define TRACE_SPAN(t0, t1) ((void)0)
#define TRACE_NAMED(name, x) ((void)0)
#define TRACE_AXIS_NAMED(name, l) ((void)0)
#define TRACE_SHADOW_A(name, r) ((void)0)
#define TRACE_SHADOW_B(name, r) ((void)0)
#define TRACE_RETURN(x) (x)

#endif

#endif
