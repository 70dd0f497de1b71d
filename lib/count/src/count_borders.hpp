// NQueensFAF's start constellations as the constellation engine's tasks: the queens of the four
// border lines pinned, one constellation per class of the board's rotations. Private to the
// library (not installed).
#pragma once

#include "constellation.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace queens::detail {

/// The smallest board the border constellations count right (smaller ones keep Takaken's tasks).
inline constexpr int border_min_size = 7;

/// Where the border queens stand, as the method says it (its rows are the chain's columns): i in
/// the first row (column i), j in the last row (column j), k in the first column (row k), l in the
/// last column (row l); j and l are one queen in the corner.
struct border {
    int i = 0;
    int j = 0;
    int k = 0;
    int l = 0;
    friend bool operator==(const border&, const border&) = default;
};

/// One border placement per class of the board's rotations (NQueensFAF's
/// `ConstellationsGenerator`, its method written for this project: olepoeschl/NQueensFAF, MIT,
/// Copyright (c) 2021 Ole Pöschl, Tim Pöschl), each turned and mirrored so that j is the queen
/// nearest a corner, on the right of the last row.
[[nodiscard]] std::vector<border> border_placements(int n);

/// How many solutions each one found with `b` stands for: 2 if `b` is its own image by a
/// quarter turn, 4 by a half turn, else 8.
[[nodiscard]] int border_symmetry(int n, const border& b);

/// `b` as a constellation of the chain: the method's row r is the chain's column r, so the
/// chain walks from queen i to queen j. Every pinned queen's attacks are taken out of the other
/// columns' rows, so the queens to her left keep clear of her.
[[nodiscard]] constellation border_constellation(int n, const border& b);

/// The weight of a solution found with a border placement that a half turn (`symmetry` 4) or a
/// quarter turn (2) leaves unchanged (`fold`): its images by those turns are found with it, so it
/// counts only if it comes first among them, for the distinct solutions of its class. `rows[c]` is
/// the 1-based row of column c + 1.
[[nodiscard]] std::uint64_t border_weight(std::span<const int> rows, int fold);

} // namespace queens::detail
