/* The steps of isect_ray_cylinder and isect_ray_capsule (src/isect/cylinder.c), recomputed in
 * the plain form of Ericson 5.3.7 for the HUD: the library's own scaling does not change them. */
#include "swept_explain.h"

#include <math.h>

/* The start views' side: ray-cylinder's and ray-capsule's initialize look from it. */
static const vec3s start_eye = {{-0.38f, 0.42f, 0.82f}};

void swept_view_from(sample_ctx *ctx, vec3s v)
{
    if (glms_vec3_norm2(v) > 1e-12f)
        draw_view_from(ctx, draw_toward(v, start_eye));
}

void swept_view_down_axis(sample_ctx *ctx, vec3s u, vec3s d)
{
    vec3s side = glms_vec3_cross(u, d); /* across the ray and the axis */
    if (glms_vec3_norm2(side) < 1e-6f) /* the ray along the axis: lean toward the start view */
        side = glms_vec3_muladds(u, -glms_vec3_dot(start_eye, u), start_eye);
    draw_view_from_side(ctx, side, draw_toward(u, start_eye), 70.0f, start_eye);
}

void swept_explain(sample_ctx *ctx, const shape *shapes, int i, isect_segment axis, float r, bool flat)
{
    if (glms_vec3_eqv(axis.a, axis.b)) { /* no axis: isect takes the sphere, or nothing */
        isect_hit h;
        bool hits = ray_draw_hit(shapes, i, &h);
        if (flat) {
            sample_text(ctx, "%s %d: a = b, no axis to orient the caps: meets nothing", shape_kind_name(shapes[i].kind), i);
            return;
        }
        vec3s p = shapes[i].kind == SHAPE_SEGMENT ? shapes[i].segment.a : shapes[i].ray.p;
        vec3s d = shapes[i].kind == SHAPE_SEGMENT ? glms_vec3_sub(shapes[i].segment.b, p) : shapes[i].ray.d;
        float pass = glms_vec3_norm2(d) > 0 ? glms_vec3_norm(glms_vec3_cross(glms_vec3_sub(axis.a, p), glms_vec3_normalize(d)))
                                            : glms_vec3_distance(axis.a, p);
        sample_text(ctx, "%s %d: a = b, the sphere about a (as ray-sphere): the line passes %s from a, r = %s -> %s",
                    shape_kind_name(shapes[i].kind), i, HUD_NUM(pass, r), HUD_NUM(r, pass), hits ? "hit" : "miss");
        return;
    }
    bool segment = shapes[i].kind == SHAPE_SEGMENT;
    isect_ray ray = segment ? isect_ray_from(shapes[i].segment.a, glms_vec3_sub(shapes[i].segment.b, shapes[i].segment.a))
                          : isect_ray_from(shapes[i].ray.p, shapes[i].ray.d);
    float length = glms_vec3_distance(axis.a, axis.b);
    float tmax = segment ? glms_vec3_distance(shapes[i].segment.a, shapes[i].segment.b) : INFINITY;
    vec3s u = glms_vec3_normalize(glms_vec3_sub(axis.b, axis.a)), m = glms_vec3_sub(ray.p, axis.a);
    float s0 = glms_vec3_dot(m, u), sd = glms_vec3_dot(ray.d, u);
    if (flat && (s0 < 0 ? !(sd > 0) : s0 > length && !(sd < 0))) { /* the library's first test */
        bool below = s0 < 0;
        vec3s foot = glms_vec3_muladds(u, (below ? 0 : length) - s0, ray.p); /* p on the cap's plane */
        draw_line(ctx, ray.p, foot, COLOR_NOTE);
        draw_label(ctx, glms_vec3_lerp(ray.p, foot, 0.5f), COLOR_NOTE, "%s", HUD_NUM(below ? -s0 : s0 - length, 0));
        sample_text(ctx, "%s %d: starts past the cap at %s, (p - a)·u = %s %s %s, and d·u = %s: never runs toward it -> miss",
                    shape_kind_name(shapes[i].kind), i, below ? "a" : "b", HUD_NUM(s0, below ? 0 : length),
                    below ? "<" : "> L =", HUD_NUM(below ? 0 : length, s0), HUD_SIGNED(sd, 0));
        swept_view_from(ctx, glms_vec3_cross(u, ray.d)); /* the cap's plane edge-on, the ray beside it */
        return;
    }
    vec3s f = glms_vec3_cross(u, m), e = glms_vec3_cross(u, ray.d);
    float c = glms_vec3_dot(f, f) - r * r, b = glms_vec3_dot(f, e), ee = glms_vec3_dot(e, e), tc = 0;
    sample_text(ctx, "%s %d: c = f·f - r² = %s, b = f·e = %s", shape_kind_name(shapes[i].kind), i, HUD_SIGNED(c, 0),
                HUD_SIGNED(b, 0));
    if (c <= 0)
        sample_text(ctx, "1. c %s 0: starts %s the infinite cylinder, t_c = 0", c == 0 ? "=" : "<", c == 0 ? "on" : "inside");
    else if (ee == 0) {
        /* Parallel: the line keeps |f| = |u × m| from the axis, drawn level with the end b (or
         * from the start, when the ray leaves b behind). */
        float dist = glms_vec3_norm(f), along = fmaxf(glms_vec3_dot(glms_vec3_sub(axis.b, ray.p), ray.d), 0);
        vec3s q = glms_vec3_muladds(ray.d, fminf(along, tmax), ray.p);
        vec3s foot = glms_vec3_muladds(u, glms_vec3_dot(glms_vec3_sub(q, axis.a), u), axis.a);
        draw_line(ctx, q, foot, COLOR_NOTE);
        draw_label(ctx, glms_vec3_lerp(q, foot, 0.5f), COLOR_NOTE, "|f| = %s", HUD_NUM(dist, r));
        sample_text(ctx, "1. c > 0 and e = u × d = 0: parallel to the axis, |f| = %s > r = %s -> miss",
                    HUD_NUM(dist, r), HUD_NUM(r, dist));
        swept_view_down_axis(ctx, u, ray.d);
        return;
    } else if (b >= 0) {
        sample_text(ctx, "1. c > 0, b ≥ 0: outside, not approaching the axis -> miss");
        return;
    } else {
        float disc = b * b - ee * c;
        if (disc < 0) {
            /* The line's nearest approach to the axis, at t = -b / e·e: |f + t e|² = f·f - b² / e·e. */
            float t_near = -b / ee, dist = sqrtf(fmaxf(glms_vec3_dot(f, f) - b * b / ee, 0));
            vec3s q = glms_vec3_muladds(ray.d, t_near, ray.p);
            vec3s foot = glms_vec3_muladds(u, glms_vec3_dot(glms_vec3_sub(q, axis.a), u), axis.a);
            draw_line(ctx, q, foot, COLOR_NOTE);
            draw_label(ctx, glms_vec3_lerp(q, foot, 0.5f), COLOR_NOTE, "%s", HUD_NUM(dist, r));
            sample_text(ctx, "1. b² - e·e c = %s < 0: the line passes %s > r = %s from the axis -> miss",
                        HUD_SIGNED(disc, 0), HUD_NUM(dist, r), HUD_NUM(r, dist));
            swept_view_down_axis(ctx, u, ray.d);
            return;
        }
        tc = (-b - sqrtf(disc)) / ee;
        sample_text(ctx, "1. b² - e·e c = %s%s: %s the infinite cylinder at t_c = %s", HUD_SIGNED(disc, 0), disc == 0 ? "" : " > 0",
                    disc == 0 ? "touches (tangent to)" : "enters", HUD_SIGNED(tc, tmax));
    }
    if (tc > tmax) {
        sample_text(ctx, "2. t_c > length %s: the segment stops short -> miss", HUD_NUM(tmax, tc));
        return;
    }
    float s = glms_vec3_dot(m, u) + tc * glms_vec3_dot(ray.d, u);
    vec3s entry = glms_vec3_muladds(ray.d, tc, ray.p);
    draw_point(ctx, entry, COLOR_NOTE);
    draw_label(ctx, entry, COLOR_NOTE, "t_c");
    if (s >= 0 && s <= length) {
        sample_text(ctx, "2. s = %s, in [0, L = %.2f]: on the side -> hit at t = t_c", HUD_NUM(s, s < length / 2 ? 0 : length),
                    length);
        swept_view_down_axis(ctx, u, ray.d);
        return;
    }
    bool at_a = s < 0;
    sample_text(ctx, "2. s = %s %s: only through the end at %s", HUD_NUM(s, at_a ? 0 : length), at_a ? "< 0" : "> L",
                at_a ? "a" : "b");
    isect_hit h;
    bool hits = ray_draw_hit(shapes, i, &h);
    if (flat && (at_a ? !(sd > 0) : !(sd < 0))) /* the library's first test at the cap */
        sample_text(ctx, "3. d·u = %s: never runs toward the cap at %s -> miss", HUD_SIGNED(sd, 0), at_a ? "a" : "b");
    else if (flat) { /* the cap's plane crossed at t_cap, before the exit t_x from the infinite cylinder */
        float tcap = fmaxf(((at_a ? 0 : length) - s0) / sd, tc);
        if (ee == 0)
            sample_text(ctx, "3. crosses the cap's plane at t = %s; parallel to the axis, it never leaves the infinite cylinder -> %s",
                        HUD_NUM(tcap, tmax), hits ? "hit" : "miss (past the segment's end)");
        else {
            float tx = (-b + sqrtf(fmaxf(b * b - ee * c, 0))) / ee;
            sample_text(ctx, "3. crosses the cap's plane at t = %s %s t_x = %s, where it leaves the infinite cylinder -> %s",
                        HUD_NUM(tcap, tx), tcap <= tx ? "≤" : ">", HUD_NUM(tx, tcap), hits ? "hit" : "miss");
        }
    }
    else { /* the ray's closest approach to the end's centre against r, as ray-sphere decides */
        vec3s centre = at_a ? axis.a : axis.b;
        float pass = glms_vec3_norm(glms_vec3_cross(glms_vec3_sub(centre, ray.p), ray.d));
        vec3s near = glms_vec3_muladds(ray.d, glms_vec3_dot(glms_vec3_sub(centre, ray.p), ray.d), ray.p);
        draw_line(ctx, centre, near, COLOR_NOTE);
        if (pass > 0)
            draw_label(ctx, glms_vec3_lerp(centre, near, 0.5f), COLOR_NOTE, "%s", HUD_NUM(pass, r));
        swept_view_from(ctx, glms_vec3_cross(ray.d, glms_vec3_sub(near, centre))); /* the ray and the centre's plane */
        sample_text(ctx, "3. the sphere about %s: the line passes %s from its centre, r = %s -> %s", at_a ? "a" : "b",
                    HUD_NUM(pass, r), HUD_NUM(r, pass), !hits ? "misses it" : pass == r ? "touches it, hit" : "enters it, hit");
    }
}

