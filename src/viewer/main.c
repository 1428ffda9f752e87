/* isect-viewer: the command line. Everything interactive lives in app.c. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array_count.h"
#include "app.h"
#include "minkowski_view.h"
#include "platform.h"
#include "sample_ctx.h"
#include "samples.h"

#include "isect_version.h" /* generated from project(isect VERSION ...) in CMakeLists.txt */
#define ISECT_VIEWER_VERSION ISECT_VERSION_STRING

static const char usage[] =
    "Usage: isect-viewer [OPTION]...\n"
    "Interactive viewer for primitive intersection tests (Ericson, Real-Time Collision Detection).\n"
    "\n"
    "  -s, --sample ID        start on sample ID (see --list)\n"
    "  -l, --list             print every sample as ID<TAB>TITLE and exit\n"
    "      --readme-table     print the README's table of samples (Markdown) and exit\n"
    "  -c, --check            run every sample's start-up checks without a window and exit\n"
    "  -o, --screenshot FILE  render the sample in a hidden window, write FILE (PNG) and exit\n"
    "      --svg FILE         render the sample in a hidden window, write FILE (an SVG figure:\n"
    "                         its lines, labels and HUD text, on white) and exit\n"
    "  -f, --frames N         stop after N frames (default 3 with --screenshot or --svg)\n"
    "  -g, --size WxH         window size in screen coordinates (default 1280x720)\n"
    "  -p, --preset N         show preset N of the sample (1 is the first), as pressing '.'\n"
    "                         N times would, the camera framing its shapes; needs --sample\n"
    "      --trace N          start in trace mode (G) at step N of the selected pair's test\n"
    "                         (1 is the first; 0 its last step, the return)\n"
    "      --minkowski        start with the Minkowski view on (U), where the sample has one\n"
    "      --predict          start in predict mode (F2): verdicts hidden until Y or N\n"
    "      --log-state        print the sample's HUD lines to stdout as they change\n"
    "      --inset            start with the 2-D inset on (F3), where the sample has one\n"
    "      --log-memory       print the resident memory to stdout every 1000 frames\n"
    "      --bench            run every sample hidden for N frames (--frames, default 120),\n"
    "                         print CPU ms per frame and draw calls per sample, and exit\n"
    "                         (with --sample, that sample only)\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "--list, --readme-table, --check, --screenshot, --svg and --bench exclude each other, and an\n"
    "option the chosen one would ignore is refused (--list and --sample, --check and --size).\n"
    "\n"
    "Exit status: 0 ok, 1 a check failed (--check), 2 bad usage or unknown sample,\n"
    "3 no window could be opened (no display or no OpenGL 3.3), 4 the screenshot or SVG failed,\n"
    "5 OpenGL reported an error, 6 the connection to the display was lost,\n"
    "7 standard output could not be written.\n"
    "SIGINT, SIGTERM or SIGHUP quits as Esc does (settings saved), then the viewer ends by\n"
    "that signal, as the shell expects (it reports 128 plus the signal's number).\n";

/* Runs each sample's initialize with no GL, reporting PASS/FAIL per sample. */
static int run_checks(void)
{
    int passed = 0, failed = 0;
    for (int i = 0; i < sample_count; i++) {
        sample_ctx ctx = {.quiet = true};
        sample_ctx_start(&ctx, samples[i]);
        if (ctx.failures == 0) {
            printf("PASS %s (%d checks)\n", samples[i]->id, ctx.checks);
            passed++;
        } else {
            printf("FAIL %s (%d of %d checks failed)\n", samples[i]->id, ctx.failures, ctx.checks);
            for (int k = 0; k < ctx.failures && k < SAMPLE_MAX_FAILURES; k++)
                printf("  %s: %s\n", samples[i]->id, ctx.failure[k]);
            failed++;
        }
        sample_ctx_stop(&ctx);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? EXIT_CHECKS_FAILED : EXIT_OK;
}

/* The README's gallery: every sample with its thumbnail (docs/gallery/<id>.png, written by
 * `make gallery`), its test and what it shows. */
static void print_readme_table(void)
{
    puts("| | sample | what it shows beyond red and blue |");
    puts("|---|---|---|");
    for (int i = 0; i < sample_count; i++)
        printf("| <img src=\"docs/gallery/%s.png\" width=\"240\" alt=\"%s\"> | `%s`<br>%s | %s |\n",
               samples[i]->id, samples[i]->title, samples[i]->id, samples[i]->title, samples[i]->shows);
}

/* s with C escapes (\n, \t, \\, \xNN) for every byte that is not printable ASCII, cut
 * with "..." to fit out: an argument holding a newline or a terminal escape sequence prints
 * as one inert line. Returns out. */
static const char *escaped(const char *s, char *out, size_t size)
{
    size_t n = 0;
    for (; *s && n + 8 < size; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '\n' || c == '\t' || c == '\\')
            n += (size_t)snprintf(out + n, size - n, "\\%c", c == '\n' ? 'n' : c == '\t' ? 't' : '\\');
        else if (c < 0x20 || c > 0x7e)
            n += (size_t)snprintf(out + n, size - n, "\\x%02x", c);
        else
            out[n++] = (char)c;
    }
    snprintf(out + n, size - n, "%s", *s ? "..." : "");
    return out;
}

