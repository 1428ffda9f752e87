/* Sanitizer builds only: keeps the GL driver (Mesa's *_dri.so) loaded after glfwTerminate, so
 * LeakSanitizer does not report the driver's live allocations as leaks from an unloaded
 * "<unknown module>". Project leaks are still reported, with file and line. */
#ifndef ISECT_DRIVER_PIN_H
#define ISECT_DRIVER_PIN_H

/* Call once the GL context is current. Does nothing outside sanitizer builds. */
void driver_pin(void);

#endif
