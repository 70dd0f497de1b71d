// The textbook queen: Budd's Queen, message for message, and the steps a new queen may change.
#pragma once

#include <queens/piece.hpp>

#include <cstdint>

namespace queens {

/// The rows of her column a queen keeps to, `first..last`: one row pins her to a square; half
/// the column lets a search skip mirror images.
struct row_range {
    int first = 1;
    int last = 1;
};

/// No row at all: where a queen stands before her first `find_solution` (row 0, like the
/// sentinel), and what `next_row` answers once she has tried all her rows.
inline constexpr int no_row = 0;

/// The queen's rule, for every piece that attacks like a queen: same row, or same diagonal
/// (equal row and column distances). Worked modulo 2^32, so no sum overflows whatever squares
/// are asked; exact for rows and columns within 2^30 of the first (every board's squares, and
/// far beyond).
[[nodiscard]] constexpr bool on_queen_line(int row, int column, int other_row,
                                           int other_column) noexcept {
    const auto wrap = [](int value) noexcept { return static_cast<std::uint32_t>(value); };
    return row == other_row || wrap(row) - wrap(column) == wrap(other_row) - wrap(other_column) ||
           wrap(row) + wrap(column) == wrap(other_row) + wrap(other_column);
}

/// A queen with a fixed column and a varying row, who knows only her left neighbour.
///
/// Budd's two moving messages, `find_solution` and `advance`, are written once, here, and are
/// `final`. What a queen may do her own way are the three steps they call, her *walk* along
/// her column (a template method, docs/patterns.md): where she starts (`first_row`), which row
/// she tries next (`next_row`), and what she does when she has tried them all (`out_of_rows`).
/// Budd's queen starts at her first row, steps one row on, and asks her neighbour to advance.
///
/// One engineering change from Budd's Ruby: where his `advance` calls `find_solution`, which
/// calls `advance` again for every row tried (so the stack grows with every square tested),
/// the step "move to my next row, or ask my neighbour to advance when I run out" is a private
/// helper, `next_square`. The messages stay mutually recursive between neighbours, but the
/// depth grows with the number of queens only.
///
/// A kind of piece that walks as she does and attacks other squares derives through
/// `chained_piece` (pieces.hpp) and answers one question, `attacks`.
class queen : public piece {
public:
    /// A queen in `column` of a board of `size`, free to use every row; `neighbour` must outlive
    /// her (the chain owner, `board`, guarantees it). Throws `std::invalid_argument` unless
    /// 1 <= column <= size <= max_size.
    queen(int column, int size, piece& neighbour);
    /// The same queen keeping to `rows`. Throws unless 1 <= rows.first <= rows.last <= size.
    queen(int column, int size, piece& neighbour, row_range rows);

    [[nodiscard]] bool can_attack(int row, int column) const override;
    /// Throws `std::logic_error` when a step of her walk names a row outside her rows.
    [[nodiscard]] bool find_solution() final;
    /// Throws `std::logic_error` when a step of her walk names a row outside her rows.
    [[nodiscard]] bool advance() final;

    [[nodiscard]] int row() const noexcept final { return row_; }
    [[nodiscard]] int column() const noexcept final { return column_; }
    /// Throws `std::out_of_range` when `rows` is shorter than her column.
    void write_rows(std::span<int> rows) const final;

protected:
    // Her walk. Each step may depend on her column, the board's size, her rows and the row it
    // is given, and on nothing else that changes: the library follows a walk by asking it
    // (count.hpp), and threads and shards then find her number. A row named must lie in
    // `rows()`.

    // [snippet walk]
    /// Where I start: my row before my first search, and again whenever my neighbour has moved.
    [[nodiscard]] virtual int first_row() const { return rows_.first; }
    /// The row I try after `row`: when it is not one of my rows, I have tried them all.
    [[nodiscard]] virtual int next_row(int row) const { return row + 1; }
    /// Every row tried: my neighbours must move before any row of mine can work again, so I ask
    /// my neighbour to advance. True when she could: then I start again from my first row.
    [[nodiscard]] virtual bool out_of_rows() { return neighbour_->advance(); }
    // [end snippet]

    /// My left neighbour, for a kind of piece that asks her its own way.
    [[nodiscard]] piece& neighbour() const noexcept { return *neighbour_; }
    /// The size of the board I stand on.
    [[nodiscard]] int size() const noexcept { return size_; }
    /// The rows I keep to: all of them, or the one I am pinned to.
    [[nodiscard]] row_range rows() const noexcept { return rows_; }

private:
    [[nodiscard]] bool next_square();
    void start();
    [[nodiscard]] bool start_again();
    [[noreturn]] void astray(int row) const;
    /// Whether `row` is one of mine (within `rows_`).
    [[nodiscard]] bool is_mine(int row) const noexcept {
        return row >= rows_.first && row <= rows_.last;
    }

    int row_ = no_row; // varies; none until her first find_solution, then a row of rows_
    const int column_; // fixed for life
    const int size_;   // the board's
    const row_range rows_;
    piece* neighbour_; // never null: the chain ends in a null_queen
};

} // namespace queens
