// The constellation engine's chains by their number of free queens, compiled in three files
// (constellation_chains_*.cpp, see constellation_search.hpp) and chosen at run time.
#pragma once

#include "compiled_chain.hpp"
#include "constellation.hpp"

#include <cstdint>

namespace queens::detail {

/// The completions of a constellation by a chain of as many free queens as it was compiled for.
using constellation_counter = constellation_count (*)(chain_start&, const constellation&,
                                                      const chain_places&, std::uint64_t,
                                                      solution_weight, const void*);

/// The chains of 1 to 16, 17 to 20 and 21 (`max_free_queens`) free queens, one file each.
[[nodiscard]] constellation_counter counter_of_chains_1_16(int free) noexcept;
[[nodiscard]] constellation_counter counter_of_chains_17_20(int free) noexcept;
[[nodiscard]] constellation_counter counter_of_chains_21(int free) noexcept;

} // namespace queens::detail
