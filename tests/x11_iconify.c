/* Minimises or restores a window as a window manager does (ICCCM 4.1.3.1 and 4.1.4): unmaps
 * it and sets its WM_STATE to IconicState, or maps it and sets NormalState. The test X server
 * (Xvfb) runs no window manager, so xdotool windowminimize, which only asks one, does nothing.
 * Usage: x11_iconify WINDOW_ID iconic|normal */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 3 || (strcmp(argv[2], "iconic") != 0 && strcmp(argv[2], "normal") != 0)) {
        fprintf(stderr, "usage: x11_iconify WINDOW_ID iconic|normal\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "x11_iconify: cannot open the display\n");
        return 1;
    }
    Window window = (Window)strtoul(argv[1], NULL, 0);
    bool iconic = strcmp(argv[2], "iconic") == 0;
    /* WM_STATE: the state and the icon window (none); its type is the WM_STATE atom itself. */
    Atom wm_state = XInternAtom(display, "WM_STATE", False);
    long state[2] = {iconic ? IconicState : NormalState, None};
    if (iconic)
        XUnmapWindow(display, window);
    else
        XMapWindow(display, window);
    XChangeProperty(display, window, wm_state, wm_state, 32, PropModeReplace, (unsigned char *)state, 2);
    XSync(display, False);
    XCloseDisplay(display);
    return 0;
}
