#!/bin/sh
# Every misuse a user can make, as a table: what was done, the exit status the manual
# documents, and the one clear line expected. Each must print exactly one line (on stderr),
# exit with that status, and never crash. Run under a display (tests/with_display.sh).
viewer="$1"
work=$(mktemp -d)
trap 'chmod -R u+w "$work"; rm -rf "$work"' EXIT
failures=0 checks=0

# row STATUS PATTERN [env VAR=VALUE ...] -- ARGS...: runs the viewer and judges it.
row() {
    status="$1" pattern="$2"; shift 2
    envs=""
    while [ "$1" != "--" ]; do envs="$envs $1"; shift; done
    shift
    checks=$((checks + 1))
    env $envs "$viewer" "$@" >"$work/out" 2>"$work/err"
    got=$?
    lines=$(grep -vc '^$' "$work/err")
    if [ "$got" -ne "$status" ] || [ "$lines" -ne 1 ] || ! grep -Eq -- "$pattern" "$work/err" || [ "$got" -ge 128 ]; then
        failures=$((failures + 1))
        printf 'FAIL: %s isect-viewer %s: exit %s (want %s), %s stderr lines:\n' "$envs" "$*" "$got" "$status" "$lines"
        cat "$work/err"
    fi
}

row 2 'unknown option: --bogus'                     -- --bogus
row 2 'unknown option: -q'                          -- -q
row 2 'option needs a value: --sample'              -- --sample
row 2 'option needs a value: --screenshot'          -- --screenshot
row 2 'unexpected argument: stray'                  -- stray
row 2 '--size needs WIDTHxHEIGHT'                   -- --size 0x0
row 2 '--size needs WIDTHxHEIGHT'                   -- --size -5x10
row 2 '--size needs WIDTHxHEIGHT'                   -- --size 99999x99999
row 2 '--size needs WIDTHxHEIGHT'                   -- --size 640x
row 2 '--size needs WIDTHxHEIGHT'                   -- --size big
row 2 '--frames needs a positive whole number'      -- --frames abc
row 2 '--frames needs a positive whole number'      -- --frames -3
row 2 '--frames needs a positive whole number'      -- --frames 0
row 2 '--frames needs a positive whole number'      -- --frames 99999999999999
row 2 "unknown sample ''; valid ids:.* aabb-plane"  -- --sample ''
row 2 "unknown sample 'nope'; valid ids:.* aabb-plane" -- --sample nope
row 3 'no display|DISPLAY.*xvfb-run -a'             -u DISPLAY -- --frames 1
row 3 'cannot create an OpenGL 3.3 core window'     MESA_GL_VERSION_OVERRIDE=3.0 -- --frames 1
row 3 'shader debug.frag does not compile'          ISECT_TEST_BREAK_SHADER=1 -- --frames 1

# A GL error (provoked by a test-only hook) is reported as it happens and fails the run: 5.
checks=$((checks + 1))
ISECT_TEST_GL_ERROR=1 "$viewer" --frames 1 --screenshot "$work/gl.png" 2>"$work/err"
got=$?
if [ "$got" -ne 5 ] || ! grep -q 'GL error: GL_INVALID_ENUM' "$work/err" || ! grep -q 'OpenGL reported 1 error' "$work/err"; then
    failures=$((failures + 1)); echo "FAIL: a GL error gave exit $got:"; cat "$work/err"
fi

# Screenshots that cannot be written leave nothing behind: no PNG, no temporary file.
mkdir "$work/shots" "$work/readonly"
chmod a-w "$work/readonly"
row 4 "cannot write $work/shots/missing/x.png"      -- --screenshot "$work/shots/missing/x.png"
row 4 "cannot write $work/shots: Is a directory"    -- --screenshot "$work/shots"
if [ "$(id -u)" -ne 0 ]; then # root writes anywhere: the permission case needs a user
    row 4 "cannot write $work/readonly/x.png"       -- --screenshot "$work/readonly/x.png"
fi
row 4 'cannot write /proc/isect.png'                -- --screenshot /proc/isect.png
checks=$((checks + 1))
if [ -n "$(ls -A "$work/shots")" ] || ls "$work" | grep -q 'tmp'; then
    failures=$((failures + 1)); echo "FAIL: a failed screenshot left files: $(ls -A "$work" "$work/shots")"
fi

# Settings files that are not ours: one warning, the viewer runs, status 0.
config="$work/config/isect"
mkdir -p "$config"
settings_row() { # settings_row DESCRIPTION PATTERN: with the settings file prepared by the caller
    row 0 "settings: ignoring .*$2" XDG_CONFIG_HOME="$work/config" -- --frames 2 --size 320x240
    rm -rf "$config/settings.ini"
}
printf 'sample = aabb-plane\nnonsense line\n' >"$config/settings.ini";   settings_row corrupt 'line 2 is not key = value'
printf '\000\001\002\377binary' >"$config/settings.ini";                 settings_row binary 'binary'
head -c 70000 /dev/zero | tr '\0' '#' >"$config/settings.ini";         settings_row huge 'larger than'
mkdir "$config/settings.ini";                                            settings_row unreadable 'cannot be read'

echo "$((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
