// A queen who is not symmetric, shared by the registry's checks (test_registry_checks.cpp) and
// the command line's (test_cli_words.cpp): a kind that says she is symmetric is refused.
#pragma once

#include <queens/queen.hpp>

namespace queens_test {

/// Attacks her row and one diagonal only: her solutions are not mirror images of each other.
class half_queen final : public queens::queen {
public:
    using queen::queen;

    [[nodiscard]] bool can_attack(int row, int column) const override {
        const bool mine = row == this->row() || row - column == this->row() - this->column();
        return mine || neighbour().can_attack(row, column);
    }
};

} // namespace queens_test
