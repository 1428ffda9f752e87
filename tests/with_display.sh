#!/bin/sh
# Runs a command on the current display, or on a virtual one (xvfb-run -a) when DISPLAY is
# unset. A missing xvfb-run fails the test: render tests must never turn into silent skips.
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
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "with_display.sh: no DISPLAY and no xvfb-run; install xvfb and xauth (make test does)" >&2
    exit 1
fi
exec xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
