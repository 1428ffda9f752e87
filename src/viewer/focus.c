#include "focus.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "app_state.h"
#include "camera_frame.h"
#include "log.h"
#include "palette.h"
#include "scene_bounds.h"

/* A framing asked for is worked out after the next HUD layout, which knows where the text of
 * the new selection or preset lies; a move in progress stops when anything else sets the view
 * (Home, a drag, the wheel, another sample). */
static struct {
    bool pending, to_view;
    const sample *of;                         /* the sample it was asked for in */
    const char *names[SCENE_PRESET_SHAPES];   /* the shapes to frame, with their partners */
    int name_count;
    camera_view goal;                         /* to_view: this view */
    camera_move move;
    camera_view shown;                        /* the view the move set last */
} focus;

static bool same_view(camera_view a, camera_view b)
{
    return glms_vec3_eqv(a.target, b.target) && a.yaw == b.yaw && a.pitch == b.pitch && a.distance == b.distance;
}

static void ask(const char *const *names, int count)
{
    focus.pending = true, focus.to_view = false, focus.of = app.ctx.sample, focus.name_count = 0;
    for (int i = 0; i < count && i < SCENE_PRESET_SHAPES; i++)
        focus.names[focus.name_count++] = names[i];
}

void focus_selection(void)
{
    const scene *sc = &app.ctx.scene;
    if (!sample_has_scene(&app.ctx) || sc->count == 0) {
        log_info("F: %s draws its own scene, with no shapes to frame: the view is kept (Home resets it)",
                 app.ctx.sample->id);
        return;
    }
    ask(&sc->shapes[sc->selected].name, 1);
    log_note("F: framing %s and the shapes it is paired with", sc->shapes[sc->selected].name);
}

void focus_selection_quietly(void)
{
    const scene *sc = &app.ctx.scene;
    if (!focus.pending && sample_has_scene(&app.ctx) && sc->count > 0)
        ask(&sc->shapes[sc->selected].name, 1);
}

void focus_preset(int preset)
{
    const scene *sc = &app.ctx.scene;
    if (preset < 0 || preset >= sc->preset_count)
        return;
    const char *names[SCENE_PRESET_SHAPES];
    int count = 0;
    for (int i = 0; i < SCENE_PRESET_SHAPES; i++)
        if (sc->presets[preset].set[i].kind != SHAPE_NONE)
            names[count++] = sc->presets[preset].set[i].name;
    ask(names, count);
}

void focus_move_to(camera_view v)
{
    focus.pending = true, focus.to_view = true, focus.of = app.ctx.sample, focus.goal = v;
}

camera_view focus_destination(camera_view now)
{
    if (focus.of != app.ctx.sample)
        return now;
    if (focus.pending && focus.to_view)
        return focus.goal;
    return focus.move.active && same_view(now, focus.shown) ? focus.move.to : now;
}

void focus_advance(float dt)
{
    if (!focus.move.active)
        return;
    if (!same_view(app.view, focus.shown)) { /* someone else moved the camera: theirs wins */
        focus.move.active = false;
        return;
    }
    app.view = focus.shown = camera_move_step(&focus.move, dt);
}

/* Bounds smaller than this radius (a point box, a zero-radius sphere on a plane) are framed as a
 * ball of it about their middle, so their surroundings show and the camera stays off them. */
#define FOCUS_MIN_RADIUS 1.0f
_Static_assert(SCENE_BOUNDS_MAX + 8 + 1 <= CAMERA_FRAME_MAX_BOUNDS,
               "a scene's bounds, the why's box and the ball fit camera_frame");

