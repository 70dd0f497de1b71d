#include <queens/constellation.hpp>

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
    if (!last.neighbours_place()) {
        return found;
    }
    if (weigh == nullptr) {
        // The last queen's question is only "how many of my rows are safe?".
        std::uint64_t completions = 0;
        do {
            completions += static_cast<std::uint64_t>(std::popcount(last.safe_rows()));
        } while (last.neighbours_advance());
        found.solutions = completions * fixed;
        found.fundamental = completions;
        return found;
    }
    std::array<int, max_mask_size> rows{};
    const std::span<int> solution{rows.data(), static_cast<std::size_t>(N)};
    do {
        for (row_mask safe = last.safe_rows(); safe != 0; safe &= safe - 1) {
            last.stand(safe & (~safe + 1));
            last.write_rows(solution);
            const std::uint64_t weight = weigh(solution, context);
            found.solutions += weight;
            found.fundamental += weight != 0 ? 1U : 0U;
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
