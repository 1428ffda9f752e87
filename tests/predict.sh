#!/bin/sh
# Predict mode (F2, --predict): a preset's numbers stay out of the HUD until Y or N answers it,
# then they come back with right or wrong and the score; ',' and '.' hide them again. Read from
# the HUD lines --log-state prints (aabb-plane's "box 2: s = ..." line is the one that tells).
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# after LINE: the log from the last line matching LINE on (a grep basic regular expression).
after() { awk -v line="$1" '$0 ~ line { n = NR } END { print n + 0 }' "$log" | { read -r n; tail -n "+$((n > 0 ? n : 1))" "$log"; }; }
# hidden LINE: true when the log since LINE holds the question and none of the sample's numbers.
hidden() { after "$1" | grep -q 'predict: do they meet?' && ! after "$1" | grep -q 's = '; }

viewer_start "$log" - "$viewer" --sample aabb-plane --size 800x600 --log-state --predict
checks=11
viewer_wait_for "predict: ',' or '.' picks a preset" || fail "--predict did not start in predict mode"
grep -q 's = ' "$log" && fail "the start scene's numbers show in predict mode"
xdotool key period
viewer_wait_for 'predict: do they meet?' || fail "'.' did not ask about the first preset"
hidden 'preset corner exactly on the plane' || fail "the first preset's numbers show before the answer"
xdotool key y
viewer_wait_for 'predict: right, they meet   score 1 / 1' || fail "Y on a meeting preset is not right, 1 / 1"
after 'preset corner exactly on the plane' | grep -q 'box 2: s = ' || fail "the answer did not reveal the numbers"
xdotool key period
viewer_wait_for 'preset 0.001 above the plane' || fail "'.' did not move on to the second preset"
hidden 'preset 0.001 above the plane' || fail "'.' did not hide the numbers again"
xdotool key y
viewer_wait_for 'predict: wrong, they are apart   score 1 / 2' || fail "Y on an apart preset is not wrong, 1 / 2"
# F2 leaves predict mode: the numbers show with no question; F2 again hides the same preset.
xdotool key F2 n
viewer_wait_for 'box 2: s = +0.672' || fail "the numbers do not show after F2"
xdotool key F2 comma
viewer_wait_for 'predict: do they meet? Y: they meet, N: apart   score 1 / 2' || fail "F2 and ',' did not ask again with the score kept"
viewer_quit
cat "$log"

# The SAT strip and the trace panel give the answer away (a separating axis, a return value):
# hidden before the answer, shown without predict mode.
png=$(mktemp --suffix=.png)
"$viewer" --sample obb-obb --preset 3 --trace 0 --log-state --screenshot "$png" >"$log" 2>/dev/null
grep -q 'strip .*first separating' "$log" && grep -q 'trace isect_obb_obb' "$log" ||
    fail "obb-obb's preset 3 shows no SAT strip or trace step without predict mode: $(cat "$log")"
"$viewer" --sample obb-obb --preset 3 --trace 0 --predict --log-state --screenshot "$png" >"$log" 2>/dev/null
grep -q 'strip \|trace isect' "$log" && fail "predict mode shows the SAT strip or the trace before the answer: $(cat "$log")"
rm -f "$png"
summary
