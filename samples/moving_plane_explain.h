/* The "why" shared by the samples of a shape moving against a plane (moving-sphere-plane,
 * moving-aabb-plane): the centre's distances d0 and d1 at the start and the end of the step and
 * the branch of Ericson 5.5.3 they decide. No GL here. */
#ifndef ISECT_MOVING_PLANE_EXPLAIN_H
#define ISECT_MOVING_PLANE_EXPLAIN_H

#include "sample.h"

/* The centre c moving by v, with radius r about it (r_name: how the HUD names r, "r" or
 * "r = e.abs(n)"), against plane: the perpendiculars d0 and d1 (yellow) and a HUD line with d0,
 * d1, r and the branch: touching at t = 0, no contact, or t = (d0 -/+ r) / (d0 - d1) = t, the
 * test's own verdict meets and time t deciding which. */
void moving_plane_explain(sample_ctx *ctx, const char *name, vec3s c, vec3s v, float r, const char *r_name,
                          isect_plane plane, bool meets, float t);

#endif
