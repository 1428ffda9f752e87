# Shared plumbing of the tests that drive isect-viewer under X with xdotool. Sourced, first
# thing, by keys.sh, move.sh, drag.sh, ... (POSIX sh: CMake runs them as `sh tests/x.sh`):
#     . "$(dirname "$0")/viewer_driver.sh"
# It starts the viewer and finds its window, waits (always bounded) for a log line, a window
# title or the viewer's end, and counts checks and failures for the closing line
# "N passed, N failed". Its own variables start with viewer_; $checks and $failures are the
# counts, and a script with a fixed number of checks simply sets $checks.

checks=0 failures=0
viewer_timeout=20 # seconds viewer_start waits for the viewer's window

# check: counts one check.
check() { checks=$((checks + 1)); }

# fail MESSAGE: reports a failed check as "FAIL: MESSAGE" and counts it.
fail() {
    printf 'FAIL: %s\n' "$*"
    failures=$((failures + 1))
}

# summary: prints "N passed, N failed" and exits: 0 when nothing failed, else 1.
summary() {
    echo "$((checks - failures)) passed, $failures failed"
    [ "$failures" -eq 0 ] && exit 0
    exit 1
}

# viewer_start OUT ERR COMMAND [ARGS...]: runs COMMAND in the background with its standard
# output in the file OUT and its standard error in ERR ("-" leaves either as it is), then
# viewer_find_window for its process. COMMAND is the viewer, or a command that execs it (env);
# a viewer behind a wrapper that forks (timeout, a subshell) is started by the caller, who sets
# $viewer_pid and calls viewer_find_window without a PID. Sets $viewer_pid, $viewer_out (OUT,
# the log viewer_wait_for reads) and $viewer_window.
viewer_start() {
    viewer_out=$1 viewer_err=$2
    shift 2
    case "$viewer_out:$viewer_err" in
    -:-) "$@" & ;;
    -:*) "$@" 2>"$viewer_err" & ;;
    *:-) "$@" >"$viewer_out" & ;;
    *) "$@" >"$viewer_out" 2>"$viewer_err" & ;;
    esac
    viewer_pid=$!
    viewer_find_window "$viewer_pid"
}

# viewer_find_window [PID]: waits up to $viewer_timeout seconds for a visible window whose name
# starts with "isect" (one of process PID when given), sets $viewer_window and focuses it.
# When none appears it says so on standard error (seen even where the caller's standard output
# is captured or discarded), kills $viewer_pid and exits 1.
viewer_find_window() {
    viewer_window=$(timeout "$viewer_timeout" xdotool search --sync --onlyvisible ${1:+--pid "$1"} --name '^isect' |
        head -n 1)
    if [ -z "$viewer_window" ]; then
        echo "FAIL: no viewer window within $viewer_timeout s" >&2
        kill "$viewer_pid" 2>/dev/null
        exit 1
    fi
    xdotool windowfocus --sync "$viewer_window"
}

# viewer_until TENTHS COMMAND [ARGS...]: runs COMMAND every tenth of a second until it
# succeeds, TENTHS times at the most, and once more at the end; true when it succeeded.
viewer_until() {
    viewer_tenths=$1
    shift
    for _ in $(seq "$viewer_tenths"); do
        "$@" && return 0
        sleep 0.1
    done
    "$@"
}

# viewer_wait_for PATTERN [LOG]: true once LOG (default: viewer_start's OUT) has a line matching
# PATTERN (a grep basic regular expression), within 5 s.
viewer_wait_for() { viewer_until 50 grep -q -- "$1" "${2:-$viewer_out}"; }

# viewer_title_is TITLE [TENTHS]: true once the window's title is TITLE; viewer_title_has TEXT
# [TENTHS]: once it holds TEXT. Within TENTHS tenths of a second (default 30); the title last
# read is left in $viewer_title, for the message when it never came.
viewer_title_is() { viewer_until "${2:-30}" viewer_title_equals "$1"; }
viewer_title_has() { viewer_until "${2:-30}" viewer_title_holds "$1"; }
viewer_title_equals() {
    viewer_title=$(xdotool getwindowname "$viewer_window")
    [ "$viewer_title" = "$1" ]
}
viewer_title_holds() {
    viewer_title=$(xdotool getwindowname "$viewer_window")
    case "$viewer_title" in *"$1"*) return 0 ;; esac
    return 1
}

# viewer_ended [TENTHS]: true once the viewer's process has ended, within TENTHS tenths of a
# second (default 50). It is not reaped: `wait "$viewer_pid"` gives its status.
viewer_ended() { viewer_until "${1:-50}" viewer_gone; }
viewer_gone() { ! kill -0 "$viewer_pid" 2>/dev/null; }

# viewer_quit [OPTIONS]: presses Esc (xdotool key OPTIONS Escape, e.g. --window W) and waits
# for the viewer to end; its exit status.
viewer_quit() {
    xdotool key "$@" Escape
    wait "$viewer_pid"
}
