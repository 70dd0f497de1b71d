// The compiled chains of 17 to 20 free queens (see constellation_search.hpp).
#include "constellation_search.hpp"

namespace queens::detail {

constellation_counter counter_of_chains_17_20(int free) noexcept {
    return counter_among<17, 20>(free);
}

} // namespace queens::detail
