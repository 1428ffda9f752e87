#!/bin/sh
# Soak: FRAMES frames (default 2000; `make soak` runs 10000) while random keys switch samples,
# cycle presets and selections, move and turn shapes, open the menu and the help, and random
# mouse drags orbit, pan and drag shapes. Passes when the viewer exits 0 (no GL error, no
# sanitizer report in sanitizer builds) and its resident memory at the last report is within
# 5% of the report at frame 1000.
viewer="$1" frames="${2:-2000}"
. "$(dirname "$0")/viewer_driver.sh"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# ASan's quarantine holds freed memory on purpose; keep it small so growth means a leak.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=4"
viewer_timeout=30
viewer_start "$log" "$log.err" "$viewer" --size 640x400 --frames "$frames" --log-memory

# Input until the viewer has drawn its frames and quit. awk's rand() with a fixed seed keeps a
# run repeatable.
awk 'BEGIN { srand(7); for (i = 0; i < 100000; i++) print int(rand() * 1000000) }' |
while read -r r && kill -0 "$viewer_pid" 2>/dev/null; do
    case $((r % 16)) in
        0|1) xdotool key Right ;;        2) xdotool key Left ;;
        3) xdotool key period ;;         4) xdotool key comma ;;
        5) xdotool key Tab ;;            6) xdotool key w a s d q e ;;
        7) xdotool key z x ;;            8) xdotool key r ;;
        9) xdotool key h ;;              10) xdotool key m Down Down Return ;;
        11) xdotool key p o o p ;;       12) xdotool key Home ;;
        *) x=$((r % 600 + 20)) y=$((r / 600 % 360 + 20)) button=$((r % 3 == 0 ? 3 : 1))
           xdotool mousemove --window "$viewer_window" "$x" "$y" mousedown "$button" \
                   mousemove --window "$viewer_window" $((x + 40)) $((y - 30)) mouseup "$button" ;;
    esac 2>/dev/null
done
wait "$viewer_pid"
status=$?
cat "$log.err"
rm -f "$log.err"
grep '^memory:' "$log"
first=$(sed -n 's/^memory: frame 1000, resident \([0-9]*\) KiB$/\1/p' "$log")
last=$(grep '^memory:' "$log" | tail -n 1 | sed 's/.*resident \([0-9]*\) KiB$/\1/')
checks=2
[ "$status" -eq 0 ] || fail "the viewer exited $status"
if [ -z "$first" ] || [ -z "$last" ] || [ $((last * 100)) -gt $((first * 105)) ]; then
    fail "resident memory grew from ${first:-?} KiB (frame 1000) to ${last:-?} KiB"
fi
summary
