/* Cutting a function's listing out of the embedded library sources (trace_source.h). */
#include <ctype.h>
#include <string.h>

#include "trace_source.h"

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static const trace_source_file *find_file(const char *path)
{
    for (int i = 0; i < trace_source_file_count; i++)
        if (strcmp(trace_source_files[i].name, base_name(path)) == 0)
            return &trace_source_files[i];
    return NULL;
}

/* The source's lines, as pointers to their starts (lines[i] is line i + 1), at most max. */
static int split_lines(const char *text, const char **lines, int max)
{
    int n = 0;
    for (const char *p = text; *p && n < max; n++) {
        lines[n] = p;
        const char *end = strchr(p, '\n');
        p = end ? end + 1 : p + strlen(p);
    }
    return n;
}

static size_t line_length(const char *line)
{
    const char *end = strchr(line, '\n');
    return end ? (size_t)(end - line) : strlen(line);
}

/* The end of the bracketed argument list that opens at p ('('), balanced; NULL if unclosed. */
static const char *closing_paren(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        depth += (*p == '(') - (*p == ')');
        if (depth == 0)
            return p;
    }
    return NULL;
}

void trace_strip_probes(const char *line, size_t length, char *out, size_t size)
{
    static const char *const statements[] = {"TRACE(",       "TRACE_POINT(",  "TRACE_AXIS(",
                                             "TRACE_SPAN(",  "TRACE_NAMED(", "TRACE_AXIS_NAMED(",
                                             "TRACE_SHADOW_A(", "TRACE_SHADOW_B(",
                                             "ISECT_PROBE(", "ISECT_PROBE_POINT("};
    const char *p = line, *end = line + length;
    size_t n = 0;
    while (p < end && n + 1 < size) {
        bool stripped = false, word_start = p == line || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        for (size_t k = 0; k < sizeof statements / sizeof *statements && !stripped; k++) {
            size_t len = strlen(statements[k]);
            const char *close;
            if (word_start && (size_t)(end - p) > len && strncmp(p, statements[k], len) == 0 &&
                (close = closing_paren(p + len - 1, end)) != NULL) {
                p = close + 1;
                if (p < end && *p == ';')
                    p++;
                while (n > 0 && out[n - 1] == ' ') /* the space before the probe */
                    n--;
                stripped = true;
            }
        }
        const char *ret = strncmp(p, "ISECT_PROBE_RETURN(", 19) == 0 ? "ISECT_PROBE_RETURN(" : "TRACE_RETURN(";
        const char *close;
        if (!stripped && word_start && (size_t)(end - p) > strlen(ret) && strncmp(p, ret, strlen(ret)) == 0 &&
            (close = closing_paren(p + strlen(ret) - 1, end)) != NULL) {
            size_t inner = (size_t)(close - (p + strlen(ret)));
            if (inner > size - 1 - n)
                inner = size - 1 - n;
            memcpy(out + n, p + strlen(ret), inner);
            n += inner;
            p = close + 1;
            stripped = true;
        }
        if (!stripped)
            out[n++] = *p++;
    }
    /* A macro's continuation backslash says nothing to the reader: it goes, with the spaces. */
    while (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\\'))
        n--;
    out[n] = '\0';
}

static bool blank(const char *s, size_t length)
{
    size_t n = strspn(s, " \t");
    return n >= length || s[n] == '\0';
}

bool trace_listing_at(const char *path, int line, trace_listing *out)
{
    enum { MAX_LINES = 4096 };
    static const char *lines[MAX_LINES];
    const trace_source_file *f = find_file(path);
    if (!f)
        return false;
    int count = split_lines(f->text, lines, MAX_LINES);
    if (line < 1 || line > count)
        return false;
    /* The body's braces stand alone at column 0; the header above the opening one starts at
     * column 0, its continuation lines are indented. */
    int open = line - 1, close = line - 1;
    while (open >= 0 && lines[open][0] != '{' && lines[open][0] != '}')
        open--;
    while (close < count && !(lines[close][0] == '}'))
        close++;
    if (open < 1 || lines[open][0] != '{' || close >= count)
        return false;
    int first = open - 1;
    while (first > 0 && (lines[first][0] == ' ' || lines[first][0] == '\t'))
        first--;
    out->file = f->name;
    out->rows = 0;
    for (int i = first; i <= close && out->rows < TRACE_LISTING_ROWS; i++) {
        char *row = out->text[out->rows];
        trace_strip_probes(lines[i], line_length(lines[i]), row, TRACE_LISTING_COLUMNS);
        if (blank(row, strlen(row)) && !blank(lines[i], line_length(lines[i])))
            continue; /* a line of probes only */
        out->line_of_row[out->rows++] = i + 1;
    }
    return true;
}

int trace_listing_row(const trace_listing *l, int line)
{
    int row = -1;
    for (int r = 0; r < l->rows && l->line_of_row[r] <= line; r++)
        row = r;
    return row;
}
