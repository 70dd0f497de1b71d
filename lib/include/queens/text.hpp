// Quoting a user's text back to them safely.
#pragma once

#include <string>
#include <string_view>

namespace queens {

/// `text` with every control character and byte outside printable ASCII written as an escape
/// (`\n`, `\t`, `\x1b`, ...), and backslashes doubled, so an error message that quotes what a
/// user typed can neither recolour their terminal nor forge extra lines.
[[nodiscard]] std::string escaped(std::string_view text);

} // namespace queens
