#include <queens/lines.hpp>

#include <stdexcept>
#include <string>

namespace queens {
namespace {

/// The sentinel's answer: nothing is attacked, along any line, in any column.
class no_lines final : public line_answerer {
public:
    [[nodiscard]] attacked_lines attacked_rows(int /*column*/, int /*size*/) const override {
        return {};
    }
};

const line_answerer* answerer_for(const piece& asked) noexcept {
    static const no_lines sentinel_answer;
    if (dynamic_cast<const null_queen*>(&asked) != nullptr) {
        return &sentinel_answer;
    }
    return dynamic_cast<const line_answerer*>(&asked);
}

} // namespace

attacked_lines ask_row_by_row(const piece& asked, int column, int size) {
    if (size < 0 || size > max_mask_size) {
        throw std::invalid_argument("the lines question covers boards of up to " +
                                    std::to_string(max_mask_size) + " rows, not " +
                                    std::to_string(size));
    }
    attacked_lines answer;
    answer.column_only = true;
    for (int row = 1; row <= size; ++row) {
        if (asked.can_attack(row, column)) {
            answer.rows |= row_mask{1} << (row - 1);
        }
    }
    return answer;
}

lines_of::lines_of(const piece& asked) noexcept : row_by_row_{asked} {
    const line_answerer* own = answerer_for(asked);
    answerer_ = own != nullptr ? own : &row_by_row_;
}

} // namespace queens
