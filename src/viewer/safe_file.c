/* S_ISVTX, the sticky bit, is XSI. */
#define _XOPEN_SOURCE 700

#include "array_count.h"
#include "safe_file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define TEMP_SUFFIX ".tmp-XXXXXX"
#define STALE_SECONDS 60

/* The temporary being written, for a signal handler: armed only while the name is complete
 * and the file exists, so a handler never unlinks a half-copied name. */
static char temporary[PATH_MAX];
static volatile sig_atomic_t armed;

void safe_file_cleanup_from_signal(void)
{
    if (armed)
        unlink(temporary);
}

static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP};
#define FATAL_COUNT ARRAY_COUNT(fatal_signals)

/* Ours only while a signal would otherwise kill the process: remove the temporary, then die
 * of the same signal, so the parent still sees "killed by SIGTERM". */
static void on_fatal_signal(int sig)
{
    safe_file_cleanup_from_signal();
    signal(sig, SIG_DFL);
    raise(sig); /* delivered once this handler returns */
}

typedef struct signal_guard {
    struct sigaction old[FATAL_COUNT];
    bool ours[FATAL_COUNT];
} signal_guard;

static void guard_install(signal_guard *g)
{
    struct sigaction ours = {.sa_handler = on_fatal_signal};
    sigemptyset(&ours.sa_mask);
    for (int i = 0; i < FATAL_COUNT; i++) {
        g->ours[i] = sigaction(fatal_signals[i], NULL, &g->old[i]) == 0 &&
                     !(g->old[i].sa_flags & SA_SIGINFO) && g->old[i].sa_handler == SIG_DFL &&
                     sigaction(fatal_signals[i], &ours, NULL) == 0;
    }
}

static void guard_restore(const signal_guard *g)
{
    for (int i = 0; i < FATAL_COUNT; i++)
        if (g->ours[i])
            sigaction(fatal_signals[i], &g->old[i], NULL);
}

/* Holds off the fatal signals while the temporary's name and existence change together. */
static void block_fatal(bool block, sigset_t *saved)
{
    if (block) {
        sigset_t set;
        sigemptyset(&set);
        for (int i = 0; i < FATAL_COUNT; i++)
            sigaddset(&set, fatal_signals[i]);
        sigprocmask(SIG_BLOCK, &set, saved);
    } else {
        sigprocmask(SIG_SETMASK, saved, NULL);
    }
}

/* The directory part of path ("." for a bare name), and where the name starts. */
static void split(const char *path, char *dir, size_t size, const char **name)
{
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(dir, size, ".");
        *name = path;
    } else {
        snprintf(dir, size, "%.*s", slash == path ? 1 : (int)(slash - path), path);
        *name = slash + 1;
    }
}

/* The kernel's protected_symlinks rule, applied by hand because we read links with readlink:
 * in a sticky, world-writable directory (/tmp) only follow a link its follower or the
 * directory's owner made. Otherwise anyone could point /tmp/shot.png at a root-owned file. */
static bool may_follow(const char *link, const struct stat *st)
{
    char dir[PATH_MAX];
    const char *name;
    struct stat d;
    split(link, dir, sizeof dir, &name);
    if (stat(dir, &d) != 0)
        return false;
    bool shared = (d.st_mode & S_ISVTX) && (d.st_mode & S_IWOTH);
    return !shared || st->st_uid == geteuid() || st->st_uid == d.st_uid;
}

/* Follows symbolic links from path to the file a write replaces (which may not exist yet:
 * a dangling link is followed too). Returns 0 or an errno value with error filled in. */
