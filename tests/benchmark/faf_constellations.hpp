// The start constellations of NQueensFAF's method (see faf_baseline.hpp): written for this
// project from the MIT-licensed source of NQueensFAF (github.com/olepoeschl/NQueensFAF,
// Copyright (c) 2021 Ole Pöschl, Tim Pöschl), its `ConstellationsGenerator` and
// `ConstellationUtils`.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace baseline::faf {

/// The smallest board the method counts right (checked down to it in test_baselines).
inline constexpr int min_size = 7;
/// The largest board: queen j's diagonal must fit a 32-bit mask from the first free row on.
inline constexpr int max_size = 23;

/// The queens on the four border lines: i in the first row (column i), j in the last row
/// (column j), k in the first column (row k), l in the last column (row l).
struct border {
    int i = 0;
    int j = 0;
    int k = 0;
    int l = 0;
    friend bool operator==(const border&, const border&) = default;
};

/// A sub-constellation: its border queens, the preset queens of rows 1 .. start - 1, and the
/// masks of row `start` (n bits, column c at bit n - 1 - c) without queens j, k and l's
/// diagonals from below, which the solver adds.
struct constellation {
    border at;
    int start = 0;
    std::uint32_t ld = 0;
    std::uint32_t rd = 0;
    std::uint32_t col = 0;
};

/// The board turned by 90 degrees.
inline border rotated(int n, border b) { return {n - 1 - b.k, n - 1 - b.l, b.j, b.i}; }

/// Turned and mirrored so that j is the queen nearest a corner, on the right of the last row.
inline border j_as_min(int n, border b) {
    const auto distance = [n](int x) { return std::min(x, n - 1 - x); };
    int turns = 0;
    int nearest = distance(b.j);
    if (distance(b.i) < nearest) {
        turns = 2;
        nearest = distance(b.i);
    }
    if (distance(b.k) < nearest) {
        turns = 3;
        nearest = distance(b.k);
    }
    if (distance(b.l) < nearest) {
        turns = 1;
    }
    for (int t = 0; t < turns; ++t) {
        b = rotated(n, b);
    }
    if (b.j < n - 1 - b.j) {
        b = {n - 1 - b.i, n - 1 - b.j, b.l, b.k};
    }
    return b;
}

/// How many solutions each one found in the constellation stands for: 2 if it is its own
/// image by a quarter turn, 4 by a half turn, else 8.
inline int symmetry_weight(int n, border b) {
    if (b.i != n - 1 - b.j || b.k != n - 1 - b.l) {
        return 8;
    }
    return rotated(n, b) == b ? 2 : 4;
}

/// One border placement per class of rotations, as NQueensFAF enumerates them.
inline std::vector<border> start_constellations(int n) {
    std::vector<border> kept;
    std::vector<char> seen(static_cast<std::size_t>(n * n * n * n), 0);
    const auto index = [n](border b) {
        return static_cast<std::size_t>(((b.i * n + b.j) * n + b.k) * n + b.l);
    };
    const auto add = [&](border b) {
        seen[index(b)] = 1;
        kept.push_back(b);
    };
    // No queen in a corner; j nearer its corner than i and l, and k than the other corner.
    for (int j = 1; j < (n + 1) / 2; ++j) {
        for (int l = j + 1; l < n - 1; ++l) {
            for (int k = n - j - 2; k > 0; --k) {
                if (k == l) {
                    continue;
                }
                for (int i = j + 1; i < n - 1; ++i) {
                    if (i == n - 1 - l || i == k) {
                        continue;
                    }
                    border b{i, j, k, l};
                    bool known = false;
                    for (int t = 0; t < 3 && !known; ++t) {
                        b = rotated(n, b);
                        known = seen[index(b)] != 0;
                    }
                    if (!known) {
                        add({i, j, k, l});
                    }
                }
            }
        }
    }
    // A queen in the corner (n - 1, n - 1): every such placement is its own class.
    for (int k = 1; k < n - 2; ++k) {
        for (int i = k + 1; i < n - 1; ++i) {
            add({i, n - 1, k, n - 1});
        }
    }
    return kept;
}

namespace detail {

template <class Visit>
void place_preset(int n, const border& b, int preset, std::uint32_t ld, std::uint32_t rd,
                  std::uint32_t col, int row, int queens, Visit& visit) {
    if (row == b.k || row == b.l) {
        place_preset(n, b, preset, ld << 1, rd >> 1, col, row + 1, queens, visit);
        return;
    }
    if (queens == preset) {
        visit(constellation{b, row, ld, rd, col});
        return;
    }
    const std::uint32_t top = std::uint32_t{1} << (n - 1);
    const std::uint32_t all = (top << 1) - 1;
    const std::uint32_t from_below_ld = ((top >> b.j) | (top >> b.l)) >> (n - 1 - row);
    const std::uint32_t from_below_rd = ((top >> b.j) | (std::uint32_t{1} << b.k)) << (n - 1 - row);
    std::uint32_t free = ~(ld | rd | col | from_below_ld | from_below_rd) & all;
    while (free != 0) {
        const std::uint32_t bit = free & (~free + 1);
        free ^= bit;
        place_preset(n, b, preset, (ld | bit) << 1, (rd | bit) >> 1, col | bit, row + 1, queens + 1,
                     visit);
    }
}

} // namespace detail

/// Calls `visit` with every sub-constellation of `preset` queens (border queens included).
template <class Visit>
void for_each_constellation(int n, int preset, Visit visit) {
    const std::uint32_t top = std::uint32_t{1} << (n - 1);
    for (const border raw : start_constellations(n)) {
        const border b = j_as_min(n, raw);
        // Row 1's masks: queen i's diagonals, and queens k's and l's from below.
        const std::uint32_t ld = (top >> (b.i - 1)) | (std::uint32_t{1} << (n - b.k));
        const std::uint32_t rd = (top >> (b.i + 1)) | (std::uint32_t{1} << (b.l - 1));
        const std::uint32_t col = 1 | top | (top >> b.i) | (top >> b.j);
        detail::place_preset(n, b, preset, ld, rd, col, 1, b.j == n - 1 ? 3 : 4, visit);
    }
}

} // namespace baseline::faf