static int bad_usage(const char *message, const char *value)
{
    char shown[256];
    fprintf(stderr, "isect-viewer: %s%s%s (try --help)\n", message, value ? ": " : "",
            value ? escaped(value, shown, sizeof shown) : "");
    return EXIT_USAGE;
}

/* Whatever went to stdout must have arrived: output lost to a full disk or /dev/full would
 * otherwise pass silently with status 0. An earlier failure keeps its own status. */
static int check_stdout(int status)
{
    bool flush_failed = fflush(stdout) != 0;
    int error = errno;
    if (!flush_failed && !ferror(stdout))
        return status;
    fprintf(stderr, "isect-viewer: cannot write to standard output: %s\n",
            flush_failed ? strerror(error) : "a write failed");
    return status == EXIT_OK ? EXIT_OUTPUT : status;
}

/* The options, as bits, for refusing combinations that contradict each other. */
enum {
    OPT_LIST = 1 << 0, OPT_TABLE = 1 << 1, OPT_CHECK = 1 << 2, OPT_SCREENSHOT = 1 << 3, OPT_BENCH = 1 << 4,
    OPT_SAMPLE = 1 << 5, OPT_FRAMES = 1 << 6, OPT_SIZE = 1 << 7, OPT_LOG_STATE = 1 << 8, OPT_LOG_MEMORY = 1 << 9,
    OPT_PRESET = 1 << 10, OPT_TRACE = 1 << 11, OPT_MINKOWSKI = 1 << 12, OPT_PREDICT = 1 << 13, OPT_SVG = 1 << 14,
    OPT_INSET = 1 << 15,
};
/* The modes, each doing one job and exiting; with none, the interactive viewer runs. */
#define OPT_MODES (OPT_LIST | OPT_TABLE | OPT_CHECK | OPT_SCREENSHOT | OPT_BENCH | OPT_SVG)

static const struct option_name {
    unsigned bit;
    const char *name;
} option_names[] = { /* modes first: a conflict names the mode, then the other option */
    {OPT_LIST, "--list"},     {OPT_TABLE, "--readme-table"}, {OPT_CHECK, "--check"},
    {OPT_SCREENSHOT, "--screenshot"},                        {OPT_BENCH, "--bench"},
    {OPT_SVG, "--svg"},
    {OPT_SAMPLE, "--sample"}, {OPT_FRAMES, "--frames"},      {OPT_SIZE, "--size"},
    {OPT_LOG_STATE, "--log-state"},                          {OPT_LOG_MEMORY, "--log-memory"},
    {OPT_PRESET, "--preset"}, {OPT_TRACE, "--trace"},            {OPT_MINKOWSKI, "--minkowski"},
    {OPT_PREDICT, "--predict"},
    {OPT_INSET, "--inset"},
};
#define OPTION_NAMES ARRAY_COUNT(option_names)

/* The other options a mode reads. --list, --readme-table and --check open no window and
 * read none; --bench never calls the memory log. */
