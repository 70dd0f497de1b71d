// The compiled chains of boards of 17 to 20 (see constellation_search.hpp).
#include "constellation_search.hpp"

namespace queens::detail {

constellation_counter counter_of_sizes_17_20(int size) noexcept {
    return counter_among<17, 20>(size);
}

} // namespace queens::detail
