// Every header of queens::core, and Budd's board at work: no other library may come with them.
#include <queens/board.hpp>
#include <queens/lines.hpp>
#include <queens/piece.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/queen.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>
#include <queens/version.hpp>

#include <iostream>

#if defined(SPDLOG_VERSION) || defined(FMT_VERSION) || defined(CLI11_VERSION)
#error "a header of queens::core included spdlog, fmt or CLI11"
#endif

int main() {
    queens::board b{8};
    const auto first = b.first_solution();
    std::cout << *first << " (queens " << queens::version << ", core only)\n";
    // Exit 0 only for the right answers, so the test can fail.
    return first && to_string(*first) == "1 5 8 6 3 7 2 4" && b.count() == 92 ? 0 : 1;
}
