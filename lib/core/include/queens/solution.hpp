// A solution as a value: the row of each column, 1-based as in Budd's slides.
#pragma once

#include <queens/detail/export.hpp>

#include <compare>
#include <iosfwd>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace queens {

/// The largest board a chain may have. Each kind of piece may serve fewer (pieces that keep
/// their rows in 64-bit masks serve 64); an exhaustive search is out of reach far below this
/// anyway, but a first solution by a fast piece, or a completion, is not.
inline constexpr int max_size = 1000;
/// Chess notation names files a..z, so it covers boards up to this size.
inline constexpr int max_chess_size = 26;

/// Throws `std::invalid_argument` naming the accepted range unless 1 <= size <= max_size.
QUEENS_API void check_size(int size);

/// A square on the board, 1-based: `column` is the file (a = 1), `row` the rank.
struct square {
    int column = 0;
    int row = 0;
    friend constexpr auto operator<=>(const square&, const square&) = default;
};

/// The eight symmetries of the square board.
enum class symmetry {
    identity,
    rotate_90,
    rotate_180,
    rotate_270,
    flip_columns, ///< mirror left-right
    flip_rows,    ///< mirror top-bottom
    transpose,    ///< mirror in the a1-h8 diagonal
    anti_transpose,
};
inline constexpr symmetry all_symmetries[] = {
    symmetry::identity,     symmetry::rotate_90, symmetry::rotate_180, symmetry::rotate_270,
    symmetry::flip_columns, symmetry::flip_rows, symmetry::transpose,  symmetry::anti_transpose};

/// The symmetry in words: "a quarter turn", "the a1-h8 mirror" ("identity" for the identity).
[[nodiscard]] QUEENS_API std::string_view to_string(symmetry s) noexcept;

/// Where symmetry `s` takes square `sq` of a board of `size`: the one place in the library that
/// says what each of the eight symmetries does. Throws `std::invalid_argument` unless
/// 1 <= size <= max_size, `sq` is on the board and `s` is one of the eight.
[[nodiscard]] constexpr square image(symmetry s, square sq, int size) {
    const int c = sq.column;
    const int r = sq.row;
    if (size < 1 || size > max_size || c < 1 || c > size || r < 1 || r > size) {
        throw std::invalid_argument("a symmetry maps the squares of a board of 1 to 1000: not " +
                                    std::to_string(c) + "," + std::to_string(r) + " of " +
                                    std::to_string(size));
    }
    const int m = size + 1; // 1-based: row r mirrors to m - r
    switch (s) {
    case symmetry::identity:
        return sq;
    case symmetry::rotate_90:
        return {r, m - c};
    case symmetry::rotate_180:
        return {m - c, m - r};
    case symmetry::rotate_270:
        return {m - r, c};
    case symmetry::flip_columns:
        return {m - c, r};
    case symmetry::flip_rows:
        return {c, m - r};
    case symmetry::transpose:
        return {r, c};
    case symmetry::anti_transpose:
        return {m - r, m - c};
    }
    throw std::invalid_argument("symmetry " + std::to_string(static_cast<int>(s)) +
                                " is none of the eight (a value cast by hand)");
}

/// Writes the image of a placement under `s`: `rows[c - 1]` is the row of the queen in column
/// c (1-based, one queen per column and per row, as in any solution of pieces that attack
/// along rows), and `out` (as long as `rows`) gets the image's rows the same way. Throws
/// `std::invalid_argument` when `out` is not as long as `rows` or overlaps it (no image is
/// written in place), a row is off the board, or two pieces share a row that `s` turns into a
/// column (the image is no placement of one piece per column).
QUEENS_API void transform(symmetry s, std::span<const int> rows, std::span<int> out);

/// True when `rows` (as for `transform`) is the smallest of its eight images: the canonical
/// form that stands for its fundamental solution.
[[nodiscard]] QUEENS_API bool is_canonical(std::span<const int> rows);

enum class notation { rows, chess };
enum class drawing { ascii, unicode };

/// One placement of N queens: `row(c)` is the row of the queen in column `c`.
/// Solutions compare lexicographically by rows, column 1 first.
class solution {
public:
    solution() = default;
    /// Throws `std::invalid_argument` unless every row is in 1..rows.size().
    explicit solution(std::vector<int> rows);

    [[nodiscard]] int size() const noexcept { return static_cast<int>(rows_.size()); }
    /// Throws `std::out_of_range` for a column off the board.
    [[nodiscard]] int row(int column) const {
        // Converted first: column - 1 would overflow at INT_MIN; any column off the board,
        // negative ones too, is past the end and throws std::out_of_range.
        return rows_.at(static_cast<std::size_t>(column) - 1);
    }
    [[nodiscard]] const std::vector<int>& rows() const& noexcept { return rows_; }
    /// Of a solution about to go (`*first_solution(8)`): its rows, moved out, not a reference
    /// into it.
    [[nodiscard]] std::vector<int> rows() && noexcept { return std::move(rows_); }
    /// Of a const solution about to go: its rows, copied.
    [[nodiscard]] std::vector<int> rows() const&& { return rows_; }

    /// This placement seen through one of the eight symmetries of the board.
    [[nodiscard]] solution transformed(symmetry s) const;
    /// The smallest of the eight images: solutions with the same canonical form are one
    /// fundamental solution.
    [[nodiscard]] solution canonical() const;
    /// How many distinct images the eight symmetries make of this placement: 1, 2, 4 or 8.
    [[nodiscard]] int distinct_images() const;

    friend auto operator<=>(const solution&, const solution&) = default;

private:
    std::vector<int> rows_;
};

/// `1 5 8 6 3 7 2 4` (rows) or `a1 b5 c8 d6 e3 f7 g2 h4` (chess, up to 26 columns).
[[nodiscard]] QUEENS_API std::string to_string(const solution& s, notation n = notation::rows);
/// The board drawn in text, top rank first, with rank numbers and file letters.
[[nodiscard]] QUEENS_API std::string draw(const solution& s, drawing d = drawing::ascii);
QUEENS_API std::ostream& operator<<(std::ostream& out, const solution& s);

/// Checks squares for pieces pinned on a board of `size`: the size first (`check_size`), then
/// each square on the board, at most one per column. Throws `std::invalid_argument` naming the
/// first that is not and what is accepted. The one place these rules are written.
QUEENS_API void check_pinned(std::span<const square> pinned, int size);
/// `pinned` sorted left to right, the order a chain meets them in: the one sort of pinned squares.
[[nodiscard]] QUEENS_API std::vector<square> in_column_order(std::vector<square> pinned);

/// Parses one square in chess notation (`c5`) for a board of `size`.
/// Throws `std::invalid_argument` naming what is accepted when the text is malformed or off-board.
[[nodiscard]] QUEENS_API square parse_square(std::string_view text, int size);
/// Parses a comma- or space-separated list of squares (`c5,e1`), at most one per column.
[[nodiscard]] QUEENS_API std::vector<square> parse_squares(std::string_view text, int size);
/// The chess name of a square, `c5`, for columns 1 to `max_chess_size` (files a to z) and rows
/// from 1; any other square as `(row 3, column 59)`.
[[nodiscard]] QUEENS_API std::string to_string(square sq);

} // namespace queens
