/* The sample menu (M): every sample grouped by category, navigable with the arrows and Enter,
 * narrowed by typing (matches the id or the title). */
#ifndef ISECT_MENU_H
#define ISECT_MENU_H

#include <stdbool.h>

#include "hud.h"

typedef struct menu {
    bool open;
    char filter[32];
    int cursor;   /* index among the samples that match the filter */
} menu;

void menu_open(menu *m, int current);
/* A key while the menu is open: returns the sample index chosen with Enter, or -1. Esc or M
 * closes it; Up/Down/PageUp/PageDown/Home/End move; Backspace edits the filter. */
int menu_key(menu *m, int key);
/* A typed character (GLFW's char callback) while the menu is open: extends the filter. */
void menu_char(menu *m, unsigned codepoint);
void menu_draw(const menu *m, hud *h, int current, float width, float height);

#endif
