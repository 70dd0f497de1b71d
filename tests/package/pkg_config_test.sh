#!/bin/sh
# pkg_config_test.sh PREFIX WORK_DIR CXX VERSION SOURCE [EXTRA_FLAGS...] [--module NAME]
# Compiles SOURCE against the queens installed in PREFIX with pkg-config's flags for module NAME
# (default: queens, every room) alone, and runs it. For queens-core, the flags must name no
# other package and no threads: the core is the standard library only.
set -eu
prefix=$1 work=$2 cxx=$3 version=$4 source=$5
shift 5
module=queens
extra=""
while [ $# -gt 0 ]; do
    case $1 in
    --module) module=$2; shift 2 ;;
    *) extra="$extra $1"; shift ;;
    esac
done
pc=$(find "$prefix" -name "$module.pc" | head -1)
[ -n "$pc" ] || { echo "FAILED: no $module.pc under $prefix"; exit 1; }
PKG_CONFIG_PATH="$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
found=$(pkg-config --modversion "$module")
echo "pkg-config --modversion $module: $found"
[ "$found" = "$version" ] ||
    { echo "FAILED: $module.pc says version $found, expected $version"; exit 1; }
flags=$(pkg-config --cflags --libs "$module")
echo "pkg-config --cflags --libs $module: $flags"
if [ "$module" = queens-core ]; then
    case " $flags " in
    *spdlog* | *fmt* | *pthread* | *CLI11* | *-lqueens_[!c]*)
        echo "FAILED: queens-core's flags name more than the core: $flags"; exit 1 ;;
    esac
fi
mkdir -p "$work"
# shellcheck disable=SC2086
"$cxx" -std=c++20 $extra "$source" -o "$work/version_main" $flags
"$work/version_main" "$version"
