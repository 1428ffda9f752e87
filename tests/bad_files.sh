#!/bin/sh
# The files the viewer writes and reads, on a bad day, as a table: a full disk, special
# files, planted links, signals mid-write, read-only and linked targets, F12 with every name
# taken; settings files that block, hold a bad line or absurd values, sit behind a link, or
# are saved by two viewers at once. Each row: the exit status, exactly one clear stderr line
# (none where the viewer has nothing to say), no crash, and the files as they must be after.
# Run under a display (tests/with_display.sh), as root or not. A full disk is a 64 KiB tmpfs
# when mount is allowed, else strace's fault injection; rows whose tool is missing say "skip".
viewer="$1"
. "$(dirname "$0")/viewer_driver.sh"
case "$viewer" in /*) ;; *) viewer="$PWD/$viewer" ;; esac # rows run it from other directories
work=$(mktemp -d)
full=""
cleanup() {
    [ -n "$full" ] && umount "$full" 2>/dev/null
    chmod -R u+w "$work" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
export MESA_SHADER_CACHE_DISABLE=true
root=false
[ "$(id -u)" -eq 0 ] && root=true
have() { command -v "$1" >/dev/null 2>&1; }
skip() { echo "skip: $*"; }
have strace && strace -f -o /dev/null true 2>/dev/null || strace_ok=no

# run [VAR=VALUE ...] -- ARGS...: the viewer, killed after 30 s so that a hang fails the row;
# status in $got, stdout and stderr in $work/out and $work/err. $prefix runs in front (strace).
run() {
    envs=""
    while [ "$1" != "--" ]; do envs="$envs $1"; shift; done
    shift
    env $envs timeout 30 $prefix "$viewer" "$@" >"$work/out" 2>"$work/err"
    got=$?
    prefix=""
}

# f12 DIR [VAR=VALUE ...]: opens the viewer in DIR, presses F12, waits for its word, quits.
f12() {
    dir="$1"; shift
    (cd "$dir" && env "$@" timeout 60 $prefix "$viewer" --sample aabb-plane --size 320x240 >"$work/out" 2>"$work/err") &
    viewer_pid=$!
    prefix=""
    viewer_find_window # any window: the viewer runs under timeout, not as $viewer_pid
    xdotool key F12
    viewer_until 50 [ -s "$work/err" ]
    viewer_quit --window "$viewer_window"
    got=$?
}

# judge DESCRIPTION STATUS PATTERN [CONDITION]: the last run exited with STATUS, printed one
# stderr line matching PATTERN (no line at all when PATTERN is empty), and CONDITION holds.
judge() {
    what="$1" status="$2" pattern="$3" condition="${4:-true}"
    check
    lines=$(grep -vc '^$' "$work/err")
    want=1
    [ -z "$pattern" ] && want=0
    if [ "$got" -ne "$status" ] || [ "$lines" -ne "$want" ] || { [ -n "$pattern" ] && ! grep -Eq -- "$pattern" "$work/err"; } ||
        ! eval "$condition"; then
        fail "$what: exit $got (want $status), $lines stderr lines (want $want)," \
            "afterwards [ $condition ] is $(eval "$condition" && echo true || echo false)"
        sed 's/^/    /' "$work/err" | head -n 5
    else
        echo "ok   $what"
    fi
}

no_temps() { ! ls -A "$1" | grep -q '\.tmp'; }
shot="--frames 2 --size 320x240 --screenshot"

# A reference: the same frame written normally (renders are bit-identical run to run).
run -- $shot "$work/ref.png"
judge "a normal screenshot" 0 "" '[ -s "$work/ref.png" ]'

# ---- Screenshots on a full disk: an error, exit 4, no empty file, an old file kept ----------
mkdir "$work/disk"
cp "$work/ref.png" "$work/disk/good.png"
if $root && mount -t tmpfs -o size=64k tmpfs "$work/disk" 2>/dev/null; then
    full="$work/disk"
    cp "$work/ref.png" "$full/good.png"
    dd if=/dev/zero of="$full/filler" bs=4k 2>/dev/null
    full_prefix=""
elif [ -z "$strace_ok" ]; then # the first write (the PNG's, or the settings') fails instead
    full_prefix="strace -f -o /dev/null -e trace=write -e inject=write:error=ENOSPC:when=1"
else
    full_prefix="none"
fi
if [ "$full_prefix" = none ]; then
    skip "full disk rows: neither a tmpfs mount (needs root) nor strace"
else
    prefix=$full_prefix run -- $shot "$work/disk/new.png"
    judge "--screenshot on a full disk" 4 "cannot write $work/disk/new.png: No space left on device" \
        '[ ! -e "$work/disk/new.png" ] && no_temps "$work/disk"'
    prefix=$full_prefix run -- $shot "$work/disk/good.png"
    judge "--screenshot over a good PNG on a full disk" 4 "No space left on device" \
        'cmp -s "$work/disk/good.png" "$work/ref.png" && no_temps "$work/disk"'
    if have xdotool; then
        prefix=$full_prefix f12 "$work/disk" XDG_CONFIG_HOME="$work/cfg-f12"
        judge "F12 on a full disk" 0 "cannot write isect-aabb-plane-1.png: No space left on device" \
            '! ls "$work/disk" | grep -q isect- && no_temps "$work/disk"'
    fi
fi

# ---- F12 never overwrites: with 1..9999 taken it says so and writes nothing -----------------
if have xdotool; then
    mkdir "$work/many"
    (cd "$work/many" && seq 1 9998 | sed 's/.*/isect-aabb-plane-&.png/' | xargs touch && echo precious >isect-aabb-plane-9999.png)
    f12 "$work/many" XDG_CONFIG_HOME="$work/cfg-f12"
    judge "F12 with every name taken" 0 "screenshot not saved: .*9999.png all exist" \
        '[ "$(cat "$work/many/isect-aabb-plane-9999.png")" = precious ] && [ "$(ls "$work/many" | wc -l)" -eq 9999 ]'
