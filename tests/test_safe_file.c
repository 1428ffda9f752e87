/* safe_file_write: a file is either completely written or left as it was; special and
 * read-only targets are refused; links are written through (not planted ones in /tmp);
 * CREATE never replaces; a failure or a killing signal leaves no temporary behind. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "safe_file.h"

static char dir[64];

static const char *in_dir(const char *name)
{
    static char paths[16][256];
    static int next;
    char *p = paths[next++ % 16];
    snprintf(p, sizeof paths[0], "%s/%s", dir, name);
    return p;
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
}

static bool holds(const char *path, const char *text)
{
    char buffer[256] = "";
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    size_t n = fread(buffer, 1, sizeof buffer - 1, f);
    fclose(f);
    buffer[n] = '\0';
    return strcmp(buffer, text) == 0;
}

/* Files in dir whose name holds ".tmp-": leftovers. */
static int temporaries(void)
{
    int count = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));)
        count += strstr(e->d_name, ".tmp-") != NULL;
    if (d)
        closedir(d);
    return count;
}

static int write_text(const char *path, const char *text, safe_file_mode mode, char *error, size_t size)
{
    return safe_file_write(path, text, strlen(text), mode, error, size);
}

static void test_write_and_replace(void)
{
    char error[512] = "";
    const char *path = in_dir("a.txt");
    struct stat st;
    mode_t mask = umask(0);
    umask(mask);
    CHECK(write_text(path, "one", SAFE_FILE_REPLACE, error, sizeof error) == 0 && holds(path, "one"), "%s", error);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == (0666 & ~mask), "new file mode %o", st.st_mode & 0777);
    chmod(path, 0640);
    CHECK(write_text(path, "two", SAFE_FILE_REPLACE, error, sizeof error) == 0 && holds(path, "two"), "%s", error);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0640, "the mode was not kept: %o", st.st_mode & 0777);
    CHECK(write_text(path, "three", SAFE_FILE_CREATE, error, sizeof error) == EEXIST && holds(path, "two"),
          "CREATE replaced a file: %s", error);
    CHECK(temporaries() == 0, "temporaries left");
    remove(path);
}

/* refused(path, why): the write fails, saying why, and leaves nothing behind. */
static void refused(const char *path, const char *why)
{
    char error[512] = "";
    CHECK(write_text(path, "x", SAFE_FILE_REPLACE, error, sizeof error) != 0 && strstr(error, why),
          "%s: '%s', want '%s'", path, error, why);
    CHECK(temporaries() == 0, "%s: temporaries left", path);
}

static void test_refused(void)
{
    struct stat st;
    const char *fifo = in_dir("fifo"), *sub = in_dir("sub"), *sock = in_dir("sock"), *ro = in_dir("ro.txt");
    mkfifo(fifo, 0644);
    refused(fifo, "it is a FIFO, not a regular file");
    CHECK(lstat(fifo, &st) == 0 && S_ISFIFO(st.st_mode), "the FIFO was replaced");
    mkdir(sub, 0755);
    refused(sub, "Is a directory");
    refused("/dev/null", "it is a character device, not a regular file");
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    snprintf(address.sun_path, sizeof address.sun_path, "%s", sock);
    CHECK(fd >= 0 && bind(fd, (struct sockaddr *)&address, sizeof address) == 0, "bind");
    refused(sock, "it is a socket, not a regular file");
    close(fd);
    put(ro, "keep");
    chmod(ro, 0444);
    refused(ro, "it is read-only");
    CHECK(holds(ro, "keep"), "a read-only file was replaced");
    refused(in_dir("missing/x.txt"), "No such file or directory");
    remove(fifo), rmdir(sub), remove(sock), remove(ro);
}

static void test_links(void)
{
    char error[512] = "";
    struct stat st;
    const char *link = in_dir("link.txt"), *real = in_dir("real.txt"), *dangling = in_dir("dangling.txt");
    put(real, "old");
    symlink("real.txt", link);
    CHECK(write_text(link, "new", SAFE_FILE_REPLACE, error, sizeof error) == 0, "%s", error);
    CHECK(lstat(link, &st) == 0 && S_ISLNK(st.st_mode) && holds(real, "new"), "not written through the link");
    symlink("made.txt", dangling);
    CHECK(write_text(dangling, "made", SAFE_FILE_REPLACE, error, sizeof error) == 0 &&
          holds(in_dir("made.txt"), "made"), "a dangling link: %s", error);
    /* CREATE: a name taken by a link, even a dangling one, is taken. */
    remove(in_dir("made.txt"));
    CHECK(write_text(dangling, "no", SAFE_FILE_CREATE, error, sizeof error) == EEXIST &&
          access(in_dir("made.txt"), F_OK) != 0, "CREATE followed a link");
    CHECK(temporaries() == 0, "temporaries left");
    remove(link), remove(real), remove(dangling);
}

