/* The palette stays readable for a reader with a colour-vision deficiency: every two colours
 * that mean different things stay apart by at least MIN_DELTA_E (CIE76 ΔE in L*a*b*) under
 * normal vision and under protanopia, deuteranopia and tritanopia as Machado, Oliveira and
 * Fernandes simulate them ("A physiologically-based model for simulation of color vision
 * deficiency", IEEE TVCG 2009, severity 1, applied to linear RGB). ΔE 20 is some ten times a
 * just-noticeable difference: wide enough for two thin lines to be told apart on sight, not only
 * side by side. The scene's lines must also stand out from the background by MIN_CONTRAST. */
#include <math.h>

#include "check.h"
#include "palette.h"

#define MIN_DELTA_E 20.0
#define MIN_CONTRAST 40.0

typedef struct named { const char *name; vec4s c; } named;

static const double machado[3][3][3] = {
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
};
static const char *const vision_names[4] = {"protanopia", "deuteranopia", "tritanopia", "normal vision"};
#define NORMAL 3

static double to_linear(double c) { return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4); }
static double lab_f(double t) { return t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116; }

/* The colour (sRGB, 0..1) as the vision sees it, in CIE L*a*b* (D65). The simulation's result
 * is clamped to the displayable range, as a screen would show it. */
static void seen_lab(vec4s c, int vision, double lab[3])
{
    double rgb[3] = {to_linear(c.r), to_linear(c.g), to_linear(c.b)}, s[3];
    for (int i = 0; i < 3; i++) {
        s[i] = vision == NORMAL ? rgb[i] : 0;
        for (int j = 0; j < 3 && vision != NORMAL; j++)
            s[i] += machado[vision][i][j] * rgb[j];
        s[i] = s[i] < 0 ? 0 : s[i] > 1 ? 1 : s[i];
    }
    double x = 0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2];
    double y = 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
    double z = 0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2];
    double fx = lab_f(x / 0.95047), fy = lab_f(y), fz = lab_f(z / 1.08883);
    lab[0] = 116 * fy - 16, lab[1] = 500 * (fx - fy), lab[2] = 200 * (fy - fz);
}

static double delta_e(vec4s a, vec4s b, int vision)
{
    double p[3], q[3];
    seen_lab(a, vision, p);
    seen_lab(b, vision, q);
    return sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
}

/* Every pair of a set of colours seen together, under every vision. */
static void pairs_apart(const named *set, int n, double min)
{
    for (int vision = 0; vision < 4; vision++)
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                double d = delta_e(set[i].c, set[j].c, vision);
                CHECK(d >= min, "%s: %s and %s are %.1f apart, want %.0f", vision_names[vision], set[i].name,
                      set[j].name, d, min);
            }
}

/* The 3-D view: the verdict, the plane, the "why", the moving shape's ghost, the selection, the
 * axes and the background they are drawn on. (The grid is meant to sit just above the
 * background and carries no meaning of its own.) */
static void test_scene_colours_stay_apart(void)
{
    const named scene[] = {
        {"hit", COLOR_HIT},     {"apart", COLOR_SHAPE},      {"plane", COLOR_PLANE},
        {"note", COLOR_NOTE},   {"ghost", COLOR_GHOST},      {"select", COLOR_SELECT},
        {"axis", COLOR_AXIS},   {"background", COLOR_BACKGROUND},
    };
    pairs_apart(scene, (int)(sizeof scene / sizeof scene[0]), MIN_DELTA_E);
}

/* Thin lines need more than a difference from each other: the lines that carry the verdict and
 * the "why" stand out from the background by MIN_CONTRAST under every vision. */
static void test_lines_stand_out(void)
{
    const named lines[] = {{"hit", COLOR_HIT}, {"apart", COLOR_SHAPE}, {"plane", COLOR_PLANE}, {"note", COLOR_NOTE}};
    for (int vision = 0; vision < 4; vision++)
        for (int i = 0; i < 4; i++) {
            double d = delta_e(lines[i].c, COLOR_BACKGROUND, vision);
            CHECK(d >= MIN_CONTRAST, "%s: %s is %.1f from the background, want %.0f", vision_names[vision],
                  lines[i].name, d, MIN_CONTRAST);
        }
}

/* The HUD: the checks badge's two states, the "why" lines printed beside them, and the panel. */
static void test_hud_colours_stay_apart(void)
{
    const named hud[] = {
        {"pass", COLOR_PASS}, {"fail", COLOR_FAIL}, {"note", COLOR_NOTE}, {"panel", {{0.05f, 0.05f, 0.07f, 1}}},
    };
    pairs_apart(hud, (int)(sizeof hud / sizeof hud[0]), MIN_DELTA_E);
}

/* The verdict is told by the stroke too: meeting solid, apart dashed (palette.h). */
static void test_verdict_has_a_second_code(void)
{
    CHECK(COLOR_HIT.w == LINE_SOLID, "shapes that meet are drawn solid");
    CHECK(COLOR_SHAPE.w == LINE_DASHED, "shapes apart are drawn dashed");
    CHECK(COLOR_PLANE.w == LINE_SOLID && COLOR_NOTE.w == LINE_SOLID, "only the apart verdict is dashed");
}

/* The simulation itself: a matrix row sums to 1, so greys stay grey; pure red and green,
 * far apart to normal vision, come close under deuteranopia (the deficiency is modelled). */
static void test_simulation_is_sound(void)
{
    const vec4s grey = {{0.5f, 0.5f, 0.5f, 1}}, red = {{1, 0, 0, 1}}, green = {{0, 0.6f, 0, 1}};
    for (int vision = 0; vision < 3; vision++)
        CHECK(delta_e(grey, grey, vision) < 1e-9 && delta_e(grey, grey, NORMAL) < 1e-9, "grey is grey");
    for (int vision = 0; vision < 3; vision++) {
        double g[3];
        seen_lab(grey, vision, g);
        CHECK(fabs(g[1]) < 0.5 && fabs(g[2]) < 0.5, "%s keeps grey neutral (a* %.2f, b* %.2f)", vision_names[vision],
              g[1], g[2]);
    }
    CHECK(delta_e(red, green, NORMAL) > 80, "red and green differ to normal vision");
    CHECK(delta_e(red, green, 1) < 0.5 * delta_e(red, green, NORMAL), "deuteranopia brings red and green together");
}

int main(void)
{
    RUN(test_simulation_is_sound);
    RUN(test_scene_colours_stay_apart);
    RUN(test_lines_stand_out);
    RUN(test_hud_colours_stay_apart);
    RUN(test_verdict_has_a_second_code);
    return check_summary();
}
