#!/bin/sh
# pkg_config_test.sh PREFIX WORK_DIR CXX VERSION SOURCE [EXTRA_FLAGS...]
# Compiles SOURCE against the queens installed in PREFIX with pkg-config's flags only, runs it.
set -eu
prefix=$1 work=$2 cxx=$3 version=$4 source=$5
shift 5
pc=$(find "$prefix" -name queens.pc | head -1)
[ -n "$pc" ] || { echo "FAILED: no queens.pc under $prefix"; exit 1; }
PKG_CONFIG_PATH="$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
echo "pkg-config --modversion queens: $(pkg-config --modversion queens)"
[ "$(pkg-config --modversion queens)" = "$version" ] ||
    { echo "FAILED: queens.pc says version $(pkg-config --modversion queens), expected $version"; exit 1; }
flags=$(pkg-config --cflags --libs queens)
echo "pkg-config --cflags --libs queens: $flags"
mkdir -p "$work"
# shellcheck disable=SC2086
"$cxx" -std=c++20 "$@" "$source" -o "$work/version_main" $flags
"$work/version_main" "$version"