static int at_least_min_size(isect_sphere *b, int n)
{
    vec3s lo = glms_vec3_sub(b[0].c, glms_vec3_broadcast(b[0].r)), hi = glms_vec3_add(b[0].c, glms_vec3_broadcast(b[0].r));
    for (int i = 1; i < n; i++) {
        lo = glms_vec3_minv(lo, glms_vec3_sub(b[i].c, glms_vec3_broadcast(b[i].r)));
        hi = glms_vec3_maxv(hi, glms_vec3_add(b[i].c, glms_vec3_broadcast(b[i].r)));
    }
    if (glms_vec3_distance(lo, hi) < 2 * FOCUS_MIN_RADIUS)
        b[n++] = (isect_sphere){glms_vec3_lerp(lo, hi, 0.5f), FOCUS_MIN_RADIUS};
    return n;
}

/* The least margin between framed bounds and a part's edge, in the HUD's lines (the labels'
 * size, which follows the window's): room for the label of a point at the edge (a segment's end,
 * a ray's start) to sit beside it, inside the window and clear of the HUD. camera_frame keeps a
 * tenth of the part's smaller side, which at 640x360, under the HUD's text, comes to under a
 * line and a half; at 1280x720 the parts are over 280 pixels either way, and their framing is
 * as it was. 28 pixels at 1280x720 (24-pixel lines); a fixed 28 at 640x360, where labels are
 * half that size, framed a scene below a SAT strip at a quarter of its size at 1280x720. */
#define FOCUS_LABEL_ROOM_LINES (28.0f / 24.0f)

/* camera_frame in rect r, first made smaller where its own margin falls short of the label's
 * room (line: the HUD's line height). */
static camera_view frame_with_room(camera_view v, const isect_sphere *b, int n, float width, float height, camera_rect r,
                                   float line)
{
    const float short_by = fmaxf(0.0f, FOCUS_LABEL_ROOM_LINES * line - CAMERA_FRAME_MARGIN * fminf(r.w, r.h));
    r = (camera_rect){r.x + short_by, r.y + short_by, r.w - 2 * short_by, r.h - 2 * short_by};
    return camera_frame(v, b, n, width, height, r);
}

/* The free part of the window: below the HUD's top-left block or right of it (and below the
 * 2-D inset, or left of it, when F3 shows one), above the log and key hint and left of the
 * world axes' triad, whichever shows the bounds larger (the nearer
 * framing: both keep the view's turn); a part under a fifth of the window either way is no
 * room (at 640x360 a SAT strip leaves a column of 24% beside it: the shapes are better there,
 * small, than under the strip). Neither: the largest part over FOCUS_SMALLEST_PART, and only
 * without one the window above the hint. */
#define FOCUS_LEAST_PART 0.2f
#define FOCUS_SMALLEST_PART 0.12f
static camera_view frame_in_free_part(camera_view v, const isect_sphere *b, int n, float width, float height,
                                      const hud_extent *e)
{
    const float right = fminf(e->axes_left, e->panel_left); /* the world axes' triad, the trace panel */
    /* The 2-D inset (F3), in the top-right corner: the parts keep below it, or left of it. */
    const float inset_bottom = e->inset.w > 0 ? e->inset.y + e->inset.h + e->inset.caption_h : 0;
    const float top = fmaxf(e->top_bottom, inset_bottom);
    const camera_rect parts[3] = {
        {0, top, right, e->bottom_top - top},
        {e->top_right, inset_bottom, right - e->top_right, e->bottom_top - inset_bottom},
        {0, e->top_bottom, e->inset.w > 0 ? fminf(e->inset.x, right) : 0, e->bottom_top - e->top_bottom},
    };
    camera_view best = v;
    bool found = false;
    for (int i = 0; i < 3; i++) {
        if (parts[i].w < FOCUS_LEAST_PART * width || parts[i].h < FOCUS_LEAST_PART * height)
            continue;
        camera_view framed = frame_with_room(v, b, n, width, height, parts[i], e->line);
        if (!found || framed.distance < best.distance)
            best = framed, found = true;
    }
    if (found)
        return best;
    /* No part that large (640x360 beside a SAT strip of 20 rows: a column of 19%): the largest
     * part of at least FOCUS_SMALLEST_PART, where the shapes show small but whole, rather than
     * the whole window, where they lie under the strip. */
    int largest = -1;
    for (int i = 0; i < 3; i++)
        if (parts[i].w >= FOCUS_SMALLEST_PART * width && parts[i].h >= FOCUS_SMALLEST_PART * height &&
            (largest < 0 || parts[i].w * parts[i].h > parts[largest].w * parts[largest].h))
            largest = i;
    const camera_rect whole = {0, 0, width, e->bottom_top};
    return frame_with_room(v, b, n, width, height, largest >= 0 ? parts[largest] : whole, e->line);
}

