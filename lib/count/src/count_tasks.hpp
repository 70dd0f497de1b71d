// How a count is cut into independent tasks, and what each task's solutions stand for.
// Private to the library (not installed): the counting sources share it.
#pragma once

#include <queens/fast_queen.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace queens::detail {

/// The 8-fold symmetric search (Takaken's method), as cooperating queens. Rows and columns are
/// 0-based here, as in the method's own description. Every class of solutions under the eight
/// symmetries of the square has a representative inside a search restricted by two bounds:
/// - corner tasks: the first queen on row 0 (a corner). The queen in column 1 stands on row
///   `bound1`, and the columns before `bound1` avoid row 1; every solution found is one class
///   of eight distinct images.
/// - inner tasks: the first queen on row `bound1` with `bound1 < bound2 = n - 1 - bound1`; the
///   columns before `bound1` avoid both edge rows, column `bound2` obeys the edge rule (see
///   `placement_rules::edges`) and the last column keeps `bound1` rows away from the edges.
///   A solution found is then checked against its rotations (`inner_weight`).
/// Each task also pins one more queen, so that there are many more tasks than threads.
struct symmetric_task {
    bool corner = false;
    int bound1 = 0;
    int pinned_column = 0; // the extra pin, for load balance
    int pinned_row = 0;
};

/// Where the queen of 0-based column `y` may stand in `task` on a board of `n`.
[[nodiscard]] placement_rules symmetric_rules(const symmetric_task& task, int n, int y);

/// Every task of the symmetric search of a board of `n` >= 2.
[[nodiscard]] std::vector<symmetric_task> symmetric_tasks(int n);

/// How many distinct solutions an inner task's solution stands for: 2 when a quarter turn
/// leaves it unchanged, 4 when a half turn does, 8 otherwise, and 0 when one of its rotations
/// comes first in the method's order (that rotation is found and counted instead).
/// `rows[c - 1]` is the 1-based row of column c.
[[nodiscard]] std::uint64_t inner_weight(std::span<const int> rows, int bound1);

} // namespace queens::detail
