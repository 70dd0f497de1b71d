// Quoting text safely: back to a terminal, and inside a JSON string; fitting it to a terminal.
#pragma once

#include <queens/detail/export.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace queens {

/// `text` for a terminal: UTF-8 that is shown as it is (a Cyrillic word, the queen U+265B) is kept;
/// every character a terminal obeys or does not show (C0 and C1 controls, DEL, bidirectional
/// controls, zero-width characters, U+2028, U+2029) is written as an escape (`\n`, `\t`,
/// `\x1b`, `\u202e`), every byte that is not UTF-8 as `\xff`, and backslashes are doubled, so a
/// message that quotes what a user typed can neither recolour their terminal, nor forge extra
/// lines, nor turn the text around it (the list: `detail::shown`, <queens/detail/utf8.hpp>).
[[nodiscard]] QUEENS_API std::string escaped(std::string_view text);
/// The same, for text from a file or another program that an error message quotes: at most
/// the first `longest` bytes, cut between two characters, then "..." when there was more.
[[nodiscard]] QUEENS_API std::string escaped(std::string_view text, std::size_t longest);
/// An exception's words that may be an extender's (her `what()`, of any length), as a program
/// says them: at most a screenful, the first 2,000 bytes cut between two characters, then how
/// much more there was ("... (N bytes more)"); whole when that would say no less. The bytes
/// are kept as they are: escape them for where they go (`without_controls`).
[[nodiscard]] QUEENS_API std::string at_most_a_screenful(std::string_view text);

/// `text` with every character a terminal obeys or does not show written as an escape, as
/// `escaped` writes it, and every other byte as it is, backslashes too: for a line already in a
/// form of its own (a JSON record's `\"` stays `\"`) that must still not reach a terminal raw.
[[nodiscard]] QUEENS_API std::string without_controls(std::string_view text);
/// `text` inside a JSON string: `"`, `\` and control characters escaped (`\n`, `\u001b`,
/// ...), the characters that `escaped` escapes for a terminal as `\u` escapes, every byte that
/// is not UTF-8 as U+FFFD; other UTF-8 is kept. What is written is always valid JSON.
[[nodiscard]] QUEENS_API std::string json_escaped(std::string_view text);

/// `line` broken between words (at spaces) into lines of at most `width` columns, joined by
/// '\n': every line after the first starts with `hang` spaces, and the first is not broken
/// within its first `hang` columns (its indent, a list entry's name). A word longer than a line
/// stands on a line of its own, past the width. Columns are bytes, so a character of several
/// bytes never takes a line past the width. Trailing spaces are dropped. `hang` is taken as at
/// most `width` - 10, so every line leaves room for a word or two.
[[nodiscard]] QUEENS_API std::string wrapped_line(std::string_view line, std::size_t width,
                                                  std::size_t hang);

} // namespace queens
