/* The SAT strip: every candidate axis of a separating-axis test with both shapes' shadows on
 * it, the gap or overlap between them, and the axes the library itself reports marked: the
 * first that separates (isect_*_axis) and the one of least overlap (the contact normal of
 * isect_*_contact). One strip for one pair of shapes. No GL and no sample context here: the
 * numbers are display geometry (each shadow projected in float onto the unit axis), the marks
 * the library's calls.
 *
 * On a unit axis L a shape's shadow is an interval; for a box with centre c, axes u_i and
 * half-extents e_i it is c·L ± r, r = sum e_i |u_i·L|; for a triangle the min and max of its
 * corners' v·L (Ericson, Real-Time Collision Detection, 4.4.1 and 5.2.9). With the shadows
 * [a_lo, a_hi] and [b_lo, b_hi], of radii ra, rb and centres t·L apart,
 *     gap = |t·L| - ra - rb:
 * positive, the space between them, max(a_lo, b_lo) - min(a_hi, b_hi) (L separates);
 * negative, minus the overlap, min(a_hi - b_lo, b_hi - a_lo), how far B must move along L to
 * leave A's shadow (where one shadow holds the other, more than the length they share). */
#ifndef ISECT_SAT_STRIP_H
#define ISECT_SAT_STRIP_H

#include <stdbool.h>
#include <stddef.h>
#include <cglm/struct.h>

#include "isect.h"

#define SAT_STRIP_MAX_ROWS 18 /* triangle-triangle: 2 normals, 9 edge pairs, 6 in-plane normals, 1 */
#define SAT_STRIP_NAME_SIZE 16

/* What the numbers of a row are: a box's radius and the centres' distance (two boxes), or the
 * shadows' ends where a shape is flat (a triangle has no centre its shadow is symmetric about). */
typedef enum sat_strip_kind { SAT_STRIP_BOXES, SAT_STRIP_BOX_FLAT, SAT_STRIP_FLAT_FLAT } sat_strip_kind;

typedef struct sat_strip_row {
    char name[SAT_STRIP_NAME_SIZE]; /* "A.u0", "A.u0×C.u2", "n_tri", "x×e1" */
    int index;       /* the axis's index in the library's report (isect.h) */
    bool degenerate; /* a zero axis (parallel edges, a zero-area triangle's normal): skipped */
    vec3s axis;      /* unit, world; zero when degenerate */
    float a_lo, a_hi, b_lo, b_hi; /* the shadows on the axis, measured from A's centre */
    float gap;       /* > 0 apart, < 0 overlap (see above); 0 when degenerate */
    float slack;     /* a gap up to this may still be called touching by the library: its
                        tolerance on this axis in the axis's units (0 where the test is exact) */
} sat_strip_row;

typedef struct sat_strip {
    sat_strip_kind kind;
    const char *a_name, *b_name; /* the pair's names in the scene, A first as the library takes them */
    const char *call;            /* "isect_obb_obb" */
    bool meet;                   /* the library's verdict */
    sat_strip_row rows[SAT_STRIP_MAX_ROWS];
    int count;                   /* rows in the order the library tries them */
    int first;   /* the row of the library's first separating axis; -1 when they meet */
    int least;   /* the row of the library's contact normal; -1 when apart or no contact variant */
    bool has_contact;    /* the test has a contact variant */
    const char *decides; /* one line: how the library decides (its slack, where it has one) */
    float scale;         /* the largest ra + rb of the rows: the bars' half length */
} sat_strip;

/* The strips of the four tests, A and B in the library's argument order, names[] theirs in the
 * scene (a box's axes are named by a one-letter name: "C.u2"). */
void sat_strip_obb_obb(sat_strip *s, isect_obb a, isect_obb b, const char *const names[2]);
void sat_strip_aabb_triangle(sat_strip *s, isect_aabb a, isect_triangle b, const char *const names[2]);
void sat_strip_triangle_triangle(sat_strip *s, isect_triangle a, isect_triangle b, const char *const names[2]);
void sat_strip_aabb_aabb(sat_strip *s, isect_aabb a, isect_aabb b, const char *const names[2]);

/* The row of axis index k in s, -1 when s has none. */
int sat_strip_row_of(const sat_strip *s, int k);

/* A row's numbers as the HUD's columns show them: ra, rb and |t·L| (two boxes); the box's r and
 * the flat shape's lo and hi (a box and a triangle); A's lo..hi and B's lo..hi, and "" (two
 * flat shapes). Each with the decimals that tell apart the ends facing across the gap. */
#define SAT_STRIP_CELL_SIZE 64
void sat_strip_row_cells(const sat_strip *s, int row, char cells[3][SAT_STRIP_CELL_SIZE]);
/* A row's gap, signed, with the decimals that show it (a 0.001 gap as +0.001), float noise about
 * 0 as "≈0". Returns out or a constant. */
const char *sat_strip_gap_text(const sat_strip *s, int row, char out[SAT_STRIP_CELL_SIZE]);
/* One row as text for --log-state and the HUD: "A.u0×B.u2  ra 0.71 rb 0.71 |t·L| 1.72 gap
 * +0.30 <- first separating"; the numbers' columns of the kind. Returns out. */
const char *sat_strip_row_text(const sat_strip *s, int row, char *out, size_t size);
/* The strip's title line: the pair, the verdict and which rows the library marks. */
const char *sat_strip_title(const sat_strip *s, char *out, size_t size);
/* --log-state's lines of the strip, "state <id>: strip <title>" and one "state <id>: strip
 * <row>" a row, each ending in a newline, into out (size bytes, cut short where they do not
 * fit); nothing when the strip is empty. Returns the bytes written, the 0 not counted. */
size_t sat_strip_log(const sat_strip *s, const char *id, char *out, size_t size);

#endif
