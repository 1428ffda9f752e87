#include "label_layout.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* How far the search reaches, in character steps: beside the anchor, rings characters further
 * out and rings steps up and down; above and below it, rings steps sideways and up or down.
 * RINGS, about 600 candidates, sorted only when the natural place is taken; among the scene's
 * lines RINGS_AMONG_LINES, about 1,300, so that a label whose anchor lies deep in a shape's
 * wires (the contact point of two spheres) reaches the clear space beyond them. */
enum { RINGS = 8, RINGS_AMONG_LINES = 12 };
#define CANDIDATES(rings) (2 * ((rings) + 1) * (2 * (rings) + 1) * 2)
static int rings_of(const label_frame *frame)
{
    return frame->line_count > 0 ? RINGS_AMONG_LINES : RINGS;
}
enum { SIDE_RIGHT, SIDE_LEFT, SIDE_ABOVE, SIDE_BELOW };

typedef struct candidate {
    label_box box;
    int distance;  /* from the anchor to the box, half pixels: the nearer, the sooner tried */
    int ring;      /* steps out from the side's first place */
    int side;      /* right, left, above, below: the order of the tie */
    int along;     /* signed steps along the side: a last tie-break, so the order is total */
} candidate;

/* Touching is not overlapping: stacked labels share an edge. */
static bool overlaps(label_box a, label_box b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool inside(label_box inner, label_box outer)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* The box's point nearest (px, py). */
static void nearest_on_box(label_box b, float px, float py, float *x, float *y)
{
    *x = clampf(px, b.x, b.x + b.w);
    *y = clampf(py, b.y, b.y + b.h);
}

static float distance_to_box(label_box b, float px, float py)
{
    float x, y;
    nearest_on_box(b, px, py, &x, &y);
    return hypotf(px - x, py - y);
}

label_box label_natural_box(const label_request *label, float advance)
{
    return (label_box){label->anchor_x + 0.5f * advance, label->anchor_y - 0.5f * label->h, label->w, label->h};
}

label_box label_spaced(label_box b, float advance)
{
    return (label_box){b.x - 0.5f * advance, b.y, b.w + advance, b.h};
}

static int by_nearness(const void *a, const void *b)
{
    const candidate *p = a, *q = b;
    int keys_p[] = {p->distance, p->ring, p->side, abs(p->along), p->along};
    int keys_q[] = {q->distance, q->ring, q->side, abs(q->along), q->along};
    for (size_t k = 0; k < sizeof keys_p / sizeof keys_p[0]; k++)
        if (keys_p[k] != keys_q[k])
            return keys_p[k] < keys_q[k] ? -1 : 1;
    return 0;
}

/* The places around a label, nearest first. Beside the anchor: the text's middle level with it,
 * then stepped up and down (ring) and further out; above and below: the text centred over or
 * under it, then stepped sideways (along) and further out. Each place's distance is that from
 * the anchor to the box, in half pixels, so right, left, above and below, all half a character
 * away, come first and in that order. */
static int candidates_around(const label_request *l, float advance, int rings, candidate *out)
{
    float g = 0.5f * advance, ax = l->anchor_x, ay = l->anchor_y;
    int n = 0;
    for (int out_step = 0; out_step <= rings; out_step++)
        for (int v = -rings; v <= rings; v++) {
            float y = ay - 0.5f * l->h + (float)v * advance, d = (float)out_step * advance;
            label_box right = {ax + g + d, y, l->w, l->h}, left = {ax - g - l->w - d, y, l->w, l->h};
            int ring = out_step > abs(v) ? out_step : abs(v);
            out[n++] = (candidate){right, (int)lroundf(2 * distance_to_box(right, ax, ay)), ring, SIDE_RIGHT, v};
            out[n++] = (candidate){left, (int)lroundf(2 * distance_to_box(left, ax, ay)), ring, SIDE_LEFT, v};
        }
    for (int out_step = 0; out_step <= rings; out_step++)
        for (int s = -rings; s <= rings; s++) {
            float x = ax - 0.5f * l->w + (float)s * advance, d = (float)out_step * advance;
            label_box above = {x, ay - g - l->h - d, l->w, l->h}, below = {x, ay + g + d, l->w, l->h};
            int ring = out_step > abs(s) ? out_step : abs(s);
            out[n++] = (candidate){above, (int)lroundf(2 * distance_to_box(above, ax, ay)), ring, SIDE_ABOVE, s};
            out[n++] = (candidate){below, (int)lroundf(2 * distance_to_box(below, ax, ay)), ring, SIDE_BELOW, s};
        }
    qsort(out, (size_t)n, sizeof *out, by_nearness);
    return n;
}

static bool same_anchor(const label_request *a, const label_request *b, float advance)
{
    return hypotf(a->anchor_x - b->anchor_x, a->anchor_y - b->anchor_y) <= 0.5f * advance;
}

/* Whether label k names something on screen that no earlier label already names: its anchor
 * inside the window and not an earlier label's text at the same anchor (merged into that). */
static bool eligible(const label_request *labels, int k, const label_frame *frame)
{
    const label_request *l = &labels[k];
    label_box w = frame->bounds;
    if (!(l->anchor_x >= w.x && l->anchor_x <= w.x + w.w && l->anchor_y >= w.y && l->anchor_y <= w.y + w.h))
        return false; /* off screen, or not a number */
    for (int i = 0; i < k; i++)
        if (same_anchor(&labels[i], l, frame->advance) && strcmp(labels[i].text, l->text) == 0)
            return false;
    return true;
}

/* Another label's box widened by the space kept beside it: half a character (label_spaced),
 * or, among the scene's lines, a character and a half. There labels pushed off the strokes
 * gather in the same clear band, and with one space between them "a + va" and "t = 0.50" read
 * as one phrase. */
static label_box spaced_in(const label_frame *frame, label_box b)
{
    float extra = frame->line_count > 0 ? frame->advance : 0.0f;
    label_box s = label_spaced(b, frame->advance);
    return (label_box){s.x - extra, s.y, s.w + 2 * extra, s.h};
}

/* Whether label k may stand at box: inside the window, off the panels, half a character clear
 * of every other label's box (the placed labels' or, with natural set, every eligible label's
 * natural place) and off
 * every other anchor (a label must not hide the point another one names). */
static bool free_at(label_box box, int k, const label_request *labels, int count, const label_frame *frame,
                    const label_place *placed, bool natural)
{
    if (!inside(box, frame->bounds))
        return false;
    for (int i = 0; i < frame->avoid_count; i++)
        if (overlaps(box, frame->avoid[i]))
            return false;
    float r = 0.25f * frame->advance;
    for (int i = 0; i < count; i++) {
        if (i == k)
            continue;
        label_box other = natural ? label_natural_box(&labels[i], frame->advance)
                                  : (label_box){placed[i].x, placed[i].y, labels[i].w, labels[i].h};
        bool there = natural ? eligible(labels, i, frame) : placed[i].shown;
        if (there && overlaps(box, spaced_in(frame, other)))
            return false;
        if (!same_anchor(&labels[i], &labels[k], frame->advance) &&
            overlaps(box, (label_box){labels[i].anchor_x - r, labels[i].anchor_y - r, 2 * r, 2 * r}))
            return false;
    }
    return true;
}

/* The part of the segment from (x0, y0) along (dx, dy) that lies in box b, as fractions
 * lo..hi of its length: the slab test of Liang and Barsky. False when it misses the box. */
static bool clip_to_box(float x0, float y0, float dx, float dy, label_box b, float *lo, float *hi)
{
    const float start[2] = {x0, y0}, delta[2] = {dx, dy}, min[2] = {b.x, b.y}, max[2] = {b.x + b.w, b.y + b.h};
    *lo = 0.0f, *hi = 1.0f;
    for (int a = 0; a < 2; a++) {
        if (delta[a] == 0.0f) {
            if (start[a] < min[a] || start[a] > max[a])
                return false;
            continue;
        }
        float t0 = (min[a] - start[a]) / delta[a], t1 = (max[a] - start[a]) / delta[a];
        *lo = fmaxf(*lo, fminf(t0, t1));
        *hi = fminf(*hi, fmaxf(t0, t1));
    }
    return *lo <= *hi;
}

/* Where the segment from (x0, y0) to (x1, y1) first enters one of the panels, as a fraction
 * of its length (1 when it enters none). */
static float first_entry(const label_frame *frame, float x0, float y0, float x1, float y1)
{
    float first = 1.0f;
    for (int i = 0; i < frame->avoid_count; i++) {
        float lo, hi;
        if (clip_to_box(x0, y0, x1 - x0, y1 - y0, frame->avoid[i], &lo, &hi))
            first = fminf(first, lo);
    }
    return first;
}

/* The scene's lines as ink on a grid of square cells half a character wide over the window:
 * each cell the weight of the heaviest line through it, and their running sums (a summed-area
 * table), so that the ink under any box costs four look-ups, however many lines there are.
 * Static, off the stack and the heap: one layout runs at a time. */
enum { INK_CELLS_MAX = 1 << 18 };
static struct {
    float x, y, cell; /* the grid's top-left corner and a cell's side, pixels */
    int w, h;         /* cells across and down */
    int weight[INK_CELLS_MAX];
    int sum[INK_CELLS_MAX + 1024]; /* (w + 1) (h + 1): sum[j][i] = weights of the cells above and left of (i, j) */
} ink;

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Marks the cells the line passes through, stepping along it by half a cell, with its weight
 * where that is heavier; the part outside the window is left out. */
static void ink_line(const label_segment *s, label_box window)
{
    float lo, hi, dx = s->x1 - s->x0, dy = s->y1 - s->y0;
    if (!clip_to_box(s->x0, s->y0, dx, dy, window, &lo, &hi))
        return;
    float length = (hi - lo) * hypotf(dx, dy);
    int steps = (int)ceilf(length / (0.5f * ink.cell));
    for (int k = 0; k <= steps; k++) {
        float t = lo + (hi - lo) * (steps ? (float)k / (float)steps : 0.0f);
        int i = clampi((int)((s->x0 + t * dx - ink.x) / ink.cell), 0, ink.w - 1);
        int j = clampi((int)((s->y0 + t * dy - ink.y) / ink.cell), 0, ink.h - 1);
        int *cell = &ink.weight[j * ink.w + i];
        *cell = *cell > s->weight ? *cell : s->weight;
    }
}

static void ink_lines(const label_frame *frame)
{
    label_box window = frame->bounds;
    ink.x = window.x, ink.y = window.y, ink.cell = fmaxf(0.5f * frame->advance, 1.0f);
    for (;;) { /* a huge window for its font: coarser cells */
        ink.w = (int)ceilf(window.w / ink.cell), ink.h = (int)ceilf(window.h / ink.cell);
        if ((ink.w + 1) * (ink.h + 1) <= INK_CELLS_MAX)
            break;
        ink.cell *= 1.5f;
    }
    memset(ink.weight, 0, (size_t)(ink.w * ink.h) * sizeof ink.weight[0]);
    for (int i = 0; i < frame->line_count; i++)
        ink_line(&frame->lines[i], window);
    int row = ink.w + 1;
    for (int i = 0; i <= ink.w; i++)
        ink.sum[i] = 0;
    for (int j = 1; j <= ink.h; j++) {
        ink.sum[j * row] = 0;
        for (int i = 1; i <= ink.w; i++)
            ink.sum[j * row + i] = ink.weight[(j - 1) * ink.w + i - 1] + ink.sum[(j - 1) * row + i] +
                                   ink.sum[j * row + i - 1] - ink.sum[(j - 1) * row + i - 1];
    }
}

/* How much ink lies under the text of a label at box: the weights of the cells whose centres
 * lie in it (0 without lines). The box's top and bottom sixths are the line's leading, above
 * and below the letters: a line that only grazes them strikes nothing through. */
static int crossings(label_box box, const label_frame *frame)
{
    if (frame->line_count == 0)
        return 0;
    label_box letters = {box.x + 1.0f, box.y + box.h / 6.0f, box.w - 2.0f, box.h * (4.0f / 6.0f)};
    int i0 = clampi((int)ceilf((letters.x - ink.x) / ink.cell - 0.5f), 0, ink.w);
    int i1 = clampi((int)ceilf((letters.x + letters.w - ink.x) / ink.cell - 0.5f), 0, ink.w);
    int j0 = clampi((int)ceilf((letters.y - ink.y) / ink.cell - 0.5f), 0, ink.h);
    int j1 = clampi((int)ceilf((letters.y + letters.h - ink.y) / ink.cell - 0.5f), 0, ink.h);
    int row = ink.w + 1;
    return ink.sum[j1 * row + i1] - ink.sum[j0 * row + i1] - ink.sum[j1 * row + i0] + ink.sum[j0 * row + i0];
}

/* A label more than a character beyond its gap from the anchor gets a line back to it, from
 * the box's nearest point, stopped where it would enter a panel (the anchor is hidden there). */
static void add_leader(label_place *p, const label_request *l, const label_frame *frame)
{
    label_box box = {p->x, p->y, l->w, l->h};
    if (distance_to_box(box, l->anchor_x, l->anchor_y) <= 1.5f * frame->advance)
        return;
    float x, y;
    nearest_on_box(box, l->anchor_x, l->anchor_y, &x, &y);
    float t = first_entry(frame, x, y, l->anchor_x, l->anchor_y);
    if (t <= 0.0f)
        return;
    p->leader = true;
    p->leader_from_x = x, p->leader_from_y = y;
    p->leader_to_x = x + t * (l->anchor_x - x), p->leader_to_y = y + t * (l->anchor_y - y);
}

/* The best place found so far for a label: free of the others and the panels, and crossed by
 * the lightest lines of any place tried, the first tried winning a tie (a place crossed by
 * none ends the search). moved: not its natural place nor under its stack, so it may need a
 * leader. */
typedef struct label_choice {
    bool found, moved;
    label_box box;
    int crossed;
} label_choice;

/* Tries box for label k: kept when free and crossed more lightly than the best so far. */
static void consider(label_choice *best, label_box box, bool moved, int k, const label_request *labels, int count,
                     const label_frame *frame, const label_place *placed)
{
    if (best->found && best->crossed == 0)
        return;
    if (!free_at(box, k, labels, count, frame, placed, false))
        return;
    int crossed = crossings(box, frame);
    if (!best->found || crossed < best->crossed)
        *best = (label_choice){true, moved, box, crossed};
}

void label_layout(const label_request *labels, int count, const label_frame *frame, label_place *out)
{
    if (frame->line_count > 0)
        ink_lines(frame);
    /* First every label whose natural place is free of everything, even of the others'
     * natural places and of the scene's lines: those stay exactly there, whatever the crowded
     * ones do. */
    for (int k = 0; k < count; k++) {
        label_box natural = label_natural_box(&labels[k], frame->advance);
        bool alone = eligible(labels, k, frame) && free_at(natural, k, labels, count, frame, out, true) &&
                     crossings(natural, frame) == 0;
        out[k] = (label_place){.shown = alone, .x = natural.x, .y = natural.y};
    }
    /* Then the crowded ones, in order, around what is placed. The candidates, 42 KB, are
     * static, off the stack (emscripten gives the browser build a small one). */
    static candidate around[CANDIDATES(RINGS_AMONG_LINES)];
    for (int k = 0; k < count; k++) {
        const label_request *l = &labels[k];
        label_place *p = &out[k];
        if (p->shown || !eligible(labels, k, frame))
            continue;
        label_choice best = {0};
        /* Another text at the same anchor goes under the last label of that anchor: a stack
         * read top to bottom in the draw order. */
        int stack_top = -1;
        for (int i = 0; i < k; i++)
            if (out[i].shown && same_anchor(&labels[i], l, frame->advance))
                stack_top = i;
        if (stack_top >= 0) {
            label_box under = {out[stack_top].x, out[stack_top].y + labels[stack_top].h, l->w, l->h};
            consider(&best, under, false, k, labels, count, frame, out);
        }
        consider(&best, label_natural_box(l, frame->advance), false, k, labels, count, frame, out);
        if (!best.found || best.crossed > 0) {
            int n = candidates_around(l, frame->advance, rings_of(frame), around);
            for (int c = 0; c < n; c++)
                consider(&best, around[c].box, true, k, labels, count, frame, out);
        }
        if (!best.found)
            continue;
        *p = (label_place){.shown = true, .x = best.box.x, .y = best.box.y};
        if (best.moved)
            add_leader(p, l, frame);
    }
}
