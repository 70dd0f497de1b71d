// A fast queen: Budd's design, with bigger questions.
#pragma once

#include <queens/board.hpp>
#include <queens/detail/export.hpp>
#include <queens/piece.hpp>

namespace queens {

/// Where a fast queen may stand; by default anywhere in her column.
struct placement_rules {
    /// The rows she may stand on: one row pins her to a square; part of a column lets a
    /// search skip images of solutions it finds elsewhere.
    row_mask allowed = ~row_mask{0};
    /// When not empty, she looks at which of these rows the queens to her left use: none, and
    /// she has nowhere to stand; some but not all, and she must stand on one of them. This is
    /// the bound on the board's edge rows by which the 8-fold symmetric count (Takaken's
    /// method) skips rotated images.
    row_mask edges = 0;
};

/// Still one object per column, a neighbour pointer, a sentinel at the end and the same
/// messages. What changes is what the messages carry: instead of asking "can you attack this
/// square?" once per row, a fast queen asks her neighbour once "which rows of my column do you
/// and everyone to your left attack?" (`attacked_rows`, see `lines.hpp`) and keeps the answer
/// until she asks her neighbour to advance, the only time it can change. Choosing her next row
/// is then a few bit operations, and she answers her own right neighbour in O(1) by shifting
/// the diagonals she learned one column further. A neighbour that does not answer the lines
/// question herself (any other piece) answers it row by row, through her own `can_attack`.
class fast_queen final : public piece {
public:
    /// Throws `std::invalid_argument` unless 1 <= column <= size <= 64 and `rules` allow at
    /// least one row of the board.
    fast_queen(int column, int size, piece& neighbour, placement_rules rules = {});

    [[nodiscard]] bool can_attack(int row, int column) const override;
    [[nodiscard]] bool find_solution() override;
    [[nodiscard]] bool advance() override;

    [[nodiscard]] int row() const noexcept override;
    [[nodiscard]] int column() const noexcept override { return column_; }
    void write_rows(std::span<int> rows) const override;
    [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override;

private:
    void learn_from_neighbour();
    [[nodiscard]] bool settle(row_mask open);
    [[nodiscard]] attacked_lines attacked_rows_elsewhere(int column, int size) const;

    row_mask at_ = 0; // the row she stands on, as a one-bit mask (none until placed)
    const int column_;
    const int size_;
    const row_mask board_;   // every row of the board
    const row_mask allowed_; // rows she may stand on, within the board
    const row_mask edges_;   // see placement_rules::edges
    piece* neighbour_;       // never null: the chain ends in a null_queen
    attacked_lines left_{};  // what the neighbour said about my column, valid until she moves
    row_mask safe_ = 0;      // allowed rows no one to my left attacks: allowed_ & ~left_.all()
    bool informed_ = false;
};

/// Fast queens on every column.
[[nodiscard]] QUEENS_API piece_maker make_fast_queen();

} // namespace queens
