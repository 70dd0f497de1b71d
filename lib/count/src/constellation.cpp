#include "constellation.hpp"

#include "constellation_sizes.hpp"

#include <stdexcept>
#include <string>

namespace queens {

constellation_count count_completions(const constellation& where, std::uint64_t fixed,
                                      solution_weight weigh, const void* context) {
    if (where.size < 1 || where.size > max_compiled_size) {
        throw std::invalid_argument("constellation of size " + std::to_string(where.size) +
                                    ": accepted 1 to " + std::to_string(max_compiled_size));
    }
    const detail::constellation_counter counter =
        where.size <= 16   ? detail::counter_of_sizes_1_16(where.size)
        : where.size <= 20 ? detail::counter_of_sizes_17_20(where.size)
                           : detail::counter_of_sizes_21_24(where.size);
    return counter(where, fixed, weigh, context);
}

} // namespace queens
