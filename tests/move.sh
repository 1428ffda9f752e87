#!/bin/sh
# Real key presses move a shape and the verdict follows: in aabb-plane, box 2 (selected at
# start) meets the plane; E lifts it 0.1 a press, and after 12 presses its centre is
# 0.224 + 12 * 0.089 = 0.85 above the plane, beyond its radius 0.671 along the normal.
# The verdict is read from the HUD lines the viewer prints with --log-state.
viewer="$1"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

"$viewer" --sample aabb-plane --size 800x600 --log-state >"$log" &
pid=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^isect' | head -n 1)
[ -n "$window" ] || { echo "FAIL: no viewer window"; kill "$pid"; exit 1; }
xdotool windowfocus --sync "$window"

wait_for() { # wait_for PATTERN: true once the log has a line matching it
    for _ in $(seq 50); do grep -q -- "$1" "$log" && return 0; sleep 0.1; done
    return 1
}
failures=0
wait_for 'box 2: .*they meet' || { echo "FAIL: box 2 does not start on the plane"; failures=$((failures + 1)); }
for _ in $(seq 12); do xdotool key e; done
wait_for 'box 2: .*apart' || { echo "FAIL: lifting box 2 did not separate it"; failures=$((failures + 1)); }
for _ in $(seq 12); do xdotool key q; done
wait_for 'box 2: s = -0.224.*they meet' || { echo "FAIL: lowering box 2 again did not bring it back"; failures=$((failures + 1)); }
xdotool key Tab
wait_for 'box 3: ' || { echo "FAIL: Tab did not select box 3"; failures=$((failures + 1)); }
xdotool key Escape
wait "$pid"
cat "$log"
echo "$((4 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
