#!/bin/sh
# The Minkowski view (U, --minkowski): in every sample that has one, at its start and at every
# preset, the HUD's "origin inside" (decided from the difference the viewer computes) agrees
# with the library's verdict it prints beside it, and for a moving test the segment enters the
# difference exactly when the library finds contact, at the same t. Then the key: U turns the
# view on and off, and says so where a sample has none.
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# presets ID: how many presets sample ID has (from --preset's refusal of one too many).
presets() { "$viewer" --sample "$1" --preset 1000 --screenshot /dev/null 2>&1 | sed -n 's/.*, 1 to \([0-9]*\).*/\1/p'; }

for id in sphere-sphere aabb-aabb sphere-aabb obb-obb moving-spheres moving-aabbs moving-sphere-aabb moving-obbs tunnelling; do
    n=$(presets "$id")
    [ -n "$n" ] || { fail "$id: no presets found"; continue; }
    i=0
    while [ "$i" -le "$n" ]; do
        check
        where="$id preset $i"
        [ "$i" -eq 0 ] && set -- || set -- --preset "$i"
        "$viewer" --sample "$id" "$@" --minkowski --size 640x360 --frames 2 --log-state \
            --screenshot "$tmp/shot.png" >"$tmp/state" 2>"$tmp/err" || fail "$where: the viewer failed: $(cat "$tmp/err")"
        inside=$(grep -c "origin inside" "$tmp/state")
        outside=$(grep -c "origin outside" "$tmp/state")
        if [ $((inside + outside)) -ne 1 ]; then
            fail "$where: no single 'origin inside/outside' line: $(cat "$tmp/state")"
        elif grep -q "library: isect_moving" "$tmp/state"; then
            # Moving: the path's entry against the library's contact (t = 0 when inside), as
            # printed: each to the decimals that tell it from the other (hud_number), so 0.005.
            entry=$(sed -n 's/.*it enters .* at t = \([0-9.]*\).*/\1/p' "$tmp/state" | tail -n 1)
            contact=$(sed -n 's/.*library: .*contact at t = \([0-9.]*\).*/\1/p' "$tmp/state" | tail -n 1)
            if [ -z "$entry$contact" ]; then
                :
            elif [ -z "$entry" ] || [ -z "$contact" ]; then
                fail "$where: the path enters at '$entry', the library's contact at '$contact'"
            elif ! awk -v a="$entry" -v b="$contact" 'BEGIN { d = a - b; exit !(d <= 0.006 && d >= -0.006) }'; then
                fail "$where: the path enters at t = $entry, the library's contact is at t = $contact"
            fi
            if [ "$inside" -eq 1 ] && [ "$entry" != "0" ] && [ "${entry#0.00}" = "$entry" ]; then
                fail "$where: the origin is inside at t = 0 but the path enters at '$entry'"
            fi
        else
            library=$(grep -c "library: .*) = true" "$tmp/state")
            [ "$inside" -eq "$library" ] || fail "$where: inside $inside, the library's verdict true $library: $(cat "$tmp/state")"
        fi
        i=$((i + 1))
    done
done

# The key: U on and off in sphere-sphere (the HUD's lines come and go), and a sample without
# a view says so.
viewer_start "$tmp/out" "$tmp/log" "$viewer" --sample sphere-sphere --size 640x360 --log-state
check
xdotool key u
viewer_wait_for "Minkowski view (U)" || fail "U showed no Minkowski view: $(cat "$tmp/out")"
check
xdotool key u
viewer_wait_for "Minkowski view off" "$tmp/log" || fail "a second U did not turn it off: $(cat "$tmp/log")"
kill "$viewer_pid" 2>/dev/null
wait "$viewer_pid" 2>/dev/null
viewer_start "$tmp/out2" "$tmp/log2" "$viewer" --sample aabb-plane --size 640x360
check
xdotool key u
viewer_wait_for "aabb-plane has no Minkowski view" "$tmp/log2" || fail "U in aabb-plane said nothing: $(cat "$tmp/log2")"
xdotool key Escape
wait "$viewer_pid" 2>/dev/null
summary
