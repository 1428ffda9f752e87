#!/bin/sh
# The 2-D inset (F3, --inset) looks across the deciding direction: --log-state prints its
# camera's axes in world space, "inset CAPTION: right (x, y, z), up (...), looking (...)".
# - presets whose direction is known: sphere-plane's floor (n = +y) is drawn up, looking
#   level; obb-obb's crossed edges (L = A.u0 x B.u2 = +-y) and sphere-sphere's touching pair
#   (centres along x) are drawn across the picture, looking perpendicular to them;
# - for every preset of the samples that declare one, the three axes are unit, perpendicular
#   and right-handed (looking = up x right, the main camera's convention);
# - off by default; F3 turns it on; an orbit drag turns the inset about the direction (looking
#   changes, the direction on screen stays); F3 turns it off.
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" # no remembered camera

# inset_line SAMPLE PRESET [OPTIONS]: the last inset line of a 3-frame run of it.
inset_line() {
    id=$1 preset=$2
    shift 2
    set -- --sample "$id" --size 640x360 --frames 3 --screenshot "$work/shot.png" --log-state "$@"
    [ "$preset" -gt 0 ] && set -- "$@" --preset "$preset"
    "$viewer" "$@" 2>/dev/null | grep "^state $id: inset" | tail -n 1
}

# expect SAMPLE PRESET PATTERN WHY: the inset line of that preset matches the grep -E PATTERN.
expect() {
    check
    line=$(inset_line "$1" "$2" --inset)
    printf '%s\n' "$line" | grep -Eq -- "$3" || fail "$1 preset $2: $4; got '$line'"
}
V='-?[01]\.[0-9]{3}' # one coordinate
expect sphere-plane 1 "up \(0\.000, 1\.000, 0\.000\), looking \($V, 0\.000, $V\)" \
    "the floor's normal +y is not drawn up, with the inset looking level"
expect obb-obb 3 "L = edge .*right \(0\.000, -?1\.000, 0\.000\), up \($V, 0\.000, $V\), looking \($V, 0\.000, $V\)" \
    "the edge axis L = +-y is not drawn across, the inset looking perpendicular to it"
expect sphere-sphere 1 "right \(-?1\.000, 0\.000, 0\.000\), up \(0\.000, $V, $V\), looking \(0\.000, $V, $V\)" \
    "the line of centres (along x) is not drawn across, the inset looking perpendicular to it"

# Every preset: unit, perpendicular, right-handed axes.
for id in sphere-plane aabb-plane obb-plane sphere-sphere obb-obb aabb-triangle triangle-triangle aabb-polygon; do
    presets=$("$viewer" --sample "$id" --preset 1000 2>&1 | sed -n 's/.* has \([0-9]*\) preset.*/\1/p')
    for p in $(seq 0 "${presets:-0}"); do
        check
        line=$(inset_line "$id" "$p" --inset)
        case "$line" in *"none declared"*) continue ;; "") fail "$id preset $p: no inset line"; continue ;; esac
        printf '%s\n' "$line" | tr -d '(),' | awk -v what="$id preset $p" '{
            n = split($0, w, " "); k = 0
            for (i = 1; i <= n; i++) if (w[i] ~ /^-?[0-9]+\.[0-9]+$/) v[k++] = w[i]
            if (k != 9) { print "FAIL: " what ": not three vectors: " $0; exit 1 }
            rx = v[0]; ry = v[1]; rz = v[2]; ux = v[3]; uy = v[4]; uz = v[5]; fx = v[6]; fy = v[7]; fz = v[8]
            e = 0.003
            bad = (rx*rx + ry*ry + rz*rz - 1)^2 > e || (ux*ux + uy*uy + uz*uz - 1)^2 > e || (fx*fx + fy*fy + fz*fz - 1)^2 > e
            bad = bad || (rx*ux + ry*uy + rz*uz)^2 > e || (rx*fx + ry*fy + rz*fz)^2 > e || (ux*fx + uy*fy + uz*fz)^2 > e
            # up x right is the line of sight
            cx = uy*rz - uz*ry; cy = uz*rx - ux*rz; cz = ux*ry - uy*rx
            bad = bad || (cx*fx + cy*fy + cz*fz) < 0.99
            if (bad) { print "FAIL: " what ": axes not orthonormal and right-handed: " $0; exit 1 }
        }' || failures=$((failures + 1))
    done
done

# Off by default: no inset line without --inset.
check
[ -z "$(inset_line sphere-plane 1)" ] || fail "the inset is on without --inset or F3"

# F3 on, an orbit drag, F3 off.
log="$work/log" err="$work/err"
viewer_start "$log" "$err" "$viewer" --sample sphere-sphere --preset 1 --size 1280x720 --log-state
checks=$((checks + 4))
viewer_wait_for 'preset exactly touching' || fail "sphere-sphere did not start on preset 1"
xdotool key F3
viewer_wait_for 'inset B-A' || fail "F3 did not turn the inset on: $(cat "$err")"
before=$(grep 'inset B-A' "$log" | tail -n 1)
# Orbit: a drag on empty space at the left, below the HUD's text.
xdotool mousemove --window "$viewer_window" 40 520 mousedown 1
for step in 1 2 3 4 5; do xdotool mousemove --window "$viewer_window" $((40 + 30 * step)) 520; sleep 0.05; done
xdotool mouseup 1
viewer_until 50 sh -c "[ \$(grep -c 'inset B-A' '$log') -gt 1 ]" || fail "the orbit did not turn the inset"
after=$(grep 'inset B-A' "$log" | tail -n 1)
right_of() { printf '%s\n' "$1" | sed 's/.*right \(([^)]*)\).*/\1/'; }
[ "$(right_of "$before")" = "$(right_of "$after")" ] && [ "$before" != "$after" ] ||
    fail "the orbit should turn the inset about the line of centres (right kept, looking changed): '$before' then '$after'"
xdotool key F3
viewer_wait_for 'the 2-D inset hidden' "$err" || fail "F3 did not hide the inset: $(cat "$err")"
viewer_quit
summary
