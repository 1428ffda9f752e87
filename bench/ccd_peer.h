/* libccd as a peer: GJK and MPR on isect's own shapes through support functions, the way a
 * user of libccd would write them (no conversion to vertex lists per call). */
#ifndef ISECT_BENCH_CCD_PEER_H
#define ISECT_BENCH_CCD_PEER_H

#include <stdbool.h>
#include "isect.h"

typedef enum ccd_peer_shape { CCD_PEER_SPHERE, CCD_PEER_AABB, CCD_PEER_OBB, CCD_PEER_TRIANGLE, CCD_PEER_CAPSULE,
                               CCD_PEER_HEXAGON /* bench_hexagon: six vertices */,
                               CCD_PEER_TETRAHEDRON /* isect_tetrahedron */ } ccd_peer_shape;
typedef enum ccd_peer_method { CCD_PEER_GJK, CCD_PEER_MPR } ccd_peer_method;

/* libccd's verdict on shapes a (of kind ka) and b (of kind kb). Iterations are capped at 100:
 * a capped run reads as "apart" (so compare with it only outside a band around touching). */
bool ccd_peer_intersect(ccd_peer_method m, ccd_peer_shape ka, const void *a, ccd_peer_shape kb, const void *b);
/* libccd's penetration of b into a, the peer of the contact variants: GJK + EPA
 * (ccdGJKPenetration) or MPR (ccdMPRPenetration) with libccd's default tolerances and the same
 * cap; true when they intersect, the depth written to *depth. */
bool ccd_peer_penetration(ccd_peer_method m, ccd_peer_shape ka, const void *a, ccd_peer_shape kb, const void *b,
                          double *depth);

#endif
