#define _GNU_SOURCE /* dl_iterate_phdr */
#include "driver_pin.h"

#ifdef ISECT_SANITIZE
#include <dlfcn.h>
#include <link.h>
#include <stddef.h>

/* Opens every loaded shared object once more with RTLD_NODELETE, so unloading never unmaps it. */
static int pin(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size, (void)data;
    if (info->dlpi_name && info->dlpi_name[0])
        dlopen(info->dlpi_name, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
    return 0;
}

void driver_pin(void)
{
    dl_iterate_phdr(pin, NULL);
}
#else
void driver_pin(void)
{
}
#endif
