#include <queens/fast_queen.hpp>

#include <queens/queen.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace queens {
namespace {

constexpr row_mask board_rows(int size) noexcept {
    if (size <= 0) {
        return 0;
    }
    return size >= max_mask_size ? ~row_mask{0} : (row_mask{1} << size) - 1;
}

/// The set bit `at` and every bit above it: the rows at or after a row (none when `at` is 0).
constexpr row_mask from(row_mask at) noexcept { return ~(at - 1); }

/// Moves squares `by` columns to the right along lines that climb one row per column (`up`)
/// or descend; squares pushed off the 64-row mask vanish.
constexpr row_mask slide(row_mask rows, int by, bool up) noexcept {
    const bool shift_up = (by >= 0) == up;
    const int distance = by >= 0 ? by : -by;
    if (distance >= 64) {
        return 0;
    }
    return shift_up ? rows << distance : rows >> distance;
}

} // namespace

namespace {

row_mask checked_rows(int column, int size, row_mask allowed) {
    check_mask_size(size, "fast queens");
    if (column < 1 || column > size) {
        throw std::invalid_argument("a fast queen's column must be in 1.." + std::to_string(size) +
                                    ", not " + std::to_string(column));
    }
    if ((allowed & board_rows(size)) == 0) {
        throw std::invalid_argument("a fast queen must be allowed at least one row of the board");
    }
    return allowed & board_rows(size);
}

} // namespace

fast_queen::fast_queen(int column, int size, piece& neighbour, placement_rules rules)
    : column_{column}, size_{size}, board_{board_rows(size)}, allowed_{checked_rows(column, size,
                                                                                    rules.allowed)},
      edges_{rules.edges & board_}, neighbour_{&neighbour} {}

int fast_queen::row() const noexcept { return at_ == 0 ? 0 : std::countr_zero(at_) + 1; }

bool fast_queen::can_attack(int row, int column) const {
    if (at_ != 0 && on_queen_line(row, column, this->row(), column_)) { // on a square: her rule
        return true;
    }
    return neighbour_->can_attack(row, column);
}

void fast_queen::learn_from_neighbour() {
    // Copied field by field: a whole-struct copy compiles to 16-byte loads that straddle the
    // answer's 8-byte stores and stall store forwarding on every move (about 20 % here).
    const attacked_lines answer = neighbour_->attacked_rows(column_, size_);
    left_.rows = answer.rows;
    left_.rising = answer.rising;
    left_.falling = answer.falling;
    left_.column_only = answer.column_only;
    safe_ = allowed_ & ~(answer.rows | answer.rising | answer.falling);
    if (edges_ != 0) {
        const row_mask used = answer.rows & edges_;
        safe_ = used == 0 ? 0 : used == edges_ ? safe_ : safe_ & edges_;
    }
    informed_ = true;
}

bool fast_queen::settle(row_mask open) {
    while (open == 0) {
        // No safe row left for me: my neighbours must move first, and then I start again.
        if (!neighbour_->advance()) {
            return false;
        }
        learn_from_neighbour();
        open = safe_;
    }
    at_ = open & (~open + 1); // the lowest open row
    return true;
}

bool fast_queen::find_solution() {
    if (!informed_) {
        learn_from_neighbour(); // just placed: she starts at her first safe row
        return settle(safe_);
    }
    return settle(safe_ & from(at_));
}

bool fast_queen::advance() {
    if (!informed_) {
        learn_from_neighbour();
    }
    return settle(safe_ & from(at_ << 1));
}

void fast_queen::write_rows(std::span<int> rows) const {
    if (rows.size() < static_cast<std::size_t>(column_)) {
        throw std::out_of_range("write_rows: " + std::to_string(rows.size()) +
                                " rows given, the fast queen in column " + std::to_string(column_) +
                                " needs at least " + std::to_string(column_));
    }
    rows[static_cast<std::size_t>(column_ - 1)] = row();
    neighbour_->write_rows(rows);
}

attacked_lines fast_queen::attacked_rows(int column, int size) const {
    if (at_ == 0) { // on no square yet, nor told where her neighbours stand: theirs alone
        return neighbour_->attacked_rows(column, size);
    }
    if (column != column_ + 1 || left_.column_only) {
        return attacked_rows_elsewhere(column, size);
    }
    // The question a fast right neighbour asks on every move: three shifts.
    attacked_lines answer;
    answer.rows = left_.rows | at_;
    answer.rising = ((left_.rising | at_) << 1) & board_;
    answer.falling = (left_.falling | at_) >> 1;
    return answer;
}

attacked_lines fast_queen::attacked_rows_elsewhere(int column, int size) const {
    // In 64 bits, then held to what a shift can move (any column can be asked about: INT_MIN
    // minus her column would overflow an int).
    const int distance = static_cast<int>(
        std::clamp<std::int64_t>(std::int64_t{column} - column_, -max_mask_size, max_mask_size));
    attacked_lines answer;
    if (!left_.column_only) {
        // Straight lines all the way left: carry them to `column` by shifting.
        answer.rows = left_.rows | at_;
        answer.rising = slide(left_.rising | at_, distance, true);
        answer.falling = slide(left_.falling | at_, distance, false);
    } else {
        // My neighbour's answer held for my column only: ask her again for this one.
        answer = neighbour_->attacked_rows(column, size);
        answer.rows |= at_;
        answer.rising |= slide(at_, distance, true);
        answer.falling |= slide(at_, distance, false);
    }
    const row_mask rows_of_board = board_rows(size);
    answer.rows &= rows_of_board;
    answer.rising &= rows_of_board;
    answer.falling &= rows_of_board;
    return answer;
}

piece_maker make_fast_queen() {
    return [](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<fast_queen>(column, size, neighbour);
    };
}

} // namespace queens
