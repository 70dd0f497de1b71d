#!/bin/sh
# dot_test.sh PROGRAM DOT WORK_DIR: the extender's `dot` trace format, drawn by Graphviz's dot.
set -eu
program=$1 dot=$2 work=$3
mkdir -p "$work"
"$program" trace -n 4 --format dot --level debug -o "$work/talk.dot"
"$program" trace --help | grep -q "dot *who talks to whom" ||
    { echo "FAILED: trace --help does not list the dot format"; exit 1; }
"$dot" -Tsvg "$work/talk.dot" -o "$work/talk.svg"
for name in "the board" "queen 4 (d)" "queen 1 (a)" "the sentinel" "find_solution x1" "advance x2"; do
    grep -q "$name" "$work/talk.svg" || { echo "FAILED: the drawing lacks '$name'"; exit 1; }
done
# The 4-queens conversation at debug: the board asks each queen to find a square, once.
grep -q 'P5 -> P4 \[label="find_solution x1"\]' "$work/talk.dot" ||
    { echo "FAILED: no edge from the board to queen d:"; cat "$work/talk.dot"; exit 1; }
echo "ok: dot drew $(grep -c -- '->' "$work/talk.dot") edges of the 4-queens conversation"
