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
/// take, in the half's frame (the north quarter's, the south one `k_` rows below).
struct quadrant_joiner::half {
    std::uint32_t north_rows = 0;
    std::uint32_t south_rows = 0;
    std::uint32_t columns = 0;
    std::uint64_t no_sum = 0;
    std::uint64_t no_diff = 0;
};

quadrant_joiner::quadrant_joiner(const quarter_table& quarters, int n)
    : quarters_{&quarters}, n_{n}, h_{n / 2}, k_{(n + 1) / 2}, bits_{n - 1 - n % 2}, join_{2 *
                                                                                           bits_} {}

quadrant_joiner::half quadrant_joiner::half_of(std::uint32_t rows, std::uint32_t columns,
                                               std::uint64_t sum, std::uint64_t diff,
                                               bool east) const noexcept {
    const std::uint32_t quarter = (std::uint32_t{1} << h_) - 1;
    // East: sums as on the board, differences from n - h up; west: sums from k_ up,
    // differences as on the board.
    return {rows & quarter, (rows >> k_) & quarter, columns, east ? sum : sum >> k_,
            east ? diff >> (n_ - h_) : diff};
}

/// Every half of `where`: `take(sum, diff)` with its diagonals, in the half's frame: for each
/// split of its columns between the quarters, each north placement with each south one.
template <class Take>
void quadrant_joiner::for_each_half(const half& where, Take&& take) const {
    const std::uint32_t all = where.columns;
    const int width = std::popcount(all);
    const bool every = all == (std::uint32_t{1} << width) - 1;
    // The north quarter's columns: as many as its rows, chosen among the half's in increasing
    // order (Gosper's hack), then set in the places of the half's columns.
    const std::uint32_t first = (std::uint32_t{1} << std::popcount(where.north_rows)) - 1;
    for (std::uint32_t chosen = first; chosen < (std::uint32_t{1} << width);
         chosen = first == 0 ? std::uint32_t{1} << width : next_set(chosen)) {
        const std::uint32_t c = every ? chosen : spread(chosen, all);
        const auto norths = quarters_->with(where.north_rows, c);
        const auto souths = quarters_->with(where.south_rows, all & ~c);
        for (const quarter_entry& a : norths) {
            if ((a.sum & where.no_sum) != 0 || (a.diff & where.no_diff) != 0) {
                continue;
            }
            const std::uint64_t block_sum = a.sum | where.no_sum;
            const std::uint64_t block_diff = a.diff | where.no_diff;
            for (const quarter_entry& b : souths) {
                const std::uint64_t sum = std::uint64_t{b.sum} << k_;
                const std::uint64_t diff = std::uint64_t{b.diff} << k_;
                if (((sum & block_sum) | (diff & block_diff)) == 0) {
                    take(a.sum | sum, a.diff | diff);
                }
            }
        }
    }
}

std::uint64_t quadrant_joiner::join(const quadrant_case& c, std::uint32_t rows) {
    const std::uint32_t west_rows = c.free_rows & ~rows;
    std::uint64_t images = 1;
    if (c.symmetry == row_symmetry::even) {
        const std::uint32_t mirror = reversed(rows, n_);
        if (mirror < rows) {
            return 0;
        }
        images = mirror == rows ? 1 : 2;
    } else if (c.symmetry == row_symmetry::centre) {
        std::uint32_t same[4] = {rows, reversed(rows, n_), west_rows, reversed(west_rows, n_)};
        std::sort(std::begin(same), std::end(same));
        if (same[0] != rows) {
            return 0;
        }
        images = static_cast<std::uint64_t>(std::unique(std::begin(same), std::end(same)) - same);
    }
    const std::uint64_t mask = (std::uint64_t{1} << bits_) - 1;
    east_.clear();
    for_each_half(half_of(rows, (std::uint32_t{1} << h_) - 1, c.east_sum, c.east_diff, true),
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
    for_each_half(
        half_of(west_rows, c.west_columns, c.west_sum, c.west_diff, false),
        [&](std::uint64_t sum, std::uint64_t diff) {
            // West frame: the long sum diagonal at h - 1, the difference at n - 1.
            const auto twice = weighed ? ((sum >> (h_ - 1)) & 1U) + ((diff >> (n_ - 1)) & 1U) : 0U;
            west_[twice].push_back((sum & mask) | (((diff >> (n_ - h_)) & mask) << bits_));
        });
    const std::uint64_t found = join_.count(east_, west_[0]) + 2 * join_.count(east_, west_[1]) +
                                4 * join_.count(east_, west_[2]);
    return c.weight * images * found;
}

} // namespace queens::detail
