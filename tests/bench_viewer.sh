#!/bin/sh
# isect-viewer --bench --frames 5 runs every sample, prints the time to the first frame and one
# parseable line per sample, and every teaching sample (all but stress-*) draws its whole frame
# in at most 7 draw calls: the surfaces' depth and colour, the lines and points behind a surface
# and those in front, and the HUD (src/viewer/gl.c); a call per kind, never one per shape.
# Times are not checked: this is about the program, not the machine.
set -u
viewer=$1
out=$("$viewer" --bench --frames 5) || { echo "isect-viewer --bench exited with $?"; exit 1; }
echo "$out"
fail=0
echo "$out" | grep -Eq '^bench first_frame_ms=[0-9.]+$' || { echo "FAIL no first_frame_ms line"; fail=1; }
for id in $("$viewer" --list | cut -f1); do
    line=$(echo "$out" | grep "^bench $id ")
    if ! echo "$line" | grep -Eq "^bench $id update_ms=[0-9.]+ draw_ms=[0-9.]+ gl_ms=[0-9.]+ calls=[0-9]+$"; then
        echo "FAIL no well-formed bench line for $id: '$line'"
        fail=1
        continue
    fi
    calls=${line##*calls=}
    case $id in
    stress-*) ;;
    *) [ "$calls" -le 7 ] || { echo "FAIL $id makes $calls draw calls a frame (at most 7)"; fail=1; } ;;
    esac
    [ "$calls" -ge 1 ] || { echo "FAIL $id makes no draw call"; fail=1; }
done
[ $fail = 0 ] && echo "bench_viewer: ok"
exit $fail
