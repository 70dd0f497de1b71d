// The explorer page and the replay page: one front end (explorer/), two sources of steps.
#pragma once

#include <functional>
#include <ostream>
#include <string_view>

namespace queens::demo {

/// Whether this program was built with the explorer's WebAssembly module (emscripten found).
[[nodiscard]] bool explorer_available() noexcept;

/// Writes the explorer: one self-contained HTML file in which the library's own chain runs as
/// WebAssembly, stepped on demand. Throws std::runtime_error when the program was built
/// without the module (see `explorer_available`).
void write_explorer_page(std::ostream& out);

/// Writes the front end with `title`; `write_events` writes the page's recorded steps as a JSON
/// array (or nothing, for the explorer, whose steps come from the module when `with_module`).
void write_front_end(std::ostream& out, std::string_view title, bool with_module,
                     const std::function<void(std::ostream&)>& write_events);

/// Writes JSON `text` with every `<` as `\\u003c`, so nothing in it can close the page's
/// <script> element or open a comment there.
void write_script_safe(std::ostream& out, std::string_view text);

} // namespace queens::demo
