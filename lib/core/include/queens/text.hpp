// Quoting text safely: back to a terminal, and inside a JSON string.
#pragma once

#include <queens/detail/export.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace queens {

/// `text` with every control character and byte outside printable ASCII written as an escape
/// (`\n`, `\t`, `\x1b`, ...), and backslashes doubled, so an error message that quotes what a
/// user typed can neither recolour their terminal nor forge extra lines.
[[nodiscard]] QUEENS_API std::string escaped(std::string_view text);
/// The same, for text from a file or another program that an error message quotes: at most
/// the first `longest` bytes, then "..." when there was more.
[[nodiscard]] QUEENS_API std::string escaped(std::string_view text, std::size_t longest);

/// `text` inside a JSON string: `"`, `\` and control characters escaped (`\n`, `\u001b`,
/// ...), the characters a terminal or browser obeys rather than shows (C1 controls, U+2028,
/// U+2029, bidirectional controls) as `\u` escapes, every byte that is not UTF-8 as U+FFFD;
/// other UTF-8 is kept. What is written is always valid JSON.
[[nodiscard]] QUEENS_API std::string json_escaped(std::string_view text);

} // namespace queens
