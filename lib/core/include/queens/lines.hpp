// The bigger question fast pieces ask each other, beside Budd's three (`piece::attacked_rows`).
//
// Budd's queen asks her neighbour about one square at a time. A piece that can answer for a
// whole column at once, as sets of rows (bit masks), lets a fast right neighbour choose her
// next row with a few bit operations. Answering well is optional: a piece that does not answer
// it herself is asked row by row, through Budd's own `can_attack`, so every piece can stand
// beside a fast one. Masks cap the board at 64 rows for the pieces that use them, and only for
// those.
#pragma once

#include <queens/detail/export.hpp>

#include <cstdint>

namespace queens {

class piece;

/// One bit per row of a column: bit `r - 1` stands for row `r`.
using row_mask = std::uint64_t;
/// The largest board a row mask covers.
inline constexpr int max_mask_size = 64;

/// The one check of that limit, for every part that keeps a column in a mask: throws
/// `std::invalid_argument` ("`what` cover boards of 1 to 64 rows, not 65") unless
/// 1 <= size <= max_mask_size.
QUEENS_API void check_mask_size(int size, const char* what);

/// Which squares of one column a piece and everyone to her left attack, split by the line the
/// attack travels along. Straight queen lines can be carried to another column by shifting
/// (`rising` moves up one row per column, `falling` down). An answer built row by row, or from
/// pieces whose attacks are not straight lines, sets `column_only`: it holds for the column
/// asked only.
struct attacked_lines {
    row_mask rows = 0;    ///< attacked along rows
    row_mask rising = 0;  ///< attacked along diagonals that climb to the right
    row_mask falling = 0; ///< attacked along diagonals that descend to the right
    bool column_only = false;

    [[nodiscard]] constexpr row_mask all() const noexcept { return rows | rising | falling; }
};

/// The lines question asked through Budd's own message: `can_attack` once per row of `column`
/// (the answer has `column_only` set). Slow, but every piece can answer it this way: it is what
/// `piece::attacked_rows` does unless a piece answers better. Throws `std::invalid_argument`
/// for a `size` outside 1..64 (`check_mask_size`).
[[nodiscard]] QUEENS_API attacked_lines ask_row_by_row(const piece& asked, int column, int size);

} // namespace queens
