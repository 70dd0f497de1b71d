#!/bin/sh
# Builds the notation fuzzer with clang's libFuzzer, ASan and UBSan, and runs it for a bounded
# time on a copy of the seed corpus. Exit status non-zero on a crash or a failed build.
#   run_fuzzer.sh SOURCE_DIR WORK_DIR SECONDS
set -eu
src=$1 work=$2 seconds=$3
command -v clang++ >/dev/null || { echo "FAILED: clang++ is not installed; tools/install-deps installs it"; exit 1; }
mkdir -p "$work/corpus"
cp "$src/tests/fuzz/corpus/"* "$work/corpus/"
# shellcheck disable=SC2046
clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -I"$src/lib/include" "$src/tests/fuzz/fuzz_notation.cpp" \
    $(for f in solution count count_pool count_tasks board queen fast_queen lines; do echo "$src/lib/src/$f.cpp"; done) \
    -o "$work/fuzz_notation"
"$work/fuzz_notation" -max_total_time="$seconds" -timeout=5 -print_final_stats=1 "$work/corpus" \
    > "$work/fuzz.log" 2>&1 || { tail -40 "$work/fuzz.log"; exit 1; }
grep -E "stat::number_of_executed_units|Done" "$work/fuzz.log" | tail -2
echo "fuzz_notation: no crash in $seconds s"
