/* Writing a file so that it ends up either completely written or exactly as it was: the bytes
 * go to an unpredictable temporary created exclusively beside the target, every write, the
 * fsync and the close are checked, and only then does a rename put it in place. A failure or
 * a terminating signal removes the temporary. No GL: the settings writer uses it too. */
#ifndef ISECT_SAFE_FILE_H
#define ISECT_SAFE_FILE_H

#include <stddef.h>
#include <sys/types.h>

typedef enum safe_file_mode {
    /* Replace path, or create it. A symbolic link is written through (the file it names is
     * replaced, the link stays), except a link planted by another user in a shared sticky
     * directory such as /tmp. Refused: a target that is not a regular file (device, FIFO,
     * directory, socket) and a regular file with no write permission bit for anyone. */
    SAFE_FILE_REPLACE,
    /* Create path only if the name is free (F12's numbered files): never overwrites,
     * not even through a link created meanwhile. */
    SAFE_FILE_CREATE,
} safe_file_mode;

/* Writes size bytes of data to path. Returns 0, or an errno value with a one-line
 * "cannot write PATH: why" in error; EEXIST means SAFE_FILE_CREATE found the name taken.
 * While it writes, SIGINT, SIGTERM and SIGHUP that would kill the process (default action)
 * first remove the temporary; signals someone else handles are left to them. */
int safe_file_write(const char *path, const void *data, size_t size, safe_file_mode mode,
                    char *error, size_t error_size);

/* Removes temporaries that a writer of path killed outright (SIGKILL, a crash, a power cut)
 * left beside the file path resolves to, once they are older than a minute (a write takes
 * milliseconds). Only files of our own naming (<name>.tmp-XXXXXX) owned by this user. */
void safe_file_remove_stale(const char *path);

/* What a file of this mode is, in words ("a FIFO", "a directory"), for refusals. */
const char *safe_file_kind(mode_t mode);

/* For a signal handler that ends the process while safe_file_write may be running (one
 * installed by the main loop, say): removes the temporary in progress, if any. Async-signal-
 * safe: it only unlink()s a static path. A handler that just sets a flag need not call it;
 * the write then finishes normally. */
void safe_file_cleanup_from_signal(void);

#endif
