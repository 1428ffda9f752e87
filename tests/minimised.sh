#!/bin/sh
# A minimised window draws nothing: the viewer sleeps in the event wait instead of rendering
# at full speed. Xvfb runs no window manager (xdotool windowminimize would only ask one), so
# x11_iconify does what a window manager does: unmap the window and set WM_STATE to
# IconicState, which GLFW reports as iconified. CPU time comes from /proc/PID/stat.
# Usage: minimised.sh VIEWER X11_ICONIFY. Run under a display (tests/with_display.sh).
viewer=$(realpath "$1") iconify=$(realpath "$2")
. "$(dirname "$0")/viewer_driver.sh"
checks=4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1 # where F12 writes its screenshots

viewer_start - /dev/null "$viewer" --size 320x240

# cpu_ticks SECONDS: the CPU time (user + system, in clock ticks) the viewer uses meanwhile.
cpu_ticks() {
    before=$(awk '{ print $14 + $15 }' "/proc/$viewer_pid/stat")
    sleep "$1"
    echo $(($(awk '{ print $14 + $15 }' "/proc/$viewer_pid/stat") - before))
}
hz=$(getconf CLK_TCK)

sleep 0.5
drawing=$(cpu_ticks 2)
"$iconify" "$viewer_window" iconic || fail "x11_iconify failed"
sleep 0.5
minimised=$(cpu_ticks 2)
echo "CPU time in 2 s: drawing $drawing ticks, minimised $minimised ticks ($hz ticks a second)"
# Drawing under Xvfb keeps a core busy; minimised, a tenth of a core is already far too much.
[ "$minimised" -le $((hz / 5)) ] || fail "minimised, the viewer used $minimised ticks of CPU in 2 s"

# Restored, it draws again: an F12 screenshot is taken by the drawing loop.
"$iconify" "$viewer_window" normal || fail "x11_iconify failed"
xdotool windowfocus --sync "$viewer_window" key F12
screenshot() { ls isect-*.png >/dev/null 2>&1; }
viewer_until 50 screenshot || fail "restored, the viewer did not draw (F12 wrote no screenshot)"

# Minimised, the timed wait still sees a quit signal: SIGTERM ends it within a second.
"$iconify" "$viewer_window" iconic
sleep 0.3
kill -s TERM "$viewer_pid"
if ! viewer_ended 10; then
    fail "minimised, the viewer did not quit on SIGTERM"; kill -s KILL "$viewer_pid"
fi
wait "$viewer_pid"
[ $? -eq 143 ] || fail "minimised, SIGTERM did not end the viewer by SIGTERM"
summary
