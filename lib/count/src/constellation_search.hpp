// How a compiled chain counts a constellation's completions (`count_with<Free>`), and the table
// of chains by their number of free queens. The chains are instantiated in three files
// (constellation_chains_*.cpp) so that none of them compiles every chain: each takes a fraction
// of the build's time and memory.
#pragma once

#include "compiled_chain.hpp"
#include "constellation.hpp"
#include "constellation_chains.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace queens::detail {

/// The completions of `where` by the chain of `Free` free queens standing at `places`, after
/// the queens `start` holds.
template <int Free>
constellation_count count_with(chain_start& start, const constellation& where,
                               const chain_places& places, std::uint64_t fixed,
                               solution_weight weigh, const void* context) {
    compiled_chain<Free> chain{start, where, places};
    auto& last = chain.last();
    constellation_count found;
    if (!last.neighbours_place()) {
        return found;
    }
    // Every other queen stands on a row of her own: one row is left, and the last queen's
    // question is whether it is safe for her. Counted without a branch.
    std::uint64_t completions = 0;
    std::array<int, max_mask_size> rows{};
    const std::span<int> solution{rows.data(), static_cast<std::size_t>(where.size)};
    do {
        if (weigh == nullptr) {
            completions += static_cast<std::uint64_t>(last.safe_rows() != 0);
        } else if (last.safe_rows() != 0) {
            last.stand(last.safe_rows());
            last.write_rows(solution);
            const std::uint64_t weight = weigh(solution, context);
            found.solutions += weight;
            found.fundamental += weight != 0 ? 1U : 0U;
        }
    } while (last.neighbours_advance());
    if (weigh == nullptr) {
        found.solutions = completions * fixed;
        found.fundamental = completions;
    }
    return found;
}

/// The counter of chains of `free` free queens, one of `First` to `Last`.
template <int First, int Last>
[[nodiscard]] constellation_counter counter_among(int free) noexcept {
    static_assert(1 <= First && First <= Last && Last <= max_free_queens);
    constexpr auto table = []<std::size_t... Offsets>(std::index_sequence<Offsets...> /*unused*/) {
        return std::array<constellation_counter, sizeof...(Offsets)>{
            &count_with<First + static_cast<int>(Offsets)>...};
    }
    (std::make_index_sequence<static_cast<std::size_t>(Last - First + 1)>{});
    return table[static_cast<std::size_t>(free - First)];
}

} // namespace queens::detail