else
    skip "F12 rows: no xdotool"
fi

# ---- Special targets are refused, and stay what they were ----------------------------------
if $root; then
    mknod "$work/full-device" c 1 7 # /dev/full's numbers, in our own directory
    device="$work/full-device"
else
    device=/dev/full
fi
run -- $shot "$device"
judge "--screenshot $device (a device)" 4 "cannot write $device: it is a character device, not a regular file" \
    '[ -c "$device" ]'
mkfifo "$work/fifo.png"
run -- $shot "$work/fifo.png"
judge "--screenshot a FIFO" 4 "cannot write $work/fifo.png: it is a FIFO, not a regular file" '[ -p "$work/fifo.png" ]'
mkdir "$work/dir.png"
run -- $shot "$work/dir.png"
judge "--screenshot a directory" 4 "cannot write $work/dir.png: Is a directory" '[ -d "$work/dir.png" ]'
if have python3 && python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$work/sock.png" 2>/dev/null; then
    run -- $shot "$work/sock.png"
    judge "--screenshot a socket" 4 "cannot write $work/sock.png: it is a socket, not a regular file" '[ -S "$work/sock.png" ]'
else
    skip "socket row: no python3 to make a socket (test_safe_file checks sockets)"
fi

# ---- Read-only targets are refused; linked targets are written through --------------------
echo precious >"$work/readonly.png"
chmod 444 "$work/readonly.png"
run -- $shot "$work/readonly.png"
judge "--screenshot a read-only file" 4 "cannot write $work/readonly.png: it is read-only" \
    '[ "$(cat "$work/readonly.png")" = precious ]'
echo old >"$work/real.png"
ln -s real.png "$work/link.png"
run -- $shot "$work/link.png"
judge "--screenshot through a symlink" 0 "" '[ -L "$work/link.png" ] && cmp -s "$work/real.png" "$work/ref.png"'

