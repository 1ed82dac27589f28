#ifndef APPDECK_CNCURSES_SHIM_H
#define APPDECK_CNCURSES_SHIM_H

// Wide-character ncurses: NCURSES_WIDECHAR (ncurses 6, Linux) and _XOPEN_SOURCE_EXTENDED
// (macOS's ncurses 5.7) must come before the header so that cchar_t, setcchar and the
// *_wch functions are declared. Linux has them in <ncursesw/...>, macOS in <curses.h>.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#ifdef __APPLE__
#include <curses.h>
#include <term.h>
#else
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif

// What ncurses 6 has and macOS's 5.7 may not: italics show as normal text there, and colour
// pairs are shorts.
#ifndef A_ITALIC
#define A_ITALIC A_NORMAL
#endif
#ifndef NCURSES_PAIRS_T
#define NCURSES_PAIRS_T short
#endif

// Swift does not import function-like or computed macros; expose what AppDeck needs.
static const attr_t appdeck_A_NORMAL = A_NORMAL;
static const attr_t appdeck_A_BOLD = A_BOLD;
static const attr_t appdeck_A_REVERSE = A_REVERSE;
static const attr_t appdeck_A_UNDERLINE = A_UNDERLINE;
static const attr_t appdeck_A_DIM = A_DIM;
static const attr_t appdeck_A_ITALIC = A_ITALIC;

static inline void appdeck_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y, x;
    getmaxyx(win, y, x);
    *rows = y;
    *cols = x;
}

static inline WINDOW *appdeck_stdscr(void) { return stdscr; }
static inline WINDOW *appdeck_curscr(void) { return curscr; }
static inline int appdeck_COLORS(void) { return COLORS; }

// Sets the attributes and colour pair for what is drawn next; pairs above the range of a
// short go through the extended-pair argument (ncurses 6.1+).
static inline int appdeck_set_style(attr_t attrs, int pair) {
    return wattr_set(stdscr, attrs, (NCURSES_PAIRS_T)(pair > 0x7fff ? 0 : pair), &pair);
}

// What terminfo says of the terminal `name` (checked before curses starts, nothing is
// written): 0 usable, 1 unknown (no terminfo entry, or no terminfo database), 2 a terminal
// that cannot move the cursor (dumb, hardcopy).
static inline int appdeck_terminal_kind(const char *name) {
    int error = 0;
    if (setupterm(name, 1, &error) != OK) return error == 1 ? 2 : 1;
    const char *move = tigetstr("cup");
    int usable = move != NULL && move != (const char *)-1;
    del_curterm(cur_term);
    return usable ? 0 : 2;
}

#endif
