#include "svg_export.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "font.h"
#include "label_layout.h"
#include "palette.h"

/* The text being written: a buffer that doubles as it fills; failed is set, once, when it
 * cannot grow. */
typedef struct svg_text {
    char *s;
    size_t length, capacity;
    bool failed;
} svg_text;

static void add(svg_text *t, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void add(svg_text *t, const char *format, ...)
{
    for (int attempt = 0; attempt < 2 && !t->failed; attempt++) {
        va_list args;
        va_start(args, format);
        int n = vsnprintf(t->s + t->length, t->capacity - t->length, format, args);
        va_end(args);
        if (n < 0) {
            t->failed = true;
        } else if ((size_t)n < t->capacity - t->length) {
            t->length += (size_t)n;
            return;
        } else { /* grow to hold it, then print again */
            size_t capacity = 2 * t->capacity + (size_t)n + 1;
            char *s = realloc(t->s, capacity);
            if (!s)
                t->failed = true;
            else
                t->s = s, t->capacity = capacity;
        }
    }
}

/* s with XML's five special characters escaped and control characters left out. */
static void add_escaped(svg_text *t, const char *s, size_t n)
{
    for (size_t i = 0; i < n && s[i]; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '&': add(t, "&amp;"); break;
        case '<': add(t, "&lt;"); break;
        case '>': add(t, "&gt;"); break;
        case '"': add(t, "&quot;"); break;
        case '\'': add(t, "&apos;"); break;
        default:
            if (c >= 0x20)
                add(t, "%c", c);
        }
    }
}

/* A colour of the dark screen as ink on white: the same hue, scaled down until its luminance
 * (Rec. 709 weights on the stored values) is at most 0.45, so that sky blue and the note's
 * yellow stay readable on paper; vermillion and the darker colours are kept as they are. */
static void ink(const uint8_t rgb[3], char out[8])
{
    float r = rgb[0] / 255.0f, g = rgb[1] / 255.0f, b = rgb[2] / 255.0f;
    float luminance = 0.2126f * r + 0.7152f * g + 0.0722f * b;
    float k = luminance > 0.45f ? 0.45f / luminance : 1.0f;
    snprintf(out, 8, "#%02x%02x%02x", (unsigned)lroundf(r * k * 255), (unsigned)lroundf(g * k * 255),
             (unsigned)lroundf(b * k * 255));
}

static void color_ink(vec4s c, char out[8])
{
    ink((const uint8_t[3]){(uint8_t)lroundf(c.r * 255), (uint8_t)lroundf(c.g * 255), (uint8_t)lroundf(c.b * 255)}, out);
}

static void vertex_ink(const draw_vertex *v, char out[8])
{
    ink((const uint8_t[3]){v->r, v->g, v->b}, out);
}

/* Whether a line is dashed: its colour's fourth component below 1 (palette.h's LINE_DASHED). */
static bool dashed(const draw_vertex *v)
{
    return v->a < 191;
}

static vec4s clip_of(mat4s view_projection, const draw_vertex *v)
{
    return glms_mat4_mulv(view_projection, (vec4s){{v->x, v->y, v->z, 1}});
}

/* Clip-space point to window pixels, y down. */
static void to_pixels(vec4s c, int width, int height, float *x, float *y)
{
    *x = (c.x / c.w * 0.5f + 0.5f) * (float)width, *y = (0.5f - c.y / c.w * 0.5f) * (float)height;
}

/* The segment a..b in clip space cut to the part in front of the near plane (z >= -w, GL's),
 * then, in pixels, to the window (Liang and Barsky, "A new concept and method for line
 * clipping", 1984). False when nothing of it is seen. */
static bool clip_line(vec4s a, vec4s b, int width, int height, float xy[4])
{
    float da = a.z + a.w, db = b.z + b.w; /* distances to the near plane, in clip units */
    if (da < 0 && db < 0)
        return false;
    if (da < 0)
        a = glms_vec4_lerp(a, b, da / (da - db));
    else if (db < 0)
        b = glms_vec4_lerp(a, b, da / (da - db));
    if (!(a.w > 0) || !(b.w > 0))
        return false;
    to_pixels(a, width, height, &xy[0], &xy[1]);
    to_pixels(b, width, height, &xy[2], &xy[3]);
    float dx = xy[2] - xy[0], dy = xy[3] - xy[1], t0 = 0, t1 = 1;
    const float p[4] = {-dx, dx, -dy, dy};
    const float q[4] = {xy[0], (float)width - xy[0], xy[1], (float)height - xy[1]};
    for (int i = 0; i < 4; i++) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        float t = q[i] / p[i];
        if (p[i] < 0)
            t0 = fmaxf(t0, t);
        else
            t1 = fminf(t1, t);
    }
    if (t0 > t1)
        return false;
    float x0 = xy[0], y0 = xy[1];
    xy[0] = x0 + t0 * dx, xy[1] = y0 + t0 * dy, xy[2] = x0 + t1 * dx, xy[3] = y0 + t1 * dy;
    return true;
}

