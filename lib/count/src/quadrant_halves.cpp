#include "quadrant_halves.hpp"

#include <algorithm>
#include <bit>

namespace queens::detail {
namespace {

std::uint32_t reversed(std::uint32_t rows, int n) noexcept {
    std::uint32_t out = 0;
    for (int r = 0; r < n; ++r) {
        out |= ((rows >> r) & 1U) << (n - 1 - r);
    }
    return out;
}

std::uint64_t bit(int at) noexcept { return std::uint64_t{1} << at; }

} // namespace

std::vector<quadrant_case> quadrant_cases(int n) {
    const int h = n / 2;
    const std::uint32_t board = (std::uint32_t{1} << n) - 1;
    const std::uint32_t all = (std::uint32_t{1} << h) - 1;
    std::vector<quadrant_case> cases;
    if (n % 2 == 0) {
        // The east half keeps off the long diagonals (sum n - 1, difference n - 1).
        cases.push_back({board, all, bit(n - 1), bit(n - 1), 0, 0, row_symmetry::even, 1});
        return cases;
    }
    const std::uint32_t middle = std::uint32_t{1} << h;
    cases.push_back({board & ~middle, all, bit(2 * h), bit(n - 1), bit(2 * h), bit(n - 1),
                     row_symmetry::centre, 1});
    for (int a = h + 1; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            const std::uint64_t sum = bit(h + a) | bit(b + h);
            const std::uint64_t diff = bit(h - a + n - 1) | bit(b - h + n - 1);
            cases.push_back({board & ~middle & ~(std::uint32_t{1} << b),
                             all & ~(std::uint32_t{1} << (a - h - 1)), sum, diff, sum, diff,
                             row_symmetry::none, 8});
        }
    }
    return cases;
}

half_bounds bounds_of(const quadrant_case& c, bool east, int n) noexcept {
    // East: sums as on the board, differences from n - h up; west: sums from k up,
    // differences as on the board.
    const int h = n / 2;
    const int k = (n + 1) / 2;
    return east ? half_bounds{c.east_sum, c.east_diff >> (n - h)}
                : half_bounds{c.west_sum >> k, c.west_diff};
}

std::uint32_t next_set(std::uint32_t bits) noexcept {
    const std::uint32_t low = bits & (~bits + 1);
    const std::uint32_t up = bits + low;
    return up | (((bits ^ up) >> 2) / low);
}

std::uint32_t spread(std::uint32_t chosen, std::uint32_t free) noexcept {
    std::uint32_t out = 0;
    for (; free != 0; free &= free - 1, chosen >>= 1) {
        out |= (chosen & 1U) * (free & (~free + 1));
    }
    return out;
}

/// A half's rows and columns in its quarters' frames, and the diagonals none of its queens may
/// take.
struct quadrant_joiner::half {
    std::uint32_t north_rows = 0;
    std::uint32_t south_rows = 0;
    std::uint32_t columns = 0;
    half_bounds bounds;
};

quadrant_joiner::quadrant_joiner(const quarter_table& quarters, int n)
    : quarters_{&quarters}, n_{n}, h_{n / 2}, k_{(n + 1) / 2}, bits_{n - 1 - n % 2}, join_{2 *
                                                                                           bits_} {}

quadrant_joiner::half quadrant_joiner::half_of(const quadrant_case& c, std::uint32_t rows,
                                               std::uint32_t columns, bool east) const noexcept {
    const std::uint32_t quarter = (std::uint32_t{1} << h_) - 1;
    return {rows & quarter, (rows >> k_) & quarter, columns, bounds_of(c, east, n_)};
}

/// Every half of `where`: `take(sum, diff)` with its diagonals, in the half's frame: for each
/// split of its columns between the quarters, each north placement with each south one.
template <class Take>
void quadrant_joiner::for_each_half(const half& where, Take&& take) const {
    const std::uint32_t all = where.columns;
    for_each_split(all, std::popcount(where.north_rows), [&](std::uint32_t c) {
        const auto norths = quarters_->with(where.north_rows, c);
        const auto souths = quarters_->with(where.south_rows, all & ~c);
        for (const quarter_entry& a : norths) {
            if (!where.bounds.clear(a)) {
                continue;
            }
            const std::uint64_t block_sum = a.sum | where.bounds.no_sum;
            const std::uint64_t block_diff = a.diff | where.bounds.no_diff;
            for (const quarter_entry& b : souths) {
                const std::uint64_t sum = std::uint64_t{b.sum} << k_;
                const std::uint64_t diff = std::uint64_t{b.diff} << k_;
                if (((sum & block_sum) | (diff & block_diff)) == 0) {
                    take(a.sum | sum, a.diff | diff);
                }
            }
        }
    });
}

std::uint64_t images_of(const quadrant_case& c, std::uint32_t rows, int n) noexcept {
    if (c.symmetry == row_symmetry::even) {
        const std::uint32_t mirror = reversed(rows, n);
        if (mirror < rows) {
            return 0;
        }
        return mirror == rows ? 1 : 2;
    }
    if (c.symmetry == row_symmetry::centre) {
        const std::uint32_t west_rows = c.free_rows & ~rows;
        std::uint32_t same[4] = {rows, reversed(rows, n), west_rows, reversed(west_rows, n)};
        std::sort(std::begin(same), std::end(same));
        if (same[0] != rows) {
            return 0;
        }
        return static_cast<std::uint64_t>(std::unique(std::begin(same), std::end(same)) - same);
    }
    return 1;
}

std::uint64_t off_long_diagonals(const quadrant_case& c, std::uint32_t rows, int n) noexcept {
    if (c.symmetry != row_symmetry::even) {
        return 1;
    }
    const std::uint32_t agree = ~(rows ^ reversed(rows, n)) & c.free_rows;
    if (agree == 0) {
        return 1;
    }
    return (rows & agree & (~agree + 1)) != 0 ? 2 : 0;
}

std::uint64_t quadrant_joiner::join(const quadrant_case& c, std::uint32_t rows) {
    const std::uint32_t west_rows = c.free_rows & ~rows;
    const std::uint64_t images = images_of(c, rows, n_);
    if (images == 0) {
        return 0;
    }
    const std::uint64_t mask = (std::uint64_t{1} << bits_) - 1;
    east_.clear();
    for_each_half(half_of(c, rows, (std::uint32_t{1} << h_) - 1, true),
                  [&](std::uint64_t sum, std::uint64_t diff) {
                      east_.push_back(((sum >> k_) & mask) | ((diff & mask) << bits_));
                  });
    if (east_.empty()) {
        return 0;
    }
    for (auto& items : west_) {
        items.clear();
    }
    const bool weighed = c.symmetry == row_symmetry::even;
    const std::uint64_t off_long = off_long_diagonals(c, rows, n_);
    for_each_half(
        half_of(c, west_rows, c.west_columns, false), [&](std::uint64_t sum, std::uint64_t diff) {
            // West frame: the long sum diagonal at h - 1, the difference at n - 1.
            const auto twice = weighed ? ((sum >> (h_ - 1)) & 1U) + ((diff >> (n_ - 1)) & 1U) : 0U;
            if (twice != 0 || off_long != 0) {
                west_[twice].push_back((sum & mask) | (((diff >> (n_ - h_)) & mask) << bits_));
            }
        });
    const std::uint64_t found = off_long * join_.count(east_, west_[0]) +
                                2 * join_.count(east_, west_[1]) + 4 * join_.count(east_, west_[2]);
    return c.weight * images * found;
}

} // namespace queens::detail
