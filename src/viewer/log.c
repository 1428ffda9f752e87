#include "log.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* A ring of the last LOG_LINES messages for the on-screen log. */
static struct {
    log_line lines[LOG_LINES];
    int next, count;
} ring;

/* The on-screen line: the message cut to the HUD's width. */
static void ring_push(bool error, const char *text)
{
    log_line *line = &ring.lines[ring.next];
    size_t n = strnlen(text, sizeof line->text - 1);
    memcpy(line->text, text, n);
    line->text[n] = '\0';
    line->error = error;
    ring.next = (ring.next + 1) % LOG_LINES;
    if (ring.count < LOG_LINES)
        ring.count++;
}

/* stderr gets the whole message (a long path and its reason). */
static void log_write(bool error, bool on_screen, const char *format, va_list args)
{
    char text[1024];
    vsnprintf(text, sizeof text, format, args);
    if (on_screen)
        ring_push(error, text);
#ifdef __EMSCRIPTEN__ /* the browser's console: stderr is console.error, stdout console.log */
    fprintf(error ? stderr : stdout, "%s\n", text);
#else
    bool colour = error && isatty(fileno(stderr));
    fprintf(stderr, "%s%s%s\n", colour ? "\033[31m" : "", text, colour ? "\033[0m" : "");
#endif
}

void log_info(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    log_write(false, true, format, args);
    va_end(args);
}

void log_error(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    log_write(true, true, format, args);
    va_end(args);
}

void log_note(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    log_write(false, false, format, args);
    va_end(args);
}

const log_line *log_recent(int i)
{
    if (i < 0 || i >= ring.count)
        return NULL;
    return &ring.lines[(ring.next - ring.count + i + LOG_LINES) % LOG_LINES];
}

void log_clear(void)
{
    ring.next = ring.count = 0;
}