static unsigned mode_reads(unsigned mode)
{
    switch (mode) {
    case OPT_SCREENSHOT: case OPT_SVG:
        return OPT_SAMPLE | OPT_FRAMES | OPT_SIZE | OPT_LOG_STATE | OPT_LOG_MEMORY | OPT_PRESET | OPT_TRACE |
               OPT_MINKOWSKI | OPT_PREDICT | OPT_INSET;
    case OPT_BENCH: return OPT_SAMPLE | OPT_FRAMES | OPT_SIZE | OPT_LOG_STATE | OPT_INSET;
    default: return 0;
    }
}

/* Refuses a second mode, or an option the mode would silently ignore: EXIT_USAGE with one
 * line naming both, or EXIT_OK when the combination means what it says. */
static int refuse_conflicts(unsigned given)
{
    for (int m = 0; m < OPTION_NAMES; m++) {
        unsigned mode = option_names[m].bit;
        if (!(mode & OPT_MODES & given))
            continue;
        for (int k = 0; k < OPTION_NAMES; k++)
            if (option_names[k].bit & given & ~(mode | mode_reads(mode))) {
                fprintf(stderr, "isect-viewer: %s cannot be used with %s (try --help)\n", option_names[m].name,
                        option_names[k].name);
                return EXIT_USAGE;
            }
    }
    return EXIT_OK;
}

/* Ends the process by the signal that ended the viewer's loop, as the shell expects of a
 * program stopped by Ctrl-C (a script running it stops too). */
static void end_by_signal(int signo)
{
    signal(signo, SIG_DFL);
    raise(signo);
}

