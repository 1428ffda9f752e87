#!/bin/sh
# Every sample's HUD text, for its start scene and each preset, read with --log-state and
# checked for contradictions a reader could point at. POSIX sh and awk only.
#
#   hud_text.sh VIEWER        renders every sample (--list) and preset (--preset N) at 1280x720
#                             for 2 frames, two at a time, and checks the text (needs a display:
#                             run it through tests/with_display.sh)
#   hud_text.sh --check FILE  checks a text collected before (the format below); 0 when clean
#   hud_text.sh --self-test   plants one contradiction of each rule in a small text and expects
#                             --check to fail on each, and to pass the same text without it
#
# The text: a header line "== ID start" or "== ID preset N" before each run's output, whose
# lines are "state ID: TEXT"; a preset's output starts with "state ID: preset NAME".
#
# The rules (each failure names the sample, the scene and the line):
#  empty   every scene prints at least one line besides its preset's name.
#  signs   a line that claims signs ("signs differ", "same sign", "one sign", "one < 0",
#          "one > 0 and one < 0", "both > 0", "all >= 0" ...) needs a value printed in its
#          scene, on that line or before it, that is not 0; and "signs differ" (or "one > 0 and
#          one < 0") needs a value printed > 0 and one printed < 0 there.
#  compare a comparison written with the numbers as printed must hold for them: "X OP Y" right
#          after "= X" (Y a number, or "NAME = Y" after the operator), and the comparison after
#          "->" between names given values on the line ("dist = 1.00, r = 1.00 -> dist > r"),
#          with abs() and a leading minus; a strict < or > between numbers printed equal fails.
#  gap     a gap printed as 0 ("gap 0", "gap 0.00") on a line that says the shapes are
#          separated, apart, culled or missed; in a preset whose name holds "0.001", any gap
#          printed as 0.
#  0.001   a preset whose name holds "0.001" prints, after its name, a value with a nonzero
#          digit in the thousandths or beyond (0.001, 1.001, 0.672): the difference that decides
#          is not rounded away.
#  nonfinite  no "nan" or "inf" in the text, unless the preset's name holds "nan" or "inf".
#  still   a preset of a moving sample (moving-*, tunnelling) whose name holds "v = 0" (no
#          motion, which the library
#          decides by its static test alone) prints "v = 0", and no line of it explains a path
#          or a root ("path", "root of", "d1 >", "d1 <").
# A value is a number that carries a sign or a decimal point, or that follows "= "; it may have
# an exponent ("+5e-09": a 1e-4 triangle's side products).

usage() {
    echo "usage: hud_text.sh VIEWER | --check FILE | --self-test" >&2
    exit 2
}

