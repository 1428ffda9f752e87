#define _GNU_SOURCE /* dl_iterate_phdr */
#include "driver_pin.h"

#ifdef ISECT_SANITIZE
#include <dlfcn.h>
#include <link.h>
#include <string.h>

/* Opens every loaded *_dri.so once more with RTLD_NODELETE, so unloading never unmaps it. */
static int pin(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size, (void)data;
    const char *name = info->dlpi_name;
    size_t len = name ? strlen(name) : 0;
    if (len > 7 && strcmp(name + len - 7, "_dri.so") == 0)
        dlopen(name, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
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
