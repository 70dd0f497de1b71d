// The compiled chains of boards of 1 to 16 (see constellation_search.hpp).
#include "constellation_search.hpp"

namespace queens::detail {

constellation_counter counter_of_sizes_1_16(int size) noexcept {
    return counter_among<1, 16>(size);
}

} // namespace queens::detail
