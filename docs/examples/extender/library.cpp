// Pieces from your own code: count superqueens on a 10 x 10 board and watch them talk.
#include <queens/board.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>
#include <queens/trace.hpp>

#include <iostream>

int main() {
    const queens::piece_registry pieces = queens::standard_pieces();
    const queens::piece_kind& kind = pieces.find("superqueen");

    queens::message_counter counter; // a listener: counts what the traced links report
    queens::board board{10, kind.maker, queens::trace_links(counter, 10)};
    for (const queens::solution& s : board.solutions()) {
        std::cout << queens::to_string(s, queens::notation::chess) << '\n';
    }
    std::cout << counter.solutions() << ' ' << kind.plural << ", " << counter.messages()
              << " messages, " << counter.squares_tested() << " squares tested\n";
}
