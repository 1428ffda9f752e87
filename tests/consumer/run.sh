#!/bin/sh
# Installs this build into a temporary prefix with `cmake --install`, checks what landed there,
# then builds tests/consumer against it twice: through CMake (find_package, isect::isect and
# isect::isect_static) and through pkg-config (one cc line). Each program runs one
# intersection test and checks the version macros against the package's version.
# Usage: run.sh CMAKE CC BUILD_DIR SOURCE_DIR LIBDIR VERSION   (CFLAGS: extra compiler flags)
set -eu
cmake=$1 cc=$2 build=$3 source=$4 libdir=$5 version=$6
work=$build/consumer
prefix=$work/prefix
lib=$prefix/$libdir
major=${version%%.*}
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

rm -rf "$work"
mkdir -p "$work"
"$cmake" --install "$build" --prefix "$prefix" >"$work/install.log"

# What an install holds.
for file in bin/isect-viewer include/isect/isect.h include/isect/isect_inline.h include/isect/isect_version.h \
    "$libdir/libisect.a" "$libdir/libisect.so.$version" "$libdir/pkgconfig/isect.pc" \
    "$libdir/cmake/isect/isectConfig.cmake" "$libdir/cmake/isect/isectConfigVersion.cmake" \
    share/man/man1/isect-viewer.1.gz share/applications/isect-viewer.desktop; do
    [ -f "$prefix/$file" ] || fail "not installed: $file"
done
[ "$(readlink "$lib/libisect.so")" = "libisect.so.$major" ] || fail "libisect.so does not link to libisect.so.$major"
[ "$(readlink "$lib/libisect.so.$major")" = "libisect.so.$version" ] || fail "libisect.so.$major does not link to libisect.so.$version"
soname=$(LC_ALL=C readelf -d "$lib/libisect.so.$version" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = "libisect.so.$major" ] || fail "SONAME is '$soname', want libisect.so.$major"
got=$("$prefix/bin/isect-viewer" --version) || true
[ "$got" = "isect-viewer $version" ] || fail "installed isect-viewer --version says '$got'"

# CMake: find_package(isect VERSION EXACT) from the prefix, never a system copy.
if "$cmake" -S "$source/tests/consumer" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_C_COMPILER="$cc" -DISECT_EXPECTED_VERSION="$version" >"$work/cmake.log" 2>&1 &&
    "$cmake" --build "$work/cmake" >>"$work/cmake.log" 2>&1; then
    found=$(sed -n 's/^isect_DIR:PATH=//p' "$work/cmake/CMakeCache.txt")
    [ "$found" = "$lib/cmake/isect" ] || fail "find_package found '$found', not the prefix"
    "$work/cmake/consumer_shared" "$version" || fail "consumer_shared (CMake, isect::isect)"
    "$work/cmake/consumer_static" "$version" || fail "consumer_static (CMake, isect::isect_static)"
    LC_ALL=C readelf -d "$work/cmake/consumer_shared" | grep -q "NEEDED.*\[libisect\.so\.$major\]" ||
        fail "consumer_shared does not load libisect.so.$major"
    ! LC_ALL=C readelf -d "$work/cmake/consumer_static" | grep -q "NEEDED.*libisect" ||
        fail "consumer_static loads libisect.so"
else
    fail "the CMake consumer did not configure or build:"; cat "$work/cmake.log"
fi

# pkg-config: the flags of the installed isect.pc (which pulls in cglm's) on one cc line.
export PKG_CONFIG_PATH="$lib/pkgconfig"
[ "$(pkg-config --modversion isect)" = "$version" ] || fail "pkg-config --modversion isect is not $version"
[ "$(pkg-config --variable=prefix isect)" = "$prefix" ] || fail "isect.pc's prefix is not the install prefix"
# shellcheck disable=SC2046,SC2086 # the flags are meant to split into words
if "$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror ${CFLAGS:-} "$source/tests/consumer/main.c" \
        $(pkg-config --cflags --libs isect) -o "$work/consumer_pkgconfig" 2>"$work/pkgconfig.log"; then
    LD_LIBRARY_PATH="$lib" "$work/consumer_pkgconfig" "$version" || fail "consumer_pkgconfig"
else
    fail "the pkg-config consumer did not build:"; cat "$work/pkgconfig.log"
fi

[ "$failures" -eq 0 ] && echo "install and consumers: all passed" && exit 0
echo "install and consumers: $failures failed"
exit 1
