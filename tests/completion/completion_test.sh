#!/bin/bash
# The bash completion script, driven as bash drives it: COMP_WORDS, COMP_CWORD, COMP_LINE and
# COMP_POINT set as bash sets them for a line, the function `complete -p` names called, and
# COMPREPLY compared with what the program accepts.
#
#   completion_test.sh PROGRAM GROUP [BASH_COMPLETION [SHARE | SCRIPT]]
#
# PROGRAM is queens or a program built on queens::cli::run; its script is what
# `PROGRAM completion bash` prints. BASH_COMPLETION, when given, is bash-completion's
# bash_completion, loaded first (files then complete with its _filedir), or '' for none. SHARE
# is the data folder of the installed prefix (group installed), SCRIPT the script an extender's
# build wrote (group extender). GROUP is one of:
#   queens     subcommands, options, kinds of piece, formats, engines, files
#   extender   an extender's program: her own kinds of piece complete
#   hostile    a program run under a name full of quotes and $(...): nothing runs
#   installed  PROGRAM is under an installed prefix: bash-completion's loader finds its script
program=$1
group=$2
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "FAILED: $*"
    failures=$((failures + 1))
}

if [[ -n ${3:-} ]]; then
    if [[ ! -f $3 ]]; then
        echo "FAILED: no bash-completion ($3); tools/install-deps installs it"
        exit 1
    fi
    # shellcheck source=/dev/null
    . "$3" || fail "bash-completion's $3 does not load"
    declare -F _filedir >/dev/null || fail "$3 defines no _filedir"
fi

