#!/bin/sh
# Every sample's copy-as-test, for its start scene and each preset, compiled against the
# library with every warning an error, and run: each must build and pass as it stands.
# Usage: copy_all.sh GENERATOR CC INCLUDE_DIR VERSION_INCLUDE_DIR LIBRARY [EXTRA_FLAGS]
generator="$1" cc="$2" include="$3" version_include="$4" library="$5" extra="${6:-}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$generator" >"$dir/copied.c" || { echo "FAIL: the generator failed"; exit 1; }
blocks=$(grep -c '^static void test_' "$dir/copied.c")
[ "$blocks" -ge 100 ] || { echo "FAIL: only $blocks copied tests (every preset should give one)"; exit 1; }
if ! "$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror $extra -I"$include" -I"$version_include" \
        $(pkg-config --cflags cglm) "$dir/copied.c" "$library" $(pkg-config --libs cglm) -lm -o "$dir/copied"; then
    echo "FAIL: the copied tests do not build"; exit 1
fi
"$dir/copied"
