#!/bin/sh
# What help2man reads as the program's help: `queens --help`, then every subcommand's --help
# under its own heading ("queens trace [OPTIONS] (what it does):"), so each becomes a subsection of the man page.
# The program is $QUEENS_PROGRAM; its path in "Usage:" lines is shown as plain `queens`.
set -eu
prog=${QUEENS_PROGRAM:?set QUEENS_PROGRAM to the queens program}
if [ "${1:-}" = "--version" ]; then
    exec "$prog" --version
fi
"$prog" --help | sed "s|$prog|queens|g"
for sub in $("$prog" --help | sed -n '/^Subcommands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
    echo
    # First line: what it does; "Usage: PROG SUB [OPTIONS]"; then "Options:" and the options.
    "$prog" "$sub" --help | sed -e "s|$prog|queens|g" \
        -e '1{h;d;}' \
        -e '/^Usage: /{G;s/^Usage: \(.*\)\n\(.*\)$/\1 (\2):/;}' \
        -e '/^Options:$/d' -e '/^$/d'
done
