#!/bin/sh
# A count split into 4 shards run by GNU parallel, merged by `queens merge`, must equal the
# unsharded count; a merge missing a shard must be refused with a non-zero exit.
#   shards_test.sh QUEENS WORK_DIR
set -eu
queens=$1 work=$2
command -v parallel >/dev/null || { echo "FAILED: GNU parallel is not installed; tools/install-deps installs it"; exit 1; }
rm -rf "$work" && mkdir -p "$work"
for piece in fast queen rook; do
    n=10
    [ "$piece" = rook ] && n=7
    [ "$piece" = fast ] && n=14 # the quadrant join
    parallel --will-cite --halt now,fail=1 \
        "$queens" count -n "$n" --piece "$piece" --shard {}/4 --json --quiet -o "$work/$piece-{}.json" ::: 1 2 3 4
    whole=$("$queens" count -n "$n" --piece "$piece" --json --quiet | grep -o '"solutions":[0-9]*')
    merged=$("$queens" merge --json "$work/$piece-1.json" "$work/$piece-2.json" "$work/$piece-3.json" "$work/$piece-4.json" |
             grep -o '"solutions":[0-9]*')
    echo "$piece n=$n: unsharded $whole, 4 shards merged $merged"
    if [ -z "$whole" ] || [ "$whole" != "$merged" ]; then echo "FAILED: merged shards differ from the unsharded count"; exit 1; fi
done
# Shard 3/4 missing: refused, naming it.
if "$queens" merge "$work/fast-1.json" "$work/fast-2.json" "$work/fast-4.json" >"$work/missing.out" 2>&1; then
    echo "FAILED: a merge missing shard 3/4 was accepted"; exit 1
fi
grep -q "3/4" "$work/missing.out" || { echo "FAILED: the refusal does not name shard 3/4:"; cat "$work/missing.out"; exit 1; }
echo "missing shard refused: $(head -1 "$work/missing.out")"
