// The constellation engine's chains by board size, compiled in three files
// (constellation_sizes_*.cpp, see constellation_search.hpp) and chosen at run time.
#pragma once

#include "constellation.hpp"

#include <cstdint>

namespace queens::detail {

/// The completions of a constellation on a board of a size the chain was compiled for.
using constellation_counter = constellation_count (*)(const constellation&, std::uint64_t,
                                                      solution_weight, const void*);

/// The counters of board sizes 1 to 16, 17 to 20 and 21 to `max_compiled_size`, one file each.
[[nodiscard]] constellation_counter counter_of_sizes_1_16(int size) noexcept;
[[nodiscard]] constellation_counter counter_of_sizes_17_20(int size) noexcept;
[[nodiscard]] constellation_counter counter_of_sizes_21_24(int size) noexcept;

} // namespace queens::detail
