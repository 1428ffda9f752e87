/* The scene of shapes a sample hands to the framework: tagged values with a name each. With a
 * scene the framework owns the interaction every sample would otherwise write by hand: picking
 * (the library's own ray tests), selection and Tab, moving by keys and drag, turning, presets as
 * data (each one also a start-up check) and the declarations of copy-as-test. The sample keeps
 * what is particular to its test: the expectations, the "why" drawing and the asserts.
 * No GL here. */
#ifndef ISECT_SCENE_H
#define ISECT_SCENE_H

#include <stdbool.h>

#include "isect.h"

#define SHAPE_MAX_VERTICES 8 /* a convex polygon's corners */
#define SHAPE_MAX_PLANES 16  /* a polyhedron's faces */
#define SCENE_PRESET_SHAPES 4 /* shapes one preset may set */
#define SCENE_MAX_SHAPES 16   /* shapes in one scene */
#define SHAPE_LINE_LENGTH 4.0f /* a ray's or line's drawn length where its size gives none */

typedef enum shape_kind {
    SHAPE_NONE, /* an unused slot of a preset */
    SHAPE_POINT,
    SHAPE_SPHERE,
    SHAPE_AABB,
    SHAPE_OBB,
    SHAPE_PLANE,
    SHAPE_CONE,
    SHAPE_SEGMENT,
    SHAPE_RAY,
    SHAPE_LINE, /* the infinite line through segment.a and segment.b */
    SHAPE_TRIANGLE,
    SHAPE_POLYGON, /* convex, planar, corners in order */
    SHAPE_QUAD,    /* a polygon of four corners, tested with the quad tests */
    SHAPE_POLYHEDRON,
    SHAPE_CAPSULE,
    SHAPE_CYLINDER,
} shape_kind;

typedef struct shape_polygon {
    vec3s v[SHAPE_MAX_VERTICES];
    int count;
} shape_polygon;

typedef struct shape_polyhedron {
    isect_plane planes[SHAPE_MAX_PLANES]; /* outward normals: dot(n, x) <= d inside */
    int count;
    vec3s centre; /* where it is grabbed and turned about */
} shape_polyhedron;

typedef struct shape {
    shape_kind kind;
    const char *name; /* its variable name in copy-as-test: "box", "a" */
    union {
        vec3s point;
        isect_sphere sphere;
        isect_aabb aabb;
        isect_obb obb;
        isect_plane plane;
        isect_cone cone;
        isect_segment segment; /* also a line's two points */
        isect_ray ray;
        isect_triangle triangle;
        shape_polygon polygon; /* also a quad */
        shape_polyhedron polyhedron;
        isect_capsule capsule;
        isect_cylinder cylinder;
    };
    float size; /* a plane's drawn square, a ray's drawn length: where it can be picked */
    /* A moving shape (Ericson 5.5) covers shape + t motion over the step, t in [0, 1]. moves
     * makes the framework draw its end pose, sweep and displacement handle (also while motion
     * is 0); a preset that sets the shape sets its motion with it. */
    vec3s motion;
    bool moves;
} shape;

/* Convenience initialisers for the tables samples write. */
#define SHAPE_SPHERE_AT(NAME, X, Y, Z, R) {.kind = SHAPE_SPHERE, .name = (NAME), .sphere = {{{X, Y, Z}}, R}}
#define SHAPE_AABB_FROM(NAME, X0, Y0, Z0, X1, Y1, Z1) \
    {.kind = SHAPE_AABB, .name = (NAME), .aabb = {{{X0, Y0, Z0}}, {{X1, Y1, Z1}}}}
#define SHAPE_POINT_AT(NAME, X, Y, Z) {.kind = SHAPE_POINT, .name = (NAME), .point = {{X, Y, Z}}}
/* The same shapes moving by (VX, VY, VZ) over the step. */
#define SHAPE_SPHERE_MOVING(NAME, X, Y, Z, R, VX, VY, VZ) \
    {.kind = SHAPE_SPHERE, .name = (NAME), .sphere = {{{X, Y, Z}}, R}, .motion = {{VX, VY, VZ}}, .moves = true}
#define SHAPE_AABB_MOVING(NAME, X0, Y0, Z0, X1, Y1, Z1, VX, VY, VZ)                                      \
    {.kind = SHAPE_AABB, .name = (NAME), .aabb = {{{X0, Y0, Z0}}, {{X1, Y1, Z1}}}, .motion = {{VX, VY, VZ}}, \
     .moves = true}
/* A ray from p along d, a segment a..b, the line through p and q. */
#define SHAPE_RAY_FROM(NAME, PX, PY, PZ, DX, DY, DZ) \
    {.kind = SHAPE_RAY, .name = (NAME), .ray = {{{PX, PY, PZ}}, {{DX, DY, DZ}}}}
#define SHAPE_SEGMENT_FROM(NAME, AX, AY, AZ, BX, BY, BZ) \
    {.kind = SHAPE_SEGMENT, .name = (NAME), .segment = {{{AX, AY, AZ}}, {{BX, BY, BZ}}}}
