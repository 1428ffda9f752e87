/* Include first, before any other header: GCC's SLP vectoriser off for the whole file.
 * The public tests take their shapes by value, so the shapes arrive in stack memory the caller
 * has just written; the vectoriser (on at -O2 since GCC 12) merges neighbouring float loads into
 * 8-byte loads that straddle the caller's stores, which defeats store-to-load forwarding (it made
 * ray-triangle ~3x slower than cglm's inlined glm_ray_triangle on rays that reach the triangle;
 * with scalar loads it is as fast or faster). First, so that the inlined cglm helpers get the
 * same options. scalar_loads.h does the same one function at a time, and says more. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