/* Lines first..end of the scene (a pair of vertices each) that pass keep, as paths: one path
 * per run of lines of one colour and stroke. */
static void add_lines(svg_text *t, const svg_figure *f, int first, int end, bool (*keep)(const svg_figure *, int))
{
    const draw_buffer *lines = &f->scene->lines;
    char open_ink[8] = "";
    bool open_dashed = false, open = false;
    for (int i = first; i + 1 < end && i + 1 < lines->count; i += 2) {
        float xy[4];
        if ((keep && !keep(f, i)) ||
            !clip_line(clip_of(f->view_projection, &lines->v[i]), clip_of(f->view_projection, &lines->v[i + 1]),
                       f->width, f->height, xy))
            continue;
        char now[8];
        vertex_ink(&lines->v[i], now);
        if (!open || strcmp(now, open_ink) != 0 || dashed(&lines->v[i]) != open_dashed) {
            if (open)
                add(t, "\"/>\n");
            open_dashed = dashed(&lines->v[i]), open = true;
            memcpy(open_ink, now, sizeof now);
            add(t, "<path stroke=\"%s\"%s d=\"", now, open_dashed ? " stroke-dasharray=\"5 3\"" : "");
        }
        add(t, "M%.1f %.1fL%.1f %.1f", (double)xy[0], (double)xy[1], (double)xy[2], (double)xy[3]);
    }
    if (open)
        add(t, "\"/>\n");
}

