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

/* At least d decimals, and more while v lies exactly halfway between two numbers of d decimals
 * (to float precision), at most HUD_NUMBER_MAX_DECIMALS: 0.625 and 0.375 are exact in binary
 * and end on a 5, and printf's round-half-even takes 0.625 down to 0.62 but 0.375 up to 0.38,
 * so that printed v = 0.38 and w = 0.25 sum to v + w = 0.62. A number whose exact decimal is
 * short prints it whole (0.625, 0.375), and only then: 0.6251 is no tie and prints 0.63. */
static int past_ties(float v, int d)
{
    char x[HUD_NUMBER_SIZE];
    for (; d < HUD_NUMBER_MAX_DECIMALS; d++) {
        double shown = print_fixed(x, sizeof x, v, d, 0);
        if (fabs(fabs((double)v - shown) * pow(10.0, d) - 0.5) > 1e-9)
            break;
    }
    return d;
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
    /* Nor on a tie: 0.625 printed as 0.62 would read as less than a 0.624 beside it. */
    return past_ties(a, d);
}

const char *hud_number_as(char *out, size_t size, float value, float a, float b, int flags)
{
    if (size == 0)
        return out;
    if (!isfinite(value))
        snprintf(out, size, "%g", (double)value);
    else if (value == 0.0f) /* -0 too: zero has no sign and no decimals */
        snprintf(out, size, "0");
    else if (print_fixed(out, size, value, past_ties(value, decimals_between(a, b)), flags) == 0.0)
        /* Not zero, yet below the last decimal (a depth of rounding noise): in scientific
         * notation, never as a zero it is not. */
        snprintf(out, size, (flags & HUD_NUMBER_SIGNED) ? "%+.2g" : "%.2g", (double)value);
    return out;
}

const char *hud_number(char *out, size_t size, float value, float ref, int flags)
{
    return hud_number_as(out, size, value, value, ref, flags);
}

int hud_number_decimals(float a, float b)
{
    return decimals_between(a, b);
}