/* As root: another user's link in a sticky, world-writable directory is not followed. */
static void test_planted_link(void)
{
    if (geteuid() != 0) {
        printf("skip test_planted_link: needs root to make a link owned by another user\n");
        return;
    }
    char error[512] = "";
    const char *shared = in_dir("shared"), *victim = in_dir("victim.txt");
    char link[300];
    snprintf(link, sizeof link, "%s/shot.png", shared);
    mkdir(shared, 0777);
    chmod(shared, 01777);
    put(victim, "precious");
    symlink(victim, link);
    CHECK(lchown(link, 65534, 65534) == 0, "lchown");
    CHECK(write_text(link, "evil", SAFE_FILE_REPLACE, error, sizeof error) == EACCES && strstr(error, "another user"),
          "followed a planted link: %s", error);
    CHECK(holds(victim, "precious"), "the planted link's target was overwritten");
    lchown(link, 0, 0); /* the directory's owner's link is followed */
    CHECK(write_text(link, "mine", SAFE_FILE_REPLACE, error, sizeof error) == 0 && holds(victim, "mine"), "%s", error);
    remove(link), rmdir(shared), remove(victim);
}

/* A child writes a large file and is killed by sig while it writes: the temporary goes. A
 * caller's own handler is left in place, and ours is gone once the write is over. */
static void killed_while_writing(int sig)
{
    const char *path = in_dir("big.bin");
    for (int attempt = 0; attempt < 5; attempt++) {
        size_t size = (size_t)64 << (20 + attempt); /* 64 MB, then larger if the write won the race */
        pid_t child = fork();
        if (child == 0) {
            char *data = calloc(size, 1);
            char error[512];
            _exit(data && safe_file_write(path, data, size, SAFE_FILE_REPLACE, error, sizeof error) == 0 ? 0 : 3);
        }
        while (temporaries() == 0 && waitpid(child, NULL, WNOHANG) == 0)
            ;
        kill(child, sig);
        int status;
        waitpid(child, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0) { /* finished first: try a bigger file */
            remove(path);
            continue;
        }
        CHECK(WIFSIGNALED(status) && WTERMSIG(status) == sig, "signal %d: status %#x", sig, status);
        CHECK(temporaries() == 0 && access(path, F_OK) != 0, "signal %d left a temporary or a file", sig);
        return;
    }
    CHECK(false, "signal %d: every write finished before the signal", sig);
}

static volatile sig_atomic_t flagged;
static void flag(int sig) { flagged = sig; }

static void test_signals(void)
{
    killed_while_writing(SIGTERM);
    killed_while_writing(SIGINT);
    killed_while_writing(SIGHUP);

    char error[512];
    struct sigaction mine = {.sa_handler = flag}, now;
    sigemptyset(&mine.sa_mask);
    sigaction(SIGTERM, &mine, NULL);
    CHECK(write_text(in_dir("f.txt"), "x", SAFE_FILE_REPLACE, error, sizeof error) == 0, "%s", error);
    CHECK(sigaction(SIGTERM, NULL, &now) == 0 && now.sa_handler == flag, "the caller's handler was replaced");
    signal(SIGTERM, SIG_DFL);
    CHECK(write_text(in_dir("f.txt"), "y", SAFE_FILE_REPLACE, error, sizeof error) == 0, "%s", error);
    CHECK(sigaction(SIGINT, NULL, &now) == 0 && now.sa_handler == SIG_DFL, "our handler stayed after the write");
    remove(in_dir("f.txt"));
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/isect-safe-file-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    RUN(test_write_and_replace);
    RUN(test_refused);
    RUN(test_links);
    RUN(test_planted_link);
    RUN(test_signals);
    rmdir(dir);
    return check_summary();
}
