#!/bin/sh
# The manual page agrees with the program: the same options (with their short forms and
# argument names) as --help, the same keys as the help overlay (src/viewer/hud_layout.c), and
# the same exit statuses as --help and src/viewer/app.h, each in both directions.
# Usage: manual.sh VIEWER MANPAGE SOURCE_DIR
viewer=$1 manual=$2 source=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# The first line of each .TP entry in section $1 of the manual, with the roff markup removed.
entries() {
    awk -v section=".SH $1" '/^\.SH/ { inside = ($0 == section); next }
        inside && previous == ".TP" { print } { previous = $0 }' "$manual" |
        sed -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/^\.B //' | sort
}

# agree WHAT A B: the sorted lists in files A and B are equal; otherwise print the difference.
agree() {
    if ! diff "$2" "$3" >"$work/diff"; then
        failures=$((failures + 1))
        printf 'FAIL: %s differ (< %s, > %s):\n' "$1" "$(basename "$2")" "$(basename "$3")"
        cat "$work/diff"
    fi
}

"$viewer" --help >"$work/help.txt" || { echo "FAIL: --help exits $?"; exit 1; }

# Options: "  -s, --sample ID        start on ..." gives "-s, --sample ID".
sed -n -E 's/^ +(-.*)/\1/p' "$work/help.txt" | sed -E 's/  +.*//' | sort >"$work/help-options"
entries OPTIONS >"$work/manual-options"
agree "options" "$work/help-options" "$work/manual-options"

# Keys: the first column of key_help[] in hud_layout.c.
sed -n '/key_help\[\]\[2\] = {/,/^};/p' "$source/src/viewer/hud_layout.c" |
    sed -n -E 's/^ *\{"([^"]*)", .*/\1/p' | sort >"$work/overlay-keys"
entries KEYS >"$work/manual-keys"
agree "keys" "$work/overlay-keys" "$work/manual-keys"

# Exit statuses: "Exit status: 0 ok, 1 a check failed (--check), 2 ..." over the help's last lines.
sed -n '/^Exit status:/,$p' "$work/help.txt" | tr '\n' ' ' | grep -oE '(: |, )[0-9]+ ' |
    grep -oE '[0-9]+' | sort >"$work/help-statuses"
grep -oE 'EXIT_[A-Z_]+ = [0-9]+' "$source/src/viewer/app.h" | grep -oE '[0-9]+$' | sort >"$work/code-statuses"
entries "EXIT STATUS" >"$work/manual-statuses"
agree "exit statuses" "$work/help-statuses" "$work/manual-statuses"
agree "exit statuses" "$work/code-statuses" "$work/manual-statuses"

for list in help-options overlay-keys help-statuses; do
    [ -s "$work/$list" ] || { failures=$((failures + 1)); echo "FAIL: read nothing into $list"; }
done

# The page renders without warnings, when groff is there to say so.
if command -v groff >/dev/null 2>&1; then
    warnings=$(LC_ALL=C.UTF-8 groff -man -ww -z -Tutf8 "$manual" 2>&1)
    [ -z "$warnings" ] || { failures=$((failures + 1)); printf 'FAIL: groff warns:\n%s\n' "$warnings"; }
fi

echo "manual page: $(wc -l <"$work/help-options") options, $(wc -l <"$work/overlay-keys") keys," \
    "$(wc -l <"$work/help-statuses") exit statuses; $failures failed"
[ "$failures" -eq 0 ]
