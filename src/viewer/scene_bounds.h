/* What the camera frames of a scene: spheres (points as zero-radius ones) covering shapes, and
 * the shapes that decide around a choice: the chosen shapes and their partners in the sample's
 * pairs, moving ones at both ends of their motion. No GL here. */
#ifndef ISECT_SCENE_BOUNDS_H
#define ISECT_SCENE_BOUNDS_H

#include "scene.h"

#define SHAPE_BOUNDS_MAX 8 /* spheres one shape gives: a box's corners */
#define SCENE_BOUNDS_MAX (2 * SCENE_MAX_SHAPES * SHAPE_BOUNDS_MAX)

/* Spheres covering shape s, into out (room for SHAPE_BOUNDS_MAX); returns how many. Boxes and
 * polygons give their corners, capsules and cylinders a sphere at each end of the axis, a cone
 * its tip and its base's disc, a polyhedron one sphere about its corners, a ray p and p + size d.
 * Planes and lines are unbounded: they give their point nearest near. */
int shape_bounds(const shape *s, vec3s near, isect_sphere *out);

/* The bounds of the shapes named in names (the selection, or the shapes a preset set) and, for
 * each named shape paired with none of the others, of every shape a pair of the scene joins it
 * with (with no pairs in the scene and one name: all of the scene); moving shapes also where
 * their motion ends (t = 1), planes and lines at their point nearest the middle of the bounded
 * shapes. Into out (room for SCENE_BOUNDS_MAX); returns how many. */
int scene_focus_bounds(const scene *sc, const char *const *names, int name_count, isect_sphere *out);
/* The unit normal of the first plane, triangle or polygon among the shapes in focus (as
 * scene_focus_bounds chooses them); false when there is none, or only degenerate ones. Framing
 * keeps the camera off such a shape's plane, where it would be seen edge on. */
bool scene_focus_flat_normal(const scene *sc, const char *const *names, int name_count, vec3s *normal);
/* The motion of the first moving shape in focus (a nonzero v); false when none moves. Framing
 * keeps the camera from looking along it, where the start, impact and end poses pile up. */
bool scene_focus_motion(const scene *sc, const char *const *names, int name_count, vec3s *motion);

#endif
