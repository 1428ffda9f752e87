#!/bin/sh
# SIGTERM, SIGINT and SIGHUP quit the viewer as Esc does: the settings are saved (the sample
# chosen with the arrow keys is the one remembered), nothing is printed, and the process then
# ends by that same signal, so the shell reports 128 + its number. A signal that the caller
# ignores (nohup) stays ignored. Run under a display (tests/with_display.sh).
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# start ENV_ARGS...: starts the viewer through env (a script's background job would otherwise
# inherit SIGINT ignored), with its own settings, and waits for its window.
start() {
    rm -rf "$work/config"
    viewer_start "$work/out" "$work/err" env "$@" XDG_CONFIG_HOME="$work/config" "$viewer" --size 320x240
}

# next_sample N: presses Right until sample N (1-based) runs.
next_sample() {
    xdotool key --delay 50 $(seq 2 "$1" | sed 's/.*/Right/')
    viewer_title_has "($1/" || fail "Right did not reach sample $1: $viewer_title"
}

# quits SIGNAL STATUS N: sample N chosen, the signal sent; the process must end by it, quietly,
# with sample N saved.
quits() {
    check
    start --default-signal
    next_sample "$3"
    id=$("$viewer" --list | sed -n "${3}p" | cut -f1)
    kill -s "$1" "$viewer_pid"
    wait "$viewer_pid"
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
check
start --ignore-signal=HUP
kill -s HUP "$viewer_pid"
sleep 0.5
kill -0 "$viewer_pid" 2>/dev/null || fail "an ignored SIGHUP ended the viewer"
kill -s TERM "$viewer_pid"
wait "$viewer_pid"

summary