static int resolve(const char *path, char *out, size_t size, char *error, size_t error_size)
{
    if (snprintf(out, size, "%s", path) >= (int)size) {
        snprintf(error, error_size, "cannot write %s: the path is too long", path);
        return ENAMETOOLONG;
    }
    for (int hops = 0;; hops++) {
        struct stat st;
        if (lstat(out, &st) != 0 || !S_ISLNK(st.st_mode))
            return 0; /* a file, or nothing yet: the checks and the write report the rest */
        if (hops == 40) {
            snprintf(error, error_size, "cannot write %s: %s", path, strerror(ELOOP));
            return ELOOP;
        }
        if (!may_follow(out, &st)) {
            snprintf(error, error_size, "cannot write %s: %s is a symbolic link another user made in a "
                     "shared directory; not following it", path, out);
            return EACCES;
        }
        char link[PATH_MAX], dir[PATH_MAX];
        const char *name;
        ssize_t n = readlink(out, link, sizeof link - 1);
        if (n < 0) {
            snprintf(error, error_size, "cannot write %s: %s", path, strerror(errno));
            return errno;
        }
        link[n] = '\0';
        split(out, dir, sizeof dir, &name);
        int used = link[0] == '/' ? snprintf(out, size, "%s", link) : snprintf(out, size, "%s/%s", dir, link);
        if (used >= (int)size) {
            snprintf(error, error_size, "cannot write %s: the path is too long", path);
            return ENAMETOOLONG;
        }
    }
}

const char *safe_file_kind(mode_t mode)
{
    return S_ISDIR(mode) ? "a directory" : S_ISCHR(mode) ? "a character device"
         : S_ISBLK(mode) ? "a block device" : S_ISFIFO(mode) ? "a FIFO" : S_ISSOCK(mode) ? "a socket"
         : S_ISREG(mode) ? "a regular file" : "a special file";
}

/* Refuses targets a rename would wrongly replace: special files and read-only files (mode
 * bits, not access(): as root access() allows everything). Fills st when target exists. */
static int check_target(const char *path, const char *target, struct stat *st, bool *exists,
                        char *error, size_t error_size)
{
    *exists = lstat(target, st) == 0;
    int e = *exists ? 0 : errno;
    if (e != 0 && e != ENOENT)
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(e));
    if (!*exists)
        return e == ENOENT ? 0 : e;
    const char *as = strcmp(path, target) == 0 ? "it" : target;
    if (S_ISDIR(st->st_mode)) {
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(EISDIR));
        return EISDIR;
    }
    if (!S_ISREG(st->st_mode)) {
        snprintf(error, error_size, "cannot write %s: %s is %s, not a regular file", path, as,
                 safe_file_kind(st->st_mode));
        return EINVAL;
    }
    if (!(st->st_mode & (S_IWUSR | S_IWGRP | S_IWOTH))) {
        snprintf(error, error_size, "cannot write %s: %s is read-only; make it writable or remove it first", path, as);
        return EACCES;
    }
    return 0;
}

static int write_all(int fd, const unsigned char *p, size_t left)
{
    while (left > 0) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue; /* a handler that sets a flag: go on */
        if (n <= 0)
            return n < 0 ? errno : EIO;
        p += n;
        left -= (size_t)n;
    }
    return 0;
}

/* Puts the finished temporary at target. CREATE links it, as link() refuses an existing name
 * atomically (the caller then removes the temporary's name); on a file system without hard
 * links it falls back to a rename after a check, which only a racing writer could defeat. */
static int commit(const char *target, safe_file_mode mode)
{
    if (mode == SAFE_FILE_REPLACE)
        return rename(temporary, target) == 0 ? 0 : errno;
    if (link(temporary, target) == 0)
        return 0;
    int e = errno;
    struct stat st;
    if (e != EPERM && e != ENOTSUP && e != EOPNOTSUPP && e != EMLINK)
        return e;
    if (lstat(target, &st) == 0)
        return EEXIST;
    return rename(temporary, target) == 0 ? 0 : errno;
}

static void sync_directory(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd); /* so that the rename, too, survives a power cut (where supported) */
        close(fd);
    }
}

