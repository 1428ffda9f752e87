/* The sample menu (M): every sample grouped by category, navigable with the arrows and Enter,
 * narrowed by typing (matches the id or the title). */
#ifndef ISECT_MENU_H
#define ISECT_MENU_H

#include <stdbool.h>

#include "hud.h"
#include "sample.h"

/* What the menu lists, handed over by the app: the samples in registry order, the categories in
 * display order, and each sample's category. */
typedef struct menu_source {
    const sample *const *samples;
    int count;
    const char *const *categories;
    int category_count;
    const char *(*category_of)(int index);
} menu_source;

typedef struct menu {
    menu_source source;
    bool open;
    char filter[32];
    int cursor;      /* index among the samples that match the filter */
    bool skip_char;  /* the character of the key that opened the menu is not a filter letter */
} menu;

/* Opens the menu on the sample current (m->source is kept). */
void menu_open(menu *m, int current);
/* A key while the menu is open: returns the sample index chosen with Enter, or -1. Esc closes
 * it, and so does M while the filter is empty (with a filter, M is the letter m); Up/Down/
 * PageUp/PageDown/Home/End move; Backspace edits the filter. */
int menu_key(menu *m, int key);
/* A typed character (GLFW's char callback) while the menu is open: extends the filter. GLFW
 * reports a key before its character, so the 'm' of the M that opened the menu arrives here
 * and is skipped. */
void menu_char(menu *m, unsigned codepoint);
void menu_draw(const menu *m, hud *h, int current, float width, float height);

#endif
