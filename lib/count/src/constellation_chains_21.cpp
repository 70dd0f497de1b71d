// The compiled chains of 21 free queens (see constellation_search.hpp).
#include "constellation_search.hpp"

namespace queens::detail {

constellation_counter counter_of_chains_21(int free) noexcept {
    return counter_among<21, max_free_queens>(free);
}

} // namespace queens::detail