# check_text FILE: the rules above over FILE; prints each failure and a summary line, and
# exits 1 when any rule failed.
check_text() {
    awk '
    function fail(rule, why) {
        failures++
        printf "FAIL [%s] %s (%s): %s\n    %s\n", rule, id, scene, why, text
    }
    # The values printed in s (see above), into vals[1..n]; returns n.
    function values(s, vals,    n, rest, start, tok, before, after, lead) {
        n = 0
        rest = s
        while (match(rest, /[-+]?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)) {
            start = RSTART
            tok = substr(rest, RSTART, RLENGTH)
            before = start > 1 ? substr(rest, start - 1, 1) : " "
            after = substr(rest, RSTART + RLENGTH, 1)
            lead = start > 2 ? substr(rest, start - 2, 2) : ""
            rest = substr(rest, RSTART + RLENGTH)
            if ((before != " " && before != "(" && before != "[" && before != "," && before != "=") ||
                after ~ /[A-Za-z0-9_.]/)
                continue                         # part of a name: u0, 5-0, 1e-6, x2
            if (tok ~ /^[-+]/ || tok ~ /\./ || lead == "= ")
                vals[++n] = tok + 0
        }
        return n
    }
    function holds(x, op, y) {
        if (op == "<=") return x <= y
        if (op == ">=") return x >= y
        if (op == "<") return x < y
        if (op == ">") return x > y
        if (op == "!=") return x != y
        return 1
    }
    # The value of an operand after "->": a name given a value on the line, abs(name) or
    # -name; "" when it is none of these.
    function operand(o,    neg, v) {
        gsub(/^ +| +$/, "", o)
        neg = 0
        if (o ~ /^-/) { neg = 1; o = substr(o, 2) }
        if (o ~ /^abs\(.*\)$/) {
            o = substr(o, 5, length(o) - 5)
            if (!(o in named)) return ""
            v = named[o] < 0 ? -named[o] : named[o]
        } else if (o ~ /^[0-9]+(\.[0-9]+)?$/) {
            v = o + 0
        } else {
            if (!(o in named)) return ""
            v = named[o]
        }
        return neg ? -v : v
    }
    function check_line(s,    n, vals, i, rest, lhs, op, rhs, tail, m, verdict, parts, ops, k, a, b, known) {
        # signs
        n = values(s, vals)
        for (i = 1; i <= n; i++) {
            window_n++
            window[window_n] = vals[i]
        }
        if (s ~ /signs differ|same sign|one sign|one < 0|one > 0 and one < 0|both [<>]=? 0|all [<>]=? 0/) {
            nonzero = 0; above = 0; below = 0
            for (i = 1; i <= window_n; i++) {
                if (window[i] != 0) nonzero = 1
                if (window[i] > 0) above = 1
                if (window[i] < 0) below = 1
            }
            if (!nonzero)
                fail("signs", "a claim about signs while every value printed is 0")
            else if (s ~ /signs differ|one > 0 and one < 0/ && !(above && below))
                fail("signs", "\"signs differ\" without a value printed > 0 and one < 0")
        }
        # compare: "= X OP Y" and "= X OP NAME = Y"
        rest = s
        while (match(rest, /= [-+]?[0-9]+(\.[0-9]+)? *(<=|>=|!=|<|>) */)) {
            m = substr(rest, RSTART + 2, RLENGTH - 2)
            rest = substr(rest, RSTART + RLENGTH)
            match(m, /(<=|>=|!=|<|>)/)
            lhs = substr(m, 1, RSTART - 1) + 0
            op = substr(m, RSTART, RLENGTH)
            if (match(rest, /^[-+]?[0-9]+(\.[0-9]+)?([^0-9A-Za-z.e]|$)/)) {
                rhs = substr(rest, 1, RLENGTH) + 0
            } else {
                # "NAME = Y": a name (ra + rb, abs(x)) and its value, nothing else between
                if (!match(rest, /^(abs\()?[A-Za-z][A-Za-z0-9_]*\)?( [+] [A-Za-z][A-Za-z0-9_]*)? = [-+]?[0-9]+(\.[0-9]+)?/))
                    continue
                tail = substr(rest, 1, RLENGTH)
                rhs = substr(tail, index(tail, " = ") + 3) + 0
            }
            if (!holds(lhs, op, rhs))
                fail("compare", sprintf("%s %s %s does not hold for the numbers printed", lhs, op, rhs))
        }
        # compare: names given values on the line, then "-> A OP B [OP C]: ..."
        split("", named)
        rest = s
        while (match(rest, /[A-Za-z][A-Za-z0-9_'"'"']*( [+] [A-Za-z][A-Za-z0-9_'"'"']*)? = [-+]?[0-9]+(\.[0-9]+)?/)) {
            m = substr(rest, RSTART, RLENGTH)
            rest = substr(rest, RSTART + RLENGTH)
            k = index(m, " = ")
            named[substr(m, 1, k - 1)] = substr(m, k + 3) + 0
        }
        if (match(s, /-> [^:]*(<=|>=|<|>)[^:]*:/)) {
            verdict = substr(s, RSTART + 3, RLENGTH - 4)
            n = 0
            rest = verdict
            while (match(rest, / (<=|>=|<|>) /)) {
                parts[++n] = substr(rest, 1, RSTART - 1)
                ops[n] = substr(rest, RSTART + 1, RLENGTH - 2)
                rest = substr(rest, RSTART + RLENGTH)
            }
            parts[n + 1] = rest
            known = 1
            for (k = 1; k <= n + 1; k++)
                if (operand(parts[k]) == "") known = 0
            if (known && n > 0)
                for (k = 1; k <= n; k++) {
                    a = operand(parts[k]); b = operand(parts[k + 1])
                    if (!holds(a, ops[k], b))
                        fail("compare", sprintf("%s %s %s is %s %s %s as printed", parts[k], ops[k], parts[k + 1], a, ops[k], b))
                }
        }
        # gap
        if (s ~ /gap [+]?0(\.0+)?([^0-9.]|$)/ && (s ~ /separat|apart|culled|miss/ || thousandth_preset))
            fail("gap", "a gap printed as 0")
        # 0.001
        if (thousandth_preset) {
            rest = s
            while (match(rest, /[0-9]+\.[0-9]+/)) {
                m = substr(rest, RSTART, RLENGTH)
                rest = substr(rest, RSTART + RLENGTH)
                if (m ~ /\.[0-9][0-9][0-9]*[1-9]/) shown = 1
            }
        }
        # still
        if (still_preset && s ~ /v = 0/) said_still = 1
        if (still_preset && s ~ /path|root of|d1 [<>]/)
            fail("still", "explains a path or a root where nothing moves")
        # nonfinite
        if (!nonfinite_preset && tolower(s) ~ /(^|[^a-z])(nan|inf)([^a-z]|$)/)
            fail("nonfinite", "nan or inf in the HUD text")
    }
    function close_scene() {
        if (id == "") return
        if (lines == 0)
            fail("empty", "no HUD text")
        if (thousandth_preset && !shown)
            fail("0.001", "no value shows the thousandths: the 0.001 is rounded away")
        if (still_preset && !said_still)
            fail("still", "a preset with v = 0 never says that nothing moves")
    }
    /^== / {
        close_scene()
        id = $2
        scene = $3 == "preset" ? "preset " $4 : "start"
        text = $0
        lines = 0; shown = 0; window_n = 0; said_still = 0
        thousandth_preset = 0; nonfinite_preset = 0; still_preset = 0
        scenes++
        next
    }
    /^state / {
        text = $0
        s = $0
        sub(/^state [^:]*: /, "", s)
        # The HUD typesets <= >= != as ≤ ≥ ≠ and abs(x) as |x|: read back in ASCII, as the
        # rules are written.
        gsub(/≤/, "<=", s); gsub(/≥/, ">=", s); gsub(/≠/, "!=", s)
        while (match(s, /[|][A-Za-z][A-Za-z0-9_]*[|]/))
            s = substr(s, 1, RSTART - 1) "abs(" substr(s, RSTART + 1, RLENGTH - 2) ")" substr(s, RSTART + RLENGTH)
        if (s ~ /^preset /) {
            name = substr(s, 8)
            thousandth_preset = index(name, "0.001") > 0
            nonfinite_preset = tolower(name) ~ /nan|inf/
            still_preset = index(name, "v = 0") > 0 && (id ~ /^moving-/ || id == "tunnelling")
            window_n = 0                      # a new frame of the scene starts here
            next
        }
        lines++
        check_line(s)
    }
    END {
        close_scene()
        printf "%d scenes checked, %d failures\n", scenes, failures
        exit failures > 0 || scenes == 0
    }
    ' "$1"
}

