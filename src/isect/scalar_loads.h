/* SCALAR_LOADS: compile one function without GCC's SLP vectoriser.
 * The public tests take their shapes by value, so a shape of 24 bytes or more arrives in stack
 * memory the caller has just written, in 16- and 8-byte stores (or 4-byte ones, for a struct it
 * built field by field). The SLP vectoriser (on at -O2 since GCC 12) merges neighbouring float
 * loads into 8-byte loads, and one that straddles two of those stores defeats store-to-load
 * forwarding: the load waits for both stores to reach the cache. ray.c and cylinder.c turn the
 * vectoriser off for the whole file; where a file also holds functions that gain from it (a
 * closest point returned packed two floats to a register), this turns it off one function at a
 * time. Measured against the floors (bench/floors_*.c). */
#ifndef ISECT_SCALAR_LOADS_H
#define ISECT_SCALAR_LOADS_H

#if defined(__GNUC__) && !defined(__clang__)
#define SCALAR_LOADS __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define SCALAR_LOADS
#endif

#endif
