#include "samples.h"

#include <string.h>

extern const sample sample_aabb_plane;

/* Menu order: planes, spheres, boxes, triangles, rays and lines. */
const sample *const samples[] = {
    &sample_aabb_plane,
};
const int sample_count = (int)(sizeof samples / sizeof samples[0]);

int sample_find(const char *id)
{
    for (int i = 0; i < sample_count; i++)
        if (strcmp(samples[i]->id, id) == 0)
            return i;
    return -1;
}
