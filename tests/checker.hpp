// An independent checker, written for the tests only: it shares no code with the library's
// `can_attack`, so a bug there cannot hide a bug here.
#pragma once

#include <cstdlib>
#include <vector>

namespace queens_test {

/// True when `rows` (row of column 1 first, 1-based) places N non-attacking queens on N x N.
inline bool is_queens_solution(const std::vector<int>& rows) {
    const int n = static_cast<int>(rows.size());
    std::vector<bool> row_used(static_cast<std::size_t>(n) + 1, false);
    std::vector<bool> sum_used(2 * static_cast<std::size_t>(n) + 2, false);
    std::vector<bool> diff_used(2 * static_cast<std::size_t>(n) + 2, false);
    for (int c = 0; c < n; ++c) {
        const int r = rows[static_cast<std::size_t>(c)];
        if (r < 1 || r > n) {
            return false;
        }
        const auto sum = static_cast<std::size_t>(r + c);
        const auto diff = static_cast<std::size_t>(r - c + n);
        if (row_used[static_cast<std::size_t>(r)] || sum_used[sum] || diff_used[diff]) {
            return false;
        }
        row_used[static_cast<std::size_t>(r)] = sum_used[sum] = diff_used[diff] = true;
    }
    return true;
}

} // namespace queens_test
