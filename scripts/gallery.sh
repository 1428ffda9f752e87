#!/bin/sh
# Renders every sample into docs/gallery/<id>.png and rewrites the README's table of samples
# (between the gallery markers) from the viewer's own --readme-table.
# Usage: scripts/gallery.sh path/to/isect-viewer
set -eu
viewer="$1"
cd "$(dirname "$0")/.."
mkdir -p docs/gallery
for id in $("$viewer" --list | cut -f1); do
    tests/with_display.sh "$viewer" --sample "$id" --size 1280x720 --screenshot "docs/gallery/$id.png"
    echo "docs/gallery/$id.png"
done
table=$(mktemp)
"$viewer" --readme-table >"$table"
awk -v table="$table" '
    /<!-- gallery:begin -->/ { print; while ((getline line < table) > 0) print line; skip = 1; next }
    /<!-- gallery:end -->/   { skip = 0 }
    !skip' README.md >README.md.new
mv README.md.new README.md
rm -f "$table"
