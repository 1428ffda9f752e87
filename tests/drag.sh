#!/bin/sh
# A real mouse drag flips a verdict: in aabb-plane, press on box 2 (which straddles the plane),
# drag it 200 pixels up the screen and release: it is lifted off the plane. A drag on empty
# space orbits the camera instead and leaves the boxes alone. Read from --log-state.
viewer="$1" project="$2"
. "$(dirname "$0")/viewer_driver.sh"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
viewer_start "$log" - "$viewer" --sample aabb-plane --size 1280x720 --log-state
checks=3

viewer_wait_for 'box 2: .*they meet' || fail "box 2 does not start on the plane"
# Drag on empty space (top right corner): the camera orbits, box 2 still meets the plane.
xdotool mousemove --window "$viewer_window" 1200 150 mousedown 1
for step in 1 2 3 4 5; do xdotool mousemove --window "$viewer_window" $((1200 - 10 * step)) 150; sleep 0.05; done
xdotool mouseup 1
grep -q 'apart' "$log" && fail "an orbit drag moved a box"
# Back to the start view, then drag box 2 by its centre (0.5, -0.5, 0.5).
xdotool key Home
set -- $("$project" aabb-plane 1280 720 0.5 -0.5 0.5)
x=$1 y=$2
xdotool mousemove --window "$viewer_window" "$x" "$y" mousedown 1
for step in 1 2 3 4 5 6 7 8 9 10; do xdotool mousemove --window "$viewer_window" "$x" $((y - 20 * step)); sleep 0.05; done
xdotool mouseup 1
viewer_wait_for 'box 2: .*apart' || fail "dragging box 2 up did not lift it off the plane"
# Click box 1, the blue box at (3, 2, 3): it becomes the selected box.
set -- $("$project" aabb-plane 1280 720 3 2 3)
xdotool mousemove --window "$viewer_window" "$1" "$2" click 1
viewer_wait_for 'box 1: ' || fail "a click on box 1 did not select it"
viewer_quit
cat "$log"
summary
