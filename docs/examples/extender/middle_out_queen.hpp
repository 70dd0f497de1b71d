// The middle-out queen: a behaviour of her own (she walks her column another way), and the
// program's kinds, shared by the program (camel.cpp) and its explorer page (camel_explorer.cpp).
#pragma once

#include "camel_queen.hpp"

#include <queens/queen.hpp>
#include <queens/registry.hpp>

/// Budd's queen, who tries the middle of her rows first, then one above it, one below, and so
/// on outwards: on eight rows she tries 4, 5, 3, 6, 2, 7, 1, 8.
class middle_out_queen final : public queens::queen {
public:
    using queen::queen; // column, size, neighbour (and optional rows)

private:
    [[nodiscard]] int first_row() const override { return middle(); }
    [[nodiscard]] int next_row(int row) const override {
        return row > middle() ? 2 * middle() - row      // above the middle: as far below it
                              : 2 * middle() - row + 1; // else one further out above it
    }
    [[nodiscard]] int middle() const { return (rows().first + rows().last) / 2; }
};

/// The library's kinds, the camel (a rule of her own) and the middle-out queen (a walk of her
/// own): each added in one line.
inline queens::piece_registry extender_pieces() {
    queens::piece_registry pieces = camel_pieces();
    pieces.add(queens::kind_of<middle_out_queen>("middle-out", "queen walking middle out", true));
    return pieces;
}
