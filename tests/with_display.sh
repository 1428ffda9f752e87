#!/bin/sh
# Runs a command on the current display, or on a virtual one (Xvfb) when DISPLAY is unset.
# A missing Xvfb fails the test: render tests must never turn into silent skips.
#
# The server is started with -displayfd rather than through `xvfb-run -a`: the server itself
# takes the first free display number (by its lock file, atomically) and writes it to us only
# once it accepts connections. xvfb-run -a picks the number in the shell first, and under the
# parallel tests of CI one viewer in a few thousand found no server behind the number it was
# given ("Failed to open display :105"). A server that dies before it is ready is tried again.
# -noreset: by default the server resets when its last client leaves, and a viewer that connects
# during the reset is refused; tests that run several viewers in turn on one server hit that.
export MESA_SHADER_CACHE_DISABLE=true
# The viewer remembers settings in $XDG_CONFIG_HOME/isect: keep the user's own out of tests.
if [ -z "${ISECT_TEST_CONFIG:-}" ]; then
    ISECT_TEST_CONFIG=$(mktemp -d)
    export ISECT_TEST_CONFIG
fi
export XDG_CONFIG_HOME="$ISECT_TEST_CONFIG"
if [ -n "${DISPLAY:-}" ]; then
    exec "$@"
fi
if ! command -v Xvfb >/dev/null 2>&1; then
    echo "with_display.sh: no DISPLAY and no Xvfb; install xvfb (make test does)" >&2
    exit 1
fi

work=$(mktemp -d)
server=
stop_server() {
    if [ -n "$server" ]; then
        kill "$server" 2>/dev/null
        wait "$server" 2>/dev/null
        server=
    fi
}
trap 'stop_server; rm -rf "$work"' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# start_server: 0 with $display set once a server accepts connections, 1 if it died first.
start_server() {
    : >"$work/display"
    Xvfb -displayfd 3 -nolisten tcp -noreset -screen 0 1600x1000x24 3>"$work/display" 2>"$work/log" &
    server=$!
    # Up to 60 s: llvmpipe's server starts in well under a second, but CI runs tests in parallel.
    tries=600
    while [ "$tries" -gt 0 ]; do
        display=$(cat "$work/display")
        [ -n "$display" ] && return 0
        kill -0 "$server" 2>/dev/null || break
        sleep 0.1
        tries=$((tries - 1))
    done
    stop_server
    return 1
}

attempt=1
until start_server; do
    if [ "$attempt" -ge 3 ]; then
        echo "with_display.sh: Xvfb did not start in $attempt tries; its last words:" >&2
        cat "$work/log" >&2
        exit 1
    fi
    attempt=$((attempt + 1))
done

DISPLAY=:$display "$@"
status=$?
if ! kill -0 "$server" 2>/dev/null; then
    echo "with_display.sh: Xvfb on :$display died while the command ran; its log:" >&2
    cat "$work/log" >&2
fi
exit "$status"