# collect VIEWER OUT: every sample's start scene and presets, two viewers at a time.
collect() {
    viewer=$1 out=$2 work=$(dirname "$2")
    "$viewer" --list >"$work/list" || { echo "FAIL: isect-viewer --list failed"; exit 1; }
    : >"$work/jobs"
    for id in $(cut -f1 "$work/list"); do
        # The usage error of a preset past the last names the sample's count.
        count=$("$viewer" --sample "$id" --preset 1000000 2>&1 | sed -n 's/.* has \([0-9][0-9]*\) preset.*/\1/p')
        [ -n "$count" ] || { echo "FAIL: no preset count for $id"; exit 1; }
        echo "$id 0" >>"$work/jobs"
        n=1
        while [ "$n" -le "$count" ]; do
            echo "$id $n" >>"$work/jobs"
            n=$((n + 1))
        done
    done
    # Xvfb resets when its last client leaves, and a viewer connecting meanwhile finds no
    # display (exit 3): one client held open (xprop, where installed) keeps it up, and a run
    # that still gets 3 is tried once more.
    holder=""
    if command -v xprop >/dev/null 2>&1; then
        xprop -root -spy >/dev/null 2>&1 &
        holder=$!
    fi
    workers=""
    # Two workers, each taking every other job; each run's output in its own file.
    for worker in 0 1; do
        (
            k=0
            while read -r id n; do
                k=$((k + 1))
                [ $((k % 2)) -eq "$worker" ] || continue
                file="$work/run-$(printf '%04d' "$k")"
                if [ "$n" -eq 0 ]; then
                    echo "== $id start" >"$file"
                    set -- --sample "$id"
                else
                    echo "== $id preset $n" >"$file"
                    set -- --sample "$id" --preset "$n"
                fi
                head=$(cat "$file")
                "$viewer" "$@" --log-state --frames 2 --size 1280x720 >>"$file" 2>"$file.err"
                status=$?
                if [ "$status" -eq 3 ]; then
                    echo "$head" >"$file"
                    "$viewer" "$@" --log-state --frames 2 --size 1280x720 >>"$file" 2>"$file.err"
                    status=$?
                fi
                if [ "$status" -ne 0 ]; then
                    echo "FAIL: isect-viewer $* --log-state exited with an error:" >>"$work/errors"
                    cat "$file.err" >>"$work/errors"
                fi
            done <"$work/jobs"
        ) &
        workers="$workers $!"
    done
    wait $workers
    [ -z "$holder" ] || kill "$holder" 2>/dev/null
    holder=""
    cat "$work"/run-???? >"$out"
    if [ -s "$work/errors" ]; then
        cat "$work/errors"
        exit 1
    fi
}

