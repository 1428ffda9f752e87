/* The number of elements of an array (not a pointer) as an int, the type counts have here. */
#ifndef ISECT_ARRAY_COUNT_H
#define ISECT_ARRAY_COUNT_H

#define ARRAY_COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

#endif
