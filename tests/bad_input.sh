#!/bin/sh
# Every misuse a user can make, as a table: what was done, the exit status the manual
# documents, and the one clear line expected. Each must print exactly one line (on stderr),
# exit with that status, and never crash. Run under a display (tests/with_display.sh).
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
work=$(mktemp -d)
trap 'chmod -R u+w "$work"; rm -rf "$work"' EXIT

# row STATUS PATTERN [env VAR=VALUE ...] -- ARGS...: runs the viewer and judges it. Its
# standard output goes to $stdout_to when set.
row() {
    status="$1" pattern="$2"; shift 2
    envs=""
    while [ "$1" != "--" ]; do envs="$envs $1"; shift; done
    shift
    check
    env $envs "$viewer" "$@" >"${stdout_to:-$work/out}" 2>"$work/err"
    got=$?
    lines=$(grep -vc '^$' "$work/err")
    if [ "$got" -ne "$status" ] || [ "$lines" -ne 1 ] || ! grep -Eq -- "$pattern" "$work/err" || [ "$got" -ge 128 ]; then
        fail "$envs isect-viewer $*: exit $got (want $status), $lines stderr lines:"
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
# --preset N: a whole number from 1, of a sample given with --sample that has that many.
row 2 'option needs a value: --preset'              -- --sample aabb-aabb --preset
row 2 '--preset needs a positive whole number: 0'   -- --sample aabb-aabb --preset 0
row 2 '--preset needs a positive whole number: -1'  -- --sample aabb-aabb --preset -1
row 2 '--preset needs a positive whole number: 2x'  -- --sample aabb-aabb --preset 2x
row 2 '^isect-viewer: --preset 7: sample aabb-aabb has 6 presets, 1 to 6 \(try --help\)$' -- --sample aabb-aabb --preset 7
row 2 '^isect-viewer: --preset 1: sample stress-culling has 0 presets \(try --help\)$'    -- --sample stress-culling --preset 1
row 2 '^isect-viewer: --preset needs --sample ID'   -- --preset 1
row 2 '^isect-viewer: --preset needs --sample ID'   -- --screenshot "$work/never.png" --preset 1
row 2 "unknown sample 'nope'; valid ids:.* aabb-plane" -- --sample nope
# What the user typed is echoed escaped: a newline or a terminal escape stays one inert line.
row 2 "unknown sample 'a\\\\nb'; valid ids"            -- --sample "$(printf 'a\nb')"
row 2 "unknown sample '\\\\x1b\\[31mred'; valid ids"  -- --sample "$(printf '\033[31mred')"
row 2 'unexpected argument: a\\tb\\x07 '            -- "$(printf 'a\tb\a')"
row 2 'unknown option: --\\x1b\[2J '                -- "$(printf -- '--\033[2J')"

# The modes exclude each other, and an option a mode would ignore is refused: every pair.
modes="--list --readme-table --check --screenshot --bench"
arguments() { [ "$1" = --screenshot ] && echo "$1 $work/never.png" || echo "$1"; }
i=0
for a in $modes; do
    i=$((i + 1)) j=0
    for b in $modes; do
        j=$((j + 1))
        [ "$j" -gt "$i" ] && row 2 "^isect-viewer: $a cannot be used with $b \\(try --help\\)\$" -- $(arguments "$b") $(arguments "$a")
    done
done
for a in --list --readme-table --check; do
    row 2 "$a cannot be used with --sample"     -- "$a" --sample nope
    row 2 "$a cannot be used with --frames"     -- "$a" -f 2
    row 2 "$a cannot be used with --size"       -- "$a" -g 320x240
    row 2 "$a cannot be used with --log-state"  -- "$a" --log-state
    row 2 "$a cannot be used with --log-memory" -- "$a" --log-memory
    row 2 "$a cannot be used with --preset"     -- "$a" --preset 1
done
row 2 '--bench cannot be used with --log-memory' -- --bench --log-memory
row 2 '--bench cannot be used with --preset'     -- --bench --sample aabb-aabb --preset 1
check
if [ -e "$work/never.png" ]; then
    fail "a refused --screenshot wrote its file"
fi
# What each mode does read is still accepted.
check
if ! "$viewer" --bench --sample ray-aabb --frames 2 --size 320x240 --log-state >"$work/out" 2>"$work/err" ||
    ! grep -q '^bench ray-aabb ' "$work/out" || ! grep -q '^state ray-aabb: ' "$work/out"; then
    fail "--bench refused what it reads:"; cat "$work/err"
fi
check
if ! "$viewer" --screenshot "$work/ok.png" --sample ray-aabb --frames 2 --size 320x240 --log-state --log-memory \
    >"$work/out" 2>"$work/err" || [ ! -s "$work/ok.png" ] || ! grep -q '^state ray-aabb: ' "$work/out"; then
    fail "--screenshot refused what it reads:"; cat "$work/err"
fi

# --preset N with --screenshot and --log-state: the PNG is written and the HUD text is preset N's.
check
if ! "$viewer" --screenshot "$work/preset.png" --sample aabb-aabb --preset 2 --frames 2 --size 320x240 --log-state \
    >"$work/out" 2>"$work/err" || [ ! -s "$work/preset.png" ] ||
    ! grep -q '^state aabb-aabb: preset 0.001 apart along x$' "$work/out"; then
    fail "--screenshot --preset 2 --log-state:"; cat "$work/out" "$work/err"
fi
# --preset N shows what pressing '.' N times shows: the same HUD lines, preset line first.
check
"$viewer" --sample sphere-aabb --preset 3 --log-state --frames 2 --size 320x240 >"$work/preset-flag" 2>/dev/null
viewer_start "$work/preset-keys" /dev/null "$viewer" --sample sphere-aabb --log-state --size 320x240
xdotool key --window "$viewer_window" period period period
if ! viewer_wait_for "preset centre below min.x" "$work/preset-keys"; then
    fail "pressing '.' three times never showed preset 3"
fi
sleep 0.3
viewer_quit --window "$viewer_window" >/dev/null
sed -n '/preset centre below min.x/,$p' "$work/preset-keys" >"$work/preset-keys-3"
if ! [ -s "$work/preset-flag" ] || ! cmp -s "$work/preset-flag" "$work/preset-keys-3"; then
    fail "--preset 3 differs from pressing '.' three times:"
    diff "$work/preset-flag" "$work/preset-keys-3"
fi

# Output that cannot be written (here /dev/full) fails the run with 7, on every path to stdout.
stdout_to=/dev/full
row 7 'cannot write to standard output: No space left on device' -- --list
row 7 'cannot write to standard output: No space left on device' -- --readme-table
row 7 'cannot write to standard output: No space left on device' -- --check
row 7 'cannot write to standard output: No space left on device' -- --help
row 7 'cannot write to standard output: No space left on device' -- --version
row 7 'cannot write to standard output'  -- --bench --sample aabb-plane --frames 2 --size 320x240
row 7 'cannot write to standard output'  -- --screenshot "$work/full.png" --frames 2 --size 320x240 --log-state
unset stdout_to
row 3 'no display|DISPLAY.*xvfb-run -a'             -u DISPLAY -- --frames 1
row 3 'cannot create an OpenGL 3.3 core window'     MESA_GL_VERSION_OVERRIDE=3.0 -- --frames 1
row 3 'shader debug.frag does not compile'          ISECT_TEST_BREAK_SHADER=1 -- --frames 1

# A GL error (provoked by a test-only hook) is reported as it happens and fails the run: 5.
check
ISECT_TEST_GL_ERROR=1 "$viewer" --frames 1 --screenshot "$work/gl.png" 2>"$work/err"
got=$?
if [ "$got" -ne 5 ] || ! grep -q 'GL error: GL_INVALID_ENUM' "$work/err" || ! grep -q 'OpenGL reported 1 error' "$work/err"; then
    fail "a GL error gave exit $got:"; cat "$work/err"
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
check
if [ -n "$(ls -A "$work/shots")" ] || ls "$work" | grep -q 'tmp'; then
    fail "a failed screenshot left files: $(ls -A "$work" "$work/shots")"
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

# A lost display (the window's connection closed by xkill, or the X server gone) exits 6 with
# one line, after saving the settings (here: the second sample, chosen with Right).
# lost_display HOW: starts the viewer on $DISPLAY, cuts its connection HOW, judges the end.
lost_display() {
    check
    rm -rf "$work/lost"
    viewer_start /dev/null "$work/err" env XDG_CONFIG_HOME="$work/lost" "$viewer" --size 320x240
    xdotool key Right
    viewer_title_has '(2/'
    case "$1" in
    xkill) xdotool windowkill "$viewer_window" ;;
    server) # A write to the dead server's socket may come before Xlib reads the hang-up: its
        # SIGPIPE must not end the viewer (exit 141) before the loss is reported.
        kill -PIPE "$viewer_pid"
        viewer_title_has '(2/'
        kill "$server" ;;
    esac
    wait "$viewer_pid"
    got=$?
    if [ "$got" -ne 6 ] || [ "$(grep -vc '^$' "$work/err")" -ne 1 ] ||
        ! grep -q '^isect-viewer: lost the connection to the display' "$work/err" ||
        ! grep -q '^sample = obb-plane$' "$work/lost/isect/settings.ini" 2>/dev/null; then
        fail "a display lost by $1 gave exit $got (want 6), settings '$(cat "$work/lost/isect/settings.ini" 2>&1)', stderr:"
        cat "$work/err"
    fi
}
lost_display xkill
# An X server of our own, to kill: -displayfd makes it pick a free display number.
Xvfb -displayfd 3 -nolisten tcp -screen 0 640x480x24 3>"$work/display" 2>/dev/null &
server=$!
viewer_until 50 [ -s "$work/display" ]
display=$DISPLAY
DISPLAY=":$(cat "$work/display")"
lost_display server
DISPLAY=$display
wait "$server" 2>/dev/null

summary
