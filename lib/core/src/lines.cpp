#include <queens/lines.hpp>
#include <queens/piece.hpp>

#include <stdexcept>
#include <string>

namespace queens {

void check_mask_size(int size, const char* what) {
    if (size < 1 || size > max_mask_size) {
        throw std::invalid_argument(std::string{what} + " cover boards of 1 to " +
                                    std::to_string(max_mask_size) + " rows, not " +
                                    std::to_string(size));
    }
}

attacked_lines ask_row_by_row(const piece& asked, int column, int size) {
    check_mask_size(size, "the lines question's masks");
    attacked_lines answer;
    answer.column_only = true;
    for (int row = 1; row <= size; ++row) {
        if (asked.can_attack(row, column)) {
            answer.rows |= row_mask{1} << (row - 1);
        }
    }
    return answer;
}

attacked_lines piece::attacked_rows(int column, int size) const {
    return ask_row_by_row(*this, column, size);
}

} // namespace queens
