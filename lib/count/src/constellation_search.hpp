// How a compiled chain counts a constellation's completions (`count_with<N>`), and the table of
// chains by board size. The sizes are instantiated in three files (constellation_sizes_*.cpp)
// so that none of them compiles every chain: each takes a fraction of the build's time and memory.
#pragma once

#include "compiled_chain.hpp"
#include "constellation.hpp"
#include "constellation_sizes.hpp"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace queens::detail {

template <int N>
constellation_count count_with(const constellation& where, std::uint64_t fixed,
                               solution_weight weigh, const void* context) {
    compiled_chain<N> chain{where};
    auto& last = chain.last();
    constellation_count found;
    std::array<int, max_mask_size> rows{};
    const std::span<int> solution{rows.data(), static_cast<std::size_t>(N)};
    // When each solution is weighed: the last queen (and her neighbour) stand where it ends.
    const auto weigh_solution = [&] {
        last.write_rows(solution);
        const std::uint64_t weight = weigh(solution, context);
        found.solutions += weight;
        found.fundamental += weight != 0 ? 1U : 0U;
    };
    if constexpr (N >= 2) {
        if (where.edge_column != N - 1) {
            // The last two queens finish together (`endings`): the search moves the others,
            // up to the last queen's neighbour, who only learns where they stand.
            auto& beside = last.neighbour();
            if (!beside.neighbours_place()) {
                return found;
            }
            std::uint64_t completions = 0;
            do {
                const row_mask endings = last.endings();
                if (weigh == nullptr) {
                    // At most two endings, each one bit: counted without a branch.
                    completions += static_cast<std::uint64_t>(endings != 0) +
                                   static_cast<std::uint64_t>((endings & (endings - 1)) != 0);
                } else if (endings != 0) {
                    for (row_mask ending = endings; ending != 0; ending &= ending - 1) {
                        last.end_on(ending & (~ending + 1));
                        weigh_solution();
                    }
                }
            } while (beside.neighbours_advance());
            if (weigh == nullptr) {
                found.solutions = completions * fixed;
                found.fundamental = completions;
            }
            return found;
        }
    }
    // A lone queen, or a last queen with the edge rule: she alone finishes, counting her safe
    // rows each time her neighbours move.
    if (!last.neighbours_place()) {
        return found;
    }
    std::uint64_t completions = 0;
    do {
        if (weigh == nullptr) {
            completions += static_cast<std::uint64_t>(std::popcount(last.safe_rows()));
        } else {
            for (row_mask safe = last.safe_rows(); safe != 0; safe &= safe - 1) {
                last.stand(safe & (~safe + 1));
                weigh_solution();
            }
        }
    } while (last.neighbours_advance());
    if (weigh == nullptr) {
        found.solutions = completions * fixed;
        found.fundamental = completions;
    }
    return found;
}

/// The counter of board size `size`, one of `First` to `Last`.
template <int First, int Last>
[[nodiscard]] constellation_counter counter_among(int size) noexcept {
    static_assert(1 <= First && First <= Last && Last <= max_compiled_size);
    constexpr auto table = []<std::size_t... Offsets>(std::index_sequence<Offsets...> /*unused*/) {
        return std::array<constellation_counter, sizeof...(Offsets)>{
            &count_with<First + static_cast<int>(Offsets)>...};
    }
    (std::make_index_sequence<static_cast<std::size_t>(Last - First + 1)>{});
    return table[static_cast<std::size_t>(size - First)];
}

} // namespace queens::detail