# self_test: each rule fails on a planted contradiction and passes without it.
self_test() {
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    bad=0
    # plant NAME: the text in $work/NAME must fail --check.
    plant() {
        if (check_text "$work/$1" >"$work/$1.out"); then
            echo "FAIL: the checker passed a planted contradiction ($1):"
            cat "$work/$1" "$work/$1.out"
            bad=$((bad + 1))
        else
            echo "ok: planted $1 fails: $(grep '^FAIL' "$work/$1.out" | head -1)"
        fi
    }
    cat >"$work/clean" <<'EOF'
== segment-plane start
state segment-plane: segment 0: da = +1.00, db = -1.50
state segment-plane: 1. signs differ: the ends lie on opposite sides
state segment-plane: 2. t = da / (da - db) = 0.40 -> hit
== sphere-sphere preset 2
state sphere-sphere: preset 0.001 apart
state sphere-sphere: B-A: dist = 2.001, ra + rb = 2.000 -> dist > ra + rb: apart
state sphere-sphere: B-C: dist = 2.00, ra + rb = 1.75 -> dist > ra + rb: apart
== aabb-aabb preset 2
state aabb-aabb: preset 0.001 apart along x
state aabb-aabb: B-A:  x: gap 0.001  y: overlap 1.00  z: overlap 2.00 -> a gap: separated
== aabb-plane preset 1
state aabb-plane: preset corner exactly on the plane
state aabb-plane: box 2: s = +0.67, r = 0.67  ->  -r ≤ s ≤ r: they meet
== line-quad preset 3
state line-quad: preset 0.001 outside edge AB
state line-quad: 4. w = [pq pb pa] = -0.004 < 0: outside edge AB -> miss
== moving-sphere-plane preset 6
state moving-sphere-plane: preset v = 0, apart
state moving-sphere-plane: sphere0: d0 = +2.00, d1 = +2.00, r = 1.00 -> v = 0: nothing moves and |d0| > r: no contact
EOF
    if ! check_text "$work/clean" >"$work/clean.out"; then
        echo "FAIL: the checker failed the clean text:"
        cat "$work/clean.out"
        bad=$((bad + 1))
    else
        echo "ok: the clean text passes"
    fi
    # The contradiction of issue 14: "signs differ" with da = db = 0.
    sed 's/da = +1.00, db = -1.50/da = 0.000, db = 0.000/' "$work/clean" >"$work/signs-zero"
    plant signs-zero
    { cat "$work/clean"; printf '== segment-plane preset 3\nstate segment-plane: preset lying in the plane\n'
      echo 'state segment-plane: signs differ: da = 0.000, db = 0.000'; } >"$work/signs-planted"
    plant signs-planted
    sed 's/da = +1.00, db = -1.50/da = +1.00, db = +1.50/' "$work/clean" >"$work/signs-same"
    plant signs-same
    sed 's/dist = 2.001, ra + rb = 2.000/dist = 2.00, ra + rb = 2.00/' "$work/clean" >"$work/compare-rounded"
    plant compare-rounded
    sed 's/-0.004 < 0/0 < 0/' "$work/clean" >"$work/compare-inline"
    plant compare-inline
    sed 's/s = +0.67, r = 0.67/s = +0.68, r = 0.67/' "$work/clean" >"$work/compare-chain"
    plant compare-chain
    sed 's/x: gap 0.001/x: gap 0.00/' "$work/clean" >"$work/gap-zero"
    plant gap-zero
    sed 's/dist = 2.001, ra + rb = 2.000 -> dist > ra + rb/dist = 2.00, ra + rb = 2.00 -> dist is ra + rb/; s/gap 0.001/gap 0.01/; s/-0.004/-0.04/' \
        "$work/clean" >"$work/thousandth"
    plant thousandth
    sed 's/t = da \/ (da - db) = 0.40/t = da \/ (da - db) = nan/' "$work/clean" >"$work/nonfinite"
    plant nonfinite
    sed 's/-> v = 0: nothing moves and |d0| > r: no contact/-> d1 > r: no contact in the step/' "$work/clean" >"$work/still"
    plant still
    printf '== ray-aabb preset 1\nstate ray-aabb: preset a name only\n' >"$work/empty"
    plant empty
    [ "$bad" -eq 0 ] || exit 1
    echo "self-test passed"
}

case "${1:-}" in
--check) [ $# -eq 2 ] || usage; check_text "$2" ;;
--self-test) self_test ;;
"" | -*) usage ;;
*)
    work=$(mktemp -d) holder=""
    trap 'rm -rf "$work"; [ -z "$holder" ] || kill "$holder" 2>/dev/null' EXIT
    collect "$1" "$work/text"
    check_text "$work/text"
    ;;
esac
