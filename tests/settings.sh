#!/bin/sh
# Settings survive a restart, --sample wins over them, and a corrupt file is ignored with one
# warning and rewritten on exit.
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
export XDG_CONFIG_HOME="$(mktemp -d)"
file="$XDG_CONFIG_HOME/isect/settings.ini"
count=$("$viewer" --list | wc -l)
checks=8

# run KEYS...: starts the viewer, presses the keys, quits with Esc; prints the last title.
run() {
    viewer_start - "$XDG_CONFIG_HOME/stderr" "$viewer" --size 640x480 "$@"
    for key in $KEYS; do xdotool key "$key"; done
    sleep 0.2
    xdotool getwindowname "$viewer_window"
    viewer_quit
}

KEYS="Right Right h" run >/dev/null
grep -q '^sample = sphere-plane$' "$file" || fail "the last sample was not saved: $(cat "$file")"
grep -q '^help = 1$' "$file" || fail "the help overlay state was not saved"
title=$(KEYS="" run)
[ "$title" = "isect — Sphere vs Plane (3/$count)" ] || fail "restart opened '$title', not the last sample"
title=$(KEYS="" run --sample obb-plane)
[ "$title" = "isect — OBB vs Plane (2/$count)" ] || fail "--sample did not win over the settings: '$title'"

printf '\000\001binary\377' >"$file"
title=$(KEYS="" run)
[ "$title" = "isect — AABB vs Plane (1/$count)" ] || fail "a binary settings file changed the start: '$title'"
[ "$(grep -c 'settings: ignoring' "$XDG_CONFIG_HOME/stderr")" -eq 1 ] || fail "no single warning: $(cat "$XDG_CONFIG_HOME/stderr")"
grep -q '^sample = aabb-plane$' "$file" || fail "the corrupt file was not rewritten"

head -c 100000 /dev/zero | tr '\0' '#' >"$file"
KEYS="" run >/dev/null
grep -q 'larger than' "$XDG_CONFIG_HOME/stderr" || fail "a huge file was not refused"
summary
