// Pins judged when they are placed (issue 30): whether a pinned piece is attacked by another
// pinned piece, asked of the kind's own pinned pieces as `queens solve` and `queens count` ask
// them (the library's problem::clash), so the page says at once what the command line says, in
// the same words: "no solution for 8 queens with a1,b2: the pin on a1 attacks b2".
#include "guarded.hpp"
#include "session.hpp"

#include <queens/problem.hpp>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

namespace {

using queens::explorer::guarded;

/// The pins (`rows`: the pinned row of each column, 0 where none) of which one is attacked by a
/// pin to her left: [that pin's column, the attacked pin's column] for the leftmost attacked
/// one (`problem::clash`), or [] when none is.
emscripten::val pins_attacking(int size, const std::string& kind_name,
                               const std::vector<int>& rows) {
    emscripten::val out = emscripten::val::array();
    // No such kind or no such board: the page's own check (choices.cpp) says why.
    std::string unused;
    guarded(
        [&] {
            if (const auto clash = queens::explorer::puzzle(size, kind_name, rows).clash()) {
                out.call<void>("push", clash->attacker.column);
                out.call<void>("push", clash->attacked.column);
            }
        },
        unused);
    return out;
}

} // namespace

EMSCRIPTEN_BINDINGS(queens_pins) { emscripten::function("pinsAttacking", &pins_attacking); }
