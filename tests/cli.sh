#!/bin/sh
# The command line as a user meets it: --list, --check, --help, --version and no display, each
# with its output and documented exit status (misuse is in bad_input.sh).
viewer="$1"
failures=0 checks=0

# expect STATUS PATTERN ARGS...: runs the viewer, checks its exit status and that its output
# (stdout and stderr together) matches the grep pattern.
expect() {
    status="$1" pattern="$2"; shift 2
    checks=$((checks + 1))
    output=$("$viewer" "$@" 2>&1)
    got=$?
    if [ "$got" -ne "$status" ] || ! printf '%s\n' "$output" | grep -Eq -- "$pattern"; then
        failures=$((failures + 1))
        printf 'FAIL: isect-viewer %s: exit %s (want %s), output:\n%s\n' "$*" "$got" "$status" "$output"
    fi
}

count=$("$viewer" --list | wc -l)
expect 0 '^aabb-plane	AABB vs Plane$' --list
expect 0 "^$count passed, 0 failed\$" --check
expect 0 '^PASS aabb-plane \([0-9]+ checks\)$' --check
expect 0 '^Usage: isect-viewer' --help
expect 0 '^  -p, --preset N ' --help
expect 0 '^isect-viewer [0-9]+\.[0-9]+\.[0-9]+$' --version

# One line, with a way out, when there is no display.
checks=$((checks + 1))
output=$(env -u DISPLAY -u WAYLAND_DISPLAY "$viewer" --frames 1 2>&1)
got=$?
if [ "$got" -ne 3 ] || [ "$(printf '%s\n' "$output" | wc -l)" -ne 1 ] || ! printf '%s' "$output" | grep -q 'xvfb-run -a'; then
    failures=$((failures + 1))
    printf 'FAIL: no display: exit %s (want 3), output:\n%s\n' "$got" "$output"
fi

echo "$((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
