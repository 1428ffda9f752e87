/* Numbers for the HUD that show the difference that decides.
 *
 * Two decimals round a 0.001 gap away ("dist 1.00 against r 1.00" for spheres 0.001 apart).
 * hud_number writes a value with as few decimals as tell it apart from the quantity it is
 * compared with, so the reader sees the difference the verdict hangs on:
 *
 *     hud_number(v = 1.001, ref = 1.0)  -> "1.001"   (and hud_number(1.0, 1.001) -> "1.000")
 *     hud_number(v = 0.672, ref = 0.5)  -> "0.67"
 *     hud_number(v = 0.001, ref = 0)    -> "0.001"   (a nonzero value never prints as zero
 *                                                      while more decimals can show it)
 *     hud_number(v = 1e-7,  ref = 0)    -> "1e-07"   (below the last decimal: scientific)
 *     hud_number(v = 0,     ref = ...)  -> "0"       (exactly zero, and only then)
 *     hud_number(v = 0.625, ref = 0.625) -> "0.625"  (never rounded at a tie: "0.62" would
 *                                                      read as less than a 0.624 beside it)
 *
 * The rule: from HUD_NUMBER_MIN_DECIMALS to HUD_NUMBER_MAX_DECIMALS decimals, the first count
 * at which v and ref print as different numbers and v, when not zero, does not print as zero.
 * Differences below 10^-HUD_NUMBER_MAX_DECIMALS (float rounding, say) print as equal. With
 * HUD_NUMBER_SIGNED a positive value gets a '+' (signed gaps and distances); NaN and the
 * infinities print as printf's %g does ("nan", "inf", "-inf").
 *
 * hud_number_as writes a value with the decimals that tell a from b: for the other numbers of a
 * line, such as the far ends of two intervals whose near ends decide, so that one line never
 * prints the same number two ways.
 *
 * In a format call, HUD_NUM(v, ref), HUD_SIGNED(v, ref) and HUD_NUM_AS(v, a, b) give a string
 * that lives until the end of the enclosing block:
 *     sample_text(ctx, "dist = %s, r = %s", HUD_NUM(dist, r), HUD_NUM(r, dist));
 * Print both sides of a comparison with each other as ref, so they get the same decimals. */
#ifndef ISECT_HUD_NUMBER_H
#define ISECT_HUD_NUMBER_H

#include <math.h>
#include <stddef.h>

#define HUD_NUMBER_MIN_DECIMALS 2
#define HUD_NUMBER_MAX_DECIMALS 4
#define HUD_NUMBER_SIZE 32 /* enough for any float printed with a sign and 4 decimals */

enum { HUD_NUMBER_PLAIN = 0, HUD_NUMBER_SIGNED = 1 };

/* Writes value into out (size bytes) as described above, compared with ref; returns out. */
const char *hud_number(char *out, size_t size, float value, float ref, int flags);
/* Writes value with as many decimals as hud_number(a, b) uses, or more where value itself lies
 * exactly halfway at that many (0.375 with the two decimals of 0.25 prints "0.375", not a
 * round-half-even "0.38" that breaks the sums beside it); a zero value is still "0". Returns
 * out. hud_number(v, ref) is hud_number_as(v, v, ref). */
const char *hud_number_as(char *out, size_t size, float value, float a, float b, int flags);
/* The decimals hud_number(a, b) writes a with (when a is finite, not zero and not below the
 * last decimal): for a line that prints several numbers with the most decimals any pair needs. */
int hud_number_decimals(float a, float b);

#define HUD_NUM(value, ref) hud_number((char[HUD_NUMBER_SIZE]){0}, HUD_NUMBER_SIZE, (value), (ref), HUD_NUMBER_PLAIN)
#define HUD_SIGNED(value, ref) \
    hud_number((char[HUD_NUMBER_SIZE]){0}, HUD_NUMBER_SIZE, (value), (ref), HUD_NUMBER_SIGNED)

/* A value on its own (a coordinate, a component), with the decimals it needs to show itself as
 * it is: 2.00 for 2, but 2.001 for 2.001, not a 2.00 that hides the 0.001 a preset moved it by. */
#define HUD_AS_IS(value) HUD_NUM((value), roundf((value) * 100.0f) / 100.0f)

#define HUD_NUM_AS(value, a, b) \
    hud_number_as((char[HUD_NUMBER_SIZE]){0}, HUD_NUMBER_SIZE, (value), (a), (b), HUD_NUMBER_PLAIN)

#endif
