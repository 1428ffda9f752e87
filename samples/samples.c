#include "array_count.h"
#include "samples.h"

#include <string.h>

#define SAMPLE(name, category) extern const sample sample_##name;
#include "samples.def"
#undef SAMPLE

const sample *const samples[] = {
#define SAMPLE(name, category) &sample_##name,
#include "samples.def"
#undef SAMPLE
};
const int sample_count = ARRAY_COUNT(samples);

/* The category of each sample, in the registry's order. */
static const char *const category_of[] = {
#define SAMPLE(name, category) category,
#include "samples.def"
#undef SAMPLE
};

/* The sample menu (M) groups samples by category, in this order. */
const char *const sample_categories[] = {"Planes",        "Spheres",        "Boxes", "Capsules", "Triangles",
                                         "Closest points", "Rays and lines", "Containment", "Moving shapes",
                                         "Other"};
const int sample_category_count = ARRAY_COUNT(sample_categories);

/* A sample's category, "Other" when it is not one the menu lists (so no sample goes missing). */
const char *sample_category(int index)
{
    for (int c = 0; index >= 0 && index < sample_count && c < sample_category_count; c++)
        if (strcmp(category_of[index], sample_categories[c]) == 0)
            return category_of[index];
    return "Other";
}

int sample_find(const char *id)
{
    for (int i = 0; i < sample_count; i++)
        if (strcmp(samples[i]->id, id) == 0)
            return i;
    return -1;
}
