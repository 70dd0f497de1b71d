// How the library learns what a kind's pieces do without asking their type: a piece is put
// beside a left neighbour who answers by a script, and what she asks and where she stands are
// watched. Her walk (walk.hpp) and the facts the counting engines rely on
// (count_behaviour.cpp) are learnt this way; this is the one neighbour both use.
#pragma once

#include <queens/board.hpp>
#include <queens/lines.hpp>
#include <queens/piece.hpp>
#include <queens/registry.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace queens::detail {

/// Thrown by the scripted neighbour when a piece asks far more than a walk of her column needs:
/// a `std::logic_error`, so that code which cannot catch it by name (the explorer's module
/// catches in one place only) still says what happened.
struct walk_without_end : std::logic_error {
    explicit walk_without_end(int rows) : std::logic_error(said("a piece", rows)), size{rows} {}
    /// "<who> kept asking her neighbour about her column far past its <size> rows: ...".
    [[nodiscard]] static std::string said(const std::string& who, int size) {
        return who + " kept asking her neighbour about her column far past " +
               (size == 1 ? std::string{"its one row"} : "its " + std::to_string(size) + " rows") +
               ": her walk does not end";
    }
    int size; ///< the rows of her column
};

/// Which rows of a column are free (attacked by no one): index 1..size.
using free_rows = std::vector<char>;

/// Every row of a board of `size` free, or only row `only` (none when it is 0).
inline free_rows rows_free(int size, int only = -1) {
    free_rows rows(static_cast<std::size_t>(std::max(size, 0)) + 1, 0);
    for (int row = 1; row <= size; ++row) {
        rows[static_cast<std::size_t>(row)] = only == -1 || row == only ? 1 : 0;
    }
    return rows;
}

/// "the <singular> in column <column>": a kind's piece, as what the library learns of her
/// names her.
[[nodiscard]] inline std::string who(const piece_kind& kind, int column) {
    return "the " + escaped(kind.singular, longest_kind_words) + " in column " +
           std::to_string(column);
}

/// The row `p`, the kind's piece in `column`, stands on: one of the board's rows 1..size. Any
/// other row breaks her contract (piece.hpp) and is refused as hers, never used: the library
/// reads the rows of a piece it is learning through here.
[[nodiscard]] inline int row_on_board(const piece& p, const piece_kind& kind, int column,
                                      int size) {
    const int row = p.row();
    if (row < 1 || row > size) {
        throw broken_contract("piece '" + escaped(kind.name, longest_kind_name) +
                              "', on a board of " + std::to_string(size) + ": " +
                              who(kind, column) + " stands on row " + std::to_string(row) +
                              ": the board's rows are 1.." + std::to_string(size));
    }
    return row;
}

/// A left neighbour who answers by a script: which rows of the column asked about are free,
/// and how many times she can advance, each time leaving `after` free. Rows off the board are
/// free whatever the script says: a piece who tries one is seen standing there, and refused
/// (`row_on_board`). She counts what she is asked, and stops a piece that never stops asking.
class scripted_neighbour final : public piece {
public:
    explicit scripted_neighbour(int size) : size_{size} {}

    void script(free_rows now, int advances = 0, free_rows after = {}) {
        free_ = std::move(now);
        after_ = std::move(after);
        granted_ = advances;
        asked_ = 0;
        advances_asked_ = 0;
        walking_ = true;
    }
    /// Attacks nothing and answers without counting: for asking the piece to her right
    /// about every square.
    void attack_nothing() {
        script(rows_free(size_));
        walking_ = false;
    }
    /// Attacks everything and answers without counting: for asking the piece to her right
    /// whether she passes on the questions she does not answer herself.
    void attack_everything() {
        script(rows_free(size_, 0));
        walking_ = false;
    }
    [[nodiscard]] int advances_asked() const noexcept { return advances_asked_; }
    /// Where she says she stands, for a piece in `column` who looks: on `row` of the column to
    /// that piece's left, or nowhere (0, 0, as the sentinel) for row 0, as unless told.
    void stand_left_of(int column, int row) noexcept {
        column_ = row == 0 ? 0 : column - 1;
        row_ = row;
    }

    [[nodiscard]] bool can_attack(int row, int /*column*/) const override {
        ask();
        return attacked(row);
    }
    [[nodiscard]] attacked_lines attacked_rows(int /*column*/, int size) const override {
        ask();
        attacked_lines answer;
        answer.column_only = true;
        for (int row = 1; row <= std::min(size, max_mask_size); ++row) {
            if (attacked(row)) {
                answer.rows |= row_mask{1} << (row - 1);
            }
        }
        return answer;
    }
    [[nodiscard]] bool find_solution() override { return true; }
    [[nodiscard]] bool advance() override {
        ask();
        ++advances_asked_;
        if (granted_ == 0) {
            return false;
        }
        --granted_;
        free_ = after_;
        asked_ = 0; // she has moved: a new walk of the column begins, with its own questions
        return true;
    }
    [[nodiscard]] int row() const noexcept override { return row_; }
    [[nodiscard]] int column() const noexcept override { return column_; }
    void write_rows(std::span<int> /*rows*/) const override {}

private:
    [[nodiscard]] bool attacked(int row) const {
        return row >= 1 && row <= size_ && free_[static_cast<std::size_t>(row)] == 0;
    }
    void ask() const {
        // A walk of the column asks about each row once, twice with a move in between: more
        // than four times as often, her neighbour not moving, is a walk without end.
        if (walking_ && ++asked_ > 4 * size_ + 16) {
            throw walk_without_end{size_};
        }
    }

    int size_;
    free_rows free_;
    free_rows after_;
    int granted_ = 0;
    bool walking_ = true;
    mutable int asked_ = 0;
    int advances_asked_ = 0;
    int column_ = 0;
    int row_ = 0;
};

/// Where the neighbour of the piece in `column` is stood when she is asked whether she looks
/// there (piece.hpp, queen.hpp: she may not): nowhere (0), then, beside a column to her left,
/// on each of its rows on a board of up to `every_up_to` rows, else on four spread over it, its
/// ends included (the probes stay cheap: a count of 1,000 is estimated at once, one of 16
/// takes a fifth of a second).
inline std::vector<int> neighbour_rows(int column, int size, int every_up_to) {
    std::vector<int> rows{0};
    if (column == 1) {
        return rows;
    }
    if (size > every_up_to) {
        rows.insert(rows.end(), {1, size / 3, 2 * size / 3, size});
        return rows;
    }
    for (int row = 1; row <= size; ++row) {
        rows.push_back(row);
    }
    return rows;
}

/// A piece of `kind` beside `left`, free in `column` or pinned on row `pin`.
inline std::unique_ptr<piece> make_beside(const piece_kind& kind, int column, int size, piece& left,
                                          int pin = 0) {
    return pin == 0 ? kind.make(column, size, left) : kind.make_pinned({column, pin}, size, left);
}

} // namespace queens::detail
