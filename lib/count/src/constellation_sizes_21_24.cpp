// The compiled chains of boards of 21 to 24 (see constellation_search.hpp).
#include "constellation_search.hpp"

namespace queens::detail {

constellation_counter counter_of_sizes_21_24(int size) noexcept {
    return counter_among<21, max_compiled_size>(size);
}

} // namespace queens::detail
