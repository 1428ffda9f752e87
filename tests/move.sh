#!/bin/sh
# Real key presses move a shape and the verdict follows: in aabb-plane, box 2 (selected at
# start) meets the plane; E lifts it 0.1 a press, and after 12 presses its centre is
# 0.224 + 12 * 0.089 = 0.85 above the plane, beyond its radius 0.671 along the normal.
# The verdict is read from the HUD lines the viewer prints with --log-state.
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

viewer_start "$log" - "$viewer" --sample aabb-plane --size 800x600 --log-state
checks=4
viewer_wait_for 'box 2: .*they meet' || fail "box 2 does not start on the plane"
for _ in $(seq 12); do xdotool key e; done
viewer_wait_for 'box 2: .*apart' || fail "lifting box 2 did not separate it"
for _ in $(seq 12); do xdotool key q; done
viewer_wait_for 'box 2: s = -0.22, .*they meet' || fail "lowering box 2 again did not bring it back"
xdotool key Tab
viewer_wait_for 'box 3: ' || fail "Tab did not select box 3"
viewer_quit

# Alt makes a press 0.001: from the preset 0.001 above the plane, one Alt-Q down touches it.
viewer_start "$log" - "$viewer" --sample sphere-plane --preset 2 --size 800x600 --log-state
checks=$((checks + 1))
viewer_wait_for 'sphere 1: dist = +1.001, .*apart' || fail "sphere-plane's preset 2 is not 0.001 above"
xdotool key alt+q
viewer_wait_for 'sphere 1: dist = +1.00, .*they meet' || fail "Alt-Q did not lower sphere 1 by 0.001 onto the plane"
viewer_quit
cat "$log"
summary