#define SHAPE_LINE_THROUGH(NAME, PX, PY, PZ, QX, QY, QZ) \
    {.kind = SHAPE_LINE, .name = (NAME), .segment = {{{PX, PY, PZ}}, {{QX, QY, QZ}}}}
/* The capsule of radius R about the segment a..b. */
#define SHAPE_CAPSULE_FROM(NAME, AX, AY, AZ, BX, BY, BZ, R) \
    {.kind = SHAPE_CAPSULE, .name = (NAME), .capsule = {{{{AX, AY, AZ}}, {{BX, BY, BZ}}}, R}}
/* The cylinder of radius R about the segment a..b, with flat caps at a and b. */
#define SHAPE_CYLINDER_FROM(NAME, AX, AY, AZ, BX, BY, BZ, R) \
    {.kind = SHAPE_CYLINDER, .name = (NAME), .cylinder = {{{{AX, AY, AZ}}, {{BX, BY, BZ}}}, R}}

/* A named edge case: the shapes it sets (matched by name, the rest of the scene kept) and the
 * verdict the sample's scene_verdict must give for it. The last shape set is selected. */
typedef struct scene_preset {
    const char *name;
    shape set[SCENE_PRESET_SHAPES];
    bool expected;
} scene_preset;

/* Two shapes of the scene (by name, in the order the sample's test takes them) and the test's
 * verdict on them as the scene starts. */
typedef struct scene_pair {
    const char *a, *b;
    bool expected;
} scene_pair;

/* The sample's test on two scene shapes, in the order a pair names them. */
typedef bool scene_test(const shape *a, const shape *b);
/* A test of the library as a scene_test (scene_tests.c), or a sample's own (call NULL). */
typedef struct scene_library_test {
    const char *call; /* the library function: "isect_aabb_plane" */
    shape_kind a, b;  /* the kinds of its two shapes, in its order */
    scene_test *test; /* the call on two scene shapes */
    const char *more; /* copy-as-test's further arguments, after the shapes: ", NULL" or "" */
    /* its contact variant, where the library has one: the push-out of b from a (NULL: none) */
    bool (*contact)(const shape *a, const shape *b, isect_contact *c);
} scene_library_test;
/* What a test of moving shapes (isect.h, "Moving shapes") adds: which of its shapes take their
 * displacement (shape.motion) after them, and the call with its time of impact. */
enum { SCENE_MOVES_A = 1, SCENE_MOVES_B = 2 };
typedef struct scene_motion {
    int moves; /* SCENE_MOVES_A | SCENE_MOVES_B; 0 for a static test */
    bool (*impact)(const shape *a, const shape *b, isect_hit *out);
} scene_motion;
/* A verdict on the whole scene after a preset: selected is the shape the preset set last. */
typedef bool scene_verdict(const shape *shapes, int selected);

/* The framework's record of a sample's scene and what the sample expects of it. */
typedef struct scene {
    shape *shapes; /* the sample's own array: the framework moves its shapes in place */
    int count;
    int selected;
    bool motion_selected; /* the selected shape's displacement handle, not the shape itself */
    bool turn_refused; /* "cannot turn" was said for the selected shape (once, not per drag step) */
    const scene_preset *presets; /* sample_presets */
    int preset_count;
    const scene_preset *applied; /* the preset on screen (sample_do_preset), NULL: the start scene */
    scene_verdict *verdict;
    scene_library_test test; /* sample_test, sample_test_by */
    scene_motion motion;     /* sample_test's, for a test of moving shapes */
    const scene_pair *pairs;
    int pair_count;
    float t_now; /* the moving shapes' time on screen, in [0, 1] (sample_motion.c) */
    float hold;  /* seconds the animation still waits at an impact or the end */
} scene;

/* A shape's centre: where a drag grabs it and where it turns about. */
vec3s shape_centre(const shape *s);
/* What a shape kind is called in messages: "AABB", "sphere". */
const char *shape_kind_name(shape_kind kind);
/* Whether turning means anything for the kind (false: point, sphere, AABB). */
bool shape_can_turn(shape_kind kind);
/* Moves s by delta; turns it about its centre by turn (false when it cannot turn). */
void shape_translate(shape *s, vec3s delta);
/* The shape where its motion has taken it at time t: moved by t motion, its motion kept. */
shape shape_at_time(const shape *s, float t);
bool shape_rotate(shape *s, versors turn);

/* Whether b's axes are those isect_obb_from_quat makes of q (within 1e-6): for samples that
 * write a box's axes out as numbers and check them against the turn they stand for. */
bool obb_axes_are(isect_obb b, versors q);

/* The shape named name, or NULL. */
shape *scene_find(const scene *sc, const char *name);
/* Sets the preset's shapes into the scene (by name) and selects the last one set; false when
 * one of its names is not in the scene. */
bool scene_apply_preset(scene *sc, const scene_preset *preset);

#endif
