// The textbook queen: Budd's Queen, message for message.
#pragma once

#include <queens/piece.hpp>

namespace queens {

/// The rows of her column a queen keeps to, `first..last`: one row pins her to a square; half
/// the column lets a search skip mirror images.
struct row_range {
    int first = 1;
    int last = 1;
};

/// The queen's rule, for every piece that attacks like a queen: same row, or same diagonal
/// (equal row and column distances).
[[nodiscard]] constexpr bool on_queen_line(int row, int column, int other_row,
                                           int other_column) noexcept {
    return row == other_row || row - column == other_row - other_column ||
           row + column == other_row + other_column;
}

/// A queen with a fixed column and a varying row, who knows only her left neighbour.
///
/// The code follows Budd's Ruby version of the design with one engineering change: where Budd's
/// `advance` calls `find_solution`, which calls `advance` again for every row tried (so the stack
/// grows with every square tested), here the step "move to my next row, or ask my neighbour to
/// advance when I run out of rows" is a private helper, `next_square`. The messages stay mutually
/// recursive between neighbours (my `find_solution` asks my neighbour to `advance`, whose
/// `find_solution` may ask hers), but the depth grows with the number of queens only.
///
/// Other kinds of piece walk their column the same way and attack other squares: they derive
/// from `queen` through `chained_piece` (pieces.hpp), which asks them one question only.
class queen : public piece {
public:
    /// A queen in `column` of a board of `size`, free to use every row; `neighbour` must outlive
    /// her (the chain owner, `board`, guarantees it). Throws `std::invalid_argument` unless
    /// 1 <= column <= size <= max_size.
    queen(int column, int size, piece& neighbour);
    /// The same queen keeping to `rows`. Throws unless 1 <= rows.first <= rows.last <= size.
    queen(int column, int size, piece& neighbour, row_range rows);

    [[nodiscard]] bool can_attack(int row, int column) const override;
    [[nodiscard]] bool find_solution() final;
    [[nodiscard]] bool advance() final;

    [[nodiscard]] int row() const noexcept final { return row_; }
    [[nodiscard]] int column() const noexcept final { return column_; }
    void write_rows(std::span<int> rows) const final;

protected:
    /// My left neighbour, for a kind of piece that asks her its own way.
    [[nodiscard]] const piece& neighbour() const noexcept { return *neighbour_; }
    /// The size of the board I stand on.
    [[nodiscard]] int size() const noexcept { return size_; }

private:
    [[nodiscard]] bool next_square();

    int row_;          // varies; starts at the top of her rows, as in Budd's constructor
    const int column_; // fixed for life
    const int size_;   // the board's
    const row_range rows_;
    piece* neighbour_; // never null: the chain ends in a null_queen
};

} // namespace queens
