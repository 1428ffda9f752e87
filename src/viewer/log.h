/* Messages for the user: stderr (errors in red when it is a terminal) and an on-screen log of
 * the most recent lines, which the HUD shows. */
#ifndef ISECT_LOG_H
#define ISECT_LOG_H

#include <stdbool.h>

#define LOG_LINES 8
#define LOG_LINE_SIZE 160

typedef struct log_line {
    char text[LOG_LINE_SIZE];
    bool error;
} log_line;

void log_info(const char *format, ...) __attribute__((format(printf, 1, 2)));
void log_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* An info message for stderr (the browser's console) only: for what the HUD already shows
 * elsewhere, such as the preset in its title line. */
void log_note(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* The i-th most recent line (0 = oldest kept), or NULL past the end. */
const log_line *log_recent(int i);
void log_clear(void);

/* log_error the first time this line runs in the process, then never again: for a fixed limit
 * that bites (labels, picks, HUD lines), so a dropped item is said once, not every frame. */
#define log_error_once(...)                                                                         \
    do {                                                                                            \
        static bool said_;                                                                          \
        if (!said_) {                                                                               \
            said_ = true;                                                                           \
            log_error(__VA_ARGS__);                                                                 \
        }                                                                                           \
    } while (0)

#endif
