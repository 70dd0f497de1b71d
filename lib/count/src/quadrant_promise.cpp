#include "quadrant_promise.hpp"

#include <algorithm>
#include <bit>

namespace queens::detail {
namespace {

/// What a split of a half's columns costs, in pairs of placements tried.
constexpr double split_cost = 10;
/// Pairs of patterns the join matches for the cost of one pair of placements tried.
constexpr double patterns_per_pair = 4096;

std::uint16_t saturated(std::size_t count) noexcept {
    return static_cast<std::uint16_t>(std::min<std::size_t>(count, 0xFFFF));
}

} // namespace

quadrant_promise::quadrant_promise(const quarter_table& quarters, const quadrant_case& c, int n)
    : quarters_{&quarters}, case_{&c}, n_{n}, h_{n / 2}, k_{(n + 1) / 2},
      east_{counts_of(bounds_of(c, true, n))}, west_{counts_of(bounds_of(c, false, n))} {}

double quadrant_promise::bytes(int h) noexcept {
    return 4.0 * static_cast<double>(std::size_t{1} << (2 * h)) * sizeof(std::uint16_t);
}

quadrant_promise::clear_counts quadrant_promise::counts_of(const half_bounds& bounds) const {
    const std::size_t groups = std::size_t{1} << (2 * h_);
    const std::uint32_t quarter = (std::uint32_t{1} << h_) - 1;
    clear_counts clear{std::vector<std::uint16_t>(groups), std::vector<std::uint16_t>(groups)};
    const half_bounds below = bounds.below(k_);
    for (std::size_t g = 0; g < groups; ++g) {
        unsigned north = 0;
        unsigned south = 0;
        for (const quarter_entry& e : quarters_->with(static_cast<std::uint32_t>(g >> h_),
                                                      static_cast<std::uint32_t>(g) & quarter)) {
            north += bounds.clear(e) ? 1U : 0U;
            south += below.clear(e) ? 1U : 0U;
        }
        clear.north[g] = saturated(north);
        clear.south[g] = saturated(south);
    }
    return clear;
}

quadrant_promise::half_work quadrant_promise::half(const clear_counts& clear, std::uint32_t rows,
                                                   std::uint32_t columns) const noexcept {
    const std::uint32_t quarter = (std::uint32_t{1} << h_) - 1;
    const std::uint32_t north = rows & quarter;
    const std::uint32_t south = (rows >> k_) & quarter;
    half_work work;
    for_each_split(columns, std::popcount(north), [&](std::uint32_t c) {
        const std::size_t at_north = (std::size_t{north} << h_) | c;
        const std::size_t at_south = (std::size_t{south} << h_) | (columns & ~c);
        const auto norths = static_cast<double>(clear.north[at_north]);
        work.tried += norths * static_cast<double>(quarters_->with(south, columns & ~c).size());
        work.splits += 1;
        work.patterns += norths * static_cast<double>(clear.south[at_south]);
    });
    return work;
}

quadrant_promise::half_work quadrant_promise::east(std::uint32_t rows) const noexcept {
    return half(east_, rows, (std::uint32_t{1} << h_) - 1);
}

quadrant_promise::half_work quadrant_promise::west(std::uint32_t rows) const noexcept {
    return half(west_, case_->free_rows & ~rows, case_->west_columns);
}

double quadrant_promise::pairs_tried(std::uint32_t rows) const noexcept {
    return east(rows).tried + west(rows).tried;
}

double quadrant_promise::of(std::uint32_t rows) const noexcept {
    if (images_of(*case_, rows, n_) == 0) {
        return 0; // counted with another image
    }
    const half_work e = east(rows);
    if (e.patterns == 0) {
        return e.tried + split_cost * e.splits; // no east half: the west one is not built
    }
    const half_work w = west(rows);
    return e.tried + w.tried + split_cost * (e.splits + w.splits) +
           e.patterns * w.patterns / patterns_per_pair;
}

} // namespace queens::detail
