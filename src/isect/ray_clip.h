/* How the ray files (ray.c, ray_sphere.c, ray_box.c) compile the pieces a ray test shares with
 * its segment twin. */
#ifndef ISECT_RAY_CLIP_H
#define ISECT_RAY_CLIP_H

/* The clippers a ray test shares with its segment twin (sphere_entry, slab_entry) are inlined
 * into both: called, they take their vec3s arguments packed two floats to a register, which the
 * caller builds by storing floats to the stack and reading them back 8 bytes at a time, a
 * store-forwarding stall per argument (ray-sphere took 3x its floor, bench/floors_ray.c). */
#if defined(__GNUC__)
#define CLIPPER static inline __attribute__((always_inline))
#define RARE static __attribute__((noinline, cold))
#else
#define CLIPPER static inline
#define RARE static
#endif

#endif
