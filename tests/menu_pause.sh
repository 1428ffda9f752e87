#!/bin/sh
# The sample menu opens on M, filters as the user types and opens the sample on Enter; F12
# writes isect-<id>-<n>.png in the working directory; P pauses an animated sample (its HUD
# stops changing) and O steps it one frame.
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
count=$("$viewer" --list | wc -l)
viewer_start "$work/log" - "$viewer" --size 800x600 --log-state
checks=8

index=$("$viewer" --list | grep -n '^obb-obb	' | cut -d: -f1)
xdotool key m
xdotool type --delay 40 'obb-o'
xdotool key Return
viewer_title_is "isect — OBB vs OBB ($index/$count)" || fail "the menu did not open obb-obb: $viewer_title"

xdotool key F12
viewer_until 30 [ -f isect-obb-obb-1.png ] || fail "F12 wrote no isect-obb-obb-1.png"
xdotool key F12
viewer_until 30 [ -f isect-obb-obb-2.png ] || fail "a second F12 did not write isect-obb-obb-2.png"

# The filter takes every letter, m included: "frustum" finds aabb-frustum. M closes the menu
# only while the filter is empty (then Right switches samples again).
index=$("$viewer" --list | grep -n '^aabb-frustum	' | cut -d: -f1)
xdotool key m
xdotool type --delay 40 'frustum'
xdotool key Return
viewer_title_is "isect — AABB and Sphere vs Frustum ($index/$count)" ||
    fail "typing 'frustum' into the menu did not open aabb-frustum: $viewer_title"

# Family words find samples by their keywords: "sat" opens the first separating-axis sample.
sat=$("$viewer" --list | grep -n '^aabb-aabb	' | cut -d: -f1)
xdotool key m
xdotool type --delay 40 'sat'
xdotool key Return
viewer_title_is "isect — AABB vs AABB ($sat/$count)" || fail "typing 'sat' into the menu did not open aabb-aabb: $viewer_title"
xdotool key m
xdotool type --delay 40 'frustum'
xdotool key Return
viewer_title_is "isect — AABB and Sphere vs Frustum ($index/$count)" || fail "the menu did not reopen aabb-frustum"
next=$((index % count + 1))
xdotool key m m Right
viewer_title_is "isect — $("$viewer" --list | sed -n "${next}p" | cut -f2) ($next/$count)" ||
    fail "M on an empty filter did not close the menu: $viewer_title"

# sphere-plane sweeps a sphere through the plane: its HUD line changes every frame until P.
xdotool key m
xdotool type --delay 40 'sphere-plane'
xdotool key Return
sleep 0.3
xdotool key p
sleep 0.3
before=$(wc -l <"$work/log")
sleep 0.5
[ "$(wc -l <"$work/log")" -eq "$before" ] || fail "the HUD kept changing while paused"
xdotool key o
sleep 0.3
[ "$(wc -l <"$work/log")" -gt "$before" ] || fail "O did not step the paused animation"
viewer_quit
summary
