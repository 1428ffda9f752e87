/* hud_number: the HUD's numbers show a 0.001 difference from their comparand, zero as "0",
 * a sign where asked, and never print a nonzero value as zero while 4 decimals can show it. */
#include <string.h>

#include "check.h"
#include "hud_number.h"

#define SAYS(value, ref, flags, want)                                                          \
    do {                                                                                       \
        char out_[HUD_NUMBER_SIZE];                                                            \
        hud_number(out_, sizeof out_, (value), (ref), (flags));                                \
        CHECK(strcmp(out_, (want)) == 0, "hud_number(%g, %g) = \"%s\", want \"%s\"", (double)(value), \
              (double)(ref), out_, (want));                                                    \
    } while (0)

static void test_differences_show(void)
{
    SAYS(1.001f, 1.0f, 0, "1.001");
    SAYS(1.0f, 1.001f, 0, "1.000");
    SAYS(2.001f, 2.0f, 0, "2.001");
    SAYS(0.6718f, 0.6708f, 0, "0.672"); /* two decimals would print 0.67 for both */
    SAYS(0.625f, 0.625f, 0, "0.625"); /* a tie: "0.62" (round-half-even) would read as less */
    SAYS(0.625f, 0.624f, 0, "0.625");
    SAYS(0.624f, 0.625f, 0, "0.624");
    SAYS(1.25f, 2.0f, 0, "1.25");    /* no tie at two decimals: unchanged */
    SAYS(0.6708f, 0.6718f, 0, "0.671");
    SAYS(0.999f, 1.0f, 0, "0.999");
    SAYS(0.00099993f, 0.0f, 0, "0.001");  /* a 0.001 gap float arithmetic left just below it */
    SAYS(0.0009f, 0.0f, 0, "0.0009");
    SAYS(1.0001f, 1.0f, 0, "1.0001");
    SAYS(0.672f, 0.5f, 0, "0.67");       /* far apart: two decimals are enough */
    SAYS(17.5f, 3.0f, 0, "17.50");
}

static void test_zero_and_near_zero(void)
{
    SAYS(0.0f, 1.0f, 0, "0");
    SAYS(-0.0f, 1.0f, 0, "0");
    SAYS(0.0f, 0.0f, HUD_NUMBER_SIGNED, "0");
    SAYS(0.001f, 0.0f, 0, "0.001");
    SAYS(-0.001f, 0.0f, 0, "-0.001"); /* not "-0.00", which reads as zero */
    SAYS(0.004f, 1.0f, 0, "0.004");   /* nonzero never prints as zero while decimals can show it */
    SAYS(1e-7f, 0.0f, 0, "1e-07");
    SAYS(0.000707f, 0.0f, 0, "0.0007"); /* its first significant digit, not "0.001" */
    SAYS(0.0015f, 0.0f, 0, "0.002");
    SAYS(0.01f, 0.0f, 0, "0.01");       /* 0.01f lies just below 0.01: still two decimals */    /* below the last decimal: scientific, never a zero it is not */
    SAYS(-2.5e-6f, 0.0f, HUD_NUMBER_SIGNED, "-2.5e-06");
    SAYS(1.31e-5f, 1.0f, HUD_NUMBER_SIGNED, "+1.3e-05");
}

static void test_signs_and_non_finite(void)
{
    SAYS(0.5f, 0.0f, HUD_NUMBER_SIGNED, "+0.50");
    SAYS(-0.5f, 0.0f, HUD_NUMBER_SIGNED, "-0.50");
    SAYS(0.001f, 0.0f, HUD_NUMBER_SIGNED, "+0.001");
    SAYS(1.0f, 1.0f, 0, "1.00");
    SAYS(INFINITY, 0.0f, 0, "inf");
    SAYS(-INFINITY, 0.0f, 0, "-inf");
    SAYS(1.0f, NAN, 0, "1.00");
    char small[4];
    hud_number(small, sizeof small, 123.456f, 0.0f, 0); /* cut, terminated, no overflow */
    CHECK(strcmp(small, "123") == 0, "got \"%s\"", small);
    /* hud_number_as: the far ends of two intervals with the decimals of the near ends. */
    char as[HUD_NUMBER_SIZE];
    hud_number_as(as, sizeof as, 3.0f, 1.0f, 1.001f, 0);
    CHECK(strcmp(as, "3.000") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, 0.0f, 1.0f, 1.001f, 0);
    CHECK(strcmp(as, "0") == 0, "got \"%s\"", as);
    /* A value on a tie at the decimals it borrows prints its short exact decimal, so that
     * printed sums add up (v = 0.375, w = 0.25, v + w = 0.625); off the tie, as before. */
    hud_number_as(as, sizeof as, 0.375f, 0.25f, 0.0f, 0);
    CHECK(strcmp(as, "0.375") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, 0.625f, 0.25f, 0.0f, 0);
    CHECK(strcmp(as, "0.625") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, -0.125f, 0.25f, 0.0f, HUD_NUMBER_SIGNED);
    CHECK(strcmp(as, "-0.125") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, 0.37f, 0.25f, 0.0f, 0);
    CHECK(strcmp(as, "0.37") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, 0.6251f, 0.25f, 0.0f, 0);
    CHECK(strcmp(as, "0.63") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, 2.0625f, 1.0f, 1.001f, 0); /* a tie at the 3 decimals of 1.001 */
    CHECK(strcmp(as, "2.0625") == 0, "got \"%s\"", as);
    hud_number_as(as, sizeof as, 2.03125f, 0.0007f, 0.0f, 0); /* a tie at 4: 4 decimals at most */
    CHECK(strcmp(as, "2.0312") == 0 || strcmp(as, "2.0313") == 0, "got \"%s\"", as);
    CHECK(hud_number_decimals(1.0f, 1.001f) == 3 && hud_number_decimals(0.0007f, 0.0f) == 4 &&
              hud_number_decimals(0.5f, 0.0f) == 2,
          "hud_number_decimals: %d %d %d", hud_number_decimals(1.0f, 1.001f), hud_number_decimals(0.0007f, 0.0f),
          hud_number_decimals(0.5f, 0.0f));
    /* The macros give a string that lives through the call they are written in. */
    char line[64];
    snprintf(line, sizeof line, "dist = %s, r = %s", HUD_NUM(1.001f, 1.0f), HUD_NUM(1.0f, 1.001f));
    CHECK(strcmp(line, "dist = 1.001, r = 1.000") == 0, "got \"%s\"", line);
}

int main(void)
{
    RUN(test_differences_show);
    RUN(test_zero_and_near_zero);
    RUN(test_signs_and_non_finite);
    return check_summary();
}
