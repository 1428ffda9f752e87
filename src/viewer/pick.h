/* Mouse picking: the shapes a sample marks pickable each frame, and the nearest one a ray from
 * the camera through the cursor hits, found with the library's own ray tests. */
#ifndef ISECT_PICK_H
#define ISECT_PICK_H

#include <stdbool.h>

#include "isect.h"

#define PICK_MAX 64
#define PICK_POINT_RADIUS 0.15f /* a point is picked within this distance */

typedef enum pick_kind { PICK_SPHERE, PICK_AABB, PICK_OBB, PICK_TRIANGLE, PICK_CAPSULE, PICK_CYLINDER } pick_kind;

typedef struct pickable {
    int shape;       /* the sample's index, handed back to its select() */
    pick_kind kind;
    union {
        isect_sphere sphere;
        isect_aabb aabb;
        isect_obb obb;
        isect_triangle triangle;
        isect_capsule capsule;
        isect_cylinder cylinder;
    };
    vec3s centre;    /* where a drag grabs it */
    float radius;    /* its size: the smallest shape under the cursor wins */
} pickable;

typedef struct pick_list {
    pickable items[PICK_MAX];
    int count;
} pick_list;

/* Adds item; false when the list is full. */
bool pick_add(pick_list *list, pickable item);
/* The smallest pickable the ray passes through, or NULL; *t is the distance along the ray to
 * it. Smallest, not nearest: in a wireframe scene a shape inside another (a box in a big box)
 * must still be pickable, and the big one is picked where nothing smaller is. */
const pickable *pick_nearest(const pick_list *list, isect_ray ray, float *t);

#endif
