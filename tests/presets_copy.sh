#!/bin/sh
# Presets cycle with '.' and ',' and name themselves; C copies the scene as a C test that
# compiles against the library and passes as it stands.
# Usage: presets_copy.sh VIEWER CC INCLUDE_DIR LIBRARY [EXTRA_FLAGS] (the sanitizer flags when
# the library was built with them)
viewer="$1" cc="$2" include="$3" library="$4" extra="${5:-}"
. "$(dirname "$0")/viewer_driver.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
viewer_start "$dir/log" - "$viewer" --sample aabb-plane --size 800x600 --log-state
checks=5

xdotool key period
viewer_wait_for 'preset corner exactly on the plane' || fail "'.' did not show the first preset"
xdotool key period
viewer_wait_for 'preset 0.001 above the plane' || fail "'.' did not move on to the second preset"
viewer_wait_for 'box 2: .*apart' || fail "the 0.001-above preset is not apart"
xdotool key c
viewer_wait_for '^}' || fail "C printed no test"
xdotool key comma comma
viewer_quit

# The copied block, wrapped in a main, must build and pass.
sed -n '/^\/\* isect-viewer: aabb-plane, preset 0.001 above the plane \*\//,/^}/p' "$dir/log" >"$dir/block.c"
{ echo '#include <assert.h>'; echo '#include <stdbool.h>'; echo '#include "isect.h"'; echo 'int main(void)'
  echo '{'; cat "$dir/block.c"; echo 'return 0;'; echo '}'; } >"$dir/test.c"
if ! "$cc" -std=c11 $extra -I"$include" $(pkg-config --cflags cglm) "$dir/test.c" "$library" $(pkg-config --libs cglm) -lm -o "$dir/test" ||
   ! "$dir/test"; then
    fail "the copied test does not build and pass:"; cat "$dir/test.c"
fi
cat "$dir/block.c"
summary