# Replies for the words "$@" (the last is the word to complete, '' for a new word); bash splits
# --option=value at '=', so a test passes `--piece = su` where the line says --piece=su. Sets
# `replies`: COMPREPLY sorted, one a line.
complete_words() {
    local spec function
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="$*"
    COMP_LINE=${COMP_LINE// = /=}
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    spec=$(complete -p "$1" 2>/dev/null) || {
        fail "no completion for $1"
        return
    }
    function=$(sed -n 's/.* -F \([^ ]*\) .*/\1/p' <<<"$spec")
    "$function" "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    replies=$(printf '%s\n' "${COMPREPLY[@]}" | sort)
}

# expect WANT WORD...: the replies for WORD... are exactly WANT (words, space-separated).
expect() {
    local want
    want=$(tr ' ' '\n' <<<"$1" | sed '/^$/d' | sort)
    shift
    complete_words "$@"
    if [[ $replies != "$want" ]]; then
        fail "'$*': got [${replies//$'\n'/ }], expected [${want//$'\n'/ }]"
    fi
}

# offers WORD... -- LINE...: the replies for LINE hold every WORD.
offers() {
    local words=() word
    while [[ $1 != -- ]]; do
        words+=("$1")
        shift
    done
    shift
    complete_words "$@"
    for word in "${words[@]}"; do
        grep -qxF -- "$word" <<<"$replies" || fail "'$*' does not offer $word: [${replies//$'\n'/ }]"
    done
}

# lacks WORD -- LINE...: the replies for LINE do not hold WORD.
lacks() {
    local word=$1
    shift 2
    complete_words "$@"
    if grep -qxF -- "$word" <<<"$replies"; then
        fail "'$*' offers $word"
    fi
}

load() {
    # shellcheck source=/dev/null
    . <("$program" completion bash) || fail "the script of $program does not load"
}

queens_group() {
    load
    local q
    q=$(basename "$program")
    expect "trace solve count merge explore completion" "$q" ''
    expect "count completion" "$q" co
    expect "--help --version" "$q" --
    # Each subcommand's own options, long and short, and not another's.
    offers --piece --engine --fundamental --threads --shard --log-every --output --size --help \
        -- "$q" count --
    lacks --format -- "$q" count --
    offers -o -n -- "$q" count -
    expect "--fundamental" "$q" count --fu
    # Options after options and their values.
    offers --json -- "$q" count -n 9 --piece rook --
    # The kinds of piece, asked of the program; a value after '=' too.
    expect "queen superqueen toroidal rook fast" "$q" count --piece ''
    expect "superqueen" "$q" solve --piece su
    expect "superqueen" "$q" trace --piece = su
    expect "queen superqueen toroidal rook fast" "$q" count --piece =
    # Formats, engines, notations, levels, shells.
    expect "text jsonl mermaid chrome html" "$q" trace --format ''
    expect "constellations chain" "$q" count --engine c
    expect "rows chess" "$q" solve -n 8 --notation ''
    expect "debug" "$q" trace --level d
    expect "bash" "$q" completion ''
    lacks bash -- "$q" completion bash ''
    # A value of its own (a number, squares): nothing offered, not even a file.
    expect "" "$q" count -n ''
    expect "" "$q" solve --place ''
    expect "" "$q" frobnicate ''
    # Files: -o and merge's shards, from the folder the line is typed in.
    mkdir "$work/files" "$work/files/shards"
    touch "$work/files/8.jsonl" "$work/files/shard-1.json" "$work/files/shard-2.json" \
        "$work/files/other"
    cd "$work/files" || exit 1
    expect "8.jsonl" "$q" trace -n 8 -o 8
    expect "shard-1.json shard-2.json shards" "$q" merge shard
    expect "shard-1.json shard-2.json shards" "$q" merge shard-1.json shard
    expect "shard-1.json shard-2.json shards" "$q" count --output = sha
    offers --json -- "$q" merge shard-1.json --
    cd - >/dev/null || exit 1
}

extender_group() {
    # The script her build wrote (docs/examples/extender/CMakeLists.txt), as her program prints it.
    local name script=$4
    name=$(basename "$program")
    [[ -f $script && $(<"$script") == "$("$program" completion bash)" ]] ||
        fail "$script is not what $name completion bash prints"
    # shellcheck source=/dev/null
    . "$script" || fail "$script does not load"
    offers camel middle-out queen -- "$name" count --piece ''
    expect "camel" "$name" solve --piece ca
    [[ $(complete -p queens 2>/dev/null) == "" ]] ||
        fail "the script of $name also completes queens"
}

hostile_group() {
    # A name that would run code if the script quoted it wrongly, and that breaks a comment.
    local name="q'\"\$(touch pwned)\`touch pwned2\`;x y"
    ln -s "$(realpath "$program")" "$work/$name"
    cd "$work" || exit 1
    # shellcheck source=/dev/null
    . <("./$name" completion bash) || fail "the script of $name does not load"
    [[ ! -e pwned && ! -e pwned2 ]] || fail "sourcing the script of $name ran its name"
    expect "superqueen" "$name" count --piece su
    [[ ! -e pwned && ! -e pwned2 ]] || fail "completing for $name ran its name"
    # A name with bytes a terminal obeys: quoted for bash once, so the script completes the
    # program of that name (escaped twice, it named one with a backslash in it).
    local coloured=$'q\e[31mred'
    ln -s "$(realpath "$program")" "$work/$coloured"
    # shellcheck source=/dev/null
    . <("./$coloured" completion bash) || fail "the script of a coloured name does not load"
    complete -p "$coloured" >/dev/null 2>&1 || fail "no completion for the coloured name"
    expect "superqueen" "$coloured" count --piece su
    cd - >/dev/null || exit 1
}

installed_group() {
    # bash-completion's loader (what bash runs for a command it has no completion for) finds
    # the script under the prefix the program is installed in, through XDG_DATA_DIRS.
    local share=$4
    [[ -f $share/bash-completion/completions/queens ]] ||
        fail "not installed: $share/bash-completion/completions/queens"
    declare -F _completion_loader >/dev/null || fail "no bash-completion loader"
    BASH_COMPLETION_USER_DIR=$work XDG_DATA_DIRS=$share _completion_loader queens
    [[ $(complete -p queens) == *_queens_completion* ]] ||
        fail "the loader did not load the installed script: $(complete -p queens)"
    expect "queen superqueen toroidal rook fast" queens count --piece ''
}

case $group in
queens | extender | hostile | installed) "${group}_group" "$@" ;;
*)
    echo "unknown group $group"
    exit 2
    ;;
esac
if ((failures > 0)); then
    echo "$failures failures"
    exit 1
fi
echo "completion $group${3:+ (bash-completion loaded)}: passed"
