// Every header of queens::pieces, and its kinds at work: no library but the core may come along.
#include <queens/fast_queen.hpp>
#include <queens/pieces.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>

#include <queens/board.hpp>

#include <iostream>

#if defined(SPDLOG_VERSION) || defined(FMT_VERSION) || defined(CLI11_VERSION)
#error "a header of queens::pieces included spdlog, fmt or CLI11"
#endif

int main() {
    const queens::piece_registry pieces = queens::standard_pieces();
    const auto fast = queens::board{8, pieces.find("fast").maker}.count();
    const auto superqueens = queens::board{10, pieces.find("superqueen").maker}.count();
    std::cout << "8 fast queens: " << fast << ", 10 superqueens: " << superqueens
              << " (pieces only)\n";
    // Exit 0 only for the right answers, so the test can fail.
    return fast == 92 && superqueens == 4 ? 0 : 1;
}
