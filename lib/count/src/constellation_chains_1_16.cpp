// The compiled chains of 1 to 16 free queens (see constellation_search.hpp).
#include "constellation_search.hpp"

namespace queens::detail {

constellation_counter counter_of_chains_1_16(int free) noexcept {
    return counter_among<1, 16>(free);
}

} // namespace queens::detail
