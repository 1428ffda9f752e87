/* The registry of samples, in menu order. */
#ifndef ISECT_SAMPLES_H
#define ISECT_SAMPLES_H

#include "sample.h"

extern const sample *const samples[];
extern const int sample_count;

/* The menu's categories, in order, and the category of sample i. */
extern const char *const sample_categories[];
extern const int sample_category_count;
const char *sample_category(int index);

/* The index of the sample with this id, or -1. */
int sample_find(const char *id);

#endif
