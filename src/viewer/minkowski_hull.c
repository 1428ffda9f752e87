/* The convex hull of a few points by brute force, for the Minkowski difference of two boxes:
 * the plane through three of the points is a face of the hull exactly when every point lies on
 * one side of it (within eps); the face is the 2-D hull of the points on that plane. With
 * n = 64 points that is C(64, 3) = 41,664 planes of 64 tests each: a few ms, no clever
 * incremental hull to get wrong. Points spanning only a plane (two flat boxes) get their
 * outline's edges as planes too, so "inside" still means inside the polygon. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "minkowski.h"

/* Each plane's points, as bits: a face is known by the points on it. */
typedef uint64_t point_set;
_Static_assert(MINKOWSKI_POINTS <= 64, "a point set is a 64-bit mask");

static int unique_points(const vec3s *points, int count, vec3s *out)
{
    int n = 0;
    for (int i = 0; i < count && i < MINKOWSKI_POINTS; i++) {
        bool seen = false;
        for (int k = 0; k < n && !seen; k++)
            seen = glms_vec3_eqv(out[k], points[i]);
        if (!seen)
            out[n++] = points[i];
    }
    return n;
}

/* The points within eps of the plane n·x = d. */
static point_set on_plane(const vec3s *p, int n, vec3s normal, float d, float eps)
{
    point_set on = 0;
    for (int i = 0; i < n; i++)
        if (glms_vec3_dot(normal, p[i]) >= d - eps)
            on |= (point_set)1 << i;
    return on;
}

/* Any unit vector perpendicular to unit n. */
static vec3s perpendicular(vec3s n)
{
    vec3s axis = fabsf(n.x) < 0.577f ? (vec3s){{1, 0, 0}} : fabsf(n.y) < 0.577f ? (vec3s){{0, 1, 0}} : (vec3s){{0, 0, 1}};
    return glms_vec3_normalize(glms_vec3_cross(n, axis));
}

/* The 2-D convex hull of the points of set, in the plane of unit normal n: Andrew's monotone
 * chain on their coordinates (u, w), counter-clockwise about n, collinear points dropped. */
static int outline(const vec3s *p, int n, point_set set, vec3s normal, vec3s *out, int max)
{
    vec3s u = perpendicular(normal), w = glms_vec3_cross(normal, u);
    int idx[MINKOWSKI_POINTS], m = 0;
    for (int i = 0; i < n; i++)
        if (set >> i & 1)
            idx[m++] = i;
    float x[MINKOWSKI_POINTS], y[MINKOWSKI_POINTS];
    for (int i = 0; i < m; i++)
        x[i] = glms_vec3_dot(p[idx[i]], u), y[i] = glms_vec3_dot(p[idx[i]], w);
    for (int i = 1; i < m; i++) /* by x, then y: insertion sort of at most 64 */
        for (int k = i; k > 0 && (x[k] < x[k - 1] || (x[k] == x[k - 1] && y[k] < y[k - 1])); k--) {
            float tx = x[k], ty = y[k];
            int ti = idx[k];
            x[k] = x[k - 1], y[k] = y[k - 1], idx[k] = idx[k - 1];
            x[k - 1] = tx, y[k - 1] = ty, idx[k - 1] = ti;
        }
    int hull[2 * MINKOWSKI_POINTS], h = 0;
    for (int pass = 0; pass < 2; pass++) {
        int start = h;
        for (int j = 0; j < m; j++) {
            int i = pass == 0 ? j : m - 1 - j;
            while (h >= start + 2) {
                int a = hull[h - 2], b = hull[h - 1];
                float turn = (x[b] - x[a]) * (y[i] - y[a]) - (y[b] - y[a]) * (x[i] - x[a]);
                if (turn > 0)
                    break;
                h--;
            }
            hull[h++] = i;
        }
        h--; /* the last point of each chain starts the other */
    }
    int count = 0;
    for (int k = 0; k < h && count < max; k++)
        out[count++] = p[idx[hull[k]]];
    return count;
}

/* Adds the face of the plane (normal, d) unless one with the same points, or more of them, is
 * there already; one with fewer points (a slightly tilted plane through the same face) gives
 * way to it. */
static void add_face(minkowski_hull *h, point_set *sets, vec3s normal, float d, point_set on)
{
    for (int f = 0; f < h->face_count; f++) {
        if (glms_vec3_dot(h->planes[f].n, normal) < 0.99f)
            continue;
        if ((sets[f] & on) == on)
            return; /* that face, with these points or more */
        if ((sets[f] & on) == sets[f]) {
            h->planes[f] = (isect_plane){normal, d}, sets[f] = on; /* a plane holding more of it */
            return;
        }
    }
    if (h->face_count < MINKOWSKI_FACES) {
        h->planes[h->face_count] = (isect_plane){normal, d};
        sets[h->face_count++] = on;
    }
}

void minkowski_hull_of(const vec3s *points, int count, minkowski_hull *out)
{
    vec3s p[MINKOWSKI_POINTS];
    int n = unique_points(points, count, p);
    memset(out, 0, sizeof *out);
    if (n < 3)
        return;
    vec3s lo = p[0], hi = p[0];
    for (int i = 1; i < n; i++)
        lo = glms_vec3_minv(lo, p[i]), hi = glms_vec3_maxv(hi, p[i]);
    float size = fmaxf(glms_vec3_distance(lo, hi), fmaxf(glms_vec3_max(glms_vec3_abs(lo)), glms_vec3_max(glms_vec3_abs(hi))));
    out->eps = 1e-5f * size;
    float least_area = 1e-6f * size * size; /* a thinner triangle gives no trustworthy normal */

    point_set sets[MINKOWSKI_FACES];
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++) {
                vec3s normal = glms_vec3_cross(glms_vec3_sub(p[j], p[i]), glms_vec3_sub(p[k], p[i]));
                float length = glms_vec3_norm(normal);
                if (!(length > least_area))
                    continue;
                normal = glms_vec3_scale(normal, 1.0f / length);
                float at = glms_vec3_dot(normal, p[i]), most = -INFINITY, least = INFINITY;
                for (int q = 0; q < n; q++) {
                    float s = glms_vec3_dot(normal, p[q]);
                    most = fmaxf(most, s), least = fminf(least, s);
                }
                if (most - at <= out->eps)
                    add_face(out, sets, normal, most, on_plane(p, n, normal, most, out->eps));
                if (at - least <= out->eps)
                    add_face(out, sets, glms_vec3_negate(normal), -least,
                             on_plane(p, n, glms_vec3_negate(normal), -least, out->eps));
            }

    int faces = out->face_count;
    for (int f = 0; f < faces; f++)
        out->corner_count[f] = outline(p, n, sets[f], out->planes[f].n, out->corners[f], MINKOWSKI_FACE_CORNERS);
    /* Flat: both faces hold every point. The outline's edges bound it within its plane. */
    point_set all = n == 64 ? ~(point_set)0 : ((point_set)1 << n) - 1;
    if (faces == 2 && sets[0] == all && sets[1] == all) {
        vec3s normal = out->planes[0].n;
        for (int e = 0, m = out->corner_count[0]; e < m && out->face_count < MINKOWSKI_FACES; e++) {
            vec3s a = out->corners[0][e], b = out->corners[0][(e + 1) % m];
            vec3s side = glms_vec3_normalize(glms_vec3_cross(glms_vec3_sub(b, a), normal));
            out->planes[out->face_count] = (isect_plane){side, glms_vec3_dot(side, a)};
            out->corner_count[out->face_count++] = 0; /* not drawn: the outline is */
        }
    }
}
