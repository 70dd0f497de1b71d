// What a row set of the quadrant engine promises: its unit of work, which weighs its tasks for
// the progress and the estimates (count_quadrants.cpp). Private to the library (not installed).
#pragma once

#include "quadrant_halves.hpp"
#include "quadrant_quarters.hpp"

#include <cstdint>
#include <vector>

namespace queens::detail {

/// The work the join of one case's row sets promises, reckoned from the quarter table before
/// anything is built, in pairs of quarter placements tried. A half tries, for each split of its
/// columns between its quarters, each north placement clear of the case's queens with every
/// south placement; a split itself costs about ten such pairs (its two groups looked up); and
/// the join matches the two halves' patterns, about one pair of quarter placements per 4,096
/// pairs of patterns (a half's patterns reckoned as its pairs of placements that are each clear
/// of the case's queens). The weights were fitted to the tasks' times at N = 16 to 19: a case's
/// tasks then take 0.92 to 1.13 of the time their promise says at N = 19 (docs/performance.md).
class quadrant_promise {
public:
    /// The promise of case `c` of a board of `n`, whose quarters are `quarters` (both kept by
    /// reference: they outlive it): it counts the placements of each group of the table that
    /// keep clear of the case's queens, at most 65,535 a group.
    quadrant_promise(const quarter_table& quarters, const quadrant_case& c, int n);

    /// What row set `rows` (the east half's rows among `c.free_rows`) promises: 0 when it is
    /// counted with another image, as the join skips it.
    [[nodiscard]] double of(std::uint32_t rows) const noexcept;

    /// The pairs of quarter placements the halves of row set `rows` try, each half whatever
    /// the other (a north placement clear of the case's queens with every south placement on
    /// the half's other columns, for each split of its columns), counted from the table.
    [[nodiscard]] double pairs_tried(std::uint32_t rows) const noexcept;

    /// The bytes a promise keeps for quarters of `h`.
    [[nodiscard]] static double bytes(int h) noexcept;

private:
    /// For each group of the table (rows, columns), how many of its placements keep clear of
    /// the case's queens as a north quarter and as a south one (at most 65,535: a weight).
    struct clear_counts {
        std::vector<std::uint16_t> north;
        std::vector<std::uint16_t> south;
    };
    struct half_work {
        double tried = 0;    ///< pairs of placements
        double splits = 0;   ///< of the half's columns between its quarters
        double patterns = 0; ///< pairs of placements each clear of the case's queens
    };

    [[nodiscard]] clear_counts counts_of(const half_bounds& bounds) const;
    [[nodiscard]] half_work half(const clear_counts& clear, std::uint32_t rows,
                                 std::uint32_t columns) const noexcept;
    [[nodiscard]] half_work east(std::uint32_t rows) const noexcept;
    [[nodiscard]] half_work west(std::uint32_t rows) const noexcept;

    const quarter_table* quarters_;
    const quadrant_case* case_;
    int n_;
    int h_;
    int k_;
    clear_counts east_;
    clear_counts west_;
};

} // namespace queens::detail
