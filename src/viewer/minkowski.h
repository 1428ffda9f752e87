/* The Minkowski difference of two scene shapes, A − B = {a − b : a in A, b in B}: A and B meet
 * exactly when it holds the origin, and the distance between them is the origin's distance from
 * it (Ericson, Real-Time Collision Detection, 3.11). Moving by va and vb over a step, they meet
 * at the first t where −t (va − vb) is in it: the segment from the origin along −(va − vb) is
 * a ray against the difference, the book's view of the moving tests (5.5.5, 5.5.7, 5.5.8).
 *
 * Computed here from the shapes' own geometry, not from the library's test, so that the
 * viewer can check one against the other. No GL. */
#ifndef ISECT_MINKOWSKI_H
#define ISECT_MINKOWSKI_H

#include <stdbool.h>

#include "isect.h"
#include "scene.h"

typedef enum minkowski_kind {
    MINKOWSKI_NONE,    /* no difference for these shape kinds */
    MINKOWSKI_SPHERE,  /* sphere − sphere: the sphere of radius ra + rb about ca − cb */
    MINKOWSKI_BOX,     /* AABB − AABB: the box [A.min − B.max, A.max − B.min] */
    MINKOWSKI_ROUNDED, /* sphere − AABB: the box [c − B.max, c − B.min] grown by r */
    MINKOWSKI_HULL,    /* OBB − OBB: the convex hull of the 64 corner differences */
} minkowski_kind;

#define MINKOWSKI_POINTS 64 /* 8 corners of A times 8 of B */
#define MINKOWSKI_FACES 48  /* two boxes' difference has at most 6 + 6 + 18 = 30 faces */
#define MINKOWSKI_FACE_CORNERS 16

/* The hull as face planes (outward unit normals: n·x <= d inside) and each face's corners in
 * order around it. */
typedef struct minkowski_hull {
    isect_plane planes[MINKOWSKI_FACES];
    vec3s corners[MINKOWSKI_FACES][MINKOWSKI_FACE_CORNERS];
    int corner_count[MINKOWSKI_FACES];
    int face_count; /* 0: the corners span no volume (a flat or point box on each side) */
    float eps;      /* the slack of "on a face": 1e-5 of the points' extent */
} minkowski_hull;

typedef struct minkowski_diff {
    minkowski_kind kind;
    isect_sphere sphere; /* MINKOWSKI_SPHERE; the radius of MINKOWSKI_ROUNDED */
    isect_aabb box;      /* MINKOWSKI_BOX, and the core box of MINKOWSKI_ROUNDED */
    minkowski_hull hull; /* MINKOWSKI_HULL */
} minkowski_diff;

/* Whether a pair of a test of kinds a and b has a difference here. */
bool minkowski_applies(shape_kind a, shape_kind b);
/* The difference a − b of the shapes as they stand (motion ignored); kind NONE when it does not
 * apply. */
minkowski_diff minkowski_of(const shape *a, const shape *b);
/* Whether the origin is inside or on the difference (touching counts, as in the library). */
bool minkowski_holds_origin(const minkowski_diff *d);
/* The origin's distance from the difference (0 inside) and its point nearest the origin, *q
 * (the origin inside; may be NULL). */
float minkowski_distance(const minkowski_diff *d, vec3s *q);
/* The first t in [0, 1] with −t v in the difference (v = va − vb), or -1 when there is none. */
float minkowski_entry(const minkowski_diff *d, vec3s v);
/* The difference's bounding box, for framing. */
isect_aabb minkowski_bounds(const minkowski_diff *d);

/* The convex hull of count points (at most MINKOWSKI_POINTS), by brute force: a plane through
 * three of them with every point on one side is a face (O(n^4), n = 64, fine for a viewer). */
void minkowski_hull_of(const vec3s *points, int count, minkowski_hull *out);

#endif
