// What a row set of the quadrant engine promises (lib/count/src/quadrant_promise.hpp), the unit
// that weighs its tasks for the progress and the estimates: the pairs of quarter placements its
// halves try, against a count made on the board square by square, and no work for a row set
// the join counts with another image (it skips those: promised, they made the forecast of an
// even board's tasks err by a factor of two either way).
#define BOOST_TEST_MODULE quadrant_promise
#include <boost/test/unit_test.hpp>

#include "quadrant_halves.hpp"
#include "quadrant_promise.hpp"
#include "quadrant_quarters.hpp"

#include <bit>
#include <cstdint>
#include <map>
#include <vector>

namespace qd = queens::detail;

namespace {

/// Queens on the board squares of one quarter of a half: one on each of `rows`, on distinct
/// columns among `columns`, no two attacking, and (when `avoid`) none on a diagonal the case
/// forbids. How many there are for each set of columns they take.
struct quarter_on_board {
    int n;
    std::vector<int> rows;
    std::vector<int> columns;
    std::uint64_t no_sum;
    std::uint64_t no_diff;
    bool avoid;

    std::map<std::uint32_t, double> by_columns() const {
        std::map<std::uint32_t, double> found;
        std::vector<int> at; // the column of each row placed so far
        place(at, 0, found);
        return found;
    }

private:
    void place(std::vector<int>& at, std::uint32_t taken,
               std::map<std::uint32_t, double>& found) const {
        const std::size_t i = at.size();
        if (i == rows.size()) {
            found[taken] += 1;
            return;
        }
        const int r = rows[i];
        for (std::size_t j = 0; j < columns.size(); ++j) {
            const int c = columns[j];
            bool free = (taken >> j & 1U) == 0;
            free = free && !(avoid && ((no_sum >> (r + c) & 1U) != 0 ||
                                       (no_diff >> (r - c + n - 1) & 1U) != 0));
            for (std::size_t q = 0; q < i && free; ++q) {
                free = rows[q] - r != at[q] - c && rows[q] - r != c - at[q];
            }
            if (free) {
                at.push_back(c);
                place(at, taken | std::uint32_t{1} << j, found);
                at.pop_back();
            }
        }
    }
};

/// The pairs a half on `rows` and `columns` (board rows and columns) tries: for each split of
/// its columns, its north placements clear of the case's diagonals with its south placements.
double pairs_on_board(int n, std::uint32_t rows, const std::vector<int>& columns,
                      std::uint64_t no_sum, std::uint64_t no_diff) {
    const int h = n / 2;
    quarter_on_board north{n, {}, columns, no_sum, no_diff, true};
    quarter_on_board south{n, {}, columns, 0, 0, false};
    for (int r = 0; r < n; ++r) {
        if ((rows >> r & 1U) != 0) {
            (r < h ? north.rows : south.rows).push_back(r);
        }
    }
    const std::uint32_t all = (std::uint32_t{1} << columns.size()) - 1;
    const auto souths = south.by_columns();
    double pairs = 0;
    for (const auto& [taken, count] : north.by_columns()) {
        const auto other = souths.find(all & ~taken);
        pairs += other == souths.end() ? 0 : count * other->second;
    }
    return pairs;
}

} // namespace

BOOST_AUTO_TEST_SUITE(quadrant_promise)

BOOST_AUTO_TEST_CASE(promises_the_pairs_its_halves_try_and_nothing_for_a_skipped_row_set) {
    for (int n = 8; n <= 11; ++n) {
        const int h = n / 2;
        const int k = (n + 1) / 2;
        const qd::quarter_table quarters{h};
        int skipped = 0;
        for (const qd::quadrant_case& c : qd::quadrant_cases(n)) {
            const qd::quadrant_promise promise{quarters, c, n};
            std::vector<int> east_columns;
            std::vector<int> west_columns;
            for (int j = 0; j < h; ++j) {
                east_columns.push_back(j);
                if ((c.west_columns >> j & 1U) != 0) {
                    west_columns.push_back(k + j);
                }
            }
            for (std::uint32_t rows = 0; rows < std::uint32_t{1} << n; ++rows) {
                if ((rows & ~c.free_rows) != 0 || std::popcount(rows) != h) {
                    continue;
                }
                const bool counted = qd::images_of(c, rows, n) != 0;
                skipped += counted ? 0 : 1;
                BOOST_TEST((promise.of(rows) > 0) == counted, "n = " << n << ", rows " << rows);
                const double tried =
                    pairs_on_board(n, rows, east_columns, c.east_sum, c.east_diff) +
                    pairs_on_board(n, c.free_rows & ~rows, west_columns, c.west_sum, c.west_diff);
                BOOST_TEST(promise.pairs_tried(rows) == tried, "n = " << n << ", rows " << rows);
            }
        }
        BOOST_TEST(skipped > 0, "n = " << n); // the mirror images and the centre's images
    }
}

BOOST_AUTO_TEST_SUITE_END()
