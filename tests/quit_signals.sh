#!/bin/sh
# SIGTERM, SIGINT and SIGHUP quit the viewer as Esc does: the settings are saved (the sample
# chosen with the arrow keys is the one remembered), nothing is printed, and the process then
# ends by that same signal, so the shell reports 128 + its number. A signal that the caller
# ignores (nohup) stays ignored. Run under a display (tests/with_display.sh).
viewer="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0 checks=0
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

# start ENV_ARGS...: starts the viewer through env (a script's background job would otherwise
# inherit SIGINT ignored), with its own settings, and waits for its window.
start() {
    rm -rf "$work/config"
    XDG_CONFIG_HOME="$work/config" env "$@" "$viewer" --size 320x240 >"$work/out" 2>"$work/err" &
    pid=$!
    window=$(timeout 20 xdotool search --sync --onlyvisible --pid "$pid" --name '^isect' | head -n 1)
    [ -n "$window" ] || { fail "no viewer window"; kill "$pid"; exit 1; }
    xdotool windowfocus --sync "$window"
}

# next_sample N: presses Right until sample N (1-based) runs.
next_sample() {
    xdotool key --delay 50 $(seq 2 "$1" | sed 's/.*/Right/')
    for _ in $(seq 30); do xdotool getwindowname "$window" | grep -q "($1/" && return; sleep 0.1; done
    fail "Right did not reach sample $1: $(xdotool getwindowname "$window")"
}

# quits SIGNAL STATUS N: sample N chosen, the signal sent; the process must end by it, quietly,
# with sample N saved.
quits() {
    checks=$((checks + 1))
    start --default-signal
    next_sample "$3"
    id=$("$viewer" --list | sed -n "${3}p" | cut -f1)
    kill -s "$1" "$pid"
    wait "$pid"
    got=$?
    [ "$got" -eq "$2" ] || fail "SIG$1 ended the viewer with status $got, want $2 (killed by SIG$1)"
    [ ! -s "$work/err" ] || fail "SIG$1 printed: $(cat "$work/err")"
    grep -q "^sample = $id\$" "$work/config/isect/settings.ini" 2>/dev/null ||
        fail "SIG$1 did not save the settings (want sample = $id): $(cat "$work/config/isect/settings.ini" 2>&1)"
}

quits TERM 143 2
quits INT 130 3
quits HUP 129 4

# nohup's SIGHUP stays ignored: the viewer keeps running; SIGTERM then ends it.
checks=$((checks + 1))
start --ignore-signal=HUP
kill -s HUP "$pid"
sleep 0.5
kill -0 "$pid" 2>/dev/null || fail "an ignored SIGHUP ended the viewer"
kill -s TERM "$pid"
wait "$pid"

echo "$((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
