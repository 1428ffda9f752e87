#!/bin/sh
# Trace mode by real key presses under X (xdotool): G starts it at the selected pair's first
# step, O steps forward and stops at the return, Shift+O steps back, G leaves. --log-state
# prints the step the panel shows: "trace isect_aabb_plane step k/n: function line L, x = v".
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"

out=$(mktemp) log=$(mktemp)
trap 'rm -f "$out" "$log"' EXIT
viewer_start "$out" "$log" "$viewer" --sample aabb-plane --log-state --size 800x600

# expect WHAT AFTER: the last trace line printed holds WHAT.
expect() {
    check
    viewer_until 50 sh -c "grep 'trace isect' '$out' | tail -n 1 | grep -q -- '$1'" ||
        fail "after $2 the trace line is '$(grep 'trace isect' "$out" | tail -n 1)', want '$1'"
}

xdotool key g
expect "trace isect_aabb_plane step 1/" "G"
steps=$(grep 'trace isect' "$out" | tail -n 1 | sed 's/.* step 1\/\([0-9]*\):.*/\1/')
xdotool key o
expect "step 2/$steps: isect_aabb_plane" "O"
i=0
while [ "$i" -lt "$steps" ]; do xdotool key o; i=$((i + 1)); done
expect "step $steps/$steps: isect_aabb_plane line [0-9]*, return = 1" "O past the last step"
xdotool key shift+o
expect "step $((steps - 1))/$steps" "Shift+O"
check
xdotool key g
viewer_wait_for "trace mode off" "$log" || fail "G did not leave trace mode: $(cat "$log")"
viewer_quit
summary
