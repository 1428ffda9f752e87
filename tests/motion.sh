#!/bin/sh
# Moving shapes under real input (moving-sphere-plane): J/K scrub the time shown, t now, by
# 0.05 and pause there; a drag on the displacement handle (the end pose's centre) changes the
# sphere's displacement v, not the sphere. Read from --log-state.
viewer="$1" project="$2"
. "$(dirname "$0")/viewer_driver.sh"
log=$(mktemp) err=$(mktemp)
trap 'rm -f "$log" "$err"' EXIT
viewer_start "$log" "$err" "$viewer" --sample moving-sphere-plane --size 1280x720 --log-state
checks=3

viewer_wait_for 'sphere0 moves by v = (1.50, -4.00, 0.00)' || fail "the sphere does not start moving by (1.5, -4, 0)"
# K pauses where the animation is, 0.05 later, and says where; every further K or J moves
# that time by 0.05. Each step is awaited by its exact value (a loaded machine may lag).
xdotool key k
viewer_wait_for 'paused at t now = ' "$err" || fail "K did not pause the animation"
t1=$(sed -n 's/.*paused at t now = \([0-9.]*\).*/\1/p' "$err" | tail -n 1)
shifted() { awk -v t="$1" -v d="$2" 'BEGIN { t += d; if (t < 0) t = 0; if (t > 1) t = 1; printf "%.3f", t }'; }
t2=$(shifted "$t1" 0.05)
xdotool key k
viewer_wait_for "t now = $t2 " || fail "K moved t now from $t1, not to $t2"
t3=$(shifted "$t2" -0.15)
xdotool key j j j
viewer_wait_for "t now = $t3 " || fail "J J J moved t now from $t2, not back to $t3"

# The handle sits at the end pose's centre c + v = (-0.5, -1.4, 0.5); drag it 100 pixels up.
set -- $("$project" moving-sphere-plane 1280 720 -0.5 -1.4 0.5)
x=$1 y=$2
xdotool mousemove --window "$viewer_window" "$x" "$y"
sleep 0.3
xdotool mousedown 1
for step in 1 2 3 4 5; do xdotool mousemove --window "$viewer_window" "$x" $((y - 20 * step)); sleep 0.05; done
xdotool mouseup 1
viewer_wait_for 'sphere0 (its v selected) moves by v' || fail "a press on the handle did not select the displacement"
# raised: the last v.y shown is above -3.5 (it starts at -4).
raised() {
    v_y=$(sed -n 's/.*sphere0 (its v selected) moves by v = ([^,]*, \([-0-9.]*\),.*/\1/p' "$log" | tail -n 1)
    awk -v y="$v_y" 'BEGIN { exit !(y > -3.5) }'
}
viewer_until 50 raised || fail "dragging the handle up left v.y at $v_y (from -4)"
grep -q 'd0 = +3.01' "$log" && ! grep 'd0 = ' "$log" | grep -qv 'd0 = +3.01' ||
    fail "dragging the handle moved the sphere itself"
viewer_quit
summary
