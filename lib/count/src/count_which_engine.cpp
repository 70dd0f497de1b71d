// Which engine counts a kind: its pieces are asked whether they are queens.
#include "count_engines.hpp"

#include <queens/board.hpp>
#include <queens/piece.hpp>
#include <queens/queen.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>

namespace queens::detail {
namespace {

/// OEIS A000170 for boards of 1 to 8.
constexpr std::array<std::uint64_t, 8> queens_solutions{1, 0, 0, 2, 10, 4, 40, 92};

/// The kind's piece alone on `where`, beside the sentinel, attacks exactly a queen's squares.
bool attacks_as_a_queen(const piece_kind& kind, square where, int size) {
    null_queen sentinel;
    const std::unique_ptr<piece> alone = kind.pin(where, size, sentinel);
    if (!alone || alone->column() != where.column || alone->row() != where.row) {
        return false;
    }
    for (int column = 1; column <= size; ++column) {
        for (int row = 1; row <= size; ++row) {
            if (column != where.column && alone->can_attack(row, column) !=
                                              on_queen_line(row, column, where.row, where.column)) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

bool moves_as_queens(const piece_kind& kind, int size) {
    for (int column = 1; column <= size; ++column) {
        for (int row = 1; row <= size; ++row) {
            if (!attacks_as_a_queen(kind, square{column, row}, size)) {
                return false;
            }
        }
    }
    const int small = std::min({size, kind.max_size, static_cast<int>(queens_solutions.size())});
    for (int n = 1; n <= small; ++n) {
        board b{n, kind.maker};
        if (b.count() != queens_solutions[static_cast<std::size_t>(n - 1)]) {
            return false;
        }
    }
    return true;
}

} // namespace queens::detail
