/* What bench.c (the scalar tests and main) and batches.c (the batch kernels) share. */
#ifndef ISECT_BENCH_H
#define ISECT_BENCH_H

#include <stdbool.h>
#include <stddef.h>

enum { BENCH_MAX_REPS = 5 };

extern int bench_reps;                  /* repetitions; each figure is their median */
extern size_t bench_hot;                /* cases (or shapes) in the hot regime's set */
extern size_t bench_batch_n;            /* shapes per batch in the streaming regime */
extern volatile size_t bench_sink;      /* where results go, so no loop is optimised away */

/* One line of output: a row of the table, or of the csv. */
typedef struct bench_row {
    const char *test, *impl, *regime;
    double ns;
    size_t cases, disagreements;
    double hit_rate;        /* the table only */
    double ref_ns;          /* the table's last column: isect's ns (peers), the bound's (batch) */
    bool is_batch;
    const char *note;       /* the table's last column, when set */
} bench_row;

void bench_print_row(const bench_row *r);
double bench_now(void);                 /* seconds, CLOCK_MONOTONIC */
double bench_median(double *v, int n);  /* sorts v */
static inline size_t bench_hot_len(size_t n) { return n < bench_hot ? n : bench_hot; }

/* The batch kernels, and the stream-read bound, over bench_batch_n shapes. */
void bench_batches(const char *only);

#endif
