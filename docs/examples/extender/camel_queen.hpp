// The camel queen: the piece itself and its registry entry, shared by the program (camel.cpp)
// and its explorer page (camel_explorer.cpp).
#pragma once

#include <queens/pieces.hpp>
#include <queens/registry.hpp>

#include <cstdlib>
#include <utility>

/// A queen who also leaps like a camel: one square one way and three the other.
class camel_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece; // column, size, neighbour (and optional rows)

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        const int rows_apart = std::abs(row - this->row());
        const int columns_apart = std::abs(column - this->column());
        const bool camel_leap = rows_apart * columns_apart == 3; // 1 and 3, either way round
        return queens::on_queen_line(row, column, this->row(), this->column()) || camel_leap;
    }
};

/// The library's kinds and the camel, drawn as a dromedary.
inline queens::piece_registry camel_pieces() {
    queens::piece_registry pieces = queens::standard_pieces();
    queens::piece_kind camel =
        queens::kind_of<camel_queen>("camel", "queen who also leaps like a camel", true);
    camel.glyph = "\U0001F42A";
    pieces.add(std::move(camel));
    return pieces;
}
