#include "menu.h"

#include <GLFW/glfw3.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>


#define TEXT   ((vec4s){{0.93f, 0.94f, 0.96f, 1.0f}})
#define DIM    ((vec4s){{0.62f, 0.65f, 0.70f, 1.0f}})
#define ACCENT ((vec4s){{0.35f, 0.85f, 0.40f, 1.0f}})
#define PANEL  ((vec4s){{0.05f, 0.05f, 0.07f, 0.97f}})
#define CURSOR ((vec4s){{0.20f, 0.30f, 0.55f, 1.0f}})

/* Case-insensitive substring. */
static bool contains(const char *text, const char *part)
{
    size_t n = strlen(part);
    for (; *text; text++) {
        size_t i = 0;
        while (i < n && text[i] && tolower((unsigned char)text[i]) == tolower((unsigned char)part[i]))
            i++;
        if (i == n)
            return true;
    }
    return n == 0;
}

/* Whether the filter finds sample i: in its id, title, category, keywords or description. */
static bool found(const menu *m, int i)
{
    const sample *s = m->source.samples[i];
    return contains(s->id, m->filter) || contains(s->title, m->filter) || contains(m->source.category_of(i), m->filter) ||
           (s->keywords && contains(s->keywords, m->filter)) || contains(s->description, m->filter);
}

/* The samples that match the filter, in menu order: by category, then registry order. */
static int matches(const menu *m, int out[])
{
    int count = 0;
    for (int c = 0; c < m->source.category_count; c++)
        for (int i = 0; i < m->source.count; i++)
            if (strcmp(m->source.category_of(i), m->source.categories[c]) == 0 && found(m, i))
                out[count++] = i;
    return count;
}

void menu_open(menu *m, int current)
{
    *m = (menu){.source = m->source, .open = true, .skip_char = true};
    int list[256], n = matches(m, list);
    for (int k = 0; k < n; k++)
        if (list[k] == current)
            m->cursor = k;
}

int menu_key(menu *m, int key)
{
    int list[256], n = matches(m, list);
    m->skip_char = false; /* a key after the opening one (Ctrl-M opens with no character) */
    switch (key) {
    case GLFW_KEY_ESCAPE: m->open = false; return -1;
    case GLFW_KEY_M: /* the key that opened the menu closes it, until it is a filter letter */
        if (!m->filter[0])
            m->open = false;
        return -1;
    case GLFW_KEY_UP: m->cursor--; break;
    case GLFW_KEY_DOWN: m->cursor++; break;
    case GLFW_KEY_PAGE_UP: m->cursor -= 5; break;
    case GLFW_KEY_PAGE_DOWN: m->cursor += 5; break;
    case GLFW_KEY_HOME: m->cursor = 0; break;
    case GLFW_KEY_END: m->cursor = n - 1; break;
    case GLFW_KEY_BACKSPACE:
        if (m->filter[0])
            m->filter[strlen(m->filter) - 1] = '\0';
        break;
    case GLFW_KEY_ENTER: case GLFW_KEY_KP_ENTER:
        if (n > 0) {
            m->open = false;
            return list[m->cursor < 0 ? 0 : m->cursor >= n ? n - 1 : m->cursor];
        }
        return -1;
    }
    n = matches(m, list);
    m->cursor = n == 0 ? 0 : m->cursor < 0 ? 0 : m->cursor >= n ? n - 1 : m->cursor;
    return -1;
}

void menu_char(menu *m, unsigned codepoint)
{
    size_t len = strlen(m->filter);
    if (m->skip_char) { /* the 'm' of the M that opened the menu */
        m->skip_char = false;
        return;
    }
    /* Every printable letter is the filter, 'm' included. ASCII only: the samples' ids, titles
     * and keywords are ASCII, and the filter compares bytes. */
    if (codepoint < 0x20 || codepoint > 0x7e || len + 1 >= sizeof m->filter)
        return;
    m->filter[len] = (char)codepoint;
    m->filter[len + 1] = '\0';
    m->cursor = 0;
}

void menu_draw(const menu *m, hud *h, int current, float width, float height)
{
    int list[256], n = matches(m, list);
    hud_use(h, HUD_CHROME); /* laid out to fit the window: lecture mode leaves it be */
    float line = h->line, pad = line;
    float panel_w = hud_columns(h, 46), panel_h = height - 4 * line;
    float x = 0.5f * (width - panel_w), y = 2 * line;
    hud_rect(h, x, y, panel_w, panel_h, PANEL);

    char text[96];
    snprintf(text, sizeof text, "Samples   filter: %s_", m->filter);
    hud_text(h, x + pad, y + pad, TEXT, text);
    hud_text(h, x + pad, y + pad + line, DIM, "type to filter, Up/Down, Enter opens, Esc closes");

    /* Scroll so the cursor stays in view. */
    int rows = (int)((panel_h - 4 * line - pad) / line);
    int first = m->cursor - rows / 2;
    first = first + rows > n + m->source.category_count ? n + m->source.category_count - rows : first;
    first = first < 0 ? 0 : first;
    float row_y = y + pad + 3 * line;
    float id_column = hud_text_width(h, "triangle-triangle") + pad;
    const char *category = NULL;
    for (int k = 0, row = 0; k < n; k++) {
        const char *c = m->source.category_of(list[k]);
        if (!category || strcmp(c, category) != 0) { /* a group header */
            category = c;
            if (row++ >= first && row_y < y + panel_h - line) {
                hud_text(h, x + pad, row_y, ACCENT, c);
                row_y += line;
            }
        }
        if (row++ < first || row_y >= y + panel_h - line)
            continue;
        if (k == m->cursor)
            hud_rect(h, x + pad * 0.5f, row_y - 0.2f * line, panel_w - pad, line, CURSOR);
        vec4s color = k == m->cursor ? TEXT : DIM;
        hud_text(h, x + 2 * pad, row_y, color, m->source.samples[list[k]]->id);
        snprintf(text, sizeof text, "%s%s", m->source.samples[list[k]]->title, list[k] == current ? "  (running)" : "");
        hud_text(h, x + 2 * pad + id_column, row_y, color, text);
        row_y += line;
    }
    if (n == 0)
        hud_text(h, x + 2 * pad, row_y, DIM, "no sample matches");
    hud_use(h, HUD_TEXT);
}
