#!/bin/sh
# Real key presses under X (xdotool): next and previous wrap around the list, digits jump,
# R restarts, and Esc quits with status 0. The window title "isect — <title> (k/N)" shows
# which sample is running.
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
count=$("$viewer" --list | wc -l)
title_of() { "$viewer" --list | sed -n "${1}p" | cut -f2; }

log=$(mktemp)
trap 'rm -f "$log"' EXIT
viewer_start - "$log" "$viewer" --size 800x600

# press KEY K: presses a key and expects sample K (1-based) to be running.
press() {
    check
    xdotool key "$1"
    want="isect — $(title_of "$2") ($2/$count)"
    viewer_title_is "$want" 10 || fail "after $1 the title is '$viewer_title', want '$want'"
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

# I hides the description an 800x600 window shows, then shows it again.
check
xdotool key i
sleep 0.3
xdotool key i
sleep 0.3
grep -q "the idea hidden" "$log" && grep -q "the idea shown" "$log" || fail "I did not hide and show the idea: $(cat "$log")"

check
xdotool key Escape
status=124
viewer_ended 50 && { wait "$viewer_pid"; status=$?; }
if [ "$status" -ne 0 ]; then
    fail "Esc did not quit with status 0 (status $status)"; kill "$viewer_pid" 2>/dev/null
fi
summary
