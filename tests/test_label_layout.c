/* label_layout: no two labels overlap, none covers a panel or leaves the window, a label that
 * collides with nothing stays exactly at its natural place, repeated labels merge, labels at
 * one anchor stack, and the same input always gives the same picture. */
#include <math.h>
#include <string.h>

#include "check.h"
#include "label_layout.h"

#define ADVANCE 11.0f /* a character of the 22 px font at 1280x720 */
#define LINE 24.0f
#define MAX_LABELS 32

static const label_box window = {0, 0, 1280, 720};

static label_request label_at(float x, float y, const char *text)
{
    return (label_request){x, y, (float)strlen(text) * ADVANCE, LINE, text};
}

static label_box box_of(const label_request *l, const label_place *p)
{
    return (label_box){p->x, p->y, l->w, l->h};
}

static bool boxes_overlap(label_box a, label_box b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool box_inside(label_box a, label_box b)
{
    return a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
}

static bool at_natural_place(const label_request *l, const label_place *p)
{
    label_box natural = label_natural_box(l, ADVANCE);
    return p->shown && p->x == natural.x && p->y == natural.y && !p->leader;
}

/* What every layout must satisfy: shown labels overlap neither a panel nor each other (and keep
 * half a character apart side by side), and stay in the window. */
static void check_no_overlap(const label_request *labels, int count, const label_frame *frame, const label_place *out,
                             const char *what)
{
    for (int i = 0; i < count; i++) {
        if (!out[i].shown)
            continue;
        label_box a = box_of(&labels[i], &out[i]);
        CHECK(box_inside(a, frame->bounds), "%s: \"%s\" leaves the window at (%g, %g)", what, labels[i].text, a.x, a.y);
        for (int j = 0; j < frame->avoid_count; j++)
            CHECK(!boxes_overlap(a, frame->avoid[j]), "%s: \"%s\" covers panel %d", what, labels[i].text, j);
        for (int j = i + 1; j < count; j++)
            CHECK(!out[j].shown || !boxes_overlap(label_spaced(a, ADVANCE), box_of(&labels[j], &out[j])),
                  "%s: \"%s\" overlaps \"%s\" or is nearer than half a character", what, labels[i].text, labels[j].text);
    }
}

/* Lays the labels out in the bare window and checks what every layout must satisfy. */
static void place_in_window(const label_request *labels, int count, label_place *out, const char *what)
{
    label_frame frame = {ADVANCE, window, NULL, 0, NULL, 0};
    label_layout(labels, count, &frame, out);
    check_no_overlap(labels, count, &frame, out, what);
}

static void test_lone_labels_stay(void)
{
    label_request labels[] = {label_at(100, 100, "c"), label_at(400, 300, "r = 1.00"), label_at(800, 500, "Q"),
                              label_at(100, 140, "s = -0.25")};
    label_place out[4];
    place_in_window(labels, 4, out, "lone");
    for (int i = 0; i < 4; i++)
        CHECK(at_natural_place(&labels[i], &out[i]), "\"%s\" moved to (%g, %g)", labels[i].text, out[i].x, out[i].y);
}

/* segment-plane's "da" and "db" a few pixels apart printed "bb= 0.00": now both are readable,
 * the first where it was. */
static void test_crowded_pair_moves_the_second(void)
{
    label_request labels[] = {label_at(300, 200, "da = 0.50"), label_at(300, 210, "db = -0.25")};
    label_place out[2];
    place_in_window(labels, 2, out, "da/db");
    CHECK(at_natural_place(&labels[0], &out[0]), "the first label moved");
    CHECK(out[1].shown && !at_natural_place(&labels[1], &out[1]), "the second label stayed on the first");
    /* It moved to a side of its anchor, not far away: no leader line is needed. */
    CHECK(!out[1].leader, "a neighbour's label got a leader");
}

static void test_merge_and_stack(void)
{
    label_request labels[] = {label_at(500, 300, "Q"), label_at(501, 300.5f, "Q"), label_at(500, 300, "in t = 0.25"),
                              label_at(500, 301, "out t = 0.75")};
    label_place out[4];
    place_in_window(labels, 4, out, "stack");
    CHECK(out[0].shown && !out[1].shown, "the repeated \"Q\" was not merged");
    CHECK(at_natural_place(&labels[0], &out[0]), "the stack's first label moved");
    CHECK(out[2].shown && out[2].x == out[0].x && out[2].y == out[0].y + LINE, "\"in t\" not under \"Q\": (%g, %g)", out[2].x,
          out[2].y);
    CHECK(out[3].shown && out[3].x == out[0].x && out[3].y == out[2].y + LINE, "\"out t\" not under \"in t\": (%g, %g)",
          out[3].x, out[3].y);
    /* A different text at another anchor is no stack. */
    label_request apart[] = {label_at(500, 300, "Q"), label_at(560, 300, "Q")};
    place_in_window(apart, 2, out, "apart");
    CHECK(out[0].shown && out[1].shown, "two points named Q apart were merged");
}

/* The HUD's panel: a label whose natural place is under it moves out; one whose anchor is under
 * it is drawn outside with a leader that stops at the panel's edge. */
static void test_panels(void)
{
    const label_box panel = {0, 0, 500, 300};
    label_request labels[] = {label_at(490, 100, "foot"), label_at(200, 250, "c")};
    label_place out[2];
    label_frame frame = {ADVANCE, window, &panel, 1, NULL, 0};
    label_layout(labels, 2, &frame, out);
    check_no_overlap(labels, 2, &frame, out, "panel");
    /* Just out of the panel, within a character and a half of its point: no leader needed. */
    float dx = fmaxf(0, out[0].x - 490), dy = fmaxf(0, fmaxf(out[0].y - 100, 100 - (out[0].y + LINE)));
    CHECK(out[0].shown && out[0].x >= 500 && hypotf(dx, dy) <= 1.5f * ADVANCE && !out[0].leader,
          "\"foot\" beside the panel's edge is not just out of it: (%g, %g)", out[0].x, out[0].y);
    CHECK(out[1].shown && out[1].leader, "\"c\" under the panel: not shown, or no leader");
    if (out[1].leader) {
        CHECK(out[1].leader_to_y == panel.y + panel.h, "the leader goes into the panel, to y = %g", out[1].leader_to_y);
        CHECK(out[1].leader_from_y == out[1].y, "the leader does not start on the label's top edge");
    }
}

static void test_window_edges(void)
{
    label_request labels[] = {label_at(1275, 400, "r = 1.00"), label_at(640, 2, "top"), label_at(-5, 300, "gone"),
                              label_at(NAN, 300, "nan")};
    label_place out[4];
    place_in_window(labels, 4, out, "edges");
    CHECK(out[0].shown && out[0].x + labels[0].w <= 1280, "the label at the right edge is cut");
    CHECK(out[1].shown, "the label at the top edge is not shown");
    CHECK(!out[2].shown && !out[3].shown, "labels of points off screen are shown");
}

/* A label hides no other label's point. */
static void test_anchors_stay_visible(void)
{
    label_request labels[] = {label_at(300, 300, "plane"), label_at(330, 300, "AABB")};
    label_place out[2];
    place_in_window(labels, 2, out, "plane/AABB");
    label_box first = box_of(&labels[0], &out[0]);
    CHECK(!(first.x < 330 && 330 < first.x + first.w && first.y < 300 && 300 < first.y + first.h),
          "\"plane\" covers the point AABB names");
}

/* Random label sets in a window with the HUD's panel and key hint: never an overlap, every
 * label that collides with nothing stays exactly in place, the same input gives the same
 * output. */
/* Two placements alike in every field (not memcmp: the struct's padding bytes are unspecified). */
static bool same_place(const label_place *a, const label_place *b)
{
    return a->shown == b->shown && a->x == b->x && a->y == b->y && a->leader == b->leader &&
           a->leader_from_x == b->leader_from_x && a->leader_from_y == b->leader_from_y &&
           a->leader_to_x == b->leader_to_x && a->leader_to_y == b->leader_to_y;
}

static void test_random_sets(void)
{
    static const char *const texts[] = {"c", "Q", "Q'", "da = 0.5", "db = -0.25", "r = 1.00", "foot", "in t", "out t",
                                        "t = 0.42", "push-out 0.013", "plane", "AABB", "p0 = q0"};
    const label_box panels[] = {{0, 0, 420, 260}, {0, 690, 900, 30}};
    label_frame frame = {ADVANCE, window, panels, 2, NULL, 0};
    rng r = {42};
    int moved = 0, stayed = 0;
    for (int round = 0; round < 400; round++) {
        label_request labels[MAX_LABELS];
        int count = 1 + (int)(rng_next(&r) % MAX_LABELS);
        /* Clustered anchors, as a sample's points are: around a few centres. */
        float cx = rng_float(&r, 0, 1280), cy = rng_float(&r, 0, 720), spread = rng_float(&r, 5, 400);
        for (int i = 0; i < count; i++) {
            const char *text = texts[rng_next(&r) % (sizeof texts / sizeof texts[0])];
            labels[i] = label_at(cx + rng_float(&r, -spread, spread), cy + rng_float(&r, -spread, spread), text);
        }
        label_place out[MAX_LABELS], again[MAX_LABELS];
        label_layout(labels, count, &frame, out);
        label_layout(labels, count, &frame, again);
        char what[32];
        snprintf(what, sizeof what, "round %d", round);
        check_no_overlap(labels, count, &frame, out, what);
        bool same = true;
        for (int k = 0; k < count; k++)
            same = same && same_place(&out[k], &again[k]);
        CHECK(same, "%s: the same labels placed twice differ", what);
        for (int k = 0; k < count; k++) {
            label_box natural = label_natural_box(&labels[k], ADVANCE);
            bool on_screen = labels[k].anchor_x >= 0 && labels[k].anchor_x <= 1280 && labels[k].anchor_y >= 0 &&
                             labels[k].anchor_y <= 720;
            bool alone = on_screen && box_inside(natural, window) && !boxes_overlap(natural, panels[0]) &&
                         !boxes_overlap(natural, panels[1]);
            for (int i = 0; i < count && alone; i++) {
                label_box anchor = {labels[i].anchor_x - 3, labels[i].anchor_y - 3, 6, 6};
                alone = i == k || (!boxes_overlap(natural, label_spaced(label_natural_box(&labels[i], ADVANCE), ADVANCE)) &&
                                   !boxes_overlap(natural, anchor));
            }
            if (alone) {
                CHECK(at_natural_place(&labels[k], &out[k]), "%s: \"%s\" collided with nothing and moved", what,
                      labels[k].text);
                stayed++;
            } else {
                moved += out[k].shown && !at_natural_place(&labels[k], &out[k]);
            }
        }
    }
    /* The sets are crowded enough to test placement, and sparse enough to test staying. */
    CHECK(moved > 1000 && stayed > 1000, "moved %d, stayed %d", moved, stayed);
}

/* Whether the segment runs through the box: the box's corners not all on one side of its
 * line, and their spans overlapping. */
static bool segment_through(label_segment s, label_box b)
{
    if (fmaxf(s.x0, s.x1) < b.x || fminf(s.x0, s.x1) > b.x + b.w || fmaxf(s.y0, s.y1) < b.y || fminf(s.y0, s.y1) > b.y + b.h)
        return false;
    int below = 0, above = 0;
    const float cx[4] = {b.x, b.x + b.w, b.x, b.x + b.w}, cy[4] = {b.y, b.y, b.y + b.h, b.y + b.h};
    for (int k = 0; k < 4; k++) {
        float side = (s.x1 - s.x0) * (cy[k] - s.y0) - (s.y1 - s.y0) * (cx[k] - s.x0);
        below += side < 0, above += side > 0;
    }
    return below > 0 && above > 0;
}

/* ray-aabb's "out t" lay on the slab lines: a label whose natural place a line runs through
 * moves to a clear place near its anchor, with a leader when it is moved far; a label no line
 * touches stays; without lines in the frame the layout is as before. */
static void test_lines_kept_clear(void)
{
    label_request labels[] = {label_at(400, 300, "out t = 4.35"), label_at(800, 500, "c")};
    /* Three horizontal lines through the first label's natural place, and one past its left. */
    const label_segment lines[] = {{380, 296, 700, 296, 1}, {380, 302, 700, 302, 1}, {380, 306, 700, 306, 1},
                                   {300, 250, 300, 350, 1}};
    label_frame frame = {ADVANCE, window, NULL, 0, lines, 4};
    label_place out[2], bare[2];
    label_layout(labels, 2, &frame, out);
    check_no_overlap(labels, 2, &frame, out, "lines");
    label_box moved = box_of(&labels[0], &out[0]);
    for (int i = 0; i < 4; i++)
        CHECK(!segment_through(lines[i], moved), "\"%s\" at (%g, %g) is struck through by line %d", labels[0].text, moved.x,
              moved.y, i);
    CHECK(out[0].shown && !at_natural_place(&labels[0], &out[0]), "\"%s\" stayed on the lines", labels[0].text);
    CHECK(at_natural_place(&labels[1], &out[1]), "\"c\", clear of every line, moved");
    label_frame no_lines = {ADVANCE, window, NULL, 0, NULL, 0};
    label_layout(labels, 2, &no_lines, bare);
    CHECK(at_natural_place(&labels[0], &bare[0]), "without lines \"%s\" moved", labels[0].text);
}

/* sphere-plane's "dist" among the sphere's rings: where every place within reach lies over
 * some line, the label lies over the light ones (a shape's wires) rather than a heavy one (a
 * yellow bar of its own colour), even over two light ones rather than one heavy. */
static void test_heavy_lines_crossed_last(void)
{
    label_request label = label_at(400, 300, "dist = +1.00");
    label_box natural = label_natural_box(&label, ADVANCE);
    label_segment lines[128];
    int n = 0;
    /* Light wires every 8 px, each place's letters run through by two, but for a gap at the
     * natural place, which one heavy line runs through instead. */
    for (float y = 100; y <= 500; y += 8) {
        bool gap = y > natural.y && y < natural.y + natural.h;
        lines[n++] = (label_segment){100, y, gap ? natural.x - 5 : 900, y, 1};
        if (gap)
            lines[n++] = (label_segment){natural.x + natural.w + 5, y, 900, y, 1};
    }
    lines[n++] = (label_segment){natural.x - 5, 300, natural.x + natural.w + 5, 300, 10};
    label_frame frame = {ADVANCE, window, NULL, 0, lines, n};
    label_place out;
    label_layout(&label, 1, &frame, &out);
    CHECK(out.shown, "\"%s\" not shown", label.text);
    label_box placed = box_of(&label, &out), letters = {placed.x, placed.y + placed.h / 6, placed.w, placed.h * 4 / 6};
    CHECK(!segment_through(lines[n - 1], letters), "\"%s\" at (%g, %g) lies over the heavy line", label.text, out.x, out.y);
}

int main(void)
{
    RUN(test_lone_labels_stay);
    RUN(test_crowded_pair_moves_the_second);
    RUN(test_merge_and_stack);
    RUN(test_panels);
    RUN(test_window_edges);
    RUN(test_anchors_stay_visible);
    RUN(test_random_sets);
    RUN(test_lines_kept_clear);
    RUN(test_heavy_lines_crossed_last);
    return check_summary();
}
