#include "constellation.hpp"

#include <stdexcept>
#include <string>
#include <utility>

namespace queens {
namespace {

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
    if (weigh == nullptr) {
        std::uint64_t completions = 0;
        do {
            completions += static_cast<std::uint64_t>(std::popcount(last.safe_rows()));
        } while (last.neighbours_advance());
        found.solutions = completions * fixed;
        found.fundamental = completions;
        return found;
    }
    do {
        for (row_mask safe = last.safe_rows(); safe != 0; safe &= safe - 1) {
            last.stand(safe & (~safe + 1));
            weigh_solution();
        }
    } while (last.neighbours_advance());
    return found;
}

using counter = constellation_count (*)(const constellation&, std::uint64_t, solution_weight,
                                        const void*);

template <std::size_t... Sizes>
constexpr std::array<counter, sizeof...(Sizes)> counters(std::index_sequence<Sizes...> /*unused*/) {
    return {&count_with<static_cast<int>(Sizes) + 1>...};
}

/// One compiled chain per board size, chosen at run time.
constexpr auto by_size = counters(std::make_index_sequence<max_compiled_size>{});

} // namespace

constellation_count count_completions(const constellation& where, std::uint64_t fixed,
                                      solution_weight weigh, const void* context) {
    if (where.size < 1 || where.size > max_compiled_size) {
        throw std::invalid_argument("constellation of size " + std::to_string(where.size) +
                                    ": accepted 1 to " + std::to_string(max_compiled_size));
    }
    return by_size[static_cast<std::size_t>(where.size - 1)](where, fixed, weigh, context);
}

} // namespace queens