/* A whole decimal number in [lo, hi]. */
static bool parse_int(const char *s, int lo, int hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end != '\0' || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_size(const char *s, int *w, int *h)
{
    char width[16], height[16];
    const char *x = strchr(s, 'x');
    if (!x || x == s || (size_t)(x - s) >= sizeof width || strlen(x + 1) >= sizeof height)
        return false;
    memcpy(width, s, (size_t)(x - s));
    width[x - s] = '\0';
    strcpy(height, x + 1);
    return parse_int(width, 64, 8192, w) && parse_int(height, 64, 8192, h);
}

/* Prints every sample as ID<TAB>TITLE, in menu order. */
static void print_list(void)
{
    for (int i = 0; i < sample_count; i++)
        printf("%s\t%s\n", samples[i]->id, samples[i]->title);
}

/* The index of sample id, or -1 after one line listing the valid ids. */
static int find_sample(const char *id)
{
    int index = sample_find(id);
    if (index >= 0)
        return index;
    char shown[256];
    fprintf(stderr, "isect-viewer: unknown sample '%s'; valid ids:", escaped(id, shown, sizeof shown));
    for (int i = 0; i < sample_count; i++)
        fprintf(stderr, " %s", samples[i]->id);
    fputc('\n', stderr);
    return -1;
}

/* Whether sample index (named id; NULL: --sample was not given) has a preset n (1-based), after
 * one line saying why not. The presets are counted by running the sample's initialize with no GL,
 * as --check does. */
static bool preset_exists(const char *id, int index, int n)
{
    if (!id) {
        fprintf(stderr, "isect-viewer: --preset needs --sample ID: presets belong to a sample (try --help)\n");
        return false;
    }
    sample_ctx ctx = {.quiet = true};
    sample_ctx_start(&ctx, samples[index]);
    int count = sample_preset_count(&ctx);
    sample_ctx_stop(&ctx);
    if (n <= count)
        return true;
    if (count == 0)
        fprintf(stderr, "isect-viewer: --preset %d: sample %s has 0 presets (try --help)\n", n, samples[index]->id);
    else
        fprintf(stderr, "isect-viewer: --preset %d: sample %s has %d preset%s, 1 to %d (try --help)\n", n,
                samples[index]->id, count, count == 1 ? "" : "s", count);
    return false;
}

int main(int argc, char **argv)
{
    double start_ms = app_clock_ms();
    static const struct option options[] = {
        {"sample", required_argument, NULL, 's'}, {"list", no_argument, NULL, 'l'},
        {"check", no_argument, NULL, 'c'},        {"screenshot", required_argument, NULL, 'o'},
        {"frames", required_argument, NULL, 'f'}, {"size", required_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},         {"version", no_argument, NULL, 'V'},
        {"log-state", no_argument, NULL, 'L'},    {"log-memory", no_argument, NULL, 'R'},
        {"readme-table", no_argument, NULL, 'T'}, {"bench", no_argument, NULL, 'B'},
        {"preset", required_argument, NULL, 'p'}, {"trace", required_argument, NULL, 't'},
        {"minkowski", no_argument, NULL, 'K'},     {"predict", no_argument, NULL, 'P'},
        {"svg", required_argument, NULL, 'S'},
        {"inset", no_argument, NULL, 'N'},
        {0, 0, 0, 0},
    };
    app_options run = {.sample = 0, .width = 1280, .height = 720, .frames = 0, .screenshot = NULL, .trace = -1};
    unsigned given = 0; /* OPT_ bits */
    const char *sample_id = NULL;

    opterr = 0; /* report bad options ourselves, in one line */
    int c;
    while ((c = getopt_long(argc, argv, ":s:lco:f:g:p:hV", options, NULL)) != -1) {
        switch (c) {
        case 's': sample_id = optarg; given |= OPT_SAMPLE; break;
        case 'l': given |= OPT_LIST; break;
        case 'c': given |= OPT_CHECK; break;
        case 'o': run.screenshot = optarg; given |= OPT_SCREENSHOT; break;
        case 'f':
            if (!parse_int(optarg, 1, 1000000000, &run.frames))
                return bad_usage("--frames needs a positive whole number", optarg);
            given |= OPT_FRAMES;
            break;
        case 'g':
            if (!parse_size(optarg, &run.width, &run.height))
                return bad_usage("--size needs WIDTHxHEIGHT, each from 64 to 8192", optarg);
            given |= OPT_SIZE;
            break;
        case 'p':
            if (!parse_int(optarg, 1, 1000000, &run.preset))
                return bad_usage("--preset needs a positive whole number", optarg);
            given |= OPT_PRESET;
            break;
        case 't':
            if (!parse_int(optarg, 0, 1000000, &run.trace))
                return bad_usage("--trace needs a step number, 0 or more", optarg);
            given |= OPT_TRACE;
            break;
        case 'L': run.log_state = true; given |= OPT_LOG_STATE; break;
        case 'R': run.log_memory = true; given |= OPT_LOG_MEMORY; break;
        case 'K': minkowski_view_set(true); given |= OPT_MINKOWSKI; break;
        case 'N': run.inset = true; given |= OPT_INSET; break;
        case 'T': given |= OPT_TABLE; break;
        case 'B': run.bench = true; given |= OPT_BENCH; break;
        case 'P': run.predict = true; given |= OPT_PREDICT; break;
        case 'S': run.svg = optarg; given |= OPT_SVG; break;
        case 'h': fputs(usage, stdout); return check_stdout(EXIT_OK);
        case 'V': printf("isect-viewer %s\n", ISECT_VIEWER_VERSION); return check_stdout(EXIT_OK);
        case ':': return bad_usage("option needs a value", argv[optind - 1]);
        default: return bad_usage("unknown option", argv[optind - 1]);
        }
    }
    if (optind < argc)
        return bad_usage("unexpected argument", argv[optind]);
    if (refuse_conflicts(given) != EXIT_OK)
        return EXIT_USAGE;

    if (given & OPT_LIST) {
        print_list();
        return check_stdout(EXIT_OK);
    }
    if (given & OPT_TABLE) {
        print_readme_table();
        return check_stdout(EXIT_OK);
    }
    if (given & OPT_CHECK)
        return check_stdout(run_checks());
    if (sample_id) {
        run.sample = find_sample(sample_id);
        run.sample_given = true;
        if (run.sample < 0)
            return EXIT_USAGE;
    }
    if ((given & OPT_PRESET) && !preset_exists(sample_id, run.sample, run.preset))
        return EXIT_USAGE;
    if ((run.screenshot || run.svg) && !(given & OPT_FRAMES))
        run.frames = 3;
    if (run.bench && !(given & OPT_FRAMES))
        run.frames = 120;
    run.start_ms = start_ms;
    run.log_state = run.log_state || platform_log_state_asked(); /* the browser: ?log-state */
    run.still_frames = platform_still_frames();                  /* the browser: ?still=N */
    int status = check_stdout(app_run(&run));
    if (app_quit_signal())
        end_by_signal(app_quit_signal());
    return status;
}
