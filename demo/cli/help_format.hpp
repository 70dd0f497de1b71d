// `--help` read on an 80-column terminal: CLI11 (2.1) prints each description and the footer
// as one line however long; this formatter breaks them between words.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace queens::cli {

/// The columns every line of help fits in (man pages and terminals alike).
inline constexpr std::size_t help_columns = 80;

/// `text` with each line longer than `width` broken between words; the lines a break makes are
/// indented as far as the text of the line they come from (a list's entries under its words).
[[nodiscard]] std::string wrapped(std::string_view text, std::size_t width);

/// CLI11's formatter, with descriptions, the subcommands' list and the footer wrapped to
/// `help_columns`. Set on the app before its subcommands are added: they take its formatter.
[[nodiscard]] std::shared_ptr<CLI::Formatter> help_formatter();

} // namespace queens::cli
