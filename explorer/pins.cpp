// Pins judged when they are placed (issue 30): whether a pinned piece is attacked by another
// pinned piece, asked of the kind's own pinned pieces as `queens count` asks them (the library's
// pins_agree, count_report.cpp), so the page says at once what the command line says only when
// its search ends: "no solution for 8 queens with a1,b2".
#include "guarded.hpp"
#include "registry_hook.hpp"

#include <queens/piece.hpp>
#include <queens/registry.hpp>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace queens;
using queens::explorer::guarded;

/// The pins (`rows`: the pinned row of each column, 0 where none) of which one is attacked by a
/// pin to her left: [that pin's column, the attacked pin's column] for the leftmost attacked
/// one, or [] when none is. Each pinned piece is asked alone beside the sentinel, so her answer
/// is her own rule's, as her right neighbour's find_solution would hear it.
emscripten::val pins_attacking(int size, const std::string& kind_name,
                               const std::vector<int>& rows) {
    emscripten::val out = emscripten::val::array();
    std::vector<square> pinned;
    for (std::size_t column = 0; column < rows.size(); ++column) {
        if (rows[column] > 0) {
            pinned.push_back(square{.column = static_cast<int>(column) + 1, .row = rows[column]});
        }
    }
    // No such kind or no such board: the page's own check (choices.cpp) says why.
    std::string unused;
    guarded(
        [&] {
            const piece_kind& kind = explorer_registry().find(kind_name);
            null_queen sentinel; // answers every one of them alike, and outlives them
            std::vector<std::unique_ptr<piece>> standing;
            for (const square& where : pinned) {
                standing.push_back(kind.pin(where, size, sentinel));
                if (!standing.back()->find_solution()) { // a pin with no square of her own
                    standing.back().reset();
                }
            }
            for (std::size_t j = 1; j < pinned.size(); ++j) {
                for (std::size_t i = 0; i < j; ++i) {
                    if (standing[i] && standing[i]->can_attack(pinned[j].row, pinned[j].column)) {
                        out.call<void>("push", pinned[i].column);
                        out.call<void>("push", pinned[j].column);
                        return;
                    }
                }
            }
        },
        unused);
    return out;
}

} // namespace

EMSCRIPTEN_BINDINGS(queens_pins) { emscripten::function("pinsAttacking", &pins_attacking); }
