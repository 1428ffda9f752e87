#!/bin/sh
# --svg FILE writes the frame as an SVG figure: for a few samples (planes, spheres, a triangle,
# rays and segments, boxes turned, moving spheres, a polyhedron and points its sample draws
# its own way, presets), the file parses, has the window's
# size and holds a named group for every shape of the sample's scene, the names read from the
# framework's scene by scene_names (svg_check.py). In predict mode the figure keeps the verdict
# hidden too: no stroke in the meeting colour.
# Usage: svg_export.sh VIEWER SCENE_NAMES
viewer="$1" scene_names="$2"
here=$(dirname "$0")
. "$here/viewer_driver.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# export ID WIDTH HEIGHT [OPTIONS...]: one figure, checked.
export_checked() {
    id=$1 width=$2 height=$3
    shift 3
    check
    if ! "$viewer" --sample "$id" --size "${width}x$height" --svg "$dir/$id.svg" "$@"; then
        fail "--svg for $id exited with $?"
        return
    fi
    "$scene_names" "$id" >"$dir/$id.names" || { fail "scene_names $id failed"; return; }
    python3 "$here/svg_check.py" "$dir/$id.svg" "$width" "$height" <"$dir/$id.names" || fail "the figure of $id"
}

export_checked sphere-plane 1280 720
export_checked ray-triangle 800 600
export_checked obb-obb 640 360 --preset 2
export_checked capsule-capsule 1280 720
export_checked moving-spheres 1280 720 --preset 1
export_checked ray-polyhedron 1280 720
export_checked plane-points 800 600 --preset 1

# The meeting colour (vermillion, #d55e00, dark enough for paper to be kept as it is) shows in
# aabb-plane's first preset (a corner on the plane), and not while predict mode hides it.
check
"$viewer" --sample aabb-plane --preset 1 --svg "$dir/shown.svg" && grep -q 'stroke="#d55e00"' "$dir/shown.svg" ||
    fail "aabb-plane's meeting box is not drawn in the meeting colour"
check
"$viewer" --sample aabb-plane --preset 1 --predict --svg "$dir/hidden.svg" && ! grep -q '#d55e00' "$dir/hidden.svg" ||
    fail "predict mode's figure shows the meeting colour"
summary