static mode_t default_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return (0666 & ~mask) | S_IRUSR | S_IWUSR; /* ours to read back whatever the mask: emscripten's starts at 0777 */
}

int safe_file_write(const char *path, const void *data, size_t size, safe_file_mode mode,
                    char *error, size_t error_size)
{
    char target[PATH_MAX], dir[PATH_MAX];
    const char *name;
    struct stat st;
    bool exists = false;
    int e = mode == SAFE_FILE_REPLACE ? resolve(path, target, sizeof target, error, error_size)
          : snprintf(target, sizeof target, "%s", path) >= (int)sizeof target ? ENAMETOOLONG : 0;
    if (e == 0 && mode == SAFE_FILE_CREATE && lstat(target, &st) == 0)
        e = EEXIST;
    if (e == 0 && mode == SAFE_FILE_REPLACE)
        e = check_target(path, target, &st, &exists, error, error_size);
    if (e == ENAMETOOLONG || e == EEXIST)
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(e));
    if (e != 0)
        return e;
    split(target, dir, sizeof dir, &name);

    signal_guard guard;
    sigset_t saved;
    guard_install(&guard);
    block_fatal(true, &saved);
    int fd = -1;
    if (snprintf(temporary, sizeof temporary, "%s" TEMP_SUFFIX, target) >= (int)sizeof temporary)
        e = ENAMETOOLONG;
    else if ((fd = mkstemp(temporary)) < 0)
        e = errno;
    else
        armed = 1;
    block_fatal(false, &saved);

    if (e == 0) {
        /* mkstemp makes 0600; give the file the mode (and, as root, the owner) it would have had. */
        if (mode == SAFE_FILE_REPLACE && exists) {
            if (geteuid() == 0 && fchown(fd, st.st_uid, st.st_gid) != 0)
                errno = 0; /* as root, hand a user's file back to them; else it stays root's */
            fchmod(fd, st.st_mode & 0777);
        } else {
            fchmod(fd, default_mode());
        }
        e = write_all(fd, data, size);
        if (e == 0 && fsync(fd) != 0)
            e = errno;
    }
    if (fd >= 0 && close(fd) != 0 && e == 0)
        e = errno;
    if (e == 0)
        e = commit(target, mode);

    block_fatal(true, &saved);
    if (armed && (e != 0 || mode == SAFE_FILE_CREATE))
        unlink(temporary); /* a failure, or CREATE's link left a second name */
    armed = 0;
    block_fatal(false, &saved);
    guard_restore(&guard);

    if (e == 0)
        sync_directory(dir);
    else
        snprintf(error, error_size, "cannot write %s: %s", path, strerror(e));
    return e;
}

/* name is "<base>.tmp-" and six characters mkstemp picks from. */
static bool is_our_temporary(const char *name, const char *base)
{
    size_t n = strlen(base), suffix = strlen(TEMP_SUFFIX) - 6;
    if (strncmp(name, base, n) != 0 || strncmp(name + n, TEMP_SUFFIX, suffix) != 0 || strlen(name) != n + suffix + 6)
        return false;
    for (const char *p = name + n + suffix; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
            return false;
    return true;
}

void safe_file_remove_stale(const char *path)
{
    char target[PATH_MAX], dir[PATH_MAX], error[8];
    const char *base;
    if (resolve(path, target, sizeof target, error, sizeof error) != 0)
        return;
    split(target, dir, sizeof dir, &base);
    DIR *d = opendir(dir);
    if (!d)
        return;
    time_t now = time(NULL);
    for (struct dirent *entry; (entry = readdir(d));) {
        char stale[PATH_MAX];
        struct stat st;
        if (!is_our_temporary(entry->d_name, base) ||
            snprintf(stale, sizeof stale, "%s/%s", dir, entry->d_name) >= (int)sizeof stale)
            continue;
        if (lstat(stale, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
            now - st.st_mtime >= STALE_SECONDS)
            unlink(stale);
    }
    closedir(d);
}