static void add_points(svg_text *t, const svg_figure *f, int first, int end, bool (*keep)(const svg_figure *, int))
{
    const draw_buffer *points = &f->scene->points;
    for (int i = first; i < end && i < points->count; i++) {
        vec4s c = clip_of(f->view_projection, &points->v[i]);
        float x, y;
        if ((keep && !keep(f, i)) || !(c.w > 0) || c.z < -c.w)
            continue;
        to_pixels(c, f->width, f->height, &x, &y);
        if (x < 0 || y < 0 || x > (float)f->width || y > (float)f->height)
            continue;
        char fill[8];
        vertex_ink(&points->v[i], fill);
        add(t, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>\n", (double)x, (double)y, fill);
    }
}

/* Whether vertex i of the lines (or points) is in none of the shapes' groups: the helpers. */
static bool outside_groups(const svg_figure *f, int i, int kind)
{
    for (int g = 0; g < f->scene->group_count; g++)
        if (i >= f->scene->groups[g].first[kind] && i < f->scene->groups[g].end[kind])
            return false;
    return true;
}
static bool line_outside_groups(const svg_figure *f, int i)
{
    return outside_groups(f, i, DRAW_GROUP_LINES);
}
static bool point_outside_groups(const svg_figure *f, int i)
{
    return outside_groups(f, i, DRAW_GROUP_POINTS);
}

/* Text at x, y (its baseline), each line of a multi-line text one font size lower. */
static void add_text(svg_text *t, float x, float y, const char *fill, const char *text, float size)
{
    add(t, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\">", (double)x, (double)y, fill);
    for (int row = 0; *text; row++) {
        size_t n = strcspn(text, "\n");
        add(t, "<tspan x=\"%.1f\" dy=\"%.1f\">", (double)x, row ? (double)size : 0.0);
        add_escaped(t, text, n);
        add(t, "</tspan>");
        text += n + (text[n] == '\n');
    }
    add(t, "</text>\n");
}

/* The characters of UTF-8 text s up to its first newline (monospace: its width in advances). */
static int characters(const char *s)
{
    int n = 0;
    while (*s && *s != '\n')
        font_utf8_next(&s), n++;
    return n;
}

/* The labels placed as the HUD places them (label_layout.h), around each other and the text
 * block at the top left (hud, its box), each over a white halo so it stays readable where it
 * crosses a line; one moved away from its point gets a thin leader back to it. */
static void add_labels(svg_text *t, const svg_figure *f, float size, label_box hud)
{
    const float advance = 0.6f * size, line = 1.25f * size; /* DejaVu Sans Mono: 0.6 em a character */
    label_request request[DRAW_MAX_LABELS] = {{0}};
    label_place place[DRAW_MAX_LABELS];
    int count = f->scene->label_count < DRAW_MAX_LABELS ? f->scene->label_count : DRAW_MAX_LABELS;
    for (int i = 0; i < count; i++) {
        const draw_label_item *label = &f->scene->labels[i];
        vec4s c = glms_mat4_mulv(f->view_projection, (vec4s){{label->p.x, label->p.y, label->p.z, 1}});
        float x = NAN, y = NAN, rows = 1, widest = 0;
        if (c.w > 0 && c.z >= -c.w) /* behind the eye: not placed */
            to_pixels(c, f->width, f->height, &x, &y);
        for (const char *p = label->text; p; rows += p != NULL) {
            widest = fmaxf(widest, (float)characters(p));
            p = strchr(p, '\n');
            p = p ? p + 1 : NULL;
        }
        request[i] = (label_request){x, y, widest * advance, rows * line, label->text};
    }
    label_frame frame = {advance, {0, 0, (float)f->width, (float)f->height}, &hud, 1, NULL, 0};
    label_layout(request, count, &frame, place);
    for (int i = 0; i < count; i++) {
        char fill[8];
        color_ink(f->scene->labels[i].color, fill);
        if (place[i].shown && place[i].leader)
            add(t, "<path stroke=\"%s\" stroke-opacity=\"0.5\" stroke-width=\"0.75\" d=\"M%.1f %.1fL%.1f %.1f\"/>\n", fill,
                (double)place[i].leader_from_x, (double)place[i].leader_from_y, (double)place[i].leader_to_x,
                (double)place[i].leader_to_y);
        if (place[i].shown)
            add_text(t, place[i].x, place[i].y + 0.8f * size, fill, f->scene->labels[i].text, line);
    }
}

char *svg_export_text(const svg_figure *f, size_t *length)
{
    svg_text t = {0};
    const draw_list *scene = f->scene;
    float size = fmaxf(11.0f, (float)f->height / 45.0f); /* the HUD's text at 720 pixels high */
    add(&t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    add(&t, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", f->width,
        f->height, f->width, f->height);
    add(&t, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", f->width, f->height);
    add(&t, "<g fill=\"none\" stroke-width=\"1\" stroke-linecap=\"round\">\n");
    add(&t, "<g class=\"helpers\">\n"); /* the grid, the axes, the why: under the shapes */
    add_lines(&t, f, 0, scene->lines.count, line_outside_groups);
    add_points(&t, f, 0, scene->points.count, point_outside_groups);
    add(&t, "</g>\n");
    for (int g = 0; g < scene->group_count; g++) {
        const draw_group *group = &scene->groups[g];
        add(&t, "<g class=\"shape\" data-name=\"");
        add_escaped(&t, group->name, strlen(group->name));
        add(&t, "\">\n");
        add_lines(&t, f, group->first[DRAW_GROUP_LINES], group->end[DRAW_GROUP_LINES], NULL);
        add_points(&t, f, group->first[DRAW_GROUP_POINTS], group->end[DRAW_GROUP_POINTS], NULL);
        add(&t, "</g>\n");
    }
    add(&t, "</g>\n");
    float hud_width = (float)characters(f->title);
    for (int i = 0; i < f->line_count; i++)
        hud_width = fmaxf(hud_width, (float)characters(f->lines[i]));
    label_box hud = {0, 0, (hud_width + 2) * 0.6f * size, (3.0f + 1.25f * (float)f->line_count) * size};
    add(&t, "<g class=\"labels\" font-family=\"DejaVu Sans Mono, monospace\" font-size=\"%.1f\" "
            "stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\" xml:space=\"preserve\">\n", (double)size);
    add_labels(&t, f, size, hud);
    add(&t, "</g>\n<g class=\"hud\" font-family=\"DejaVu Sans Mono, monospace\" font-size=\"%.1f\" xml:space=\"preserve\">\n", (double)size);
    char note[8]; /* the sample's lines in the note colour, as the HUD draws them; the title black */
    color_ink(COLOR_NOTE, note);
    add_text(&t, size, 1.5f * size, "#1b1d22", f->title, size);
    for (int i = 0; i < f->line_count; i++)
        add_text(&t, size, (3.0f + 1.25f * (float)i) * size, note, f->lines[i], size);
    add(&t, "</g>\n</svg>\n");
    if (t.failed || !t.s) {
        free(t.s);
        return NULL;
    }
    *length = t.length;
    return t.s;
}

int svg_export_write(const char *path, const svg_figure *figure, safe_file_mode mode, char *error, size_t error_size)
{
    size_t length;
    char *text = svg_export_text(figure, &length);
    if (!text) {
        snprintf(error, error_size, "cannot write %s: out of memory for the SVG text", path);
        return ENOMEM;
    }
    int e = safe_file_write(path, text, length, mode, error, error_size);
    free(text);
    return e;
}
