/* isect-viewer: the command line. Everything interactive lives in app.c. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
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
    "  -f, --frames N         stop after N frames (default 3 with --screenshot)\n"
    "  -g, --size WxH         window size in screen coordinates (default 1280x720)\n"
    "      --log-state        print the sample's HUD lines to stdout as they change\n"
    "      --log-memory       print the resident memory to stdout every 1000 frames\n"
    "      --bench            run every sample hidden for N frames (--frames, default 120),\n"
    "                         print CPU ms per frame and draw calls per sample, and exit\n"
    "                         (with --sample, that sample only)\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Exit status: 0 ok, 1 a check failed (--check), 2 bad usage or unknown sample,\n"
    "3 no window could be opened (no display or no OpenGL 3.3), 4 the screenshot failed,\n"
    "5 OpenGL reported an error.\n";

/* Runs each sample's initialize with no GL, reporting PASS/FAIL per sample. */
static int run_checks(void)
{
    int passed = 0, failed = 0;
    for (int i = 0; i < sample_count; i++) {
        sample_ctx ctx = {.quiet = true};
        sample_ctx_start(&ctx, samples[i], 1280, 720);
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

static int bad_usage(const char *message, const char *value)
{
    fprintf(stderr, "isect-viewer: %s%s%s (try --help)\n", message, value ? ": " : "", value ? value : "");
    return EXIT_USAGE;
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

int main(int argc, char **argv)
{
    double start_ms = app_clock_ms();
    static const struct option options[] = {
        {"sample", required_argument, NULL, 's'}, {"list", no_argument, NULL, 'l'},
        {"check", no_argument, NULL, 'c'},        {"screenshot", required_argument, NULL, 'o'},
        {"frames", required_argument, NULL, 'f'}, {"size", required_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},         {"version", no_argument, NULL, 'V'},
        {"log-state", no_argument, NULL, 'L'},    {"log-memory", no_argument, NULL, 'R'},    {"readme-table", no_argument, NULL, 'T'},
        {"bench", no_argument, NULL, 'B'},
        {0, 0, 0, 0},
    };
    app_options run = {.sample = 0, .width = 1280, .height = 720, .frames = 0, .screenshot = NULL};
    bool list = false, check = false, frames_given = false, table = false;
    const char *sample_id = NULL;

    opterr = 0; /* report bad options ourselves, in one line */
    int c;
    while ((c = getopt_long(argc, argv, ":s:lco:f:g:hV", options, NULL)) != -1) {
        switch (c) {
        case 's': sample_id = optarg; break;
        case 'l': list = true; break;
        case 'c': check = true; break;
        case 'o': run.screenshot = optarg; break;
        case 'f':
            if (!parse_int(optarg, 1, 1000000000, &run.frames))
                return bad_usage("--frames needs a positive whole number", optarg);
            frames_given = true;
            break;
        case 'g':
            if (!parse_size(optarg, &run.width, &run.height))
                return bad_usage("--size needs WIDTHxHEIGHT, each from 64 to 8192", optarg);
            break;
        case 'L': run.log_state = true; break;
        case 'R': run.log_memory = true; break;
        case 'T': table = true; break;
        case 'B': run.bench = true; break;
        case 'h': fputs(usage, stdout); return EXIT_OK;
        case 'V': printf("isect-viewer %s\n", ISECT_VIEWER_VERSION); return EXIT_OK;
        case ':': return bad_usage("option needs a value", argv[optind - 1]);
        default: return bad_usage("unknown option", argv[optind - 1]);
        }
    }
    if (optind < argc)
        return bad_usage("unexpected argument", argv[optind]);

    if (list) {
        for (int i = 0; i < sample_count; i++)
            printf("%s\t%s\n", samples[i]->id, samples[i]->title);
        return EXIT_OK;
    }
    if (table) {
        print_readme_table();
        return EXIT_OK;
    }
    if (check)
        return run_checks();
    if (sample_id) {
        run.sample = sample_find(sample_id);
        run.sample_given = true;
        if (run.sample < 0) {
            fprintf(stderr, "isect-viewer: unknown sample '%s'; valid ids:", sample_id);
            for (int i = 0; i < sample_count; i++)
                fprintf(stderr, " %s", samples[i]->id);
            fputc('\n', stderr);
            return EXIT_USAGE;
        }
    }
    if (run.screenshot && !frames_given)
        run.frames = 3;
    if (run.bench && !frames_given)
        run.frames = 120;
    run.start_ms = start_ms;
    return app_run(&run);
}
