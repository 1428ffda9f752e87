#!/bin/sh
# Real key presses under X (xdotool): next and previous wrap around the list, digits jump,
# R restarts, and Esc quits with status 0. The window title "isect — <title> (k/N)" shows
# which sample is running.
viewer="$1"
failures=0 checks=0
count=$("$viewer" --list | wc -l)
title_of() { "$viewer" --list | sed -n "${1}p" | cut -f2; }

"$viewer" --size 800x600 &
pid=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^isect' | head -n 1)
if [ -z "$window" ]; then
    echo "FAIL: no viewer window appeared"; kill "$pid"; exit 1
fi
xdotool windowfocus --sync "$window"

# press KEY K: presses a key and expects sample K (1-based) to be running.
press() {
    checks=$((checks + 1))
    xdotool key "$1"
    want="isect — $(title_of "$2") ($2/$count)"
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        got=$(xdotool getwindowname "$window")
        [ "$got" = "$want" ] && return
        sleep 0.1
    done
    failures=$((failures + 1))
    echo "FAIL: after $1 the title is '$got', want '$want'"
}

last=$count
second=$((count > 1 ? 2 : 1))
press Right "$second"
press Left 1
press Left "$last"
press bracketright 1
press bracketleft "$last"
press Next 1
press Prior "$last"
press 1 1
press "$second" "$second"
press r "$second"
press Home "$second"

checks=$((checks + 1))
xdotool key Escape
status=124
for _ in $(seq 50); do
    if ! kill -0 "$pid" 2>/dev/null; then wait "$pid"; status=$?; break; fi
    sleep 0.1
done
if [ "$status" -ne 0 ]; then
    failures=$((failures + 1)); echo "FAIL: Esc did not quit with status 0 (status $status)"; kill "$pid" 2>/dev/null
fi
echo "$((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
