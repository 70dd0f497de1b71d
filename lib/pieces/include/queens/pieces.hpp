// The library's own kinds of piece: each is one small class that answers one question.
//
// Each walks her column exactly as Budd's queen does (she *is* a queen, as far as moving goes)
// and answers the one question that differs, "do I myself attack this square?". The registry
// (`registry.hpp`) gives each a name for the command line; docs/extending.md writes a new one.
#pragma once

#include <queens/queen.hpp>

namespace queens {

/// The base of pieces that move like Budd's queen (`queen` walks the column) and differ only in
/// which squares they attack. A derived piece answers one question, `attacks`; "or anyone to
/// your left?" is asked of the neighbour here, once for every such piece.
class chained_piece : public queen {
public:
    using queen::queen; // (column, size, neighbour) and (column, size, neighbour, rows)

    [[nodiscard]] bool can_attack(int row, int column) const final {
        // Standing on no square yet, she attacks nothing herself.
        return (this->row() != no_row && attacks(row, column)) ||
               neighbour().can_attack(row, column);
    }

protected:
    /// Do I myself, standing where I stand (always on a square when asked), attack this square?
    [[nodiscard]] virtual bool attacks(int row, int column) const = 0;
};

/// A queen that also jumps like a knight (the "amazon"). OEIS A051223.
class super_queen final : public chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

/// A queen on a torus: her diagonals leave one edge of the board and come back on the other.
/// OEIS A051906.
class toroidal_queen final : public chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

/// Attacks along her row only (her column is hers alone anyway): N! solutions.
class rook final : public chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

} // namespace queens