# ---- The temporary is unpredictable: a link planted at the old name <file>.tmp<PID> --------
# (the shell plants it, then becomes the viewer with the same PID). As root the link belongs
# to another user, as in the attack.
mkdir "$work/plant"
echo precious >"$work/plant/victim"
got=0
(cd "$work/plant" && timeout 30 sh -c 'ln -s victim "shot.png.tmp$$"; if [ "$(id -u)" -eq 0 ]; then chown -h nobody "shot.png.tmp$$"; fi
    exec "$0" '"$shot"' shot.png' "$viewer" >"$work/out" 2>"$work/err") || got=$?
judge "a link planted at the temporary's name" 0 "" \
    '[ "$(cat "$work/plant/victim")" = precious ] && cmp -s "$work/plant/shot.png" "$work/ref.png"'

# ---- A signal mid-write: no temporary left; the target is the old file or the whole new one -
if [ -z "$strace_ok" ]; then
    for sig in TERM:15 INT:2 HUP:1; do
        number=${sig#*:} sig=${sig%:*}
        echo old >"$work/sig.png"
        prefix="strace -f -o /dev/null -e trace=write -e inject=write:signal=SIG$sig:when=1" run -- $shot "$work/sig.png"
        sed -i '/^\(Terminated\|Hangup\)$/d' "$work/err" # the shell's own word on its killed child
        judge "SIG$sig during the PNG's write" $((128 + number)) "" \
            'no_temps "$work" && { [ "$(cat "$work/sig.png")" = old ] || cmp -s "$work/sig.png" "$work/ref.png"; }'
    done
else
    skip "signal rows: no strace"
fi

# ---- Settings ------------------------------------------------------------------------------
# settings_run NAME [ARGS...]: a viewer with its own config directory $cfg (prepared before).
settings_run() {
    cfg="$work/$1"; shift
    run XDG_CONFIG_HOME="$cfg" -- --frames 2 --size 320x240 --log-state "$@"
}
prepare() { cfg="$work/$1"; mkdir -p "$cfg/isect"; ini="$cfg/isect/settings.ini"; }

prepare s-fifo; mkfifo "$ini"
settings_run s-fifo
judge "settings.ini is a FIFO" 0 "settings: ignoring .*it is a FIFO, not a regular file" '[ -p "$ini" ]'

prepare s-nan; printf 'sample = sphere-plane\ncamera.sphere-plane = 1 2 3 4 5 nan\nhelp = 0\n' >"$ini"
settings_run s-nan
judge "a camera of nan" 0 "settings: ignoring a bad line \(line 2 has a bad value for camera.sphere-plane\)" \
    'grep -q "^state sphere-plane:" "$work/out"'
prepare s-nul; printf 'sample = sphere-plane\nhelp = 1\000\nhelp = 0\n' >"$ini"
settings_run s-nul
judge "a NUL in a line" 0 "settings: ignoring a bad line \(line 2 holds binary bytes\)" 'grep -q "^state sphere-plane:" "$work/out"'
prepare s-long; { echo 'sample = sphere-plane'; printf '# %0700d\n' 0; } >"$ini"
settings_run s-long
judge "a long line" 0 "settings: ignoring a bad line \(line 2 is too long\)" 'grep -q "^state sphere-plane:" "$work/out"'

distance() { awk -v id="camera.$1" '$1 == id { print $NF }' "$ini"; }
prepare s-near; printf 'sample = aabb-plane\ncamera.aabb-plane = 0 0 0 35 25 1e-30\n' >"$ini"
settings_run s-near
judge "a camera distance of 1e-30" 0 "" 'awk "BEGIN { exit !($(distance aabb-plane) >= 0.2) }"'
prepare s-far; printf 'sample = aabb-plane\ncamera.aabb-plane = 0 0 0 35 25 1e6\n' >"$ini"
settings_run s-far
judge "a camera distance of 1e6" 0 "" 'awk "BEGIN { exit !($(distance aabb-plane) <= 500) }"'

prepare s-70; { echo 'sample = obb-obb'; for i in $(seq 69); do echo "camera.x$i = 0 0 0 0 0 10"; done
    echo 'camera.obb-obb = 1 2 3 40 20 9'; } >"$ini"
settings_run s-70
judge "70 cameras, the sample's last" 0 "" 'grep -q "^camera.obb-obb = 1 2 3 40 20 9$" "$ini"'

long=/$(head -c 5000 /dev/zero | tr '\0' a)
run XDG_CONFIG_HOME="$long" -- --frames 2 --size 320x240
judge "an over-long XDG_CONFIG_HOME" 0 "settings: XDG_CONFIG_HOME is too long"

prepare s-stale; echo 'sample = aabb-plane' >"$ini"; echo half >"$ini.tmp-AbC123"; touch -d '10 minutes ago' "$ini.tmp-AbC123"
settings_run s-stale
judge "a temporary stranded by a crash" 0 "" '! ls -A "$cfg/isect" | grep -q tmp && grep -q "^sample = aabb-plane$" "$ini"'

prepare s-link; mkdir "$cfg/dotfiles"; echo 'sample = ray-aabb' >"$cfg/dotfiles/settings.ini"
ln -s ../dotfiles/settings.ini "$ini"
settings_run s-link
judge "settings.ini is a dotfile manager's link" 0 "" \
    '[ -L "$ini" ] && grep -q "^camera.ray-aabb = " "$cfg/dotfiles/settings.ini" && grep -q "^state ray-aabb:" "$work/out"'

prepare s-readonly; echo 'sample = ray-aabb' >"$ini"; chmod 444 "$ini"
settings_run s-readonly
judge "a read-only settings.ini" 0 "settings not saved: .*it is read-only" '[ "$(cat "$ini")" = "sample = ray-aabb" ]'

if [ "$full_prefix" != none ]; then
    prepare s-full
    if [ -n "$full" ]; then # the config directory on the full tmpfs
        rm -f "$full/filler"; mkdir -p "$full/cfg/isect"; echo 'sample = ray-aabb' >"$full/cfg/isect/settings.ini"
        dd if=/dev/zero of="$full/filler" bs=4k 2>/dev/null
        cfg="$full/cfg" ini="$full/cfg/isect/settings.ini"
    else
        echo 'sample = ray-aabb' >"$ini"
    fi
    prefix=$full_prefix run XDG_CONFIG_HOME="$cfg" -- --frames 2 --size 320x240
    judge "settings on a full disk" 0 "settings not saved: .*No space left on device" \
        '[ "$(cat "$ini")" = "sample = ray-aabb" ] && no_temps "$cfg/isect"'
fi

# Two viewers closing together: each keeps its own camera, ten times out of ten.
prepare s-two
lost=0
for round in $(seq 10); do
    rm -f "$ini"
    XDG_CONFIG_HOME="$cfg" timeout 30 "$viewer" --sample aabb-plane --frames 20 --size 320x240 2>"$work/err-a" &
    a=$!
    XDG_CONFIG_HOME="$cfg" timeout 30 "$viewer" --sample obb-obb --frames 20 --size 320x240 2>"$work/err-b" &
    b=$!
    wait "$a"; wait "$b"
    grep -q '^camera.aabb-plane = ' "$ini" && grep -q '^camera.obb-obb = ' "$ini" || lost=$((lost + 1))
done
cat "$work/err-a" "$work/err-b" >"$work/err"
got=0
judge "two viewers closing together ($lost of 10 rounds lost a camera)" 0 "" '[ "$lost" -eq 0 ]'

summary
