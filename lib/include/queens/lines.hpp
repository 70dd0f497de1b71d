// The bigger question fast pieces ask each other, beside Budd's protocol (optional for pieces).
//
// Budd's queen asks her neighbour about one square at a time. A piece that can answer for a
// whole column at once, as sets of rows (bit masks), lets a fast right neighbour choose her
// next row with a few bit operations. Answering is optional: a piece that does not is asked
// row by row, through Budd's own `can_attack`, so every piece can stand beside a fast one.
// Masks cap the board at 64 rows for the pieces that use them, and only for those.
#pragma once

#include <queens/piece.hpp>

#include <cstdint>

namespace queens {

/// One bit per row of a column: bit `r - 1` stands for row `r`.
using row_mask = std::uint64_t;
/// The largest board a row mask covers.
inline constexpr int max_mask_size = 64;

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

/// A piece that answers for a whole column in one message.
class line_answerer {
public:
    line_answerer() = default;
    line_answerer(const line_answerer&) = delete;
    line_answerer& operator=(const line_answerer&) = delete;
    line_answerer(line_answerer&&) = delete;
    line_answerer& operator=(line_answerer&&) = delete;
    virtual ~line_answerer() = default;

    /// "Which rows of `column` (on a board of `size` <= 64) do you and everyone to your left
    /// attack?"
    [[nodiscard]] virtual attacked_lines attacked_rows(int column, int size) const = 0;
};

/// The lines question answered through Budd's own message: `can_attack` once per row of
/// `column` (the answer has `column_only` set). Slow, but every piece can answer it.
[[nodiscard]] attacked_lines ask_row_by_row(const piece& asked, int column, int size);

/// How to ask a piece the lines question: the piece itself when it answers it, an empty
/// answer for the sentinel, and `can_attack` row by row for every other piece. Resolved once,
/// when the asker is built; asking is then one virtual call.
class lines_of final {
public:
    explicit lines_of(const piece& asked) noexcept;
    lines_of(const lines_of&) = delete;
    lines_of& operator=(const lines_of&) = delete;
    lines_of(lines_of&&) = delete;
    lines_of& operator=(lines_of&&) = delete;
    ~lines_of() = default;

    [[nodiscard]] attacked_lines at(int column, int size) const {
        return answerer_->attacked_rows(column, size);
    }
    /// Whether the piece answers the question itself (or is the sentinel).
    [[nodiscard]] bool answered_by_piece() const noexcept { return answerer_ != &row_by_row_; }

private:
    class row_by_row final : public line_answerer {
    public:
        explicit row_by_row(const piece& asked) noexcept : asked_{&asked} {}
        [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override {
            return ask_row_by_row(*asked_, column, size);
        }

    private:
        const piece* asked_;
    };

    row_by_row row_by_row_;
    const line_answerer* answerer_;
};

} // namespace queens
