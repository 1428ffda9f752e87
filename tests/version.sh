#!/bin/sh
# One version everywhere: project(isect VERSION ...) in CMakeLists.txt is the source, and
# --version, the newest CHANGELOG entry, the manual page and the Debian package (CPack's
# configuration) must all say it. (The header macros and isect.pc: tests/consumer/run.sh.)
# Usage: version.sh VIEWER VERSION CHANGELOG MANPAGE CPACK_CONFIG
viewer=$1 version=$2 changelog=$3 manual=$4 cpack=$5
failures=0
check() { # WHAT GOT
    [ "$2" = "$version" ] || { failures=$((failures + 1)); echo "FAIL: $1 says '$2', CMake says $version"; }
}

check "isect-viewer --version" "$("$viewer" --version | sed -n 's/^isect-viewer //p')"
# The newest released entry: "## [0.1.0]" (an "## [Unreleased]" section above it is skipped).
check "CHANGELOG.md's newest entry" \
    "$(sed -n -E 's/^## \[([^]]*)\].*/\1/p' "$changelog" | grep -v -i -x unreleased | head -n 1)"
check "the manual page" "$(sed -n -E 's/^\.TH .* "isect ([^"]*)".*/\1/p' "$manual")"
check "the Debian package" "$(sed -n -E 's/^set\(CPACK_PACKAGE_VERSION "([^"]*)"\)/\1/p' "$cpack")"

echo "version $version: $failures disagree"
[ "$failures" -eq 0 ]
