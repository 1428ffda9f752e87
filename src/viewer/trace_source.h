/* The library's source as the trace panel shows it (trace mode, G): the files of src/isect,
 * embedded at build time (cmake/embed_sources.cmake), and a function's listing cut from them,
 * with the trace probes (src/isect/trace.h) taken out so that it reads as plain code. */
#ifndef ISECT_TRACE_SOURCE_H
#define ISECT_TRACE_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct trace_source_file {
    const char *name; /* "sphere.c" */
    const char *text;
} trace_source_file;
extern const trace_source_file trace_source_files[];
extern const int trace_source_file_count;

#define TRACE_LISTING_ROWS 200
#define TRACE_LISTING_COLUMNS 160

/* A function from its header to its closing brace: row r shows source line line_of_row[r]. */
typedef struct trace_listing {
    const char *file;
    int rows;
    int line_of_row[TRACE_LISTING_ROWS];
    char text[TRACE_LISTING_ROWS][TRACE_LISTING_COLUMNS];
} trace_listing;

/* The listing of the function around source line `line` of the file whose path ends in `path`'s
 * last component (a probe's __FILE__); false when no embedded file or function holds it. A line
 * that holds only probes is left out. */
bool trace_listing_at(const char *path, int line, trace_listing *out);
/* The row that shows source line `line`, or the nearest row above it (a probe on a line of its
 * own records the statement before it); -1 when the listing does not hold the line. */
int trace_listing_row(const trace_listing *l, int line);
/* `line` with its probes taken out: TRACE(x); TRACE_POINT(p); TRACE_AXIS(l); go, and
 * TRACE_RETURN(x) becomes x. Writes at most size bytes, NUL included. */
void trace_strip_probes(const char *line, size_t length, char *out, size_t size);

#endif
