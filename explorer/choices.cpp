// The page's choices, asked of the library: the kinds of piece it offers (the registry, as
// registry_hook.hpp names it) and whether a board, kind and set of pins is a puzzle the library
// takes, in the library's own words when not; and each piece's walk along her column, as the
// library learns it (walk.hpp), for her own steps and the line above the code.
#include "guarded.hpp"
#include "registry_hook.hpp"
#include "session.hpp"

#include <queens/lines.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/text.hpp>
#include <queens/walk.hpp>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace queens;
using queens::explorer::guarded;

/// `text`, an extender's words, as the page may show them: every character a browser obeys or
/// does not show (controls, bidirectional and zero-width characters) written as the command
/// line writes it (`\x1b`, `\u202e`), the rest as it is (`without_controls`). Every word of
/// an extender's the page shows passes through here or through `explorer_guarded`.
std::string visible(const std::string& text) { return without_controls(text); }

/// The registered kinds, each as one value for the page: her menu entry, her words and glyph,
/// her class (the registry's `class_name`: the page shows her objects, frames and code by it)
/// and whether she is Budd's queen underneath (the registry's `from_queen`, a fact of her type).
/// Her words are the registry's, which refuses what a browser would obey; shown through
/// `visible` all the same, as every extender's word is.
emscripten::val kinds() {
    emscripten::val list = emscripten::val::array();
    for (const piece_kind& kind : explorer_registry().kinds()) {
        emscripten::val entry = emscripten::val::object();
        entry.set("name", visible(kind.name));
        entry.set("singular", visible(kind.singular));
        entry.set("plural", visible(kind.plural));
        entry.set("glyph", kind.glyph); // one character the registry shows, or the page's own
        entry.set("summary", visible(kind.summary));
        entry.set("maxSize", std::min(kind.max_size, static_cast<int>(max_mask_size)));
        entry.set("className", visible(kind.class_name));
        entry.set("queen", kind.from_queen);
        list.call<void>("push", entry);
    }
    return list;
}

/// Checks the page's choice as a session would take it: the puzzle made, then every column's
/// walk asked, as the command line asks it before any command runs her chain (`check_walks`
/// makes each column's piece, pinned where a pin stands, as the session's maker will; a walk
/// without end is refused in its words, never run until stopped); an empty string when the
/// library accepts it, else its reason.
std::string check(int size, const std::string& kind, const std::vector<int>& pins) {
    std::string error;
    guarded(
        [&] {
            const problem asked = explorer::puzzle(size, kind, pins);
            check_walks(asked.kind(), asked.size(), asked.pinned());
        },
        error);
    return error;
}

/// The walk of each column's piece of the page's choice (`pins`: the pinned row of each column,
/// 0 where none), as `walk_of` learns it: {walks: [[], column 1's rows, ...], error}. A kind
/// whose walk cannot be learnt has none, and the library's reason.
emscripten::val walks(int size, const std::string& kind_name, const std::vector<int>& pins) {
    emscripten::val out = emscripten::val::object();
    emscripten::val list = emscripten::val::array();
    list.call<void>("push", emscripten::val::array());
    std::string error;
    guarded(
        [&] {
            const piece_kind& kind = explorer_registry().find(kind_name);
            for (int column = 1; column <= size; ++column) {
                const auto at = static_cast<std::size_t>(column - 1);
                const int pin = at < pins.size() ? pins[at] : 0;
                emscripten::val rows = emscripten::val::array();
                for (const int row : walk_of(kind, column, size, pin)) {
                    rows.call<void>("push", row);
                }
                list.call<void>("push", rows);
            }
        },
        error);
    out.set("walks", error.empty() ? list : emscripten::val::array());
    out.set("error", error);
    return out;
}

} // namespace

EMSCRIPTEN_BINDINGS(queens_choices) {
    emscripten::function("walks", &walks);
    emscripten::function("check", &check);
    emscripten::function("kinds", &kinds);
    emscripten::function("visible", &visible);
}