/* The view turned, as little as it takes, so that the angle between the eye's direction (from
 * the target) and the line of unit u lies in [least, most] degrees (0 to 90): turned in the
 * plane of the two, the eye staying on its side of u (the +y side, when exactly across it). */
static camera_view turn_eye(camera_view v, vec3s u, float least, float most)
{
    const vec3s eye = glms_vec3_normalize(glms_vec3_sub(camera_eye(v), v.target));
    const float s = glms_vec3_dot(eye, u), angle = glm_deg(acosf(fminf(fabsf(s), 1.0f)));
    const float goal = glm_clamp(angle, least, most);
    if (goal == angle)
        return v;
    vec3s across = glms_vec3_muladds(u, -s, eye); /* the eye's direction off the line */
    if (glms_vec3_norm2(across) < 1e-12f) /* looking straight along it: lean up, or sideways */
        across = glms_vec3_cross(u, fabsf(u.y) < 0.9f ? glms_vec3_cross((vec3s){{0, 1, 0}}, u) : (vec3s){{1, 0, 0}});
    const float side = s < 0 || (s == 0 && u.y < 0) ? -1.0f : 1.0f;
    const vec3s o = glms_vec3_add(glms_vec3_scale(glms_vec3_normalize(across), sinf(glm_rad(goal))),
                                  glms_vec3_scale(u, side * cosf(glm_rad(goal))));
    v.yaw = glm_deg(atan2f(o.x, o.z));
    v.pitch = glm_clamp(glm_deg(asinf(glm_clamp(o.y, -1.0f, 1.0f))), -80.0f, 80.0f);
    return v;
}

/* The view turned so that the eye lies in direction d (unit) from the target; the pitch kept
 * within the +-80 degrees turn_eye keeps, and the yaw, for a d straight up or down. */
static camera_view look_from(camera_view v, vec3s d)
{
    if (hypotf(d.x, d.z) > 1e-3f)
        v.yaw = glm_deg(atan2f(d.x, d.z));
    v.pitch = glm_clamp(glm_deg(asinf(glm_clamp(d.y, -1.0f, 1.0f))), -80.0f, 80.0f);
    return v;
}

/* How far framing turns the camera:
 * - a plane, triangle or polygon in focus is seen from at least FLAT_MIN_DEGREES above it (a
 *   triangle resting on a face, or a segment lying in a plane, shows nothing edge on);
 * - a moving shape's path from LINE_MIN_DEGREES across at least (seen along it, the start,
 *   impact and end poses pile up on one spot);
 * - the direction the why lies along (a separating axis) from ACROSS_MIN_DEGREES across (a gap
 *   along it then shows sin 55 = 82% of its length), or exactly across for a separating plane
 *   seen edge-on (draw_view_edge_on), which goes after the flat rule and wins over it;
 * - and a direction the sample names (draw_view_from) over all of these: its own view of a
 *   case the rules cannot find (the bisector of two planes, down a cylinder's axis). */
#define FLAT_MIN_DEGREES 35.0f
#define LINE_MIN_DEGREES 40.0f
#define ACROSS_MIN_DEGREES 55.0f

