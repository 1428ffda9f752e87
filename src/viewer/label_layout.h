/* Where the scene's labels go on the screen: each beside its anchor (the projected point it
 * names), no two overlapping, none over the HUD's text, each as near its anchor as the others
 * leave room for. Pure arithmetic on pixel rectangles (y down): no GL, no font. */
#ifndef ISECT_LABEL_LAYOUT_H
#define ISECT_LABEL_LAYOUT_H

#include <stdbool.h>

/* A rectangle: top-left corner and size, pixels. */
typedef struct label_box {
    float x, y, w, h;
} label_box;

/* A label to place: its anchor, the size of its text and the text (labels with the same text
 * at nearly the same anchor are one label). */
typedef struct label_request {
    float anchor_x, anchor_y;
    float w, h;
    const char *text;
} label_request;

/* A line of the scene on the screen, pixels: a label keeps off it where it can, so that no
 * stroke runs through its letters. weight: what crossing it costs (a line of the labels' own
 * colour, which would blur into the letters, more than a shape's wire). */
typedef struct label_segment {
    float x0, y0, x1, y1;
    int weight;
} label_segment;

/* The frame the labels live in. advance is the width of a character: the gap between an anchor
 * and its label is half of it, the search steps one character sideways and half a line up or
 * down, an anchor nearer than the gap to another is the same anchor, and a label moved more
 * than a character from its natural place gets a leader line. */
typedef struct label_frame {
    float advance;
    label_box bounds;        /* the window: labels stay inside it */
    const label_box *avoid;  /* the HUD's text panels */
    int avoid_count;
    const label_segment *lines; /* the scene's lines to keep clear of (NULL, 0: none) */
    int line_count;
} label_frame;

typedef struct label_place {
    bool shown;        /* false: merged into an earlier label, anchored outside the window or
                          under a panel's edge with no room left */
    float x, y;        /* top-left corner of the text */
    bool leader;       /* moved away: draw a line from leader_from (on the box) to leader_to
                          (the anchor, or where the line enters an avoided panel) */
    float leader_from_x, leader_from_y, leader_to_x, leader_to_y;
} label_place;

/* A label's natural place: its text's left edge half a character right of the anchor, the
 * text's middle level with it. */
label_box label_natural_box(const label_request *label, float advance);

/* A label's box widened by half a character on each side: two labels side by side keep that
 * space between them (a word's space), or "b + v" and "y" read as "b + vy". */
label_box label_spaced(label_box b, float advance);

/* Places count labels in order (earlier labels have the first choice, so the draw order is
 * the priority): each at the first free candidate of a fixed ring order around its anchor —
 * right (its natural place), left, above, below, then further out by character and half-line
 * steps — so equal input gives equal output and a still picture does not flicker. With the
 * frame's lines, a candidate crossed by none of them comes before every crossed one, and
 * among crossed ones the one over less ink wins (the lines' weights over the length they
 * run under the letters): a label moves
 * off a stroke (with a leader back to its anchor) when there is a clear place within reach,
 * and labels side by side keep a character and a half apart, not half of one. A label whose
 * text and anchor repeat an earlier one's is merged into it; one with another text at the
 * same anchor is stacked under the labels already there. */
void label_layout(const label_request *labels, int count, const label_frame *frame, label_place *out);

#endif
