// The completion script of a program built on queens::cli::run, written from its own command
// line (CLI11's definition): its subcommands, their options, and the words their options accept
// (kinds of piece and trace formats as the program's registries hold them).
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

namespace queens::cli {

/// The bash script that completes `program` (the name it is run as) as `app` defines it:
/// `complete -F` with one function, files completed by bash-completion's `_filedir` when it is
/// loaded and by `compgen -f` otherwise. Every word in it is quoted as `bash_word` does.
[[nodiscard]] std::string bash_completion(CLI::App& app, const std::string& program);

/// `word` as bash reads it back byte for byte: as it is when every character is plain (letters,
/// digits and `_-./,:+@%=`), otherwise in `$'...'` with every other byte as
/// `\xHH`, so a quote, `$(...)` or a control character stays text and never reaches a terminal.
[[nodiscard]] std::string bash_word(std::string_view word);

} // namespace queens::cli