/* The "why" the sample drew this frame for the new selection or preset: its yellow lines and
 * every label's anchor (the gap on a separating axis, the shadows beside it, a distance's
 * ruler), as the 8 corners of the box around them, so that framing shows the quantity that
 * decides and not only the shapes. Returns how many bounds it appended (0 or 8). */
static int why_bounds(const draw_list *d, isect_sphere *out)
{
    const vec4s note = COLOR_NOTE;
    vec3s lo = glms_vec3_broadcast(INFINITY), hi = glms_vec3_broadcast(-INFINITY);
    for (int i = 0; i < d->lines.count; i++) {
        const draw_vertex *v = &d->lines.v[i];
        if (abs(v->r - (int)lroundf(255 * note.r)) <= 1 && abs(v->g - (int)lroundf(255 * note.g)) <= 1 &&
            abs(v->b - (int)lroundf(255 * note.b)) <= 1) {
            lo = glms_vec3_minv(lo, (vec3s){{v->x, v->y, v->z}});
            hi = glms_vec3_maxv(hi, (vec3s){{v->x, v->y, v->z}});
        }
    }
    for (int i = 0; i < d->label_count; i++) {
        lo = glms_vec3_minv(lo, d->labels[i].p);
        hi = glms_vec3_maxv(hi, d->labels[i].p);
    }
    for (int i = 0; i < d->keep_count; i++) { /* what the sample asked to keep in view */
        lo = glms_vec3_minv(lo, d->keep[i]);
        hi = glms_vec3_maxv(hi, d->keep[i]);
    }
    if (!(lo.x <= hi.x && isfinite(lo.x) && isfinite(hi.x)))
        return 0;
    for (int i = 0; i < 8; i++)
        out[i] = (isect_sphere){{{(i & 1) ? hi.x : lo.x, (i & 2) ? hi.y : lo.y, (i & 4) ? hi.z : lo.z}}, 0.0f};
    return 8;
}

void focus_after_layout(float width, float height, const hud_extent *extent, bool at_once)
{
    if (!focus.pending)
        return;
    focus.pending = false;
    if (focus.of != app.ctx.sample) /* asked for in a sample since left */
        return;
    camera_view goal = focus.goal, from = focus.move.active ? focus.move.to : app.view;
    if (!focus.to_view) {
        isect_sphere bounds[SCENE_BOUNDS_MAX + 1 + 8];
        int n = scene_focus_bounds(&app.ctx.scene, focus.names, focus.name_count, bounds);
        if (n == 0)
            return;
        n += why_bounds(&app.scene, bounds + n);
        n = at_least_min_size(bounds, n);
        vec3s flat, motion;
        if (scene_focus_motion(&app.ctx.scene, focus.names, focus.name_count, &motion))
            from = turn_eye(from, glms_vec3_normalize(motion), LINE_MIN_DEGREES, 90.0f);
        const bool edge_on = app.scene.across_count == 1 && app.scene.across_edge_on;
        if (app.scene.across_count == 1 && !edge_on) /* the one direction the why lies along: seen from across */
            from = turn_eye(from, app.scene.across, ACROSS_MIN_DEGREES, 90.0f);
        if (scene_focus_flat_normal(&app.ctx.scene, focus.names, focus.name_count, &flat))
            from = turn_eye(from, flat, 0.0f, 90.0f - FLAT_MIN_DEGREES);
        if (edge_on) /* a plane the sample asks to see edge-on: over the flat rule, which would open it */
            from = turn_eye(from, app.scene.across, 90.0f, 90.0f);
        if (app.scene.has_view_from) /* the sample's own direction, over the rules */
            from = look_from(from, app.scene.view_from);
        goal = frame_in_free_part(from, bounds, n, width, height, extent);
    }
    if (at_once) {
        focus.move.active = false;
        app.view = goal;
        return;
    }
    focus.move = camera_move_start(app.view, goal, CAMERA_MOVE_SECONDS);
    focus.shown = app.view;
}
