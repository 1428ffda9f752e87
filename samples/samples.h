/* The registry of samples, in menu order. */
#ifndef ISECT_SAMPLES_H
#define ISECT_SAMPLES_H

#include "sample.h"

extern const sample *const samples[];
extern const int sample_count;

/* The index of the sample with this id, or -1. */
int sample_find(const char *id);

#endif
