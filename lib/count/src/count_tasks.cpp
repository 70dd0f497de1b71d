#include "count_tasks.hpp"

#include <queens/solution.hpp>

#include <algorithm>
#include <array>

namespace queens::detail {

namespace {
row_mask bit(int row) { return row_mask{1} << row; }
} // namespace

placement_rules symmetric_rules(const symmetric_task& task, int n, int y) {
    placement_rules rules;
    const int bound2 = n - 1 - task.bound1;
    if (task.corner) {
        if (y == 0) {
            rules.allowed = bit(0);
        } else if (y == 1) {
            rules.allowed = bit(task.bound1);
        } else if (y < task.bound1 && y < n - 1) {
            rules.allowed = ~bit(1);
        }
    } else if (y == 0) {
        rules.allowed = bit(task.bound1);
    } else if (y == n - 1) {
        rules.allowed = 0;
        for (int row = task.bound1; row <= n - 1 - task.bound1; ++row) {
            rules.allowed |= bit(row);
        }
    } else if (y < task.bound1) {
        rules.allowed = ~(bit(0) | bit(n - 1));
    } else if (y == bound2) {
        rules.edges = bit(0) | bit(n - 1);
    }
    if (y == task.pinned_column) {
        rules.allowed &= bit(task.pinned_row);
    }
    return rules;
}

std::vector<symmetric_task> symmetric_tasks(int n) {
    std::vector<symmetric_task> tasks;
    const auto attacks = [](int column_a, int row_a, int column_b, int row_b) {
        const int rows_apart = row_a > row_b ? row_a - row_b : row_b - row_a;
        return row_a == row_b || rows_apart == column_b - column_a;
    };
    for (int bound1 = 2; bound1 < n - 1; ++bound1) {
        for (int row = 0; row < n; ++row) {
            const symmetric_task task{true, bound1, 2, row};
            if ((symmetric_rules(task, n, 2).allowed & bit(row)) != 0 && !attacks(0, 0, 2, row) &&
                !attacks(1, bound1, 2, row)) {
                tasks.push_back(task);
            }
        }
    }
    for (int bound1 = 1; bound1 < n - 1 - bound1; ++bound1) {
        for (int row = 0; row < n; ++row) {
            const symmetric_task task{false, bound1, 1, row};
            if ((symmetric_rules(task, n, 1).allowed & bit(row)) != 0 &&
                !attacks(0, bound1, 1, row)) {
                tasks.push_back(task);
            }
        }
    }
    return tasks;
}

std::uint64_t inner_weight(std::span<const int> rows, int bound1) {
    const int n = static_cast<int>(rows.size());
    const int bound2 = n - 1 - bound1;
    const auto row0 = [&](int y) { return rows[static_cast<std::size_t>(y)] - 1; };
    // Each rotation can only come first when it puts its first queen where this one is; the
    // guards test that cheaply, so most solutions weigh 8 without a comparison.
    const bool quarter = row0(bound2) == 0;
    const bool half = row0(n - 1) == n - 1 - bound1;
    const bool three_quarters = row0(bound1) == n - 1;
    if (!quarter && !half && !three_quarters) {
        return 8;
    }
    // The solution against one of its rotations (`transform`, the library's one set of
    // symmetry mappings): negative, zero or positive as the solution comes before, equals or
    // follows.
    std::array<int, max_mask_size> buffer{};
    const std::span<int> turned{buffer.data(), rows.size()};
    const auto compare = [&](symmetry s) {
        transform(s, rows, turned);
        const auto [mine, theirs] = std::mismatch(rows.begin(), rows.end(), turned.begin());
        return mine == rows.end() ? 0 : *mine < *theirs ? -1 : 1;
    };
    if (quarter) {
        const int order = compare(symmetry::rotate_90);
        if (order > 0) {
            return 0;
        }
        if (order == 0) {
            return 2;
        }
    }
    if (half) {
        const int order = compare(symmetry::rotate_180);
        if (order > 0) {
            return 0;
        }
        if (order == 0) {
            return 4;
        }
    }
    if (three_quarters && compare(symmetry::rotate_270) > 0) {
        return 0;
    }
    return 8;
}

} // namespace queens::detail
