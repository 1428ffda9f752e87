/* Numbers for the HUD that show the difference that decides (hud_number.h). */
#include "hud_number.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* v with d decimals into out; returns the number as printed (read back), so that "-0.00" and
 * "0.00" compare equal. */
static double print_fixed(char *out, size_t size, float v, int d, int flags)
{
    snprintf(out, size, (flags & HUD_NUMBER_SIGNED) ? "%+.*f" : "%.*f", d, (double)v);
    return strtod(out, NULL);
}

/* The decimals that tell a from b (a, when not zero, printed with its first significant
 * digit: a gap of 0.0007 is "0.0007", not "0.001"): the first count from
 * HUD_NUMBER_MIN_DECIMALS at which they print as different numbers, and no fewer than print a
 * without a tie, at most HUD_NUMBER_MAX_DECIMALS. */
static int decimals_between(float a, float b)
{
    char x[HUD_NUMBER_SIZE], y[HUD_NUMBER_SIZE];
    /* The decimal place of a's first significant digit, read from a rounded to three digits as
     * printf does: 0.01f, just below 0.01, counts as 0.01, and so does a 0.001 gap that float
     * arithmetic left as 0.00099993 (log10 nudged by 1e-6 put it at the fourth decimal, 0.0010). */
    int first_digit = 0;
    if (a != 0.0f && isfinite(a)) {
        char e[32];
        snprintf(e, sizeof e, "%.2e", fabs((double)a));
        first_digit = -atoi(strchr(e, 'e') + 1);
    }
    int d = HUD_NUMBER_MIN_DECIMALS;
    for (; d < HUD_NUMBER_MAX_DECIMALS; d++) {
        double shown = print_fixed(x, sizeof x, a, d, 0);
        bool told_apart = !isfinite(b) || a == b || shown != print_fixed(y, sizeof y, b, d, 0);
        if (told_apart && (shown != 0.0 || a == 0.0f) && d >= first_digit)
            break;
    }
    /* Nor on a tie: 0.625 is exactly halfway between 0.62 and 0.63, and printf's round-half-even
     * would show 0.62 beside a 0.624 it must be told from; one more decimal shows it as it is. */
    for (; d < HUD_NUMBER_MAX_DECIMALS; d++) {
        double shown = print_fixed(x, sizeof x, a, d, 0);
        if (fabs(fabs((double)a - shown) * pow(10.0, d) - 0.5) > 1e-9)
            break;
    }
    return d;
}

const char *hud_number_as(char *out, size_t size, float value, float a, float b, int flags)
{
    if (size == 0)
        return out;
    if (!isfinite(value))
        snprintf(out, size, "%g", (double)value);
    else if (value == 0.0f) /* -0 too: zero has no sign and no decimals */
        snprintf(out, size, "0");
    else if (print_fixed(out, size, value, decimals_between(a, b), flags) == 0.0)
        /* Not zero, yet below the last decimal (a depth of rounding noise): in scientific
         * notation, never as a zero it is not. */
        snprintf(out, size, (flags & HUD_NUMBER_SIGNED) ? "%+.2g" : "%.2g", (double)value);
    return out;
}

const char *hud_number(char *out, size_t size, float value, float ref, int flags)
{
    return hud_number_as(out, size, value, value, ref, flags);
}
