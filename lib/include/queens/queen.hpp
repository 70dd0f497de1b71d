// The canonical queen: Budd's Queen, message for message.
#pragma once

#include <queens/piece.hpp>

namespace queens {

/// A queen with a fixed column and a varying row, who knows only her left neighbour.
///
/// The code follows Budd's Ruby (seed 003) with one engineering change: where Budd's `advance`
/// calls `find_solution`, which calls `advance` again for every row tried (so the stack grows
/// with every square tested), here the step "move to my next row, or ask my neighbour to advance
/// when I run out of rows" is a private helper, `next_square`. The messages stay mutually
/// recursive between neighbours (my `find_solution` asks my neighbour to `advance`, whose
/// `find_solution` may ask hers), but the depth grows with the number of queens only.
class queen final : public piece {
public:
    /// `neighbour` must outlive this queen; the chain owner (`board`) guarantees it.
    queen(int column, int size, piece& neighbour) noexcept : queen{column, 1, size, neighbour} {}
    /// A queen who keeps to rows `first_row..last_row` of her column: one row pins her to a
    /// square; half the column lets a search skip mirror images.
    queen(int column, int first_row, int last_row, piece& neighbour) noexcept
        : row_{first_row}, column_{column}, first_row_{first_row}, last_row_{last_row},
          neighbour_{&neighbour} {}

    [[nodiscard]] bool can_attack(int row, int column) const override;
    [[nodiscard]] bool find_solution() override;
    [[nodiscard]] bool advance() override;

    [[nodiscard]] int row() const noexcept override { return row_; }
    [[nodiscard]] int column() const noexcept override { return column_; }
    void write_rows(std::span<int> rows) const override;

private:
    [[nodiscard]] bool next_square();

    int row_;             // varies; starts at the top, as in Budd's constructor
    const int column_;    // fixed for life
    const int first_row_; // her rows: 1..size on an ordinary board
    const int last_row_;
    piece* neighbour_; // never null: the chain ends in a null_queen
};

} // namespace queens
